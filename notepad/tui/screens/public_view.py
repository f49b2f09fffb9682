"""The public view: what the players may see, turned towards the table (issue 6, Always at
hand). It shows the public state (notepad/board/public.py) that the board in a second
terminal and the web board show too: living players, the dead with only what the role-reveal
variant shows (engine/reveal.py), today's Fateful Dice rule, who is silenced or banished
today, the accused and the hands counted, the day timer. No role, no cause of death, no mark
of the moderator's is ever shown here: a cause ("shot by the Hunter", "the Elder's age") can
name a role the variant keeps hidden."""

from __future__ import annotations

import time
from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer

from notepad.board.public import public_state
from notepad.engine.game import Game
from notepad.language import gettext, mark
from notepad.tui.screens.base import NotepadScreen
from notepad.tui.widgets.board_view import BoardView


class PublicView(NotepadScreen[None]):
    """Large, calm, for the table's eyes; F4 (the key that opened it) turns it back."""

    BINDINGS = [
        Binding("f4", "dismiss", mark("Back"), tooltip=mark("Back to the moderator's view"),
                id="public-back"),
    ]

    def __init__(self, game: Game, clock: Callable[[], float] = time.time) -> None:
        """`clock` tells the wall-clock time the day timer is counted at (tests freeze it)."""
        super().__init__()
        self.game = game
        self.clock = clock

    def compose(self) -> ComposeResult:
        yield BoardView(id="public")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = gettext("public view")
        self.refresh_board()
        self.set_interval(1, self.refresh_board)

    def refresh_board(self) -> None:
        self.query_one(BoardView).show(public_state(self.game, now=self.clock()))
