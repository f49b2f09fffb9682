"""A web board served for real (uvicorn on a loopback port, in a thread) for the browser and
server tests."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import uvicorn

from notepad.board.web import board_config, board_server, create_app


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def served(log: Path) -> Iterator[str]:
    """The web board of `log` on 127.0.0.1; yields its address, stops it after."""
    with serving(log) as (url, _server):
        yield url


@contextmanager
def serving(log: Path) -> Iterator[tuple[str, uvicorn.Server]]:
    """The same, with the server: a test may stop it (`should_exit`) while pages are open."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    server = board_server(board_config(create_app(log, url), "127.0.0.1", port))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the web board did not start")
        time.sleep(0.02)
    try:
        yield url, server
    finally:
        server.should_exit = True
        thread.join(5)


# 68 first names as a group writes them, some long: the room's own test of readable names.
ROOM_NAMES = [
    "Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hans", "Ida", "Jonas",
    "Karla", "Lukas", "Mia", "Noah", "Olga", "Paul", "Quirin", "Rosa", "Sven", "Tilda", "Ute",
    "Viktor", "Wanda", "Xaver", "Yara", "Zeno", "Alexandra", "Bartholomew", "Constanze",
    "Dominik", "Elisabeth", "Friederike", "Gottfried", "Hildegard", "Ignatius", "Johanna",
    "Konstantin", "Leopoldine", "Maximilian", "Nepomuk", "Ottilie", "Pankraz", "Rosalinde",
    "Sebastian", "Theodora", "Valentin", "Wilhelmine", "Adelheid", "Bernadette", "Christoph",
    "Desiree", "Eberhard", "Florentine", "Gabriel", "Henrietta", "Isidor", "Josephine",
    "Kilian", "Ludovica", "Matthias", "Nikolaus", "Philippa", "Raphael", "Severin", "Tobias",
    "Ulrike", "Wolfgang", "Zacharias",
]
ROOM_DEAD = (3, 9, 14, 22, 31, 40, 47, 55)


def room_game(log: Path, names: list[str] | None = None):  # -> Game
    """Day 1 of an Overpopulated Village of 68 (Ultimate), 8 found dead at dawn, one player
    accused: the room the issue tried (60 alive, 8 dead)."""
    from notepad.catalog import catalog
    from notepad.engine import events as ev
    from notepad.engine.game import Game
    from notepad.engine.setup import setup_from_scenario

    assert len(ROOM_NAMES) == 68 and len(set(ROOM_NAMES)) == 68
    scenario = catalog().find_scenario("overpopulated-village", "ultimate")
    game = Game.new(setup_from_scenario(scenario, names or list(ROOM_NAMES), seed=17),
                    log_path=log)
    game.deal()
    game.record(ev.NightFalls())
    for seat in ROOM_DEAD:
        game.record(ev.Death(target=seat, cause="the room's test"))
    game.record(ev.Dawn(), override="test: straight to the first day")
    game.record(ev.Nominate(nominee=5, by=[6, 7]))
    return game


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium under Playwright, one for each test module that asks for it (found by
    tests/board/test_browser.py's `chromium`, which skips naming the package where it is
    missing)."""
    from playwright.sync_api import sync_playwright
    from test_browser import FLAGS, chromium

    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=chromium(), args=FLAGS)
        try:
            yield launched
        finally:
            launched.close()
