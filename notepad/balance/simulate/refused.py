"""The simulator's one error: a policy chose an action the engine's validator refuses. Apart
from table.py, which is compiled with the engine (hatch_build.py) and re-exports it: mypyc
compiles no subclass of a built-in exception."""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.validator import Violation


class IllegalAction(RuntimeError):
    """A policy chose an action the validator refuses: a bug in the policy, never ignored."""

    def __init__(self, action: ev.Event, violations: list[Violation]) -> None:
        self.action = action
        self.violations = violations
        super().__init__(f"{action!r} refused: " + "; ".join(str(v) for v in violations))

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[ev.Event, list[Violation]]]:
        # Raised in a worker process, it comes back pickled: without this its unpickling
        # (RuntimeError's args, one string, into two parameters) failed in the pool's own
        # thread, which took the pool for broken and failed every later set (issue 33).
        return type(self), (self.action, self.violations)
