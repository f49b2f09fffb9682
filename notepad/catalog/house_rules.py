"""The rules the validator checks that a house rule can switch off, each with one line.

Data beside the variants (notepad/catalog/variants.py), so that a scenario can name them;
the checks themselves are the engine's (notepad/engine/validator.py, engine/night/checks.py,
engine/day/checks.py).

"The Moderator has the final say" (Ultimate, Setting Up for Advanced Rules): a group that
plays a rule its own way switches the check off for the game (GameSetup.house_rules, rule id
→ false), and `check` (engine/validator.py) no longer raises it. Only rules the moderator may
override are listed: what the engine cannot even record (an empty seat, a call that is not
made) stays on. tests/engine/test_house_rules.py holds this table equal to the rule ids the
validator can raise with an override.
"""

from __future__ import annotations

from dataclasses import dataclass

from notepad.language import mark

ULTIMATE = ("ultimate",)
BOTH = ("ultimate", "werwoelfe")
WERWOELFE = ("werwoelfe",)


@dataclass(frozen=True)
class HouseRule:
    id: str  # the validator's rule id (Violation.rule)
    text: str  # what the check says, in a line
    editions: tuple[str, ...] = BOTH


HOUSE_RULES: tuple[HouseRule, ...] = (
    # The deal
    HouseRule("deal-not-the-set", mark("The cards dealt are the set's cards.")),
    HouseRule("discards", mark("Only the Villagers and the cards mixed in are discarded."),
              ULTIMATE),
    HouseRule("set-counts", mark("A deal by hand keeps the set's own rules (counts, Seer, pack).")),
    HouseRule("cupid-leftover", mark("A card is left over for Cupid only in Cupid's variant 1."),
              ULTIMATE),
    # The night
    HouseRule("dead-target", mark("A dead player can't be chosen, accused or voted for.")),
    HouseRule("dead-acting",
              mark("A dead role's call is made only so nobody learns it."), ULTIMATE),
    HouseRule("acts-twice", mark("A role acts once a night.")),
    HouseRule("self-target", mark("A role may not choose itself where its card says so.")),
    HouseRule("repeat-protect", mark("No protecting the same player two nights running.")),
    HouseRule("once-per-target", mark("A once-per-player ability never chooses a player twice.")),
    HouseRule("uses-spent", mark("A once-per-game ability is used once.")),
    HouseRule("potion-spent", mark("A spent potion can't be used again.")),
    HouseRule("heal-not-victim", mark("A heal reaches only a player attacked tonight.")),
    HouseRule("heal-and-poison", mark("The Witch never heals the player she poisons.")),
    HouseRule("too-many-victims", mark("The pack eats one victim (two after the Wolf Cub dies).")),
    HouseRule("wolves-choose-wolf", mark("The Werewolves may not choose a Werewolf.")),
    HouseRule("first-night-no-kill",
              mark("The Werewolves don't eat on the first night."), ULTIMATE),
    HouseRule("hunt-called-off", mark("After a minute the pack's hunt is called off."), ULTIMATE),
    HouseRule("minion-chosen", mark("Each pack chooses one Minion, once."), ULTIMATE),
    HouseRule("minion-in-pack", mark("The Minion is not one of the pack."), ULTIMATE),
    HouseRule("must-silence", mark("The Enchantress silences a player every night (variant)."),
              ULTIMATE),
    HouseRule("first-night-choice", mark("Warn: Doppelganger, Bandit and Cupid choose on night 1."),
              ULTIMATE),
    HouseRule("not-dead",
              mark("The Priest looks only at a dead player's role (variant)."), ULTIMATE),
    HouseRule("sees-dead-with-reveals",
              mark("Warn: the Priest's look is for games without reveals."),
              ULTIMATE),
    HouseRule("diseased", mark("After eating the Diseased the Werewolves don't hunt."), ULTIMATE),
    HouseRule("lost-abilities", mark("A player who lost their abilities doesn't act (Dice 12)."),
              ULTIMATE),
    HouseRule("charm-destroyed", mark("Warn before a pass that destroys the Charm."), ULTIMATE),
    HouseRule("two-charms", mark("One Charm per village: a second one arriving is destroyed."),
              ULTIMATE),
    HouseRule("role-swap-off", mark("Roles are swapped only in the Role Swap variant."), ULTIMATE),
    HouseRule("swap-at-night", mark("A role swap is made during a night."), ULTIMATE),
    HouseRule("swap-not-planned", mark("Only the swaps chosen ahead of time are made."), ULTIMATE),
    HouseRule("swap-leaves-the-pack", mark("Warn when a swap takes a Werewolf out of the pack."),
              ULTIMATE),
    # The day
    HouseRule("no-masons", mark("Warn when the Masons kill with no Masons in the game."), ULTIMATE),
    HouseRule("masons-dead", mark("Warn when the Masons kill with every Mason dead."), ULTIMATE),
    HouseRule("not-seconded", mark("An accusation goes to the vote once it is seconded.")),
    HouseRule("self-accusation", mark("A player accuses another player, never themselves.")),
    HouseRule("nominated-twice", mark("A spared player can't be nominated again that day."),
              WERWOELFE),
    HouseRule("not-nominated", mark("A vote is on a nominated player.")),
    HouseRule("voted-already", mark("An accusation is voted on once.")),
    HouseRule("vote-owed", mark("One accused at a time: the vote before the next accusation.")),
    HouseRule("day-over", mark("The day ends with its execution (or two).")),
    HouseRule("may-not-vote", mark("The dead and the banished may not accuse or vote.")),
    HouseRule("too-many-votes", mark("No more votes than voters.")),
    HouseRule("mayor-vote", mark("Say how the Mayor voted when hands are counted.")),
    HouseRule("hunter-first", mark("The dead Hunter shoots before the day goes on.")),
    HouseRule("mayor-first", mark("The dead Mayor passes the card before the day goes on.")),
    HouseRule("martyr-first", mark("The Martyr answers before the night falls."), ULTIMATE),
    HouseRule("hunter-alive", mark("The Hunter shoots only after dying; once.")),
    HouseRule("hunter-late", mark("The Hunter shoots right after the death is announced.")),
    HouseRule("drunk-role", mark("The Drunk's role is one not otherwise in play."), ULTIMATE),
    HouseRule("banished",
              mark("The Old Hag's banished player takes no part in the day."), ULTIMATE),
    HouseRule("silenced", mark("The silenced player may vote but not speak or accuse."), ULTIMATE),
    HouseRule("pacifist-accuses",
              mark("The Pacifist may not accuse (alternate variant)."), ULTIMATE),
    HouseRule("fool-votes-execute", mark("Warn when the Fool's vote is counted to execute."),
              ULTIMATE),
    HouseRule("pacifist-votes-spare", mark("Warn when the Pacifist's vote is counted to spare."),
              ULTIMATE),
    HouseRule("voting-method", mark("Votes follow the day's voting method."), ULTIMATE),
    HouseRule("runoff", mark("A runoff is only among the tied players."), ULTIMATE),
    HouseRule("self-vote", mark("In 1, 2, 3, Die! and the Secret Ballot nobody names themselves."),
              ULTIMATE),
    HouseRule("vouched-twice", mark("Nobody is vouched for twice (Elimination Method)."), ULTIMATE),
    HouseRule("vouch-order", mark("The one vouched for vouches next (Elimination Method)."),
              ULTIMATE),
    HouseRule("dice-variant", mark("Fateful Dice are rolled only in the Fateful Dice variant."),
              ULTIMATE),
    # The end
    HouseRule("declared-win", mark("A Werewolf win is declared at equality at the earliest.")),
)

HOUSE_RULES_BY_ID = {rule.id: rule for rule in HOUSE_RULES}


def house_rules_for(edition: str) -> list[HouseRule]:
    """The checks a game of this edition can switch off, in the setup screen's order."""
    return [rule for rule in HOUSE_RULES if edition in rule.editions]
