"""Suggested role sets for every head count (UW and WW: 5–68; ON: 3–10)."""

from __future__ import annotations

import pytest

from notepad.balance import SuggestionError, suggest
from notepad.balance.suggest import ADVICE_CODES
from notepad.catalog import Catalog, Edition


def problems(suggestion) -> set[str]:
    return {w.code for w in suggestion.warnings} - ADVICE_CODES


@pytest.mark.parametrize("players", range(5, 69))
def test_ultimate_every_head_count(built_in: Catalog, players):
    found = suggest(built_in, "ultimate", players, target="balanced", count=3, seed=1)
    assert len(found) == 3
    assert len({tuple(sorted(s.roles.items())) for s in found}) == 3
    for s in found:
        assert s.cards == players == sum(s.roles.values())
        assert s.roles.get("seer", 0) + s.roles.get("seeress", 0) >= 1
        assert s.roles.get("mason", 0) != 1
        assert "charm" not in s.roles and "moderator" not in s.roles
    best = found[0]
    # Balanced (0) is reachable from 10 players up: the best set hits it, with no problem.
    if players >= 10:
        assert best.balance == 0, best.explanation
        assert problems(best) == set(), best.warnings


@pytest.mark.parametrize("players", range(5, 69))
def test_werwoelfe_every_head_count(built_in: Catalog, players):
    found = suggest(built_in, "werwoelfe", players, target=0, count=2, seed=3)
    for s in found:
        assert s.cards == players
        assert s.roles.get("seer") == 1
        if "red_riding_hood" in s.roles:
            assert "hunter" in s.roles  # WW Guidelines
    # WW Contents: one box holds 25 cards; up to that the box limits hold.
    if players <= 25:
        assert "box-limit" not in {w.code for w in found[0].warnings}
    if 9 <= players <= 24:
        assert abs(found[0].balance) <= 1, found[0].explanation
    if players == 25:  # the whole box, the only set there is: 12 + 7+5+3+3+3+2-2 - 36 = -3
        assert found[0].balance == -3


@pytest.mark.parametrize("players", range(3, 11))
def test_onenight_every_head_count(built_in: Catalog, players):
    found = suggest(built_in, "onenight", players, count=3, seed=2)
    for s in found:
        assert s.cards == players + 3
        assert s.balance is None
        monsters = sum(n for r, n in s.roles.items() if built_in.role("onenight", r).pack)
        assert 1 <= monsters <= 3
        assert problems(s) == set(), s.warnings


def test_onenight_newcomers_only_easy_roles(built_in: Catalog):
    """ON Roles: 'In the first games, play only with levels * and **.'"""
    for s in suggest(built_in, "onenight", 7, target="newcomers", count=3, seed=5):
        assert all((built_in.role("onenight", r).difficulty or 1) <= 2 for r in s.roles)


@pytest.mark.parametrize(("target", "total"), [("newcomers", 5), ("practised", -5), (3, 3)])
def test_targets(built_in: Catalog, target, total):
    """UW Balancing the Game: about +5 for strangers, about −5 for a practised group."""
    assert suggest(built_in, "ultimate", 20, target=target, count=1)[0].balance == total


def test_werwoelfe_bands(built_in: Catalog):
    """WW: newcomers +1 to +3, practised -1 to -3."""
    assert suggest(built_in, "werwoelfe", 12, target="newcomers", count=1)[0].balance in (1, 2, 3)
    assert suggest(built_in, "werwoelfe", 12, target="practised", count=1)[0].balance in (
        -1,
        -2,
        -3,
    )


def test_include_and_exclude(built_in: Catalog):
    found = suggest(
        built_in,
        "ultimate",
        20,
        include=["vampire", "cupid"],
        exclude=["witch", "hunter"],
        count=3,
        seed=9,
    )
    for s in found:
        assert s.roles.get("vampire", 0) >= 1 and s.roles.get("cupid", 0) >= 1
        assert "witch" not in s.roles and "hunter" not in s.roles


def test_include_brings_partners(built_in: Catalog):
    s = suggest(built_in, "werwoelfe", 12, include=["red_riding_hood"], count=1)[0]
    assert s.roles["hunter"] == 1
    s = suggest(built_in, "ultimate", 12, include=["mason"], count=1)[0]
    assert s.roles["mason"] >= 2


def test_deterministic_for_a_seed(built_in: Catalog):
    first = [s.as_dict() for s in suggest(built_in, "ultimate", 30, seed=42)]
    again = [s.as_dict() for s in suggest(built_in, "ultimate", 30, seed=42)]
    other = [s.as_dict() for s in suggest(built_in, "ultimate", 30, seed=43)]
    assert first == again
    assert first != other


def test_explanation_names_the_sum(built_in: Catalog):
    s = suggest(built_in, "werwoelfe", 11, count=1)[0]
    assert s.explanation.startswith("sum +0 (on target) = ")
    assert "Werewolf -" in s.explanation


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"edition": "ultimate", "players": 4}, "5 to 68 players"),
        ({"edition": "onenight", "players": 11}, "3 to 10 players"),
        ({"edition": "ultimate", "players": 10, "include": ["ser"]}, "did you mean 'seer'"),
        ({"edition": "ultimate", "players": 10, "target": "newbies"}, "newcomers"),
        ({"edition": "ultimate", "players": 10, "include": ["seer"], "exclude": ["seer"]}, "both"),
    ],
)
def test_impossible_requests(built_in: Catalog, kwargs, message):
    with pytest.raises(SuggestionError, match=message):
        suggest(built_in, **kwargs)


def test_editions_enum(built_in: Catalog):
    assert suggest(built_in, Edition.WERWOELFE, 8, count=1)[0].cards == 8


@pytest.mark.parametrize("players", [6, 12, 22, 40, 68])
def test_suggestions_with_the_charm_have_one_card_more_than_players(built_in: Catalog, players):
    """UW The Charm: "add it to the deck of roles as an extra card, so there is one more card
    than players"; the Charm's +1 counts in the sum."""
    found = suggest(built_in, "ultimate", players, target="balanced", count=3, seed=2,
                    variants=("charm",))
    for s in found:
        assert s.roles["charm"] == 1
        assert s.cards == sum(s.roles.values()) == players + 1
        assert "card-count" not in {w.code for w in s.warnings}
    if players >= 12:
        assert found[0].balance == 0, found[0].explanation


def test_the_charm_is_an_ultimate_variant(built_in: Catalog):
    with pytest.raises(SuggestionError, match="Charm"):
        suggest(built_in, "werwoelfe", 10, variants=("charm",))


@pytest.mark.parametrize("players", range(5, 12))
def test_werwoelfe_adds_characters_only_above_eight_players(built_in: Catalog, players):
    """WW Guidelines: "Every game should include some werewolves, some villagers, and the Seer.
    If more than 8 players are taking part, further characters can be added"."""
    found = suggest(built_in, "werwoelfe", players, target=0, count=2, seed=5)
    characters = [set(s.roles) - {"werewolf", "villager", "seer"} for s in found]
    assert all({"werewolf", "villager", "seer"} <= set(s.roles) for s in found)
    if players <= 8:
        assert characters == [set()] * len(found)
    else:
        assert any(characters)


def test_including_the_charm_is_the_charm_variant(built_in: Catalog):
    """Ultimate, Rule Variants — The Charm: "add it to the deck of roles as an extra card, so
    there is one more card than players": `--include charm` deals it as the extra card, not
    as one of the players' cards, so no set is a card short of its own warning."""
    for s in suggest(built_in, "ultimate", 16, count=3, seed=1, include=["charm"]):
        assert s.roles["charm"] == 1
        assert s.cards == sum(s.roles.values()) == 17
        assert "card-count" not in {w.code for w in s.warnings}
