"""A correction in the session log (issue 18; docs/session-log.md, Corrections): it survives a
kill -9 and a resume, a correction line cut by a crash is not in effect, and `replay --strict`
checks the corrected game."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from correction_games import number_of

from notepad import cli
from notepad.engine import events as ev
from notepad.engine.log.replay import Unoverridden, load_game

ENGINE_TESTS = Path(__file__).resolve().parent

PLAY_CORRECT_AND_DIE = textwrap.dedent("""
    import os, signal, sys
    sys.path.insert(0, {tests!r})
    from correction_games import big_village, change, number_of, REAL
    from notepad.engine import events as ev

    game = big_village({log!r})
    kill = number_of(game, "pack_kill")
    game.correct(change(game, kill, ev.PackKill(targets=[REAL]), "the pack pointed at P30"))
    os.kill(os.getpid(), signal.SIGKILL)
""")


def test_a_correction_survives_kill_9_and_resume(tmp_path: Path) -> None:
    """The correction is written and fsynced before the game changes (docs/design.md, Session
    log), so a process killed right after it loses nothing; resuming goes on from the
    corrected game, and undo still takes the correction back as one step."""
    path = tmp_path / "game.jsonl"
    script = PLAY_CORRECT_AND_DIE.format(tests=str(ENGINE_TESTS), log=str(path))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == -signal.SIGKILL, done.stderr
    game, warnings = load_game(path, resume=True)
    assert warnings == []
    [corrected] = game.corrections
    assert corrected.correction.when == "day 4" and corrected.on == "night 2"
    assert game.state.players[20].alive and not game.state.players[30].alive
    game.record(ev.Nominate(nominee=55, by=[20, 60]))
    game.close()
    again, _ = load_game(path)
    assert again.events == game.events and again.state == game.state
    assert again.undo(2) == 2 and again.corrections == []
    assert not again.state.players[20].alive


def test_a_correction_cut_by_a_crash_is_not_in_effect(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    script = PLAY_CORRECT_AND_DIE.format(tests=str(ENGINE_TESTS), log=str(path))
    subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=120,
                   check=False)
    data = path.read_bytes()
    path.write_bytes(data[: data.rstrip(b"\n").rfind(b"\n") + 40])  # half the last line
    game, warnings = load_game(path, resume=True)
    assert game.corrections == [] and not game.state.players[20].alive
    assert any("was cut off" in w for w in warnings)
    kill = number_of(game, "pack_kill")
    from correction_games import change

    game.correct(change(game, kill, ev.PackKill(targets=[30]), "again, whole this time"))
    game.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[-1])["reason"] == "again, whole this time"
    assert load_game(path)[0].state == game.state


def test_replay_strict_checks_the_corrected_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A correction written by hand that leaves an illegal later event undecided (the notepad
    refuses to record one): `replay` reports that event, `--strict` exits 2."""
    from engine_helpers import make_setup

    from notepad.engine.log.session import header_of

    cards = ["werewolf", "seer", "witch", "healer", "villager", "villager"]
    lines = [header_of(make_setup("werwoelfe", cards)),
             {"type": "cards_dealt", "cards": cards},
             {"type": "night_falls"},
             {"type": "pack_kill", "targets": [5]},
             {"type": "dawn"},
             {"type": "nominate", "nominee": 1, "by": [6, 3]},
             {"type": "correction", "action": "change", "at": 3, "reason": "Felix, not Emma",
              "original": {"type": "pack_kill", "targets": [5]},
              "event": {"type": "pack_kill", "targets": [6]}}]
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    found: list[Unoverridden] = []
    load_game(path, audit=found)
    assert [(f.line, f.type, f.violation.rule) for f in found] == [(6, "nominate",
                                                                     "may-not-vote")]
    monkeypatch.setattr(cli, "COMMAND_MODULES", ["notepad.cli.replay_command"])
    assert cli.main(["replay", str(path), "--strict"]) == 2
    assert "line 6" in capsys.readouterr().err
    # Kept with an override in the correction: nothing to report.
    lines[-1]["kept"] = [{"at": 5, "reason": "he had accused Anna", "rules": ["may-not-vote"]}]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert cli.main(["replay", str(path), "--strict"]) == 0
    capsys.readouterr()


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_log_loads_as_before(tmp_path: Path, version: int) -> None:
    """Every older log still loads (docs/session-log.md, Versioning): a version 1 or 2 log
    with undo and redo markers replays as it did, with no corrections in effect."""
    from engine_helpers import make_setup

    from notepad.engine.log.session import header_of

    cards = ["werewolf", "seer", "witch", "healer", "villager", "villager"]
    header = {**header_of(make_setup("werwoelfe", cards)), "version": version}
    for key in ("maybe", "role_swaps"):
        header.pop(key)
    lines = [header, {"type": "cards_dealt", "cards": cards}, {"type": "night_falls"},
             {"type": "pack_kill", "targets": [5]}, {"type": "undo"}, {"type": "redo"},
             {"type": "dawn"}, {"type": "undo"}]
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    game, warnings = load_game(path)
    assert warnings == [] and game.corrections == []
    assert [e.type for e in game.events] == ["cards_dealt", "night_falls", "pack_kill"]
    assert game.redo() == 1 and not game.state.players[5].alive


def test_the_report_says_corrected_on_day_4(tmp_path: Path) -> None:
    """The end-of-game report lists every correction in effect ("corrected on day 4: …")
    and marks the event it put in place."""
    from correction_games import REAL, big_village, change

    from notepad.table.report import report_markdown

    game = big_village()
    kill = number_of(game, "pack_kill")
    game.correct(change(game, kill, ev.PackKill(targets=[REAL]), "the pack pointed at P30"))
    text = report_markdown(game)
    expected = ("corrected on day 4: night 2, “The Werewolves choose Tina” → “The Werewolves "
                "choose P30” — the pack pointed at P30")
    assert "## Corrections" in text
    assert f"- {expected}" in text
    assert f"{kill}. night 2: The Werewolves choose P30 — {expected}" in text
    assert f"{kill + 3}. night 2: Dawn → died: P30 (eaten by the werewolves)" in text


def test_a_correction_the_disk_refuses_changes_nothing() -> None:
    """All or nothing (docs/design.md, Session log): a full disk refuses the correction's line,
    and then its undo's marker; the file and the game stay exactly as they were."""
    from correction_games import change
    from engine_helpers import dealt_game, night_to_dawn
    from test_log_faults import FullDisk

    from notepad.engine.game import snapshot
    from notepad.engine.log.session import LogWriteError, SessionLogWriter

    played = dealt_game("werwoelfe", ["werewolf", "seer", "witch", "villager", "villager",
                                      "villager"])
    night_to_dawn(played, ev.PackKill(targets=[4]), ev.RoleCheck(role="seer", target=1))
    disk = FullDisk(b"", 10**6)
    game = type(played)(played.setup, played.roles, log=SessionLogWriter(Path("x"), disk))
    for event in played.events:
        game.record(event)
    kill = number_of(game, "pack_kill")
    correction = change(game, kill, ev.PackKill(targets=[5]))
    disk.room = 10
    before, events, state = bytes(disk.data), list(game.events), snapshot(game.state)
    with pytest.raises(LogWriteError):
        game.correct(correction)
    assert bytes(disk.data) == before and game.events == events and game.state == state
    assert game.corrections == []
    disk.room = 10**6
    game.correct(correction)
    disk.room = 0
    after, corrected = bytes(disk.data), list(game.events)
    with pytest.raises(LogWriteError):
        game.undo()
    assert bytes(disk.data) == after and game.events == corrected
    assert len(game.corrections) == 1 and game.state.players[5].died is not None


def test_the_number_counts_the_events_in_effect_not_the_lines(tmp_path: Path) -> None:
    """docs/session-log.md, Numbering: `at` counts the events in effect — undo and redo
    markers, undone events and earlier corrections taken into account, never log lines."""
    from engine_helpers import make_setup

    from notepad.engine.log.session import header_of

    cards = ["werewolf", "seer", "witch", "healer", "villager", "villager"]
    lines = [header_of(make_setup("werwoelfe", cards)),
             {"type": "cards_dealt", "cards": cards},                    # event 1
             {"type": "night_falls"},                                      # event 2
             {"type": "pack_kill", "targets": [4]},
             {"type": "undo"},
             {"type": "pack_kill", "targets": [5]},                        # event 3
             {"type": "check", "role": "seer", "target": 1},              # event 4
             {"type": "undo"}, {"type": "redo"},
             {"type": "correction", "action": "insert", "at": 4, "reason": "the Healer",
              "event": {"type": "protect", "role": "healer", "target": 5}},  # event 4 now
             {"type": "correction", "action": "remove", "at": 5, "reason": "no check",
              "original": {"type": "check", "role": "seer", "target": 1}},
             {"type": "dawn"}]                                             # event 5
    path = tmp_path / "game.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    game, _ = load_game(path)
    assert [e.type for e in game.events] == ["cards_dealt", "night_falls", "pack_kill",
                                             "protect", "dawn"]
    assert game.state.players[5].alive  # protected by the Healer
    assert [c.on for c in game.corrections] == ["night 1", "night 1"]
    assert game.undo(2) == 2 and [e.type for e in game.events][-2:] == ["protect", "check"]


def test_the_board_follows_a_correction(tmp_path: Path) -> None:
    """The board follows the log line by line with the log's own Replay (notepad/board/
    follow.py): a correction line changes its game as it changes the moderator's."""
    from correction_games import MISTAKE, REAL, big_village, change

    from notepad.board.follow import LogFollower

    path = tmp_path / "game.jsonl"
    game = big_village(path)
    follower = LogFollower(path)
    assert follower.poll() and follower.game is not None
    assert not follower.game.state.players[MISTAKE].alive
    kill = number_of(game, "pack_kill")
    game.correct(change(game, kill, ev.PackKill(targets=[REAL])))
    assert follower.poll() and follower.problem == ""
    assert follower.game.state.players[MISTAKE].alive
    assert follower.game.state == game.state
    game.undo()
    assert follower.poll() and not follower.game.state.players[MISTAKE].alive
    game.close()


def test_a_correction_after_the_end_says_so() -> None:
    """A correction made on the end screen (F8) was told "corrected on ended: day 2": the
    game's `when` once it has ended is "ended", not a day (End of the Game)."""
    from correction_games import change, won_by_the_poison

    from notepad.table.event_words import correction_words

    game = won_by_the_poison()
    assert game.state.when == "ended"
    poison = number_of(game, "potions")
    game.correct(change(game, poison, ev.Potions(heal=4), "the Witch only healed"))
    words = correction_words(game.state, game.corrections[-1])
    assert words.startswith("corrected after the game had ended: night 1, "), words
