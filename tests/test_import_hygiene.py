"""docs/design.md, Layers: the headless modules never load Textual or Rich, the moderator's
language (notepad/table/) and the room (notepad/room/) among them, and notepad/tui/ holds only
modules that place things on a screen."""

from __future__ import annotations

import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

HEADLESS = [
    "notepad.catalog",
    "notepad.balance",
    "notepad.balance.draft",
    "notepad.balance.simulate.estimate",
    "notepad.engine",
    "notepad.engine.game",
    "notepad.onenight",
    "notepad.cli",
    "notepad.sessions",
    "notepad.paths",
    "notepad.table.report",
    "notepad.table.event_words",
    "notepad.table.commands",
    "notepad.table.picking",
    "notepad.table.rule_choices",
    "notepad.engine.night.words",
    "notepad.board",
    "notepad.board.public",
    "notepad.board.follow",
    "notepad.board.web",
    "notepad.board.address",
    "notepad.cli.board_command",
]


@pytest.mark.parametrize("module", HEADLESS)
def test_headless_import_loads_no_textual(module):
    code = (
        f"import sys, {module}\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_cli_commands_load_no_textual():
    code = (
        "import sys, io, contextlib\n"
        "from notepad.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['balance', 'classic-werewolf-village', '--json'])\n"
        "    main(['suggest', '--edition', 'ultimate', '--players', '20', '--json'])\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def _modules_of(package: str) -> list[str]:
    import importlib

    root = importlib.import_module(package)
    return sorted(info.name for info in pkgutil.walk_packages(root.__path__, f"{package}."))


def test_every_module_of_the_table_and_the_room_loads_no_textual():
    """The moderator's language and the room, every module of them, in one process."""
    modules = _modules_of("notepad.table") + _modules_of("notepad.room")
    assert "notepad.table.commands" in modules and "notepad.table.onenight.entry" in modules
    loaded = subprocess.run(
        [sys.executable, "-c", f"import importlib, sys; [importlib.import_module(m) for m in "
         f"{modules!r}]; print(sorted(m for m in sys.modules if m.startswith(('textual', "
         f"'rich'))))"], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"


# markup.py places words in Textual's markup (its escaping is Textual's reading of brackets).
PLACING_WITHOUT_IMPORT = {"markup.py"}
PLACES = re.compile(r"^\s*(from|import) (textual|rich|notepad\.tui)\b", re.M)


def test_the_tui_package_holds_only_modules_that_place_things_on_a_screen():
    """A module of notepad/tui/ loads Textual, Rich or another of the screen's modules; one
    that needs none of them belongs in notepad/table/ (the words and commands) or elsewhere."""
    tui = Path(__file__).resolve().parents[1] / "notepad" / "tui"
    headless = [str(path.relative_to(tui)) for path in sorted(tui.rglob("*.py"))
                if path.name != "__init__.py" and path.name not in PLACING_WITHOUT_IMPORT
                and not PLACES.search(path.read_text(encoding="utf-8"))]
    assert headless == []
