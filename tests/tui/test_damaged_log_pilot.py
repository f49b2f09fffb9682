"""A log damaged or changed behind the window's back, seen from the TUI (issue 30): the start
screen on a log with one damaged line in its middle offers to resume from the lines before it,
in a new log beside the damaged one, and says what was left out (item 8); a log an editor saved
over while the game screen records stops the recording and says where the game is kept (item
7). docs/session-log.md, Reading a log; A log changed under a window."""

from __future__ import annotations

from test_game_pilot import CATALOG, werwoelfe_game

from notepad.engine import events as ev
from notepad.tui.app import NotepadApp
from notepad.tui.screens.game import GameScreen


async def test_a_damaged_line_offers_the_lines_before_it(tmp_path):
    game = werwoelfe_game(tmp_path)
    game.record(ev.NightFalls())
    game.close()
    path = game.log.path
    with path.open("a", encoding="utf-8") as log:
        log.write('{"type": "no_such_event"}\n{"type": "night_falls"}\n')
    damaged = path.read_bytes()
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.workers.wait_for_complete()
        app.screen.query_one("#recent").focus()
        await pilot.press("enter")
        await pilot.pause()
        question = app.screen
        assert type(question).__name__ == "Confirm"
        assert "line 4: unknown event type 'no_such_event'" in question.question
        assert "ww.before-line-4.jsonl" in question.question
        assert "Left out: line 4 (damaged) and the 1 line(s) after it: 1 night_falls" \
            in question.question
        await pilot.press("y")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and not screen.game.read_only
        assert screen.game.log.path == path.with_name("ww.before-line-4.jsonl")
        assert screen.game.state.when == "night 1" and len(screen.game.events) == 2
        notes = [n.message for n in app._notifications]
        assert any("Left out: line 4 (damaged)" in n and "ww.jsonl is kept" in n for n in notes)
    assert path.read_bytes() == damaged


async def test_a_log_saved_over_by_an_editor_stops_recording_and_keeps_the_game(tmp_path):
    """Issue 30, item 7: an editor's save (a copy renamed over the log) while the window
    records: the next action is not recorded, the screen says so and where the game is kept,
    and the entry stays in the line."""
    import os

    from test_game_pilot import type_line
    from textual.widgets import Input

    from notepad.engine.log.replay import load_game

    game = werwoelfe_game(tmp_path)
    path = game.log.path
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(GameScreen(game))
        await pilot.pause()
        screen = app.screen
        await type_line(pilot, "gus ivy")  # Cupid
        copy = path.with_name(".ww.jsonl.swp")
        copy.write_bytes(path.read_bytes())
        os.replace(copy, path)
        saved, events = path.read_bytes(), list(game.events)
        await type_line(pilot, "jo")  # the wolves' victim
        text = str(screen.query_one("#verdict").render())
        assert "Not recorded: The Werewolves choose Jo." in text
        assert "ww.jsonl was changed by another program" in text
        assert "ww.kept.jsonl" in text
        assert screen.query_one("#entry", Input).value == "jo"  # kept, to enter again
        assert path.read_bytes() == saved and game.events == events
    game.close()
    kept, _ = load_game(path.with_name("ww.kept.jsonl"))
    assert kept.events == events
