"""The system programs a few tests drive for real (espeak-ng for the spoken calls, Chromium for
the web board in a browser). The README's two commands install only Python packages, so on a
fresh machine such a test is skipped with a one-line reason that names the Debian package;
`.ci/run` installs the packages and sets WEREWOLF_NOTEPAD_SYSTEM_TESTS=required, which turns
the skip into a failure, so those tests run for real there."""

from __future__ import annotations

import os
import shutil

import pytest

REQUIRED = "WEREWOLF_NOTEPAD_SYSTEM_TESTS"


def system_program(program: str, package: str) -> str:
    """The path of `program`; without it, the test is skipped (or fails where it is required)."""
    found = shutil.which(program)
    if found:
        return found
    reason = f"needs {program}: apt-get install {package} (Debian package {package})"
    if os.environ.get(REQUIRED) == "required":
        pytest.fail(f"{reason}; {REQUIRED}=required makes this test mandatory", pytrace=False)
    pytest.skip(reason)
