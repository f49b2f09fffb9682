"""The builder's live games kept across sessions: each set's games played so far, in the group
record's database (docs/record.md, The builder's live games kept), so that a set played last
month has its figure at once when the builder opens on it again.

    where = database(home / "record")          # the record's database file
    found = load(where, key)                   # (Played, next game's index) or None
    save(where, key, played, next_index)       # keeps the larger count

`key` is the live pool's own (`f"{seed}|{set_key(sim)}"`, notepad/balance/simulate/live.py);
each row also carries the build (`build()`: the program's version, the engine's build and a
stamp of the rules' files), and only this build's rows are read: a game played by other rules
is no game of these.

A cache, never the only copy of anything: the games are played again if it is lost. So no
function here raises or says anything on a missing, damaged, locked, read-only or newer
database: `load` gives None and `save` does nothing. Neither creates nor migrates the record's
database (library.py does, with its notes, when the builder or `stats` opens it): a database
created here would look to the record as one that was never missing, and not be rebuilt from
the logs.

Threads: given a path, each call opens its own connection and closes it (the pool calls from
a worker thread; SQLite serialises the writers, each waiting at most TIMEOUT). Given an open
connection, the caller's thread must be the one that opened it (sqlite3's own rule).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notepad.record.library import DATABASE, record_folder
from notepad.record.schema import VERSION

if TYPE_CHECKING:
    from notepad.balance.simulate.live import Played

# At most this long waiting for another writer (an import, another notepad): then the cache
# is skipped, the games are played as if it were not there.
TIMEOUT = 0.5

# Made when a row is first saved, at the record's version (see docs/record.md on why not by a
# migration). Plain columns and JSON text: nothing pickled, readable with `sqlite3`.
LIVE_GAMES = """
CREATE TABLE IF NOT EXISTS live_games (
    key TEXT NOT NULL,              -- the live pool's: the seed and the simulation (set_key)
    build TEXT NOT NULL,            -- build(): games of other rules are not these rules' games
    games INTEGER NOT NULL,         -- the Tally's: games played to the end
    village INTEGER NOT NULL,       -- of them, the games the village ended (wins' "village")
    wins TEXT NOT NULL,             -- every team's games ended, as JSON
    nights INTEGER NOT NULL,
    nights_squared INTEGER NOT NULL,
    events INTEGER NOT NULL,
    personal TEXT NOT NULL,         -- the wins that ride along, as JSON
    refused INTEGER NOT NULL,       -- games the simulator refused to play on (Played)
    why TEXT NOT NULL,              -- the first refusal
    next INTEGER NOT NULL,          -- the next game's index: past every game handed out
    PRIMARY KEY (key, build)
)"""

# The larger count wins, as LivePool.kept keeps it: a session cut short never shrinks what an
# earlier one played; the next index is past both's.
UPSERT = """
INSERT INTO live_games (key, build, games, village, wins, nights, nights_squared, events,
                        personal, refused, why, next)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (key, build) DO UPDATE SET
    games = excluded.games, village = excluded.village, wins = excluded.wins,
    nights = excluded.nights, nights_squared = excluded.nights_squared,
    events = excluded.events, personal = excluded.personal, refused = excluded.refused,
    why = excluded.why, next = max(excluded.next, live_games.next)
WHERE excluded.games + excluded.refused >= live_games.games + live_games.refused"""

SELECT = ("SELECT games, village, wins, nights, nights_squared, events, personal, refused, why, "
          "next FROM live_games WHERE key = ? AND build = ?")

# Where the rules live: the engine, the simulator, and the catalogue's code.
RULES_CODE = ("engine", "balance", "catalog")
CODE_SUFFIXES = (".py", ".so", ".pyd")


def database(folder: Path | None = None) -> Path:
    """The group record's database file in the record's `folder` (default: the record's folder
    in the user's folder, as library.py has it)."""
    return (folder if folder is not None else record_folder()) / DATABASE


@functools.cache
def build() -> str:
    """What the simulator's results depend on besides the set: the program's version, the
    engine's build ("compiled" or "python") and the rules' stamp. Worked out once per process
    (a few milliseconds of `stat`), so that a look-up costs none of it."""
    import notepad
    from notepad.balance.simulate.estimate import engine_build

    return f"{notepad.__version__}|{engine_build()}|{rules_stamp()}"


def rules_stamp() -> str:
    """The name, size and modification time of every file the rules are played from, hashed:
    the source or compiled modules of notepad/engine, notepad/balance and notepad/catalog, the
    compiled engine's shared library beside the package (mypyc's `*__mypyc*`), and the role
    files (built in, and the user's own). Any edit, a reinstall or another build changes it;
    a file's content is not read (hatch_build.py compiles from the same files, so a compiled
    build changes with them)."""
    import notepad
    from notepad.catalog.loading import data_dir
    from notepad.paths import user_dir

    package = Path(notepad.__file__).resolve().parent
    files: list[Path] = []
    try:
        for part in RULES_CODE:
            files.extend(path for path in (package / part).rglob("*")
                         if path.suffix in CODE_SUFFIXES and "__pycache__" not in path.parts)
        files.extend(package.parent.glob("*__mypyc*"))
        for folder in (data_dir(), user_dir()):
            files.extend((folder / "roles").glob("*.toml"))
    except OSError:
        pass  # a folder that cannot be listed: the stamp of what could be
    digest = hashlib.sha256()
    for path in sorted(set(files)):
        try:
            info = path.stat()
        except OSError:
            continue  # gone since it was listed: as if it were not there
        digest.update(f"{path}\0{info.st_size}\0{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:16]


@contextlib.contextmanager
def opened(where: sqlite3.Connection | Path | None) -> Iterator[sqlite3.Connection | None]:
    """A connection to the record's database at the record's version, or None (missing, not a
    database, older or newer, or it cannot be opened). A path's connection is this call's own,
    closed after; a connection given is used as it is."""
    if where is None or isinstance(where, sqlite3.Connection):
        yield where
        return
    db = _connect(Path(where))
    try:
        yield db
    finally:
        if db is not None:
            db.close()


def _connect(path: Path) -> sqlite3.Connection | None:
    try:
        if not path.is_file():
            return None
        # mode=rw: never create the file (see the module's docstring).
        db = sqlite3.connect(f"{path.absolute().as_uri()}?mode=rw", uri=True, timeout=TIMEOUT,
                             isolation_level=None)
    except (OSError, sqlite3.Error, ValueError):
        return None
    try:
        if db.execute("PRAGMA user_version").fetchone()[0] == VERSION:
            # As the record's own connection (schema.connect): a commit waits for no disk.
            db.execute("PRAGMA synchronous = NORMAL")
            return db
    except sqlite3.Error:
        pass  # not a database, or damaged: the record sets it aside when it next opens it
    db.close()
    return None


def load(where: sqlite3.Connection | Path | None, key: str) -> tuple[Played, int] | None:
    """The games of `key` played before by this build, and the next game's index; None when
    there are none, or the record cannot be read."""
    try:
        with opened(where) as db:
            if db is None:
                return None
            row = db.execute(SELECT, (key, build())).fetchone()
    except (sqlite3.Error, OSError, ImportError):  # no table yet, locked, damaged, another
        return None  # thread's connection …: as if nothing were kept
    return _played(row) if row is not None else None


def _played(row: tuple[Any, ...]) -> tuple[Played, int] | None:
    """A row as the pool keeps it; None for one that does not add up (a damaged row is
    ignored, as a damaged database is)."""
    from notepad.balance.simulate.estimate import Tally
    from notepad.balance.simulate.live import Played

    games, village, wins, nights, squared, events, personal, refused, why, following = row
    try:
        wins, personal = json.loads(wins), json.loads(personal)
    except (TypeError, ValueError, RecursionError):
        return None
    counts = [games, village, nights, squared, events, refused, following]
    if not (all(type(n) is int and n >= 0 for n in counts) and isinstance(why, str)
            and _counts(wins) and _counts(personal) and sum(wins.values()) == games
            and wins.get("village", 0) == village and following >= games + refused):
        return None
    tally = Tally(games, wins, nights, squared, events, personal)
    return Played(tally, refused, why), following


def _counts(data: object) -> bool:
    return isinstance(data, dict) and all(
        isinstance(team, str) and type(n) is int and n >= 0 for team, n in data.items())


def save(where: sqlite3.Connection | Path | None, key: str, played: Played,
         next_index: int) -> None:
    """Keep the games of `key` played so far by this build, unless more are kept already; the
    next index kept is the larger. Does nothing when the record cannot be written. The rows
    of other builds are dropped: no build reads them again but theirs (docs/record.md)."""
    tally = played.tally
    try:
        this_build = build()
    except (OSError, ImportError):  # pragma: no cover - an install missing its own files
        return
    values = (key, this_build, tally.games, tally.wins.get("village", 0),
              json.dumps(tally.wins, sort_keys=True), tally.nights, tally.nights_squared,
              tally.events, json.dumps(tally.personal, sort_keys=True), played.refused,
              played.why, max(next_index, played.played))
    try:
        with opened(where) as db:
            if db is None:
                return
            own = not db.in_transaction  # else the caller's transaction holds these too
            if own:
                db.execute("BEGIN IMMEDIATE")
            try:
                db.execute(LIVE_GAMES)
                db.execute(UPSERT, values)
                db.execute("DELETE FROM live_games WHERE build != ?", (this_build,))
                if own:
                    db.execute("COMMIT")
            except BaseException:
                if own and db.in_transaction:
                    db.execute("ROLLBACK")
                raise
    except sqlite3.Error:
        return  # locked, read-only, damaged …: the games are played again next time


@dataclass(frozen=True)
class KeptGames:
    """The live pool's store (notepad/balance/simulate/live.py, `Store`) in the record's
    database at `path`: each call opens its own connection, so any thread may call."""

    path: Path

    def load(self, key: str) -> tuple[Played, int] | None:
        return load(self.path, key)

    def save(self, key: str, played: Played, following: int) -> None:
        save(self.path, key, played, following)
