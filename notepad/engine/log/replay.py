"""Rebuild a game from its session log, and describe the state after the last event."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from notepad.catalog.models import Role
from notepad.engine.apply import apply
from notepad.engine.corrections import Corrected, Correction, correction_to_json, uncovered
from notepad.engine.day.checks import ULTIMATE
from notepad.engine.day.timer import DayClock
from notepad.engine.events import Arrival, Event, targets_of
from notepad.engine.game import Game
from notepad.engine.log.session import (
    LoadedLog,
    LogError,
    ReadOnlyLog,
    SessionLogWriter,
    language_of,
    read_log,
)
from notepad.engine.state import GameState, new_state
from notepad.engine.validator import Violation, check


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
    return [Unoverridden(line, event.type, state.when, violation)
            for violation in uncovered(check(state, event), event.override)]


def audit_events(game: Game, lines: dict[int, int]) -> list[Unoverridden]:
    """Every event of `game` checked as it is folded again from the start: the errors their
    overrides do not lift, at the line each event was read from (`lines`: id(event) → line;
    an event a correction put in place is at the correction's line)."""
    state = new_state(game.setup, game.roles)
    found = []
    for event in game.events:
        found += unoverridden(state, event, lines.get(id(event), 0))
        apply(state, event)
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
    leave it again). A correction (v3) is folded as recorded; in a log with one, the audit
    checks the corrected events after the last line."""
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
    game._summarize()  # the start screen's summary, for a log written before there were any
    return game, warnings


def _replay(
    path: Path, roles: dict[str, Role] | None, audit: list[Unoverridden] | None
) -> tuple[Game, list[str]]:
    """The whole log at once: its undo/redo lines worked out on the event lists first, then
    one fold (resolve_markers); the same game as `Replay` line by line (tests/engine/
    test_fast_paths.py), in time linear in the lines."""
    log = read_log(path)
    game = fold_log(log, roles, audit)
    if audit is not None:
        audit[:0] = unknown_house_rules(log)
    return game, log.warnings


def unknown_house_rules(log: LoadedLog) -> list[Unoverridden]:
    """The header's house rules that name no rule (a typo, or a log edited by hand): the game
    folds the same without them, but the moderator believed a rule off or on that the program
    does not know, so replay reports them at line 1 (issue 30). A rule that can be switched off
    (catalog/house_rules.py) or an optional rule (catalog/variants.py) is known."""
    from notepad.catalog.house_rules import HOUSE_RULES_BY_ID
    from notepad.engine.setup import OPTIONAL_RULES

    return [Unoverridden(1, "header", "setup", Violation(
                "unknown-house-rule", f"no rule {rule!r} to switch {'on' if on else 'off'}",
                f"{ULTIMATE}, Setting Up for Advanced Rules", "error", False))
            for rule, on in log.setup.house_rules.items()
            if rule not in HOUSE_RULES_BY_ID and rule not in OPTIONAL_RULES]


def fold_log(log: LoadedLog, roles: dict[str, Role] | None = None,
             audit: list[Unoverridden] | None = None) -> Game:
    """A read log's game: `load_game`'s, and the board's first look at a log it follows
    (board/follow.py), so that neither replays thousands of undo/redo lines one by one."""
    try:
        game = Game(log.setup, roles)
    except ValueError as error:
        raise LogError(f"{log.path}, line 1: {error}") from None
    game.language = language_of(log.header)  # v4: a resumed game keeps its language
    if any(isinstance(entry, Correction) for _, entry in log.entries):
        # A correction rewrites earlier history (engine/corrections/): such a log is folded
        # line by line, as the board follows it; corrections are rare, and every other log
        # takes the linear path below.
        replay = Replay(game, log.path, audit=audit is not None)
        for number, entry in log.entries:
            replay.line(number, entry)
        if audit is not None:
            audit.extend(replay.unoverridden())
        return game
    kept, undone, clock = resolve_markers(log)
    found: list[Unoverridden] = []  # the effective events' own, in their order
    for number, event in kept:
        try:
            if audit is not None:  # checked in the state it was recorded in: the fold so far
                found.extend(unoverridden(game.state, event, number))
            game._append(event)
        except (KeyError, IndexError, ValueError, TypeError, AttributeError) as error:
            detail = f"seat or role {error}" if isinstance(error, KeyError) else str(error)
            raise LogError(f"{log.path}, line {number}: the event cannot be replayed "
                           f"({detail})") from None
    game.redo_stack = [event for _, event in undone]
    if clock is not None:
        game.clock = clock  # the room's timer: not an event, nothing to replay
    if audit is not None:
        audit.extend(found)
    return game


class Replay:
    """Folds a log's lines into a game one at a time: `load_game` reads a whole log with it,
    and the board follows a log that the game is still writing (notepad/board/follow.py)."""

    def __init__(self, game: Game, path: Path, audit: bool = False) -> None:
        self.game = game
        self.path = path
        self.audit = audit
        self.found: list[list[Unoverridden]] = []  # per effective event, as game.events
        self.undone: list[list[Unoverridden]] = []  # per undone event, as game.redo_stack
        self.lines: dict[int, int] = {}  # id(event) → the line it was read from
        self.corrected = False  # a correction was read: the audit checks the whole game after
        if not audit:  # a game already folded (fold_log): its events and undone ones, unchecked
            self.found = [[] for _ in game.events]
            self.undone = [[] for _ in game.redo_stack]
            self.corrected = bool(game.corrections)

    def line(self, number: int, entry: Event | Correction | str | DayClock) -> None:
        """Fold in one line: an event, a correction, an undo/redo marker or the day timer's
        clock. A line that cannot be replayed is a LogError naming the file and line."""
        game = self.game
        try:
            if isinstance(entry, DayClock):
                game.clock = entry  # the room's timer: not an event, nothing to replay
            elif entry == "undo":
                if not game.undo():
                    raise ValueError("undo with nothing to undo")
                if not self.corrected:
                    self.undone.append(self.found.pop())
            elif entry == "redo":
                if not game.redo():
                    raise ValueError("redo with nothing to redo")
                if not self.corrected:
                    self.found.append(self.undone.pop())
            elif isinstance(entry, Correction):
                self.corrected = True
                game.fold_correction(entry)
                earlier = {id(e) for e in game.corrections[-1].before}
                self.lines.update((id(e), number) for e in game.events if id(e) not in earlier)
            else:
                assert not isinstance(entry, str)
                unknown = [s for s in targets_of(entry) if s not in game.state.players]
                if unknown:
                    raise ValueError(f"no player sits in seat {unknown[0]}")
                self.found.append(unoverridden(game.state, entry, number)
                                  if self.audit and not self.corrected else [])
                self.lines[id(entry)] = number
                game._append(entry)
                game.redo_stack.clear()
                self.undone.clear()
        except (KeyError, IndexError, ValueError, TypeError, AttributeError) as error:
            detail = f"seat or role {error}" if isinstance(error, KeyError) else str(error)
            raise LogError(f"{self.path}, line {number}: the event cannot be replayed "
                           f"({detail})") from None

    def unoverridden(self) -> list[Unoverridden]:
        """The errors found in the events still in effect (audit=True); after a correction,
        found by checking the corrected game again from the start."""
        if self.corrected:
            return audit_events(self.game, self.lines)
        return [f for event_found in self.found for f in event_found]


def resolve_markers(
    log: LoadedLog,
) -> tuple[list[tuple[int, Event]], list[tuple[int, Event]], DayClock | None]:
    """The events that stand after the log's undo and redo lines, and those left undone (the
    redo stack, the next redo last), each with its line number, and the day timer's last clock
    line (undo leaves it alone).

    Undo and redo only move events between the two lists, so the markers are worked out on the
    lists first and the state is folded once at the end: the same state as undoing and redoing
    step by step (apply is deterministic), in time linear in the lines however many markers
    there are (issue 14; tests/engine/test_fast_paths.py)."""
    seats = {seat.seat for seat in log.setup.players}
    arrived: Counter[int] = Counter()  # the seats arrivals still in effect gave (v3, villages)
    kept: list[tuple[int, Event]] = []
    undone: list[tuple[int, Event]] = []
    clock: DayClock | None = None
    for number, entry in log.entries:
        if isinstance(entry, DayClock):
            clock = entry
        elif entry == "undo":
            if not kept:
                raise LogError(f"{log.path}, line {number}: the event cannot be replayed "
                               "(undo with nothing to undo)")
            undone.append(kept.pop())
            _seat_of_arrival(arrived, undone[-1][1], -1)
        elif entry == "redo":
            if not undone:
                raise LogError(f"{log.path}, line {number}: the event cannot be replayed "
                               "(redo with nothing to redo)")
            kept.append(undone.pop())
            _seat_of_arrival(arrived, kept[-1][1], 1)
        else:
            assert not isinstance(entry, str | Correction)
            unknown = [s for s in targets_of(entry) if s not in seats and not arrived[s]]
            if unknown:
                raise LogError(f"{log.path}, line {number}: the event cannot be replayed "
                               f"(no player sits in seat {unknown[0]})")
            kept.append((number, entry))
            _seat_of_arrival(arrived, entry, 1)
            undone.clear()
    return kept, undone, clock


def _seat_of_arrival(arrived: Counter[int], event: Event, step: int) -> None:
    """A newcomer from another village takes a seat the setup does not have (engine/moves.py)."""
    if isinstance(event, Arrival):
        arrived[event.seat] += step


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
            if player.died.left:  # v3: moved to another village, not dead
                entry["died"]["left"] = True
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
        "corrections": [correction_summary(c) for c in game.corrections],
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


def correction_summary(corrected: Corrected) -> dict[str, Any]:
    """A correction in effect for `replay --json`: its log line's fields, and `on`, the phase
    the corrected event was recorded in."""
    data = correction_to_json(corrected.correction)
    del data["type"]
    return {"when": data.pop("when", ""), "on": corrected.on, **data}


def _death_order(player: Any) -> tuple[int, int, int]:
    """Deaths in game order: by phase and number (night N before day N), then seat."""
    if player.died is None:
        return (0, 0, player.seat)
    phase, _, number = player.died.when.partition(" ")
    return (int(number or 0), 0 if phase == "night" else 1, player.seat)
