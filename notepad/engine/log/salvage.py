"""A log with one damaged line in its middle: the game of the lines before it, to go on with
in a new log beside the damaged one, which is left untouched (issue 30, item 8;
docs/session-log.md, Reading a log).

Nothing here guesses what a damaged line meant: the lines before the first line that cannot be
read or replayed are kept exactly, and every line from it on is left out and said so, so the
moderator can enter again what the table did after it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from notepad.catalog.models import Role
from notepad.engine.game import Game
from notepad.engine.log.lines import LogError, split
from notepad.engine.log.session import MARKER_LINES, parse_line, read_log_data

# The line a LogError names: every message of the reader and of replay begins with
# "<path>, line N" (session.py, replay.py).
_LINE = re.compile(r"line (\d+)[ :(,]")


@dataclass(frozen=True)
class Salvage:
    """The first lines of a damaged log that still replay, and what is left out."""

    damaged: Path  # the damaged log, left as it is
    line: int  # the first line left out: the damaged one (or the earliest that no longer folds)
    error: str  # why it is left out: the reader's or replay's message
    data: bytes  # the lines kept, header included, each with its newline
    game: Game  # their game
    left_out: int  # lines left out, the damaged one included
    left_out_events: Counter[str]  # the readable lines among them, by type ("undo" …)

    @property
    def kept(self) -> int:
        """Lines kept, the header included."""
        return self.line - 1

    @property
    def target(self) -> Path:
        """Where the game goes on: beside the damaged log, named after the line it stops at."""
        stem = self.damaged.name.removesuffix(".jsonl")
        return self.damaged.with_name(f"{stem}.before-line-{self.line}.jsonl")


def line_of(error: LogError, path: Path) -> int | None:
    """The line a LogError about `path` names, or None (the file as a whole: empty, unreadable)."""
    text = str(error).removeprefix(str(path))
    found = _LINE.match(text.removeprefix(", "))
    return int(found.group(1)) if found else None


def salvage(path: str | Path, error: LogError,
            roles: dict[str, Role] | None = None) -> Salvage | None:
    """The game of the lines before the line `error` names, or None when there is nothing to
    go on with (the header is damaged, or the error names no line). A line before it that no
    longer folds once the later ones are gone (it never does today: lines fold in order) moves
    the cut up to it."""
    from notepad.engine.log.replay import fold_log

    path = Path(path)
    line = line_of(error, path)
    try:
        data = path.read_bytes()
    except OSError:
        return None
    lines = split(data).lines
    message = str(error)
    while line is not None and line > 1:
        kept = b"".join(raw + b"\n" for raw in lines[:line - 1])
        try:
            game = fold_log(read_log_data(path, kept), roles)
        except LogError as earlier:
            found = line_of(earlier, path)
            line, message = (found, str(earlier)) if found is not None and found < line \
                else (None, message)
            continue
        return Salvage(path, line, message.removeprefix(f"{path}, "), kept, game,
                       len(lines) - (line - 1), _readable(path, lines[line - 1:], line))
    return None


def _readable(path: Path, lines: list[bytes], first: int) -> Counter[str]:
    """The kinds of the lines left out that can be read by themselves (not the damaged one):
    what the moderator has to enter again."""
    kinds: Counter[str] = Counter()
    for number, raw in enumerate(lines, start=first):
        try:
            text = raw.decode("utf-8")
            entry = MARKER_LINES.get(text) or parse_line(path, number, text)
        except (LogError, UnicodeDecodeError):
            continue
        kinds[entry if isinstance(entry, str) else getattr(entry, "type", "clock")] += 1
    return kinds


def write_salvage(found: Salvage) -> Path:
    """The kept lines as a new log beside the damaged one (whole or absent, as a new log is
    made: writer.py), which is not touched. A LogError if that name is taken."""
    from notepad.engine.log.writer import SessionLogWriter

    SessionLogWriter.create_from(found.target, found.data).close()
    return found.target
