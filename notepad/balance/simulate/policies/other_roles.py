"""The other night roles' choices: the Bodyguard's guard, the Witch's potions, the Priest's
blessing, Cupid's Lovers, the Bandit's and the Doppelganger's one choice, the Cult Leader's
recruit, the Trouble Maker's signal, the Enchantress's silence and the Charm passed on.
"""

from __future__ import annotations

import random

from notepad.balance.simulate.draws import pick
from notepad.balance.simulate.packs import everyone
from notepad.balance.simulate.policies.answers import _ability_of, _others, passed, targeted
from notepad.balance.simulate.policies.village import Village
from notepad.engine.events import (
    Bless,
    CharmPassed,
    ChoosePlayers,
    Event,
    LoversChosen,
    Potions,
    Protect,
    Recruit,
    Silence,
    TroubleSignal,
)
from notepad.engine.night.cards.calls import acting_role
from notepad.engine.night.cards.checks import choice_count
from notepad.engine.night.script import Call
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState


def _protect(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Guard an exposed information role, else oneself, never last night's choice, nor, in
    the Bodyguard's variant, anyone guarded before ("can't protect the same player more than
    once per game", Role Cards — Bodyguard; the validator's `once-per-target`)."""
    role = state.roles[acting_role(state, call.role)]
    last = state.last_night.get(call.role)
    once = role.ability.once_per_target or (
        call.role == "bodyguard" and rule_on(state, "bodyguard-once-per-player"))
    done = state.targeted.get(call.role, []) if once else []
    me = call.seats[0]
    if village.exposed:  # the first exposed, else oneself: the first of them not guarded last
        players = state.players
        for seat in sorted(village.exposed):
            if players[seat].alive and seat != me and seat != last and seat not in done:
                return targeted(Protect, call.role, seat)
    if _ability_of(role)[1] and me != last and me not in done:
        return targeted(Protect, call.role, me)
    # The others (the living but the call's own) but last night's choice (and those done).
    pool = everyone(state)
    pool.drop(call.seats)
    if last is not None:
        pool.drop((last,))
    pool.drop(done)
    if not pool.left:
        return passed(call.role)
    return targeted(Protect, call.role, pool.pick(rng))


def _potions(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Heal the first victim the first time there is one; poison a named werewolf."""
    left = state.potions.get(call.role, {})
    heal = kill = None
    if left.get("heal", 0) > 0:
        victims = [s for seats in state.tonight.kills.values() for s in seats
                   if state.players[s].alive]
        heal = victims[0] if victims else None
    if left.get("kill", 0) > 0:
        named = [s for s in village.accused if state.players[s].alive and s != heal
                 and s not in call.seats]
        kill = named[0] if named else None
    if heal is None and kill is None:
        return passed(call.role)
    return Potions(role=call.role, heal=heal, kill=kill)


def _bless(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Keep the blessing for an exposed information role."""
    uses = _ability_of(state.roles[acting_role(state, call.role)])[0]
    if state.uses.get(call.role, 0) >= (uses or 1):
        return passed(call.role)
    if village.exposed:
        players = state.players
        for seat in sorted(village.exposed):
            if players[seat].alive and seat not in call.seats and not players[seat].blessed:
                return targeted(Bless, call.role, seat)
    return passed(call.role)


def _lovers(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    living = [p.seat for p in state.living()]
    if state.uses.get(call.role, 0) or len(living) < 2:
        return passed(call.role)
    return LoversChosen(role=call.role, targets=rng.sample(living, 2))


def _choose(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Bandit and Doppelganger choose on their first call only, as many players as the card
    says (four in the Bandit's variant: Role Cards — Bandit)."""
    if state.uses.get(call.role, 0):
        return passed(call.role)
    pool = _others(state, call)
    wanted = max(choice_count(state, call.role), 1)
    if len(pool) < wanted:
        return passed(call.role)
    return ChoosePlayers(role=call.role, targets=rng.sample(pool, wanted))


def _recruit(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    # The others (the living but the call's own) but the cultists.
    pool = everyone(state)
    pool.drop(call.seats)
    pool.drop([p.seat for p in state.alive.values() if p.cultist])
    if not pool.left:
        return passed(call.role)
    return targeted(Recruit, call.role, pool.pick(rng))


def _signal(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """The Trouble Maker asks for two executions once a werewolf has been named."""
    if state.uses.get(call.role, 0):
        return passed(call.role)
    alive = state.alive
    for seat in village.accused:  # a named werewolf alive
        if seat in alive:
            return TroubleSignal(role=call.role)
    return passed(call.role)


def _silence(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Silencing changes nothing these policies model; only the Enchantress who must silence
    every night (Role Cards — Enchantress, alternate variant) picks someone not silenced yet."""
    if not rule_on(state, "enchantress-must-silence"):
        return passed(call.role)
    done = set(state.targeted.get(call.role, ()))
    pool = [s for s in state.alive if s not in done]
    return targeted(Silence, call.role, pick(rng, pool)) if pool else passed(call.role)


def _charm(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Pass the Charm to someone who never held it (passing back would destroy it)."""
    pool = [s for s in _others(state, call) if s not in state.charm_holders]
    return CharmPassed(role=call.role, target=pick(rng, pool) if pool else None)
