"""The public view: what the players may see, turned towards the table (issue 6, Always at
hand). Living players, the dead with only what the role-reveal variant shows (engine/reveal.py),
today's Fateful Dice rule, who is silenced or banished today, the day timer. No role, no cause
of death, no mark of the moderator's is ever shown here: a cause ("shot by the Hunter", "the
Elder's age") can name a role the variant keeps hidden."""

from __future__ import annotations

from collections.abc import Callable

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from notepad.engine.game import Game
from notepad.engine.reveal import revealed
from notepad.engine.state import GameState, Player
from notepad.tui.screens.base import NotepadScreen


def public_phase(state: GameState) -> str:
    if state.phase == "ended":
        return "The game is over"
    if state.phase == "setup":
        return "Before the first night"
    return f"{state.phase.title()} {state.number}"


def today_lists(state: GameState) -> list[tuple[str, list[Player]]]:
    """Who is silenced and who is banished today: announced at dawn, so by day only (at
    night the choice is still the night's secret)."""
    if state.phase != "day":
        return []
    living = [p for p in state.players.values() if p.alive]
    lists = [("Silenced today", [p for p in living if p.silenced_day == state.number]),
             ("Banished today", [p for p in living if p.banished_day == state.number])]
    return [(label, players) for label, players in lists if players]


def dead_line(state: GameState, player: Player, width: int) -> Text:
    """Seat, name, the phase of the death and what the variant reveals of the card."""
    line = Text(f"{player.seat:>2}  ")
    line.append(player.name.ljust(width), style="bold")
    line.append(f"  {player.died.when if player.died else '':<9}", style="dim")
    line.append(revealed(state, player))
    line.rstrip()
    return line


class PublicView(NotepadScreen[None]):
    """Large, calm, for the table's eyes; F4 (the key that opened it) turns it back."""

    BINDINGS = [
        Binding("f4", "dismiss", "Back", tooltip="Back to the moderator's view",
                id="public-back"),
    ]
    DEFAULT_CSS = """
    PublicView #public { padding: 1 2; }
    PublicView #public-phase { text-style: bold; color: $accent; width: 1fr;
                               content-align: center middle; }
    PublicView #public-timer { text-style: bold; width: 1fr; content-align: center middle;
                               border: round $primary; height: 3; }
    PublicView .public-rule { color: $warning; text-style: bold; margin-top: 1; }
    PublicView .public-heading { text-style: bold; color: $accent; margin-top: 1; }
    """

    def __init__(self, game: Game, timer_text: Callable[[], str] | None = None) -> None:
        super().__init__()
        self.game = game
        self.timer_text = timer_text

    def compose(self) -> ComposeResult:
        state = self.game.state
        with VerticalScroll(id="public"):
            yield Static(public_phase(state), id="public-phase")
            if self.timer_text is not None:
                yield Static(self.timer_text(), id="public-timer")
            rule = self.game.dice_rule() if state.phase == "day" else ""
            if rule:
                yield Static(Text(f"Today's rule: {rule}"), classes="public-rule")
            for label, players in today_lists(state):
                yield Static(Text(f"{label}: " + ", ".join(p.name for p in players)),
                             classes="public-rule")
            living = [p for p in state.players.values() if p.alive]
            dead = [p for p in state.players.values() if not p.alive]
            yield Static(f"Alive ({len(living)})", classes="public-heading")
            yield Static(self.living_columns(living), id="public-living")
            if dead:
                yield Static(f"Dead ({len(dead)})", classes="public-heading")
                width = max(len(p.name) for p in dead)
                yield Static(Group(*(dead_line(state, p, width) for p in dead)),
                             id="public-dead")
        yield Footer()

    def living_columns(self, living: list[Player]) -> RenderableType:
        cells = []
        for player in living:
            cell = Text(f"{player.seat:>2}  ")
            cell.append(player.name, style="bold")
            cells.append(cell)
        return Columns(cells, padding=(0, 4), equal=True) if cells else Text("nobody")

    def on_mount(self) -> None:
        self.sub_title = "public view"
        if self.timer_text is not None:
            self.set_interval(1, self.refresh_timer)

    def refresh_timer(self) -> None:
        if self.timer_text is not None:
            self.query_one("#public-timer", Static).update(self.timer_text())
