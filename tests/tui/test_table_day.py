"""Issue 12, "What went wrong", the day's items and the screen's words, driven by keyboard
and asserted on what the screen shows: the Mayor's totals (5), dawn (7), the layout at 80×24
and 200 columns (8), and the wording (11)."""

from __future__ import annotations

from table_helpers import (
    CATALOG,
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
from textual.widgets import DataTable

from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.setup import setup_from_scenario
from notepad.tui.screens.dialogs import AskText
from notepad.tui.screens.game.keys import GAME_KEYS
from notepad.tui.widgets.player_panel import PlayerPanel

SEVEN = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "mayor"), ("Dieter", "seer"),
         ("Emma", "villager"), ("Felix", "villager"), ("Greta", "villager")]


async def test_the_mayors_double_vote_entered_as_totals(tmp_path):
    """Item 5. Ultimate, Role Cards — Mayor: "the Mayor's vote counts as two. The Moderator
    secretly doubles the vote while tallying"; The First Day: more than half executes. Seven
    voters, 4 hands up and 3 down: with the Mayor's hand up, 5 of 8."""
    game = table_game("ultimate", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await go_on(pilot, "enter", "enter", "f6")
        assert "v 9-3 mayor x|s" in shown(screen, "#detail")
        await type_line(pilot, "n 1 by 4 5")
        await type_line(pilot, "v 5-3")  # the Mayor counted twice by hand: refused, and how
        assert "how the Mayor voted" in shown(screen, "#verdict")
        await press(pilot, "escape")
        await type_line(pilot, "v 4-3 mayor x")
        assert not game.state.players[1].alive
        assert "Anna dies" in shown(screen, "#verdict")
        # The day's accused who died since are marked † (the table's mark): a bare
        # "accused: Anna" read as if she still stood accused after her execution.
        assert "Day 1 · accused: Anna †" in shown(screen, "#phase")


async def test_a_werwoelfe_tie_waits_for_the_mayors_way(tmp_path):
    """Werwölfe, The Gallows: "If the vote results in a tie and the Mayor is still alive, their
    vote counts double and decides the outcome". A first-game trial typed `v 4-4`: it was
    recorded as a spare with a warning to say how the Mayor voted, and the same line with
    `mayor x` then recorded a second vote on the same nomination. Now the tie is refused with
    how to type it, the line is kept to be finished, and one vote is recorded."""
    game = table_game("werwoelfe", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        await go_on(pilot, "enter", "enter", "enter", "f6")
        assert "v 4-4 mayor x|s (a tie: the Mayor's way decides)" in shown(screen, "#detail")
        assert "counted twice" not in shown(screen, "#detail")
        await type_line(pilot, "n 1 by 4 5")
        await type_line(pilot, "v 3-3")
        verdict = shown(screen, "#verdict")
        assert "a tie: the Mayor's vote decides; say how Clara (Mayor) voted" in verdict
        assert "v 3-3 mayor x" in verdict  # how, in the screen's own words
        assert game.state.players[1].alive and not game.state.today.voted
        await press(pilot, "end", *" mayor x", "enter")
        assert not game.state.players[1].alive
        votes = [e for e in game.events if type(e).__name__ == "Vote"]
        assert len(votes) == 1 and votes[0].mayor == "execute"
        await type_line(pilot, "v 3-3 mayor s")  # typed again: refused, not a second vote
        assert "voted on already" in shown(screen, "#verdict")
        assert len([e for e in game.events if type(e).__name__ == "Vote"]) == 1


async def test_dawn_names_the_silenced_and_banished_and_each_death_once(tmp_path):
    """Item 7. Ultimate, Role Cards — Enchantress, Old Hag: the silenced and the banished are
    told at daybreak; Trouble Maker: "the Moderator announces the need for a second execution
    right after the first player is executed"."""
    seats = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "enchantress"),
             ("Dieter", "old_hag"), ("Emma", "trouble_maker"), ("Felix", "villager"),
             ("Greta", "villager"), ("Hans", "villager"), ("Ida", "villager"),
             ("Jonas", "villager")]
    game = table_game("ultimate", seats, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        await go_on(pilot, "enter")  # the Werewolves look around
        await type_line(pilot, "felix")  # silenced
        await type_line(pilot, "greta")  # banished
        await type_line(pilot, "yes")  # trouble
        await press(pilot, "f6")
        say = shown(screen, "#say")
        assert "Felix is silenced today: may vote, but not speak." in say
        assert "Greta is banished today" in say and "No one died tonight." in say
        assert "two executions today" in shown(screen, "#detail")
        await type_line(pilot, "n 1 by 3 4")
        await type_line(pilot, "v 7-0")
        assert not game.state.players[1].alive
        # Said once, then what to type (a Village in Chaos trial read "accuse and vote again
        # — accuse and vote again").
        assert shown(screen, "#ask") == (
            "Ask now: announce a second execution today (the Trouble Maker stirred up "
            "trouble): accuse and vote again — type e.g. n 4 by 7 9")
        await press(pilot, "f6")  # night 2
        await type_line(pilot, "hans")
        await go_on(pilot, "enter", "enter", "enter", "f6")
        assert "Hans died (eaten by the werewolves)" in shown(screen, "#say")
        text = terminal_text(pilot.app)
        assert text.count("Hans died") == 1 and "Hans dies" not in text
        assert "Died:" not in shown(screen, "#detail")


async def test_the_game_screen_at_80_by_24_and_200_columns(tmp_path):
    """Item 8. At 80×24: the role names whole, the Marks visible (symbols with a legend), the
    highlighted player in words, F1 in the footer and every key in its panel. At 200
    columns: the marks in words, not cut."""
    scenario = CATALOG.find_scenario("overpopulated-village", "ultimate")
    names = [f"Player {n}" for n in range(1, 69)]
    setup = setup_from_scenario(scenario, names, variants=["charm"], seed=3)
    game = Game.new(setup, CATALOG.edition_roles("ultimate"),
                    log_path=tmp_path / "big.jsonl")
    game.deal()
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        assert screen.has_class("narrow")
        panel = screen.query_one(PlayerPanel)
        table = panel.query_one(DataTable)
        assert panel.region.right <= 80
        widths = {c.key.value: c.get_render_width(table) for c in table.columns.values()}
        left = sum(widths[k] for k in ("seat", "name", "marks"))
        assert left <= table.region.width - 2  # the Marks column is on the screen
        assert widths["role"] >= len("Apprentice Seer") + 2
        text = terminal_text(pilot.app)
        assert "Marks" in text and "† dead" in text and "h/k potion left" in text
        for _ in range(40):  # the footer is recomposed after the bindings settle
            if "f1 Keys" in terminal_text(pilot.app):
                break
            await pilot.pause(0.05)
        assert "f1 Keys" in terminal_text(pilot.app)  # the footer: F1 shows every key
        witch = next(p.seat for p in game.state.players.values() if p.role == "witch")
        table.move_cursor(row=witch - 1)
        await pilot.pause()
        text = terminal_text(pilot.app)
        assert f"{witch} Player {witch} — Witch: potions left: heal" in text
        assert f"│ {witch}  Player {witch}" in text or f" {witch}  Player {witch} " in text
        await press(pilot, "f1")
        described = {b.description for b in GAME_KEYS if not isinstance(b, tuple)}
        shown_keys = {b.description for _, b, _, _ in pilot.app.screen.active_bindings.values()}
        assert described <= shown_keys
        assert pilot.app.screen.query("HelpPanel")
        game.close()
    game, _ = load_game(tmp_path / "big.jsonl")
    async with make_app(tmp_path).run_test(size=(200, 50)) as pilot:
        screen = await open_game(pilot, game)
        await pilot.pause()
        assert not screen.has_class("narrow")
        text = terminal_text(pilot.app)
        assert f"{witch}  Player {witch}  hk     Witch              potions left: heal 1, kill 1" \
            in text


async def test_the_words_say_what_happened(tmp_path):
    """Item 11: rulebooks named, not files; the command to type; "Undone:" what; an error
    line gone after its override; an empty reason asked again; the Charm's first-night
    words only; the dice's numbers; the Werwölfe day help without Ultimate commands."""
    seats = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "bodyguard"),
             ("Dieter", "hunter"), ("Emma", "seer"), ("Felix", "villager"),
             ("Greta", "villager"), ("Hans", "villager")]
    game = table_game("ultimate", seats, tmp_path, variants=("fateful-dice",))
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        await press(pilot, "f9")
        verdict = shown(screen, "#verdict")
        a, b = game.state.dice and game.events[-1].dice  # type: ignore[union-attr]
        assert f"Fateful Dice {a} + {b} = {a + b}:" in verdict
        await type_line(pilot, "clara")  # the Bodyguard guards themselves
        await go_on(pilot, "enter", "enter", "f6")  # the Werewolves, the Seer; dawn
        await type_line(pilot, "n 4 by 6 7")
        await type_line(pilot, "v 7-1")
        assert "Ask now: Dieter (Hunter) shoots — type shoot SEAT, or shoot air" in \
            shown(screen, "#ask")
        assert "hunter_shot" not in terminal_text(pilot.app)
        await type_line(pilot, "shoot air")
        await press(pilot, "f6")
        await type_line(pilot, "clara")  # two nights running: refused
        verdict = shown(screen, "#verdict")
        assert "Ultimate, Role Cards" in verdict and ".txt" not in verdict
        assert "Ctrl+O records it anyway" in verdict
        await press(pilot, "ctrl+o")
        assert isinstance(pilot.app.screen, AskText)
        await go_on(pilot, "enter")  # an empty reason is asked again
        assert isinstance(pilot.app.screen, AskText)
        await type_line(pilot, "house rule")
        assert game.state.tonight.protected == {"bodyguard": 3}
        verdict = shown(screen, "#verdict")
        assert "overridden" in verdict and "error" not in verdict
        assert "Recorded with your reason: house rule" in verdict
        await press(pilot, "ctrl+z")
        assert shown(screen, "#verdict").startswith("Undone: ")
        assert "Bodyguard protects Clara" in shown(screen, "#verdict")
        assert current(screen) == "bodyguard"
    ww = table_game("werwoelfe", [("Anna", "werewolf"), ("Ben", "werewolf"),
                                  ("Clara", "seer"), ("Dieter", "hunter"),
                                  ("Emma", "villager"), ("Felix", "villager")], tmp_path / "ww")
    async with make_app(tmp_path / "ww").run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, ww)
        await go_on(pilot, "enter", "enter", "enter", "f6")
        detail = shown(screen, "#detail")
        for ultimate_only in ("dd ", "ballot", "snap", "vouch", "martyr", "dice"):
            assert ultimate_only not in detail, ultimate_only
        assert "n SEAT by A B" in detail and "shoot SEAT|air" in detail


async def test_the_entrys_example_is_a_command_of_the_days_voting_method(tmp_path):
    """Ultimate, Rule Variants — Accusation and Voting: under the Secret Ballot nobody is
    accused and seconded; the entry's example said 'n 4 by 7 9' whatever the method (a
    first-game trial typed it and recorded an accusation the ballot has no use for)."""
    for voting, example in (("open", "n 4 by 7 9"), ("secret-ballot", "ballot 4 4 9 4"),
                            ("snap", "snap 4 4 9 4"), ("elimination", "vouch 7 4")):
        game = table_game("ultimate", SEVEN, tmp_path / voting, voting=voting)
        async with make_app(tmp_path / voting).run_test(size=(80, 24)) as pilot:
            screen = await open_game(pilot, game)
            await go_on(pilot, "enter", "enter", "f6")
            assert example in screen.entry.placeholder, voting


async def test_f9_says_when_the_fateful_dice_variant_is_off(tmp_path):
    """Ultimate, Rule Variants — Daytime Twists: Fateful Dice is a variant. F9 in a game
    without it recorded the roll in silence, where `dice 2 2` typed warned that the variant
    is not on (a first-game trial); both warn now, and F9 with the variant on does not."""
    for variants, warned in (((), True), (("fateful-dice",), False)):
        game = table_game("ultimate", SEVEN, tmp_path / str(warned), variants=variants)
        async with make_app(tmp_path / str(warned)).run_test(size=(80, 24)) as pilot:
            screen = await open_game(pilot, game)
            await press(pilot, "f9")
            verdict = shown(screen, "#verdict")
            assert verdict.startswith("Fateful Dice "), verdict
            assert ("the Fateful Dice variant is not on" in verdict) is warned
            assert len(game.state.dice) == 1


async def test_square_brackets_show_as_typed(tmp_path):
    """The day help's 'end TEAM [SEATS]' showed as 'end TEAM  (declare the end)', and a
    player called '[B]' vanished from the words: Rich's and Textual's escape leave a bracket
    before a capital to be read as a style (notepad/tui/markup.py)."""
    seats = [("[B]", "werewolf"), *SEVEN[1:5], ("Alex [they]", "villager"), SEVEN[6]]
    game = table_game("ultimate", seats, tmp_path)
    async with make_app(tmp_path).run_test(size=(120, 40)) as pilot:
        screen = await open_game(pilot, game)
        await go_on(pilot, "enter", "enter", "f6")
        assert "end TEAM [SEATS] (declare the end)" in terminal_text(pilot.app)
        players = [line.split() for line in terminal_text(pilot.app).splitlines()]
        assert ["1", "[B]", "Werewolf"] in [row[-3:] for row in players]  # the table
        assert ["Alex", "[they]", "Villager"] in [row[-3:] for row in players]
        await type_line(pilot, "n 1 by 4 5")
        assert "[B] is accused by Dieter, Emma" in shown(screen, "#verdict")
        assert "accused: [B]" in terminal_text(pilot.app)


async def test_deaths_are_told_cause_first(tmp_path):
    """Ultimate, Role Cards — Lovers: "if one of them is killed, regardless of how, the other
    dies immediately as well". A 68-player trial executed Ben and the screen said "Anna dies:
    lover's grief" before "Ben dies: executed" (seat order): the deaths are told in the order
    of their causes, the execution first."""
    seats = [("Anna", "villager"), ("Ben", "werewolf"), ("Clara", "cupid"), ("Dieter", "seer"),
             ("Emma", "villager"), ("Felix", "villager"), ("Greta", "villager")]
    game = table_game("ultimate", seats, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        await type_line(pilot, "anna ben")  # Cupid's Lovers
        while game.state.phase == "night":  # the calls left, then dawn
            await press(pilot, "f6")
        assert game.state.when == "day 1"
        await type_line(pilot, "n ben by emma felix")
        await type_line(pilot, "v 5-1")
        verdict = shown(screen, "#verdict")
        assert verdict.index("Ben dies: executed") < verdict.index("Anna dies: lover's grief")


async def test_a_day_with_nothing_recorded_ends_at_the_second_f6(tmp_path):
    """Ultimate, The First Day: "if no one is executed, the village falls asleep immediately".
    A trial pressed F6 once too often after dawn and the whole day was gone. On a day with
    nothing recorded, the first F6 says so; the second ends the day."""
    game = table_game("ultimate", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        while game.state.phase == "night":
            await press(pilot, "f6")
        assert game.state.when == "day 1"
        await press(pilot, "f6")
        assert game.state.when == "day 1"
        assert " ".join(shown(screen, "#verdict").split()) == (
            "Nothing recorded today: F6 again ends the day without an execution; or accuse "
            "someone first (the day's commands are above).")
        await press(pilot, "f6")
        assert game.state.when == "night 2"
        while game.state.phase == "night":
            await press(pilot, "f6")
        await type_line(pilot, "n 1 by 3 4")  # something recorded: one F6 ends the day
        await press(pilot, "f6")
        assert game.state.when == "night 3"


async def test_undo_into_the_day_takes_the_packs_minute_away(tmp_path):
    """Ultimate, Role Cards — Werewolf: the pack's minute is the night's. Undoing night 2's
    nightfall from the pack's call back into day 1 left "More than a minute: send the pack
    back to sleep" on the day's screen (an Elimination Method trial)."""
    game = table_game("ultimate", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        while game.state.phase == "night":
            await press(pilot, "f6")
        await type_line(pilot, "n 1 by 3 4")
        await press(pilot, "f6")
        assert game.state.when == "night 2"
        assert "The pack's minute" in shown(screen, "#timer")
        await press(pilot, "ctrl+z")
        assert game.state.when == "day 1"
        assert shown(screen, "#timer") == "" and screen.hunt is None
