"""The final table of a One Night game, as revealed after the vote, loaded from TOML.

Each player's role card at the end (One Night rulebook, "Swapped Role Cards and Tokens": "the
card and token lying in front of the player count"), symbol token, artifact, and whom the
player pointed at; the middle cards. The format is documented in docs/onenight.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from notepad.catalog.errors import CatalogError, close_match, describe_validation
from notepad.catalog.models import Role

Token = Literal["certainty", "love", "plague", "bounty", "traitor", "vampire", "panic", "bat"]
Artifact = Literal["claw", "bite", "brand", "club", "mask", "cloak"]

# Setup: 20 symbol tokens — 12 Certainty, 2 Love, one each of the others.
TOKEN_LIMITS: dict[str, int] = {
    "certainty": 12,
    "love": 2,
    "plague": 1,
    "bounty": 1,
    "traitor": 1,
    "vampire": 1,
    "panic": 1,
    "bat": 1,
}

# Roles — Ghost Hunter: he transforms into "either the Tanner, a werewolf or a vampire".
GHOST_HUNTER_FORMS = "a werewolf, a vampire or the Tanner"


class Player(BaseModel):
    """One `[[player]]` table: what lies in front of the player when the cards are revealed."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    card: str = Field(description="role id of the card in front of the player at the end")
    token: Token | None = Field(default=None, description="symbol token at the end")
    artifact: Artifact | None = Field(default=None, description="artifact on the card")
    votes_for: str = Field(description="name of the player this player pointed at")
    from_middle: bool = Field(
        default=False, description="the card lay in the middle at the start of the game"
    )
    acts_as: str | None = Field(
        default=None,
        description="Mimic card: the role the Mimic took on; Ghost Hunter card: the role he "
        "transformed into",
    )


class Table(BaseModel):
    """A whole final-table file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    scenario: str = Field(default="", description="for the record only")
    middle: list[str] = Field(default_factory=list, description="role ids of the middle cards")
    player: list[Player] = Field(default_factory=list)

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.player]

    def parties_among(self, known: Mapping[str, Role]) -> set[str]:
        """Which of the Village, the Werewolf pack and the Vampire clan are among the players
        (Epic Battles), after tokens and artifacts (see notepad.onenight.parties)."""
        from notepad.onenight.parties import identities, parties_among

        return parties_among(identities(self, known))

    def by_name(self, name: str) -> Player:
        for player in self.player:
            if player.name == name:
                return player
        raise KeyError(name)


def table_problems(table: Table, known: Mapping[str, Role]) -> list[str]:
    """Everything in a table that does not fit the rulebook, one sentence each."""
    problems: list[str] = []
    if not 3 <= len(table.player) <= 10:
        problems.append(f"a One Night game has 3 to 10 players, this table has {len(table.player)}")
    names = [p.name for p in table.player]
    for name, count in Counter(names).items():
        if count > 1:
            problems.append(f"the name '{name}' is used by {count} players; names must differ")
    for player in table.player:
        where = f"player '{player.name}'"
        if player.card not in known:
            problems.append(
                f"{where}: unknown One Night role '{player.card}'{close_match(player.card, known)}"
            )
        if player.votes_for not in names:
            problems.append(
                f"{where}: votes_for '{player.votes_for}' is not a player at this table"
                f"{close_match(player.votes_for, names)}"
            )
        problems.extend(_acts_as_problems(player, known))
    for card in table.middle:
        if card not in known:
            problems.append(f"middle: unknown One Night role '{card}'{close_match(card, known)}")
    if table.middle:
        # Setup: 3 cards in the middle; Roles — Alpha Wolf: one more werewolf card beside them
        # (it stays there if the Alpha Wolf did not wake).
        alpha = "alpha_wolf" in [p.card for p in table.player] + table.middle
        allowed = (3, 4) if alpha else (3,)
        if len(table.middle) not in allowed:
            wanted = "3 (or 4 with the Alpha Wolf's extra card)" if alpha else "3"
            problems.append(f"middle: {len(table.middle)} cards; the middle holds {wanted}")
    tokens = Counter(p.token for p in table.player if p.token is not None)
    for token, count in tokens.items():
        if count > TOKEN_LIMITS[token]:
            problems.append(
                f"{count} players hold the {token} token; the box has {TOKEN_LIMITS[token]}"
            )
    artifacts = Counter(p.artifact for p in table.player if p.artifact is not None)
    for artifact, count in artifacts.items():
        if count > 1:
            problems.append(f"{count} players hold the {artifact} artifact; the box has one")
    return problems


def _acts_as_problems(player: Player, known: Mapping[str, Role]) -> list[str]:
    where = f"player '{player.name}'"
    if player.acts_as is None:
        if player.card == "mimic" and not player.from_middle:
            # Roles — Mimic: "At the end of the game the Mimic must of course honestly admit
            # which role he took on."
            return [f"{where}: the Mimic card needs acts_as = the role the Mimic took on"]
        return []
    if player.acts_as not in known:
        return [
            f"{where}: acts_as '{player.acts_as}' is not a One Night role"
            f"{close_match(player.acts_as, known)}"
        ]
    if player.card == "mimic":
        if player.from_middle:
            return [
                f"{where}: a Mimic card that came from the middle counts as a plain villager "
                "(Roles — Mimic); leave out acts_as"
            ]
        if player.acts_as == "mimic":
            return [f"{where}: the Mimic cannot take on the Mimic"]
        return []
    if player.card == "ghost_hunter":
        target = known[player.acts_as]
        if target.pack is None and target.team != "tanner":
            return [
                f"{where}: the Ghost Hunter transforms only into {GHOST_HUNTER_FORMS}, "
                f"not '{player.acts_as}' (Roles — Ghost Hunter)"
            ]
        return []
    return [f"{where}: acts_as is only for the Mimic and Ghost Hunter cards, not '{player.card}'"]


def parse_table(
    data: dict, known: Mapping[str, Role], path: Path | str = "<table>", text: str = ""
) -> Table:
    """Validate a table read from TOML; raises CatalogError naming every problem."""
    try:
        table = Table.model_validate(data)
    except ValidationError as error:
        raise CatalogError(path, describe_validation(error, Table, text)) from None
    problems = table_problems(table, known)
    if problems:
        raise CatalogError(path, problems)
    return table


def load_table(path: Path, known: Mapping[str, Role]) -> Table:
    from notepad.catalog.loading import read_toml

    data, text = read_toml(path)
    return parse_table(data, known, path, text)
