"""No client can lock the room out of the web board (issue 31, item 7): uvicorn holds a
connection that never sends its request for ever, and takes as many as the file limit lets
it. The board's own HTTP protocol (uvicorn's h11 one, bounded) closes a connection whose
request's headers are not all there `HEADER_SECONDS` after it opened (or after its last
answer), however slowly the bytes trickle in; holds at most `max_connections()` at once,
making room for a newcomer by closing the oldest connection that has no request in progress
(a stream or a request being answered is never closed for one); and drops a stream whose
reader has taken nothing for `STALL_SECONDS` while the server had something to send. A phone
that reads keeps its stream: the keep-alives (web.py) flow, the buffer drains, nothing fires.

uvicorn is imported when the server starts, not when the board's app is built
(docs/design.md, Budget: the headless commands)."""

from __future__ import annotations

import asyncio
import resource
import time
from typing import Any

HEADER_SECONDS = 10.0  # a phone on a slow network sends its few hundred bytes in well under it
STALL_SECONDS = 60.0  # four keep-alives missed: the page says "not live" after 40 s anyway
MOST_CONNECTIONS = 2000
SPARE_FILES = 64  # the log, the page's files, the loop's own: never the last descriptors


def max_connections() -> int:
    """As many connections as the file limit leaves room for, at most MOST_CONNECTIONS. The
    soft limit is raised to the hard one first (Debian's default soft limit is 1,024)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard == resource.RLIM_INFINITY else min(hard, MOST_CONNECTIONS * 2)
    if soft != resource.RLIM_INFINITY and (wanted == resource.RLIM_INFINITY or soft < wanted):
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass  # kept as it was: the cap below follows the limit there is
    room = MOST_CONNECTIONS if soft == resource.RLIM_INFINITY else soft - SPARE_FILES
    return max(8, min(MOST_CONNECTIONS, room))


def bounded_protocol(cap: int | None = None) -> type:
    """uvicorn's h11 protocol with the bounds above; `cap` connections at most."""
    from uvicorn.protocols.http.h11_impl import H11Protocol

    most = max_connections() if cap is None else cap

    class BoundedProtocol(H11Protocol):
        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self.since = time.monotonic()
            self.header_timer: asyncio.TimerHandle | None = None
            self.stall_timer: asyncio.TimerHandle | None = None
            if len(self.connections) > most and not _make_room(self.connections, self):
                transport.abort()  # every other one is busy: this one goes
                return
            self._expect_headers()

        def _expect_headers(self) -> None:
            if self.header_timer is not None:
                self.header_timer.cancel()
            self.header_timer = self.loop.call_later(HEADER_SECONDS, self._headers_late)

        def _headers_late(self) -> None:
            if not _busy(self) and not self.transport.is_closing():
                self.transport.abort()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._expect_headers()  # the next request on this connection: the same

        def pause_writing(self) -> None:
            super().pause_writing()
            if self.stall_timer is None:
                self.stall_timer = self.loop.call_later(STALL_SECONDS, self.transport.abort)

        def resume_writing(self) -> None:
            super().resume_writing()
            if self.stall_timer is not None:
                self.stall_timer.cancel()
                self.stall_timer = None

        def connection_lost(self, exc: Exception | None) -> None:
            for timer in (getattr(self, "header_timer", None),
                          getattr(self, "stall_timer", None)):
                if timer is not None:
                    timer.cancel()
            super().connection_lost(exc)

    return BoundedProtocol


def _busy(protocol: Any) -> bool:
    """A request in progress: its headers came and its answer is not finished."""
    cycle = protocol.cycle
    return cycle is not None and not cycle.response_complete


def _make_room(connections: set[Any], newcomer: Any) -> bool:
    """Close the oldest connection with no request in progress; False if there is none."""
    idle = [c for c in connections if c is not newcomer and not _busy(c)
            and not c.transport.is_closing()]
    if not idle:
        return False
    min(idle, key=lambda c: getattr(c, "since", 0.0)).transport.abort()
    return True
