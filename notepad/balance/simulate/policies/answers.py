"""The events the night's choosers answer with, each made once (a pydantic event is slow to
make, and the engine never changes one), and what every chooser reads of its role and the
table: a role's uses and self-target rule, the living but the call's own.
"""

from __future__ import annotations

from typing import Final, TypeVar

from notepad.balance.simulate.packs import drop_seats, living_seats
from notepad.catalog.models import Role
from notepad.engine.events import Bless, Event, Passed, Protect, Recruit, RoleCheck, Silence
from notepad.engine.night.script import Call
from notepad.engine.state import GameState

# The event class made on every pass, read from a C static (`Final`: village.py):
PASSED: Final = Passed


_PASSES: Final[dict[str, Passed]] = {}


def passed(role: str) -> Passed:
    """A pass for `role`'s call. Events are frozen, so one pass per role serves every call:
    most are never recorded (play.SILENT_PASSES), and making a pydantic event each time cost
    more than the choice."""
    found = _PASSES.get(role)
    if found is None:
        found = _PASSES[role] = PASSED(role=role)
    return found


_ONE_TARGET = TypeVar("_ONE_TARGET", RoleCheck, Protect, Bless, Recruit,
                      Silence)
_TARGETED: Final[dict[type, dict[str, dict[int, Event]]]] = {}  # kind → role → seat → event


def targeted(kind: type[_ONE_TARGET], role: str, target: int) -> _ONE_TARGET:
    """`kind(role=role, target=target)`, made once per role and seat: events are frozen, and
    a run asks for the same few hundred over and over (a pydantic event is slow to make).
    Kept by kind, role and seat in turn: a key of the three made a tuple to hash each time."""
    by_role = _TARGETED.get(kind)
    if by_role is None:
        by_role = _TARGETED[kind] = {}
    by_seat = by_role.get(role)
    if by_seat is None:
        by_seat = by_role[role] = {}
    found = by_seat.get(target)
    if found is None:
        found = by_seat[target] = kind(role=role, target=target)
    return found  # type: ignore[return-value]


def _others(state: GameState, call: Call) -> list[int]:
    """The living, in seat order, but the call's own players."""
    others = living_seats(state)
    drop_seats(others, call.seats)  # one or two: cheaper than asking each living seat
    return others


def _ability_of(role: Role) -> tuple[int, bool]:
    """The role's uses per game (0: no limit) and whether it may choose itself, read once per
    role (as pack._kill_of)."""
    kept = _ABILITY_OF.get(role.id)
    if kept is None or kept[0] is not role:
        ability = role.ability
        kept = _ABILITY_OF[role.id] = (role, ability.uses_per_game or 0,
                                       bool(ability.self_allowed))
    return kept[1], kept[2]


_ABILITY_OF: Final[dict[str, tuple[Role, int, bool]]] = {}
