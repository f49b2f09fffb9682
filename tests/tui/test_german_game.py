"""Issue 34: the game screen, its log and the end screen in a German Werwölfe game — each line
the lead found still English when driving the example of 11 in German, pinned in German
(the English of the same lines is held by the English tests, unchanged)."""

from __future__ import annotations

import pytest
from table_helpers import CATALOG, open_game, press, shown, table_game, terminal_text, type_line

from notepad.language import quoted, speaking
from notepad.table.day_words import how_to_finish
from notepad.table.game_words import end_title
from notepad.table.screen_words import event_corrected
from notepad.tui.app import NotepadApp
from notepad.tui.screens.end import EndScreen
from notepad.tui.screens.event_log import EventLogScreen

SEVEN = [("Anna", "werewolf"), ("Ben", "werewolf"), ("Clara", "seer"), ("Dieter", "witch"),
         ("Emma", "villager"), ("Felix", "villager"), ("Greta", "villager")]


@pytest.fixture(autouse=True)
def german():
    """Every test here speaks German, and leaves the process in English."""
    with speaking("en"), speaking("de"):
        yield


def make_app(tmp_path) -> NotepadApp:
    return NotepadApp(catalog=CATALOG, home=tmp_path, language="de")


async def enter(pilot) -> None:
    """Enter; pressed again where the call asks for a second Enter (table/second_enter.py)."""
    await press(pilot, "enter")
    if "Noch einmal Enter" in shown(pilot.app.screen, "#verdict"):
        await press(pilot, "enter")


def one_line(text: str) -> str:
    return " ".join(text.split())


async def test_a_german_night_dawn_and_day_on_the_game_screen(tmp_path):
    game = table_game("werwoelfe", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        assert shown(screen, "#calls-title") == "Nacht 1"
        assert shown(screen, "#say").startswith("„Werwölfe") and shown(screen, "#say").endswith("“")
        await type_line(pilot, "5")  # the pack's victim: Emma
        await type_line(pilot, "1")  # the Seer sees Anna
        answers = shown(screen, "#answers")
        assert answers.startswith("Antworten dieser Nacht:\n") and "Tonight" not in answers
        await enter(pilot)  # the answer is put away
        await type_line(pilot, "heile 5")
        await enter(pilot)  # the Witch's call is done
        await press(pilot, "f6")  # dawn
        detail = shown(screen, "#detail")
        assert "Gerettet: Emma, von der Hexe geheilt" in detail and "healed" not in detail
        assert shown(screen, "#calls-title") == "Tag 1"
        assert shown(screen, "#phase") == "Tag 1"
        # The day's commands and the placeholder as a German moderator types them.
        assert "klage PLATZ von A B" in one_line(detail) and "zeit MIN" in one_line(detail)
        assert "tod PLATZ weg|anders" in one_line(detail)
        assert screen.entry.placeholder == "ein Befehl des Tages, z. B. klage 4 von 7 9"
        await type_line(pilot, "klage 1 von 3 4")
        await type_line(pilot, "a 6-0")
        verdict = one_line(shown(screen, "#verdict"))
        assert "am Galgen hingerichtet" in verdict and "Werwolf" in verdict
        assert "lynched" not in verdict and "Werewolf" not in verdict
        assert shown(screen, "#phase") == "Tag 1 · angeklagt: Anna †"
        assert "angeklagt: 1 Anna †" in terminal_text(pilot.app)


async def test_the_log_screen_in_german(tmp_path):
    game = table_game("werwoelfe", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        await open_game(pilot, game)
        await type_line(pilot, "5")
        await type_line(pilot, "1")
        await enter(pilot)
        await type_line(pilot, "töte 6")
        await press(pilot, "f8")
        assert isinstance(pilot.app.screen, EventLogScreen)
        text = terminal_text(pilot.app)
        assert "Ereignisse, 0 trotzdem notiert, jetzt bei Nacht 1 — c ändern, x entfernen" in text
        assert "night 1" not in text and "Nacht 1" in text
        assert ": Werwolf" in text and ": werewolf" not in text
        assert "→ gestorben: " not in text  # the night's deaths come at dawn
        await press(pilot, "f8")
        await press(pilot, "f6")
        await press(pilot, "f6")  # the calls left are said once: dawn
        await press(pilot, "f8")
        text = terminal_text(pilot.app)
        assert "→ gestorben: Emma" in text and "died" not in text


async def test_the_end_screen_in_german(tmp_path):
    game = table_game("werwoelfe", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        screen = await open_game(pilot, game)
        await type_line(pilot, "5")
        await enter(pilot)  # the Seer looks at nobody
        await enter(pilot)  # nor does the Witch act
        await press(pilot, "f6")
        await type_line(pilot, "klage 1 von 3 4")
        await type_line(pilot, "a 5-0")
        await press(pilot, "f6")  # night 2
        await type_line(pilot, "6")
        await enter(pilot)
        await enter(pilot)
        await press(pilot, "f6")
        await type_line(pilot, "klage 2 von 3 4")
        await type_line(pilot, "a 4-0")
        assert game.state.phase == "ended"
        await pilot.pause()
        assert isinstance(pilot.app.screen, EndScreen)
        text = terminal_text(pilot.app)
        assert "Spiel vorbei — Dorfbewohner gewinnen" in text and "Game over" not in text
        assert "gewonnen" in text and "Tag 1" in text and "day 1" not in text
        assert shown(screen, "#phase") == "Das Spiel ist zu Ende"


def test_the_game_screens_other_lines_in_german():
    assert quoted("Werwölfe, erwacht.") == "„Werwölfe, erwacht.“"
    assert event_corrected(3, "change") == "Ereignis 3 berichtigt (ändern); jede Ansicht folgt."
    assert how_to_finish("mayor-vote", "a 9-3") == (
        "die Stimme des Bürgermeisters dazu: a 9-3 bm h (hinrichten) oder a 9-3 bm v "
        "(verschonen)")
    with speaking("en"):
        assert quoted("Werewolves, wake up.") == "“Werewolves, wake up.”"
        assert event_corrected(3, "change") == "Event 3 corrected (change); every view follows."


def test_the_constants_the_screen_shows_are_said_in_german():
    from notepad.language import translated
    from notepad.table.recorded import GAME_ENDED, NOTHING_TO_UNDO, OVERRIDE_OFFER

    assert translated(NOTHING_TO_UNDO) != NOTHING_TO_UNDO
    assert translated(OVERRIDE_OFFER).startswith("Strg+O")
    assert "Strg+Z" in translated(GAME_ENDED)


def test_the_end_title_with_no_winner_yet(tmp_path):
    game = table_game("werwoelfe", SEVEN, tmp_path)
    game.log.close()
    assert end_title(game.state) == "Noch kein Gewinner — das Spiel steht bei Vorbereitung"


def test_the_witchs_last_potion_is_asked_with_the_german_word():
    from notepad.table.night_words import potions_hint

    assert potions_hint({"heal": 0, "kill": 1}).startswith("töte PLATZ")
    assert potions_hint({"heal": 1, "kill": 0}).startswith("heile PLATZ")


def test_the_log_corrections_dialogs_in_german():
    from notepad.table import correction_words as words

    assert words.preview_heading("change", 4) == ("Ereignis 4 ändern — die Vorschau (noch ist "
                                                  "nichts notiert)")
    assert words.was_words("change", "night 1") == "War (Nacht 1): "
    assert words.keep_all_question(1) == "Das 1 unentschiedene Ereignis behalten: warum?"
    with speaking("en"):
        assert words.was_words("remove", "night 1") == "Removed (night 1): "
        assert words.keep_all_question(2) == "Keep the 2 undecided event(s): why?"


async def test_the_change_dialog_of_the_log_in_german(tmp_path):
    game = table_game("werwoelfe", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(160, 50)) as pilot:
        await open_game(pilot, game)
        await type_line(pilot, "5")
        await press(pilot, "f8", "c")
        await type_line(pilot, "6")
        await type_line(pilot, "falscher Platz")
        text = terminal_text(pilot.app)
        assert "Ereignis 3 ändern — die Vorschau" in text and "Begründung: " in text
        assert "War (Nacht 1): " in text and "Was sich ändert:" in text


def test_help_and_the_second_enter_name_the_call_in_german(tmp_path):
    from notepad.table.commands import nothing_to_record
    from notepad.table.help import help_text

    game = table_game("werwoelfe", [("Anna", "werewolf"), ("Ben", "cupid"), ("Clara", "seer"),
                                    ("Dieter", "villager"), ("Emma", "villager")], tmp_path)
    from notepad.engine import events as ev

    game.record(ev.NightFalls())
    game.log.close()
    call = next(c for c in game.night_script() if c.role == "cupid")
    assert "Beim Ruf Amor" in help_text(game.state, call) and "Cupid" not in help_text(
        game.state, call)
    assert "Cupid" not in nothing_to_record(game.state, call)


async def test_a_custom_sets_subtitle_in_german(tmp_path):
    game = table_game("werwoelfe", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game)
        assert screen.sub_title == "eigene Rollenauswahl, 7 Spieler"


async def test_f1_names_the_typed_line_in_german(tmp_path):
    game = table_game("werwoelfe", SEVEN, tmp_path)
    async with make_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await open_game(pilot, game)
        await press(pilot, "f1")
        text = terminal_text(pilot.app)
        assert "tippen ⏎" in text and "type ⏎" not in text
