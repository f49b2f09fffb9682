"""The report's pictures (issue 31, item 9; notepad/table/report_pictures.py): the seat
circle with every role and fate, the number alive per team night by night, the votes day by
day; the 68-player report opened in Debian's Chromium and printed to PDF fits a few pages,
with the header rows repeated and the event list folded away. The PDF and a screenshot are
kept in the test's tmp_path (printed)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "tui"))

from view_games import big_game, ended_game  # noqa: E402

from notepad.table.event_words import record_of  # noqa: E402
from notepad.table.report import report_html, report_markdown  # noqa: E402
from notepad.table.report_pictures import alive_by_team, votes_by_day  # noqa: E402

# Debian's Chromium, launched as tests/board/test_browser.py does.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium() -> str:
    import shutil

    found = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else \
        shutil.which("chromium")
    assert found, "Chromium is needed for this test: apt-get install chromium (see .ci/run)"
    return found


@pytest.fixture(scope="module")
def big():
    return big_game()


def test_the_seat_circle_shows_every_seat_with_its_role_and_fate():
    page = report_html(ended_game())
    circle = page.split('class="picture seats"')[1].split("</svg>")[0]
    labels = re.findall(r"<title>([^<]*)</title>", circle)
    assert len(labels) == 12
    assert "1 Anna · Werewolf · † D2" in labels and "2 Ben · Seer" in labels
    assert "Villagers: 10 of 10 alive" not in circle  # Hans, Ida, Karla, Lukas died
    assert re.search(r"Villagers: 6 of 10 alive — won", circle)


def test_alive_per_team_counts_down_phase_by_phase():
    phases, counts = alive_by_team(ended_game())
    assert phases == ["N1", "D1", "N2", "D2"]
    assert counts["werewolf"] == [2, 1, 1, 0]  # Dieter shot on day 1, Anna executed on day 2
    assert counts["village"] == [10, 9, 6, 6]


def test_the_votes_day_by_day():
    game = ended_game()
    rows = votes_by_day(game.state, record_of(game))
    assert [day for day, _ in rows] == ["1", "2"]
    assert "; vote on Hans: 9 to execute, 2 to spare → died: Hans (executed)" in rows[0][1]
    assert rows[1][1].endswith("vote on Anna: 5 to execute, 1 to spare → died: Anna (executed)")


def test_markdown_keeps_its_words_and_leaves_the_pictures_out():
    text = report_markdown(ended_game())
    assert "<svg" not in text and "## The table" not in text
    assert "## Votes day by day" in text and "## Every event" in text


def test_the_68_player_report_fits_a_few_printed_pages(tmp_path, big):
    from playwright.sync_api import sync_playwright

    page_html = report_html(big, "2026-12-03")
    assert '<meta name="viewport"' in page_html
    assert "thead{display:table-header-group}" in page_html
    assert page_html.index("<details><summary>Every event") > page_html.index("Votes day")
    circle = page_html.split('class="picture seats"')[1].split("</svg>")[0]
    assert circle.count("<g><title>") == 68
    report = tmp_path / "overpopulated.html"
    report.write_text(page_html, encoding="utf-8")
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=chromium(), args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(report.as_uri())
            page.screenshot(path=str(tmp_path / "report-1280.png"), full_page=True)
            page.pdf(path=str(tmp_path / "report.pdf"), format="A4")
            phone = browser.new_page(viewport={"width": 390, "height": 844})
            phone.goto(report.as_uri())
            assert phone.evaluate("document.documentElement.scrollWidth") <= 390 + 1 or \
                phone.evaluate("document.body.scrollWidth") <= 400
            phone.screenshot(path=str(tmp_path / "report-phone.png"))
        finally:
            browser.close()
    pages = len(re.findall(rb"/Type\s*/Page[^s]", (tmp_path / "report.pdf").read_bytes()))
    print(f"\nthe 68-player report printed on {pages} A4 pages: {tmp_path}")
    assert 2 <= pages <= 8
