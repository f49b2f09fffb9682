"""The game screen's keys. Every binding has a description and a tooltip, so the footer and
the command palette list it (STYLE.md, Posting); priority, so they work while the entry line
has the focus."""

from __future__ import annotations

from textual.binding import Binding

from notepad.tui.room_key import ROOM_KEY

GAME_KEYS: list[Binding | tuple[str, str] | tuple[str, str, str]] = [
    Binding(
        "f5",
        "pass_call",
        "Pass",
        tooltip="The call's role does nothing tonight",
        id="pass",
        priority=True,
    ),
    Binding(
        "f6",
        "next_phase",
        "Dawn / Dusk",
        tooltip="Resolve the night, or end the day",
        id="next-phase",
        priority=True,
    ),
    Binding(
        "ctrl+o",
        "override",
        "Override",
        tooltip="Record the refused action with a reason",
        id="override",
        priority=True,
    ),
    Binding(
        "ctrl+z",
        "undo",
        "Undo",
        tooltip="Take back the last recorded action",
        id="undo",
        priority=True,
    ),
    Binding(
        "ctrl+y",
        "redo",
        "Redo",
        tooltip="Record again what was undone",
        id="redo",
        priority=True,
    ),
    Binding(
        "ctrl+t",
        "timer",
        "Timer",
        tooltip="Start or pause the day timer",
        id="timer",
        priority=True,
    ),
    Binding(
        "f9",
        "dice",
        "Dice",
        tooltip="Roll the Fateful Dice from the seed",
        id="dice",
        priority=True,
    ),
    Binding(
        "f4",
        "public",
        "Public view",
        tooltip="Only what the players may see",
        id="public",
        priority=True,
    ),
    Binding("f7", "grid", "Notepad", tooltip="The paper notepad's grid", id="grid", priority=True),
    Binding("f8", "log", "Log", tooltip="Every event in words", id="log", priority=True),
    Binding(
        "f10",
        "leave",
        "Leave",
        tooltip="Back to the start screen (the log is kept)",
        id="leave",
        priority=True,
    ),
    ROOM_KEY,  # the Room dialog (issue 17)
]
