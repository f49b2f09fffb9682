"""Following a session log read-only while the game writes it (notepad/board/follow.py):
the board's game after every line is the moderator's, a half-written last line is waited
for, a lock held by the game does not stop it, a log cut back or replaced is read again."""

from __future__ import annotations

import fcntl
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))

from view_games import ended_game, mid_game  # noqa: E402

from notepad.board.follow import LogFollower  # noqa: E402
from notepad.board.public import public_state  # noqa: E402
from notepad.engine import events as ev  # noqa: E402
from notepad.engine.day.timer import DayClock  # noqa: E402
from notepad.engine.log.session import LogError  # noqa: E402


def test_the_board_follows_every_line_the_game_writes(tmp_path):
    """The ended 12-player game, replayed from its log one line at a time: after each line
    the follower's public state is the one the game had then."""
    log = tmp_path / "game.jsonl"
    game = ended_game(log_path=log)
    lines = log.read_bytes().splitlines(keepends=True)
    growing = tmp_path / "growing.jsonl"
    growing.write_bytes(b"")
    follower = LogFollower(growing)
    assert follower.poll() is False and follower.game is None  # nothing written yet
    for line in lines:
        with growing.open("ab") as out:
            out.write(line)
        assert follower.poll() is True
    assert follower.game is not None
    assert public_state(follower.game, now=0) == public_state(game, now=0)
    assert len(follower.game.events) == len(game.events)
    assert follower.poll() is False  # nothing new


def test_a_half_written_last_line_is_waited_for(tmp_path):
    log = tmp_path / "game.jsonl"
    game = ended_game(log_path=log)
    data = log.read_bytes()
    last = data[: data.rstrip(b"\n").rfind(b"\n") + 1]
    cut = tmp_path / "cut.jsonl"
    cut.write_bytes(last + data[len(last):len(last) + 7])  # the vote, half written
    follower = LogFollower(cut)
    follower.poll()
    assert follower.problem == "" and follower.game is not None
    assert follower.game.state.phase == "day"  # the last vote is not read yet
    assert follower.poll() is False
    cut.write_bytes(data)  # the writer finishes the line
    assert follower.poll() is True
    assert follower.game.state.phase == "ended" == game.state.phase


def test_the_board_reads_while_the_game_holds_the_log_locked(tmp_path):
    """The game holds its log locked while it plays (docs/design.md, Session log: an flock on the
    file, engine/log/writer.py); the board never takes or waits for the lock: it follows the
    moderator's writes as they come."""
    log = tmp_path / "game.jsonl"
    game = mid_game(log_path=log)
    with log.open("rb") as other, pytest.raises(BlockingIOError):
        fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)  # the game holds it
    follower = LogFollower(log)
    assert follower.poll() is True
    assert follower.game is not None and follower.game.state.when == "day 2"
    game.record(ev.NightFalls(elapsed=60))
    game.record(ev.PackKill(targets=[7]))
    game.record(ev.Dawn())
    assert follower.poll() is True and follower.game.state.when == "day 3"
    assert public_state(follower.game, now=0) == public_state(game, now=0)
    game.undo()
    assert follower.poll() is True and follower.game.state.when == "night 3"
    game.close()


def test_the_day_timer_is_followed(tmp_path):
    log = tmp_path / "game.jsonl"
    game = ended_game(log_path=log)
    game.undo()
    follower = LogFollower(log)
    follower.poll()
    game.set_clock(DayClock(day=2, running=True, left=300, at=50.0))
    assert follower.poll() is True
    assert follower.game is not None and follower.game.clock == game.clock
    assert public_state(follower.game, now=80.0)["timer"]["left"] == 270.0


def test_a_log_cut_back_or_replaced_is_read_again(tmp_path):
    log = tmp_path / "game.jsonl"
    ended_game(log_path=log)
    follower = LogFollower(log)
    follower.poll()
    data = log.read_bytes()
    log.write_bytes(data[: data.rstrip(b"\n").rfind(b"\n") + 1])  # the last line cut off
    assert follower.poll() is True
    assert follower.game is not None and follower.game.state.phase == "day"
    other = tmp_path / "other.jsonl"
    other.write_bytes(data)
    other.replace(log)  # a new file at the same path
    assert follower.poll() is True and follower.game.state.phase == "ended"


def test_a_damaged_line_stops_following_and_says_where(tmp_path):
    log = tmp_path / "game.jsonl"
    ended_game(log_path=log)
    follower = LogFollower(log)
    follower.poll()
    with log.open("a") as out:
        out.write(json.dumps({"type": "nominate", "nominee": 99}) + "\n")
        out.write(json.dumps({"type": "dawn"}) + "\n")
    assert follower.poll() is False
    assert "line 29" in follower.problem and "seat 99" in follower.problem
    assert follower.game is not None and follower.game.state.phase == "ended"


def test_a_file_that_is_not_a_log_is_an_error(tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_text("shopping list\n")
    with pytest.raises(LogError, match="line 1"):
        LogFollower(bad).poll()
    with pytest.raises(LogError, match="cannot read"):
        LogFollower(tmp_path / "missing.jsonl").poll()


def test_clock_lines_in_a_log_are_checked(tmp_path):
    log = tmp_path / "game.jsonl"
    ended_game(log_path=log)
    with log.open("a") as out:
        out.write('{"type":"clock","day":2,"running":"yes","left":3,"at":1}\n')
    from notepad.engine.log.replay import load_game

    with pytest.raises(LogError, match="line 29: bad clock line: 'running' must be true"):
        load_game(log)
