"""Two villages run from the TUI as a moderator would, by keyboard (issue 16, Done when):
split, seat, switch, the alternation error and its override, a banishment move (004, Rule
Variants — Simultaneous Play Session)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from notepad.catalog import load_catalog
from notepad.engine import events as ev
from notepad.tui.app import NotepadApp
from notepad.tui.screens.notepad_grid import players_cell
from notepad.tui.screens.villages.overview import OverviewScreen
from notepad.tui.screens.villages.seating import GroupSeating, VillageSeating
from notepad.tui.screens.villages.split import SplitScreen
from notepad.tui.screens.villages.village import VillageEnd, VillageScreen
from notepad.tui.widgets.player_panel import PlayerPanel

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "villages"))
from table_helpers import terminal_text  # noqa: E402
from village_play import hand_notebook, quiet_night  # noqa: E402

CATALOG = load_catalog(include_user=False)
NAMES = [f"Player {n}" for n in range(1, 31)]
FIVE = ["werewolf", "seer", "villager", "villager", "villager"]


async def type_line(pilot, text: str) -> None:
    await pilot.press(*text, "enter")
    await pilot.pause()


async def finish_night(pilot, screen: VillageScreen) -> None:
    """F5 passes every call left, F6 brings the dawn."""
    for _ in range(40):
        if screen.current_call() is None:
            break
        await pilot.press("f5")
        await pilot.pause()
    await pilot.press("f6")
    await pilot.pause()


async def open_village(pilot, notebook, number: int) -> OverviewScreen:
    """The notebook's overview, then village `number` opened from it by its digit."""
    overview = OverviewScreen(notebook)
    pilot.app.push_screen(overview)
    await pilot.pause()
    await pilot.press(str(number))
    await pilot.pause()
    return overview


def verdict(screen: VillageScreen) -> str:
    return str(screen.query_one("#verdict").render())


async def test_the_split_shows_the_highlighted_villages_whole_set(tmp_path) -> None:
    """At 80 columns the Roles column of the split is cut ("… Diseased, Dr"): the highlighted
    village's whole set is written out under the table, with its own warnings, and follows
    the cursor; the whole group's line stays in view."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await pilot.pause()
        split = app.screen
        assert isinstance(split, SplitScreen) and len(split.sets) == 3
        known = CATALOG.edition_roles("ultimate")
        table = split.query_one("#split-sets")
        for row in range(3):
            table.move_cursor(row=row)
            await pilot.pause()
            village = split.sets[row]
            said = " ".join(str(split.query_one("#split-whole").render()).split())
            names = [known[r].name for r in village.roles]
            assert said.startswith(f"Village {row + 1} ({village.players} players): ")
            assert all(name in said for name in names), (names, said)
            assert "The whole group: 68 players in 3 villages" in said
            assert all(w.message.split(":")[0] in said for w in village.warnings)
            picture = " ".join(terminal_text(app).split())
            assert names[-1] in picture and "The whole group" in picture


async def test_two_villages_from_the_screens(tmp_path) -> None:
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await pilot.pause()
        split = app.screen
        assert isinstance(split, SplitScreen)
        split.query_one("#split-players").value = "30"
        await pilot.pause()
        split.query_one("#split-villages").value = "2"
        await pilot.pause()
        assert [s.players for s in split.sets] == [15, 15]
        await pilot.press("ctrl+n")
        await pilot.pause()
        seating = app.screen
        assert isinstance(seating, GroupSeating)
        seating.query_one("#group-names").text = "\n".join(NAMES)
        seating.query_one("#group-seed").value = "7"
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert [len(g) for g in seating.groups] == [15, 15]
        await pilot.press("ctrl+n")
        await pilot.pause()
        for _ in range(2):  # each village: deal from its seed, then on
            assert isinstance(app.screen, VillageSeating)
            await pilot.press("ctrl+r")
            await pilot.pause()
            await pilot.press("ctrl+n")
            await pilot.pause()
        overview = app.screen
        assert isinstance(overview, OverviewScreen)
        notebook = overview.notebook
        first, second = notebook.villages
        # Issue 32: the villages' folder is "…-notebook-of-2-villages", not "…-villages-villages"
        assert notebook.path.name.endswith("-notebook-of-2.jsonl")
        assert (notebook.path.parent / f"{notebook.path.stem}-villages").is_dir()
        assert not list(notebook.path.parent.glob("*villages-villages*"))
        assert "Waiting for you: Village 1" in str(overview.query_one("#headline").render())

        await pilot.press("1")  # opening a village begins its first night
        await pilot.pause()
        one = app.screen
        assert isinstance(one, VillageScreen) and first.state.when == "night 1"

        await pilot.press("f2")  # one key switches village: nights alternate
        await pilot.pause()
        two = app.screen
        assert isinstance(two, VillageScreen) and two.village is second
        assert second.phase == "setup" and "nights alternate" in verdict(two)
        await pilot.press("f6")
        await pilot.pause()
        assert "Village 1 is still at night" in verdict(two) and second.phase == "setup"
        await pilot.press("ctrl+o")
        await pilot.pause()
        await type_line(pilot, "village 1 is at its last call")
        assert second.state.when == "night 1"
        assert second.state.overrides[-1].rules == ["nights-alternate"]

        await pilot.press("f2")  # back to village 1, its night still where it was
        await pilot.pause()
        assert app.screen is one and first.state.when == "night 1"
        await finish_night(pilot, one)
        assert first.state.when == "day 1"
        await type_line(pilot, "m 3 2")  # into a village at night: the next day
        moved = first.state.players[3]
        assert moved.died is not None and moved.died.left
        assert notebook.transfers[-1].line.arrives == "next day"
        assert "leaves for Village 2" in verdict(one)
        cells = dict(one.query_one(PlayerPanel).rows(first.state))["3"]
        assert str(cells[2]) == "→", "leaving is not dying: no †"
        # Issue 32, item 8: the move's own word ("banished" is the Old Hag's day away)
        assert "moved to Village 2" in cells[4] and "†" not in cells[4]
        await type_line(pilot, "m 4 2")  # a second banishment today: refused
        assert "has banished" in verdict(one) and first.state.players[4].alive
        await pilot.press("ctrl+o")
        await pilot.pause()
        await type_line(pilot, "the village voted twice")
        assert not first.state.players[4].alive
        assert one.sub_title.endswith(", 13 players")  # issue 32: two moved away

        await pilot.press("f2")
        await pilot.pause()
        await finish_night(pilot, two)
        assert second.state.when == "day 1"
        arrived = [p.name for p in second.state.players.values() if p.seat > 15]
        assert arrived == [moved.name, first.state.players[4].name]
        assert two.sub_title.endswith(", 17 players")  # issue 32: not 15 after two arrived

        await pilot.press("ctrl+t")  # village 2's day timer: the overview shows it too
        await pilot.pause()
        await pilot.press("f10")
        await pilot.pause()
        assert app.screen is overview
        rows = overview.query_one("#villages")
        assert rows.row_count == 2
        assert str(rows.get_cell("2", "timer")).startswith(("10:00", "9:5"))
        assert str(rows.get_cell("1", "now")).startswith("accusations")
    lines = [json.loads(line) for line in notebook.path.read_text().splitlines()]
    assert [line.get("type") for line in lines[1:]] == ["transfer", "transfer"]
    assert lines[2]["override"]["rules"] == ["banish-once"]


async def test_a_village_that_ends_goes_back_to_the_overview(tmp_path) -> None:
    """Banishing a village's only Werewolf ends its game at once — the win check counts the
    players where they are now — and its end screen's Escape goes back to the overview, where
    the other village goes on."""
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    for village in notebook.villages:
        quiet_night(village)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        overview = await open_village(pilot, notebook, 2)
        await type_line(pilot, "m 1 1")  # B1, the Werewolf, to village 1
        assert isinstance(app.screen, VillageEnd)
        assert notebook.villages[1].state.winners == ["village"]
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is overview
        assert str(overview.query_one("#villages").get_cell("2", "now")) == "won by Villagers"
        assert notebook.villages[0].state.players[6].name == "B1"


async def test_a_newcomer_is_called_with_the_pack_of_the_village(tmp_path) -> None:
    """A Werewolf banished into another village wakes with its pack there: the night's call
    names the newcomer's new seat (Rule Variants — Simultaneous Play Session: "A player with
    any role can move from village to village")."""
    six = ["werewolf", "werewolf", "seer", "villager", "villager", "villager"]
    notebook = hand_notebook(tmp_path / "group.jsonl", six, FIVE)
    for village in notebook.villages:
        quiet_night(village)
    notebook.move("A1", 2)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        await open_village(pilot, notebook, 2)
        await pilot.press("f6")  # village 2's second night
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, VillageScreen) and notebook.villages[1].state.when == \
            "night 2"
        assert "Wakes: 1 B1, 6 A1" in str(screen.query_one("#detail").render())


async def test_a_village_not_begun_says_so_to_what_is_typed(tmp_path) -> None:
    """A village opened while another sleeps waits for F6 ("making sure nights don't happen
    simultaneously"): a day command typed there is answered, not swallowed, and the screen
    lists no day commands before the first night."""
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    notebook.villages[0].game.record(ev.NightFalls())
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_village(pilot, notebook, 2)
        screen = app.screen
        assert isinstance(screen, VillageScreen) and notebook.villages[1].phase == "setup"
        assert str(screen.query_one("#detail").render()) == ""
        await type_line(pilot, "n 3 by 4 5")
        assert "Village 2 has not begun: F6 begins its first night" in verdict(screen)
        assert len(notebook.villages[1].game.events) == 1  # the deal only


def test_the_notepad_grid_marks_a_player_who_moved_away_not_dead(tmp_path) -> None:
    """Leaving is not dying (docs/villages.md): the grid shows → where a death shows †."""
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    first = notebook.villages[0]
    quiet_night(first)
    notebook.move("A2", 2)
    players = first.state.players
    assert players_cell([players[2], players[3]]).plain == "2 A2 →\n3 A3"


async def test_the_overviews_timer_shows_the_dusk_warning_whole(tmp_path) -> None:
    """The overview's Timer column was measured for "4:32" and cut the words that follow as
    the time runs out: "0:45 — dusk is falling" showed "0:45" (Ultimate, The First Day:
    "Don't forget to warn everyone that dusk is falling"); measured again, it stood past the
    80th column, after the long "Now": it comes before it now."""
    notebook = hand_notebook(tmp_path / "group.jsonl", FIVE, FIVE)
    for village in notebook.villages:
        quiet_night(village)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        overview = OverviewScreen(notebook)
        app.push_screen(overview)
        await pilot.pause()
        left = {2: "4:32"}
        overview.timers = lambda: dict(left)  # type: ignore[method-assign]
        overview.show()
        await pilot.pause()
        for words in ("0:45 — dusk is falling", "Dusk has fallen", "4:59 (paused)"):
            left[2] = words
            overview.show_timers()
            await pilot.pause()
            assert words in terminal_text(app), words


async def test_the_recent_list_measures_a_phase_found_after_start(tmp_path) -> None:
    """A log without its summary is replayed beside the start screen and its phase filled in
    after: the Phase column, measured for "…", showed "night 2" as "night"."""
    from table_helpers import make_app, table_game

    from notepad.engine.log.summary import summary_path

    seats = [("Anna", "werewolf"), ("Ben", "seer"), ("Clara", "villager"),
             ("Dieter", "villager"), ("Hans", "villager")]
    game = table_game("ultimate", seats, tmp_path)
    for event in (ev.NightFalls(), ev.Dawn(), ev.NightFalls()):
        game.record(event)
    game.close()
    summary_path(tmp_path / "sessions" / "game.jsonl").unlink()
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert str(app.screen.query_one("#recent").get_cell("0", "phase")) == "night 2"
        assert " night 2 " in terminal_text(app)
