"""The base of every event (events/__init__.py, day.py, villages.py): a plain frozen record
(notepad/engine/records.py), and the moderator's override when the validator blocked the
action. The pydantic models of the same names check a log's lines (file_models/)."""

from __future__ import annotations

from notepad.engine.records import Record, field


class Override(Record):
    """The moderator's reason for recording an action the validator blocked."""

    reason: str = field(min_length=1)
    rules: list[str] = field(default_factory=list)  # the overridden rule ids


class EventBase(Record):
    override: Override | None = None


class RoleEvent(EventBase):
    """A role's action. `actor` names the seat that acted when several players hold the role
    (two Hunters, a Seer and the Seer the Doppelganger became); left out it means "the one
    holder"."""

    actor: int | None = None
