"""Every rule variant, optional rule and voting method a game can be set up with: one table.

The setup screen lists these, grouped, each with one line of what it does and where the
rulebook says so; a scenario's `variants` and a session log's header name them by id; the
engine asks `rule_on(state, id)` (notepad/engine/rule_book.py). A variant added to the engine
is added here, once, and every one of those places offers it.

`group` orders the setup screen; within a group whose `exclusive` is set, exactly one is chosen
(the role reveal). `editions` says where a variant belongs: the Werwölfe rulebook has none of
the Ultimate variants.
"""

from __future__ import annotations

from dataclasses import dataclass

from notepad.language import mark, translated

ULTIMATE = ("ultimate",)
BOTH = ("ultimate", "werwoelfe")


@dataclass(frozen=True)
class Variant:
    id: str
    group: str
    text: str  # one line: what it does at the table
    source: str  # the rulebook and section that gives it
    editions: tuple[str, ...] = ULTIMATE


# The groups' names are messages: the rules screen says them with `translated`.
GROUPS = (mark("Role reveal"), mark("The Charm"), mark("Day"), mark("Night"), mark("Deck"),
          mark("Role cards"), mark("Scenario rules"), mark("Joke variants"))
EXCLUSIVE_GROUPS = frozenset({"Role reveal"})

VARIANT_TABLE: tuple[Variant, ...] = (
    # Ultimate, Rule Variants — Role Reveal
    Variant("reveal-full", "Role reveal", mark("A dead player's card is shown to everyone."),
            "Ultimate, Rule Variants — Role Reveal", BOTH),
    Variant("reveal-wolf-or-not", "Role reveal",
            mark("Only whether the dead player was a Werewolf is announced."),
            "Ultimate, Rule Variants — Role Reveal: Reveal Only Werewolf/Villager Status"),
    Variant("reveal-team", "Role reveal", mark("Only the dead player's team is announced."),
            "Ultimate, Rule Variants — Role Reveal: Reveal Only the Team"),
    Variant("reveal-none", "Role reveal", mark("Nothing is revealed but the death itself."),
            "Ultimate, Rule Variants — Role Reveal: No Reveal at All"),
    # Ultimate, Rule Variants — The Charm
    Variant("charm", "The Charm",
            mark("One card more than players; the holder cannot die and passes it each night."),
            "Ultimate, Rule Variants — The Charm"),
    Variant("charm-first-holder-not-wolf", "The Charm",
            mark("The first holder is dealt from the deck without the Werewolf cards."),
            "Ultimate, The Charm — Setting Up a Game with the Charm"),
    # Days
    Variant("fateful-dice", "Day", mark("Two dice rolled at night set a twist for the next day."),
            "Ultimate, Rule Variants — Daytime Twists: Fateful Dice"),
    Variant("elected-mayor", "Day",
            mark("The Mayor is elected, not dealt; a dead Mayor's successor is elected or handed "
            "the card."),
            "Ultimate, Role Cards — Mayor; Werwölfe, All Characters at a Glance — Mayor "
            "(Variant)", BOTH),
    Variant("werewolf-parity", "Day",
            mark("The Werewolves win once they equal the rest, when the moderator declares it."),
            "Ultimate, End of the Game"),
    # Nights
    Variant("role-swap", "Night",
            mark("Two roles chosen ahead of time change hands secretly during a night."),
            "Ultimate, Rule Variants — Daytime Twists: Role Swap"),
    # The deck
    Variant("count-variants", "Deck",
            mark("Extra cards mixed in with the Villagers; as many discarded at random."),
            "Ultimate, Rule Variants — Role/Werewolf Count Variants"),
    # Role cards' alternate variants
    Variant("lycan-reveals-werewolf", "Role cards",
            mark("A dead Lycan is revealed as a Werewolf."), "Ultimate, Role Cards — Lycan"),
    Variant("martyr-night", "Role cards",
            mark("The Martyr wakes after the Werewolves and may die in their victim's place."),
            "Ultimate, Role Cards — Martyr"),
    Variant("bodyguard-once-per-player", "Role cards",
            mark("The Bodyguard may protect each player only once per game."),
            "Ultimate, Role Cards — Bodyguard, alternate variant 1"),
    Variant("bodyguard-protects-day", "Role cards",
            mark("The Bodyguard's protection also holds through the next day."),
            "Ultimate, Role Cards — Bodyguard, alternate variant 2"),
    Variant("cult-leader-successor", "Role cards",
            mark("When the Cult Leader dies, the first recruit leads the cult on."),
            "Ultimate, Role Cards — Cult Leader"),
    Variant("bandit-four", "Role cards",
            mark("The Bandit chooses four; if all four die and the Bandit lives, the Bandit wins."),
            "Ultimate, Role Cards — Bandit"),
    Variant("pacifist-no-accuse", "Role cards",
            mark("The Pacifist may not accuse or second, and votes against execution."),
            "Ultimate, Role Cards — Pacifist"),
    Variant("random-fool", "Role cards",
            mark("No Fool card: the moderator secretly makes a random player the Fool."),
            "Ultimate, Role Cards — Fool, alternate variant"),
    Variant("witch-one-ability", "Role cards",
            mark("The Witch uses only one of the two abilities, once."),
            "Ultimate, Role Cards — Witch, alternate variant"),
    Variant("sorcerer-two-spells", "Role cards",
            mark("The Sorcerer casts two spells in all: heal or kill, in any mix."),
            "Ultimate, Role Cards — Sorcerer, alternate variant"),
    Variant("cupid-extra-card", "Role cards",
            mark("Cupid is an extra card; after choosing the Lovers, Cupid takes the leftover "
                 "card."),
            "Ultimate, Role Cards — Cupid, alternate variant 1"),
    Variant("lovers-by-moderator", "Role cards",
            mark("No Cupid card: the moderator chooses the Lovers, by chance or on purpose."),
            "Ultimate, Role Cards — Cupid, alternate variant 2"),
    Variant("medium-villager-team", "Role cards",
            mark("The Medium learns whether a player belongs to the Villager team."),
            "Ultimate, Role Cards — Medium, alternate variant"),
    Variant("ghost-first-dead", "Role cards",
            mark("No Ghost dies on night 1: the first player to die becomes the Ghost."),
            "Ultimate, Role Cards — Ghost, alternate variant"),
    Variant("priest-sees-dead", "Role cards",
            mark("Instead of blessing, the Priest once looks at a dead player's role."),
            "Ultimate, Role Cards — Priest, alternate variant"),
    Variant("old-hag-returning-chooses", "Role cards",
            mark("The banished player, back in the village, chooses who leaves next."),
            "Ultimate, Role Cards — Old Hag, alternate variant"),
    Variant("apprentice-checks-twice", "Role cards",
            mark("While the Seer lives, the Apprentice checks too, but learns only on a second "
                 "check."),
            "Ultimate, Role Cards — Apprentice Seer, alternate variant"),
    Variant("enchantress-must-silence", "Role cards",
            mark("The Enchantress must silence a player every night."),
            "Ultimate, Role Cards — Enchantress, alternate variant"),
    Variant("sorceress-sees-wolves", "Role cards",
            mark("On the first night the moderator shows the Sorceress the Werewolves."),
            "Ultimate, Role Cards — Sorceress, alternate variant"),
    Variant("minion-card", "Role cards",
            mark("The Minion is a dealt card; Minion and Werewolves see each other on night 1."),
            "Ultimate, Role Cards — Minion, alternate variant"),
    Variant("doppelganger-copies-at-once", "Role cards",
            mark("The Doppelganger copies the chosen player's role at once and is called every "
                 "night."),
            "Ultimate, Role Cards — Doppelganger, alternate variant"),
    Variant("drunk-learns-first-night", "Role cards",
            mark("The Drunk learns the real role on night 1 but uses it only from night 3."),
            "Ultimate, Role Cards — Drunk, alternate variant"),
    # Rules that a scenario brings with it
    Variant("apprentice-seer-is-seer", "Scenario rules",
            mark("The Apprentice Seer checks every night from the start, as a second Seer."),
            "Ultimate, Scenarios — Village of Tranquility"),
    # The Hunter card makes every Hunter a Vampire Hunter "in games with Vampires" (Role Cards
    # — Hunter), so the engine plays it whenever Vampires are dealt; the scenario names it too.
    Variant("vampire-hunter", "Scenario rules",
            mark("A Hunter killed by the Vampires kills the nearest Vampire (always, with "
                 "Vampires)."),
            "Ultimate, Scenarios — Vampire Village; Role Cards — Hunter"),
    Variant("minion-with-vampires", "Scenario rules", mark("The Minion belongs to the Vampires."),
            "Ultimate, Scenarios — Vampire Village"),
    Variant("sorceress-with-werewolf", "Scenario rules",
            mark("The Sorceress teams up with the Werewolf."),
            "Ultimate, Scenarios — Vampire Village"),
    # Joke Variants
    Variant("no-seer-no-werewolves", "Joke variants",
            mark("No Seer, no Werewolves: the moderator calls both every night and plays them."),
            "Ultimate, Joke Variants — No Seer and No Werewolves"),
)


@dataclass(frozen=True)
class VotingMethod:
    id: str
    name: str
    text: str
    source: str
    editions: tuple[str, ...] = ULTIMATE


VOTING_METHODS: tuple[VotingMethod, ...] = (
    VotingMethod("open", mark("Open vote"),
                 mark("Accuse, second, defend; thumbs up or down; more than half executes."),
                 "Ultimate, The First Day; Werwölfe, The Gallows", BOTH),
    VotingMethod("double-accusation", mark("Double Accusation"),
                 mark("The first two seconded accusations go to one vote; most votes is executed."),
                 "Ultimate, Rule Variants — Accusation and Voting"),
    VotingMethod("elimination", mark("Elimination Method"),
                 mark("Players vouch for others; the last raised hand is executed."),
                 "Ultimate, Rule Variants — Accusation and Voting"),
    VotingMethod("secret-ballot", mark("Secret Ballot"),
                 mark("Everyone writes a name; most names is executed, a runoff on a tie."),
                 "Ultimate, Rule Variants — Accusation and Voting"),
    VotingMethod("snap", mark("1, 2, 3, Die!"),
                 mark("On \"die!\" everyone points; most pointed at is executed."),
                 "Ultimate, Rule Variants — Accusation and Voting"),
)

VARIANTS_BY_ID = {variant.id: variant for variant in VARIANT_TABLE}
# The report's rules line names the reveal and the voting method as the session log's header
# does, by id; said in the language spoken, the English message is that id itself (so an
# English report reads as before) and the German is the rule in words.
ID_WORDS = {"reveal-full": mark("full"), "reveal-wolf-or-not": mark("wolf-or-not"),
            "reveal-team": mark("team"), "reveal-none": mark("none"),
            "open": mark("open"), "double-accusation": mark("double-accusation"),
            "elimination": mark("elimination"), "secret-ballot": mark("secret-ballot"),
            "snap": mark("snap")}

# A variant as the report's notepad lines name it: the English message is its id (so an
# English report reads as before, docs/session-log.md names variants by id), the German the
# variant in words.
VARIANT_WORDS = {
    "reveal-full": mark("reveal-full"),
    "reveal-wolf-or-not": mark("reveal-wolf-or-not"),
    "reveal-team": mark("reveal-team"),
    "reveal-none": mark("reveal-none"),
    "charm": mark("charm"),
    "charm-first-holder-not-wolf": mark("charm-first-holder-not-wolf"),
    "fateful-dice": mark("fateful-dice"),
    "elected-mayor": mark("elected-mayor"),
    "werewolf-parity": mark("werewolf-parity"),
    "role-swap": mark("role-swap"),
    "count-variants": mark("count-variants"),
    "lycan-reveals-werewolf": mark("lycan-reveals-werewolf"),
    "martyr-night": mark("martyr-night"),
    "bodyguard-once-per-player": mark("bodyguard-once-per-player"),
    "bodyguard-protects-day": mark("bodyguard-protects-day"),
    "cult-leader-successor": mark("cult-leader-successor"),
    "bandit-four": mark("bandit-four"),
    "pacifist-no-accuse": mark("pacifist-no-accuse"),
    "random-fool": mark("random-fool"),
    "witch-one-ability": mark("witch-one-ability"),
    "sorcerer-two-spells": mark("sorcerer-two-spells"),
    "cupid-extra-card": mark("cupid-extra-card"),
    "lovers-by-moderator": mark("lovers-by-moderator"),
    "medium-villager-team": mark("medium-villager-team"),
    "ghost-first-dead": mark("ghost-first-dead"),
    "priest-sees-dead": mark("priest-sees-dead"),
    "old-hag-returning-chooses": mark("old-hag-returning-chooses"),
    "apprentice-checks-twice": mark("apprentice-checks-twice"),
    "enchantress-must-silence": mark("enchantress-must-silence"),
    "sorceress-sees-wolves": mark("sorceress-sees-wolves"),
    "minion-card": mark("minion-card"),
    "doppelganger-copies-at-once": mark("doppelganger-copies-at-once"),
    "drunk-learns-first-night": mark("drunk-learns-first-night"),
    "apprentice-seer-is-seer": mark("apprentice-seer-is-seer"),
    "vampire-hunter": mark("vampire-hunter"),
    "minion-with-vampires": mark("minion-with-vampires"),
    "sorceress-with-werewolf": mark("sorceress-with-werewolf"),
    "no-seer-no-werewolves": mark("no-seer-no-werewolves"),
}


def id_words(rule_id: str) -> str:
    """A reveal's or voting method's id in words in the language spoken ("reveal-full":
    "full"; an id not in the table, as it is without "reveal-")."""
    found = ID_WORDS.get(rule_id)
    return translated(found) if found is not None else rule_id.removeprefix("reveal-")


def variant_words(variant_id: str) -> str:
    """A variant's or optional rule's id in words in the language spoken (as it is if the
    table does not have it)."""
    found = VARIANT_WORDS.get(variant_id)
    return translated(found) if found is not None else variant_id


def variants_for(edition: str) -> list[Variant]:
    """The variants a game of this edition can be set up with, in the setup screen's order."""
    return sorted((v for v in VARIANT_TABLE if edition in v.editions),
                  key=lambda v: GROUPS.index(v.group))


def voting_methods_for(edition: str) -> list[VotingMethod]:
    return [method for method in VOTING_METHODS if edition in method.editions]
