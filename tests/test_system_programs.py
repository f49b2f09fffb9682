"""A test that needs a system program the machine lacks is skipped, naming the Debian package,
unless WEREWOLF_NOTEPAD_SYSTEM_TESTS=required (`.ci/run`) makes it fail instead (issue 32)."""

from __future__ import annotations

from pathlib import Path

import pytest
from system_programs import REQUIRED, system_program

ROOT = Path(__file__).parent.parent


def test_a_program_on_the_path_is_found(tmp_path, monkeypatch):
    program = tmp_path / "espeak-ng"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert system_program("espeak-ng", "espeak-ng") == str(program)


def test_a_missing_program_skips_with_the_package_in_one_line(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # espeak-ng and Chromium are hidden
    monkeypatch.delenv(REQUIRED, raising=False)
    with pytest.raises(pytest.skip.Exception) as skipped:
        system_program("chromium", "chromium")
    reason = str(skipped.value)
    assert reason == "needs chromium: apt-get install chromium (Debian package chromium)"
    assert "\n" not in reason


def test_where_system_tests_are_required_a_missing_program_fails(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv(REQUIRED, "required")
    with pytest.raises(pytest.fail.Exception, match="apt-get install espeak-ng"):
        system_program("espeak-ng", "espeak-ng")


def test_ci_requires_the_system_tests_and_the_readme_names_the_packages():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert f"export {REQUIRED}=required" in ci
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "apt-get install chromium espeak-ng" in readme
    assert REQUIRED in readme
