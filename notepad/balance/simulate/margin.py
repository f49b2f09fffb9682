"""An estimate to a given precision: a pilot run sizes the whole run (issue 14).

±m points at 95% needs n = z² p(1 - p) / m² games for a team whose share is p; the pilot's
shares give p (the largest p(1 - p) of the teams that can end a game), and the run goes on
from the pilot's last game, so the pilot's games count and the result is the same as one run
of n games with the same seed (game i is always seeded (seed, i)). The pilot and the rest
play on the same worker processes (pool.py).
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


def games_needed(result: Estimate, margin: float) -> int:
    """Games for ±`margin` (a share, 0.02 for two points) on every team's win rate."""
    spread = max((p * (1 - p) for p in result.win_rate().values()), default=0.25)
    return math.ceil(Z95 * Z95 * max(spread, 0.01) / (margin * margin))


def estimate_to_margin(
    sim: Simulation, margin: float, seed: int = 0, workers: int | None = None,
    pilot: int = PILOT,
) -> Estimate:
    if not 0 < margin < 0.5:
        raise ValueError(f"the margin must lie between 0 and 50 points, not {margin * 100:g}")
    workers = default_workers() if workers is None else max(1, workers)
    with GamePool(play_games, sim, workers) as pool:  # one start for the pilot and the rest
        first = estimate(sim, pilot, seed=seed, workers=workers, pool=pool)
        needed = games_needed(first, margin)
        if needed <= first.games:
            return first
        rest = estimate(sim, needed - first.games, seed=seed, workers=workers,
                        first=first.games, pool=pool)
    return Estimate(first.tally + rest.tally, first.teams, needed)
