"""The web board: one game's public state for phones and a projector, live.

A Starlette app served by uvicorn. It follows one session log (follow.py) and sends the
public state (public.py) to every open page by server-sent events the moment it changes;
`GET /state.json` returns it for scripts. Safe by construction: it serves that one game and
its own page, read-only; no route takes a path, a file name or anything else from the
request, and nothing a client sends changes anything (GET only). Listens on localhost unless
told otherwise. No Textual here (docs/design.md, Layers).

A night's calls change nothing the table may see, so they send nothing: a phone watching the
network cannot tell when a role acted.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import time
from collections.abc import AsyncIterator
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from notepad.board.address import qr_svg, unreachable
from notepad.board.follow import LogFollower
from notepad.board.public import public_state
from notepad.board.vote import public_vote
from notepad.engine.log.session import LogError
from notepad.language import ENGLISH, gettext, speaking, translated
from notepad.table.public_words import NO_SCRIPT, UNREADABLE, page_html_words, page_words

POLL_SECONDS = 0.025  # how often the log is looked at (one stat call when nothing changed)
KEEP_ALIVE_SECONDS = 15.0  # board.js says "not live" after 40 s of silence
STOPPED = json.dumps({"stopped": True})
PAGE_FILES = {  # route → (file in notepad/board/page/, media type): a fixed list
    "/": ("board.html", "text/html; charset=utf-8"),
    "/board.css": ("board.css", "text/css; charset=utf-8"),
    "/board.js": ("board.js", "text/javascript; charset=utf-8"),
    # A browser asks for an icon: the page names this one, and /favicon.ico is asked for by
    # those that do not read the page's link (it 404ed, noticed by h18-trials).
    "/favicon.svg": ("favicon.svg", "image/svg+xml"),
    "/favicon.ico": ("favicon.svg", "image/svg+xml"),
}
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self'; style-src 'self'; "
                               "script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


class Board:
    """The followed game and the pages listening to it."""

    def __init__(self, log: str | Path, url: str = "", why: str = "") -> None:
        self.follower = LogFollower(log)
        # The QR code only for an address the room can reach (issue 31, 4); else the reason.
        self.why = why or unreachable(url)
        self.url = "" if self.why else url
        self.listeners: set[asyncio.Queue[str]] = set()
        self.problem = ""
        self._key = ""
        self._public: dict[str, Any] | None = None

    def look(self) -> bool:
        """Read the log's new lines; True if what the table may see changed."""
        try:
            changed = self.follower.poll()
        except LogError as error:
            changed, self.problem = False, str(error)
        else:
            self.problem = self.follower.problem
        game = self.follower.game
        if not changed or game is None:
            return False
        with speaking(game.language):  # the board speaks the game's language (its log's)
            public = public_state(game)
        # The timer's seconds left move on by themselves: they make no change to send.
        timer = public["timer"]
        still = {**public, "timer": None if timer is None else
                 {**timer, "left": None, "clock": game.clock.at if game.clock else None}}
        key = json.dumps(still, sort_keys=True, ensure_ascii=False)
        if key == self._key:
            return False
        self._key, self._public = key, public
        return True

    def message(self) -> str:
        """The public state as sent: the timer counted now, and whether the board is stuck."""
        game = self.follower.game
        if game is None:
            return json.dumps({"waiting": "the session log has no game yet",
                               "problem": self.problem})
        with speaking(game.language):  # the board speaks the game's language (its log's)
            public = public_state(game)
            public["vote"] = public_vote(game)
            public["problem"] = translated(UNREADABLE) if self.problem else ""
            public["join"] = {"url": self.url, "words": gettext(
                "Scan to follow on your phone: {url}", url=self.url) if self.url
                else translated(self.why)}
        return json.dumps(public, ensure_ascii=False)

    @property
    def language(self) -> str:
        """The game's language, English until the log has a game."""
        game = self.follower.game
        return game.language if game is not None else ENGLISH

    def publish(self, message: str | None = None) -> None:
        message = self.message() if message is None else message
        for queue in self.listeners:
            if queue.full():  # a slow page only needs the newest state
                queue.get_nowait()
            queue.put_nowait(message)

    def stop(self) -> None:
        """The server is stopping: every open page is told now, and its stream ends."""
        self.publish(STOPPED)

    async def follow(self) -> None:
        while True:
            told = self.problem
            # A damaged or deleted log changes nothing the table may see, but every open
            # page must say at once that it is not live any more (and when it is again).
            if self.look() or self.problem != told:
                self.publish()
            await asyncio.sleep(POLL_SECONDS)


def create_app(log: str | Path, url: str = "", why: str = "") -> Starlette:
    """The web board for the game in `log`; `url` is the address the QR code shows, if the
    room can reach it (else none, and `why` or the reason is shown instead)."""
    board = Board(log, url, why)
    board.look()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        task = asyncio.create_task(board.follow())
        try:
            yield
        finally:
            task.cancel()

    bodies = {name: resources.files("notepad.board").joinpath("page", name).read_bytes()
              for name, _ in PAGE_FILES.values()}
    template = bodies["board.html"].decode("utf-8")
    pages: dict[str, bytes] = {}  # the page in each language, made when first asked for

    async def page(request: Request) -> Response:
        name, media = PAGE_FILES[request.url.path]
        body = bodies[name]
        if name == "board.html":  # in the game's language, which the log says
            code = board.language
            if code not in pages:
                with speaking(code):
                    pages[code] = page_html(template).encode("utf-8")
            body = pages[code]
        return Response(body, media_type=media, headers=HEADERS)

    async def state_json(request: Request) -> Response:
        return Response(board.message(), media_type="application/json", headers=HEADERS)

    async def qr(request: Request) -> Response:
        if not board.url:  # never the address a phone would take for itself
            return Response(board.why, status_code=404, media_type="text/plain; charset=utf-8",
                            headers=HEADERS)
        return Response(qr_svg(board.url), media_type="image/svg+xml", headers=HEADERS)

    async def events(request: Request) -> Response:
        queue: asyncio.Queue[str] = asyncio.Queue(maxsize=1)
        board.listeners.add(queue)

        async def stream() -> AsyncIterator[str]:
            try:
                yield f"retry: 1000\ndata: {board.message()}\n\n"
                while True:
                    try:
                        message = await asyncio.wait_for(queue.get(), KEEP_ALIVE_SECONDS)
                    except TimeoutError:
                        yield "event: alive\ndata: 1\n\n"  # the page counts on it
                        continue
                    yield f"data: {message}\n\n"
                    if message == STOPPED:
                        return
            finally:
                board.listeners.discard(queue)

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={**HEADERS, "X-Accel-Buffering": "no"})

    async def health(request: Request) -> Response:
        return JSONResponse({"listeners": len(board.listeners), "time": time.time()},
                            headers=HEADERS)

    routes = [Route(path, page) for path in PAGE_FILES]
    routes += [Route("/state.json", state_json), Route("/events", events),
               Route("/qr.svg", qr), Route("/health", health)]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.board = board
    return app


def page_html(template: str) -> str:
    """The page with its words put in (notepad/table/public_words.py): what it says without
    JavaScript, and the fixed words board.js shows, also when the server is gone. The JSON
    sits in a non-script element's text, so `</` is escaped and nothing runs inline (CSP)."""
    words = json.dumps(page_words(), ensure_ascii=False).replace("</", "<\\/")
    for key, text in page_html_words().items():
        template = template.replace("{" + key + "}", html.escape(text))
    return template.replace("{noscript}", html.escape(translated(NO_SCRIPT))).replace(
        "{words}", words)


def board_server(config: Any) -> Any:
    """A uvicorn server for a board's app (`config.app`) that tells every open page it stops
    before it closes their streams: Ctrl+C reaches the whole room at once, not after the
    grace period."""
    import uvicorn

    class BoardServer(uvicorn.Server):
        async def shutdown(self, sockets: Any = None) -> None:
            config.app.state.board.stop()
            await asyncio.sleep(0.05)  # the streams send it and end
            await super().shutdown(sockets)

    return BoardServer(config)


def board_config(app: Starlette, host: str, port: int, quiet: bool = True) -> Any:
    """uvicorn's settings for the board: its bounded protocol (limits.py), a short idle time
    between requests, a second's grace when it stops."""
    import uvicorn

    from notepad.board.limits import bounded_protocol

    return uvicorn.Config(app, host=host, port=port, http=bounded_protocol(),
                          log_level="warning" if quiet else "info", timeout_keep_alive=5,
                          timeout_graceful_shutdown=1, access_log=False)


def serve(log: str | Path, host: str, port: int, url: str, quiet: bool = False,
          why: str = "") -> None:
    """Run the web board until Ctrl+C."""
    board_server(board_config(create_app(log, url, why), host, port, quiet)).run()
