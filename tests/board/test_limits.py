"""No client can lock the room out (issue 31, item 7; notepad/board/limits.py), against the
real server on loopback: a connection that sends nothing, or its headers a byte at a time, is
closed after the header time; the connections are bounded, and a newcomer is let in by
closing the oldest idle one; a stream whose reader takes nothing is dropped; a phone that
reads keeps its stream however long it stays."""

from __future__ import annotations

import socket
import time

import pytest
from conftest import room_game, serving

from notepad.board import limits, web

HOST = "127.0.0.1"


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(limits, "HEADER_SECONDS", 0.5)
    monkeypatch.setattr(limits, "STALL_SECONDS", 0.5)
    monkeypatch.setattr(web, "KEEP_ALIVE_SECONDS", 0.2)


def address(url: str) -> tuple[str, int]:
    return HOST, int(url.rsplit(":", 1)[1].strip("/"))


def closed_within(sock: socket.socket, seconds: float) -> float:
    """How long until the server closed `sock` (reading whatever it sent)."""
    start = time.monotonic()
    sock.settimeout(seconds)
    try:
        while sock.recv(65536):
            pass
    except ConnectionResetError:
        pass
    return time.monotonic() - start


def get(url: str, path: str) -> bytes:
    with socket.create_connection(address(url), timeout=5) as sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
        return data


def test_a_silent_or_trickling_connection_is_closed(tmp_path, quick):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with serving(log) as (url, _):
        silent = socket.create_connection(address(url))
        trickle = socket.create_connection(address(url))
        trickle.sendall(b"GET /state.json HTTP/1.1\r\n")
        started = time.monotonic()
        for _ in range(5):  # a header byte every 0.2 s: each keeps the connection busy
            time.sleep(0.2)
            try:
                trickle.sendall(b"X")
            except OSError:
                break
        assert closed_within(trickle, 3) + time.monotonic() - started < 3
        assert closed_within(silent, 3) < 3
        assert get(url, "/health").startswith(b"HTTP/1.1 200")  # the others still served


def test_a_reading_phone_keeps_its_stream(tmp_path, quick):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with serving(log) as (url, _):
        with socket.create_connection(address(url), timeout=2) as phone:
            phone.sendall(b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            data = b""
            until = time.monotonic() + 2.0  # four header times, ten keep-alives
            while time.monotonic() < until:
                chunk = phone.recv(65536)
                assert chunk, "the stream was closed"
                data += chunk
        assert data.startswith(b"HTTP/1.1 200") and data.count(b"event: alive") >= 5


def test_the_connections_are_bounded_and_a_newcomer_is_let_in(tmp_path, quick, monkeypatch):
    monkeypatch.setattr(limits, "HEADER_SECONDS", 30.0)  # the idle ones stay, unless pushed
    monkeypatch.setattr(limits, "MOST_CONNECTIONS", 8)
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with serving(log) as (url, _):
        idle = []
        for _ in range(8):
            idle.append(socket.create_connection(address(url)))
            time.sleep(0.02)
        assert get(url, "/health").startswith(b"HTTP/1.1 200")  # the oldest idle made room
        assert closed_within(idle[0], 2) < 2
        for sock in idle:
            sock.close()


def test_a_stream_whose_reader_takes_nothing_is_dropped(tmp_path, quick):
    log = tmp_path / "room.jsonl"
    room_game(log).close()
    with serving(log) as (url, server):
        sleeper = socket.socket()
        sleeper.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sleeper.connect(address(url))
        sleeper.sendall(b"GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
        time.sleep(0.3)
        app = server.config.app
        assert len(app.state.board.listeners) == 1
        big = "x" * 200_000
        loop = server.servers[0].get_loop()
        started = time.monotonic()
        dropped = False
        while time.monotonic() - started < 5 and not dropped:
            loop.call_soon_threadsafe(app.state.board.publish, big)
            time.sleep(0.02)
            dropped = app.state.board.listeners == set()
        assert dropped, "the stalled stream is still held"
        sleeper.close()
