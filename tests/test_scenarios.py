"""Every built-in scenario: its head count and balance sum as printed, and the problems the
rulebooks' own lists have (kept as printed, reported by `balance`)."""

from __future__ import annotations

import pytest

from notepad.balance import RoleSet, assess
from notepad.catalog import Catalog, Edition

# UW Scenarios: the head count in parentheses; the sum computed from the UW Role Cards values.
ULTIMATE = {
    "village-of-visions": (5, 4),
    "village-of-judgment": (9, 1),
    "village-of-uncertainty": (10, 5),
    "village-of-retribution": (11, 3),
    "small-village-big-secrets": (15, 1),
    "classic-werewolf-village": (16, 3),
    "village-in-chaos": (21, -7),
    "village-of-pain": (22, -2),
    "village-of-tranquility": (22, -5),
    "village-of-voices": (20, -1),
    "village-without-a-seer": (22, -1),
    "vampire-village": (27, -7),
    "the-village-corporation": (33, 2),
    "big-village-small-secrets": (35, -30),
    "tourist-trap": (40, -8),
    "village-of-unspeakable-deeds": (50, 6),
    "overpopulated-village": (68, -21),
}


def codes(catalog: Catalog, scenario, players=None) -> set[str]:
    players = players or scenario.players or scenario.player_range[0]
    roles = scenario.roles_for(players)
    result = assess(RoleSet(scenario.edition, players, roles, tuple(scenario.variants)), catalog)
    return {w.code for w in result.warnings}


def test_all_seventeen_ultimate_scenarios(built_in: Catalog):
    assert set(built_in.scenarios[Edition.ULTIMATE]) == set(ULTIMATE)


@pytest.mark.parametrize(("scenario_id", "expected"), ULTIMATE.items())
def test_ultimate_scenario_players_and_sum(built_in: Catalog, scenario_id, expected):
    scenario = built_in.scenarios[Edition.ULTIMATE][scenario_id]
    players, total = expected
    result = assess(RoleSet(Edition.ULTIMATE, players, scenario.roles_for()), built_in)
    assert (scenario.players, result.cards, result.balance) == (players, players, total)
    assert scenario.story


def test_werwoelfe_example_sums_to_zero(built_in: Catalog):
    """WW Example Composition for 11 Players: 'Sum of all character values: 0'."""
    scenario = built_in.find_scenario("example-11")
    result = assess(RoleSet(Edition.WERWOELFE, 11, scenario.roles_for()), built_in)
    assert (result.cards, result.balance, result.band, result.warnings) == (11, 0, "balanced", [])


def test_village_without_a_seer_is_reported(built_in: Catalog):
    """UW Role/Werewolf Count Variants: 'the game must have at least one Seer'; the scenario
    of that name breaks it on purpose, and balance says so."""
    assert "no-seer" in codes(built_in, built_in.find_scenario("village-without-a-seer"))


def test_apprentice_seer_counts_as_seer_in_tranquility(built_in: Catalog):
    """UW Scenarios, Village of Tranquility: 'The Apprentice Seer counts as a full Seer'."""
    assert "no-seer" not in codes(built_in, built_in.find_scenario("village-of-tranquility"))


def test_big_village_small_secrets_has_too_many_monsters(built_in: Catalog):
    """UW Vampire: Vampires + Werewolves should equal a normal game's Werewolves; Big
    Village, Small Secrets has 7 werewolves + 3 vampires for 35 players."""
    assert "monster-count" in codes(built_in, built_in.find_scenario("big-village-small-secrets"))


# ON: every line must come to players + 3 (Setup). The rulebook misprints two lines.
def onenight_lines(catalog: Catalog):
    for scenario in catalog.scenarios[Edition.ONENIGHT].values():
        for line in scenario.line:
            yield scenario, line


def test_onenight_scenarios_present(built_in: Catalog):
    scenarios = built_in.scenarios[Edition.ONENIGHT]
    assert len(scenarios) == 31  # 16 + 9 + 5 named scenarios, and Anarchy
    assert scenarios["anarchy"].random_draw
    assert sum(len(s.line) for s in scenarios.values()) == 132


def test_onenight_card_count_of_every_line(built_in: Catalog):
    bad = [
        (scenario.id, line.players)
        for scenario, line in onenight_lines(built_in)
        if sum(line.roles.values()) != line.players + 3
    ]
    # ON Scenarios, A Fearsome Opponent: 5 cards for 3 players and 6 for 4, as printed.
    assert bad == [("a-fearsome-opponent", 3), ("a-fearsome-opponent", 4)]
    for scenario_id, players in bad:
        assert "card-count" in codes(built_in, built_in.find_scenario(scenario_id), players)


def test_onenight_plus_lines_read_from_the_first_line(built_in: Catalog):
    """ON Scenarios, The First Night: '5 players: + Villager + The Thing' adds to the
    3-player line (8 cards), not to the 4-player line."""
    scenario = built_in.find_scenario("the-first-night")
    assert scenario.roles_for(5) == {
        "werewolf": 1,
        "sight_wolf": 1,
        "seer": 1,
        "robber": 1,
        "goblin": 1,
        "villager": 2,
        "the_thing": 1,
    }


def test_evil_transformations_breaks_the_werewolf_limit(built_in: Catalog):
    """ON Anarchy: 'a maximum of 3 werewolves or vampires'; Evil Transformations prints Alpha
    Wolf, Sight Wolf, Dream Wolf and, from 5 players, a Werewolf."""
    scenario = built_in.find_scenario("evil-transformations")
    assert "onenight-monster-limit" not in codes(built_in, scenario, 3)
    assert "onenight-monster-limit" in codes(built_in, scenario, 5)


def test_onenight_advice_broken_by_printed_lines(built_in: Catalog):
    """ON Bodyguard: 'only if you are at least 5 players' — Horror Awakens has him at 4;
    Freemason: 'only from 7 players' — Secret Companions has them at 6."""
    assert "too-few-players" in codes(built_in, built_in.find_scenario("horror-awakens"), 4)
    assert "too-few-players" in codes(built_in, built_in.find_scenario("secret-companions"), 6)


def test_vampire_village_counts_the_minion_with_the_vampires(built_in: Catalog):
    # Scenarios — Vampire Village: "The Minion belongs to the Vampire team, while the Sorceress
    # teams up with the Werewolf." 4 Vampires and the Minion; 1 Werewolf and the Sorceress.
    scenario = built_in.find_scenario("vampire-village")
    result = assess(
        RoleSet(Edition.ULTIMATE, 27, dict(scenario.roles), tuple(scenario.variants)), built_in
    )
    assert result.team_totals["vampire"] == 5 and result.team_values["vampire"] == 4 * -8 - 6
    assert result.team_totals["werewolf"] == 2 and result.team_values["werewolf"] == -6 - 3
    # Without the scenario's rule the Minion is the Werewolves' (Role Cards — Minion).
    plain = assess(RoleSet(Edition.ULTIMATE, 27, dict(scenario.roles)), built_in)
    assert plain.team_totals["werewolf"] == 3 and plain.team_totals["vampire"] == 4
