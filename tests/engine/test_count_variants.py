"""Role/Werewolf Count Variants (Ultimate, Rule Variants): "mix those
roles/Werewolves in with the Villagers … and randomly discard as many cards as the number of
Villagers you added … don't mix all the Werewolves or the Seer in this way (set those aside
separately)"; the Fool, Pacifist and Tanner "should be added to the deck at random" (Role
Cards)."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import NAMES, rules

from notepad.catalog import catalog
from notepad.engine import events as ev
from notepad.engine.count_variants import expected_sum, mix_in_at_random, pile
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.setup import GameSetup, Seat, SetupError, deal, setup_from_scenario

KNOWN = catalog().edition_roles("ultimate")


def maybe_setup(seed: int, roles: dict[str, int], maybe: dict[str, int],
                players: int = 8) -> GameSetup:
    return GameSetup(edition="ultimate", roles=roles, maybe=maybe, seed=seed,
                     variants=["count-variants", "reveal-none"],
                     players=[Seat(seat=i, name=NAMES[i - 1]) for i in range(1, players + 1)])


SET = {"werewolf": 2, "seer": 1, "sorceress": 1, "bodyguard": 1, "villager": 4}  # 9 cards


def seed_where(dealt: bool) -> int:
    """A seed whose discard leaves the Sorceress in the deal (or out of it)."""
    for seed in range(200):
        cards = deal(maybe_setup(seed, SET, {"sorceress": 1}), KNOWN).cards
        if ("sorceress" in cards) == dealt:
            return seed
    raise AssertionError("no such seed")


def test_the_discards_are_drawn_from_the_seed_and_written_in_the_deal(tmp_path: Path) -> None:
    """"randomly discard as many cards as … you added": one card mixed in, one discarded from
    the Villagers and the Sorceress; the draw is the seed's and the log keeps it."""
    setup = maybe_setup(3, SET, {"sorceress": 1})
    game = Game.new(setup, log_path=tmp_path / "maybe.jsonl")
    dealt = game.deal()
    assert len(dealt.cards) == 8 and len(dealt.discarded) == 1
    assert dealt.discarded[0] in ("villager", "sorceress")
    assert deal(setup, KNOWN) == dealt  # the same seed, the same discard
    assert game.state.discarded == dealt.discarded
    game.close()
    replayed, warnings = load_game(tmp_path / "maybe.jsonl")
    assert warnings == [] and replayed.events[0] == dealt
    assert sorted(pile(SET, {"sorceress": 1}, KNOWN)) == ["sorceress"] + ["villager"] * 4


def test_the_night_script_reads_the_same_whether_a_maybe_card_was_dealt_or_not() -> None:
    """The players must not learn from the calls whether the Sorceress is in the game: every
    night the moderator reads the same words, in the same order, dealt or discarded."""
    scripts = []
    for dealt in (True, False):
        game = Game.new(maybe_setup(seed_where(dealt), SET, {"sorceress": 1}))
        game.deal()
        assert ("sorceress" in game.state.by_role) == dealt
        words = []
        for _night in (1, 2, 3):
            game.record(ev.NightFalls())
            calls = game.night_script()
            words.append([(c.name, c.say, c.end, c.record) for c in calls])
            for call in calls:
                game.record(ev.Passed(role=call.role))
            game.record(ev.Dawn())
        scripts.append(words)
    assert scripts[0] == scripts[1]
    assert "Sorceress" in [name for name, *_ in scripts[0][1]]


def test_a_discarded_card_is_called_but_only_passes() -> None:
    game = Game.new(maybe_setup(seed_where(False), SET, {"sorceress": 1}))
    game.deal()
    game.record(ev.NightFalls())
    sorceress = next(c for c in game.night_script() if c.role == "sorceress")
    assert sorceress.seats == () and sorceress.dead
    assert "dead-acting" in rules(game.check(ev.RoleCheck(role="sorceress", target=3)))
    assert game.check(ev.Passed(role="sorceress")) == []


def test_never_the_seer_or_all_the_werewolves() -> None:
    """"the game must have at least one Seer and one Werewolf, so don't mix all the
    Werewolves or the Seer in this way (set those aside separately)"."""
    for maybe, word in (({"seer": 1}, "Seer"), ({"werewolf": 2}, "Werewolf")):
        setup = maybe_setup(1, SET, maybe, players=9 - sum(maybe.values()))
        with pytest.raises(SetupError, match=f"at least one {word}"):
            deal(setup, KNOWN)
    with pytest.raises(SetupError, match="no Villagers"):
        deal(maybe_setup(1, {"werewolf": 2, "seer": 1, "fool": 1}, {"fool": 1}, 3), KNOWN)
    # One of two Werewolves may go in: one stays aside.
    assert len(deal(maybe_setup(1, SET, {"werewolf": 1}), KNOWN).cards) == 8


def test_the_fool_pacifist_and_tanner_go_in_at_random() -> None:
    """Role Cards — Fool, Pacifist: "Both the Fool and the Pacifist should be added to the
    deck at random"; Tanner: "This card should be added to the deck at random". A scenario's
    cards of those roles become the maybe cards, and a Villager goes in for each."""
    scenario = catalog().find_scenario("village-without-a-seer", "ultimate")
    roles, maybe = mix_in_at_random(scenario.roles, KNOWN)
    assert maybe == {"fool": 1, "pacifist": 1}
    assert roles["villager"] == scenario.roles["villager"] + 2
    setup = setup_from_scenario(scenario, NAMES[:20] + ["Uwe", "Vera"],
                                variants=["count-variants"], seed=4)
    assert setup.maybe == maybe and sum(setup.roles.values()) == 22 + 2
    dealt = deal(setup, KNOWN)
    assert len(dealt.cards) == 22 and len(dealt.discarded) == 2
    classic = catalog().find_scenario("classic-werewolf-village", "ultimate")
    with pytest.raises(SetupError, match="name the cards to mix in"):
        setup_from_scenario(classic, NAMES[:16], variants=["count-variants"])


def test_only_a_dealt_card_is_mixed_in_with_the_villagers() -> None:
    """"mix those roles/Werewolves in with the Villagers": cards only. Minion: "No card is
    normally needed for this role" (its card only in the alternate variant); Cupid, alternate
    variant 2, and the Ghost's variant deal no card either; Cupid, alternate variant 1: "add
    Cupid as an extra card" — always dealt (Ultimate, Role Cards)."""
    for role_id, variants, why in (("minion", [], "only with the 'minion-card' variant"),
                                   ("cupid", ["lovers-by-moderator"], "no Cupid card"),
                                   ("ghost", ["ghost-first-dead"], "no Ghost card"),
                                   ("cupid", ["cupid-extra-card"], "always dealt")):
        setup = maybe_setup(2, {**SET, role_id: 1}, {role_id: 1},
                            players=9 - int("cupid-extra-card" in variants))
        setup = setup.model_copy(update={"variants": [*setup.variants, *variants]})
        with pytest.raises(SetupError, match=why):
            deal(setup, KNOWN)
    setup = maybe_setup(2, {**SET, "minion": 1}, {"minion": 1}, players=9)
    setup = setup.model_copy(update={"variants": [*setup.variants, "minion-card"]})
    dealt = deal(setup, KNOWN)
    assert sorted(dealt.cards + dealt.discarded).count("minion") == 1


def test_the_maybe_cards_need_the_variant_and_the_variant_needs_them() -> None:
    with pytest.raises(SetupError, match="not on"):
        deal(maybe_setup(1, SET, {"sorceress": 1}).model_copy(update={"variants": []}), KNOWN)
    with pytest.raises(SetupError, match="need the cards mixed in"):
        deal(maybe_setup(1, SET, {}, 9), KNOWN)
    with pytest.raises(ValueError, match="the set has 0"):
        maybe_setup(1, SET, {"tanner": 1})


def test_a_deal_by_hand_is_checked_against_the_set_and_its_discards() -> None:
    """The validator checks what a moderator who dealt by hand records: the cards dealt and
    discarded are the set's, and only Villagers or mixed-in cards are discarded."""
    game = Game.new(maybe_setup(1, SET, {"sorceress": 1}))
    cards = ["werewolf", "werewolf", "seer", "sorceress", "bodyguard", "villager", "villager",
             "villager"]
    wrong = ev.CardsDealt(cards=cards, discarded=["bodyguard"])
    found = rules(game.check(wrong))
    assert found.count("discards") == 1 and "deal-not-the-set" in found
    assert rules(game.check(ev.CardsDealt(cards=cards))) == ["discards", "deal-not-the-set"]
    assert game.check(ev.CardsDealt(cards=cards, discarded=["villager"])) == []


def test_expected_sum_and_its_range() -> None:
    """Balance with maybe cards: every card of the pile (4 Villagers +1, the Sorceress −3) is
    discarded with chance 1/5; the sum of all nine cards is −1."""
    expected, low, high = expected_sum(SET, {"sorceress": 1}, KNOWN)
    assert (low, high) == (-2, 2)  # a Villager discarded … the Sorceress discarded
    assert expected == pytest.approx(-1 - (4 * 1 - 3) / 5)


def test_the_notepad_shows_the_cards_mixed_in_and_those_discarded() -> None:
    """"As the Moderator, you may look at the cards you're adding to the rest of the roles so
    you know what to expect from the game": the notepad grid (F7) lists them, and the
    discards once dealt."""
    from notepad.table.report import marks_lines

    game = Game.new(maybe_setup(seed_where(False), SET, {"sorceress": 1}))
    assert dict(marks_lines(game.state))["Mixed in with the Villagers"] == [
        "Sorceress — discarded: not dealt yet"]
    game.deal()
    assert dict(marks_lines(game.state))["Mixed in with the Villagers"] == [
        "Sorceress — discarded: Sorceress"]
