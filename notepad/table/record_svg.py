"""The group's statistics as SVG pictures for the HTML report (docs/record.md): wins by team
as bars, and the village's win rate by head count. The elements are written out here: a
report needs no plotting library, and the same statistics give the same bytes.
"""

from __future__ import annotations

from html import escape
from typing import Any

from notepad.language import gettext, ngettext
from notepad.table.record_words import team_name

WIDTH, BAR, GAP, LABEL = 420, 22, 6, 110  # px: the picture, one bar, between bars, the labels
COLOURS = {"village": "#3b7dd8", "werewolf": "#c0392b"}
OTHER = "#8e7cc3"


def _svg(height: int, title: str, body: list[str]) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
            f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{escape(title)}" '
            'font-family="system-ui,sans-serif" font-size="12">'
            f"<title>{escape(title)}</title>{''.join(body)}</svg>")


def _bars(rows: list[tuple[str, float, str, str]], top: float, title: str) -> str:
    """Horizontal bars: (label, value, what is written after the bar, colour), the longest
    `top` wide."""
    span = WIDTH - LABEL - 60
    body = []
    for i, (label, value, said, colour) in enumerate(rows):
        y = i * (BAR + GAP)
        length = round(span * value / top, 1) if top else 0
        body.append(f'<text x="{LABEL - 6}" y="{y + 15}" text-anchor="end">{escape(label)}'
                    "</text>")
        body.append(f'<rect x="{LABEL}" y="{y}" width="{length}" height="{BAR}" '
                    f'fill="{colour}"/>')
        body.append(f'<text x="{LABEL + length + 4}" y="{y + 15}">{escape(said)}</text>')
    return _svg(max(1, len(rows)) * (BAR + GAP), title, body)


def wins_by_team(data: dict[str, Any]) -> str:
    games = data["games"]
    rows = [(team_name(team), float(n), f"{n} ({n / games:.0%})", COLOURS.get(team, OTHER))
            for team, n in data["wins"].items()]
    return _bars(rows, max((r[1] for r in rows), default=0.0),
                 gettext("{group}: wins by team", group=data["group"]))


def village_by_head_count(data: dict[str, Any]) -> str:
    rows = []
    for entry in data["by_players"]:
        village = entry["wins"].get("village", 0)
        rate = village / entry["games"]
        percent = f"{rate:.0%}"
        rows.append((ngettext("{n} player", "{n} players", entry["players"]), 100 * rate,
                     gettext("{rate} of {games}", rate=percent, games=entry["games"]),
                     COLOURS["village"]))
    return _bars(rows, 100.0, gettext("{group}: the village's win rate by head count",
                                      group=data["group"]))


def record_section(data: dict[str, Any]) -> list[str]:
    """The report's section on the group: a heading, a line, the two pictures."""
    games = data["games"]
    if not games:
        return []
    village = data["wins"].get("village", 0)
    # The group's name escaped, the sentences round it are the catalogue's own words.
    heading = gettext("{group}: the group's record", group=escape(data["group"]))
    percent = f"{village / games:.0%}"
    said = ngettext("{n} game recorded; the village won {village} ({share}).",
                    "{n} games recorded; the village won {village} ({share}).", games,
                    village=village, share=percent)
    wins, rates = gettext("Wins by team"), gettext("The village's win rate by head count")
    return [f"<h2>{heading}</h2>", f"<p>{said}</p>", f"<h3>{wins}</h3>", wins_by_team(data),
            f"<h3>{rates}</h3>", village_by_head_count(data)]
