"""Where the user's own files live: roles, scenarios and session logs.

Kept apart from the catalogue so that finding the folder costs no pydantic import (the TUI's
start screen needs the folder before it needs any card).
"""

from __future__ import annotations

import os
from pathlib import Path

HOME_VARIABLE = "WEREWOLF_NOTEPAD_HOME"


def user_dir() -> Path:
    """The user's data folder: $WEREWOLF_NOTEPAD_HOME, or platformdirs' user data folder."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("werewolf-notepad", appauthor=False))
