"""Screen readers and the user's own font size (issue 31, item 6), in Debian's Chromium: a
player reads "1 Anna", not "1Anna"; the dawn, the notices, the vote and the status are live
regions and "not live" an alert; the timer is not read out every second; a phone's text
grows with the font size its user chose."""

from __future__ import annotations

from conftest import room_game, served
from playwright.sync_api import expect


def test_what_a_screen_reader_hears(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with served(log) as url:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(url)
        expect(page.locator("#alive li")).to_have_count(60)
        assert page.locator("#alive li").first.text_content() == "1 Anna"
        assert page.locator("#dead li").first.text_content().startswith("3 Clara")
        expect(page.get_by_role("listitem").filter(has_text="1 Anna")).to_have_count(1)
        live = page.evaluate("""[...document.querySelectorAll(
            '[aria-live], [role=status], [role=alert]')].map((el) => el.id + ':'
            + (el.getAttribute('aria-live') || el.getAttribute('role')))""")
        assert {"dawn:polite", "notices:polite", "accused:polite", "status:status",
                "notlive:alert", "timer:off"} <= set(live)
        page.close()


def test_a_phones_text_follows_its_users_font_size(tmp_path, browser):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    sizes = []
    with served(log) as url:
        for standard in (16, 24):
            page = browser.new_page(viewport={"width": 390, "height": 844})
            cdp = page.context.new_cdp_session(page)
            cdp.send("Page.setFontSizes", {"fontSizes": {"standard": standard,
                                                         "fixed": standard}})
            page.goto(url)
            expect(page.locator("#alive li")).to_have_count(60)
            sizes.append(page.evaluate("parseFloat(getComputedStyle(document.querySelector("
                                       "'#alive .name')).fontSize)"))
            page.close()
    assert sizes[0] >= 16 and sizes[1] >= 24 and sizes[1] > sizes[0]
