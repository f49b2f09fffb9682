"""The checkers' choices at night: whom the Seer and the Apprentice Seer check, and the
Psychic Detective's and the Sorceress's one look.
"""

from __future__ import annotations

import random
from typing import Final

from notepad.balance.simulate.packs import everyone, living, outside_left
from notepad.balance.simulate.policies.answers import _ability_of, passed, targeted
from notepad.balance.simulate.policies.village import Village
from notepad.engine.events import Event, RoleCheck
from notepad.engine.night.cards.calls import acting_role
from notepad.engine.night.script import Call
from notepad.engine.state import GameState

# The event class made on every check, read from a C static (`Final`: village.py):
ROLE_CHECK: Final = RoleCheck


def _seer_check(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Check someone not checked yet and not already known to the village; the Apprentice
    who must check a player twice (Role Cards — Apprentice Seer, alternate variant) checks
    again the player it has no answer for yet."""
    role_id = call.role
    alive = state.alive
    if checked_again(state):  # only in the Apprentice's variant
        for _n, role, t, said in reversed(state.checks):  # the last such check
            if role == role_id and said == "check again" and t in alive:
                return targeted(ROLE_CHECK, role_id, t)
    # Among the others (the living but the call's own): one not checked yet nor known, else
    # one not checked yet, else anyone; drawn from by count (packs.Left).
    done = state.targeted.get(role_id)
    pool = everyone(state)
    pool.drop(call.seats)
    if done:
        pool.drop(done)
    unchecked = pool.left
    pool.drop(village.accused)
    pool.drop(village.cleared)
    pool.drop(village.exposed)
    if not pool.left and unchecked:  # nobody fresh: one not checked yet
        pool = everyone(state)
        pool.drop(call.seats)
        if done:
            pool.drop(done)
    if not pool.left:  # everyone checked: any of the others
        pool = everyone(state)
        pool.drop(call.seats)
        if not pool.left:
            return passed(role_id)
    return targeted(ROLE_CHECK, role_id, pool.pick(rng))


class _CheckedAgain:
    """Whether one `checks` list holds a "check again" answer, read up to `read` entries:
    the engine only appends to a state's checks (apply._check)."""

    __slots__ = ("checks", "read", "seen")

    def __init__(self) -> None:
        self.checks: list[tuple[int, str, int, str]] = []
        self.read = 0
        self.seen = False


_CHECKED_AGAIN: Final = _CheckedAgain()


def checked_again(state: GameState) -> bool:
    """Whether any check so far was answered "check again" (Role Cards — Apprentice Seer,
    alternate variant): each entry of `state.checks` read once, where the Seer's every call
    looked over them all. tests/balance/test_policy_kept.py holds it equal to the look."""
    checks = state.checks
    kept = _CHECKED_AGAIN
    if kept.checks is not checks or kept.read > len(checks):
        kept.checks, kept.read, kept.seen = checks, 0, False
    if not kept.seen:
        for at in range(kept.read, len(checks)):
            if checks[at][3] == "check again":
                kept.seen = True
                break
        kept.read = len(checks)
    return kept.seen


def _one_use_check(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Psychic Detective (once per game) and Sorceress: a random unchecked player."""
    role = state.roles[acting_role(state, call.role)]  # a Doppelganger's copy: its ability
    uses = _ability_of(role)[0]
    if uses and state.uses.get(call.role, 0) >= uses:
        return passed(call.role)
    # The living outside both packs (packs.outside_left), but the call's own and those checked.
    pool = outside_left(state, living(state))
    pool.drop(call.seats)
    done = state.targeted.get(call.role)
    if done:
        pool.drop(done)
    if not pool.left:
        return passed(call.role)
    return targeted(ROLE_CHECK, call.role, pool.pick(rng))
