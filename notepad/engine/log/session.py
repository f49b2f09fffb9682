"""The session log: JSON Lines, a header line then one event per line (docs/session-log.md).

Each line is appended, flushed and fsynced before the caller goes on, so a crash loses at
most the line being written (the writer and its lock: writer.py). Reading keeps every whole
line of a log whose last line was cut (with a warning); any other damage is a LogError naming
the line (docs/design.md, Session log). Reading never takes the writer's lock.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from notepad.engine.corrections.model import Correction
from notepad.engine.day.timer import DayClock
from notepad.engine.events import EVENT_TYPES, Event
from notepad.engine.log.lines import BadJson, LogError, line_bytes, parse_json, split
from notepad.engine.log.reader import NOT_SURE, read_event, read_record
from notepad.engine.log.writer import LogLocked, LogWriteError, ReadOnlyLog, SessionLogWriter
from notepad.engine.setup import GameSetup
from notepad.language import ENGLISH, LANGUAGES

__all__ = ["FORMAT", "MARKERS", "VERSION", "LoadedLog", "LogError", "LogLocked",
           "LogWriteError", "ReadOnlyLog", "SessionLogWriter", "header_of", "language_of",
           "migrate", "read_log"]

FORMAT = "werewolf-notepad-session"
# 2: the issue-4 events (day methods, Martyr, random Fool, timer) and fields; 3: this round's
# events and fields (docs/session-log.md says which); 4: the moderator's language; every older
# log still loads.
VERSION = 4
# v4: the language the game is run in (notepad/language.py's list), written only when it is
# not English, and the scenario's own name (`scenario_name`), written only for a game from a
# scenario. A header says the lowest version that holds it: an English custom set's log stays a
# version 3 log, which a reader of version 3 reads as before; one with either key names version
# 4, which such a reader refuses with "written by a newer werewolf-notepad" instead of
# misreading it (it would refuse an unknown key of the setup, or drop the language unseen).
LANGUAGE_VERSION = 4
# Lines that are not events: they undo or redo the last event (the file stays append-only).
MARKERS = ("undo", "redo")
# v3: the day timer as the room sees it (engine/day/timer.py, DayClock): not a game action, so
# neither replay nor undo counts it; a board following the log counts down with it.
CLOCK = "clock"


def header_of(setup: GameSetup, language: str = ENGLISH) -> dict[str, Any]:
    from datetime import UTC, datetime  # only a new log needs it, not reading one (issue 14)

    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (choose one of: {', '.join(LANGUAGES)})")
    header: dict[str, Any] = {
        "format": FORMAT,
        "version": 3 if language == ENGLISH and setup.scenario_name is None
        else LANGUAGE_VERSION,
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if language != ENGLISH:
        header["language"] = language
    header.update(setup.model_dump(mode="json"))  # as pydantic's (test_plain_events.py)
    if header["scenario_name"] is None:  # a custom set's header stays as it always was
        del header["scenario_name"]
    return header


def language_of(header: dict[str, Any]) -> str:
    """The language a log's game is run in (v4; English for every older log)."""
    language = header.get("language", ENGLISH)
    return language if isinstance(language, str) else ENGLISH


@dataclass
class LoadedLog:
    path: Path
    header: dict[str, Any]
    setup: GameSetup
    # (line number, event) for every event line and correction (v3), undo/redo markers as
    # (line, "undo"), and the day timer's clock lines as (line, DayClock)
    entries: list[tuple[int, Event | Correction | str | DayClock]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def parse_header(path: Path, text: str) -> tuple[dict[str, Any], GameSetup]:
    """The first line: the header and the game's setup (a LogError if it is not one)."""
    return _parse_header(path, text)


def _parse_header(path: Path, text: str) -> tuple[dict[str, Any], GameSetup]:
    try:
        header = parse_json(text)
    except BadJson as error:
        raise LogError(f"{path}, line 1: the header is {error}") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise LogError(f"{path}, line 1: not a werewolf-notepad session log "
                       f"(the header needs \"format\": \"{FORMAT}\")")
    version = header.get("version")
    if not isinstance(version, int) or version < 1:
        raise LogError(f"{path}, line 1: the header has no valid format version")
    if version > VERSION:
        raise LogError(f"{path}, line 1: written by a newer werewolf-notepad (format version "
                       f"{version}); this one reads versions up to {VERSION}")
    if version >= LANGUAGE_VERSION and "language" in header:
        language = header["language"]
        if language not in LANGUAGES:
            raise LogError(f"{path}, line 1: unknown language {_short(language)} (this "
                           f"werewolf-notepad speaks {', '.join(LANGUAGES)})")
    header = migrate(header)
    setup_keys = ("format", "version", "created", "language") if version >= LANGUAGE_VERSION \
        else ("format", "version", "created")
    fields = {k: v for k, v in header.items() if k not in setup_keys}
    setup = read_record(GameSetup, fields)  # issue 14: without pydantic, when surely valid
    if setup is not NOT_SURE:
        return header, setup
    from pydantic import ValidationError

    try:
        setup = GameSetup.model_validate(fields)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "header"
        raise LogError(f"{path}, line 1: bad game setup at '{where}': {first['msg']}") from None
    return header, setup


def migrate(header: dict[str, Any]) -> dict[str, Any]:
    """Bring an older header up to version 3, one step per version, so that old logs keep
    loading (docs/design.md, Session log); 3 → 4 needs no step (it adds the optional `language`,
    English when absent). 1 → 2 and 2 → 3 only added event types and optional fields, so an
    older log means the same under the newer version — except the Minion: before
    version 3 a Minion in the role set was always a dealt card, which version 3 calls the
    variant "minion-card" (the main rule has no card: Ultimate, Role Cards — Minion)."""
    if header.get("version") in (1, 2):
        header = {**header, "version": 3}
        roles, variants = header.get("roles"), header.get("variants")
        if isinstance(roles, dict) and roles.get("minion") and isinstance(variants, list) \
                and "minion-card" not in variants:
            header["variants"] = [*variants, "minion-card"]
    return header


KNOWN_TYPES = frozenset(EVENT_TYPES)


# The marker lines exactly as SessionLogWriter writes them: known without parsing (issue 14).
MARKER_LINES = {line_bytes({"type": kind}).decode("utf-8").rstrip("\n"): kind
                for kind in MARKERS}


def parse_line(path: Path, number: int, text: str) -> Event | Correction | str | DayClock:
    """One line after the header: an event, a correction, an undo/redo marker or a clock
    line (a board that follows a log reads it line by line)."""
    return _parse_event(path, number, text)


def _parse_event(path: Path, number: int, text: str) -> Event | Correction | str | DayClock:
    marker = MARKER_LINES.get(text)
    if marker is not None:
        return marker
    try:
        data = parse_json(text)
    except BadJson as error:
        raise LogError(f"{path}, line {number}: {error}") from None
    if not isinstance(data, dict) or "type" not in data:
        raise LogError(f"{path}, line {number}: an event needs a \"type\"")
    kind = data["type"]
    if not isinstance(kind, str):
        raise LogError(f"{path}, line {number}: an event's \"type\" is a word, such as "
                       f"\"dawn\", not {type(kind).__name__} {_short(kind)}")
    if kind in MARKERS:
        return str(kind)
    if kind == "correction":
        correction = read_record(Correction, data)
        if correction is not NOT_SURE:
            return correction
        from pydantic import ValidationError

        try:
            return Correction.model_validate(data)
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            message = str(first["msg"]).removeprefix("Value error, ")
            raise LogError(f"{path}, line {number}: bad correction"
                           f"{f' at {where!r}' if where else ''}: {message}") from None
    if kind == CLOCK:
        try:
            return DayClock.from_json(data)
        except ValueError as error:
            raise LogError(f"{path}, line {number}: bad clock line: {error}") from None
    if kind not in KNOWN_TYPES:
        raise LogError(f"{path}, line {number}: unknown event type {_short(kind)}")
    event = read_event(data)  # issue 14: without pydantic, when surely valid
    if event is not NOT_SURE:
        return event
    from pydantic import ValidationError

    from notepad.engine.events import EVENT_ADAPTER

    try:
        return EVENT_ADAPTER.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:]) or kind
        raise LogError(f"{path}, line {number}: bad {kind} event at '{where}': "
                       f"{first['msg']}") from None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def read_log(path: str | Path) -> LoadedLog:
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise LogError(f"{path}: cannot read the session log ({error.strerror or error})") from None
    return read_log_data(path, data)


def read_log_data(path: Path, data: bytes) -> LoadedLog:
    """`read_log` of bytes already read (or the first lines of a damaged log: salvage.py)."""
    if not data:
        raise LogError(f"{path}: the file is empty, not a session log")
    parts = split(data)  # what the writer keeps when it resumes, too
    warnings: list[str] = []
    texts: list[str] = []
    for number, raw in enumerate(parts.lines, start=1):
        try:
            texts.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise LogError(f"{path}, line {number}: not UTF-8 text") from None
    if parts.cut:
        if not texts:
            raise LogError(f"{path}, line 1: the header was cut off; nothing to load")
        warnings.append(f"line {len(texts) + 1} was cut off (the program stopped while "
                        f"writing it); kept the {len(texts) - 1} whole event line(s) before it")
    header, setup = _parse_header(path, texts[0])
    log = LoadedLog(path=path, header=header, setup=setup, warnings=warnings)
    for number, text in enumerate(texts[1:], start=2):
        if not text.strip():
            raise LogError(f"{path}, line {number}: empty line")
        log.entries.append((number, _parse_event(path, number, text)))
    return log
