"""A game that ends is recorded into the group used last (notepad/record/ending.py, which the
end screen calls); a record that cannot be written says why and loses nothing."""

from __future__ import annotations

from pathlib import Path

from notepad.engine.log.replay import load_game
from notepad.record.ending import record_ending
from notepad.record.groups import remember_group
from notepad.record.library import Library


def test_an_ended_game_goes_into_the_group_used_last(logs: list[Path], tmp_path: Path) -> None:
    folder = tmp_path / "record"
    remember_group(folder, "Thursday club")
    game = load_game(logs[0])[0]
    assert record_ending(game, logs[0], folder) == ("recorded", "")
    assert record_ending(game, logs[0], folder) == ("already", "")
    library = Library(folder)
    assert library.groups() == {"Thursday club": 1}
    assert library.rebuild().recorded == 1  # the journal has it: the logs stay the truth
    library.close()


def test_a_game_not_ended_or_without_a_log_is_left_out(logs: list[Path], tmp_path: Path) -> None:
    game = load_game(logs[0])[0]
    assert record_ending(game, None, tmp_path / "record") == ("", "")
    game.undo()
    assert record_ending(game, logs[0], tmp_path / "record") == ("", "")


def test_a_record_that_cannot_be_written_says_why(logs: list[Path], tmp_path: Path) -> None:
    blocked = tmp_path / "record"
    blocked.write_text("a file where the record's folder would be")
    game = load_game(logs[0])[0]
    done, problem = record_ending(game, logs[0], blocked)
    assert done == ""
    assert problem.startswith("The game was not recorded for the group's statistics: ")
    assert problem.endswith("Its log is kept; `werewolf-notepad stats import` records it later.")
