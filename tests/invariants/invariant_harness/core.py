"""What an invariant is, and what a broken one leaves behind.

An invariant is a class with one instance per game: the harness (table.py) calls `at_call`
when the night script reaches a call (before it is answered), `before` just before an event
is recorded, and `after` just after; each returns the sentences that say what went wrong
(none when the invariant holds). An instance may keep what it has seen so far in the game
(who has been told what, tonight's potions): the rules' answer at a moment is often a fact of
the game's past, not of its state.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.night.script import Call


@dataclass(frozen=True)
class Broken:
    """One violation: which invariant, in which game and at which event, and what was wrong."""

    invariant: str
    case: str
    game: int  # the game's index in the run: game_rng(seed, game) plays it again
    seed: int
    at: int  # events recorded when it was seen
    said: str

    def line(self) -> str:
        return (f"{self.invariant}: {self.case}, seed {self.seed} game {self.game}, "
                f"event {self.at}: {self.said}")


class Invariant:
    """One rule that holds after every event. `name` is its id (the tests' parameter),
    `says` the rule in a line, `item` the issue 29 item it guards ("" if none)."""

    name: ClassVar[str] = ""
    says: ClassVar[str] = ""
    item: ClassVar[str] = ""

    def __init__(self, game: Game) -> None:
        self.game = game

    def at_call(self, call: Call) -> Iterable[str]:
        return ()

    def before(self, action: ev.Event) -> None:
        return None

    def after(self, action: ev.Event) -> Iterable[str]:
        return ()


def living(game: Game) -> set[int]:
    return set(game.state.alive)


def name_of(game: Game, seat: int) -> str:
    return game.state.players[seat].name
