"""The One Night result screen's words (One Night, Who Has Won): the winners' headline, a
list of names, a player as 'Cleo (Mimic as Witch)', in the language spoken
(notepad/language.py); the screen places them. The deaths' causes and the check's path are
the rules' own sentences (notepad/onenight/vote.py, winner.py)."""

from __future__ import annotations

from notepad.catalog.models import Role
from notepad.catalog.spoken import spoken_name
from notepad.language import gettext, mark, ngettext, translated
from notepad.onenight.parties import PARTY_NAMES, Identity

# The parties as the headline names them (onenight/parties.py PARTY_NAMES, said).
PARTIES = {"village": mark("the Village"), "werewolf": mark("the Werewolf pack"),
           "vampire": mark("the Vampire clan"), "tanner": mark("the Tanner"),
           "assassin": mark("the Assassin")}


def party(party_id: str) -> str:
    if party_id in PARTIES:
        return translated(PARTIES[party_id])
    return PARTY_NAMES.get(party_id, party_id)


def said(names: list[str]) -> str:
    """'Anna', 'Anna and Ben', 'Anna, Ben and Cleo'; 'nobody' for none."""
    if not names:
        return gettext("nobody")
    if len(names) == 1:
        return names[0]
    return gettext("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def headline(parties: list[str], players: list[str]) -> str:
    """The winners in one or two lines: parties, then players."""
    if not parties:
        return gettext("NOBODY WINS")
    named = said([party(p) for p in parties]).upper()
    won = ngettext("{parties} WINS", "{parties} WIN", len(parties), parties=named)
    return won + "\n" + (said(players) if players else gettext("no player"))


def who(name: str, card: str, role: str, known: dict[str, Role]) -> str:
    """'Cleo (Mimic as Witch)' or 'Anna (Werewolf)'."""
    card_name = spoken_name(known[card], "onenight") if card in known else card
    if role != card:
        role_name = spoken_name(known[role], "onenight") if role in known else role
        return gettext("{name} ({card} as {role})", name=name, card=card_name, role=role_name)
    return gettext("{name} ({card})", name=name, card=card_name)


def person(identity: Identity, known: dict[str, Role]) -> str:
    return who(identity.name, identity.card, identity.role, known)


def votes_line(votes: str) -> str:
    """The votes each player got ('Anna: 2, Ben: 1'), as the screen wrote them."""
    return gettext("Votes: {votes}", votes=votes)
