"""What the moderator reads about a log with a damaged line in its middle (engine/log/
salvage.py): what is wrong, what the lines before it hold, and what resuming leaves out. Said
in the language spoken (notepad/language.py); an event's kind is the log's own word."""

from __future__ import annotations

from notepad.engine.log.salvage import Salvage
from notepad.language import gettext


def left_out(found: Salvage) -> str:
    """'line 41 (damaged) and the 3 lines after it: 2 pack_kill, 1 undo'."""
    after = found.left_out - 1
    if not after:
        return gettext("line {line} (damaged)", line=found.line)
    counted = [f"{n} {kind}" for kind, n in sorted(found.left_out_events.items())]
    unread = after - sum(found.left_out_events.values())
    if unread:
        counted.append(gettext("{n} unreadable", n=unread))
    return gettext("line {line} (damaged) and the {after} line(s) after it: {kinds}",
                   line=found.line, after=after, kinds=", ".join(counted))


def read_before(found: Salvage) -> str:
    """What the lines before the damage replay as: 'lines 1–40: night 2, 17 events'."""
    game = found.game
    return gettext("lines 1–{kept} replay as {when}, {events} event(s)", kept=found.kept,
                   when=game.state.when, events=len(game.events))


def salvage_question(found: Salvage) -> str:
    """The start screen's offer, a yes or no."""
    return gettext("{damaged} cannot be resumed: {error}. Resume from the lines before it "
                   "({before})? The damaged file is kept as it is, and the game goes on in "
                   "{target}. Left out: {left_out} — enter again what the table did after it.",
                   damaged=found.damaged.name, error=found.error, before=read_before(found),
                   target=found.target.name, left_out=left_out(found))


def salvaged(found: Salvage) -> str:
    """Said once the game goes on in the new log."""
    return gettext("Resumed from {target}, {before}. Left out: {left_out}. {damaged} is kept as "
                   "it was.", target=found.target.name, before=read_before(found),
                   left_out=left_out(found), damaged=found.damaged.name)


def replay_note(found: Salvage) -> str:
    """`replay` on such a log: what it could read, after its error."""
    return gettext("{before}; left out: {left_out}. The start screen offers to resume from them "
                   "in {target}, leaving {damaged} as it is.", before=read_before(found),
                   left_out=left_out(found), target=found.target.name,
                   damaged=found.damaged.name)
