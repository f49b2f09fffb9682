"""Fuzzed files of every kind the program reads, and the functions the commands and screens
read them with (issue 15: "every input either loads or raises the project's own error with
file and line; never another exception; never longer than a second"; issue 30: every kind).

The kinds: roles and scenario files, a session log, a notebook of villages, the summary
beside a log, a One Night round (as the start screen lists and reopens it) and its final
table, room.toml, and a user folder (one fuzzed file among the roles, scenarios, sessions and
room settings the program reads from it at the start).

Used by tests/test_fuzz_loaders.py (a short run in CI) and benchmarks/fuzz_loaders.py (the
long run, ≥ 10,000 inputs, which prints the counts). Each kind mixes three sources: mutations
of real files (the built-in roles and scenarios, a played game's log, the One Night table of
docs/onenight.md, files as the program writes them), documents generated from the models' own
keys with values of every TOML/JSON type and shape, and raw bytes.
"""

from __future__ import annotations

import contextlib
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
KINDS = ("roles", "scenario", "log", "notebook", "summary", "round", "table", "room", "folder")
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


def _notebook_seed() -> str:
    lines = [
        {"format": "werewolf-notepad-notebook", "version": 1, "created": "2026-01-01T00:00:00",
         "edition": "werwoelfe", "villages": [{"name": "North", "log": "north.jsonl"},
                                              {"name": "South", "log": "south.jsonl"}]},
        {"type": "transfer", "player": "Anna", "from": 1, "to": 2, "when": "day 1"},
        {"type": "transfer", "player": "Ben", "from": 2, "to": 1, "arrives": "next day"},
        {"type": "cancel", "transfer": 1},
    ]
    return "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)


# The summary's size and time of its log, filled in when the input is read (a summary that
# matches its log is trusted; a mutated one mostly is not).
LOG_SIZE, LOG_MTIME = "4200000001", "4200000002"


def _summary_seed() -> str:
    return json.dumps({"format": 1, "log_size": int(LOG_SIZE), "log_mtime_ns": int(LOG_MTIME),
                       "phase": "day 2", "players": 8, "living": 6, "events": 11,
                       "winners": []})


def _round_seed() -> list[str]:
    from notepad.table.onenight.entry import FinalTable, session_data

    final = FinalTable.for_set({"werewolf": 2, "seer": 1, "robber": 1, "insomniac": 1,
                                "villager": 1}, 3, uses_tokens=False)
    final.set_names(["Ann", "Bo", "Cy"])
    empty = json.dumps(session_data(final), ensure_ascii=False)
    for seat, card in zip(final.seats, ["werewolf", "seer", "robber"], strict=True):
        seat.card, seat.votes_for = card, 0
    final.middle = ["villager", "insomniac", "werewolf"]
    return [empty, json.dumps(session_data(final), ensure_ascii=False)]


def _room_seed() -> str:
    from dataclasses import asdict

    from notepad.room.settings import RoomSettings

    return tomli_w.dumps(asdict(RoomSettings(call_seconds=5, speak=True, voice="en-gb")))


SEEDS: dict[str, list[str]] = {
    "roles": [_role_seed(), (data_dir() / "roles" / "werwoelfe.toml").read_text("utf-8")],
    "scenario": [path.read_text("utf-8") for path in sorted(
        (data_dir() / "scenarios").glob("*/*.toml"))][::4],
    "log": [_log_seed()],
    "notebook": [_notebook_seed()],
    "summary": [_summary_seed()],
    "round": _round_seed(),
    "table": [_table_seed()],
    "room": [_room_seed()],
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
NOTEBOOK_DOCS = st.builds(
    lambda head, lines: b"".join(json.dumps(line).encode() + b"\n"
                                 for line in [_notebook_seed().split("\n")[0]
                                              if head is None else head, *lines]),
    st.one_of(st.none(), _table_of(["format", "version", "edition", "villages", "created"])),
    st.lists(_table_of(["type", "player", "from", "to", "when", "arrives", "role", "transfer",
                        "marks"]), max_size=5))
SUMMARY_DOCS = st.builds(
    lambda doc: json.dumps(doc).encode(),  # NaN and Infinity too: json.dumps writes them
    _table_of(["format", "log_size", "log_mtime_ns", "phase", "players", "living", "events",
               "winners"]))
ROUND_DOCS = st.builds(
    lambda top, seats: json.dumps({"format": "werewolf-notepad-onenight", **top,
                                   "seats": seats}).encode(),
    _table_of(["version", "edition", "scenario", "roles", "uses_tokens", "players", "middle"]),
    st.lists(_table_of(["name", "card", "token", "artifact", "acts_as", "votes_for",
                        "from_middle"]), max_size=5))
ROOM_DOCS = st.builds(_toml, _table_of(["call_seconds", "speak", "voice", "words_per_minute",
                                        "board_port", "board_network"]))
GENERATED = {"roles": ROLE_DOCS, "scenario": SCENARIO_DOCS, "log": LOG_DOCS,
             "notebook": NOTEBOOK_DOCS, "summary": SUMMARY_DOCS, "round": ROUND_DOCS,
             "table": TABLE_DOCS, "room": ROOM_DOCS}
# Where a user folder's fuzzed file goes, and the kind of input it is.
PLACES = [("roles/mine.toml", "roles"), ("scenarios/werwoelfe/mine.toml", "scenario"),
          ("sessions/game.jsonl", "log"), ("sessions/game.jsonl.summary.json", "summary"),
          ("sessions/round.onenight.json", "round"), ("sessions/book.jsonl", "notebook"),
          ("room.toml", "room")]


# The inputs that broke a reader once (issue 30: a RecursionError, an OverflowError, a
# ValueError, a UnicodeEncodeError), each in place of a real file's first number and as the
# whole file: the suite reads every one of them before its random share.
BROKE_ONCE = ["[" * 1000 + "]" * 1000, "{a=" * 1000 + "1" + "}" * 1000, "Infinity", "NaN",
              "inf", "nan", "9" * 5000, "1e999", '"\\ud800"', '"\\udc00x"', "[" * 30 + "]" * 30]
_NUMBER = re.compile(r"(?:(?<=: )|(?<=:)|(?<== ))-?[0-9]+")


def regressions(kind: str, seeds: int = 2) -> list[bytes]:
    if kind == "folder":
        return [bytes([place]) + data for place, (_, inner) in enumerate(PLACES)
                for data in regressions(inner, seeds=1)]
    found = []
    for token in BROKE_ONCE:
        found.append(token.encode())
        for text in SEEDS[kind][:seeds]:
            as_is = token.replace("\\", "\\\\")  # a replacement, not a template
            found.append(_NUMBER.sub(as_is, text, count=1).encode("utf-8"))
            for key in ("name", "voice", "phase"):  # a text of the file's
                found.append(re.sub(rf'({key}"?\s*[:=]\s*)"[^"\n]*"', r"\g<1>" + as_is,
                                    text, count=1).encode("utf-8"))
    return list(dict.fromkeys(found))


def inputs(kind: str) -> st.SearchStrategy[bytes]:
    """Every kind: mutated real files, generated documents, raw bytes. A user folder's input
    is a place (its first byte, PLACES) and that place's kind of input."""
    if kind == "folder":
        return st.integers(0, len(PLACES) - 1).flatmap(
            lambda place: inputs(PLACES[place][1]).map(lambda data: bytes([place]) + data))
    if kind == "summary":  # mostly a summary of the log: mutations, generated
        return st.one_of(mutated(kind), mutated(kind), GENERATED[kind], st.binary(max_size=80))
    return st.one_of(mutated(kind), mutated(kind), GENERATED[kind], st.binary(max_size=300))


# ------------------------------------------------------------------ reading, as the commands do


def _roles(path: Path) -> object:
    return load_role_file(path)


def _scenario(path: Path) -> object:
    from notepad.cli.balance_commands import scenario_from_file  # `balance FILE.toml`

    load_scenario_file(path, CATALOG)  # the catalogue's own reader …
    return scenario_from_file(path, CATALOG)  # … and the commands' (id and name optional)


def _log(path: Path) -> object:
    from notepad.engine.log.replay import summary as replayed

    summary = read_summary(path)  # the start screen's list never fails
    assert summary.path == path
    game, _ = load_game(path)  # as `werewolf-notepad replay` does …
    # … and prints it, to a terminal that takes UTF-8 (--json: emit_json)
    json.dumps(replayed(game), ensure_ascii=False).encode("utf-8")
    return game


def _notebook(path: Path) -> object:
    from notepad.villages.book import read_notebook
    from notepad.villages.first_line import is_notebook

    is_notebook(path)  # `replay` asks first
    summary = read_summary(path)  # the start screen's list never fails
    assert summary.path == path
    return read_notebook(path)


def _summary(path: Path) -> object:
    """The summary beside a good log: trusted, or ignored (the log is replayed)."""
    from notepad.engine.log.summary import read_summary as kept_summary
    from notepad.engine.log.summary import summary_path

    data = path.read_bytes()
    log = path.with_suffix(".jsonl")
    log.write_text(_log_seed(), encoding="utf-8")
    info = log.stat()
    summary_path(log).write_bytes(data.replace(LOG_SIZE.encode(), str(info.st_size).encode())
                                  .replace(LOG_MTIME.encode(), str(info.st_mtime_ns).encode()))
    kept = kept_summary(log)
    listed = read_summary(log)  # the start screen's list, from it
    assert listed.problem == "", listed.problem
    return "loaded" if kept is not None else IGNORED


def _round(path: Path) -> object:
    """As the start screen lists a saved round, and reopens it (r, Enter: StartScreen.
    reopen_round catches what it says in words)."""
    from notepad.onenight.script import game_master_script
    from notepad.own_files import read_json
    from notepad.sessions import read_round
    from notepad.table.onenight.entry import from_session

    round_path = path.with_name("fuzzed.onenight.json")
    path.rename(round_path)
    listed = read_round(round_path)
    try:
        final = from_session(read_json(round_path, kind="a One Night round"))
        game_master_script(final.roles, len(final.seats), catalog=CATALOG)
        final.problems(CATALOG.edition_roles("onenight"))
    except (OSError, ValueError, KeyError):
        return IGNORED
    assert listed.phase != "damaged", "listed as damaged, and reopened"
    return "loaded"


def _table(path: Path) -> object:
    return load_table(path, CATALOG.edition_roles("onenight"))


def _room(path: Path) -> object:
    from notepad.room.settings import load_settings

    path.rename(path.with_name("room.toml"))
    _, problem = load_settings(path.parent)
    if problem:
        assert "room.toml" in problem and "the defaults are used" in problem, problem
        return IGNORED
    return "loaded"


BASE: Path | None = None


def _base() -> Path:
    """Built-in files for a user folder to go over: the Werwölfe cards and one scenario (all
    of them take a tenth of a second a read, where a fuzzed input should take milliseconds)."""
    global BASE
    if BASE is None:
        BASE = Path(tempfile.mkdtemp(prefix="fuzz-base-"))
        (BASE / "roles").mkdir()
        (BASE / "scenarios" / "werwoelfe").mkdir(parents=True)
        (BASE / "roles" / "werwoelfe.toml").write_bytes(
            (data_dir() / "roles" / "werwoelfe.toml").read_bytes())
        first = sorted((data_dir() / "scenarios" / "werwoelfe").glob("*.toml"))[0]
        (BASE / "scenarios" / "werwoelfe" / first.name).write_bytes(first.read_bytes())
    return BASE


def _folder(path: Path) -> object:
    """The user folder as the program reads it at the start: the catalogue over the built-in
    files, the recent sessions and rounds, the room's settings."""
    from notepad.room.settings import load_settings
    from notepad.sessions import find_phase, recent_rounds, recent_sessions

    data = path.read_bytes()
    place, _ = PLACES[data[0] % len(PLACES)]
    path.unlink()
    home = path.parent
    target = home / place
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data[1:])
    if place.startswith("sessions/game.jsonl."):
        (home / "sessions" / "game.jsonl").write_text(_log_seed(), encoding="utf-8")
    for listed in recent_sessions(home / "sessions"):
        assert listed.path.parent == home / "sessions"
        if not listed.phase and not listed.problem:  # replayed beside the start screen
            # StartScreen.find_phases shows "damaged" for these
            with contextlib.suppress(LogError, OSError, ValueError):
                find_phase(listed.path, listed.notebook)
    recent_rounds(home / "sessions")
    load_settings(home)
    try:
        load_catalog(_base(), home, cached=False)
    except CatalogError as error:
        assert "mine.toml" in str(error), str(error)
        return "clean, with its line" if LINE.search(str(error)) else "clean"
    return "loaded"


READERS: dict[str, Callable[[Path], object]] = {
    "roles": _roles, "scenario": _scenario, "log": _log, "notebook": _notebook,
    "summary": _summary, "round": _round, "table": _table, "room": _room, "folder": _folder,
}
CLEAN = (CatalogError, LogError, CliError)
LINE = re.compile(r"line \d+")
# A file whose damage the program shows as its documented outcome, not an error: a summary
# ignored, a round listed as damaged, the room's defaults with a warning.
IGNORED = "clean"
SUFFIX = {"log": ".jsonl", "notebook": ".jsonl", "summary": ".json", "round": ".json"}


def outcome(kind: str, folder: Path, data: bytes) -> str:
    """'loaded', 'clean' (our own error naming the file, 'line' when it names a line too, or
    the documented outcome of a damaged file that is not an error), or an AssertionError /
    the exception itself for anything else. The input is written in a new folder inside
    `folder`, so that nothing an earlier input left there (a session summary, a lock) changes
    how this one reads."""
    path = Path(tempfile.mkdtemp(dir=folder)) / f"fuzzed{SUFFIX.get(kind, '.toml')}"
    path.write_bytes(data)
    try:
        found = READERS[kind](path)
    except CLEAN as error:
        message = str(error)
        assert path.name in message, f"the error does not name the file: {message}"
        assert "Traceback" not in message
        return "clean, with its line" if LINE.search(message) else "clean"
    return found if isinstance(found, str) else "loaded"
