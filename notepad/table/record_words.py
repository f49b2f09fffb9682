"""The group's statistics as the statistics screen and the report say them (docs/record.md).

Headless: from the dict of `notepad.record.statistics.statistics` (plain data, so this layer
needs nothing of the record's) to the screen's title, its tables' rows and its plots' points;
the screen only places them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from notepad.language import gettext, mark, ngettext, translated
from notepad.table.event_words import WINNER_NAMES

# The tabs' names, said with `translated` where shown.
TABS = (("teams", mark("Teams")), ("heads", mark("Head count")), ("sets", mark("Role sets")),
        ("roles", mark("Roles")), ("players", mark("Players")))
# A team as a column or a bar's label: WINNER_NAMES without its article.
TEAM_LABELS = (mark("Cult"), mark("Lone wolf"), mark("Lovers"))


@dataclass(frozen=True)
class Table:
    """One tab of the screen: its columns, rows, and the plot beside them (bars or a line)."""

    columns: tuple[str, ...]
    rows: Sequence[tuple[str, ...]]
    plot_title: str = ""
    labels: list[str] | None = None  # bars: one label and value each
    values: list[float] | None = None
    empty: str = ""
    percent: bool = False  # the values are shares: the axis runs 0 … 100

    def ticks(self, rows: int = 0) -> list[int]:
        """The value axis's marks: 0 … 100 by 20 for shares; whole numbers for counts (games,
        wins), at most five, the last at or above the largest bar (the plot's own marks said
        "11.3 wins"). A plot of `rows` rows too few for them all gets the two ends only: the
        marks between fell on rows that were not theirs (80×24: four rows, "20 10 5 0")."""
        if self.percent:
            marks = list(range(0, 101, 20))
        else:
            top = max([int(math.ceil(v)) for v in self.values or []] + [1])
            step = max(1, math.ceil(top / 4))
            marks = list(range(0, top + (step if top % step else 1), step))
        if rows and rows < 2 * len(marks):
            return [marks[0], marks[-1]]
        return marks


def team_name(team: str) -> str:
    """"the Village" → "Village": a column or a bar's label, not a sentence."""
    if team == "draw":
        return gettext("no winner")
    name = WINNER_NAMES.get(team, team)
    return translated(name.removeprefix("the ").capitalize())


def share(part: int, whole: int) -> str:
    return f"{part / whole:.0%}" if whole else "–"


def title(data: dict[str, Any]) -> str:
    games = data["games"]
    if not games:
        return gettext("{group}: no finished game recorded yet. A game ended on the end screen "
                       "is recorded into the group named at seating; `werewolf-notepad stats "
                       "import LOG...` records older logs.", group=data["group"])
    said = ngettext("{group}: {n} game", "{group}: {n} games", games, group=data["group"])
    if data["nights_mean"] is not None:
        nights = f"{data['nights_mean']:.1f}"
        said = gettext("{said}, {nights} nights on average", said=said, nights=nights)
    village = data["wins"].get("village", 0)
    return gettext("{said}; the village won {village} ({share})", said=said, village=village,
                   share=share(village, games))


def teams(data: dict[str, Any]) -> Table:
    games = data["games"]
    rows = [(team_name(team), str(n), share(n, games)) for team, n in data["wins"].items()]
    rows += [(gettext("{team} (beside)", team=team_name(team)), str(n), share(n, games))
             for team, n in data["personal_wins"].items()]
    return Table((gettext("Team"), gettext("Wins"), gettext("Share")), rows,
                 gettext("Wins by team"), labels=[team_name(t) for t in data["wins"]],
                 values=[float(n) for n in data["wins"].values()],
                 empty=gettext("No games yet"))


def head_counts(data: dict[str, Any]) -> Table:
    rows = []
    xs: list[float] = []
    ys: list[float] = []
    for entry in data["by_players"]:
        village = entry["wins"].get("village", 0)
        others = ", ".join(f"{team_name(t)} {n}" for t, n in entry["wins"].items()
                           if t != "village")
        rows.append((str(entry["players"]), str(entry["games"]), str(village),
                     share(village, entry["games"]), others))
        xs.append(float(entry["players"]))
        ys.append(100 * village / entry["games"])
    # Bars, one per head count played: a line between head counts never played says nothing.
    return Table((gettext("Players"), gettext("Games"), gettext("Village"), gettext("Share"),
                  gettext("Other wins")), rows, gettext("Village wins (%) by head count"),
                 labels=[f"{x:.0f}" for x in xs], values=[round(y, 1) for y in ys],
                 empty=gettext("No games yet"), percent=True)


def set_name(entry: dict[str, Any], width: int = 60) -> str:
    """The scenario's own name when a log gave it (issue 32), else its id, else the cards
    (the screen's, and `werewolf-notepad stats`': notepad/table/stats_lines.py)."""
    if entry.get("scenario_name"):
        name = str(entry["scenario_name"])
    elif entry["scenario"]:
        name = str(entry["scenario"])
    else:
        cards = sorted(entry["roles"].items(), key=lambda kv: (-kv[1], kv[0]))
        name = ", ".join(f"{n} {role}" for role, n in cards)
    return name if len(name) <= width else name[:width - 1] + "…"


def role_sets(data: dict[str, Any]) -> Table:
    rows = []
    for entry in data["by_set"]:
        village = entry["wins"].get("village", 0)
        rows.append((set_name(entry), str(entry["games"]), str(village),
                     share(village, entry["games"])))
    top = data["by_set"][:8]
    return Table((gettext("Role set"), gettext("Games"), gettext("Village"), gettext("Share")),
                 rows, gettext("Games by role set"),
                 labels=[str(n) for n in range(1, len(top) + 1)],
                 values=[float(e["games"]) for e in top], empty=gettext("No games yet"))


def roles(data: dict[str, Any]) -> Table:
    rows = [(e["role"], str(e["held"]), str(e["won"]), f"{e['win_rate']:.0%}")
            for e in data["roles"]]
    top = data["roles"][:10]
    return Table((gettext("Card"), gettext("Held"), gettext("Won"), gettext("Win rate")), rows,
                 gettext("Holders' win rate (%)"), labels=[e["role"][:10] for e in top],
                 values=[round(100 * e["win_rate"], 1) for e in top],
                 empty=gettext("No games yet"), percent=True)


def players(data: dict[str, Any]) -> Table:
    rows = []
    for person in data["players"]:
        played = ", ".join(f"{role} {n}" for role, n in person["roles"].items())
        rows.append((person["name"], str(person["games"]), str(person["wins"]),
                     share(person["wins"], person["games"]), played))
    top = data["players"][:10]
    return Table((gettext("Player"), gettext("Games"), gettext("Wins"), gettext("Share"),
                  gettext("Cards held")), rows,
                 gettext("Games per player (kept on this machine only)"),
                 labels=[p["name"][:8] for p in top],
                 values=[float(p["games"]) for p in top], empty=gettext("No games yet"))


def tables(data: dict[str, Any]) -> dict[str, Table]:
    """Each tab's table, by the tab's id (TABS)."""
    return {"teams": teams(data), "heads": head_counts(data), "sets": role_sets(data),
            "roles": roles(data), "players": players(data)}


def groups_line(groups: dict[str, int], shown: str) -> str:
    """The groups there are, the one shown first: "g: next group (Friday 3 games)"."""
    others = [f"{name} ({n})" for name, n in groups.items() if name != shown]
    if not others:
        return gettext("The only group recorded.")
    return gettext("g: the next group — {groups}",
                   groups=", ".join(others[:4]) + (" …" if len(others) > 4 else ""))
