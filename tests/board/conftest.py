"""A web board served for real (uvicorn on a loopback port, in a thread) for the browser and
server tests."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import uvicorn

from notepad.board.web import create_app


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def served(log: Path) -> Iterator[str]:
    """The web board of `log` on 127.0.0.1; yields its address, stops it after."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    config = uvicorn.Config(create_app(log, url), host="127.0.0.1", port=port,
                            log_level="warning", timeout_graceful_shutdown=1)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the web board did not start")
        time.sleep(0.02)
    try:
        yield url
    finally:
        server.should_exit = True
        thread.join(5)
