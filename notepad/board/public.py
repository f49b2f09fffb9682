"""The public state: everything the players may see of a game, and nothing more.

One function, `public_state`, builds it; the F4 public view, the board in a second terminal
and the web board all show what it returns (docs/design.md, TUI), so one leak test of it
(tests/board/test_leaks.py) covers all three. It reads only what the table has been shown:
the living players' seats and names, the dead with what the role-reveal variant showed of
their card (Ultimate, Rule Variants — Role Reveal; Werwölfe: the dead "must turn over and show
their character card"), today's accusations and the hands counted, today's Fateful Dice rule,
who is silenced or banished today, the Prince who survived the execution (the card revealed),
the elected Mayor, the day timer, who died in the night, and the winners. Never a living
player's role (but the surviving Prince's), a night's choice before dawn, a check's answer, a
lover, a cultist or a cause of death (a cause such as "the Elder's age" can name a card the
variant keeps hidden).
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from notepad.engine import events as ev
from notepad.engine.day.timer import DayClock
from notepad.engine.day.votes import PRINCE_SURVIVES
from notepad.engine.game import Game
from notepad.engine.players import Player
from notepad.engine.reveal import team_name
from notepad.engine.state import GameState
from notepad.language import gettext
from notepad.table.event_words import when_words
from notepad.table.public_words import (
    EDITIONS,
    accused_line,
    card_words,
    dawn,
    hands,
    notices,
    title,
    votes,
)

FORMAT = "werewolf-notepad-board"


def public_state(
    game: Game, clock: DayClock | None = None, now: float | None = None
) -> dict[str, Any]:
    """What the table may see now. `clock` is the day timer (the game's own by default) and
    `now` the wall-clock time to count it at (time.time() by default)."""
    state = game.state
    day = state.phase == "day"
    players = sorted(state.players.values(), key=lambda p: p.seat)
    public = {
        "format": FORMAT,
        "edition": EDITIONS.get(state.setup.edition, state.setup.edition),
        "phase": state.phase,
        "number": state.number,
        "title": title(state),
        "alive": [_seat(p) for p in players if p.alive],
        # Leaving is not dying (Simultaneous Play Session, docs/villages.md): a player who
        # moved to another village is no one's dead; the room was shown them under "Dead".
        "dead": [{**_seat(p), "when": when_words(p.died.when) if p.died else "",
                  "shown": card_words(state, p, p.died.revealed) if p.died else ""}
                 for p in players if not p.alive and not (p.died and p.died.left)],
        "moved": [_seat(p) for p in players if not p.alive and p.died and p.died.left],
        "timer": timer(state, game.clock if clock is None else clock, now) if day else None,
        "rule": game.dice_rule() if day else "",
        "silenced": [_seat(p) for p in players
                     if day and p.alive and p.silenced_day == state.number],
        "banished": [_seat(p) for p in players
                     if day and p.alive and p.banished_day == state.number],
        "mayor": _seat(state.players[state.mayor])
        if state.mayor is not None and state.players[state.mayor].alive else None,
        # The Prince "reveal[s] their role and survive[s]" (Ultimate, Role Cards — Prince);
        # the Charm holder is only told (Rule Variants — The Charm), so is not here.
        "survived": [{**_seat(state.players[seat]), "shown": gettext("Prince")}
                     for seat, why in state.today.survived if why == PRINCE_SURVIVES]
        if day else [],
        "dawn": dawn(state) if day else [],
        "accusations": accusations(state, game.events) if day else [],
        "winners": winners(state),
    }
    public["notices"] = notices(public)
    return public


def _seat(player: Player) -> dict[str, Any]:
    return {"seat": player.seat, "name": player.name}


def timer(state: GameState, clock: DayClock | None, now: float | None) -> dict[str, Any] | None:
    """Today's timer (Ultimate, Moderator's Guide — Managing the Pace of the Game: "If it's
    clearly visible … players will hurry each other along"), or None before it is started.
    `left` is counted at `now`; a client counts on from there by itself."""
    if clock is None or clock.day != state.number:
        return None
    left = clock.remaining(time.time() if now is None else now)
    return {"running": clock.running and left > 0, "left": round(left, 1),
            "warning": state.today.warning}


def accusations(state: GameState, events: list[ev.Event]) -> list[dict[str, Any]]:
    """Today's accused, in order, with who accused and seconded and the hands counted as the
    moderator recorded them (the thumbs the table saw: the engine's own count of a Fool's or
    Pacifist's vote would give their cards away — Role Cards — Fool, Pacifist)."""
    today: list[ev.Event] = []
    for event in reversed(events):
        if isinstance(event, ev.Dawn | ev.NightFalls):
            break
        today.append(event)
    names = state.players
    accused: dict[int, dict[str, Any]] = {}

    def entry(seat: int) -> dict[str, Any]:
        if seat not in accused:
            accused[seat] = {**_seat(names[seat]), "by": [], "votes": "", "vouched_by": []}
        return accused[seat]

    for event in reversed(today):
        if isinstance(event, ev.Nominate):
            entry(event.nominee)["by"] = [names[s].name for s in event.by if s in names]
        elif isinstance(event, ev.Vote):
            up = _count(event.execute, event.execute_total)
            down = _count(event.spare, event.spare_total)
            entry(event.nominee)["votes"] = hands(up, down)
        elif isinstance(event, ev.DoubleVote):
            entry(event.first)["votes"] = votes(_count(event.for_first, event.first_total))
            entry(event.second)["votes"] = votes(_count(event.for_second, event.second_total))
        elif isinstance(event, ev.Ballot):
            # Secret Ballot: how many named each candidate, never who named whom.
            counts: Counter[int] = Counter(event.totals)
            counts.update(event.votes.values())
            for seat, count in sorted(counts.items()):
                entry(seat)["votes"] = votes(count)
        elif isinstance(event, ev.Vouch):
            entry(event.target)["vouched_by"].append(names[event.by].name)
    return [{**entry, "line": accused_line(entry)} for entry in accused.values()]


def _count(voters: list[int], total: int | None) -> int:
    return total if total is not None else len(voters)


def winners(state: GameState) -> dict[str, Any] | None:
    """The end of the game: the winning teams and players."""
    if state.phase != "ended":
        return None
    teams = [team_name(team) for team in state.winners]
    return {"teams": list(dict.fromkeys(teams)),
            "players": [_seat(state.players[s]) for s in state.winning_seats]}
