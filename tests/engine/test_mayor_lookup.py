"""`mayor_seat` (votes.py) reads the role index for the first living Mayor card holder with
the card's ability, without listing the holders (asked twice on every vote, issue 14): it
must name the seat the plain look names — the elected Mayor while alive, else the first of
`holders("mayor")` who has not lost their abilities — after every event of scripted games,
and with the card's holder dead, without abilities, or two holders."""

from __future__ import annotations

import pytest
from scenario_play import played_scenario

from notepad.catalog import catalog
from notepad.engine.apply import apply
from notepad.engine.day.votes import mayor_seat
from notepad.engine.game import Game
from notepad.engine.setup import setup_from_scenario
from notepad.engine.state import GameState, new_state


def plain_mayor_seat(state: GameState) -> int | None:
    if state.mayor is not None:
        return state.mayor if state.players[state.mayor].alive else None
    holders = [p for p in state.holders("mayor") if not p.lost_abilities]
    return holders[0].seat if holders else None


@pytest.mark.parametrize(("scenario_id", "seed"), [("overpopulated-village", 3),
                                                   ("overpopulated-village", 8),
                                                   ("tourist-trap", 2)])
def test_the_mayor_after_every_event(scenario_id: str, seed: int) -> None:
    game = played_scenario(scenario_id, [], seed)
    state = new_state(game.setup, game.roles)
    named = set()
    for event in game.events:
        apply(state, event)
        assert mayor_seat(state) == plain_mayor_seat(state), (event, state.when)
        named.add(mayor_seat(state))
    assert len(named) > 1 or scenario_id == "tourist-trap"  # the Mayor lived, then did not


def test_a_dead_mayor_one_without_abilities_and_two_holders() -> None:
    scenario = catalog().find_scenario("overpopulated-village")
    game = Game.new(setup_from_scenario(scenario, [f"Player {i}" for i in range(1, 69)],
                                        seed=1))
    game.deal()
    state = game.state
    first = state.by_role["mayor"][0]
    assert mayor_seat(state) == plain_mayor_seat(state) == first
    other = next(s for s in state.players if s < first and state.players[s].role == "villager")
    state.players[other].role = "mayor"
    state.reindex()  # two holders, the second one first in seat order
    assert mayor_seat(state) == plain_mayor_seat(state) == other
    state.players[other].lost_abilities = True
    assert mayor_seat(state) == plain_mayor_seat(state) == first
    state.players[first].alive = False
    assert mayor_seat(state) == plain_mayor_seat(state) is None
    state.mayor = other  # an elected Mayor counts whatever their abilities
    assert mayor_seat(state) == plain_mayor_seat(state) == other
