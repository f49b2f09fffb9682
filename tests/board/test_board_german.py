"""Issue 34: the board speaks its game's language — the log's header says German, and the
phones' page, its fixed words and the public sentences are German; an English log's board is
as before."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from starlette.testclient import TestClient

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "table"))

from werwoelfe_day import first_dawn, lynched  # noqa: E402

from notepad.board.public import public_state  # noqa: E402
from notepad.board.vote import public_vote  # noqa: E402
from notepad.board.web import Board, create_app  # noqa: E402
from notepad.language import speaking  # noqa: E402
from notepad.table.public_words import needed_words, timer_words  # noqa: E402


def test_the_boards_public_sentences_in_german(tmp_path):
    _, game = lynched(tmp_path)
    game.log.close()
    with speaking("de"):
        public, vote = public_state(game), public_vote(game)
        assert needed_words("werwoelfe", 9, True) == ("Mehr Daumen hoch als runter: Hinrichtung; "
                                                      "bei Gleichstand entscheidet der "
                                                      "Bürgermeister")
        assert timer_words({"left": 61, "running": False, "warning": 30}) == "1:01 (angehalten)"
        assert timer_words({"left": 0, "running": True, "warning": 30}) == "Die Dämmerung ist da"
    assert public["title"] == "Tag 1"
    assert public["dawn"][0].startswith("Greta ist gestorben — ")
    line = public["accusations"][0]["line"]
    assert line == " 3  Clara — angeklagt von Anna, Ben: 7 für die Hinrichtung, 3 fürs Verschonen"
    assert vote["accused"][0]["line"] == "Clara — angeklagt von Anna, unterstützt von Ben"
    assert vote["accused"][0]["result"] == "am Galgen hingerichtet"
    # English, the same game: the sentences as they always were.
    english = public_state(game)
    assert english["title"] == "Day 1" and english["dawn"][0].startswith("Greta died — ")
    assert public_vote(game)["accused"][0]["result"] == "lynched at the gallows"


def test_the_board_of_a_german_log_serves_a_german_page_and_state(tmp_path):
    path, game = first_dawn(tmp_path)
    game.log.close()
    board = Board(path, "http://192.168.1.20:8765/")
    assert board.look() and board.language == "de"
    state = json.loads(board.message())
    assert state["title"] == "Tag 1" and state["dawn"][0].startswith("Greta ist gestorben")
    assert state["join"]["words"] == ("Scanne, um auf dem Handy mitzulesen: "
                                      "http://192.168.1.20:8765/")
    with TestClient(create_app(path)) as client:
        page = client.get("/").text
    assert '<html lang="de">' in page and "<h2>Heute Morgen</h2>" in page
    assert '"alive": "Lebend"' in page and "Tafel" in page
    assert "{" + "this_morning}" not in page


def test_the_board_of_an_english_log_is_english(tmp_path):
    path, game = first_dawn(tmp_path, "en")
    game.log.close()
    with TestClient(create_app(path)) as client:
        page = client.get("/").text
        state = client.get("/state.json").json()
    assert '<html lang="en">' in page and "<h2>This morning</h2>" in page
    assert "<title>Werewolf — the board</title>" in page
    assert state["title"] == "Day 1" and state["dawn"][0].startswith("Greta died")


def test_a_dead_players_card_is_named_as_titles_names_a_role(tmp_path, monkeypatch):
    """The engine keeps the card's own name in what the variant shows; the board says the
    role's name as notepad/table/titles.py decides it (German names for Werwölfe)."""
    from notepad.table import public_words

    _, game = first_dawn(tmp_path)
    game.log.close()
    monkeypatch.setattr(public_words, "role_title",
                        lambda state, role: state.roles[role].name_de or "?")
    with speaking("de"):
        public = public_state(game)
    assert public["dawn"] == ["Greta ist gestorben — Dorfbewohner"]
    assert public["dead"][0]["shown"] == "Dorfbewohner" and public["dead"][0]["when"] == "Nacht 1"
