"""A projector shows everything at once (issue 31, item 1): the 68-player board in Debian's
Chromium at 1920×1080, 1280×720 and 1024×768 — every living and dead player, the timer, the
phase and the vote inside the viewport with no scrolling, no name cut short, and the names
large enough to read across a room. A phone may scroll. The screenshots are kept: the test
prints the folder (pytest's tmp_path)."""

from __future__ import annotations

import re
import time

from conftest import ROOM_DEAD, room_game, served
from playwright.sync_api import expect

from notepad.engine.day.timer import DayClock

SIZES = [(1920, 1080), (1280, 720), (1024, 768)]
# The smallest name's text in CSS px at each size: from the back of a room a projector's
# 1080 lines show 24 px as a line of print at arm's length, roughly.
READABLE = {1920: 24, 1280: 16, 1024: 15}

INSIDE = """(selector) => [...document.querySelectorAll(selector)].map((el) => {
  const r = el.getBoundingClientRect();
  return {text: el.textContent, top: r.top, left: r.left, bottom: r.bottom, right: r.right,
          cut: el.scrollWidth > el.clientWidth + 1,
          size: parseFloat(getComputedStyle(el.querySelector('.name') || el).fontSize)};
})"""


def outside(boxes: list[dict], width: int, height: int) -> list[str]:
    return [b["text"] for b in boxes
            if b["top"] < 0 or b["left"] < 0 or b["bottom"] > height + 0.5
            or b["right"] > width + 0.5]


def test_the_68_player_board_fits_one_screen_at_each_projector_size(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    game = room_game(log)
    game.set_clock(DayClock(day=1, running=True, left=300, at=time.time()))
    print(f"\nscreenshots of the board: {tmp_path}")
    with served(log) as url:
        for width, height in SIZES:
            page = browser.new_page(viewport={"width": width, "height": height})
            page.goto(url)
            expect(page.locator("#alive li")).to_have_count(60)
            expect(page.locator("#dead li")).to_have_count(len(ROOM_DEAD))
            expect(page.locator("#timer .clock")).to_have_text(re.compile(r"[45]:\d\d"))
            page.wait_for_timeout(300)  # the text is sized after the first message
            page.screenshot(path=str(tmp_path / f"board-{width}x{height}.png"))
            assert page.evaluate("document.documentElement.scrollHeight") <= height
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            players = page.evaluate(INSIDE, "#alive li, #dead li")
            assert len(players) == 68
            assert outside(players, width, height) == [], f"{width}×{height}"
            assert [b["text"] for b in players if b["cut"]] == [], f"{width}×{height}: cut"
            smallest = min(b["size"] for b in players if b["text"].split()[0] != "")
            assert smallest >= READABLE[width], f"{width}×{height}: {smallest} px"
            rest = page.evaluate(INSIDE, "#title, #timer, #status, #accused li")
            assert outside(rest, width, height) == [], f"{width}×{height}"
            expect(page.locator("#accused")).to_contain_text(
                "Emma — accused by Felix, seconded by Greta")
            print(f"  {width}×{height}: names at {smallest:.1f} px")
            page.close()


def test_a_phone_may_scroll_and_keeps_its_size(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    room_game(log)
    with served(log) as url:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(url)
        expect(page.locator("#alive li")).to_have_count(60)
        page.screenshot(path=str(tmp_path / "board-phone.png"), full_page=True)
        print(f"\nscreenshot of the phone: {tmp_path / 'board-phone.png'}")
        assert page.evaluate("document.documentElement.style.fontSize") == ""  # not fitted
        size = page.evaluate("parseFloat(getComputedStyle(document.querySelector("
                             "'#alive .name')).fontSize)")
        assert size >= 16
        page.close()
