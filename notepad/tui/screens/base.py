"""What every screen of the notepad shares: typed access to the app's catalogue and folders."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar, cast

from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input

if TYPE_CHECKING:
    from notepad.tui.app import NotepadApp

Result = TypeVar("Result")


class NotepadScreen(Screen[Result], Generic[Result]):
    # F1 first, so the footer shows it even at 80 columns: its panel lists every key, and F1
    # again puts it away (Textual's own action only shows it; the panel covers a third of an
    # 80-column screen).
    BINDINGS = [Binding("f1", "toggle_keys", "Keys",
                        tooltip="Show every key of this screen, or hide them again", id="keys")]

    def on_mount(self) -> None:
        """Headless (tests, snapshots) the text cursors do not blink: a picture must not
        depend on the moment it was taken."""
        if self.app.is_headless:
            for line in self.query(Input):
                line.cursor_blink = False

    def action_toggle_keys(self) -> None:
        if self.query("HelpPanel"):
            self.app.action_hide_help_panel()
        else:
            self.app.action_show_help_panel()

    @property
    def notepad(self) -> NotepadApp:
        return cast("NotepadApp", self.app)
