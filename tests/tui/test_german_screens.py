"""Issue 34: the screens in German. The language is chosen at setup (the seating screen's
choice, the user's default, `--lang`), a new game is written in it, a resumed game speaks its
own, the keys' descriptions are said in it (Textual shows a binding's own description: the
screen hands its footer the binding said, screens/base.py `said`), and the spoken calls take
espeak-ng's German voice."""

from __future__ import annotations

import json

import pytest
from table_helpers import CATALOG, make_app, press, table_game, terminal_text
from table_play import set_up_game
from textual.widgets import Select

from notepad.cli import main
from notepad.language import save_language, speaking, spoken
from notepad.room.speech import Speaker, voice_for
from notepad.tui.app import NotepadApp
from notepad.tui.screens.base import said
from notepad.tui.screens.start import StartScreen

NAMES = ["Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hans", "Ida", "Jonas",
         "Karla"]


@pytest.fixture(autouse=True)
def english_after():
    """The language is the process's: every test here leaves it as it found it."""
    with speaking("en"):
        yield


def header(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8").splitlines()[0])


async def test_the_users_default_language_is_the_screens_from_the_start(tmp_path):
    save_language(tmp_path, "de")
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = terminal_text(pilot.app)
        assert spoken().code == "de"
        assert "Neues Spiel — Rollen wählen" in text and "Letzte Spiele" in text
        assert "Beenden" in text  # the footer's keys, said in German


async def test_lang_on_the_command_line_outranks_the_settings(tmp_path):
    save_language(tmp_path, "de")
    assert NotepadApp(catalog=CATALOG, home=tmp_path, language="en").language == "en"
    assert spoken().code == "en"


def test_lang_reaches_the_screens_and_an_unknown_one_is_refused(monkeypatch, capsys):
    class Terminal:
        def isatty(self) -> bool:
            return True

    started = []
    for stream in ("stdin", "stdout", "stderr"):
        monkeypatch.setattr(f"sys.{stream}", Terminal())
    monkeypatch.setattr("notepad.tui.app.run", lambda language=None: started.append(language))
    assert main(["--lang", "Deutsch"]) in (0, None) and started == ["de"]
    assert main([]) in (0, None) and started == ["de", None]
    monkeypatch.undo()
    with pytest.raises(SystemExit) as exited:
        main(["--lang", "fr"])
    assert exited.value.code == 2
    assert "unknown language 'fr' (choose one of: en, de)" in capsys.readouterr().err


async def test_deutsch_chosen_at_seating_starts_a_german_game_and_is_kept(tmp_path):
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        app = pilot.app
        seating_shown = False

        async def choose() -> None:
            nonlocal seating_shown
            app.screen.query_one("#language", Select).value = "de"
            await pilot.pause()
            seating_shown = "Sprache" in terminal_text(app) and "Spiel starten" in \
                terminal_text(app)

        original = app.push_screen

        def push_screen(screen, *args, **kwargs):  # choose Deutsch once seating is shown
            result = original(screen, *args, **kwargs)
            if type(screen).__name__ == "SeatingScreen":
                app.call_after_refresh(lambda: app.run_worker(choose()))
            return result

        app.push_screen = push_screen
        screen = await set_up_game(pilot, 1, "example-11", [], NAMES, seed=11)
        assert seating_shown
        assert screen.game.language == "de" and spoken().code == "de"
        assert header(screen.game.log.path)["language"] == "de"
        assert (tmp_path / "settings.toml").read_text(encoding="utf-8").strip() == \
            'language = "de"'
        assert "Aussetzen" in terminal_text(app)  # F5 Pass, in the footer


async def test_a_resumed_german_game_speaks_german_and_the_start_screen_its_own(tmp_path):
    game = table_game("werwoelfe", [(n, "villager") for n in NAMES[:8]] +
                      [("Ida", "werewolf"), ("Jonas", "werewolf"), ("Karla", "seer")], tmp_path)
    game.close()
    path = game.log.path
    # table_game writes an English game: rewrite its header as a German one would be.
    lines = path.read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first.update(version=4, language="de")
    path.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        assert spoken().code == "en"
        from notepad.sessions import read_summary

        start = pilot.app.screen
        assert isinstance(start, StartScreen)
        start.resume(read_summary(path))
        await pilot.pause()
        assert spoken().code == "de"
        assert "Aussetzen" in terminal_text(pilot.app)
        await press(pilot, "f10")
        await press(pilot, "y")  # leave the game: yes
        assert isinstance(pilot.app.screen, StartScreen) and spoken().code == "en"


def test_a_keys_description_is_said_in_the_language_spoken():
    from notepad.tui.screens.base import KEYS

    assert said(KEYS) is KEYS  # English: the binding itself
    with speaking("de"):
        german = said(KEYS)
    assert (german.description, german.key, german.action) == ("Tasten", "f1", "toggle_keys")
    assert german.tooltip == "Alle Tasten dieses Bildschirms zeigen oder wieder ausblenden"


async def test_f1_lists_the_keys_in_german(tmp_path):
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        with speaking("de"):
            game = table_game("werwoelfe", [(n, "villager") for n in NAMES[:8]] +
                              [("Ida", "werewolf"), ("Jonas", "werewolf"),
                               ("Karla", "seer")], tmp_path)
            from table_helpers import open_game

            await open_game(pilot, game)
            await press(pilot, "f1")
            text = terminal_text(pilot.app)
            assert "Tasten dieses Bildschirms" in text and "Beim Aufruf und am Tag" in text
            assert "Die aufgerufene Rolle tut heute Nacht nichts" in text


def test_the_german_calls_are_read_in_espeak_ngs_german_voice():
    speaker = Speaker("espeak-ng", "en", 150)
    with speaking("de"):
        assert speaker.command("Seherin, erwache.") == [
            "espeak-ng", "-s", "150", "-v", "de", "Seherin, erwache."]
    assert speaker.command("Seer, wake up.") == [
        "espeak-ng", "-s", "150", "-v", "en", "Seer, wake up."]  # English: the voice chosen
    assert voice_for("en+f3", "de") == "de+f3"  # the chosen variant, in German
    assert voice_for("", "de") == "de"
    assert voice_for("mb-de1", "de") == voice_for("mb-de1", "de") == "mb-de1"
    assert voice_for("de+m2", "de") == "de+m2" and voice_for("de", "en") == "de"


async def test_a_german_question_is_answered_with_j_for_ja(tmp_path):
    from notepad.tui.screens.dialogs import Confirm

    answers = []
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        with speaking("de"):
            pilot.app.push_screen(Confirm("Spiel verlassen?"), answers.append)
            await pilot.pause()
            assert "j / Enter: ja    n / Escape: nein" in terminal_text(pilot.app)
            await press(pilot, "j")
    assert answers == [True]
