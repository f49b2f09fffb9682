"""The games the invariants watch: the cases (role sets with their variants and voting method)
and the run that plays them.

- the Overpopulated Village (68 players, 45 different roles) in each voting method;
- every built-in scenario of 20 players or more, and every Werwölfe scenario;
- each Ultimate variant on a large set that has the roles it touches (the Overpopulated
  Village, with the Charm's card where the variant is the Charm);
- generated sets: suggestions for several head counts of both editions (no scenario, so no
  scenario's own rule applies to them).

Game `k` of a run seeded `seed` plays case `k % len(cases)` with `game_rng(seed, k)`: any game
is played again from its seed and index alone (`play_one`).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from invariant_harness.core import Broken, Invariant
from invariant_harness.table import WatchedTable
from notepad.balance.simulate import END_RULES, IllegalAction, Simulation, game_rng, play, play_game
from notepad.balance.simulate.table import DRIVERS
from notepad.balance.suggest import suggest
from notepad.catalog import catalog
from notepad.catalog.models import Role
from notepad.catalog.variants import variants_for, voting_methods_for
from notepad.engine.game import Game
from notepad.engine.setup import GameSetup, Seat

DRIVER = "invariants"
MAX_NIGHTS = 12  # enough for four nights and days at the largest table, and most endings
BIG = 20  # "other large scenarios": 20 players and more
REVEALS = ("reveal-full", "reveal-wolf-or-not", "reveal-team", "reveal-none")


@dataclass(frozen=True)
class Case:
    name: str
    setup: GameSetup
    roles: dict[str, Role] = field(repr=False)
    end: str
    generated: bool = False  # a suggested set, not a scenario


def names(count: int) -> list[str]:
    """Distinct names of four letters, none inside another, none a word of the game's."""
    syllables = [c + v for c in "BDFGKLMNPRTVZ" for v in "aeiou"]
    made = (a + b.lower() for a, b in itertools.product(syllables, syllables) if a != b)
    return list(itertools.islice(made, count))


def _named(setup: GameSetup) -> GameSetup:
    seats = [Seat(seat=s.seat, name=n) for s, n in zip(setup.players, names(len(setup.players)),
                                                       strict=True)]
    return setup.model_copy(update={"players": seats})


def _case(name: str, sim: Simulation, variants: Iterable[str] = (), voting: str = "open",
          generated: bool = False) -> Case:
    setup = sim.setup
    chosen = list(dict.fromkeys([*setup.variants, *variants]))
    if any(v.startswith("reveal-") for v in variants):  # one role-reveal variant at a time
        kept = [v for v in variants if v.startswith("reveal-")][-1]
        chosen = [v for v in chosen if not v.startswith("reveal-") or v == kept]
    roles, maybe = dict(setup.roles), dict(setup.maybe)
    if "charm" in chosen:
        roles["charm"] = 1
    for variant in variants:
        _fit(variant, roles, maybe)
    setup = setup.model_copy(update={"variants": chosen, "voting": voting, "roles": roles,
                                     "maybe": maybe})
    return Case(name, _named(setup), sim.roles, sim.end, generated)


def _fit(variant: str, roles: dict[str, int], maybe: dict[str, int]) -> None:
    """The cards a variant needs, at the same head count: the elected Mayor replaces the
    Mayor's card, Cupid's first variant adds a card, the count variants mix the Fool and the
    Pacifist in with the Villagers (Ultimate, Role Cards — Mayor, Cupid; Rule Variants —
    Role/Werewolf Count Variants)."""
    mayor_replaced = variant == "elected-mayor" and roles.pop("mayor", 0)
    if mayor_replaced or (variant == "cupid-extra-card" and roles.get("cupid")):
        roles["villager"] = roles.get("villager", 0) + 1
    elif variant == "count-variants":
        maybe.update({"fool": 1, "pacifist": 1})
        roles["villager"] = roles.get("villager", 0) + 2


def _playable(case: Case) -> bool:
    """The setup is one the engine deals (a variant may want roles the set lacks)."""
    try:
        Game(case.setup, case.roles).deal()
    except Exception:  # noqa: BLE001 - any refusal of the setup leaves the case out
        return False
    return True


@cache
def cases() -> tuple[Case, ...]:
    known = catalog()
    found: list[Case] = []
    village = Simulation.from_scenario(known.find_scenario("overpopulated-village"))
    for method in voting_methods_for("ultimate"):
        found.append(_case(f"overpopulated-village/{method.id}", village, voting=method.id))
    for edition in ("ultimate", "werwoelfe"):
        for scenario in sorted(known.scenarios[edition].values(), key=lambda s: s.id):
            sim = Simulation.from_scenario(scenario)
            if edition == "werwoelfe" or BIG <= sim.players < 68:
                found.append(_case(scenario.id, sim))
    for variant in variants_for("ultimate"):
        found.append(_case(f"overpopulated-village+{variant.id}", village, [variant.id]))
    werwoelfe = Simulation.from_scenario(known.find_scenario("example-11"))
    for variant in variants_for("werwoelfe"):
        found.append(_case(f"example-11+{variant.id}", werwoelfe, [variant.id]))
    for edition, players in (("ultimate", 12), ("ultimate", 25), ("ultimate", 40),
                             ("werwoelfe", 8), ("werwoelfe", 18)):
        for number, made in enumerate(suggest(known, edition, players, count=2, seed=players)):
            sim = Simulation.from_roles(edition, made.roles)
            found.append(_case(f"suggested-{edition}-{players}-{number + 1}", sim,
                               generated=True))
    # A 25-player custom set with Secret Ballot, the Charm, Fateful Dice and team reveal.
    custom = next(iter(suggest(known, "ultimate", 25, count=1, seed=29)))
    sim = Simulation.from_roles("ultimate", custom.roles)
    found.append(_case("custom-25/secret-ballot+charm+dice+team", sim,
                       ["charm", "fateful-dice", "reveal-team"], "secret-ballot", True))
    return tuple(c for c in found if _playable(c))


@dataclass
class Run:
    games: int = 0
    events: int = 0
    checked: int = 0
    found: list[Broken] = field(default_factory=list)
    lengths: dict[tuple[str, int], int] = field(default_factory=dict)  # (case, game) → events

    def add(self, other: Run) -> None:
        self.games += other.games
        self.events += other.events
        self.checked += other.checked
        self.found += other.found
        self.lengths.update(other.lengths)

    def by_invariant(self) -> dict[str, list[Broken]]:
        out: dict[str, list[Broken]] = {}
        for broken in self.found:
            out.setdefault(broken.invariant, []).append(broken)
        return out

    def shortest(self, invariant: str) -> Broken | None:
        """The violation of `invariant` seen in the game with the fewest events."""
        found = self.by_invariant().get(invariant, [])
        return min(found, key=lambda b: (self.lengths.get((b.case, b.game), 0), b.game, b.at),
                   default=None)


def play_one(kinds: list[type[Invariant]], seed: int, index: int) -> Run:
    """Game `index` of the run seeded `seed`, watched by an instance of each of `kinds`."""
    all_cases = cases()
    case = all_cases[index % len(all_cases)]
    DRIVERS[DRIVER] = WatchedTable
    WatchedTable.kinds = kinds
    WatchedTable.where = (case.name, index, seed)
    WatchedTable.found = found = []
    WatchedTable.checked = 0
    kept, play.SILENT_PASSES = play.SILENT_PASSES, False  # every call answered, passes too
    rng = game_rng(seed, index)
    events = 0
    try:
        result = play_game(case.setup, case.roles, rng, 0.5, END_RULES[case.end],
                           driver=DRIVER, max_nights=MAX_NIGHTS)
        events = result.events
    except IllegalAction as refused:
        found.append(Broken("plays-through", case.name, index, seed, -1,
                            f"the engine refused the simulator's {refused}"))
    except Exception as crash:  # noqa: BLE001 - the game stops; the run records why
        found.append(Broken("plays-through", case.name, index, seed, -1,
                            f"{type(crash).__name__}: {crash}"))
    finally:
        play.SILENT_PASSES = kept
        if WatchedTable.last is not None:  # a game stopped short: the events it had
            events = events or len(WatchedTable.last.game.events)
            WatchedTable.last = None
    run = Run(games=1, events=events, checked=WatchedTable.checked, found=list(found))
    run.lengths[(case.name, index)] = events
    return run


def play_many(kinds: list[type[Invariant]], seed: int, indexes: Iterable[int]) -> Run:
    run = Run()
    for index in indexes:
        run.add(play_one(kinds, seed, index))
    return run


def sample(count: int, rng_seed: int) -> list[int]:
    """`count` game indexes, each case once before any twice."""
    total = len(cases())
    rng = random.Random(rng_seed)
    out = []
    while len(out) < count:
        block = list(range(len(out), len(out) + total))
        rng.shuffle(block)
        out += block
    return out[:count]
