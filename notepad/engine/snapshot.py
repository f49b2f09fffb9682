"""Copies of the game state for undo's checkpoints, without `copy.deepcopy` (issue 14).

`deepcopy` goes through the reduce protocol for every slotted dataclass, list and tuple of a
68-player state: most of an undo's time. The state is made of a few kinds of things only —
the engine's own dataclasses (Player, Died, Tonight, …), lists, dicts, sets and tuples of them,
and immutable values — so `clone` copies those directly, field by field (a new field of any of
them is copied without a change here), keeps the frozen role definitions and setup shared, and
keeps two names for one object (`players` and `alive` hold the same Player) one object in the
copy. tests/engine/test_fast_paths.py holds every clone equal to a deep copy.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

from notepad.engine.state import GameState

_IMMUTABLE = (int, float, str, bool, bytes, type(None), frozenset)
_PLAIN = frozenset(_IMMUTABLE)  # exact types: a set look-up, faster than isinstance
_FIELDS: dict[type, tuple[str, ...]] = {}

# Caches a state keeps that are rebuilt on demand (GameState.script, .counts, .plan, .rules).
DERIVED = ("script", "counts", "plan", "rules")


def _fields(kind: type) -> tuple[str, ...] | None:
    """The field names of one of the engine's dataclasses; None for anything else."""
    names = _FIELDS.get(kind)
    if names is None:
        if not dataclasses.is_dataclass(kind):
            return None
        names = tuple(f.name for f in dataclasses.fields(kind))
        _FIELDS[kind] = names
    return names


def _clone(value: Any, memo: dict[int, Any]) -> Any:
    kind = type(value)
    if kind in _PLAIN or isinstance(value, _IMMUTABLE):
        return value
    key = id(value)
    seen = memo.get(key)
    if seen is not None:
        return seen
    plain = _PLAIN
    out: Any
    if kind is list:
        out = [item if type(item) in plain else _clone(item, memo) for item in value]
    elif kind is dict:
        out = {k: item if type(item) in plain else _clone(item, memo)
               for k, item in value.items()}
    elif kind is tuple:
        out = tuple(item if type(item) in plain else _clone(item, memo) for item in value)
    elif kind is set:
        out = {_clone(item, memo) for item in value}
    else:
        names = _fields(kind)
        if names is None:  # anything else the state may come to hold: the general copy
            out = copy.deepcopy(value, memo)
        else:
            fields = {}
            for name in names:
                item = getattr(value, name)
                fields[name] = item if type(item) in plain else _clone(item, memo)
            out = kind(**fields)
    memo[key] = out
    return out


def clone(state: GameState) -> GameState:
    """A copy of `state` that shares its role definitions and setup and leaves its derived
    caches (DERIVED) behind, to be rebuilt."""
    memo: dict[int, Any] = {id(state.roles): state.roles, id(state.setup): state.setup}
    fields: dict[str, Any] = {}
    for name in _fields(GameState) or ():
        fields[name] = None if name in DERIVED else _clone(getattr(state, name), memo)
    return GameState(**fields)
