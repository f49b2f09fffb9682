"""Why the builder's live win rate shows no figure, or leaves games out (docs/record.md, The
builder's live win rate). Each is a whole clause: the panel says it after "Live win rate: "
(notepad/table/live_words.py) or on a line of its own."""

from __future__ import annotations

from notepad.language import gettext, ngettext


def cards_off() -> str:
    """The cards do not match the head count: a figure would be of another head count. Short,
    to fit the panel's line (a block that wraps onto one line more lays the screen out again
    at every key in and out of it); the card count's warning says by how many."""
    return gettext("none, the card count is off")


def games_left_out(n: int, why: str) -> str:
    """Games the simulator could not play to the end: its policy chose a move the rules
    refuse (a bug of the simulator's, said with the validator's words)."""
    return ngettext("{n} game left out: the simulator chose a move the rules refuse ({why})",
                    "{n} games left out: the simulator chose a move the rules refuse ({why})",
                    n, why=why)


def one_night() -> str:
    return gettext("One Night has none (it is one night)")


def no_cards() -> str:
    return gettext("no cards yet")


def unplayable(why: object) -> str:
    """The simulator cannot set the set up, or a rule stopped its games: the reason."""
    return gettext("none ({why})", why=why)
