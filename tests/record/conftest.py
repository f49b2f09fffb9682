"""Finished games for the record's tests: seeded games played by the simulator, written as
session logs once per test session (notepad/record/simulated.py), copied where a test needs
its own."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from notepad.record.library import Library
from notepad.record.simulated import simulated_logs

EIGHT = {"werewolf": 3, "seer": 1, "villager": 4}  # the village's chance moves with its skill


@pytest.fixture(scope="session")
def played(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Twelve finished Ultimate games of eight players at skill 0.3."""
    return simulated_logs(tmp_path_factory.mktemp("played"), "ultimate", EIGHT, 0.3, 12, seed=5)


@pytest.fixture
def logs(played: list[Path], tmp_path: Path) -> list[Path]:
    """The twelve games' logs, this test's own copies (a test may delete or change them)."""
    folder = tmp_path / "sessions"
    folder.mkdir()
    return [Path(shutil.copy(log, folder / log.name)) for log in played]


@pytest.fixture
def library(tmp_path: Path) -> Library:
    found = Library(tmp_path / "record")
    yield found
    found.close()
