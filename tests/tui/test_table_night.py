"""Issue 12, "What went wrong", the night's items, each driven by keyboard as a moderator
would and asserted on what the screen shows: typed text kept (1), potions (2), the Seer's
answer (3), refused text and the dead (4), the Charm holder at night (6)."""

from __future__ import annotations

from table_helpers import (
    current,
    go_on,
    make_app,
    open_game,
    press,
    shown,
    table_game,
    terminal_text,
    type_line,
)

from notepad.engine import events as ev
from notepad.engine.log.replay import load_game
from notepad.tui.screens.game import GameScreen

UW = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"), ("Dieter", "witch"),
      ("Emma", "sorcerer"), ("Felix", "villager"), ("Greta", "villager"), ("Hans", "villager")]
WW = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"), ("Dieter", "witch"),
      ("Emma", "hunter"), ("Felix", "villager"), ("Greta", "villager")]


async def test_text_typed_where_nothing_can_be_recorded_is_kept_and_answered(tmp_path):
    """Item 1. Ultimate, The First Night: "The Werewolves wake up and look around" (they eat
    from the second night on); Werwölfe, Hunter: "Hunter, wake up. Open your eyes." — neither
    call records anything, so typed text is refused and kept, never taken for a pass."""
    game = table_game("ultimate", UW, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        assert current(screen) == "werewolf"
        assert shown(screen, "#say") == "“The Werewolves wake up and look around.”"
        before = len(game.events)
        await type_line(pilot, "7")
        assert len(game.events) == before and screen.entry.value == "7"
        assert "nothing to record at the Werewolf call: they only look around on the first " \
            "night" in " ".join(shown(screen, "#verdict").split())
        assert "nothing to record" in terminal_text(pilot.app)
        await press(pilot, "f5")  # passing with text in the line is refused too
        assert len(game.events) == before and "still holds" in shown(screen, "#verdict")
        assert " ".join(shown(screen, "#verdict").split()) == (
            "Not passed: the entry line still holds “7”, which was not recorded. Edit it and "
            "press Enter, or Escape clears it")
        await press(pilot, "escape", "enter")
        assert current(screen) == "sorcerer" and screen.entry.value == ""
    ww = table_game("werwoelfe", WW, tmp_path / "ww")
    async with make_app(tmp_path / "ww").run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, ww)
        await type_line(pilot, "6")  # the werewolves' victim
        await go_on(pilot, "enter")  # the Seer does nothing
        await go_on(pilot, "enter")  # nor the Witch
        assert current(screen) == "hunter"
        before = len(ww.events)
        await type_line(pilot, "3")
        assert len(ww.events) == before and screen.entry.value == "3"
        assert "nothing to record at the Hunter call" in shown(screen, "#verdict")


async def test_a_heal_reaches_only_tonights_victim_and_the_call_says_what_is_left(tmp_path):
    """Item 2. Ultimate, Role Cards — Witch/Sorcerer: "heal a player killed that night";
    Werwölfe, Witch: the healing potion saves "the werewolves' victim", once per game. The call
    shows the victims and the potions left, and reads only what is true."""
    game = table_game("ultimate", UW, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        await go_on(pilot, "enter")  # the Werewolves look around
        assert current(screen) == "sorcerer"
        assert "attacked tonight" not in shown(screen, "#say")
        detail = shown(screen, "#detail")
        assert "Nobody was attacked tonight" in detail and "Potions left: heal 1, kill 1" in detail
        await type_line(pilot, "heal 4")
        assert "was not attacked tonight" in shown(screen, "#verdict")
        assert game.state.potions["sorcerer"]["heal"] == 1 and screen.entry.value == "heal 4"
    ww = table_game("werwoelfe", WW, tmp_path / "ww")
    async with make_app(tmp_path / "ww").run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, ww)
        await type_line(pilot, "6")
        await go_on(pilot, "enter")
        assert current(screen) == "witch"
        say = shown(screen, "#say")
        assert "The Witch has a healing potion" in say and "also has a poison potion" in say
        assert "Attacked tonight: 6 Felix" in shown(screen, "#detail")
        await type_line(pilot, "heal 7")
        assert "error" in shown(screen, "#verdict") and not ww.state.tonight.healed
        await press(pilot, "escape")
        await type_line(pilot, "heal 6")
        assert ww.state.tonight.healed == [6]
        await go_on(pilot, "enter", "f6", "f6", "f6")  # the Hunter; dawn; a quiet day
        await type_line(pilot, "7")
        await go_on(pilot, "enter")
        say = shown(screen, "#say")
        assert "healing potion" not in say and "The Witch also" not in say
        assert "The Witch has a poison potion" in say
        assert "Potions left: heal 0, kill 1" in shown(screen, "#detail")
        # Only the potion left is asked for (a trial: "heal SEAT and/or kill SEAT" was asked
        # with the healing potion spent).
        assert "Record: kill SEAT (the heal potion is spent)" in " ".join(
            shown(screen, "#detail").split())
        assert "heal SEAT" not in screen.entry.placeholder


def test_the_witchs_entry_asks_for_the_potions_left():
    """Werwölfe, Witch: each potion once in the entire game; Ultimate, Role Cards — Witch."""
    from notepad.table.night_words import potions_hint

    assert potions_hint({"heal": 1, "kill": 1}) == \
        "heal SEAT and/or kill SEAT; Enter alone: no potion"
    assert potions_hint({"heal": 0, "kill": 1}).startswith("kill SEAT (the heal potion is spent)")
    assert potions_hint({"heal": 1, "kill": 0}).startswith("heal SEAT (the kill potion is spent)")
    assert potions_hint({"heal": 0, "kill": 0}) == \
        "nothing: both potions are spent; Enter goes on"
    assert potions_hint({}) == "nothing: both potions are spent; Enter goes on"


async def test_the_seers_answer_is_shown_at_its_own_call_and_kept_until_dawn(tmp_path):
    """Item 3. Werwölfe, Seer: "If the Seer points to a werewolf, the moderator raises their
    thumb" — the answer belongs to the Seer's call, says whose check it answers, stays in
    tonight's answers, and is there again after a resume."""
    game = table_game("werwoelfe", WW, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await type_line(pilot, "6")
        assert current(screen) == "seer"
        await type_line(pilot, "2")
        assert screen.held is not None and screen.held.role == "seer"
        assert shown(screen, "#say") == "THUMBS UP — a Werewolf"
        assert "The Seer checked 2 Ben" in shown(screen, "#detail")
        assert "call 2 of 4: Seer" in shown(screen, "#phase")
        assert "Enter goes on to the Witch call." in shown(screen, "#detail")
        await go_on(pilot, "enter")
        assert current(screen) == "witch" and screen.held is None
        assert "Seer checked 2 Ben: THUMBS UP — a Werewolf" in shown(screen, "#answers")
        game.close()
    again, _ = load_game(tmp_path / "sessions" / "game.jsonl", resume=True)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, again)
        assert current(screen) == "witch"
        assert "Seer checked 2 Ben: THUMBS UP" in shown(screen, "#answers")
        again.close()


async def test_after_the_last_calls_answer_enter_does_not_promise_dawn(tmp_path):
    """Ultimate, Seer, the night's last call: Enter puts the answer away and dawn stays F6's
    (it is an action of its own, recorded only when asked for), so the words must say so —
    they used to read "Enter goes on to dawn (F6)", and Enter brought no dawn."""
    seats = [("Anna", "werewolf"), ("Ben", "villager"), ("Cara", "seer"), ("Dan", "villager"),
             ("Eve", "villager"), ("Finn", "villager")]
    game = table_game("ultimate", seats, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        while current(screen) != "seer":
            await go_on(pilot, "enter")
        await type_line(pilot, "1")
        assert shown(screen, "#say") == "THUMBS UP — a Werewolf"
        assert "Enter puts the answer away; then F6 for dawn." in shown(screen, "#detail")
        assert "dawn (F6)" not in shown(screen, "#detail")
        await go_on(pilot, "enter")
        assert screen.held is None and current(screen) is None
        assert game.state.phase == "night" and "F6 for dawn" in shown(screen, "#phase")
        game.close()


async def test_refused_text_stays_with_its_call_and_the_dead_are_never_offered(tmp_path):
    """Item 4. A refused day command is not carried into the night; a name that fits a dead
    and a living player picks the living one; a dead player named is refused (Werwölfe, The
    Gallows: "all living players")."""
    seats = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"), ("Dieter", "witch"),
             ("Hans", "villager"), ("Hanna", "villager"), ("Otto", "villager")]
    game = table_game("werwoelfe", seats, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await type_line(pilot, "hans")
        await go_on(pilot, "enter", "enter", "f6")  # Seer, Witch; dawn: Hans was eaten
        assert not game.state.players[5].alive and game.state.when == "day 1"
        await type_line(pilot, "n 5 by 7 3")  # named outright: the rules refuse it, with why
        assert "Hans is dead" in shown(screen, "#verdict")
        assert "Ctrl+O records it anyway" in shown(screen, "#verdict")
        assert screen.entry.value == "n 5 by 7 3" and game.state.nominated_today == []
        await press(pilot, "f6")
        assert game.state.when == "day 1" and "still holds" in shown(screen, "#verdict")
        # The line was refused: Enter would not record it, so the words do not say it would
        # (a Village in Chaos trial read "Enter records it" under a refused vote).
        assert " ".join(shown(screen, "#verdict").split()) == (
            "The phase goes on only with an empty entry line: the entry line still holds “n 5 "
            "by 7 3”, which was not recorded. Ctrl+O records it anyway, with your reason; "
            "Escape clears it")
        await press(pilot, "escape")
        await type_line(pilot, "n han by 7 3")  # Hans is dead: "han" is Hanna
        assert game.state.nominated_today == [6]
        await press(pilot, "f6")
        assert game.state.when == "night 2" and screen.entry.value == ""


async def test_the_charm_holder_attacked_on_the_night_of_the_pass_survives(tmp_path):
    """Item 6. Ultimate, Rule Variants — The Charm: "If the Charm holder is chosen to be
    killed at night, they survive", though the holder is called last to pass it on."""
    seats = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"),
             ("Dieter", "villager"), ("Emma", "villager"), ("Felix", "villager"),
             ("Greta", "villager")]
    game = table_game("ultimate", seats, tmp_path, variants=("charm",), charm_holder=6)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        assert current(screen) == "charm"
        assert "is shown the card of their real role" in shown(screen, "#say")
        await go_on(pilot, "enter", "enter", "enter", "f6", "f6", "f6")  # a quiet day
        assert game.state.when == "night 2" and current(screen) == "werewolf"
        await type_line(pilot, "felix")
        await go_on(pilot, "enter")  # the Seer
        assert current(screen) == "charm"
        assert "may point at another player to pass on the Charm" in shown(screen, "#say")
        await type_line(pilot, "greta")
        await press(pilot, "f6")
        assert game.state.players[6].alive and game.state.charm_holder == 7
        assert "No one died tonight." in shown(screen, "#say")
        assert "Saved: Felix, holds the Charm" in shown(screen, "#detail")
        assert isinstance(pilot.app.screen, GameScreen)


async def test_a_refused_line_is_replaced_by_the_next_one_typed(tmp_path):
    """A refused line is kept to be fixed; a 68-player trial typed a new line after it and
    got the two run together ('Anna' refused, then '3 13' read as 'Anna3 13'), recording
    players nobody had named. The kept line is selected: typing replaces it, End edits it."""
    game = table_game("werwoelfe", WW, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        assert current(screen) == "werewolf"
        await type_line(pilot, "zed")  # the pack's victim: no such player
        assert "no player with name starting with 'zed'" in shown(screen, "#verdict")
        assert screen.entry.value == "zed" and screen.entry.selected_text == "zed"
        await type_line(pilot, "6")
        assert screen.entry.value == "" and game.events[-1].targets == [6]
        await press(pilot, "ctrl+z")
        await type_line(pilot, "zed")
        await press(pilot, "end", "backspace", "backspace", "backspace", "7", "enter")
        assert game.events[-1].targets == [7] and screen.entry.value == ""


async def test_dawn_before_the_last_call_says_which_calls_are_left(tmp_path):
    """Found in a Village in Chaos trial: F6 pressed after the Sorceress's answer went to
    dawn at once, and the Old Hag and the Trouble Maker were never called (Ultimate, The
    First Night: the Moderator calls each role). The first F6 names the calls left; a second
    F6 goes to dawn without them, as the moderator chose."""
    game = table_game("ultimate", UW, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await go_on(pilot, "enter")  # the Werewolves only look around
        before = len(game.events)
        left = [c.name for c in game.night_script()][1:]
        await press(pilot, "f6")
        assert len(game.events) == before and game.state.when == "night 1"
        assert " ".join(shown(screen, "#verdict").split()) == (
            f"Not yet dawn: {len(left)} calls not made — {', '.join(left)}. Enter makes the "
            "call (F5 passes it); F6 again goes to dawn without them.")
        await press(pilot, "f5")  # a call made in between: F6 asks again
        await press(pilot, "f6")
        assert game.state.when == "night 1" and "Not yet dawn" in shown(screen, "#verdict")
        await press(pilot, "f6")
        assert game.state.when == "day 1"
        assert load_game(game.log.path)[0].events == game.events


async def test_undo_stops_where_the_game_begins(tmp_path):
    """Found by random keys: Ctrl+Z on night 1's first call took back the nightfall (the
    screen showed "Day 0" with the day's commands), then the deal (a game without cards, F6
    doing nothing). The game screen begins after the deal and the first nightfall; undo stops
    there, and says so."""
    game = table_game("ultimate", UW, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await go_on(pilot, "enter")  # the Werewolves look around
        events = list(game.events)
        await press(pilot, "ctrl+z")
        assert len(game.events) == len(events) - 1 and game.state.when == "night 1"
        await press(pilot, "ctrl+z", "ctrl+z")
        assert game.state.when == "night 1" and game.state.dealt
        assert " ".join(shown(screen, "#verdict").split()) == (
            "Nothing more to undo: the game begins here, with the deal and night 1. To deal "
            "again, start a new game from the start screen.")
        await press(pilot, "ctrl+y")
        assert game.events == events
        assert load_game(game.log.path)[0].events == events


async def test_the_pack_that_chose_its_minion_goes_on_to_the_next_call(tmp_path):
    """Ultimate, Role Cards — Minion: "On the first night, the Werewolves choose a player who
    becomes the Minion"; The First Night: the Werewolves only look around. Once the pack has
    chosen, its call is over: it stayed open and the Enter that closed it logged "Werewolf:
    passes" after the choice (seen in a trial)."""
    seats = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"),
             ("Dieter", "villager"), ("Emma", "villager"), ("Felix", "villager"),
             ("Greta", "villager"), ("Hans", "villager")]
    game = table_game("ultimate", seats, tmp_path, minions=1)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        assert current(screen) == "werewolf"
        await type_line(pilot, "dieter")
        assert game.state.players[4].minion
        assert current(screen) != "werewolf"
        assert [e.type for e in game.events if getattr(e, "role", "") == "werewolf"] == [
            "minion_chosen"]


async def test_a_long_refusal_keeps_its_override_line_in_view_at_80x24(tmp_path):
    """At 80×24 the refusal had six lines: with a long name the Bodyguard's refusal (Role
    Cards — Bodyguard: not the same player two nights running) lost its last line, the one
    that says Ctrl+O records it anyway. The reading above gives way while a refusal shows."""
    seats = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"),
             ("Dieter", "bodyguard"), ("Hans-Joachim Maximilian von Oberndorf", "villager"),
             ("Hanna", "villager"), ("Otto", "villager"), ("Paul", "villager")]
    game = table_game("ultimate", seats, tmp_path)
    for event in (ev.NightFalls(), ev.Protect(role="bodyguard", target=5), ev.Dawn(),
                  ev.NightFalls()):
        game.record(event)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        assert current(screen) == "bodyguard"
        await type_line(pilot, "5")
        verdict = shown(screen, "#verdict")
        assert "two nights running" in verdict and "Ctrl+O records it anyway" in verdict
        picture = " ".join(terminal_text(pilot.app).split())
        assert "Escape clears the line." in picture
        assert "chose Hans-Joachim" in picture
        assert screen.query_one("#entry").region.height == 3  # the entry line stays whole
        game.close()
