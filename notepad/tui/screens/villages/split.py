"""Splitting the group: edition, head count, villages, target and seed; a role set per
village from the suggestions (notepad/villages/split.py), each editable in the builder with its
balance live and the whole group's beside it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Footer, Header, Input, Label, Select, Static

from notepad.balance import SuggestionError
from notepad.balance.draft import Draft
from notepad.balance.suggest import BANDS
from notepad.catalog import Edition, Scenario
from notepad.catalog.spoken import spoken_name
from notepad.language import gettext, mark
from notepad.table.builder_words import band_name
from notepad.table.titles import edition_name
from notepad.table.villages.screen_words import (
    set_kept,
    village_of,
    village_set,
    whole_group_line,
    whole_group_title,
)
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen
from notepad.tui.screens.builder import BuilderScreen
from notepad.villages.split import (
    SplitError,
    VillageSet,
    assess_village,
    split_group,
    whole_group,
)


class SplitScreen(NotepadScreen[None]):
    BINDINGS = [
        Binding("ctrl+n", "seat", mark("Seat players"),
                tooltip=mark("Paste the names and deal them into "
                "the villages"), id="villages-seat", priority=True),
        Binding("ctrl+r", "reroll", mark("Other sets"),
                tooltip=mark("Suggest other sets (the next seed)"),
                id="villages-reroll", priority=True),
        Binding("escape", "back", mark("Back"), tooltip=mark("Back to the start screen"),
                id="back"),
    ]
    DEFAULT_CSS = """
    SplitScreen .split-top { height: 3; padding: 0 1; }
    SplitScreen .split-top Label { padding: 1 1 0 1; }
    SplitScreen #split-edition { width: 26; }
    SplitScreen #split-players, SplitScreen #split-villages { width: 10; }
    SplitScreen #split-target { width: 18; }
    SplitScreen #split-seed { width: 16; }
    SplitScreen #split-body { padding: 0 1; height: 1fr; }
    SplitScreen #split-sets { height: 1fr; }
    SplitScreen #split-whole { height: auto; max-height: 60%; }
    """

    def __init__(self, players: int = 68, villages: int = 3) -> None:
        super().__init__()
        self.start = (players, villages)
        self.sets: list[VillageSet] = []
        self.role_lists: list[str] = []  # each village's set in words, as the Roles column
        self.whole_lines: list[str] = []

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(classes="split-top"):
            yield Select([(edition_name(e.value), e.value) for e in (Edition.ULTIMATE,
                                                                 Edition.WERWOELFE)],
                         value=Edition.ULTIMATE.value, allow_blank=False, id="split-edition")
            yield Select([(band_name(b), b) for b in BANDS], value="balanced",
                         allow_blank=False, id="split-target")
            yield Label(gettext("Seed"))
            yield Input("0", id="split-seed", type="integer")
        with Horizontal(classes="split-top"):
            yield Label(gettext("Players"))
            yield Input(str(self.start[0]), id="split-players", type="integer")
            yield Label(gettext("Villages"))
            yield Input(str(self.start[1]), id="split-villages", type="integer")
        with Vertical(id="split-body"):
            yield DataTable(id="split-sets", cursor_type="row", zebra_stripes=True)
            yield Static("", id="split-whole")
        yield Footer()

    def on_mount(self) -> None:
        self.title = gettext("Simultaneous villages")
        self.sub_title = gettext("split the group")
        table = self.query_one("#split-sets", DataTable)
        for label, key in (("#", "village"), (gettext("Players"), "players"),
                           (gettext("Sum"), "sum"), ("!", "warnings"),
                           (gettext("Roles"), "roles")):
            table.add_column(label, key=key)
        self.resplit()
        self.query_one("#split-players", Input).focus()

    @property
    def edition(self) -> Edition:
        return Edition(str(self.query_one("#split-edition", Select).value))

    def number(self, widget: str) -> int | None:
        text = self.query_one(widget, Input).value.strip()
        return int(text) if text.lstrip("-").isdigit() else None

    def resplit(self) -> None:
        players, villages = self.number("#split-players"), self.number("#split-villages")
        if players is None or villages is None:
            self.show_problem(gettext("type the players and the villages as whole numbers"))
            return
        try:
            self.sets = split_group(self.notepad.catalog, self.edition, players, villages,
                                    str(self.query_one("#split-target", Select).value),
                                    self.number("#split-seed") or 0)
        except (SplitError, SuggestionError) as error:
            self.show_problem(str(error))
            return
        self.show_sets()

    def show_problem(self, message: str) -> None:
        self.sets = []
        self.query_one("#split-sets", DataTable).clear()
        self.query_one("#split-whole", Static).update(f"[red]{escape(message)}[/red]")

    def show_sets(self) -> None:
        table = self.query_one("#split-sets", DataTable)
        cursor = table.cursor_row
        table.clear()
        known = self.notepad.catalog.edition_roles(self.edition)
        self.role_lists = []
        for village in self.sets:
            roles = ", ".join(f"{n} {spoken_name(known[r], self.edition.value)}" if n > 1
                              else spoken_name(known[r], self.edition.value)
                              for r, n in village.roles.items())
            self.role_lists.append(roles)
            total = "" if village.balance is None else f"{village.balance:+d}"
            table.add_row(str(village.village), str(village.players), total,
                          str(len(village.warnings) or ""), roles, key=str(village.village))
        table.move_cursor(row=cursor)
        whole = whole_group(self.sets, known)
        lines = [whole_group_line(whole.players, len(self.sets), whole.balance)]
        lines += [f"[yellow]![/yellow] {escape(w.message)}" for w in whole.warnings]
        self.whole_lines = lines
        self.show_whole()

    def show_whole(self) -> None:
        """The highlighted village's whole set (the Roles column is cut at 80 columns), then
        the whole group's line and warnings."""
        row = self.query_one("#split-sets", DataTable).cursor_row
        lines = list(self.whole_lines)
        if self.sets and 0 <= row < len(self.sets):
            village = self.sets[row]
            lines.insert(0, village_set(f"Village {village.village}", village.players,
                                        escape(self.role_lists[row])))
            lines[1:1] = [f"  [yellow]![/yellow] {escape(w.message)}" for w in village.warnings]
        self.query_one("#split-whole", Static).update("\n".join(lines))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if self.sets:
            self.show_whole()

    def on_input_changed(self, event: Input.Changed) -> None:
        if self.is_mounted:
            self.resplit()

    def on_select_changed(self, event: Select.Changed) -> None:
        if self.is_mounted:
            self.resplit()

    def action_reroll(self) -> None:
        seed = self.query_one("#split-seed", Input)
        seed.value = str((self.number("#split-seed") or 0) + 1)

    # Editing one village's set ------------------------------------------------------------

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is None or not self.sets:
            return
        village = self.sets[int(event.row_key.value) - 1]
        scenario = Scenario(id=f"village-{village.village}", name=f"Village {village.village}",
                            edition=self.edition, players=village.players,
                            roles=dict(village.roles))
        self.app.push_screen(VillageBuilder(self, village, scenario))

    def edited(self, village: VillageSet, draft: Draft) -> None:
        self.sets[village.village - 1] = assess_village(
            self.notepad.catalog, self.edition, village.village, village.players,
            draft.counts, draft.variants)
        self.show_sets()

    def action_seat(self) -> None:
        if not self.sets:
            self.notify(gettext("Split the group first: players and villages"),
                        severity="error")
            return
        from notepad.tui.screens.villages.seating import GroupSeating

        self.app.push_screen(GroupSeating(self.edition, self.sets))

    def action_back(self) -> None:
        self.app.pop_screen()


class VillageBuilder(BuilderScreen):
    """The builder for one village's set: its head count is the split's; Escape or Ctrl+N
    takes the set back to the split, whose whole group's sum the subtitle keeps live."""

    def __init__(self, split: SplitScreen, village: VillageSet, scenario: Scenario) -> None:
        super().__init__(scenario=scenario, edition=scenario.edition, players=village.players)
        self.split, self.village = split, village

    def on_mount(self) -> None:
        self.title = village_of(f"Village {self.village.village}", len(self.split.sets))

    def show_balance(self) -> None:
        super().show_balance()
        others = [v for v in self.split.sets if v.village != self.village.village]
        values = [self.draft.balance.balance] + [v.balance for v in others]
        total = None if None in values else sum(v or 0 for v in values)
        players = self.village.players + sum(v.players for v in others)
        self.sub_title = whole_group_title(players, total)

    def action_seat(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        filter_input = self.query_one("#filter", Input)
        if filter_input.has_focus or filter_input.value:
            super().action_back()  # Escape first clears the filter
            return
        if self.draft.players != self.village.players:
            self.notify(set_kept(f"Village {self.village.village}", self.village.players),
                        severity="warning")
        self.split.edited(self.village, self.draft)
        self.app.pop_screen()
