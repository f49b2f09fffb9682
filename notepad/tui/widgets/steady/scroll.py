"""Scrolling widgets that keep their scroll bars through a layout that did not change them.

Each layout of the screen tells every widget its size (`_size_updated`). Textual's
ScrollView (8.2) compares the container size it is told with one of its own making, which
differs whenever a scroll bar shows, so after every layout it worked its scroll bars out
again and repainted them, sizes unchanged: at 68 players, the player table's two bars cost
more than the rest of the frame (issue 14). Told the same sizes as last time, with its
virtual size unchanged, such a widget has nothing to change, and `SteadyScroll` leaves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.geometry import Size

if TYPE_CHECKING:
    from textual.scroll_view import ScrollView

    _Base = ScrollView
else:
    _Base = object  # a plain mixin: Textual takes a widget's CSS and component classes
    # from its first base that is a widget (DOMNode._css_bases), which must stay the widget


class SteadyScroll(_Base):
    """Put first among the bases of a ScrollView: skips a size update identical to the last
    one it took."""

    _sizes: tuple[Size, Size, Size, Size] | None = None

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        if (size, virtual_size, container_size, self.virtual_size) == self._sizes:
            return False
        resized = super()._size_updated(size, virtual_size, container_size, layout)
        self._sizes = (size, virtual_size, container_size, self.virtual_size)
        return resized

    def on_hide(self) -> None:
        self._sizes = None  # shown again, it takes its sizes afresh
