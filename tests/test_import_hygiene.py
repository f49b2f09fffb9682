"""DESIGN.md, Dependency direction: the headless modules never load Textual or Rich."""

from __future__ import annotations

import subprocess
import sys

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
    "notepad.report",
    "notepad.event_words",
    "notepad.tui.actions",
    "notepad.tui.picking",
    "notepad.tui.game_text",
    "notepad.tui.rule_choices",
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
