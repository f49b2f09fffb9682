"""Every village at a glance: phase, alive, what is going on, the timer, and which village
waits for the moderator (the words: notepad/table/villages/overview.py). A digit or Enter opens a
village; F2 opens the one waiting for you. Each village's screen is kept while the notebook is
open (installed), so its timer and its place in the night survive a switch."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.widgets import DataTable, Footer, Header, Static

from notepad.language import gettext, mark
from notepad.table.villages import overview
from notepad.table.villages.screen_words import read_only_name, villages_title
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen
from notepad.tui.screens.villages.village import VillageScreen
from notepad.villages.notebook import Notebook

TURN_MARKS = {"here": "●", "next": "►", "": ""}  # the moderator is there; waiting for you


class OverviewScreen(NotepadScreen[None]):
    BINDINGS = [
        Binding("f2", "waiting", mark("Waiting village"),
                tooltip=mark("Open the village waiting for "
                "you"), id="waiting", priority=True),
        *[Binding(str(n), f"open({n})", f"Village {n}", tooltip=f"Open village {n}",
                  id=f"open-{n}", show=False) for n in range(1, 10)],
        Binding("f10", "leave", mark("Leave"),
                tooltip=mark("Back to the start screen (every log is "
                "kept)"), id="leave-villages", priority=True),
    ]
    DEFAULT_CSS = """
    OverviewScreen #overview { padding: 0 1; height: 1fr; }
    OverviewScreen #headline { text-style: bold; color: $accent; height: auto; }
    OverviewScreen #villages { height: auto; max-height: 16; margin: 1 0; }
    OverviewScreen #news { color: $text-muted; height: auto; }
    OverviewScreen #recent { height: 1fr; margin-top: 1; }
    OverviewScreen .recent { width: 1fr; height: 1fr; border: round $primary; padding: 0 1; }
    OverviewScreen.narrow #recent { display: none; }
    """
    WIDE = 120  # columns from which each village's last events are shown side by side

    def __init__(self, notebook: Notebook) -> None:
        super().__init__()
        self.notebook = notebook
        self.screens: dict[int, VillageScreen] = {}

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="overview"):
            yield Static("", id="headline")
            yield DataTable(id="villages", cursor_type="row", zebra_stripes=True)
            yield Static("", id="news")
            with Horizontal(id="recent"):
                for village in self.notebook.villages:
                    yield Static("", id=f"recent-{village.number}", classes="recent")
        yield Footer()

    def on_mount(self) -> None:
        notebook = self.notebook
        self.title = villages_title(len(notebook.villages))
        self.sub_title = read_only_name(notebook.path.name) if notebook.read_only \
            else notebook.path.name
        table = self.query_one("#villages", DataTable)
        # The timer before what each village waits on: "0:45 — dusk is falling" must stay in
        # view at 80 columns, where a long "Now" is cut at the right.
        for label, key in (("", "turn"), ("#", "number"), (gettext("Village"), "name"),
                           (gettext("Phase"), "phase"), (gettext("Alive"), "alive"),
                           (gettext("Timer"), "timer"), (gettext("Now"), "now")):
            table.add_column(label, key=key)
        for village in notebook.villages:
            screen = VillageScreen(notebook, village)
            self.screens[village.number] = screen
            name = f"village-{village.number}"
            if self.app.is_screen_installed(name):  # a notebook left without F10
                self.app.uninstall_screen(name)
            self.app.install_screen(screen, name)
        self.set_class(self.app.size.width < self.WIDE, "narrow")
        self.show()
        self.set_interval(1.0, self.show_timers)
        table.focus()

    def on_resize(self, event: Resize) -> None:
        self.set_class(event.size.width < self.WIDE, "narrow")

    def on_screen_resume(self) -> None:
        self.show()

    def timers(self) -> dict[int, str]:
        """Each village's day timer as the room sees it (the game's clock, in its log)."""
        from notepad.board.public import timer
        from notepad.table.public_words import timer_words

        return {v.number: timer_words(timer(v.state, v.game.clock, None))
                for v in self.notebook.villages if v.phase == "day"}

    def show(self) -> None:
        notebook = self.notebook
        table = self.query_one("#villages", DataTable)
        cursor = table.cursor_row
        table.clear()
        for row in overview.rows(notebook, self.timers()):
            table.add_row(TURN_MARKS[row.turn], str(row.number), row.name, row.phase,
                          row.alive, row.timer, row.now, key=str(row.number))
        table.move_cursor(row=cursor)
        self.query_one("#headline", Static).update(escape(overview.headline(notebook)))
        if not self.has_class("narrow"):
            for village in notebook.villages:
                box = self.query_one(f"#recent-{village.number}", Static)
                box.border_title = village.name
                lines = overview.recent(village, max(4, self.app.size.height - 16))
                box.update(escape("\n".join(lines)))
        news = overview.travelling(notebook) + notebook.notes[-3:]
        news.append(gettext("● the moderator is there (at night)  ► waiting for you. Enter or "
                            "a digit opens a village; there, F2 goes to the next one, F10 comes "
                            "back here, and m SEAT VILLAGE banishes."))
        self.query_one("#news", Static).update(escape("\n".join(news)))

    def show_timers(self) -> None:
        table = self.query_one("#villages", DataTable)
        for number, text in self.timers().items():
            if str(number) in table.rows:
                # "0:45 — dusk is falling" is wider than "4:32": measured again, or it is cut
                table.update_cell(str(number), "timer", text, update_width=True)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.action_open(int(event.row_key.value))

    def action_open(self, number: int) -> None:
        if 1 <= number <= len(self.notebook.villages):
            self.app.push_screen(f"village-{number}")

    def action_waiting(self) -> None:
        night, waiting = overview.moderator_turn(self.notebook)
        village = night or waiting
        if village is not None:
            self.action_open(village.number)

    def action_leave(self) -> None:
        from notepad.tui.screens.dialogs import Confirm

        def leave(sure: bool | None) -> None:
            if sure:
                self.close_notebook()
                while len(self.app.screen_stack) > 1:
                    self.app.pop_screen()

        self.app.push_screen(Confirm(gettext("Leave the villages? Every village is saved in "
                                             "its log; resume the notebook from the start "
                                             "screen.")), leave)

    def close_notebook(self) -> None:
        self.notebook.close()
        for number in self.screens:
            self.app.uninstall_screen(f"village-{number}")
        self.screens.clear()
