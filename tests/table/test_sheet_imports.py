"""Issue 34: the sheet and the language layer are headless, and the installed program needs no
Babel (it reads the compiled catalogue with Python's own gettext): `werewolf-notepad sheet`
loads neither Textual, Rich nor Babel."""

from __future__ import annotations

import os
import subprocess
import sys


def test_the_sheet_command_loads_no_textual_rich_or_babel(tmp_path):
    code = (
        "import sys, io, contextlib\n"
        "from notepad.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert main(['sheet', 'example-11', '--lang', 'de']) == 0\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich', 'babel'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True,
                            env={**os.environ, "WEREWOLF_NOTEPAD_HOME": str(tmp_path)})
    assert result.stdout.strip() == ""
