"""The validator: every rule the moderator is warned about, with its rulebook section."""

from __future__ import annotations

import pytest
from engine_helpers import dealt_game, next_night, rules

from notepad.engine import events as ev
from notepad.engine.game import RuleViolation

WW = ["werewolf", "werewolf", "seer", "witch", "healer", "hunter", "villager", "villager"]


def werwoelfe_night_1():
    game = dealt_game("werwoelfe", WW)
    game.record(ev.NightFalls())
    return game


def test_healer_may_not_repeat_last_nights_target() -> None:
    """Werwölfe, All Characters at a Glance — Healer: "The Healer may not heal the same
    player on 2 consecutive nights." Two nights later is fine."""
    game = werwoelfe_night_1()
    game.record(ev.Protect(role="healer", target=7))
    next_night(game)
    violations = game.check(ev.Protect(role="healer", target=7))
    assert rules(violations) == ["repeat-protect"]
    assert violations[0].source.startswith("Werwölfe, ") and "Healer" in violations[0].source
    game.record(ev.Protect(role="healer", target=8))
    next_night(game)
    assert game.check(ev.Protect(role="healer", target=7)) == []


def test_bodyguard_may_not_repeat_last_nights_target() -> None:
    """Ultimate, Role Cards — Bodyguard: "they may not choose the same player two nights in
    a row"."""
    game = dealt_game("ultimate", ["werewolf", "bodyguard", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.Protect(role="bodyguard", target=4))
    next_night(game)
    violations = game.check(ev.Protect(role="bodyguard", target=4))
    assert rules(violations) == ["repeat-protect"]
    assert violations[0].source.startswith("Ultimate, ") and "Bodyguard" in violations[0].source


def test_witch_with_a_spent_potion() -> None:
    """Werwölfe, Witch: "The Witch can only save 1 player with her healing potion during the
    entire game" and poison once; both in the same night is allowed."""
    game = werwoelfe_night_1()
    game.record(ev.PackKill(targets=[7]))
    assert game.check(ev.Potions(heal=7, kill=8)) == []
    game.record(ev.Potions(heal=7, kill=8))
    assert game.state.potions["witch"] == {"heal": 0, "kill": 0}
    next_night(game)
    game.record(ev.PackKill(targets=[3]))
    assert rules(game.check(ev.Potions(heal=3))) == ["potion-spent"]
    assert rules(game.check(ev.Potions(kill=1))) == ["potion-spent"]


def test_sorcerer_with_a_spent_potion() -> None:
    """Ultimate, Role Cards — Sorcerer: the same abilities as the Witch (once each)."""
    game = dealt_game("ultimate", ["werewolf", "sorcerer", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.Potions(role="sorcerer", kill=4))
    next_night(game)
    assert rules(game.check(ev.Potions(role="sorcerer", kill=5))) == ["potion-spent"]


def test_wolves_may_not_choose_a_wolf() -> None:
    """Werwölfe, All Characters at a Glance — Werewolf: "The werewolves may not choose a
    werewolf as their victim." """
    game = werwoelfe_night_1()
    violations = game.check(ev.PackKill(targets=[2]))
    assert rules(violations) == ["wolves-choose-wolf"]
    with pytest.raises(RuleViolation, match="wolves-choose-wolf"):
        game.record(ev.PackKill(targets=[2]))


def test_ultimate_wolves_may_eat_the_wolf_cub() -> None:
    """Ultimate, Role Cards — Wolf Cub: "The Werewolves may eat the Wolf Cub at night"."""
    game = dealt_game("ultimate", ["werewolf", "wolf_cub", "seer", "villager", "villager"])
    next_night(game)
    next_night(game)
    assert game.check(ev.PackKill(targets=[2])) == []
    assert rules(game.check(ev.PackKill(targets=[1]))) == ["wolves-choose-wolf"]


def test_dead_players_are_not_targets() -> None:
    """Werwölfe, Day Phase: a dead player "is eliminated from the game"."""
    game = werwoelfe_night_1()
    game.record(ev.PackKill(targets=[7]))
    next_night(game)
    assert rules(game.check(ev.PackKill(targets=[7]))) == ["dead-target"]
    assert rules(game.check(ev.RoleCheck(role="seer", target=7))) == ["dead-target"]


def test_werwoelfe_player_nominated_twice_on_one_day() -> None:
    """Werwölfe, The Gallows: "If the player is not lynched, they cannot be nominated again
    during the current day phase." """
    game = werwoelfe_night_1()
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4], spare=[1, 2, 5, 6, 7]))
    assert game.state.players[1].alive
    assert rules(game.check(ev.Nominate(nominee=1, by=[3, 5]))) == ["nominated-twice"]
    assert game.check(ev.Nominate(nominee=2, by=[3, 5])) == []


def test_ultimate_allows_a_second_accusation() -> None:
    """Ultimate, The First Day: "If the player is spared, discussion may continue" — the
    no-second-nomination rule is Werwölfe's only."""
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"])
    next_night(game)
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[2, 3]))
    game.record(ev.Vote(nominee=1, execute=[2], spare=[1, 3, 4, 5]))
    assert game.check(ev.Nominate(nominee=1, by=[2, 3])) == []


def test_dead_players_may_not_vote() -> None:
    """Werwölfe, The Gallows: "all living players vote openly"."""
    game = werwoelfe_night_1()
    game.record(ev.PackKill(targets=[8]))
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    violations = game.check(ev.Vote(nominee=1, execute=[3, 4, 8], spare=[1]))
    assert rules(violations) == ["may-not-vote"]
    assert "Gallows" in violations[0].source


def test_mayor_breaks_a_tie_in_werwoelfe() -> None:
    """Werwölfe, The Gallows: on a tie the living Mayor's vote counts double."""
    cards = ["werewolf", "werewolf", "seer", "mayor", "villager", "villager"]
    game = dealt_game("werwoelfe", cards)
    next_night(game)
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5], spare=[1, 2, 6]))
    died = game.state.players[1].died
    assert died is not None and died.cause == "lynched at the gallows"
    assert rules(game.check(ev.Nominate(nominee=2, by=[3, 4]))) == ["day-over"]


def test_old_hag_banishment_and_self_choice() -> None:
    """Ultimate, Role Cards — Old Hag: "chooses one player (not herself)"; the banished player
    takes no part in the vote and can't be killed by the Hunter's shot."""
    cards = ["werewolf", "werewolf", "old_hag", "hunter", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    game.record(ev.NightFalls())
    assert rules(game.check(ev.Banish(target=3))) == ["self-target"]
    game.record(ev.Banish(target=5))
    game.record(ev.Dawn())
    assert rules(game.check(ev.Nominate(nominee=5, by=[1, 2]))) == ["banished"]
    game.record(ev.Nominate(nominee=4, by=[1, 2]))
    assert rules(game.check(ev.Vote(nominee=4, execute=[1, 2, 5], spare=[]))) == ["may-not-vote"]
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3, 6], spare=[4, 7]))
    assert not game.state.players[4].alive
    assert rules(game.check(ev.HunterShot(target=5))) == ["banished"]
    assert game.check(ev.HunterShot(target=1)) == []


def test_priest_blesses_once_and_not_himself() -> None:
    """Ultimate, Role Cards — Priest: "On one game night, the Priest may bless any chosen
    player (except themselves)"."""
    game = dealt_game("ultimate", ["werewolf", "priest", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    assert rules(game.check(ev.Bless(target=2))) == ["self-target"]
    game.record(ev.Bless(target=4))
    next_night(game)
    assert rules(game.check(ev.Bless(target=5))) == ["uses-spent"]


def test_enchantress_silences_a_player_only_once() -> None:
    """Ultimate, Role Cards — Enchantress: "The same player can't be silenced twice in one
    game" (herself is allowed)."""
    game = dealt_game("ultimate", ["werewolf", "enchantress", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    assert game.check(ev.Silence(target=2)) == []
    game.record(ev.Silence(target=4))
    next_night(game)
    next_night(game)
    assert rules(game.check(ev.Silence(target=4))) == ["once-per-target"]


def test_charm_passed_to_a_former_holder_is_destroyed() -> None:
    """Ultimate, Rule Variants — The Charm: pointing at a former holder (or refusing)
    destroys the Charm. Legal, so a warning, and the engine says what happens."""
    cards = ["werewolf", "werewolf", "seer", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards, variants=["charm"], charm_holder=3)
    next_night(game)
    next_night(game)
    assert game.check(ev.CharmPassed(target=4)) == []
    game.record(ev.CharmPassed(target=4))
    next_night(game)
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.Dawn())
    assert game.state.players[4].alive  # the holder survives the wolves
    game.record(ev.NightFalls())
    violations = game.check(ev.CharmPassed(target=3))
    assert [(v.rule, v.severity) for v in violations] == [("charm-destroyed", "warning")]
    assert "destroys" in violations[0].message
    game.record(ev.CharmPassed(target=3))
    assert game.state.charm_destroyed and game.state.charm_holder is None
    assert "charm" not in [c.role for c in game.night_script(game.state.number + 1)]


def test_refusing_the_charm_destroys_it() -> None:
    """Ultimate, Rule Variants — The Charm: "or refuses to pass it on"."""
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager"],
                      variants=["charm"], charm_holder=2)
    next_night(game)
    next_night(game)
    assert rules(game.check(ev.CharmPassed(target=None))) == ["charm-destroyed"]
    game.record(ev.CharmPassed(target=None))
    assert game.state.charm_destroyed


def test_override_is_recorded_with_its_reason() -> None:
    """docs/design.md, Engine: an error blocks until overridden; the reason goes into the event."""
    game = werwoelfe_night_1()
    game.record(ev.PackKill(targets=[2]), override="the pack insisted, house rule")
    event = game.events[-1]
    assert event.override is not None
    assert event.override.rules == ["wolves-choose-wolf"]
    assert game.state.overrides[0].reason == "the pack insisted, house rule"
    assert game.state.overrides[0].when == "night 1"


def test_hard_errors_cannot_be_overridden() -> None:
    game = werwoelfe_night_1()
    with pytest.raises(RuleViolation, match="unknown-seat"):
        game.record(ev.PackKill(targets=[42]), override="sure")
    with pytest.raises(RuleViolation, match="not-called"):
        game.record(ev.Protect(role="bodyguard", target=3), override="sure")


def test_house_rules_switch_a_rule_off() -> None:
    """docs/design.md, Engine: "House rules switch rules on or off per game"."""
    game = dealt_game("werwoelfe", WW, house_rules={"repeat-protect": False})
    game.record(ev.NightFalls())
    game.record(ev.Protect(role="healer", target=7))
    next_night(game)
    assert game.check(ev.Protect(role="healer", target=7)) == []


def test_fool_and_pacifist_votes() -> None:
    """Ultimate, Role Cards — Fool ("always votes to execute") and Pacifist ("always votes
    against execution")."""
    cards = ["werewolf", "fool", "pacifist", "seer", "villager"]
    game = dealt_game("ultimate", cards)
    next_night(game)
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[4, 5]))
    found = rules(game.check(ev.Vote(nominee=1, execute=[3, 4], spare=[1, 2])))
    assert found == ["fool-votes-execute", "pacifist-votes-spare"]
