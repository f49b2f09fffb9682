"""The one reader of the program's own files (notepad/own_files.py, issue 30 items 1–6): each
file kind the program writes, damaged in the ways the fuzzer found, gives the documented
outcome — a log's error naming its line, a summary ignored, a round listed as damaged, the
room's defaults — never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from notepad.engine.log.replay import load_game
from notepad.engine.log.session import LogError
from notepad.engine.log.summary import read_summary as kept_summary
from notepad.engine.log.summary import summary_path
from notepad.own_files import MAX_DEPTH, Damaged, parse_json, read_json, read_toml
from notepad.room.settings import RoomSettings, load_settings
from notepad.sessions import read_round, recent_rounds, recent_sessions

ROOT = Path(__file__).resolve().parent.parent
NESTED = "[" * 1000 + "]" * 1000
HEADER = {"format": "werewolf-notepad-session", "version": 1, "created": "2026-11-29T14:03:35",
          "edition": "werwoelfe", "scenario": None,
          "roles": {"werewolf": 1, "seer": 1, "witch": 1, "healer": 1, "villager": 2},
          "players": [{"seat": i, "name": n} for i, n in enumerate(
              ["Anna", "Ben", "Clara", "Dieter", "Emma", "Felix"], 1)],
          "variants": [], "voting": "open", "house_rules": {}, "seed": 0}
DEALT = {"type": "cards_dealt", "cards": ["werewolf", "seer", "witch", "healer", "villager",
                                          "villager"], "from_seed": False}


def write_log(path: Path, header: dict = HEADER, *events: dict) -> Path:
    lines = [header, DEALT, *events]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def replay(*args: str) -> subprocess.CompletedProcess[str]:
    """`werewolf-notepad replay …` as a user's terminal runs it: stdout really is UTF-8 bytes,
    where pytest's capture would take any string."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, "-m", "notepad", "replay", *args],
                          capture_output=True, text=True, env=env, timeout=60, check=False)


# ------------------------------------------------------------------ 1. lone surrogates


@pytest.mark.parametrize("where", ["player", "role"])
def test_a_lone_surrogate_in_a_log_is_a_damaged_line(tmp_path: Path, where: str) -> None:
    """A lone surrogate is no character: no UTF-8 file holds one, so nothing can print it
    (replay printed the table, then a UnicodeEncodeError). The writer cannot write one
    either, so reading refuses it as damage, naming the line."""
    header = json.loads(json.dumps(HEADER))
    if where == "player":
        header["players"][1]["name"] = "B\ud800n"
    else:
        header["roles"] = {**header["roles"], "\ud800": 1}
    path = write_log(tmp_path / "game.jsonl", header)
    with pytest.raises(LogError, match=r"game.jsonl, line 1: .*lone surrogate"):
        load_game(path)
    for args in ((), ("--json",)):
        done = replay(str(path), *args)
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr and "line 1" in done.stderr


def test_a_lone_surrogate_in_an_event_line_names_that_line(tmp_path: Path) -> None:
    path = write_log(tmp_path / "game.jsonl", HEADER, {"type": "night_falls"},
                     {"type": "death", "target": 2, "cause": "\udc00"})
    with pytest.raises(LogError, match=r"line 4: .*lone surrogate"):
        load_game(path)


def test_a_surrogate_pair_is_a_character_and_loads(tmp_path: Path) -> None:
    header = json.loads(json.dumps(HEADER))
    header["players"][1]["name"] = "B\U0001f43ar"  # written "\ud83d\udc3a": one wolf
    path = write_log(tmp_path / "game.jsonl", header)
    assert "\\ud83d" in path.read_text(encoding="utf-8")
    game, _ = load_game(path)
    assert game.state.players[2].name == "B\U0001f43ar"


# ------------------------------------------------------------------ 2. the summary


def test_a_nested_summary_is_ignored(tmp_path: Path) -> None:
    """docs/session-log.md: a summary that cannot be read is ignored (the log is replayed);
    a nested one raised RecursionError out of the start screen's list and `board --latest`."""
    folder = tmp_path / "sessions"
    folder.mkdir()
    log = write_log(folder / "game.jsonl")
    summary_path(log).write_text(NESTED, encoding="utf-8")
    assert kept_summary(log) is None
    [listed] = recent_sessions(folder)
    assert listed.problem == "" and listed.phase == ""  # replayed later by find_phase


@pytest.mark.parametrize("text", ['{"format": 1, "log_size": 1e999}', '{"phase": NaN}',
                                  '{"living": ' + "9" * 5000 + "}", "\ufeff{}", '"\\ud800"'])
def test_any_damaged_summary_is_ignored(tmp_path: Path, text: str) -> None:
    log = write_log(tmp_path / "game.jsonl")
    summary_path(log).write_text(text, encoding="utf-8")
    assert kept_summary(log) is None


# ------------------------------------------------------------------ 3, 4. One Night rounds


ROUND = {"format": "werewolf-notepad-onenight", "version": 1, "edition": "onenight",
         "scenario": "", "roles": {"werewolf": 2, "seer": 1, "robber": 1, "villager": 2},
         "uses_tokens": False, "players": ["Ann", "Bo", "Cy"],
         "seats": [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}], "middle": [None] * 3}


@pytest.mark.parametrize("text", [
    NESTED,
    '{"format": "werewolf-notepad-onenight", "seats": ' + NESTED + "}",
    json.dumps(ROUND).replace('"werewolf": 2', '"werewolf": Infinity'),
    json.dumps(ROUND).replace('"werewolf": 2', '"werewolf": ' + "9" * 5000),
    json.dumps(ROUND).replace('"werewolf": 2', '"werewolf": 1e999'),
    json.dumps(ROUND).replace('"seats": [', '"seats": [7, '),
], ids=["nested", "nested-seats", "infinity", "5000-digits", "1e999", "seat-not-a-table"])
def test_a_damaged_round_is_listed_as_damaged(tmp_path: Path, text: str) -> None:
    path = tmp_path / "round.onenight.json"
    path.write_text(text, encoding="utf-8")
    assert read_round(path).phase == "damaged"
    assert [r.phase for r in recent_rounds(tmp_path)] == ["damaged"]


def test_a_round_with_an_infinite_count_cannot_be_reopened(tmp_path: Path) -> None:
    """Reopening it (r, Enter) raised OverflowError (int(inf)) and the TUI exited: the reader
    refuses the number, which the start screen says in words (tests/tui/test_own_files_pilot)."""
    from notepad.table.onenight.entry import from_session

    path = tmp_path / "round.onenight.json"
    path.write_text(json.dumps(ROUND).replace('"werewolf": 2', '"werewolf": Infinity'))
    with pytest.raises(Damaged, match="Infinity is not a number"):
        from_session(read_json(path))


def test_a_round_counting_more_cards_than_a_box_is_damaged(tmp_path: Path) -> None:
    from notepad.table.onenight.entry import from_session

    data = {**ROUND, "roles": {"werewolf": 2**62, "seer": 1}}
    with pytest.raises(ValueError, match="damaged"):
        from_session(data)


# ------------------------------------------------------------------ 5. room.toml


@pytest.mark.parametrize("text", [
    "call_seconds = " + "9" * 5000,
    "voice = " + "[" * 1000 + "]" * 1000,
    "call_seconds = inf",
    "call_seconds = nan",
    "voice = 'en'\n" * 2,
    "\xff",
], ids=["5000-digits", "nested", "inf", "nan", "twice", "not-utf-8"])
def test_a_damaged_room_file_gives_the_defaults_and_says_so(tmp_path: Path, text: str) -> None:
    """A bad room.toml is reported and the defaults are used (room/settings.py); 5,000
    nines (ValueError) and a nested voice (RecursionError) broke the game screen's start."""
    (tmp_path / "room.toml").write_bytes(text.encode("utf-8", "surrogateescape")
                                         if text != "\xff" else b"\xff")
    settings, problem = load_settings(tmp_path)
    assert settings == RoomSettings()
    assert "room.toml" in problem and "the defaults are used" in problem


def test_no_room_file_is_the_defaults_without_a_word(tmp_path: Path) -> None:
    assert load_settings(tmp_path) == (RoomSettings(), "")


# ------------------------------------------------------------------ the reader itself


def test_the_reader_bounds_depth_numbers_and_size(tmp_path: Path) -> None:
    deep = "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)
    with pytest.raises(Damaged, match="nested"):
        parse_json(deep)
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    big = tmp_path / "big.json"
    big.write_text("[" + "0," * 600_000 + "0]")
    with pytest.raises(Damaged, match="over"):
        read_json(big)
    with pytest.raises(Damaged, match="too large"):
        parse_json("1e999")
    with pytest.raises(Damaged, match="too large"):
        read_json(_write(tmp_path / "n.json", str(2**64)))
    with pytest.raises(Damaged, match="line 2: .*not a number"):
        read_toml(_write(tmp_path / "t.toml", "a = 1\nb = -inf\n"))
    with pytest.raises(Damaged) as missing:
        read_json(tmp_path / "none.json")
    assert missing.value.missing


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path
