"""An empty Enter where a living player chooses records nothing at once: it says what a second
Enter records (table/second_enter.py). In a 10-player trial, the Enter meant to go on after the
Werewolves' victim recorded "Seer: passes" — an action the moderator did not make, with no word
on screen. The calls themselves are the rulebooks' (Werwölfe, Night Phase: the Werewolves, the
Seer, the Witch, the Hunter woken in turn)."""

from __future__ import annotations

from table_helpers import current, make_app, open_game, press, shown, table_game, type_line

from notepad.engine import events as ev

WW = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"), ("Dieter", "witch"),
      ("Emma", "hunter"), ("Felix", "villager"), ("Greta", "villager")]


def verdict(screen) -> str:
    return " ".join(shown(screen, "#verdict").split())


async def test_the_enter_after_the_packs_victim_does_not_pass_the_seer(tmp_path):
    game = table_game("werwoelfe", WW, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await type_line(pilot, "6")  # the werewolves' victim: on to the Seer at once
        assert current(screen) == "seer"
        before = len(game.events)
        await press(pilot, "enter")  # meant to go on
        assert len(game.events) == before and current(screen) == "seer"
        assert "Enter again records that the Seer passes tonight (F5 does at once) — or " \
            "type the player checked." in verdict(screen)
        await press(pilot, "enter")  # said twice: the Seer passes
        assert game.events[-1] == ev.Passed(role="seer") and current(screen) == "witch"
        # The Witch: the first Enter says what a second would record; what is typed after
        # it is recorded, not the pass.
        await press(pilot, "enter")
        assert "Enter again records: no potion — or type heal SEAT and/or kill SEAT." in \
            verdict(screen)
        await type_line(pilot, "heal 6")
        assert type(game.events[-1]) is ev.Potions and game.events[-1].heal == 6
        # The Hunter's call records nothing: one Enter goes on, as before.
        assert current(screen) == "hunter"
        await press(pilot, "enter")
        assert game.events[-1] == ev.Passed(role="hunter") and current(screen) is None


async def test_the_pack_asks_before_no_victim_and_f5_passes_at_once(tmp_path):
    game = table_game("werwoelfe", WW, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        before = len(game.events)
        await press(pilot, "enter")
        assert len(game.events) == before
        assert "Enter again records: no victim — or type the victim's seat or name." in \
            verdict(screen)
        await press(pilot, "enter")
        assert game.events[-1] == ev.PackKill(role="werewolf", targets=[])
        await press(pilot, "f5")  # the Seer: F5 passes at once
        assert game.events[-1] == ev.Passed(role="seer") and current(screen) == "witch"
        # A second Enter after something else was recorded asks again: the first Enter at
        # the Witch's call is a first one.
        await press(pilot, "enter")
        assert game.events[-1] == ev.Passed(role="seer")


async def test_a_dead_roles_call_goes_on_at_one_enter(tmp_path):
    """Ultimate, Rule Variants — Role Reveal ("No Reveal"): the dead Seer's call is still made,
    so nobody learns who died holding the card ("dead: call anyway"). There is nobody to
    choose: one Enter goes on."""
    seats = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"), ("Dieter", "villager"),
             ("Emma", "villager"), ("Felix", "villager"), ("Greta", "villager")]
    game = table_game("ultimate", seats, tmp_path, variants=("reveal-none",))
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await press(pilot, "enter", "f5", "f6", "f6", "f6")  # night 1; a quiet day
        assert game.state.when == "night 2"
        await type_line(pilot, "3")  # the Seer is eaten tonight
        await press(pilot, "f5", "f6", "f6", "f6")  # her last check; dawn; a quiet day
        assert game.state.when == "night 3" and not game.state.players[3].alive
        await type_line(pilot, "4")
        call = screen.current_call()
        assert call is not None and call.role == "seer" and call.dead
        before = len(game.events)
        await press(pilot, "enter")
        assert len(game.events) == before + 1 and game.events[-1] == ev.Passed(role="seer")
