"""Turning what the moderator types into seats: "4", "4 12", "ha" (the first letters of a
name), "4, mar". Headless, so the tests pin it without a screen. The problems are said in the
language spoken (notepad/language.py)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from notepad.language import gettext


@dataclass(frozen=True)
class Candidate:
    seat: int
    name: str


@dataclass(frozen=True)
class Picked:
    seats: tuple[int, ...]
    problem: str = ""  # what the moderator must fix: an unknown seat, an unclear name


def matches(candidates: Iterable[Candidate], word: str) -> list[Candidate]:
    """Candidates whose seat is `word`, or whose name (or a word of it) starts with it."""
    word = word.strip().lower()
    if not word:
        return []
    if word.isdigit():
        return [c for c in candidates if c.seat == int(word)]
    found = []
    for candidate in candidates:
        words = candidate.name.lower().split()
        if candidate.name.lower().startswith(word) or any(w.startswith(word) for w in words):
            found.append(candidate)
    return found


def pick(candidates: list[Candidate], text: str) -> Picked:
    """Every word of `text` must name exactly one candidate."""
    seats: list[int] = []
    for word in re.split(r"[\s,;]+", text.strip()):
        if not word:
            continue
        found = matches(candidates, word)
        if not found:
            problem = gettext("no player with seat '{word}'", word=word) if word.isdigit() \
                else gettext("no player with name starting with '{word}'", word=word)
            return Picked(tuple(seats), problem)
        if len(found) > 1:  # a whole name picks its player: "anna" beside Anna2 and Anna3
            found = [c for c in found if c.name.lower() == word.lower()] or found
        if len(found) > 1:
            names = ", ".join(f"{c.seat} {c.name}" for c in found[:4])
            return Picked(tuple(seats), gettext("'{word}' could be {names}: type more, or the "
                                                "seat", word=word, names=names))
        if found[0].seat not in seats:
            seats.append(found[0].seat)
    return Picked(tuple(seats))
