"""Pilot tests of the read-only views and the end of the game (issue 6): the public view,
the notepad grid, the log and the end screen, each on a game in the middle of day 2 and on
the same game ended; the public view never shows a living player's role."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console
from textual.widgets import DataTable, OptionList, Static
from view_games import OVERRIDE, big_game, ended_game, mid_game

from notepad.catalog import load_catalog
from notepad.engine.day.timer import DayClock
from notepad.engine.reveal import revealed
from notepad.table.report import role_name
from notepad.tui.app import NotepadApp
from notepad.tui.screens.end import EndScreen
from notepad.tui.screens.event_log import EventLogScreen
from notepad.tui.screens.notepad_grid import NotepadGrid
from notepad.tui.screens.public_view import PublicView
from notepad.tui.screens.start import StartScreen

CATALOG = load_catalog(include_user=False)
REVEALS = ["reveal-full", "reveal-wolf-or-not", "reveal-team", "reveal-none"]


def make_app(tmp_path) -> NotepadApp:
    return NotepadApp(catalog=CATALOG, home=tmp_path / "home")


def terminal_text(app: NotepadApp) -> str:
    """The terminal's picture as plain text (App.export_screenshot, without the SVG)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True)
    console.print(app.screen._compositor.render_update(full=True))
    return console.export_text()


def screen_text(app: NotepadApp) -> str:
    """Everything the screen says: the picture on the terminal and the whole of every
    Static, also the part scrolled out of sight."""
    console = Console(width=200, file=io.StringIO(), record=True)
    for widget in app.screen.query(Static):
        console.print(widget.content)
    return terminal_text(app) + "\n" + console.export_text()


def log_text(app: NotepadApp) -> str:
    """Every event of the log screen, one option each, as plain text."""
    console = Console(width=300, file=io.StringIO(), record=True)
    events = app.screen.query_one("#events", OptionList)
    for index in range(events.option_count):
        console.print(events.get_option_at_index(index).prompt)
    return re.sub(r"  +", "  ", console.export_text())


# ------------------------------------------------------------------ public view


async def test_public_view_shows_the_table_what_it_may_see(tmp_path):
    game = mid_game()
    game.set_clock(DayClock(day=2, running=True, left=300, at=1000.0))
    now = [1000.0]
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(PublicView(game, clock=lambda: now[0]))
        await pilot.pause()
        text = screen_text(app)
        assert "Day 2" in text and "5:00" in text
        assert "Today's rule: No talking, except to accuse and second an accusation." in text
        assert "Silenced today: Clara" in text and "Banished today: Ben" in text
        assert "Alive (7)" in text and "Dead (5)" in text
        for seat, name in ((2, "Ben"), (6, "Felix"), (10, "Jonas")):
            assert f"{seat:>2}  {name}" in text
        # reveal-full: the dead show their card, with the phase; never the cause.
        assert " 4  Dieter  day 1    Werewolf" in text and "11  Karla   night 2  Old Hag" in text
        assert "poisoned" not in text and "Hunter's" not in text and "grief" not in text
        now[0] += 1
        await pilot.pause(1.2)
        assert "4:59" in screen_text(app)  # the timer ticks every second
        await pilot.press("f4")
        assert isinstance(app.screen, StartScreen)


async def test_public_view_hides_the_night_choices_at_night(tmp_path):
    game = mid_game()
    from notepad.engine import events as ev

    game.record(ev.NightFalls())
    game.record(ev.Silence(target=5))
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(PublicView(game))
        await pilot.pause()
        text = screen_text(app)
        assert "Night 3" in text and "Silenced" not in text and "Today's rule" not in text


@pytest.mark.parametrize("reveal", REVEALS)
@pytest.mark.parametrize("make", [mid_game, ended_game])
async def test_public_view_never_names_a_living_players_role(tmp_path, reveal, make):
    game = make(reveal)
    state = game.state
    app = make_app(tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(PublicView(game))
        await pilot.pause()
        text = screen_text(app)
    dead = [p for p in state.players.values() if not p.alive]
    shown = {revealed(state, p) for p in dead} - {""}
    for player in dead:
        assert player.name in text
    # What the variant shows of the dead may be shown; nothing more.
    for words in sorted(shown, key=len, reverse=True):
        assert words in text
        text = text.replace(words, "")
    living_roles = {role_name(state, r) for p in state.living() for r in (p.role, p.dealt)}
    secret = {r.name for r in state.roles.values()} if reveal == "reveal-none" else living_roles
    found = [role for role in secret if re.search(rf"\b{re.escape(role)}\b", text)]
    assert found == []


# ------------------------------------------------------------------ notepad grid


async def test_notepad_grid_mid_game(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(NotepadGrid(mid_game()))
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        keys = [row.value for row in table.rows]
        # Ultimate, Night Call Order: the Charm, Cupid, the Lovers, the Bodyguard, the Werewolves …
        assert keys[:5] == ["charm", "cupid", "lovers", "bodyguard", "werewolf"]
        assert "villager" not in keys and len(table.columns) == 2 + 2
        # The Ultimate pack only looks around on the first night (The First Night): "pass"
        # said what did not happen (issue 32, item 4).
        assert str(table.get_cell("werewolf", "night-1")) == "looked around"
        assert str(table.get_cell("werewolf", "night-2")) == "9 Ida"
        assert str(table.get_cell("seer", "night-1")) == "1 Anna: werewolf"
        assert str(table.get_cell("witch", "night-2")) == "poison 11 Karla"
        assert str(table.get_cell("cupid", "night-1")) == "9 Ida, 12 Lukas"
        assert str(table.get_cell("charm", "night-2")) == "6 Felix"
        assert str(table.get_cell("werewolf", "players")) == "1 Anna\n4 Dieter †"
        marks = screen_text(app)
        assert "Lovers: Ida and Lukas" in marks
        assert "Charm holders: Clara, Felix — now Felix" in marks
        assert "night 2: 11 — No talking" in marks and "Witch: heal 1, kill 0" in marks
        assert "Never called: Hunter 8; Villager 3, 9, 12" in marks
        await pilot.press("escape")
        assert isinstance(app.screen, StartScreen)


async def test_notepad_grid_lists_the_games_variants(tmp_path):
    """Issue 13: every variant is "shown in the notepad grid" — each with its line from
    notepad/catalog/variants.py, the role cards' alternate variants among them."""
    from engine_helpers import dealt_game

    game = dealt_game("ultimate", ["werewolf", "seer", "enchantress", "villager", "villager"],
                      ["enchantress-must-silence", "reveal-none"],
                      house_rules={"sorcerer-two-spells": True})
    app = make_app(tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(NotepadGrid(game))
        await pilot.pause()
        marks = screen_text(app)
        assert "enchantress-must-silence: The Enchantress must silence a player every" in marks
        assert "reveal-none: Nothing is revealed but the death itself." in marks
        assert "sorcerer-two-spells: The Sorcerer casts two spells" in marks


@pytest.mark.parametrize("size", [(80, 24), (160, 50)])
async def test_notepad_grid_of_68_players_and_25_nights_scrolls(tmp_path, size):
    game = big_game()
    assert game.state.phase == "ended" and game.state.number >= 20
    app = make_app(tmp_path)
    async with app.run_test(size=size) as pilot:
        app.push_screen(NotepadGrid(game))
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert len(table.columns) == 2 + game.state.number
        players = sum(str(table.get_cell(row, "players")).count("\n") + 1
                      for row in table.rows)
        assert players >= 20
        await pilot.press(*["right"] * 30, *["down"] * 20)
        assert table.cursor_coordinate.column == len(table.columns) - 1
        assert table.scroll_x > 0 and table.scroll_y > 0
        await pilot.press("f7")
        assert isinstance(app.screen, StartScreen)


# ------------------------------------------------------------------ log


async def test_event_log_numbers_every_event_in_words(tmp_path):
    game = ended_game()
    app = make_app(tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(EventLogScreen(game))
        await pilot.pause()
        text = log_text(app)
        assert "27 events, 1 overridden, now at ended" in screen_text(app)
        assert " 1 setup  Cards dealt by hand; the Charm to Clara" in text
        assert "Hunter shoots Dieter  → died: Dieter (shot by the Hunter after Hans)" in text
        assert f"override: repeat-protect — {OVERRIDE}" in text
        assert "27 day 2  Vote on Anna" in text
        assert text.index("26 day 2") < text.index("27 day 2")  # newest last
        await pilot.press("f8")
        assert isinstance(app.screen, StartScreen)


async def test_event_log_of_a_game_in_progress(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(EventLogScreen(mid_game()))
        await pilot.pause()
        assert "25 events, 1 overridden, now at day 2" in screen_text(app)
        assert "Dawn  → died: Ida (eaten by the werewolves); Karla" in log_text(app)
        log = app.screen.query_one("#events")
        assert 0 < log.max_scroll_y == log.scroll_y  # opened on the newest event
        await pilot.press("home")
        assert log.scroll_y == 0
        await pilot.press("escape")
        assert isinstance(app.screen, StartScreen)


# ------------------------------------------------------------------ end


async def test_end_screen_exports_the_report_beside_the_log(tmp_path):
    log = tmp_path / "game.jsonl"
    game = ended_game(log_path=log)
    app = make_app(tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(NotepadGrid(game))
        app.push_screen(EndScreen(game))
        await pilot.pause()
        text = screen_text(app)
        assert "Game over — Villagers win" in text
        assert "Villagers: every Werewolf and Vampire is dead" in text
        table = app.screen.query_one(DataTable)
        assert table.row_count == 12
        assert table.get_cell("8", "role") == "Hunter"
        assert table.get_cell("4", "when") == "day 1"
        assert str(table.get_cell("4", "fate")) == "shot by the Hunter after Hans"
        assert str(table.get_cell("2", "won")) == "won" and str(table.get_cell("1", "won")) == ""
        await pilot.press("m")
        await pilot.press("h")
        await pilot.pause()
        notes = [n.message for n in app._notifications]
        assert str(tmp_path / "game.md") in notes and str(tmp_path / "game.html") in notes
        assert "## Winners" in (tmp_path / "game.md").read_text(encoding="utf-8")
        assert "<h2>Winners</h2>" in (tmp_path / "game.html").read_text(encoding="utf-8")
        await pilot.press("escape")
        assert isinstance(app.screen, StartScreen) and len(app.screen_stack) == 1


async def test_end_screen_mid_game_and_without_a_log(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(EndScreen(mid_game()))
        await pilot.pause()
        assert "No winner yet — the game is at day 2" in screen_text(app)
        await pilot.press("m")
        await pilot.pause()
        notes = [n.message for n in app._notifications]
        assert any("no session log" in n for n in notes)
        assert list(tmp_path.glob("*.md")) == []
        await pilot.press("q")
        assert isinstance(app.screen, StartScreen)
