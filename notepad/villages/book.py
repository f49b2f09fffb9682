"""The notebook file: one group's villages and the players who moved between them.

JSON Lines, append-only and crash-safe like a session log (the same writer, lock and reader:
engine/log/writer.py, lines.py): a header naming each village and its session log, then one
line per transfer and per cancelled transfer. docs/villages.md has the format and an example
to type by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from notepad.catalog.bounds import MAX_PLAYER_NAME
from notepad.engine.events.file_models import Marks, Override
from notepad.engine.log.lines import BadJson, LogError, parse_json, split
from notepad.engine.records import Record
from notepad.villages.first_line import FORMAT

VERSION = 3  # the session log's version this round (docs/session-log.md)
MAX_VILLAGES = 13


class VillageEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=40)
    log: str = Field(min_length=1, description="the village's session log, relative to the "
                                               "notebook's folder")


class Header(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["werewolf-notepad-notebook"]
    version: int = Field(ge=1, le=VERSION)
    created: str = ""
    edition: Literal["ultimate", "werwoelfe"]
    villages: list[VillageEntry] = Field(min_length=2, max_length=MAX_VILLAGES)


class TransferLine(BaseModel):
    """A banished player moves (Rule Variants — Simultaneous Play Session: "The banished
    player immediately moves to another village (or arrives there the following 'day,' if
    it's currently night there)")."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    type: Literal["transfer"] = "transfer"
    player: str = Field(min_length=1, max_length=MAX_PLAYER_NAME)
    source: int = Field(alias="from", ge=1, le=MAX_VILLAGES)
    target: int = Field(alias="to", ge=1, le=MAX_VILLAGES)
    when: str = Field(default="", description="the phase of the village left, e.g. 'day 2'")
    arrives: Literal["at once", "next day"] = "at once"
    role: str | None = Field(default=None, description="the role they take along")
    dealt: str | None = None
    # Checked by the events' pydantic models; the game's plain records (notepad/engine/
    # records.py) are taken as their fields, and `plain_marks` gives the record back.
    marks: Marks = Field(default_factory=Marks)
    override: Override | None = None

    @field_validator("marks", "override", mode="before")
    @classmethod
    def _from_record(cls, value: Any) -> Any:
        return value.model_dump() if isinstance(value, Record) else value


class CancelLine(BaseModel):
    """The moderator took a transfer back (undo); the villages' logs have undone its events."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: Literal["cancel"] = "cancel"
    transfer: int = Field(ge=1)


@dataclass
class Transfer:
    number: int  # 1, 2, … in the order of the notebook's transfer lines
    line: TransferLine
    cancelled: bool = False

    @property
    def player(self) -> str:
        return self.line.player

    @property
    def source(self) -> int:
        return self.line.source

    @property
    def target(self) -> int:
        return self.line.target

    def as_json(self) -> dict[str, Any]:
        data = self.line.model_dump(mode="json", by_alias=True, exclude_none=True)
        if data.get("marks") == {} or self.line.marks == Marks():
            data.pop("marks", None)
        return data


def header_line(edition: str, villages: list[VillageEntry]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION,
            "created": datetime.now(UTC).isoformat(timespec="seconds"), "edition": edition,
            "villages": [v.model_dump() for v in villages]}


def transfer_json(line: TransferLine) -> dict[str, Any]:
    return Transfer(0, line).as_json()


@dataclass
class NotebookFile:
    path: Path
    header: Header
    transfers: list[Transfer]
    warnings: list[str]

    def log_path(self, village: int) -> Path:
        return self.path.parent / self.header.villages[village - 1].log


def _problem(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "line"
    return f"'{where}': {first['msg']}"


def read_notebook(path: str | Path) -> NotebookFile:
    """Every whole line of the notebook; a last line cut by a crash is dropped with a
    warning (as a session log's), any other damage is a LogError naming the line."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise LogError(f"{path}: cannot read the notebook ({error.strerror or error})") from None
    parts = split(data)
    if not parts.lines:
        raise LogError(f"{path}: the file is empty, not a notebook")
    warnings = []
    if parts.cut:
        warnings.append(f"line {len(parts.lines) + 1} was cut off (the program stopped while "
                        "writing it); kept the lines before it")
    values = []
    for number, raw in enumerate(parts.lines, start=1):
        try:
            values.append(parse_json(raw.decode("utf-8")))
        except (UnicodeDecodeError, BadJson) as error:
            raise LogError(f"{path}, line {number}: {error}") from None
    first = values[0]
    if not isinstance(first, dict) or first.get("format") != FORMAT:
        raise LogError(f"{path}, line 1: not a werewolf-notepad notebook (the header needs "
                       f"\"format\": \"{FORMAT}\")")
    try:
        header = Header.model_validate(first)
    except ValidationError as error:
        raise LogError(f"{path}, line 1: bad notebook header at {_problem(error)}") from None
    count = len(header.villages)
    transfers: list[Transfer] = []
    for number, value in enumerate(values[1:], start=2):
        kind = value.get("type") if isinstance(value, dict) else None
        try:
            if kind == "transfer":
                line = TransferLine.model_validate(value)
                if line.source > count or line.target > count or line.source == line.target:
                    raise LogError(f"{path}, line {number}: a transfer goes from one of the "
                                   f"{count} villages to another")
                transfers.append(Transfer(len(transfers) + 1, line))
            elif kind == "cancel":
                cancel = CancelLine.model_validate(value)
                if not 1 <= cancel.transfer <= len(transfers):
                    raise LogError(f"{path}, line {number}: no transfer {cancel.transfer} "
                                   "before this line")
                transfers[cancel.transfer - 1].cancelled = True
            else:
                raise LogError(f"{path}, line {number}: a notebook line is a \"transfer\" or "
                               "a \"cancel\"")
        except ValidationError as error:
            raise LogError(f"{path}, line {number}: bad {kind} at {_problem(error)}") from None
    return NotebookFile(path, header, transfers, warnings)
