"""A game that ends goes into its group's record (the end screen calls `record_ending`).

Headless: the screen only shows what comes back. The group is the one used last (groups.py):
the game was set up for it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notepad.record.finished import RecordError, finished
from notepad.record.library import Library

if TYPE_CHECKING:
    from notepad.engine.game import Game


def record_ending(game: Game, log: Path | None, folder: Path,
                  village: tuple[Path, int] | None = None) -> tuple[str, str]:
    """Record the ended `game` of `log` into the record in `folder`: (what was done —
    "recorded", "updated", "moved", "already" —, "") or ("", why not). A game without a log,
    or that has not ended, is left out: ("", ""). `village`, (the notebook, the village's
    number): a village of a notebook, recorded as `stats import NOTEBOOK` records it (the
    journal names the notebook, whose rebuild reads every village again)."""
    if log is None or game.state.phase != "ended":
        return "", ""
    notebook, number = village if village is not None else (None, None)
    library = Library(folder)
    try:
        return library.add_game(finished(log, game, notebook=notebook, village=number),
                                library.last_group()), ""
    except (RecordError, OSError, sqlite3.Error) as error:
        return "", f"The game was not recorded for the group's statistics: {error}. Its log is " \
                   "kept; `werewolf-notepad stats import` records it later."
    finally:
        library.close()


def group_statistics(folder: Path) -> dict[str, Any] | None:
    """The statistics of the group used last (the one the game was recorded into), for the
    HTML report; None when the record cannot be read (the report is written without them)."""
    from notepad.record.statistics import statistics

    library = Library(folder)
    try:
        return statistics(library.db, library.last_group())
    except (RecordError, OSError, sqlite3.Error):
        return None
    finally:
        library.close()
