"""The scenario builder (`screen`) and its start made ready ahead of the first key
(`ready`)."""

from notepad.tui.screens.builder.screen import BuilderScreen

__all__ = ["BuilderScreen"]
