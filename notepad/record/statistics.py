"""A group's statistics from its recorded games: `werewolf-notepad stats --json`.

    {"group", "games", "wins": {team: n}, "personal_wins": {team: n}, "nights_mean",
     "by_players": [...], "by_set": [...], "roles": [...], "players": [...]}

A set of `by_set` is {"edition", "scenario", "scenario_name", "roles", "games", "wins"}:
`scenario` its id (None for a custom set), `scenario_name` the scenario's own name as the
newest of its games' logs gave it (issue 32), None when none did.

A game counts once in `wins`, for the team that ended it (as the simulator counts it:
docs/win-probability.md, Output); the wins that ride along (the Tanner's, the Cult's, the
Bandit's) are in `personal_wins`. A player who moved to another village before the end is no
player of that village's end (docs/villages.md), nor is the seat dealt the Moderator card.
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter, defaultdict
from typing import Any


def statistics(db: sqlite3.Connection, group: str) -> dict[str, Any]:
    rows = db.execute(
        "SELECT games.id, scenario, edition, header, players, nights, winners, scenario_name, "
        "created FROM games JOIN groups ON groups.id = group_id WHERE groups.name = ? "
        "ORDER BY games.id",
        (group,)).fetchall()
    wins: Counter[str] = Counter()
    personal: Counter[str] = Counter()
    by_players: dict[int, Counter[str]] = defaultdict(Counter)
    by_set: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)
    set_of: dict[tuple[str, str, str], dict[str, Any]] = {}
    # A set is known by its scenario's id and cards, with or without the scenario's own name
    # (a game recorded before the record kept it has none): the newest game's name is shown.
    named: dict[tuple[str, str, str], tuple[str, str]] = {}  # (created, name)
    nights = 0
    for _, scenario, edition, header, players, length, winners, name, created in rows:
        won = json.loads(winners)
        ended = won[0] if won else "draw"
        wins[ended] += 1
        for team in won[1:]:
            personal[team] += 1
        by_players[players][ended] += 1
        by_players[players]["games"] += 1
        roles = json.loads(header)["roles"]
        key = (edition, scenario or "", json.dumps(roles, sort_keys=True))
        set_of[key] = {"edition": edition, "scenario": scenario, "roles": roles}
        if name and (key not in named or created >= named[key][0]):
            named[key] = (created, name)
        by_set[key][ended] += 1
        by_set[key]["games"] += 1
        nights += length
    games = len(rows)
    return {
        "group": group,
        "games": games,
        "wins": dict(wins.most_common()),
        "personal_wins": dict(personal.most_common()),
        "nights_mean": round(nights / games, 2) if games else None,
        "by_players": [{"players": n, **_counted(c)} for n, c in sorted(by_players.items())],
        "by_set": [{**set_of[k], "scenario_name": named[k][1] if k in named else None,
                    **_counted(c)}
                   for k, c in sorted(by_set.items(), key=lambda kv: (-kv[1]["games"], kv[0]))],
        "roles": _roles(db, group),
        "players": _players(db, group),
    }


def _counted(counts: Counter[str]) -> dict[str, Any]:
    games = counts["games"]
    return {"games": games,
            "wins": {team: n for team, n in counts.most_common() if team != "games"}}


HOLDERS = ("FROM holders JOIN games ON games.id = game_id JOIN groups ON groups.id = group_id "
           "WHERE groups.name = ? AND left_village = 0")


def _roles(db: sqlite3.Connection, group: str) -> list[dict[str, Any]]:
    """Each card's holders: how many held it, how many of them won, and the share."""
    found = db.execute(f"SELECT role, COUNT(*), SUM(won) {HOLDERS} GROUP BY role",
                       (group,)).fetchall()
    return [{"role": role, "held": held, "won": won, "win_rate": round(won / held, 4)}
            for role, held, won in sorted(found, key=lambda r: (-r[1], r[0]))]


def _players(db: sqlite3.Connection, group: str) -> list[dict[str, Any]]:
    """Per player name: games, wins and the cards they held (kept on this machine only)."""
    found = db.execute(f"SELECT holders.name, role, COUNT(*), SUM(won) {HOLDERS} "
                       "GROUP BY holders.name, role",
                       (group,)).fetchall()
    people: dict[str, dict[str, Any]] = {}
    for name, role, held, won in found:
        person = people.setdefault(name, {"name": name, "games": 0, "wins": 0, "roles": {}})
        person["games"] += held
        person["wins"] += won
        person["roles"][role] = held
    for person in people.values():
        person["roles"] = dict(sorted(person["roles"].items(), key=lambda kv: (-kv[1], kv[0])))
    return sorted(people.values(), key=lambda p: (-p["games"], p["name"]))
