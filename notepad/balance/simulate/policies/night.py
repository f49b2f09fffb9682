"""The night's calls: which the policies answer (`acting`), and the events each gets
(`night_action`, `answer`), from the chooser of the call's first record kind (`CHOOSERS`).
"""

from __future__ import annotations

import random
from typing import Final

from notepad.balance.simulate.policies.answers import passed
from notepad.balance.simulate.policies.checks import _one_use_check, _seer_check
from notepad.balance.simulate.policies.other_roles import (
    _bless,
    _charm,
    _choose,
    _lovers,
    _potions,
    _protect,
    _recruit,
    _signal,
    _silence,
)
from notepad.balance.simulate.policies.pack import _minion, _pack_kill
from notepad.balance.simulate.policies.village import Village
from notepad.engine.events import Event, MinionChosen
from notepad.engine.night.script import Call
from notepad.engine.state import GameState

# The event class made on every Minion's call, read from a C static (`Final`: village.py):
MINION_CHOSEN: Final = MinionChosen


def may_act(call: Call) -> bool:
    """Whether `night_action` can answer the call with anything but a pass: somebody living
    wakes (or the moderator chooses: the Lovers in Cupid's variant 2), and the call records
    something a policy chooses."""
    return acting(call) is not None


def acting(call: Call) -> _Kinds | None:
    """The call's `_Kinds` if `night_action` can answer it with anything but a pass
    (`may_act`), else None: the game loop asks once per call and answers with them (play.py),
    where asking `may_act` and then `night_action` worked the kinds out twice."""
    if call.dead or not (call.seats or call.record == MODERATOR_CHOOSES):
        return None
    record = call.record  # `_kinds(call)`, written out: asked of every call of every night
    kinds = _KINDS.get(call.role)
    if kinds is None or (kinds.record is not record and kinds.record != record):
        kinds = _KINDS[call.role] = _Kinds(record)
    return kinds if kinds.acts else None


class _Kinds:
    """What a call's record kinds mean to the policies, worked out once per role: the first
    kind a chooser answers ("" for none), whether the Minion is chosen, and whether a policy
    may answer with more than a pass (`may_act`)."""

    __slots__ = ("acts", "kind", "minion", "record")

    def __init__(self, record: tuple[str, ...]) -> None:
        self.record = record
        self.kind = next((k for k in record if k in CHOOSERS), "")
        self.minion = "minion" in record
        self.acts = bool(self.kind) or self.minion


def _kinds(call: Call) -> _Kinds:
    """The call's `_Kinds`, kept by role (a role's calls record the same kinds: compared by
    identity first, a dictionary keyed by the record hashed the tuple on every ask)."""
    record = call.record
    kept = _KINDS.get(call.role)
    if kept is None or (kept.record is not record and kept.record != record):
        kept = _KINDS[call.role] = _Kinds(record)
    return kept


_KINDS: Final[dict[str, _Kinds]] = {}
# The Lovers' call where the moderator chooses them (Role Cards — Cupid, alternate variant 2).
MODERATOR_CHOOSES: Final = ("choose_lovers",)


def night_action(
    state: GameState, call: Call, village: Village, rng: random.Random
) -> list[Event]:
    """The events to record for one call of the night script (in order)."""
    if call.dead or not (call.seats or call.record == MODERATOR_CHOOSES):
        return [passed(call.role)]
    # Every chooser answers with an event: the call's first record kind that has one decides.
    kinds = _kinds(call)
    kind = kinds.kind
    if kinds.minion:
        chosen = MINION_CHOSEN(role=call.role, target=_minion(state, call, rng))
        return [chosen, answer(kind, state, call, village, rng) if kind else passed(call.role)]
    return [answer(kind, state, call, village, rng) if kind else passed(call.role)]


def answer(kind: str, state: GameState, call: Call, village: Village,
           rng: random.Random) -> Event:
    """The chooser's answer to a call whose first chosen kind is `kind` (`_Kinds.kind`):
    `CHOOSERS[kind](state, call, village, rng)`, the commonest first: compiled, a direct
    call, where a function read from the dictionary is called through Python's protocol."""
    if state.dice and _all_lost(state, call):  # only a roll of the Fateful Dice takes them
        return passed(call.role)
    if kind == "kill":
        return _pack_kill(state, call, village, rng)
    if kind == "check":
        return _seer_check(state, call, village, rng)
    if kind == "check_neighbourhood" or kind == "find_role":
        return _one_use_check(state, call, village, rng)
    if kind == "protect":
        return _protect(state, call, village, rng)
    if kind == "potions":
        return _potions(state, call, village, rng)
    if kind == "recruit":
        return _recruit(state, call, village, rng)
    if kind == "silence":
        return _silence(state, call, village, rng)
    if kind == "signal":
        return _signal(state, call, village, rng)
    if kind == "bless":
        return _bless(state, call, village, rng)
    return CHOOSERS[kind](state, call, village, rng)


def _all_lost(state: GameState, call: Call) -> bool:
    """Every living player of the call lost their abilities (Fateful Dice 12: "doesn't die,
    but loses their abilities", Ultimate, Rule Variants — Daytime Twists): the validator
    refuses their action (`lost-abilities`), so they pass."""
    some = False
    for seat in call.seats:
        player = state.alive.get(seat)
        if player is not None:
            if not player.lost_abilities:
                return False
            some = True
    return some


# Record kinds with no chooser (know, none, banish, find_special, see_dead, write_letter,
# learn_role) are passed: they change nothing these policies model.
CHOOSERS: Final = {
    "kill": _pack_kill,
    "check": _seer_check,
    "check_neighbourhood": _one_use_check,
    "find_role": _one_use_check,
    "protect": _protect,
    "potions": _potions,
    "bless": _bless,
    "choose_lovers": _lovers,
    "choose_players": _choose,
    "recruit": _recruit,
    "signal": _signal,
    "pass_charm": _charm,
    "silence": _silence,
}
