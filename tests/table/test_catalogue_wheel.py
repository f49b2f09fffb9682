"""Issue 34: the wheel carries the compiled German catalogue beside its .po, so an installed
copy speaks German without Babel (notepad/table/language.py says why the .mo is committed)."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not (ROOT / "pyproject.toml").exists(), reason="needs the source tree")
def test_the_wheel_carries_the_german_catalogue(tmp_path):
    pytest.importorskip("hatchling")
    code = (
        "import sys; from hatchling.builders.wheel import WheelBuilder\n"
        f"print(next(iter(WheelBuilder({str(ROOT)!r}).build(directory={str(tmp_path)!r}))))"
    )
    env = {**os.environ, "WEREWOLF_NOTEPAD_PURE": "1"}
    built = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env=env)
    assert built.returncode == 0, built.stderr
    wheel = zipfile.ZipFile(built.stdout.strip().splitlines()[-1])
    names = wheel.namelist()
    assert "notepad/table/locale/de/LC_MESSAGES/notepad.mo" in names
    assert "notepad/table/locale/de/LC_MESSAGES/notepad.po" in names
    assert wheel.read("notepad/table/locale/de/LC_MESSAGES/notepad.mo") == (
        ROOT / "notepad/table/locale/de/LC_MESSAGES/notepad.mo").read_bytes()
