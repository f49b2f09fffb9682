"""The One Night final table screen's words (One Night, Vote; Swapped Role Cards and Tokens;
Roles — Mimic, Assassin, Ghost Hunter, Curator): its columns, its hint, its questions and its
refusals, in the language spoken (notepad/language.py); the screen places them."""

from __future__ import annotations

from notepad.language import gettext, mark, ngettext, translated

COLUMNS = [
    ("#", "seat"),
    (mark("Player"), "name"),
    (mark("Card"), "card"),
    (mark("Token"), "token"),
    (mark("Artifact"), "artifact"),
    (mark("Mid"), "from_middle"),
    (mark("As"), "acts_as"),
    (mark("Points at"), "votes_for"),
]

# What a middle card has not, by the key pressed on its row (the screen's _seat).
MIDDLE_HAS_NO = {
    "token": mark("The middle cards have no token"),
    "artifact": mark("The middle cards have no artifact"),
    "start in the middle": mark("The middle cards have no start in the middle"),
    "role to act as": mark("The middle cards have no role to act as"),
    "vote": mark("The middle cards have no vote"),
}


def columns() -> list[tuple[str, str]]:
    return [(translated(label), key) for label, key in COLUMNS]


def hint(seats: int) -> str:
    """The keys of the table, in a line that fits 80 columns; seat 10 is typed as 0."""
    if seats >= 10:
        return gettext("Enter picks the card · a digit: whom they pointed at (0: seat 10) · "
                       "letters: the keys below")
    return gettext("Enter picks the card · a digit: whom they pointed at · letters: the keys "
                   "below")


def middle_row(number: int, alpha: bool) -> str:
    """A middle card's row: 'Middle 2', or the Alpha Wolf's extra card beside the middle."""
    if alpha:
        return gettext("Alpha's extra {number}", number=number)
    return gettext("Middle {number}", number=number)


def middle_has_no(what: str) -> str:
    return translated(MIDDLE_HAS_NO[what]) if what in MIDDLE_HAS_NO else what


def still_to_enter(cards: int, votes: int) -> str:
    return gettext("Still to enter: {cards} card(s) and {votes} vote(s)", cards=cards,
                   votes=votes)


def not_saved(error: object) -> str:
    return gettext("Could not save the final table: {error}", error=error)


def card_question(label: str) -> str:
    return gettext("{label}: which card?", label=label)


def middle_card(number: int) -> str:
    return gettext("Middle card {number}", number=number)


def token_question(name: str) -> str:
    return gettext("{name}: which symbol token?", name=name)


def artifact_question(name: str) -> str:
    return gettext("{name}: which artifact lies on the card?", name=name)


def counts_as_it_is(card: str | None) -> str:
    """'f' on the row of a card that counts alike wherever it lay (Roles — Mimic, Assassin)."""
    if card is None:
        return gettext("Only a Mimic or Assassin card that lay in the middle counts otherwise "
                       "(a plain villager: Roles — Mimic, Assassin); this player's card is "
                       "what it is wherever it lay")
    return gettext("Only a Mimic or Assassin card that lay in the middle counts otherwise (a "
                   "plain villager: Roles — Mimic, Assassin); {card} is what it is wherever it "
                   "lay", card=card)


def acts_as_question(name: str, card: str) -> str:
    if card == "mimic":
        return gettext("{name}: which role did the Mimic take on?", name=name)
    return gettext("{name}: what did the Ghost Hunter turn into?", name=name)


def pointed_at(name: str) -> str:
    return gettext("{name} pointed at …", name=name)


def no_seat(number: int) -> str:
    return gettext("There is no seat {number}", number=number)


def to_fix_first(n: int) -> str:
    return ngettext("{n} thing(s) to fix first: see below the table",
                    "{n} thing(s) to fix first: see below the table", n)
