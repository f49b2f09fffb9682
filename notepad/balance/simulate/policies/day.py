"""The day's choices: the table's vote on the village's nominee, the Hunter's shot and the
dead Werwölfe Mayor's heir, each from what the village knows (village.py).
"""

from __future__ import annotations

import random
from typing import Final

from notepad.balance.simulate.draws import pick
from notepad.balance.simulate.packs import living_seats
from notepad.balance.simulate.policies.village import Village, choose_suspect
from notepad.engine.events import Vote
from notepad.engine.state import GameState


def lynch_vote(state: GameState, nominee: int) -> Vote:
    """The table follows the village's choice: every living player who may vote does so to
    execute, except the Pacifist, who always votes to spare (Ultimate, Role Cards)."""
    execute: list[int] = []
    spare: list[int] = []
    number = state.number
    banishing = state.banish_day == number  # anybody banished today (GameState.banish_day)
    if not banishing:
        # Everybody living votes: the living in seat order, the Pacifists (the role index,
        # GameState.by_role, in seat order) taken out to spare; not a look at every hand.
        # tests/engine/test_policy_fast_paths.py holds it equal to `plain_lynch_vote`.
        alive = state.alive
        execute = living_seats(state)
        for seat in state.by_role.get("pacifist", ()):
            if seat in alive:
                execute.remove(seat)
                spare.append(seat)
        return _vote(nominee, execute, spare)
    for seat, player in state.alive.items():
        if not (banishing and player.banished_day == number):
            (spare if player.role == "pacifist" else execute).append(seat)
    return Vote(nominee=nominee, execute=execute, spare=spare)


# `Vote(nominee=…, execute=…, spare=…)`, made as the session log's reader makes a record
# (records.Record._make: each field's value set in field order, taken as it is): the table's
# votes are lists of living seats, well within what the record's `__init__` checks, and the
# `__init__` run by Python was most of `lynch_vote`, compiled. The other fields are those of
# a Vote made the usual way. tests/balance/test_policy_pools.py holds the two equal.
# The three fields set here, and the others (setter, value) set as a usual Vote has them,
# each once, where a loop over the fields asked at each which one it was.
_VOTE_SET_NOMINEE: Final = Vote._setters[Vote._names.index("nominee")]
_VOTE_SET_EXECUTE: Final = Vote._setters[Vote._names.index("execute")]
_VOTE_SET_SPARE: Final = Vote._setters[Vote._names.index("spare")]
_VOTE_REST: Final = tuple(
    (setter, value) for name, setter, value
    in zip(Vote._names, Vote._setters, Vote(nominee=1)._values(), strict=True)
    if name not in ("nominee", "execute", "spare"))
_NEW: Final = object.__new__
VOTE: Final = Vote


def _vote(nominee: int, execute: list[int], spare: list[int]) -> Vote:
    vote: Vote = _NEW(VOTE)
    _VOTE_SET_NOMINEE(vote, nominee)
    _VOTE_SET_EXECUTE(vote, execute)
    _VOTE_SET_SPARE(vote, spare)
    for setter, value in _VOTE_REST:
        setter(vote, value)
    return vote


def hunter_target(state: GameState, village: Village, rng: random.Random) -> int | None:
    hunters = frozenset(p.seat for p in state.holders("hunter", alive_only=False))
    return choose_suspect(state, village, rng, exclude=hunters)


def mayor_heir(state: GameState, village: Village, rng: random.Random) -> int:
    """The dead Werwölfe Mayor hands the card to a player the village trusts."""
    living = [p.seat for p in state.living()]
    trusted = [s for s in living if s in village.cleared or s in village.exposed]
    return pick(rng, trusted or living)
