"""The builder's `w` plays its games on every core (issue 14): the simulator's process pool
starts from inside the running app, whose sys.stderr has no file descriptor, and the screen
keeps answering keys while it plays."""

from __future__ import annotations

import io
import sys
import threading

from notepad.balance.simulate import Simulation, estimate
from notepad.catalog import load_catalog
from notepad.tui.app import NotepadApp
from notepad.tui.screens.builder import BuilderScreen


class _NoDescriptor(io.StringIO):
    """What Textual puts in sys.stderr while the app runs: fileno() is -1."""

    def fileno(self) -> int:
        return -1


def test_the_pool_starts_from_a_thread_without_a_usable_stderr(monkeypatch):
    monkeypatch.setattr(sys, "stderr", _NoDescriptor())
    sim = Simulation.from_roles("ultimate", {"villager": 8, "werewolf": 2})
    found: list[object] = []
    # A thread alive beside this one: the estimate picks the fork server, not a fork.
    worker = threading.Thread(target=lambda: found.append(
        estimate(sim, 40, seed=2, workers=2, chunk=10)))
    worker.start()
    worker.join(timeout=120)
    assert found, "the estimate did not finish"
    assert found[0] == estimate(sim, 40, seed=2, workers=1)  # the same games, whatever the pool


async def test_w_uses_every_core_and_the_screen_still_answers(tmp_path):
    app = NotepadApp(catalog=load_catalog(include_user=False), home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BuilderScreen)
        assert screen.estimate_workers is None  # every core by default
        screen.estimate_workers = 2
        screen.ESTIMATE_GAMES = 60
        screen.draft.load_scenario(app.catalog.find_scenario("village-of-judgment"))
        screen.refresh_all()
        await pilot.press("w")
        await pilot.press("right_square_bracket")  # answered while the games play
        assert screen.draft.players == 10
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = str(screen.query_one("#estimate").render())
        assert "Village wins" in text and "after 60 games" in text, text
