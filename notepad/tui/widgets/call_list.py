"""The night's call list: an OptionList whose changed lines are repainted alone.

`OptionList.replace_option_prompt` (Textual 8.2) forgets the render of every option and the
height of every line, so marking one call done re-rendered the whole list, 30 calls at 68
players, on each key (issue 14). `CallList.show` keeps the options when their ids are the
same and, for an option whose new words take as many lines as before, forgets that option's
render alone and repaints its lines; otherwise it takes Textual's own path.

A new list (dawn: the night's calls give way to the day's accused; its undo, the other way)
took `clear_options`, which repaints the whole column, every blank line below the list too
(about 47 lines at 160×50, the most costly part of dawn). `CallList.show` swaps the options
and repaints only the lines the old or the new list covers; the blank lines below both stay
as they are drawn. It takes Textual's path when the list is scrolled or has a highlight
(moving those repaints the whole list anyway).
"""

from __future__ import annotations

from typing import cast

from textual.css.styles import RulesMap
from textual.geometry import Region, Size
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from notepad.tui.widgets.row_table import drop_where
from notepad.tui.widgets.steady.scroll import SteadyScroll


class CallList(SteadyScroll, OptionList):
    """A list of (id, words) lines, shown with `show`."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._listed: list[tuple[str, str]] = []

    def show(self, entries: list[tuple[str, str]]) -> None:
        """Show these lines: rebuilt if the ids differ, else only the changed lines."""
        if [key for key, _ in entries] != [key for key, _ in self._listed]:
            if not self._swap(entries):
                self.clear_options()
                self.add_options([Option(label, id=key) for key, label in entries])
        else:
            for index, ((key, label), (_, old)) in enumerate(
                    zip(entries, self._listed, strict=True)):
                if label != old:
                    self._reword(index, key, label)
        self._listed = entries

    @property
    def listed(self) -> list[tuple[str, str]]:
        """The (id, words) lines shown."""
        return self._listed

    def _reword(self, index: int, key: str, label: str) -> None:
        """One option's new words: repaint its lines if it keeps its height."""
        option = self.get_option_at_index(index)
        lines = self._line_cache
        if not self.is_mounted or not self.scrollable_content_region \
                or index not in lines.heights:  # hidden, or not measured yet
            self.replace_option_prompt(key, label)
            return
        option._set_prompt(label)
        padding = self.get_component_styles("option-list--option").padding
        width = self.scrollable_content_region.width - self._get_left_gutter_width()
        height = self._get_visual(option).get_height(cast(RulesMap, self.styles),
                                                    width - padding.width) \
            + option._divider
        if height != lines.heights[index]:
            self.replace_option_prompt(key, label)  # the lines below move: all again
            return
        drop_where(self._option_render_cache, lambda cache_key: cache_key[0] is option)
        top = lines.index_to_line[index] - self.scroll_offset.y
        self.refresh(Region(0, top, self.scrollable_content_region.width, height))

    def _swap(self, entries: list[tuple[str, str]]) -> bool:
        """A new list in place, repainting only the lines the old or new options cover;
        False (nothing done) where Textual's own path is needed.

        The list's virtual size (its number of lines) is set quietly: as a reactive it
        would repaint the whole list. A layout is asked for without a repaint, for the
        scroll bar; the blank lines below both lists keep their drawn lines."""
        region = self.scrollable_content_region
        if not self.is_mounted or not region or self.styles.auto_dimensions \
                or self.highlighted is not None or self.scroll_offset.y \
                or not self._line_cache.lines and self._options:  # not measured yet
            return False
        covered = len(self._line_cache.lines)
        options = [Option(label, id=key) for key, label in entries]
        padding = self.get_component_styles("option-list--option").padding
        width = region.width - self._get_left_gutter_width()
        rules = cast(RulesMap, self.styles)
        lines = sum(self._get_visual(option).get_height(rules, width - padding.width)
                    for option in options)
        self._options.clear()
        self._line_cache.clear()
        self._option_render_cache.clear()
        self._id_to_option.clear()
        self._option_to_index.clear()
        for index, option in enumerate(options):
            self._option_to_index[option] = index
            self._id_to_option[option.id] = option  # type: ignore[index]
            self._options.append(option)
        size = Size(width, lines)
        if size != self.virtual_size:
            self.set_reactive(OptionList.virtual_size, size)
            self._scroll_update(size)
            self.refresh(layout=True, repaint=False)
        self._update_lines()  # the line cache; the virtual size it works out is set already
        covered = max(covered, len(self._line_cache.lines))
        if covered:
            self.refresh(Region(0, 0, region.width, covered))
        return True
