"""The game screen's night display: the call column, the call to record next, the words to
read and the pack's minute; and the texts' writer (`put`) the whole screen uses. GameScreen
(screen.py) is built on it; every word comes from notepad/table/night_words.py.
"""

from __future__ import annotations

import time

from textual.widgets import Input

from notepad.engine.night.cards.checks import hunt_is_timed
from notepad.engine.night.hunt import HuntTimer
from notepad.engine.night.script import Call
from notepad.engine.state import GameState
from notepad.room.night_room import NightRoom
from notepad.table.commands import call_done, pending_kinds
from notepad.table.day_words import dice_line, hunt_text
from notepad.table.game_words import answers_block, calls_title
from notepad.table.night_words import (
    answer_texts,
    call_entries,
    night_texts,
    progress,
    tonight_answers,
)
from notepad.tui.markup import escape
from notepad.tui.screens.game.keys import GameViews
from notepad.tui.widgets.call_list import CallList
from notepad.tui.widgets.text_region import TextRegion


class NightView(GameViews):
    """The night as the game screen shows it, and the texts' writer (`put`)."""

    chosen_call: str | None  # a call the moderator picked out of order
    hunt: HuntTimer | None  # the pack's minute (Role Cards — Werewolf)
    night_room: NightRoom | None  # pacing and spoken calls (room/night_room.py)
    _texts: dict[str, str]  # each text as last shown

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def entry(self) -> Input:
        return self.query_one("#entry", Input)

    def calls(self) -> list[Call]:
        return self.game.night_script() if self.state.phase == "night" else []

    def current_call(self, calls: list[Call] | None = None) -> Call | None:
        """The call to record next: the one the moderator picked, else the first not done."""
        calls = self.calls() if calls is None else calls
        if self.chosen_call:
            chosen = [c for c in calls if c.role == self.chosen_call]
            if chosen and not call_done(self.state, chosen[0]):
                return chosen[0]
            self.chosen_call = None
        return next((c for c in calls if not call_done(self.state, c)), None)

    def show_night(self) -> None:
        state = self.state
        calls = self.calls()
        current = self.current_call(calls)
        if self.held is not None:
            say, detail, hint = answer_texts(self.game, self.held)
        else:
            say, detail, hint = night_texts(self.game, current)
        self.put("#calls-title", calls_title(state))
        entries = call_entries(state, calls, self.held or current)
        if self.night_room is not None:
            entries = self.night_room.calls(state.number, entries, current)
        self.show_list(entries)
        self.put("#phase", escape(progress(state, calls, self.held or current)))
        if current is not None and "kill" in pending_kinds(state, current) \
                and hunt_is_timed(state, current.role):  # the Werewolf card's minute
            if self.hunt is None or (self.hunt.role, self.hunt.night) != (current.role,
                                                                          state.number):
                self.hunt = HuntTimer(started=time.monotonic(), role=current.role,
                                      night=state.number)
        else:
            self.hunt = None
        self.night_timer()
        self.put("#say", escape(say))
        self.put("#detail", escape(detail))
        self.put("#answers", escape(answers_block(tonight_answers(state))))
        self.show_ask("")
        self.entry.placeholder = hint

    def put(self, widget_id: str, text: str) -> None:
        """Update a text only when it changed, and lay the screen out again only when its
        height changed (notepad/tui/widgets/text_region.py)."""
        if self._texts.get(widget_id) != text:
            self._texts[widget_id] = text
            self.query_one(widget_id, TextRegion).show(text)

    def show_ask(self, text: str) -> None:
        """What the game waits on ("Ask now: …"), on the lines just above the entry; the
        region takes no line while nothing is asked."""
        self.query_one("#ask", TextRegion).display = bool(text)
        self.put("#ask", text)

    def show_list(self, entries: list[tuple[str, str]]) -> None:
        """The call column's list; redrawn only where a line changed (a night of 30 calls
        at 68 players must not redraw on every key: notepad/tui/widgets/call_list.py)."""
        self.query_one("#calls", CallList).show(entries)

    def night_timer(self) -> None:
        """The night's timer line: today's dice rule and the pack's minute (Role Cards —
        Werewolf)."""
        hunt = hunt_text(self.hunt, time.monotonic()) if self.hunt is not None else ""
        self.put("#timer", escape("\n".join(t for t in (dice_line(self.game), hunt) if t)))
