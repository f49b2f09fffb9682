"""The paper notepad's grid (issue 6, Always at hand): the roles in call order with their
players, a column per night with each call's target(s), and the side columns — lovers,
cultists, Charm holders, Fateful Dice, potions left. Read-only: the engine's events and state
are the record; this screen lays them out as the moderator's paper would."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import DataTable, Footer, Header, Static

from notepad.catalog.models import Wakes
from notepad.engine.game import Game
from notepad.engine.players import Player
from notepad.engine.state import GameState
from notepad.language import gettext, mark
from notepad.table.report import marks_lines, record_of, role_name
from notepad.table.screen_words import night_column, view_title
from notepad.tui.screens.base import NotepadScreen


def leader_of(state: GameState, role_id: str) -> str:
    """The call a role wakes in: its own, or the one it wakes with (the wolf pack)."""
    role = state.roles.get(role_id)
    if role is not None and role.wakes_with and role.wakes_with in state.roles:
        return role.wakes_with
    return role_id


def call_rows(state: GameState, called: set[str]) -> list[tuple[str, list[Player]]]:
    """Each call's lead role with the players who wake in it, in call order; `called` holds
    the roles that have a night record. Roles that never wake are left for a line below."""
    groups: dict[str, list[Player]] = {}
    for player in state.players.values():
        for role_id in {player.role, player.dealt} - {""}:
            group = groups.setdefault(leader_of(state, role_id), [])
            if player not in group:
                group.append(player)
    if state.setup.charm:
        # The holder now; every past holder is listed under the grid.
        holder = state.charm_holder
        groups["charm"] = [state.players[holder]] if holder and not state.charm_destroyed else []
    if "cupid" in groups and "lovers" in state.roles:
        groups["lovers"] = [p for p in state.players.values() if p.lover is not None]
    for role_id in called:
        groups.setdefault(role_id, [])

    def wakes(role_id: str) -> bool:
        role = state.roles.get(role_id)
        return role_id in called or (role is not None and role.wakes is not Wakes.NEVER)

    def order(role_id: str) -> tuple[float, str]:
        role = state.roles.get(role_id)
        place = role.call_order if role is not None and role.call_order is not None else 500.0
        return (place, role_id)

    return [(r, sorted(groups[r], key=lambda p: p.seat))
            for r in sorted(groups, key=order) if wakes(r)]


def never_called(state: GameState, rows: list[tuple[str, list[Player]]]) -> str:
    """The roles that never wake, with their players' seats, for the line under the grid."""
    calls = {role_id for role_id, _ in rows}
    by_role: dict[str, list[int]] = {}
    for player in state.players.values():
        if leader_of(state, player.role) not in calls:
            by_role.setdefault(player.role, []).append(player.seat)
    return "; ".join(f"{role_name(state, r)} {', '.join(map(str, seats))}"
                     for r, seats in sorted(by_role.items()))


def players_cell(players: list[Player]) -> Text:
    cell = Text()
    for number, player in enumerate(players):
        if number:
            cell.append("\n")
        label = f"{player.seat} {player.name}"
        gone = " →" if player.died is not None and player.died.left else " †"  # → moved away
        cell.append(label if player.alive else label + gone,
                    style="" if player.alive else "dim strike")
    return cell or Text("—", style="dim")


class NotepadGrid(NotepadScreen[None]):
    """The notepad's grid; scrolls both ways, Role and Players columns stay in place."""

    BINDINGS = [
        Binding("f7", "dismiss", mark("Back"), tooltip=mark("Back to the game"), id="grid-back"),
        Binding("escape", "dismiss", mark("Back"), tooltip=mark("Back to the game"),
                id="grid-escape",
                show=False),
    ]
    DEFAULT_CSS = """
    NotepadGrid #grid { height: 2fr; border: round $primary; }
    NotepadGrid #grid-marks { height: 1fr; min-height: 5; border: round $secondary;
                              padding: 0 1; }
    """

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        yield Header()
        yield DataTable(id="grid", fixed_columns=2, zebra_stripes=True, cursor_type="cell")
        with VerticalScroll(id="grid-marks"):
            yield Static(id="marks")
        yield Footer()

    def on_mount(self) -> None:
        state = self.game.state
        self.sub_title = view_title("notepad", state.when)
        record = record_of(self.game)
        nights = range(1, max([state.number, *record.nights]) + 1)
        called = {role for calls in record.nights.values() for role in calls}
        rows = call_rows(state, called)
        table = self.query_one("#grid", DataTable)
        table.border_title = gettext("Roles in call order × nights")
        table.add_column(gettext("Role"), key="role")
        table.add_column(gettext("Players"), key="players")
        for night in nights:
            table.add_column(night_column(night), key=f"night-{night}")
        for role_id, players in rows:
            cells: list[Text | str] = [Text(role_name(state, role_id), style="bold"),
                                       players_cell(players)]
            for night in nights:
                targets = record.nights.get(night, {}).get(role_id)
                cells.append(Text("\n".join(targets)) if targets else Text("·", style="dim"))
            table.add_row(*cells, height=None, key=role_id)
        marks = self.query_one("#grid-marks", VerticalScroll)
        marks.border_title = gettext("Lovers, cultists, Charm, dice, potions, variants")
        lines = Text()
        rest = never_called(state, rows)
        never = (gettext("Never called"), [rest] if rest else [])
        for label, items in [*marks_lines(state), never]:
            lines.append(f"{label}:", style="bold")
            if len(items) == 1:
                lines.append(f" {items[0]}\n")
            else:
                lines.append("".join(f"\n  {item}" for item in items) or " —", style="")
                lines.append("\n")
        self.query_one("#marks", Static).update(lines)
        table.focus()
