"""The day at a full table (issue 29): who may vote and how many votes a method can count, the
Elimination Method's order, and the execution a card survives. Rulebooks: Ultimate =
Ultimate Werewolf: Ultimate Edition; Werwölfe = the Werwölfe rulebook."""

from __future__ import annotations

from engine_helpers import dealt_game, rules

from notepad.engine import events as ev
from notepad.engine.game import Game


def to_day(game: Game, *night: ev.Event) -> None:
    game.record(ev.NightFalls())
    for action in night:
        game.record(action)
    game.record(ev.Dawn())


def alive(game: Game, seat: int) -> bool:
    return game.state.players[seat].alive


HAG_AND_MAYOR = ["werewolf", "werewolf", "old_hag", "mayor", "villager", "villager", "villager",
                 "villager"]


def test_the_banished_mayor_is_not_asked_and_not_counted() -> None:
    """Ultimate, Role Cards — Old Hag: the banished player takes no part in "the execution
    vote, or anything else"; Role Cards — Mayor: the Mayor's vote counts as two "when votes
    are tallied" — a banished Mayor casts none. 4 of the 7 who vote is more than half."""
    game = dealt_game("ultimate", HAG_AND_MAYOR)
    to_day(game, ev.Banish(target=4))
    game.record(ev.Nominate(nominee=1, by=[5, 6]))
    vote = ev.Vote(nominee=1, execute_total=4, spare_total=3)
    assert "mayor-vote" not in rules(game.check(vote))
    game.record(vote)
    assert not alive(game, 1)

