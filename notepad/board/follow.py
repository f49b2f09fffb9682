"""Following a session log while the game writes it: read-only, line by line.

The board never opens the log for writing and never takes or waits for the lock the game
holds on it (docs/design.md, Session log: "the board follows a log read-only"); it only reads the
bytes. Each line is parsed and replayed by the log's own reader (engine/log/session.py
`parse_header`/`parse_line`, engine/log/replay.py `Replay`), so the board's game is the
one the moderator's screen holds. A last line without its newline is still being written:
it is left for the next look, never an error. A log that shrank or was replaced is read again
from the start.
"""

from __future__ import annotations

import os
from pathlib import Path

from notepad.engine.game import Game
from notepad.engine.log.replay import Replay, fold_log
from notepad.engine.log.session import (
    LoadedLog,
    LogError,
    language_of,
    parse_header,
    parse_line,
)
from notepad.language import speaking


class LogFollower:
    """`poll()` reads what was appended since the last look and says whether anything
    changed; `game` is the game so far (None until the header is there)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.game: Game | None = None
        self.problem = ""  # why following stopped (a damaged line), shown by the board
        self._offset = 0  # bytes of whole lines read
        self._line = 0  # lines read
        self._file: tuple[int, int] | None = None  # (device, inode) of the file read
        self._replay: Replay | None = None

    def poll(self) -> bool:
        """Read the lines appended since the last poll; True if the game changed. Raises
        LogError for a log that cannot be read at all (missing, not a session log)."""
        try:
            stat = os.stat(self.path)
        except OSError as error:
            raise LogError(f"{self.path}: cannot read the session log "
                           f"({error.strerror or error})") from None
        identity = (stat.st_dev, stat.st_ino)
        if self._file is not None and (identity != self._file or stat.st_size < self._offset):
            self._restart()  # replaced, or cut back (a resumed game drops a cut last line)
        self._file = identity
        if stat.st_size == self._offset or self.problem:
            return False
        try:
            with open(self.path, "rb") as stream:
                stream.seek(self._offset)
                data = stream.read()
        except OSError as error:
            raise LogError(f"{self.path}: cannot read the session log "
                           f"({error.strerror or error})") from None
        whole = data.rfind(b"\n") + 1
        lines = data[:whole].split(b"\n")[:-1]
        if self.game is None and len(lines) > 1 and self._catch_up(lines):
            return True
        changed = False
        for raw in lines:
            self._line += 1
            self._offset += len(raw) + 1
            try:
                changed |= self._read(raw)
            except LogError as error:
                if self.game is None:
                    raise
                self.problem = str(error)
                return changed
        return changed

    def _read(self, raw: bytes) -> bool:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise LogError(f"{self.path}, line {self._line}: not UTF-8 text") from None
        if self.game is None:
            header, setup = parse_header(self.path, text)
            try:
                self.game = Game(setup)
            except ValueError as error:
                raise LogError(f"{self.path}, line 1: {error}") from None
            self.game.language = language_of(header)  # the log's (v4), which the board speaks
            self._replay = Replay(self.game, self.path)
            return True
        if not text.strip():
            raise LogError(f"{self.path}, line {self._line}: empty line")
        assert self._replay is not None
        # The words the engine keeps as it replays (what a dead card shows) in the game's.
        with speaking(self.game.language):
            self._replay.line(self._line, parse_line(self.path, self._line, text))
        return True

    def _catch_up(self, lines: list[bytes]) -> bool:
        """The first look at a log that has lines already: all of them folded at once, as
        `replay` folds them (its undo/redo lines worked out first: replay.fold_log), where
        line by line 10,000 undo/redo pairs took seconds and 500,000 never served. False (and
        nothing read) if a line is damaged: the lines are then read one by one, to show the
        game up to that line and the problem."""
        try:
            texts = [raw.decode("utf-8") for raw in lines]
            header, setup = parse_header(self.path, texts[0])
            log = LoadedLog(self.path, header, setup)
            for number, text in enumerate(texts[1:], start=2):
                if not text.strip():
                    return False
                log.entries.append((number, parse_line(self.path, number, text)))
            with speaking(language_of(header)):  # as `_read`: the engine's words in the log's
                game = fold_log(log)
        except (UnicodeDecodeError, LogError):
            return False
        self.game, self._replay = game, Replay(game, self.path)
        self._line = len(lines)
        self._offset = sum(len(raw) + 1 for raw in lines)
        return True

    def _restart(self) -> None:
        self.game = None
        self.problem = ""
        self._offset = self._line = 0
