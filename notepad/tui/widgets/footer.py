"""Textual's footer, rebuilt only when the keys it shows change (issue 14).

Textual's `Footer` removes and mounts every key again whenever the screen's bindings may have
changed: each focus change, each screen shown. Opening the builder did that six times, about
40% of the time it took. This footer compares what it would show (key, label, whether
enabled, tooltip) with what it shows and keeps its keys when nothing differs; it looks
the same (the snapshots, and tests/tui/test_builder_table.py).
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Footer


class SteadyFooter(Footer):
    """A `Footer` that is recomposed only when the keys it shows change."""

    _shown: tuple[Any, ...] | None = None

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
