"""What the moderator reads about a log with a damaged line in its middle (engine/log/
salvage.py): what is wrong, what the lines before it hold, and what resuming leaves out."""

from __future__ import annotations

from notepad.engine.log.salvage import Salvage


def left_out(found: Salvage) -> str:
    """'line 41 (damaged) and the 3 lines after it: 2 pack_kill, 1 undo'."""
    after = found.left_out - 1
    text = f"line {found.line} (damaged)"
    if not after:
        return text
    kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(found.left_out_events.items()))
    unread = after - sum(found.left_out_events.values())
    if unread:
        kinds = f"{kinds}, {unread} unreadable" if kinds else f"{unread} unreadable"
    return f"{text} and the {after} line(s) after it: {kinds}"


def read_before(found: Salvage) -> str:
    """What the lines before the damage replay as: 'lines 1–40: night 2, 17 events'."""
    game = found.game
    return (f"lines 1–{found.kept} replay as {game.state.when}, {len(game.events)} "
            f"event(s)")


def salvage_question(found: Salvage) -> str:
    """The start screen's offer, a yes or no."""
    return (f"{found.damaged.name} cannot be resumed: {found.error}. Resume from the lines "
            f"before it ({read_before(found)})? The damaged file is kept as it is, and the "
            f"game goes on in {found.target.name}. Left out: {left_out(found)} — enter again "
            "what the table did after it.")


def salvaged(found: Salvage) -> str:
    """Said once the game goes on in the new log."""
    return (f"Resumed from {found.target.name}, {read_before(found)}. Left out: "
            f"{left_out(found)}. {found.damaged.name} is kept as it was.")


def replay_note(found: Salvage) -> str:
    """`replay` on such a log: what it could read, after its error."""
    return (f"{read_before(found)}; left out: {left_out(found)}. The start screen offers to "
            f"resume from them in {found.target.name}, leaving {found.damaged.name} as it is.")
