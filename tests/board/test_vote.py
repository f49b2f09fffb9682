"""The vote as it happens (issue 31, item 2; notepad/board/vote.py): who is accused, by whom
and who seconded, whether the vote is open, how many votes execute, and the result as the
table saw it; at the end, every card as the role-reveal variant allows and the winners by
team."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from engine_helpers import dealt_game  # noqa: E402
from view_games import ended_game, mid_game  # noqa: E402

from notepad.board.vote import public_vote  # noqa: E402
from notepad.engine import events as ev  # noqa: E402

EVERYONE = ["werewolf", "seer", "villager", "werewolf", "prince", "martyr", "villager",
            "villager", "villager", "villager"]


def day_one(cards=EVERYONE, variants=()):
    game = dealt_game("ultimate", cards, list(variants))
    game.record(ev.NightFalls())
    game.record(ev.Dawn(), override="test: straight to the day")
    return game


def test_an_accusation_opens_the_vote_and_says_how_many_execute():
    """Ultimate, The First Day: "If more than half the players vote to execute"."""
    game = mid_game()  # day 2: 7 alive, Ben banished today (Role Cards — Old Hag)
    assert public_vote(game)["open"] is None
    game.record(ev.Nominate(nominee=5, by=[6, 7]))
    vote = public_vote(game)
    assert vote["accused"] == [{"seat": 5, "name": "Emma", "result": "",
                                "line": "Emma — accused by Felix, seconded by Greta"}]
    assert vote["open"] == 5
    assert vote["needed"] == "4 votes execute: more than half of the 6 who may vote"
    game.record(ev.Vote(nominee=5, execute=[6, 7], spare=[1, 3, 5, 10]))
    vote = public_vote(game)
    assert vote["accused"][0]["result"] == "spared" and vote["open"] is None
    game.record(ev.Nominate(nominee=10, by=[1, 6]))
    assert public_vote(game)["open"] == 10
    game.record(ev.Vote(nominee=10, execute=[1, 3, 5, 6, 7], spare=[10]))
    vote = public_vote(game)
    assert [a["result"] for a in vote["accused"]] == ["spared", "executed"]
    assert vote["needed"] == "" and vote["open"] is None  # the day is over


def test_the_mayor_counts_twice():
    game = day_one()
    game.record(ev.MayorElected(target=3))
    assert public_vote(game)["needed"] == (
        "6 votes execute: more than half of the 10 who may vote (the Mayor's counts twice)")


def test_the_prince_survives_revealed():
    """Role Cards — Prince: "they reveal their role and survive"."""
    game = day_one()
    game.record(ev.Nominate(nominee=5, by=[1, 2]))
    game.record(ev.Vote(nominee=5, execute=[1, 2, 3, 4, 7, 8, 9], spare=[5]))
    if game.state.today.sentenced == 5:  # the Martyr is asked first
        game.record(ev.MartyrChoice(takes_place=False))
    assert public_vote(game)["accused"][0]["result"] == "survived: the Prince reveals the card"


def test_the_martyr_takes_the_place():
    """Role Cards — Martyr: "take the place of the condemned"."""
    game = day_one()
    game.record(ev.Nominate(nominee=3, by=[1, 2]))
    game.record(ev.Vote(nominee=3, execute=[1, 2, 4, 5, 7, 8, 9], spare=[3]))
    assert public_vote(game)["accused"][0]["result"] == "sentenced"  # the Martyr may answer
    assert public_vote(game)["open"] is None
    game.record(ev.MartyrChoice(takes_place=True))
    assert public_vote(game)["accused"][0]["result"] == "survived: the Martyr took the place"


def test_the_charm_saves_its_holder():
    """Rule Variants — The Charm: the holder survives an execution."""
    game = mid_game()  # Felix holds the Charm since night 2
    game.record(ev.Nominate(nominee=6, by=[1, 5]))
    game.record(ev.Vote(nominee=6, execute=[1, 3, 5, 7, 10], spare=[6]))
    assert public_vote(game)["accused"][0]["result"] == "survived: saved by the Charm"


def test_werwoelfe_counts_thumbs():
    """Werwölfe, The Gallows: more thumbs up than down."""
    game = dealt_game("werwoelfe", ["werewolf", "seer", "villager", "villager", "villager",
                                    "villager", "werewolf", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.Dawn(), override="test")
    game.record(ev.Nominate(nominee=3, by=[1, 2]))
    assert public_vote(game)["needed"] == "More thumbs up than down execute"
    game.record(ev.Vote(nominee=3, execute=[1, 2, 4, 5], spare=[3, 6]))
    assert public_vote(game)["accused"][0]["result"] == "lynched at the gallows"


def test_the_end_shows_every_card_as_the_variant_allows_and_the_winners_by_team():
    vote = public_vote(ended_game())
    assert vote["cards"][0] == {"seat": 1, "name": "Anna", "shown": "Werewolf", "won": False,
                                "dead": True}
    assert {"seat": 2, "name": "Ben", "shown": "Seer", "won": True, "dead": False} \
        in vote["cards"]
    assert vote["teams"] == [{"team": "Villagers", "players": [
        "Ben", "Clara", "Emma", "Felix", "Greta", "Hans", "Ida", "Jonas", "Karla", "Lukas"]}]
    hidden = public_vote(ended_game("reveal-none"))
    assert {c["shown"] for c in hidden["cards"]} == {""} and hidden["teams"] == []
    teams = public_vote(ended_game("reveal-team"))
    assert {c["shown"] for c in teams["cards"]} == {"Villagers", "Werewolves"}
