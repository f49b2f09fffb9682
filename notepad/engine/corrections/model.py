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

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from notepad.engine.events import Event, event_to_json


class Kept(BaseModel):
    """A later event the correction made illegal, kept by the moderator with an override."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    at: int = Field(ge=1, description="the event's number before the correction")
    reason: str = Field(min_length=1)
    rules: list[str] = Field(default_factory=list, description="the rules it now breaks")


class Correction(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    type: Literal["correction"] = "correction"
    action: Literal["change", "remove", "insert"]
    at: int = Field(ge=1, description="the number of the event changed or removed, or of the "
                    "event the new one goes before, among the effective events")
    event: Event | None = Field(default=None, description="the new event (change, insert)")
    original: Event | None = Field(default=None, description="the event as it was recorded "
                                   "(change, remove)")
    reason: str = Field(min_length=1)
    when: str = Field(default="", description="the phase the game was in when the moderator "
                      "made the correction (informational)")
    kept: list[Kept] = Field(default_factory=list)
    dropped: list[int] = Field(default_factory=list, description="later events dropped, by "
                               "their numbers before the correction")

    @model_validator(mode="after")
    def _fields_fit_the_action(self) -> Correction:
        if self.action in ("change", "insert") and self.event is None:
            raise ValueError(f"a correction that does '{self.action}' needs the new 'event'")
        if self.action == "remove" and self.event is not None:
            raise ValueError("a correction that does 'remove' has no new 'event'")
        if self.action in ("change", "remove") and self.original is None:
            raise ValueError(f"a correction that does '{self.action}' keeps the 'original'")
        if self.action == "insert" and self.original is not None:
            raise ValueError("a correction that does 'insert' has no 'original'")
        first = self.first_later
        decided = [k.at for k in self.kept] + list(self.dropped)
        if len(set(decided)) != len(decided):
            raise ValueError("a later event is kept or dropped twice")
        early = sorted(n for n in decided if n < first)
        if early:
            raise ValueError(f"event {early[0]} is not a later event (those are {first} on)")
        return self

    @property
    def first_later(self) -> int:
        """The number (before the correction) of the first event after the corrected one."""
        return self.at if self.action == "insert" else self.at + 1

    def with_decisions(self, kept: list[Kept], dropped: list[int]) -> Correction:
        return self.model_copy(update={"kept": kept, "dropped": sorted(dropped)})


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
