"""The summary kept beside each session log (notepad/engine/log/summary.py, issue 14): equal to
what a replay of the log gives, after recording, undo and redo, and never trusted once the log
has changed without it."""

from __future__ import annotations

import json
import os

from engine_helpers import NAMES
from scenario_play import play_to_end

from notepad.catalog import catalog
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.log.summary import read_summary, summary_of, summary_path
from notepad.engine.setup import setup_from_scenario
from notepad.sessions import find_phase, recent_sessions


def _game(folder, scenario="village-of-uncertainty", seed=2) -> Game:
    found = catalog().find_scenario(scenario, "ultimate")
    count = found.players or found.player_range[1]
    game = Game.new(setup_from_scenario(found, list(NAMES[:count]), seed=seed),
                    log_path=folder / f"{scenario}.jsonl")
    game.deal()
    return game


def _replayed(path) -> dict:
    game, _ = load_game(path)
    return summary_of(game.state, len(game.events))


def _kept(path) -> dict:
    data = read_summary(path)
    assert data is not None, "the summary should hold"
    return {key: data[key] for key in ("phase", "players", "living", "events", "winners")}


def test_the_summary_equals_the_replay_after_every_kind_of_change(tmp_path):
    game = _game(tmp_path)
    path = game.log.path
    assert _kept(path) == _replayed(path)  # after the deal
    play_to_end(game, 2)
    assert _kept(path) == _replayed(path)
    assert _kept(path)["phase"] == "ended" and _kept(path)["winners"]
    game.undo(7)
    assert _kept(path) == _replayed(path) and _kept(path)["phase"] != "ended"
    game.redo(3)
    assert _kept(path) == _replayed(path)
    game.close()
    listed = recent_sessions(tmp_path)[0]
    assert (listed.phase, listed.living) == (game.state.when, len(game.state.alive))


def test_a_resumed_game_keeps_its_summary(tmp_path):
    game = _game(tmp_path)
    play_to_end(game, 2)
    game.undo(5)
    game.close()
    summary_path(game.log.path).unlink()
    resumed, _ = load_game(game.log.path, resume=True)
    assert _kept(game.log.path) == _replayed(game.log.path)
    resumed.redo(2)
    resumed.close()
    assert _kept(game.log.path) == _replayed(game.log.path)


def test_a_log_changed_behind_the_summary_is_replayed(tmp_path):
    game = _game(tmp_path)
    play_to_end(game, 2)
    game.close()
    path = game.log.path
    with path.open("a", encoding="utf-8") as stream:
        stream.write('{"type":"undo"}\n')  # another program, or a copy of an older file
    assert read_summary(path) is None
    listed = recent_sessions(tmp_path)[0]
    assert listed.phase == ""  # the start screen will replay it
    assert find_phase(path) == load_game(path)[0].state.when
    assert _kept(path) == _replayed(path)  # and written for next time
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 5_000_000_000))  # touched
    assert read_summary(path) is None


def test_a_damaged_summary_is_not_trusted(tmp_path):
    game = _game(tmp_path)
    game.close()
    where = summary_path(game.log.path)
    for damage in ("", "not json", "[1, 2]", json.dumps({"format": 99})):
        where.write_text(damage, encoding="utf-8")
        assert read_summary(game.log.path) is None
        assert recent_sessions(tmp_path)[0].phase == ""


def test_a_summary_left_for_later_is_the_one_written_at_once(tmp_path):
    """The game screen has the summary written after the step is shown (`summary_later`):
    nothing is written while it waits, one write serves every step taken meanwhile, and it
    equals the replay, as the summary written at once does; `close` writes one still due."""
    game = _game(tmp_path)
    path = game.log.path
    waiting: list = []
    game.summary_later = waiting.append
    written = _kept(path)
    play_to_end(game, 1)
    assert len(waiting) == 1 and read_summary(path) is None  # the log grew, no summary yet
    waiting.pop()()
    assert _kept(path) == _replayed(path) != written
    game.undo(3)
    game.redo(1)
    assert len(waiting) == 1 and read_summary(path) is None
    game.close()  # before the write it was waiting for
    assert _kept(path) == _replayed(path)
    waiting.pop()()  # nothing is due any more: the same summary
    assert _kept(path) == _replayed(path)
