"""The seats an event names and its optional fields, read fast: the validator and `apply` ask
on every action (docs/design.md, Budget). Kept apart from the pydantic models (events.py) so that it
is compiled with the engine (hatch_build.py); events.py re-exports both functions."""

from __future__ import annotations

from typing import Any, Final

from notepad.engine.events.base import EventBase as _Event

_SEAT_FIELDS: Final = ("target", "nominee", "heal", "kill", "first", "second")
_LIST_FIELDS: Final = ("targets", "execute", "spare", "by", "for_first", "for_second")
_MAP_FIELDS: Final = ("votes", "totals")
# Per event class: the seat fields it has, in the order `targets_of` reads them. Asking a
# pydantic model for a field it lacks goes through its slow `__getattr__` fallback, and the
# validator asks on every action (docs/design.md, Budget). `Final`, here and below: compiled, a
# module's name is a C static, any other a look-up in its dictionary at each use (issue 14).
# (the seat fields, the same with "actor" if the class has it, the list fields, the maps).
_TARGET_FIELDS: Final[dict[type, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...],
                                 tuple[str, ...]]]] = {}


def _target_fields(cls: type[_Event]) -> tuple[tuple[str, ...], tuple[str, ...],
                                               tuple[str, ...], tuple[str, ...]]:
    found = _TARGET_FIELDS.get(cls)
    if found is None:
        fields = cls.model_fields
        singles = tuple(n for n in _SEAT_FIELDS if n in fields)
        found = (singles, singles + ("actor",) if "actor" in fields else singles,
                 tuple(n for n in _LIST_FIELDS if n in fields),
                 tuple(n for n in _MAP_FIELDS if n in fields))
        _TARGET_FIELDS[cls] = found
    return found


_FIELD_NAMES: Final[dict[type, frozenset[str]]] = {}


def field_of(event: _Event, name: str) -> Any:
    """`getattr(event, name, None)` without pydantic's slow fallback for an absent field."""
    cls = type(event)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = frozenset(cls.model_fields)
    return getattr(event, name) if name in names else None


def targets_of(event: _Event, actor: bool = True) -> list[int]:
    """Every seat an event points at (for the validator's dead/banished/unknown checks);
    `actor=False` leaves out the seat that acted."""
    seats: list[int] = []
    found = _TARGET_FIELDS.get(type(event))  # `_target_fields`' look-up, without its call
    singles, with_actor, lists, maps = found if found is not None else _target_fields(
        type(event))
    for name in with_actor if actor else singles:
        value = getattr(event, name)
        if isinstance(value, int):
            seats.append(value)
    for name in lists:
        value = getattr(event, name)
        if isinstance(value, int):
            seats.append(value)
        elif value:
            seats.extend(value)
    for name in maps:
        value = getattr(event, name)
        if value:
            seats.extend(value)
            if name == "votes":
                seats.extend(value.values())
    return seats
