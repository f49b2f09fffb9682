"""The end of the game (issue 6, End): the winners and why, every player's role and fate,
and the game exported as a Markdown or HTML report beside the session log."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Footer, Header, Static

from notepad.engine.game import Game
from notepad.language import gettext, mark
from notepad.table.event_words import when_words
from notepad.table.game_words import end_title, nothing_written, won_mark
from notepad.table.report import cause, names, role_line, why_won, write_report
from notepad.table.screen_words import game_so_far
from notepad.tui.screens.base import NotepadScreen


class EndScreen(NotepadScreen[None]):
    BINDINGS = [
        Binding("ctrl+z", "undo", mark("Undo"),
                tooltip=mark("Take back the action that ended the game "
                "and go back to the game"), id="end-undo"),
        Binding("f8", "log", mark("Log"), tooltip=mark("Every event; correct an earlier one"),
                id="end-log"),
        Binding("m", "export('md')", mark("Markdown"), tooltip=mark("Write the game as a Markdown "
                "report beside the session log"), id="export-md"),
        Binding("h", "export('html')", mark("HTML"), tooltip=mark("Write the game as an HTML "
                "report beside the session log"), id="export-html"),
        Binding("escape", "to_start", mark("Start screen"),
                tooltip=mark("Close the game and go back to "
                "the start screen"), id="end-to-start"),
        Binding("q", "to_start", mark("Start screen"),
                tooltip=mark("Close the game and go back to the "
                "start screen"), id="end-quit", show=False),
    ]
    DEFAULT_CSS = """
    EndScreen #end { padding: 0 1; height: 1fr; }
    EndScreen #end-title { text-style: bold; color: $accent; }
    EndScreen #end-why { height: auto; max-height: 8; margin-bottom: 1; }
    EndScreen #end-players { height: 1fr; border: round $primary; }
    """

    def __init__(self, game: Game, log_path: Path | None = None,
                 village: tuple[Path, int] | None = None) -> None:
        super().__init__()
        self.game = game
        self.log_path = log_path
        self.village = village  # (the notebook, the village's number): a village's end
        self.ended = False  # the game had ended when the screen opened
        self.shown = game.state  # the state on the screen

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="end"):
            yield Static(id="end-title")
            yield Static(id="end-why")
            yield DataTable(id="end-players", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.ended = self.game.state.phase == "ended"
        self.shown = self.game.state
        self.show()
        if self.ended:
            self.record()

    def record(self) -> None:
        """The ended game goes into its group's record (docs/record.md); only a failure is
        said (the log is kept, and `stats import` records it later)."""
        from notepad.record.ending import record_ending

        home = getattr(self.app, "home", None)
        if home is None:
            return
        _, problem = record_ending(self.game, self.log_path, Path(home) / "record",
                                   village=self.village)
        if problem:
            self.notify(problem, title=gettext("Not in the group's record"), severity="warning",
                        timeout=15)

    def show(self) -> None:
        state = self.game.state
        self.sub_title = gettext("the end") if state.phase == "ended" else game_so_far(state.when)
        self.query_one("#end-title", Static).update(Text(end_title(state)))
        why = Text()
        for line in why_won(state, self.game.events):
            why.append(f"• {line}\n")
        if state.winning_seats:
            why.append(gettext("Winning players: "), style="bold")
            why.append(names(state, state.winning_seats) + "\n")
        why.append(gettext("Ctrl+Z: undo · m: Markdown report · h: HTML report · Escape: start "
                           "screen"), style="dim")
        self.query_one("#end-why", Static).update(why)
        table = self.query_one("#end-players", DataTable)
        table.clear(columns=True)
        table.border_title = gettext("Every player")
        for label, key in ((gettext("Seat"), "seat"), (gettext("Player"), "name"),
                           (gettext("Won"), "won"), (gettext("Died"), "when"),
                           (gettext("Role"), "role"), (gettext("How"), "fate")):
            table.add_column(label, key=key)
        won = set(state.winning_seats) | {seat for seat, _, _ in state.personal_wins}
        for player in sorted(state.players.values(), key=lambda p: p.seat):
            died = player.died
            table.add_row(
                str(player.seat), Text(player.name),
                Text(won_mark(), style="green") if player.seat in won else "",
                when_words(died.when) if died else "", role_line(state, player),
                Text(cause(state, player), style="" if player.alive else "red"),
                key=str(player.seat),
            )
        table.focus()

    def action_undo(self) -> None:
        """Ctrl+Z, as on the game screen: a mistaken last action (a Hunter's shot at the wrong
        seat) ended the game, and the key the game screen names did nothing here. Back on the
        game screen, its own undo takes the step back and says so (or why not); a game still
        ended comes back here."""
        from notepad.tui.screens.game import GameScreen

        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 else None
        if not isinstance(below, GameScreen) or below.game is not self.game:
            self.notify(gettext("F8 opens the log, where any event can be corrected."),
                        title=gettext("Nothing to undo here"), severity="warning")
            return
        self.dismiss()
        below.action_undo()

    def action_log(self) -> None:
        from notepad.tui.screens.event_log import EventLogScreen

        self.app.push_screen(EventLogScreen(self.game))

    def on_screen_resume(self) -> None:
        """A correction in the log can start the game again (Moderator's Guide — Moderator
        Mistakes): back to the game screen, which shows it as it is now."""
        if self.ended and self.game.state.phase != "ended":
            self.dismiss()
        elif self.game.state is not self.shown:  # corrected: another state
            self.shown = self.game.state
            self.show()

    def action_export(self, fmt: str) -> None:
        group = None
        home = getattr(self.app, "home", None)
        if fmt == "html" and home is not None:  # the group's record as pictures, after the game
            from notepad.record.ending import group_statistics

            group = group_statistics(Path(home) / "record")
        try:
            path = write_report(self.game, fmt, self.log_path, group)
        except (OSError, ValueError) as error:
            self.notify(nothing_written(error), title=gettext("Report not written"),
                        severity="error", timeout=15)
            return
        self.notify(str(path), title=gettext("Markdown report written") if fmt == "md"
                    else gettext("HTML report written"), timeout=15)

    def action_to_start(self) -> None:
        self.game.close()
        while len(self.app.screen_stack) > 1:
            self.app.pop_screen()
