"""The session log under faults (issue 15): a full disk, kill -9 at random moments, and two
windows on one log. docs/design.md, Session log: "Each event is appended, flushed and fsynced
before the screen shows it as done … A failed write leaves the file exactly as it was … An
open log is locked: a second window gets a clear message and may open it read-only."

The processes here are made with fork (a child records, the parent kills it), so the tests
run on POSIX systems only.
"""

from __future__ import annotations

import errno
import io
import os
import random
import resource
import select
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from engine_helpers import make_setup
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.log.lines import split
from notepad.engine.log.replay import load_game
from notepad.engine.log.session import (
    LogLocked,
    LogWriteError,
    SessionLogWriter,
    header_of,
    read_log,
)

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")

WW = ["werewolf", "werewolf", "seer", "witch", "healer", "hunter", "villager", "villager"]
SETUP = make_setup("werwoelfe", WW)


def next_action(game: Game) -> ev.Event:
    """A game that never ends: nights with a Seer's check and no kill, days with a
    nomination and no vote."""
    state = game.state
    if not game.events:
        return ev.CardsDealt(cards=list(WW))
    if state.phase == "night":
        if not any(isinstance(e, ev.RoleCheck) for e in game.events[-2:]):
            return ev.RoleCheck(role="seer", target=[1, 2, 4, 5, 6, 7, 8][len(game.events) % 7])
        return ev.Dawn()
    if state.phase == "day" and not state.nominated_today:
        return ev.Nominate(nominee=7, by=[8])
    return ev.NightFalls()


def play(game: Game, steps: int) -> Iterator[int]:
    """Record `steps` actions (every seventh an undo and a redo of it); yields the number of
    lines the log holds after each action returned, i.e. every line the game confirmed."""
    for step in range(steps):
        game.record(next_action(game))
        if step % 7 == 6:
            game.undo()
            game.redo()
        yield step


# ------------------------------------------------------------------ a full disk


class FullDisk(io.RawIOBase):
    """An in-memory file that takes `room` more bytes, then fails as a full disk does: a
    short write first, then ENOSPC."""

    def __init__(self, content: bytes, room: int) -> None:
        self.data = bytearray(content)
        self.room = room

    def writable(self) -> bool:
        return True

    def write(self, chunk: bytes) -> int:  # type: ignore[override]
        if self.room <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        taken = bytes(chunk[: self.room])
        self.data += taken
        self.room -= len(taken)
        return len(taken)

    def truncate(self, size: int | None = None) -> int:
        del self.data[size:]
        return len(self.data)

    def fileno(self) -> int:
        raise io.UnsupportedOperation("in memory")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(room=st.integers(0, 1200), more=st.integers(1, 12))
def test_a_full_disk_never_leaves_part_of_an_action(room: int, more: int, tmp_path_factory:
                                                     pytest.TempPathFactory) -> None:
    """A writer over a file that fails after `room` bytes: every refused action leaves the
    file exactly as it was, and after space is freed the file replays to the game."""
    header = header_of(SETUP)
    disk = FullDisk(b"", 10**6)
    writer = SessionLogWriter(Path("full.jsonl"), disk)
    writer.append(header)
    disk.room = room
    game = Game(SETUP, log=writer)
    refused = 0
    for _ in range(80):
        before, events = bytes(disk.data), list(game.events)
        try:
            game.record(next_action(game))
        except LogWriteError as error:
            assert error.restored and "No space left" in str(error)
            assert bytes(disk.data) == before and game.events == events
            refused += 1
    assert refused  # 80 actions need more than 1200 bytes
    disk.room = 10**6  # space freed: the game goes on in the same log
    for _ in range(more):
        game.record(next_action(game))
    path = tmp_path_factory.mktemp("full") / "full.jsonl"
    path.write_bytes(bytes(disk.data))
    replayed, warnings = load_game(path)
    assert warnings == [] and replayed.events == game.events and replayed.state == game.state


def test_a_real_file_over_its_size_limit(tmp_path: Path) -> None:
    """A real disk-full without privileges: a child process whose file-size limit
    (RLIMIT_FSIZE) stops the log's growth; the file keeps exactly the confirmed lines."""
    path = tmp_path / "game.jsonl"
    Game.new(SETUP, log_path=path).close()
    limit = path.stat().st_size + 700
    read_end, write_end = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        code = 1
        try:
            os.close(read_end)
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
            game, _ = load_game(path, resume=True)
            try:
                for _ in play(game, 100):
                    pass
            except LogWriteError as error:
                os.write(write_end, f"{len(game.events)} {error.restored}\n".encode())
                code = 0
        finally:
            os._exit(code)
    os.close(write_end)
    _, status = os.waitpid(child, 0)
    report = os.read(read_end, 100).decode().split()
    os.close(read_end)
    assert os.waitstatus_to_exitcode(status) == 0, report
    confirmed, restored = int(report[0]), report[1]
    assert restored == "True"
    assert path.stat().st_size <= limit
    assert path.read_bytes().endswith(b"\n")
    game, warnings = load_game(path)
    assert warnings == [] and len(game.events) == confirmed


# ------------------------------------------------------------------ kill -9


def _record_until_killed(path: Path, pipe: int) -> None:  # pragma: no cover - the child
    game, _ = load_game(path, resume=True)
    writer = game.log
    assert isinstance(writer, SessionLogWriter)
    for _ in play(game, 10**6):
        os.write(pipe, f"{writer._length}\n".encode())


def test_kill_minus_nine_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    """A child records in a loop and is killed with SIGKILL at seeded random moments, 30
    times. After each kill: the lock is free again, the log resumes with every line the child
    had confirmed (and every byte kept before), and the resumed game equals the replay."""
    path = tmp_path / "game.jsonl"
    Game.new(SETUP, log_path=path).close()
    rng = random.Random(15)
    kept = path.read_bytes()
    cut_lines = 0
    for _ in range(30):
        read_end, write_end = os.pipe()
        child = os.fork()
        if child == 0:  # pragma: no cover - the child
            try:
                os.close(read_end)
                _record_until_killed(path, write_end)
            finally:
                os._exit(0)
        os.close(write_end)
        reports = os.fdopen(read_end, "rb", buffering=0)
        # The random moment counts from the child's first confirmed line, not from the fork:
        # on a loaded machine the child may take longer than the whole window to resume.
        first = select.select([reports], [], [], 60)[0]
        assert first, "the child recorded nothing in 60 s"
        early = reports.read(64)
        time.sleep(rng.uniform(0.01, 0.06))
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        confirmed = 0
        with reports:
            for line in (early + reports.readall()).split(b"\n")[:-1]:
                confirmed = int(line)
        data = path.read_bytes()
        cut_lines += bool(split(data).cut)
        assert data.startswith(kept), "a byte kept before the kill changed"
        assert split(data).kept >= confirmed, "a confirmed line was lost"
        resumed, _ = load_game(path, resume=True)  # the dead child's lock is gone
        resumed.close()
        replayed, warnings = load_game(path)
        assert warnings == []
        assert replayed.events == resumed.events and replayed.state == resumed.state
        kept = path.read_bytes()
        assert len(kept) >= confirmed
    assert len(read_log(path).entries) > 30  # the children did record
    print(f"30 kills, {len(read_log(path).entries)} lines, {cut_lines} cut mid-line")


# ------------------------------------------------------------------ two windows


def test_two_processes_on_one_log(tmp_path: Path) -> None:
    """The lock is held by the window that resumed the log: a second process is refused
    with a message saying so, reads the log (no lock needed) and, once the first window is
    killed with -9, takes the lock itself: a crash never leaves a stale lock."""
    path = tmp_path / "game.jsonl"
    game = Game.new(SETUP, log_path=path)
    for _ in play(game, 5):
        pass
    game.close()
    ready_read, ready_write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        try:
            held, _ = load_game(path, resume=True)
            held.record(next_action(held))
            os.write(ready_write, b"locked\n")
            time.sleep(60)
        finally:
            os._exit(0)
    try:
        assert os.read(ready_read, 10) == b"locked\n"
        with pytest.raises(LogLocked, match="open in another window") as refused:
            load_game(path, resume=True)
        assert "read-only" in str(refused.value)
        follower, _ = load_game(path, read_only=True)
        assert len(follower.events) == 6  # the other window's latest action is there
        with pytest.raises(LogWriteError, match="read-only"):
            follower.record(next_action(follower))
        assert len(follower.events) == 6
    finally:
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
    taken, _ = load_game(path, resume=True)
    taken.record(next_action(taken))
    taken.close()
    assert len(load_game(path)[0].events) == 7


def test_a_forked_child_does_not_keep_the_lock(tmp_path: Path) -> None:
    """A process pool forked while a game is open (the builder's win estimate) must not keep
    the log locked after the window closes it."""
    path = tmp_path / "game.jsonl"
    game = Game.new(SETUP, log_path=path)
    read_end, write_end = os.pipe()
    ready_read, ready_write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        try:
            os.write(ready_write, b"up")  # the fork hooks have run by now
            os.read(read_end, 1)
        finally:
            os._exit(0)
    try:
        assert os.read(ready_read, 2) == b"up"
        game.close()
        load_game(path, resume=True)[0].close()  # free although the child still lives
    finally:
        os.write(write_end, b"x")
        os.waitpid(child, 0)
