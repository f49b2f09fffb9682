"""Whether a file is a notebook of villages, from its first line alone: `replay` asks before it
reads a session log, so this imports neither pydantic nor the notebook's models (book.py;
issue 14, headless commands)."""

from __future__ import annotations

from pathlib import Path

from notepad.engine.log.lines import BadJson, parse_json

FORMAT = "werewolf-notepad-notebook"


def is_notebook(path: Path) -> bool:
    """Whether the file's first line is a notebook header (read without parsing the rest)."""
    try:
        with path.open("rb") as stream:
            first = stream.readline(1 << 20)
        data = parse_json(first.decode("utf-8"))
    except (OSError, UnicodeDecodeError, BadJson):
        return False
    return isinstance(data, dict) and data.get("format") == FORMAT
