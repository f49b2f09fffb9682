"""Issue 32, "A newcomer's first evening", on the screens: driven by keyboard at 80×24 and
asserted on what the screen shows."""

from __future__ import annotations

from table_helpers import go_on, make_app, open_game, shown, table_game, type_line

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
