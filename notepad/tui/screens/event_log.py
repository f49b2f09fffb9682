"""The log (issue 6, Always at hand): every recorded event in words, numbered from 1, newest
last, with the deaths it caused and each override with its reason. The words come from
notepad/report.py, so the screen and the exported report say the same."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Header, Static

from notepad.engine.game import Game
from notepad.event_words import Entry, record_of
from notepad.tui.screens.base import NotepadScreen


def entry_text(entry: Entry) -> Text:
    line = Text(entry.words)
    if entry.deaths:
        line.append(f"  → died: {'; '.join(entry.deaths)}", style="red")
    if entry.override:
        line.append(f"\noverride: {entry.override}", style="yellow")
    return line


def log_table(entries: list[Entry]) -> Table:
    """Number, phase and words in columns, so a wrapped line keeps its indent."""
    table = Table.grid(padding=(0, 1))
    table.add_column(justify="right", style="dim", no_wrap=True)
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    for entry in entries:
        night = entry.when.startswith("night")
        table.add_row(str(entry.number), Text(entry.when, style="bold" if night else ""),
                      entry_text(entry))
    return table


class EventLogScreen(NotepadScreen[None]):
    """Read-only; undo and redo stay on the game screen, which this returns to."""

    BINDINGS = [
        Binding("f8", "dismiss", "Back", tooltip="Back to the game", id="log-back"),
        Binding("escape", "dismiss", "Back", tooltip="Back to the game", id="log-escape",
                show=False),
        Binding("home", "top", "First event", tooltip="Scroll to the first event", id="log-top"),
        Binding("end", "bottom", "Last event", tooltip="Scroll to the newest event",
                id="log-bottom"),
    ]
    DEFAULT_CSS = """
    EventLogScreen #log-summary { padding: 0 1; color: $text-muted; }
    EventLogScreen #events { height: 1fr; border: round $primary; }
    """

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.entries: list[Entry] = []

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="log-summary")
        with VerticalScroll(id="events"):
            yield Static(id="events-text")
        yield Footer()

    def on_mount(self) -> None:
        state = self.game.state
        self.sub_title = f"log — {state.when}"
        self.entries = record_of(self.game).entries
        overrides = sum(1 for e in self.entries if e.override)
        self.query_one("#log-summary", Static).update(
            f"{len(self.entries)} events, {overrides} overridden, now at {state.when}")
        self.query_one("#events-text", Static).update(
            log_table(self.entries) if self.entries
            else Text("Nothing recorded yet.", style="dim"))
        log = self.query_one("#events", VerticalScroll)
        log.focus()
        self.call_after_refresh(log.scroll_end, animate=False, immediate=True)

    def action_top(self) -> None:
        self.query_one("#events", VerticalScroll).scroll_home(animate=False)

    def action_bottom(self) -> None:
        self.query_one("#events", VerticalScroll).scroll_end(animate=False)
