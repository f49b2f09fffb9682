"""An estimate to a given precision: a pilot run sizes the whole run (issue 14).

±m points at 95% needs n = z² p(1 - p) / m² games for a share p; the pilot's shares give p (the
largest p(1 - p) of the teams that can end a game and of the personal wins), and the run goes
on from the pilot's last game, so the pilot's games count and the result is the same as one run
of n games with the same seed (game i is always seeded (seed, i)). The pilot's p is itself an
estimate: when the run's own shares leave an interval wider than ±m, more games follow (as many
as narrow the widest to ±m, a width going as 1/√n), until every interval the command prints is
within ±m (`widest`). The pilot and
the rest play on the same worker processes (pool.py).
"""

from __future__ import annotations

import math

from notepad.balance.simulate.estimate import (
    Z95,
    Estimate,
    Simulation,
    default_workers,
    estimate,
    play_games,
)
from notepad.balance.simulate.pool import GamePool

PILOT = 200
TOP_UPS = 20  # a run of n games is within ±m after one or two; the bound only ends the loop


def _shares(result: Estimate) -> list[float]:
    return [*result.win_rate().values(), *result.personal_rate().values()]


def games_needed(result: Estimate, margin: float) -> int:
    """Games for ±`margin` (a share, 0.02 for two points) on every team's win rate and every
    personal win's rate."""
    spread = max((p * (1 - p) for p in _shares(result)), default=0.25)
    return math.ceil(Z95 * Z95 * max(spread, 0.01) / (margin * margin))


def widest(result: Estimate) -> float:
    """The largest half-width of the 95% intervals the result shows (Wilson's, `ci95` and
    `personal_ci95`)."""
    intervals = [*result.ci95().values(), *result.personal_ci95().values()]
    return max(((high - low) / 2 for low, high in intervals), default=0.5)


def estimate_to_margin(
    sim: Simulation, margin: float, seed: int = 0, workers: int | None = None,
    pilot: int = PILOT,
) -> Estimate:
    if not 0 < margin < 0.5:
        raise ValueError(f"the margin must lie between 0 and 50 points, not {margin * 100:g}")
    workers = default_workers() if workers is None else max(1, workers)
    with GamePool(play_games, sim, workers) as pool:  # one start for the pilot and the rest
        result = estimate(sim, pilot, seed=seed, workers=workers, pool=pool)
        needed = games_needed(result, margin)
        for _ in range(TOP_UPS):
            if needed <= result.games:
                half = widest(result)
                if half <= margin:
                    break
                # An interval's width goes as 1/√n: the games that narrow the widest to ±m.
                needed = max(math.ceil(result.games * (half / margin) ** 2), result.games + 1)
            rest = estimate(sim, needed - result.games, seed=seed, workers=workers,
                            first=result.games, pool=pool)
            result = Estimate(result.tally + rest.tally, result.teams, needed)
    return result
