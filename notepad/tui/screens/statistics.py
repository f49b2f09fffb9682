"""The group's statistics (docs/record.md): games and wins by team, by head count and by role
set, each card's holders, and each player, as tables with a plot beside each (textual-plotext).

The words and the plots' points are notepad/table/record_words.py's; the screen places them.
Narrow (80×24) the plot sits above its table; from WIDE columns beside it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container
from textual.widgets import DataTable, Header, Static, TabbedContent, TabPane
from textual_plotext import PlotextPlot

from notepad.language import gettext, mark, translated
from notepad.record.finished import RecordError
from notepad.record.library import Library
from notepad.record.statistics import statistics
from notepad.table.around_words import record_unreadable
from notepad.table.record_words import TABS, Table, groups_line, tables, title
from notepad.tui.screens.base import NotepadScreen
from notepad.tui.widgets.footer import SteadyFooter

WIDE = 120  # from this many columns each plot stands beside its table


class BarPlot(PlotextPlot):
    """A tab's bars, their value axis marked for the rows the plot has (Table.ticks): set
    again whenever its size changes (a tab shown, the terminal resized)."""

    table: Table | None = None

    def axis(self) -> None:
        if self.table is not None and self.table.labels and self.table.values:
            # Less the title's row, the axis's and the labels'; 0 while not laid out: all.
            ticks = self.table.ticks(max(0, self.size.height - 3))
            self.plt.yticks([float(t) for t in ticks], [str(t) for t in ticks])
            self.plt.ylim(0, ticks[-1])
        self.refresh()

    def on_resize(self) -> None:
        self.axis()


class StatisticsScreen(NotepadScreen[None]):
    BINDINGS = [
        Binding("g", "next_group", mark("Next group"),
                tooltip=mark("The statistics of the next group "
                "recorded"), id="stats-group"),
        Binding("right_square_bracket", "tab(1)", mark("Next tab"),
                tooltip=mark("Teams, head count, "
                "role sets, roles, players"), id="stats-next"),
        Binding("left_square_bracket", "tab(-1)", mark("Previous tab"),
                tooltip=mark("Back one tab"),
                id="stats-previous", show=False),
        Binding("escape", "back", mark("Back"), tooltip=mark("Back to the start screen"),
                id="stats-back"),
    ]
    DEFAULT_CSS = """
    StatisticsScreen #stats-title { height: auto; padding: 0 1; text-style: bold; }
    StatisticsScreen #stats-groups { height: 1; padding: 0 1; color: $text-muted; }
    StatisticsScreen TabbedContent { height: 1fr; }
    StatisticsScreen TabPane { padding: 0; height: 1fr; }
    StatisticsScreen .pane { layout: vertical; height: 1fr; }
    StatisticsScreen .pane PlotextPlot { height: 8; width: 1fr; }
    StatisticsScreen .pane DataTable { height: 1fr; width: 1fr; }
    StatisticsScreen.wide .pane { layout: horizontal; }
    StatisticsScreen.wide .pane PlotextPlot { height: 1fr; width: 1fr; }
    """

    def __init__(self, group: str | None = None, folder: Path | None = None) -> None:
        super().__init__()
        self.start_group = group
        self.folder = folder
        self.group = ""
        self.groups: dict[str, int] = {}
        self.data: dict[str, Any] = {}

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="stats-title")
        yield Static(id="stats-groups")
        with TabbedContent(id="stats-tabs"):
            for key, label in TABS:
                with TabPane(translated(label), id=f"tab-{key}"), Container(classes="pane"):
                    yield BarPlot(id=f"plot-{key}")
                    yield DataTable(id=f"table-{key}", cursor_type="row", zebra_stripes=True)
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.sub_title = gettext("the group's record")
        self.set_class(self.app.size.width >= WIDE, "wide")
        self.load(self.start_group)

    def on_resize(self) -> None:
        self.set_class(self.app.size.width >= WIDE, "wide")

    def load(self, group: str | None) -> None:
        """Read the group's statistics (the group used last when `group` is None)."""
        folder = self.folder or self.notepad.home / "record"
        library = Library(folder)
        try:
            self.group = group or library.last_group()
            self.groups = library.groups()
            self.data = statistics(library.db, self.group)
        except (RecordError, OSError, sqlite3.Error) as error:
            self.notify(record_unreadable(error), title=gettext("No statistics"),
                        severity="error", timeout=15)
            self.data = {"group": self.group or "", "games": 0, "wins": {},
                         "personal_wins": {}, "nights_mean": None, "by_players": [],
                         "by_set": [], "roles": [], "players": []}
        finally:
            for note in library.notes:
                self.notify(note, title=gettext("The group's record"), severity="warning",
                            timeout=15)
            library.close()
        self.show()

    def show(self) -> None:
        self.query_one("#stats-title", Static).update(Text(title(self.data)))
        self.query_one("#stats-groups", Static).update(Text(groups_line(self.groups,
                                                                        self.group)))
        for key, table in tables(self.data).items():
            self.fill(key, table)

    def fill(self, key: str, table: Table) -> None:
        grid = self.query_one(f"#table-{key}", DataTable)
        grid.clear(columns=True)
        grid.add_columns(*table.columns)
        for row in table.rows:
            grid.add_row(*(Text(cell) for cell in row))
        plot = self.query_one(f"#plot-{key}", BarPlot)
        plot.table = table
        plt = plot.plt
        plt.clear_figure()
        plt.title(table.plot_title if table.rows else table.empty)
        if table.labels and table.values:
            plt.bar(table.labels, table.values)
        plot.axis()

    def action_next_group(self) -> None:
        names = list(self.groups)
        if len(names) < 2 and (not names or names[0] == self.group):
            self.notify(gettext("No other group is recorded yet: the seating screen names "
                                "one"), severity="warning")
            return
        at = names.index(self.group) if self.group in names else -1
        self.load(names[(at + 1) % len(names)])

    def action_tab(self, step: int) -> None:
        tabs = self.query_one(TabbedContent)
        ids = [f"tab-{key}" for key, _ in TABS]
        at = ids.index(tabs.active) if tabs.active in ids else 0
        tabs.active = ids[(at + step) % len(ids)]

    def action_back(self) -> None:
        self.app.pop_screen()
