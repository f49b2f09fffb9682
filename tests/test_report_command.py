"""`werewolf-notepad report LOG [--html | --markdown] [-o FILE]` (issue 31, item 8): the
report of any session log, printed or written 0600 like the logs, with a clear message for
each thing a user can get wrong."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "tui"))

from view_games import ended_game  # noqa: E402

from notepad.cli import main  # noqa: E402


@pytest.fixture
def log(tmp_path) -> Path:
    path = tmp_path / "game.jsonl"
    ended_game(log_path=path).close()
    return path


def test_markdown_is_printed_by_default(log, capsys):
    assert main(["report", str(log)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# ") and "## Winners" in out and "| Seat | Player | Role | Fate |" in out


@pytest.mark.parametrize(("args", "name", "start"), [
    (["--html"], "report.txt", "<!DOCTYPE html>"),
    ([], "report.html", "<!DOCTYPE html>"),
    (["--markdown"], "report.html", "# "),
    ([], "report.md", "# "),
])
def test_a_file_is_written_for_its_owner_only(log, tmp_path, capsys, args, name, start):
    target = tmp_path / name
    assert main(["report", str(log), *args, "-o", str(target)]) == 0
    assert target.read_text(encoding="utf-8").startswith(start)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert str(target) in capsys.readouterr().err


def test_what_a_user_can_get_wrong(log, tmp_path, capsys):
    assert main(["report", str(tmp_path / "nope.jsonl")]) == 2
    assert "cannot read" in capsys.readouterr().err.lower()
    assert main(["report", str(log), "-o", str(log)]) == 2
    assert "the session log itself" in capsys.readouterr().err
    assert main(["report", str(log), "-o", str(tmp_path / "no" / "such" / "r.md")]) == 2
    assert "cannot write it" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["report", str(log), "--html", "--markdown"])
    assert "not allowed with" in capsys.readouterr().err


def test_a_notebook_of_villages_is_not_one_game(log, monkeypatch, capsys):
    monkeypatch.setattr("notepad.villages.first_line.is_notebook", lambda path: True)
    assert main(["report", str(log)]) == 2
    assert "notebook of villages: name one village's log" in capsys.readouterr().err


def test_json_says_what_was_written(log, tmp_path, capsys):
    import json

    assert main(["report", str(log), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["format"] == "md" and data["file"] is None and data["report"].startswith("# ")
    target = tmp_path / "r.html"
    assert main(["report", str(log), "--json", "-o", str(target)]) == 0
    assert json.loads(capsys.readouterr().out) == {"format": "html", "file": str(target),
                                                   "report": None}
