"""The role cards as the rules read them (`state.cards`, issue 14): each `Card` holds its
role's fields, for every role of every edition; a state's cards are its own roles' — made anew
when its roles or setup change, shared by the games of one set of roles — and a state whose
cards were read still copies and compares as before. And the validator's look at a call's
players who lost their abilities, the role index, `when` and the night checks of actions on
the living, each against the plain way."""

from __future__ import annotations

import copy
import random

import pytest
from scenario_play import played_scenario

from notepad.catalog import Edition, catalog
from notepad.engine.apply import apply
from notepad.engine.deaths import take_role
from notepad.engine.events import NIGHT_EVENTS
from notepad.engine.events.fields import targets_of
from notepad.engine.game import Game
from notepad.engine.night.checks import _all_lost
from notepad.engine.night.checks import check_night as _check_night
from notepad.engine.rule_book import Card, cards, rule_on
from notepad.engine.setup import setup_from_scenario
from notepad.engine.snapshot import clone
from notepad.engine.state import GameState, new_state


@pytest.mark.parametrize("edition", [Edition.ULTIMATE, Edition.WERWOELFE])
def test_each_card_holds_its_roles_fields(edition: Edition) -> None:
    roles = catalog().roles[edition]
    assert roles
    for role_id, role in roles.items():
        card = Card(role)
        ability = role.ability
        assert (card.name, card.pack, card.rulebook, card.sees_as) == (
            role.name, role.pack, role.rulebook, role.sees_as), role_id
        assert (card.action, card.targets, card.uses_per_game, card.self_allowed,
                card.no_repeat, card.once_per_target, card.potions) == (
            ability.action, ability.targets, ability.uses_per_game, ability.self_allowed,
            ability.no_repeat, ability.once_per_target, ability.potions), role_id


def _game(scenario_id: str = "overpopulated-village") -> Game:
    scenario = catalog().find_scenario(scenario_id)
    names = [f"Player {i}" for i in range(1, (scenario.players or 11) + 1)]
    game = Game.new(setup_from_scenario(scenario, names, seed=2))
    game.deal()
    return game


def test_a_states_cards_are_its_roles() -> None:
    game = _game()
    state = game.state
    assert cards(state).keys() == state.roles.keys()
    assert all(card.role is state.roles[role_id] for role_id, card in cards(state).items())
    # Another game with the same roles shares them; other roles have their own.
    again = new_state(game.setup, game.roles)
    assert cards(again) is cards(state)
    fewer = {role_id: role for role_id, role in game.roles.items() if role_id != "seer"}
    other = new_state(game.setup, fewer)
    assert "seer" not in cards(other) and "seer" in cards(state)
    # The roles of a state replaced: its cards follow.
    state.roles = fewer
    assert cards(state).keys() == fewer.keys()


def test_a_state_with_its_cards_read_copies_and_compares() -> None:
    state = _game().state
    assert rule_on(state, "werewolf-parity") is state.setup.rule_on("werewolf-parity")
    cards(state)
    twin = clone(state)
    assert twin.rules is None and twin == state
    deep = copy.deepcopy(state)
    assert deep == state and cards(deep).keys() == cards(state).keys()
    assert deep.rules is not None and deep.rules.on == state.rules.on  # type: ignore[union-attr]


def _plain_all_lost(state: GameState, seats: tuple[int, ...]) -> bool:
    alive = state.alive
    actors = [alive[s] for s in seats if s in alive]
    return bool(actors) and not [p for p in actors if not p.lost_abilities]


def test_a_call_whose_players_all_lost_their_abilities() -> None:
    """`_all_lost` (engine/night/checks.py) against the lists it replaced: random calls' seats,
    some dead or empty, some players without their abilities (Fateful Dice 12)."""
    state = _game().state
    rng = random.Random(5)
    seats = list(state.players)
    found = set()
    for _ in range(400):
        for player in state.players.values():
            player.lost_abilities = rng.random() < 0.7
        for seat in rng.sample(seats, 3):
            state.alive.pop(seat, None)
        call = tuple(rng.sample([*seats, 99], rng.randint(0, 3)))
        found.add(_all_lost(state, call))
        assert _all_lost(state, call) is _plain_all_lost(state, call), call
    assert found == {True, False}


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), [
    ("overpopulated-village", ["doppelganger-copies-at-once"], 3),
    ("overpopulated-village", ["cult-leader-successor"], 12),
    ("village-in-chaos", ["fateful-dice", "minion-card"], 8),
])
def test_the_role_index_after_every_event(scenario_id: str, variants: list[str],
                                          seed: int) -> None:
    """`GameState.reindex` (a look-up and an append per player, not `setdefault`) and
    `move_role` (one player's role changed: that seat moved) give the index of the players'
    roles as the plain way makes it, each role's seats in order; and
    `holders` (one list from the index) the players of each role, as a look at each."""
    game = played_scenario(scenario_id, variants, seed)
    state = new_state(game.setup, game.roles)
    for event in game.events:
        apply(state, event)
        plain: dict[str, list[int]] = {}
        for player in state.players.values():
            plain.setdefault(player.role, []).append(player.seat)
        assert state.by_role == plain, state.when  # each role's seats in the players' order
        assert state.dealt_roles == frozenset(p.dealt for p in state.players.values() if p.dealt)
        for role_id in [*plain, "nobody's role"]:
            for alive_only in (True, False):
                assert state.holders(role_id, alive_only) == [
                    p for p in state.players.values()
                    if p.role == role_id and (p.alive or not alive_only)], role_id


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), [
    ("overpopulated-village", [], 3),
    ("vampire-village", ["reveal-team"], 7),
    ("village-in-chaos", ["fateful-dice"], 4),
])
def test_when_and_the_night_checks_after_every_event(scenario_id: str, variants: list[str],
                                                     seed: int) -> None:
    """`GameState.when`, kept as last said, is the words for the phase and number; a night
    action whose seats are all alive (`living`, engine/night/checks.py) is checked as if each
    target were looked for among the dead."""
    game = played_scenario(scenario_id, variants, seed)
    state = new_state(game.setup, game.roles)
    night_actions = 0
    for event in game.events:
        assert state.when == _plain_when(state.phase, state.number)
        if type(event) in NIGHT_EVENTS and state.phase == "night":
            seats = targets_of(event)
            living = all(seat in state.alive for seat in seats)
            night_actions += living
            assert _check_night(state, event, seats, living) == _check_night(
                state, event, seats), event
        apply(state, event)
    assert night_actions > 20
    for phase, number in (("day", 9), ("night", 9), ("ended", 9), ("night", 10)):
        state.phase, state.number = phase, number
        assert state.when == _plain_when(phase, number)


def _plain_when(phase: str, number: int) -> str:
    return phase if phase in ("ended", "setup") else f"{phase} {number}"


def test_a_role_taken_moves_one_seat_in_the_index() -> None:
    """`move_role` (deaths.take_role: the Doppelganger, the Drunk, Cupid's leftover card)
    gives the index `reindex` makes from every player, in a new dict (the night plan's
    caches key on it), with the same cards dealt."""
    state = _game().state
    rng = random.Random(3)
    roles = list(state.by_role)
    for _ in range(60):
        player = state.players[rng.choice(list(state.players))]
        before, dealt = state.by_role, state.dealt_roles
        take_role(state, player, rng.choice([*roles, "a new role"]), "becomes")
        moved = state.by_role
        assert moved is not before and state.dealt_roles is dealt
        state.reindex()
        assert moved == state.by_role
