"""Issue 32, "A newcomer's first evening", on the screens: driven by keyboard at 80×24 and
asserted on what the screen shows."""

from __future__ import annotations

from table_helpers import (
    go_on,
    make_app,
    open_game,
    shown,
    table_game,
    terminal_text,
    type_line,
)

from notepad.engine import events as ev

SEVEN = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "mayor"), ("Dieter", "seer"),
         ("Emma", "mason"), ("Felix", "mason"), ("Greta", "hunter")]


async def test_help_at_the_entry_line_shows_this_games_commands(tmp_path):
    """Item 2: `help` by day was "unknown day command 'help'" with every voting method and
    none of dice, masons, death, end. `help` and `?` show this game's commands now; an
    unknown command is quoted as typed and lists this game's commands."""
    game = table_game("ultimate", SEVEN, tmp_path, variants=("fateful-dice",))
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await type_line(pilot, "?")  # at the first night's first call
        night = shown(screen, "#verdict")
        assert "At the" in night and "At any time:" in night and "dice A B" in night
        assert screen.entry.value == ""
        await go_on(pilot, *["f5"] * 8, "f6", "f6")
        assert game.state.phase == "day"
        await type_line(pilot, "help")
        day = shown(screen, "#verdict")
        assert "Today's commands:" in day
        for command in ("n SEAT by A B", "v 9-3 mayor x|s", "shoot SEAT|air", "dice A B",
                        "masons SEAT", "death SEAT masons|left|other", "end TEAM"):
            assert command in day
        assert "ballot" not in day and "vouch" not in day and "snap" not in day
        assert "unknown" not in day and screen.entry.value == ""
        await type_line(pilot, "Hang 3")
        refused = shown(screen, "#verdict")
        assert "unknown day command 'Hang'" in refused
        assert "masons SEAT" in refused and "vouch" not in refused


async def test_f1_lists_this_screens_keys_first_grouped(tmp_path):
    """Item 1: F1 opened Textual's key panel, 35 lines of text-editing keys first, squeezing
    the game into a 7-character strip at 80 columns; the builder's footer began "← −1 → +1
    f1 Keys" and the village screen's had no F1."""
    from notepad.tui.screens.keys_help import HelpPanel, key_groups

    game = table_game("ultimate", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        assert next(iter(screen.active_bindings)) == "f1"
        groups = key_groups(screen)
        titles = [title for title, _ in groups]
        assert titles[0] == "At the call, and by day"
        first = dict((what.split(" — ")[0], keys) for keys, what in groups[0][1])
        assert first["Pass"] == "f5" and first["Dawn/Dusk"] == "f6"
        assert "help ⏎" in dict(groups[0][1])
        every = " ".join(what for _, lines in groups for _, what in lines)
        assert "Cursor" not in every and "Delete" not in every  # no text-editing keys
        await go_on(pilot, "f1")  # over the screen, which keeps its width and its keys
        panel = screen.query_one(HelpPanel)
        assert panel.region.width == 80 and screen.query_one("#centre").region.width > 20
        assert "At the call, and by day" in terminal_text(pilot.app)
        await go_on(pilot, "f1")
        assert not screen.query(HelpPanel) and screen.entry.has_focus


async def test_f1_comes_first_in_the_builders_and_a_villages_footer(tmp_path):
    from notepad.tui.screens.builder import BuilderScreen
    from notepad.tui.screens.villages.village import VillageScreen

    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await go_on(pilot, "n")
        builder = pilot.app.screen
        assert isinstance(builder, BuilderScreen)
        assert next(iter(builder.active_bindings)) == "f1"
    assert any(getattr(b, "key", "") == "f1" for b in VillageScreen.BINDINGS)


async def test_the_palette_names_each_command_once(tmp_path):
    """Item 9: two "Quit" entries in the start screen's palette."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert titles.count("Quit") == 1 and titles.count("Keys") == 1


async def test_f10s_answer_does_not_land_in_the_entry_line(tmp_path):
    """Item 9: F10 asks first, and the letter that answered landed in the entry line."""
    game = table_game("ultimate", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await go_on(pilot, "f10", "n")
        assert pilot.app.screen is screen and screen.entry.value == ""


async def test_a_read_only_window_says_so_before_asking_for_a_reason(tmp_path):
    """Item 10: a read-only window asked for an override reason before saying it is
    read-only, and its footer still offered F5, F6 and Ctrl+Z."""
    from notepad.engine.log.replay import load_game

    holder = table_game("ultimate", SEVEN, tmp_path)
    holder.record(ev.NightFalls())
    holder.record(ev.Passed(role="mason"))
    holder.record(ev.Passed(role="werewolf"))
    follower, _ = load_game(holder.log.path, holder.roles, read_only=True)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, follower)
        keys = set(screen.active_bindings)
        assert not {"f5", "f6", "ctrl+z", "ctrl+o"} & keys and "f1" in keys
        assert screen.current_call().role == "seer"
        await type_line(pilot, "4")  # the Seer checks herself: a rule refuses it
        said = shown(screen, "#verdict")
        assert "read-only" in said and "Ctrl+O" not in said
        await go_on(pilot, "ctrl+o")
        assert pilot.app.screen is screen  # no reason asked for
    holder.close()


async def test_an_error_toast_goes_with_its_screen(tmp_path):
    """Item 9: "Cannot open the scenario …garbage.toml" stood over the builder after another
    scenario opened."""
    from pathlib import Path

    garbage = tmp_path / "garbage.toml"
    garbage.write_text("this is = not [ toml\n")
    good = Path(__file__).parents[2] / "scenarios" / "ultimate" / "village-of-visions.toml"
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        start = app.screen
        start.open_scenario(garbage)
        await pilot.pause()
        assert any("Cannot open the scenario" in n.title for n in app._notifications)
        start.open_scenario(good)
        await pilot.pause()
        await pilot.pause()
        assert type(app.screen).__name__ == "BuilderScreen"
        assert not any("Cannot open the scenario" in n.title for n in app._notifications)


async def test_a_stale_estimate_is_marked(tmp_path):
    """Item 6: "Village wins 72% … after 400 games" stayed after the Charm and team reveal
    were switched and after ] left 26 cards for 27 players; w then said 75%."""
    from builder_helpers import open_builder

    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        screen.estimate_workers = 1
        screen.ESTIMATE_GAMES = 40
        screen.draft.load_scenario(app.catalog.find_scenario("village-of-judgment"))
        screen.refresh_all()
        await go_on(pilot, "w")
        await app.workers.wait_for_complete()
        await pilot.pause()
        estimate = lambda: str(screen.query_one("#estimate").render())  # noqa: E731
        assert "after 40 games" in estimate() and "before your change" not in estimate()
        await go_on(pilot, "right_square_bracket")  # a player more than cards
        assert "after 40 games" in estimate() and "for the set before your change" in estimate()
        await go_on(pilot, "left_square_bracket")  # back to the set it was played for
        assert "before your change" not in estimate()
        screen.draft.variants = ("charm",)
        screen.show_balance()
        await pilot.pause()
        assert "for the set before your change" in estimate()


async def test_one_night_offers_no_w_and_plus_after_tab_counts(tmp_path):
    """Item 6: in a One Night set the builder offered w and then said there was none; + after
    Tab did nothing, silently."""
    from builder_helpers import open_builder

    from notepad.tui.widgets.role_table import RoleTable

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_builder(pilot)
        assert "w" in screen.active_bindings
        await go_on(pilot, "e", "e")  # Werwölfe, then One Night
        assert screen.draft.edition.value == "onenight"
        assert "w" not in screen.active_bindings
        assert "w: estimate" not in str(screen.query_one("#estimate").render())
        await go_on(pilot, "e")  # back to Ultimate
        assert "w" in screen.active_bindings
        table = screen.query_one(RoleTable)
        role = table.current_role()
        await go_on(pilot, "tab")
        assert not table.has_focus
        await go_on(pilot, "plus")
        assert screen.draft.counts.get(role) == 1 and table.has_focus
