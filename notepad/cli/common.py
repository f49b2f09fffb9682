"""What every subcommand shares: errors for the user, JSON output, loading the catalogue."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from notepad.catalog import Catalog, CatalogError, Edition


class CliError(Exception):
    """A mistake the user can fix; printed as one message, exit status 2."""


def emit_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def load() -> Catalog:
    from notepad.catalog import catalog

    try:
        return catalog()
    except CatalogError as error:
        raise CliError(str(error)) from None


def edition_arg(value: str) -> Edition:
    aliases = {"uw": "ultimate", "ww": "werwoelfe", "werwölfe": "werwoelfe", "on": "onenight"}
    value = aliases.get(value.lower(), value.lower())
    try:
        return Edition(value)
    except ValueError:
        choices = ", ".join(e.value for e in Edition)
        raise argparse.ArgumentTypeError(
            f"unknown edition '{value}' (choose one of: {choices})"
        ) from None
