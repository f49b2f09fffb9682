"""The session log seen from the TUI (issue 15): a log open in another window is offered
read-only, a read-only window records nothing and says so, and a write the disk refuses says
exactly what was not recorded (docs/design.md, Session log; docs/session-log.md, The lock)."""

from __future__ import annotations

import errno
import os

from test_game_pilot import CATALOG, current, type_line, werwoelfe_game

from notepad.engine import events as ev
from notepad.engine.log.replay import load_game
from notepad.tui.app import NotepadApp
from notepad.tui.screens.game import GameScreen


def verdict(screen: GameScreen) -> str:
    return str(screen.query_one("#verdict").render())


async def test_a_log_open_elsewhere_is_offered_read_only(tmp_path):
    """The first window holds the log; the second window's start screen says so and offers
    read-only; that window records nothing, says so, and follows what the first records."""
    holder = werwoelfe_game(tmp_path)  # the first window, still recording
    holder.record(ev.NightFalls())
    path = holder.log.path
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.workers.wait_for_complete()
        table = app.screen.query_one("#recent")
        table.focus()
        await pilot.press("enter")
        await pilot.pause()
        question = app.screen
        assert type(question).__name__ == "Confirm"
        assert "open in another window" in question.question
        assert "read-only" in question.question
        await pilot.press("y")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.game.read_only
        assert "READ-ONLY" in (screen.sub_title or "")
        assert "Read-only" in verdict(screen)
        assert current(screen) == "cupid"
        before = path.read_bytes()
        await type_line(pilot, "gus ivy")  # Cupid's choice: refused, and said so
        assert "Not recorded: Cupid makes Gus and Ivy the Lovers." in verdict(screen)
        assert "read-only" in verdict(screen)
        assert path.read_bytes() == before and screen.game.state.players[7].lover is None
        # The first window records; the read-only one follows.
        holder.record(ev.LoversChosen(targets=[7, 9]))
        screen.follow()
        await pilot.pause()
        assert screen.game.state.players[7].lover == 9 and screen.game.read_only
        assert current(screen) == "werewolf"
    holder.close()


async def test_a_full_disk_says_what_was_not_recorded(tmp_path, monkeypatch):
    game = werwoelfe_game(tmp_path)
    path = game.log.path
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(GameScreen(game))
        await pilot.pause()
        screen = app.screen
        await type_line(pilot, "gus ivy")  # Cupid
        before, events = path.read_bytes(), list(game.events)

        def full(fd: int) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        real_fsync = os.fsync
        monkeypatch.setattr(os, "fsync", full)
        await type_line(pilot, "jo")  # the wolves' victim
        text = verdict(screen)
        assert "Not recorded: The Werewolves choose Jo." in text
        assert "No space left on device" in text
        assert path.read_bytes() == before and game.events == events
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert "Not undone:" in verdict(screen) and "Gus and Ivy the Lovers" in verdict(screen)
        assert game.events == events
        monkeypatch.setattr(os, "fsync", real_fsync)
        from textual.widgets import Input

        assert screen.query_one("#entry", Input).value == "jo"  # kept, to enter again
        await pilot.press("enter")  # space again: the same entry goes through
        await pilot.pause()
        assert game.state.tonight.kills == {"werewolf": [10]}
    game.close()
    replayed, _ = load_game(path)
    assert replayed.events == game.events


async def test_a_read_only_window_cannot_undo(tmp_path):
    holder = werwoelfe_game(tmp_path)
    follower, _ = load_game(holder.log.path, CATALOG.edition_roles("werwoelfe"),
                            read_only=True)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(GameScreen(follower))
        await pilot.pause()
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert "Not undone: Cards dealt by hand stays recorded" in verdict(app.screen)
        assert len(follower.events) == 1
    holder.close()
