"""A role set being built: what the scenario builder edits, with its balance kept live.

Headless on purpose: the builder screen holds one Draft and shows what it says; the tests
drive a Draft directly and the screen through Pilot. Every change re-assesses the set (a
fraction of a millisecond at 68 players; benchmarks/bench_foundation.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from notepad.balance.core import Balance, RoleSet, assess
from notepad.balance.suggest import PLAYER_RANGE, Suggestion, suggest
from notepad.catalog.bounds import MAX_PLAYERS
from notepad.catalog.loading import Catalog
from notepad.catalog.models import Edition, Role, Scenario

MAX_COUNT = MAX_PLAYERS  # no more cards of one role than the largest village has players


@dataclass
class Draft:
    catalog: Catalog
    edition: Edition = Edition.ULTIMATE
    players: int = 12
    counts: dict[str, int] = field(default_factory=dict)
    target: str = "balanced"
    name: str = ""
    story: str = ""
    variants: tuple[str, ...] = ()
    voting: str = "open"  # the voting method (notepad/catalog/variants.py)
    house_rules: dict[str, bool] = field(default_factory=dict)  # checks switched off
    source: str = ""  # where the set came from: a scenario id, "suggestion", "" for nothing
    _balance: Balance | None = field(default=None, init=False, repr=False)

    # What the moderator changes --------------------------------------------------------

    def set_edition(self, edition: Edition | str) -> None:
        edition = Edition(edition)
        if edition is self.edition:
            return
        self.edition = edition
        self.counts = {}
        self.variants = ()
        self.voting, self.house_rules = "open", {}
        low, high = PLAYER_RANGE[edition]
        self.players = min(max(self.players, low), high)
        self.source = ""
        self._changed()

    def set_players(self, players: int) -> None:
        low, high = PLAYER_RANGE[self.edition]
        self.players = min(max(players, low), high)
        self._changed()

    def set_count(self, role_id: str, count: int) -> None:
        self.catalog.role(self.edition, role_id)  # KeyError with a close match if unknown
        count = min(max(count, 0), MAX_COUNT)
        if count == self.counts.get(role_id, 0):
            return
        if count:
            self.counts[role_id] = count
        else:
            self.counts.pop(role_id, None)
        self._set_changed()
        self._changed()

    def change_count(self, role_id: str, delta: int) -> None:
        self.set_count(role_id, self.counts.get(role_id, 0) + delta)

    def _set_changed(self) -> None:
        """The set is no longer the scenario it was loaded from: a game or report must not
        carry the scenario's name (it keeps its variants and voting method)."""
        if self.source and self.source != "suggestion":
            self.name = f"{self.name} (changed)" if self.name else ""
        self.source = ""

    def clear(self) -> None:
        self.counts = {}
        self.variants = ()
        self.voting, self.house_rules = "open", {}
        self.source = ""
        self.name = ""
        self._changed()

    def load_scenario(self, scenario: Scenario, players: int | None = None) -> None:
        self.edition = scenario.edition
        low, high = scenario.player_range
        self.players = players or scenario.players or low
        roles = scenario.roles_for(self.players)
        if roles is None:  # a One Night head count without a printed line: its first line
            self.players = low
            roles = scenario.roles_for(low) or {}
        self.counts = {r: n for r, n in roles.items() if n > 0}
        self.variants = tuple(scenario.variants)
        self.voting = scenario.voting
        self.house_rules = dict(scenario.house_rules)
        self.name = scenario.name
        self.story = scenario.story
        self.source = scenario.id
        self._changed()

    def apply(self, suggestion: Suggestion) -> None:
        self.counts = dict(suggestion.roles)
        self.variants = ("charm",) if suggestion.roles.get("charm") else ()
        self.name = ""
        self.source = "suggestion"
        self._changed()

    # What the screen shows ---------------------------------------------------------------

    @property
    def roles(self) -> dict[str, Role]:
        return self.catalog.edition_roles(self.edition)

    @property
    def balance(self) -> Balance:
        if self._balance is None:
            self._balance = assess(self.role_set(), self.catalog)
        return self._balance

    def role_set(self) -> RoleSet:
        return RoleSet(self.edition, self.players, dict(self.counts), self.variants)

    def suggestions(self, count: int = 3, seed: int = 0) -> list[Suggestion]:
        # With the Charm, one card more than players (Ultimate, Rule Variants — The Charm).
        charm = ("charm",) if "charm" in self.variants or self.counts.get("charm") else ()
        return suggest(self.catalog, self.edition, self.players, self.target, count, seed,
                       variants=charm)

    def scenario(self, name: str) -> Scenario:
        """The draft as a scenario to save."""
        from notepad.catalog.file_models import ScenarioLine, new_scenario
        from notepad.catalog.saving import slug

        common = {
            "id": slug(name, fallback="") or "-",  # the name's own check says what is wrong
            "name": name,
            "edition": self.edition,
            "story": self.story,
            "variants": list(self.variants),
            "voting": self.voting,
            "house_rules": dict(self.house_rules),
        }
        if self.edition is Edition.ONENIGHT:
            line = ScenarioLine(players=self.players, roles=dict(self.counts))
            return new_scenario(
                **common, min_players=self.players, max_players=self.players, line=[line]
            )
        return new_scenario(**common, players=self.players, roles=dict(self.counts))

    def said_again(self) -> None:
        """The language spoken changed: the warnings are assessed again, in its words."""
        self._changed()

    def _changed(self) -> None:
        self._balance = None
