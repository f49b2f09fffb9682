"""The simulated players keep the variants' own limits (found by the invariant harness of
issue 29, tests/invariants/): the engine refused their actions and the game stopped.

- "The Bandit chooses four players" in the Bandit's four-player variant, not two (Ultimate,
  Role Cards — Bandit).
- The Bodyguard "can't protect the same player more than once per game" in the variant
  (Role Cards — Bodyguard): the policy guarded a player a second time.
"""

from __future__ import annotations

import pytest

from notepad.balance.simulate import END_RULES, Simulation, game_rng, play_game


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
