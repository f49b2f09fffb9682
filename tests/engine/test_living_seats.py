"""The simulator's living seats (balance/simulate/packs.py, `living_seats`, issue 14), kept
until somebody dies, against `list(state.alive)`: after every event of scripted games, on a
checkpoint's copy of a state, and on a state whose `alive` dict is a new one of as many players."""

from __future__ import annotations

import pytest
from scenario_play import played_scenario

from notepad.balance.simulate.packs import living_seats
from notepad.catalog import catalog
from notepad.engine.apply import apply
from notepad.engine.game import Game
from notepad.engine.setup import setup_from_scenario
from notepad.engine.snapshot import clone
from notepad.engine.state import new_state

GAMES = [
    ("overpopulated-village", [], 3),
    ("vampire-village", ["reveal-team"], 7),
    ("village-in-chaos", ["fateful-dice"], 4),
]


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), GAMES)
def test_living_seats_after_every_event(scenario_id: str, variants: list[str],
                                        seed: int) -> None:
    game = played_scenario(scenario_id, variants, seed)
    state = new_state(game.setup, game.roles)
    deaths = 0
    for event in game.events:
        before = len(state.alive)
        apply(state, event)
        deaths += before - len(state.alive)
        assert living_seats(state) == list(state.alive), state.when
        seats = living_seats(state)
        seats.pop()  # a fresh list each time: the policies take seats out of it
        assert living_seats(state) == list(state.alive)
    assert deaths > 5
    twin = clone(state)  # a checkpoint's copy: a new alive dict
    assert living_seats(twin) == list(twin.alive) == list(state.alive)


def test_a_new_alive_dict_of_as_many_players() -> None:
    """A player who arrives makes a new dict (engine/moves.py, `arrive`): seen, though the
    count is the same."""
    scenario = catalog().find_scenario("overpopulated-village")
    names = [f"Player {i}" for i in range(1, 69)]
    game = Game.new(setup_from_scenario(scenario, names, seed=1))
    game.deal()
    state = game.state
    players = state.players
    state.alive = {s: p for s, p in players.items() if s != 2}
    assert living_seats(state) == list(state.alive)
    state.alive = {s: p for s, p in players.items() if s != 3}  # as many, another seat
    assert living_seats(state) == list(state.alive) and 2 in living_seats(state)
