"""Pilot tests: a moderator builds, saves, loads and seats a game, as with the keyboard.

Assertions are on the catalogue, the saved file and the engine's state, not only widgets.
"""

from __future__ import annotations

import json
import tomllib

from builder_helpers import go_to_role, make_app, open_builder

from notepad.catalog import Edition, load_catalog
from notepad.engine.log.session import read_log as load_log
from notepad.tui.screens.builder import BuilderScreen
from notepad.tui.screens.game import GameScreen
from notepad.tui.screens.seating import SeatingScreen
from notepad.tui.widgets.role_table import RoleTable


async def seat_by_hand(pilot, edition: str, roles: dict[str, int], names: list[str],
                       variants: tuple[str, ...] = ()) -> SeatingScreen:
    """The builder with this role set, then the seating screen with these names, its seats
    focused for F3 (a card dealt by hand)."""
    screen = await open_builder(pilot)
    screen.draft.set_edition(edition)
    screen.draft.set_players(len(names))
    for role_id, count in roles.items():
        screen.draft.set_count(role_id, count)
    screen.draft.variants = variants
    await pilot.press("ctrl+n")
    await pilot.pause()
    seating = pilot.app.screen
    seating.query_one("#names").text = "\n".join(names)
    await pilot.pause()
    seating.query_one("#seats").focus()
    return seating


async def deal_by_hand(pilot, cards: list[str]) -> None:
    """F3 and the card's name for each seat in turn."""
    for card in cards:
        await pilot.press("f3")
        await pilot.pause()
        await pilot.press(*card, "enter")
        await pilot.pause()


async def test_build_from_nothing_to_a_saved_file(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        await pilot.press("e")  # Werwölfe
        assert screen.draft.edition is Edition.WERWOELFE
        screen.query_one("#players").value = "9"
        await pilot.pause()
        await go_to_role(pilot, screen, "seer")
        await pilot.press("plus")
        await go_to_role(pilot, screen, "werewolf")
        await pilot.press("2")
        await go_to_role(pilot, screen, "villager")
        await pilot.press("6")
        assert screen.draft.counts == {"seer": 1, "werewolf": 2, "villager": 6}
        # WW Character Values: +7 - 12 + 6 = +1, newcomers' band (+1 to +3).
        assert (screen.draft.balance.balance, screen.draft.balance.band) == (1, "newcomers")
        assert "Sum +1, newcomers" in str(screen.query_one("#sum").render())
        await pilot.press("minus")
        assert screen.draft.counts["villager"] == 5
        assert "card-count" in {w.code for w in screen.draft.balance.warnings}
        await pilot.press("plus")
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press(*"Kleines Dorf", "enter")
        await pilot.pause()
    saved = tmp_path / "scenarios" / "werwoelfe" / "kleines-dorf.toml"
    data = tomllib.loads(saved.read_text(encoding="utf-8"))
    assert data["name"] == "Kleines Dorf" and data["players"] == 9
    assert data["roles"] == {"seer": 1, "werewolf": 2, "villager": 6}
    # The saved file loads back as a user scenario beside the built-in ones.
    assert load_catalog(user=tmp_path).find_scenario("kleines-dorf").roles["werewolf"] == 2


async def test_two_digit_counts(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        await go_to_role(pilot, screen, "villager")
        await pilot.press("2", "0")
        assert screen.draft.counts["villager"] == 20


async def test_apply_a_suggestion_then_tweak_it(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        screen.query_one("#players").value = "20"
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        draft = screen.draft
        expected = draft.suggestions()[1]
        assert draft.counts == expected.roles and draft.source == "suggestion"
        assert draft.balance.balance == 0 and draft.balance.cards == 20
        await go_to_role(pilot, screen, "villager")
        await pilot.press("plus")
        assert draft.counts["villager"] == expected.roles["villager"] + 1
        assert draft.balance.balance == 1


async def test_a_suggested_set_is_named_so_from_seating_to_the_start_screen(tmp_path):
    """A first-game trial saw one set called 'custom set' at seating, 'Suggestion' in the
    game's header and 'suggestion' on the start screen: now 'Suggested set' in all three."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        screen.query_one("#players").value = "10"
        await pilot.pause()
        await pilot.press("s", "1", "ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, SeatingScreen)
        assert app.screen.sub_title == "Suggested set, 10 players"
        app.screen.query_one("#names").text = "\n".join(f"P{n}" for n in range(1, 11))
        await pilot.pause()
        await pilot.press("ctrl+r", "ctrl+n")  # deal, start: the log's name says it too
        await pilot.pause()
        (log,) = (tmp_path / "sessions").glob("*.jsonl")
        assert log.name.endswith("-suggested-set.jsonl")


async def test_load_a_scenario_with_a_warning(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        await pilot.press("ctrl+o")
        await pilot.pause()
        picker = app.screen
        index = [s.id for s in picker.scenarios].index("village-without-a-seer")
        picker.query_one("#scenarios").highlighted = index
        await pilot.press("enter")
        await pilot.pause()
        assert screen.draft.source == "village-without-a-seer"
        assert screen.draft.players == 22
        assert "no-seer" in {w.code for w in screen.draft.balance.warnings}
        assert "No Seer" in str(screen.query_one("#warnings").render())


async def test_filter_by_german_name(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        await pilot.press("e")  # Werwölfe
        await pilot.press("slash", *"Hexe")
        await pilot.pause()
        table = screen.query_one(RoleTable)
        assert table.row_count == 1 and table.current_role() == "witch"


async def test_seat_and_deal_68_players_and_start(tmp_path):
    app = make_app(tmp_path)
    catalog = app.catalog
    async with app.run_test(size=(160, 50)) as pilot:
        screen = await open_builder(pilot)
        screen.draft.load_scenario(catalog.find_scenario("overpopulated-village"))
        screen.refresh_all()
        await pilot.press("ctrl+n")
        await pilot.pause()
        seating = app.screen
        assert isinstance(seating, SeatingScreen)
        names = [f"Player {n}" for n in range(1, 69)]
        seating.query_one("#names").text = "\n".join(names)  # pasted as a list
        seating.query_one("#seed").value = "68"
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert seating.dealt is not None and len(seating.dealt.cards) == 68
        # Move the first player down a seat: the card goes with them.
        first_card = seating.dealt.cards[0]
        seating.query_one("#seats").focus()
        seating.query_one("#seats").move_cursor(row=0)
        await pilot.press("alt+down")
        await pilot.pause()
        assert seating.names[1] == "Player 1" and seating.dealt.cards[1] == first_card
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        game = app.screen.game
        assert len(game.state.players) == 68
        assert game.state.players[2].role == first_card
        assert game.night_script(1), "night 1 has calls"
        log_path = game.log.path
    loaded = load_log(log_path)
    assert loaded.setup.seed == 68 and len(loaded.setup.players) == 68
    assert loaded.setup.players[1].name == "Player 1"
    header = json.loads(log_path.read_text(encoding="utf-8").splitlines()[0])
    assert header["scenario"] == "overpopulated-village"


async def test_record_cards_by_hand(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        seating = await seat_by_hand(pilot, "werwoelfe", {"seer": 1, "werewolf": 1, "villager": 3},
                                     ["Hawaiian shirt", "Bald guy", "Opossum tattoo", "Ann", "Bo"])
        await deal_by_hand(pilot, ["Werewolf", "Seer", "Villager", "Villager", "Villager"])
        assert seating.dealt.cards == ["werewolf", "seer", "villager", "villager", "villager"]
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen), [n.message for n in app._notifications]
        game = app.screen.game
        assert [game.state.players[s].role for s in (1, 2, 3)] == ["werewolf", "seer", "villager"]


async def test_a_hand_deal_offers_a_villager_card_in_the_minions_place(tmp_path):
    """004, Role Cards — Minion: "No card is normally needed for this role": the cards offered
    for a deal by hand are the engine's deck, the Minion's place a Villager card, so the deal
    recorded by hand is the set's and the game starts."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await seat_by_hand(pilot, "ultimate",
                           {"seer": 1, "werewolf": 1, "minion": 1, "villager": 2},
                           ["Ann", "Bo", "Cy", "Di", "Ed"])
        await pilot.press("f3")
        await pilot.pause()
        assert [name for _, name in app.screen.cards] == ["Seer", "Villager", "Werewolf"]
        await pilot.press("escape")
        await pilot.pause()
        await deal_by_hand(pilot, ["Werewolf", "Seer", "Villager", "Villager", "Villager"])
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen), [n.message for n in app._notifications]
        assert app.screen.game.state.setup.roles["minion"] == 1


async def test_a_hand_deal_with_cupids_extra_card_leaves_cupid_the_last_card(tmp_path):
    """004, Role Cards — Cupid, alternate variant 1: "add Cupid as an extra card … they
    receive the leftover role": dealt by hand, the card no seat got is the leftover."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        seating = await seat_by_hand(pilot, "ultimate",
                                     {"seer": 1, "werewolf": 1, "cupid": 1, "villager": 3},
                                     ["Ann", "Bo", "Cy", "Di", "Ed"], ("cupid-extra-card",))
        await deal_by_hand(pilot, ["Werewolf", "Cupid", "Villager", "Villager", "Villager"])
        assert seating.dealt.cupid_leftover == "seer"
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen), [n.message for n in app._notifications]
        assert app.screen.game.state.cupid_leftover == "seer"


async def test_impossible_count_is_a_message_and_keeps_the_names(tmp_path):
    app = make_app(tmp_path)
    messages = []
    async with app.run_test(size=(120, 40), message_hook=messages.append) as pilot:
        screen = await open_builder(pilot)
        screen.draft.load_scenario(app.catalog.find_scenario("village-of-judgment"))
        await pilot.press("ctrl+n")
        await pilot.pause()
        seating = app.screen
        seating.query_one("#names").text = "Ann\nBob"
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert seating.dealt is None
        assert seating.query_one("#names").text == "Ann\nBob"
        assert any("2 names for a role set of 9 players: add 7 more, one per line"
                   in str(n.message) for n in app._notifications)
        await pilot.press("ctrl+n")  # starting without a deal is refused too
        await pilot.pause()
        assert isinstance(app.screen, SeatingScreen)
    assert not (tmp_path / "sessions").exists() or not list((tmp_path / "sessions").iterdir())


def test_a_wrong_head_count_says_what_to_type():
    """Seating's refusal said "0 names for a role set of 9 players" and no more (noticed by
    h18-trials): it says now to type them, or how many to add or remove."""
    from notepad.tui.screens.seating import head_count_problem

    assert head_count_problem(0, 9) == (
        "0 names for a role set of 9 players: type the 9 players' names in the names box, one "
        "per line (or paste the list)")
    assert head_count_problem(8, 9).endswith(": add 1 more, one per line")
    assert head_count_problem(70, 68).endswith(
        ": remove 2, or change the role set's head count")


async def test_names_that_cannot_seat_say_which_seat_and_why(tmp_path):
    """Players are picked by name at the table, and a name is at most 80 characters (the
    setup's bound). A pasted list with a 150-character line, or with one name twice, is
    refused at the deal and at the start with the seat and what to do — where it said
    pydantic's "String should have at most 80 characters" — and the count line does not
    call such a list ready. Nothing is dealt or started, and the names stay as typed."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        screen.draft.load_scenario(app.catalog.find_scenario("village-of-judgment"))
        await pilot.press("ctrl+n")
        await pilot.pause()
        seating = app.screen
        others = [f"P{i}" for i in range(3, 10)]
        lists = {"Ann\n" + "X" * 150: "seat 2's name has 150 characters",
                 "Ann\nAnn": "seats 1 and 2 have the same name, 'Ann'"}
        for text, said in lists.items():
            typed = "\n".join([text, *others])
            seating.query_one("#names").text = typed
            await pilot.pause()
            assert "(a name to fix)" in str(seating.query_one("#count").render())
            for key in ("ctrl+r", "ctrl+n"):
                await pilot.press(key)
                await pilot.pause()
                assert said in str(list(app._notifications)[-1].message)
            assert seating.dealt is None and isinstance(app.screen, SeatingScreen)
            assert seating.query_one("#names").text == typed
    assert not (tmp_path / "sessions").exists() or not list((tmp_path / "sessions").iterdir())


async def test_bad_scenario_file_is_a_message(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('id = "x"\nname = "X"\nedition = "ultimate"\nplayers = 5\n[roles]\nser = 1\n')
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("o")
        await pilot.pause()
        await pilot.press(*str(bad), "enter")
        await pilot.pause()
        assert not isinstance(app.screen, BuilderScreen)
        assert any("did you mean 'seer'" in str(n.message) for n in app._notifications)
        good = tmp_path / "good.toml"
        good.write_text('id = "x"\nname = "X"\nedition = "ultimate"\nplayers = 3\n'
                        "[roles]\nseer = 1\nwerewolf = 1\nvillager = 1\n")
        await pilot.press("o")
        await pilot.pause()
        await pilot.press(*str(good), "enter")
        await pilot.pause()
        assert isinstance(app.screen, BuilderScreen)
        assert app.screen.draft.counts == {"seer": 1, "werewolf": 1, "villager": 1}


async def test_palette_offers_the_screens_keys(tmp_path):
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        names = [command.title for command in app.get_system_commands(screen)]
        assert {"Suggest", "Save", "Load", "Seat players"} <= set(names)


async def test_recent_sessions_listed_newest_first(tmp_path):
    from notepad.sessions import recent_sessions

    folder = tmp_path / "sessions"
    folder.mkdir()
    for number, name in enumerate(["older", "newer"]):
        path = folder / f"{name}.jsonl"
        path.write_text(json.dumps({"format": "werewolf-notepad-session", "edition": "ultimate",
                                    "scenario": name, "players": [{"seat": 1, "name": "A"}]})
                        + "\n")
        import os
        os.utime(path, (1_000_000 + number, 1_000_000 + number))
    (folder / "broken.jsonl").write_text("{not json\n")
    os_time = 2_000_000
    import os
    os.utime(folder / "broken.jsonl", (os_time, os_time))
    found = recent_sessions(folder)
    assert [s.scenario for s in found][1:] == ["Newer", "Older"]
    assert found[0].problem
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.screen.query_one("#recent")
        assert table.row_count == 3
        await app.workers.wait_for_complete()
        await pilot.pause()
        # Hand-made headers with no events: the replay finds no game, the row says so.
        assert table.get_cell("1", "phase") == "damaged"


async def test_win_rate_estimate_fills_in_without_freezing(tmp_path):
    """Issue 8 in the builder: w plays games in a worker thread; the village's win rate with
    its interval appears next to the card sum, and the screen keeps answering keys."""
    app = make_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_builder(pilot)
        screen.estimate_workers = 1
        screen.ESTIMATE_GAMES = 60
        screen.draft.load_scenario(app.catalog.find_scenario("village-of-judgment"))
        screen.refresh_all()
        await pilot.press("w")
        await pilot.press("right_square_bracket")  # the screen still answers while it plays
        assert screen.draft.players == 10
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = str(screen.query_one("#estimate").render())
        assert "Village wins" in text and "after 60 games" in text


async def test_no_estimate_for_a_set_without_cards(tmp_path):
    """Found by random keys: w on a new role set with no cards stopped the app with a markup
    error, the setup model's message ("1 validation error for GameSetup …") read as markup.
    Now the panel says what is missing and how to go on."""
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_builder(pilot)
        assert screen.draft.counts == {}
        await pilot.press("w")
        await pilot.pause()
        assert app.screen is screen and app.is_running
        assert str(screen.query_one("#estimate").render()) == (
            "No estimate: no cards yet. Add roles with + or take a suggestion (s) first.")
        await pilot.press("right")  # a card: the estimate plays
        assert screen.draft.counts


async def test_suggestions_ranked_by_win_rate(tmp_path):
    """Issue 8: suggestions can be ranked by the estimate; the set nearest a 50% village win
    comes first and each shows its rate."""
    app = make_app(tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        screen = await open_builder(pilot)
        screen.query_one("#players").value = "10"
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        dialog = app.screen
        dialog.RANK_GAMES = 40
        await pilot.press("w")
        await app.workers.wait_for_complete()
        await pilot.pause()
        distances = [abs(dialog.rates[id(s)] - 0.5) for s in dialog.suggestions]
        assert distances == sorted(distances) and len(distances) == 3
        await pilot.press("1")
        await pilot.pause()
        assert screen.draft.counts == dialog.suggestions[0].roles


def test_a_suggestions_warnings_are_in_words_not_codes():
    """A suggestion that breaks a rulebook's advice says what in words: UW Role Cards —
    Pacifist, "Both the Fool and the Pacifist should be added to the deck at random". The
    dialog showed only the code ("! at-random"), which told the moderator nothing."""
    from notepad.balance import Suggestion
    from notepad.balance.core import Warning
    from notepad.tui.screens.dialogs import describe

    said = "Pacifist: the rulebook says to add it to the deck at random, so players don't know."
    suggestion = Suggestion(roles={"villager": 9, "pacifist": 1}, cards=10, balance=0, target=0,
                            warnings=[Warning("at-random", said)])
    text = describe(3, suggestion, {"villager": "Villager", "pacifist": "Pacifist"})
    assert said in text and "at-random" not in text
    assert "1 × Pacifist" in text


async def test_the_dialogs_keys_stay_in_view_at_80_by_24(tmp_path):
    """At 80×24 the scenario list (19 of Ultimate's) and the suggestions scroll within the
    dialog, and the line saying which keys load, apply and close stays on the screen; it
    used to be pushed below the dialog's edge."""
    from table_helpers import terminal_text

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_builder(pilot)
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert "Enter to load, Escape to cancel" in terminal_text(app)
        await pilot.press("end")
        await pilot.pause()
        assert "Overpopulated Village  (68 players)" in terminal_text(app)
        await pilot.press("escape", "s")
        await pilot.pause()
        text = terminal_text(app)
        assert "Suggestion 1" in text and "Escape closes" in text


async def test_one_nights_counts_stay_in_view_at_80_columns(tmp_path):
    """At 80x24 One Night's names with their German ones ("Fortune Teller (Wahrsagerin)")
    pushed the Count column out of view (a first-game trial): narrower than the builder's
    GERMAN_WIDTH the table shows the English names, the filter still finds the German ones,
    and a resize across it fills the table again."""
    from table_helpers import terminal_text

    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_builder(pilot)
        await pilot.press("e", "e")
        await pilot.pause()
        assert screen.draft.edition is Edition.ONENIGHT
        header = terminal_text(app).splitlines()[4]
        assert "Role" in header and "Count" in header, header
        table = screen.query_one(RoleTable)
        assert str(table.get_cell("fortune_teller", "name")) == "Fortune Teller"
        await pilot.resize_terminal(160, 40)
        await pilot.pause()
        assert str(table.get_cell("fortune_teller", "name")) == "Fortune Teller (Wahrsagerin)"
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert str(table.get_cell("fortune_teller", "name")) == "Fortune Teller"
        screen.query_one("#filter").value = "wahrsag"
        await pilot.pause()
        assert table.row_count == 1 and table.get_row_at(0)
