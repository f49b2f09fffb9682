"""Issue 34: the moderator's sheet prints on two A4 pages or fewer for the Werwölfe example of
11 players (three nights, the default), in English and in German: Debian's Chromium, driven
headless by Playwright as in test_browser.py, prints the page to PDF and the pages are
counted. No browser is downloaded."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "table"))

from sheet_helpers import logged_example  # noqa: E402

from notepad.language import language  # noqa: E402
from notepad.table.sheet import DEFAULT_NIGHTS, log_sheet, scenario_sheet  # noqa: E402
from notepad.table.sheet_page import as_html  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PAGE = re.compile(rb"/Type\s*/Page(?!s)")


def chromium() -> str:
    found = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    assert found, "Chromium is needed for this test: apt-get install chromium (see .ci/run)"
    return found


def printed_pages(html: Path, pdf: Path) -> int:
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=chromium(), args=FLAGS)
        try:
            page = browser.new_page()
            page.goto(html.as_uri())
            page.emulate_media(media="print")
            # The page's own @page rule says A4; prefer_css_page_size keeps it.
            page.pdf(path=str(pdf), prefer_css_page_size=True, print_background=False)
        finally:
            browser.close()
    return len(PAGE.findall(pdf.read_bytes()))


@pytest.mark.parametrize("code", ["en", "de"])
def test_the_eleven_player_sheet_prints_on_two_a4_pages_or_fewer(tmp_path, code):
    path, game = logged_example(tmp_path, code)
    game.log.close()
    sheet = log_sheet(game, "Example Composition for 11 Players", language(code),
                      DEFAULT_NIGHTS)
    html = tmp_path / "sheet.html"
    html.write_text(as_html(sheet), encoding="utf-8")
    pages = printed_pages(html, tmp_path / "sheet.pdf")
    assert 1 <= pages <= 2


def test_the_scenario_sheet_prints_on_two_a4_pages_or_fewer(tmp_path):
    from notepad.catalog import catalog

    sheet = scenario_sheet(catalog().find_scenario("example-11"), language("de"))
    html = tmp_path / "sheet.html"
    html.write_text(as_html(sheet), encoding="utf-8")
    assert 1 <= printed_pages(html, tmp_path / "sheet.pdf") <= 2
