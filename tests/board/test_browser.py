"""A real browser on the web board (issue 17, Tests with real parts): Debian's Chromium,
driven headless by Playwright, opens the page, sees the living players and a running timer;
then the game appends a dawn with a death to its log, and the page shows it within one
second, without a reload. No browser is downloaded: the system's Chromium is used
(`.ci/run` installs it with apt-get, and Playwright with pip); without it the test is skipped
(tests/system_programs.py), and `.ci/run` requires it."""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))

from conftest import served  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402
from system_programs import system_program  # noqa: E402
from view_games import mid_game  # noqa: E402

from notepad.engine import events as ev  # noqa: E402
from notepad.engine.day.timer import DayClock  # noqa: E402

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium() -> str:
    return system_program("chromium", "chromium")


def test_a_phone_sees_the_board_and_a_death_at_dawn_within_a_second(tmp_path):
    log = tmp_path / "game.jsonl"
    game = mid_game(log_path=log)
    game.set_clock(DayClock(day=2, running=True, left=300, at=time.time()))
    with served(log) as url, sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=chromium(), args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 390, "height": 844})  # a phone
            page.goto(url)
            expect(page.locator("#title")).to_have_text("Day 2")
            expect(page.locator("#status")).to_have_text("live")
            seats = page.locator("#alive .seat").all_inner_texts()
            names = page.locator("#alive .name").all_inner_texts()
            assert list(zip(seats, names, strict=True)) == [
                ("1", "Anna"), ("2", "Ben"), ("3", "Clara"), ("5", "Emma"), ("6", "Felix"),
                ("7", "Greta"), ("10", "Jonas")]
            first = page.locator("#timer").inner_text()
            assert re.fullmatch(r"[45]:\d\d", first)
            expect(page.locator("#timer")).not_to_have_text(first, timeout=2500)  # it runs
            page.evaluate("window.notReloaded = true")

            game.record(ev.NightFalls(elapsed=100))
            game.record(ev.PackKill(targets=[5]))
            game.record(ev.Dawn())
            appended = time.monotonic()
            dead = page.locator("#dead li", has_text="Emma")
            expect(dead).to_have_count(1, timeout=1000)
            seen = time.monotonic() - appended
            assert seen < 1.0
            expect(page.locator("#title")).to_have_text("Day 3")
            expect(page.locator("#dawn")).to_contain_text("Emma died — Witch")
            assert page.locator("#alive li", has_text="Emma").count() == 0
            assert page.evaluate("window.notReloaded") is True  # the same page, not reloaded
            assert page.locator("#timer").is_hidden()  # day 3's timer is not started yet
        finally:
            browser.close()
