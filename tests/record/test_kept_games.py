"""The builder's live games kept across sessions (notepad/record/kept_games.py): a set's games
saved by one session are loaded by the next, by the same build only; the larger count wins;
a missing, damaged, locked or read-only record gives nothing and raises nothing."""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path

import pytest

from notepad.balance.simulate import Simulation
from notepad.balance.simulate.estimate import Tally, play_games
from notepad.balance.simulate.live import Played, set_key
from notepad.record import kept_games
from notepad.record.kept_games import build, database, load, save
from notepad.record.library import DATABASE, Library

EIGHT = {"werewolf": 3, "seer": 1, "villager": 4}


@pytest.fixture(scope="module")
def kept() -> tuple[str, Played]:
    """Four real games of a set, under the live pool's own key."""
    sim = Simulation.from_roles("ultimate", EIGHT, skill=0.3)
    return f"7|{set_key(sim)}", Played(play_games(sim, 7, 0, 4))


@pytest.fixture
def where(tmp_path: Path) -> Path:
    """The record's database, as the record makes it (the builder opens it first)."""
    folder = tmp_path / "record"
    library = Library(folder)
    library.db  # noqa: B018
    library.close()
    assert database(folder) == folder / DATABASE and (folder / DATABASE).is_file()
    return folder / DATABASE


def rows(where: Path) -> list[tuple]:
    db = sqlite3.connect(where)
    try:
        return db.execute("SELECT key, build, games, refused, next FROM live_games").fetchall()
    finally:
        db.close()


def test_saved_games_load_again(where: Path, kept: tuple[str, Played]) -> None:
    key, games = kept
    assert load(where, key) is None  # nothing kept yet: not even the table
    save(where, key, games, 9)
    assert load(where, key) == (games, 9)
    assert load(where, key + "x") is None and load(where, "") is None
    refused = games + Played(refused=2, why="The Hunter is dead: no shot")
    save(where, key, refused, 12)
    found = load(where, key)
    assert found == (refused, 12)
    assert found[0].tally.wins == games.tally.wins and found[0].played == 6
    assert rows(where) == [(key, build(), 4, 2, 12)]


def test_a_smaller_count_never_overwrites_a_larger(where: Path,
                                                    kept: tuple[str, Played]) -> None:
    key, games = kept
    more = games + games
    save(where, key, more, 8)
    save(where, key, games, 20)  # a session cut short: fewer games, a later index
    assert load(where, key) == (more, 8)
    save(where, key, more + games, 12)  # more again: its count, the larger index
    assert load(where, key) == (more + games, 12)
    save(where, key, Played(), 0)
    assert load(where, key) == (more + games, 12)


def test_the_next_index_is_never_behind_the_games(where: Path,
                                                  kept: tuple[str, Played]) -> None:
    key, games = kept
    save(where, key, games, 0)
    assert load(where, key) == (games, 4)


def test_another_builds_rows_are_not_returned(where: Path, kept: tuple[str, Played],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    key, games = kept
    monkeypatch.setattr(kept_games, "build", lambda: "0.0.9|compiled|an older engine")
    save(where, key, games, 4)
    assert load(where, key) == (games, 4)
    monkeypatch.undo()
    assert build() != "0.0.9|compiled|an older engine"
    assert load(where, key) is None
    other = Played(Tally(1, {"werewolf": 1}, 2, 4, 30, {}))
    save(where, key, other, 1)  # this build's own, though the other's count was larger
    assert load(where, key) == (other, 1)
    assert rows(where) == [(key, build(), 1, 0, 1)]  # the other build's rows are dropped


def test_the_build_names_the_version_the_engine_and_the_rules() -> None:
    import notepad
    from notepad.balance.simulate.estimate import engine_build

    version, engine, stamp = build().split("|")
    assert (version, engine) == (notepad.__version__, engine_build())
    assert len(stamp) == 16 and stamp == kept_games.rules_stamp()


def test_an_edited_rule_changes_the_stamp(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The stamp follows the files: an edit (a new size or time) gives another."""
    before = kept_games.rules_stamp()
    roles = tmp_path / "roles"
    roles.mkdir()
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path))
    (roles / "mine.toml").write_text("# a role of the user's own\n", encoding="utf-8")
    with_role = kept_games.rules_stamp()
    assert with_role != before
    (roles / "mine.toml").write_text("# a role of the user's own, edited\n", encoding="utf-8")
    assert kept_games.rules_stamp() not in (before, with_role)


def test_a_missing_record_gives_nothing_and_is_not_created(tmp_path: Path,
                                                           kept: tuple[str, Played]) -> None:
    key, games = kept
    where = database(tmp_path / "record")
    assert load(where, key) is None
    save(where, key, games, 4)
    assert not where.exists() and not where.parent.exists()
    assert load(None, key) is None
    save(None, key, games, 4)


def test_a_damaged_record_gives_nothing_and_is_left_as_it_is(
        where: Path, kept: tuple[str, Played]) -> None:
    key, games = kept
    save(where, key, games, 4)
    for name in (DATABASE + "-wal", DATABASE + "-shm"):
        where.with_name(name).unlink(missing_ok=True)
    where.write_bytes(b"this is not a database, it was overwritten" * 50)
    assert load(where, key) is None
    save(where, key, games, 8)
    assert where.read_bytes() == b"this is not a database, it was overwritten" * 50
    # The record sets it aside and rebuilds it when it next opens it; the games are gone.
    library = Library(where.parent)
    library.db  # noqa: B018
    library.close()
    assert load(where, key) is None


def test_a_damaged_row_gives_nothing(where: Path, kept: tuple[str, Played]) -> None:
    key, games = kept
    save(where, key, games, 4)
    db = sqlite3.connect(where)
    db.execute("UPDATE live_games SET wins = '{\"village\": 1'")
    db.commit()
    assert load(where, key) is None
    db.execute("UPDATE live_games SET wins = '{\"village\": 99}', village = 99")
    db.commit()
    db.close()
    assert load(where, key) is None  # its wins are more than its games


def test_an_older_or_newer_record_is_left_alone(where: Path, kept: tuple[str, Played]) -> None:
    key, games = kept
    save(where, key, games, 4)
    db = sqlite3.connect(where)
    version = db.execute("PRAGMA user_version").fetchone()[0]
    for other in (version - 1, version + 1):
        db.execute(f"PRAGMA user_version = {other}")
        db.commit()
        assert load(where, key) is None
        save(where, key, games + games, 8)
        assert db.execute("PRAGMA user_version").fetchone() == (other,)  # not migrated
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.close()
    assert load(where, key) == (games, 4)


def test_a_read_only_folder_gives_nothing_and_raises_nothing(
        where: Path, kept: tuple[str, Played], monkeypatch: pytest.MonkeyPatch) -> None:
    key, games = kept
    save(where, key, games, 4)
    folder = where.parent
    for name in (DATABASE + "-wal", DATABASE + "-shm"):  # as a closed database leaves it
        assert not folder.joinpath(name).exists()
    where.chmod(0o444)
    folder.chmod(0o555)
    try:
        if os.geteuid() == 0:
            # Root writes anywhere: open it read-only, as SQLite opens a file it cannot write.
            connect = sqlite3.connect
            monkeypatch.setattr(kept_games.sqlite3, "connect", lambda name, **kw: connect(
                name.replace("mode=rw", "mode=ro"), **kw))
        found = load(where, key)
        assert found is None or found == (games, 4)  # read, or not: never an error
        save(where, key, games + games, 8)  # cannot be written: nothing, and no error
        monkeypatch.undo()
    finally:
        folder.chmod(0o755)
        where.chmod(0o644)
    assert load(where, key) == (games, 4)


def test_a_locked_record_waits_a_moment_then_gives_up(
        where: Path, kept: tuple[str, Played], monkeypatch: pytest.MonkeyPatch) -> None:
    key, games = kept
    save(where, key, games, 4)
    monkeypatch.setattr(kept_games, "TIMEOUT", 0.05)
    other = sqlite3.connect(where, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another notepad writing (an import, a rebuild)
    try:
        save(where, key, games + games, 8)
        assert load(where, key) in (None, (games, 4))  # WAL: a reader may still read
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert load(where, key) == (games, 4)


def test_an_open_connection_is_used_as_it_is(where: Path, kept: tuple[str, Played]) -> None:
    key, games = kept
    db = sqlite3.connect(where, isolation_level=None)
    save(db, key, games, 4)
    assert load(db, key) == (games, 4)
    db.execute("BEGIN")
    save(db, key, games + games, 8)  # inside the caller's transaction: it commits or not
    db.execute("ROLLBACK")
    assert load(db, key) == (games, 4)

    found: list[object] = []
    thread = threading.Thread(target=lambda: found.append(load(db, key)))
    thread.start()
    thread.join()
    assert found == [None]  # another thread's connection: sqlite3 refuses it, quietly
    db.close()
    assert load(db, key) is None  # closed


def test_worker_threads_each_open_their_own(where: Path, kept: tuple[str, Played],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    key, games = kept
    monkeypatch.setattr(kept_games, "TIMEOUT", 10.0)  # a loaded machine: none gives up here
    counts = [games]
    for _ in range(7):
        counts.append(counts[-1] + games)
    threads = [threading.Thread(target=save, args=(where, key, p, p.played)) for p in counts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert load(where, key) == (counts[-1], counts[-1].played)


def test_a_rebuild_of_the_record_keeps_them(where: Path, kept: tuple[str, Played],
                                            logs: list[Path]) -> None:
    """They depend on the set and the rules, not on the group's games (as the predictions)."""
    key, games = kept
    save(where, key, games, 4)
    library = Library(where.parent)
    library.add_logs(logs[:2], group="Thursday")
    assert library.rebuild().lines() == ["2 recorded"]
    library.close()
    assert load(where, key) == (games, 4)


def test_the_live_pool_keeps_its_games_in_the_record(where: Path) -> None:
    """The builder's pool, given the record's database (screens/builder/live.py), saves a
    set's games when its run ends; a pool of the next session has them before any game."""
    from notepad.balance.simulate.live import LivePool, live_figures
    from notepad.record.kept_games import KeptGames

    sim = Simulation.from_roles("ultimate", EIGHT, skill=0.3)
    first = LivePool(workers=1, store=KeptGames(where))
    try:
        played = list(live_figures(sim, first, goal=0.1, curve=False))[-1]
    finally:
        first.close()
    assert [(games, next_index >= games) for _, _, games, _, next_index in rows(where)] == \
        [(played.games, True)]
    later = LivePool(workers=1, store=KeptGames(where))
    figures = live_figures(sim, later, goal=0.1, curve=False)
    try:
        again = next(figures)
    finally:
        figures.close()
        later.close()
    assert (again.games, again.village, again.done) == (played.games, played.village, True)
