"""A new log is whole or not there (issue 30 item 9): kill -9 while a new game's log was made
left a 0-byte `.jsonl` (42 of 100 targeted kills), listed as "(damaged)"; a full disk left
`.<log>.summary.json.<pid>.tmp` beside the log."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from notepad.engine.log.session import read_log
from notepad.engine.log.summary import write_summary
from notepad.sessions import recent_sessions

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).parent))
from engine_helpers import dealt_game  # noqa: E402

# The child makes a new game's log and is killed (SIGKILL: nothing of Python's runs after) at
# one step of it: when the file is locked, or when the first line is synced.
CHILD = """
import os, signal, sys
from pathlib import Path
sys.path.insert(0, {helpers!r})
from notepad.engine.log import writer
from engine_helpers import make_setup

def die(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGKILL)

if {step!r} == "lock":
    writer._lock = die
else:
    writer.os.fsync = die
writer.SessionLogWriter.create(Path({path!r}), make_setup("werwoelfe", ["werewolf", "seer",
                                                                        "villager"]))
"""


@pytest.mark.parametrize("step", ["lock", "fsync"])
def test_kill_9_while_a_log_is_made_leaves_no_damaged_log(tmp_path: Path, step: str) -> None:
    path = tmp_path / "game.jsonl"
    code = CHILD.format(helpers=str(Path(__file__).parent), step=step, path=str(path))
    done = subprocess.run([sys.executable, "-c", code], env={**os.environ,
                          "PYTHONPATH": str(ROOT)}, capture_output=True, timeout=60,
                          check=False)
    assert done.returncode == -9, done.stderr
    if path.exists():  # whole, with its header: it reads as a game not dealt yet
        assert read_log(path).setup.players
    assert [s.problem for s in recent_sessions(tmp_path)] in ([], [""])


def test_a_log_is_still_never_made_over_another(tmp_path: Path) -> None:
    from notepad.engine.log.session import LogError

    path = tmp_path / "game.jsonl"
    path.write_text("mine\n")
    with pytest.raises(LogError, match="already exists"):
        dealt_game("werwoelfe", ["werewolf", "seer", "villager"], log_path=path)
    assert path.read_text() == "mine\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.jsonl"]


def test_a_full_disk_leaves_no_temporary_summary(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.jsonl"
    game = dealt_game("werwoelfe", ["werewolf", "seer", "villager"], log_path=path)
    before = sorted(p.name for p in tmp_path.iterdir())
    real = Path.write_text

    def full(self: Path, text: str, *args: object, **kwargs: object) -> int:
        real(self, text[: len(text) // 2], encoding="utf-8")  # a part, then the disk is full
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Path, "write_text", full)
    write_summary(path, game.state, len(game.events))
    monkeypatch.undo()
    game.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == before
