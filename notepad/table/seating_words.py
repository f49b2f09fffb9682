"""The seating screen's words that carry a name of the game (a card, a group, an error), in
the language spoken (notepad/language.py); its fixed labels stay with the screen."""

from __future__ import annotations

from notepad.catalog.models import Role
from notepad.catalog.spoken import spoken_name
from notepad.language import gettext


def first_group() -> str:
    """The group offered before any group was named (record/groups.py FIRST_GROUP), in the
    language spoken: it becomes the group's name once a game is started with it."""
    return gettext("my group")


def card_name(role: Role | None, role_id: str, edition: str, charm: bool) -> str:
    """A seat's card in the seats' table: the role's name spoken (catalog/spoken.py), and the
    Charm beside it where the seat drew it (Ultimate, Rule Variants — The Charm)."""
    name = spoken_name(role, edition) if role is not None else role_id
    return gettext("{role} + Charm", role=name) if charm else name


def group_refused(error: object) -> str:
    """Why the group typed cannot be one (the record's reason)."""
    return gettext("the group: {error}", error=error)


def group_not_kept(error: object) -> str:
    return gettext("The group was not kept ({error}): the game's end records it into the "
                   "group used before", error=error)
