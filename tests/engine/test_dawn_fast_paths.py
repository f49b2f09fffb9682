"""The dawn's fast paths (issue 14) against the plain way, after every event of scripted games
with the Enchantress and the Old Hag: `today_marks` looks over the living only when somebody
was silenced or banished for today (GameState.silence_day, .banish_day)."""

from __future__ import annotations

import pytest
from scenario_play import played_scenario

from notepad.catalog import catalog
from notepad.engine.apply import apply
from notepad.engine.events import Silence
from notepad.engine.game import Game
from notepad.engine.night.dawn import today_marks
from notepad.engine.setup import setup_from_scenario
from notepad.engine.state import GameState, new_state

GAMES = [
    ("overpopulated-village", [], 3),
    ("overpopulated-village", [], 8),
    ("village-without-a-seer", [], 5),
    ("village-of-tranquility", [], 4),
]


def plain_marks(state: GameState) -> list[str]:
    """Who is silenced or banished today, from a look at every living player."""
    number = state.number
    silenced = [f"{p.name} is silenced today: may vote, but not speak." for p in
                state.alive.values() if p.silenced_day == number]
    banished = [f"{p.name} is banished today: leaves the village for the day and takes no "
                "part in the vote." for p in state.alive.values() if p.banished_day == number]
    return silenced + banished


@pytest.mark.parametrize(("scenario_id", "variants", "seed"), GAMES)
def test_today_marks_after_every_event(scenario_id: str, variants: list[str],
                                       seed: int) -> None:
    game = played_scenario(scenario_id, variants, seed)
    state = new_state(game.setup, game.roles)
    marked = 0
    for event in game.events:
        apply(state, event)
        assert today_marks(state) == plain_marks(state), state.when
        marked += bool(plain_marks(state))
    assert marked


def test_a_silenced_player_named_at_dawn() -> None:
    """The Enchantress silences at night: the dawn names the player; the next dawn not."""
    scenario = catalog().find_scenario("overpopulated-village")
    names = [f"Player {i}" for i in range(1, 69)]
    game = Game.new(setup_from_scenario(scenario, names, seed=1))
    game.deal()
    state = game.state
    state.phase, state.number = "night", 2
    seat = next(iter(state.alive))
    apply(state, Silence(role="enchantress", target=seat))
    assert state.silence_day == 2
    assert today_marks(state) == plain_marks(state) != []
    state.number = 3
    assert today_marks(state) == plain_marks(state) == []

