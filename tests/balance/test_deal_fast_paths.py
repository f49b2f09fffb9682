"""The deal's fast paths (issue 14) against the ways they replace, seed by seed:

- `engine.draws.shuffle(rng, cards)` against `rng.shuffle(cards)`: the same order and the
  generator left in the same state;
- `setup.deal(setup, roles, seed)`, which works out the count check, the deck and the Drunk's
  pool once per setup (`_dealing`) and shuffles in the compiled module, against the deal as it
  was (`plain_deal` below, the standard library's shuffle on a copy of the setup with that
  seed), for setups with the Charm (both ways of drawing its first holder), Cupid's extra
  card, the count variants' discards and the Drunk;
- the kept work is done again when the setup or the roles change, in place or not."""

from __future__ import annotations

import random

import pytest

from notepad.catalog import catalog
from notepad.engine import count_variants
from notepad.engine.draws import shuffle
from notepad.engine.events import CardsDealt
from notepad.engine.setup import (
    GameSetup,
    Seat,
    SetupError,
    check_counts,
    deal,
    deck_of,
    drunk_role,
    setup_from_scenario,
)

KNOWN = catalog().edition_roles("ultimate")


def plain_deal(setup: GameSetup, roles: dict, seed: int) -> CardsDealt:
    """The deal before issue 14's second round, on a copy of the setup with `seed`."""
    setup = setup.model_copy(update={"seed": seed})
    problems = check_counts(setup, roles)
    if problems:
        raise SetupError("; ".join(problems))
    rng = random.Random(setup.seed)
    deck = deck_of(setup, roles)
    discarded = count_variants.draw_discards(setup.seed, setup.roles, setup.maybe, roles) \
        if setup.maybe else []
    for card in discarded:
        deck.remove(card)
    leftover_for_cupid = None
    if setup.cupid_extra:
        others = sorted(c for c in deck if c != "cupid")
        leftover_for_cupid = rng.choice(others)
        deck.remove(leftover_for_cupid)
    holder = None
    if not setup.charm:
        rng.shuffle(deck)
    else:
        if "charm-first-holder-not-wolf" in setup.variants:
            leftover = rng.choice(sorted(c for c in deck if not roles[c].pack))
            deck.remove(leftover)
            deck.append("charm")
            rng.shuffle(deck)
        else:
            deck.append("charm")
            rng.shuffle(deck)
            leftover = deck.pop()
            if leftover == "charm":
                spot = rng.randrange(len(deck))
                leftover, deck[spot] = deck[spot], "charm"
        holder = deck.index("charm")
        deck[holder] = leftover
        holder += 1
    dealt = CardsDealt(cards=deck, charm_holder=holder, from_seed=True,
                       cupid_leftover=leftover_for_cupid)
    if discarded:
        dealt = dealt.model_copy(update={"discarded": discarded})
    if "drunk" in dealt.cards:
        pool = ["werewolf", "villager"] + sorted(
            r.id for r in roles.values()
            if r.card and r.id not in setup.roles and r.team.value not in ("none", "lovers")
            and r.id not in ("drunk", "werewolf", "villager", "werewolf_witch"))
        dealt = dealt.model_copy(
            update={"drunk_role": random.Random(f"{setup.seed}:drunk").choice(pool)})
    return dealt


@pytest.mark.parametrize("seed", range(20))
def test_the_compiled_shuffle_draws_as_the_standard_library(seed: int) -> None:
    mine, theirs = random.Random(seed), random.Random(seed)
    for n in [*range(0, 70), 127, 128, 129, 300]:
        cards = [f"c{i}" for i in range(n)]
        expected = list(cards)
        shuffle(mine, cards)
        theirs.shuffle(expected)
        assert cards == expected, n
        assert mine.getstate() == theirs.getstate()


def test_a_generator_of_its_own_shuffles_itself() -> None:
    class Backwards(random.Random):
        def shuffle(self, x):  # type: ignore[no-untyped-def, override]
            x.reverse()

    cards = ["a", "b", "c"]
    shuffle(Backwards(1), cards)
    assert cards == ["c", "b", "a"]


def _seats(n: int) -> list[Seat]:
    return [Seat(seat=i, name=f"P{i}") for i in range(1, n + 1)]


def setups() -> list[GameSetup]:
    scenario = catalog().find_scenario("overpopulated-village")
    names = [f"Player {i}" for i in range(1, 69)]
    small = {"werewolf": 2, "seer": 1, "drunk": 1, "villager": 4, "cupid": 1}
    return [
        setup_from_scenario(scenario, names),
        setup_from_scenario(scenario, names, variants=["charm"]),
        setup_from_scenario(scenario, names, variants=["charm", "charm-first-holder-not-wolf"]),
        GameSetup(edition="ultimate", roles=small, players=_seats(9)),
        GameSetup(edition="ultimate", roles=small, players=_seats(8),
                  variants=["cupid-extra-card"]),
        GameSetup(edition="ultimate", roles={**small, "sorceress": 1}, players=_seats(9),
                  variants=["count-variants"], maybe={"sorceress": 1}),
    ]


@pytest.mark.parametrize("index", range(6))
def test_the_deal_from_a_seed_is_the_plain_deal(index: int) -> None:
    setup = setups()[index]
    for seed in range(60):
        dealt = deal(setup, KNOWN, seed)
        assert dealt == plain_deal(setup, KNOWN, seed), seed
        assert dealt == deal(setup.model_copy(update={"seed": seed}), KNOWN)
    assert deal(setup, KNOWN) == plain_deal(setup, KNOWN, setup.seed)
    drunk = setup.model_copy(update={"seed": 11})
    if "drunk" in setup.roles:
        assert drunk_role(drunk, KNOWN) == plain_deal(setup, KNOWN, 11).drunk_role


def test_the_kept_deal_follows_a_changed_setup() -> None:
    """Changed in place or replaced, the setup and the roles are read again: the deck, the
    count check and the Drunk's pool."""
    setup = GameSetup(edition="ultimate", roles={"werewolf": 2, "drunk": 1, "villager": 6},
                      players=_seats(9))
    assert deal(setup, KNOWN, 3) == plain_deal(setup, KNOWN, 3)
    setup.roles["villager"] = 5
    setup.roles["seer"] = 1  # in place: the Seer leaves the Drunk's pool
    assert deal(setup, KNOWN, 3) == plain_deal(setup, KNOWN, 3)
    assert "seer" in deal(setup, KNOWN, 3).cards
    setup.roles["villager"] = 9  # too many cards now
    with pytest.raises(SetupError, match="role cards for 9 players"):
        deal(setup, KNOWN, 3)
    setup.roles["villager"] = 5
    setup.variants.append("reveal-none")
    assert deal(setup, KNOWN, 4) == plain_deal(setup, KNOWN, 4)
    fewer = {r: role for r, role in KNOWN.items() if r not in ("bodyguard", "witch")}
    for seed in range(30):  # the Drunk's pool without them
        assert deal(setup, fewer, seed) == plain_deal(setup, fewer, seed)
        assert deal(setup, KNOWN, seed) == plain_deal(setup, KNOWN, seed)
    shorter = setup.model_copy(update={"players": _seats(8)})
    with pytest.raises(SetupError):
        deal(shorter, KNOWN, 5)
