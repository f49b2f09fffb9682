"""The report's pictures, where people look rather than read (issue 31, item 9): the seat
circle with every role and fate, the number alive per team night by night, and the votes day
by day. SVG made here as text (no library, no script: the page prints and opens anywhere);
every name is escaped. Headless (docs/design.md, Layers)."""

from __future__ import annotations

import math
from html import escape

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.players import Player
from notepad.engine.reveal import team_name as said_team
from notepad.engine.state import GameState
from notepad.language import gettext
from notepad.table.event_words import Entry, Record, role_name

TEAM_COLOURS = {"village": "#2e7d32", "werewolf": "#c62828", "lone_wolf": "#8e0000",
                "vampire": "#6a1b9a", "cult": "#ef6c00", "tanner": "#6d4c41",
                "bandit": "#37474f"}
OTHER_COLOUR = "#607d8b"
VOTE_EVENTS = (ev.Nominate, ev.Vote, ev.DoubleVote, ev.Ballot, ev.Vouch, ev.MartyrChoice,
               ev.MayorElected)


def team_name(team: str) -> str:
    """The team's name in a legend: the Lone Wolf apart from the pack it "counts as"."""
    if team == "lone_wolf":
        return gettext("Lone Wolf")
    return said_team(team)


def _short_when(when: str) -> str:
    """"night 3" → "N3", "day 2" → "D2"."""
    kind, _, number = when.partition(" ")
    if kind == "night" and number:
        return gettext("N{number}", number=number)
    if kind == "day" and number:
        return gettext("D{number}", number=number)
    return f"{kind[:1].upper()}{number}" if number else when


def seat_circle(state: GameState) -> str:
    """Every seat round a circle, as the table sat: a dot in the team's colour (hollow for
    the dead), the seat, the name, the role and, for the dead, when they died."""
    players = sorted(state.players.values(), key=lambda p: p.seat)
    count = max(len(players), 1)
    size, radius = 1000, 270
    centre = size / 2
    font = 15 if count <= 20 else 13 if count <= 40 else 11
    title = gettext("The seats round the table: each player's role and fate")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" '
           f'role="img" aria-labelledby="seats-title" class="picture seats">',
           f'<title id="seats-title">{escape(title, quote=False)}</title>',
           f'<circle cx="{centre}" cy="{centre}" r="{radius}" fill="none" stroke="#ccc"/>']
    for index, player in enumerate(players):
        angle = -math.pi / 2 + 2 * math.pi * index / count  # seat 1 at the top, clockwise
        x, y = centre + radius * math.cos(angle), centre + radius * math.sin(angle)
        colour = TEAM_COLOURS.get(state.team_of(player), OTHER_COLOUR)
        dead = player.died is not None
        fill = "#fff" if dead else colour
        label = f"{player.seat} {player.name} · {_role(state, player)}"
        if dead and player.died is not None:
            label += f" · † {_short_when(player.died.when)}"
        degrees = math.degrees(angle)
        left = math.cos(angle) < -1e-9  # the left half: turned over to read upright
        turn = degrees + 180 if left else degrees
        lx, ly = centre + (radius + 16) * math.cos(angle), centre + (radius + 16) * math.sin(angle)
        anchor = "end" if left else "start"
        tone = "#777" if dead else "#111"
        out.append(f'<g><title>{escape(label)}</title>'
                   f'<circle cx="{x:.1f}" cy="{y:.1f}" r="8" fill="{fill}" stroke="{colour}" '
                   f'stroke-width="3"/>'
                   f'<text x="{lx:.1f}" y="{ly:.1f}" font-size="{font}" fill="{tone}" '
                   f'text-anchor="{anchor}" dominant-baseline="middle" '
                   f'transform="rotate({turn:.1f} {lx:.1f} {ly:.1f})">{escape(label)}</text></g>')
    out += _legend(state, centre)
    out.append("</svg>")
    return "".join(out)


def _role(state: GameState, player: Player) -> str:
    return role_name(state, player.role) if player.role else "?"


def _legend(state: GameState, centre: float) -> list[str]:
    """The teams in the middle of the circle: alive of all, the winners marked."""
    teams: dict[str, list[Player]] = {}
    for player in state.players.values():
        teams.setdefault(state.team_of(player), []).append(player)
    lines = []
    top = centre - 14 * len(teams)
    for row, (team, members) in enumerate(sorted(teams.items(), key=lambda t: -len(t[1]))):
        alive = sum(1 for p in members if p.died is None)
        words = gettext("{team}: {alive} of {count} alive — won", team=team_name(team),
                        alive=alive, count=len(members)) if team in state.winners else \
            gettext("{team}: {alive} of {count} alive", team=team_name(team), alive=alive,
                    count=len(members))
        y = top + 28 * row
        colour = TEAM_COLOURS.get(team, OTHER_COLOUR)
        lines.append(f'<circle cx="{centre - 120}" cy="{y}" r="8" fill="{colour}"/>'
                     f'<text x="{centre - 104}" y="{y}" font-size="18" '
                     f'dominant-baseline="middle">{escape(words)}</text>')
    return lines


def alive_by_team(game: Game) -> tuple[list[str], dict[str, list[int]]]:
    """After each phase ("N1", "D1", "N2" …), how many of each team were alive (each player
    counted in the team they ended in)."""
    state = game.state
    last = state.number * 2 - (state.phase == "night")
    phases = [gettext("N{number}", number=(step + 1) // 2) if step % 2 else
              gettext("D{number}", number=(step + 1) // 2) for step in range(1, last + 1)]
    counts: dict[str, list[int]] = {}
    for player in state.players.values():
        died = _step(player.died.when) if player.died is not None else None
        row = counts.setdefault(state.team_of(player), [0] * len(phases))
        for step in range(len(phases)):
            if died is None or died > step + 1:
                row[step] += 1
    return phases, counts


def _step(when: str) -> int:
    """"night 3" → 5, "day 3" → 6: the phases in order; anything else before the first."""
    kind, _, number = when.partition(" ")
    if not number.isdigit():
        return 0
    return int(number) * 2 - (kind == "night")


def alive_chart(game: Game) -> str:
    """The number alive per team, phase by phase: one line per team."""
    phases, counts = alive_by_team(game)
    width, height, left, bottom, top, right = 900, 320, 44, 40, 16, 150
    most = max([max(row) for row in counts.values() if row] or [1])
    steps = max(len(phases) - 1, 1)
    title = gettext("How many of each team were alive, night by night")

    def x(step: int) -> float:
        return left + (width - left - right) * step / steps

    def y(value: int) -> float:
        return top + (height - top - bottom) * (1 - value / most)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
           'role="img" aria-labelledby="alive-title" class="picture chart">',
           f'<title id="alive-title">{escape(title, quote=False)}</title>',
           f'<line x1="{left}" y1="{y(0)}" x2="{x(steps)}" y2="{y(0)}" stroke="#999"/>',
           f'<line x1="{left}" y1="{top}" x2="{left}" y2="{y(0)}" stroke="#999"/>']
    for value in sorted({0, most // 2, most}):
        out.append(f'<text x="{left - 6}" y="{y(value):.1f}" font-size="12" '
                   f'text-anchor="end" dominant-baseline="middle">{value}</text>')
    every = max(1, math.ceil(len(phases) / 16))
    for step, phase in enumerate(phases):
        if step % every == 0 or step == len(phases) - 1 and step % every > every / 2:
            out.append(f'<text x="{x(step):.1f}" y="{height - bottom + 18}" font-size="12" '
                       f'text-anchor="middle">{phase}</text>')
    for row, (team, values) in enumerate(sorted(counts.items(), key=lambda t: -t[1][0]
                                                if t[1] else 0)):
        colour = TEAM_COLOURS.get(team, OTHER_COLOUR)
        points = " ".join(f"{x(s):.1f},{y(v):.1f}" for s, v in enumerate(values))
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" '
                   f'stroke-width="3"/>')
        out.append(f'<text x="{width - right + 12}" y="{top + 10 + 20 * row}" font-size="14" '
                   f'fill="{colour}">{escape(team_name(team))}: '
                   f'{values[-1] if values else 0}</text>')
    out.append("</svg>")
    return "".join(out)


def votes_by_day(state: GameState, record: Record) -> list[list[str]]:
    """Each day's accusations, votes and their results in words, one row a day:
    [day, what happened]; a vote's hands as counts (the event list names every hand)."""
    days: dict[str, list[str]] = {}
    for entry in record.entries:
        if entry.when.startswith("day ") and isinstance(entry.event, VOTE_EVENTS):
            days.setdefault(entry.when.removeprefix("day ").strip(), []).append(
                _vote_words(state, entry))
    return [[day, "; ".join(lines)] for day, lines in days.items()]


def _vote_words(state: GameState, entry: Entry) -> str:
    event = entry.event
    if not isinstance(event, ev.Vote):
        return entry.text
    up = event.execute_total if event.execute_total is not None else len(event.execute)
    down = event.spare_total if event.spare_total is not None else len(event.spare)
    name = state.players[event.nominee].name if event.nominee in state.players else "?"
    words = gettext("vote on {name}: {execute} to execute, {spare} to spare", name=name,
                    execute=up, spare=down)
    if entry.deaths:
        return gettext("{words} → died: {deaths}", words=words, deaths="; ".join(entry.deaths))
    return words
