"""The record's SQLite database: its schema, one migration per version, and opening it.

The version is SQLite's own `user_version`. A new database runs every migration from the
first; an older one runs those it lacks, each in one transaction with its version, so a
database is always at one version or the next, never in between. The database is derived
data (the logs and the journal are the truth: library.py), so a damaged one is set aside and
rebuilt, never repaired by hand.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

from notepad.record.finished import RecordError, setup_key

# Version 1: the groups, their games and each game's players.
FIRST = """
CREATE TABLE groups (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    identity TEXT NOT NULL UNIQUE,  -- the log's header and deal, hashed (finished.identity_of)
    group_id INTEGER NOT NULL REFERENCES groups(id),
    log TEXT NOT NULL,              -- the session log, an absolute path
    digest TEXT NOT NULL,           -- the whole log, hashed: a changed log is read again
    notebook TEXT,                  -- a village of this notebook (docs/villages.md)
    village INTEGER,
    created TEXT NOT NULL,
    edition TEXT NOT NULL,
    scenario TEXT,
    header TEXT NOT NULL,           -- the setup without names, as JSON (finished.setup_of)
    players INTEGER NOT NULL,
    nights INTEGER NOT NULL,
    ended TEXT NOT NULL,            -- the team that ended the game
    winners TEXT NOT NULL           -- every winner, the engine's order, as JSON
);
CREATE INDEX games_of_group ON games(group_id);
CREATE TABLE holders (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    won INTEGER NOT NULL,
    alive INTEGER NOT NULL,
    left_village INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
"""

# Version 2: each game's setup as the calibration's key, the simulator's predictions, and the
# logs' digests found without reading every row (a log recorded again is known at once).
PREDICTIONS = """
ALTER TABLE games ADD COLUMN setup TEXT NOT NULL DEFAULT '';
CREATE INDEX games_of_setup ON games(setup);
CREATE INDEX games_of_digest ON games(digest);
CREATE TABLE predictions (
    setup TEXT NOT NULL,            -- finished.setup_key
    skill INTEGER NOT NULL,         -- the village skill in thousandths (a grid point)
    seed INTEGER NOT NULL,
    games INTEGER NOT NULL,         -- games 0 … games - 1 of the run seeded `seed`
    village INTEGER NOT NULL,       -- of them, the games the village ended
    PRIMARY KEY (setup, skill, seed)
);
"""


# Version 3: the scenario's own name as the game's log gave it (issue 32: the header's
# `scenario_name`, a version 4 log's), shown in the statistics before its id; NULL for a game
# recorded before (`stats rebuild` reads it from the logs) and for a log that has none.
SCENARIO_NAME = """
ALTER TABLE games ADD COLUMN scenario_name TEXT
"""


def _run(db: sqlite3.Connection, script: str) -> None:
    """A script's statements one by one: `executescript` would commit the migration's
    transaction before it ran (sqlite3's legacy transaction control)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _first(db: sqlite3.Connection) -> None:
    _run(db, FIRST)


def _predictions(db: sqlite3.Connection) -> None:
    _run(db, PREDICTIONS)
    # The games a version-1 record holds get their key from the setup it kept.
    rows = db.execute("SELECT id, header FROM games").fetchall()
    db.executemany("UPDATE games SET setup = ? WHERE id = ?",
                   [(setup_key(json.loads(header)), game) for game, header in rows])


def _scenario_name(db: sqlite3.Connection) -> None:
    _run(db, SCENARIO_NAME)


# MIGRATIONS[i] brings a database at version i to version i + 1.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_first, _predictions, _scenario_name]
VERSION = len(MIGRATIONS)


class Damaged(RecordError):
    """The database file is not a record this program can read."""


class TooNew(RecordError):
    """The database was written by a newer werewolf-notepad: left alone."""


def connect(path: Path) -> sqlite3.Connection:
    """The database at `path`, created or migrated to VERSION. Raises Damaged for a file that is
    not a sound SQLite database and TooNew for a newer schema."""
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, isolation_level=None)  # transactions are begun explicitly
    try:
        version = _checked(db, path)
        if version > VERSION:
            raise TooNew(f"{path}: the record was written by a newer werewolf-notepad (schema "
                         f"version {version}; this one knows up to {VERSION}); it is left as "
                         "it is")
        # WAL with synchronous=NORMAL: a transaction commits without waiting for the disk, and a
        # crash can lose the last few but never leaves the database half-written; whatever is
        # lost is in the logs and is read again on the next rebuild.
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")
        db.execute("PRAGMA foreign_keys = ON")
        migrate(db, version)
    except sqlite3.DatabaseError as error:
        db.close()
        raise Damaged(f"{path}: the record's database is damaged ({error})") from None
    except BaseException:
        db.close()
        raise
    return db


def _checked(db: sqlite3.Connection, path: Path) -> int:
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    problems = [row[0] for row in db.execute("PRAGMA quick_check").fetchall()]
    if problems != ["ok"]:
        raise Damaged(f"{path}: the record's database is damaged ({problems[0]})")
    if 0 < version <= VERSION:
        tables = {row[0] for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"groups", "games", "holders"} <= tables:
            raise Damaged(f"{path}: the record's database is damaged (its tables are missing)")
    return version


def migrate(db: sqlite3.Connection, version: int, to: int = VERSION) -> None:
    """Run migrations `version` … `to` - 1, each with its version in one transaction."""
    for step in range(version, to):
        db.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[step](db)
            db.execute(f"PRAGMA user_version = {step + 1}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
