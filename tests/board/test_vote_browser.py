"""The vote as it happens and the night, in Debian's Chromium (issue 31, items 2 and 5): the
projector shows the open vote and how many votes execute, then each result within a second of
its line in the log; night darkens the page; the header keeps its height when "dusk is
falling" is added to the timer on a phone."""

from __future__ import annotations

import time

import pytest
from conftest import room_game, served
from playwright.sync_api import expect

from notepad.engine import events as ev
from notepad.engine.day.timer import DayClock
from notepad.table.public_words import DUSK_FALLING, PAGE_WORDS

LUMINANCE = """(selector) => {
  const [r, g, b] = getComputedStyle(document.querySelector(selector)).backgroundColor
    .match(/\\d+/g).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}"""


def within_a_second(locator, text: str) -> None:
    since = time.monotonic()
    expect(locator).to_contain_text(text, timeout=1000)
    assert time.monotonic() - since < 1.0


def test_the_projector_follows_the_vote_and_the_night(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    game = room_game(log)  # day 1, 60 alive; Emma (5) accused by Felix, seconded by Greta
    with served(log) as url:
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        page.goto(url)
        expect(page.locator("#accused li.open")).to_contain_text(
            f"Emma — accused by Felix, seconded by Greta — {PAGE_WORDS['open']}")
        expect(page.locator("#needed")).to_have_text(
            "31 votes execute: more than half of the 60 who may vote")
        day = page.evaluate(LUMINANCE, "body")
        page.screenshot(path=str(tmp_path / "vote-open-1280x720.png"))

        game.record(ev.Vote(nominee=5, execute=[6, 7], spare=[1, 2, 4, 5, 8]))
        within_a_second(page.locator("#accused"), "2 to execute, 5 to spare — spared")
        assert page.locator("#accused li.open").count() == 0
        assert page.locator("#needed").is_hidden()
        game.record(ev.Nominate(nominee=10, by=[1, 2]))
        within_a_second(page.locator("#accused li.open"), "Jonas — accused by Anna")
        game.record(ev.Vote(nominee=10, execute_total=40, spare_total=12))
        within_a_second(page.locator("#accused"), "40 to execute, 12 to spare — sentenced")
        game.record(ev.MartyrChoice(takes_place=False))  # the room has a Martyr
        within_a_second(page.locator("#accused"), "40 to execute, 12 to spare — executed")
        expect(page.locator("#dead li", has_text="Jonas")).to_have_count(1)
        page.screenshot(path=str(tmp_path / "vote-executed-1280x720.png"))
        assert page.evaluate("document.documentElement.scrollHeight") <= 720

        game.record(ev.NightFalls(elapsed=200))
        expect(page.locator("body")).to_have_class("night", timeout=1000)
        night = page.evaluate(LUMINANCE, "body")
        assert night < day
        text = """(s) => { const [r, g, b] = getComputedStyle(document.querySelector(s)).color
          .match(/\\d+/g).map(Number); return 0.2126 * r + 0.7152 * g + 0.0722 * b; }"""
        assert page.evaluate(text, ".name") < 200  # the names dimmer than day's near-white
        page.screenshot(path=str(tmp_path / "night-1280x720.png"))
        print(f"\nscreenshots of the vote and the night: {tmp_path}")
        page.close()


@pytest.mark.parametrize("width", [320, 390])
def test_the_header_does_not_grow_when_dusk_is_falling(tmp_path, browser, width):
    log = tmp_path / "room.jsonl"
    game = room_game(log)
    game.set_clock(DayClock(day=1, running=True, left=300, at=time.time()))
    with served(log) as url:
        page = browser.new_page(viewport={"width": width, "height": 700})
        page.goto(url)
        expect(page.locator("#timer .clock")).to_contain_text(":")
        before = page.locator("header").bounding_box()["height"]
        game.set_clock(DayClock(day=1, running=True, left=30, at=time.time()))
        expect(page.locator("#timer .note")).to_have_text(DUSK_FALLING, timeout=1000)
        assert page.locator("header").bounding_box()["height"] == before
        page.screenshot(path=str(tmp_path / f"dusk-{width}.png"))
        page.close()
