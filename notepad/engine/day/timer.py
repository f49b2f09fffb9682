"""The day timer (Ultimate, Moderator's Guide — Managing the Pace of the Game: "you can use
a timer to limit discussion time"; The First Day: "Don't forget to warn everyone that dusk is
falling"). The length is an event (TimerSet); the elapsed time goes into the log on
`night_falls`. The clock itself is the caller's (time.monotonic), so the engine stays pure."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class DayTimer:
    seconds: int
    warning: int = 60
    started: float = 0.0

    def elapsed(self, now: float) -> float:
        return max(0.0, now - self.started)

    def remaining(self, now: float) -> float:
        return max(0.0, self.seconds - self.elapsed(now))

    def warn(self, now: float) -> bool:
        """Time to tell the village that dusk is falling."""
        return 0 < self.remaining(now) <= self.warning

    def dusk(self, now: float) -> bool:
        return self.remaining(now) == 0
