"""The rules a game is set up with, as the rules screen lists them: the voting method, every
variant of the edition (notepad/catalog/variants.py, grouped) and the checks a house rule can
switch off (notepad/catalog/house_rules.py). Headless: the screen shows these rows and calls
`switch`; plain tests pin both.

Each row says what the rule does in a line and where the rulebook says so. The choices live
in the Draft (notepad/balance/draft.py), so a saved scenario keeps them and a loaded one
brings its own.

Said in the language spoken (notepad/language.py): the groups and the rows' words; a
variant's, voting method's and house rule's own text comes from the catalogue and is said with
`translated`, in German where the catalogue's messages have it.
"""

from __future__ import annotations

from dataclasses import dataclass

from notepad.balance.draft import Draft
from notepad.catalog.house_rules import house_rules_for
from notepad.catalog.variants import (
    EXCLUSIVE_GROUPS,
    VARIANTS_BY_ID,
    variants_for,
    voting_methods_for,
)
from notepad.language import gettext, mark, translated

VOTING_GROUP = mark("Voting method")
HOUSE_GROUP = mark("House rules: checks the notepad makes (switch one off for this game)")
DEFAULT_REVEAL = "reveal-full"
# The seating screen's rules line names the reveal in a word or two (summary).
REVEALS = {"reveal-full": mark("full"), "reveal-wolf-or-not": mark("wolf or not"),
           "reveal-team": mark("team"), "reveal-none": mark("none")}
# A variant that only makes sense with another one (Rule Variants — The Charm: "Setting Up a
# Game with the Charm").
NEEDS = {"charm-first-holder-not-wolf": "charm"}
# A variant that a card makes the rule wherever its pack is dealt, whatever the screen says:
# "Vampire Hunter: in games with Vampires, the Hunter becomes a Vampire Hunter" (Ultimate,
# Role Cards — Hunter; notepad/engine/day/votes.py::vampire_hunter). Shown on, and not
# switched off, while that pack is in the set.
BY_THE_CARDS = {"vampire-hunter": "vampires"}


def by_the_cards(draft: Draft, variant: str) -> bool:
    """Whether the draft's cards make `variant` the rule (BY_THE_CARDS)."""
    pack = BY_THE_CARDS.get(variant)
    if pack is None:
        return False
    roles = draft.roles
    return any(count and role in roles and roles[role].pack == pack
               for role, count in draft.counts.items())


@dataclass(frozen=True)
class Row:
    key: str  # "voting:open", "variant:charm", "house:not-seconded"
    group: str
    text: str
    source: str
    on: bool
    one_of: bool  # exactly one of the group is chosen (voting method, role reveal)

    @property
    def mark(self) -> str:
        if self.one_of:
            return "(•)" if self.on else "( )"
        return "[x]" if self.on else "[ ]"


def chosen_reveal(draft: Draft) -> str:
    reveals = [v for v in draft.variants if VARIANTS_BY_ID[v].group in EXCLUSIVE_GROUPS]
    return reveals[0] if reveals else DEFAULT_REVEAL


def rows(draft: Draft) -> list[Row]:
    """Every choice for the draft's edition, in the screen's order."""
    edition = draft.edition.value
    out = [Row(f"voting:{m.id}", translated(VOTING_GROUP),
               gettext("{method}: {text}", method=translated(m.name), text=translated(m.text)),
               m.source, draft.voting == m.id, True) for m in voting_methods_for(edition)]
    reveal = chosen_reveal(draft)
    for variant in variants_for(edition):
        exclusive = variant.group in EXCLUSIVE_GROUPS
        on = variant.id == reveal if exclusive else variant.id in draft.variants
        text = translated(variant.text)
        if not exclusive and by_the_cards(draft, variant.id):
            on, text = True, gettext("{text} On: the set deals Vampires.", text=text)
        out.append(Row(f"variant:{variant.id}", translated(variant.group), text,
                       variant.source, on, exclusive))
    for rule in house_rules_for(edition):
        out.append(Row(f"house:{rule.id}", translated(HOUSE_GROUP), translated(rule.text),
                       gettext("check '{rule}'", rule=rule.id),
                       draft.house_rules.get(rule.id) is not False, False))
    return out


def switch(draft: Draft, key: str) -> None:
    """Choose a voting method or role reveal, or switch a variant or a check on or off."""
    kind, _, name = key.partition(":")
    if kind == "voting":
        draft.voting = name
    elif kind == "house":
        if draft.house_rules.get(name) is False:
            draft.house_rules.pop(name)
        else:
            draft.house_rules[name] = False
    elif kind == "variant":
        if by_the_cards(draft, name):
            return  # the card's own rule while its pack is dealt (BY_THE_CARDS)
        variants = list(draft.variants)
        group = VARIANTS_BY_ID[name].group
        if group in EXCLUSIVE_GROUPS:
            variants = [v for v in variants if VARIANTS_BY_ID[v].group != group] + [name]
        elif name in variants:
            variants = [v for v in variants if v != name and NEEDS.get(v) != name]
        else:
            variants += [n for n in (NEEDS.get(name), name) if n and n not in variants]
        draft.variants = tuple(variants)
    else:
        raise ValueError(f"unknown choice {key!r}")


def game_variants(draft: Draft) -> list[str]:
    """The variants for the game's setup: the draft's, with the role reveal always named."""
    variants = list(draft.variants)
    if chosen_reveal(draft) not in variants:
        variants.append(DEFAULT_REVEAL)
    return variants


def summary(draft: Draft) -> str:
    """One line for the seating screen: the reveal, the voting method, the other variants and
    how many checks are off."""
    from notepad.catalog.variants import VOTING_METHODS

    voting = next((translated(m.name) for m in VOTING_METHODS if m.id == draft.voting),
                  draft.voting)
    chosen = chosen_reveal(draft)
    reveal = translated(REVEALS[chosen]) if chosen in REVEALS \
        else chosen.removeprefix("reveal-").replace("-", " ")
    parts = [gettext("reveal: {reveal}", reveal=reveal), voting]
    parts += [v for v in draft.variants if VARIANTS_BY_ID[v].group not in EXCLUSIVE_GROUPS]
    off = [rule for rule, on in draft.house_rules.items() if on is False]
    if off:
        parts.append(gettext("{n} check(s) off: {rules}", n=len(off), rules=", ".join(off)))
    return " · ".join(parts)
