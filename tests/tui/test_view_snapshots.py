"""One snapshot per view at 80×24 and at 160×50 (pytest-textual-snapshot), on the 12-player
game of view_games.py: fixed names, cards and dice; no dates or clocks in the pictures.

Update with `pytest tests/tui/test_view_snapshots.py --snapshot-update` after a deliberate
change, and look at the pictures before committing."""

from __future__ import annotations

import pytest
from view_games import ended_game, mid_game

from notepad.catalog import load_catalog
from notepad.engine.day.timer import DayClock
from notepad.tui.app import NotepadApp
from notepad.tui.screens.end import EndScreen
from notepad.tui.screens.event_log import EventLogScreen
from notepad.tui.screens.notepad_grid import NotepadGrid
from notepad.tui.screens.public_view import PublicView

SIZES = [(80, 24), (160, 50)]
CATALOG = load_catalog(include_user=False)


def app(tmp_path) -> NotepadApp:
    return NotepadApp(catalog=CATALOG, home=tmp_path / "home")


def showing(screen_factory):
    async def run_before(pilot) -> None:
        pilot.app.push_screen(screen_factory())
        await pilot.pause()
        await pilot.pause()

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_public_view(snap_compare, tmp_path, size):
    """Day 2 for the table: the timer, the dice rule (11: no talking), Clara silenced and
    Ben banished, seven living players by seat, five dead with their cards (full reveal)
    and the phase they died in — no cause, no living player's role."""
    def board() -> PublicView:
        game = mid_game()
        game.set_clock(DayClock(day=2, running=True, left=300, at=0.0))
        return PublicView(game, clock=lambda: 28.0)

    screen = showing(board)
    assert snap_compare(app(tmp_path), terminal_size=size, run_before=screen)


@pytest.mark.parametrize("size", SIZES)
def test_notepad_grid(snap_compare, tmp_path, size):
    """The roles in call order (Charm, Cupid, Lovers, Bodyguard, Werewolves, Witch, Seer,
    Enchantress, Old Hag) with their players (the dead struck through) and each night's
    targets; below: lovers, Charm holders, dice, potions left, roles never called."""
    assert snap_compare(app(tmp_path), terminal_size=size,
                        run_before=showing(lambda: NotepadGrid(mid_game())))


@pytest.mark.parametrize("size", SIZES)
def test_event_log(snap_compare, tmp_path, size):
    """The ended game's 27 events in words, newest last (scrolled to the end), with the
    deaths each caused and the Bodyguard's overridden guard with its reason."""
    assert snap_compare(app(tmp_path), terminal_size=size,
                        run_before=showing(lambda: EventLogScreen(ended_game())))


@pytest.mark.parametrize("size", SIZES)
def test_end_screen(snap_compare, tmp_path, size):
    """Game over — the Villagers win because every Werewolf is dead; the winning players;
    every player's role, whether they won, and their fate with its chain."""
    assert snap_compare(app(tmp_path), terminal_size=size,
                        run_before=showing(lambda: EndScreen(ended_game())))
