"""A DataTable that keeps the rows it drew when a resize leaves its width as it was (issue 14).

DataTable forgets every row it has drawn on each resize (its rows are drawn to the table's
width and its columns' widths), and a table is resized just after its first frame: every
visible row was drawn twice when a screen opened (the builder's role table, the start
screen's recent sessions). Rows drawn at the very width, and with the very column widths, the
table has after the resize are kept; any other resize goes on to DataTable's own handler,
and rows drawn at other widths (a column DataTable widened for new rows when idle, which it
left to that resize to redraw) are drawn again on the next frame.
tests/tui/test_builder_table.py holds the result equal to a fresh table, after a resize to
another width and back.
"""

from __future__ import annotations

from typing import Any, TypeVar

from textual import events
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import DataTable

Cell = TypeVar("Cell")


class SteadyTable(DataTable[Cell]):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # The update count, and each (table width, column widths) rows were drawn at.
        self._drawn: tuple[int, set[tuple[int, ...]]] = (-1, set())

    def _widths(self) -> tuple[int, ...]:
        return (self.size.width, self._row_label_column_width,
                *(column.get_render_width(self) for column in self.ordered_columns))

    def render_lines(self, crop: Region) -> list[Strip]:
        count, drawn = self._drawn
        widths = self._widths()
        if count == self._update_count and widths not in drawn:
            # Rows drawn at other widths (the table, or a column widened for new rows on
            # idle): draw them again, as DataTable's resize would have made it do.
            self._update_count += 1
        if count != self._update_count:
            self._drawn = (self._update_count, {widths})
        return super().render_lines(crop)

    def _on_resize(self, event: events.Resize) -> None:
        if self._drawn == (self._update_count, {self._widths()}):
            event.prevent_default()  # DataTable's _on_resize would forget every row
