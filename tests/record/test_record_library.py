"""The group's library (notepad/record/): finished games recorded from their logs, each once,
into a group; what cannot be recorded says why."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.setup import GameSetup, Seat
from notepad.record.library import Library
from notepad.record.statistics import statistics

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "villages"))

from village_play import hand_notebook, quiet_night  # noqa: E402


def test_every_finished_game_is_recorded_with_its_players(library: Library,
                                                            logs: list[Path]) -> None:
    report = library.add_logs(logs, group="Thursday club")
    assert report.recorded == 12 and report.problems == 0
    assert report.lines() == ["12 recorded"]
    stats = statistics(library.db, "Thursday club")
    games = [load_game(log)[0] for log in logs]
    assert stats["games"] == 12
    assert stats["wins"] == {team: sum(g.state.winners[0] == team for g in games)
                             for team in stats["wins"]}
    assert sum(stats["wins"].values()) == 12
    assert stats["nights_mean"] == round(sum(g.state.number for g in games) / 12, 2)
    assert stats["by_players"] == [{"players": 8, "games": 12, "wins": stats["wins"]}]
    assert stats["by_set"][0]["roles"] == {"seer": 1, "villager": 4, "werewolf": 3}
    assert {r["role"]: r["held"] for r in stats["roles"]} == {
        "villager": 48, "werewolf": 36, "seer": 12}
    werewolves = next(r for r in stats["roles"] if r["role"] == "werewolf")
    assert werewolves["won"] == 3 * stats["wins"].get("werewolf", 0)
    people = {p["name"]: p for p in stats["players"]}
    assert sum(p["games"] for p in people.values()) == 96
    anna = [(g, p) for g in games for p in g.state.players.values() if p.name == "Anna"]
    assert people["Anna"]["games"] == len(anna)
    assert people["Anna"]["wins"] == sum(p.seat in g.state.winning_seats for g, p in anna)


def test_a_log_recorded_twice_or_copied_is_counted_once(library: Library, logs: list[Path],
                                                        tmp_path: Path) -> None:
    library.add_logs(logs, group="Thursday club")
    again = library.add_logs(logs[:3], group="Thursday club")
    assert again.recorded == 0 and again.already == 3
    assert again.lines() == ["3 already in the record, not counted again"]
    copy = Path(shutil.copy(logs[0], tmp_path / "copy.jsonl"))
    assert library.add_logs([copy], group="Thursday club").already == 1
    assert statistics(library.db, "Thursday club")["games"] == 12


def test_a_log_that_changed_is_read_again_and_still_counted_once(library: Library,
                                                                 logs: list[Path]) -> None:
    library.add_logs(logs, group="Thursday club")
    with logs[0].open("a") as stream:  # the end undone and done again: the same end
        stream.write('{"type":"undo"}\n{"type":"redo"}\n')
    report = library.add_logs(logs[:1], group="Thursday club")
    assert report.updated == 1 and report.recorded == 0
    assert statistics(library.db, "Thursday club")["games"] == 12


def test_a_game_whose_end_was_undone_leaves_the_record(library: Library,
                                                       logs: list[Path]) -> None:
    library.add_logs(logs, group="Thursday club")
    with logs[0].open("a") as stream:
        stream.write('{"type":"undo"}\n')
    report = library.add_logs(logs[:1], group="Thursday club")
    assert report.problems == 1
    assert "the game is not finished" in report.lines()[0]
    assert "taken out of the record" in report.lines()[1]
    assert statistics(library.db, "Thursday club")["games"] == 11


def test_an_unfinished_log_is_not_recorded_and_says_why(library: Library,
                                                        tmp_path: Path) -> None:
    setup = GameSetup(edition="ultimate", roles={"werewolf": 1, "seer": 1, "villager": 3},
                      players=[Seat(seat=n, name=f"P{n}") for n in range(1, 6)])
    game = Game.new(setup, log_path=tmp_path / "open.jsonl")
    game.deal()
    game.record(ev.NightFalls())
    game.close()
    report = library.add_logs([tmp_path / "open.jsonl"], group="Thursday club")
    assert report.problems == 1 and report.recorded == 0
    assert report.lines() == [
        f"{tmp_path / 'open.jsonl'}: the game is not finished (night 1); a game is recorded "
        "when it ends", "no game recorded"]
    assert statistics(library.db, "Thursday club")["games"] == 0


def test_what_is_no_session_log_is_refused_with_a_message(library: Library,
                                                          tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("Anna was the Seer\n")
    report = library.add_logs([tmp_path / "notes.txt", tmp_path / "gone.jsonl"])
    assert report.problems == 2
    assert report.lines()[0] == (f"{tmp_path / 'notes.txt'}, line 1: the header is not valid "
                                 "JSON (Expecting value, column 1)")
    assert report.lines()[1] == f"{tmp_path / 'gone.jsonl'}: no such session log"


def test_the_group_used_last_is_the_default(library: Library, logs: list[Path]) -> None:
    library.add_logs(logs[:2])
    assert library.groups() == {"my group": 2}
    library.add_logs(logs[2:4], group="  Thursday   club ")
    library.add_logs(logs[4:6])
    assert library.groups() == {"Thursday club": 4, "my group": 2}
    assert Library(library.folder).last_group() == "Thursday club"
    moved = library.add_logs(logs[:1], group="Sunday")
    assert moved.moved == 1 and library.groups()["my group"] == 1


def test_each_village_of_a_notebook_that_ended_is_a_game(library: Library,
                                                         tmp_path: Path) -> None:
    five = ["werewolf", "seer", "villager", "villager", "villager"]
    notebook = hand_notebook(tmp_path / "n.jsonl", five, [*five, "villager"])
    first = notebook.villages[0]
    quiet_night(first)
    # Village 2 is still at its setup: the accusation before a banishment is overridden.
    first.game.record(ev.Nominate(nominee=1, by=[2]), override="no banishment today")
    first.game.record(ev.Vote(nominee=1, execute=[2, 3, 4, 5], spare=[1]))
    assert first.state.winners == ["village"]
    notebook.close()
    for village in notebook.villages:
        village.game.close()
    report = library.add_logs([tmp_path / "n.jsonl"], group="Thursday club")
    assert report.recorded == 1
    assert report.lines()[0] == (f"{tmp_path / 'n.jsonl'}: Village 2 is not finished "
                                 "(setup); it is recorded when it ends")
    stats = statistics(library.db, "Thursday club")
    assert stats["games"] == 1 and stats["wins"] == {"village": 1}
    (row,) = library.db.execute("SELECT village, notebook FROM games").fetchall()
    assert row == (1, str((tmp_path / "n.jsonl").resolve()))
    journal = (library.folder / "journal.jsonl").read_text().splitlines()
    assert [json.loads(line)["log"] for line in journal] == [str((tmp_path / "n.jsonl").resolve())]
