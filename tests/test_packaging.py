"""The wheel carries roles/ and scenarios/, so an installed (non-editable) copy finds them."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


@pytest.mark.skipif(not (ROOT / "pyproject.toml").exists(), reason="needs the source tree")
def test_wheel_carries_the_data(tmp_path):
    pytest.importorskip("hatchling")
    code = (
        "import sys; from hatchling.builders.wheel import WheelBuilder\n"
        f"print(next(iter(WheelBuilder({str(ROOT)!r}).build(directory={str(tmp_path)!r}))))"
    )
    # The data, not the compiled engine (.ci/run builds that): plain Python, quickly.
    env = {**os.environ, "WEREWOLF_NOTEPAD_PURE": "1"}
    built = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env=env)
    assert built.returncode == 0, built.stderr
    names = zipfile.ZipFile(built.stdout.strip().splitlines()[-1]).namelist()
    assert "notepad/_data/roles/ultimate.toml" in names
    assert "notepad/_data/scenarios/onenight/anarchy.toml" in names
    assert "notepad/_data/scenarios/werwoelfe/example-11.toml" in names
