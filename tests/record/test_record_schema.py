"""The record's database: migrations from its first version, and a database deleted, damaged
or newer than this program — the logs stay the truth, and nothing is counted twice."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from notepad.record.finished import RecordError, setup_key
from notepad.record.library import DATABASE, Library
from notepad.record.schema import VERSION, migrate
from notepad.record.statistics import statistics


def test_a_first_version_record_is_migrated_with_its_games(tmp_path: Path) -> None:
    folder = tmp_path / "record"
    folder.mkdir()
    db = sqlite3.connect(folder / DATABASE, isolation_level=None)
    migrate(db, 0, to=1)  # the database as the first version made it
    header = {"edition": "ultimate", "roles": {"seer": 1, "villager": 4, "werewolf": 3},
              "players": 8, "variants": [], "voting": "open",
              "house_rules": {"werewolf-parity": True}, "maybe": {}, "role_swaps": []}
    db.execute("INSERT INTO groups (name) VALUES ('Thursday club')")
    db.execute("INSERT INTO games (identity, group_id, log, digest, created, edition, header, "
               "players, nights, ended, winners) VALUES ('one', 1, '/logs/a.jsonl', 'x', "
               "'2026-01-01T19:00:00+00:00', 'ultimate', ?, 8, 3, 'village', "
               "'[\"village\"]')", (json.dumps(header),))
    db.execute("INSERT INTO holders VALUES (1, 1, 'Anna', 'seer', 1, 1, 0)")
    assert db.execute("PRAGMA user_version").fetchone() == (1,)
    db.close()

    library = Library(folder)
    assert library.db.execute("PRAGMA user_version").fetchone() == (VERSION,)
    assert library.db.execute("SELECT setup FROM games").fetchone() == (setup_key(header),)
    assert library.db.execute("SELECT COUNT(*) FROM predictions").fetchone() == (0,)
    stats = statistics(library.db, "Thursday club")
    assert stats["games"] == 1 and stats["wins"] == {"village": 1}
    assert stats["players"] == [{"name": "Anna", "games": 1, "wins": 1, "roles": {"seer": 1}}]
    assert library.notes == []
    library.close()


def test_every_migration_runs_on_a_new_database(library: Library) -> None:
    assert library.db.execute("PRAGMA user_version").fetchone() == (VERSION,)
    tables = {row[0] for row in library.db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"groups", "games", "holders", "predictions"}


def test_a_deleted_database_is_rebuilt_from_the_logs(library: Library, logs: list[Path]) -> None:
    library.add_logs(logs[:8], group="Thursday club")
    library.add_logs(logs[8:], group="Sunday")
    library.close()
    for name in (DATABASE, DATABASE + "-wal", DATABASE + "-shm"):
        (library.folder / name).unlink(missing_ok=True)
    again = Library(library.folder)
    assert again.groups() == {"Sunday": 4, "Thursday club": 8}
    assert again.notes == [f"{library.folder / DATABASE}: the record's database was missing; "
                           "it was rebuilt from the session logs: 12 games"]
    again.close()


def test_a_damaged_database_is_set_aside_and_rebuilt(library: Library, logs: list[Path]) -> None:
    library.add_logs(logs, group="Thursday club")
    before = statistics(library.db, "Thursday club")
    library.close()
    (library.folder / DATABASE).write_bytes(b"this is not a database, it was overwritten" * 50)
    again = Library(library.folder)
    assert statistics(again.db, "Thursday club") == before
    (note,) = again.notes
    assert note.startswith(f"{library.folder / DATABASE}: the record's database is damaged (")
    assert note.endswith("it is kept as record.sqlite.damaged, and the record was rebuilt from "
                         "the session logs: 12 games")
    assert (library.folder / "record.sqlite.damaged").read_bytes().startswith(b"this is not")
    again.close()


def test_a_rebuild_counts_nothing_twice_and_drops_a_log_deleted_since(
        library: Library, logs: list[Path]) -> None:
    library.add_logs(logs, group="Thursday club")
    library.add_logs(logs[:5], group="Thursday club")  # twice in the journal: once in the record
    logs[0].unlink()
    report = library.rebuild()
    assert report.lines() == [f"{logs[0].resolve()}: the log is gone; its game is no longer in "
                              "the record", "11 recorded"]
    assert statistics(library.db, "Thursday club")["games"] == 11


def test_a_journal_line_cut_by_a_crash_is_left_out_with_a_warning(
        library: Library, logs: list[Path]) -> None:
    library.add_logs(logs[:2], group="Thursday club")
    journal = library.folder / "journal.jsonl"
    journal.write_bytes(journal.read_bytes() + b'{"log": "/somewh')
    library.add_logs(logs[2:3], group="Thursday club")
    report = library.rebuild()
    assert report.lines() == [f"{journal}, line 3: left out, it cannot be read (Unterminated "
                              "string starting at: line 1 column 9 (char 8))", "3 recorded"]


def test_a_record_of_a_newer_program_is_left_alone(tmp_path: Path) -> None:
    folder = tmp_path / "record"
    folder.mkdir()
    db = sqlite3.connect(folder / DATABASE)
    db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.close()
    before = (folder / DATABASE).read_bytes()
    with pytest.raises(RecordError, match="written by a newer werewolf-notepad"):
        Library(folder).groups()
    assert (folder / DATABASE).read_bytes() == before


def test_the_records_files_nested_too_deep_are_left_out_not_a_crash(
        library: Library, logs: list[Path]) -> None:
    """A journal line or the record's settings nested thousands deep: read as damaged, with
    the first group's name or the line left out (json.loads and tomllib raised RecursionError)."""
    from notepad.record.groups import FIRST_GROUP, last_group

    library.add_logs(logs[:1], group="Thursday club")
    journal = library.folder / "journal.jsonl"
    journal.write_bytes(journal.read_bytes() + b"[" * 100_000 + b"\n")
    assert library.rebuild().lines()[-1] == "1 recorded"
    (library.folder / "settings.toml").write_text("group = " + "[" * 5000, encoding="utf-8")
    group, said = last_group(library.folder)
    assert group == FIRST_GROUP and "nested" in said
