"""Issue 34, Done when: the Werwölfe example game of 11 (scenarios/werwoelfe/example-11.toml)
driven through the TUI in German at 80×24 and at 160×50 — the seating screen with Deutsch
chosen, the first night's first call, dawn, and a vote — one snapshot each
(pytest-textual-snapshot, as tests/tui/test_snapshots.py).

The deal is from seed 11 and the names are fixed; nothing on these screens reads the clock.
Regenerate the pictures after a deliberate change (a translation merged) with

    pytest -n 0 tests/tui/test_german_snapshots.py --snapshot-update

and look at them (snapshot_report.html) before committing.
"""

from __future__ import annotations

import pytest
from table_helpers import CATALOG, press
from table_play import highlight, roles_of
from test_snapshots import still_cursors
from textual import events
from textual.widgets import DataTable, OptionList, Select

from notepad.language import speaking
from notepad.tui.app import NotepadApp
from notepad.tui.screens.game import GameScreen
from notepad.tui.screens.seating import SeatingScreen

SIZES = [(80, 24), (160, 50)]
NAMES = ["Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hans", "Ida", "Jonas",
         "Karla"]
SEED = 11


@pytest.fixture(autouse=True)
def english_after():
    """The language is the process's: the snapshots after these are taken in English."""
    with speaking("en"):
        yield


def app(tmp_path) -> NotepadApp:
    return NotepadApp(catalog=CATALOG, home=tmp_path / "home")


async def seated_in_german(pilot) -> None:
    """Start screen → builder (Werwölfe, Example Composition for 11 Players) → the rules
    (accusations need no second, as in tests/tui/test_table_games.py) → seating: the names,
    seed 11, Deutsch chosen, dealt."""
    await press(pilot, "n", "e", "ctrl+o")
    await highlight(pilot, pilot.app.screen.query_one("#scenarios", OptionList), "example-11")
    await press(pilot, "enter", "v")
    await highlight(pilot, pilot.app.screen.query_one("#rules", OptionList),
                    "house:not-seconded")
    await press(pilot, "space", "escape", "ctrl+n")
    seating = pilot.app.screen
    assert isinstance(seating, SeatingScreen)
    pilot.app.post_message(events.Paste("\n".join(NAMES)))
    await pilot.pause()
    seating.query_one("#seed").value = str(SEED)
    seating.query_one("#language", Select).value = "de"
    await pilot.pause()
    await press(pilot, "ctrl+r")
    pilot.app.clear_notifications()
    seating.query_one("#seats", DataTable).focus()
    await still_cursors(pilot)


async def started(pilot) -> GameScreen:
    await seated_in_german(pilot)
    await press(pilot, "ctrl+n")
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen) and screen.game.language == "de"
    pilot.app.clear_notifications()
    return screen


async def typed(pilot, text: str) -> None:
    await press(pilot, *text, "enter")


async def at_dawn(pilot) -> GameScreen:
    """The first night recorded: Cupid's pair, the pack's victim, the Seer's check, the
    Witch and the Hunter and the Mayor pass; then dawn (F6)."""
    screen = await started(pilot)
    state = screen.game.state
    wolves = roles_of(state, "werewolf")
    plain = roles_of(state, "villager")
    await typed(pilot, f"{plain[0]} {plain[1]}")  # Cupid
    await typed(pilot, str(plain[2]))  # the Werewolves' victim
    await typed(pilot, str(wolves[0]))  # the Seer's check …
    await typed(pilot, "")  # … shown at her call
    for _ in range(6):  # the Witch, the Hunter, the Mayor: nothing tonight
        if screen.current_call() is None:
            break
        await typed(pilot, "")
        await typed(pilot, "")
    await press(pilot, "f6")
    pilot.app.clear_notifications()
    return screen


@pytest.mark.parametrize("size", SIZES)
def test_seating_in_german(snap_compare, tmp_path, size):
    """The seating screen with Deutsch chosen: its labels, its columns and its keys in
    German, the deal from seed 11."""
    assert snap_compare(app(tmp_path), terminal_size=size, run_before=seated_in_german)


@pytest.mark.parametrize("size", SIZES)
def test_first_night_in_german(snap_compare, tmp_path, size):
    """The first night's first call (Cupid): the calls in order, the words to read, what to
    record, the players."""

    async def run_before(pilot) -> None:
        await started(pilot)
        await still_cursors(pilot)

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_dawn_in_german(snap_compare, tmp_path, size):
    """Day 1 at dawn: who was devoured, the day's commands."""

    async def run_before(pilot) -> None:
        await at_dawn(pilot)
        await still_cursors(pilot)

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_vote_in_german(snap_compare, tmp_path, size):
    """Day 1: a Werewolf accused by the Seer and voted out, the village's verdict."""

    async def run_before(pilot) -> None:
        screen = await at_dawn(pilot)
        state = screen.game.state
        wolf, seer = roles_of(state, "werewolf")[0], roles_of(state, "seer")[0]
        await typed(pilot, f"n {wolf} by {seer}")
        voters = len(state.alive)
        await typed(pilot, f"v {voters - 2}-2")
        assert not state.players[wolf].alive
        pilot.app.clear_notifications()
        await still_cursors(pilot)

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)
