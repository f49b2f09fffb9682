"""The board's first look at a log with many undo/redo lines (issue 30 item 13): it shares
replay's marker resolution (engine/log/replay.py, fold_log) where it folded line by line —
10,000 pairs took seconds before it served, 500,000 never served — and holds the same game,
and goes on following line by line after."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))

from view_games import mid_game  # noqa: E402

from notepad.board.follow import LogFollower  # noqa: E402
from notepad.board.public import public_state  # noqa: E402
from notepad.engine.game import Game  # noqa: E402
from notepad.engine.log.replay import load_game  # noqa: E402


def test_many_undo_redo_lines_are_resolved_at_once(tmp_path: Path, monkeypatch) -> None:
    log = tmp_path / "game.jsonl"
    game = mid_game(log_path=log)
    game.close()
    with log.open("a", encoding="utf-8") as out:
        out.write('{"type":"undo"}\n{"type":"redo"}\n' * 10_000 + '{"type":"undo"}\n')
    undos: list[int] = []
    real = Game.undo

    def counted(self: Game) -> bool:
        undos.append(1)
        return real(self)

    monkeypatch.setattr(Game, "undo", counted)
    follower = LogFollower(log)
    assert follower.poll() is True
    assert len(undos) < 10  # not once per line: resolved on the lists, folded once
    replayed, _ = load_game(log)
    assert follower.game is not None and follower.problem == ""
    assert public_state(follower.game, now=0) == public_state(replayed, now=0)
    assert len(follower.game.events) == len(replayed.events)
    with log.open("a", encoding="utf-8") as out:  # and it goes on, line by line
        out.write('{"type":"redo"}\n')
    assert follower.poll() is True
    assert len(follower.game.events) == len(replayed.events) + 1


def test_a_damaged_line_still_shows_the_game_before_it(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    game = mid_game(log_path=log)
    game.close()
    with log.open("a", encoding="utf-8") as out:
        out.write('{"type":"undo"}\n{"type":"teleport"}\n')
    follower = LogFollower(log)
    assert follower.poll() is True
    assert follower.game is not None and len(follower.game.events) == len(game.events) - 1
    assert "unknown event type" in follower.problem
