"""Say when it is not live (issue 31, item 3), in Debian's Chromium: a broken line appended
to the log, the log deleted, the server stopped — every open page says "not live" within a
second, large enough to read across the room, and a page opened after says it too; without
JavaScript the page says what it needs (<noscript>)."""

from __future__ import annotations

import time

from conftest import room_game, served, serving
from playwright.sync_api import expect

from notepad.table.public_words import NO_SCRIPT, PAGE_WORDS, UNREADABLE

PROJECTOR = {"width": 1280, "height": 720}
PHONE = {"width": 390, "height": 844}


def opened(browser, url, viewport=PROJECTOR):
    page = browser.new_page(viewport=viewport)
    page.goto(url)
    expect(page.locator("#status")).to_have_text(PAGE_WORDS["live"])
    expect(page.locator("#alive li")).to_have_count(60)
    assert page.locator("#notlive").is_hidden()
    return page


def told_within_a_second(page, words: str, since: float) -> None:
    banner = page.locator("#notlive")
    expect(banner).to_have_text(words, timeout=1000)
    assert time.monotonic() - since < 1.0
    expect(page.locator("#status")).to_have_text(PAGE_WORDS["notlive"])
    size = page.evaluate("parseFloat(getComputedStyle(document.getElementById('notlive'))"
                         ".fontSize) / parseFloat(getComputedStyle(document.querySelector("
                         "'#alive .name')).fontSize)")
    assert size >= 1.9  # twice the names' size: seen across the room
    box = banner.bounding_box()
    viewport = page.viewport_size
    assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]  # on the screen


def test_a_damaged_log_turns_every_open_page_not_live(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with served(log) as url:
        pages = [opened(browser, url), opened(browser, url, PHONE)]
        pages[1].evaluate("window.scrollTo(0, document.body.scrollHeight)")  # at its name
        with log.open("a", encoding="utf-8") as out:
            out.write('{"type": "nominate", "nominee": \n')
        since = time.monotonic()
        for page in pages:
            told_within_a_second(page, UNREADABLE, since)
        pages[0].screenshot(path=str(tmp_path / "not-live-1280x720.png"))
        pages[1].screenshot(path=str(tmp_path / "not-live-phone.png"))
        print(f"\nscreenshots of a board not live: {tmp_path}")
        late = browser.new_page(viewport=PROJECTOR)  # a page opened after says it too
        late.goto(url)
        expect(late.locator("#notlive")).to_have_text(UNREADABLE)
        for page in [*pages, late]:
            page.close()


def test_a_deleted_log_turns_an_open_page_not_live(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with served(log) as url:
        page = opened(browser, url)
        log.unlink()
        told_within_a_second(page, UNREADABLE, time.monotonic())
        page.close()


def test_a_stopped_server_turns_every_open_page_not_live(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with serving(log) as (url, server):
        pages = [opened(browser, url), opened(browser, url, PHONE)]
        server.should_exit = True
        since = time.monotonic()
        for page in pages:
            told_within_a_second(page, PAGE_WORDS["stopped"], since)
        pages[0].screenshot(path=str(tmp_path / "stopped-1280x720.png"))
        print(f"\nscreenshot of a stopped board: {tmp_path}")
    for page in pages:
        page.close()


def test_without_javascript_the_page_says_what_it_needs(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with served(log) as url:
        context = browser.new_context(java_script_enabled=False, viewport=PHONE)
        page = context.new_page()
        page.goto(url)
        expect(page.locator("noscript p, p.notlive").first).to_have_text(NO_SCRIPT)
        context.close()


def test_the_page_carries_its_words_and_runs_nothing_inline(tmp_path):
    """The words board.js shows when the server is gone are in the page itself, from
    notepad/table/public_words.py; they sit in a JSON element, not a script (CSP)."""
    import html
    import json
    import re

    from starlette.testclient import TestClient

    from notepad.board.web import create_app

    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with TestClient(create_app(log)) as client:
        text = client.get("/").text
    assert "{noscript}" not in text and "{words}" not in text
    found = re.search(r'<script id="words" type="application/json">(.*?)</script>', text)
    assert found and json.loads(found.group(1)) == PAGE_WORDS
    assert f"<noscript><p class=\"notlive\">{html.escape(NO_SCRIPT)}</p></noscript>" in text
    assert re.findall(r"<script(?![^>]*(?:src=|application/json))", text) == []
