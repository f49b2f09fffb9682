"""The first night's script of a started game: whom to call, in order, and what to say.

Recording each call's outcome, dawn and the day are the game screens (the next part of the
TUI); this screen shows what the engine says for night 1 so the moderator can start.
"""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Label, Static

from notepad.engine.events import NightFalls
from notepad.engine.game import Game


class NightScriptScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "close", "Close", tooltip="Back to the start screen", id="close"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="script"):
            yield Label("Night 1 — the calls in order", classes="title")
            yield Static(id="calls")
            yield Label(
                "Recording the night's choices, dawn and the day come with the game screens; "
                "the session log is saved and can be replayed with `werewolf-notepad replay`.",
                classes="hint",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = f"{self.game.setup.scenario or 'custom set'} — night 1"
        if self.game.state.phase == "setup":
            self.game.record(NightFalls())
        names = self.game.setup.names()
        lines = []
        for number, call in enumerate(self.game.night_script(1), start=1):
            who = ", ".join(f"{seat} {names[seat]}" for seat in call.seats) or "nobody"
            lines.append(f"[b]{number}. {escape(call.name)}[/b]  ({escape(who)})")
            lines.append(f"   “{escape(call.say)}”")
            if call.record:
                lines.append(f"   record: {', '.join(call.record)}")
            lines.append(f"   “{escape(call.end)}”")
        self.query_one("#calls", Static).update("\n".join(lines) or "Nobody wakes tonight.")

    def action_close(self) -> None:
        self.game.close()
        while len(self.app.screen_stack) > 1:  # back to the start screen
            self.app.pop_screen()
