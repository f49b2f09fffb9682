"""The group's statistics as lines of text, 80 columns wide (`werewolf-notepad stats`)."""

from __future__ import annotations

from typing import Any


def _wins(wins: dict[str, int], games: int) -> str:
    return ", ".join(f"{team} {n} ({n / games:.0%})" for team, n in wins.items()) or "none"


def _set_name(entry: dict[str, Any]) -> str:
    if entry["scenario"]:
        return str(entry["scenario"])
    cards = sorted(entry["roles"].items(), key=lambda kv: (-kv[1], kv[0]))
    return ", ".join(f"{n} {role}" for role, n in cards)


def statistics_lines(data: dict[str, Any], players: int = 20) -> list[str]:
    """The statistics of `statistics.statistics`; the `players` most frequent names."""
    games = data["games"]
    if not games:
        return [f"{data['group']}: no finished game recorded yet (werewolf-notepad stats "
                "import LOG... records one)"]
    lines = [f"{data['group']}: {games} game{'s' if games != 1 else ''}, "
             f"{data['nights_mean']:.1f} nights on average",
             f"  wins: {_wins(data['wins'], games)}"]
    if data["personal_wins"]:
        lines.append("  personal wins beside them: " + ", ".join(
            f"{team} {n}" for team, n in data["personal_wins"].items()))
    lines.append("  by head count:")
    for entry in data["by_players"]:
        lines.append(f"    {entry['players']:>2} players  {entry['games']:>4} games  "
                     f"{_wins(entry['wins'], entry['games'])}")
    lines.append("  by set:")
    for entry in data["by_set"][:10]:
        name = _set_name(entry)
        name = name if len(name) <= 40 else name[:39] + "…"
        lines.append(f"    {name:<40} {entry['games']:>4} games  village "
                     f"{entry['wins'].get('village', 0) / entry['games']:.0%}")
    lines.append("  each role's holders:")
    for entry in data["roles"]:
        lines.append(f"    {entry['role']:<20} {entry['held']:>5} held  {entry['won']:>5} won "
                     f"({entry['win_rate']:.0%})")
    lines.append("  players (kept on this machine only):")
    for person in data["players"][:players]:
        roles = ", ".join(f"{role} {n}" for role, n in list(person["roles"].items())[:3])
        text = (f"    {person['name'][:20]:<20} {person['games']:>4} games {person['wins']:>4} "
                f"wins  {roles}")
        lines.append(text if len(text) <= 80 else text[:79] + "…")
    if len(data["players"]) > players:
        lines.append(f"    … and {len(data['players']) - players} more (--json lists all)")
    return lines
