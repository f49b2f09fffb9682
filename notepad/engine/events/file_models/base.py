"""The base of every event model (events.py, day_events.py): frozen, no unknown keys, and
the moderator's override when the validator blocked the action."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Override(BaseModel):
    """The moderator's reason for recording an action the validator blocked."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    reason: str = Field(min_length=1)
    rules: list[str] = Field(default_factory=list, description="the overridden rule ids")


class EventBase(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    override: Override | None = None


class RoleEvent(EventBase):
    """A role's action. `actor` names the seat that acted when several players hold the role
    (two Hunters, a Seer and the Seer the Doppelganger became); left out it means "the one
    holder"."""

    actor: int | None = None
