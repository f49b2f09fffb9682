"""Seating the group: every name pasted once, dealt into the villages from the seed or
grouped by hand under "== Village 2" lines; then each village is seated and dealt on the
seating screen (its reveal, Charm and seed), and the notebook begins."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from datetime import datetime

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Footer, Header, Input, Label, TextArea

from notepad.balance.draft import Draft
from notepad.catalog import Edition
from notepad.engine.events import CardsDealt
from notepad.engine.setup import GameSetup, SetupError
from notepad.language import gettext, mark, spoken
from notepad.table.villages.screen_words import (
    cannot_seat,
    named_twice,
    names_count,
    notebook_at,
    seat_and_deal,
)
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen
from notepad.tui.screens.seating import SeatingScreen, names_from
from notepad.villages.split import SplitError, VillageSet, seat_groups

HEADING = "=="


def grouped(text: str, count: int) -> list[list[str]] | None:
    """Names grouped by hand: a line "== Village 2" (or "== 2") starts village 2's names.
    None when the text has no such line (the seed deals them)."""
    if not any(line.strip().startswith(HEADING) for line in text.splitlines()):
        return None
    groups: list[list[str]] = [[] for _ in range(count)]
    current: list[str] | None = None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith(HEADING):
            digits = "".join(c for c in line if c.isdigit())
            if not digits or not 1 <= int(digits) <= count:
                raise SplitError(f"'{line}': write == 1 to == {count}")
            current = groups[int(digits) - 1]
        elif line:
            if current is None:
                raise SplitError(f"'{line}' comes before the first '== Village N' line")
            current.append(line)
    return groups


class GroupSeating(NotepadScreen[None]):
    BINDINGS = [
        Binding("ctrl+r", "deal_names", mark("Deal names"), tooltip=mark("Deal the names into the "
                "villages from the seed"), id="villages-deal-names", priority=True),
        Binding("ctrl+n", "seat_villages", mark("Seat villages"), tooltip=mark("Seat and deal each "
                "village, then begin"), id="villages-seat-each", priority=True),
        Binding("escape", "back", mark("Back"), tooltip=mark("Back to the split"), id="back"),
    ]
    DEFAULT_CSS = """
    GroupSeating #group { height: 1fr; }
    GroupSeating #group-names-column { width: 1fr; padding: 0 1; }
    GroupSeating #group-names { height: 1fr; }
    GroupSeating #group-names-column Label { width: 1fr; }
    GroupSeating #group-table-column { width: 1fr; padding: 0 1; }
    GroupSeating #group-seed { width: 14; }
    GroupSeating #group-table { height: 1fr; }
    """

    def __init__(self, edition: Edition, sets: list[VillageSet]) -> None:
        super().__init__()
        self.edition = edition
        self.sets = sets
        self.groups: list[list[str]] = []
        self.seed = secrets.randbits(31)
        self.seated: list[tuple[GameSetup, CardsDealt]] = []

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="group"):
            with Vertical(id="group-names-column"):
                yield Label(gettext("Every player, one per line (or grouped under == Village "
                                    "N)"), classes="title")
                yield TextArea("", id="group-names")
                yield Label("", id="group-count", classes="hint")
            with Vertical(id="group-table-column"):
                with Horizontal(classes="seed-line"):
                    yield Label(gettext("Seed "))  # a space before its field
                    yield Input(str(self.seed), id="group-seed", type="integer")
                yield DataTable(id="group-table", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.title = gettext("Simultaneous villages")
        self.sub_title = gettext("seat the group")
        table = self.query_one("#group-table", DataTable)
        table.add_column(gettext("Player"), key="name")
        table.add_column(gettext("Village"), key="village")
        self.show_groups()
        self.query_one("#group-names", TextArea).focus()

    @property
    def sizes(self) -> list[int]:
        return [v.players for v in self.sets]

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        self.groups = []
        self.show_groups()

    def show_groups(self) -> None:
        text = self.query_one("#group-names", TextArea).text
        try:
            by_hand = grouped(text, len(self.sets))
        except SplitError as error:
            self.query_one("#group-count", Label).update(f"[red]{escape(str(error))}[/red]")
            return
        if by_hand is not None:
            self.groups = by_hand
        names = [n for n in names_from(text) if not n.startswith(HEADING)]
        wanted = ", ".join(str(s) for s in self.sizes)
        state = "by hand" if by_hand else "dealt" if self.groups else ""
        self.query_one("#group-count", Label).update(
            names_count(len(names), sum(self.sizes), wanted, state))
        table = self.query_one("#group-table", DataTable)
        table.clear()
        for number, group in enumerate(self.groups, start=1):
            for name in group:
                table.add_row(Text(name), f"Village {number}")

    def action_deal_names(self) -> None:
        text = self.query_one("#group-names", TextArea).text
        seed_text = self.query_one("#group-seed", Input).value.strip()
        seed = int(seed_text) if seed_text.isdigit() else self.seed
        try:
            if grouped(text, len(self.sets)) is not None:
                raise SplitError("the names are grouped by hand already (== Village N lines)")
            self.groups = seat_groups(names_from(text), self.sizes, seed)
        except SplitError as error:
            self.notify(str(error), title=gettext("Cannot deal the names"), severity="error")
            return
        self.show_groups()

    def action_seat_villages(self) -> None:
        if not self.groups:
            names = [n for n in names_from(self.query_one("#group-names", TextArea).text)
                     if not n.startswith(HEADING)]
            if names:  # pasted, not dealt: deal them, or say why not ('paste them' was wrong)
                self.action_deal_names()
                return
            self.notify(gettext("Paste the names, then Ctrl+R deals them into the villages"),
                        severity="error")
            return
        for number, (group, village) in enumerate(zip(self.groups, self.sets, strict=True),
                                                  start=1):
            if len(group) != village.players:
                gap = village.players - len(group)
                balanced = sum(map(len, self.groups)) == sum(self.sizes)
                self.notify(cannot_seat(f"Village {number}", len(group), village.players, gap,
                                        balanced), title=gettext("Cannot seat"),
                            severity="error", timeout=15)
                return
        everyone = [n for g in self.groups for n in g]
        if len(set(everyone)) != len(everyone):
            twice = next(n for n in everyone if everyone.count(n) > 1)
            self.notify(named_twice(twice), severity="error")
            return
        self.seated = []
        self.seat_next()

    def seat_next(self) -> None:
        number = len(self.seated) + 1
        if number > len(self.sets):
            self.begin()
            return
        village = self.sets[number - 1]
        draft = Draft(self.notepad.catalog, self.edition, village.players,
                      dict(village.roles), name=f"Village {number}", source="")

        def done(setup: GameSetup, dealt: CardsDealt) -> None:
            self.seated.append((setup, dealt))
            self.call_later(self.seat_next)

        self.app.push_screen(VillageSeating(draft, self.groups[number - 1], done))

    def begin(self) -> None:
        from notepad.engine.log.session import LogError
        from notepad.tui.screens.villages.overview import OverviewScreen
        from notepad.villages.notebook import Notebook, new_notebook_path

        folder = self.notepad.sessions_dir
        stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
        path = new_notebook_path(folder, stamp, len(self.sets))
        try:
            folder.mkdir(parents=True, exist_ok=True)
            notebook = Notebook.create(path, [s for s, _ in self.seated],
                                       [d for _, d in self.seated],
                                       language=spoken().code)  # the screens' language
        except (LogError, OSError) as error:
            self.notify(str(error), title=gettext("Cannot begin"), severity="error", timeout=15)
            return
        while len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        self.app.push_screen(OverviewScreen(notebook))
        self.notify(notebook_at(path), title=gettext("The villages begin"))

    def action_back(self) -> None:
        self.app.pop_screen()


class VillageSeating(SeatingScreen):
    """The seating screen for one village: Ctrl+N hands the setup and the deal back to the
    group's seating instead of starting a game of its own."""

    def __init__(self, draft: Draft, names: list[str],
                 done: Callable[[GameSetup, CardsDealt], None]) -> None:
        super().__init__(draft, names)
        self.done = done

    def on_mount(self) -> None:
        self.title = seat_and_deal(self.draft.name)

    def action_start(self) -> None:
        try:
            setup, dealt = self.ready()
        except SetupError as error:
            self.notify(str(error), title=gettext("Cannot start"), severity="error", timeout=10)
            return
        self.app.pop_screen()
        self.done(setup, dealt)
