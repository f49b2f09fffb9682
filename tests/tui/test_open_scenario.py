"""Opening a scenario file from the start screen (`o`) gives the builder that scenario's set at
its own head count: found in a trial at 80x24, where Vampire Village (27) came up as "Cards 27
of 12" with a warning to remove 15 cards (the Players field's first value, 12, arrived after the
scenario had been loaded and set the head count back)."""

from __future__ import annotations

from pathlib import Path

import pytest
from builder_helpers import make_app

from notepad.tui.screens.builder import BuilderScreen

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


@pytest.mark.parametrize(
    ("file", "players"),
    [
        # Ultimate rulebook, "Scenarios": Vampire Village (27); Overpopulated Village (68).
        ("ultimate/vampire-village.toml", 27),
        ("ultimate/overpopulated-village.toml", 68),
        ("werwoelfe/example-11.toml", 11),
    ],
)
async def test_a_scenario_opened_from_the_start_screen_keeps_its_head_count(
    tmp_path, file, players
):
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        await pilot.press(*str(SCENARIOS / file), "enter")
        for _ in range(3):
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BuilderScreen)
        assert screen.draft.players == players
        assert sum(screen.draft.counts.values()) == players
        assert screen.query_one("#players").value == str(players)
        assert "card-count" not in {w.code for w in screen.draft.balance.warnings}
        assert f"Cards {players} of {players}" in str(screen.query_one("#cards").render())
