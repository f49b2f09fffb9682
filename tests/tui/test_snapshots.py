"""One snapshot per screen at 80×24 and at 160×50 (pytest-textual-snapshot).

Update the pictures with `pytest tests/tui/test_snapshots.py --snapshot-update` after a
deliberate change, and look at them (snapshot_report.html) before committing.
"""

from __future__ import annotations

import pytest
from table_helpers import go_on
from textual.widgets import Input

from notepad.catalog import load_catalog
from notepad.tui.app import NotepadApp

SIZES = [(80, 24), (160, 50)]
CATALOG = load_catalog(include_user=False)


def app(tmp_path) -> NotepadApp:
    return NotepadApp(catalog=CATALOG, home=tmp_path / "home")


async def builder_with_classic(pilot) -> None:
    await pilot.press("n")
    await pilot.pause()
    pilot.app.screen.draft.load_scenario(CATALOG.find_scenario("classic-werewolf-village"))
    pilot.app.screen.refresh_all()
    await pilot.pause()


async def seated(pilot) -> None:
    await builder_with_classic(pilot)
    await pilot.press("ctrl+n")
    await pilot.pause()
    screen = pilot.app.screen
    screen.query_one("#names").text = "\n".join(f"Player {n}" for n in range(1, 17))
    screen.query_one("#seed").value = "16"
    await pilot.pause()
    await pilot.press("ctrl+r")
    pilot.app.clear_notifications()
    screen.query_one("#seats").focus()
    await pilot.pause()


async def still_cursors(pilot) -> None:
    """Stop every Input's cursor blinking, drawn, before the picture: Textual blinks a focused
    Input's cursor on a half-second wall-clock timer, so which phase a picture catches
    depends on the machine's speed."""
    for screen in pilot.app.screen_stack:
        for field in screen.query(Input):
            field.cursor_blink = False
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_start_screen(snap_compare, tmp_path, size):
    """The menu (new game, open a scenario, open a log, quit) and the empty recent list."""
    assert snap_compare(app(tmp_path), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_builder_screen(snap_compare, tmp_path, size):
    """Classic Werewolf Village loaded: counts in the table, sum +3 (newcomers), 16 of 16
    cards, team totals, no warnings."""
    assert snap_compare(app(tmp_path), terminal_size=size, run_before=builder_with_classic)


@pytest.mark.parametrize("size", SIZES)
def test_suggestions_dialog(snap_compare, tmp_path, size):
    """Three suggestions for 12 players side by side, each with its sum and warnings."""

    async def run_before(pilot) -> None:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_seating_screen(snap_compare, tmp_path, size):
    """16 players seated and dealt from seed 16; the cards are hidden from onlookers."""
    assert snap_compare(app(tmp_path), terminal_size=size, run_before=seated)


@pytest.mark.parametrize("size", SIZES)
def test_game_screen_night(snap_compare, tmp_path, size):
    """The started game's first night: the calls in order, the current call's words to read
    and what to record, and the players with their roles (the moderator's eyes)."""

    async def run_before(pilot) -> None:
        await seated(pilot)
        await pilot.press("ctrl+n")
        await pilot.pause()
        pilot.app.clear_notifications()
        await still_cursors(pilot)

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_game_screen_day(snap_compare, tmp_path, size):
    """Day 1 after a quiet first night: the dawn's announcement, the day's commands, the
    players with their roles."""

    async def run_before(pilot) -> None:
        await seated(pilot)
        await pilot.press("ctrl+n")
        await pilot.pause()
        for _ in range(4):  # every first-night call passes
            await go_on(pilot, "enter")
        await pilot.press("f6")
        await pilot.pause()
        pilot.app.clear_notifications()
        await still_cursors(pilot)

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_rules_screen(snap_compare, tmp_path, size):
    """Classic Werewolf Village's rules: the voting methods (Open vote chosen), the role
    reveals (Reveal the role chosen), every Ultimate variant with its line and rulebook
    section, then the house rules — all from notepad/catalog/variants.py and house_rules.py."""

    async def run_before(pilot) -> None:
        await builder_with_classic(pilot)
        await pilot.press("v")
        await pilot.pause()

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_game_screen_mid_game(snap_compare, tmp_path, size):
    """Day 2 of the 12-player game (tests/tui/view_games.py): the dawn's announcement with the
    silenced and banished players, the moderator's notes, the day's commands; the players with
    their marks (†, ♥, ¤, s, b, h/k) and, at 160 columns, the marks in words."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from view_games import mid_game

    from notepad.tui.screens.game import GameScreen

    async def run_before(pilot) -> None:
        pilot.app.push_screen(GameScreen(mid_game()))
        await pilot.pause()

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)
