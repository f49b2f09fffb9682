"""Werwölfe rules the other engine tests leave open, one sentence
each."""

from __future__ import annotations

from engine_helpers import dealt_game, make_setup, next_night, night_to_dawn, rules

from notepad.balance import RoleSet, assess
from notepad.catalog import Edition, catalog
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import deal

KNOWN = catalog().edition_roles("werwoelfe")


def test_lovers_of_both_sides_have_no_team_of_their_own() -> None:
    """Werwölfe's lovers "see who the other is. If one of the two is killed, regardless of how,
    the other dies immediately as well" (All Characters at a Glance — Cupid) — no more: a
    werewolf and a villager in love are not a third team (the Ultimate rule, Role Cards —
    Lovers), and "The game ends as soon as the last werewolf dies … all players belonging to
    the village win — including those already deceased" (End of the Game)."""
    game = dealt_game("werwoelfe", ["werewolf", "seer", "cupid", "villager"])
    night_to_dawn(game, ev.LoversChosen(targets=[1, 4]), ev.PackKill(targets=[2]),
                  ev.Passed(role="seer"))
    game.record(ev.Nominate(nominee=3, by=[1, 4]))
    game.record(ev.Vote(nominee=3, execute=[1, 4], spare=[3]))
    assert [p.seat for p in game.state.living()] == [1, 4]
    assert game.state.phase == "day"  # not over: a werewolf and a villager are alive
    next_night(game)
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.Dawn())
    assert game.state.winners == ["village"]
    assert game.state.winning_seats == [2, 3, 4]
    ultimate = dealt_game("ultimate", ["werewolf", "seer", "cupid", "villager"])
    ultimate.record(ev.NightFalls())
    ultimate.record(ev.LoversChosen(targets=[1, 4]))
    ultimate.record(ev.Dawn())
    ultimate.record(ev.Death(target=2, cause="executed"))
    ultimate.record(ev.Death(target=3, cause="executed"))
    assert ultimate.state.winners == ["lovers"]


def test_the_healer_chooses_a_fellow_player() -> None:
    """Healer: "Point to 1 fellow player you want to heal this night"; All Characters at a
    Glance: "The Healer chooses 1 fellow player every night" — not themselves (where the Witch
    may: she "can also use the healing potion if she herself is the werewolves' victim")."""
    game = dealt_game("werwoelfe", ["werewolf", "healer", "witch", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[3]))
    assert rules(game.check(ev.Protect(role="healer", target=2))) == ["self-target"]
    assert game.check(ev.Potions(role="witch", heal=3)) == []


def test_the_elected_mayor_is_handed_the_card_not_dealt_it() -> None:
    """Mayor, Variant: "Many groups award the Mayor card, after the characters have been
    distributed, to a specific player by majority decision. If a vote results in a tie, this
    player may decide." Six players, seven cards with the Mayor's."""
    cards = {"werewolf": 2, "seer": 1, "mayor": 1, "villager": 3}
    setup = make_setup("werwoelfe", ["werewolf", "werewolf", "seer", "villager", "villager",
                                     "villager"], variants=["elected-mayor"])
    setup = setup.model_copy(update={"roles": cards})
    dealt = deal(setup, KNOWN)
    assert "mayor" not in dealt.cards and len(dealt.cards) == 6
    balance = assess(RoleSet(Edition.WERWOELFE, 6, cards, ("elected-mayor",)), catalog())
    assert "card-count" not in {w.code for w in balance.warnings}
    assert balance.balance == -12 + 7 + 2 + 3  # the Mayor's +2 still counts
    game = Game(setup, KNOWN)
    game.record(dealt)
    game.record(ev.NightFalls())
    assert "mayor" not in [c.role for c in game.night_script()]  # nobody to call
    wolves = [p.seat for p in game.state.players.values() if p.role == "werewolf"]
    others = [p.seat for p in game.state.players.values() if p.role != "werewolf"]
    game.record(ev.PackKill(targets=[others[0]]))
    game.record(ev.Dawn())
    mayor, nominee = others[1], wolves[0]
    game.record(ev.MayorElected(target=mayor))
    game.record(ev.Nominate(nominee=nominee, by=[others[2], others[3]]))
    rest = [s for s in others[1:] if s != mayor]
    # A tie, 2 : 2; the Mayor's thumb up decides it.
    game.record(ev.Vote(nominee=nominee, execute=[mayor, rest[0]], spare=[wolves[1], rest[1]]))
    assert not game.state.players[nominee].alive


def test_the_witch_is_shown_red_riding_hood_as_the_victim() -> None:
    """Red Riding Hood: "The Witch is shown Red Riding Hood as the werewolves' victim in the
    normal way, regardless of whether the Hunter is still alive or not"."""
    game = dealt_game("werwoelfe", ["werewolf", "witch", "hunter", "red_riding_hood",
                                    "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[4]))
    witch = next(c for c in game.night_script() if c.role == "witch")
    assert "Dieter" in witch.note


def test_the_werewolves_may_agree_on_no_victim() -> None:
    """Werewolves: "If, after a while, they still cannot agree, the werewolves devour no player
    this night"; the moderator still says "The werewolves have chosen a victim."."""
    game = dealt_game("werwoelfe", ["werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    pack = next(c for c in game.night_script() if c.role == "werewolf")
    assert "kill" in pack.record and pack.end.startswith("The werewolves have chosen a victim")
    assert game.check(ev.PackKill(targets=[])) == []
    game.record(ev.PackKill(targets=[]))
    report = game.record(ev.Dawn())
    assert report == [] and game.state.last_report is not None
    assert game.state.last_report.deaths == []
    assert "No one was devoured tonight." in game.state.last_report.announce


def test_the_game_begins_with_a_night() -> None:
    """Sequence of Play: "The game begins with a night phase, followed by a day phase"."""
    game = dealt_game("werwoelfe", ["werewolf", "seer", "villager", "villager"])
    assert rules(game.check(ev.Nominate(nominee=1, by=[2, 3]))) == ["not-day"]
    assert game.check(ev.NightFalls()) == []


def test_the_werewolves_win_when_only_werewolves_are_left() -> None:
    """Goal of the Game: "If only werewolves remain alive, the werewolf team wins"; End of the
    Game: "If the werewolves manage to devour all the other players (or have them lynched
    through cunning), they win" — and not before: Werwölfe has no parity rule."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "seer", "villager", "villager"])
    night_to_dawn(game, ev.PackKill(targets=[3]))
    game.record(ev.Nominate(nominee=4, by=[1, 2]))
    game.record(ev.Vote(nominee=4, execute=[1, 2], spare=[4, 5]))  # 2 : 2, no Mayor
    assert game.state.players[4].alive
    game.record(ev.Nominate(nominee=5, by=[1, 2]))
    game.record(ev.Vote(nominee=5, execute=[1, 2, 4], spare=[5]))
    assert game.state.phase == "day"  # two werewolves and one villager: not over
    night_to_dawn(game, ev.PackKill(targets=[4]))
    assert game.state.winners == ["werewolf"] and game.state.winning_seats == [1, 2]


def test_cupid_may_choose_themselves() -> None:
    """Cupid: "Cupid, now point to 2 players who fall in love with each other. You may also
    point to yourself." — two players, not one twice."""
    game = dealt_game("werwoelfe", ["werewolf", "cupid", "seer", "villager"])
    game.record(ev.NightFalls())
    assert game.check(ev.LoversChosen(targets=[2, 4])) == []
    assert rules(game.check(ev.LoversChosen(targets=[4, 4]))) == ["lovers"]


def test_the_witch_may_use_both_potions_in_one_night_once_each() -> None:
    """All Characters at a Glance — Witch: "The Witch can use both potions in the same night";
    each "once per game"."""
    game = dealt_game("werwoelfe", ["werewolf", "witch", "seer", "villager", "villager",
                                    "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[4]))
    assert game.check(ev.Potions(heal=4, kill=1)) == []
    game.record(ev.Potions(heal=4, kill=1))
    game.record(ev.Dawn())
    assert game.state.winners == ["village"]  # the poisoned werewolf was the last


def test_red_riding_hood_can_still_die_by_poison_or_at_the_gallows() -> None:
    """All Characters at a Glance — Red Riding Hood: "they can still die normally in other
    ways (for example, through the poison potion or the gallows)"."""
    cards = ["werewolf", "werewolf", "witch", "hunter", "red_riding_hood", "villager",
             "villager"]
    game = dealt_game("werwoelfe", cards)
    night_to_dawn(game, ev.PackKill(targets=[5]), ev.Potions(kill=5))
    assert not game.state.players[5].alive
    other = dealt_game("werwoelfe", cards)
    night_to_dawn(other, ev.PackKill(targets=[6]))
    other.record(ev.Nominate(nominee=5, by=[1, 2]))
    other.record(ev.Vote(nominee=5, execute=[1, 2, 3, 4], spare=[5]))
    assert not other.state.players[5].alive
