"""The group's statistics as lines of text, 80 columns wide (`werewolf-notepad stats`), in the
language spoken (notepad/language.py); the teams and roles by their ids, as `--json` has them."""

from __future__ import annotations

from typing import Any

from notepad.language import gettext, ngettext
from notepad.table.record_words import set_name


def _wins(wins: dict[str, int], games: int) -> str:
    return ", ".join(f"{team} {n} ({n / games:.0%})" for team, n in wins.items()) or \
        gettext("none")


def statistics_lines(data: dict[str, Any], players: int = 20) -> list[str]:
    """The statistics of `statistics.statistics`; the `players` most frequent names."""
    games = data["games"]
    if not games:
        return [gettext("{group}: no finished game recorded yet (werewolf-notepad stats "
                        "import LOG... records one)", group=data["group"])]
    lines = [ngettext("{group}: {n} game, {nights:.1f} nights on average",
                      "{group}: {n} games, {nights:.1f} nights on average", games,
                      group=data["group"], nights=data["nights_mean"]),
             gettext("  wins: {wins}", wins=_wins(data["wins"], games))]
    if data["personal_wins"]:
        lines.append(gettext("  personal wins beside them: {wins}", wins=", ".join(
            f"{team} {n}" for team, n in data["personal_wins"].items())))
    lines.append(gettext("  by head count:"))
    for entry in data["by_players"]:
        lines.append(gettext("    {players:>2} players  {games:>4} games  {wins}",
                             players=entry["players"], games=entry["games"],
                             wins=_wins(entry["wins"], entry["games"])))
    lines.append(gettext("  by set:"))
    for entry in data["by_set"][:10]:
        name = set_name(entry, 40)
        lines.append(gettext("    {name:<40} {games:>4} games  village {village:.0%}",
                             name=name, games=entry["games"],
                             village=entry["wins"].get("village", 0) / entry["games"]))
    lines.append(gettext("  each role's holders:"))
    for entry in data["roles"]:
        lines.append(gettext("    {role:<20} {held:>5} held  {won:>5} won ({rate:.0%})",
                             role=entry["role"], held=entry["held"], won=entry["won"],
                             rate=entry["win_rate"]))
    lines.append(gettext("  players (kept on this machine only):"))
    for person in data["players"][:players]:
        roles = ", ".join(f"{role} {n}" for role, n in list(person["roles"].items())[:3])
        text = gettext("    {name:<20} {games:>4} games {wins:>4} wins  {roles}",
                       name=person["name"][:20], games=person["games"], wins=person["wins"],
                       roles=roles)
        lines.append(text if len(text) <= 80 else text[:79] + "…")
    if len(data["players"]) > players:
        lines.append(gettext("    … and {more} more (--json lists all)",
                             more=len(data["players"]) - players))
    return lines
