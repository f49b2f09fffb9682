"""The deal works out each role's potions once, at its first card (engine/apply.py,
`_cards_dealt`, issue 14): the potions after the deal must be what asking every seat's role
gives, for every scenario of the catalogue, with the variants that change them."""

from __future__ import annotations

import pytest

from notepad.catalog import catalog
from notepad.engine.apply import apply, starting_potions
from notepad.engine.setup import deal, setup_from_scenario
from notepad.engine.state import new_state

SCENARIOS = [s for edition, found in catalog().scenarios.items() if edition.value != "onenight"
             for s in found.values()]


@pytest.mark.parametrize("variants", [[], ["sorcerer-two-spells", "witch-one-ability"]])
@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.id)
def test_the_deal_gives_every_role_its_potions(scenario, variants) -> None:  # type: ignore[no-untyped-def]
    roles = catalog().edition_roles(scenario.edition.value)
    names = [f"Player {i}" for i in range(1, (scenario.players or 8) + 1)]
    try:
        setup = setup_from_scenario(scenario, names, variants=variants, seed=3)
        dealt = deal(setup, roles)
    except ValueError:
        pytest.skip("not dealt with these seats")
    state = new_state(setup, roles)
    apply(state, dealt)
    every_seat = {}
    for role_id in dealt.cards:  # the plain way: each seat's role asked in turn
        potions = starting_potions(state, role_id)
        if potions and role_id not in every_seat:
            every_seat[role_id] = potions
    assert state.potions == every_seat
    if scenario.id == "overpopulated-village":  # the Witch's and the Sorcerer's, at least
        assert {"witch", "sorcerer"} <= set(state.potions)
