"""The key that opens the Room dialog (notepad/tui/screens/room.py), in the bindings of the
seating and the game screen. It is theirs, not the App's: an App binding shown on those two
screens only would recompose the footer on every change of screen."""

from __future__ import annotations

from textual.binding import Binding

from notepad.language import mark

ROOM_KEY = Binding("f12", "app.room", mark("Room"), id="room", priority=True,
                   tooltip=mark("Pacing and spoken calls for the night, the board for the room"))
