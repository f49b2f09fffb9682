"""The balance of a role set: the sum of the card values and the band it falls in."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from notepad.catalog.loading import Catalog
from notepad.catalog.models import Edition, Role, Team


@dataclass(frozen=True, slots=True)
class Warning:
    """A setup problem or advice, with a stable code and the rulebook passage behind it."""

    code: str
    message: str
    source: str = ""

    def as_dict(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message, "source": self.source}


@dataclass(slots=True)
class RoleSet:
    """A role set for a head count, with the choices that change the expected card count."""

    edition: Edition
    players: int
    roles: dict[str, int]
    variants: tuple[str, ...] = ()
    # Cards of `roles` mixed in with the Villagers, as many discarded at random (Ultimate,
    # Rule Variants — Role/Werewolf Count Variants).
    maybe: dict[str, int] = field(default_factory=dict)

    @property
    def cards(self) -> int:
        return sum(count for count in self.roles.values() if count > 0)

    @property
    def playing(self) -> int:
        """The players who play: "whoever received the Moderator card starts running the
        game" (Ultimate, Role Cards — Moderator), so each Moderator card takes one out."""
        return self.players - max(0, self.count("moderator"))

    def count(self, role_id: str) -> int:
        return self.roles.get(role_id, 0)

    def rule_on(self, rule: str) -> bool:
        """A variant is chosen (as engine/setup.py's GameSetup.rule_on asks it)."""
        return rule in self.variants


@dataclass(slots=True)
class Balance:
    players: int
    cards: int
    balance: int | None
    band: str | None
    team_totals: dict[str, int]
    team_values: dict[str, int]
    roles: dict[str, int]
    warnings: list[Warning] = field(default_factory=list)
    # With cards mixed in with the Villagers: the sum of the cards that stay, on average, and
    # its lowest and highest (`balance` is then the average, rounded).
    expected: float | None = None
    sum_range: tuple[int, int] | None = None
    maybe: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict:
        data: dict[str, Any] = {
            "players": self.players,
            "cards": self.cards,
            "balance": self.balance,
            "band": self.band,
            "teams": self.team_totals,
            "team_values": self.team_values,
            "roles": self.roles,
            "warnings": [w.as_dict() for w in self.warnings],
        }
        if self.expected is not None and self.sum_range is not None:
            data.update(maybe=self.maybe, expected_balance=round(self.expected, 2),
                        balance_range=list(self.sum_range))
        return data

    def sum_text(self) -> str:
        """The sum as the moderator reads it: "+2", or with maybe cards "+1.6 expected
        (−3 … +4)"."""
        from notepad.language import gettext

        if self.balance is None:
            return gettext("n/a")
        if self.expected is None or self.sum_range is None:
            return f"{self.balance:+d}"
        low, high = self.sum_range
        return gettext("{expected:+.1f} expected ({low:+d} … {high:+d})",
                       expected=self.expected, low=low, high=high)


NO_TEAM = frozenset({"moderator"})  # a card that makes its holder the Moderator


def value_sum(roles: Mapping[str, int], known: Mapping[str, Role]) -> int | None:
    """The sum of the card values (Ultimate: Balancing the Game; Werwölfe: Character
    Values). None for One Night, whose cards carry no values."""
    values = [(known[r].value, n) for r, n in roles.items() if r in known and n > 0]
    if not values or all(v is None for v, _ in values):
        return None
    return sum((v or 0) * n for v, n in values)


def band_of(total: int | None, catalog: Catalog, edition: Edition) -> str | None:
    """Which of the rulebook's bands the sum lies in: 'newcomers', 'balanced', 'practised',
    or 'favours village' / 'favours werewolves' beyond them."""
    role_file = catalog.role_files.get(edition)
    if total is None or role_file is None or role_file.bands is None:
        return None
    bands = role_file.bands
    for name in ("balanced", "newcomers", "practised"):
        band = getattr(bands, name)
        if band.low <= total <= band.high:
            return name
    if total > bands.newcomers.high:
        return "favours village"
    if total < bands.practised.low:
        return "favours werewolves"
    # Between two bands (possible where the rulebook leaves a gap, e.g. Werwölfe): nearest.
    nearest = min(
        ("balanced", "newcomers", "practised"),
        key=lambda n: abs(getattr(bands, n).target - total),
    )
    return nearest


def band_target(name: str, catalog: Catalog, edition: Edition) -> int | None:
    role_file = catalog.role_files.get(edition)
    if role_file is None or role_file.bands is None:
        return None
    band = getattr(role_file.bands, name, None)
    return None if band is None else band.target


def team_tallies(
    roles: Mapping[str, int], known: Mapping[str, Role], variants: tuple[str, ...] = ()
) -> tuple[dict[str, int], dict[str, int]]:
    """Cards per team and the value each team's cards bring. The Moderator card is on no
    team: whoever draws it runs the game (Ultimate, Role Cards — Moderator). In Vampire Village
    "The Minion belongs to the Vampire team" (Scenarios; the variant "minion-with-vampires")."""
    moved = {"minion": "vampire"} if "minion-with-vampires" in variants else {}
    totals: dict[str, int] = {}
    values: dict[str, int] = {}
    for role_id, count in roles.items():
        role = known.get(role_id)
        if role is None or count <= 0 or role_id in NO_TEAM:
            continue
        team = moved.get(role_id) or Team(role.team).value
        totals[team] = totals.get(team, 0) + count
        values[team] = values.get(team, 0) + (role.value or 0) * count
    return totals, values


def assess(role_set: RoleSet, catalog: Catalog) -> Balance:
    """Sum, band, team totals and every setup warning of a role set."""
    from notepad.balance.warnings import setup_warnings

    known = catalog.edition_roles(role_set.edition)
    total = value_sum(role_set.roles, known)
    expected: float | None = None
    sum_range: tuple[int, int] | None = None
    if role_set.maybe and total is not None:
        from notepad.engine.count_variants import expected_sum

        expected, low, high = expected_sum(role_set.roles, role_set.maybe, known)
        sum_range, total = (low, high), round(expected)
    teams, team_values = team_tallies(role_set.roles, known, role_set.variants)
    return Balance(
        players=role_set.players,
        cards=role_set.cards,
        balance=total,
        band=band_of(total, catalog, role_set.edition),
        team_totals=teams,
        team_values=team_values,
        roles={r: n for r, n in role_set.roles.items() if n > 0},
        warnings=setup_warnings(role_set, catalog),
        expected=expected,
        sum_range=sum_range,
        maybe=dict(role_set.maybe),
    )
