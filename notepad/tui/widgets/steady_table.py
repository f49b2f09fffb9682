"""A DataTable that keeps the rows it drew when a resize leaves its width as it was (issue 14).

DataTable forgets every row it has drawn on each resize (its rows are drawn to the table's
width), and a table is resized just after its first frame: every visible row was drawn twice
when a screen opened (the builder's role table, the start screen's recent sessions). Rows
drawn at the very width the table has after the resize are kept; any other resize goes on to
DataTable's own handler. tests/tui/test_builder_table.py holds the result equal to a fresh
table, after a resize to another width and back.
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
        self._drawn: tuple[int, set[int]] = (-1, set())  # update count, widths drawn at

    def render_lines(self, crop: Region) -> list[Strip]:
        count, widths = self._drawn
        if count != self._update_count:
            self._drawn = (self._update_count, {self.size.width})
        else:
            widths.add(self.size.width)
        return super().render_lines(crop)

    def _on_resize(self, event: events.Resize) -> None:
        if self._drawn == (self._update_count, {self.size.width}):
            event.prevent_default()  # DataTable's _on_resize would forget every row
