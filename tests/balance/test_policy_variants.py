"""The simulated players keep the variants' own limits (found by the invariant harness of
issue 29, tests/invariants/): the engine refused their actions and the game stopped.

- "The Bandit chooses four players" in the Bandit's four-player variant, not two (Ultimate,
  Role Cards — Bandit).
- The Bodyguard "can't protect the same player more than once per game" in the variant
  (Role Cards — Bodyguard): the policy guarded a player a second time.
- A player who lost their abilities to Fateful Dice 12 passes (the harness rolls the dice).
"""

from __future__ import annotations

import random

import pytest

from notepad.balance.simulate import END_RULES, Simulation, game_rng, play_game
from notepad.balance.simulate.policies.night import answer
from notepad.balance.simulate.policies.village import Village
from notepad.engine import events as ev
from notepad.engine.game import Game


@pytest.mark.parametrize(("variant", "roles"), [
    ("bandit-four", {"bandit": 1, "werewolf": 2, "seer": 1, "villager": 8}),
    ("bodyguard-once-per-player", {"bodyguard": 1, "werewolf": 2, "seer": 1, "villager": 8}),
])
def test_the_policies_play_the_variant_to_its_end(variant, roles):
    sim = Simulation.from_roles("ultimate", roles, variants=[variant], skill=0.5)
    for index in range(40):
        result = play_game(sim.setup, sim.roles, game_rng(29, index), sim.skill,
                           END_RULES[sim.end], max_nights=30)
        assert result.winners


def test_a_player_who_lost_their_abilities_passes():
    """Fateful Dice 12: the Werewolves' victim "doesn't die, but loses their abilities" (Rule
    Variants — Daytime Twists): the simulated Seer who lost them checks nobody (the
    validator's `lost-abilities` refused the check and the game stopped)."""
    sim = Simulation.from_roles("ultimate", {"seer": 1, "werewolf": 2, "villager": 6},
                                variants=["fateful-dice"])
    game = Game(sim.setup, sim.roles)
    game.deal()
    game.record(ev.NightFalls())
    game.record(ev.DiceRolled(dice=[6, 6]))
    seer = game.state.holders("seer")[0]
    seer.lost_abilities = True
    call = next(c for c in game.night_script() if c.role == "seer")
    action = answer("check", game.state, call, Village(skill=0.5), random.Random(1))
    assert isinstance(action, ev.Passed)
