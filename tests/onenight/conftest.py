"""Helpers for the One Night tests: build a final table in one line per player and judge it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from notepad.catalog import Catalog, Role
from notepad.onenight.table import Table, parse_table
from notepad.onenight.winner import Outcome, who_has_won

Seat = tuple[Any, ...]


@pytest.fixture(scope="session")
def known(built_in: Catalog) -> dict[str, Role]:
    return built_in.edition_roles("onenight")


def table_data(seats: tuple[Seat, ...], middle: tuple[str, ...] = ()) -> dict[str, Any]:
    """("Anna", "werewolf", "Ben") or ("Anna", "werewolf", "Ben", {"token": "love"}):
    name, card at the end, whom the player pointed at, and any other keys."""
    players = []
    for seat in seats:
        name, card, votes_for, *rest = seat
        entry: dict[str, Any] = {"name": name, "card": card, "votes_for": votes_for}
        if rest:
            entry.update(rest[0])
        players.append(entry)
    return {"middle": list(middle), "player": players}


@pytest.fixture
def table(known: dict[str, Role]) -> Callable[..., Table]:
    def build(*seats: Seat, middle: tuple[str, ...] = ()) -> Table:
        return parse_table(table_data(seats, middle), known)

    return build


@pytest.fixture
def judge(known: dict[str, Role], table: Callable[..., Table]) -> Callable[..., Outcome]:
    def run(*seats: Seat, middle: tuple[str, ...] = ()) -> Outcome:
        return who_has_won(table(*seats, middle=middle), known)

    return run
