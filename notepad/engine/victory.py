"""Kept for callers of the first engine: the win check lives in engine/winners.py."""

from notepad.engine.winners import settle, winners

__all__ = ["settle", "winners"]
