"""Helpers for the builder's Pilot tests: the app on the built-in catalogue, the builder opened
with `n`, and the cursor put on a role."""

from __future__ import annotations

from textual.pilot import Pilot

from notepad.catalog import load_catalog
from notepad.tui.app import NotepadApp
from notepad.tui.screens.builder import BuilderScreen
from notepad.tui.widgets.role_table import RoleTable


def make_app(tmp_path) -> NotepadApp:
    return NotepadApp(catalog=load_catalog(include_user=False), home=tmp_path)


async def open_builder(pilot: Pilot) -> BuilderScreen:
    await pilot.press("n")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, BuilderScreen)
    return screen


async def go_to_role(pilot: Pilot, screen: BuilderScreen, role_id: str) -> None:
    table = screen.query_one(RoleTable)
    table.move_cursor(row=table.get_row_index(role_id))
    await pilot.pause()
