"""Every player with seat, name, role (moderator's eyes), alive or dead, and status marks."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import DataTable, Input

from notepad.engine.state import GameState, Player


def marks(state: GameState, player: Player) -> list[str]:
    """The notepad's marks for a player, in words (the moderator reads them in the dark)."""
    found = []
    if player.lover:
        found.append(f"lover of {player.lover}")
    if player.cultist:
        found.append("cultist")
    if state.charm_holder == player.seat and not state.charm_destroyed:
        found.append("Charm")
    elif player.seat in state.charm_holders:
        found.append("had the Charm")
    if player.blessed:
        found.append("blessed")
    if player.seat in state.last_night.values():
        roles = [r for r, s in state.last_night.items() if s == player.seat]
        found.append("chosen last night by " + "/".join(roles))
    if player.silenced_day is not None and player.silenced_day >= state.number:
        found.append(f"silenced day {player.silenced_day}")
    if player.banished_day is not None and player.banished_day >= state.number:
        found.append(f"banished day {player.banished_day}")
    if player.minion:
        found.append("Minion")
    if player.bitten:
        found.append("turned werewolf")
    if player.vampire:
        found.append("turned vampire")
    potions = state.potions.get(player.role)
    if potions:
        found.append("potions " + ", ".join(f"{k} {v}" for k, v in potions.items()))
    return found


class PlayerPanel(Vertical):
    """A filterable table of the players; reads the engine's state, keeps none of its own."""

    DEFAULT_CSS = """
    PlayerPanel { width: 1fr; height: 1fr; }
    PlayerPanel #player-filter { height: 3; }
    PlayerPanel DataTable { height: 1fr; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._state: GameState | None = None

    def compose(self) -> ComposeResult:
        yield Input(placeholder="filter players: seat, name or role", id="player-filter")
        yield DataTable(id="players", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        table = self.query_one("#players", DataTable)
        for label, key in (
            ("Seat", "seat"),
            ("Player", "name"),
            ("Role", "role"),
            ("", "alive"),
            ("Marks", "marks"),
        ):
            table.add_column(label, key=key)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if self._state is not None:
            self.show(self._state)

    def show(self, state: GameState) -> None:
        self._state = state
        text = self.query_one("#player-filter", Input).value.strip().lower()
        table = self.query_one("#players", DataTable)
        row = table.cursor_row
        table.clear()
        for player in state.players.values():
            role = state.roles.get(player.role)
            role_name = role.name if role else player.role or "?"
            if text and not (
                text == str(player.seat) or text in player.name.lower() or text in role_name.lower()
            ):
                continue
            if player.alive:
                alive = Text("alive", style="green")
            else:
                why = player.died.cause if player.died else "dead"
                alive = Text(f"† {why}", style="red")
            table.add_row(
                str(player.seat),
                player.name,
                role_name,
                alive,
                "; ".join(marks(state, player)),
                key=str(player.seat),
            )
        if table.row_count:
            table.move_cursor(row=min(row, table.row_count - 1))
