"""A game's setup (edition, role set, seats, variants, house rules, seed) and the deal.

The setup is the session log's header; the deal is recorded as the first event (CardsDealt),
so a replay never depends on the random generator's implementation (docs/design.md, Engine).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Literal, Protocol

from notepad.catalog.bounds import MAX_NAME, MAX_PLAYER_NAME, MAX_PLAYERS, MAX_SEED
from notepad.catalog.models import OPTIONAL_RULES as OPTIONAL_RULE_IDS
from notepad.catalog.models import REVEAL_VARIANTS, VARIANTS, Role, Scenario
from notepad.engine import count_variants
from notepad.engine.draws import shuffle
from notepad.engine.events import CardsDealt
from notepad.engine.records import Record, field, init_checked

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


class Seat(Record):
    seat: int = field(ge=1, le=MAX_PLAYERS)
    name: str = field(min_length=1, max_length=MAX_PLAYER_NAME)  # or a description

    def __init__(self, **values: Any) -> None:  # checked by setup_model.Seat, as before
        init_checked(self, values)


class GameSetup(Record):
    """The session log's header (docs/session-log.md): a plain record, read from a log without
    pydantic (events/reader.py); made from the user's choices, it is checked first by the
    pydantic model of the same fields (setup_model.GameSetup), which raises its
    ValidationError with the same words as before (issue 14)."""

    edition: Literal["ultimate", "werwoelfe"]
    scenario: str | None = None
    # The scenario's name as its file gives it, never one made from the id (issue 32); None in
    # an older log. The recent list and the report say it without the catalogue.
    scenario_name: str | None = field(default=None, min_length=1, max_length=MAX_NAME)
    roles: dict[str, int]  # role id → cards (the Charm counts as a card)
    # Ultimate, Scenarios — Overpopulated Village (68): "it doesn't get any bigger".
    players: list[Seat] = field(min_length=1, max_length=MAX_PLAYERS)
    variants: list[str] = field(default_factory=list)
    voting: str = "open"
    house_rules: dict[str, bool] = field(default_factory=dict)  # validator rule id → on/off
    seed: int = field(default=0, ge=-MAX_SEED - 1, le=MAX_SEED)
    # v3: cards of `roles` mixed in with the Villagers, as many discarded at random (Rule
    # Variants — Role/Werewolf Count Variants)
    maybe: dict[str, int] = field(default_factory=dict)
    # v3: the pairs of roles chosen ahead of time to change hands during a night (Rule
    # Variants — Role Swap)
    role_swaps: list[tuple[str, str]] = field(default_factory=list)

    def __init__(self, **values: Any) -> None:
        init_checked(self, values)

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


def same_names(names: list[str]) -> str | None:
    """Which seats (in seat order, from 1) share a name, and what to do about it; or None.
    Players are picked by name at the table, so two of one name could not be told apart."""
    first: dict[str, int] = {}
    for seat, name in enumerate(names, start=1):
        if name in first:
            return (f"seats {first[name]} and {seat} have the same name, '{name}': add a "
                    "description to tell them apart (e.g. 'Anna red scarf')")
        first[name] = seat
    return None


def names_problem(names: list[str]) -> str | None:
    """What is wrong with a list of player names typed for seating, said per seat; or None."""
    for seat, name in enumerate(names, start=1):
        if len(name) > MAX_PLAYER_NAME:
            return (f"seat {seat}'s name has {len(name)} characters; a name or description "
                    f"has at most {MAX_PLAYER_NAME}: shorten it")
    return same_names(names)


def inconsistency(setup: Any) -> str | None:
    """What makes a setup (this record, or the pydantic model's) impossible, or None; the
    pydantic model raises it, and the fast reader leaves such a header to the model."""
    wrong = {r: n for r, n in setup.roles.items() if not 0 <= n <= MAX_PLAYERS + 1}
    if wrong:
        role, count = next(iter(wrong.items()))
        return (f"{count} cards of '{role}': a game of at most {MAX_PLAYERS} "
                "players deals 0 to that many of one role (and the Charm)")
    seats = sorted(p.seat for p in setup.players)
    if seats != list(range(1, len(seats) + 1)):
        return f"seats must be numbered 1 … {len(seats)} in circle order"
    twice = same_names([p.name for p in sorted(setup.players, key=lambda p: p.seat)])
    if twice:
        return twice
    unknown = [v for v in setup.variants if v not in KNOWN_VARIANTS]
    if unknown:
        return f"unknown variant(s) {unknown}; known: {sorted(KNOWN_VARIANTS)}"
    if len([v for v in setup.variants if v in REVEALS]) > 1:
        return "choose one role-reveal variant"
    if setup.voting not in VOTING:
        return f"unknown voting method {setup.voting!r}; choose one of {VOTING}"
    for role_id, count in setup.maybe.items():
        if count < 1 or count > setup.roles.get(role_id, 0):
            return (f"maybe: {count} × '{role_id}' mixed in with the Villagers, "
                             f"but the set has {setup.roles.get(role_id, 0)}")
    for pair in setup.role_swaps:
        missing = [r for r in pair if r not in setup.roles]
        if pair[0] == pair[1] or missing:
            return (f"role_swaps: {list(pair)} must be two different roles of "
                   "the set")
    if bool(setup.role_swaps) != ("role-swap" in setup.variants):
        return ("the Role Swap variant needs the roles to swap, chosen ahead of "
                "time (role_swaps), and role_swaps need the 'role-swap' variant")
    return None


class Chosen(Protocol):
    """What decides which cards are dealt: the edition and the variants chosen. A game's
    setup (GameSetup) or a role set on the balance screen (notepad/balance/core.py::RoleSet)."""

    @property
    def edition(self) -> str: ...

    @property
    def variants(self) -> Sequence[str]: ...

    def rule_on(self, rule: str) -> bool: ...


def elected(setup: Chosen, role_id: str) -> bool:
    """A card that is not dealt but handed to the player the village elects: the Mayor in the
    elected-Mayor variant ("award the Mayor card, after the characters have been distributed,
    to a specific player by majority decision", Werwölfe, All Characters at a Glance — Mayor;
    "can be elected on the first day", Ultimate, Role Cards — Mayor)."""
    return role_id == "mayor" and "elected-mayor" in setup.variants


def card_of(setup: Chosen, roles: Mapping[str, Role], role_id: str) -> str | None:
    """The card dealt for one `role_id` of the role set: the role's own, a Villager card in
    the place of a role the rules leave without a card (FILLER), or None (the Charm, dealt
    apart; the Lovers, chosen by Cupid; an elected Mayor's card, handed over later)."""
    if role_id == "charm" or elected(setup, role_id):
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
    Villager card; the maybe cards of the count variants among them), not the Charm card.

    A fresh list each time (the deal draws from it); the last set's deck is kept, as a deal
    asks three times (the count check, the deal, the validator) and the simulator deals
    thousands of games of one set (docs/design.md, Budget)."""
    if _LAST_DECK:  # compared with copies of what it was made from: no key made each time
        edition, set_roles, variants, house_rules, known, kept = _LAST_DECK[0]
        if edition == setup.edition and set_roles == setup.roles \
                and variants == setup.variants and house_rules == setup.house_rules \
                and known == roles:
            return list(kept)
    deck = _deck_of(setup, roles)
    _LAST_DECK[:] = [(setup.edition, dict(setup.roles), list(setup.variants),
                      dict(setup.house_rules), dict(roles), tuple(deck))]
    return deck


_LAST_DECK: list[tuple[str, dict[str, int], list[str], dict[str, bool], dict[str, Role],
                       tuple[str, ...]]] = []


def _deck_of(setup: GameSetup, roles: dict[str, Role]) -> list[str]:
    deck: list[str] = []
    for role_id, count in sorted(setup.roles.items()):
        if role_id not in roles:
            raise SetupError(f"unknown {setup.edition} role '{role_id}'")
        card = card_of(setup, roles, role_id)
        if card is not None:
            deck.extend([card] * count)
    return deck


def check_counts(setup: GameSetup, roles: dict[str, Role]) -> list[str]:
    problems = count_variants.problems(setup.roles, setup.maybe, setup.variants, roles) \
        if setup.maybe or count_variants.VARIANT in setup.variants else []
    problems += maybe_without_a_card(setup, setup.maybe, roles)
    if problems:
        return problems
    deck = deck_of(setup, roles)
    discards = count_variants.discards_of(setup.maybe)
    wanted = len(setup.players) + setup.cupid_extra
    if len(deck) - discards != wanted:
        extra = [why for why, on in (("the Charm", setup.charm), ("Cupid", setup.cupid_extra))
                 if on]
        why = f" ({' and '.join(extra)} {'is' if len(extra) == 1 else 'are'} extra)" \
            if extra else ""
        if discards:
            why += f" ({discards} mixed in with the Villagers and discarded at random)"
        return [f"{len(deck)} role cards for {len(setup.players)} players{why}"]
    return []


def maybe_without_a_card(setup: Chosen, maybe: Mapping[str, int],
                         roles: Mapping[str, Role]) -> list[str]:
    """The count variants "mix those roles/Werewolves in with the Villagers" as cards (Rule
    Variants — Role/Werewolf Count Variants): a role this game deals no card of (the
    card-less Minion, Cupid in alternate variant 2, the Ghost of its variant, the Charm, an
    elected Mayor) cannot go in, and neither can Cupid "as an extra card", always dealt
    (Role Cards — Cupid, alternate variant 1)."""
    out = []
    for role_id in sorted(r for r, n in maybe.items() if n > 0 and r in roles):
        if card_of(setup, roles, role_id) != role_id:
            unless = CARD_LESS_UNLESS.get(role_id)
            how = f" (only with the '{unless}' variant)" if unless else ""
            out.append(f"there is no {roles[role_id].name} card in this game to mix in with "
                       f"the Villagers{how}: leave it out of the maybe cards")
        elif role_id == "cupid" and setup.edition == "ultimate" \
                and setup.rule_on("cupid-extra-card"):
            out.append("Cupid is the extra card of Cupid's first alternate variant and is "
                       "always dealt: leave it out of the maybe cards")
    return out


def deal(setup: GameSetup, roles: dict[str, Role], seed: int | None = None) -> CardsDealt:
    """Shuffle and deal from the setup's seed, or from `seed` (the simulator deals each game of
    a run from one setup with a seed of its own); with a Drunk, draw the Drunk's real role.

    What does not change from seed to seed (the count check, the deck, the Drunk's pool) is
    worked out once per setup (`_dealing`): the simulator deals thousands of games of one."""
    if seed is None:
        seed = setup.seed
    dealing = _dealing(setup, roles)
    if dealing.problems:
        raise SetupError("; ".join(dealing.problems))
    rng = random.Random(seed)
    deck = list(dealing.deck)
    discarded = count_variants.draw_discards(seed, setup.roles, setup.maybe, roles) \
        if setup.maybe else []
    for card in discarded:
        deck.remove(card)
    leftover_for_cupid = None
    if setup.cupid_extra:
        # Cupid, alternate variant 1: one card is left over, and Cupid takes it after
        # choosing the Lovers. Cupid is always dealt (as the Charm is): the leftover is drawn
        # from the other cards (Ultimate, Role Cards — Cupid).
        others = sorted(c for c in deck if c != "cupid")
        leftover_for_cupid = rng.choice(others)
        deck.remove(leftover_for_cupid)
    cards, holder = _shuffle_and_deal(setup, roles, rng, deck)
    drunk = _drunk_draw(dealing.drunk_pool(setup, roles), seed) if "drunk" in cards else None
    return CardsDealt(cards=cards, charm_holder=holder, from_seed=True, drunk_role=drunk,
                      cupid_leftover=leftover_for_cupid, discarded=discarded)


def drunk_role(setup: GameSetup, roles: dict[str, Role]) -> str:
    """"mix a Werewolf, a Villager, and all the roles not otherwise in play together, and draw
    one without revealing it — this becomes the Drunk's role" (Ultimate, Role Cards — Drunk)."""
    return _drunk_draw(drunk_pool(setup, roles), setup.seed)


def drunk_pool(setup: GameSetup, roles: dict[str, Role]) -> list[str]:
    """The roles the Drunk's is drawn from: "a Werewolf, a Villager, and all the roles not
    otherwise in play" (Ultimate, Role Cards — Drunk); the validator checks a deal's by it."""
    return ["werewolf", "villager"] + sorted(
        r.id for r in roles.values()
        if r.card and r.id not in setup.roles and r.team.value not in ("none", "lovers")
        and r.id not in ("drunk", "werewolf", "villager", "werewolf_witch")
    )


def _drunk_draw(pool: list[str], seed: int) -> str:
    return random.Random(f"{seed}:drunk").choice(pool)


class _Dealing:
    """What a deal takes from its setup and the roles whatever the seed: the count check's
    problems, the deck (`deck_of`) and the Drunk's pool, with copies of what they were read
    from (a setup's dicts and lists can change in place)."""

    __slots__ = ("edition", "roles", "variants", "house_rules", "maybe", "players", "known",
                 "problems", "deck", "pool")

    def __init__(self, setup: GameSetup, roles: dict[str, Role]) -> None:
        self.edition = setup.edition
        self.roles = dict(setup.roles)
        self.variants = list(setup.variants)
        self.house_rules = dict(setup.house_rules)
        self.maybe = dict(setup.maybe)
        self.players = len(setup.players)
        self.known = dict(roles)
        self.problems = check_counts(setup, roles)
        self.deck = tuple(deck_of(setup, roles)) if not self.problems else ()
        self.pool: list[str] | None = None

    def fits(self, setup: GameSetup, roles: dict[str, Role]) -> bool:
        return (self.edition == setup.edition and self.roles == setup.roles
                and self.variants == setup.variants and self.house_rules == setup.house_rules
                and self.maybe == setup.maybe and self.players == len(setup.players)
                and self.known == roles)

    def drunk_pool(self, setup: GameSetup, roles: dict[str, Role]) -> list[str]:
        if self.pool is None:
            self.pool = drunk_pool(setup, roles)
        return self.pool


def _dealing(setup: GameSetup, roles: dict[str, Role]) -> _Dealing:
    """The last setup's `_Dealing`, or a new one."""
    kept = _LAST_DEALING[0] if _LAST_DEALING else None
    if kept is None or not kept.fits(setup, roles):
        kept = _Dealing(setup, roles)
        _LAST_DEALING[:] = [kept]
    return kept


_LAST_DEALING: list[_Dealing] = []


def set_problems(setup: GameSetup, roles: dict[str, Role]) -> list[str]:
    """What keeps the set from being dealt (`check_counts`), worked out once per setup: a
    deal by hand is held to it as a seeded one is (engine/validator.py, `_check_deck`)."""
    return list(_dealing(setup, roles).problems)


def _shuffle_and_deal(setup: GameSetup, roles: dict[str, Role], rng: random.Random,
                      deck: list[str]) -> tuple[list[str], int | None]:
    """The cards dealt, seat by seat, and the Charm holder's seat (None without the Charm).

    With the Charm there is one more card than players; the card left in the moderator's hand
    is the Charm holder's real role. "First holder is not a werewolf": that card is drawn from
    the deck without the Werewolf cards (Ultimate, Rule Variants — The Charm)."""
    if not setup.charm:
        shuffle(rng, deck)
        return deck, None
    if "charm-first-holder-not-wolf" in setup.variants:
        others = [c for c in deck if not roles[c].pack]
        if not others:
            raise SetupError("every card is a werewolf; the first Charm holder cannot be chosen")
        leftover = rng.choice(sorted(others))
        deck.remove(leftover)
        deck.append("charm")
        shuffle(rng, deck)
    else:
        deck.append("charm")
        shuffle(rng, deck)
        leftover = deck.pop()
        if leftover == "charm":  # nobody drew the Charm: swap it with a random dealt card
            spot = rng.randrange(len(deck))
            leftover, deck[spot] = deck[spot], "charm"
    holder = deck.index("charm")
    deck[holder] = leftover
    return deck, holder + 1


def setup_from_scenario(
    scenario: Scenario, names: list[str], variants: list[str] | None = None, seed: int = 0,
    maybe: dict[str, int] | None = None, **extra: object,
) -> GameSetup:
    """A setup for a catalogue scenario; seats follow the order of `names`.

    With the count variants, `maybe` names extra cards to mix in with the Villagers (added to
    the set); without it the set's cards that the rulebook adds "at random" are mixed in
    (count_variants.mix_in_at_random)."""
    chosen = [*scenario.variants, *(variants or [])]
    roles = dict(scenario.roles_for(len(names)) or {})
    if "charm" in chosen and "charm" not in roles:
        roles["charm"] = 1
    mixed: dict[str, int] = {}
    if count_variants.VARIANT in chosen:
        if maybe:
            roles, mixed = count_variants.add_maybe(roles, maybe)
        else:
            from notepad.catalog import catalog

            roles, mixed = count_variants.mix_in_at_random(
                roles, catalog().edition_roles(scenario.edition.value))
            if not mixed:
                raise SetupError(f"{scenario.name} has no card the rulebook adds at random (Fool, "
                                 "Pacifist, Tanner, Lone Wolf): name the cards to mix in with "
                                 "the Villagers")
    return GameSetup(
        edition=scenario.edition.value,
        scenario=scenario.id,
        scenario_name=scenario.name,
        roles=roles,
        players=[Seat(seat=i, name=name) for i, name in enumerate(names, start=1)],
        variants=list(dict.fromkeys(chosen)),
        seed=seed,
        maybe=mixed,
        **extra,
    )
