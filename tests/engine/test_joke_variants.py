"""Ultimate, Joke Variants: "No Seer and No Werewolves … you take their
place, calling the Werewolves and the Seer every night and playing their roles yourself";
"Everyone's a Werewolf … Give every player a Werewolf card, send everyone to sleep, and call the
Werewolves … Naturally, the game ends immediately in a Werewolf victory."""

from __future__ import annotations

from engine_helpers import dealt_game, next_night

from notepad.balance import RoleSet, assess
from notepad.catalog import Edition, catalog
from notepad.engine import events as ev

VILLAGE = ["witch", "bodyguard", "villager", "villager", "villager", "villager"]


def test_no_seer_and_no_werewolves_the_moderator_calls_and_plays_both() -> None:
    game = dealt_game("ultimate", VILLAGE, variants=["no-seer-no-werewolves"])
    game.record(ev.NightFalls())
    calls = {c.role: c for c in game.night_script()}
    assert list(calls) == ["bodyguard", "werewolf", "witch", "seer"]
    assert calls["werewolf"].seats == () and calls["seer"].seats == ()
    for role in ("bodyguard", "werewolf", "witch"):
        game.record(ev.Passed(role=role))
    assert game.check(ev.RoleCheck(role="seer", target=3)) == []  # the moderator checks
    game.record(ev.RoleCheck(role="seer", target=3))
    game.record(ev.Dawn())
    next_night(game)
    kill = ev.PackKill(targets=[4])  # the moderator eats a player
    assert game.check(kill) == []
    game.record(kill)
    game.record(ev.Dawn())
    # No Werewolf lives, yet the village has not won: the players don't know; the moderator
    # ends the game when the joke is over.
    assert not game.state.players[4].alive and game.state.phase == "day"
    game.record(ev.Death(target=5, cause="executed"))
    assert game.state.phase == "day"
    game.record(ev.GameEnds(winners=["werewolf"], players=[]))
    assert game.state.phase == "ended"


def test_without_the_joke_a_set_with_no_werewolf_is_won_by_the_village_at_once() -> None:
    game = dealt_game("ultimate", VILLAGE)
    assert [c.role for c in game.night_script(1)] == ["bodyguard", "witch"]
    game.record(ev.NightFalls())
    assert game.state.winners == ["village"]


def test_the_joke_set_gets_no_missing_seer_or_werewolf_warning() -> None:
    roles = {"witch": 1, "bodyguard": 1, "villager": 4}
    codes = {w.code for w in assess(RoleSet(Edition.ULTIMATE, 6, roles), catalog()).warnings}
    assert {"no-seer", "no-werewolf"} <= codes
    joke = RoleSet(Edition.ULTIMATE, 6, roles, ("no-seer-no-werewolves",))
    codes = {w.code for w in assess(joke, catalog()).warnings}
    assert not {"no-seer", "no-werewolf"} & codes


def test_everyones_a_werewolf_ends_at_once_in_a_werewolf_victory() -> None:
    game = dealt_game("ultimate", ["werewolf"] * 6)
    game.record(ev.NightFalls())
    assert game.state.phase == "ended" and game.state.winners == ["werewolf"]
    assert game.state.winning_seats == [1, 2, 3, 4, 5, 6]
