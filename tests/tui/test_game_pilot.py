"""Whole games played from the TUI as a moderator would, by keyboard; assertions on the
engine's state and the session log (issue 6, Done when)."""

from __future__ import annotations

import json

from table_helpers import go_on

from notepad.catalog import load_catalog
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import GameSetup, Seat, setup_from_scenario
from notepad.table.commands import pending_kinds
from notepad.tui.app import NotepadApp
from notepad.tui.screens.game import GameScreen

CATALOG = load_catalog(include_user=False)
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim"]
# Werwölfe, Example Composition for 11 Players, dealt by hand in this order.
CARDS = ["werewolf", "werewolf", "werewolf", "seer", "witch", "cupid", "hunter", "mayor",
         "villager", "villager", "villager"]


def werwoelfe_game(tmp_path) -> Game:
    scenario = CATALOG.find_scenario("example-11")
    setup = GameSetup(edition="werwoelfe", scenario=scenario.id, roles=scenario.roles,
                      players=[Seat(seat=i, name=n) for i, n in enumerate(NAMES, 1)], seed=11)
    folder = tmp_path / "sessions"
    folder.mkdir(parents=True, exist_ok=True)
    game = Game.new(setup, CATALOG.edition_roles("werwoelfe"), log_path=folder / "ww.jsonl")
    game.record(ev.CardsDealt(cards=CARDS))
    return game


async def type_line(pilot, text: str) -> None:
    await pilot.press(*text, "enter")
    await pilot.pause()


def current(screen: GameScreen) -> str | None:
    call = screen.current_call()
    return call.role if call else None


async def test_werwoelfe_example_to_a_winner(tmp_path):
    """WW: Cupid pairs the Hunter with a villager; the wolves' choice of a wolf is refused and
    overridden with a reason; the Seer's check is undone and made again; the wolves eat the
    Hunter, whose lover dies of grief and whose shot kills the last wolf: the village wins
    (WW Goal of the Game; Hunter; Cupid)."""
    game = werwoelfe_game(tmp_path)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(GameScreen(game))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and game.state.when == "night 1"
        assert current(screen) == "cupid"
        await type_line(pilot, "gus ivy")
        assert game.state.players[7].lover == 9
        assert current(screen) == "werewolf"
        await type_line(pilot, "bob")  # a werewolf: refused
        assert not game.state.tonight.kills
        assert "error" in str(screen.query_one("#verdict").render())
        await pilot.press("ctrl+o")
        await pilot.pause()
        await type_line(pilot, "the wolves insist")
        assert game.state.tonight.kills == {"werewolf": [2]}
        assert current(screen) == "seer"
        await type_line(pilot, "1")
        assert "THUMBS UP" in str(screen.query_one("#say").render())  # at the Seer's call
        await pilot.press("ctrl+z")  # the check is taken back …
        await pilot.pause()
        assert game.state.checks == [] and current(screen) == "seer"
        await type_line(pilot, "cy")  # … and made again
        assert [c[2] for c in game.state.checks] == [3]
        await pilot.press("enter")  # the answer was shown at the Seer's call: on
        await pilot.pause()
        for _ in ("witch", "hunter", "mayor"):
            await go_on(pilot, "enter")
        assert current(screen) is None
        await pilot.press("f6")
        await pilot.pause()
        assert game.state.when == "day 1" and not game.state.players[2].alive
        await type_line(pilot, "n ann by dee eve")
        await type_line(pilot, "v 8-1")
        assert not game.state.players[1].alive
        await pilot.press("f6")
        await pilot.pause()
        assert game.state.when == "night 2"
        await type_line(pilot, "gus")  # the wolves eat the Hunter
        await type_line(pilot, "hal")
        await go_on(pilot, "enter")  # the Witch does nothing
        await pilot.press("f6")  # calls are left: F6 says which …
        await pilot.pause()
        assert game.state.when == "night 2"
        assert " ".join(str(screen.query_one("#verdict").render()).split()).startswith(
            "Not yet dawn: ")
        await pilot.press("f6")  # … and goes to dawn at the second
        await pilot.pause()
        state = game.state
        assert not state.players[7].alive and not state.players[9].alive
        assert state.players[9].died.chain == [7]  # grief follows the Hunter's death
        assert state.pending_shots == [7]
        assert any("Hunter" in line for line in game.waiting_for())
        for key, view in (("f4", "PublicView"), ("f7", "NotepadGrid"), ("f8", "EventLogScreen")):
            await pilot.press(key)
            await pilot.pause()
            assert type(app.screen).__name__ == view
            await pilot.press(key)  # the same key returns
            await pilot.pause()
            assert app.screen is screen
        await type_line(pilot, "shoot cy")
        assert state.phase == "ended" and state.winners == ["village"]
        await pilot.pause()
        assert type(app.screen).__name__ == "EndScreen"
        await pilot.press("m")
        await pilot.pause()
    lines = (tmp_path / "sessions" / "ww.jsonl").read_text(encoding="utf-8").splitlines()
    events = [json.loads(line) for line in lines[1:]]
    assert any(e.get("override", {}) and e["override"]["reason"] == "the wolves insist"
               for e in events if isinstance(e, dict))
    assert {"type": "undo"} in events
    assert state.overrides and state.overrides[0].reason == "the wolves insist"
    report = (tmp_path / "sessions" / "ww.md").read_text(encoding="utf-8")
    assert "the wolves insist" in report and "Village" in report


def answer_for(game: Game, screen: GameScreen) -> str:
    """A plain policy for the automated moderator: what to type for the current call."""
    state = game.state
    call = screen.current_call()
    assert call is not None
    kinds = pending_kinds(state, call)
    kind = kinds[0] if kinds else "none"
    living = [p for p in state.players.values() if p.alive]
    if kind == "kill":
        prey = [p for p in living if not state.in_pack(p) and p.role != "vampire"]
        return str(prey[0].seat) if prey else ""
    if kind == "choose_lovers":
        return f"{living[-1].seat} {living[-2].seat}"
    if kind == "pass_charm":
        fresh = [p for p in living if p.seat not in state.charm_holders]
        return str(fresh[0].seat) if fresh else "refuse"
    if kind == "minion":
        return str(next(p.seat for p in living if not state.in_pack(p)))
    return ""


async def run_day(game: Game, pilot) -> None:
    state = game.state
    for prompt in game.waiting_for():
        if "Hunter" in prompt:
            await type_line(pilot, "shoot air")
        elif "Martyr" in prompt:
            await type_line(pilot, "martyr no")
    wolves = [p for p in state.living() if state.wolf_team(p) and p.seat != state.charm_holder]
    others = [p for p in state.living() if p not in wolves]
    banished = [p.seat for p in state.living() if p.banished_day == state.number]
    wolves = [w for w in wolves if w.seat not in banished]
    accusers = [p for p in others if p.seat not in banished][:2]
    if wolves and len(accusers) == 2:
        target = wolves[0].seat
        await type_line(pilot, f"n {target} by {accusers[0].seat} {accusers[1].seat}")
        await type_line(pilot, f"v {len(state.living())}-0")
        for prompt in game.waiting_for():
            if "Martyr" in prompt:
                await type_line(pilot, "martyr no")
            elif "Hunter" in prompt:
                await type_line(pilot, "shoot air")


async def test_ultimate_33_players_with_the_charm_to_a_winner(tmp_path):
    """UW "The Village" Corporation (33) with the Charm: every call answered from the
    keyboard, nights resolved at dawn, one wolf executed a day, until the engine names the
    winners; the Charm passes from holder to holder (Rule Variants — The Charm)."""
    scenario = CATALOG.find_scenario("the-village-corporation")
    names = [f"Player {n}" for n in range(1, 34)]
    setup = setup_from_scenario(scenario, names, variants=["charm"], seed=33)
    game = Game.new(setup, CATALOG.edition_roles("ultimate"), log_path=tmp_path / "uw.jsonl")
    game.deal()
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(GameScreen(game))
        await pilot.pause()
        screen = app.screen
        for _ in range(600):
            state = game.state
            if state.phase == "ended":
                break
            if state.phase == "night":
                if screen.current_call() is None:
                    await pilot.press("f6")
                    await pilot.pause()
                    continue
                before = len(game.events)
                await type_line(pilot, answer_for(game, screen))
                if len(game.events) == before and "Enter again records" in \
                        str(screen.query_one("#verdict").render()):
                    await go_on(pilot, "enter")  # a pass: said twice (table/second_enter.py)
                if len(game.events) == before:  # refused: say why and record it anyway
                    await pilot.press("ctrl+o")
                    await pilot.pause()
                    await type_line(pilot, "automated moderator")
                assert len(game.events) > before, str(screen.query_one("#verdict").render())
            else:
                await run_day(game, pilot)
                await pilot.press("f6")
                await pilot.pause()
        assert game.state.phase == "ended", game.state.when
        assert game.state.winners
        assert len(game.state.charm_holders) >= 2
    # The log replays to the same end.
    from notepad.engine.log.replay import load_game

    again, _ = load_game(tmp_path / "uw.jsonl")
    assert again.state.winners == game.state.winners
    assert [p.alive for p in again.state.players.values()] == \
        [p.alive for p in game.state.players.values()]


async def test_killed_mid_game_resumes_at_the_same_call(tmp_path):
    """Never lose a game: the app dies mid-night (no goodbye), the start screen offers the
    session, and the game goes on at the same call with nothing lost."""
    game = werwoelfe_game(tmp_path)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(GameScreen(game))
        await pilot.pause()
        await type_line(pilot, "gus ivy")
        await type_line(pilot, "jo")
        assert current(app.screen) == "seer"
    events_before = len(game.events)
    game.log.close()  # the crash: the dead process's lock on the log goes with it
    # A second app, as after a crash: the log is all there is.
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        table = app.screen.query_one("#recent")
        assert table.row_count == 1
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert table.get_cell("0", "phase") == "night 1"
        table.focus()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert len(screen.game.events) == events_before
        assert current(screen) == "seer"
        assert screen.game.state.tonight.kills == {"werewolf": [10]}
        await type_line(pilot, "1")
        await pilot.press("ctrl+q")  # quitting mid-game asks first
        await pilot.pause()
        assert type(app.screen).__name__ == "Confirm"
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen and app.is_running
        screen.game.close()
    lines = (tmp_path / "sessions" / "ww.jsonl").read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[-1]) == {"type": "check", "role": "seer", "target": 1}
