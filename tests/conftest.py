from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

from notepad.catalog import Catalog, load_catalog


@pytest.fixture(autouse=True)
def _isolated_user_folder(tmp_path_factory, monkeypatch):
    """Tests never read or write the real user data folder."""
    monkeypatch.setenv("WEREWOLF_NOTEPAD_HOME", str(tmp_path_factory.mktemp("user")))
    # The builder's live win rate plays games on every core: on only where a test asks
    # (tests/tui/test_live_rate.py).
    monkeypatch.setenv("WEREWOLF_NOTEPAD_LIVE", "0")


@pytest.fixture(autouse=True)
def _english_again():
    """A test that opens a German game leaves English spoken for the next (the language
    spoken is the process's: notepad/language.py)."""
    from notepad.language import speaking

    with speaking("en"):
        yield


@pytest.fixture(autouse=True)
def _thawed_heap():
    """The TUI freezes the heap it has at its first frame for the rest of the process
    (tui/app.py, on_load): the process ends with the app. A test process goes on after
    each app: what the app froze is thawed, so that its garbage is collected."""
    yield
    gc.unfreeze()


@pytest.fixture(scope="session")
def built_in() -> Catalog:
    return load_catalog(include_user=False)


@pytest.fixture(scope="session")
def plain_wheel(tmp_path_factory) -> Path:
    """The project's wheel, built once for the tests that look inside it (the data, the
    catalogues): plain Python (WEREWOLF_NOTEPAD_PURE), as .ci/run builds the compiled one."""
    import subprocess
    import sys

    pytest.importorskip("hatchling")
    root = Path(__file__).resolve().parents[1]
    if not (root / "pyproject.toml").exists():
        pytest.skip("needs the source tree")
    folder = tmp_path_factory.mktemp("wheel")
    code = (
        "import sys; from hatchling.builders.wheel import WheelBuilder\n"
        f"print(next(iter(WheelBuilder({str(root)!r}).build(directory={str(folder)!r}))))"
    )
    env = {**os.environ, "WEREWOLF_NOTEPAD_PURE": "1"}
    built = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env=env)
    assert built.returncode == 0, built.stderr
    return Path(built.stdout.strip().splitlines()[-1])


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` starts two workers per core. A Pilot test spends much of its time asleep:
    Textual's `pilot.press` waits for the app to go idle after every key, sleeping at least
    20 ms twice, so one worker per core leaves the cores idle for a good part of the run."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return 2 * (cores or 1)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The screen's tests run first. They are a tenth of the tests and three quarters of the
    CPU (a Pilot test takes 1–10 s, most others milliseconds); collected last, as they are
    by name, the longest of them started near the end and left the other workers idle while
    they finished. Started first, and handed out two at a time (`--maxschedchunk=2` in
    pyproject.toml), the short tests fill the cores at the end. Each file keeps its order."""
    screen = Path(__file__).parent / "tui"
    items.sort(key=lambda item: not item.path.is_relative_to(screen))
