"""A game's setup (edition, role set, seats, variants, house rules, seed) and the deal.

The setup is the session log's header; the deal is recorded as the first event (CardsDealt),
so a replay never depends on the random generator's implementation (DESIGN.md, Engine).
"""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from notepad.catalog.models import OPTIONAL_RULES as OPTIONAL_RULE_IDS
from notepad.catalog.models import REVEAL_VARIANTS, VARIANTS, Role, Scenario
from notepad.engine.events import CardsDealt

REVEALS = REVEAL_VARIANTS
VOTING = ("open", "double-accusation", "elimination", "secret-ballot", "snap")

# Variants that change what the engine does: one list, shared with the catalogue's scenarios
# (notepad/catalog/models.py). Optional rules and alternate variants of the role cards can be
# named in `variants` or switched on in `house_rules` (rule id → true).
KNOWN_VARIANTS = set(VARIANTS)
OPTIONAL_RULES = set(OPTIONAL_RULE_IDS)


# Roles that need no card and take no player's place: Cupid's Lovers (Ultimate, Role Cards —
# Lovers). Other card-less roles of the catalogue (the Werewolf-Witch of Village of Visions has
# no printed card) are still dealt: the moderator writes one.
CHOSEN_AT_NIGHT = frozenset({"lovers"})
# A role the rules leave without a card, though the role set (a printed scenario) counts it
# among the players: its place in the deck is dealt as a plain Villager card, and the role
# comes to a player during the game. The Minion "No card is normally needed for this role …
# the Werewolves choose a player who becomes the Minion" (unless "minion-card"); Cupid,
# alternate variant 2: "The Moderator chooses the Lovers"; the Ghost, alternate variant: "the
# first player to die becomes the Ghost" (Ultimate, Role Cards).
FILLER = "villager"
CARD_LESS_UNLESS = {"minion": "minion-card"}
CARD_LESS_IF = {"cupid": "lovers-by-moderator", "ghost": "ghost-first-dead"}


class SetupError(ValueError):
    """A setup that cannot start a game; the message says what to change."""


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int = Field(ge=1)
    name: str = Field(min_length=1, description="a name or a description: 'Hawaiian shirt'")


class GameSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    edition: Literal["ultimate", "werwoelfe"]
    scenario: str | None = None
    roles: dict[str, int] = Field(description="role id → cards (the Charm counts as a card)")
    players: list[Seat]
    variants: list[str] = Field(default_factory=list)
    voting: str = "open"
    house_rules: dict[str, bool] = Field(
        default_factory=dict, description="validator rule id → on/off for this game"
    )
    seed: int = 0

    @model_validator(mode="after")
    def _consistent(self) -> GameSetup:
        seats = sorted(p.seat for p in self.players)
        if seats != list(range(1, len(seats) + 1)):
            raise ValueError(f"seats must be numbered 1 … {len(seats)} in circle order")
        names = [p.name for p in self.players]
        if len(set(names)) != len(names):
            raise ValueError("two players have the same name; add a description to tell them apart")
        unknown = [v for v in self.variants if v not in KNOWN_VARIANTS]
        if unknown:
            raise ValueError(f"unknown variant(s) {unknown}; known: {sorted(KNOWN_VARIANTS)}")
        if len([v for v in self.variants if v in REVEALS]) > 1:
            raise ValueError("choose one role-reveal variant")
        if self.voting not in VOTING:
            raise ValueError(f"unknown voting method {self.voting!r}; choose one of {VOTING}")
        return self

    def rule_on(self, rule: str) -> bool:
        """An optional rule or alternate variant is on: named in `variants` or switched on in
        `house_rules` (the engine asks through state.rule_on)."""
        return rule in self.variants or self.house_rules.get(rule) is True

    @property
    def cupid_extra(self) -> int:
        """Cupid, alternate variant 1: "add Cupid as an extra card" — one card more than
        players (Ultimate, Role Cards — Cupid)."""
        return int(self.edition == "ultimate" and self.roles.get("cupid", 0) > 0
                   and self.rule_on("cupid-extra-card"))

    @property
    def charm(self) -> bool:
        return "charm" in self.variants or self.roles.get("charm", 0) > 0

    @property
    def reveal(self) -> str:
        for variant in self.variants:  # asked on every night script and death
            if variant in REVEALS:
                return variant
        return "reveal-full"

    def names(self) -> dict[int, str]:
        return {p.seat: p.name for p in self.players}


def card_of(setup: GameSetup, roles: dict[str, Role], role_id: str) -> str | None:
    """The card dealt for one `role_id` of the role set: the role's own, a Villager card in
    the place of a role the rules leave without a card (FILLER), or None (the Charm, dealt
    apart; the Lovers, chosen by Cupid)."""
    if role_id == "charm":
        return None
    if setup.edition == "ultimate":
        unless = CARD_LESS_UNLESS.get(role_id)
        if unless is not None and not setup.rule_on(unless):
            return FILLER
        rule = CARD_LESS_IF.get(role_id)
        if rule is not None and setup.rule_on(rule):
            return FILLER
    if not roles[role_id].card and role_id in CHOSEN_AT_NIGHT:
        return None
    return role_id


def deck_of(setup: GameSetup, roles: dict[str, Role]) -> list[str]:
    """The cards shuffled for the deal: dealt roles only (a card-less role's place dealt as a
    Villager card), not the Charm card."""
    deck: list[str] = []
    for role_id, count in sorted(setup.roles.items()):
        if role_id not in roles:
            raise SetupError(f"unknown {setup.edition} role '{role_id}'")
        card = card_of(setup, roles, role_id)
        if card is not None:
            deck.extend([card] * count)
    return deck


def check_counts(setup: GameSetup, roles: dict[str, Role]) -> list[str]:
    deck = deck_of(setup, roles)
    wanted = len(setup.players) + setup.cupid_extra
    if len(deck) != wanted:
        extra = [why for why, on in (("the Charm", setup.charm), ("Cupid", setup.cupid_extra))
                 if on]
        why = f" ({' and '.join(extra)} {'is' if len(extra) == 1 else 'are'} extra)" \
            if extra else ""
        return [f"{len(deck)} role cards for {len(setup.players)} players{why}"]
    return []


def deal(setup: GameSetup, roles: dict[str, Role]) -> CardsDealt:
    """Shuffle and deal from the setup's seed; with a Drunk, draw the Drunk's real role."""
    dealt = _deal(setup, roles)
    if "drunk" in dealt.cards:
        dealt = dealt.model_copy(update={"drunk_role": drunk_role(setup, roles)})
    return dealt


def drunk_role(setup: GameSetup, roles: dict[str, Role]) -> str:
    """"mix a Werewolf, a Villager, and all the roles not otherwise in play together, and draw
    one without revealing it — this becomes the Drunk's role" (Ultimate, Role Cards — Drunk)."""
    pool = ["werewolf", "villager"] + sorted(
        r.id for r in roles.values()
        if r.card and r.id not in setup.roles and r.team.value not in ("none", "lovers")
        and r.id not in ("drunk", "werewolf", "villager", "werewolf_witch")
    )
    return random.Random(f"{setup.seed}:drunk").choice(pool)


def _deal(setup: GameSetup, roles: dict[str, Role]) -> CardsDealt:
    """Shuffle and deal from the setup's seed.

    With the Charm there is one more card than players; the card left in the moderator's hand
    is the Charm holder's real role. "First holder is not a werewolf": that card is drawn from
    the deck without the Werewolf cards (Ultimate, Rule Variants — The Charm).
    """
    problems = check_counts(setup, roles)
    if problems:
        raise SetupError("; ".join(problems))
    rng = random.Random(setup.seed)
    deck = deck_of(setup, roles)
    leftover_for_cupid = None
    if setup.cupid_extra:
        # Cupid, alternate variant 1: one card is left over, and Cupid takes it after
        # choosing the Lovers. Cupid is always dealt (as the Charm is): the leftover is drawn
        # from the other cards (Ultimate, Role Cards — Cupid).
        others = sorted(c for c in deck if c != "cupid")
        leftover_for_cupid = rng.choice(others)
        deck.remove(leftover_for_cupid)
    if not setup.charm:
        rng.shuffle(deck)
        return CardsDealt(cards=deck, from_seed=True, cupid_leftover=leftover_for_cupid)
    if "charm-first-holder-not-wolf" in setup.variants:
        others = [c for c in deck if not roles[c].pack]
        if not others:
            raise SetupError("every card is a werewolf; the first Charm holder cannot be chosen")
        leftover = rng.choice(sorted(others))
        deck.remove(leftover)
        deck.append("charm")
        rng.shuffle(deck)
    else:
        deck.append("charm")
        rng.shuffle(deck)
        leftover = deck.pop()
        if leftover == "charm":  # nobody drew the Charm: swap it with a random dealt card
            spot = rng.randrange(len(deck))
            leftover, deck[spot] = deck[spot], "charm"
    holder = deck.index("charm")
    deck[holder] = leftover
    return CardsDealt(cards=deck, charm_holder=holder + 1, from_seed=True,
                      cupid_leftover=leftover_for_cupid)


def setup_from_scenario(
    scenario: Scenario, names: list[str], variants: list[str] | None = None, seed: int = 0,
    **extra: object,
) -> GameSetup:
    """A setup for a catalogue scenario; seats follow the order of `names`."""
    chosen = [*scenario.variants, *(variants or [])]
    roles = dict(scenario.roles_for(len(names)) or {})
    if "charm" in chosen and "charm" not in roles:
        roles["charm"] = 1
    return GameSetup(
        edition=scenario.edition.value,
        scenario=scenario.id,
        roles=roles,
        players=[Seat(seat=i, name=name) for i, name in enumerate(names, start=1)],
        variants=list(dict.fromkeys(chosen)),
        seed=seed,
        **extra,
    )
