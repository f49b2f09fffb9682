"""The game screen and its session log: what the screen says when the log refuses an action
(a full disk, a read-only window), and a read-only window following the log that another
window records (docs/session-log.md, The lock). The words come from notepad/table/event_words.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notepad.engine import events as ev
from notepad.engine.corrections import Corrected
from notepad.language import gettext
from notepad.table.screen_words import read_only_title
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen

if TYPE_CHECKING:
    from notepad.engine.game import Game


class LogWatch(NotepadScreen[None]):
    """The base of GameScreen, which shows the game (`put`, `show`)."""

    game: Game
    pending: ev.Event | None
    _followed = 0  # the log's size when a read-only window last read it

    def put(self, widget_id: str, text: str) -> None:
        raise NotImplementedError

    def show(self) -> None:
        raise NotImplementedError

    def start_following(self) -> None:
        self.sub_title = read_only_title(self.sub_title or "")
        self.put("#verdict", gettext("[b]Read-only[/b]: this window follows a log that another "
                                     "window records. Nothing you type here is recorded."))
        self._followed = self.log_size()
        self.set_interval(2.0, self.follow)

    def refused(self, doing: str, events: list[ev.Event | Corrected], error: OSError) -> None:
        """The session log refused the action: say exactly what was not recorded; the game
        is as it was."""
        from notepad.table.event_words import not_written

        text = not_written(self.game.state, doing, events, error)
        self.put("#verdict", f"[red]{escape(text)}[/red]")
        self.notify(text, title=gettext("Not recorded"), severity="error", timeout=30)

    def log_size(self) -> int:
        try:
            return self.game.log.path.stat().st_size if self.game.log else 0
        except OSError:
            return 0

    def follow(self) -> None:
        """Read the log again when it grew (or was cut back) since the last look."""
        from notepad.engine.log.replay import load_game
        from notepad.engine.log.session import LogError

        size = self.log_size()
        if self.game.log is None or size == self._followed:
            return
        try:
            game, _ = load_game(self.game.log.path, self.game.roles, read_only=True)
        except (LogError, OSError):  # a line being written: the next look reads it whole
            return
        self.game, self._followed, self.pending = game, size, None
        self.show()
