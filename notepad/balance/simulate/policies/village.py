"""What the village knows in public, and whom it goes after (the village skill: the package's
docstring, policies/__init__.py).

`Village` is built each morning from what the information roles choose to tell;
`choose_suspect` is the village's (or the Hunter's) choice from it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Final

from notepad.balance.simulate.draws import pick
from notepad.balance.simulate.packs import Left, living
from notepad.engine.night.sight import neighbourhood
from notepad.engine.state import GameState

# `Final`, here and in the package's other modules: compiled, a module's name is read from a C
# static, where any other name is a look-up in the module's dictionary each time (play.py,
# NIGHT_FALLS; issue 14).
SEER_ANSWERS: Final = frozenset({"werewolf", "villager"})


@dataclass(slots=True)
class Village:
    """Public knowledge, built from what the information roles choose to tell."""

    skill: float = 0.0
    accused: list[int] = field(default_factory=list)  # named as werewolves, in order
    cleared: set[int] = field(default_factory=set)  # shown to be no werewolf
    suspects: set[int] = field(default_factory=set)  # in a circle with "a werewolf nearby"
    exposed: set[int] = field(default_factory=set)  # information roles who spoke up
    hunted: set[int] = field(default_factory=set)  # the pack's own priority (the Seer found)
    revealed: set[int] = field(default_factory=set)  # the Prince, shown at the gallows
    told: int = 0  # how many of state.checks have been read

    def learn(self, state: GameState) -> None:
        """Each morning: a living checker who has found a werewolf speaks up, names every
        result so far, and is exposed; an exposed checker goes on telling. A checker who keeps
        finding villagers stays hidden (and so alive longer)."""
        new = state.checks[self.told:]
        self.told = len(state.checks)
        for _night, role_id, target, said in new:
            checkers = state.holders(role_id)  # the living holders
            if not checkers:
                continue
            if said == "the seer":  # the Sorceress tells the pack
                self.hunted.add(target)
            elif said == "werewolf" or (said in SEER_ANSWERS and checkers[0].seat in self.exposed):
                self._speak(state, role_id, checkers[0].seat)
            elif said in ("a werewolf nearby", "no werewolf nearby"):
                circle = {p.seat for p in neighbourhood(state, target)} - {checkers[0].seat}
                if said == "no werewolf nearby":
                    self.cleared |= circle
                else:
                    self.suspects |= circle
                self.exposed.add(checkers[0].seat)

    def _speak(self, state: GameState, role_id: str, seat: int) -> None:
        self.exposed.add(seat)
        for _night, checker, target, said in state.checks:
            if checker != role_id:
                continue
            if said == "werewolf" and target not in self.accused:
                self.accused.append(target)
            elif said == "villager":
                self.cleared.add(target)


def _banished_today(state: GameState, seat: int) -> bool:
    return state.players[seat].banished_day == state.number


def in_any_pack(state: GameState, seat: int) -> bool:
    return state.pack_of(state.players[seat]) in ("werewolves", "vampires")


def choose_suspect(
    state: GameState, village: Village, rng: random.Random, exclude: frozenset[int] = frozenset()
) -> int | None:
    """Whom the village (or the Hunter) goes after: a named werewolf first; else, among the
    living who are neither cleared nor exposed (narrowed to a "werewolf nearby" circle if
    there is one), a pack member with chance `skill`, otherwise anyone. A Prince who has shown
    the card is never chosen again while anyone else is left."""
    number = state.number
    # Nobody is banished today unless somebody was banished for today (GameState.banish_day).
    banishing = state.banish_day == number
    if not banishing and not exclude:  # the usual case: every living player
        return _suspect_among_the_living(state, village, rng)
    candidates = [
        seat for seat, p in state.alive.items()
        if seat not in exclude and not (banishing and p.banished_day == number)
    ]
    if not candidates:
        return None
    if village.accused:
        # `seat in set(candidates)`, asked of the few named: living, not left out, not
        # banished today (as the candidates are chosen above).
        alive = state.alive
        for seat in village.accused:
            if seat in alive and seat not in exclude and not (
                    banishing and alive[seat].banished_day == number) \
                    and seat not in village.revealed:
                return seat
    vouched = village.cleared | village.exposed | village.revealed
    fresh = [s for s in candidates if s not in vouched]
    if fresh:
        suspects = village.suspects
        pool = ([s for s in fresh if s in suspects] if suspects else None) or fresh
    else:  # everyone left is vouched for: the village must still choose
        pool = [s for s in candidates if s not in village.revealed] or candidates
    # rng.random() is drawn only when skill > 0, so s = 0 draws exactly like the baseline.
    return _suspect_of(state, village, rng, pool)


def _suspect_among_the_living(state: GameState, village: Village,
                              rng: random.Random) -> int | None:
    """`choose_suspect` when every living player is a candidate: the pool is drawn from by
    the seats it leaves out of the living (packs.Left), where a list of them cost a look at
    every living player; the same draws. tests/engine/test_policy_fast_paths.py holds it equal
    to the look at each one."""
    kept = living(state)
    if not kept.seats:
        return None
    alive = state.alive
    for seat in village.accused:
        if seat in alive and seat not in village.revealed:
            return seat
    fresh = Left(kept)  # but the vouched for
    fresh.drop(village.cleared)
    fresh.drop(village.exposed)
    if village.revealed:  # no Prince shown, most games
        fresh.drop(village.revealed)
    if fresh.left:
        if village.suspects:  # narrowed to the suspects among them, if any
            inner = sorted([seat for seat in village.suspects if fresh.has(seat)])
            if inner:
                return _suspect_of(state, village, rng, inner)
        pool = fresh
    else:  # everyone left is vouched for: the village must still choose
        pool = Left(kept)
        pool.drop(village.revealed)
        if not pool.left:
            pool = Left(kept)
    if village.skill > 0:
        return _suspect_of(state, village, rng, pool.seats_left())
    return pool.pick(rng)


def _suspect_of(state: GameState, village: Village, rng: random.Random, pool: list[int]) -> int:
    """`choose_suspect`'s draw from its pool."""
    # rng.random() is drawn only when skill > 0, so s = 0 draws exactly like the baseline.
    if village.skill > 0 and rng.random() < village.skill:
        players, packs = state.players, state.packs
        pack = [s for s in pool if (q := players[s]).bitten or q.vampire
                or packs.get(q.role) is not None]  # in_any_pack, written out
        if pack:
            return pick(rng, pack)
    return pick(rng, pool)
