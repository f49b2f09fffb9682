"""The start's fast paths hold what the slow ones did (issue 14, speed at the table): the
start screen looks the same either way (tests/tui/test_snapshots.py); these tests hold what a
picture does not show."""

from __future__ import annotations

import gc
import weakref

from table_helpers import make_app

from notepad.tui.app import NotepadApp
from notepad.tui.screens.start import StartScreen


class Cycle:
    """Garbage that only a collection frees: it refers to itself."""

    def __init__(self) -> None:
        self.me = self


async def test_no_collection_runs_before_the_first_frame_and_the_start_is_frozen(
        tmp_path, monkeypatch):
    """No garbage collection walks the ~40,000 objects loaded before the start screen (a
    full one did, 15 to 50 ms, before the first idle frame): the collector waits while the
    start screen is made, and from its first frame on everything alive then is frozen, out
    of every collection, and the collector runs again for what comes after. Garbage made
    after that is collected as ever."""
    collecting_while_made: list[bool] = []
    compose = StartScreen.compose

    def composed(screen: StartScreen):  # type: ignore[no-untyped-def]
        collecting_while_made.append(gc.isenabled())
        return compose(screen)

    monkeypatch.setattr(StartScreen, "compose", composed)
    gc.unfreeze()  # whatever an earlier test left
    gc.collect()
    assert gc.isenabled()
    async with make_app(tmp_path).run_test() as pilot:
        await pilot.pause()
        assert collecting_while_made == [False]
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0
        start = pilot.app.screen
        assert not any(thing is start for thing in gc.get_objects())  # frozen: never walked
        made = Cycle()
        made_since = weakref.ref(made)
        del made
        gc.collect()
        assert made_since() is None  # collected, not frozen
    assert gc.isenabled()


async def test_an_app_that_quits_before_its_first_frame_collects_again(tmp_path,
                                                                       monkeypatch):
    """The collector waits for the first frame only: an app that ends before it leaves the
    collector on."""
    monkeypatch.setattr(NotepadApp, "on_ready", lambda app: None)  # never started, here
    async with make_app(tmp_path).run_test() as pilot:
        await pilot.pause()
        assert not gc.isenabled()
    assert gc.isenabled()
