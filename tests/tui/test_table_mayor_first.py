"""Werwölfe, All Characters at a Glance — Mayor, Variant: "Many groups award the Mayor card,
after the characters have been distributed, to a specific player by majority decision" — the
game screen asks for the election after the deal and begins the first night after it."""

from __future__ import annotations

from table_helpers import make_app, press, shown
from table_play import say
from textual import events

from notepad.tui.screens.game import GameScreen

NAMES = ["Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hans"]
SCENARIO = """id = "mayor-first"
name = "Mayor first"
edition = "werwoelfe"
players = 8
story = "A Werwölfe village with the elected Mayor."
variants = ["elected-mayor"]

[roles]
villager = 4
seer = 1
cupid = 1
werewolf = 2
"""


async def test_the_elected_mayor_is_awarded_before_the_first_night(tmp_path) -> None:
    path = tmp_path / "mayor-first.toml"
    path.write_text(SCENARIO, encoding="utf-8")
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await press(pilot, "o", *str(path), "enter")
        await press(pilot, "ctrl+n")
        pilot.app.post_message(events.Paste("\n".join(NAMES)))
        await pilot.pause()
        await press(pilot, "ctrl+r", "ctrl+n")
        screen = pilot.app.screen
        assert isinstance(screen, GameScreen)
        state = screen.game.state
        assert state.phase == "setup"
        assert "awards the Mayor card" in shown(screen, "#say")
        await say(pilot, screen, "mayor 4")
        assert state.mayor == 4 and state.phase == "setup"
        assert "Dieter holds the Mayor card" in shown(screen, "#say")
        await press(pilot, "f6")
        assert state.phase == "night" and state.number == 1
        assert screen.current_call() is not None
