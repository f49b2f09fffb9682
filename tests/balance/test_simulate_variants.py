"""The simulator plays the variants that change who wins (issue 13): the Role/Werewolf Count
Variants' discards (drawn by the engine's deal, a different draw in every game) and Role Swap
(the pairs chosen ahead, made on the second night)."""

from __future__ import annotations

import random

from notepad.balance.simulate import Simulation, estimate
from notepad.balance.simulate.table import EngineTable
from notepad.balance.simulate.variants import planned_swaps
from notepad.catalog import catalog
from notepad.engine import events as ev

KNOWN = catalog().edition_roles("ultimate")
SET = {"werewolf": 2, "seer": 1, "villager": 7}


def test_the_head_count_leaves_out_the_discards() -> None:
    """"randomly discard as many cards as … you added": 11 cards, 1 mixed in, 10 players."""
    sim = Simulation.from_roles("ultimate", {**SET, "werewolf": 3}, variants=["count-variants"],
                                maybe={"werewolf": 1})
    assert sim.players == 10


def test_each_simulated_game_draws_its_own_discards() -> None:
    """One more Werewolf mixed in with seven Villagers: some games deal three Werewolves, most
    two; the Werewolves win more often than with two for certain, less than with three."""
    maybe = Simulation.from_roles("ultimate", {**SET, "werewolf": 3},
                                  variants=["count-variants"], maybe={"werewolf": 1})
    wolves = {}
    for dealt_wolves in (2, 3):
        roles = {**SET, "werewolf": dealt_wolves, "villager": 10 - 1 - dealt_wolves}
        wolves[dealt_wolves] = estimate(Simulation.from_roles("ultimate", roles), 300, seed=3,
                                        workers=1).win_rate()["werewolf"]
    mixed = estimate(maybe, 300, seed=3, workers=1).win_rate()["werewolf"]
    assert wolves[2] < mixed < wolves[3]


def test_the_swaps_chosen_ahead_are_made_on_the_second_night() -> None:
    sim = Simulation.from_roles("ultimate", {**SET, "sorceress": 1, "villager": 6},
                                variants=["role-swap"], role_swaps=[("werewolf", "sorceress")])
    table = EngineTable(sim.setup, KNOWN, seed=5)
    table.deal()
    table.record(ev.NightFalls())
    assert planned_swaps(table.state, random.Random(1)) == []  # not on the first night
    for call in table.night_script():
        table.record(ev.Passed(role=call.role))
    table.record(ev.Dawn())
    table.record(ev.NightFalls())
    swaps = planned_swaps(table.state, random.Random(1))
    assert len(swaps) == 1
    first, second = (table.state.players[s].role for s in swaps[0].targets)
    assert {first, second} == {"werewolf", "sorceress"}
    table.record(swaps[0])  # a legal action: the engine's validator lets it through
    # A whole run with the swap: every action legal (IllegalAction would stop it).
    assert estimate(sim, 100, seed=2, workers=1).games == 100


def test_a_swap_with_the_minion_the_pack_chose() -> None:
    """Role Swap names the Minion among the roles a Werewolf may be swapped into; in the main
    rule the Minion has no card (Role Cards — Minion): the simulator finds the player the pack
    chose, and every simulated game stays legal."""
    sim = Simulation.from_roles("ultimate", {**SET, "minion": 1, "villager": 6},
                                variants=["role-swap"], role_swaps=[("werewolf", "minion")])
    table = EngineTable(sim.setup, KNOWN, seed=5)
    table.deal()
    table.record(ev.NightFalls())
    chosen = next(p.seat for p in table.state.living() if p.role == "villager")
    for call in table.night_script():
        table.record(ev.MinionChosen(target=chosen) if "minion" in call.record
                     else ev.Passed(role=call.role))
    table.record(ev.Dawn())
    table.record(ev.NightFalls())
    swaps = planned_swaps(table.state, random.Random(1))
    assert len(swaps) == 1 and chosen in swaps[0].targets
    table.record(swaps[0])
    assert estimate(sim, 100, seed=2, workers=1).games == 100
