"""The builder's live win rate (docs/record.md): the village's chance follows the set without
a key, played at the group's fitted skill, on worker processes kept for the session
(notepad/balance/simulate/live.py); the words are notepad/table/live_words.py's.

Each change marks the figure stale at once and, after DELAY with no further change, starts the
new set's games in a worker thread (the previous run is cancelled): the keys never wait for a
game. The processes start when the builder opens, as many as the cores at the lowest priority
(notepad/balance/simulate/live.py); a set met before (this session, or kept in the record's
database from an earlier one), or a Werewolf card more or fewer than a set refined (its curve),
has its first figure at once, and a set not played before about ±5 within 0.5 s at 68 players
(compiled build). The panel is drawn again at most every REFRESH s while the figure refines,
and never for a set whose cards do not match the head count (said in the key's own frame); its
block keeps its height, so no figure lays the screen out again. On unless
`WEREWOLF_NOTEPAD_LIVE=0` (LIVE_DEFAULT). docs/record.md has the figures of
benchmarks/bench_tui.py --live.
"""

from __future__ import annotations

import os
import sqlite3
import textwrap
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.timer import Timer
from textual.widgets import Static

from notepad.catalog import Edition
from notepad.table.live_reasons import (
    cards_off,
    games_left_out,
    no_cards,
    one_night,
    unplayable,
)
from notepad.table.live_words import live_text
from notepad.tui.markup import escape

if TYPE_CHECKING:
    from notepad.balance.simulate.live import LiveFigure, LivePool
    from notepad.tui.screens.builder.screen import BuilderScreen

# s with no change before a set's games start: keys in a row (a held key repeats every 30–50
# ms) start one run. Short, because it is part of the 0.5 s to the first ±5 figure (issue 33).
DELAY = 0.05
REFRESH = 0.25  # s at least between two figures drawn while one set refines
ABOUT = 0.05  # the first figure within this (±5 points) is drawn at once, as the refined one
LINES = 3  # the live block's lines: the figure, the skill, the curve
FIT_GAMES = 100  # simulated games per setup and skill for the builder's fit (docs/record.md)
LIVE_DEFAULT = "1"  # "0" turns it off by default (tests/conftest.py keeps it off in tests)
_POOL: list[LivePool] = []  # one for the app's life: its processes serve every set
_MAKING = threading.Lock()


def live_on() -> bool:
    return os.environ.get("WEREWOLF_NOTEPAD_LIVE", LIVE_DEFAULT) != "0"


def pool(record: Path | None = None) -> LivePool:
    """The app's pool; its games kept in the record's database of the `record` folder (the
    first call's: one home for the app's life), so a set played in an earlier session has its
    figure at once (notepad/record/kept_games.py)."""
    from notepad.balance.simulate.live import LivePool
    from notepad.record.kept_games import KeptGames, database

    with _MAKING:  # the warm-up's thread and the first set's may ask at once
        if not _POOL:
            store = KeptGames(database(record)) if record is not None else None
            _POOL.append(LivePool(store=store))
        return _POOL[0]


def close_pool() -> None:
    """The app quits: the games not started are dropped, and nothing waits for the rest."""
    while _POOL:
        _POOL.pop().close(at_exit=True)


class LiveRate:
    """The live figure of one builder: what it shows, and the run that fills it in."""

    def __init__(self, screen: BuilderScreen) -> None:
        self.screen = screen
        self.figure: LiveFigure | None = None
        self.stale = False
        self.why = ""
        self.calibration: dict[str, Any] | None = None
        self.fitting = False
        self.timer: Timer | None = None
        self.runs = 0  # sets whose games were started (tests, the benchmark)
        # The block's width and the rows each of its lines has taken at it (`steady`).
        self.rows: tuple[int, list[int]] = (0, [])

    @property
    def skill(self) -> float:
        return float(self.calibration["skill"]) if self.calibration else 0.0

    def shown(self) -> None:
        """The builder is on screen: fit the group's skill once, and play the set."""
        if not live_on():
            return
        if not _POOL:  # the processes start now, not at the first change
            record = self.screen.notepad.home / "record"
            self.screen.run_worker(lambda: pool(record).warm(), thread=True, exclusive=True,
                                   group="live-warm")
        if self.calibration is None and not self.fitting:
            self.fitting = True
            self.screen.run_worker(self.fit, thread=True, exclusive=True, group="live-fit")
        self.changed()

    def changed(self) -> None:
        """The set or a variant changed: stale now, the new games after DELAY."""
        if not live_on() or not self.screen.is_current:
            return
        # The old set's run stops now: a figure of it arriving after this is not shown.
        self.screen.workers.cancel_group(self.screen, "live")
        if self.timer is not None:
            self.timer.stop()
        self.why = self.unplayed()
        if self.why:  # said in the key's own frame, not DELAY later in a frame of its own
            self.figure, self.stale = None, False
        else:
            self.stale = self.figure is not None
            self.timer = self.screen.set_timer(DELAY, self.start)
        self.show()

    def unplayed(self) -> str:
        """Why the set's games are not played, or "" (a few counts: at every key)."""
        from notepad.balance.deck import dealt_cards, expected_cards

        draft = self.screen.draft
        if draft.edition is Edition.ONENIGHT:
            return one_night()
        if not draft.counts:
            return no_cards()
        role_set = draft.role_set()
        if dealt_cards(role_set) != expected_cards(role_set)[0]:
            # The simulator deals one seat a card: its figure would be of another head count.
            return cards_off()
        return ""

    def show(self) -> None:
        from notepad.tui.widgets.balance_panel import put

        if not self.screen.is_attached:
            return  # a figure that came as the app closed
        wolves = self.screen.draft.counts.get("werewolf", 0)
        text = live_text(self.figure, self.stale, self.calibration, self.fitting, wolves,
                         self.why)
        # As many lines whatever it says (the curve's line blank while there is none): a
        # block whose height changed laid the whole screen out again, at every key that made
        # the figure stale and at every figure after it (issue 33: key p95 309 ms, live on).
        lines = text.split("\n")
        lines += [" "] * (LINES - len(lines))
        if self.figure is not None and self.figure.refused and not self.why:
            lines.append(games_left_out(self.figure.refused, self.figure.why))
        block = self.screen.query_one("#live", Static)
        put(block, escape("\n".join(self.steady(lines, block.content_size.width))))

    def steady(self, lines: list[str], width: int) -> list[str]:
        """The lines, each given as many rows as it has needed at the block's width so far:
        in a narrow panel (80×24) a figure wrapped onto two rows where the rough one took
        one, and the curve's two rows came and went with it, and each change of height laid
        the whole screen out again."""
        if width <= 0:
            return lines  # not laid out yet: the first layout measures it
        if self.rows[0] != width:
            self.rows = (width, [])
        # The rows as the block wraps a line (at spaces, as textwrap does); a line is left
        # whole, and blank rows after it make up its budget.
        needs = [len(textwrap.wrap(line, width, break_on_hyphens=False)) or 1
                 for line in lines]
        budget = self.rows[1]
        budget[:] = [max(n, budget[i] if i < len(budget) else 1)
                     for i, n in enumerate(needs)] + budget[len(needs):]
        return ["\n".join([line] + [" "] * (budget[i] - needs[i]))
                for i, line in enumerate(lines)]

    def start(self) -> None:
        from pydantic import ValidationError

        from notepad.balance.simulate.estimate import Simulation

        # Only from changed()'s timer, set for a playable set and stopped at every change:
        # the set is as changed() found it.
        draft = self.screen.draft
        try:
            sim = Simulation.from_roles(draft.edition.value, draft.counts,
                                        variants=draft.variants, known=draft.roles,
                                        skill=self.skill)
        except (ValueError, KeyError) as error:
            said = error.errors()[0]["msg"] if isinstance(error, ValidationError) else str(error)
            self.why = unplayable(said)
            self.figure, self.stale = None, False
            self.show()
            return
        self.runs += 1
        self.screen.run_worker(lambda: self.play(sim), thread=True, exclusive=True,
                               group="live")

    def play(self, sim: Any) -> None:
        from textual.worker import get_current_worker

        from notepad.balance.simulate.live import live_figures

        worker = get_current_worker()
        figures = live_figures(sim, pool(self.screen.notepad.home / "record"),
                               stopped=lambda: worker.is_cancelled)
        drawn, refined = 0.0, False  # when a figure last went to the screen; a refined one
        about = False  # a figure within ABOUT has been drawn
        held = None  # the newest figure not drawn yet
        try:
            for figure in figures:
                if worker.is_cancelled:
                    return
                # A figure every finished task drew the panel again and again: the first
                # goes at once, then one every REFRESH s; the first within ±5 points and the
                # first refined one at once too (REFRESH would hold them back up to 0.25 s).
                milestone = (figure.done and not refined) or (figure.half <= ABOUT
                                                              and not about)
                if drawn and time.monotonic() - drawn < REFRESH and not milestone:
                    held = figure
                    continue
                drawn, refined, held = time.monotonic(), figure.done, None
                about = about or figure.half <= ABOUT
                self.screen.app.call_from_thread(self.arrived, figure, worker)
            if held is not None and not worker.is_cancelled:
                self.screen.app.call_from_thread(self.arrived, held, worker)
        except Exception as error:  # a rule the simulator can't play: say so, keep the set
            self.screen.app.call_from_thread(self.failed, str(error), worker)
        finally:
            figures.close()

    def arrived(self, figure: LiveFigure, worker: Any) -> None:
        if worker.is_cancelled:
            return  # a figure of the set before
        self.figure, self.stale = figure, False
        self.show()

    def failed(self, error: str, worker: Any) -> None:
        if not worker.is_cancelled:
            self.figure, self.stale, self.why = None, False, unplayable(error)
            self.show()

    def fit(self) -> None:
        """The group's skill from its record (docs/record.md, Calibration): kept predictions
        make it milliseconds; a setup new to the record plays its games first."""
        from notepad.record.calibration import calibrate
        from notepad.record.finished import RecordError
        from notepad.record.library import Library

        library = Library(self.screen.notepad.home / "record")
        try:
            found: dict[str, Any] | None = calibrate(library.db, library.last_group(),
                                                     games=FIT_GAMES).as_dict()
        except (RecordError, OSError, sqlite3.Error):
            found = None  # the default skill; `stats calibrate` says what is wrong
        finally:
            library.close()
        self.screen.app.call_from_thread(self.fitted, found)

    def fitted(self, calibration: dict[str, Any] | None) -> None:
        self.fitting = False
        self.calibration = calibration
        if calibration is not None and calibration["skill"] != 0.0:
            self.changed()  # the set's games again, at the group's skill
        else:
            self.show()
