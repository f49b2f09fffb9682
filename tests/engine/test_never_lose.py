"""Issue 15, "Never lose": the session log neither loses nor invents a recorded action.

docs/design.md, Session log: "Each event is appended, flushed and fsynced before the screen shows it
as done … An open log is locked: a second window gets a clear message and may open it
read-only … A failed write leaves the file exactly as it was." Each test below failed before
the fix (items A–D of the issue).
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from engine_helpers import dealt_game

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.log.session import LogError, read_log

WW = ["werewolf", "werewolf", "seer", "witch", "healer", "hunter", "villager", "villager"]


def night_one(path: Path) -> Game:
    game = dealt_game("werwoelfe", WW, log_path=path)
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[7]))
    game.record(ev.RoleCheck(role="seer", target=1))
    return game


def replayed(path: Path) -> Game:
    game, _ = load_game(path)
    return game


# ------------------------------------------------------------------ A: a last line without \n


def test_a_last_line_without_its_newline_survives_a_resume(tmp_path: Path) -> None:
    """Item A: `head -c -1 good.jsonl > nonl.jsonl`; reading keeps the last event, so resuming
    must keep it too (it used to be cut off, while the resumed game still had it)."""
    path = tmp_path / "game.jsonl"
    night_one(path).close()
    data = path.read_bytes()
    path.write_bytes(data[:-1])
    before = replayed(path)
    assert len(before.events) == 4
    resumed, warnings = load_game(path, resume=True)
    assert warnings == []
    assert resumed.events == before.events
    resumed.record(ev.Potions(kill=8))
    resumed.close()
    after = replayed(path)
    assert after.events == [*before.events, ev.Potions(kill=8)]
    assert path.read_bytes() == data + b'{"type":"potions","role":"witch","kill":8}\n'


# ------------------------------------------------------------------ B: the lock


def test_b_a_second_window_cannot_resume_an_open_log(tmp_path: Path) -> None:
    """Item B: two windows resuming the same log both appended; the merged file replayed as
    a game neither screen showed. The second opener is refused with a clear message."""
    path = tmp_path / "game.jsonl"
    night_one(path).close()
    first, _ = load_game(path, resume=True)
    with pytest.raises(LogError, match="open in another window") as refused:
        load_game(path, resume=True)
    assert "read-only" in str(refused.value)
    first.record(ev.Potions(kill=8))
    assert replayed(path).events == first.events  # reading never needs the lock
    first.close()
    second, _ = load_game(path, resume=True)  # released on close
    second.close()


def test_b_a_new_game_holds_the_lock_from_its_first_line(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    game = night_one(path)
    with pytest.raises(LogError, match="open in another window"):
        load_game(path, resume=True)
    game.close()
    load_game(path, resume=True)[0].close()


# ------------------------------------------------------------------ C: disk full


def test_c_a_failed_append_leaves_the_file_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Item C: the line used to stay in a buffer and reach the file with the next successful
    append, so the replay had a potion the game never had."""
    path = tmp_path / "game.jsonl"
    game = night_one(path)
    before = path.read_bytes()
    real_fsync = os.fsync

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError, match="No space left"):
        game.record(ev.Potions(kill=8))
    assert path.read_bytes() == before
    monkeypatch.setattr(os, "fsync", real_fsync)
    game.record(ev.Protect(role="healer", target=3))
    game.close()
    after = replayed(path)
    assert after.events == game.events
    assert ev.Potions(kill=8) not in after.events
    assert after.state == game.state


# ------------------------------------------------------------------ D: undo on a failing disk


@pytest.mark.parametrize("which", ["undo", "redo"])
def test_d_undo_and_redo_are_all_or_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, which: str
) -> None:
    """Item D: undo popped the event before writing the `undo` marker; when the write failed
    the event list and the state disagreed. Now neither changes, nor the file."""
    path = tmp_path / "game.jsonl"
    game = night_one(path)
    if which == "redo":
        game.undo(2)
    events, redo, state = list(game.events), list(game.redo_stack), game.state
    before = path.read_bytes()
    real_fsync = os.fsync
    calls = []

    def failing(fd: int) -> None:
        calls.append(fd)
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing)
    with pytest.raises(OSError):
        getattr(game, which)(2)
    assert calls
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert game.events == events and game.redo_stack == redo
    assert game.state == state
    assert path.read_bytes() == before
    assert getattr(game, which)(2) == 2
    game.close()
    assert replayed(path).state == game.state


def test_d_an_event_the_engine_cannot_apply_leaves_no_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An event whose apply fails half-way (an engine bug) must leave neither a line in the
    log (the replay would then refuse the whole file) nor a half-changed state."""
    import notepad.engine.game as game_module

    path = tmp_path / "game.jsonl"
    game = night_one(path)
    before = path.read_bytes()
    state = game_module.snapshot(game.state)
    real_apply = game_module.apply

    def half(state: object, action: ev.Event) -> None:
        real_apply(state, action)  # type: ignore[arg-type]
        if isinstance(action, ev.Potions):
            raise ZeroDivisionError("a bug half-way through apply")

    monkeypatch.setattr(game_module, "apply", half)
    with pytest.raises(ZeroDivisionError):
        game.record(ev.Potions(kill=8))
    monkeypatch.setattr(game_module, "apply", real_apply)
    assert path.read_bytes() == before
    assert game.state == state and len(game.events) == 4
    assert game.state.tonight.poisoned == []
    game.record(ev.Protect(role="healer", target=3))
    game.close()
    assert replayed(path).state == game.state
    assert read_log(path).entries[-1][1] == ev.Protect(role="healer", target=3)


def test_resuming_a_log_that_is_not_there_says_so(tmp_path: Path) -> None:
    with pytest.raises(LogError, match="cannot open the session log"):
        load_game(tmp_path / "gone.jsonl", resume=True)
    with pytest.raises(LogError, match="cannot open the session log"):
        load_game(tmp_path, resume=True)
