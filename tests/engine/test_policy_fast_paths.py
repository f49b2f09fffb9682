"""The simulator's fast paths of issue 14 (second round) give what the plain ways give, at
every event of seeded games:

- the table's vote (`lynch_vote`): the living in seat order, the Pacifists taken out by the
  role index, against a look at every living player;
- the pack's prey (`prey_left`), members (`pack_members`), the players outside both packs
  (`outside_left`) and the living but a call's own (`_others`): from the role index and the
  players turned, against `pack_of` asked of every player;
- the village's suspect (`choose_suspect`): every living player taken at once when nobody is
  banished or left out, against the look at each one (the same draws from the same generator);
- the Doppelganger's inheritance (`deaths.pass_to_doppelganger`): the role index's
  Doppelgangers, against a look at every player.
The simulator's seeded games themselves are pinned event for event in
tests/balance/test_simulated_games_pinned.py."""

from __future__ import annotations

import random

import pytest
from scenario_play import play_to_end

from notepad.balance.simulate.packs import living, outside_left, pack_members, prey_left
from notepad.balance.simulate.policies.answers import _others
from notepad.balance.simulate.policies.day import lynch_vote
from notepad.balance.simulate.policies.village import Village, choose_suspect
from notepad.catalog import catalog
from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.deaths import pass_to_doppelganger
from notepad.engine.game import Game
from notepad.engine.night.script import Call
from notepad.engine.setup import setup_from_scenario
from notepad.engine.state import GameState, new_state

PACKS = ("werewolves", "vampires")


def plain_lynch_vote(state: GameState, nominee: int) -> ev.Vote:
    execute: list[int] = []
    spare: list[int] = []
    number = state.number
    banishing = state.banish_day == number
    for seat, player in state.alive.items():
        if not (banishing and player.banished_day == number):
            (spare if player.role == "pacifist" else execute).append(seat)
    return ev.Vote(nominee=nominee, execute=execute, spare=spare)


def plain_prey(state: GameState, pack: str) -> list[int]:
    return [seat for seat, p in state.alive.items() if state.pack_of(p) != pack]


def plain_outsiders(state: GameState, seats: tuple[int, ...]) -> list[int]:
    """The living outside any pack but `seats`, each player looked at."""
    return [s for s, p in state.alive.items() if s not in seats and not (
        p.bitten or p.vampire or state.packs.get(p.role) is not None)]


def plain_choose_suspect(state: GameState, village: Village, rng: random.Random,
                         exclude: frozenset[int] = frozenset()) -> int | None:
    number = state.number
    banishing = state.banish_day == number
    candidates = [seat for seat, p in state.alive.items()
                  if seat not in exclude and not (banishing and p.banished_day == number)]
    if not candidates:
        return None
    if village.accused:
        living = set(candidates)
        for seat in village.accused:
            if seat in living and seat not in village.revealed:
                return seat
    vouched = village.cleared | village.exposed | village.revealed
    fresh = [s for s in candidates if s not in vouched]
    if fresh:
        pool = ([s for s in fresh if s in village.suspects] if village.suspects else None) \
            or fresh
    else:
        pool = [s for s in candidates if s not in village.revealed] or candidates
    if village.skill > 0 and rng.random() < village.skill:
        pack = [s for s in pool if state.pack_of(state.players[s]) is not None]
        if pack:
            return rng.choice(pack)
    return rng.choice(pool)


def plain_pass_to_doppelganger(state: GameState, seat: int, name: str, role: str) -> None:
    chosen = state.targeted.get("doppelganger")
    chosen_here = bool(chosen) and chosen[0] == seat
    for doppel in state.players.values():
        if doppel.alive and doppel.role == "doppelganger" and (
                chosen_here or (doppel.copies and doppel.copies == name)):
            state.inherit.append((doppel.seat, role))
            doppel.copies = ""


def assert_fast_paths_match(state: GameState, village: Village, seed: int) -> None:
    if not state.dealt or state.phase == "ended":
        return
    nominee = next(iter(state.alive))
    assert lynch_vote(state, nominee) == plain_lynch_vote(state, nominee), state.when
    players = state.players
    for pack in PACKS:
        assert pack_members(state, pack) == [
            s for s, p in players.items() if state.pack_of(p) == pack], (state.when, pack)
        assert prey_left(state, living(state), pack).seats_left() == plain_prey(state, pack), \
            (state.when, pack)
    for seats in [(), *((s,) for s in list(state.alive)[:3]), tuple(sorted(state.alive))[-2:]]:
        pool = outside_left(state, living(state))
        pool.drop(seats)
        assert pool.seats_left() == plain_outsiders(state, seats), state.when
        call = Call(role="x", roles=("x",), name="x", say="", end="", record=(), seats=seats)
        assert _others(state, call) == [s for s in state.alive if s not in seats]
    for exclude in (frozenset(), frozenset(list(state.alive)[:1]),
                    frozenset(village.accused[:1])):
        fast, plain = random.Random(seed), random.Random(seed)
        assert choose_suspect(state, village, fast, exclude) == plain_choose_suspect(
            state, village, plain, exclude), state.when
        assert fast.getstate() == plain.getstate()
    chosen = state.targeted.get("doppelganger", [])
    for seat in [*chosen[:1], *list(state.alive)[:2]]:
        name, role = players[seat].name, players[seat].role
        answers = []
        for way in (pass_to_doppelganger, plain_pass_to_doppelganger):
            inherit, copies = list(state.inherit), [p.copies for p in players.values()]
            way(state, seat, name, role)
            answers.append((list(state.inherit), [p.copies for p in players.values()]))
            state.inherit = inherit  # as it was: only the inheritance and the ties change
            for player, tied in zip(players.values(), copies, strict=True):
                player.copies = tied
        assert answers[0] == answers[1], state.when


GAMES = [
    ("overpopulated-village", [], 3),
    ("overpopulated-village", ["reveal-none", "charm"], 6),
    ("vampire-village", ["reveal-team"], 7),
    ("village-in-chaos", ["fateful-dice"], 4),
]  # each with a player turned (the Cursed bitten, a Fateful Dice victim): a pack grows


def villages(state: GameState) -> list[Village]:
    """The village's knowledge, empty and made up from the living (any will do: the fast
    and the plain ways are asked the same)."""
    living = list(state.alive)
    return [Village(), Village(skill=0.4, accused=living[::7][:3], cleared=set(living[1::5]),
                               exposed=set(living[2::9]), suspects=set(living[3::4]),
                               revealed=set(living[1:2]))]


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), GAMES)
def test_the_policies_fast_paths_equal_the_plain_ways(scenario_id, variants, seed):
    """After every event of a scripted game (scenario_play: the table compiled with mypyc
    cannot be subclassed to look in on the simulator's own games)."""
    scenario = catalog().find_scenario(scenario_id)
    names = [f"Player {i}" for i in range(1, (scenario.players or 11) + 1)]
    setup = setup_from_scenario(scenario, names, variants=variants, seed=seed)
    game = Game.new(setup)
    game.deal()
    play_to_end(game, seed=seed)
    state = new_state(game.setup, game.roles)
    for checked, event in enumerate(game.events):
        apply(state, event)
        for village in villages(state):
            assert_fast_paths_match(state, village, checked)
    assert state.turned  # somebody joined a pack on the way: the kept members are redone
