"""The HTML report shows the group's record as SVG written by hand (notepad/table/
record_svg.py): wins by team as bars, the village's win rate by head count."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from notepad.engine.log.replay import load_game
from notepad.record.ending import group_statistics, record_ending
from notepad.record.groups import remember_group
from notepad.record.library import Library
from notepad.record.statistics import statistics
from notepad.table.record_svg import record_section, village_by_head_count, wins_by_team
from notepad.table.report import write_report

SVG = "{http://www.w3.org/2000/svg}"


def recorded(logs: list[Path], library: Library) -> dict:
    library.add_logs(logs, "Thursday club")
    return statistics(library.db, "Thursday club")


def test_wins_by_team_are_bars_as_long_as_the_wins(logs, library) -> None:
    data = recorded(logs, library)
    picture = ET.fromstring(wins_by_team(data))  # well-formed: the page shows it as it is
    bars = picture.findall(f"{SVG}rect")
    assert len(bars) == len(data["wins"])
    widths = [float(bar.get("width")) for bar in bars]
    wins = list(data["wins"].values())
    assert widths[0] == max(widths) and wins[0] == max(wins)
    for width, n in zip(widths, wins, strict=True):
        assert abs(width / widths[0] - n / wins[0]) < 0.01
    labels = [t.text for t in picture.findall(f"{SVG}text")]
    assert "Villagers" in labels and picture.find(f"{SVG}title").text == \
        "Thursday club: wins by team"


def test_the_village_rate_by_head_count_runs_to_100_percent(logs, library) -> None:
    data = recorded(logs, library)
    picture = ET.fromstring(village_by_head_count(data))
    (bar,) = picture.findall(f"{SVG}rect")  # the twelve games are all of eight players
    village = data["wins"].get("village", 0) / data["games"]
    assert abs(float(bar.get("width")) - 250 * village) < 0.1  # 250 px is 100%
    assert any(t.text == "8 players" for t in picture.findall(f"{SVG}text"))


def test_the_same_record_gives_the_same_bytes(logs, library) -> None:
    data = recorded(logs, library)
    assert record_section(data) == record_section(statistics(library.db, "Thursday club"))
    assert record_section({**data, "games": 0}) == []  # no games: no section


def test_the_html_report_shows_the_groups_record_after_the_game(logs, tmp_path) -> None:
    folder = tmp_path / "record"
    remember_group(folder, "Thursday club")
    game = load_game(logs[0])[0]
    assert record_ending(game, logs[0], folder) == ("recorded", "")
    group = group_statistics(folder)
    assert group is not None and group["games"] == 1
    page = write_report(game, "html", logs[0], group).read_text()
    # The game's own pictures (its seat circle and chart, table/report_pictures.py) come
    # first; the group's two follow the game's tables.
    heading = page.index("Thursday club: the group's record")
    assert page[heading:].count("<svg ") == 2
    assert heading > page.index("</table>")
    plain = write_report(game, "html", logs[0]).read_text()  # no group asked
    assert "the group's record" not in plain and plain.count("<svg ") == page.count("<svg ") - 2


def test_a_record_that_cannot_be_read_leaves_the_pictures_out(tmp_path) -> None:
    blocked = tmp_path / "record"
    blocked.write_text("a file where the record's folder would be")
    assert group_statistics(blocked) is None
