"""Textual's footer, rebuilt only when the keys it shows change (issue 14).

Textual's `Footer` removes and mounts every key again whenever the screen's bindings may have
changed: each focus change, each screen shown. Opening the builder did that six times, about
40% of the time it took. This footer compares what it would show (key, label, whether
enabled, tooltip) with what it shows and keeps its keys when nothing differs; it looks
the same (the snapshots, and tests/tui/test_builder_table.py). Its keys are mounted with the
footer's `compact` already (`compose`).
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class SteadyFooter(Footer):
    """A `Footer` that is recomposed only when the keys it shows change."""

    _shown: tuple[Any, ...] | None = None

    def compose(self) -> ComposeResult:
        """Textual's keys, each made with the footer's `compact` already. A FooterKey is
        made compact and then bound to the footer's (not compact): its class was added and
        removed again as it was mounted, two updates of its styles each, 38 when the
        builder opened (issue 14). Mounted with the value it is bound to, it changes
        nothing; it looks the same."""
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                if "compact" in (widget._reactive_connect or {}):  # not the palette's key,
                    widget.set_reactive(FooterKey.compact, self.compact)  # compact alone
                widget.set_class(widget.compact, "-compact", update=False)
            yield widget

    def shown_keys(self) -> tuple[Any, ...]:
        """Everything `Footer.compose` reads from the screen and app to draw the keys."""
        app = self.app
        return (
            self._bindings_ready,
            self.show_command_palette and app.ENABLE_COMMAND_PALETTE,
            tuple(
                (binding.key, app.get_key_display(binding), binding.description,
                 binding.action, binding.group, binding.show, enabled, tooltip)
                for (_, binding, enabled, tooltip) in self.screen.active_bindings.values()
            ),
        )

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        shown = self.shown_keys()
        if shown == self._shown:
            return
        self._shown = shown
        await super().recompose()
