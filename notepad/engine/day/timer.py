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


@dataclass(frozen=True, slots=True)
class DayClock:
    """The day timer as the room sees it: started, paused or resumed on day `day` with `left`
    seconds to go at wall-clock time `at` (Unix seconds). The moderator's screen writes one to
    the session log each time the timer is started, paused or resumed ("clock" lines, v3),
    so a board that follows the log can count down with it. Not a game action: replay and undo
    pass over it (docs/session-log.md)."""

    day: int
    running: bool
    left: float
    at: float

    def remaining(self, now: float) -> float:
        """Seconds left at wall-clock time `now`."""
        if not self.running:
            return max(0.0, self.left)
        return max(0.0, self.left - max(0.0, now - self.at))

    def to_json(self) -> dict[str, object]:
        return {"type": "clock", "day": self.day, "running": self.running,
                "left": round(self.left, 1), "at": round(self.at, 3)}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> DayClock:
        """From a log line; raises ValueError naming the field that is wrong."""
        day, running, left, at = (data.get(k) for k in ("day", "running", "left", "at"))
        if not isinstance(day, int) or isinstance(day, bool) or day < 1:
            raise ValueError("'day' must be a day number (1 or more)")
        if not isinstance(running, bool):
            raise ValueError("'running' must be true or false")
        if not isinstance(left, int | float) or isinstance(left, bool) or left < 0:
            raise ValueError("'left' must be the seconds left (0 or more)")
        if not isinstance(at, int | float) or isinstance(at, bool):
            raise ValueError("'at' must be a time in Unix seconds")
        return cls(day=day, running=running, left=float(left), at=float(at))
