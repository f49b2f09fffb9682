"""Issue 34, the screens around a game in German: the statistics screen's tabs, the room
dialog (F12), the correction dialogs, One Night's setup, night, final table and result, and
the simultaneous villages' screens say their fixed labels and sentences in German when German
is spoken; English stays as it was (the English snapshots and pilots hold the rest)."""

from __future__ import annotations

import pytest
from table_helpers import CATALOG, terminal_text

from notepad.catalog import Edition
from notepad.language import speaking
from notepad.onenight.parties import Identity
from notepad.table import around_words, correction_words
from notepad.table.onenight import final_words, result_words, setup_words
from notepad.table.villages import screen_words
from notepad.tui.app import NotepadApp
from notepad.tui.screens.statistics import StatisticsScreen

ONE_NIGHT = CATALOG.edition_roles(Edition.ONENIGHT)


@pytest.fixture(autouse=True)
def english_after():
    with speaking("en"):
        yield


def test_the_one_night_result_in_german():
    assert result_words.headline(["village"], ["Anna", "Ben"]) == "THE VILLAGE WINS\nAnna and Ben"
    assert result_words.headline([], []) == "NOBODY WINS"
    mimic = Identity(name="Cleo", card="mimic", role="witch", party="village", werewolf=False,
                     vampire=False, vote_ability=None, token=None, votes_for="Anna")
    assert result_words.person(mimic, ONE_NIGHT) == "Cleo (Mimic as Witch)"
    with speaking("de"):
        assert result_words.headline(["village"], ["Anna", "Ben"]) == \
            "DAS DORF GEWINNT\nAnna und Ben"
        assert result_words.headline(["village", "tanner"], []).endswith("GEWINNEN\nkein Spieler")
        assert result_words.headline([], []) == "NIEMAND GEWINNT"
        assert result_words.person(mimic, ONE_NIGHT) == "Cleo (Nachahmer als Hexe)"


def test_the_one_night_setup_and_final_table_in_german():
    assert final_words.hint(5).startswith("Enter picks the card")
    assert setup_words.wait_line(5) == "[dim]… wait 5 seconds …[/dim]"
    assert setup_words.either(["A", "B", "C"]) == "A or B or C"
    with speaking("de"):
        assert [label for label, _ in final_words.columns()][1:3] == ["Spieler", "Karte"]
        assert final_words.middle_row(2, False) == "Mitte 2"
        assert final_words.middle_has_no("vote") == "Die Karten der Mitte haben keine Stimme"
        assert final_words.hint(10).startswith("Enter: Karte · Ziffer")
        assert setup_words.wait_line(5) == "[dim]… 5 Sekunden warten …[/dim]"
        assert setup_words.phase_heading("night") == "Nacht"
        assert around_words.where("night", "(5) Seherin", 4, 8) == \
            "Nacht · (5) Seherin · Schritt 4 von 8"
        assert around_words.where("day", "Tag", 7, 8) == "Tag · Schritt 7 von 8"


def test_the_correction_dialogs_and_the_room_in_german():
    # The correction dialogs' words are table/correction_words.py's (tests/tui/test_german_game.py)
    assert correction_words.preview_heading("remove", 4).startswith("Remove event 4")
    with speaking("de"):
        assert correction_words.preview_heading("remove", 4).startswith("Ereignis 4 entfernen")
        assert correction_words.not_recorded("x") == "Nicht notiert: x"
        assert around_words.call_seconds_label(30) == "Mindestsekunden pro Aufruf (0–30)"
        assert around_words.not_a_number("Port", "x") == \
            "Port: gib eine ganze Zahl ein, nicht 'x'"


def test_the_villages_screens_in_german():
    assert screen_words.names_count(23, 24, "12, 12", "dealt") == \
        "23 names for 24 places (12, 12); dealt"
    assert screen_words.cannot_seat("Village 2", 11, 12, 1, True) == (
        "Village 2 has 11 names; its role set is for 12 players: move 1 to it from another "
        "village's lines")
    with speaking("de"):
        assert screen_words.names_count(23, 24, "12, 12", "") == \
            "23 Namen für 24 Plätze (12, 12); Ctrl+R verteilt sie"
        assert screen_words.village_of("Village 2", 3) == "Village 2 von 3"
        assert screen_words.whole_group_title(24, 3) == "die ganze Gruppe: 24 Spieler, Summe +3"
        assert screen_words.leaves_for("Anna", "Village 2").startswith("[b]Anna zieht nach")


async def test_the_statistics_tabs_and_title_in_german(tmp_path):
    app = NotepadApp(catalog=CATALOG, home=tmp_path, language="de")
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(StatisticsScreen(folder=tmp_path / "record"))
        await pilot.pause()
        text = terminal_text(app)
        assert "Teams" in text or "Mannschaften" in text
        assert "Spieler" in text and "Head count" not in text and "Role sets" not in text
        assert app.screen.sub_title == "die Chronik der Gruppe"
