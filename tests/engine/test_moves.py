"""A player moving between simultaneous villages, as one village's engine sees it (004, Rule
Variants — Simultaneous Play Session: "The banished player immediately moves to another
village … A player with any role can move from village to village"): leaving is not dying,
the newcomer keeps role and marks, and a village hears of a death elsewhere that touches it."""

from __future__ import annotations

import pytest
from engine_helpers import dealt_game, night_to_dawn, rules

from notepad.engine import events as ev
from notepad.engine.game import RuleViolation
from notepad.engine.log.lines import LogError
from notepad.engine.log.replay import load_game

LEFT = "banished to Village 2"


def test_leaving_sets_off_no_death() -> None:
    """A Hunter who leaves does not shoot, the Lover left behind does not grieve, a Tanner
    who leaves does not win (Role Cards — Hunter, Lovers, Tanner: each speaks of dying)."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "hunter", "cupid", "tanner",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[3, 6]))
    game.record(ev.Passed(role="werewolf"))
    game.record(ev.Dawn())
    for seat in (3, 5):
        game.record(ev.Death(target=seat, cause=LEFT, kind="left"))
    state = game.state
    assert state.pending_shots == [] and state.personal_wins == []
    assert state.players[6].alive, "the Lover left behind is alive: nobody died"
    hunter = state.players[3]
    assert hunter.away and hunter.died is not None and hunter.died.left
    assert hunter.died.revealed == "" and 3 not in state.alive
    assert state.census()[0] == 6


def test_win_checks_count_the_players_where_they_are() -> None:
    """The last Werewolf leaving the village ends it in a Villager win, and the Werewolf who
    left is not among its winners either way (004, End of the Game)."""
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"])
    night_to_dawn(game)
    game.record(ev.Death(target=1, cause=LEFT, kind="left"))
    assert game.state.phase == "ended" and game.state.winners == ["village"]
    assert game.state.winning_seats == [2, 3, 4, 5]


def test_a_newcomer_keeps_role_and_marks_and_wakes_with_the_pack() -> None:
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager",
                                   "villager"])
    night_to_dawn(game)
    marks = ev.Marks(cultist=True, blessed=True, potions={"heal": 0, "kill": 1}, uses=1)
    game.record(ev.Arrival(seat=7, name="Zoe", role="werewolf", came_from="Village 2",
                           transfer=1, marks=ev.Marks(cultist=True, blessed=True)))
    game.record(ev.Arrival(seat=8, name="Yan", role="witch", came_from="Village 2",
                           transfer=2, marks=marks))
    state = game.state
    zoe, yan = state.players[7], state.players[8]
    assert zoe.alive and zoe.cultist and zoe.blessed and zoe.blessed_night == 0
    assert state.potions["witch"] == {"heal": 0, "kill": 1} and state.uses["witch"] == 1
    assert yan.role == "witch" and state.arrivals == [(1, 7, "day 1"), (2, 8, "day 1")]
    assert list(state.alive) == sorted(state.alive)
    game.record(ev.NightFalls())
    calls = {c.role: c.seats for c in game.night_script()}
    assert calls["werewolf"] == (1, 7), "the newcomer wakes with this village's pack"
    assert calls["witch"] == (8,), "a role the village was not dealt is called"
    assert rules(game.check(ev.Potions(role="witch", heal=2))) == ["potion-spent",
                                                                   "heal-not-victim"]


def test_the_charm_travels_with_its_holder_one_per_village() -> None:
    """The Charm holder's protection and call go with them (Rule Variants — The Charm); a
    second Charm in one village is refused unless overridden, and then destroyed."""
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"])
    night_to_dawn(game)
    game.record(ev.Arrival(seat=6, name="Zoe", role="villager", marks=ev.Marks(charm=True)))
    assert game.state.charm_holder == 6
    game.record(ev.NightFalls())
    assert [c.role for c in game.night_script()][-1] == "charm"
    other = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"],
                       ["charm"], charm_holder=3)
    night_to_dawn(other)
    arrival = ev.Arrival(seat=6, name="Zoe", role="villager", marks=ev.Marks(charm=True))
    assert rules(other.check(arrival)) == ["two-charms"]
    with pytest.raises(RuleViolation):
        other.record(arrival)
    other.record(arrival, override="the village agreed")
    assert other.state.charm_holder == 3


def test_a_returning_player_takes_their_old_seat() -> None:
    game = dealt_game("ultimate", ["werewolf", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"])
    night_to_dawn(game)
    game.record(ev.Death(target=4, cause=LEFT, kind="left"))
    assert rules(game.check(ev.Arrival(seat=4, name="Emma", role="villager"))) == [
        "seat-taken"]
    assert rules(game.check(ev.Arrival(seat=9, name="Zoe", role="villager"))) == [
        "seat-order"]
    assert rules(game.check(ev.Arrival(seat=8, name="Ben", role="villager"))) == ["same-name"]
    game.record(ev.Arrival(seat=4, name="Dieter", role="seer", marks=ev.Marks(cultist=True)))
    dieter = game.state.players[4]
    assert dieter.alive and dieter.died is None and not dieter.away and dieter.role == "seer"
    assert len(game.state.players) == 7


def test_a_death_elsewhere_takes_the_lover_left_behind() -> None:
    """"If one dies, the other dies of grief" (Role Cards — Lovers): the bond holds across
    villages; the rulebook does not limit it to one circle."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "cupid", "villager", "villager",
                                   "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[4, 5]))
    game.record(ev.Passed(role="werewolf"))
    game.record(ev.Dawn())
    game.record(ev.Death(target=4, cause=LEFT, kind="left"))
    assert rules(game.check(ev.DiedElsewhere(name="Emma", target=5, role="villager",
                                             cause="x"))) == ["not-away"]
    game.record(ev.DiedElsewhere(name="Dieter", target=4, role="villager",
                                 cause="eaten by the werewolves", village="Village 2"))
    emma = game.state.players[5]
    assert not emma.alive and emma.died is not None and emma.died.cause == "lover's grief"
    assert emma.died.chain == [4] and not game.state.players[4].away


def test_the_doppelganger_takes_the_role_of_a_chosen_player_who_died_elsewhere() -> None:
    """"If that player dies, their role passes to the Doppelganger" (Role Cards —
    Doppelganger), whichever village either of them is in."""
    game = dealt_game("ultimate", ["werewolf", "doppelganger", "seer", "villager", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[3]))
    game.record(ev.Passed(role="seer"))
    game.record(ev.Dawn())
    game.record(ev.Death(target=3, cause=LEFT, kind="left"))
    game.record(ev.DiedElsewhere(name="Clara", target=3, role="seer", cause="executed"))
    assert game.state.inherit == [(2, "seer")]
    # The Doppelganger who moved away from their chosen player keeps the tie by name.
    other = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"])
    night_to_dawn(other)
    other.record(ev.Arrival(seat=6, name="Zoe", role="doppelganger",
                            marks=ev.Marks(copies="Clara")))
    other.record(ev.DiedElsewhere(name="Clara", role="seer", cause="executed"))
    assert other.state.inherit == [(6, "seer")]
    other.record(ev.NightFalls())
    assert other.state.players[6].role == "seer"


def _bandit_game(chosen_dies_elsewhere: bool) -> list[str]:
    """The Bandit chooses seats 4 and 5; 4 leaves for another village (and dies there, or
    not), 5 and the only Werewolf are executed: the winners."""
    game = dealt_game("ultimate", ["werewolf", "bandit", "seer", "villager", "villager",
                                   "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="bandit", targets=[4, 5]))
    game.record(ev.Passed(role="seer"))
    game.record(ev.Dawn())
    game.record(ev.Death(target=4, cause=LEFT, kind="left"))
    if chosen_dies_elsewhere:
        game.record(ev.DiedElsewhere(name="Dieter", target=4, role="villager", cause="eaten"))
    game.record(ev.Death(target=5, cause="executed"))
    game.record(ev.Death(target=1, cause="executed"))
    return game.state.winners


def test_the_bandits_chosen_who_left_count_as_alive_until_they_die() -> None:
    """The Bandit wins "only if they're still alive at the end of the game and the two
    chosen players are not" (Role Cards — Bandit): a chosen player alive in another village
    is alive."""
    assert _bandit_game(False) == ["village"], "the chosen who left is alive elsewhere"
    assert _bandit_game(True) == ["village", "bandit"]


def test_a_doomed_player_takes_their_death_along() -> None:
    """The Stalwart attacked "only die[s] the following night" (Role Cards — Stalwart):
    wherever they sleep that night."""
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"])
    night_to_dawn(game)
    game.record(ev.Arrival(seat=6, name="Zoe", role="stalwart",
                           marks=ev.Marks(doomed="stalwart")))
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[]))
    game.record(ev.Passed(role="seer"))
    game.record(ev.Dawn())
    zoe = game.state.players[6]
    assert not zoe.alive and zoe.died is not None and "Stalwart" in zoe.died.cause


def test_a_log_names_a_newcomers_seat_only_while_the_arrival_stands(tmp_path) -> None:
    """The newcomer's seat is not in the log's setup: the log reads back (the fast path, undo
    and redo worked out on the lists) with events naming it while the arrival is in effect,
    and an event naming it after the arrival was undone is a LogError naming its line."""
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"],
                      log_path=tmp_path / "village.jsonl")
    night_to_dawn(game)
    game.record(ev.Arrival(seat=6, name="Zoe", role="villager", came_from="Village 2"))
    game.undo()
    game.redo()
    game.record(ev.Nominate(nominee=6, by=[2]))
    game.close()
    path = tmp_path / "village.jsonl"
    again, _ = load_game(path)
    assert again.state == game.state and again.state.players[6].name == "Zoe"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[-1:-1] = ['{"type":"undo"}']  # the arrival undone, then Zoe named
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LogError, match=rf"line {len(lines)}: .*no player sits in seat 6"):
        load_game(path)
