"""Who each player is at the end of a One Night game: role, party, werewolf or vampire.

One Night rulebook, in the order the night applies them: the card in front of the player
("Swapped Role Cards and Tokens"); a Mimic or Assassin card that lay in the middle at the start
counts as a plain villager (Roles — Mimic, Assassin); the Mimic's card is the role the Mimic took
on, the Ghost Hunter's the role he transformed into; the Vampire token makes its holder a vampire
(Roles — Vampire; Special Cases: "Werewolf with Vampire token"); an artifact (Curator, placed
last in the night, looked at at the start of the Day) makes its holder a werewolf, vampire,
villager or Tanner "no matter which role card lies in front of you" and switches off the
role's vote ability. Renfield belongs to the Vampire clan, but to the Village when no vampire
is among the players (Roles — Renfield).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from notepad.catalog.models import Role
from notepad.language import mark
from notepad.onenight.table import Table

Party = Literal["village", "werewolf", "vampire", "tanner", "assassin"]
# Messages: said with `translated` (the vote's path, the result screen's headline).
PARTY_NAMES: dict[str, str] = {
    "village": mark("the Village"),
    "werewolf": mark("the Werewolf pack"),
    "vampire": mark("the Vampire clan"),
    "tanner": mark("the Tanner"),
    "assassin": mark("the Assassin"),
}
# Roles whose ability works in the vote (Bodyguard, Hunter, The Master).
VOTE_ABILITIES = ("bodyguard", "hunter", "the_master")
# Roles — Curator: "Claw …, Bite …, Brand … or Club …: these roles lose their special ability
# that they had during the vote".
ROLE_ARTIFACTS: dict[str, tuple[Party, str]] = {
    "claw": ("werewolf", "the Claw of the Werewolf makes them a werewolf"),
    "bite": ("vampire", "the Bite of the Vampire makes them a vampire"),
    "brand": ("village", "the Brand of the Villager makes them a villager"),
    "club": ("tanner", "the Club of the Tanner makes them the Tanner"),
}


@dataclass(frozen=True, slots=True)
class Identity:
    name: str
    card: str
    role: str  # the role the card counts as
    party: Party
    werewolf: bool
    vampire: bool
    vote_ability: str | None  # "bodyguard", "hunter", "the_master" or None
    token: str | None
    votes_for: str
    notes: tuple[str, ...] = ()

    @property
    def monster(self) -> bool:
        return self.werewolf or self.vampire


def _party_of(role: Role) -> Party:
    team = str(role.team)
    if team in ("village", "werewolf", "vampire", "tanner", "assassin"):
        return team  # type: ignore[return-value]
    return "village"


def identities(table: Table, known: Mapping[str, Role]) -> list[Identity]:
    """Each player's identity at the end, in seat order, with the reasons as notes."""
    found: list[Identity] = []
    for player in table.player:
        notes: list[str] = []
        role_id = player.card
        card_name = known[player.card].name
        if player.card in ("mimic", "assassin") and player.from_middle:
            role_id = "villager"
            notes.append(
                f"{player.name}'s {card_name} card came from the middle: it counts as a plain "
                "villager without ability"
            )
        elif player.acts_as is not None:
            role_id = player.acts_as
            verb = "took on" if player.card == "mimic" else "turned into"
            notes.append(f"{player.name}'s {card_name} {verb} the {known[role_id].name}")
        role = known[role_id]
        party = _party_of(role)
        werewolf = role.pack == "werewolves"
        vampire = role.pack == "vampires"
        ability = role_id if role_id in VOTE_ABILITIES else None
        if player.token == "vampire":
            party, werewolf, vampire = "vampire", False, True
            notes.append(f"{player.name} has the Vampire token and is a vampire")
        if player.artifact in ROLE_ARTIFACTS:
            party, reason = ROLE_ARTIFACTS[player.artifact]
            werewolf, vampire = party == "werewolf", party == "vampire"
            notes.append(f"{player.name}: {reason}")
            if ability is not None:
                notes.append(f"{player.name}'s {known[ability].name} loses the vote ability")
                ability = None
        found.append(
            Identity(
                player.name,
                player.card,
                role_id,
                party,
                werewolf,
                vampire,
                ability,
                player.token,
                player.votes_for,
                tuple(notes),
            )
        )
    if not any(i.vampire for i in found):
        # Roles — Renfield: "Are there no vampires in the game …? Then Renfield is part of the
        # Village."
        found = [
            _with(
                i,
                party="village",
                note=f"{i.name} (Renfield) joins the Village: no vampire is among the players",
            )
            if i.party == "vampire" and not i.vampire
            else i
            for i in found
        ]
    return found


def _with(identity: Identity, *, party: Party, note: str) -> Identity:
    return Identity(
        identity.name,
        identity.card,
        identity.role,
        party,
        identity.werewolf,
        identity.vampire,
        identity.vote_ability,
        identity.token,
        identity.votes_for,
        (*identity.notes, note),
    )


def parties_among(people: list[Identity]) -> set[str]:
    """The three battle parties represented among the players (Epic Battles): the Village, the
    Werewolf pack (werewolves) and the Vampire clan (vampires)."""
    among: set[str] = set()
    for person in people:
        if person.werewolf:
            among.add("werewolf")
        elif person.vampire:
            among.add("vampire")
        elif person.party == "village":
            among.add("village")
    return among
