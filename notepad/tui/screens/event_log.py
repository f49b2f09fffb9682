"""The log (issue 6, Always at hand): every recorded event in words, numbered from 1, newest
last, with the deaths it caused, each override with its reason and each correction. The words
come from notepad/table/report.py, so the screen and the exported report say the same.

Any event can be corrected here (issue 18; Ultimate, Moderator's Guide — Moderator Mistakes):
c (or Enter) changes the highlighted event, typed again as at its call; x removes it; i
inserts a forgotten action before it. A reason is asked, the preview shows what changes and
waits for a decision on every later event the correction makes illegal, then the correction
is recorded and every view follows (screens/correction.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from notepad.engine import events as ev
from notepad.engine.corrections import Correction
from notepad.engine.game import Game
from notepad.language import gettext, mark
from notepad.table.event_words import Entry, event_words, record_of, when_words
from notepad.table.screen_words import (
    died_words,
    event_corrected,
    event_title,
    log_summary,
    mistake_to_acknowledge,
    override_words,
    remove_question,
    tell_the_village,
    view_title,
)
from notepad.tui.screens.base import NotepadScreen

INDENT = " " * 14  # under the words, past the number and the phase
Guard = Callable[[list[int]], str | None]


def entry_row(entry: Entry, width: int = 8) -> Content:
    """Number, phase and words; the deaths, the override and the corrections on lines of
    their own under the words. Plain content, not a table per event: a 68-player log of 30
    nights opens in a fraction of a second, not seconds."""
    line = Text(f"{entry.number:>4} ", style="dim")
    # `width`: the longest phase in words ("Vorbereitung" in German), so the words align.
    indent = " " * (width - 8) + INDENT
    line.append(f"{when_words(entry.when):<{width}} ",
                style="bold" if entry.when.startswith("night") else "")
    line.append(entry.words)
    if entry.deaths:
        line.append(f"  {died_words(entry.deaths)}", style="red")
    if entry.override:
        line.append(f"\n{indent}{override_words(entry.override)}", style="yellow")
    for words in entry.corrected:
        line.append(f"\n{indent}{words}", style="magenta")
    return Content.from_rich_text(line)


class EventLogScreen(NotepadScreen[None]):
    """The game's events; undo and redo stay on the game screen, which this returns to."""

    BINDINGS = [
        Binding("f8", "dismiss", mark("Back"), tooltip=mark("Back to the game"), id="log-back"),
        Binding("escape", "dismiss", mark("Back"), tooltip=mark("Back to the game"),
                id="log-escape",
                show=False),
        Binding("c", "correct('change')", mark("Change"),
                tooltip=mark("Change the highlighted event: "
                "type it again as at its call"), id="log-change"),
        Binding("x,delete", "remove", mark("Remove"),
                tooltip=mark("Remove the highlighted event: it "
                "never happened"), id="log-remove"),
        Binding("i,insert", "correct('insert')", mark("Insert before"), tooltip=mark("Insert a "
                "forgotten action before the highlighted event"), id="log-insert"),
        Binding("home", "top", mark("First event"), tooltip=mark("The first event"), id="log-top",
                show=False),
        Binding("end", "bottom", mark("Last event"), tooltip=mark("The newest event"),
                id="log-bottom",
                show=False),
    ]
    DEFAULT_CSS = """
    EventLogScreen #log-summary { padding: 0 1; color: $text-muted; }
    EventLogScreen #events { height: 1fr; border: round $primary; }
    """

    def __init__(self, game: Game, guard: Guard | None = None) -> None:
        super().__init__()
        self.game = game
        self.entries: list[Entry] = []
        # Why events (by number) may not be changed, removed or dropped here: a village's
        # moves stand in its notebook too (VillageScreen); None for a single game.
        self.guard = guard

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="log-summary")
        yield OptionList(id="events")
        yield Footer()

    def on_mount(self) -> None:
        self.show_entries()
        self.query_one("#events", OptionList).focus()

    def show_entries(self, highlight: int | None = None) -> None:
        """Every event, the one numbered `highlight` (else the newest) highlighted."""
        state = self.game.state
        self.sub_title = view_title("log", state.when)
        self.entries = record_of(self.game).entries
        overrides = sum(1 for e in self.entries if e.override)
        corrections = len(self.game.corrections)
        self.query_one("#log-summary", Static).update(
            log_summary(len(self.entries), overrides, corrections, when_words(state.when)))
        events = self.query_one("#events", OptionList)
        events.clear_options()
        if not self.entries:
            events.add_option(Option(Text(gettext("Nothing recorded yet."), style="dim"),
                                     disabled=True))
            return
        width = max(8, *(len(when_words(when)) for when in {e.when for e in self.entries}))
        events.add_options([Option(entry_row(e, width), id=str(e.number))
                            for e in self.entries])
        number = highlight if highlight is not None else len(self.entries)
        events.highlighted = max(0, min(number, len(self.entries)) - 1)
        events.scroll_to_highlight()

    def action_top(self) -> None:
        events = self.query_one("#events", OptionList)
        if self.entries:
            events.highlighted = 0
        events.scroll_home(animate=False)

    def action_bottom(self) -> None:
        events = self.query_one("#events", OptionList)
        if self.entries:
            events.highlighted = len(self.entries) - 1
        events.scroll_end(animate=False)

    def highlighted(self) -> int | None:
        """The number of the highlighted event, or None (nothing recorded)."""
        index = self.query_one("#events", OptionList).highlighted
        if not self.entries or index is None or index >= len(self.entries):
            return None
        return self.entries[index].number

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_correct("change")

    # Corrections -------------------------------------------------------------------------

    def refused(self) -> bool:
        """A game whose log another window records (read-only) takes no correction."""
        if self.game.read_only:
            self.notify(gettext("This window is read-only: correct the game in the window "
                                "that records it."), severity="warning")
            return True
        return False

    def action_correct(self, action: Literal["change", "insert"]) -> None:
        from notepad.table.correcting import entry_form
        from notepad.tui.screens.correction import CorrectionEntry

        number = self.highlighted()
        if number is None or self.refused() or (action == "change" and self.guarded(number)):
            return
        form = entry_form(self.game, number, action)
        if isinstance(form, str):
            self.notify(form, title=event_title(number), severity="warning", timeout=10)
            return

        def typed(event: ev.Event | None) -> None:
            if event is not None:
                self.ask_reason(lambda reason: form.correction(event, reason))

        self.app.push_screen(CorrectionEntry(form), typed)

    def guarded(self, number: int) -> bool:
        why = self.guard([number]) if self.guard is not None else None
        if why:
            self.notify(why, title=event_title(number), severity="warning", timeout=15)
        return bool(why)

    def action_remove(self) -> None:
        number = self.highlighted()
        if number is None or self.refused() or self.guarded(number):
            return
        original = self.game.events[number - 1]
        self.ask_reason(lambda reason: Correction(
            action="remove", at=number, original=original, reason=reason,
            when=self.game.state.when),
            remove_question(number, event_words(self.game.state, original)))

    def ask_reason(self, build: Callable[[str], Correction], title: str = "") -> None:
        """Ask the correction's reason (again while empty), then show the preview."""
        from notepad.tui.screens.correction import AskReason, CorrectionPreview

        def reason(text: str | None) -> None:
            if text:
                correction = build(text)
                previewed = CorrectionPreview(self.game, correction, self.guard)
                self.app.push_screen(previewed, lambda done: self.corrected(
                    correction, done, previewed.told))

        self.app.push_screen(
            AskReason(title or gettext("Correction: why was the record wrong?")), reason)

    def corrected(self, correction: Correction, done: bool | None,
                  told: list[str] | None = None) -> None:
        if not done:
            return
        self.show_entries(highlight=correction.at)
        if told:  # Ultimate, Moderator's Guide — Moderator Mistakes: acknowledge it
            self.notify(tell_the_village(told), title=mistake_to_acknowledge(correction.at),
                        severity="warning", timeout=30)
            return
        self.notify(event_corrected(correction.at, correction.action),
                    title=gettext("Corrected"), timeout=8)
