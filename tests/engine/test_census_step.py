"""The census counts a player in and out (`Census.add`, `Census.remove`) by moving only the
counts the player is in (`Census._count`, issue 14); `GameState.classify` says which, from
`pack_of` and `team_of`. Every role of the catalogue, bitten or turned Vampire or chosen as a
pack's Minion or none, with and without "minion-with-vampires": counted in, the census is the
player's classification; counted out, its negation."""

from __future__ import annotations

import itertools

import pytest
from engine_helpers import make_setup

from notepad.catalog import catalog
from notepad.engine.census import Census
from notepad.engine.players import Player
from notepad.engine.state import GameState, new_state


def _counts(census: Census) -> tuple[int, int, int, int, int, int]:
    return (census.living, census.wolves, census.vampires, census.lone, census.wolf_side,
            census.vampire_side)


def _state(variants: tuple[str, ...]) -> GameState:
    return new_state(make_setup("ultimate", ["villager", "werewolf", "vampire"], variants),
                     catalog().edition_roles("ultimate"))


@pytest.mark.parametrize("variants", [(), ("minion-with-vampires",)])
def test_counted_in_and_out_as_classified(variants: tuple[str, ...]) -> None:
    state = _state(variants)
    kinds = itertools.product(sorted(state.roles), (False, True), (False, True),
                              (False, True), ("", "werewolves", "vampires"))
    for role, bitten, vampire, minion, minion_pack in kinds:
        player = Player(seat=1, name="Ann", role=role, bitten=bitten, vampire=vampire,
                        minion=minion, minion_pack=minion_pack)
        classified = state.classify(player)
        counted_in, counted_out = Census(), Census()
        counted_in.add(player, state)
        counted_out.remove(player, state)
        assert _counts(counted_in) == (1, *classified), (role, bitten, vampire, minion)
        assert _counts(counted_out) == (-1, *(-n for n in classified)), (role, bitten)


def test_every_killing_side_is_seen() -> None:
    """The kinds above reach each count: a census test that never moved one proves little."""
    state = _state(())
    seen = [0] * 5
    for role in state.roles:
        for bitten, vampire in ((False, False), (True, False), (False, True)):
            classified = state.classify(Player(seat=1, name="Ann", role=role, bitten=bitten,
                                               vampire=vampire))
            seen = [a + b for a, b in zip(seen, classified, strict=True)]
    assert all(seen)
