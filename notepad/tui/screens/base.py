"""What every screen of the notepad shares: typed access to the app's catalogue and folders."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar, cast

from textual.screen import Screen

if TYPE_CHECKING:
    from notepad.tui.app import NotepadApp

Result = TypeVar("Result")


class NotepadScreen(Screen[Result], Generic[Result]):
    @property
    def notepad(self) -> NotepadApp:
        return cast("NotepadApp", self.app)
