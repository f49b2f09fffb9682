"""A DataTable that redraws only the rows whose cells changed.

Textual's `DataTable.update_cell` (8.2) treats one changed cell as a change of the whole
table: its render caches are keyed by an update count, so every visible row is rendered
again, and with `update_width=True` the column is measured again on the next idle, which
counts once more and lays the whole screen out again. After each action at 68 players that
was most of a frame (issue 14). `RowTable.set_cells` writes the cells; when no column's width
changes it drops the cached renders of those rows only and repaints their lines; when a width
may change it takes `update_cell(update_width=True)`, the path every change took before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.cache import LRUCache
from textual.render import measure
from textual.widgets import DataTable
from textual.widgets._data_table import ColumnKey, RowKey, default_cell_formatter

from notepad.tui.widgets.steady.scroll import SteadyScroll

Cells = dict[str, Any]  # column key → the cell's new value


def drop_where(cache: LRUCache[Any, Any], test: Callable[[Any], bool]) -> None:
    """Forget the cache's entries whose key passes `test`."""
    for key in [key for key in cache.keys() if test(key)]:  # noqa: SIM118 (no __iter__)
        cache.discard(key)


class RowTable(SteadyScroll, DataTable[Any]):
    """A DataTable for rows of height 1 whose cells change in place (and whose scroll bars
    are not repainted by a layout that did not change them: steady_scroll.py)."""

    def set_cells(self, changes: dict[str, Cells]) -> None:
        """Write the changed cells: row key → {column key: value}."""
        if not changes:
            return
        if not self.is_mounted or not self._widths_kept(changes):
            for row_key, cells in changes.items():
                for column_key, value in cells.items():
                    self.update_cell(row_key, column_key, value, update_width=True)
            return
        for row_key, cells in changes.items():
            row = self._data[RowKey(row_key)]
            for column_key, value in cells.items():
                row[ColumnKey(column_key)] = value
        self._forget_rows({RowKey(key) for key in changes})

    def _cell_width(self, value: Any) -> int:
        """The width DataTable measures a cell at (`_update_column_widths`, height-1 rows)."""
        return measure(self.app.console, default_cell_formatter(value, wrap=False, height=1), 1)

    def _widths_kept(self, changes: dict[str, Cells]) -> bool:
        """Whether every column keeps its width with the changes written, as
        `_update_column_widths` would work it out; a row of another height, or a change
        still waiting to be measured, leaves it to the slow path."""
        if self._updated_cells or self._require_update_dimensions:
            return False
        narrowed: set[str] = set()
        for row_key, cells in changes.items():
            if self.rows[RowKey(row_key)].height != 1:
                return False
            for column_key, value in cells.items():
                column = self.columns[ColumnKey(column_key)]
                width = self._cell_width(value)
                if width > column.content_width:
                    return False
                old = self._data[RowKey(row_key)][ColumnKey(column_key)]
                if width < column.content_width == self._cell_width(old):
                    narrowed.add(column_key)  # the widest cell narrows: maybe the column
        return all(self._width_after(key, changes) == self.columns[ColumnKey(key)].content_width
                   for key in narrowed)

    def _width_after(self, column_key: str, changes: dict[str, Cells]) -> int:
        """The column's width with the changes written: its widest cell, or its label."""
        key = ColumnKey(column_key)
        column = self.columns[key]
        widths = [measure(self.app.console, column.label, 1)]
        for row_key, row in self._data.items():
            value = changes.get(row_key.value or "", {}).get(column_key, row[key])
            widths.append(self._cell_width(value))
        return max(widths)

    def _forget_rows(self, keys: set[RowKey]) -> None:
        forget_rows(self, keys)


def forget_rows(table: DataTable[Any], keys: set[RowKey]) -> None:
    """Drop a table's cached renders of these rows of height 1 (every cache DataTable keys
    by the update count) and repaint their lines; the other rows keep theirs. Used by the
    game's player table (RowTable.set_cells) and the builder's role table (show_count)."""
    indexes = {table._row_locations.get(key) for key in keys}
    regions = [table._get_row_region(index) for index in indexes if index is not None]
    lines = {y for region in regions for y in range(region.y, region.bottom)}
    count = table._update_count
    for index in indexes:
        if index is not None:
            table._row_renderable_cache.discard((count, index))
    drop_where(table._cell_render_cache, lambda key: key[0] in keys)
    drop_where(table._row_render_cache, lambda key: key[0] in keys)
    drop_where(table._line_cache, lambda key: key[0] in lines)
    for region in regions:
        table._refresh_region(region)
