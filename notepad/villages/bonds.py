"""Bonds across villages: a death in one village that touches another.

"If one dies, the other dies of grief" (Role Cards — Lovers); "If that player dies, their
role passes to the Doppelganger" (Role Cards — Doppelganger); the Bandit wins only if the two
chosen players are not alive (Role Cards — Bandit). None of these sentences stops at the edge
of a village, so a player who moved keeps them (docs/villages.md). After every action the
notebook asks `consequences` what the other villages must record, and records it; after an
undo, `unfounded` finds what lost its cause; `news` tells the moderator what was recorded.

Found from the villages' states alone (what their logs hold), so resuming after a crash finds
and records what the crash cut off."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from notepad.engine import events as ev

if TYPE_CHECKING:
    from notepad.villages.notebook import Notebook
    from notepad.villages.village import Village

GRIEF = "lover's grief"


def _grief_cause(name: str, village: Village) -> str:
    return f"{GRIEF} ({name} died in {village.name})"


def lovers(notebook: Notebook) -> dict[str, str]:
    """Every pair Cupid made, by name, both ways."""
    pairs: dict[str, str] = {}
    for village in notebook.villages:
        players = village.state.players
        for player in players.values():
            if player.lover is not None:
                pairs[player.name] = players[player.lover].name
    return pairs


def deaths(notebook: Notebook) -> Iterator[tuple[Village, str, str, str]]:
    """(village, name, role, cause) of every player who died (not left) in a village."""
    for village in notebook.villages:
        for player in village.state.players.values():
            died = player.died
            if died is not None and not died.left:
                yield village, player.name, player.role, died.cause


def consequences(notebook: Notebook) -> Iterator[tuple[Village, ev.Event]]:
    """The next event a bond calls for, one at a time (each changes what follows)."""
    pairs = lovers(notebook)
    for village, name, role, cause in deaths(notebook):
        for other in notebook.villages:
            if other is village or other.phase == "ended":
                continue
            state = other.state
            seat = next((p.seat for p in state.players.values()
                         if p.name == name and p.away), None)
            copies = any(p.copies == name for p in state.alive.values())
            if seat is not None or copies:
                yield other, ev.DiedElsewhere(name=name, target=seat, role=role, cause=cause,
                                              village=village.name)
                return
        partner = pairs.get(name)
        where = notebook.locate(partner) if partner else None
        if partner and where is not None and where.village is not None and not where.dead:
            there = notebook.villages[where.village - 1]
            bond = there.state.players[where.seat].lover
            linked = bond is not None and there.state.players[bond].name == name
            # Lovers who sit in one village grieve through its own engine (engine/deaths.py).
            if there.phase != "ended" and not linked and not _grieved(there, where.seat):
                yield there, ev.Death(target=where.seat, cause=_grief_cause(name, village))
                return


def _grieved(village: Village, seat: int) -> bool:
    """A grief already recorded for this seat (a Charm holder survives it: not again)."""
    return any(isinstance(e, ev.Death) and e.target == seat and e.cause.startswith(GRIEF)
               for e in village.game.events)


def unfounded(notebook: Notebook, village: Village) -> ev.Event | None:
    """The village's last event, if the notebook recorded it for a death that an undo has
    since taken back: it goes too (only the last event of a log can be taken back)."""
    if not village.game.events:
        return None
    last = village.game.events[-1]
    dead = {name for _, name, _, _ in deaths(notebook)}
    if isinstance(last, ev.DiedElsewhere) and last.name not in dead:
        return last
    if isinstance(last, ev.Death) and last.kind == "other" and \
            last.cause.startswith(f"{GRIEF} ("):
        mourned = last.cause[len(GRIEF) + 2:].split(" died in ", 1)[0]
        if mourned not in dead:
            return last
    return None


def is_bond_event(event: ev.Event) -> bool:
    """Whether the notebook recorded this event for a death in another village."""
    return isinstance(event, ev.DiedElsewhere) or (
        isinstance(event, ev.Death) and event.cause.startswith(f"{GRIEF} ("))


def news(village: Village, event: ev.Event) -> str:
    if isinstance(event, ev.DiedElsewhere):
        return f"{village.name} hears that {event.name} died in {event.village}"
    if isinstance(event, ev.Death):
        name = village.state.players[event.target].name
        return f"{village.name}: {name} dies of {event.cause} — announce it"
    return f"{village.name}: {event.type}"
