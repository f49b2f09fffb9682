"""Issue 32, item 8: a move to another village has its own word, "moved to Village 2" (the
rulebook's: "The banished player immediately moves to another village", Rule Variants —
Simultaneous Play Session), and "banished" stays the Old Hag's day away (Role Cards — Old
Hag), side by side on one screen; the overview follows the village after its vote."""

from __future__ import annotations

from pathlib import Path

from village_play import hand_notebook, quiet_dawn, quiet_night

from notepad.engine import events as ev
from notepad.table.event_words import record_of
from notepad.table.player_marks import mark_words
from notepad.table.villages import overview

HAG = ["werewolf", "seer", "old_hag", "villager", "villager", "villager"]
FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


def test_the_move_and_the_old_hags_banishment_say_two_words(tmp_path: Path) -> None:
    notebook = hand_notebook(tmp_path / "n.jsonl", HAG, FIVE)
    first, _ = notebook.villages
    first.game.record(ev.NightFalls())
    first.game.record(ev.Banish(target=4))  # the Old Hag sends A4 away for day 1
    quiet_dawn(first)
    assert notebook.move("A5", 2) == []
    state = first.state
    banished, moved = mark_words(state, state.players[4]), mark_words(state, state.players[5])
    assert "banished day 1" in banished
    assert "→ day 1: moved to Village 2" in moved
    assert not any("banish" in words for words in moved)
    assert record_of(first.game).entries[-1].text == \
        "A5 leaves (no card shown): moved to Village 2"


def test_the_overview_leaves_the_vote_once_it_is_counted(tmp_path: Path) -> None:
    """"vote on A3" stayed on the overview after A3 was spared; accused again, a new vote
    is owed and the overview says so again."""
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE + ["villager"], FIVE)
    first, _ = notebook.villages
    quiet_night(first)
    notebook.move("A6", 2)
    first.game.record(ev.Nominate(nominee=3, by=[4, 5]))
    assert overview.rows(notebook)[0].now == "vote on A3"
    first.game.record(ev.Vote(nominee=3, execute=[1], spare=[2, 4, 5]))
    assert first.state.players[3].alive and first.phase == "day"
    assert overview.rows(notebook)[0].now == "accusations"
    first.game.record(ev.Nominate(nominee=3, by=[1, 2]))
    assert overview.rows(notebook)[0].now == "vote on A3"
