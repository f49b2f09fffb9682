"""Role/Werewolf Count Variants (Ultimate, Rule Variants): cards mixed in with the Villagers,
and as many cards discarded at random.

    "To prepare for a game with a nonstandard number of Werewolves or roles, mix those
    roles/Werewolves in with the Villagers (the more Villagers, the better for the Werewolves)
    and randomly discard as many cards as the number of Villagers you added. […] the game must
    have at least one Seer and one Werewolf, so don't mix all the Werewolves or the Seer in
    this way (set those aside separately)."

The setup names the mixed-in cards (`GameSetup.maybe`); they are counted in `GameSetup.roles`
like every other card, so the deck holds one card per player plus one per maybe card. The
pile the discards come from is every plain Villager card and every maybe card; the discards are
drawn from the setup's seed and written into the deal (`CardsDealt.discarded`), so a replay
never draws again.

The Fool, the Pacifist and the Tanner "should be added to the deck at random", and the Lone
Wolf is added "(or not)" at random (Role Cards): `mix_in_at_random` makes a set's cards of
those roles its maybe cards, with a Villager added for each so the head count stays.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from notepad.catalog.models import Role, Team

VARIANT = "count-variants"
SOURCE = "Ultimate, Rule Variants — Role/Werewolf Count Variants"


def is_villager(role: Role) -> bool:
    """A plain Villager card: what the maybe cards are mixed in with."""
    return role.plain and role.team is Team.VILLAGE


def discards_of(maybe: Mapping[str, int]) -> int:
    """How many cards are discarded: one for each card mixed in."""
    return sum(n for n in maybe.values() if n > 0)


def pile(roles: Mapping[str, int], maybe: Mapping[str, int],
         known: Mapping[str, Role]) -> list[str]:
    """The cards the discards are drawn from: the Villagers and the maybe cards, sorted so the
    draw depends on the seed alone."""
    cards = [r for r, n in sorted(roles.items()) if r in known and is_villager(known[r])
             for _ in range(n)]
    cards += [r for r, n in sorted(maybe.items()) if r not in known or not is_villager(known[r])
              for _ in range(n)]
    return cards


def problems(roles: Mapping[str, int], maybe: Mapping[str, int],
             variants: list[str] | tuple[str, ...], known: Mapping[str, Role]) -> list[str]:
    """What keeps a set from being played with its maybe cards, each with what to change."""
    if VARIANT not in variants:
        return [] if not maybe else [
            "cards are mixed in with the Villagers, but the Role/Werewolf Count Variants are "
            f"not on: add the '{VARIANT}' variant or leave the maybe cards out"]
    if not maybe:
        return ["the Role/Werewolf Count Variants need the cards mixed in with the Villagers: "
                "name them (the Fool, Pacifist, Tanner and Lone Wolf go in at random)"]
    out: list[str] = []
    for role_id, count in sorted(maybe.items()):
        if count > roles.get(role_id, 0):
            out.append(f"{count} × {role_id} mixed in, but the set has {roles.get(role_id, 0)}")
    if not any(is_villager(known[r]) for r, n in roles.items() if r in known and n > 0):
        out.append("there are no Villagers to mix the cards in with: add Villager cards")
    seers = sum(n for r, n in roles.items() if r in known and known[r].is_seer)
    mixed_seers = sum(n for r, n in maybe.items() if r in known and known[r].is_seer)
    if mixed_seers and mixed_seers >= seers:
        out.append("the game must have at least one Seer: set the Seer aside, don't mix it in")
    for pack, word in (("werewolves", "Werewolf"), ("vampires", "Vampire")):
        in_set = sum(n for r, n in roles.items() if r in known and known[r].pack == pack)
        mixed = sum(n for r, n in maybe.items() if r in known and known[r].pack == pack)
        if mixed and mixed >= in_set:
            out.append(f"the game must have at least one {word}: don't mix all of them in, set "
                       "one aside")
    return out


def draw_discards(seed: int, roles: Mapping[str, int], maybe: Mapping[str, int],
                  known: Mapping[str, Role]) -> list[str]:
    """The cards discarded at random from the pile, drawn from the setup's seed."""
    cards = pile(roles, maybe, known)
    rng = random.Random(f"{seed}:discard")
    return [cards[i] for i in sorted(rng.sample(range(len(cards)), discards_of(maybe)))]


def expected_sum(roles: Mapping[str, int], maybe: Mapping[str, int],
                 known: Mapping[str, Role]) -> tuple[float, int, int]:
    """The balance sum of the cards that stay, on average, and its lowest and highest.

    Every card of the pile is discarded with the same chance, discards / pile; the lowest sum
    discards the pile's highest values, the highest sum its lowest."""
    total = sum((known[r].value or 0) * n for r, n in roles.items() if r in known and n > 0)
    values = sorted(known[r].value or 0 for r in pile(roles, maybe, known) if r in known)
    k = discards_of(maybe)
    if not values or not k:
        return float(total), total, total
    k = min(k, len(values))
    expected = total - sum(values) * k / len(values)
    return expected, total - sum(values[-k:]), total - sum(values[:k])


Deck = tuple[dict[str, int], dict[str, int]]  # the roles, the maybe cards among them


def mix_in_at_random(roles: Mapping[str, int], known: Mapping[str, Role]) -> Deck:
    """A set's cards that the rulebook adds "at random" become its maybe cards, and a Villager
    is added for each, so that after the discards the head count is the set's own. Returns
    (the roles, the maybe cards); no maybe cards if the set has none of those roles."""
    maybe = {r: n for r, n in sorted(roles.items()) if n > 0 and r in known and known[r].at_random}
    villager = next((r for r, role in known.items() if is_villager(role)), "villager")
    out = dict(roles)
    if maybe:
        out[villager] = out.get(villager, 0) + discards_of(maybe)
    return out, maybe


def add_maybe(roles: Mapping[str, int], extra: Mapping[str, int]) -> Deck:
    """Extra cards mixed in with the Villagers, added to the set: (the roles, the maybe cards)."""
    out = dict(roles)
    for role_id, count in extra.items():
        out[role_id] = out.get(role_id, 0) + count
    return out, {r: n for r, n in extra.items() if n > 0}
