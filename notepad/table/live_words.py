"""The builder's live win rate in words (docs/record.md, The builder's live win rate): the
village's chance so far and how sure, stale the moment the set changes, the group's skill it is
played at, and a small curve of the village's chance against the number of Werewolf cards.
"""

from __future__ import annotations

from typing import Any

BLOCKS = "▁▂▃▄▅▆▇█"
TARGET = 0.5  # the builder's target: the village wins half the games of this group


def skill_line(calibration: dict[str, Any] | None, fitting: bool = False) -> str:
    """What skill the games are played at: the group's fitted one, or the default and why."""
    if calibration is None:
        return "Skill 0, the default" + ("; fitting the group's…" if fitting else "")
    group = calibration["group"]
    if not calibration["fitted"]:
        games = calibration["games"]
        return (f"{group}: {games} game{'s' if games != 1 else ''} recorded, too few to fit a "
                f"skill (needs {calibration['min_games']}): skill "
                f"{calibration['default_skill']:g}, the default")
    return (f"{group}: skill {calibration['skill']:.2f} ({calibration['low']:.2f}–"
            f"{calibration['high']:.2f}, {calibration['games']} games)")


def figure_line(figure: Any | None, stale: bool, why: str = "") -> str:
    """The village's chance: "Village 47% ±5 (120 games), refining"; "stale" while the
    games of a new set have not given a figure yet."""
    if why:
        return f"Live win rate: {why}"
    if figure is None:
        return "Live win rate: playing the set's games…"
    # As short stale as not, so that marking it at a key lays nothing out again.
    said = f"Village {figure.village:.0%} ±{figure.half * 100:.0f}, {figure.games} games"
    if stale:
        return f"{said}: stale, replaying"
    if not figure.done:
        return f"{said}, refining"
    gap = figure.village - TARGET
    aim = "on target" if abs(gap) <= figure.half else (
        f"{abs(gap) * 100:.0f} {'over' if gap > 0 else 'under'} 50%")
    return f"{said}: {aim}"


def curve_line(curve: tuple[tuple[int, float], ...], wolves: int) -> str:
    """The village's chance against the Werewolf cards, as a line of blocks and figures:
    "Werewolves 5 6 [7] 8 9: ▇▆▄▃▂ 71 58 47 35 26%"."""
    if len(curve) < 2:
        return ""
    counts = " ".join(f"[{m}]" if m == wolves else str(m) for m, _ in curve)
    bars = "".join(BLOCKS[min(len(BLOCKS) - 1, int(p * len(BLOCKS)))] for _, p in curve)
    shares = " ".join(f"{p * 100:.0f}" for _, p in curve)
    return f"Werewolf cards {counts}: {bars} {shares}%"


def live_text(figure: Any | None, stale: bool, calibration: dict[str, Any] | None,
              fitting: bool, wolves: int, why: str = "") -> str:
    lines = [figure_line(figure, stale, why), skill_line(calibration, fitting)]
    curve = curve_line(figure.curve, wolves) if figure is not None and not stale else ""
    return "\n".join([*lines, curve] if curve else lines)
