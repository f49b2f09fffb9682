"""Helpers for the Pilot tests of issue 12 (At the table): small games dealt by hand with
names chosen by the test, the screen's text as the moderator sees it, and typing."""

from __future__ import annotations

import io
from collections import Counter
from pathlib import Path

from rich.console import Console
from textual.pilot import Pilot

from notepad.catalog import load_catalog
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import GameSetup, Seat
from notepad.tui.app import NotepadApp
from notepad.tui.screens.game import GameScreen

CATALOG = load_catalog(include_user=False)


def table_game(edition: str, seats: list[tuple[str, str]], tmp_path: Path,
               variants: tuple[str, ...] = (), charm_holder: int | None = None,
               minions: int = 0, **extra: object) -> Game:
    """A game whose seat N is seats[N-1] = (name, card), dealt by hand, with a session log.
    `minions`: Minions the set counts among its Villager cards, each chosen by a pack on the
    first night (Ultimate, Role Cards — Minion: "No card is normally needed")."""
    roles = dict(Counter(card for _, card in seats))
    if "charm" in variants:
        roles["charm"] = 1
    if minions:
        roles["minion"], roles["villager"] = minions, roles["villager"] - minions
    setup = GameSetup(edition=edition, roles=roles,  # type: ignore[arg-type]
                      players=[Seat(seat=i, name=n) for i, (n, _) in enumerate(seats, 1)],
                      variants=list(variants), **extra)  # type: ignore[arg-type]
    folder = tmp_path / "sessions"
    folder.mkdir(parents=True, exist_ok=True)
    game = Game.new(setup, CATALOG.edition_roles(edition), log_path=folder / "game.jsonl")
    game.record(ev.CardsDealt(cards=[card for _, card in seats], charm_holder=charm_holder))
    return game


def make_app(tmp_path: Path) -> NotepadApp:
    return NotepadApp(catalog=CATALOG, home=tmp_path)


async def open_game(pilot: Pilot, game: Game) -> GameScreen:
    pilot.app.push_screen(GameScreen(game))
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    return screen


async def type_line(pilot: Pilot, text: str) -> None:
    await pilot.press(*text, "enter")
    await pilot.pause()


async def press(pilot: Pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


def shown(screen: GameScreen, widget_id: str) -> str:
    """The plain text of one of the game screen's texts."""
    return str(screen.query_one(widget_id).render())


def current(screen: GameScreen) -> str | None:
    call = screen.current_call()
    return call.role if call else None


def terminal_text(app: NotepadApp) -> str:
    """The terminal's picture as plain text (what the moderator sees)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), record=True)
    console.print(app.screen._compositor.render_update(full=True))
    return console.export_text()


async def go_on(pilot: Pilot, *keys: str) -> None:
    """The keys, as `press`; an Enter that the call answers with "Enter again records …" (an
    empty Enter where a living player chooses records the pass, the no-victim, only when
    pressed twice: table/second_enter.py) is pressed again, as a moderator who means it does."""
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
        screen = pilot.app.screen
        if key == "enter" and isinstance(screen, GameScreen) \
                and "Enter again records" in shown(screen, "#verdict"):
            await pilot.press("enter")
            await pilot.pause()
