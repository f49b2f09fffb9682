"""What the moderator types for a move: "m 4 2", "m ann to 3", "banish 4 to village 2".
Headless, so the tests pin it without a screen."""

from __future__ import annotations

from notepad.engine.state import GameState
from notepad.table.commands import ActionError, one_seat

MOVE_VERBS = ("m", "move", "banish")
USAGE = "write m SEAT VILLAGE, e.g. m 4 2 (or m ann to 3)"


def move_command(state: GameState, text: str, villages: int) -> tuple[int, int] | None:
    """(seat in this village, the village to go to), or None if the text is not a move."""
    words = text.strip().split()
    if not words or words[0].lower() not in MOVE_VERBS:
        return None
    rest = [w for w in words[1:] if w.lower() not in ("to", "village")]
    if len(rest) < 2 or not rest[-1].isdigit():
        raise ActionError(USAGE)
    target = int(rest[-1])
    if not 1 <= target <= villages:
        raise ActionError(f"there is no village {target}: the villages are 1 to {villages}")
    who = " ".join(rest[:-1])
    exact = [p.seat for p in state.alive.values() if p.name.lower() == who.lower()]
    seat = exact[0] if exact else one_seat(state, who, "the player the village banishes")
    return seat, target
