"""Every rule the engine knows is reachable from the setup: the rules screen's rows come from
the one table of variants and voting methods (notepad/catalog/variants.py) and the house-rule
table (notepad/catalog/house_rules.py), default to the scenario and are saved with it."""

from __future__ import annotations

from notepad.balance.draft import Draft
from notepad.catalog import Edition, load_catalog
from notepad.catalog.house_rules import house_rules_for
from notepad.catalog.variants import variants_for, voting_methods_for
from notepad.table.rule_choices import (
    HOUSE_GROUP,
    VOTING_GROUP,
    game_variants,
    rows,
    summary,
    switch,
)

CATALOG = load_catalog(include_user=False)


def test_every_variant_voting_method_and_house_rule_is_a_row() -> None:
    draft = Draft(CATALOG, Edition.ULTIMATE, 12)
    keys = [row.key for row in rows(draft)]
    assert keys == ([f"voting:{m.id}" for m in voting_methods_for("ultimate")]
                    + [f"variant:{v.id}" for v in variants_for("ultimate")]
                    + [f"house:{r.id}" for r in house_rules_for("ultimate")])
    for row in rows(draft):
        assert row.text and row.source, row
    groups = list(dict.fromkeys(row.group for row in rows(draft)))
    assert groups[0] == VOTING_GROUP and groups[-1] == HOUSE_GROUP
    assert "Role reveal" in groups and "Day" in groups and "Role cards" in groups


def test_defaults_come_from_the_scenario_and_are_saved_with_it(tmp_path) -> None:
    """Ultimate, Scenarios — Big Village, Small Secrets: "don't reveal roles after characters
    die"; Vampire Village names its Hunter a Vampire Hunter."""
    draft = Draft(CATALOG, Edition.ULTIMATE, 35)
    draft.load_scenario(CATALOG.find_scenario("big-village-small-secrets"))
    on = {row.key for row in rows(draft) if row.on}
    assert "variant:reveal-none" in on and "variant:reveal-full" not in on
    assert "voting:open" in on
    switch(draft, "voting:secret-ballot")
    switch(draft, "variant:fateful-dice")
    switch(draft, "variant:charm-first-holder-not-wolf")  # brings the Charm with it
    switch(draft, "house:not-seconded")
    on = {row.key for row in rows(draft) if row.on}
    assert {"voting:secret-ballot", "variant:fateful-dice", "variant:charm",
            "variant:charm-first-holder-not-wolf"} <= on
    assert "voting:open" not in on and "house:not-seconded" not in on
    assert "Secret Ballot" in summary(draft) and "not-seconded" in summary(draft)
    scenario = draft.scenario("Our village")
    assert scenario.voting == "secret-ballot" and scenario.house_rules == {"not-seconded": False}
    again = Draft(CATALOG, Edition.ULTIMATE, 35)
    again.load_scenario(scenario)
    assert {row.key for row in rows(again) if row.on} == on
    switch(again, "variant:charm")  # the Charm goes, and the way its first holder is dealt
    assert "charm-first-holder-not-wolf" not in again.variants


def test_one_reveal_and_one_voting_method() -> None:
    draft = Draft(CATALOG, Edition.ULTIMATE, 12)
    assert game_variants(draft) == ["reveal-full"]
    switch(draft, "variant:reveal-team")
    switch(draft, "variant:reveal-none")
    assert game_variants(draft) == ["reveal-none"]
    assert [row.key for row in rows(draft) if row.on and row.one_of] == \
        ["voting:open", "variant:reveal-none"]


def test_werwoelfe_offers_its_own_rules_only() -> None:
    draft = Draft(CATALOG, Edition.WERWOELFE, 11)
    keys = {row.key for row in rows(draft)}
    assert "voting:open" in keys and "variant:fateful-dice" not in keys
    assert "house:nominated-twice" in keys and "house:first-night-no-kill" not in keys


def test_a_changed_set_no_longer_carries_the_scenario_name() -> None:
    """A report's title must not keep the scenario's name after the set was changed."""
    draft = Draft(CATALOG, Edition.ULTIMATE, 16)
    draft.load_scenario(CATALOG.find_scenario("classic-werewolf-village"))
    assert draft.source == "classic-werewolf-village"
    draft.change_count("villager", 0)  # no change: still the scenario
    draft.change_count("villager", -1)
    assert draft.source == "" and draft.name == "Classic Werewolf Village (changed)"


def test_the_vampire_hunter_shows_ticked_wherever_it_applies() -> None:
    """Ultimate, Role Cards — Hunter: "Vampire Hunter: in games with Vampires, the Hunter
    becomes a Vampire Hunter" — the card's own rule, which the engine plays whenever Vampires
    are dealt (notepad/engine/day/votes.py::vampire_hunter); the rules screen shows it so,
    and switching it cannot turn the card's rule off."""
    draft = Draft(CATALOG, Edition.ULTIMATE, 12)
    draft.set_count("hunter", 1)
    draft.set_count("werewolf", 2)
    row = next(r for r in rows(draft) if r.key == "variant:vampire-hunter")
    assert not row.on  # no Vampires: nothing for it to do unless chosen
    draft.set_count("vampire", 2)
    row = next(r for r in rows(draft) if r.key == "variant:vampire-hunter")
    assert row.on and row.mark == "[x]"
    switch(draft, "variant:vampire-hunter")
    row = next(r for r in rows(draft) if r.key == "variant:vampire-hunter")
    assert row.on and "with Vampires" in row.text
