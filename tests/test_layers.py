"""docs/design.md, Layers: a package imports only from the layers below it, and from the packages
of its own layer that the design names; nothing imports the front ends. Read from the source,
so an import inside a function counts as much as one at the top."""

from __future__ import annotations

import re
from pathlib import Path

NOTEPAD = Path(__file__).resolve().parents[1] / "notepad"

# Each package with what it may import (besides itself). A module at the package's top
# (notepad/paths.py, notepad/sessions.py) is a package of its own here.
MAY_IMPORT: dict[str, set[str]] = {
    "paths": set(),
    "own_files": set(),
    "language": set(),
    "catalog": {"paths"},
    "engine": {"catalog", "paths"},
    "balance": {"engine", "catalog", "paths"},
    "onenight": {"balance", "catalog", "paths"},
    "villages": {"balance", "engine", "catalog", "paths"},
    "table": {"villages", "onenight", "balance", "engine", "catalog", "paths"},
    "board": {"table", "villages", "engine", "catalog", "paths"},
    "room": {"board", "engine", "catalog", "paths"},
    "sessions": {"table", "villages", "engine", "catalog", "paths"},
    "record": {"villages", "balance", "engine", "catalog", "paths"},
    "cli": {"board", "room", "sessions", "record", "table", "villages", "onenight", "balance",
            "engine", "catalog", "paths", "tui"},
    "tui": {"cli", "board", "room", "sessions", "record", "table", "villages", "onenight",
            "balance", "engine", "catalog", "paths"},
    "__main__": {"cli"},
}
IMPORT = re.compile(r"^\s*(?:from (notepad(?:\.\w+)*) import|import (notepad(?:\.\w+)*))",
                    re.M)


def _package(path: Path) -> str:
    parts = path.relative_to(NOTEPAD).with_suffix("").parts
    return parts[0]


def _imports() -> list[tuple[str, str, str]]:
    found = []
    for path in sorted(NOTEPAD.rglob("*.py")):
        me = _package(path)
        for match in IMPORT.finditer(path.read_text(encoding="utf-8")):
            name = (match.group(1) or match.group(2)).split(".")
            other = name[1] if len(name) > 1 else "notepad"
            # Anyone may read the package's version, its own files (own_files.py, the one
            # reader of the program's JSON and TOML) and say a sentence in the language spoken
            # (language.py: the engine's refusals are read by the moderator too).
            if other not in (me, "notepad", "own_files", "language"):
                found.append((me, other, str(path.relative_to(NOTEPAD))))
    return found


def test_every_package_is_named_in_the_layers():
    packages = {_package(path) for path in NOTEPAD.rglob("*.py")} - {"__init__"}
    assert packages <= set(MAY_IMPORT), sorted(packages - set(MAY_IMPORT))


def test_no_import_runs_back_up_the_layers():
    wrong = [f"{where}: {me} imports {other}" for me, other, where in _imports()
             if other not in MAY_IMPORT.get(me, set())]
    assert wrong == []


def test_nothing_imports_the_front_ends():
    wrong = [f"{where}: {me} imports {other}" for me, other, where in _imports()
             if other in ("tui", "cli") and me not in ("tui", "cli", "__main__")]
    assert wrong == []
