"""The scenario's own name in the group's statistics (schema version 3): a version 4 log's
`scenario_name` (issue 32) is kept with its game and shown before the scenario's id; an older
log, or a record made before, still counts, by the id."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from notepad.cli import main
from notepad.engine.log.replay import load_game
from notepad.record.ending import record_ending
from notepad.record.groups import remember_group
from notepad.record.library import DATABASE, Library
from notepad.record.schema import VERSION, migrate
from notepad.record.statistics import statistics
from notepad.table.record_words import role_sets
from notepad.table.stats_lines import statistics_lines

NAME = "Example Composition for 8 Players"
SET_KEYS = {"edition", "scenario", "scenario_name", "roles", "games", "wins"}


def as_scenario(log: Path, scenario: str, name: str | None, created: str | None = None) -> Path:
    """The log as a game of `scenario` would have written it: with its own name, a version 4
    header (session.py, LANGUAGE_VERSION); without, a version 3 one, as before issue 32."""
    header, rest = log.read_bytes().split(b"\n", 1)
    data = json.loads(header)
    data["scenario"] = scenario
    data["version"] = 3
    if name is not None:
        data["scenario_name"] = name
        data["version"] = 4
    if created is not None:
        data["created"] = created
    log.write_bytes(json.dumps(data).encode() + b"\n" + rest)
    return log


def by_set(library: Library, group: str = "Thursday") -> list[dict]:
    return statistics(library.db, group)["by_set"]


def test_a_version_4_logs_name_is_kept_and_shown(library: Library, logs: list[Path],
                                                   capsys) -> None:
    for log in logs[:3]:
        as_scenario(log, "example-8", NAME)
    assert library.add_logs(logs[:3], group="Thursday").recorded == 3
    assert library.db.execute("SELECT DISTINCT scenario, scenario_name FROM games").fetchall() \
        == [("example-8", NAME)]
    (entry,) = by_set(library)
    assert entry.keys() == SET_KEYS
    assert (entry["scenario"], entry["scenario_name"], entry["games"]) == ("example-8", NAME, 3)
    library.close()

    main(["stats", "import", *map(str, logs[:3]), "--group", "Thursday"])
    capsys.readouterr()
    assert main(["stats", "--group", "Thursday"]) == 0
    out = capsys.readouterr().out
    assert f"    {NAME:<40}    3 games  village " in out
    assert "example-8" not in out
    assert main(["stats", "--group", "Thursday", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["by_set"][0]["scenario"] == "example-8"
    assert data["by_set"][0]["scenario_name"] == NAME


def test_an_older_version_3_log_still_imports_and_is_named_by_its_id(
        library: Library, logs: list[Path]) -> None:
    as_scenario(logs[0], "example-8", None)
    assert json.loads(logs[0].read_bytes().split(b"\n", 1)[0])["version"] == 3
    assert library.add_logs(logs[:1], group="Thursday").recorded == 1
    (entry,) = by_set(library)
    assert (entry["scenario"], entry["scenario_name"]) == ("example-8", None)
    assert "    example-8" in "\n".join(statistics_lines(statistics(library.db, "Thursday")))


def test_a_custom_set_is_still_named_by_its_cards(library: Library, logs: list[Path]) -> None:
    library.add_logs(logs[:2], group="Thursday")
    (entry,) = by_set(library)
    assert entry.keys() == SET_KEYS
    assert (entry["scenario"], entry["scenario_name"]) == (None, None)
    assert "    4 villager, 3 werewolf, 1 seer" in "\n".join(
        statistics_lines(statistics(library.db, "Thursday")))


def test_one_scenario_with_and_without_its_name_is_one_set_named_by_the_newest(
        library: Library, logs: list[Path]) -> None:
    as_scenario(logs[0], "example-8", None, created="2026-01-01T19:00:00+00:00")
    as_scenario(logs[1], "example-8", "An older name", created="2026-01-02T19:00:00+00:00")
    as_scenario(logs[2], "example-8", NAME, created="2026-01-03T19:00:00+00:00")
    as_scenario(logs[3], "example-8", None, created="2026-01-04T19:00:00+00:00")
    # Recorded newest first: the name is the newest game's, not the last recorded.
    library.add_logs([logs[3], logs[2], logs[1], logs[0]], group="Thursday")
    (entry,) = by_set(library)
    assert (entry["games"], entry["scenario_name"]) == (4, NAME)
    assert role_sets(statistics(library.db, "Thursday")).rows[0][0] == NAME


def test_the_statistics_screen_shows_the_name(library: Library, logs: list[Path]) -> None:
    as_scenario(logs[0], "example-8", NAME)
    as_scenario(logs[1], "example-9", None)
    library.add_logs(logs[:3], group="Thursday")
    names = {row[0] for row in role_sets(statistics(library.db, "Thursday")).rows}
    assert names == {NAME, "example-9", "4 villager, 3 werewolf, 1 seer"}


def test_the_end_of_a_game_records_its_name(logs: list[Path], tmp_path: Path) -> None:
    folder = tmp_path / "record"
    remember_group(folder, "Thursday")
    as_scenario(logs[0], "example-8", NAME)
    game = load_game(logs[0])[0]
    assert record_ending(game, logs[0], folder) == ("recorded", "")
    library = Library(folder)
    assert by_set(library)[0]["scenario_name"] == NAME
    library.close()


def _old_record(folder: Path, version: int, log: Path) -> None:
    """A record at `version`, as that version made it, with a game of `log` in it (its path
    and identity the log's, so that a rebuild reads it again), a player and a prediction."""
    from notepad.record.finished import identity_of

    folder.mkdir()
    db = sqlite3.connect(folder / DATABASE, isolation_level=None)
    migrate(db, 0, to=version)
    header = {"edition": "ultimate", "roles": {"seer": 1, "villager": 4, "werewolf": 3},
              "players": 8, "variants": [], "voting": "open",
              "house_rules": {"werewolf-parity": True}, "maybe": {}, "role_swaps": []}
    db.execute("INSERT INTO groups (name) VALUES ('Thursday')")
    db.execute("INSERT INTO games (identity, group_id, log, digest, created, edition, scenario, "
               "header, players, nights, ended, winners) VALUES (?, 1, ?, 'x', "
               "'2026-01-01T19:00:00+00:00', 'ultimate', 'example-8', ?, 8, 3, 'village', "
               "'[\"village\"]')",
               (identity_of(log.read_bytes()), str(log.resolve()), json.dumps(header)))
    db.execute("INSERT INTO holders VALUES (1, 1, 'Anna', 'seer', 1, 1, 0)")
    if version >= 2:
        db.execute("INSERT INTO predictions VALUES ('a setup', 300, 1, 400, 123)")
    assert db.execute("PRAGMA user_version").fetchone() == (version,)
    db.close()
    # The journal names the log, as `stats import` would have written it.
    (folder / "journal.jsonl").write_text(
        json.dumps({"log": str(log.resolve()), "group": "Thursday"}) + "\n", encoding="utf-8")


def _columns(db: sqlite3.Connection) -> list[str]:
    return [row[1] for row in db.execute("PRAGMA table_info(games)")]


def test_a_version_1_record_gets_the_column_and_keeps_its_rows(
        tmp_path: Path, logs: list[Path]) -> None:
    folder = tmp_path / "record"
    _old_record(folder, 1, as_scenario(logs[0], "example-8", NAME))
    library = Library(folder)
    db = library.db
    assert db.execute("PRAGMA user_version").fetchone() == (VERSION,)
    assert "scenario_name" in _columns(db)
    assert db.execute("SELECT identity IS NOT NULL, scenario, scenario_name FROM games")\
        .fetchall() == [(1, "example-8", None)]
    assert db.execute("SELECT name, role FROM holders").fetchall() == [("Anna", "seer")]
    assert library.notes == []
    library.close()


def test_a_version_2_record_keeps_every_row_and_a_rebuild_fills_the_name(
        tmp_path: Path, logs: list[Path]) -> None:
    folder = tmp_path / "record"
    _old_record(folder, 2, as_scenario(logs[0], "example-8", NAME))
    before = sqlite3.connect(folder / DATABASE)
    rows = {table: before.execute(f"SELECT * FROM {table}").fetchall()
            for table in ("groups", "games", "holders", "predictions")}
    before.close()

    library = Library(folder)
    db = library.db
    assert db.execute("PRAGMA user_version").fetchone() == (VERSION,)
    assert "scenario_name" in _columns(db)
    for table, kept in rows.items():
        now = db.execute(f"SELECT * FROM {table}").fetchall()
        if table == "games":
            assert now == [(*row, None) for row in kept]  # every column kept, the name NULL
        else:
            assert now == kept
    (entry,) = by_set(library)
    assert (entry["scenario"], entry["scenario_name"]) == ("example-8", None)

    assert library.rebuild().lines() == ["1 recorded"]
    assert db.execute("SELECT scenario, scenario_name FROM games").fetchall() == \
        [("example-8", NAME)]
    assert db.execute("SELECT * FROM predictions").fetchall() == rows["predictions"]
    library.close()
