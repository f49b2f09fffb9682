"""A log changed behind the writer's back (issue 30, item 7): before each append the writer
knows the file is still the one it holds — the same file (inode), its size, its last line — and
otherwise stops recording, leaves the file as the other program left it, and keeps the game as
this window has it in a new log beside it (docs/session-log.md, A log changed under a window)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from engine_helpers import make_setup

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.log.writer import LogChanged, LogWriteError
from notepad.table.event_words import not_written

SIX = ["werewolf", "werewolf", "seer", "villager", "villager", "villager"]


def editor_save(path: Path) -> None:
    """What an editor does on save: a copy written beside, renamed over the log."""
    copy = path.with_name(".copy")
    copy.write_bytes(path.read_bytes())
    os.replace(copy, path)


def append_in_place(path: Path) -> None:
    with path.open("a", encoding="utf-8") as log:
        log.write(json.dumps({"type": "check", "role": "seer", "target": 1}) + "\n")


def cut_a_line(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[:data.rstrip(b"\n").rfind(b"\n") + 1])


def append_garbage(path: Path) -> None:
    with path.open("ab") as log:
        log.write(b"garbage\n")


def change_the_last_line(path: Path) -> None:
    """The same size, the last line changed in place (night_falls → a 11-letter type)."""
    data = path.read_bytes()
    with path.open("r+b") as log:
        log.seek(data.rindex(b"night_falls"))
        log.write(b"night_fells")


CHANGES: dict[str, tuple[Callable[[Path], None], str]] = {
    "an editor's save": (editor_save, "another file was saved in its place"),
    "a line appended in place": (append_in_place, "byte(s) were added to it"),
    "a line cut": (cut_a_line, "byte(s) were cut from it"),
    "a garbage line appended": (append_garbage, "byte(s) were added to it"),
    "the last line changed": (change_the_last_line, "its last line was changed"),
}


@pytest.mark.parametrize("case", list(CHANGES))
def test_a_log_changed_behind_the_writers_back_stops_recording_and_keeps_the_game(
    tmp_path: Path, case: str,
) -> None:
    change, what = CHANGES[case]
    path = tmp_path / "game.jsonl"
    game = Game.new(make_setup("werwoelfe", SIX), log_path=path)
    game.record(ev.CardsDealt(cards=SIX))
    game.record(ev.NightFalls())
    change(path)
    changed = path.read_bytes()
    kill = ev.PackKill(targets=[4])
    with pytest.raises(LogChanged) as refused:
        game.record(kill)
    error = refused.value
    assert isinstance(error, LogWriteError) and what in str(error)
    assert len(game.events) == 2 and path.read_bytes() == changed  # nothing written
    kept = tmp_path / "game.kept.jsonl"
    assert error.kept == kept
    again, warnings = load_game(kept, resume=True)  # the game as this window had it
    assert warnings == [] and [e.type for e in again.events] == ["cards_dealt", "night_falls"]
    again.close()
    words = not_written(game.state, "record", [kill], error)
    assert words.startswith("Not recorded: The Werewolves choose Dieter.")
    assert "game.jsonl was changed by another program" in words and what in words
    assert "game.kept.jsonl" in words and "resume" in words
    with pytest.raises(LogChanged):  # and it stays stopped: nothing goes into either file
        game.undo()
    assert path.read_bytes() == changed and len(game.events) == 2
    game.close()


def test_the_writers_own_appends_undo_and_resume_are_not_a_change(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    game = Game.new(make_setup("werwoelfe", SIX), log_path=path)
    game.record(ev.CardsDealt(cards=SIX))
    game.record(ev.NightFalls())
    game.undo()
    game.redo()
    game.close()
    with path.open("ab") as log:  # a last line that lacks only its newline, as head -c -1
        log.truncate(path.stat().st_size - 1)
    again, _ = load_game(path, resume=True)
    again.record(ev.PackKill(targets=[4]))
    again.undo()
    again.close()
    assert not (tmp_path / "game.kept.jsonl").exists()
