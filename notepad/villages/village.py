"""One village of a notebook: a full game with its own session log, which the notebook watches.

Every village's game is a VillageGame: the engine's Game whose `check` adds the notebook's
rules (nights alternate, banish before accusing: rules.py) and whose `record`, `undo` and
`redo` let the notebook do what follows in the other villages (an arrival due, a Lover's grief:
bonds.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from notepad.engine import events as ev
from notepad.engine.corrections import Correction, CorrectionError, Preview
from notepad.engine.game import Game
from notepad.engine.state import GameState
from notepad.engine.validator import Violation
from notepad.villages.rules import action_rules

if TYPE_CHECKING:
    from notepad.villages.notebook import Notebook


class VillageGame(Game):
    """The engine's Game for one village of a notebook (see the module's docstring)."""

    notebook: Notebook
    village: Village

    def check(self, action: ev.Event) -> list[Violation]:
        return super().check(action) + action_rules(self.notebook, self.village, action)

    def record(self, action: ev.Event, override: str | None = None) -> list[Violation]:
        found = super().record(action, override)
        self.notebook.after(self.village)
        return found

    def correct(self, correction: Correction) -> Preview:
        """A correction leaves the notebook's moves alone (Notebook.untouchable); a death it
        brings reaches its bonds in the other villages, and a bond event it leaves without
        its death goes (while it is the last event there), as after a record or an undo."""
        touched = ([correction.at] if correction.action != "insert" else []) + \
            list(correction.dropped)
        why = self.notebook.untouchable(self.village, touched)
        if why:
            raise CorrectionError(why)
        preview = super().correct(correction)
        self.notebook.unsettle()
        self.notebook.after(self.village)
        return preview

    def undo(self, steps: int = 1) -> int:
        return self.notebook.undo(self.village, steps)

    def redo(self, steps: int = 1) -> int:
        done = super().redo(steps)
        if done:
            self.notebook.after(self.village)
        return done


@dataclass
class Village:
    number: int  # 1 … V
    name: str
    game: VillageGame

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def phase(self) -> str:
        return self.game.state.phase

    def names(self) -> list[str]:
        return [p.name for p in self.state.players.values()]


def adopt(game: Game, notebook: Notebook, number: int, name: str) -> Village:
    game.__class__ = VillageGame  # the same object, with the notebook's hooks
    assert isinstance(game, VillageGame)
    village = Village(number, name, game)
    game.notebook, game.village = notebook, village
    return village


def record_alone(village: Village, event: ev.Event, override: str | None = None) -> None:
    """Record in a village without the notebook's follow-up (the caller does it)."""
    Game.record(village.game, event, override)
