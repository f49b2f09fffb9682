"""A generated set (a suggestion, a village of a split) holds no role whose rules are a
scenario's own (issue 29, item 12)."""

from __future__ import annotations

from notepad.balance.suggest import suggest
from notepad.catalog import Catalog
from notepad.villages.split import split_group


def test_no_generated_set_holds_the_werewolf_witch(built_in: Catalog) -> None:
    """Ultimate, Scenarios — Village of Visions: "A Werewolf with a Witch's abilities has
    appeared in a tiny village. In this scenario, the Seer doesn't check a player on the
    first night — instead, the Werewolf-Witch does." The role and its rule are the
    scenario's: a generated set never deals it (there it slept apart from the pack and the
    Seer was never called on night 1)."""
    for players, seed in ((8, 1), (11, 2), (29, 0), (32, 1), (47, 0), (68, 2)):
        for found in suggest(built_in, "ultimate", players, count=3, seed=seed):
            assert "werewolf_witch" not in found.roles, (players, seed)
    for village in split_group(built_in, "ultimate", 60, 3, seed=1):
        assert "werewolf_witch" not in village.roles
