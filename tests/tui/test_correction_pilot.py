"""A correction driven from the log screen (F8) by keyboard, as a moderator would (issue 18;
Ultimate, Moderator's Guide — Moderator Mistakes): the entry typed again as at its call, the
reason asked (again while empty), the preview, the decision on a later event, and every view
following — the game screen, the end screen, the session log."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from textual.widgets import DataTable, Input, OptionList, Static

from notepad.catalog import load_catalog
from notepad.engine import events as ev
from notepad.tui.app import NotepadApp
from notepad.tui.screens.correction import AskReason, CorrectionEntry, CorrectionPreview
from notepad.tui.screens.end import EndScreen
from notepad.tui.screens.event_log import EventLogScreen
from notepad.tui.screens.game import GameScreen

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))

from correction_games import REAL, big_village, guarded_village, number_of  # noqa: E402
from engine_helpers import dealt_game  # noqa: E402

CATALOG = load_catalog(include_user=False)


def make_app(tmp_path: Path) -> NotepadApp:
    return NotepadApp(catalog=CATALOG, home=tmp_path / "home")


def text_of(app: NotepadApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).content)


async def highlight(pilot, number: int) -> None:  # noqa: ANN001
    """Put the log screen's cursor on event `number`."""
    await pilot.press("home")
    for _ in range(number - 1):
        await pilot.press("down")
    await pilot.pause()
    assert pilot.app.screen.highlighted() == number


async def type_text(pilot, text: str) -> None:  # noqa: ANN001
    await pilot.press(*text)
    await pilot.pause()


async def enter(pilot, text: str = "") -> None:  # noqa: ANN001
    """Type `text` (if any), then Enter."""
    await pilot.press(*text, "enter")
    await pilot.pause()


async def test_night_2s_victim_changed_from_f8_on_day_4(tmp_path: Path) -> None:
    """68 players, day 4: the moderator opens the log, changes night 2's victim from Tina
    to P30 as at the Werewolves' call, gives the reason (an empty one is asked again), reads
    the preview and records it. Tina and her Lover live, P30 died on night 2; the log, the
    game screen and the session log follow."""
    path = tmp_path / "village.jsonl"
    game = big_village(path)
    kill = number_of(game, "pack_kill")
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(GameScreen(game))
        await pilot.pause()
        game_screen = app.screen
        await pilot.press("f8")
        await pilot.pause()
        assert isinstance(app.screen, EventLogScreen)
        await highlight(pilot, kill)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CorrectionEntry)
        entry = app.screen.query_one("#entry", Input)
        assert entry.value == "20"  # as it was typed at the call
        await pilot.press("ctrl+u")
        await enter(pilot, "zz")
        assert "no player with name starting with 'zz'" in text_of(app, "#problem")
        entry.value = ""
        await enter(pilot, str(REAL))
        assert isinstance(app.screen, AskReason)
        await pilot.press("enter")  # no reason: asked again
        await pilot.pause()
        assert isinstance(app.screen, AskReason)
        assert "A reason is needed" in text_of(app, "#problem")
        await enter(pilot, "the pack pointed at P30")
        assert isinstance(app.screen, CorrectionPreview)
        shown = text_of(app, "#changes")
        assert "Was (night 2): The Werewolves choose Tina" in shown
        assert "Now (night 2): The Werewolves choose P30" in shown
        assert "Tina lives (was dead: eaten by the werewolves, night 2)" in shown
        assert "P21 lives (was dead: lover's grief after Tina, night 2)" in shown
        assert game.state.players[20].died is not None  # nothing recorded before Enter
        # Moderator Mistakes: "fix the mistake by acknowledging it" — what the table hears.
        assert "Tell the village, once recorded:" in shown
        assert "Tina is alive: the death announced did not happen" in shown
        await enter(pilot)
        assert isinstance(app.screen, EventLogScreen)
        said = str(list(app._notifications)[-1].message)
        assert said.startswith("Tell the village: Tina is alive") and "P30 died (eaten" in said
        state = game.state
        assert state.players[20].alive and state.players[21].alive
        assert not state.players[REAL].alive
        assert "1 corrected" in text_of(app, "#log-summary")
        row = str(app.screen.query_one("#events", OptionList).get_option_at_index(
            kill - 1).prompt)
        assert "The Werewolves choose P30" in row and "corrected on day 4: night 2" in row
        await pilot.press("f8")
        await pilot.pause()
        assert app.screen is game_screen
        players = game_screen.query_one("#players", DataTable)
        assert "†" not in str(players.get_cell("20", "marks"))
        assert "†" in str(players.get_cell(str(REAL), "marks"))
        assert "eaten" in str(players.get_cell(str(REAL), "notes"))
        game.close()
    last = json.loads(path.read_text(encoding="utf-8").splitlines()[-1])
    assert last["type"] == "correction" and last["reason"] == "the pack pointed at P30"
    assert last["event"]["targets"] == [REAL] and last["original"]["targets"] == [20]


async def test_a_later_event_made_illegal_waits_for_a_decision(tmp_path: Path) -> None:
    """Night 2's protection really went to Greta: night 3's protection of Greta breaks "not
    the same player two nights running" (Role Cards — Bodyguard). Enter is refused until the
    moderator decides; k keeps it with a reason, and the correction is recorded."""
    game = guarded_village(tmp_path / "game.jsonl")
    second, third = number_of(game, "protect", 2), number_of(game, "protect", 3)
    app = make_app(tmp_path)
    async with app.run_test(size=(200, 50)) as pilot:
        app.push_screen(EventLogScreen(game))
        await pilot.pause()
        await highlight(pilot, second)
        await pilot.press("enter")  # Enter changes the highlighted event, as c does
        await pilot.pause()
        app.screen.query_one("#entry", Input).value = ""
        await enter(pilot, "greta")
        await enter(pilot, "it was Greta")
        preview = app.screen
        assert isinstance(preview, CorrectionPreview)
        later = preview.query_one("#later", OptionList)
        line = str(later.get_option_at_index(0).prompt)
        assert f"event {third} (night 3)" in line and "DECIDE" in line
        await enter(pilot)
        assert app.screen is preview
        assert "Not recorded yet" in text_of(app, "#problem")
        assert game.corrections == []
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, AskReason)
        await enter(pilot, "she was protected twice")
        assert "kept with an override: she was protected twice" in str(
            later.get_option_at_index(0).prompt)
        await enter(pilot)
        assert isinstance(app.screen, EventLogScreen)
    kept = game.events[third - 1]
    assert kept.override is not None and kept.override.rules == ["repeat-protect"]
    assert game.corrections[0].correction.kept[0].reason == "she was protected twice"


async def test_a_forgotten_call_inserted_before_the_dawn(tmp_path: Path) -> None:
    """The Bodyguard was never called on night 2: i on the dawn offers the night's calls,
    the Bodyguard's first (not recorded at that point); the victim survives."""
    game = guarded_village(tmp_path / "game.jsonl", forgotten=True)
    dawn = len(game.events)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(EventLogScreen(game))
        await pilot.pause()
        await highlight(pilot, dawn)
        await pilot.press("i")
        await pilot.pause()
        entry_screen = app.screen
        assert isinstance(entry_screen, CorrectionEntry)
        calls = entry_screen.query_one("#calls", OptionList)
        assert str(calls.get_option_at_index(calls.highlighted or 0).prompt) == "Bodyguard"
        assert "recorded at this point" in str(calls.get_option_at_index(1).prompt)
        await enter(pilot, "6")
        await enter(pilot, "forgot to call the Bodyguard")
        assert "Felix lives" in text_of(app, "#changes")
        await enter(pilot)
    assert game.state.players[6].alive
    assert game.events[dawn - 1] == ev.Protect(role="bodyguard", target=6)


async def test_removing_the_poisoning_that_ended_the_game_from_the_end_screen(
        tmp_path: Path) -> None:
    """The game ended when the Witch's poison killed the last Werewolf; from the end screen
    F8 opens the log, x removes the poisoning, and the game is running again: back on the
    game screen, on day 1."""
    cards = ["werewolf", "seer", "witch", "villager", "villager", "villager"]
    game = dealt_game("werwoelfe", cards, log_path=tmp_path / "game.jsonl")
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.RoleCheck(role="seer", target=1))
    game.record(ev.Potions(kill=1))
    game.record(ev.Dawn())
    poison = number_of(game, "potions")
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(GameScreen(game))
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        await pilot.press("f8")
        await pilot.pause()
        await highlight(pilot, poison)
        await pilot.press("x")
        await pilot.pause()
        await enter(pilot, "no potion that night")
        shown = text_of(app, "#changes")
        assert "Removed (night 1): Witch poisons Anna" in shown
        assert "the game is running again: it is day 1 (it had ended)" in shown
        await enter(pilot)
        await pilot.press("f8")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert game.state.when == "day 1" and game.state.players[1].alive
        assert "Day 1" in text_of(app, "#phase")


async def test_a_read_only_window_corrects_nothing(tmp_path: Path) -> None:
    """A window that follows a log another window records (issue 15) records nothing: the
    log screen says so instead of opening the correction dialog."""
    from notepad.engine.log.replay import load_game

    path = tmp_path / "game.jsonl"
    guarded_village(path).close()
    game, _ = load_game(path, read_only=True)
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.push_screen(EventLogScreen(game))
        await pilot.pause()
        for key in ("c", "x", "i"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, EventLogScreen)
        assert any("read-only" in n.message for n in app._notifications)
    assert game.corrections == []
