"""The game screen: night calls, dawn and the day (`screen`), the night's display (`night`),
the keys that open other views (`keys`) and the event log's watch of the file (`log`)."""

from notepad.tui.screens.game.screen import GameScreen

__all__ = ["GameScreen"]
