"""The statistics screen (docs/record.md, On the screens): the group's record as tables and
plots, opened from the start screen with `s` or the command palette, at 80×24 and 200×50.

The games are the simulator's, seeded, with frozen `created` times
(notepad/record/simulated.py): the pictures are the same on every machine."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, TabbedContent

from notepad.catalog import load_catalog
from notepad.record.library import Library
from notepad.record.simulated import simulated_logs
from notepad.tui.app import NotepadApp
from notepad.tui.screens.statistics import StatisticsScreen

CATALOG = load_catalog(include_user=False)
EIGHT = {"werewolf": 2, "seer": 1, "villager": 5}
TEN = {"werewolf": 3, "seer": 1, "villager": 6}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Twenty finished games of one group: eight and ten players, at skill 0.5."""
    folder = tmp_path_factory.mktemp("played")
    return (simulated_logs(folder, "ultimate", EIGHT, 0.5, 10, seed=3)
            + simulated_logs(folder, "ultimate", TEN, 0.5, 10, seed=4))


def recorded(played: list[Path], home: Path, group: str = "Thursday club") -> Path:
    library = Library(home / "record")
    library.add_logs(played, group)
    library.close()
    return home


async def test_s_opens_the_groups_statistics(played, tmp_path):
    app = NotepadApp(catalog=CATALOG, home=recorded(played, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatisticsScreen)
        assert screen.group == "Thursday club" and screen.data["games"] == len(played)
        title = str(screen.query_one("#stats-title").render())
        assert title.startswith(f"Thursday club: {len(played)} games")
        teams = screen.query_one("#table-teams", DataTable)
        assert sum(int(str(teams.get_row_at(i)[1])) for i in range(teams.row_count)) \
            == len(played)
        heads = screen.query_one("#table-heads", DataTable)
        assert [str(heads.get_row_at(i)[0]) for i in range(heads.row_count)] == ["8", "10"]
        await pilot.press("right_square_bracket")
        assert screen.query_one(TabbedContent).active == "tab-heads"
        await pilot.press("escape")
        assert not isinstance(app.screen, StatisticsScreen)


async def test_the_palette_offers_statistics(tmp_path):
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)):
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Statistics" in titles


async def test_the_start_menu_lists_the_groups_record(played, tmp_path):
    """At 80×24 the footer cut `s Statistics` off ("r Rec…"): a moderator new to the notepad
    found the record only under F1. The start menu lists it now."""
    app = NotepadApp(catalog=CATALOG, home=recorded(played, tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        menu = app.screen.query_one("#menu")
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert ids[-2:] == ["statistics", "quit"]
        menu.highlighted = ids.index("statistics")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        assert app.screen.data["games"] == len(played)


async def test_no_games_yet_says_how_to_record_one(tmp_path):
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        title = str(app.screen.query_one("#stats-title").render())
        assert title.startswith("my group: no finished game recorded yet.")


async def test_g_shows_the_next_group(played, tmp_path):
    home = recorded(played[:5], tmp_path, "Friday")
    recorded(played[5:], home, "Thursday club")
    app = NotepadApp(catalog=CATALOG, home=home)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert screen.group == "Thursday club"
        await pilot.press("g")
        assert screen.group == "Friday" and screen.data["games"] == 5


@pytest.mark.parametrize("size", [(80, 24), (200, 50)])
def test_statistics_screen(snap_compare, played, tmp_path, size):
    app = NotepadApp(catalog=CATALOG, home=recorded(played, tmp_path / "home"))

    async def opened(pilot) -> None:
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("right_square_bracket")  # the village's share by head count
        await pilot.pause()

    assert snap_compare(app, terminal_size=size, run_before=opened)


def test_a_count_axis_has_whole_numbers():
    """Games and wins are counted: the plot's own marks said "11.3" and "5.7" wins."""
    from notepad.table.record_words import Table

    def ticks(*values: float, percent: bool = False, rows: int = 0) -> list[int]:
        return Table((), (), values=list(values), percent=percent).ticks(rows)

    assert ticks(17, 2, 1) == [0, 5, 10, 15, 20]
    assert ticks(20) == [0, 5, 10, 15, 20] and ticks(3) == [0, 1, 2, 3]
    assert ticks(0) == [0, 1] and ticks(5, 5) == [0, 2, 4, 6]
    assert ticks(42.5, percent=True) == [0, 20, 40, 60, 80, 100]
    # Four rows (80×24): the ends only, on rows that are theirs.
    assert ticks(17, 2, 1, rows=4) == [0, 20] and ticks(9, percent=True, rows=4) == [0, 100]
    assert ticks(17, 2, 1, rows=10) == [0, 5, 10, 15, 20]
