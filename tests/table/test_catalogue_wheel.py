"""Issue 34: the wheel carries the compiled German catalogue beside its .po, so an installed
copy speaks German without Babel (notepad/language.py says why the .mo is committed)."""

from __future__ import annotations

import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_wheel_carries_the_german_catalogue(plain_wheel: Path):
    wheel = zipfile.ZipFile(plain_wheel)
    names = wheel.namelist()
    assert "notepad/locale/de/LC_MESSAGES/notepad.mo" in names
    assert "notepad/locale/de/LC_MESSAGES/notepad.po" in names
    assert wheel.read("notepad/locale/de/LC_MESSAGES/notepad.mo") == (
        ROOT / "notepad/locale/de/LC_MESSAGES/notepad.mo").read_bytes()
