"""Ultimate Werewolf: Ultimate Edition rules of the general sections that the other
engine tests leave open, one sentence each."""

from __future__ import annotations

import re

import pytest
from engine_helpers import dealt_game, make_setup, minion_game, next_night, night_to_dawn, rules
from pydantic import ValidationError

from notepad.catalog import catalog
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.night.words import daybreak, nightfall
from notepad.engine.setup import GameSetup, Seat, setup_from_scenario

SEVEN = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager"]


def test_players_sit_in_a_circle_numbered_in_its_order() -> None:
    """Game Setup: "Players sit in a circle" — seats 1 … n in circle order (the Psychic
    Detective's neighbours, the Vampire Hunter's nearest Vampire depend on it)."""
    with pytest.raises(ValidationError, match="circle order"):
        GameSetup(edition="ultimate", roles={"werewolf": 1, "seer": 1},
                  players=[Seat(seat=1, name="Ann"), Seat(seat=3, name="Bo")])


def test_the_first_night_calls_the_werewolves_then_the_seer_in_the_rulebooks_words() -> None:
    """The First Night: "'The Werewolves wake up and look around.' … 'The Werewolves fall
    asleep.' (Pause.) 'The Seer wakes up and checks a player.'"."""
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    pack, seer = game.night_script()
    assert (pack.say, pack.end) == ("The Werewolves wake up and look around.",
                                    "The Werewolves fall asleep.")
    assert seer.say == "The Seer wakes up and checks a player."
    game.record(ev.Passed(role="werewolf"))
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.state.checks[-1][-1] == "werewolf"  # a thumbs-up


def test_a_day_may_end_without_an_execution() -> None:
    """The First Day: "if no one is executed, the village falls asleep immediately";
    Moderator's Guide — Managing the Pace: "if players haven't executed or even accused
    anyone, send the whole village to sleep"."""
    game = dealt_game("ultimate", SEVEN)
    night_to_dawn(game)
    assert game.check(ev.NightFalls(elapsed=600)) == []  # nobody even accused
    game.record(ev.NightFalls(elapsed=600))
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3], spare=[1, 2, 4, 5, 6, 7]))  # spared
    assert game.check(ev.NightFalls()) == []


def test_the_whole_village_falls_asleep_after_an_execution() -> None:
    """The First Day: "If a player is executed, their role is revealed and the whole village
    immediately falls asleep"; a spared player: "someone else may be accused"."""
    game = dealt_game("ultimate", SEVEN)
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=6, by=[3, 4]))
    game.record(ev.Vote(nominee=6, execute=[3, 4, 5], spare=[1, 2, 6, 7]))
    assert "day-over" not in rules(game.check(ev.Nominate(nominee=1, by=[3, 4])))
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5, 6, 7], spare=[1, 2]))
    assert game.state.players[1].died.revealed == "Werewolf"  # type: ignore[union-attr]
    assert "day-over" in rules(game.check(ev.Nominate(nominee=2, by=[3, 4])))


def test_each_morning_the_eaten_player_and_the_card_are_announced() -> None:
    """Subsequent Days: "Each morning, the Moderator announces who was eaten by the Werewolves
    and reveals that player's role card"; a night without a death is told as such."""
    game = dealt_game("ultimate", SEVEN)
    night_to_dawn(game)
    assert game.state.last_report.announce == ["No one died tonight."]  # type: ignore[union-attr]
    night_to_dawn(game, ev.PackKill(targets=[6]))
    assert game.state.last_report.announce == [  # type: ignore[union-attr]
        "Felix died (eaten by the werewolves) — Villager."]
    assert "may-not-vote" in rules(game.check(ev.Nominate(nominee=1, by=[6, 3])))


def test_the_charm_holder_survives_every_kind_of_death() -> None:
    """The Charm: "protected from execution, from being eaten by the Werewolves, or from death
    caused by any other means" — the Witch's poison, the Hunter's shot, a death recorded by
    hand."""
    game = dealt_game("ultimate", SEVEN, variants=["charm"], charm_holder=6)
    night_to_dawn(game)
    night_to_dawn(game, ev.CharmPassed(target=7), ev.Potions(kill=7), ev.PackKill(targets=[5]))
    assert game.state.players[7].alive and not game.state.players[5].alive
    game.record(ev.HunterShot(target=7))
    game.record(ev.Death(target=7, cause="struck by lightning"))
    assert game.state.players[7].alive


def test_the_charm_goes_to_anyone_and_the_new_holder_is_tapped() -> None:
    """The Charm: "The Charm can go to any player regardless of their role"; "Tell players
    that if they're tapped on the shoulder on a later night (while the Charm holder is being
    called), they are the new Charm holder"."""
    game = dealt_game("ultimate", SEVEN, variants=["charm"], charm_holder=6)
    night_to_dawn(game)
    next_night(game)
    charm = next(c for c in game.night_script() if c.role == "charm")
    assert charm.note.startswith("Tap the new holder")
    assert game.check(ev.CharmPassed(target=1)) == []  # a Werewolf may hold it
    game.record(ev.CharmPassed(target=1))
    assert game.state.charm_holder == 1


def test_a_pass_at_the_charm_call_destroys_it_for_the_rest_of_the_game() -> None:
    """The Charm: "At night, the Charm holder must point to the next holder, or the Charm is
    destroyed"; destroyed, it "is no longer used for the rest of the game"."""
    game = dealt_game("ultimate", SEVEN, variants=["charm"], charm_holder=6)
    game.record(ev.NightFalls())
    assert game.check(ev.Passed(role="charm")) == []  # night 1: shown the real role only
    game.record(ev.Passed(role="charm"))
    game.record(ev.Dawn())
    next_night(game)
    assert rules(game.check(ev.Passed(role="charm"))) == ["charm-destroyed"]
    game.record(ev.Passed(role="charm"))
    assert game.state.charm_destroyed and game.state.charm_holder is None
    game.record(ev.Dawn())
    next_night(game)
    assert "charm" not in [c.role for c in game.night_script()]


def test_a_forgotten_call_is_made_later_the_same_night() -> None:
    """Moderator's Guide — Moderator Mistakes: "If during the night phase you forgot to call
    someone or forgot to do something, just send all the players back to sleep and correct
    your mistake" — any call of the night may be recorded until the dawn."""
    game = dealt_game("ultimate", SEVEN)
    night_to_dawn(game)
    next_night(game)
    game.record(ev.PackKill(targets=[6]))
    game.record(ev.Potions(role="witch"))
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.check(ev.RoleCheck(role="seer", target=2)) != []  # but once only
    game.record(ev.Dawn())
    assert not game.state.players[6].alive


def test_the_words_read_at_night_avoid_he_and_she() -> None:
    """Moderator's Guide — Using Pronouns: "During the nightly role calls, try to avoid using
    the pronouns 'he' and 'she,' 'his' and 'her'"; Werwölfe, Tips for the Moderator: "avoid
    gender-specific pronouns"."""
    pronoun = re.compile(r"\b(he|she|his|her|him|hers|himself|herself)\b", re.IGNORECASE)
    texts = []
    for edition in ("ultimate", "werwoelfe"):
        for role in catalog().edition_roles(edition).values():
            texts += [role.call_text, role.end_text]
    scenario = catalog().find_scenario("overpopulated-village", "ultimate")
    names = [f"P{i}" for i in range(68)]
    game = Game.new(setup_from_scenario(scenario, names, variants=["charm"], seed=1))
    game.deal()
    for night in (1, 2, 3):
        texts += [t for c in game.night_script(night) for t in (c.say, c.end, c.note)]
    for edition in ("ultimate", "werwoelfe"):
        state = dealt_game(edition, ["werewolf", "seer", "villager"]).state
        texts += [nightfall(state), daybreak(state, 1), daybreak(state, 2)]
    assert [t for t in texts if pronoun.search(t)] == []


def test_the_notepad_lists_every_player_of_each_role_in_call_order() -> None:
    """Moderator's Notepad: "Write down roles in the order you'll call them each night … On
    the first night, write down the names of the players who received each role"; the
    first night's calls name who wakes (The First Night: "The Moderator writes down the
    Werewolves' names")."""
    game = Game.new(make_setup("ultimate", SEVEN))
    game.deal()
    game.record(ev.NightFalls())
    calls = game.night_script()
    assert [c.role for c in calls] == ["werewolf", "witch", "seer"]
    dealt = game.state.players
    assert [s for s in calls[0].seats] == sorted(s for s, p in dealt.items()
                                               if p.role == "werewolf")


def test_village_of_tranquility_the_apprentice_checks_from_the_second_night() -> None:
    """Scenarios — Village of Tranquility: "The Apprentice Seer counts as a full Seer, but
    doesn't check anyone on the first night"."""
    scenario = catalog().find_scenario("village-of-tranquility", "ultimate")
    names = [f"P{i}" for i in range(22)]
    game = Game.new(setup_from_scenario(scenario, names, seed=2))
    game.deal()
    assert "apprentice_seer" not in [c.role for c in game.night_script(1)]
    assert "apprentice_seer" in [c.role for c in game.night_script(2)]


def test_vampire_village_the_sorceress_sides_with_the_werewolf() -> None:
    """Scenarios — Vampire Village: "The Minion belongs to the Vampire team, while the
    Sorceress teams up with the Werewolf". The Minion has no card (Role Cards — Minion): the
    Vampires choose it on the first night."""
    cards = ["vampire", "werewolf", "sorceress", "villager", "seer", "villager", "villager"]
    game = minion_game(cards, variants=["minion-with-vampires", "sorceress-with-werewolf"])
    game.record(ev.NightFalls())
    game.record(ev.MinionChosen(role="vampire", target=4))
    state = game.state
    assert [state.team_of(state.players[s]) for s in (2, 3, 4)] == [
        "werewolf", "werewolf", "vampire"]
