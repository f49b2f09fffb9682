"""The TUI meets damaged files of its own (issue 30 items 2, 4, 6): it starts, says what is
wrong in words, and a crash it cannot survive still leaves a non-zero exit status."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from notepad.catalog import load_catalog
from notepad.tui.app import NotepadApp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from test_own_files import NESTED, ROUND, write_log  # noqa: E402

CATALOG = load_catalog(include_user=False)


async def test_the_start_screen_lists_a_log_whose_summary_is_nested(tmp_path: Path) -> None:
    """A nested `<log>.summary.json` kept the TUI from starting (RecursionError), on every
    start until the file was removed: it is ignored, as a summary that cannot be read is."""
    from notepad.tui.screens.start import StartScreen

    folder = tmp_path / "sessions"
    folder.mkdir()
    log = write_log(folder / "game.jsonl")
    (folder / "game.jsonl.summary.json").write_text(NESTED)
    (folder / "deep.onenight.json").write_text(NESTED)
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen)
        assert [s.path for s in screen.sessions] == [log]
        assert [r.phase for r in screen.rounds] == ["damaged"]


async def test_reopening_a_round_with_an_infinite_count_says_so(tmp_path: Path) -> None:
    from notepad.tui.screens.start import StartScreen

    folder = tmp_path / "sessions"
    folder.mkdir()
    path = folder / "inf.onenight.json"
    path.write_text(json.dumps(ROUND).replace('"werewolf": 2', '"werewolf": Infinity'))
    app = NotepadApp(catalog=CATALOG, home=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StartScreen)
        told: list[str] = []
        screen.notify = lambda message, **kw: told.append(message)  # type: ignore[method-assign]
        screen.reopen_round(path)
        await pilot.pause()
        assert app.screen is screen and app.return_code is None
        assert len(told) == 1 and "Infinity is not a number" in told[0]


def test_a_crash_in_the_screens_leaves_a_non_zero_exit_status(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual shows the traceback and sets its return code; `werewolf-notepad` returned 0
    whatever happened, so a script or `&&` took a crash for a clean quit."""
    from notepad import cli
    from notepad.tui import app as tui_app

    def crash(self: NotepadApp) -> None:
        raise RuntimeError("a fault in a screen")

    monkeypatch.setattr(NotepadApp, "on_mount", crash, raising=False)
    assert tui_app.run(headless=True) == 1

    class Terminal:
        def isatty(self) -> bool:
            return True

    for name in ("stdin", "stdout", "stderr"):
        monkeypatch.setattr(sys, name, Terminal())
    monkeypatch.setattr(tui_app, "run", lambda: 1)
    assert cli.main([]) == 1
