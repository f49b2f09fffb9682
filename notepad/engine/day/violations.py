"""What a rule says when an action breaks it: the Violation, its rulebook cited by name and
section as the moderator knows it, and the checks every phase shares (a dead target, a player
banished today)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from notepad.engine.state import GameState
from notepad.language import gettext

# A violation cites its rulebook by name and section, as the moderator knows them (Werwölfe;
# Ultimate Werewolf: Ultimate Edition).
WERWOELFE = "Werwölfe"
ULTIMATE = "Ultimate"
VOTING = f"{ULTIMATE}, Rule Variants — Accusation and Voting"


@dataclass(frozen=True, slots=True, init=False)
class Violation:
    rule: str
    message: str
    source: str  # rulebook file and section
    severity: Literal["error", "warning"] = "error"
    overridable: bool = True

    def __init__(self, rule: str, message: str, source: str,
                 severity: Literal["error", "warning"] = "error",
                 overridable: bool = True) -> None:
        # Written out so that mypyc compiles it (engine/players.py, the module's docstring); a
        # frozen dataclass sets its fields through `object.__setattr__`, as here.
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "message", message)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "severity", severity)
        object.__setattr__(self, "overridable", overridable)

    def __reduce__(self) -> tuple[type[Violation], tuple[str, str, str, str, bool]]:
        # A copy or pickle makes it through `__init__`: mypyc's `__new__` runs it.
        return type(self), (self.rule, self.message, self.source, self.severity,
                            self.overridable)

    def __str__(self) -> str:
        return f"{self.severity} [{self.rule}] {self.message} ({self.source})"


def cite(state: GameState, werwoelfe: str, ultimate: str) -> str:
    if state.setup.edition == "werwoelfe":
        return f"{WERWOELFE}, {werwoelfe}"
    return f"{ULTIMATE}, {ultimate}"


def dead_targets(state: GameState, seats: list[int]) -> list[Violation]:
    alive = state.alive
    dead = [state.players[s].name for s in seats if s not in alive]
    if not dead:
        return []
    return [Violation("dead-target", gettext("{names} is dead", names=", ".join(dead)),
                      cite(state, "Day Phase: The First Day", "Subsequent Days"))]


def banished(state: GameState, seats: list[int]) -> list[str]:
    players, number = state.players, state.number
    if state.banish_day != number:
        return []  # nobody is banished today
    return [players[s].name for s in seats if players[s].banished_day == number]
