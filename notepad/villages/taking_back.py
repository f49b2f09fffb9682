"""Taking back in a notebook: an undo in one village, a move taken back from both villages it
touched, and what the notebook recorded for a death that is no longer there.

A move stands in the notebook and in two villages' logs, and only the last event of a log can
be taken back: a move goes back while its leaving and its arrival are the last events of their
villages (the cancel line first; opening again finishes a cut-off cancel). A correction may not
take a move or a bond event away (`untouchable`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.villages import bonds
from notepad.villages.book import Transfer
from notepad.villages.village import Village

if TYPE_CHECKING:
    from notepad.villages.notebook import Notebook


def undo(notebook: Notebook, village: Village, steps: int = 1) -> int:
    done = 0
    while done < steps and village.game.events:
        last = village.game.events[-1]
        transfer = _transfer_of(notebook, village, last)
        if transfer is not None and isinstance(last, ev.Arrival) and \
                transfer.line.arrives == "next day":
            Game.undo(village.game)  # the arrival waits for the next day again
            village.game.redo_stack.pop()
            notebook.notes.append(f"{transfer.player} arrives at {village.name}'s next day "
                                  "again")
            continue
        if transfer is not None:
            if not cancel(notebook, transfer):
                break
        elif bonds.is_bond_event(last):
            notebook.notes.append(f"{village.name}: this was recorded for a death in another "
                                  "village; take that back there instead")
            break
        else:
            Game.undo(village.game)
        done += 1
    unsettle(notebook)
    return done


def cancel(notebook: Notebook, transfer: Transfer) -> bool:
    """Take a transfer back: its leaving and its arrival must be the last events of their
    villages. The cancel line goes first; opening again finishes a cut-off cancel."""
    source = notebook.villages[transfer.source - 1]
    goal = notebook.villages[transfer.target - 1]
    arrived = notebook.arrived(transfer) is not None
    leave_last = _transfer_of(notebook, source, source.game.events[-1]) is transfer \
        if source.game.events else False
    arrival_last = not arrived or (
        bool(goal.game.events)
        and _transfer_of(notebook, goal, goal.game.events[-1]) is transfer)
    if not (leave_last and arrival_last):
        later = goal.name if not arrival_last else source.name
        notebook.notes.append(f"{transfer.player}'s move can no longer be taken back: "
                              f"{later} has recorded more since")
        return False
    notebook.write_line({"type": "cancel", "transfer": transfer.number})
    transfer.cancelled = True
    for village in ([goal] if arrived else []) + [source]:
        Game.undo(village.game)
        village.game.redo_stack.clear()
    notebook.notes.append(f"{transfer.player}'s move to {goal.name} is taken back")
    return True


def untouchable(notebook: Notebook, village: Village, numbers: list[int]) -> str | None:
    """Why a correction in `village` may not change, remove or drop these events (their
    numbers among its events), or None. A move's leaving and arrival stand in the notebook
    and in the other village too: a correction that took one away left the player in two
    villages at once (a trial). A bond event follows a death in another village."""
    events = village.game.events
    for number in numbers:
        if not 1 <= number <= len(events):
            continue
        event = events[number - 1]
        transfer = _transfer_of(notebook, village, event)
        if transfer is not None:
            return (f"event {number} is {transfer.player}'s move to "
                    f"{notebook.villages[transfer.target - 1].name}, kept in the notebook too: "
                    "a correction cannot take it away. Ctrl+Z on the village's screen "
                    "takes a move back while it is the last event of both villages")
        if bonds.is_bond_event(event):
            return (f"event {number} was recorded for a death in another village: correct "
                    "that death there")
    return None


def _transfer_of(notebook: Notebook, village: Village, event: ev.Event) -> Transfer | None:
    """The transfer whose leaving or arrival this event is."""
    transfers = notebook.transfers
    if isinstance(event, ev.Arrival) and event.transfer is not None:
        found = transfers[event.transfer - 1] if event.transfer <= len(transfers) else None
        return found if found is not None and not found.cancelled else None
    if isinstance(event, ev.Death) and event.kind == "left":
        name = village.state.players[event.target].name
        return next((t for t in reversed(transfers) if t.player == name
                     and t.source == village.number and not t.cancelled), None)
    return None


def unsettle(notebook: Notebook) -> None:
    """Take back, in every village, what the notebook recorded for a death since taken back."""
    for village in notebook.villages:
        while (stale := bonds.unfounded(notebook, village)) is not None:
            Game.undo(village.game)
            village.game.redo_stack.clear()
            notebook.notes.append(f"{village.name}: taken back too — "
                                  f"{bonds.news(village, stale)}")
