"""The session log: JSON Lines, a header line then one event per line (docs/session-log.md).

Each line is appended, flushed and fsynced before the caller goes on, so a crash loses at
most the line being written. Reading keeps every whole line of a log whose last line was cut
(with a warning); any other damage is a LogError naming the line (DESIGN.md, Session log).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any, get_args

from pydantic import ValidationError

from notepad.engine.events import EVENT_ADAPTER, Event
from notepad.engine.setup import GameSetup

FORMAT = "werewolf-notepad-session"
# 2: the issue-4 events (day methods, Martyr, random Fool, timer) and fields; 3: this round's
# events and fields (docs/session-log.md says which); every older log still loads.
VERSION = 3
# Lines that are not events: they undo or redo the last event (the file stays append-only).
MARKERS = ("undo", "redo")


class LogError(ValueError):
    """A session log that cannot be read; the message names the file and line."""


def header_of(setup: GameSetup) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        **setup.model_dump(mode="json"),
    }


class SessionLogWriter:
    def __init__(self, path: Path, handle: IO[str]) -> None:
        self.path = path
        self._handle = handle

    @classmethod
    def create(cls, path: Path, setup: GameSetup) -> SessionLogWriter:
        """Start a new log; an existing file is never overwritten."""
        try:
            handle = path.open("x", encoding="utf-8")
        except FileExistsError:
            raise LogError(f"{path}: a session log already exists there") from None
        writer = cls(path, handle)
        writer.append(header_of(setup))
        return writer

    @classmethod
    def resume(cls, path: Path) -> SessionLogWriter:
        """Append to an existing log, first cutting off a last line left half-written."""
        data = path.read_bytes()
        whole = data.rfind(b"\n") + 1
        if whole < len(data):
            with path.open("r+b") as raw:
                raw.truncate(whole)
        return cls(path, path.open("a", encoding="utf-8"))

    def append(self, line: dict[str, Any]) -> None:
        self._handle.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def close(self) -> None:
        self._handle.close()


@dataclass
class LoadedLog:
    path: Path
    header: dict[str, Any]
    setup: GameSetup
    # (line number, event) for every event line, and undo/redo markers as (line, "undo")
    entries: list[tuple[int, Event | str]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _parse_header(path: Path, text: str) -> tuple[dict[str, Any], GameSetup]:
    try:
        header = json.loads(text)
    except json.JSONDecodeError as error:
        raise LogError(f"{path}, line 1: the header is not valid JSON ({error.msg})") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise LogError(f"{path}, line 1: not a werewolf-notepad session log "
                       f"(the header needs \"format\": \"{FORMAT}\")")
    version = header.get("version")
    if not isinstance(version, int) or version < 1:
        raise LogError(f"{path}, line 1: the header has no valid format version")
    if version > VERSION:
        raise LogError(f"{path}, line 1: written by a newer werewolf-notepad (format version "
                       f"{version}); this one reads versions up to {VERSION}")
    header = migrate(header)
    fields = {k: v for k, v in header.items() if k not in ("format", "version", "created")}
    try:
        setup = GameSetup.model_validate(fields)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "header"
        raise LogError(f"{path}, line 1: bad game setup at '{where}': {first['msg']}") from None
    return header, setup


def migrate(header: dict[str, Any]) -> dict[str, Any]:
    """Bring an older header up to VERSION, one step per version, so that old logs keep
    loading (DESIGN.md, Session log). 1 → 2 and 2 → 3 only added event types and optional
    fields, so an older log means the same under the newer version — except the Minion: before
    version 3 a Minion in the role set was always a dealt card, which version 3 calls the
    variant "minion-card" (the main rule has no card: Ultimate, Role Cards — Minion)."""
    if header.get("version") in (1, 2):
        header = {**header, "version": VERSION}
        roles, variants = header.get("roles"), header.get("variants")
        if isinstance(roles, dict) and roles.get("minion") and isinstance(variants, list) \
                and "minion-card" not in variants:
            header["variants"] = [*variants, "minion-card"]
    return header


KNOWN_TYPES = frozenset(
    model.model_fields["type"].default for model in get_args(get_args(Event)[0])
)


def _parse_event(path: Path, number: int, text: str) -> Event | str:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise LogError(f"{path}, line {number}: not valid JSON ({error.msg})") from None
    if not isinstance(data, dict) or "type" not in data:
        raise LogError(f"{path}, line {number}: an event needs a \"type\"")
    kind = data["type"]
    if kind in MARKERS:
        return str(kind)
    if kind not in KNOWN_TYPES:
        raise LogError(f"{path}, line {number}: unknown event type {kind!r}")
    try:
        return EVENT_ADAPTER.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:]) or kind
        raise LogError(f"{path}, line {number}: bad {kind} event at '{where}': "
                       f"{first['msg']}") from None


def read_log(path: str | Path) -> LoadedLog:
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise LogError(f"{path}: cannot read the session log ({error.strerror or error})") from None
    lines = data.split(b"\n")
    cut = lines.pop()  # b"" when the file ends with a newline, as every whole line does
    if not lines and not cut:
        raise LogError(f"{path}: the file is empty, not a session log")
    warnings: list[str] = []
    texts: list[str] = []
    for number, raw in enumerate(lines, start=1):
        try:
            texts.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise LogError(f"{path}, line {number}: not UTF-8 text") from None
    if cut:
        try:
            json.loads(cut.decode("utf-8"))
            texts.append(cut.decode("utf-8"))  # whole, only the newline is missing
        except (UnicodeDecodeError, json.JSONDecodeError):
            if not texts:
                raise LogError(f"{path}, line 1: the header was cut off; nothing to load") from None
            warnings.append(f"line {len(texts) + 1} was cut off (the program stopped while "
                            f"writing it); kept the {len(texts) - 1} whole event line(s) before it")
    header, setup = _parse_header(path, texts[0])
    log = LoadedLog(path=path, header=header, setup=setup, warnings=warnings)
    for number, text in enumerate(texts[1:], start=2):
        if not text.strip():
            raise LogError(f"{path}, line {number}: empty line")
        log.entries.append((number, _parse_event(path, number, text)))
    return log
