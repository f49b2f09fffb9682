"""Issue 34: the command line's human output in German — `--lang` on the commands a moderator
runs by hand (stats, balance, suggest, report), else the user's settings — while `--json`
stays English, keys and values, and English stays as it was (notepad/cli/common.py)."""

from __future__ import annotations

import json

import pytest

from notepad.cli import main
from notepad.language import save_language, spoken


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(folder))
    return folder


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_balance_speaks_german_with_lang(capsys, home):
    status, out, _ = run(capsys, "balance", "village-without-a-seer", "--lang", "de")
    assert status == 0
    assert out.startswith("Village Without a Seer (ultimate), 22 Spieler, 22 Karten\n"
                          "Gleichgewicht -1 — ")
    assert "\nTeams: village 18, werewolf 4\n" in out
    assert "Gleichgewicht -1 — ausgeglichen\n" in out  # the band, in words
    assert "  ! no-seer: Keine Seherin: laut Regel braucht jedes Spiel mindestens eine " \
        "Seherin.\n" in out
    status, out, _ = run(capsys, "balance", "village-without-a-seer")
    assert out.startswith("Village Without a Seer (ultimate), 22 players, 22 cards\n"
                          "balance -1 — balanced\n")
    assert "  ! no-seer: No Seer: the rulebook says every game needs at least one Seer.\n" in out
    assert spoken().code == "en"  # the command spoke German around itself only


@pytest.mark.parametrize("argv", [
    ("balance", "village-without-a-seer"),
    ("suggest", "--edition", "werwoelfe", "--players", "12"),
])
def test_json_is_the_same_in_every_language(capsys, home, argv):
    _, english, _ = run(capsys, *argv, "--json")
    _, german, _ = run(capsys, *argv, "--json", "--lang", "de")
    save_language(home, "de")
    _, settled, _ = run(capsys, *argv, "--json")
    assert json.loads(english) == json.loads(german) == json.loads(settled)
    assert english == german == settled


def test_suggest_and_the_catalogue_speak_the_users_default(capsys, home):
    save_language(home, "de")
    status, out, _ = run(capsys, "suggest", "--edition", "werwoelfe", "--players", "12",
                         "--count", "1")
    assert status == 0 and out.startswith("1. 12 Karten: Summe +0 (genau am Ziel) = ")
    status, out, _ = run(capsys, "catalogue")
    assert out.startswith("werewolf-notepad — der Notizblock des Spielleiters\n\n")
    assert "Werwölfe: " in out and " Szenarien\n" in out
    status, out, _ = run(capsys, "suggest", "--edition", "werwoelfe", "--players", "12",
                         "--count", "1", "--lang", "en")
    assert out.startswith("1. 12 cards: ")


def test_a_users_error_is_said_in_german(capsys, home):
    status, _, err = run(capsys, "balance", "example-11", "--maybe", "--lang", "de")
    assert status == 2 and err == ("werewolf-notepad: die Role/Werewolf Count Variants sind "
                                   "eine Regel von Ultimate Werewolf\n")
    status, _, err = run(capsys, "balance", "example-11", "--maybe")
    assert err == "werewolf-notepad: the Role/Werewolf Count Variants are an Ultimate Werewolf " \
        "rule\n"
    status, _, err = run(capsys, "stats", "--group", "nobody here", "--lang", "de")
    assert status == 2 and err == (
        "werewolf-notepad: für die Gruppe „nobody here“ ist kein Spiel notiert (Gruppen: noch "
        "keine)\n")
    status, _, err = run(capsys, "stats", "--group", "nobody here")
    assert err == ('werewolf-notepad: no game is recorded for the group "nobody here" '
                   "(groups: none yet)\n")


def test_stats_speaks_german(capsys, home):
    status, out, _ = run(capsys, "stats", "--lang", "de")
    assert status == 0 and out.endswith(": noch kein beendetes Spiel notiert (werewolf-notepad "
                                        "stats import LOG... notiert eines)\n")
    status, out, _ = run(capsys, "stats", "rebuild", "--lang", "de")
    assert out == "aus den Spielprotokollen neu aufgebaut: kein Spiel notiert\n"


def test_the_report_command_speaks_its_logs_language_unless_told(tmp_path, capsys, home):
    from sheet_helpers import logged_example

    path, game = logged_example(tmp_path, "de")
    game.log.close()
    out = tmp_path / "report.md"
    assert main(["report", str(path), "-o", str(out)]) == 0
    assert capsys.readouterr().err == f"Der Bericht von game.jsonl: {out}\n"
    assert main(["report", str(path), "-o", str(out), "--lang", "en"]) == 0
    assert capsys.readouterr().err == f"The report of game.jsonl: {out}\n"
    status, _, err = run(capsys, "report", str(path), "-o", str(path), "--lang", "de")
    assert status == 2 and "das ist das Spielprotokoll selbst" in err


def test_a_language_the_notepad_does_not_speak_is_refused(capsys, home):
    with pytest.raises(SystemExit) as stopped:
        main(["stats", "--lang", "fr"])
    assert stopped.value.code == 2
    assert "unknown language 'fr' (choose one of: en, de)" in capsys.readouterr().err


def test_the_card_count_warning_is_one_german_sentence(capsys, home):
    _, out, _ = run(capsys, "balance", "village-without-a-seer", "--players", "5", "--lang",
                    "de")
    assert "  ! card-count: 22 Karten für 5 Spieler: nötig sind 5 (eine pro Spieler); nimm 17 " \
        "heraus.\n" in out
    _, out, _ = run(capsys, "balance", "village-without-a-seer", "--players", "5")
    assert "  ! card-count: 22 cards for 5 players: needs 5 (one per player); remove 17.\n" in out
