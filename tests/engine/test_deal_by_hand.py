"""A deal typed by hand is held to the same set rules as a seeded one (issue 29). Rulebook:
Ultimate = Ultimate Werewolf: Ultimate Edition."""

from __future__ import annotations

from engine_helpers import make_setup, rules

from notepad.engine.events import CardsDealt
from notepad.engine.game import Game

EIGHT = ["werewolf", "werewolf", "seer", "cupid", "villager", "villager", "villager",
         "villager"]


def test_a_leftover_for_cupid_needs_cupids_first_variant() -> None:
    """Ultimate, Role Cards — Cupid, alternate variant 1: "When dealing out roles, add Cupid as
    an extra card … they receive the leftover role" — without the variant there is no extra
    card: 9 cards for 8 players, one named Cupid's leftover, are refused."""
    setup = make_setup("ultimate", EIGHT)
    setup = setup.model_copy(update={"roles": {**setup.roles, "villager": 5}})
    game = Game.new(setup)
    found = game.check(CardsDealt(cards=EIGHT, cupid_leftover="villager"))
    assert "cupid-leftover" in rules(found)
    assert any(v.severity == "error" for v in found if v.rule == "cupid-leftover")
    variant = Game.new(setup.model_copy(update={"variants": ["cupid-extra-card"]}))
    assert variant.check(CardsDealt(cards=EIGHT, cupid_leftover="villager")) == []


def test_a_deal_by_hand_keeps_a_seer_and_a_werewolf_out_of_the_mix() -> None:
    """Ultimate, Rule Variants — Role/Werewolf Count Variants: "the game must have at least
    one Seer and one Werewolf, so don't mix all the Werewolves or the Seer in this way (set
    those aside separately)" — refused for a deal by hand as for a seeded one."""
    cards = ["werewolf", "seer", "villager", "villager", "villager", "villager", "villager",
             "villager"]
    setup = make_setup("ultimate", cards, ["count-variants"])
    setup = setup.model_copy(update={"roles": {**setup.roles, "villager": 7},
                                     "maybe": {"seer": 1}})
    game = Game.new(setup)
    found = game.check(CardsDealt(cards=["werewolf", *["villager"] * 7], discarded=["seer"]))
    assert "set-counts" in rules(found)
    assert any("at least one Seer" in v.message for v in found)
