"""The recent sessions in the sessions folder, newest first, read from their header lines.

Headless (the start screen shows them; tests read them directly). Only the first line of
each log is read here, and the phase comes from the summary the game keeps beside its log
(notepad/engine/log/summary.py), so a long list stays fast and no log is replayed; a log
without a summary that still holds (an older log, or one changed since) is replayed once by
`find_phase`, which writes the summary for next time.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from notepad.table.titles import scenario_title

if TYPE_CHECKING:
    from notepad.engine.game import Game

HEADER_LIMIT = 1 << 20  # a header of 68 players is a few kilobytes
NOTEBOOK = "werewolf-notepad-notebook"  # notepad/villages/book.py


@dataclass(frozen=True)
class SessionSummary:
    path: Path
    edition: str
    scenario: str
    players: int
    created: str
    modified: float
    problem: str = ""
    phase: str = ""  # "night 3", "ended" …; "" until `find_phase` replays the log
    living: int | None = None
    notebook: bool = False  # a notebook of simultaneous villages, not one game's log

    @property
    def when(self) -> str:
        return last_change(self.modified)


def last_change(modified: float) -> str:
    return datetime.fromtimestamp(modified).strftime("%Y-%m-%d %H:%M")


def read_summary(path: Path) -> SessionSummary:
    from notepad.engine.log.summary import read_summary as kept_summary

    modified = path.stat().st_mtime
    try:
        from notepad.engine.log.lines import parse_json  # no pydantic, no engine

        with path.open(encoding="utf-8") as stream:
            header = parse_json(stream.readline(HEADER_LIMIT))
        if not isinstance(header, dict):
            raise ValueError("the first line is not a header")
        if header.get("format") == NOTEBOOK:  # several villages: one entry (docs/villages.md)
            villages = header.get("villages")
            logs = [v.get("log") for v in villages if isinstance(v, dict)] \
                if isinstance(villages, list) else []
            villages = [read_summary(path.parent / log) for log in logs if isinstance(log, str)]
            return SessionSummary(path=path, edition=str(header.get("edition", "?")),
                                  scenario=f"{len(logs)} villages",
                                  players=sum(v.players for v in villages),
                                  created=str(header.get("created", "")), modified=modified,
                                  notebook=True, **_together(villages))
        return SessionSummary(
            path=path,
            edition=str(header.get("edition", "?")),
            scenario=scenario_title(str(header.get("scenario") or ""), custom="custom set",
                                    name=_name(header.get("scenario_name"))),
            players=len(seats) if isinstance(seats := header.get("players"), list) else 0,
            created=str(header.get("created", "")),
            modified=modified,
            **_kept(kept_summary(path)),
        )
    except (OSError, ValueError, UnicodeDecodeError) as error:
        return SessionSummary(path, "?", path.stem, 0, "", modified, problem=str(error))


def recent_sessions(folder: Path, limit: int = 50) -> list[SessionSummary]:
    if not folder.is_dir():
        return []
    found = []
    for path in folder.glob("*.jsonl"):
        try:  # a log deleted or moved while the folder is read is left out
            found.append((path.stat().st_mtime, path))
        except OSError:
            continue
    found.sort(reverse=True)
    summaries = []
    for _, path in found[:limit]:
        try:
            summaries.append(read_summary(path))
        except OSError:
            continue
    return summaries


@dataclass(frozen=True)
class RoundSummary:
    """A One Night round's saved final table (notepad/table/onenight/entry.py)."""

    path: Path
    scenario: str
    players: int
    phase: str  # "final table: 3 of 6 entered", "final table complete", "damaged"
    modified: float

    @property
    def when(self) -> str:
        return last_change(self.modified)


def read_round(path: Path) -> RoundSummary:
    from notepad.own_files import Damaged, read_json

    modified = path.stat().st_mtime
    try:
        data = read_json(path, kind="a One Night round")
        seats = data["seats"]
        done = sum(1 for s in seats if "card" in s and "votes_for" in s)
        # The middle as the table checks it (onenight/entry.py, FinalTable.missing): none of
        # its cards, or all 3; two of three is not complete.
        middle = list(data.get("middle") or [])[:3]
        filled = sum(1 for card in middle if card is not None)
        if done < len(seats):
            phase = f"final table: {done} of {len(seats)} entered"
        elif filled not in (0, 3):  # short: the recent list is 80 columns wide
            phase = f"final table: middle {filled} of 3"
        else:
            phase = "final table complete"
        title = scenario_title(str(data.get("scenario") or ""), custom="One Night round",
                               name=_name(data.get("scenario_name")))
        return RoundSummary(path, title, len(seats), phase, modified)
    except (OSError, Damaged, ValueError, KeyError, TypeError, AttributeError):
        return RoundSummary(path, path.name, 0, "damaged", modified)


def recent_rounds(folder: Path, limit: int = 20) -> list[RoundSummary]:
    if not folder.is_dir():
        return []
    saved = sorted(folder.glob("*.onenight.json"), key=lambda p: p.stat().st_mtime,
                   reverse=True)
    return [read_round(path) for path in saved[:limit]]


def _name(name: object) -> str | None:
    """The scenario's own name from a header (issue 32); None in an older log, whose title is
    then made from the id."""
    return name if isinstance(name, str) and name.strip() else None


def _kept(summary: dict | None) -> dict:
    if summary is None:
        return {}
    living = summary.get("living")
    return {"phase": summary["phase"], "living": living if isinstance(living, int) else None}


def _together(villages: list[SessionSummary]) -> dict:
    """A notebook's phase from its villages' summaries, e.g. "night 2/day 2/ended"; none
    while a village's summary is missing or stale (`find_phase` replays the notebook)."""
    if not villages or any(not v.phase or v.problem for v in villages):
        return {}
    living = [v.living for v in villages]
    return {"phase": "/".join(v.phase for v in villages),
            "living": sum(n for n in living if n is not None) if None not in living else None}


def find_phase(path: Path, notebook: bool = False) -> str:
    """The phase of a log without a summary that holds: replayed once, and the summary written
    beside it so that the next start need not replay it (raises the loader's errors). A
    notebook's phase is each village's, e.g. "night 2/day 2/ended", and each village's
    summary is written beside its log."""
    from notepad.engine.log.replay import load_game
    from notepad.engine.log.summary import write_summary

    games: list[tuple[Path, Game]]
    if notebook:
        from notepad.villages.notebook import Notebook

        book, _ = Notebook.open(path)
        games = [(book.book.log_path(v.number), v.game) for v in book.villages]
    else:
        games = [(path, load_game(path)[0])]
    for log, game in games:
        write_summary(log, game.state, len(game.events))
    return "/".join(game.state.when for _, game in games)
