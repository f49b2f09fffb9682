"""The room from the moderator's screens (issue 17, Pacing and voice): F12 opens the Room
dialog from the seating and the game screen; with a minimum time per call the call list
counts down and the next call waits (Ultimate, Moderator's Guide — Night Phase: "pause
between requests, so players can't guess anything based on how long an action takes"); the
calls are read aloud by a child process in the chosen voice; the dialog serves the web board
and shows its address as a QR code."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest
from test_game_pilot import CATALOG, werwoelfe_game
from textual.pilot import Pilot

from notepad.balance.draft import Draft
from notepad.catalog import Edition
from notepad.engine.game import Game
from notepad.room import night_room as room_module
from notepad.room import speech
from notepad.room.settings import RoomSettings, load_settings, save_settings
from notepad.table.public_words import NO_QR_LOOPBACK
from notepad.tui.app import NotepadApp
from notepad.tui.screens.game import GameScreen
from notepad.tui.screens.room import RoomDialog
from notepad.tui.screens.seating import SeatingScreen
from notepad.tui.widgets.call_list import CallList


class FakeEspeak:
    def __init__(self, said: list[list[str]], args: list[str]) -> None:
        said.append(args)

    def poll(self) -> int:
        return 0


@pytest.fixture
def said(monkeypatch) -> list[list[str]]:
    spoken: list[list[str]] = []
    monkeypatch.setattr(speech, "speech_program", lambda: "/usr/bin/espeak-ng")
    monkeypatch.setattr(speech, "launch", lambda args: FakeEspeak(spoken, args))
    return spoken


@pytest.fixture
def clock(monkeypatch) -> list[float]:
    now = [1000.0]
    monkeypatch.setattr(room_module, "now", lambda: now[0])
    return now


@asynccontextmanager
async def in_game(tmp_path, game) -> AsyncIterator[tuple[Pilot, GameScreen]]:
    """The notepad at the game screen of `game`, with the Room settings in `tmp_path`."""
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(160, 50)) as pilot:
        app.push_screen(GameScreen(game))
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        yield pilot, app.screen


def calls_list(screen: GameScreen) -> list[str]:
    return [label for _, label in screen.query_one("#calls", CallList).listed]


async def test_a_paced_and_spoken_night(tmp_path, said, clock):
    """Werwölfe night 1 with 20 s a call, spoken in en-gb at 140 words a minute: Cupid's
    call is read at once; recorded after 5 s, the werewolves wait 15 s more, and then the
    Cupid's "go back to sleep" and the werewolves' call are read together."""
    save_settings(tmp_path, RoomSettings(call_seconds=20, speak=True, voice="en-gb",
                                         words_per_minute=140))
    game = werwoelfe_game(tmp_path)
    async with in_game(tmp_path, game) as (pilot, screen):
        assert said[-1][:5] == ["/usr/bin/espeak-ng", "-s", "140", "-v", "en-gb"]
        assert said[-1][-1].startswith("Cupid, awaken")
        assert "▶ Cupid  0:20" in calls_list(screen)
        clock[0] += 5
        await pilot.press(*"gus ivy", "enter")
        await pilot.pause()
        assert game.state.players[7].lover == 9
        assert any(line.endswith("wait 0:15") and "Werewolf" in line
                   for line in calls_list(screen))
        assert len(said) == 1  # nothing read while the werewolves wait
        clock[0] += 15
        screen.tick()
        assert len(said) == 2
        assert said[-1][-1].startswith("Cupid has made a choice, go back to sleep")
        assert said[-1][-1].endswith("Together, choose 1 player you want to devour.")
        assert any(line.endswith("0:20") and "Werewolf" in line for line in calls_list(screen))


async def test_dawn_waits_for_the_last_calls_time(tmp_path, said, clock):
    """The last call of the night also lasts its minimum: the list shows how long dawn
    waits, and the last "close your eyes" is read when the time is over."""
    save_settings(tmp_path, RoomSettings(call_seconds=10, speak=True))
    game = werwoelfe_game(tmp_path)
    async with in_game(tmp_path, game) as (pilot, screen):
        for line in ("gus ivy", "jo", "bob", "", "", ""):
            clock[0] += 10
            await pilot.press(*line, "enter")
            await pilot.pause()
        for _ in range(40):
            if screen.current_call() is None:
                break
            last = sum(not line.startswith("✓") for line in calls_list(screen)) == 1
            clock[0] += 0 if last else 10  # the last call is answered at once
            await pilot.press("f5")
            await pilot.pause()
        assert screen.current_call() is None, (calls_list(screen), screen.entry.value,
                                               screen._texts.get("#verdict"))
        assert calls_list(screen)[-1] == "· Dawn  wait 0:10"
        before = len(said)
        clock[0] += 10
        screen.tick()
        assert "· Dawn" not in calls_list(screen)[-1]
        assert len(said) == before + 1 and said[-1][-1].endswith("close your eyes.")


async def room_from_the_game(pilot: Pilot, game: Game) -> RoomDialog:
    """The game screen opened, then F12: the Room dialog."""
    pilot.app.push_screen(GameScreen(game))
    await pilot.pause()
    await pilot.press("f12")
    await pilot.pause()
    dialog = pilot.app.screen
    assert isinstance(dialog, RoomDialog)
    return dialog


async def test_f12_opens_the_room_from_seating_and_game(tmp_path, said, monkeypatch):
    # espeak-ng's own list (tests/room/test_speech.py): a first `espeak-ng --voices` on a busy
    # machine can outlast its 5 s, and then any voice is taken, as the dialog means to.
    import notepad.tui.screens.room as room_screen

    monkeypatch.setattr(room_screen, "voices", lambda program: ["de", "en", "en-gb", "en-us"])
    monkeypatch.setattr(room_screen, "_KNOWN_VOICES", {})  # none kept from another test
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    game = werwoelfe_game(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        app.push_screen(SeatingScreen(Draft(CATALOG, Edition.WERWOELFE, 11,
                                            dict(CATALOG.find_scenario("example-11").roles))))
        await pilot.pause()
        await pilot.press("f12")
        await pilot.pause()
        assert isinstance(app.screen, RoomDialog)
        assert app.screen.query_one("#serve").disabled  # no game, no log yet: no board
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SeatingScreen)
        dialog = await room_from_the_game(pilot, game)
        seconds = dialog.query_one("#call-seconds")
        seconds.value = "500"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, RoomDialog)  # refused, with the reason
        assert "0 to 120 seconds, not 500" in str(dialog.query_one("#room-problem").content)
        seconds.value = "12"
        dialog.query_one("#voice").value = "klingon"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "unknown voice 'klingon'" in str(dialog.query_one("#room-problem").content)
        dialog.query_one("#voice").value = "en-us"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert load_settings(tmp_path)[0].call_seconds == 12
        assert app.screen.night_room.pacer.seconds == 12  # the next call is paced by it


async def test_the_voice_list_is_asked_off_the_screens_thread(tmp_path, said, monkeypatch):
    """`espeak-ng --voices` takes 0.6 s idle and up to 5 s on a busy machine: the dialog asks
    for it in a worker when it opens, and a save that needs it while it is still on its way
    says so and is finished when it comes (issue 14: every key within a frame). Before, Ctrl+S
    with a new voice waited for espeak-ng inside the key press."""
    import threading

    import notepad.tui.screens.room as room_screen

    gate = threading.Event()
    asked: list[str | None] = []

    def slow_voices(program: str | None) -> list[str]:
        asked.append(program)
        gate.wait(3)
        return ["de", "en", "en-gb", "en-us"]

    monkeypatch.setattr(room_screen, "voices", slow_voices)
    monkeypatch.setattr(room_screen, "_KNOWN_VOICES", {})
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    game = werwoelfe_game(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        dialog = await room_from_the_game(pilot, game)
        dialog.query_one("#voice").value = "klingon"
        started = time.perf_counter()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert time.perf_counter() - started < 2.5  # not held up by the list
        assert app.screen is dialog
        assert "Checking the new voice" in str(dialog.query_one("#room-problem").content)
        gate.set()
        for _ in range(50):
            await pilot.pause(0.05)
            if "unknown voice" in str(dialog.query_one("#room-problem").content):
                break
        assert "unknown voice 'klingon'" in str(dialog.query_one("#room-problem").content)
        assert app.screen is dialog  # refused: nothing saved
        dialog.query_one("#voice").value = "en-gb"
        await pilot.press("ctrl+s")  # the list is in now: saved at once
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert load_settings(tmp_path)[0].voice == "en-gb"
        assert len(asked) == 1
        game.close()


async def test_the_room_serves_the_board_and_says_why_it_shows_no_qr_code(tmp_path, said,
                                                                         monkeypatch):
    """The board served from the game screen is a child process following the log: its
    /state.json answers, and the dialog shows the address; on this machine only (127.0.0.1 is
    each phone itself) it shows no QR code but says why (issue 31, item 4)."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    save_settings(tmp_path, RoomSettings(board_port=port))
    game = werwoelfe_game(tmp_path)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(100, 50)) as pilot:
        dialog = await room_from_the_game(pilot, game)
        await pilot.click("#serve")
        await pilot.pause()
        url = f"http://127.0.0.1:{port}/"
        assert url in str(dialog.query_one("#board-address").content)
        assert "▀" not in str(dialog.query_one("#board-qr").content)
        assert str(dialog.query_one("#board-qr").content) == NO_QR_LOOPBACK
        # An address the phones can reach (a board on the network) gets its QR code.
        from notepad.board import address

        monkeypatch.setattr(address, "unreachable", lambda shown: "")
        dialog.show_board()
        assert "▀" in str(dialog.query_one("#board-qr").content)
        try:
            state = None
            deadline = time.monotonic() + 20
            while state is None and time.monotonic() < deadline:
                try:
                    state = httpx.get(url + "state.json", timeout=1).json()
                except httpx.HTTPError:
                    time.sleep(0.2)
            assert state is not None and state["title"] == "Night 1"
            assert len(state["alive"]) == 11
        finally:
            app.board_server.stop()
        assert not app.board_server.running
