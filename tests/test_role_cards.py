"""Every card of the Ultimate rulebook's "Role Cards" section as the catalogue holds it: the
value and the moon of its heading, its team's colour, and the section's general rules
(Ultimate, Role Cards)."""

from __future__ import annotations

import pytest

from notepad.balance.core import RoleSet, assess, value_sum
from notepad.catalog import Catalog, Edition, catalog
from notepad.catalog.models import Wakes

EVERY = "every_night"
FIRST = "first_night"
NEVER = "never"

# (role id, the value in parentheses, the moon, the team) as each heading prints it.
CARDS = [
    # Villager Team
    ("cupid", -3, FIRST, "village"), ("witch", 4, EVERY, "village"),
    ("sorcerer", 4, EVERY, "village"), ("fool", 2, NEVER, "village"),
    ("stalwart", 3, NEVER, "village"), ("lycan", -1, NEVER, "village"),
    ("mason", 2, FIRST, "village"), ("medium", 3, EVERY, "village"),
    ("martyr", 3, NEVER, "village"), ("mayor", 2, NEVER, "village"),
    ("hunter", 3, NEVER, "village"), ("pacifist", -2, NEVER, "village"),
    ("ghost", 2, EVERY, "village"), ("prince", 3, NEVER, "village"),
    ("seer", 7, EVERY, "village"), ("seeress", 7, EVERY, "village"),
    ("priest", 3, EVERY, "village"), ("villager", 1, NEVER, "village"),
    ("trouble_maker", 2, EVERY, "village"), ("old_hag", 1, EVERY, "village"),
    ("elder", 0, NEVER, "village"), ("psychic_detective", 3, EVERY, "village"),
    ("bodyguard", 3, EVERY, "village"), ("apprentice_seer", 4, "once_active", "village"),
    ("enchantress", 1, EVERY, "village"), ("diseased", 3, NEVER, "village"),
    # Werewolf Team
    ("wolf_cub", -8, EVERY, "werewolf"), ("sorceress", -3, EVERY, "werewolf"),
    ("werewolf", -6, EVERY, "werewolf"), ("minion", -6, NEVER, "werewolf"),
    # Floating Roles: they start on the Villagers' side ("The Cursed initially plays for the
    # Villagers"; "While the chosen player is alive, the Doppelganger plays for the
    # Villagers"; "The Drunk believes they're an ordinary Villager").
    ("doppelganger", -2, "first_night_and_once_active", "village"),
    ("cursed", -3, "once_active", "village"), ("drunk", -3, "from_night", "village"),
    # Other Teams
    ("bandit", 0, FIRST, "bandit"), ("vampire", -8, EVERY, "vampire"),
    ("lone_wolf", -5, EVERY, "lone_wolf"), ("cult_leader", 1, EVERY, "cult"),
    ("tanner", 1, NEVER, "tanner"),
    # Other Cards
    ("charm", 1, EVERY, "none"), ("moderator", 0, NEVER, "none"),
]


@pytest.mark.parametrize(("role_id", "value", "wakes", "team"), CARDS)
def test_every_card_heading(built_in: Catalog, role_id: str, value: int, wakes: str,
                            team: str) -> None:
    """Role Cards: "Each role's influence on the village is shown in the bottom-left corner
    of the card"; "The top of the card shows the role's name in its team's color"; "A full
    moon means the role is called every night, and a half moon means the role is called only
    once, on the first night. If no moon is shown, the role is never called at night." Each
    heading's value and moon, e.g. "Cupid (–3, wakes the first night only)"."""
    role = built_in.role("ultimate", role_id)
    assert (role.value, role.wakes.value, role.team.value) == (value, wakes, team)
    assert role.rulebook.startswith(("Role Cards", "Role Cards — Other Cards"))


def test_the_sum_of_the_values_and_its_sign(built_in: Catalog) -> None:
    """Role Cards: "When adding roles to the game, try to keep the sum of all the influence
    values as close to zero as possible. Negative values make the game harder for the
    Villager team, while positive values — such as on the Seer's card — make it easier."""
    known = built_in.edition_roles("ultimate")
    assert value_sum({"seer": 1, "werewolf": 1}, known) == 1
    easier = assess(RoleSet(Edition.ULTIMATE, 9, {"seer": 1, "werewolf": 1, "villager": 7}),
                    built_in)
    assert easier.balance == 8 and easier.band == "favours village"
    harder = assess(RoleSet(Edition.ULTIMATE, 9, {"werewolf": 2, "villager": 7}), built_in)
    assert harder.balance == -5 and harder.band == "practised"
    even = assess(RoleSet(Edition.ULTIMATE, 9, {"seer": 1, "werewolf": 2, "villager": 5,
                                                "lycan": 1}), built_in)
    assert even.balance == -1 and even.band == "balanced"


def test_the_villagers_are_the_largest_team_in_every_scenario() -> None:
    """Role Cards — Villager Team: "In every scenario, the Villagers are the largest team"."""
    cat = catalog()
    known = cat.edition_roles("ultimate")
    for scenario in cat.scenarios[Edition.ULTIMATE].values():
        teams: dict[str, int] = {}
        for role_id, count in scenario.roles.items():
            team = known[role_id].team.value
            teams[team] = teams.get(team, 0) + count
        village = teams.pop("village")
        assert all(village > n for n in teams.values()), (scenario.id, village, teams)


def test_a_blank_card_becomes_a_role_of_ones_own(tmp_path) -> None:
    """Role Cards — Other Cards: "Blank Role Cards You can write anything you like on these
    and invent your own roles": a role file of the user's own beside the built-in ones adds a
    role the catalogue, the balance and the engine treat like any other."""
    from notepad.catalog.loading import load_catalog

    (tmp_path / "roles").mkdir()
    (tmp_path / "roles" / "ultimate.toml").write_text(
        'edition = "ultimate"\n[[role]]\nid = "night_watch"\nname = "Night Watch"\n'
        'team = "village"\nvalue = 2\nwakes = "every_night"\ncall_order = 25\n'
        'ability = { action = "protect", targets = 1 }\n', encoding="utf-8")
    cat = load_catalog(user=tmp_path)
    role = cat.role("ultimate", "night_watch")
    assert role.value == 2 and role.wakes is Wakes.EVERY_NIGHT
    assert cat.role("ultimate", "seer").value == 7  # the built-in cards are still there
