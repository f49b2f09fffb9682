"""Issue 34: the moderator's sheet on paper (notepad/table/sheet.py, sheet_page.py, and
`werewolf-notepad sheet`): for a scenario and for a log, in English and in German."""

from __future__ import annotations

import pytest
from sheet_helpers import NAMES, logged_example

from notepad.catalog import catalog
from notepad.cli import main
from notepad.language import language
from notepad.table.sheet import log_sheet, scenario_sheet
from notepad.table.sheet_page import as_html, as_text


def _example():
    return catalog().find_scenario("example-11")


def test_a_scenario_sheet_has_every_night_in_call_order_with_its_boxes():
    sheet = scenario_sheet(_example(), language("en"), nights=2)
    assert [n.heading for n in sheet.nights] == ["Night 1", "Night 2"]
    # Werwölfe, Night Phase: The First Night; The Further Course of the Game: "first the
    # werewolves, then the Seer, then the Witch".
    assert [c.name for c in sheet.nights[0].calls] == [
        "Cupid", "Werewolf", "Seer", "Witch", "Hunter", "Mayor"]
    assert [c.name for c in sheet.nights[1].calls] == ["Werewolf", "Seer", "Witch"]
    witch = sheet.nights[0].calls[3]
    assert [b.label for b in witch.boxes] == ["Healing potion on:", "Poison potion on:"]
    assert [b.label for b in sheet.once] == ["Witch: healing potion used",
                                             "Witch: poison potion used"]
    assert sheet.seats[0] == ("1", "", "")  # a scenario is not seated: blanks to fill in
    assert sheet.voting.startswith("Open vote")
    text = as_text(sheet)
    assert "NIGHT 1" in text and "DAY 2" in text and "[ ] Not a werewolf" in text
    assert "“I will count 1, 2, 3" in text and "[ ] The Mayor's vote decides a tie" in text
    assert "Werwölfe · 11 players" in text


def test_a_scenario_sheet_in_german():
    sheet = scenario_sheet(_example(), language("de"), nights=2)
    assert [c.name for c in sheet.nights[0].calls] == [
        "Amor", "Werwolf", "Seherin", "Hexe", "Jäger", "Bürgermeister"]
    assert sheet.nights[1].heading == "Nacht 2" and sheet.nights[1].day_heading == "Tag 2"
    text = as_text(sheet)
    assert "SITZORDNUNG" in text and "Werwölfe · 11 Spieler" in text
    assert "[ ] Hexe: Gifttrank benutzt" in text and "Heiltrank für:" in text
    assert "„Ich zähle 1, 2, 3" in text
    # The role call texts are the catalogue's (English for now); the sheet's own words are not.
    for english in ("Victim:", "NIGHT ", "SEATS", "ONCE A GAME", "11 players", "Open vote"):
        assert english not in text


def test_a_log_sheet_names_the_seated_players_in_each_call(tmp_path):
    path, game = logged_example(tmp_path)
    game.log.close()
    sheet = log_sheet(game, "Example", language("en"), nights=1)
    names = game.setup.names()
    seats = {c.name: c.players for c in sheet.nights[0].calls}
    wolves = [s for s, p in game.state.players.items() if p.role == "werewolf"]
    assert seats["Werewolf"] == ", ".join(f"{s} {names[s]}" for s in wolves)
    assert [s[1] for s in sheet.seats] == NAMES
    assert {s[2] for s in sheet.seats} == {"Werewolf", "Villager", "Seer", "Witch", "Cupid",
                                           "Hunter", "Mayor"}


def test_a_log_sheet_is_the_evening_as_dealt_even_after_deaths(tmp_path):
    from notepad.engine import events as ev

    path, game = logged_example(tmp_path)
    witch = next(s for s, p in game.state.players.items() if p.role == "witch")
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(role="cupid", targets=[1, 2]))
    game.record(ev.Death(target=witch, cause="left the table"), override="a test of the sheet")
    assert not game.state.players[witch].alive
    game.log.close()
    sheet = log_sheet(game, "Example", language("en"), nights=2)
    assert "Witch" in [c.name for c in sheet.nights[1].calls]


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(folder))
    return folder


def test_the_command_prints_a_scenario_sheet_as_text(capsys, home):
    assert main(["sheet", "example-11", "--nights", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("EXAMPLE COMPOSITION FOR 11 PLAYERS\n") and "NIGHT 2" in out
    assert "NIGHT 3" not in out


def test_the_command_takes_the_users_default_language_and_lang_overrides_it(capsys, home):
    from notepad.language import save_language

    save_language(home, "de")
    assert main(["sheet", "example-11", "--nights", "1"]) == 0
    assert "NACHT 1" in capsys.readouterr().out
    assert main(["sheet", "example-11", "--nights", "1", "--lang", "en"]) == 0
    assert "NIGHT 1" in capsys.readouterr().out


def test_the_command_speaks_a_logs_language_and_names_its_players(tmp_path, capsys, home):
    path, game = logged_example(tmp_path, "de")
    game.log.close()
    assert main(["sheet", str(path), "--nights", "1"]) == 0
    out = capsys.readouterr().out
    assert "NACHT 1" in out and "Anna" in out and "Werwolf — " in out
    assert main(["sheet", str(path), "--nights", "1", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "NIGHT 1" in out and "Werewolf — " in out


def test_the_command_writes_an_a4_html_page(tmp_path, capsys, home):
    path, game = logged_example(tmp_path, "de")
    game.log.close()
    page = tmp_path / "sheet.html"
    assert main(["sheet", str(path), "-o", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    assert '<html lang="de">' in html and "@page { size: A4;" in html
    assert "Nacht 3" in html and "Anna" in html and "<script" not in html
    assert f"wrote {page}" in capsys.readouterr().err


def test_the_page_escapes_names(tmp_path):
    path, game = logged_example(tmp_path)
    game.log.close()
    sheet = log_sheet(game, "<b>Game</b>", language("en"), nights=1)
    assert "<b>Game</b>" not in as_html(sheet) and "&lt;b&gt;Game&lt;/b&gt;" in as_html(sheet)


@pytest.mark.parametrize(("arguments", "message"), [
    (["sheet", "no-such-village"], "no scenario 'no-such-village'"),
    (["sheet", "anarchy"], "is a One Night scenario"),
    (["sheet", "missing.jsonl"], "missing.jsonl: cannot read the session log"),
])
def test_the_commands_errors_say_what_is_wrong(capsys, home, arguments, message):
    assert main(arguments) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(("arguments", "message"), [
    (["sheet", "example-11", "--lang", "fr"], "unknown language 'fr' (choose one of: en, de)"),
    (["sheet", "example-11", "--nights", "0"], "0 is outside 1 to 30 (nights on one sheet)"),
])
def test_bad_options_are_refused_with_the_reason(capsys, home, arguments, message):
    with pytest.raises(SystemExit) as exit:
        main(arguments)
    assert exit.value.code == 2 and message in capsys.readouterr().err


def test_the_command_writes_no_page_where_it_cannot(tmp_path, home, capsys):
    assert main(["sheet", "example-11", "-o", str(tmp_path / "nowhere" / "sheet.html")]) == 2
    assert "cannot write the sheet" in capsys.readouterr().err


def test_the_command_gives_the_sheet_as_json(capsys, home):
    import json

    assert main(["sheet", "example-11", "--nights", "1", "--lang", "de", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["language"] == "de" and data["nights"][0]["heading"] == "Nacht 1"
    assert [c["name"] for c in data["nights"][0]["calls"]][:2] == ["Amor", "Werwolf"]


@pytest.mark.parametrize("edition", ["ultimate", "werwoelfe"])
def test_the_sheets_night_words_are_the_engines_in_english(edition):
    from notepad.engine.night import words as engine
    from notepad.table.sheet import daybreak, nightfall

    english = language("en")
    assert nightfall(edition, english) == engine.NIGHTFALL[edition]
    assert daybreak(edition, 1, english) == engine.FIRST_DAYBREAK[edition]
    assert daybreak(edition, 2, english) == engine.DAYBREAK[edition]
    german = language("de")
    assert nightfall(edition, german) != engine.NIGHTFALL[edition]
