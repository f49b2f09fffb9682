"""The board's invariant (board-keeps-secrets): nothing on the public board that the rules
keep secret — the four checks of tests/board/test_leaks.py (its shape; nothing changes
between nightfall and dawn but what the table sees happen; the same board when the living's
secrets are shuffled; no living player's role or check answer named), run on every game of
the harness, the Overpopulated Village's 68 seats included. The last two, the costly ones, run
whenever the board has changed (the leak test itself runs them after every event)."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from invariant_harness.core import Invariant
from notepad.board.public import public_state
from notepad.engine import events as ev
from notepad.engine.game import Game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "board"))

import test_leaks  # noqa: E402 - the leak test's own checks, reused

NOW = test_leaks.NOW


def public_lines(game: Game) -> list[str]:
    """The board's sentences now, beside the hands counted: its notices and the dawn."""
    public = public_state(game, now=NOW)
    lines = [*public["notices"], *public["dawn"]]
    return [line if isinstance(line, str) else str(line) for line in lines]


class BoardKeepsSecrets(Invariant):
    name = "board-keeps-secrets"
    says = "nothing on the public board that the rules keep secret"
    item = "board"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.rng = random.Random(len(game.state.players))
        self.at_nightfall: dict[str, Any] | None = None
        self.last: dict[str, Any] | None = None  # the board last shuffled and read

    def after(self, action: ev.Event) -> Iterable[str]:
        game, state = self.game, self.game.state
        test_leaks.GAME_OF.clear()
        test_leaks.GAME_OF[id(state)] = game
        public = public_state(game, now=NOW)
        out = []
        try:
            test_leaks.check_shape(public)
        except AssertionError:
            out.append(f"after {action.type}: the board has keys it does not show")
        if isinstance(action, ev.NightFalls):
            self.at_nightfall = public
        elif state.phase == "night" and not isinstance(action, test_leaks.SEEN_AT_NIGHT):
            if public != self.at_nightfall:
                out.append(f"night {state.number}: {action.type} showed on the board")
        elif state.phase == "night":
            self.at_nightfall = public
        if public == self.last:
            return out  # the same board as after the last event: it was checked then
        self.last = public
        if test_leaks.scrambled(state, self.rng) != public:
            out.append(f"{state.when}: a living player's secret shows after {action.type}")
        words = test_leaks.secret_words(state, public)
        if words:
            out.append(f"{state.when}: the board names {sorted(set(words))} after "
                       f"{action.type}")
        return out
