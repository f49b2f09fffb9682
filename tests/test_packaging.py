"""The wheel carries roles/ and scenarios/, so an installed (non-editable) copy finds them."""

from __future__ import annotations

import zipfile
from pathlib import Path


def test_wheel_carries_the_data(plain_wheel: Path):
    names = zipfile.ZipFile(plain_wheel).namelist()
    assert "notepad/_data/roles/ultimate.toml" in names
    assert "notepad/_data/scenarios/onenight/anarchy.toml" in names
    assert "notepad/_data/scenarios/werwoelfe/example-11.toml" in names
