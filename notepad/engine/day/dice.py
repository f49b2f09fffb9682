"""Fateful Dice (Ultimate, Rule Variants — Daytime Twists): "roll two six-sided dice at night
and check the table below to determine a rule variant".

A roll made on night N sets the rule for that night's victim and for day N. The engine
enforces what it can: 2 (the victim turns werewolf the following night, engine/night/dawn.py),
3 (a seconded accusation executes at once, engine/day/votes.py), 4 (two executions), 5 (names the
player the Seer checked last), 9 (as the previous day), 10 (the Elimination Method),
12 (the victim lives but loses their abilities). 11 (no talking) is read out only."""

from __future__ import annotations

import random

from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated

# Said with `translated` where shown (the rule is kept in the state in English).
DICE_RULES = {
    2: mark("The player targeted by the Werewolves becomes a Werewolf themselves the "
            "following night."),
    3: mark("An accusation that is seconded executes the accused at once, without a vote."),
    4: mark("Two executions instead of one."),
    5: mark("Point out the player who was most recently checked by the Seer."),
    6: mark("Play as normal."),
    7: mark("Play as normal."),
    8: mark("Play as normal."),
    9: mark("As the previous day."),
    10: mark("Vote using the Elimination Method."),
    11: mark("No talking, except to accuse and second an accusation."),
    12: mark("The Werewolves' victim doesn't die, but loses their abilities."),
}


def draw(seed: int, night: int, rolls_so_far: int) -> list[int]:
    """Two dice from the game's seed: the same game, night and roll give the same dice, and
    the dice are written into the event, so a replay never rolls again."""
    rng = random.Random(f"{seed}:dice:{night}:{rolls_so_far}")
    return [rng.randint(1, 6), rng.randint(1, 6)]


def roll_on(state: GameState, night: int) -> int | None:
    """The last roll recorded on `night`, or None."""
    if not state.dice:
        return None
    rolls = [roll for n, roll, _ in state.dice if n == night]
    return rolls[-1] if rolls else None


def effective_roll(state: GameState, night: int) -> int | None:
    """The roll whose rule holds for night `night` and the day after it; 9 ("As the previous
    day") takes the rule of the day before, and so on back."""
    if not state.dice:  # no dice rolled (the usual game): asked at every dawn
        return None
    roll = roll_on(state, night)
    while roll == 9 and night > 1:
        night -= 1
        roll = roll_on(state, night)
    return None if roll == 9 else roll


def today_rule(state: GameState) -> int | None:
    """The roll that rules the current day (None: no dice, or play as normal)."""
    if state.phase != "day" or not state.dice:  # no dice rolled: asked on every vote
        return None
    return effective_roll(state, state.number)


def rule_text(state: GameState, night: int) -> str:
    """The rule to read to the players, with the answer for 5."""
    roll = roll_on(state, night)
    if roll is None:
        return ""
    text = translated(DICE_RULES.get(roll, "Play as normal."))
    if roll == 9:
        rule = effective_roll(state, night)
        text = gettext("{rule} ({previous})", rule=text,
                       previous=translated(DICE_RULES[rule] if rule else "Play as normal."))
    if effective_roll(state, night) == 5:
        # The Seer/Seeress is one role with a card for each sex (Role Cards — Seer/Seeress):
        # the latest check of either, named by whose card made it.
        seer_checks = [(c, r) for c in state.checks
                       if (r := state.roles.get(c[1])) is not None and r.is_seer]
        if seer_checks:
            last, role = seer_checks[-1]
            text = gettext("{rule} The {role} last checked {name}.", rule=text, role=role.name,
                           name=state.players[last[2]].name)
    return text
