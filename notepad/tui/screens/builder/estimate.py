"""The builder's win-rate estimate (w): games of the set played in a worker thread through
the engine (notepad/balance/simulate) at the group's fitted skill (the live rate's), the
village's rate shown as it fills in, and marked
once the set on screen is not the one it was played for. BuilderScreen is built on it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notepad.balance.draft import Draft
from notepad.catalog import Edition
from notepad.table.builder_words import (
    estimate_line,
    estimate_stale,
    no_estimate,
    no_estimate_no_cards,
    no_estimate_one_night,
    playing,
)
from notepad.tui.screens.base import NotepadScreen
from notepad.tui.widgets.balance_panel import BalancePanel

if TYPE_CHECKING:
    from notepad.tui.screens.builder.live import LiveRate


class EstimateView(NotepadScreen[None]):
    """The estimate's part of the builder (screen.py)."""

    live: LiveRate  # the builder's live rate: its group's fitted skill is the estimate's

    @property
    def draft(self) -> Draft:
        raise NotImplementedError

    ESTIMATE_GAMES = 400

    def action_estimate(self) -> None:
        """Play games of the current set through the engine, in a worker thread, and show the
        village's win rate as it fills in (notepad/balance/simulate)."""
        panel = self.query_one(BalancePanel)
        self.estimate_shown = None  # what this `w` says replaces any earlier estimate
        if self.draft.edition is Edition.ONENIGHT:
            panel.show_estimate(no_estimate_one_night())
            return
        if not self.draft.counts:
            # Found by random keys: an empty set went to the simulator and its setup model's
            # error ("1 validation error for GameSetup …", brackets and all) broke the panel.
            panel.show_estimate(no_estimate_no_cards())
            return
        from pydantic import ValidationError

        from notepad.balance.simulate.estimate import Simulation
        from notepad.tui.markup import escape

        try:
            # At the group's fitted skill, as the live rate beside it (issue 33): the builder's
            # 50% is this group's.
            sim = Simulation.from_roles(self.draft.edition.value, self.draft.counts,
                                        variants=self.draft.variants, known=self.draft.roles,
                                        skill=self.live.skill)
        except (ValueError, KeyError) as error:
            said = error.errors()[0]["msg"] if isinstance(error, ValidationError) else str(error)
            panel.show_estimate(escape(no_estimate(said)))
            return
        played = self.estimated_set()
        self.show_estimate_of(played, playing(self.ESTIMATE_GAMES), 0,
                              self.ESTIMATE_GAMES)
        self.run_worker(lambda: self.play_estimate(sim, played), thread=True, exclusive=True,
                        group="estimate")

    hint_for: Edition | None = None  # the edition the estimate's line was written for

    # The estimate on show: (the set it is for, its text, games played, games to play).
    estimate_shown: tuple[tuple[object, ...], str, int | None, int | None] | None = None

    def show_estimate_of(self, played: tuple[object, ...], text: str, done: int | None = None,
                         total: int | None = None) -> None:
        """The estimate, marked when the set has changed since it was played: the figure of
        another set stood beside this one (the Charm and the team reveal switched, a player
        more for 26 cards), and `w` then said 75% where it had said 72%."""
        self.estimate_shown = (played, text, done, total)
        stale = played != self.estimated_set()
        self.query_one(BalancePanel).show_estimate(estimate_stale(text) if stale else text, done,
                                                   total)

    def estimated_set(self) -> tuple[object, ...]:
        """Everything an estimate depends on: the game, the cards, the players, the rules."""
        draft = self.draft
        return (draft.edition, tuple(sorted(draft.counts.items())), draft.players,
                tuple(sorted(draft.variants)), draft.voting, tuple(sorted(draft.house_rules)),
                self.live.skill)

    def play_estimate(self, sim: object, played: tuple[object, ...]) -> None:
        from textual.worker import get_current_worker

        from notepad.balance.simulate.estimate import Simulation, estimates

        assert isinstance(sim, Simulation)
        worker = get_current_worker()
        panel = self.query_one(BalancePanel)
        try:
            for partial in estimates(sim, self.ESTIMATE_GAMES, seed=0,
                                     workers=self.estimate_workers):
                if worker.is_cancelled:
                    return
                rate = partial.win_rate().get("village", 0.0)
                low, high = partial.ci95().get("village", (0.0, 1.0))
                text = estimate_line(rate, low, high, partial.games, partial.nights_mean)
                self.app.call_from_thread(self.show_estimate_of, played, text, partial.games,
                                          self.ESTIMATE_GAMES)
        except Exception as error:  # a rule the simulator can't play: say so, keep the set
            self.app.call_from_thread(panel.show_estimate, no_estimate(error))

    # Every core: the games run in worker processes started by a fork server (a fresh
    # process, not a fork of the app with its threads and terminal: simulate/pool.py, _context), fed
    # from this worker thread, so the screen keeps answering keys (issue 14).
    estimate_workers: int | None = None
