"""The QR code reaches the room (issue 31, item 4): when the board listens beyond loopback
its address is the interface's own, never a loopback one (stock Debian maps the host name to
127.0.1.1); when it listens on loopback only, or the machine has no network, no QR code is
shown and a sentence says why."""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit

import pytest
from conftest import room_game
from starlette.testclient import TestClient

from notepad.board import address
from notepad.board.address import room_url
from notepad.board.web import create_app
from notepad.cli import main
from notepad.table.public_words import NO_QR_LOOPBACK, NO_QR_NO_NETWORK, SCAN


class Route:
    """A UDP socket whose connect picks `interface` (or finds no route): no packet is sent."""

    def __init__(self, interface: str | None) -> None:
        self.interface = interface

    def __call__(self, *args, **kwargs):
        return self

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def connect(self, where):
        if self.interface is None:
            raise OSError(101, "Network is unreachable")

    def getsockname(self):
        return (self.interface, 40000)


@pytest.fixture
def debian_host_name(monkeypatch):
    """The host name resolves to 127.0.1.1 only, as /etc/hosts has it on stock Debian."""
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [
        (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.1.1", 0))])


def host(url: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    return ipaddress.ip_address(urlsplit(url).hostname)


def test_beyond_loopback_the_address_is_the_interfaces_own(monkeypatch, debian_host_name):
    monkeypatch.setattr(socket, "socket", Route("192.168.1.23"))
    for listening in ("0.0.0.0", "::", ""):
        url, why = room_url(listening, 8765)
        assert (url, why) == ("http://192.168.1.23:8765/", "")
    assert room_url("192.168.1.23", 8765) == ("http://192.168.1.23:8765/", "")


def test_on_this_machine_the_address_is_not_loopback():
    """This machine's own interfaces, for real (the test machine has a network)."""
    url, why = room_url("0.0.0.0", 8765)
    if not url:
        pytest.skip(f"this machine has no network interface: {why}")
    assert not host(url).is_loopback and why == ""


def test_no_qr_code_for_loopback_or_without_a_network(monkeypatch, debian_host_name):
    for listening in ("127.0.0.1", "localhost", "::1", "127.0.1.1"):
        assert room_url(listening, 8765) == ("", NO_QR_LOOPBACK)
    monkeypatch.setattr(socket, "socket", Route(None))  # no route anywhere
    assert address.lan_address() is None
    assert room_url("0.0.0.0", 8765) == ("", NO_QR_NO_NETWORK)


def test_the_page_shows_the_qr_code_only_for_a_reachable_address(tmp_path):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with TestClient(create_app(log, "http://127.0.0.1:8765/")) as client:
        assert client.get("/qr.svg").status_code == 404
        assert client.get("/state.json").json()["join"] == {"url": "",
                                                           "words": NO_QR_LOOPBACK}
    with TestClient(create_app(log)) as client:  # no address at all
        assert client.get("/qr.svg").status_code == 404
        assert client.get("/state.json").json()["join"]["url"] == ""
    with TestClient(create_app(log, "http://192.168.1.23:8765/")) as client:
        assert client.get("/qr.svg").text.startswith("<svg")
        assert client.get("/state.json").json()["join"] == {
            "url": "http://192.168.1.23:8765/", "words": f"{SCAN} http://192.168.1.23:8765/"}


def test_the_serve_command_prints_and_serves_the_rooms_address(tmp_path, monkeypatch, capsys):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    served = []
    monkeypatch.setattr("notepad.board.web.serve",
                        lambda log, host, port, url, quiet=False, why="":
                        served.append((host, url, why)))
    monkeypatch.setattr(address, "check_port", lambda host, port: None)
    monkeypatch.setattr(address, "lan_address", lambda: "192.168.1.23")
    assert main(["board", str(log), "--serve", "--host", "0.0.0.0", "--port", "8765"]) == 0
    out = capsys.readouterr().out
    assert served[-1] == ("0.0.0.0", "http://192.168.1.23:8765/", "")
    assert "http://192.168.1.23:8765/" in out and ("█" in out or "▀" in out)  # the QR code
    assert main(["board", str(log), "--serve", "--port", "8765"]) == 0
    out = capsys.readouterr().out
    assert served[-1] == ("127.0.0.1", "", NO_QR_LOOPBACK)
    assert NO_QR_LOOPBACK in out and "▀" not in out and "█" not in out
