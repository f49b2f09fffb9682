"""Rebuild a game from its session log, and describe the state after the last event."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from notepad.catalog.models import Role
from notepad.engine.day.timer import DayClock
from notepad.engine.events import Event, targets_of
from notepad.engine.game import Game
from notepad.engine.log.session import LogError, SessionLogWriter, read_log


def load_game(
    path: str | Path, roles: dict[str, Role] | None = None, resume: bool = False
) -> tuple[Game, list[str]]:
    """The game a log records, and the loader's warnings. `resume=True` attaches the log so
    that further actions are appended to it."""
    log = read_log(path)
    try:
        game = Game(log.setup, roles)
    except ValueError as error:
        raise LogError(f"{log.path}, line 1: {error}") from None
    for number, entry in log.entries:
        replay_line(game, log.path, number, entry)
    if resume:
        game.log = SessionLogWriter.resume(Path(path))
    return game, log.warnings


def replay_line(game: Game, path: Path, number: int, entry: Event | str | DayClock) -> None:
    """Fold one line of a log into the game: an event, an undo/redo marker or the day timer's
    clock. A line that cannot be replayed is a LogError naming the file and line."""
    try:
        if isinstance(entry, DayClock):
            game.clock = entry  # the room's timer: not an event, nothing to replay
        elif entry == "undo":
            if not game.undo():
                raise ValueError("undo with nothing to undo")
        elif entry == "redo":
            if not game.redo():
                raise ValueError("redo with nothing to redo")
        else:
            assert not isinstance(entry, str)
            unknown = [s for s in targets_of(entry) if s not in game.state.players]
            if unknown:
                raise ValueError(f"no player sits in seat {unknown[0]}")
            game._append(entry)
            game.redo_stack.clear()
    except (KeyError, IndexError, ValueError, TypeError, AttributeError) as error:
        detail = f"seat or role {error}" if isinstance(error, KeyError) else str(error)
        raise LogError(f"{path}, line {number}: the event cannot be replayed "
                       f"({detail})") from None


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
