"""Issue 12, "What went wrong", items 9 and 10: the start screen's recent list after leaving a
game, Ctrl+Q during a One Night round, and the One Night final table (card then vote on the
same player, Home, saved with the round and reopened)."""

from __future__ import annotations

import json

from table_helpers import CATALOG, make_app, press, table_game, type_line
from textual.widgets import DataTable, Input

from notepad.balance.draft import Draft
from notepad.catalog import Edition
from notepad.tui.screens.builder import BuilderScreen
from notepad.tui.screens.dialogs import Confirm
from notepad.tui.screens.game import GameScreen
from notepad.tui.screens.onenight.setup import OneNightScreen
from notepad.tui.screens.onenight.table import FinalTableScreen
from notepad.tui.screens.start import StartScreen

SEATS = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"), ("Dieter", "villager"),
         ("Emma", "villager"), ("Felix", "villager"), ("Greta", "villager")]


def five_for_one_night() -> Draft:
    draft = Draft(CATALOG, Edition.ONENIGHT, 5)
    draft.load_scenario(CATALOG.find_scenario("epic-battle-intertwined-fates"), 5)
    return draft


async def phases(pilot) -> list[str]:
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    table = pilot.app.screen.query_one("#recent", DataTable)
    return [str(table.get_cell_at((row, 3))) for row in range(table.row_count)]


async def test_the_recent_list_is_fresh_after_leaving_a_game(tmp_path):
    """Item 9: after F10 the start screen lists the game just played, at its phase."""
    async with make_app(tmp_path).run_test(size=(120, 30)) as pilot:
        assert isinstance(pilot.app.screen, StartScreen)
        assert "No sessions yet" in str(pilot.app.screen.query_one("#recent", DataTable)
                                         .get_cell_at((0, 0)))
        game = table_game("werwoelfe", SEATS, tmp_path)  # started from the seating screen
        pilot.app.push_screen(GameScreen(game))
        await pilot.pause()
        await type_line(pilot, "5")  # the werewolves' victim
        await press(pilot, "f10", "y")
        assert isinstance(pilot.app.screen, StartScreen)
        assert await phases(pilot) == ["night 1"]
        table = pilot.app.screen.query_one("#recent", DataTable)
        table.focus()
        await press(pilot, "enter")
        screen = pilot.app.screen
        assert isinstance(screen, GameScreen) and screen.game.state.tonight.kills
        await press(pilot, "enter", "enter", "f6")
        await press(pilot, "f10", "y")
        assert await phases(pilot) == ["day 1"]


async def test_f1_shows_the_keys_and_f1_again_puts_them_away(tmp_path):
    """The footer offers "f1 Keys": the panel covers a third of an 80-column screen, so the
    same key must take it away again (Textual's own action only shows it), on the start
    screen and on the builder alike."""
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        for screen in (StartScreen, BuilderScreen):
            if screen is BuilderScreen:
                await press(pilot, "n")
            assert isinstance(pilot.app.screen, screen)
            await press(pilot, "f1")
            assert pilot.app.screen.query("HelpPanel")
            await press(pilot, "f1")
            assert not pilot.app.screen.query("HelpPanel")


async def test_open_a_log_says_what_was_wrong_with_the_path(tmp_path):
    """`l` opens a session log by its path. A folder, a missing file and a file that is no
    session log each get a message saying what was wrong and where the sessions are; none
    opens a game or leaves the start screen."""
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"\x00\xff not a log\n")
    cases = {str(tmp_path): "is a folder", str(tmp_path / "gone.jsonl"): "is not a file",
             str(bad): "line 1"}
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        for path, said in cases.items():
            await press(pilot, "l")
            pilot.app.screen.query_one(Input).value = path  # pasted: typing costs seconds
            await press(pilot, "enter")
            assert isinstance(pilot.app.screen, StartScreen)
            last = str(list(pilot.app._notifications)[-1].message)
            assert said in last, last
            if said != "line 1":
                assert str(tmp_path / "sessions") in last


async def test_ctrl_q_asks_during_a_one_night_round(tmp_path):
    """Item 9: Ctrl+Q in a One Night round asks first, as in a game."""
    draft = five_for_one_night()
    async with make_app(tmp_path).run_test(size=(120, 30)) as pilot:
        pilot.app.push_screen(OneNightScreen(draft))
        await pilot.pause()
        await press(pilot, "ctrl+q")
        assert isinstance(pilot.app.screen, Confirm)
        await press(pilot, "n")
        assert isinstance(pilot.app.screen, OneNightScreen) and pilot.app.is_running


async def test_the_final_table_keeps_the_player_and_is_saved_with_the_round(tmp_path):
    """Item 10. One Night rulebook, Vote: "Now you all reveal your role cards" — the Game
    Master enters each player's card, then whom they pointed at, on the same row; Home goes
    to the first row; the table is saved beside the round and reopens from the start
    screen."""
    draft = five_for_one_night()
    async with make_app(tmp_path).run_test(size=(120, 30)) as pilot:
        pilot.app.push_screen(OneNightScreen(draft))
        await pilot.pause()
        await press(pilot, "f")
        table_screen = pilot.app.screen
        assert isinstance(table_screen, FinalTableScreen)
        grid = table_screen.query_one("#final", DataTable)
        await press(pilot, "enter")  # the card …
        await press(pilot, "enter")
        assert grid.cursor_row == 0 and table_screen.final.seats[0].card is not None
        await press(pilot, "3")  # … then whom the player pointed at: the same player
        assert table_screen.final.seats[0].votes_for == 2
        assert grid.cursor_row == 1
        await press(pilot, "4")  # a vote alone keeps the row too
        assert table_screen.final.seats[1].votes_for == 3 and grid.cursor_row == 1
        await press(pilot, "end", "home")
        assert grid.cursor_row == 0
        path = table_screen.path
        assert path is not None and path.parent == tmp_path / "sessions"
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert saved["seats"][0]["votes_for"] == 2 and saved["seats"][1]["votes_for"] == 3
        card = table_screen.final.seats[0].card
        await press(pilot, "escape", "escape", "escape")
        assert isinstance(pilot.app.screen, StartScreen)
        table = pilot.app.screen.query_one("#recent", DataTable)
        assert str(table.get_cell_at((0, 1))) == "One Night"
        assert str(table.get_cell_at((0, 3))) == "final table: 1 of 5 entered"
        table.focus()
        await press(pilot, "enter")
        again = pilot.app.screen
        assert isinstance(again, FinalTableScreen) and again.path == path
        assert again.final.seats[0].card == card and again.final.seats[1].votes_for == 3


async def test_the_recent_list_names_scenarios_and_editions_in_words(tmp_path):
    """A first-game trial read 'village-of-pain  ultimate' in the recent list, where the game's
    header said 'Village of Pain' and the builder 'Ultimate Werewolf': the list now uses the
    same words (the title made from the scenario's id, without loading the catalogue)."""
    for name, edition, scenario in (("a", "ultimate", "village-of-pain"),
                                    ("b", "werwoelfe", "suggestion"), ("c", "ultimate", None)):
        game = table_game(edition, SEATS, tmp_path, scenario=scenario)
        game.close()
        (tmp_path / "sessions" / "game.jsonl").rename(tmp_path / "sessions" / f"{name}.jsonl")
    async with make_app(tmp_path).run_test(size=(120, 30)) as pilot:
        table = pilot.app.screen.query_one("#recent", DataTable)
        rows = {str(table.get_cell_at((row, 5))): (str(table.get_cell_at((row, 0))),
                                                   str(table.get_cell_at((row, 1))))
                for row in range(table.row_count)}
    assert rows == {"a.jsonl": ("Village of Pain", "Ultimate Werewolf"),
                    "b.jsonl": ("Suggested set", "Werwölfe"),
                    "c.jsonl": ("custom set", "Ultimate Werewolf")}
