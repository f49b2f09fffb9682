"""The start screen: new game, resume a recent session, open a file, quit."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Header, Label, OptionList
from textual.widgets.option_list import Option

from notepad.language import gettext, mark, speak
from notepad.sessions import SessionSummary, recent_rounds, recent_sessions
from notepad.table.titles import edition_name
from notepad.tui.screens.base import NotepadScreen
from notepad.tui.widgets.footer import SteadyFooter
from notepad.tui.widgets.steady.table import SteadyTable

if TYPE_CHECKING:
    from notepad.engine.log.lines import LogError


class StartScreen(NotepadScreen[None]):
    BINDINGS = [
        Binding("n", "new_game", mark("New game"), tooltip=mark("Build a role set, seat and deal"),
                id="new"),
        Binding("v", "villages", mark("Villages"),
                tooltip=mark("Split a large group into villages run "
                "at once"), id="villages"),
        Binding(
            "o",
            "open_scenario",
            mark("Open scenario"),
            tooltip=mark("Load a scenario TOML file"),
            id="open-scenario",
        ),
        Binding("l", "open_log", mark("Open log"), tooltip=mark("Open a session log file"),
                id="open-log"),
        Binding("r", "focus_recent", mark("Recent"), tooltip=mark("Pick a recent session"),
                id="recent"),
        Binding("s", "statistics", mark("Statistics"),
                tooltip=mark("The group's record: wins by team, "
                "head count, role set, card and player"), id="statistics"),
        Binding("q", "app.quit", mark("Quit"), tooltip=mark("Leave the notepad"), id="start-quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="start"):
            yield Label(gettext("werewolf-notepad — the moderator's notepad"), classes="title")
            yield Label(
                "Ultimate Werewolf · Werwölfe · One Night Ultimate Werewolf: Epic Battle",
                classes="hint",
            )
            # Plain Text: as markup, "[n]" was read as a style and the keys never showed.
            yield OptionList(
                Option(Text(gettext("New game — build a role set, seat and deal   [n]")),
                       id="new"),
                Option(Text(gettext("Villages — split a large group, run them at once   [v]")),
                       id="villages"),
                Option(Text(gettext("Open a scenario file…   [o]")), id="open-scenario"),
                Option(Text(gettext("Open a session log…   [l]")), id="open-log"),
                Option(Text(gettext("The group's record — wins, sets, roles, players   [s]")),
                       id="statistics"),
                Option(Text(gettext("Quit   [q]")), id="quit"),
                id="menu",
            )
            yield Label(gettext("Recent sessions (newest first)"), classes="title")
            yield SteadyTable(id="recent", cursor_type="row", zebra_stripes=True)
        yield SteadyFooter()

    def on_mount(self) -> None:
        table = self.query_one("#recent", DataTable)
        for label, key in ((gettext("Scenario"), "scenario"), (gettext("Edition"), "edition"),
                           (gettext("Players"), "players"), (gettext("Phase"), "phase"),
                           (gettext("Last change"), "when"), (gettext("File"), "file")):
            table.add_column(label, key=key)
        # The rows with the columns, before the table's first idle: it measures its columns
        # once, for both, where rows added on resume were drawn, measured, and drawn again
        # with the widths measured (every visible row twice at start; issue 14).
        self.show_recent()
        self._listed = True
        self.query_one("#menu", OptionList).focus()

    _listed = False  # the list was read on mount and the screen not shown yet

    def on_screen_resume(self) -> None:
        """Shown, back from a game or a round (F10, the end screen): the list says where
        each session is now. (Not when first shown: the screen is resumed once it is
        mounted, and the list read on mount is the list; reading it twice slowed the
        start; issue 14.) Shown again, it has a builder made ready for the next `n` once
        the moderator has read it a moment (the first is made by the app's warm-up)."""
        if self._listed:
            self._listed = False
            return
        speak(self.notepad.language)  # back from a game in its own language: the screens'
        self.show_recent()
        self.set_timer(self.notepad.WARM_UP_AFTER, self.notepad.make_builder_ready)

    def action_statistics(self) -> None:
        from notepad.tui.screens.statistics import StatisticsScreen

        self.app.push_screen(StatisticsScreen())

    def show_recent(self) -> None:
        table = self.query_one("#recent", DataTable)
        self.workers.cancel_group(self, "phases")
        table.clear()
        folder = self.notepad.sessions_dir
        self.sessions = recent_sessions(folder)
        self.rounds = recent_rounds(folder)
        for number, session in enumerate(self.sessions):
            name = session.scenario if not session.problem else f"{session.scenario} (damaged)"
            table.add_row(name, edition_name(session.edition), str(session.players),
                          session.phase or ("…" if not session.problem else ""), session.when,
                          session.path.name, key=str(number))
        for number, round_ in enumerate(self.rounds):
            table.add_row(round_.scenario, edition_name("onenight"), str(round_.players),
                          round_.phase, round_.when, round_.path.name, key=f"round-{number}")
        if not self.sessions and not self.rounds:
            table.add_row(gettext("No sessions yet — press n for a new game"), "", "", "", "", "")
        elif any(not s.phase and not s.problem for s in self.sessions[:20]):
            # A log without a summary needs a replay: done beside the screen, not before it.
            self.run_worker(self.find_phases, thread=True, group="phases")

    def find_phases(self) -> None:
        from textual.worker import get_current_worker

        from notepad.engine.log.session import LogError
        from notepad.sessions import find_phase

        worker = get_current_worker()
        for number, session in enumerate(self.sessions[:20]):
            if worker.is_cancelled:
                return
            if session.problem or session.phase:
                continue
            try:
                phase = find_phase(session.path, session.notebook)
            except (LogError, OSError, ValueError):
                phase = "damaged"
            self.app.call_from_thread(self.show_phase, number, phase)

    def show_phase(self, number: int, phase: str) -> None:
        table = self.query_one("#recent", DataTable)
        if str(number) in table.rows:
            table.update_cell(str(number), "phase", phase, update_width=True)  # "…" was 1 wide

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        actions = {
            "new": self.action_new_game,
            "villages": self.action_villages,
            "open-scenario": self.action_open_scenario,
            "open-log": self.action_open_log,
            "statistics": self.action_statistics,
            "quit": self.app.exit,
        }
        actions[event.option.id or "quit"]()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        key = event.row_key.value
        if key is not None and key.isdigit():
            self.resume(self.sessions[int(key)])
        elif key is not None and key.startswith("round-"):
            self.reopen_round(self.rounds[int(key.removeprefix("round-"))].path)

    def reopen_round(self, path: Path) -> None:
        """A One Night round's final table, as it was left (onenight/entry.py saves it)."""
        from notepad.catalog import Edition
        from notepad.onenight.script import game_master_script
        from notepad.own_files import read_json
        from notepad.table.onenight.entry import from_session
        from notepad.tui.screens.onenight.table import FinalTableScreen

        try:
            final = from_session(read_json(path, kind="a One Night round"))
            catalog = self.notepad.catalog
            script = game_master_script(final.roles, len(final.seats), catalog=catalog)
        except (OSError, ValueError, KeyError) as error:
            self.notify(f"{path.name}: {round_problem(error)}. It cannot be reopened; move it "
                        f"out of {path.parent} to take it off this list.",
                        title="Cannot reopen the round", severity="error", timeout=20)
            return
        known = catalog.edition_roles(Edition.ONENIGHT)
        self.app.push_screen(FinalTableScreen(final, known, script.setup.artifacts, path))

    def action_focus_recent(self) -> None:
        self.query_one("#recent", DataTable).focus()

    def action_new_game(self) -> None:
        self.app.push_screen(self.notepad.new_builder())

    def action_villages(self) -> None:
        from notepad.tui.screens.villages.split import SplitScreen

        self.app.push_screen(SplitScreen())

    def action_open_scenario(self) -> None:
        from notepad.tui.screens.dialogs import AskText

        def opened(answer: str | None) -> None:
            if answer:
                self.open_scenario(Path(answer).expanduser())

        self.app.push_screen(
            AskText(gettext("Open a scenario file"), gettext("Path to a scenario .toml file")),
            opened
        )

    def open_scenario(self, path: Path) -> None:
        from notepad.catalog import CatalogError
        from notepad.catalog.loading import load_scenario_file
        from notepad.tui.screens.builder import BuilderScreen

        try:
            scenario = load_scenario_file(path, self.notepad.catalog)
        except CatalogError as error:
            self.notify(str(error), title=gettext("Cannot open the scenario"), severity="error",
                        timeout=20)
            return
        self.app.push_screen(BuilderScreen(scenario=scenario))

    def action_open_log(self) -> None:
        from notepad.tui.screens.dialogs import AskText

        def opened(answer: str | None) -> None:
            if answer:
                path = Path(answer).expanduser()
                if not path.is_file():
                    what = "is a folder" if path.is_dir() else "is not a file"
                    self.notify(f"{path} {what}: type the path of a .jsonl session log (yours "
                                f"are in {self.notepad.sessions_dir})", severity="error",
                                timeout=20)
                    return
                from notepad.sessions import read_summary

                self.resume(read_summary(path))

        self.app.push_screen(AskText(gettext("Open a session log"),
                                     gettext("Path to a .jsonl session log")), opened)

    def resume(self, session: SessionSummary, read_only: bool = False) -> None:
        """Load the log, replay it, and go on at the same call; new actions are appended.
        A log that another window holds (its lock) may be opened read-only instead."""
        from notepad.engine.log.session import LogError, LogLocked

        try:
            screen, warnings = self.open_session(session, read_only)
        except LogLocked:
            self.offer_read_only(session)
            return
        except LogError as error:
            if not (read_only or session.notebook) and self.offer_salvage(session, error):
                return
            self.notify(str(error), title=gettext("Cannot resume"), severity="error", timeout=20)
            return
        except OSError as error:
            self.notify(str(error), title=gettext("Cannot resume"), severity="error", timeout=20)
            return
        for warning in warnings:
            self.notify(warning, title=session.path.name, severity="warning", timeout=20)
        self.app.push_screen(screen)

    def open_session(self, session: SessionSummary, read_only: bool) -> tuple[Screen,
                                                                             list[str]]:
        """The game's screen at the same call; a notebook of villages opens on its overview,
        every village at its own call."""
        if session.notebook:
            from notepad.tui.screens.villages.overview import OverviewScreen
            from notepad.villages.notebook import Notebook

            notebook, warnings = Notebook.open(session.path, resume=not read_only,
                                               read_only=read_only)
            if notebook.villages:  # the villages were started in one language together
                speak(notebook.villages[0].game.language)
            return OverviewScreen(notebook), warnings
        from notepad.engine.log.replay import load_game
        from notepad.tui.screens.game import GameScreen

        game, warnings = load_game(session.path, resume=not read_only, read_only=read_only)
        speak(game.language)  # a resumed game speaks its own language (the log's header)
        return GameScreen(game), warnings

    def offer_salvage(self, session: SessionSummary, error: LogError) -> bool:
        """One damaged line in the middle of the log: offer to go on from the lines before
        it in a new log beside it, the damaged file kept as it is (engine/log/salvage.py).
        False when nothing before the damage can be replayed."""
        from notepad.engine.log.salvage import salvage, write_salvage
        from notepad.engine.log.session import LogError
        from notepad.sessions import read_summary
        from notepad.table.salvage_words import salvage_question, salvaged
        from notepad.tui.screens.dialogs import Confirm

        found = salvage(session.path, error)
        if found is None:
            return False

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                target = write_salvage(found)
            except (LogError, OSError) as failed:
                self.notify(str(failed), title=gettext("Cannot resume"), severity="error",
                            timeout=20)
                return
            self.show_recent()
            self.resume(read_summary(target))
            self.notify(salvaged(found), title=target.name, severity="warning", timeout=30)

        self.app.push_screen(Confirm(salvage_question(found)), answered)
        return True

    def offer_read_only(self, session: SessionSummary) -> None:
        from notepad.tui.screens.dialogs import Confirm

        def answered(yes: bool | None) -> None:
            if yes:
                self.resume(session, read_only=True)

        self.app.push_screen(
            Confirm(f"{session.path.name} is open in another window, which is still "
                    "recording the game. Open it here read-only, to follow the game? Nothing "
                    "you type in a read-only window is recorded."),
            answered,
        )


def round_problem(error: Exception) -> str:
    """What is wrong with a saved One Night round, in words (not the JSON parser's)."""
    from notepad.own_files import Damaged

    if isinstance(error, Damaged) and error.column is not None:
        return (f"the file is not whole (line {error.line}, column {error.column}): it was "
                "cut short or edited by hand")
    if isinstance(error, Damaged) and error.not_text:
        return "the file is not text"
    if isinstance(error, OSError):
        return f"the file cannot be read ({error.strerror or error})"
    if isinstance(error, KeyError):
        return f"the saved round has {error.args[0]}"  # game_master_script: unknown role(s)
    return str(error)
