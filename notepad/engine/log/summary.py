"""A small summary beside each session log — phase, players, the living, events, winners — so
that the start screen lists recent sessions without replaying their logs (issue 14).

`<log>.summary.json` is rewritten (to a temporary file, then renamed) each time the game
records, undoes or redoes an event (the game screen has it written just after the frame that
shows the step: `Game.summary_later`). It names the log's size and modification time when it was
written; a summary whose log has changed since (another program appended to it, it was copied
or cut) is not trusted, and the log is replayed instead (`read_summary` returns None). It is
derived data: it is not fsynced, and losing it costs one replay.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the start screen reads summaries before it needs the engine (or pydantic)
    from notepad.engine.state import GameState

SUFFIX = ".summary.json"
SUMMARY_FORMAT = 1
SUMMARY_LIMIT = 1 << 16  # a summary is a hundred bytes


def summary_path(log: Path) -> Path:
    return log.with_name(log.name + SUFFIX)


def summary_of(state: GameState, events: int) -> dict[str, Any]:
    """What the start screen shows of a game: the same from a live game and from a replay."""
    return {
        "phase": state.when,
        "players": len(state.players),
        "living": len(state.alive),
        "events": events,
        "winners": list(state.winners),
    }


def write_summary(log: Path, state: GameState, events: int) -> None:
    try:
        info = os.stat(log)
        data = {"format": SUMMARY_FORMAT, "log_size": info.st_size,
                "log_mtime_ns": info.st_mtime_ns, **summary_of(state, events)}
        target = summary_path(log)
        temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        try:
            temporary.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
            os.replace(temporary, target)
        except OSError:  # a full disk: no half-written temporary file is left beside the log
            temporary.unlink(missing_ok=True)
            raise
    except OSError:
        return  # a folder that cannot be written: the start screen replays the log instead


def read_summary(log: Path) -> dict[str, Any] | None:
    """The summary of `log` if it was written for the log as it is now; else None."""
    from notepad.own_files import Damaged, read_json

    try:
        info = os.stat(log)
        data = read_json(summary_path(log), SUMMARY_LIMIT, "a summary")
    except (OSError, Damaged):  # ignored, whatever is wrong: the log is replayed instead
        return None
    if not isinstance(data, dict) or data.get("format") != SUMMARY_FORMAT:
        return None
    if data.get("log_size") != info.st_size or data.get("log_mtime_ns") != info.st_mtime_ns:
        return None
    if not isinstance(data.get("phase"), str):
        return None
    return data
