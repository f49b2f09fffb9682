"""The pace of the night's calls (Ultimate, Moderator's Guide — Night Phase: "pause between
requests, so players can't guess anything based on how long an action takes").

With a minimum time per call, a call begins no sooner than the one before it began plus that
minimum: a role that did nothing takes as long as one that acted. The clock is the caller's
(time.monotonic), so this stays a plain object that tests drive by hand."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class CallPacer:
    seconds: float  # the minimum time per call (0: no pacing)
    call: str | None = None  # the call now on (its role id)
    since: float = 0.0  # when it began, or will begin

    def follow(self, call: str | None, now: float) -> bool:
        """The screen's current call is `call`; True when it has just changed. The new call
        begins when the last one has had its minimum time."""
        if call == self.call:
            return False
        if call is None or self.call is None:
            self.since = now
        else:
            self.since = max(now, self.since + self.seconds)
        self.call = call
        return True

    def wait(self, now: float) -> float:
        """Seconds before the current call may be read (0: read it now)."""
        return max(0.0, self.since - now)

    def left(self, now: float) -> float:
        """Seconds the current call still lasts at least."""
        return max(0.0, self.since + self.seconds - now)

    def label(self, now: float) -> str:
        """What the call list shows beside the current call: the wait before it, or the
        time it still lasts ("" without pacing, or once its time is over)."""
        if not self.seconds or self.call is None:
            return ""
        wait = self.wait(now)
        if wait > 0:
            return f"wait {_clock(wait)}"
        left = self.left(now)
        return _clock(left) if left > 0 else ""


def _clock(seconds: float) -> str:
    whole = int(seconds + 0.999)
    return f"{whole // 60}:{whole % 60:02d}"
