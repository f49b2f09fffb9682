"""The builder's live win rate in words (docs/record.md, The builder's live win rate): the
village's chance so far and how sure, stale the moment the set changes, the group's skill it is
played at, and a small curve of the village's chance against the number of Werewolf cards.
Said in the language spoken (notepad/language.py); the figures are formatted before they go in.
"""

from __future__ import annotations

from typing import Any

from notepad.language import gettext, ngettext

BLOCKS = "▁▂▃▄▅▆▇█"
TARGET = 0.5  # the builder's target: the village wins half the games of this group


def skill_line(calibration: dict[str, Any] | None, fitting: bool = False) -> str:
    """What skill the games are played at: the group's fitted one, or the default and why."""
    if calibration is None:
        return gettext("Skill 0, the default; fitting the group's…") if fitting \
            else gettext("Skill 0, the default")
    group = calibration["group"]
    if not calibration["fitted"]:
        return ngettext("{group}: {n} game recorded, too few to fit a skill (needs {needs}): "
                        "skill {skill}, the default",
                        "{group}: {n} games recorded, too few to fit a skill (needs {needs}): "
                        "skill {skill}, the default", calibration["games"], group=group,
                        needs=calibration["min_games"],
                        skill=format(calibration["default_skill"], "g"))
    return gettext("{group}: skill {skill} ({low}–{high}, {games} games)", group=group,
                   skill=format(calibration["skill"], ".2f"),
                   low=format(calibration["low"], ".2f"),
                   high=format(calibration["high"], ".2f"), games=calibration["games"])


def figure_line(figure: Any | None, stale: bool, why: str = "") -> str:
    """The village's chance: "Village 47% ±5 (120 games), refining"; "stale" while the
    games of a new set have not given a figure yet."""
    if why:
        return gettext("Live win rate: {why}", why=why)
    if figure is None:
        return gettext("Live win rate: playing the set's games…")
    # As short stale as not, so that marking it at a key lays nothing out again.
    said = gettext("Village {share} ±{half}, {games} games", share=format(figure.village, ".0%"),
                   half=format(figure.half * 100, ".0f"), games=figure.games)
    if stale:
        return gettext("{said}: stale, replaying", said=said)
    if not figure.done:
        return gettext("{said}, refining", said=said)
    gap = figure.village - TARGET
    points = format(abs(gap) * 100, ".0f")
    if abs(gap) <= figure.half:
        return gettext("{said}: on target", said=said)
    return gettext("{said}: {points} over 50%", said=said, points=points) if gap > 0 \
        else gettext("{said}: {points} under 50%", said=said, points=points)


def curve_line(curve: tuple[tuple[int, float], ...], wolves: int) -> str:
    """The village's chance against the Werewolf cards, as a line of blocks and figures:
    "Werewolves 5 6 [7] 8 9: ▇▆▄▃▂ 71 58 47 35 26%"."""
    if len(curve) < 2:
        return ""
    counts = " ".join(f"[{m}]" if m == wolves else str(m) for m, _ in curve)
    bars = "".join(BLOCKS[min(len(BLOCKS) - 1, int(p * len(BLOCKS)))] for _, p in curve)
    shares = " ".join(f"{p * 100:.0f}" for _, p in curve)
    return gettext("Werewolf cards {counts}: {bars} {shares}%", counts=counts, bars=bars,
                   shares=shares)


def live_text(figure: Any | None, stale: bool, calibration: dict[str, Any] | None,
              fitting: bool, wolves: int, why: str = "") -> str:
    lines = [figure_line(figure, stale, why), skill_line(calibration, fitting)]
    curve = curve_line(figure.curve, wolves) if figure is not None and not stale else ""
    return "\n".join([*lines, curve] if curve else lines)
