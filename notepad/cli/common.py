"""What every subcommand shares: errors for the user, JSON output, loading the catalogue."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the catalogue (and pydantic) load only when a command needs them
    from notepad.catalog import Catalog

EDITIONS = ("ultimate", "werwoelfe", "onenight")


class CliError(Exception):
    """A mistake the user can fix; printed as one message, exit status 2."""


def emit_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def load() -> Catalog:
    from notepad.catalog import CatalogError, catalog

    try:
        return catalog()
    except CatalogError as error:
        raise CliError(str(error)) from None


def whole_number(low: int, high: int, why: str) -> Any:
    """An argparse type: a whole number from `low` to `high`; the error names the bound and
    why it is there (catalog/bounds.py)."""

    def parse(text: str) -> int:
        try:
            number = int(text)
        except ValueError:  # not a number, or one of thousands of digits
            raise argparse.ArgumentTypeError(f"'{text[:20]}' is not a whole number") from None
        if not low <= number <= high:
            raise argparse.ArgumentTypeError(f"{number} is outside {low} to {high} ({why})")
        return number

    return parse


def players_arg(text: str) -> int:
    """A head count: 3 to 68, the smallest and the largest game of the three rulebooks."""
    from notepad.catalog.bounds import MAX_PLAYERS, MIN_PLAYERS, PLAYERS_TEXT

    return int(whole_number(MIN_PLAYERS, MAX_PLAYERS, PLAYERS_TEXT)(text))


def edition_arg(value: str) -> str:
    aliases = {"uw": "ultimate", "ww": "werwoelfe", "werwölfe": "werwoelfe", "on": "onenight"}
    value = aliases.get(value.lower(), value.lower())
    if value not in EDITIONS:
        raise argparse.ArgumentTypeError(
            f"unknown edition '{value}' (choose one of: {', '.join(EDITIONS)})"
        )
    return value
