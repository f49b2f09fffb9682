"""The correction event (v3): a moderator's correction of an earlier event — change it, remove
it, or insert a forgotten action before it (Ultimate, Moderator's Guide — Moderator Mistakes:
"you can fix the mistake by acknowledging it and undoing whatever action caused it … If
during the night phase you forgot to call someone or forgot to do something, just send all the
players back to sleep and correct your mistake").

The log stays append-only: the correction is a line of its own that names the event it
changes by its number among the effective events (docs/session-log.md, Corrections), keeps the
original and carries the reason. It is not one of the game's events (`Event`): it rewrites the
list of events, which is then folded again (engine/corrections/refold.py).
"""

from __future__ import annotations

from typing import Any, Literal

from notepad.engine.events import Event, event_to_json
from notepad.engine.records import Record, field, init_checked


class Kept(Record):
    """A later event the correction made illegal, kept by the moderator with an override."""

    at: int = field(ge=1)
    reason: str = field(min_length=1)
    rules: list[str] = field(default_factory=list)


class Correction(Record):
    """A plain record; a correction line of a log is checked by the pydantic model of the same
    fields (file_model.py), which raises what `mismatch` finds."""

    type: Literal["correction"] = "correction"
    action: Literal["change", "remove", "insert"]
    at: int = field(ge=1)
    event: Event | None = None
    original: Event | None = None
    reason: str = field(min_length=1)
    when: str = ""
    kept: list[Kept] = field(default_factory=list)
    dropped: list[int] = field(default_factory=list)

    def __init__(self, **values: Any) -> None:  # checked by file_model.Correction, as before
        init_checked(self, values)

    @property
    def first_later(self) -> int:
        """The number (before the correction) of the first event after the corrected one."""
        return first_later(self)

    def with_decisions(self, kept: list[Kept], dropped: list[int]) -> Correction:
        return self.model_copy(update={"kept": kept, "dropped": sorted(dropped)})


def first_later(correction: Any) -> int:
    """The number (before the correction) of the first event after the corrected one."""
    return correction.at if correction.action == "insert" else correction.at + 1


def mismatch(correction: Any) -> str | None:
    """What does not fit the correction's action (this record, or the pydantic model's), or
    None; the pydantic model raises it."""
    if correction.action in ("change", "insert") and correction.event is None:
        return f"a correction that does '{correction.action}' needs the new 'event'"
    if correction.action == "remove" and correction.event is not None:
        return "a correction that does 'remove' has no new 'event'"
    if correction.action in ("change", "remove") and correction.original is None:
        return f"a correction that does '{correction.action}' keeps the 'original'"
    if correction.action == "insert" and correction.original is not None:
        return "a correction that does 'insert' has no 'original'"
    first = first_later(correction)
    decided = [k.at for k in correction.kept] + list(correction.dropped)
    if len(set(decided)) != len(decided):
        return "a later event is kept or dropped twice"
    early = sorted(n for n in decided if n < first)
    if early:
        return f"event {early[0]} is not a later event (those are {first} on)"
    return None


def correction_to_json(correction: Correction) -> dict:
    """The log line's object, `type` first; the events as their own lines would be written."""
    data: dict = {"type": "correction", "action": correction.action, "at": correction.at}
    if correction.event is not None:
        data["event"] = event_to_json(correction.event)
    if correction.original is not None:
        data["original"] = event_to_json(correction.original)
    data["reason"] = correction.reason
    if correction.when:
        data["when"] = correction.when
    if correction.kept:
        data["kept"] = [k.model_dump(mode="json") for k in correction.kept]
    if correction.dropped:
        data["dropped"] = list(correction.dropped)
    return data
