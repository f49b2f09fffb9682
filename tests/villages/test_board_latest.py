"""`werewolf-notepad board --latest` when the newest session is a notebook of simultaneous
villages (a villages trial, stop 23)."""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from village_play import hand_notebook, quiet_night

from notepad.cli.board_command import chosen_log
from notepad.engine import events as ev
from notepad.paths import HOME_VARIABLE

FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


def test_latest_follows_the_village_recorded_in_last(tmp_path: Path, monkeypatch, capsys):
    """Rule Variants — Simultaneous Play Session: one moderator, several games. The board
    follows one game's log; --latest took the notebook itself and stopped at once with 'not a
    werewolf-notepad session log (the header needs "format": "werewolf-notepad-session")',
    which said nothing of the villages' logs beside it."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    sessions = tmp_path / "sessions"
    sessions.mkdir()
    notebook = hand_notebook(sessions / "group.jsonl", FIVE, FIVE, FIVE)
    quiet_night(notebook.villages[0])
    second = notebook.villages[1]
    second.game.record(ev.NightFalls())
    later = time.time() + 5
    os.utime(second.game.log.path, (later, later))
    os.utime(notebook.path, (later + 5, later + 5))  # the notebook is the newest file
    chosen = chosen_log(argparse.Namespace(log=None, latest=True))
    assert chosen == second.game.log.path
    said = capsys.readouterr().err
    assert "a notebook of 3 villages: following Village 2" in said
    assert str(notebook.villages[0].game.log.path) in said


def test_the_board_of_the_village_left_shows_no_dead(tmp_path: Path):
    """Banishing a Player: the banished player moves "with any role … but may not reveal it";
    leaving is not dying (docs/villages.md). The board of the village left listed the player
    under 'Dead (1)', as if killed: the room sees them as moved, with no card."""
    from notepad.board.public import public_state

    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    for village in notebook.villages:
        quiet_night(village)
    notebook.move("A3", 2)
    left, reached = (public_state(v.game, now=0) for v in notebook.villages)
    assert left["dead"] == []
    assert left["moved"] == [{"seat": 3, "name": "A3"}]
    assert "Moved to another village: A3" in left["notices"]
    assert {"seat": 6, "name": "A3"} in reached["alive"] and reached["moved"] == []
