"""The deck a role set needs: one card per player, plus the Charm and Cupid's extra card,
the Moderator card among them, and the cards discarded at random with the count variants; and
which cards may be mixed in with the Villagers. Warnings inform; they never stop a game.
Rulebooks: UW = Ultimate Werewolf: Ultimate Edition, WW = Werwölfe, ON = One Night Ultimate
Werewolf: Epic Battle.
"""

from __future__ import annotations

from collections.abc import Mapping

from notepad.balance.core import RoleSet, Warning
from notepad.catalog.models import Edition, Role
from notepad.language import gettext


def expected_cards(role_set: RoleSet) -> tuple[int, str]:
    """The card count a role set needs, and why (in the language spoken: each case one
    whole phrase, notepad/language.py)."""
    if role_set.edition is Edition.ONENIGHT:
        # ON Setup: "There must always be 3 more role cards in the game than there are players."
        return role_set.players + 3, gettext("players + 3")
    # UW Role/Werewolf Count Variants: "randomly discard as many cards as … you added".
    mixed = sum(n for n in role_set.maybe.values() if n > 0)
    # UW The Charm: "add it to the deck of roles as an extra card, so there is one more card
    # than players."
    charm = bool(role_set.count("charm") or "charm" in role_set.variants)
    # UW Role Cards — Cupid, alternate variant 1: "add Cupid as an extra card".
    cupid = bool(role_set.count("cupid") and "cupid-extra-card" in role_set.variants)
    count = role_set.players + charm + cupid + mixed
    if charm and cupid:
        return count, gettext("players + 2 with the Charm and Cupid + {n} discarded at "
                              "random", n=mixed) if mixed else \
            gettext("players + 2 with the Charm and Cupid")
    if charm:
        return count, gettext("players + 1 with the Charm + {n} discarded at random",
                              n=mixed) if mixed else gettext("players + 1 with the Charm")
    if cupid:
        return count, gettext("players + 1 with Cupid + {n} discarded at random",
                              n=mixed) if mixed else gettext("players + 1 with Cupid")
    if role_set.count("moderator"):
        # UW Role Cards — Moderator: "the deck of roles, which already contains cards equal
        # to the number of players minus one", and the Moderator card.
        return count, gettext("one per person, the Moderator card one of them + {n} "
                              "discarded at random", n=mixed) if mixed else \
            gettext("one per person, the Moderator card one of them")
    if mixed:
        return count, gettext("players + {n} discarded at random", n=mixed)
    return count, gettext("one per player")


def dealt_cards(role_set: RoleSet) -> int:
    """The cards dealt, to compare with `expected_cards` (the builder's live rate plays none
    while they differ)."""
    # The elected Mayor is handed the card, not dealt it (UW Role Cards — Mayor; WW All
    # Characters at a Glance — Mayor, Variant).
    elected = "mayor" if "elected-mayor" in role_set.variants else ""
    return sum(n for r, n in role_set.roles.items() if n > 0 and r not in ("lovers", elected))


def card_count(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    expected, why = expected_cards(role_set)
    dealt = dealt_cards(role_set)
    if dealt == expected:
        return []
    source = {
        Edition.ONENIGHT: "ON Setup",
        Edition.ULTIMATE: "UW Game Setup; The Charm",
        Edition.WERWOELFE: "WW Game Setup",
    }[role_set.edition]
    return [
        Warning(
            "card-count",
            gettext("{dealt} cards for {players} players: needs {expected} ({why}); add "
                    "{more}.", dealt=dealt, players=role_set.players, expected=expected,
                    why=why, more=expected - dealt) if dealt < expected else
            gettext("{dealt} cards for {players} players: needs {expected} ({why}); remove "
                    "{fewer}.", dealt=dealt, players=role_set.players, expected=expected,
                    why=why, fewer=dealt - expected),
            source,
        )
    ]


def count_variants(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    """UW Role/Werewolf Count Variants: the maybe cards go in with the Villagers, never the
    Seer or all the Werewolves."""
    if not role_set.maybe and "count-variants" not in role_set.variants:
        return []
    from notepad.engine.count_variants import problems
    from notepad.engine.setup import maybe_without_a_card

    found = problems(role_set.roles, role_set.maybe, role_set.variants, known)
    found += maybe_without_a_card(role_set, role_set.maybe, known)
    return [Warning("count-variants", f"{problem[0].upper()}{problem[1:]}.",
                    "UW Rule Variants — Role/Werewolf Count Variants") for problem in found]
