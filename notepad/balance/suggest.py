"""Suggested role sets for a head count and a balance target.

How a suggestion is built (deterministic for a seed):
1. the roles the moderator insists on (--include), a Seer, and the usual number of werewolves
   for the head count (UW Game Setup; see warnings.usual_werewolves);
2. special roles drawn at random (seeded) from the edition's cards until the special-to-
   villager ratio of the Ultimate guide is reached (UW Composing Your Own Scenarios: about
   1:1 under 15 players, more specials as the group grows); Werwölfe adds specials only above
   8 players (WW Guidelines: "If more than 8 players are taking part, further characters can
   be added"); partners come along (Masons in pairs, Red Riding Hood with the Hunter);
3. plain Villagers fill the rest;
4. a local search swaps specials, Villagers and werewolves to bring the sum to the target.
Candidates with setup problems rank below those without; the best K distinct sets are kept.
One Night cards carry no values: the target there picks the difficulty ("newcomers" plays
only * and ** roles, as the rulebook advises for the first games).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from notepad.balance.core import RoleSet, Warning, assess, band_target
from notepad.balance.warnings import usual_werewolves
from notepad.catalog.bounds import MAX_PLAYERS, MAX_SUGGESTIONS, MAX_VALUE
from notepad.catalog.errors import close_match
from notepad.catalog.loading import Catalog
from notepad.catalog.models import Edition, Role, Team

# Advice, not problems: these don't push a suggestion down the ranking.
ADVICE_CODES = {"at-random", "alpha-wolf-extra-card", "curator-artifacts"}
BANDS = ("newcomers", "balanced", "practised")
# Cards a suggestion never deals on its own: not a role for a player, or changes the deal;
# or a scenario's own role, whose rules are that scenario's: the Werewolf-Witch, who checks
# on the first night instead of the Seer and has a call of her own (Ultimate, Scenarios —
# Village of Visions), is no card for a generated set.
NEVER_SUGGESTED = {"moderator", "charm", "lovers", "werewolf_witch"}


class SuggestionError(ValueError):
    """A request that cannot be met (unknown role, impossible head count)."""


@dataclass
class Suggestion:
    roles: dict[str, int]
    cards: int
    balance: int | None
    target: int | None
    warnings: list[Warning] = field(default_factory=list)
    explanation: str = ""

    @property
    def distance(self) -> int:
        if self.balance is None or self.target is None:
            return 0
        return abs(self.balance - self.target)

    def as_dict(self) -> dict:
        return {
            "roles": self.roles,
            "cards": self.cards,
            "balance": self.balance,
            "target": self.target,
            "warnings": [w.as_dict() for w in self.warnings],
            "explanation": self.explanation,
        }


def resolve_target(target: str | int | None, catalog: Catalog, edition: Edition) -> int | None:
    """A number, or a band name ('newcomers', 'balanced', 'practised'), as a sum to aim at."""
    if edition is Edition.ONENIGHT:
        return None
    if target is None:
        target = "balanced"
    if isinstance(target, int):
        return target
    text = str(target).strip().lower()
    try:
        number = int(text)
    except ValueError:
        pass
    else:
        if abs(number) > MAX_VALUE * MAX_PLAYERS:
            raise SuggestionError(f"target {text[:20]}: a set's sum lies within "
                                  f"±{MAX_VALUE * MAX_PLAYERS} (68 cards of at most ±{MAX_VALUE})")
        return number
    if text not in BANDS:
        raise SuggestionError(
            f"unknown target '{target}': give a number or one of {', '.join(BANDS)}"
            f"{close_match(text, BANDS)}"
        )
    return band_target(text, catalog, edition) or 0


PLAYER_RANGE = {Edition.ULTIMATE: (5, 68), Edition.WERWOELFE: (5, 68), Edition.ONENIGHT: (3, 10)}


class _Builder:
    """One randomised build of a role set; see the module docstring for the steps."""

    def __init__(
        self,
        known: Mapping[str, Role],
        edition: Edition,
        players: int,
        target: int | None,
        include: list[str],
        exclude: set[str],
        rng: random.Random,
        difficulty: int,
        charm: bool = False,
    ) -> None:
        self.known = known
        self.edition = edition
        self.players = players
        self.cards = players + 3 if edition is Edition.ONENIGHT else players
        # UW The Charm: "add it to the deck of roles as an extra card, so there is one more
        # card than players"; the search never takes it out.
        self.fixed = {"charm"} if charm and "charm" in known else set()
        self.cards += len(self.fixed)
        self.target = target
        self.include = include
        self.rng = rng
        self.roles: dict[str, int] = {}
        self.pool = [
            r
            for r in known.values()
            # The card-less Minion still takes a player's place (engine/setup.py, FILLER).
            if (r.card or r.id == "minion")
            and r.id not in NEVER_SUGGESTED
            and r.id not in exclude
            and r.team is not Team.NONE
            and (r.difficulty or 1) <= difficulty
            and (edition is Edition.ONENIGHT or r.value is not None)
        ]
        self.by_id = {r.id: r for r in self.pool}
        self.villager = self._plain(Team.VILLAGE)
        self.werewolf = self._plain(Team.WEREWOLF)
        # More than one box of plain cards only when the head count needs it.
        self.roomy = sum(r.max_count or 99 for r in self.pool) < self.cards

    def _plain(self, team: Team) -> str | None:
        plain = [r.id for r in self.pool if r.plain and r.team is team]
        return plain[0] if plain else None

    def cap(self, role_id: str) -> int:
        role = self.known[role_id]
        if role.plain:
            return 10_000 if self.roomy or role.max_count is None else role.max_count
        if role.min_count:
            return max(role.min_count, role.max_count or role.min_count + 1)
        return role.max_count or 1

    def total(self) -> int:
        return sum(self.roles.values())

    def add(self, role_id: str, count: int = 1) -> bool:
        role = self.known.get(role_id)
        if role is None or self.total() + count > self.cards:
            return False
        if self.roles.get(role_id, 0) + count > self.cap(role_id):
            return False
        self.roles[role_id] = self.roles.get(role_id, 0) + count
        return True

    def add_with_partners(self, role_id: str) -> bool:
        role = self.known[role_id]
        needed = max(role.min_count or 1, 1) - self.roles.get(role_id, 0)
        partners = [r for r in role.requires if not self.roles.get(r) and r in self.by_id]
        if role.requires_any and not any(self.roles.get(r) for r in role.requires_any):
            options = [r for r in role.requires_any if r in self.by_id]
            if not options:
                return False
            partners.append(self.rng.choice(options))
        if role.min_players and self.players < role.min_players:
            return False
        if self.total() + max(needed, 1) + len(partners) > self.cards:
            return False
        if not self.add(role_id, max(needed, 1)):
            return False
        for partner in partners:
            self.add(partner)
        return True

    def build(self) -> dict[str, int]:
        for role_id in self.fixed:
            self.roles[role_id] = 1
        for role_id in self.include:
            self.add_with_partners(role_id)
        if self.edition is Edition.ONENIGHT:
            self._onenight()
        else:
            self._large_game()
        return {r: n for r, n in self.roles.items() if n > 0}

    # Ultimate and Werwölfe ---------------------------------------------------------------

    def _large_game(self) -> None:
        seer = next((r.id for r in self.pool if r.is_seer), None)
        if seer and not any(self.known[r].is_seer for r in self.roles):
            self.add(seer)
        low, _high = usual_werewolves(self.players)
        pack = sum(n for r, n in self.roles.items() if self.known[r].pack)
        if self.werewolf and pack < low:
            self.add(self.werewolf, low - pack)
        specials_goal = self._specials_goal()
        candidates = [
            r for r in self.pool if not r.plain and r.id not in self.roles and r.pack != "vampires"
        ]
        if self.edition is Edition.WERWOELFE and self.players <= 8:
            candidates = []
        self.rng.shuffle(candidates)
        if len(candidates) <= specials_goal:
            # A large village takes nearly every card: leave a few out so the sets differ.
            candidates = candidates[: len(candidates) - self.rng.randint(1, 4)]
        for role in candidates:
            if self._specials() >= specials_goal:
                break
            self.add_with_partners(role.id)
        self._fill()
        self._aim()

    def _fill(self) -> None:
        """Plain Villagers for the rest; past the box's Villagers, Werewolves; past those, a
        second box (the box-limit warning then says so)."""
        for plain in (self.villager, self.werewolf, None):
            missing = self.cards - self.total()
            if missing <= 0:
                return
            if plain is None:
                self.roomy = True
                plain = self.villager
                if plain is None:
                    return
            room = self.cap(plain) - self.roles.get(plain, 0)
            self.add(plain, min(missing, room))

    def _specials(self) -> int:
        return sum(n for r, n in self.roles.items() if self.known[r].special)

    def _specials_goal(self) -> int:
        share = 0.5 if self.players < 15 else min(0.72, 0.5 + (self.players - 15) / 180)
        return max(2, round(self.players * share))

    def _sum(self) -> int:
        return sum((self.known[r].value or 0) * n for r, n in self.roles.items())

    def _removable(self) -> list[str]:
        """Cards the search may take out: never the last Seer, a partner another card needs,
        a pair below its minimum, or a card the moderator asked for."""
        seers = sum(n for r, n in self.roles.items() if self.known[r].is_seer)
        needed = {req for r in self.roles for req in self.known[r].requires}
        removable = []
        for role_id, count in self.roles.items():
            role = self.known[role_id]
            if count <= 0 or (role_id in self.include and not role.plain) or role_id in self.fixed:
                continue
            if (role.is_seer and seers <= 1) or role_id in needed:
                continue
            if role.min_count and count <= role.min_count:
                continue
            removable.append(role_id)
        return removable

    def _addable(self) -> list[str]:
        """Cards the search may put in: plain cards, and specials that need no partner."""
        no_specials = self.edition is Edition.WERWOELFE and self.players <= 8
        addable = []
        for role in self.pool:
            if self.roles.get(role.id, 0) >= self.cap(role.id):
                continue
            if not role.plain and (
                no_specials
                or role.pack == "vampires"
                or role.requires
                or role.requires_any
                or role.min_count
                or (role.min_players and self.players < role.min_players)
            ):
                continue
            addable.append(role.id)
        return addable

    def _aim(self) -> None:
        """Swap one card at a time, always the swap that brings the sum nearest the target,
        keeping the werewolves within the usual count (+1)."""
        if self.target is None:
            return
        low, high = usual_werewolves(self.players)
        value = {r: self.known[r].value or 0 for r in self.known}
        in_pack = {r: 1 if self.known[r].pack else 0 for r in self.known}
        for _ in range(60):
            total = self._sum()
            if total == self.target:
                return
            pack = sum(n * in_pack[r] for r, n in self.roles.items())
            best: list[tuple[str, str]] = []
            best_gap = abs(total - self.target)
            addable = self._addable()
            for out in self._removable():
                for new in addable:
                    if out == new or not low <= pack + in_pack[new] - in_pack[out] <= high + 1:
                        continue
                    gap = abs(total + value[new] - value[out] - self.target)
                    if gap < best_gap:
                        best, best_gap = [(out, new)], gap
                    elif gap == best_gap and best:
                        best.append((out, new))
            if not best:
                return
            out, new = self.rng.choice(best)
            self.roles[out] -= 1
            if not self.roles[out]:
                del self.roles[out]
            self.roles[new] = self.roles.get(new, 0) + 1

    # One Night ---------------------------------------------------------------------------

    def _onenight(self) -> None:
        vampires_wanted = any(self.known[r].pack == "vampires" for r in self.roles)
        pack_name = "vampires" if vampires_wanted else "werewolves"
        monsters = [r for r in self.pool if r.pack == pack_name]
        goal = 3 if self.players >= 8 else 2
        self.rng.shuffle(monsters)
        plain = [r for r in monsters if r.plain]
        for role in plain + monsters:
            have = sum(n for r, n in self.roles.items() if self.known[r].pack == pack_name)
            if have >= goal:
                break
            self.add_with_partners(role.id)
        seer = next((r.id for r in self.pool if r.is_seer), None)
        if seer:
            self.add(seer)
        others = [r for r in self.pool if r.pack is None and not r.plain and r.id not in self.roles]
        self.rng.shuffle(others)
        for role in others:
            if self.total() >= self.cards - 1:
                break
            if role.team is Team.VAMPIRE and pack_name != "vampires":
                continue
            self.add_with_partners(role.id)
        if self.villager:
            self.add(self.villager, self.cards - self.total())


def _explain(
    roles: Mapping[str, int], known: Mapping[str, Role], total: int | None, target: int | None
) -> str:
    from notepad.language import gettext

    if total is None:
        return gettext("One Night cards have no values; {cards}", cards=", ".join(
            f"{n} × {known[r].name}" if n > 1 else known[r].name for r, n in roles.items()
        ))
    parts = [
        f"{known[r].name} {(known[r].value or 0) * n:+d}"
        if n == 1
        else f"{n} × {known[r].name} {(known[r].value or 0) * n:+d}"
        for r, n in sorted(roles.items(), key=lambda kv: -(known[kv[0]].value or 0) * kv[1])
    ]
    if total == target:
        return gettext("sum {total:+d} (on target) = {cards}", total=total,
                       cards=", ".join(parts))
    return gettext("sum {total:+d} ({off:+d} from target {target:+d}) = {cards}", total=total,
                   off=total - (target or 0), target=target, cards=", ".join(parts))


def suggest(
    catalog: Catalog,
    edition: Edition | str,
    players: int,
    target: str | int | None = None,
    count: int = 3,
    seed: int = 0,
    include: Iterable[str] = (),
    exclude: Iterable[str] = (),
    variants: Iterable[str] = (),
) -> list[Suggestion]:
    """Up to `count` different role sets for `players`, nearest the target first. With the
    Charm among the `variants` each set has the Charm card too: one card more than players
    (Ultimate, Rule Variants — The Charm)."""
    edition = Edition(edition)
    low, high = PLAYER_RANGE[edition]
    if not low <= players <= high:
        # The bounds allow 3 players (catalog/bounds.py); a suggested set starts where the
        # rulebook's scenarios do (Village of Visions, 5).
        raise SuggestionError(f"suggestions for {edition} are made for {low} to {high} players, "
                              f"not {players}")
    if not 1 <= count <= MAX_SUGGESTIONS:
        raise SuggestionError(f"--count: ask for 1 to {MAX_SUGGESTIONS} suggestions, not {count}")
    known = catalog.edition_roles(edition)
    include, exclude = list(include), set(exclude)
    for role_id in [*include, *exclude]:
        if role_id not in known:
            raise SuggestionError(
                f"unknown {edition} role '{role_id}'{close_match(role_id, known)}"
            )
    both = set(include) & exclude
    if both:
        raise SuggestionError(f"roles both included and excluded: {', '.join(sorted(both))}")
    aim = resolve_target(target, catalog, edition)
    difficulty = 2 if edition is Edition.ONENIGHT and str(target).lower() == "newcomers" else 3
    variants = tuple(variants)
    if "charm" in include:
        # The Charm card is the Charm variant's extra card, "one more card than players"
        # (Ultimate, Rule Variants — The Charm): included, it is dealt so, not in a place.
        include = [r for r in include if r != "charm"]
        variants = tuple(dict.fromkeys([*variants, "charm"]))
    charm = "charm" in variants and edition is Edition.ULTIMATE
    if "charm" in variants and not charm:
        raise SuggestionError(f"the Charm is an Ultimate Werewolf variant, not {edition}'s")
    rng = random.Random(seed)
    found: dict[tuple[tuple[str, int], ...], Suggestion] = {}
    for _ in range(max(8, count * 4)):
        builder = _Builder(known, edition, players, aim, include, exclude, rng, difficulty,
                           charm)
        roles = builder.build()
        key = tuple(sorted(roles.items()))
        if key in found:
            continue
        result = assess(RoleSet(edition, players, roles, variants), catalog)
        found[key] = Suggestion(
            roles=dict(sorted(roles.items(), key=lambda kv: (-kv[1], kv[0]))),
            cards=result.cards,
            balance=result.balance,
            target=aim,
            warnings=result.warnings,
            explanation=_explain(roles, known, result.balance, aim),
        )
    ranked = sorted(
        found.values(),
        key=lambda s: (
            sum(1 for w in s.warnings if w.code not in ADVICE_CODES),
            s.distance,
        ),
    )
    return ranked[:count]
