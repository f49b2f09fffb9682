"""Issue 32, item 7: a scenario opened, seated and dealt is called by its own name on the
game screen, in its log's header and in the start screen's recent list ("Small Double", never
"Small Dd"), with a catalogue that does not hold the scenario (the user's file is opened by
path, `o`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from builder_helpers import make_app

from notepad.tui.screens.builder import BuilderScreen
from notepad.tui.screens.game import GameScreen
from notepad.tui.screens.seating import SeatingScreen
from notepad.tui.screens.start import StartScreen

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
SMALL_DOUBLE = """id = "small-dd"
name = "Small Double"
edition = "ultimate"
players = 6

[roles]
werewolf = 1
seer = 1
villager = 4
"""
ROTKAEPPCHEN = """id = "ww-rrh"
name = "Rotkäppchen Test"
edition = "werwoelfe"
players = 6

[roles]
werewolf = 1
seer = 1
hunter = 1
red_riding_hood = 1
villager = 2
"""


@pytest.mark.parametrize(("text", "name", "players"), [
    (SMALL_DOUBLE, "Small Double", 6),
    (ROTKAEPPCHEN, "Rotkäppchen Test", 6),
    (None, "Example Composition for 11 Players", 11),
], ids=["small-dd", "ww-rrh", "example-11"])
async def test_a_scenario_is_called_by_its_own_name_from_seating_to_the_recent_list(
        tmp_path, text, name, players):
    if text is None:
        file = SCENARIOS / "werwoelfe" / "example-11.toml"
    else:
        file = tmp_path / "own.toml"
        file.write_text(text, encoding="utf-8")
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        await pilot.press(*str(file), "enter")
        for _ in range(3):
            await pilot.pause()
        assert isinstance(app.screen, BuilderScreen)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, SeatingScreen)
        app.screen.query_one("#names").text = "\n".join(f"P{n}" for n in range(1, players + 1))
        await pilot.pause()
        await pilot.press("ctrl+r", "ctrl+n")
        for _ in range(3):
            await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.sub_title == f"{name}, {players} players"
        (log,) = (tmp_path / "sessions").glob("*.jsonl")
        header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
        assert header["scenario_name"] == name
        app.screen.game.close()
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert app.screen.query_one("#recent").get_row_at(0)[0] == name
