"""What the engine keeps or builds in part for speed (DESIGN.md, Budget) must always equal
what it would work out afresh, after every event of scripted games:

- tonight's night script is kept across the events that cannot change it
  (`GameState.script`, `night_script.SCRIPT_NEUTRAL`), and the validator asks for one call per
  action, built alone when nothing is kept (`night_script.call_for`): both must equal a freshly
  built script, on every variant that moves a call (Martyr at night, reveals, the Charm, the
  Vampires);
- the win check's census of the living by side and pack (`GameState.census`) is kept up to
  date by each death and dropped when a player changes team (the Cursed, the Minion, the
  Doppelganger, the Drunk, Fateful Dice 2)."""

from __future__ import annotations

import pytest
from engine_helpers import NAMES, ultimate_ready
from scenario_play import play_to_end

from notepad.catalog import Edition, catalog
from notepad.engine.apply import apply
from notepad.engine.game import Game
from notepad.engine.night_script import build_night_script, call_for, night_script
from notepad.engine.setup import setup_from_scenario
from notepad.engine.state import GameState, new_state


def fresh_census(state: GameState) -> list[int]:
    kept, state.counts = state.counts, None
    try:
        return state.census()
    finally:
        state.counts = kept


def assert_derived_match(state: GameState) -> None:
    assert state.census() == fresh_census(state), state.when
    for night in (state.number, state.number + 1):
        fresh = build_night_script(state, night)
        roles = [*state.roles, "no_such_role"]
        wanted = {r: next((c for c in fresh if c.role == r), None) for r in roles}
        kept, state.script = state.script, None  # one call built alone
        for role_id in roles:
            assert call_for(state, role_id, night) == wanted[role_id], (state.when, role_id)
        state.script = kept  # the script kept across the events since it was built
        assert night_script(state, night) == fresh, (state.when, night)
        for role_id in roles:
            assert call_for(state, role_id, night) == wanted[role_id], (state.when, role_id)
    for player in state.players.values():  # the role index the calls are built from
        assert not state.dealt or player.seat in state.by_role.get(player.role, [])


GAMES = [
    ("ultimate", "overpopulated-village", ["reveal-none"], 3),
    ("ultimate", "overpopulated-village", ["charm", "martyr-night", "reveal-full"], 4),
    ("ultimate", "vampire-village", ["reveal-team"], 5),
    ("ultimate", "village-of-visions", [], 6),
    ("ultimate", "village-in-chaos", ["fateful-dice"], 8),
    ("ultimate", "village-of-unspeakable-deeds", ["fateful-dice", "reveal-team"], 9),
    ("werwoelfe", "example-11", [], 7),
]


@pytest.mark.parametrize(("edition", "scenario_id", "variants", "seed"), GAMES)
def test_kept_values_equal_fresh_ones_after_every_event(
    edition: str, scenario_id: str, variants: list[str], seed: int
) -> None:
    if edition == "ultimate" and not ultimate_ready():
        pytest.skip("roles/ultimate.toml has not landed yet")
    known = catalog().scenarios[Edition(edition)]
    if scenario_id not in known:
        pytest.skip(f"no scenario {scenario_id}")
    scenario = catalog().find_scenario(scenario_id, edition)
    players = scenario.players or 11
    names = [NAMES[i] if i < len(NAMES) else f"Player {i + 1}" for i in range(players)]
    setup = setup_from_scenario(scenario, names, variants=variants, seed=seed)
    game = Game.new(setup)
    game.deal()
    play_to_end(game, seed=seed)
    state = new_state(game.setup, game.roles)
    assert_derived_match(state)
    for event in game.events:
        apply(state, event)
        assert_derived_match(state)
    assert state == game.state
