"""Every player with seat, name, role (moderator's eyes) and the notepad's marks as short
symbols with a legend; the highlighted player in full words underneath, so a narrow screen
loses nothing (notepad/table/player_marks.py writes every word)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import DataTable, Input, Static

from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated
from notepad.table.player_marks import LEGEND, legend, mark_symbols, mark_words, player_line
from notepad.table.titles import role_title
from notepad.tui.widgets.row_table import Cells, RowTable

# The marks before the role, so a narrow panel cuts a long role name rather than the marks.
COLUMNS = (("#", "seat"), (mark("Player"), "name"), (mark("Marks"), "marks"),
           (mark("Role"), "role"), (mark("Notes"), "notes"))


class PlayerPanel(Vertical):
    """A filterable table of the players; reads the engine's state, keeps none of its own."""

    DEFAULT_CSS = """
    PlayerPanel { height: 1fr; }
    PlayerPanel #player-filter { height: 1; border: none; padding: 0 1; }
    PlayerPanel DataTable { height: 1fr; }
    PlayerPanel #player-line { height: 2; color: $text; padding: 0 1; }
    PlayerPanel #legend { height: auto; color: $text-muted; padding: 0 1; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._state: GameState | None = None
        self._shown: list[tuple[str, tuple[str, Text, Text, Text, Text]]] = []
        self._line = ""
        self._legend = LEGEND

    def compose(self) -> ComposeResult:
        yield Input(placeholder=gettext("filter: seat, name or role"), id="player-filter")
        yield RowTable(id="players", cursor_type="row", zebra_stripes=True)
        yield Static("", id="player-line")
        yield Static(LEGEND, id="legend")

    def on_mount(self) -> None:
        table = self.query_one("#players", DataTable)
        for label, key in COLUMNS:
            table.add_column(translated(label) if label != "#" else label, key=key)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if self._state is not None:
            self.show(self._state)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_line()

    def show_line(self) -> None:
        """The highlighted player in words; its two lines are repainted only when the words
        changed, and never lay the screen out again (the line's height is fixed)."""
        state, table = self._state, self.query_one("#players", DataTable)
        line = ""
        if state is not None and table.row_count:
            key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
            player = state.players.get(int(key)) if key and key.isdigit() else None
            line = player_line(state, player) if player is not None else ""
        if line != self._line:
            self._line = line
            self.query_one("#player-line", Static).update(Text(line), layout=False)

    def rows(self, state: GameState) -> list[tuple[str, tuple[str, Text, Text, Text, Text]]]:
        text = self.query_one("#player-filter", Input).value.strip().lower()
        found = []
        for player in state.players.values():
            role_name = role_title(state, player.role) if player.role else "?"
            if text and not (
                text == str(player.seat)
                or text in player.name.lower()
                or text in role_name.lower()
            ):
                continue
            symbols = Text(mark_symbols(state, player),
                           style="red" if not player.alive else "")
            # Names and notes as Text: a str cell is read as markup ("Alex [they]" showed
            # as "Alex").
            cells = (str(player.seat), Text(player.name), symbols, Text(role_name),
                     Text("; ".join(mark_words(state, player))))
            found.append((str(player.seat), cells))
        return found

    def show(self, state: GameState) -> None:
        """Show the players; only what changed is redrawn (68 rows after every action must
        stay quick: docs/design.md, Budget)."""
        self._state = state
        marks = legend(state)
        if marks != self._legend:  # the marks this game can show (a village's arrival adds)
            self._legend = marks
            self.query_one("#legend", Static).update(marks)
        rows = self.rows(state)
        table = self.query_one("#players", RowTable)
        shown = self._shown
        if [key for key, _ in rows] == [key for key, _ in shown]:
            columns = [key for _, key in COLUMNS]
            changes: dict[str, Cells] = {}
            for (key, cells), (_, old) in zip(rows, shown, strict=True):
                for column, new_cell, old_cell in zip(columns, cells, old, strict=True):
                    if _looks(new_cell) != _looks(old_cell):
                        changes.setdefault(key, {})[column] = new_cell
            table.set_cells(changes)
        else:
            row = table.cursor_row
            table.clear()
            for key, cells in rows:
                table.add_row(*cells, key=key)
            if table.row_count:
                table.move_cursor(row=min(row, table.row_count - 1))
        self._shown = rows
        self.show_line()


def _looks(cell: object) -> tuple[str, str]:
    """What a cell shows: its words and, for the marks, their colour (red once dead)."""
    return (cell.plain, str(cell.style)) if isinstance(cell, Text) else (str(cell), "")
