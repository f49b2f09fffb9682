"""The simulator's seat at the engine: every action goes through the engine's validator and
its `apply`, the same two functions `Game.record` uses, so there is one rules engine.

Two drivers share this interface:
- `EngineTable` folds events with `check` + `apply` and keeps no undo history. `Game` makes a
  deep copy of the whole state every 64 events so that undo is cheap, which a simulated game
  never needs (in a profile of a 68-player game that copy was 40% of the time).
- `GameTable` drives the `Game` facade itself (with `checkpoints=False`: no undo copies); tests
  play the same seeded games both ways and require identical results, so the fast path cannot
  drift from what a moderator records.
"""

from __future__ import annotations

from notepad.balance.simulate.refused import IllegalAction as IllegalAction
from notepad.catalog.models import Role
from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.game import Game, RuleViolation
from notepad.engine.night.script import Call, night_script
from notepad.engine.setup import GameSetup, deal
from notepad.engine.state import GameState, new_state
from notepad.engine.validator import check, errors


class EngineTable:
    """check + apply on a fresh state: legal actions only, no override, no undo, no log.

    `seed` deals this game's cards (the setup's own seed if None): the state keeps the setup
    it was given, so the games of a run share one setup object and, with `plan`, one night
    plan (night_plan._Plan: what the calls take from the setup and the catalogue, which a
    fresh game would otherwise work out again; its seat caches are checked by identity
    against each game's own indexes)."""

    __slots__ = ("state", "events", "seed")

    def __init__(self, setup: GameSetup, roles: dict[str, Role], seed: int | None = None,
                 plan: object = None) -> None:
        self.state = new_state(setup, roles)
        if plan is not None:
            self.state.plan = plan
        self.events = 0
        self.seed = seed

    def record(self, action: ev.Event) -> None:
        state = self.state
        found = check(state, action)
        if found:  # nearly always empty: only then are the blocking ones picked out
            blocking = errors(found)
            if blocking:
                raise IllegalAction(action, blocking)
        apply(state, action)
        self.events += 1

    def deal(self) -> None:
        # The game's own seed, without a copy of the setup that only the deal would read.
        self.record(deal(self.state.setup, self.state.roles, self.seed))

    def night_script(self) -> list[Call]:
        return night_script(self.state, self.state.number)


class GameTable:
    """The `Game` facade, as the moderator's screens use it (less direct: the session log and
    undo machinery, without the checkpoints)."""

    def __init__(self, setup: GameSetup, roles: dict[str, Role], seed: int | None = None,
                 plan: object = None) -> None:
        if seed is not None:
            setup = setup.model_copy(update={"seed": seed})
        # A simulated game never undoes; the plan is worked out afresh (the setup differs).
        self.game = Game(setup, roles, checkpoints=False)

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def events(self) -> int:
        return len(self.game.events)

    def record(self, action: ev.Event) -> None:
        try:
            self.game.record(action)
        except RuleViolation as refused:
            raise IllegalAction(action, refused.violations) from None

    def deal(self) -> None:
        try:
            self.game.deal()
        except RuleViolation as refused:  # pragma: no cover - the engine's own deal
            raise IllegalAction(ev.CardsDealt(cards=[]), refused.violations) from None

    def night_script(self) -> list[Call]:
        return self.game.night_script()


DRIVERS: dict[str, type[EngineTable] | type[GameTable]] = {
    "engine": EngineTable, "game": GameTable,
}
