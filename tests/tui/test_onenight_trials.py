"""First-game trials of One Night (stop 23): what a new Game Master typed at the final table
and what went wrong, each pinned with the rulebook section it rests on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.geometry import Region

from notepad.catalog import load_catalog
from notepad.sessions import read_round
from notepad.table.onenight import entry
from notepad.table.onenight.entry import FinalTable, session_data
from notepad.tui.app import NotepadApp
from notepad.tui.screens.onenight.dialogs import AskNames
from notepad.tui.screens.onenight.table import FinalTableScreen

CATALOG = load_catalog(include_user=False)


def rows(table) -> list[str]:
    """The table's lines as drawn on screen."""
    return [strip.text for strip in table.render_lines(Region(0, 0, *table.outer_size))]


async def final_table(pilot, scenario: str, players: int) -> FinalTableScreen:
    await pilot.press("n")
    await pilot.pause()
    pilot.app.screen.draft.load_scenario(CATALOG.find_scenario(scenario), players)
    await pilot.press("ctrl+n")
    await pilot.pause()
    await pilot.press("f")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, FinalTableScreen)
    return screen


async def test_a_longer_middle_card_is_drawn_whole(tmp_path: Path):
    """Vote: "Now you all reveal your role cards" — the middle cards are entered too. At 80x24
    the third middle card read 'Sight Wo': the Card column widened for it when idle, but the
    rows drawn at the old width were kept."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await final_table(pilot, "the-first-night", 3)
        grid = screen.query_one("#final")
        for row, card in [(0, "Werewolf"), (3, "Goblin"), (5, "Villager"), (5, "Sight Wolf")]:
            grid.move_cursor(row=row)
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press(*card, "enter")
            await pilot.pause()
        await pilot.pause()
        assert screen.final.middle[2] == "sight_wolf"
        assert any("Middle 3  Sight Wolf " in line for line in rows(grid)), rows(grid)


async def test_a_corrected_long_name_gives_the_columns_back(tmp_path: Path):
    """A name typed too long and corrected kept the Player column as wide as it was, which
    pushed 'Points at' out of sight at 80 columns."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await final_table(pilot, "the-first-night", 3)
        grid = screen.query_one("#final")
        screen.final.set_names(["Anna Maria Magdalena Westphal-Oberhausen", "Ben", "Cleo"])
        screen.fill()
        await pilot.pause()
        screen.final.set_names(["Anna", "Ben", "Cleo"])
        screen.fill()
        await pilot.pause()
        assert "Points at" in rows(grid)[0]


async def test_the_hint_is_whole_at_80_columns_and_says_seat_10(tmp_path: Path):
    """The line above the table was cut at 80 columns ('see the keys be'); at 10 players the
    digit 0 is seat 10 (the most One Night seats: "For 3-10 players"), which it did not say."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await final_table(pilot, "the-first-night", 3)
        hint = screen.query_one("#final-hint")
        assert hint.size.height == 1
        assert rows(hint)[0].rstrip().endswith("letters: the keys below")
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await final_table(pilot, "epic-battle-final-boss", 10)
        hint = screen.query_one("#final-hint")
        said = " ".join(" ".join(rows(hint)).split())
        assert "(0: seat 10)" in said and said.endswith("the keys below")
        assert hint.size.height == 2  # wrapped, not cut


def test_names_must_be_as_many_as_the_set_seats_and_differ():
    """Setup: "There must always be 3 more role cards in the game than there are players." A
    set chosen for 10 took 9 names and said nothing until the cards were counted at the end;
    two players of one name were refused only once the whole table was in."""
    ten = [f"P{n}" for n in range(1, 11)]
    assert entry.names_refusal(ten, 10) is None
    refusal = entry.names_refusal(ten[:9], 10)
    assert refusal is not None
    assert "for 10 players (13 cards: players + 3)" in refusal and "9 names" in refusal
    assert "type 10, one per line" in refusal
    refusal = entry.names_refusal(["Ann", "Bo", "Ann"], 3)
    assert refusal == "'Ann' is on lines 1 and 3: give each player a different name."


async def test_the_names_dialog_refuses_another_head_count(tmp_path: Path):
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await final_table(pilot, "epic-battle-final-boss", 10)
        await pilot.press("n")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, AskNames)
        dialog.query_one("#names").text = "\n".join(f"Name {n}" for n in range(1, 10))
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is dialog and len(screen.final.seats) == 10
        assert any("for 10 players" in str(n.message) for n in app._notifications)


def test_the_recent_list_does_not_call_a_table_with_two_middle_cards_complete(tmp_path):
    """The table screen said 'middle: 2 of 3 cards entered' while the start screen called the
    round 'final table complete' (Setup: "Place the remaining 3 role cards face down in the
    middle")."""
    final = FinalTable.for_set({"werewolf": 2, "seer": 1, "robber": 1, "villager": 2}, 3,
                               uses_tokens=False)
    for seat, card in zip(final.seats, ["werewolf", "seer", "robber"], strict=True):
        seat.card, seat.votes_for = card, 0
    final.middle = ["villager", None, "werewolf"]
    path = tmp_path / "round.onenight.json"
    path.write_text(json.dumps(session_data(final)), encoding="utf-8")
    assert read_round(path).phase == "final table: middle 2 of 3"
    final.middle[1] = "villager"
    path.write_text(json.dumps(session_data(final)), encoding="utf-8")
    assert read_round(path).phase == "final table complete"
    final.middle = [None, None, None]
    path.write_text(json.dumps(session_data(final)), encoding="utf-8")
    assert read_round(path).phase == "final table complete"


async def test_from_the_middle_is_only_for_the_mimic_and_the_assassin(tmp_path: Path):
    """Roles — Mimic, Assassin: their card "counts as a regular villager" when it lay in the
    middle at the start. 'f' typed on a Werewolf's row set 'Mid: yes' there, which counts for
    nothing, in silence; and a Mimic card changed to another kept its 'yes'."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await final_table(pilot, "halloween-party", 7)
        seat = screen.final.seats[0]
        await pilot.press("enter", *"Alpha Wolf", "enter")
        await pilot.pause()
        screen.query_one("#final").move_cursor(row=0)
        await pilot.press("f")
        await pilot.pause()
        assert seat.card == "alpha_wolf" and not seat.from_middle
        assert any("Only a Mimic or Assassin card" in str(n.message)
                   for n in app._notifications)
        await pilot.press("enter", *"Mimic", "enter")
        await pilot.pause()
        screen.query_one("#final").move_cursor(row=0)
        await pilot.press("f")
        await pilot.pause()
        assert seat.from_middle
        await pilot.press("enter", *"Witch", "enter")
        await pilot.pause()
        assert seat.card == "witch" and not seat.from_middle


async def test_the_mimic_may_take_on_the_alpha_wolfs_extra_card(tmp_path: Path):
    """Roles — Alpha Wolf, Setup: "place one werewolf card (Sehender Wolf, Traumwolf or
    Werwolf) face down next to the 3 face-down cards in the middle"; Roles — Mimic: he "looks
    at a card in the middle" and takes on that role. Halloween Party has no Werewolf or Dream
    Wolf card of its own, and the Mimic's list lacked them."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await final_table(pilot, "halloween-party", 7)
        await pilot.press("enter", *"Mimic", "enter")
        await pilot.pause()
        screen.query_one("#final").move_cursor(row=0)
        await pilot.press("s")
        await pilot.pause()
        choices = [option.id for option in app.screen.query_one("#cards").options]
        assert {"werewolf", "dream_wolf", "sight_wolf", "alpha_wolf"} <= set(choices)
        assert "mimic" not in choices


def test_the_days_call_is_named_once_above_its_words():
    """Game Master Sheet — Day: "Now everybody wake up and open your eyes." The step-through
    said 'Day · Day · step 7 of 8' above it."""
    from notepad.tui.screens.onenight.night import where_line

    assert where_line("day", "Day", 6, 8) == "Day · step 7 of 8"
    assert where_line("day", "Vote", 7, 8) == "Day · Vote · step 8 of 8"
    assert where_line("night", "(5) Seer", 3, 8) == "Night · (5) Seer · step 4 of 8"


def test_the_mimics_role_is_asked_in_the_screens_words():
    """Roles — Mimic: "At the end of the game the Mimic must of course honestly admit which
    role he took on." The table screen said 'the Mimic card needs acts_as = the role the Mimic
    took on' — the file's key, where the screen's is 's' (Acts as)."""
    known = CATALOG.edition_roles("onenight")
    final = FinalTable.for_set({"mimic": 1, "werewolf": 1, "seer": 1, "robber": 1,
                                "villager": 2}, 3, uses_tokens=False)
    final.set_names(["Ann", "Bo", "Cy"])
    for seat, card in zip(final.seats, ["mimic", "werewolf", "seer"], strict=True):
        seat.card, seat.votes_for = card, 1
    assert final.problems(known) == [
        "1 Ann: which role did the Mimic take on? (s: Acts as; f if the card lay in the middle)"]
    final.seats[0].acts_as = "robber"
    assert final.problems(known) == []


@pytest.mark.parametrize(("data", "said"), [
    (b'{"format": "werewolf-notepad-onenight", "seats": [', "the file is not whole (line 1,"),
    (b"\xff\xfe{", "the file is not text"),
    (b'{"format": "something else"}', "not a One Night session of werewolf-notepad"),
])
async def test_a_damaged_round_is_told_in_words(tmp_path: Path, data: bytes, said: str):
    """A saved round cut short (a kill -9 during the write of an older version, a hand edit)
    is listed as damaged; choosing it says what is wrong and what to do, where it gave the
    JSON parser's own words ("Expecting value: line 1 column 1 (char 0)")."""
    from notepad.tui.screens.start import StartScreen

    folder = tmp_path / "sessions"
    folder.mkdir()
    path = folder / "cut.onenight.json"
    path.write_bytes(data)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen)
        assert [r.phase for r in screen.rounds] == ["damaged"]
        told: list[str] = []
        screen.notify = lambda message, **kw: told.append(message)  # type: ignore[method-assign]
        screen.reopen_round(path)
        await pilot.pause()
        assert app.screen is screen and len(told) == 1
        assert said in told[0]
        assert "Expecting" not in told[0] and "char " not in told[0]
        assert "move it out of" in told[0] and str(folder) in told[0]


async def test_the_final_table_file_goes_when_the_table_is_incomplete_again(tmp_path: Path):
    """The final table's TOML stands beside the round once the table is complete (docs/
    onenight.md); a card taken back made the table incomplete, and the file still told the
    old table (noticed by h18-trials)."""
    final = FinalTable.for_set({"werewolf": 2, "seer": 1, "robber": 1, "villager": 2}, 3,
                               uses_tokens=False)
    for seat, card in zip(final.seats, ["werewolf", "seer", "robber"], strict=True):
        seat.card, seat.votes_for = card, 0
    final.middle = ["villager", "villager", "werewolf"]
    session = tmp_path / "round.onenight.json"
    known = CATALOG.edition_roles("onenight")
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = FinalTableScreen(final, known, [], session)
        app.push_screen(screen)
        await pilot.pause()
        screen.save()
        assert entry.final_table_path(session).is_file()
        final.seats[1].card = None
        screen.save()
        assert not entry.final_table_path(session).exists()
        assert json.loads(session.read_text(encoding="utf-8"))["seats"][1].get("card") is None
        final.seats[1].card = "seer"
        screen.save()
        assert entry.final_table_path(session).is_file()
