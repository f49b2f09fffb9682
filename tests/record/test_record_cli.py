"""`werewolf-notepad stats …`: the shapes scripts read, and bad input said clearly (no
traceback, exit status 2, nothing counted twice)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from notepad.cli import main
from notepad.paths import HOME_VARIABLE


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exit_:  # argparse's own usage errors
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def test_stats_json_has_the_stable_keys(capsys, logs: list[Path]) -> None:
    status, out, err = run(capsys, "stats", "import", *map(str, logs), "--group", "Thursday")
    assert (status, out, err) == (0, '12 recorded (group "Thursday")\n', "")
    status, out, _ = run(capsys, "stats", "--json")  # the group used last
    data = json.loads(out)
    assert status == 0
    assert {"group", "games", "wins", "by_players", "roles"} <= data.keys()
    assert data["group"] == "Thursday" and data["games"] == 12
    assert sum(data["wins"].values()) == 12
    assert {"nights_mean", "by_set", "players", "personal_wins"} <= data.keys()
    assert {"name", "games", "wins", "roles"} == data["players"][0].keys()
    assert run(capsys, "stats", "--group", "Thursday", "--json")[1] == out


def test_stats_as_text_fits_eighty_columns(capsys, logs: list[Path]) -> None:
    run(capsys, "stats", "import", *map(str, logs))
    status, out, _ = run(capsys, "stats")
    assert status == 0
    assert out.startswith("my group: 12 games, ")
    assert max(len(line) for line in out.splitlines()) <= 80


def test_a_log_imported_twice_says_so_and_counts_once(capsys, logs: list[Path]) -> None:
    run(capsys, "stats", "import", *map(str, logs))
    status, out, err = run(capsys, "stats", "import", str(logs[0]))
    assert (status, err) == (0, "")
    assert out == '1 already in the record, not counted again (group "my group")\n'
    assert json.loads(run(capsys, "stats", "--json")[1])["games"] == 12


def test_an_unfinished_or_broken_log_is_a_message_and_status_2(capsys, logs: list[Path],
                                                               tmp_path: Path) -> None:
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(logs[0].read_text().splitlines()[:4]) + "\n")
    status, out, err = run(capsys, "stats", "import", str(cut), str(logs[1]))
    assert status == 2
    assert err.startswith(f"werewolf-notepad: {cut}: the game is not finished (")
    assert "Traceback" not in err and out == '1 recorded (group "my group")\n'


def test_an_unknown_group_lists_the_known_ones(capsys, logs: list[Path]) -> None:
    run(capsys, "stats", "import", *map(str, logs[:2]), "--group", "Thursday")
    status, _, err = run(capsys, "stats", "--group", "Sunday")
    assert status == 2
    assert err == 'werewolf-notepad: no game is recorded for the group "Sunday" (groups: ' \
                  'Thursday)\n'
    assert run(capsys, "stats", "calibrate", "--group", "Sunday")[0] == 2


def test_a_damaged_database_is_rebuilt_with_a_message(capsys, logs: list[Path]) -> None:
    run(capsys, "stats", "import", *map(str, logs))
    database = Path(os.environ[HOME_VARIABLE]) / "record" / "record.sqlite"
    for name in ("record.sqlite-wal", "record.sqlite-shm"):
        (database.parent / name).unlink(missing_ok=True)
    database.write_bytes(b"\0garbage" * 1000)
    status, out, err = run(capsys, "stats", "--json")
    assert status == 0 and json.loads(out)["games"] == 12
    assert "the record's database is damaged" in err and "rebuilt from the session logs: " \
        "12 games" in err
    status, out, _ = run(capsys, "stats", "rebuild")
    assert (status, out) == (0, "rebuilt from the session logs: 12 recorded\n")


def test_calibrate_json_has_the_stable_keys(capsys, logs: list[Path]) -> None:
    run(capsys, "stats", "import", *map(str, logs))
    status, out, _ = run(capsys, "stats", "calibrate", "--json", "--games", "20")
    data = json.loads(out)
    assert status == 0
    assert {"skill", "low", "high", "games"} <= data.keys()
    assert data["games"] == 12 and data["fitted"]
    assert 0 <= data["low"] <= data["skill"] <= data["high"] <= 1


def test_bad_arguments_are_usage_errors(capsys) -> None:
    assert run(capsys, "stats", "import")[0] == 2  # no log
    status, _, err = run(capsys, "stats", "--group", " ")
    assert status == 2 and "a group needs a name" in err


def test_stats_loads_no_textual(logs: list[Path]) -> None:
    code = ("import sys, io, contextlib\n"
            "from notepad.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    main(['stats', 'import', {str(logs[0])!r}])\n"
            "    main(['stats', '--json'])\n"
            "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('textual', 'rich'))))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert result.stdout.strip() == ""
