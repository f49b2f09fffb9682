"""One Night Ultimate Werewolf: the setup list and the Game Master's script for the draft.

From here the Game Master steps through the night (onenight/night.py), then enters the final
table (onenight/table.py) and sees who has won (onenight/result.py). The script and the setup
come from notepad.onenight.script; this screen only shows them.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Header, Label, Static

from notepad.balance.draft import Draft
from notepad.catalog import Edition
from notepad.catalog.models import Role
from notepad.catalog.saving import slug
from notepad.language import gettext, mark
from notepad.onenight.script import Script, game_master_script
from notepad.table.around_words import minutes_out_of_range, not_minutes
from notepad.table.onenight.entry import SESSION_SUFFIX, FinalTable
from notepad.table.onenight.setup_words import phase_heading, round_title, setup_lines, wait_line
from notepad.tui.markup import escape
from notepad.tui.screens.base import NotepadScreen

MAX_MINUTES = 30


def setup_text(script: Script, known: dict[str, Role], minutes: float | None) -> str:
    """The setup list (Setup; Roles — Curator, Alpha Wolf) as lines of Rich markup."""
    return "\n".join(setup_lines(script, known, minutes, escape))


def script_text(script: Script) -> str:
    """Every announcement in order, with its waits (Game Master Sheet)."""
    lines: list[str] = []
    phase = ""
    for step in script.steps:
        if step.phase != phase:
            phase = step.phase
            lines.append(f"{'' if not lines else chr(10)}[b u]{phase_heading(phase)}[/b u]")
        lines.append(f"[b]{escape(step.title)}[/b]")
        for part in step.parts:
            lines.append(f"  “{escape(part.say)}”")
            if part.wait:
                lines.append(f"  {wait_line(part.wait)}")
    return "\n".join(lines)


class OneNightScreen(NotepadScreen[None]):
    DEFAULT_CSS = """
    OneNightScreen #onenight-body {
        height: 1fr;
    }
    OneNightScreen #setup-column {
        width: 2fr;
        min-width: 30;
        border: round $primary;
        padding: 0 1;
    }
    OneNightScreen #script-column {
        width: 3fr;
        border: round $secondary;
        padding: 0 1;
    }
    """

    BINDINGS = [
        Binding(
            "ctrl+n",
            "start_night",
            mark("Start the night"),
            tooltip=mark("Step through the Game Master's texts with a countdown"),
            id="start-night",
        ),
        Binding("m", "minutes", mark("Discussion"), tooltip=mark("Set the discussion minutes"),
                id="minutes"),
        Binding(
            "g",
            "new_group",
            mark("New group"),
            tooltip=mark("First games: 3 minutes of discussion (or back to 5)"),
            id="new-group",
        ),
        Binding(
            "f",
            "final_table",
            mark("Final table"),
            tooltip=mark("After the vote: enter the cards, tokens and votes"),
            id="final-table",
        ),
        Binding("escape", "back", mark("Back"), tooltip=mark("Back to the role set"), id="back"),
    ]

    quit_question = mark("Quit the notepad? The One Night round stops here; a final table "
                         "entered so far is saved with the round.")

    def __init__(self, draft: Draft) -> None:
        super().__init__()
        self.draft = draft
        self.minutes: float | None = None
        self.new_group = False
        self.final: FinalTable | None = None
        self.path: Path | None = None

    @property
    def known(self) -> dict[str, Role]:
        return self.notepad.catalog.edition_roles(Edition.ONENIGHT)

    @property
    def script(self) -> Script:
        return self._script

    def build_script(self) -> Script:
        """notepad.onenight's script and setup list, read from the app's catalogue."""
        roles = {r: n for r, n in self.draft.counts.items() if n > 0}
        return game_master_script(roles, self.draft.players, new_group=self.new_group,
                                  minutes=self.minutes, catalog=self.notepad.catalog)

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="onenight-body"):
            with VerticalScroll(id="setup-column"):
                yield Label(gettext("Setup"), classes="title")
                yield Static(id="setup")
            with VerticalScroll(id="script-column"):
                yield Label(gettext("The Game Master's texts"), classes="title")
                yield Static(id="script")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = round_title(self.draft.name or gettext("custom set"),
                                     self.draft.players)
        self.show()
        self.query_one("#script-column").focus()

    def show(self) -> None:
        self._script = self.build_script()
        self.query_one("#setup", Static).update(setup_text(self.script, self.known, self.minutes))
        self.query_one("#script", Static).update(script_text(self.script))

    def _has_cards(self) -> bool:
        if not self.script.roles:
            self.notify(gettext("The set has no cards yet: choose roles in the builder"),
                        severity="error")
            return False
        return True

    # Keys --------------------------------------------------------------------------------

    def action_start_night(self) -> None:
        from notepad.tui.screens.onenight.night import NightScreen

        if not self._has_cards():
            return

        def after(result: str | None) -> None:
            if result == "final_table":
                self.action_final_table()

        self.app.push_screen(NightScreen(self.script), after)

    def action_minutes(self) -> None:
        from notepad.tui.screens.dialogs import AskText

        current = "" if self.minutes is None else f"{self.minutes:g}"

        def answered(text: str | None) -> None:
            if text is None:
                self.minutes = None
            else:
                try:
                    minutes = float(text.replace(",", "."))
                except ValueError:
                    self.notify(not_minutes(text), severity="error")
                    return
                if not 0 < minutes <= MAX_MINUTES:
                    self.notify(minutes_out_of_range(MAX_MINUTES), severity="error")
                    return
                self.minutes = minutes
            self.show()

        self.app.push_screen(
            AskText(gettext("Discussion minutes (empty: the rulebook's)"),
                    gettext("e.g. 4 or 2.5"), current),
            answered,
        )

    def action_new_group(self) -> None:
        self.new_group = not self.new_group
        self.show()
        self.notify(gettext("New group: 3 minutes") if self.new_group
                    else gettext("Experienced group: 5 minutes"))

    def action_final_table(self) -> None:
        from notepad.tui.screens.onenight.table import FinalTableScreen

        if not self._has_cards():
            return
        setup = self.script.setup
        if self.final is None or self.final.roles != self.script.roles:
            self.final = FinalTable.for_set(
                self.script.roles,
                setup.players,
                uses_tokens=setup.uses_tokens,
                scenario=self.draft.source,
                scenario_name=self.draft.name if self.draft.source not in ("", "suggestion")
                else "",
            )
            self.path = self.round_path()
        final = self.final

        def after(result: str | None) -> None:
            if result == "again":  # a new round with the same players and set
                self.final = FinalTable.for_set(
                    final.roles,
                    len(final.seats),
                    uses_tokens=final.uses_tokens,
                    scenario=final.scenario,
                    scenario_name=final.scenario_name,
                )
                self.final.set_names(final.names)
                self.path = self.round_path()

        self.app.push_screen(FinalTableScreen(final, self.known, setup.artifacts, self.path),
                             after)

    def round_path(self) -> Path:
        """A new round's session file in the sessions folder (the start screen lists it)."""
        stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
        name = slug(self.draft.name or self.draft.source or "one-night")
        return self.notepad.sessions_dir / f"{stamp}-{name}{SESSION_SUFFIX}"

    def action_back(self) -> None:
        self.app.pop_screen()
