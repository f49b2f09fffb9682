"""The sentences of the screens around a game that carry something (an error, an address, a
count): the statistics screen, the room dialog (F12), the correction dialogs, One Night's and
the simultaneous villages' screens, in the language spoken (notepad/language.py). Their fixed
labels stay with the screens, through gettext."""

from __future__ import annotations

from notepad.language import gettext
from notepad.table.onenight.setup_words import phase_heading

# The statistics screen ------------------------------------------------------------------


def record_unreadable(error: object) -> str:
    return gettext("The record cannot be read: {error}. The session logs are kept; "
                   "`werewolf-notepad stats rebuild` reads them again.", error=error)


# The room dialog ------------------------------------------------------------------------


def call_seconds_label(most: int) -> str:
    return gettext("Minimum seconds per call (0–{most})", most=most)


def board_following(url: str, followed: str, this: str) -> str:
    """The board was started in another village or game than the one the dialog is of."""
    return gettext("Board: {url}, following {followed}, not this game ({this}): stop it, then "
                   "serve it again to follow this one", url=url, followed=followed, this=this)


def board_at(url: str) -> str:
    return gettext("Board: {url}  (or: werewolf-notepad board --latest)", url=url)


def board_not_started(error: object) -> str:
    return gettext("The board could not start: {error}", error=error)


def not_a_number(what: str, text: str) -> str:
    """A room setting that takes a whole number was given something else."""
    return gettext("{what}: enter a whole number, not {text}", what=what, text=repr(text))


# One Night's screens ----------------------------------------------------------------------

def where(phase: str, title: str, step: int, steps: int) -> str:
    """The script's place: 'Night · (5) Seer · step 4 of 8'; the Day's own call once: 'Day ·
    step 7 of 8' (`title` escaped by the screen where it is markup)."""
    said = phase_heading(phase)
    if title == said:
        return gettext("{phase} · step {step} of {steps}", phase=said, step=step, steps=steps)
    return gettext("{phase} · {title} · step {step} of {steps}", phase=said, title=title,
                   step=step, steps=steps)


def eyes_closed_for(seconds: int) -> str:
    return gettext("then eyes closed for {n} seconds", n=seconds)


def not_minutes(text: str) -> str:
    return gettext("'{text}' is not a number of minutes", text=text)


def minutes_out_of_range(most: int) -> str:
    return gettext("The discussion needs more than 0 and at most {most} minutes", most=most)
