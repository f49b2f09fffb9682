"""The role catalogue against the rulebooks (cited by title and section).

UW = Ultimate Werewolf: Ultimate Edition, WW = Werwölfe, ON = One Night Ultimate Werewolf:
Epic Battle.
"""

from __future__ import annotations

import pytest

from notepad.catalog import Catalog, Edition
from notepad.catalog.models import wake_code_key


@pytest.mark.parametrize(
    ("role_id", "value", "team", "wakes"),
    [
        # UW Role Cards: the value in parentheses after each name.
        ("seer", 7, "village", "every_night"),
        ("witch", 4, "village", "every_night"),
        ("cupid", -3, "village", "first_night"),
        ("werewolf", -6, "werewolf", "every_night"),
        ("wolf_cub", -8, "werewolf", "every_night"),
        ("vampire", -8, "vampire", "every_night"),
        ("minion", -6, "werewolf", "never"),
        ("lone_wolf", -5, "lone_wolf", "every_night"),
        ("apprentice_seer", 4, "village", "once_active"),
        ("doppelganger", -2, "village", "first_night_and_once_active"),
        ("drunk", -3, "village", "from_night"),
        ("elder", 0, "village", "never"),
        ("cult_leader", 1, "cult", "every_night"),
        ("tanner", 1, "tanner", "never"),
        ("bandit", 0, "bandit", "first_night"),
        ("charm", 1, "none", "every_night"),
        ("moderator", 0, "none", "never"),
    ],
)
def test_ultimate_role_values(built_in: Catalog, role_id, value, team, wakes):
    role = built_in.role("ultimate", role_id)
    assert (role.value, role.team.value, role.wakes.value) == (value, team, wakes)


@pytest.mark.parametrize(
    ("role_id", "value"),
    # WW Character Values: Cupid -2, Mayor +2, Villager +1, Healer +3, Witch +5, Hunter +3,
    # Red Riding Hood +3, Seer +7, Werewolf -6.
    [
        ("cupid", -2),
        ("mayor", 2),
        ("villager", 1),
        ("healer", 3),
        ("witch", 5),
        ("hunter", 3),
        ("red_riding_hood", 3),
        ("seer", 7),
        ("werewolf", -6),
    ],
)
def test_werwoelfe_character_values(built_in: Catalog, role_id, value):
    assert built_in.role("werwoelfe", role_id).value == value


def test_editions_never_share_numbers(built_in: Catalog):
    """README trap: the Werwölfe Witch is +5 and Cupid -2; the Ultimate Witch +4, Cupid -3."""
    assert built_in.role("werwoelfe", "witch").value == 5
    assert built_in.role("ultimate", "witch").value == 4
    assert built_in.role("werwoelfe", "cupid").value == -2
    assert built_in.role("ultimate", "cupid").value == -3


def test_every_edition_has_all_its_roles(built_in: Catalog):
    # WW Contents: 9 characters (male and female Villager share a role).
    assert len(built_in.roles[Edition.WERWOELFE]) == 9
    # ON Roles (in alphabetical order): 30 roles.
    assert len(built_in.roles[Edition.ONENIGHT]) == 30
    # UW Role Cards: every card of the rulebook, plus Lovers and the Werewolf-Witch.
    assert len(built_in.roles[Edition.ULTIMATE]) >= 40
    assert built_in.role("ultimate", "lovers").card is False


def test_ultimate_night_call_order(built_in: Catalog):
    """UW Night Call Order: Charm, Priest, Bodyguard, Werewolves, Vampires, Cursed,
    Sorcerer/Witch, Seer/Seeress, Psychic Detective, Medium, Sorceress, Enchantress, Old Hag,
    Cult Leader, Trouble Maker."""
    listed = [
        "charm",
        "priest",
        "bodyguard",
        "werewolf",
        "vampire",
        "cursed",
        "sorcerer",
        "seer",
        "psychic_detective",
        "medium",
        "sorceress",
        "enchantress",
        "old_hag",
        "cult_leader",
        "trouble_maker",
    ]
    orders = [built_in.role("ultimate", r).call_order for r in listed]
    assert orders == sorted(orders)
    assert (
        built_in.role("ultimate", "witch").call_order
        > built_in.role("ultimate", "werewolf").call_order
    )
    # The Charm: called first on night 1, last on every later night.
    charm = built_in.role("ultimate", "charm")
    later = [
        r.call_order_later or r.call_order
        for r in built_in.roles[Edition.ULTIMATE].values()
        if r.call_order is not None and r.id != "charm"
    ]
    assert charm.call_order_later > max(later)
    # The wolf pack is one call.
    assert (
        built_in.role("ultimate", "wolf_cub").call_order
        == built_in.role("ultimate", "werewolf").call_order
    )


def test_werwoelfe_first_and_later_night_order(built_in: Catalog):
    """WW Night Phase: The First Night (Cupid, Werewolves, Seer, Witch, Healer, Hunter, Red
    Riding Hood, Mayor) and The Further Course of the Game (werewolves, Seer, Witch, Healer)."""
    roles = built_in.roles[Edition.WERWOELFE].values()
    first = [
        r.id
        for r in sorted((r for r in roles if r.call_order is not None), key=lambda r: r.call_order)
    ]
    assert first == [
        "cupid",
        "werewolf",
        "seer",
        "witch",
        "healer",
        "hunter",
        "red_riding_hood",
        "mayor",
    ]
    later = [
        r.id
        for r in sorted(
            (r for r in roles if r.call_order_later is not None), key=lambda r: r.call_order_later
        )
    ]
    assert later == ["werewolf", "seer", "witch", "healer"]


def test_onenight_wake_codes_sort_as_the_game_master_sheet(built_in: Catalog):
    """ON Game Master Sheet: Twilight -8 … -1, then Night 2 … 11, letters after the number."""
    roles = [r for r in built_in.roles[Edition.ONENIGHT].values() if r.wake_code]
    ordered = sorted(roles, key=lambda r: wake_code_key(r.wake_code))
    codes = list(dict.fromkeys(r.wake_code for r in ordered))
    assert codes == [
        "-8",
        "-6",
        "-6B",
        "-6C",
        "-5",
        "-4",
        "-3",
        "-2",
        "-1",
        "2",
        "2B",
        "2C",
        "4",
        "4B",
        "5",
        "5C",
        "5D",
        "6",
        "6B",
        "7C",
        "7D",
        "9",
        "10",
        "11",
    ]
    by_code = {r.wake_code: r.id for r in ordered if not r.wakes_with}
    assert by_code["-8"] == "mimic" and by_code["-6"] == "vampire" and by_code["11"] == "curator"
    # The Master wakes with the Vampire (-6); the Count's second, lone call is -6B.
    assert built_in.role("onenight", "the_master").wake_code == "-6"
    assert built_in.role("onenight", "the_count").wake_code == "-6B"
    assert built_in.role("onenight", "dream_wolf").wake_code is None
    assert wake_code_key("-6") < wake_code_key("-6B") < wake_code_key("-5") < wake_code_key("2")


def test_seer_sees(built_in: Catalog):
    """UW Role Cards: the Lycan looks like a Werewolf, the Sorceress and Minion like
    villagers, Vampires are detected as werewolves."""
    sees = {
        r: built_in.role("ultimate", r).sees_as
        for r in ("lycan", "sorceress", "minion", "vampire", "werewolf", "villager")
    }
    assert sees == {
        "lycan": "werewolf",
        "sorceress": "villager",
        "minion": "villager",
        "vampire": "werewolf",
        "werewolf": "werewolf",
        "villager": "villager",
    }


def test_abilities_as_data(built_in: Catalog):
    """WW Healer: not the same player on 2 consecutive nights; UW Bodyguard likewise;
    UW Enchantress: the same player can't be silenced twice; WW Witch: 1 of each potion."""
    assert built_in.role("werwoelfe", "healer").ability.no_repeat
    assert built_in.role("ultimate", "bodyguard").ability.no_repeat
    assert built_in.role("ultimate", "enchantress").ability.once_per_target
    assert built_in.role("werwoelfe", "witch").ability.potions == {"heal": 1, "kill": 1}
    assert built_in.role("werwoelfe", "cupid").ability.targets == 2
    assert built_in.role("onenight", "venus").ability.tokens == ["love"]
