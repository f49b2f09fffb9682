"""The web board's server (notepad/board/web.py): what it serves, that it serves nothing
else and changes nothing, and that a night's calls send nothing to the phones."""

from __future__ import annotations

import json
import socket
import sys
from pathlib import Path

import pytest
from starlette.testclient import TestClient

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))

from view_games import mid_game  # noqa: E402

from notepad.board.web import Board, create_app  # noqa: E402
from notepad.cli import main  # noqa: E402
from notepad.engine import events as ev  # noqa: E402


@pytest.fixture
def log(tmp_path) -> Path:
    path = tmp_path / "game.jsonl"
    mid_game(log_path=path).close()
    return path


def test_the_page_its_assets_and_the_state(log):
    with TestClient(create_app(log, "http://10.0.0.5:8765/")) as client:
        page = client.get("/")
        assert page.status_code == 200 and 'src="/board.js"' in page.text
        assert "http" not in page.text.replace('http-equiv', '')  # no CDN: nothing from outside
        assert client.get("/board.js").headers["content-type"].startswith("text/javascript")
        assert client.get("/board.css").status_code == 200
        for icon in ("/favicon.svg", "/favicon.ico"):  # a browser's own ask: no 404 in its log
            answer = client.get(icon)
            assert answer.status_code == 200 and answer.text.startswith("<svg")
            assert answer.headers["content-type"].startswith("image/svg+xml")
        assert 'rel="icon" href="/favicon.svg"' in page.text
        assert client.get("/qr.svg").text.startswith("<svg")
        state = client.get("/state.json")
        assert state.headers["content-security-policy"].startswith("default-src 'self'")
        assert state.json()["title"] == "Day 2" and state.json()["problem"] == ""


@pytest.mark.parametrize("path", ["/../game.jsonl", "/game.jsonl", "/board.html", "/page/board.js",
                                  "/static/../../etc/passwd", "/state.json/../x"])
def test_no_path_is_taken_from_the_request(log, path):
    with TestClient(create_app(log)) as client:
        assert client.get(path).status_code == 404


@pytest.mark.parametrize("method", ["post", "put", "delete", "patch"])
def test_nothing_a_client_sends_changes_anything(log, method):
    before = log.read_bytes()
    with TestClient(create_app(log)) as client:
        assert getattr(client, method)("/state.json").status_code == 405
        assert getattr(client, method)("/events").status_code == 405
    assert log.read_bytes() == before


def test_a_night_sends_nothing_until_dawn(tmp_path):
    """Each call recorded at night changes the log, not what the table may see: no message
    goes out, so a phone cannot time the roles (Ultimate, Moderator's Guide — Night Phase)."""
    path = tmp_path / "game.jsonl"
    game = mid_game(log_path=path)
    board = Board(path)
    assert board.look() is True  # the game as it is
    game.record(ev.NightFalls(elapsed=200))
    assert board.look() is True  # night falls: the table sees it
    for event in (ev.Protect(role="bodyguard", target=5), ev.PackKill(targets=[7]),
                  ev.RoleCheck(role="seer", target=1), ev.Potions()):
        game.record(event)
        assert board.look() is False
    game.record(ev.Dawn())
    assert board.look() is True
    assert json.loads(board.message())["dawn"] == ["Greta died — Cupid"]


def test_a_log_that_cannot_be_read_is_told_to_the_page(log):
    board = Board(log)
    board.look()
    log.unlink()
    assert board.look() is False
    assert "tell the moderator" in json.loads(board.message())["problem"]


def test_the_serve_command_says_what_is_wrong(tmp_path, log, capsys):
    assert main(["board"]) == 2
    assert "Name its session log" in capsys.readouterr().err
    assert main(["board", str(log), "--latest"]) == 2
    assert "not both" in capsys.readouterr().err
    assert main(["board", "--latest"]) == 2
    assert "no session log in" in capsys.readouterr().err
    assert main(["board", str(tmp_path / "nope.jsonl")]) == 2
    assert "cannot read the session log" in capsys.readouterr().err
    assert main(["board", str(log), "--serve", "--port", "70000"]) == 2
    assert "between 1 and 65535" in capsys.readouterr().err
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["board", str(log), "--serve", "--port", str(port)]) == 2
    assert "cannot listen on 127.0.0.1" in capsys.readouterr().err
