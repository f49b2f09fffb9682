"""Pilot tests of One Night: a Game Master picks a scenario for 7 players, steps through the
script, enters the final table and sees the winners.

The clock is switched off (the tests call the tick action) and espeak-ng is never started: the
speech program is faked and records what would have been said.
"""

from __future__ import annotations

import pytest

from notepad.catalog import Edition, load_catalog
from notepad.onenight.table import Player, Table
from notepad.onenight.winner import who_has_won
from notepad.room import speech as onenight_speech
from notepad.table.onenight.cues import cues_for
from notepad.tui.app import NotepadApp
from notepad.tui.screens.builder import BuilderScreen
from notepad.tui.screens.onenight.night import NightScreen
from notepad.tui.screens.onenight.result import ResultScreen
from notepad.tui.screens.onenight.setup import OneNightScreen
from notepad.tui.screens.onenight.table import FinalTableScreen

CATALOG = load_catalog(include_user=False)
KNOWN = CATALOG.edition_roles(Edition.ONENIGHT)
SCENARIO = "epic-battle-intertwined-fates"
# name, card, token, whom they point at (seat number)
FINAL = [
    ("Anna", "Werewolf", "certainty", 4),
    ("Ben", "Seer", "certainty", 1),
    ("Cleo", "Robber", "certainty", 1),
    ("Dora", "Vampire", "love", 1),
    ("Emil", "Witch", "love", 6),
    ("Felix", "Goblin", "certainty", 1),
    ("Gus", "The Count", "certainty", 4),
]
MIDDLE = ["Priest", "Sight Wolf", "Venus"]


class FakeEspeak:
    """Stands in for the espeak-ng process: records the words and is done at once."""

    def __init__(self, spoken: list[str], args: list[str]) -> None:
        spoken.append(args[-1])

    def poll(self) -> int:
        return 0

    def terminate(self) -> None:
        raise AssertionError("a finished process is never terminated")

    def wait(self, timeout: float | None = None) -> int:
        return 0


@pytest.fixture
def spoken(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(onenight_speech, "speech_program", lambda: "/usr/bin/espeak-ng")
    monkeypatch.setattr(onenight_speech, "launch", lambda args: FakeEspeak(said, args))
    monkeypatch.setattr(NightScreen, "RUN_CLOCK", False)
    return said


def role_id(name: str) -> str:
    return next(r.id for r in KNOWN.values() if r.name == name)


async def one_night_for_7(pilot) -> OneNightScreen:
    """Builder → One Night → 7 players → load the scenario → Ctrl+N."""
    await pilot.press("n")
    await pilot.pause()
    builder = pilot.app.screen
    assert isinstance(builder, BuilderScreen)
    await pilot.press("e", "e")
    assert builder.draft.edition is Edition.ONENIGHT
    await pilot.press(*["left_square_bracket"] * (builder.draft.players - 7))
    assert builder.draft.players == 7
    await pilot.press("ctrl+o")
    await pilot.pause()
    picker = pilot.app.screen
    picker.query_one("#scenarios").highlighted = [s.id for s in picker.scenarios].index(SCENARIO)
    await pilot.press("enter")
    await pilot.pause()
    assert builder.draft.source == SCENARIO and builder.draft.players == 7
    await pilot.press("ctrl+n")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, OneNightScreen)
    return screen


async def test_pick_step_through_enter_the_table_and_see_the_winners(tmp_path, spoken):
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        one_night = await one_night_for_7(pilot)
        setup = one_night.script.setup
        # Setup box: Venus's two Love tokens, the Priest's Certainty, the Vampire and Panic
        # tokens of the Vampires' and the Count's calls.
        assert setup.board_tokens == {
            "vampire": 1,
            "panic": 1,
            "certainty": 2,
            "love": 2,
        }
        assert setup.certainty_per_player == 1 and setup.discussion_seconds == 300
        assert "Token board" in str(one_night.query_one("#setup").render())

        await pilot.press("m")
        await pilot.pause()
        await pilot.press("ctrl+a", "backspace", "2", "enter")
        await pilot.pause()
        assert one_night.script.setup.discussion_seconds == 120

        await pilot.press("ctrl+n")
        await pilot.pause()
        night = app.screen
        assert isinstance(night, NightScreen)
        cues = cues_for(one_night.script, 120)
        assert night.run.cues == cues
        assert spoken == [cues[0].say]

        # The arrows step; space pauses the clock.
        await pilot.press("right")
        assert night.run.index == 1 and spoken[-1] == cues[1].say
        await pilot.press("left")
        assert night.run.index == 0
        await pilot.press("space")
        for _ in range(10):
            night.action_tick()
        assert night.run.index == 0 and night.run.paused
        await pilot.press("space")

        # The clock: each text, then its wait, then the next text by itself.
        visited, more_time = [0], False
        for _ in range(2000):
            if night.run.finished:
                break
            night.action_tick()
            if night.run.index != visited[-1]:
                visited.append(night.run.index)
            if night.run.cue.kind == "discussion" and night.run.wait_left == 100 and not more_time:
                await pilot.press("plus")  # one more minute of discussion
                assert night.run.wait_left == 160
                more_time = True
        assert visited == list(range(len(cues)))
        titles = [c.title for c in cues]
        assert titles.index("Discussion") == titles.index("Day") + 1
        assert titles[-1] == "Vote"
        # Everything was said once, in order, with the last minute's reminder.
        assert [s for s in spoken if s != "One more minute."][-len(cues) :] == [c.say for c in cues]
        assert "One more minute." in spoken
        await pilot.pause()
        assert "final table" in str(night.query_one("#state").render())

        await pilot.press("f")
        await pilot.pause()
        table_screen = app.screen
        assert isinstance(table_screen, FinalTableScreen)
        final = table_screen.final
        assert final.names == [f"Player {n}" for n in range(1, 8)]

        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#names").text = "\n".join(row[0] for row in FINAL)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert final.names == [row[0] for row in FINAL]

        # Cards: Enter opens the picker, typing filters. A player's row keeps the cursor until
        # its card and vote are both in (issue 12: "card, then vote" on the same player), so
        # the cards of a column are entered with a step down; a middle card steps by itself.
        for card in [row[1] for row in FINAL]:
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press(*card, "enter", "down")
            await pilot.pause()
        for card in MIDDLE:
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press(*card, "enter")
            await pilot.pause()
        assert [s.card for s in final.seats] == [role_id(row[1]) for row in FINAL]
        assert final.middle == [role_id(name) for name in MIDDLE]

        grid = table_screen.query_one("#final")
        grid.move_cursor(row=0)
        await pilot.press(*[str(row[3]) for row in FINAL])
        assert [s.votes_for for s in final.seats] == [row[3] - 1 for row in FINAL]

        # A third Love token is a problem of the headless table check, shown on screen.
        for row_number in (3, 4, 5):
            grid.move_cursor(row=row_number)
            await pilot.press("t")
            await pilot.pause()
            await pilot.press(*"Love", "enter")
            await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert app.screen is table_screen
        problems = str(table_screen.query_one("#problems").render())
        assert "3 players hold the love token; the box has 2" in problems
        grid.move_cursor(row=5)
        await pilot.press("t")
        await pilot.pause()
        await pilot.press(*"Certainty", "enter")
        await pilot.pause()

        await pilot.press("ctrl+r")
        await pilot.pause()
        result = app.screen
        assert isinstance(result, ResultScreen)
        outcome = result.outcome

    expected = who_has_won(
        Table(
            scenario=SCENARIO,
            middle=[role_id(name) for name in MIDDLE],
            player=[
                Player(name=n, card=role_id(c), token=t, votes_for=FINAL[v - 1][0])
                for n, c, t, v in FINAL
            ],
        ),
        KNOWN,
    )
    assert outcome.as_dict() == expected.as_dict()
    # Epic Battle: Anna (4 votes) and Dora (2) die, Emil with Dora for love; a werewolf and a
    # vampire died → the Village wins.
    assert outcome.mode == "epic"
    assert [d.name for d in outcome.vote.deaths] == ["Anna", "Dora", "Emil"]
    assert outcome.parties == ["village"]
    assert outcome.players == ["Ben", "Cleo", "Emil", "Felix"]
    assert outcome.path[-1] == "Winners: the Village — Ben, Cleo, Emil and Felix"


async def test_no_speech_program_shows_the_texts_only(tmp_path, monkeypatch):
    monkeypatch.setattr(onenight_speech, "speech_program", lambda: None)
    monkeypatch.setattr(onenight_speech, "launch", pytest.fail)
    monkeypatch.setattr(NightScreen, "RUN_CLOCK", False)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await one_night_for_7(pilot)
        await pilot.press("ctrl+n")
        await pilot.pause()
        night = app.screen
        assert isinstance(night, NightScreen)
        assert "espeak-ng not found" in str(night.query_one("#state").render())
        await pilot.press("v")
        await pilot.pause()
        assert not night.speaker.enabled
        # Without speech the reading time is estimated, then the wait counts down.
        cue = night.run.cue
        for _ in range(cue.reading + cue.wait):
            night.action_tick()
        assert night.run.index == 1


async def test_empty_set_is_a_message(tmp_path, spoken):
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("e", "e", "ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, OneNightScreen)
        await pilot.press("ctrl+n")
        await pilot.pause()
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, OneNightScreen)
        assert any("no cards yet" in str(n.message) for n in app._notifications)
        assert spoken == []


async def test_bad_discussion_minutes_are_a_message(tmp_path, spoken):
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await one_night_for_7(pilot)
        await pilot.press("m")
        await pilot.pause()
        await pilot.press(*"five", "enter")
        await pilot.pause()
        assert screen.script.setup.discussion_seconds == 300
        assert any("'five' is not a number" in str(n.message) for n in app._notifications)


async def test_mimic_ghost_hunter_and_the_vote_by_first_letters(tmp_path, spoken):
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        builder = app.screen
        builder.draft.load_scenario(CATALOG.find_scenario("halloween-party"), 7)
        await pilot.press("ctrl+n")
        await pilot.pause()
        await pilot.press("f")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, FinalTableScreen)
        seats = screen.final.seats
        await pilot.press("enter", *"Mimic", "enter")
        await pilot.pause()
        assert seats[0].card == "mimic"
        screen.query_one("#final").move_cursor(row=0)
        await pilot.press("s")
        await pilot.pause()
        await pilot.press(*"Witch", "enter")
        await pilot.pause()
        assert seats[0].acts_as == "witch"
        assert "Mimic took on" not in str(screen.query_one("#problems").render())
        await pilot.press("f")  # the Mimic card lay in the middle: a plain villager
        assert seats[0].from_middle and seats[0].acts_as is None
        await pilot.press("s")
        await pilot.pause()
        assert any("plain villager" in str(n.message) for n in app._notifications)
        await pilot.press("v")
        await pilot.pause()
        await pilot.press(*"pl", "backspace", "backspace", "3", "enter")
        await pilot.pause()
        assert seats[0].votes_for == 2
        screen.query_one("#final").move_cursor(row=1)
        await pilot.press("enter", *"Ghost", "enter")
        await pilot.pause()
        screen.query_one("#final").move_cursor(row=1)
        await pilot.press("s")
        await pilot.pause()
        choices = [option.id for option in app.screen.query_one("#cards").options]
        assert {"werewolf", "vampire", "tanner"} <= set(choices) and "witch" not in choices
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("a")  # no Curator in Halloween Party
        await pilot.pause()
        assert any("no artifacts" in str(n.message) for n in app._notifications)
