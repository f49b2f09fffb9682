"""The board in a second terminal (`werewolf-notepad board LOG`): full screen, for a projector
or a screen the table can see. It follows the session log read-only while the moderator plays
(notepad/board/follow.py) and shows the public state (notepad/board/public.py), the same as
the F4 view and the web board."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Static

from notepad.board.follow import LogFollower
from notepad.board.public import public_state
from notepad.engine.log.session import LogError
from notepad.language import mark
from notepad.tui.widgets.board_view import BoardView

LOOK_SECONDS = 0.2  # how often the log is looked at


class BoardApp(App[None]):
    """werewolf-notepad: the players' board."""

    TITLE = "werewolf-notepad board"
    CSS = """
    #board-status { dock: top; height: auto; color: $text-muted; padding: 0 1; }
    #board-status.-problem { color: $error; text-style: bold; }
    """
    BINDINGS = [
        Binding("q", "quit", mark("Quit"), tooltip=mark("Close the board (the game goes on)"),
                id="quit"),
    ]

    def __init__(self, log: Path, clock: Callable[[], float] = time.time) -> None:
        super().__init__()
        self.follower = LogFollower(log)
        self.clock = clock

    def compose(self) -> ComposeResult:
        yield BoardView(id="board")
        yield Static("", id="board-status")
        yield Footer()

    def on_mount(self) -> None:
        self.look()
        self.set_interval(LOOK_SECONDS, self.look)
        self.set_interval(1.0, self.redraw)

    def look(self) -> None:
        problem = ""
        try:
            changed = self.follower.poll()
        except LogError as error:
            changed, problem = False, str(error)
        problem = problem or self.follower.problem
        status = self.query_one("#board-status", Static)
        status.update(f"Stopped following: {problem}" if problem else
                      f"Following {self.follower.path.name} (read-only) · q closes the board")
        status.set_class(bool(problem), "-problem")
        if changed:
            self.redraw()

    def redraw(self) -> None:
        game = self.follower.game
        if game is not None:
            self.query_one(BoardView).show(public_state(game, now=self.clock()))


def run_board(log: Path) -> None:
    BoardApp(log).run()
