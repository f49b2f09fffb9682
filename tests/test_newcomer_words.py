"""Issue 32, "A newcomer's first evening": the words the notepad says, each as a newcomer met
it (numbered as in the issue), and the command line's."""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import GameSetup, Seat
from notepad.table.event_words import record_of
from notepad.table.recorded import recorded_words

NAMES = ["Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta"]


def dealt(cards: list[str], edition: str = "ultimate", **extra) -> Game:
    roles: dict[str, int] = {}
    for card in cards:
        roles[card] = roles.get(card, 0) + 1
    setup = GameSetup(edition=edition, roles=roles,  # type: ignore[arg-type]
                      players=[Seat(seat=i, name=n) for i, n in enumerate(NAMES, 1)],
                      seed=1, **extra)
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=cards))
    return game


def to_day(game: Game) -> None:
    game.record(ev.NightFalls())
    for call in game.night_script():
        game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())


SEVEN = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"]


def test_a_vote_says_its_outcome():
    """Item 3: "Vote on Tina: execute 33, spare 32, the Mayor votes to spare." never said
    "spared"; an execution is said by the death beside it."""
    game = dealt(SEVEN)
    to_day(game)
    game.record(ev.Nominate(nominee=5, by=[1, 2]))
    vote = ev.Vote(nominee=5, execute_total=2, spare_total=5)
    game.record(vote)
    assert recorded_words(game, vote) == \
        "Recorded: Vote on Emma: execute 2, spare 5 — spared."
    assert record_of(game).entries[-1].text == "Vote on Emma: execute 2, spare 5 — spared"
    game.record(ev.Nominate(nominee=6, by=[1, 2]))
    hanged = ev.Vote(nominee=6, execute_total=6, spare_total=0)
    game.record(hanged)
    assert recorded_words(game, hanged) == "Recorded: Vote on Felix: execute 6, spare 0."
    assert record_of(game).entries[-1].text == \
        "Vote on Felix: execute 6, spare 0 → died: Felix (executed)"
