"""The group's library: every finished game, kept in an SQLite database in the user's folder.

    library = Library(user_dir() / "record")
    report = library.add_logs([Path("game.jsonl")], group="Thursday club")
    print(report.lines())

Files, all in the record's folder (`<user folder>/record/`):
- `record.sqlite`: the database (schema.py). Derived data: rebuilt from the logs on demand
  (`rebuild`), and at once, with a note saying so, when it is missing or damaged (the damaged
  file is kept beside it as `record.sqlite.damaged`).
- `journal.jsonl`: which log went into which group (journal.py), the one thing a log does
  not say.
- `settings.toml`: the group used last (groups.py).

A game is one transaction: its row and its players' rows, or nothing. A game is known by its
log's header and deal (finished.identity_of), so a log recorded twice, or a copy of it, is
counted once.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from notepad.record.finished import (
    FinishedGame,
    NotFinished,
    RecordError,
    identity_of,
    read_finished,
    setup_key,
)
from notepad.record.groups import group_name, last_group, remember_group
from notepad.record.journal import Entry, add_to_journal, read_journal
from notepad.record.schema import Damaged, connect

DATABASE = "record.sqlite"


def record_folder() -> Path:
    """The record's folder in the user's folder (paths.user_dir)."""
    from notepad.paths import user_dir

    return user_dir() / "record"


@dataclass
class Report:
    """What an import or a rebuild did, for the moderator."""

    recorded: int = 0  # games new to the record
    updated: int = 0  # games whose log changed since, read again
    moved: int = 0  # games recorded before in another group
    already: int = 0  # games recorded before, not counted again
    lines_: list[str] = field(default_factory=list)  # what was left out and why, and notes
    problems: int = 0  # logs that could not be recorded

    def note(self, text: str, problem: bool = False) -> None:
        self.lines_.append(text)
        self.problems += problem

    def lines(self) -> list[str]:
        """The notes, then what was done, in the language spoken (notepad/language.py)."""
        from notepad.language import gettext, ngettext

        done = [ngettext("{n} recorded", "{n} recorded", self.recorded) if self.recorded
                else "",
                ngettext("{n} read again (the log changed)", "{n} read again (the log changed)",
                         self.updated) if self.updated else "",
                ngettext("{n} moved to this group", "{n} moved to this group", self.moved)
                if self.moved else "",
                ngettext("{n} already in the record, not counted again",
                         "{n} already in the record, not counted again", self.already)
                if self.already else ""]
        done = [said for said in done if said]
        return [*self.lines_, ", ".join(done) if done else gettext("no game recorded")]


class Library:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else record_folder()
        self.path = self.folder / DATABASE
        self._db: sqlite3.Connection | None = None
        self.notes: list[str] = []  # what opening the database did on its own

    # ------------------------------------------------------------ the database
    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = self._open()
        return self._db

    def _open(self) -> sqlite3.Connection:
        missing = not self.path.exists()
        try:
            db = connect(self.path)
        except Damaged as error:
            aside = self.path.with_name(DATABASE + ".damaged")
            self._set_aside(aside)
            db = connect(self.path)
            self._db = db
            report = self._rebuild()
            self.notes.append(f"{error}; it is kept as {aside.name}, and the record was "
                              f"rebuilt from the session logs: {_games(report)}")
            return db
        entries, _ = read_journal(self.folder)
        if missing and entries:
            self._db = db
            report = self._rebuild()
            self.notes.append(f"{self.path}: the record's database was missing; it was rebuilt "
                              f"from the session logs: {_games(report)}")
        return db

    def _set_aside(self, aside: Path) -> None:
        for suffix in ("-wal", "-shm"):  # SQLite's own files beside it belong to the old one
            self.path.with_name(DATABASE + suffix).unlink(missing_ok=True)
        self.path.replace(aside)

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # ------------------------------------------------------------ groups
    def last_group(self) -> str:
        group, problem = last_group(self.folder)
        if problem:
            self.notes.append(problem)
        return group

    def groups(self) -> dict[str, int]:
        """Each group's name and number of games, by name."""
        return dict(self.db.execute(
            "SELECT g.name, COUNT(games.id) FROM groups g LEFT JOIN games ON games.group_id = "
            "g.id GROUP BY g.id ORDER BY g.name").fetchall())

    # ------------------------------------------------------------ recording
    def add_logs(self, logs: list[Path], group: str | None = None) -> Report:
        """Record the finished games of these logs (session logs or notebooks) into `group`
        (default: the group used last, which `group` then becomes)."""
        group = group_name(group) if group is not None else self.last_group()
        report = Report()
        kept: list[Entry] = []
        for log in logs:
            if self._add(Path(log), group, report):
                kept.append(Entry(Path(log).resolve(), group))
        add_to_journal(self.folder, kept)
        if kept:
            remember_group(self.folder, group)
        return report

    def add_game(self, game: FinishedGame, group: str) -> str:
        """Record one finished game (the TUI's end of game: a game it has in hand); returns
        what was done (`record`'s words) and keeps the journal's line."""
        group = group_name(group)
        self.db  # noqa: B018 - opened (and rebuilt if need be) before the journal names the game
        add_to_journal(self.folder, [Entry(game.notebook or game.log, group)])
        remember_group(self.folder, group)
        return self.record(game, group)

    def _add(self, log: Path, group: str, report: Report) -> bool:
        if self._unchanged(log, group):
            report.already += 1
            return True
        try:
            games, left_out = read_finished(log)
        except NotFinished as error:
            report.note(str(error), problem=True)
            self._forget(log, report)
            return False
        except RecordError as error:
            report.note(str(error), problem=True)
            return False
        for text in left_out:
            report.note(text)
        for game in games:
            done = self.record(game, group)
            setattr(report, done, getattr(report, done) + 1)
        return True

    def _unchanged(self, log: Path, group: str) -> bool:
        """The log is, byte for byte, one recorded in this group: nothing to read again (a
        notebook is never one: its villages' logs are)."""
        try:
            digest = hashlib.sha256(log.read_bytes()).hexdigest()
        except OSError:
            return False  # read_finished says why
        return self.db.execute(
            "SELECT 1 FROM games JOIN groups ON groups.id = group_id WHERE digest = ? AND "
            "groups.name = ?", (digest, group)).fetchone() is not None

    def _forget(self, log: Path, report: Report) -> None:
        """A game recorded before whose log no longer ends (the end was undone): the log is
        the truth, so the game leaves the record."""
        try:
            identity = identity_of(log.read_bytes())
        except OSError:
            return
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        gone = db.execute("DELETE FROM games WHERE identity = ?", (identity,)).rowcount
        db.execute("COMMIT")
        if gone:
            report.note(f"{log}: taken out of the record, its game has not ended any more")

    def record(self, game: FinishedGame, group: str) -> str:
        """Write one game in one transaction: "recorded" (new), "updated" (its log changed
        since), "moved" (recorded before in another group) or "already"."""
        db = self.db
        row = db.execute("SELECT digest, groups.name FROM games "
                         "JOIN groups ON groups.id = group_id WHERE identity = ?",
                         (game.identity,)).fetchone()
        if row is not None:
            digest, was = row
            same = digest == game.digest
            if same and was == group:
                return "already"
            done = "updated" if not same else "moved"
        else:
            done = "recorded"
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute("DELETE FROM games WHERE identity = ?", (game.identity,))
            db.execute("INSERT OR IGNORE INTO groups (name) VALUES (?)", (group,))
            (group_id,) = db.execute("SELECT id FROM groups WHERE name = ?",
                                     (group,)).fetchone()
            cursor = db.execute(
                "INSERT INTO games (identity, group_id, log, digest, notebook, village, created, "
                "edition, scenario, header, players, nights, ended, winners, setup, scenario_name) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game.identity, group_id, str(game.log), game.digest,
                 str(game.notebook) if game.notebook else None, game.village, game.created,
                 game.edition, game.scenario, json.dumps(game.setup, ensure_ascii=False),
                 game.players, game.nights, game.ended, json.dumps(list(game.winners)),
                 setup_key(game.setup), game.scenario_name))
            db.executemany(
                "INSERT INTO holders (game_id, seat, name, role, won, alive, left_village) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(cursor.lastrowid, h.seat, h.name, h.role, h.won, h.alive, h.left)
                 for h in game.holders])
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return done

    # ------------------------------------------------------------ rebuilding
    def rebuild(self) -> Report:
        """Forget every game and read every log of the journal again, each into its group: the
        record as the logs have it now (a log deleted since drops out, with a note). The
        simulator's predictions are kept: they depend on the setups, not on the games."""
        return self._rebuild()

    def _rebuild(self) -> Report:
        db = self.db
        entries, warnings = read_journal(self.folder)
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute("DELETE FROM holders")
            db.execute("DELETE FROM games")
            db.execute("DELETE FROM groups")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        report = Report()
        for warning in warnings:
            report.note(warning)
        for entry in entries:
            if not entry.log.exists():
                report.note(f"{entry.log}: the log is gone; its game is no longer in the "
                            "record", problem=True)
                continue
            self._add(entry.log, entry.group, report)
        return report


def _games(report: Report) -> str:
    total = report.recorded + report.updated + report.moved
    return f"{total} game{'s' if total != 1 else ''}"
