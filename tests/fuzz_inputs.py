"""Fuzzed files of every kind the program reads, and the functions the commands read them
with (issue 15: "every input either loads or raises the project's own error with file and
line; never another exception; never longer than a second").

Used by tests/test_fuzz_loaders.py (a short run in CI) and benchmarks/fuzz_loaders.py (the
long run, ≥ 10,000 inputs per kind, which prints the counts). Each kind mixes three sources:
mutations of real files (the built-in roles and scenarios, a played game's log, the One Night
table of docs/onenight.md), documents generated from the models' own keys with values of
every TOML/JSON type and shape, and raw bytes.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tomli_w
from hypothesis import strategies as st

from notepad.catalog import Catalog, CatalogError, load_catalog
from notepad.catalog.file_models import Ability, Role, RoleFile, Scenario, ScenarioLine
from notepad.catalog.loading import data_dir, load_role_file, load_scenario_file
from notepad.cli.common import CliError
from notepad.engine.log.replay import load_game
from notepad.engine.log.session import LogError
from notepad.onenight.table import Player, Table, load_table
from notepad.sessions import read_summary

CATALOG: Catalog = load_catalog(include_user=False)
KINDS = ("roles", "scenario", "log", "table")
ROOT = Path(__file__).resolve().parent.parent

# ------------------------------------------------------------------ seeds: real files


def _role_seed() -> str:
    """The first roles of the Ultimate file (bands and all): a real file, small enough."""
    text = (data_dir() / "roles" / "ultimate.toml").read_text(encoding="utf-8")
    cut = [m.start() for m in re.finditer(r"^\[\[role\]\]", text, re.M)]
    return text[: cut[6]] if len(cut) > 6 else text


def _table_seed() -> str:
    doc = (ROOT / "docs" / "onenight.md").read_text(encoding="utf-8")
    block = re.search(r"```toml\n(.*?)```", doc, re.S)
    assert block is not None, "docs/onenight.md has a TOML example of a final table"
    return block.group(1)


def _log_seed() -> str:
    lines = [
        {"format": "werewolf-notepad-session", "version": 3, "created": "2026-01-01T00:00:00",
         "edition": "werwoelfe", "scenario": None,
         "roles": {"werewolf": 2, "seer": 1, "witch": 1, "hunter": 1, "villager": 3},
         "players": [{"seat": i, "name": n} for i, n in enumerate(
             ["Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hans"], 1)],
         "variants": [], "voting": "open", "house_rules": {}, "seed": 7},
        {"type": "cards_dealt", "cards": ["werewolf", "werewolf", "seer", "witch", "hunter",
                                          "villager", "villager", "villager"]},
        {"type": "night_falls"}, {"type": "pack_kill", "role": "werewolf", "targets": [6]},
        {"type": "check", "role": "seer", "target": 1}, {"type": "potions", "kill": 7},
        {"type": "dawn"}, {"type": "nominate", "nominee": 2, "by": [3, 4]}, {"type": "undo"},
        {"type": "redo"}, {"type": "vote", "nominee": 2, "execute": [3, 4, 5], "spare": [2]},
        {"type": "night_falls", "elapsed": 312.5}, {"type": "dawn"},
    ]
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)


SEEDS: dict[str, list[str]] = {
    "roles": [_role_seed(), (data_dir() / "roles" / "werwoelfe.toml").read_text("utf-8")],
    "scenario": [path.read_text("utf-8") for path in sorted(
        (data_dir() / "scenarios").glob("*/*.toml"))][::4],
    "log": [_log_seed()],
    "table": [_table_seed()],
}

# ------------------------------------------------------------------ mutations

TOKENS = [
    "[" * 600 + "]" * 600, "{a=" * 300 + "1" + "}" * 300, "nan", "inf", "-inf", "1e999",
    "9" * 5000, "-9223372036854775809", "18446744073709551616", "0", "-1", "1e308", '""',
    '"自分のシナリオ"', '"\\u0000"', "true", "[]", "{}", "1979-05-27T07:32:00Z", "NaN",
    "Infinity", "null", '"' + "x" * 3000 + '"', "\x00", "\ufeff", "'''", '"""', "\\", "=",
    "[[role]]", "[roles]", "[[line]]", "[[player]]", '{"type":', '"type":["dawn"]',
    '"type":{"a":1}', '{"type":"undo"}', '{"type":"redo"}', "\r\n", "\t", " ",
]


def _mutate(text: str, ops: list[tuple[int, int, int]]) -> str:
    """Apply (operation, position, argument) edits: replace a slice with a token, delete a
    slice, duplicate or drop a line, swap two lines, cut the file, flip a character."""
    for op, where, arg in ops:
        if not text:
            text = TOKENS[arg % len(TOKENS)]
            continue
        i = where % len(text)
        if op == 0:
            text = text[:i] + TOKENS[arg % len(TOKENS)] + text[i + arg % 12:]
        elif op == 1:
            text = text[:i] + text[i + 1 + arg % 40:]
        elif op in (2, 3, 4):
            lines = text.split("\n")
            a, b = where % len(lines), arg % len(lines)
            if op == 2:
                lines.insert(a, lines[b])
            elif op == 3:
                del lines[a]
            else:
                lines[a], lines[b] = lines[b], lines[a]
            text = "\n".join(lines)
        elif op == 5:
            text = text[:i]
        else:
            text = text[:i] + chr(arg % 0x2FFFF or 65) + text[i + 1:]
    return text


def mutated(kind: str) -> st.SearchStrategy[bytes]:
    ops = st.lists(st.tuples(st.integers(0, 6), st.integers(0, 10**6), st.integers(0, 10**6)),
                   min_size=1, max_size=6)
    return st.builds(lambda seed, edits: _mutate(seed, edits).encode("utf-8", "surrogatepass"),
                     st.sampled_from(SEEDS[kind]), ops)


# ------------------------------------------------------------------ documents from the models

SCALARS = st.one_of(
    st.integers(-(2**70), 2**70), st.integers(-5, 80),
    st.floats(allow_nan=True, allow_infinity=True), st.booleans(),
    st.text(max_size=12), st.sampled_from(["werewolf", "seer", "villager", "ultimate",
                                           "werwoelfe", "onenight", "every_night", "village",
                                           "reveal-none", "kill", "certainty", "Anna"]),
)
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


def _keys(*models: type) -> list[str]:
    return sorted({key for model in models for key in model.model_fields})


def _table_of(keys: list[str]) -> st.SearchStrategy[dict[str, Any]]:
    return st.dictionaries(st.one_of(st.sampled_from(keys), st.text(max_size=6)), VALUES,
                           max_size=8)


def _toml(data: dict[str, Any]) -> bytes:
    try:
        return tomli_w.dumps(data).encode("utf-8", "surrogatepass")
    except (TypeError, ValueError):  # a shape tomli-w cannot write: its JSON is still input
        return json.dumps(data, default=str).encode()


ROLE_DOCS = st.builds(
    lambda top, roles: _toml({**top, "role": roles}),
    _table_of(_keys(RoleFile)), st.lists(_table_of(_keys(Role, Ability)), max_size=4))
SCENARIO_DOCS = st.builds(
    lambda top, lines: _toml({**top, **({"line": lines} if lines else {})}),
    _table_of(_keys(Scenario)), st.lists(_table_of(_keys(ScenarioLine)), max_size=3))
TABLE_DOCS = st.builds(
    lambda top, players: _toml({**top, "player": players}),
    _table_of(_keys(Table)), st.lists(_table_of(_keys(Player)), max_size=11))
EVENT_TYPES = ["cards_dealt", "night_falls", "dawn", "pack_kill", "check", "potions",
               "protect", "nominate", "vote", "hunter_shot", "death", "dice", "ballot",
               "timer_set", "game_ends", "undo", "redo", "teleport"]
EVENT_KEYS = ["targets", "target", "role", "cards", "nominee", "by", "execute", "spare",
              "heal", "kill", "dice", "elapsed", "seconds", "votes", "totals", "cause",
              "override", "actor", "winners", "players"]
LOG_DOCS = st.builds(
    lambda head, events: (_log_seed().split("\n")[0] if head is None else json.dumps(head))
    .encode() + b"\n" + b"".join(json.dumps(e).encode() + b"\n" for e in events),
    st.one_of(st.none(), _table_of(["format", "version", "edition", "roles", "players",
                                    "seed", "variants", "voting", "house_rules"])),
    st.lists(st.builds(lambda kind, rest: {"type": kind, **rest}, st.one_of(
        st.sampled_from(EVENT_TYPES), VALUES), _table_of(EVENT_KEYS)), max_size=8))
GENERATED = {"roles": ROLE_DOCS, "scenario": SCENARIO_DOCS, "log": LOG_DOCS,
             "table": TABLE_DOCS}


def inputs(kind: str) -> st.SearchStrategy[bytes]:
    """Every kind: mutated real files, generated documents, raw bytes."""
    return st.one_of(mutated(kind), mutated(kind), GENERATED[kind], st.binary(max_size=300))


# ------------------------------------------------------------------ reading, as the commands do


def _roles(path: Path) -> object:
    return load_role_file(path)


def _scenario(path: Path) -> object:
    from notepad.cli.balance_commands import scenario_from_file  # `balance FILE.toml`

    load_scenario_file(path, CATALOG)  # the catalogue's own reader …
    return scenario_from_file(path, CATALOG)  # … and the commands' (id and name optional)


def _log(path: Path) -> object:
    summary = read_summary(path)  # the start screen's list never fails
    assert summary.path == path
    return load_game(path)  # as `werewolf-notepad replay` does


def _table(path: Path) -> object:
    return load_table(path, CATALOG.edition_roles("onenight"))


READERS: dict[str, Callable[[Path], object]] = {
    "roles": _roles, "scenario": _scenario, "log": _log, "table": _table,
}
CLEAN = (CatalogError, LogError, CliError)
LINE = re.compile(r"line \d+")


def outcome(kind: str, path: Path, data: bytes) -> str:
    """'loaded', 'clean' (our own error naming the file, 'line' when it names a line too),
    or an AssertionError / the exception itself for anything else. The input is written under
    `path`'s name in a new folder beside it, so that nothing an earlier input left there (a
    session summary, a lock) changes how this one reads."""
    path = Path(tempfile.mkdtemp(dir=path.parent)) / path.name
    path.write_bytes(data)
    try:
        READERS[kind](path)
    except CLEAN as error:
        message = str(error)
        assert path.name in message, f"the error does not name the file: {message}"
        assert "Traceback" not in message
        return "clean, with its line" if LINE.search(message) else "clean"
    return "loaded"
