"""Rebuild a game from its session log, and describe the state after the last event."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from notepad.catalog.models import Role
from notepad.engine.day.timer import DayClock
from notepad.engine.events import Event, targets_of
from notepad.engine.game import Game
from notepad.engine.log.session import LogError, ReadOnlyLog, SessionLogWriter, read_log
from notepad.engine.state import GameState
from notepad.engine.validator import Violation, check, errors


@dataclass(frozen=True, slots=True)
class Unoverridden:
    """An event of a log that breaks a rule the moderator did not override: the validator's
    error, found again as the log is replayed (`load_game(…, audit=[])`)."""

    line: int  # the log's line
    type: str
    when: str  # the phase the event was recorded in
    violation: Violation

    def __str__(self) -> str:
        return f"line {self.line} ({self.when}, {self.type}): {self.violation}"

    def as_dict(self) -> dict[str, Any]:
        v = self.violation
        return {"line": self.line, "type": self.type, "when": self.when, "rule": v.rule,
                "message": v.message, "source": v.source, "overridable": v.overridable}


def unoverridden(state: GameState, event: Event, line: int) -> list[Unoverridden]:
    """The validator's errors for `event` in `state` that its override does not cover: an
    error that cannot be overridden, or one whose rule the override does not name (an override
    that names no rule covers every error it could)."""
    override = event.override
    found = []
    for violation in errors(check(state, event)):
        if override is not None and violation.overridable and (
                not override.rules or violation.rule in override.rules):
            continue
        found.append(Unoverridden(line, event.type, state.when, violation))
    return found


def load_game(
    path: str | Path, roles: dict[str, Role] | None = None, resume: bool = False,
    read_only: bool = False, audit: list[Unoverridden] | None = None,
) -> tuple[Game, list[str]]:
    """The game a log records, and the loader's warnings.

    `resume=True` locks the log first (LogLocked if another window holds it), then reads it,
    so that further actions are appended to it and no other window can append meanwhile.
    `read_only=True` gives a game that refuses every action (its log is a ReadOnlyLog), for a
    window that follows a log another window holds. Neither takes the lock when reading.
    Given a list as `audit`, every event is checked by the validator before it is folded in,
    and each error it was recorded with but not overridden goes into the list (undone events
    leave it again)."""
    path = Path(path)
    if not resume:
        game, warnings = _replay(path, roles, audit)
        if read_only:
            game.log = ReadOnlyLog(path)
        return game, warnings
    writer = SessionLogWriter.open(path)
    try:
        game, warnings = _replay(path, roles, audit)
        writer.repair()  # keeps exactly the lines that were just read
    except BaseException:
        writer.close()
        raise
    if not writer.locked:
        warnings.append("this folder cannot lock files: make sure no other window records "
                        "into this log")
    game.log = writer
    return game, warnings


def _replay(
    path: Path, roles: dict[str, Role] | None, audit: list[Unoverridden] | None
) -> tuple[Game, list[str]]:
    log = read_log(path)
    try:
        game = Game(log.setup, roles)
    except ValueError as error:
        raise LogError(f"{log.path}, line 1: {error}") from None
    replay = Replay(game, log.path, audit=audit is not None)
    for number, entry in log.entries:
        replay.line(number, entry)
    if audit is not None:
        audit.extend(replay.unoverridden())
    return game, log.warnings


class Replay:
    """Folds a log's lines into a game one at a time: `load_game` reads a whole log with it,
    and the board follows a log that the game is still writing (notepad/board/follow.py)."""

    def __init__(self, game: Game, path: Path, audit: bool = False) -> None:
        self.game = game
        self.path = path
        self.audit = audit
        self.found: list[list[Unoverridden]] = []  # per effective event, as game.events
        self.undone: list[list[Unoverridden]] = []  # per undone event, as game.redo_stack

    def line(self, number: int, entry: Event | str | DayClock) -> None:
        """Fold in one line: an event, an undo/redo marker or the day timer's clock. A line
        that cannot be replayed is a LogError naming the file and line."""
        game = self.game
        try:
            if isinstance(entry, DayClock):
                game.clock = entry  # the room's timer: not an event, nothing to replay
            elif entry == "undo":
                if not game.undo():
                    raise ValueError("undo with nothing to undo")
                self.undone.append(self.found.pop())
            elif entry == "redo":
                if not game.redo():
                    raise ValueError("redo with nothing to redo")
                self.found.append(self.undone.pop())
            else:
                assert not isinstance(entry, str)
                unknown = [s for s in targets_of(entry) if s not in game.state.players]
                if unknown:
                    raise ValueError(f"no player sits in seat {unknown[0]}")
                self.found.append(unoverridden(game.state, entry, number)
                                  if self.audit else [])
                game._append(entry)
                game.redo_stack.clear()
                self.undone.clear()
        except (KeyError, IndexError, ValueError, TypeError, AttributeError) as error:
            detail = f"seat or role {error}" if isinstance(error, KeyError) else str(error)
            raise LogError(f"{self.path}, line {number}: the event cannot be replayed "
                           f"({detail})") from None

    def unoverridden(self) -> list[Unoverridden]:
        """The errors found in the events still in effect (audit=True)."""
        return [f for event_found in self.found for f in event_found]


def summary(game: Game) -> dict[str, Any]:
    """The state for `werewolf-notepad replay --json`."""
    state = game.state
    players = []
    for player in sorted(state.players.values(), key=lambda p: p.seat):
        entry: dict[str, Any] = {
            "name": player.name,
            "seat": player.seat,
            "role": player.role or None,
            "alive": player.alive,
        }
        if player.died is not None:
            entry["died"] = {"when": player.died.when, "cause": player.died.cause,
                             "chain": [state.players[s].name for s in player.died.chain],
                             "revealed": player.died.revealed}
        if player.dealt and player.dealt != player.role:
            entry["dealt"] = player.dealt
        if player.lover is not None:
            entry["lover"] = player.lover
        if state.charm_holder == player.seat:
            entry["charm_holder"] = True
        players.append(entry)
    return {
        "edition": state.setup.edition,
        "scenario": state.setup.scenario,
        "phase": state.when,
        "events": len(game.events),
        "players": players,
        "violations": [
            {"event": o.event, "type": o.type, "when": o.when, "rules": o.rules,
             "reason": o.reason}
            for o in state.overrides
        ],
        "winners": list(state.winners),
        "winning_players": [state.players[s].name for s in state.winning_seats],
        "personal_wins": [
            {"name": state.players[seat].name, "why": why, "when": when}
            for seat, why, when in state.personal_wins
        ],
        "deaths": [
            {"name": p.name, "seat": p.seat, "when": p.died.when, "cause": p.died.cause,
             "chain": [state.players[s].name for s in p.died.chain]}
            for p in sorted(state.players.values(), key=_death_order)
            if p.died is not None
        ],
    }


def _death_order(player: Any) -> tuple[int, int, int]:
    """Deaths in game order: by phase and number (night N before day N), then seat."""
    if player.died is None:
        return (0, 0, player.seat)
    phase, _, number = player.died.when.partition(" ")
    return (int(number or 0), 0 if phase == "night" else 1, player.seat)
