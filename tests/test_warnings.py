"""Each setup warning, with the rulebook passage that asks for it."""

from __future__ import annotations

from notepad.balance import RoleSet, assess
from notepad.balance.warnings import usual_werewolves
from notepad.catalog import Catalog, Edition


def warn(catalog: Catalog, edition, players, roles, variants=()) -> dict[str, str]:
    result = assess(RoleSet(Edition(edition), players, roles, tuple(variants)), catalog)
    return {w.code: w.message for w in result.warnings}


BASIC = {"seer": 1, "werewolf": 2, "villager": 7}


def test_basic_set_has_no_warning(built_in):
    assert warn(built_in, "ultimate", 10, BASIC) == {}


def test_no_seer_and_no_werewolf(built_in):
    """UW Role/Werewolf Count Variants: 'at least one Seer and one Werewolf'."""
    found = warn(built_in, "ultimate", 10, {"villager": 10})
    assert {"no-seer", "no-werewolf"} <= set(found)


def test_no_plain_villagers(built_in):
    """UW Composing Your Own Scenarios: 'Always include ordinary Villagers.'"""
    assert "no-plain-villagers" in warn(
        built_in, "ultimate", 3, {"seer": 1, "werewolf": 1, "witch": 1}
    )


def test_card_count(built_in):
    found = warn(built_in, "ultimate", 11, BASIC)
    assert "10 cards for 11 players" in found["card-count"] and "add 1" in found["card-count"]


def test_charm_needs_one_more_card(built_in):
    """UW The Charm: 'add it ... as an extra card, so there is one more card than players'."""
    assert "card-count" not in warn(built_in, "ultimate", 10, {**BASIC, "charm": 1})
    assert "card-count" in warn(built_in, "ultimate", 11, {**BASIC, "charm": 1})


def test_onenight_needs_players_plus_three(built_in):
    """ON Setup: 'There must always be 3 more role cards in the game than there are players.'"""
    roles = {"werewolf": 2, "seer": 1, "robber": 1, "villager": 2}
    assert "card-count" not in warn(built_in, "onenight", 3, roles)
    assert "needs 7 (players + 3)" in warn(built_in, "onenight", 4, roles)["card-count"]


def test_red_riding_hood_without_hunter(built_in):
    """WW Guidelines: 'Red Riding Hood should only play if the Hunter is also playing.'"""
    roles = {"seer": 1, "werewolf": 2, "villager": 5, "red_riding_hood": 1}
    assert "Hunter" in warn(built_in, "werwoelfe", 9, roles)["needs-role"]
    assert "needs-role" not in warn(built_in, "werwoelfe", 10, {**roles, "hunter": 1})


def test_medium_without_evil_special(built_in):
    """UW Medium: 'Be sure to add at least one evil special role'."""
    roles = {"seer": 1, "werewolf": 2, "villager": 6, "medium": 1}
    assert "medium-without-evil-special" in warn(built_in, "ultimate", 10, roles)
    evil = {**roles, "villager": 5, "sorceress": 1}
    assert "medium-without-evil-special" not in warn(built_in, "ultimate", 10, evil)


def test_fool_and_pacifist_at_random(built_in):
    """UW Fool/Pacifist: 'Both ... should be added to the deck at random.'"""
    found = warn(built_in, "ultimate", 10, {**BASIC, "villager": 5, "fool": 1, "pacifist": 1})
    assert "at-random" in found


def test_special_ratio(built_in):
    """UW Composing Your Own Scenarios: about 1:1 under 15 players; 3:1 or higher as it grows."""
    small = {"seer": 1, "werewolf": 2, "hunter": 1, "villager": 9}
    assert "special-ratio" in warn(built_in, "ultimate", 13, small)
    # The basic game of UW Game Setup (Seer, Werewolves, Villagers) follows its own table.
    assert "special-ratio" not in warn(
        built_in, "ultimate", 12, {"seer": 1, "werewolf": 3, "villager": 8}
    )
    large = {"seer": 1, "werewolf": 5, "hunter": 1, "villager": 23}
    assert "towards 3:1" in warn(built_in, "ultimate", 30, large)["special-ratio"]


def test_vampires_and_werewolves_against_usual_count(built_in):
    """UW Vampire: 'the combined number of Vampires and Werewolves should equal the number of
    Werewolves in a normal game' (UW Game Setup: 3 for 12–15 players)."""
    roles = {"seer": 1, "werewolf": 3, "vampire": 3, "villager": 8}
    assert "monster-count" in warn(built_in, "ultimate", 15, roles)
    fine = {"seer": 1, "werewolf": 1, "vampire": 2, "villager": 11}
    assert "monster-count" not in warn(built_in, "ultimate", 15, fine)


def test_usual_werewolves_table():
    """UW Game Setup: 1 for 6–8 players; 2 for 9–11; 3 for 12–15."""
    assert [usual_werewolves(n) for n in (6, 8, 9, 11, 12, 15)] == [
        (1, 1),
        (1, 1),
        (2, 2),
        (2, 2),
        (3, 3),
        (3, 3),
    ]
    low, high = usual_werewolves(50)
    assert low <= 8 <= high  # Village of Unspeakable Deeds: 8 Werewolves for 50


def test_masons_in_pairs(built_in):
    assert "needs-pair" in warn(built_in, "ultimate", 10, {**BASIC, "villager": 6, "mason": 1})


def test_box_limit(built_in):
    """WW Contents: 6 Werewolves, 12 Villagers (6 male, 6 female), 1 of each other card."""
    roles = {"seer": 1, "werewolf": 7, "villager": 12}
    assert "box has only 6" in warn(built_in, "werwoelfe", 20, roles)["box-limit"]


def test_ultimates_box_holds_one_of_each_special_card(built_in):
    """Issue 32: the Ultimate rulebook prints no count per card ("80 role cards (3 blank)",
    Contents), but "There are two Seer cards, one for each sex" (Role Cards — Seer/Seeress),
    a second copy of a card is written on a blank one ("duplicate existing cards if you're
    running two or more games at once", Role Cards — Other Cards: Blank Role Cards), and
    Overpopulated Village, which "doesn't get any bigger" (Scenarios), holds each special
    card once: so one of each, and no count for the Villagers, Werewolves, Masons and
    Vampires it holds several of."""
    roles = built_in.edition_roles("ultimate")
    biggest = built_in.find_scenario("overpopulated-village", Edition.ULTIMATE).roles_for(68)
    assert biggest is not None
    singles = {r for r, n in biggest.items() if n == 1 and r != "minion"}  # the Minion: no card
    assert len(singles) == 33 and {roles[r].max_count for r in singles} == {1}
    assert {r for r, n in biggest.items() if n > 1} == {"villager", "werewolf", "mason",
                                                          "vampire"}
    assert all(roles[r].max_count is None for r in ("villager", "werewolf", "mason", "vampire"))
    assert sum(biggest.values()) <= 80 - 3  # the printed cards hold the biggest village
    found = warn(built_in, "ultimate", 12, {**BASIC, "villager": 5, "old_hag": 2})
    assert found["box-limit"] == "2 × Old Hag, but the box has only 1."


def test_onenight_three_werewolf_limit(built_in):
    """ON Anarchy: 'a maximum of 3 werewolves or vampires'."""
    roles = {"werewolf": 2, "sight_wolf": 1, "dream_wolf": 1, "seer": 1, "villager": 2}
    assert warn(built_in, "onenight", 4, roles)["onenight-monster-limit"] == (
        "4 werewolf cards: One Night allows at most 3 werewolves.")  # it said '3 werewolfs'
    roles = {"vampire": 2, "the_count": 1, "the_master": 1, "seer": 1, "villager": 2}
    assert warn(built_in, "onenight", 4, roles)["onenight-monster-limit"] == (
        "4 vampire cards: One Night allows at most 3 vampires.")


def test_onenight_role_advice(built_in):
    """ON Freemason (only together), Renfield (only with vampires), Insomniac (only with a
    card mover), Bodyguard (5+ players), Alpha Wolf (extra card), Curator (artifacts)."""
    roles = {
        "werewolf": 2,
        "freemason": 1,
        "renfield": 1,
        "insomniac": 1,
        "bodyguard": 1,
        "alpha_wolf": 1,
        "curator": 1,
    }
    found = warn(built_in, "onenight", 5, roles)
    assert {
        "needs-pair",
        "needs-role",
        "too-few-players",
        "alpha-wolf-extra-card",
        "curator-artifacts",
    } <= set(found)
    assert "Bite of the Vampire" in found["curator-artifacts"]


def test_onenight_insomniac_without_card_mover(built_in):
    roles = {"werewolf": 2, "seer": 1, "insomniac": 1, "villager": 3}
    assert "Robber" in warn(built_in, "onenight", 4, roles)["needs-role"]


def test_unknown_role_in_a_set(built_in):
    assert "did you mean 'seer'" in warn(built_in, "ultimate", 1, {"ser": 1})["unknown-role"]


def test_role_card_variant_advice(built_in):
    """UW Role Cards — Medium, alternate variant: "This variant should only be used if the game
    includes a large number of non-Villager roles (at least three in addition to the
    Werewolves)"; Priest, alternate variant: "only used in games without role reveals"."""
    medium = {"medium": 1, "seer": 1, "werewolf": 2, "sorceress": 1, "villager": 6}
    found = warn(built_in, "ultimate", 11, medium, ["medium-villager-team"])
    assert "this set has 1" in found["medium-variant-few-roles"]
    enough = {**medium, "tanner": 1, "cult_leader": 1, "villager": 4}
    assert "medium-variant-few-roles" not in warn(built_in, "ultimate", 11, enough,
                                                  ["medium-villager-team"])
    assert "medium-variant-few-roles" not in warn(built_in, "ultimate", 11, medium)
    priest = {"priest": 1, "seer": 1, "werewolf": 2, "villager": 6}
    assert "priest-variant-with-reveals" in warn(built_in, "ultimate", 10, priest,
                                                 ["priest-sees-dead"])
    assert "priest-variant-with-reveals" not in warn(built_in, "ultimate", 10, priest,
                                                     ["priest-sees-dead", "reveal-none"])


def test_cupid_as_an_extra_card_needs_one_more_card(built_in):
    """UW Role Cards — Cupid, alternate variant 1: "add Cupid as an extra card"."""
    roles = {"cupid": 1, "seer": 1, "werewolf": 2, "villager": 7}
    assert "card-count" in warn(built_in, "ultimate", 10, roles)
    assert "card-count" not in warn(built_in, "ultimate", 10, roles, ["cupid-extra-card"])


def test_the_basic_game_has_the_rulebooks_werewolf_count(built_in):
    """UW Game Setup: "1 Seer/Seeress, Werewolf cards (1 for 6–8 players; 2 for 9–11; 3 for
    12–15), and 1 Villager card for each of the remaining players"."""
    def codes(players: int, wolves: int) -> set[str]:
        roles = {"seer": 1, "werewolf": wolves, "villager": players - 1 - wolves}
        return {w.code for w in assess(RoleSet(Edition.ULTIMATE, players, roles), built_in)
                .warnings}

    assert "basic-werewolves" not in codes(8, 1) | codes(9, 2) | codes(15, 3) | codes(20, 4)
    assert "basic-werewolves" in codes(8, 2) and "basic-werewolves" in codes(12, 2)


def test_no_basic_game_warning_for_an_empty_set_or_one_without_werewolves(built_in):
    for roles in ({}, {"seer": 1, "villager": 9}):
        found = assess(RoleSet(Edition.ULTIMATE, 10, roles), built_in).warnings
        assert "basic-werewolves" not in {w.code for w in found}


def test_a_card_less_role_is_not_mixed_in_with_the_villagers(built_in):
    """UW Rule Variants — Role/Werewolf Count Variants: "mix those roles/Werewolves in with the
    Villagers" — cards; Role Cards — Minion: "No card is normally needed for this role" (its
    card only in the alternate variant). The builder warns as the deal refuses."""
    roles = {"seer": 1, "werewolf": 2, "minion": 1, "villager": 7}

    def found(variants: tuple[str, ...]) -> dict[str, str]:
        result = assess(RoleSet(Edition.ULTIMATE, 10, roles, ("count-variants", *variants),
                                maybe={"minion": 1}), built_in)
        return {w.code: w.message for w in result.warnings}

    assert "no Minion card in this game" in found(()).get("count-variants", "")
    assert "count-variants" not in found(("minion-card",))
