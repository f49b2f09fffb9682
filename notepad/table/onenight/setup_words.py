"""The One Night setup screen's words (One Night, Setup; Roles — Curator, Alpha Wolf; Game
Master Sheet): the setup list and the script's headings, in the language spoken
(notepad/language.py), as lines of Textual markup. The screen hands in its `escape` (what the
catalogue or the moderator wrote is shown as it is)."""

from __future__ import annotations

from collections.abc import Callable

from notepad.catalog.models import Role
from notepad.catalog.spoken import spoken_name
from notepad.language import gettext, mark, translated
from notepad.onenight.script import (
    ARTIFACT_NAMES,
    LARGE_GROUP,
    Script,
    discussion_seconds,
)
from notepad.table.onenight.cues import clock

PHASES = {"twilight": mark("Twilight"), "night": mark("Night"), "day": mark("Day")}


def setup_lines(script: Script, known: dict[str, Role], minutes: float | None,
                escape: Callable[[str], str]) -> list[str]:
    """The setup list, a line of markup each."""
    setup = script.setup
    cards = sum(script.roles.values())

    def name(role: str) -> str:
        return spoken_name(known[role], "onenight")

    lines = [gettext("[b]{players} players, {cards} cards[/b] ({players} + 3 in the middle)",
                     players=setup.players, cards=cards)]
    markers = ", ".join(
        gettext("{n} × {role}", n=n, role=name(r)) if n > 1 else name(r)
        for r, n in sorted(setup.role_markers.items(), key=lambda item: name(item[0]))
    )
    lines.append(gettext("[b]Role markers[/b] face up: {markers}",
                         markers=escape(markers) or gettext("none yet")))
    if setup.board_tokens:
        tokens = ", ".join(gettext("{n} × {role}", n=n, role=t.capitalize())
                           for t, n in setup.board_tokens.items())
        lines.append(gettext("[b]Token board[/b], face down: {tokens}", tokens=tokens))
        lines.append(gettext("[b]Each player[/b]: {n} Certainty token, face down",
                             n=setup.certainty_per_player))
    else:
        lines.append(gettext("[b]Symbol tokens[/b]: none (no role of the set uses them)"))
    if setup.artifacts:
        names = ", ".join(ARTIFACT_NAMES[a] for a in setup.artifacts)
        lines.append(gettext("[b]Artifacts[/b] for the Curator: {names}", names=names))
    if setup.extra_card:
        names = either([name(r) for r in setup.extra_card])
        lines.append(gettext("[b]Alpha Wolf's extra card[/b] beside the middle: {names}",
                             names=names))
    if minutes is not None:
        why = gettext("set by you")
    elif setup.players >= LARGE_GROUP:
        why = gettext("{n} or more players", n=LARGE_GROUP)
    elif setup.discussion_seconds < discussion_seconds(setup.players):
        why = gettext("a new group")
    else:
        why = gettext("the rulebook's 5 minutes")
    lines.append(gettext("[b]Discussion[/b]: {clock} ({why})",
                         clock=clock(setup.discussion_seconds), why=why))
    if setup.warnings:
        lines.append("")
        lines += [f"[yellow]! {escape(w['message'])}[/yellow]" for w in setup.warnings]
    return lines


def either(names: list[str]) -> str:
    """'Werewolf or Dream Wolf': the cards one of which lies there."""
    said = names[0] if names else ""
    for name in names[1:]:
        said = gettext("{names} or {last}", names=said, last=name)
    return said


def phase_heading(phase: str) -> str:
    """A phase of the script as its heading: 'Night'."""
    return translated(PHASES[phase]) if phase in PHASES else phase.capitalize()


def wait_line(seconds: int) -> str:
    return gettext("[dim]… wait {n} seconds …[/dim]", n=seconds)


def round_title(name: str, players: int) -> str:
    """The setup screen's subtitle: the set's name, the game and the head count."""
    return gettext("{name} — One Night, {n} players", name=name, n=players)
