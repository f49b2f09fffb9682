"""The simulator's village skill fitted to a group's recorded games (docs/record.md).

The model: game g, played with setup x_g, is won by the village with the probability the
simulator gives that setup at skill s, p(x_g, s). The likelihood of the group's record is

    L(s) = Π_g p(x_g, s)^[village won g] · (1 − p(x_g, s))^[village lost g]

and the skill is its maximum over 0 … 1. The 95% interval is the profile likelihood's: every s
with 2·(ln L(ŝ) − ln L(s)) ≤ 3.841 (the χ² quantile of one degree of freedom), which is sound
at the ends of 0 … 1 and where p is near 0 or 1, as a ± interval from the curvature is not.

p(x, s) is estimated once per distinct setup on a grid of skills (GRID: 0, 0.05 … 1), by
`games` seeded games at each point (the same seeds at every point, so the curve is smooth),
and kept in the database (`predictions`), so a record of a thousand games is fitted in
milliseconds once its setups have been played. Between grid points p is interpolated
linearly; each point's estimate is (wins + ½) / (games + 1), never 0 or 1 (one surprising game
cannot make a skill impossible), and the curve is made non-decreasing in s (a village that
finds more wolves does not win less: pooled adjacent violators, weighted by games).
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from notepad.record.finished import RecordError

GRID = tuple(range(0, 1001, 50))  # skills in thousandths: 0, 0.05 … 1
DEFAULT_GAMES = 400  # simulated games per setup and skill: ±2.5 points at worst
SEED = 0  # the predictions' run: fixed, so the same record gives the same skill
MIN_GAMES = 10  # fewer recorded games than this: too few to fit
DEFAULT_SKILL = 0.0  # the simulator's own (`simulate --skill`): the random lynch
CHI2_95 = 3.841458820694124  # χ²(1) at 95%
FINE = 1000  # the likelihood is searched at skills 0, 0.001 … 1


@dataclass(frozen=True)
class Calibration:
    group: str
    skill: float
    low: float | None
    high: float | None
    games: int  # the recorded games the fit rests on
    fitted: bool
    setups: int = 0
    left_out: list[str] = field(default_factory=list)  # setups the simulator cannot play, why
    simulated: int = 0  # games per setup and skill

    def as_dict(self) -> dict[str, Any]:
        return {"skill": self.skill, "low": self.low, "high": self.high, "games": self.games,
                "fitted": self.fitted, "group": self.group, "setups": self.setups,
                "default_skill": DEFAULT_SKILL, "min_games": MIN_GAMES,
                "simulated_per_skill": self.simulated, "left_out": self.left_out}

    def lines(self) -> list[str]:
        """The fit in words, in the language spoken (notepad/language.py)."""
        from notepad.language import gettext, ngettext

        lines = [gettext("  left out: {why}", why=why) for why in self.left_out]
        if not self.fitted:
            return [ngettext("{group}: {n} game the simulator can play: too few to fit the "
                             "village skill (it needs at least {least}); the default skill "
                             "{skill:g} is used",
                             "{group}: {n} games the simulator can play: too few to fit the "
                             "village skill (it needs at least {least}); the default skill "
                             "{skill:g} is used", self.games, group=self.group,
                             least=MIN_GAMES, skill=DEFAULT_SKILL), *lines]
        return [ngettext("{group}: village skill {skill:.2f} (95% interval {low:.2f} – "
                         "{high:.2f}), from {games} games of {n} setup",
                         "{group}: village skill {skill:.2f} (95% interval {low:.2f} – "
                         "{high:.2f}), from {games} games of {n} setups", self.setups,
                         group=self.group, skill=self.skill, low=self.low, high=self.high,
                         games=self.games),
                gettext("  0 is the random lynch, 1 a village that always finds a wolf;"),
                gettext("  each setup simulated {times} times per skill",
                        times=self.simulated), *lines]


def calibrate(db: sqlite3.Connection, group: str, games: int = DEFAULT_GAMES,
              grid: tuple[int, ...] = GRID,
              progress: Callable[[int, int], None] | None = None) -> Calibration:
    """The group's village skill, its 95% interval and the games it rests on; the setups not
    simulated yet are played first (`progress(done, setups)` after each)."""
    record = db.execute(
        "SELECT setup, COUNT(*), SUM(ended = 'village') FROM games JOIN groups ON groups.id = "
        "group_id WHERE groups.name = ? GROUP BY setup ORDER BY setup", (group,)).fetchall()
    curves: list[tuple[list[float], int, int]] = []
    left_out: list[str] = []
    for done, (key, played, village) in enumerate(record, start=1):
        try:
            curve = predictions(db, key, games, grid)
        except RecordError as error:
            left_out.append(f"{played} game{'s' if played != 1 else ''}: {error}")
        else:
            curves.append((curve, played, village))
        if progress is not None:
            progress(done, len(record))
    total = sum(n for _, n, _ in curves)
    if total < MIN_GAMES:
        return Calibration(group, DEFAULT_SKILL, None, None, total, False, len(curves),
                           left_out, games)
    skill, low, high = fit(curves, grid)
    return Calibration(group, round(skill, 3), round(low, 3), round(high, 3), total, True,
                       len(curves), left_out, games)


def fit(curves: list[tuple[list[float], int, int]],
        grid: tuple[int, ...] = GRID) -> tuple[float, float, float]:
    """The skill of greatest likelihood and the profile likelihood's 95% interval, for
    `curves`: per setup, p on the grid, the games recorded and the village's wins."""
    skills = [k / FINE for k in range(FINE + 1)]
    points = [g / 1000 for g in grid]
    where = [_segment(points, s) for s in skills]  # the same for every setup: worked out once
    loglik = [0.0] * len(skills)
    for curve, played, village in curves:
        lost = played - village
        for i, (k, share) in enumerate(where):
            p = curve[k - 1] + share * (curve[k] - curve[k - 1])
            loglik[i] += village * math.log(p) + lost * math.log(1 - p)
    best = max(range(len(skills)), key=lambda i: (loglik[i], -i))
    cut = loglik[best] - CHI2_95 / 2
    inside = [i for i, value in enumerate(loglik) if value >= cut]
    return skills[best], _edge(skills, loglik, cut, inside[0], -1), \
        _edge(skills, loglik, cut, inside[-1], 1)


def _edge(skills: list[float], loglik: list[float], cut: float, i: int, step: int) -> float:
    """Where the log-likelihood crosses `cut` between point i (inside) and its neighbour."""
    j = i + step
    if not 0 <= j < len(skills):
        return skills[i]  # the interval reaches 0 or 1
    share = (loglik[i] - cut) / (loglik[i] - loglik[j])
    return skills[i] + share * (skills[j] - skills[i])


def _segment(points: list[float], s: float) -> tuple[int, float]:
    """Skill s between grid points k - 1 and k, and how far along: p is linear in between."""
    for k in range(1, len(points)):
        if s <= points[k]:
            return k, (s - points[k - 1]) / (points[k] - points[k - 1])
    return len(points) - 1, 1.0


def predictions(db: sqlite3.Connection, key: str, games: int,
                grid: tuple[int, ...] = GRID) -> list[float]:
    """The village's chance for the setup `key` at each grid skill, from at least `games`
    simulated games each: those kept, and any missing played now and kept (one transaction)."""
    kept = {skill: (n, won) for skill, n, won in db.execute(
        "SELECT skill, games, village FROM predictions WHERE setup = ? AND seed = ?",
        (key, SEED))}
    missing = [s for s in grid if kept.get(s, (0, 0))[0] < games]
    if missing:
        played = {s: _play(key, s, kept.get(s, (0, 0)), games) for s in missing}
        db.execute("BEGIN IMMEDIATE")
        try:
            db.executemany(
                "INSERT INTO predictions (setup, skill, seed, games, village) VALUES "
                "(?, ?, ?, ?, ?) ON CONFLICT (setup, skill, seed) DO UPDATE SET "
                "games = excluded.games, village = excluded.village",
                [(key, s, SEED, n, won) for s, (n, won) in played.items()])
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        kept.update(played)
    shares = [((kept[s][1] + 0.5) / (kept[s][0] + 1), kept[s][0]) for s in grid]
    return rising(shares)


def _play(key: str, skill: int, kept: tuple[int, int], games: int) -> tuple[int, int]:
    """The kept games of this grid point and the rest up to `games`, played now: games kept …
    games - 1 of the run seeded SEED, so more games extend a run rather than repeat it."""
    from notepad.balance.simulate import IllegalAction, estimate

    sim = simulation(json.loads(key), skill / 1000)
    first, won = kept
    try:
        result = estimate(sim, games - first, seed=SEED, workers=1, first=first)
    except (IllegalAction, ValueError, KeyError) as error:
        raise RecordError(f"the simulator cannot play this setup ({error})") from None
    return games, won + result.tally.wins.get("village", 0)


def simulation(setup: dict[str, Any], skill: float) -> Any:
    """The simulator's game of a recorded setup at `skill`. The day is voted openly whatever
    the group's voting method: the simulator models the open vote only
    (docs/win-probability.md, Not modelled yet)."""
    from notepad.balance.simulate import Simulation
    from notepad.balance.simulate.endings import default_end_rule
    from notepad.catalog import CatalogError, catalog
    from notepad.engine.setup import GameSetup, Seat, SetupError

    edition = setup["edition"]
    try:
        known = catalog().edition_roles(edition)
        game = GameSetup(edition=edition, roles=setup["roles"],
                         players=[Seat(seat=n, name=f"Player {n}")
                                  for n in range(1, setup["players"] + 1)],
                         variants=setup["variants"], house_rules=setup["house_rules"],
                         maybe=setup["maybe"],
                         role_swaps=[tuple(pair) for pair in setup["role_swaps"]])
    except (CatalogError, SetupError, ValueError, KeyError, TypeError) as error:
        raise RecordError(f"the simulator cannot play this setup ({error})") from None
    parity = edition == "ultimate" or setup["house_rules"].get("werewolf-parity") is True
    return Simulation(game, known, skill, "parity" if parity else default_end_rule(edition))


def rising(shares: list[tuple[float, int]]) -> list[float]:
    """The least-squares non-decreasing fit of the shares, weighted by their games (pooled
    adjacent violators): the Monte Carlo wobble of a curve that rises."""
    blocks: list[list[float]] = []  # [weighted sum, weight, points]
    for share, weight in shares:
        blocks.append([share * max(weight, 1), max(weight, 1), 1])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] > blocks[-1][0] / blocks[-1][1]:
            total, weight_, count = blocks.pop()
            blocks[-1][0] += total
            blocks[-1][1] += weight_
            blocks[-1][2] += count
    out: list[float] = []
    for block in blocks:
        out += [block[0] / block[1]] * int(block[2])
    return out
