"""The fast reader of a session log (notepad/engine/log/reader.py, issue 14) against pydantic's:
every event kind, the header's setup and the correction, from played logs and from lines that
are nearly right. Where the fast reader takes a line it must give exactly the record pydantic
gives (every value of the same type); where pydantic refuses a line the fast reader must leave
it to pydantic, so the message is the one a bad line has always had. And `replay` of a valid
log must not import pydantic at all."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from correction_games import change, guarded_village, number_of
from test_plain_events import full_lines, typed

from notepad.engine import events as ev
from notepad.engine.corrections import model as plain_correction
from notepad.engine.events import file_models as checked_events
from notepad.engine.log import reader
from notepad.engine.log.lines import LogError
from notepad.engine.log.reader import NOT_SURE, read_event, read_record
from notepad.engine.log.session import parse_header, parse_line
from notepad.engine.records import to_plain
from notepad.engine.setup import GameSetup

ROOT = Path(__file__).resolve().parents[2]
PATH = Path("game.jsonl")


def pydantic_line(number: int, data: Any) -> Any:
    """What the log's reader made of a line before issue 14: pydantic's event (as a record) or
    its error message, as session.py words it."""
    from pydantic import ValidationError

    kind = data.get("type")
    try:
        if kind == "correction":
            return to_plain(plain_correction.Correction.model_validate(data))
        return to_plain(checked_events.EVENT_ADAPTER.validate_python(data))
    except ValidationError as error:
        first = error.errors()[0]
        if kind == "correction":
            where = ".".join(str(p) for p in first["loc"])
            message = str(first["msg"]).removeprefix("Value error, ")
            return (f"{PATH}, line {number}: bad correction"
                    f"{f' at {where!r}' if where else ''}: {message}")
        where = ".".join(str(p) for p in first["loc"][1:]) or kind
        return f"{PATH}, line {number}: bad {kind} event at '{where}': {first['msg']}"


def read_both(data: dict[str, Any]) -> tuple[Any, Any]:
    """(the fast reader's record or NOT_SURE, what the log's reader gives for the line). The
    reader's two ways, a class's own reader (written for a class read often) and the loop,
    must agree."""
    fast = read_event(data) if data.get("type") != "correction" \
        else read_record(plain_correction.Correction, data)
    cls = plain_correction.Correction if data.get("type") == "correction" \
        else ev.EVENT_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if cls is not None:
        assert typed(reader._write_reader(cls)(data)) == typed(reader.read_slowly(cls, data))
        assert typed(fast) == typed(reader.read_slowly(cls, data))
    try:
        read = parse_line(PATH, 2, json.dumps(data, separators=(",", ":")))
    except LogError as error:
        read = str(error)
    return fast, read


def same_as_pydantic(data: dict[str, Any]) -> bool:
    """The line reads as pydantic read it; True when the fast reader took it itself."""
    fast, read = read_both(data)
    expected = pydantic_line(2, data)
    assert typed(read) == typed(expected), data
    if fast is NOT_SURE:
        return False
    assert not isinstance(expected, str), ("the fast reader took a bad line", data, expected)
    assert typed(fast) == typed(expected), data
    return True


@pytest.mark.parametrize("line", full_lines(), ids=lambda line: f"{line['type']}-{len(line)}")
def test_every_event_kind_is_read_fast_as_pydantic_reads_it(line: dict[str, Any]) -> None:
    assert same_as_pydantic(line)


def played_logs(tmp_path: Path) -> list[Path]:
    """A 68-player game of 20 nights (the benchmark's), and a game with a correction."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from bench_engine import play
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    play(tmp_path / "big.jsonl").close()
    game = guarded_village(tmp_path / "corrected.jsonl")
    at = number_of(game, "pack_kill", 2)
    game.correct(change(game, at, ev.PackKill(targets=[10])))
    game.close()
    return [tmp_path / "big.jsonl", tmp_path / "corrected.jsonl"]


def test_played_logs_are_read_fast_line_for_line_as_pydantic_reads_them(tmp_path: Path) -> None:
    kinds = set()
    for path in played_logs(tmp_path):
        lines = path.read_text("utf-8").splitlines()
        header, setup = parse_header(path, lines[0])
        fields = {k: v for k, v in header.items() if k not in ("format", "version", "created")}
        assert typed(setup) == typed(to_plain(GameSetup.model_validate(fields)))
        assert read_record(GameSetup, fields) is not NOT_SURE
        for text in lines[1:]:
            data = json.loads(text)
            if data["type"] in ("undo", "redo", "clock"):
                continue
            kinds.add(data["type"])
            assert same_as_pydantic(data), text
    assert len(kinds) >= 14 and "correction" in kinds


# Values a field of the wrong kind might hold: each is wrong for most fields, right for some.
NEAR_MISSES: list[Any] = ["7", "", "AB", "werewolf", True, False, 1.0, 2.5, -1, 0, 1, None,
                          [], [True], [1.0], ["x"], [1, 2, 3], [1, "2"], {}, {"1": True},
                          {"x": 1}, {"01": 1}, {"-0": 1}, {" 1": 2}, 10**30, -2.5, [["a"]],
                          {"reason": ""}, {"reason": "why", "rules": [1]}, {"lover": "2"}]


def near_misses() -> list[dict[str, Any]]:
    lines = []
    for line in full_lines():
        lines.append({**line, "extra": 1})
        for name in line:
            if name == "type":
                continue
            lines.append({k: v for k, v in line.items() if k != name})
            lines.extend({**line, name: value} for value in NEAR_MISSES)
    return lines


def test_a_line_nearly_right_reads_as_pydantic_reads_it() -> None:
    """A wrong type, an extra or missing key, a bool or a float for an int, a negative elapsed,
    empty winners …: pydantic's record or pydantic's message, never one the fast reader made
    up. The fast reader still takes the lines that are right after all."""
    taken = sum(same_as_pydantic(line) for line in near_misses())
    assert taken > 200


def test_a_correction_nearly_right_reads_as_pydantic_reads_it() -> None:
    good = {"type": "correction", "action": "change", "at": 3,
            "event": {"type": "pack_kill", "role": "werewolf", "targets": [6]},
            "original": {"type": "pack_kill", "role": "werewolf", "targets": [5]},
            "reason": "misheard", "when": "day 1",
            "kept": [{"at": 8, "reason": "kept", "rules": ["may-not-vote"]}], "dropped": [9]}
    assert same_as_pydantic(good)
    for name in good:
        if name != "type":
            same_as_pydantic({k: v for k, v in good.items() if k != name})
            for value in NEAR_MISSES:
                same_as_pydantic({**good, name: value})
    assert not same_as_pydantic({**good, "action": "insert"})  # an insert has no original
    assert not same_as_pydantic({**good, "dropped": [8]})  # kept and dropped
    assert not same_as_pydantic({**good, "event": {"type": "pack_kill", "targets": "6"}})


HEADER = {"edition": "ultimate", "scenario": None,
          "roles": {"werewolf": 1, "seer": 1, "villager": 1},
          "players": [{"seat": 1, "name": "Ann"}, {"seat": 2, "name": "Bo"},
                      {"seat": 3, "name": "Cy"}],
          "variants": ["role-swap"], "voting": "open", "house_rules": {"no-repeat": False},
          "seed": 7, "maybe": {}, "role_swaps": [["werewolf", "seer"]]}
HEADER_MISSES: list[Any] = [
    *NEAR_MISSES, [{"seat": 1, "name": "Ann"}], [{"seat": 0, "name": "Ann"}],
    [{"seat": 1, "name": "Ann"}, {"seat": 2, "name": "Ann"}, {"seat": 3, "name": "Cy"}],
    [{"seat": 1, "name": "A" * 81}, {"seat": 2, "name": "Bo"}, {"seat": 3, "name": "Cy"}],
    [{"seat": 1, "name": ""}], [{"seat": "1", "name": "Ann"}], [{"seat": 1, "name": 5}],
    [{"seat": 1, "name": "Ann", "x": 1}], [{"seat": 1}], {"werewolf": 70}, {"seer": -1},
    {"werewolf": True}, ["reveal-none", "reveal-team"], ["no-such"], ["charm"],
    [["werewolf", "werewolf"]], [["werewolf", "seer", "x"]], [["werewolf", "cupid"]],
    {"werewolf": 1}, {"seer": 2}, "werwoelfe", "onenight", 2**63, -(2**63) - 1, 2**63 - 1,
    {"no-repeat": 1}, "double-accusation", "sideways"]


def test_a_header_nearly_right_reads_as_pydantic_reads_it(tmp_path: Path) -> None:
    """The setup: every field with a value of the wrong kind or out of bounds, two players of
    one name, seats out of order, unknown variants, bad role swaps … pydantic's words."""
    from pydantic import ValidationError

    taken = 0
    cases = [HEADER, {**HEADER, "extra": 1}]
    for name in HEADER:
        cases.append({k: v for k, v in HEADER.items() if k != name})
        cases.extend({**HEADER, name: value} for value in HEADER_MISSES)
    for fields in cases:
        fast = read_record(GameSetup, fields)
        assert typed(reader._write_reader(GameSetup)(fields)) == typed(fast)
        text = json.dumps({"format": "werewolf-notepad-session", "version": 3, **fields})
        try:
            expected: Any = to_plain(GameSetup.model_validate(fields))
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "header"
            expected = f"{PATH}, line 1: bad game setup at '{where}': {first['msg']}"
        try:
            read: Any = parse_header(PATH, text)[1]
        except LogError as error:
            read = str(error)
        assert typed(read) == typed(expected), fields
        if fast is not NOT_SURE:
            taken += 1
            assert typed(fast) == typed(expected), fields
    assert taken > 10


def run(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    probe = ("import sys, io, contextlib\nfrom notepad.cli import main\n"
             "out = io.StringIO()\ncode = 0\n"
             "with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):\n"
             "    try:\n        code = main(sys.argv[1:])\n"
             "    except SystemExit as exit:\n        code = exit.code\n"
             "print(out.getvalue())\nprint(code)\nprint('pydantic' in sys.modules)")
    return subprocess.run([sys.executable, "-c", probe, *argv], capture_output=True,
                          text=True, check=True, cwd=ROOT,
                          env={**os.environ, "WEREWOLF_NOTEPAD_HOME": str(home)})


def test_replay_of_a_valid_log_imports_no_pydantic(tmp_path: Path) -> None:
    """`werewolf-notepad replay` of a valid log, once the catalogue is cached, reads the
    header and every line without pydantic (issue 14: headless commands ≤ 2× its import);
    a bad log still gets pydantic's words."""
    big, corrected = played_logs(tmp_path)
    run(["roles"], tmp_path / "home")  # the catalogue cache, as after the first start
    for path in (big, corrected):
        lines = run(["replay", str(path), "--json"], tmp_path / "home").stdout.splitlines()
        assert lines[-2:] == ["0", "False"], lines[-3:]
    bad = tmp_path / "bad.jsonl"
    text = big.read_text("utf-8").splitlines()
    bad.write_text("\n".join([text[0], text[1], '{"type":"protect","role":"healer"}']) + "\n")
    out = run(["replay", str(bad)], tmp_path / "home").stdout
    assert f"{bad}, line 3: bad protect event at 'target': Field required" in out
    assert out.splitlines()[-2:] == ["2", "True"]


def checked_by_pydantic(cls: type, values: dict[str, Any]) -> Any:
    """What `cls(**values)` made before the fast way (records.init_checked): the pydantic
    model's record, or its ValidationError's first message."""
    from pydantic import ValidationError

    record = object.__new__(cls)
    try:
        checked = cls.model_validate(values)
    except ValidationError as error:
        return error.errors()[0]["msg"]
    for setter, value in zip(cls._setters, checked._values(), strict=True):
        setter(record, value)
    return record


def made(cls: type, values: dict[str, Any]) -> Any:
    from pydantic import ValidationError

    try:
        return cls(**values)
    except ValidationError as error:
        return error.errors()[0]["msg"]


def test_a_setup_made_in_python_is_the_one_pydantic_makes() -> None:
    """GameSetup(…) and Seat(…) take what the fast reader is sure of without pydantic
    (records.init_checked): the same record, or the same error, as the pydantic model's, for
    every catalogue scenario's setup, the header's cases and Python's own kinds of value (a
    tuple, an int key, a record of seats), which the fast reader leaves to pydantic."""
    from notepad.catalog import catalog
    from notepad.engine.setup import Seat, setup_from_scenario

    cases: list[dict[str, Any]] = []
    every = [s for edition, found in catalog().scenarios.items() if edition.value != "onenight"
             for s in found.values()]
    for scenario in every:
        names = [f"Player {i}" for i in range(1, (scenario.players or 8) + 1)]
        try:
            setup = setup_from_scenario(scenario, names)
        except ValueError:
            continue
        cases.append({name: getattr(setup, name) for name in GameSetup._names})
    for name in HEADER:
        cases.extend({**HEADER, name: value} for value in HEADER_MISSES)
    python_kinds = [("players", tuple(HEADER["players"])), ("roles", {1: 1}),
                    ("role_swaps", [("werewolf", "seer")]), ("seed", 7.0),
                    ("players", [Seat(seat=1, name="Ann"), Seat(seat=2, name="Bo"),
                                 Seat(seat=3, name="Cy")])]
    cases.extend({**HEADER, name: value} for name, value in python_kinds)
    assert len(cases) > 100
    for values in cases:
        assert typed(made(GameSetup, values)) == typed(checked_by_pydantic(GameSetup, values)), \
            values
    for seat in ({"seat": 1, "name": "Ann"}, {"seat": 0, "name": "Ann"}, {"seat": "1"},
                 {"seat": 1, "name": "A" * 81}, {"seat": True, "name": "x"}):
        assert typed(made(Seat, seat)) == typed(checked_by_pydantic(Seat, seat)), seat


def test_a_valid_setup_is_made_without_pydantic(monkeypatch: pytest.MonkeyPatch) -> None:
    """The simulator's setups need no pydantic model (issue 14: `simulate` starts sooner)."""
    from notepad.engine import records
    from notepad.engine.setup import Seat

    def refuse(cls: type) -> Any:
        raise AssertionError(f"{cls.__name__} was checked by pydantic")

    monkeypatch.setattr(records, "_file_model", refuse)
    players = [Seat(seat=i, name=f"Player {i}") for i in (1, 2, 3)]
    setup = GameSetup(edition="ultimate", roles={"werewolf": 1, "villager": 2}, players=players)
    assert setup.players == players and setup.seed == 0
    with pytest.raises(AssertionError, match="Seat was checked"):  # a bad one still is
        Seat(seat=0, name="Player 0")
