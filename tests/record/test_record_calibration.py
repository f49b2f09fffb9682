"""Calibration (notepad/record/calibration.py): games the simulator played at a known village
skill, recorded as a group's games, give that skill back within the 95% interval, and the
interval narrows as games are added. Seeded throughout: the same figures every run."""

from __future__ import annotations

from pathlib import Path

import pytest

from notepad.record.calibration import DEFAULT_SKILL, MIN_GAMES, calibrate, fit, rising
from notepad.record.library import Library
from notepad.record.simulated import simulated_logs

# Sets whose village chance moves most near each skill (8 players, 3 wolves and a Seer: 0.17
# at skill 0.3; 10 players, 4 wolves: 0.55 at skill 0.8), as a group that knows its level
# plays harder sets.
SETS = {0.3: {"werewolf": 3, "seer": 1, "villager": 4}, 0.8: {"werewolf": 4, "villager": 6}}
SIMULATED = 100  # games per setup and skill: enough for a test, few enough to be quick


@pytest.mark.parametrize("skill", sorted(SETS))
def test_the_skill_games_were_played_at_is_recovered(skill: float, tmp_path: Path) -> None:
    logs = simulated_logs(tmp_path / "logs", "ultimate", SETS[skill], skill, 240, seed=3)
    library = Library(tmp_path / "record")
    widths = []
    for games in (40, 240):
        library.add_logs(logs[:games], group="the group")
        fitted = calibrate(library.db, "the group", games=SIMULATED)
        assert fitted.fitted and fitted.games == games and fitted.setups == 1
        assert fitted.low <= skill <= fitted.high, fitted
        assert fitted.low <= fitted.skill <= fitted.high
        widths.append(fitted.high - fitted.low)
    assert widths[1] < widths[0] * 0.7  # about 1/√6 of the games' spread, and the simulator's
    kept = library.db.execute("SELECT COUNT(*), MIN(games) FROM predictions").fetchone()
    assert kept == (21, SIMULATED)  # played once per grid point, kept for the next fit
    library.close()


def test_too_few_games_say_so_and_use_the_default_skill(library: Library,
                                                        logs: list[Path]) -> None:
    library.add_logs(logs[:MIN_GAMES - 1], group="the group")
    fitted = calibrate(library.db, "the group", games=20)
    assert not fitted.fitted and fitted.skill == DEFAULT_SKILL
    assert fitted.as_dict()["low"] is None and fitted.games == MIN_GAMES - 1
    assert fitted.lines() == [
        f"the group: {MIN_GAMES - 1} games the simulator can play: too few to fit the village "
        f"skill (it needs at least {MIN_GAMES}); the default skill 0 is used"]


def test_the_likelihood_peaks_where_the_curve_meets_the_record() -> None:
    """One setup whose village chance is s itself: 30 wins in 100 games peak at 0.3, and the
    profile likelihood's interval is the binomial's (about ±0.09)."""
    grid = tuple(range(0, 1001, 50))
    curve = [max(0.001, min(0.999, g / 1000)) for g in grid]
    skill, low, high = fit([(curve, 100, 30)], grid)
    assert skill == pytest.approx(0.3, abs=0.001)
    assert 0.21 < low < 0.22 and 0.39 < high < 0.40
    assert fit([(curve, 10, 10)], grid)[2] == 1.0  # the interval may reach the end of 0 … 1


def test_a_wobbling_curve_is_made_to_rise() -> None:
    assert rising([(0.1, 100), (0.3, 100), (0.2, 100), (0.5, 100)]) == pytest.approx(
        [0.1, 0.25, 0.25, 0.5])
