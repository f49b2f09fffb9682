"""The board in a second terminal (`werewolf-notepad board LOG`, notepad/tui/board_app.py):
it follows the log while the game writes it, and says so when it cannot."""

from __future__ import annotations

from textual.widgets import Static
from view_games import mid_game

from notepad.engine import events as ev
from notepad.engine.day.timer import DayClock
from notepad.tui.board_app import BoardApp
from notepad.tui.widgets.board_view import BoardView


def shown(app: BoardApp) -> str:
    board = app.query_one(BoardView)
    return "\n".join(str(w.content) for w in board.query(Static) if w.display)


async def test_the_board_follows_the_game_as_it_is_recorded(tmp_path):
    log = tmp_path / "game.jsonl"
    game = mid_game(log_path=log)
    game.set_clock(DayClock(day=2, running=True, left=300, at=1000.0))
    now = [1030.0]
    app = BoardApp(log, clock=lambda: now[0])
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        text = shown(app)
        assert "Day 2" in text and "4:30" in text and "Alive (7)" in text
        assert "Following game.jsonl (read-only)" in str(app.query_one("#board-status").content)
        game.record(ev.Nominate(nominee=5, by=[6, 7]))
        await pilot.pause(0.5)
        assert "5  Emma — accused by Felix, Greta" in shown(app)
        game.record(ev.NightFalls(elapsed=30))
        await pilot.pause(0.5)
        text = shown(app)
        assert "Night 3" in text and "Emma" not in text.split("Alive")[0]  # day lines gone
        assert "4:30" not in text  # no timer at night
        with log.open("a") as out:
            out.write('{"type":"pack_kill","targets":[99]}\n')
        await pilot.pause(0.5)
        status = app.query_one("#board-status")
        assert "Stopped following" in str(status.content) and "seat 99" in str(status.content)
        assert "Night 3" in shown(app)  # the last good state stays up
        await pilot.press("q")
