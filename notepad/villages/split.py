"""Splitting one large group into villages: sizes as even as possible, a role set per village
from the suggestion machinery (balance/suggest.py), and the players dealt into the villages.

Ultimate, Advanced Rules — Splitting Into Subgroups: "Once your group has grown to 25–30
people, you can split into several subgroups"; Rule Variants — Simultaneous Play Session:
"One Moderator can run several games at once". Role Cards — Blank Role Cards: "duplicate
existing cards if you're running two or more games at once" (the box limit counts the whole
group)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from notepad.balance.core import RoleSet, Warning, assess, value_sum
from notepad.balance.suggest import PLAYER_RANGE, SuggestionError, suggest
from notepad.catalog.loading import Catalog
from notepad.catalog.models import Edition, Role

SUBGROUPS = "Ultimate, Advanced Rules — Splitting Into Subgroups"
BLANK_CARDS = "Ultimate, Role Cards — Other Cards: Blank Role Cards"
SPLIT_FROM = 25  # "Once your group has grown to 25–30 people"
MAX_VILLAGES = 13  # 68 players in villages of at least 5


class SplitError(ValueError):
    """A split that cannot be made; the message says what to change."""


@dataclass
class VillageSet:
    """One village's role set, as `villages split --json` prints it."""

    village: int  # 1 … V
    players: int
    roles: dict[str, int]
    cards: int
    balance: int | None
    warnings: list[Warning] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"village": self.village, "players": self.players, "roles": dict(self.roles),
                "cards": self.cards, "balance": self.balance,
                "warnings": [w.as_dict() for w in self.warnings]}


def village_sizes(players: int, villages: int) -> list[int]:
    """As even as possible, the larger villages first: 68 into 3 is 23, 23, 22."""
    base, extra = divmod(players, villages)
    return [base + 1 if v < extra else base for v in range(villages)]


def check_split(edition: Edition | str, players: int, villages: int) -> Edition:
    edition = Edition(edition)
    if edition is Edition.ONENIGHT:
        raise SplitError("One Night is one night at one table; simultaneous villages are an "
                         "Ultimate Werewolf variant (Werwölfe works too)")
    low, high = PLAYER_RANGE[edition]
    if not 2 <= villages <= MAX_VILLAGES:
        raise SplitError(f"--villages: split into 2 to {MAX_VILLAGES} villages, not {villages}")
    if not 2 * low <= players <= high:
        raise SplitError(f"--players: {2 * low} to {high} players can be split "
                         f"({low} or more in each village), not {players}")
    if players < villages * low:
        raise SplitError(f"{players} players make at most {players // low} villages of "
                         f"{low} or more; ask for fewer villages")
    return edition


def split_group(
    catalog: Catalog, edition: Edition | str, players: int, villages: int,
    target: str | int | None = None, seed: int = 0, variants: Sequence[str] = (),
) -> list[VillageSet]:
    """A role set per village, each near the target, from the same suggestion machinery as
    `suggest` (village v uses seed × 100 + v, so the villages differ and a seed repeats)."""
    edition = check_split(edition, players, villages)
    sets = []
    for number, size in enumerate(village_sizes(players, villages), start=1):
        found = suggest(catalog, edition, size, target=target, count=1,
                        seed=seed * 100 + number, variants=variants)
        best = found[0]
        sets.append(VillageSet(number, size, dict(best.roles), best.cards, best.balance,
                               list(best.warnings)))
    return sets


def assess_village(catalog: Catalog, edition: Edition, number: int, players: int,
                   roles: Mapping[str, int], variants: Sequence[str] = ()) -> VillageSet:
    """A village's set after the moderator changed it in the builder."""
    result = assess(RoleSet(edition, players, dict(roles), tuple(variants)), catalog)
    return VillageSet(number, players, {r: n for r, n in roles.items() if n},
                      result.cards, result.balance, list(result.warnings))


@dataclass
class Whole:
    """The group as a whole: every village's set together."""

    players: int
    cards: int
    balance: int | None
    warnings: list[Warning]


def whole_group(sets: Sequence[VillageSet], known: Mapping[str, Role]) -> Whole:
    together: Counter[str] = Counter()
    for village in sets:
        together.update(village.roles)
    players = sum(v.players for v in sets)
    warnings = []
    if players < SPLIT_FROM:
        warnings.append(Warning("small-group", f"{players} players: the rulebook splits a group "
                                f"once it has grown to 25–30 people", SUBGROUPS))
    for role_id, count in sorted(together.items()):
        role = known.get(role_id)
        if role is not None and role.max_count is not None and count > role.max_count:
            warnings.append(Warning(
                "blank-cards", f"{count} × {role.name} in the villages, the box has "
                f"{role.max_count}: write {count - role.max_count} on blank cards", BLANK_CARDS))
    return Whole(players, sum(v.cards for v in sets), value_sum(dict(together), known),
                 warnings)


def seat_groups(names: Sequence[str], sizes: Sequence[int], seed: int) -> list[list[str]]:
    """The players dealt into villages of these sizes from the seed (each village keeps the
    order the names were given in: its circle)."""
    if len(names) != sum(sizes):
        places = sum(sizes)
        short, extra = places - len(names), len(names) - places
        fix = f"add {short}" if short > 0 else f"take {extra} out"
        raise SplitError(f"{len(names)} names for {places} places in the villages: {fix} "
                         f"(one name per line), or go back (Escape) and split "
                         f"{len(names)} players")
    repeated = sorted(n for n, c in Counter(names).items() if c > 1)
    if repeated:
        raise SplitError(f"{repeated[0]} is named twice: every player of the group needs a "
                         "name of their own (add a description)")
    order = list(range(len(names)))
    random.Random(f"{seed}:villages").shuffle(order)
    groups, at = [], 0
    for size in sizes:
        chosen = sorted(order[at:at + size])
        groups.append([names[i] for i in chosen])
        at += size
    return groups


__all__ = ["SplitError", "SuggestionError", "VillageSet", "Whole", "assess_village",
           "check_split", "seat_groups", "split_group", "village_sizes", "whole_group"]
