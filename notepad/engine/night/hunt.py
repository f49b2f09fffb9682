"""The Werewolves' minute (Ultimate, Role Cards — Werewolf: "If the Werewolves take more than
a minute to choose a victim, send them back to sleep — the hunt is called off").

The clock is the caller's (time.monotonic), so the engine stays pure: the screen starts a
`HuntTimer` when the pack's call comes up, shows its countdown, and records the seconds the
pack took on its `pack_kill` (`elapsed`, v3); the validator refuses a victim chosen after the
minute (engine/night/cards/checks.py)."""

from __future__ import annotations

from dataclasses import dataclass

HUNT_SECONDS = 60
WARN_SECONDS = 15  # the last seconds, when the moderator may hurry the pack along


def hunt_called_off(elapsed: float | None) -> bool:
    """More than a minute has gone by: the hunt is called off."""
    return elapsed is not None and elapsed > HUNT_SECONDS


@dataclass(slots=True)
class HuntTimer:
    """The pack's minute, from the moment its call came up (`started`, the caller's clock)."""

    started: float
    role: str = "werewolf"  # the pack's call it times
    night: int = 0
    seconds: int = HUNT_SECONDS

    def elapsed(self, now: float) -> float:
        return max(0.0, now - self.started)

    def remaining(self, now: float) -> float:
        return max(0.0, self.seconds - self.elapsed(now))

    def hurry(self, now: float) -> bool:
        return 0 < self.remaining(now) <= WARN_SECONDS

    def called_off(self, now: float) -> bool:
        return self.elapsed(now) > self.seconds
