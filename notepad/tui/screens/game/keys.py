"""The game screen's keys. Every binding has a description and a tooltip, so the footer and
the command palette list it (STYLE.md, Posting); priority, so they work while the entry line
has the focus. F1 (every key, from NotepadScreen) comes first, so it stays in the footer at 80
columns; the keys that open another view are here too (GameViews), apart from the recording
in game.py."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from textual.binding import Binding
from textual.widgets import DataTable, Input

from notepad.engine import events as ev
from notepad.engine.corrections import Corrected
from notepad.engine.day.timer import DayClock, DayTimer
from notepad.language import mark, translated
from notepad.table.day_words import timer_text
from notepad.table.game_words import LEAVE_QUESTION, TIMER_BY_DAY, timer_not_written
from notepad.table.recorded import (
    NOTHING_TO_REDO,
    NOTHING_TO_UNDO,
    UNDO_AT_START,
    redone_words,
    undone_words,
)
from notepad.tui.markup import escape
from notepad.tui.room_key import ROOM_KEY
from notepad.tui.screens.game.log import LogWatch

if TYPE_CHECKING:
    from notepad.engine.game import Game
    from notepad.engine.night.script import Call
    from notepad.engine.validator import Violation


def _key(key: str, action: str, description: str, tooltip: str, key_id: str) -> Binding:
    return Binding(key, action, description, tooltip=tooltip, id=key_id, priority=True)



GAME_KEYS: list[Binding | tuple[str, str] | tuple[str, str, str]] = [
    _key("f5", "pass_call", mark("Pass"), mark("The call's role does nothing tonight"), "pass"),
    _key("f6", "next_phase", mark("Dawn/Dusk"), mark("Resolve the night, or end the day"),
         "next-phase"),
    _key("ctrl+z", "undo", mark("Undo"), mark("Take back the last recorded action"), "undo"),
    _key("ctrl+o", "override", mark("Override"), mark("Record the refused action with a reason"),
         "override"),
    _key("f4", "public", mark("Public"), mark("Only what the players may see"), "public"),
    _key("f7", "grid", mark("Notepad"), mark("The paper notepad's grid"), "grid"),
    _key("f8", "log", mark("Log"), mark("Every event in words"), "log"),
    _key("ctrl+y", "redo", mark("Redo"), mark("Record again what was undone"), "redo"),
    _key("ctrl+t", "timer", mark("Timer"), mark("Start or pause the day timer"), "timer"),
    _key("f9", "dice", mark("Dice"), mark("Roll the Fateful Dice from the seed"), "dice"),
    _key("escape", "clear_entry", mark("Clear"), mark("Clear the entry line"), "clear-entry"),
    _key("f10", "leave", mark("Leave"), mark("Back to the start screen (the log is kept)"),
         "leave"),
    ROOM_KEY,  # the Room dialog (issue 17)
]


# F1's list of the game screen's keys, by what the moderator is doing (screens/keys_help.py).
GAME_KEY_GROUPS = (
    (mark("At the call, and by day"), ("pass", "next-phase", "override", "clear-entry")),
    (mark("Taking back"), ("undo", "redo")),
    (mark("The day"), ("timer", "dice")),
    (mark("Other views of the game"), ("public", "grid", "log")),
    (mark("The room, other villages, leaving"), ("room", "next-village", "overview", "leave")),
)
GAME_KEY_NOTES = (
    (mark("At the call, and by day"), (
        (mark("type ⏎"), mark("Record the call (seats or first letters: 4, ha, 4 12), or a day "
                        "command")),
        ("help ⏎", mark("This game's commands now (also ?)")),
        ("⏎", mark("Alone: go on where nothing is to record; twice: the role passes")),
    )),
)


class GameViews(LogWatch):
    """The game screen's keys that open another view of the game, undo and redo, and the day
    timer (on LogWatch: what the screen says when the session log refuses an action)."""

    game: Game
    timer: DayTimer | None
    paused_at: float | None
    held: Call | None

    # What GameScreen does (notepad/tui/screens/game/screen.py).
    def verdict(self, violations: list[Violation], done: str = "",
                overridden: bool = False) -> None:
        raise NotImplementedError

    def game_words(self, event: ev.Event | Corrected) -> str:
        raise NotImplementedError

    def action_undo(self) -> None:
        if self.game.at_start() and not self.game.read_only:
            # Undone, the first nightfall left a "Day 0" of day commands and then the deal a
            # game without cards, where F6 did nothing (found by random keys).
            self.verdict([], translated(UNDO_AT_START))
            self.show()
            return
        step = self.game.last_step()  # the last event, or a whole correction
        last = step[0] if step else None
        self.held = None
        try:
            undone = last is not None and self.game.undo()
        except OSError as error:  # nothing was undone: the step is still the last
            self.refused("undo", step, error)
            self.show()
            return
        if undone and last is not None:
            self.pending = None
            self.verdict([], escape(undone_words(self.game.state, last)))
        else:
            self.verdict([], translated(NOTHING_TO_UNDO))
        self.show()

    def action_redo(self) -> None:
        again = self.game.redo_stack[-1] if self.game.redo_stack else None
        if again is None:
            self.verdict([], translated(NOTHING_TO_REDO))
            self.show()
            return
        words = self.game_words(again)
        try:
            self.game.redo()
        except OSError as error:  # nothing was redone
            self.refused("redo", [again], error)
            self.show()
            return
        self.verdict([], escape(redone_words(words)))
        self.show()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        """Enter on a player writes the seat into the entry line."""
        seat = event.row_key.value
        if seat:
            entry = self.query_one("#entry", Input)
            entry.value = f"{entry.value.rstrip()} {seat}".lstrip()
            entry.cursor_position = len(entry.value)
            entry.focus()


    def tick(self) -> None:
        if self.game.state.phase != "day":
            return
        if self.timer is None:
            # Nothing to count by day: an undo from night 2's pack call back into the day
            # left "More than a minute: send the pack back to sleep" standing (a trial).
            self.put("#timer", "")
            return
        now = self.paused_at or time.monotonic()
        self.put("#timer", timer_text(self.timer, now, self.paused_at is not None))

    def action_timer(self) -> None:
        if self.game.state.phase != "day":
            self.notify(translated(TIMER_BY_DAY), severity="warning")
            return
        now = time.monotonic()
        today = self.game.state.today
        if self.timer is None:
            self.timer = DayTimer(seconds=today.timer or 10 * 60, warning=today.warning,
                                  started=now)
        elif self.paused_at is None:
            self.paused_at = now
        else:
            self.timer.started += now - self.paused_at
            self.paused_at = None
        self.tell_the_room()
        self.tick()

    def tell_the_room(self) -> None:
        """The timer was started, paused or resumed: the log gets its clock, so the F4 view
        and the boards that follow the log count down with it (notepad/board/)."""
        if self.timer is None:
            return
        paused = self.paused_at
        left = self.timer.remaining(time.monotonic() if paused is None else paused)
        try:
            self.game.set_clock(DayClock(self.game.state.number, paused is None, left, time.time()))
        except OSError as error:
            self.notify(timer_not_written(error), severity="warning")

    def action_public(self) -> None:
        from notepad.tui.screens.public_view import PublicView

        self.app.push_screen(PublicView(self.game))

    def action_grid(self) -> None:
        from notepad.tui.screens.notepad_grid import NotepadGrid

        self.app.push_screen(NotepadGrid(self.game))

    def action_log(self) -> None:
        from notepad.tui.screens.event_log import EventLogScreen

        self.app.push_screen(EventLogScreen(self.game))

    def action_leave(self) -> None:
        from notepad.tui.screens.dialogs import Confirm

        app = self.app

        def leave(sure: bool | None) -> None:
            if sure:
                self.game.close()
                while len(app.screen_stack) > 1:
                    app.pop_screen()

        app.push_screen(
            Confirm(translated(LEAVE_QUESTION)),
            leave,
        )
