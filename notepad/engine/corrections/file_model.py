"""The correction line (v3) as pydantic models: the file models of the plain records in
model.py, with the same names and fields (issue 14). A correction line of a log is checked
here and becomes the plain records; model.py says what a correction is."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from notepad.engine.corrections.model import mismatch
from notepad.engine.events.file_models import Event

PLAIN_NAMES = ("Kept", "Correction")


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
        problem = mismatch(self)
        if problem is not None:
            raise ValueError(problem)
        return self
