"""Texts that lay the screen out again only when their height changes.

`Static.update` asks for a layout of the whole screen, and a layout that changes a widget's
size asks for a second one (Textual 8.2 sets the widget's virtual size, a reactive that lays
out again, from within the layout). With several texts changing on each key at 68 players
that was two layouts and two frames per key (issue 14). The game screen's texts are as wide
as their column whatever they say, so:

- `TextRegion.show` repaints in place when the new text takes as many lines as the old, and
  asks for a layout only otherwise (or when the widget has no size yet, e.g. hidden);
- `TextRegion` and `ReadingScroll` take the size a layout gives them without asking for a
  second layout: a text's or a scrolling column's virtual size is read by no layout (the
  scrolling column still works its scroll bars out at once, and a scroll bar that appears or
  goes asks for its own layout).
"""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.reactive import Reactive
from textual.visual import VisualType
from textual.widgets import Input, Static


class TextRegion(Static):
    """A Static whose `show` lays out only when the height changes."""

    def show(self, content: VisualType) -> None:
        """Show `content`; a layout only if the text's height changes."""
        box = self.content_region
        self.update(content, layout=False)
        if not box.width or self.get_content_height(Size(box.width, 0), self.app.size,
                                                    box.width) != box.height:
            self.refresh(layout=True)

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        return super()._size_updated(size, virtual_size, container_size, layout=False)


class ReadingScroll(VerticalScroll):
    """A VerticalScroll that takes a new size without asking for a second layout. Its own
    lines are the bare background its texts leave, alike from top to bottom while it has
    no border or padding: a change of height (each time the verdict below it changes
    height) repaints none of them, where Textual renders every line again."""

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size,
                      layout: bool = True) -> bool:
        if size.width == self._size.width and not self.styles.gutter:
            self._size = size  # the lines drawn stay; its background at the new height is
            self._dirty_regions.add(size.region)  # rendered for the lines not drawn yet
        return super()._size_updated(size, virtual_size, container_size, layout=False)


class EntryLine(Input):
    """An Input whose width is set by CSS, not by its text: its virtual size (the text's
    width, for scrolling along it) changes with every character typed and with every hint,
    and Textual's Input asks for a layout of the whole screen each time; here it only
    repaints. (An Input of `width: auto` still asks: Input._watch_value.)

    Its horizontal scroll bar is 0 cells high (Input's `scrollbar-size-horizontal: 0`), yet
    Textual shows and hides it, with a layout of the screen, each time the text or the hint
    (the Witch's is 50 columns) grows wider or narrower than the line. Here it is never
    shown (`overflow-x: hidden`), and the line scrolls along its text as before: the cursor
    is kept in view by a forced scroll (Input._watch_selection), and `allow_horizontal_scroll`
    says what the scroll bar's presence said."""

    DEFAULT_CSS = "EntryLine { overflow-x: hidden; }"

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)

    @property
    def allow_horizontal_scroll(self) -> bool:
        if self._check_disabled():
            return False
        return self.is_scrollable and self.virtual_size.width > self.container_size.width
