"""The overview's words (notepad/table/villages/overview.py) and the start screen's list: which
village waits for the moderator (004, Rule Variants — Simultaneous Play Session: "After each
failed vote, move on to the vote in the next village … If a village votes to execute someone,
transition that village into the night phase, see it through to the end, and then move on to
the next village"), what is going on in each, and one entry per notebook."""

from __future__ import annotations

from pathlib import Path

from village_play import hand_notebook, quiet_night

from notepad.engine import events as ev
from notepad.sessions import recent_sessions
from notepad.table.villages import overview

FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


def test_the_overview_says_which_village_waits_for_the_moderator(tmp_path: Path) -> None:
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, FIVE, FIVE)
    first, second, third = notebook.villages
    assert overview.headline(notebook).startswith("► Waiting for you: Village 1")
    first.game.record(ev.NightFalls())
    rows = overview.rows(notebook, {2: "4:59"})
    assert [r.turn for r in rows] == ["here", "", ""]
    assert rows[0].now == "call 1 of 2: Werewolf" and rows[1].timer == "4:59"
    assert "Village 1 is at night" in overview.headline(notebook)
    for call in first.game.night_script():
        first.game.record(ev.Passed(role=call.role))
    first.game.record(ev.Dawn())
    # Village 1 has had the moderator: the next village waits for them now.
    assert [r.turn for r in overview.rows(notebook)] == ["", "next", ""]
    assert overview.rows(notebook)[0].now == "banishment vote (m SEAT VILLAGE)"
    assert overview.rows(notebook)[1].now == "first night not begun (F6 there)"
    second.game.record(ev.NightFalls())
    notebook.move("A2", 2)
    assert overview.travelling(notebook) == ["A2 arrives in Village 2 at its next day"]
    first.game.record(ev.Nominate(nominee=3, by=[4, 5]),  # Village 2 is at night
                      override="the second village's night waits for its seer")
    assert overview.rows(notebook)[0].now == "vote on A3"
    first.game.record(ev.Death(target=1, cause="executed"))
    assert overview.rows(notebook)[0].now == "won by Villagers"
    assert overview.rows(notebook)[0].phase == "ended"
    assert overview.rows(notebook)[0].alive == "3/4"
    assert overview.recent(first, 2) == ["day 1: A3 is accused by A4, A5",
                                         "day 1: A1 dies: executed → died: A1 (executed)"]
    assert third.phase == "setup"


def test_the_recent_list_shows_a_notebook_as_one_entry(tmp_path: Path) -> None:
    folder = tmp_path / "sessions"
    folder.mkdir()
    notebook = hand_notebook(folder / "group.jsonl", FIVE, FIVE + ["villager"])
    notebook.close()
    found = recent_sessions(folder)
    assert [(s.scenario, s.players, s.notebook) for s in found] == [("2 villages", 11, True)]


def test_the_recent_list_reads_a_notebooks_phase_from_its_villages_summaries(
        tmp_path: Path) -> None:
    """Issue 14's summaries beside each village's log give the notebook's phase without a
    replay; a stale one leaves the phase to `find_phase`, which replays the notebook once and
    writes each village's summary again."""
    from notepad.engine.log.summary import summary_path
    from notepad.sessions import find_phase

    folder = tmp_path / "sessions"
    folder.mkdir()
    notebook = hand_notebook(folder / "group.jsonl", FIVE, FIVE + ["villager"])
    first, second = notebook.villages
    first.game.record(ev.NightFalls())
    notebook.close()
    (listed,) = recent_sessions(folder)
    assert (listed.phase, listed.living) == ("night 1/setup", 11)
    village_log = folder / "group-villages" / "village-2.jsonl"
    summary_path(village_log).unlink()
    (listed,) = recent_sessions(folder)
    assert listed.phase == "" and listed.notebook
    assert find_phase(listed.path, notebook=True) == "night 1/setup"
    assert recent_sessions(folder)[0].phase == "night 1/setup"


def test_two_nights_by_override_both_have_the_moderator(tmp_path: Path) -> None:
    """The alternation overridden ("making sure nights don't happen simultaneously"): the
    overview marks both villages at night, and the headline names both."""
    notebook = hand_notebook(tmp_path / "n.jsonl", FIVE, FIVE, FIVE)
    first, second, _ = notebook.villages
    first.game.record(ev.NightFalls())
    second.game.record(ev.NightFalls(), override="village 1 is at its last call")
    assert [r.turn for r in overview.rows(notebook)] == ["here", "here", ""]
    assert overview.headline(notebook).startswith(
        "● Village 1 and Village 2 are at night (overridden)")


def test_after_an_execution_the_overview_says_night_comes_next(tmp_path: Path) -> None:
    """"If a village votes to execute someone, transition that village into the night phase"
    (Simultaneous Play Session): the row no longer shows a vote in progress."""
    six = FIVE + ["villager"]
    notebook = hand_notebook(tmp_path / "n.jsonl", six, FIVE)
    first, second = notebook.villages
    quiet_night(first)
    notebook.move("A6", 2)
    first.game.record(ev.Nominate(nominee=3, by=[4, 5]),  # Village 2 is at night
                      override="the second village's night waits for its seer")
    assert overview.rows(notebook)[0].now == "vote on A3"
    first.game.record(ev.Vote(nominee=3, execute=[1, 2, 4], spare=[5]))
    assert not first.state.players[3].alive and first.phase == "day"
    assert overview.rows(notebook)[0].now == "the vote is done: night next (F6 there)"
