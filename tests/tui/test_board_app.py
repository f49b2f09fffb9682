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


async def test_why_the_board_stopped_is_read_whole_at_80_columns(tmp_path):
    """A trial appended a bad line to a followed log: at 80x24 the board's top line read
    'Stopped following: …/follow.jsonl, line 16: bad vote event at' — why, and so what to
    fix, was cut off. The line wraps."""
    from textual.geometry import Region

    log = tmp_path / "a-game-with-a-long-name-as-the-notepad-writes-them.jsonl"
    mid_game(log_path=log)
    app = BoardApp(log)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        with log.open("a") as out:
            out.write('{"type":"pack_kill","targets":[99]}\n')
        await pilot.pause(0.5)
        status = app.query_one("#board-status")
        said = str(status.content)
        assert said.startswith("Stopped following") and "seat 99" in said
        drawn = status.render_lines(Region(0, 0, *status.outer_size))
        # Every character is drawn (a long path breaks inside a word, hence no spaces).
        assert "".join("".join(s.text for s in drawn).split()) == "".join(said.split())
        await pilot.press("q")
