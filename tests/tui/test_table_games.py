"""Issue 12, Done when: a whole Werwölfe game and a 68-player Overpopulated Village game to
night 3, driven through the TUI by keyboard at 80×24 and at 160×50, set up from the start
screen with the rules screen's voting method and variants, with no input dropped (every
line typed is recorded or kept with its reason: table_play.say) and every status asserted on
what the screen shows."""

from __future__ import annotations

import random

import pytest
from table_helpers import make_app, press, shown, terminal_text
from table_play import night_line, play_night, roles_of, say, set_up_game
from textual.widgets import DataTable

from notepad.engine.day.checks import method_of
from notepad.tui.screens.end import EndScreen
from notepad.tui.screens.game import GameScreen

SIZES = [(80, 24), (160, 50)]
WW_NAMES = ["Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hans", "Ida", "Jonas",
            "Karla"]


def marks(screen: GameScreen, seat: int) -> str:
    table = screen.query_one("#players", DataTable)
    return str(table.get_cell(str(seat), "marks"))


@pytest.mark.parametrize("size", SIZES)
async def test_a_whole_werwoelfe_game_by_keyboard(tmp_path, size):
    """Werwölfe, Example Composition for 11 Players, from the start screen to the village's
    win: Cupid's pair, the Seer's answer, the Witch's heal and poison, the Hunter's call that
    records nothing, the Mayor deciding a tied vote (The Gallows), the poisoned announced
    before the devoured (Day Phase: The First Day), the Hunter's shot, the end."""
    async with make_app(tmp_path).run_test(size=size) as pilot:
        screen = await set_up_game(pilot, 1, "example-11", ["house:not-seconded"], WW_NAMES,
                                   seed=11)
        game, state = screen.game, screen.game.state
        assert game.setup.edition == "werwoelfe" and game.setup.voting == "open"
        assert game.setup.house_rules == {"not-seconded": False}
        wolves = sorted(p.seat for p in state.players.values() if p.role == "werewolf")
        plain = [p.seat for p in state.players.values() if p.role == "villager"]
        hunter, mayor = roles_of(state, "hunter")[0], roles_of(state, "mayor")[0]
        # Night 1.
        assert screen.current_call().role == "cupid"
        await say(pilot, screen, f"{plain[0]} {plain[1]}")
        assert "♥" in marks(screen, plain[0]) and "♥" in marks(screen, plain[1])
        await say(pilot, screen, str(plain[2]))  # the werewolves' victim
        await say(pilot, screen, str(wolves[0]))  # the Seer's check …
        assert shown(screen, "#say") == "THUMBS UP — a Werewolf"
        await say(pilot, screen, "")  # … shown at the Seer's call
        assert f"Attacked tonight: {plain[2]} " in shown(screen, "#detail")
        await say(pilot, screen, f"heal {plain[2]}")
        assert screen.current_call().role == "hunter"
        await say(pilot, screen, "7", refused=True)  # nothing to record at the Hunter's call
        assert "nothing to record at the Hunter call" in shown(screen, "#verdict")
        await press(pilot, "escape")
        await say(pilot, screen, "")
        await say(pilot, screen, "")  # the Mayor
        await press(pilot, "f6")
        assert "No one was devoured tonight." in shown(screen, "#say")
        # Day 1: a tie, decided by the Mayor's vote.
        seer = roles_of(state, "seer")[0]
        await say(pilot, screen, f"n {wolves[0]} by {seer}")  # not seconded: switched off
        assert "not-seconded" not in shown(screen, "#verdict")
        voters = len(state.alive)
        await say(pilot, screen, f"v {voters // 2}-{voters // 2} mayor x")
        assert not state.players[wolves[0]].alive
        assert "†" in marks(screen, wolves[0])
        assert f"{WW_NAMES[wolves[0] - 1]} dies" in terminal_text(pilot.app)
        await press(pilot, "f6")
        # Night 2: the wolves eat the Hunter, the Witch poisons a wolf.
        await say(pilot, screen, str(hunter))
        await say(pilot, screen, str(mayor))
        await say(pilot, screen, "")
        await say(pilot, screen, f"kill {wolves[1]}")
        await press(pilot, "f6")
        daybreak, *announce = shown(screen, "#say").splitlines()
        assert daybreak.startswith("It was a long night and werewolves have prowled")
        assert announce[0].startswith(f"{WW_NAMES[wolves[1] - 1]} was poisoned")
        assert announce[1].startswith(f"{WW_NAMES[hunter - 1]} was devoured by the werewolves")
        assert "(Hunter) shoots — type shoot SEAT, or shoot air" in shown(screen, "#ask")
        await say(pilot, screen, f"shoot {wolves[2]}")
        await pilot.pause()
        assert state.phase == "ended" and state.winners == ["village"]
        assert isinstance(pilot.app.screen, EndScreen)
        assert "Game over — Villagers win" in terminal_text(pilot.app)


@pytest.mark.parametrize("size", SIZES)
async def test_the_overpopulated_village_to_night_3_by_keyboard(tmp_path, size):
    """Ultimate, Scenarios — Overpopulated Village (68), with the Secret Ballot ("Last Hero",
    Rule Variants — Accusation and Voting), the Fateful Dice (Daytime Twists) and the Charm,
    chosen on the rules screen; 68 names pasted; every call of three nights answered from the
    keyboard, every day decided by ballot, and every death, silence, banishment, Charm and
    Lover shown on the screen."""
    rng = random.Random(68)
    names = [f"Player {n}" for n in range(1, 69)]
    async with make_app(tmp_path).run_test(size=size) as pilot:
        screen = await set_up_game(
            pilot, 0, "overpopulated-village",
            ["voting:secret-ballot", "variant:fateful-dice", "variant:charm"], names, seed=68)
        game, state = screen.game, screen.game.state
        assert game.setup.voting == "secret-ballot"
        assert {"fateful-dice", "charm"} <= set(game.setup.variants)
        assert len(state.players) == 68 and state.charm_holder is not None
        for night in (1, 2, 3):
            assert state.when == f"night {night}"
            await play_night(pilot, screen, rng)
            if state.phase == "ended":
                break
            assert_statuses_shown(pilot, screen)
            await play_day(pilot, screen, rng)
            if night < 3:
                await press(pilot, "f6")
        assert state.number == 3 and game.log is not None


def assert_statuses_shown(pilot, screen: GameScreen) -> None:
    """Every status of the notepad is on the screen: the dead (†, and in the announcement),
    the silenced and the banished (in the announcement, s and b), the Charm (¤), the Lovers."""
    state = screen.game.state
    say_text = shown(screen, "#say")
    for seat, player in state.players.items():
        symbols = marks(screen, seat)
        if not player.alive:
            assert "†" in symbols, seat
        if player.alive and player.silenced_day == state.number:
            assert "s" in symbols and f"{player.name} is silenced today" in say_text
        if player.alive and player.banished_day == state.number:
            assert "b" in symbols and f"{player.name} is banished today" in say_text
        if player.lover is not None:
            assert "♥" in symbols
    if state.charm_holder is not None and not state.charm_destroyed:
        assert "¤" in marks(screen, state.charm_holder)
    report = screen.game.dawn_report
    assert report is not None
    for seat, _cause, _chain in report.deaths:
        assert state.players[seat].name in say_text


async def play_day(pilot, screen: GameScreen, rng) -> None:
    """The day's asks first (Hunter, Martyr, Mayor card), then a ballot against a Werewolf
    (or whatever today's Fateful Dice rule wants), until the day is over."""
    state = screen.game.state
    for _ in range(12):
        if state.phase != "day":
            return
        asks = [kind for kind, _ in screen.game.asks()]
        if "hunter_shot" in asks:
            await say(pilot, screen, "shoot air")
        elif "martyr" in asks:
            await say(pilot, screen, "martyr no")
        elif "mayor" in asks:
            await say(pilot, screen, f"mayor {next(iter(state.alive))}")
        elif state.today.ended or (state.executions_today and "second_execution" not in asks):
            return
        else:
            await vote(pilot, screen, rng)


async def vote(pilot, screen: GameScreen, rng) -> None:
    state = screen.game.state
    voters = [s for s, p in state.alive.items() if p.banished_day != state.number]
    suspects = state.today.runoff or [p.seat for p in state.living() if state.wolf_team(p)
                                      and p.banished_day != state.number]
    target = rng.choice(suspects)
    method = method_of(state)
    if method == "elimination":  # Fateful Dice 10: everyone but the target is vouched for
        last = voters[0] if voters[0] != target else voters[1]
        for seat in voters:
            if seat not in (target, last) and seat not in state.today.vouched:
                await say(pilot, screen, f"vouch {last} {seat}", reason="test moderator")
                last = seat
        return
    word = "snap" if method == "snap" else "ballot"
    await say(pilot, screen, f"{word} {target}x{len(voters) - 1} {voters[0]}",
              reason="test moderator")
    assert night_line is not None  # the same module moderates the nights
