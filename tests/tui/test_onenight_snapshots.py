"""One snapshot per One Night screen at 80×24 and at 160×50 (pytest-textual-snapshot).

Deterministic: the clock is off (nothing ticks while the picture is taken), there is no
speech program (the note says so on every machine), and the notifications are cleared.
Update with `pytest tests/tui/test_onenight_snapshots.py --snapshot-update` and look at them.
"""

from __future__ import annotations

import pytest

from notepad.catalog import Edition, load_catalog
from notepad.room import speech as onenight_speech
from notepad.tui.app import NotepadApp
from notepad.tui.screens.onenight.night import NightScreen

SIZES = [(80, 24), (160, 50)]
CATALOG = load_catalog(include_user=False)
KNOWN = CATALOG.edition_roles(Edition.ONENIGHT)
SCENARIO = "epic-battle-intertwined-fates"
NAMES = ["Anna", "Ben", "Cleo", "Dora", "Emil", "Felix", "Gus"]
CARDS = ["werewolf", "seer", "robber", "vampire", "witch", "goblin", "the_count"]
VOTES = [4, 1, 1, 1, 6, 1, 4]


@pytest.fixture(autouse=True)
def no_clock_no_speech(monkeypatch):
    monkeypatch.setattr(onenight_speech, "speech_program", lambda: None)
    monkeypatch.setattr(NightScreen, "RUN_CLOCK", False)


def app(tmp_path) -> NotepadApp:
    return NotepadApp(catalog=CATALOG, home=tmp_path / "home")


async def one_night(pilot) -> None:
    await pilot.press("n")
    await pilot.pause()
    builder = pilot.app.screen
    builder.draft.load_scenario(CATALOG.find_scenario(SCENARIO), 7)
    builder.refresh_all()
    await pilot.press("ctrl+n")
    await pilot.pause()
    pilot.app.clear_notifications()
    await pilot.pause()


async def final_table(pilot, votes: bool = True) -> None:
    await one_night(pilot)
    await pilot.press("f")
    await pilot.pause()
    screen = pilot.app.screen
    final = screen.final
    final.set_names(NAMES)
    for seat, card, vote in zip(final.seats, CARDS, VOTES, strict=True):
        seat.card = card
        seat.votes_for = vote - 1 if votes else None
    final.seats[3].token = final.seats[4].token = "love"
    final.middle[:] = ["priest", "sight_wolf", "venus"]
    screen.fill()
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_one_night_setup_screen(snap_compare, tmp_path, size):
    """Intertwined Fates for 7: role markers, the token board (Vampire, Panic, 2 Certainty,
    2 Love), a Certainty token each, 5 minutes of discussion; beside it every text in order."""
    assert snap_compare(app(tmp_path), terminal_size=size, run_before=one_night)


@pytest.mark.parametrize("size", SIZES)
def test_one_night_step_through(snap_compare, tmp_path, size):
    """The Vampires' call large in the middle, its 5-second wait on the clock, and the note
    that without espeak-ng the texts are only shown."""

    async def run_before(pilot) -> None:
        await one_night(pilot)
        await pilot.press("ctrl+n")
        await pilot.pause()
        night = pilot.app.screen
        while night.run.cue.title != "(-6) Vampires":
            night.action_next()
        pilot.app.clear_notifications()
        await pilot.pause()

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_one_night_discussion(snap_compare, tmp_path, size):
    """The discussion: 5:00 on the clock, paused, with + and − to change the time."""

    async def run_before(pilot) -> None:
        await one_night(pilot)
        await pilot.press("ctrl+n")
        await pilot.pause()
        night = pilot.app.screen
        while night.run.cue.kind != "discussion":
            night.action_next()
        await pilot.press("space")
        pilot.app.clear_notifications()
        await pilot.pause()

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_one_night_final_table(snap_compare, tmp_path, size):
    """Seven players with their cards, two Love tokens and the middle entered; the votes are
    still missing, and the panel below says so."""

    async def run_before(pilot) -> None:
        await final_table(pilot, votes=False)

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_one_night_result(snap_compare, tmp_path, size):
    """Epic Battle: Anna and Dora die in the vote, Emil for love; the Village wins (Ben, Cleo,
    Emil, Felix), with the vote and the path through the check in sentences."""

    async def run_before(pilot) -> None:
        await final_table(pilot)
        await pilot.press("ctrl+r")
        await pilot.pause()

    assert snap_compare(app(tmp_path), terminal_size=size, run_before=run_before)
