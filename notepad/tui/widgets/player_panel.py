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
        self._shown: list[tuple[str, tuple[str, str, str, Text, str]]] = []

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

    def rows(self, state: GameState) -> list[tuple[str, tuple[str, str, str, Text, str]]]:
        text = self.query_one("#player-filter", Input).value.strip().lower()
        found = []
        for player in state.players.values():
            role = state.roles.get(player.role)
            role_name = role.name if role else player.role or "?"
            if text and not (
                text == str(player.seat)
                or text in player.name.lower()
                or text in role_name.lower()
            ):
                continue
            if player.alive:
                alive = Text("alive", style="green")
            elif player.died is not None and player.died.left:  # moved to another village:
                alive = Text(f"→ {player.died.cause}", style="yellow")  # not dead (villages)
            else:
                why = player.died.cause if player.died else "dead"
                alive = Text(f"† {why}", style="red")
            cells = (str(player.seat), player.name, role_name, alive,
                     "; ".join(marks(state, player)))
            found.append((str(player.seat), cells))
        return found

    def show(self, state: GameState) -> None:
        """Show the players; only what changed is redrawn (68 rows after every action must
        stay quick: DESIGN.md, Budget)."""
        self._state = state
        rows = self.rows(state)
        table = self.query_one("#players", DataTable)
        shown = self._shown
        if [key for key, _ in rows] == [key for key, _ in shown]:
            columns = ("seat", "name", "role", "alive", "marks")
            for (key, cells), (_, old) in zip(rows, shown, strict=True):
                for column, new_cell, old_cell in zip(columns, cells, old, strict=True):
                    if str(new_cell) != str(old_cell):
                        table.update_cell(key, column, new_cell)
        else:
            row = table.cursor_row
            table.clear()
            for key, cells in rows:
                table.add_row(*cells, key=key)
            if table.row_count:
                table.move_cursor(row=min(row, table.row_count - 1))
        self._shown = rows
