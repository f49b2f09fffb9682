"""What the game waits on is in view at 80×24 (issue 14, found at the table): after a day
vote the Martyr's question, and every other "Ask now", stands where the moderator looks —
just above the entry line — not below the fold of the reading column."""

from __future__ import annotations

import re

import pytest
from table_helpers import CATALOG, make_app, open_game, table_game, terminal_text, type_line
from textual.app import App

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import setup_from_scenario
from notepad.tui.screens.game import GameScreen


def centre_words(app: App[None], screen: GameScreen) -> str:
    """The words the moderator sees in the centre column (the screen's picture cut to the
    column, its lines joined): what is scrolled out of view or cut off is not in it."""
    column = screen.query_one("#centre").region
    lines = terminal_text(app).splitlines()[column.y:column.bottom]
    return re.sub(r"\s+", " ", " ".join(line[column.x:column.right] for line in lines))


def overpopulated_day(tmp_path) -> Game:  # type: ignore[no-untyped-def]
    """Overpopulated Village (68), night 1 passed through, at daybreak; seat 40 is Max."""
    scenario = CATALOG.find_scenario("overpopulated-village", "ultimate")
    names = [f"Player {n}" for n in range(1, 69)]
    names[39] = "Max"
    setup = setup_from_scenario(scenario, names, seed=3)
    game = Game.new(setup, CATALOG.edition_roles("ultimate"), log_path=tmp_path / "big.jsonl")
    game.deal()
    game.record(ev.NightFalls())
    for call in game.night_script():
        if call.role not in game.state.tonight.acted:
            game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())
    assert "martyr" in {p.role for p in game.state.living()}
    return game


@pytest.mark.parametrize("size", [(80, 24), (200, 50)])
async def test_the_martyrs_question_is_in_view_after_the_vote(tmp_path, size):
    """Ultimate, Role Cards — Martyr: "Immediately after sentencing (before execution), the
    Martyr may sacrifice themselves … The Moderator should say: 'You've sentenced this player
    to death. Does the Martyr wish to take their place?'" The game waits on that answer, so
    the question and what to type must be on the glass the moment the vote is recorded."""
    game = overpopulated_day(tmp_path)
    async with make_app(tmp_path).run_test(size=size) as pilot:
        screen = await open_game(pilot, game)
        await type_line(pilot, "n 40 by 7 9")
        await type_line(pilot, "v 40-20")
        assert game.state.today.sentenced == 40
        seen = centre_words(pilot.app, screen)
        assert "Recorded:" in seen
        assert ("Ask now: Max is sentenced: does the Martyr take their place? — type martyr "
                "yes, or martyr no") in seen
        await type_line(pilot, "martyr no")
        assert not game.state.players[40].alive
        assert "Ask now" not in centre_words(pilot.app, screen)  # answered: gone


async def test_the_hunters_shot_is_in_view_at_80_by_24(tmp_path):
    """Ultimate, Role Cards — Hunter: "If the Hunter dies (during the day or night), they may
    immediately choose one player to be killed." Executed by day, the shot is asked at once;
    and it stays in view when a mistyped command's refusal is shown."""
    seats = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "villager"),
             ("Dieter", "hunter"), ("Emma", "villager"), ("Felix", "villager"),
             ("Greta", "villager"), ("Hans", "villager")]
    game = table_game("ultimate", seats, tmp_path)
    game.record(ev.NightFalls())
    for call in game.night_script():
        game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await type_line(pilot, "n 4 by 6 7")
        await type_line(pilot, "v 7-1")
        assert not game.state.players[4].alive
        ask = "Ask now: Dieter (Hunter) shoots — type shoot SEAT, or shoot air"
        assert ask in centre_words(pilot.app, screen)
        await type_line(pilot, "shoot 99")  # no such seat: refused, the question stays
        seen = centre_words(pilot.app, screen)
        assert ask in seen and "shoot 99" in screen.entry.value
        await pilot.press("escape")
        await type_line(pilot, "shoot air")
        assert not game.state.pending_shots
        assert "Ask now" not in centre_words(pilot.app, screen)
