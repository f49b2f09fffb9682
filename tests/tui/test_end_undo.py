"""Ctrl+Z on the end screen takes back the action that ended the game (README: "Ctrl+Z /
Ctrl+Y undo / redo, any number of steps"; the game screen says "Ctrl+Z takes back the last
action" once the game has ended). A Hunter's shot at the wrong seat killed the last Werewolf
(Ultimate, Role Cards — Hunter: "If the Hunter is killed, they may immediately kill another
player"; End of the Game: the village wins when every Werewolf is dead), and the key did
nothing on the end screen that opened."""

from __future__ import annotations

from table_helpers import make_app, open_game, press, shown, table_game, type_line

from notepad.engine import events as ev
from notepad.tui.screens.end import EndScreen
from notepad.tui.screens.game import GameScreen

SEATS = [("Anna", "werewolf"), ("Ben", "hunter"), ("Clara", "villager"), ("Dieter", "villager"),
         ("Emma", "villager"), ("Felix", "villager")]


async def test_ctrl_z_on_the_end_screen_takes_back_the_shot(tmp_path):
    game = table_game("ultimate", SEATS, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await press(pilot, "enter", "f6")  # the Werewolves look around; dawn
        await type_line(pilot, "n 2 by 3 4")
        await type_line(pilot, "v 5-0")  # the Hunter is executed and shoots
        await type_line(pilot, "shoot 1")  # the last Werewolf: the village wins
        assert game.state.phase == "ended"
        assert isinstance(pilot.app.screen, EndScreen)
        await press(pilot, "ctrl+z")
        assert pilot.app.screen is screen and isinstance(screen, GameScreen)
        assert game.state.phase == "day" and game.state.players[1].alive
        assert type(game.events[-1]) is ev.Vote
        assert shown(screen, "#verdict").startswith("Undone: ")
        assert game.state.pending_shots  # the Hunter is asked to shoot again
        await type_line(pilot, "shoot 3")
        assert game.state.phase == "day" and not game.state.players[3].alive


async def test_ctrl_z_on_an_end_screen_without_its_game_says_where_to_correct(tmp_path):
    """The end screen opened on its own (a finished session's report) has no game screen to
    go back to: the key says where an event can be corrected, and nothing is undone."""
    game = table_game("ultimate", SEATS, tmp_path)
    for event in (ev.NightFalls(), ev.Passed(role="werewolf"), ev.Dawn(),
                  ev.Nominate(nominee=1, by=[3, 4]), ev.Vote(nominee=1, execute=[2, 3, 4, 5],
                                                           spare=[])):
        game.record(event)
    assert game.state.phase == "ended"
    events = len(game.events)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        pilot.app.push_screen(EndScreen(game))
        await pilot.pause()
        await press(pilot, "ctrl+z")
        assert len(game.events) == events and isinstance(pilot.app.screen, EndScreen)
        assert "F8 opens the log" in str(list(pilot.app._notifications)[-1].message)
