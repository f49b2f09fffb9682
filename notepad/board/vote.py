"""The vote as it happens, for the board (issue 31, item 2): each accused with who accused
and who seconded, whether the vote on them is open, how many votes execute, and each result
as the table saw it — executed, spared, or survived and why (the Prince revealed, the Charm,
the Martyr); at the end, every player's card as the role-reveal variant allows, and the
winners by team where the variant shows teams.

Beside `public_state` (notepad/board/public.py), not in it: the same rule holds, nothing the
table was not shown. The results are the engine's own notes of today (engine/day/votes.py),
made when the moderator recorded the vote, never a tally redone here: redone, the Fool's and
the Pacifist's forced votes would show (Role Cards — Fool, Pacifist).
tests/board/test_vote_leaks.py checks it as tests/board/test_leaks.py checks the state.
"""

from __future__ import annotations

from typing import Any

from notepad.engine import events as ev
from notepad.engine.day.votes import day_over, voter_count
from notepad.engine.game import Game
from notepad.engine.reveal import revealed, team_name
from notepad.engine.state import GameState
from notepad.language import mark, translated
from notepad.table.public_words import (
    EXECUTED,
    SENTENCED,
    card_words,
    needed_words,
    seconded_line,
)

# The engine's notes of a vote's end (engine/day/votes.py, `_note`), and the board's words
# for each: tests/board/test_vote.py records each case, so a changed note fails there.
RESULTS = (
    ("saved by the Charm", mark("survived: saved by the Charm")),
    ("the Prince reveals the card", mark("survived: the Prince reveals the card")),
    ("the Martyr took their place", mark("survived: the Martyr took the place")),
    ("spared by the vote", mark("spared")),
)


def public_vote(game: Game) -> dict[str, Any]:
    """Today's vote and, at the end, the cards and the winners by team."""
    state = game.state
    out: dict[str, Any] = {"accused": [], "needed": "", "open": None, "cards": [],
                           "teams": []}
    if state.phase == "day":
        out["accused"] = accused(state, game.events)
        still = [a for a in out["accused"] if not a["result"]]
        if still and not day_over(state) and state.setup.voting == "open":
            out["open"] = still[-1]["seat"]
        if state.setup.voting == "open" and not day_over(state):
            # Only the elected Mayor: the card's holder is doubled in secret (Ultimate, Role
            # Cards — Mayor: "The Moderator secretly doubles the vote while tallying").
            mayor = state.mayor is not None and state.players[state.mayor].alive
            out["needed"] = needed_words(state.setup.edition, voter_count(state), mayor)
    elif state.phase == "ended":
        out["cards"], out["teams"] = cards(state), teams(state)
    return out


def accused(state: GameState, events: list[ev.Event]) -> list[dict[str, Any]]:
    """Today's accused in order: the accuser, the seconder, whether voted on, the result."""
    today: list[ev.Event] = []
    for event in reversed(events):
        if isinstance(event, ev.Dawn | ev.NightFalls):
            break
        today.append(event)
    players = state.players
    seen: dict[int, dict[str, Any]] = {}
    for event in reversed(today):
        if isinstance(event, ev.Nominate) and event.nominee in players:
            by = [players[s].name for s in event.by if s in players]
            seen[event.nominee] = {"seat": event.nominee, "name": players[event.nominee].name,
                                   "line": seconded_line(players[event.nominee].name, by),
                                   "result": ""}
    for seat, entry in seen.items():
        entry["result"] = result(state, seat)
    return list(seen.values())


def result(state: GameState, seat: int) -> str:
    """How today's vote ended for `seat`, as the table saw it ("" while it is open)."""
    player = state.players[seat]
    today = state.when
    if player.died is not None:
        return translated(EXECUTED[state.setup.edition]) if player.died.when == today else ""
    if state.today.sentenced == seat:
        # The vote is over; the Martyr may still take the place "immediately after
        # sentencing (before execution)" (Role Cards — Martyr).
        return translated(SENTENCED)
    if state.setup.voting == "open" and seat not in state.today.voted:
        return ""  # not voted on yet, or accused again after a vote: a new vote is owed
    notes = [note for note in player.history if note.startswith(f"{today}: ")]
    for note in reversed(notes):
        for engine_words, words in RESULTS:
            if engine_words in note:
                return translated(words)
    return ""


def cards(state: GameState) -> list[dict[str, Any]]:
    """Every player's card at the end, as the variant shows a card ("" under no reveal)."""
    return [{"seat": p.seat, "name": p.name, "shown": card_words(state, p, revealed(state, p)),
             "won": p.seat in state.winning_seats, "dead": p.died is not None}
            for p in sorted(state.players.values(), key=lambda p: p.seat)]


def teams(state: GameState) -> list[dict[str, Any]]:
    """The winners by team, where the variant shows teams (full or team reveal); under the
    others the winning teams and players are named apart (the notices), as before."""
    if state.setup.reveal not in ("reveal-full", "reveal-team"):
        return []
    grouped: dict[str, list[str]] = {}
    for seat in state.winning_seats:
        player = state.players[seat]
        team = team_name(state.team_of(player))
        grouped.setdefault(team, []).append(player.name)
    return [{"team": team, "players": names} for team, names in grouped.items()]
