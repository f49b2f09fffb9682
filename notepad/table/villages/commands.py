"""What the moderator types for a move: "m 4 2", "m ann to 3", "banish 4 to village 2" (in
German also "m 4 nach 2", "verbanne 4 nach dorf 2": notepad/table/typed_words.py).
Headless, so the tests pin it without a screen."""

from __future__ import annotations

from notepad.engine.state import GameState
from notepad.language import gettext, mark
from notepad.table import typed_words as typed
from notepad.table.commands import ActionError, one_seat

MOVE_VERBS = typed.MOVE_VERBS


def move_command(state: GameState, text: str, villages: int) -> tuple[int, int] | None:
    """(seat in this village, the village to go to), or None if the text is not a move."""
    words = text.strip().split()
    if not words or typed.plain(words[0]) not in MOVE_VERBS:
        return None
    rest = [w for w in words[1:] if typed.plain(w) not in typed.MOVE_FILLERS]
    if len(rest) < 2 or not rest[-1].isdigit():
        raise ActionError(gettext("write m SEAT VILLAGE, e.g. m 4 2 (or m ann to 3)"))
    target = int(rest[-1])
    if not 1 <= target <= villages:
        raise ActionError(gettext("there is no village {target}: the villages are 1 to "
                                  "{villages}", target=target, villages=villages))
    who = " ".join(rest[:-1])
    exact = [p.seat for p in state.alive.values() if p.name.lower() == who.lower()]
    seat = exact[0] if exact else one_seat(state, who, mark("the player the village banishes"))
    return seat, target
