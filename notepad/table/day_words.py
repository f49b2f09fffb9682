"""The day's words on the game screen, worked out from the engine's state: what to announce
at dawn and what only the moderator learns, what the game waits on ("Ask now"), the day's
commands for this game, the Fateful Dice, the pack's minute and the day timer."""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.day.checks import method_of
from notepad.engine.day.dice import roll_on
from notepad.engine.day.timer import DayTimer
from notepad.engine.game import Game
from notepad.engine.night.hunt import HuntTimer
from notepad.engine.night.words import daybreak
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated
from notepad.table.typed_words import verb

# The day's commands, by what the game has (notepad/table/commands.py parses them).
VOTE_HELP = {
    "open": mark("n SEAT by A B (accuse, second) · v 9-3 (hands: execute-spare) or v x SEATS s "
                 "SEATS"),
    "double-accusation": mark("n SEAT by A B (accuse, second) · dd A B 9-3 (votes against A, "
                              "B)"),
    "elimination": mark("vouch A B (A vouches for B; the last raised hand is executed)"),
    "secret-ballot": mark("ballot SEATS… (the names written, one per voter; 4x30 = 4, thirty "
                          "times)"),
    "snap": mark("snap SEATS… (whom each pointed at, one per player; 4x30 = 4, thirty times)"),
}
DAY_EXAMPLE = {  # the entry's placeholder by day: a first command of this voting method
    "open": mark("n 4 by 7 9"),  # as typed in the language spoken ("klage 4 von 7 9")
    "double-accusation": mark("n 4 by 7 9"),
    "elimination": mark("vouch 7 4"),
    "secret-ballot": mark("ballot 4 4 9 4 …"),
    "snap": mark("snap 4 4 9 4 …"),
}


def day_example(state: GameState) -> str:
    """A first command of today's voting method."""
    return translated(DAY_EXAMPLE.get(method_of(state), DAY_EXAMPLE["open"]))


def day_placeholder(state: GameState) -> str:
    return gettext("a day command, e.g. {example}", example=day_example(state))


ASK_HELP = {
    "hunter_shot": mark("type shoot SEAT, or shoot air"),
    "martyr": mark("type martyr yes, or martyr no"),
    "mayor": mark("type mayor SEAT"),
}


def quiet_day(game: Game) -> str:
    """What F6 says first on a day with nothing recorded since dawn, or "": the village may
    sleep without an execution ("if no one is executed, the village falls asleep
    immediately", Ultimate, The First Day), but one F6 too many after dawn skipped a day."""
    events = game.events
    if not events or type(events[-1]) is not ev.Dawn:
        return ""
    return gettext("Nothing recorded today: F6 again ends the day without an execution; or "
                   "accuse someone first (the day's commands are above).")


def mayor_first_texts(state: GameState) -> tuple[str, str, str]:
    """(what to announce, what to type, the entry's placeholder) after the deal, before the
    first night, for Werwölfe's elected Mayor: "Many groups award the Mayor card, after the
    characters have been distributed, to a specific player by majority decision" (Werwölfe,
    All Characters at a Glance — Mayor, Variant)."""
    if state.mayor is not None:
        return (gettext("{name} holds the Mayor card.", name=state.players[state.mayor].name),
                gettext("F6 begins the first night."), gettext("F6 begins the first night"))
    return (gettext("Before the first night: the village awards the Mayor card to one player "
                    "by majority decision."),
            gettext("Type mayor SEAT for the player elected; then F6 begins the first night."),
            gettext("mayor SEAT, e.g. mayor 4"))


def dice_due(state: GameState) -> str:
    """At night with the Fateful Dice on and no roll yet: "roll two six-sided dice at night
    and check the table below to determine a rule variant. Read the new rules to the players
    immediately" (Ultimate, Rule Variants — Daytime Twists)."""
    if state.phase != "night" or "fateful-dice" not in state.setup.variants \
            or roll_on(state, state.number) is not None:
        return ""
    return gettext("the Fateful Dice are still to be rolled tonight — F9 rolls them (or type "
                   "dice A B)")


def dice_line(game: Game) -> str:
    rule = game.dice_rule() if game.state.dice else ""
    return gettext("Fateful Dice: {rule}", rule=translated(rule)) if rule else ""


def dice_words(game: Game, dice: list[int]) -> str:
    """The roll just recorded, with the numbers: "Fateful Dice 3 + 4 = 7: Play as normal."."""
    a, b = dice
    return gettext("Fateful Dice {first} + {second} = {roll}: {rule}", first=a, second=b,
                   roll=a + b, rule=translated(game.dice_rule()))


def how_to_finish(rule: str, typed: str) -> str:
    """For a refused line the moderator can finish: how, in the screen's commands."""
    words = typed.split()
    typed = " ".join(words)
    # `v 9-3` or, in German, `a 9-3`, without the Mayor's word (`mayor`, `bm`).
    if rule == "mayor-vote" and len(words) > 1 and verb(words[0]) == "v" \
            and "mayor" not in {verb(word) for word in words[1:]}:
        return gettext("add the Mayor's way: {typed} mayor x (execute) or {typed} mayor s "
                       "(spare)", typed=typed)
    if rule == "voted-already":
        return gettext("if that vote was wrong, Ctrl+Z takes it back")
    return ""


def day_commands(state: GameState) -> list[str]:
    """The day's commands for this game: its voting method, and only the roles in play."""
    roles, variants = state.setup.roles, state.setup.variants
    ultimate = state.setup.edition == "ultimate"
    parts = [translated(VOTE_HELP.get(method_of(state), VOTE_HELP["open"]))]
    elected = "elected-mayor" in variants or state.mayor is not None or state.mayor_pending
    if ("mayor" in roles or elected) and method_of(state) == "open":
        # Ultimate, Role Cards — Mayor: "counts as two"; Werwölfe, The Gallows: on a tie the
        # Mayor's vote "counts double and decides the outcome".
        parts.append(gettext("v 9-3 mayor x|s (and the Mayor's way: counted twice)") if ultimate
                     else gettext("v 4-4 mayor x|s (a tie: the Mayor's way decides)"))
    if elected:
        parts.append(gettext("mayor SEAT (elect the Mayor, or the card passes)"))
    if "hunter" in roles or "doppelganger" in roles or "drunk" in roles:
        parts.append(gettext("shoot SEAT|air"))
    if "martyr" in roles and ultimate:
        parts.append(gettext("martyr yes|no"))
    parts.append(gettext("timer MIN"))
    return parts + any_time_commands(state)


def any_time_commands(state: GameState) -> list[str]:
    """The commands of this game that may be typed at any call, night or day
    (notepad/table/commands.py, any_time_command)."""
    roles, variants = state.setup.roles, state.setup.variants
    parts = []
    if "fateful-dice" in variants:
        parts.append(gettext("dice A B"))
    if "mason" in roles:
        # Ultimate, Role Cards — Mason: the one who mentions them dies the following night.
        parts.append(gettext("masons SEAT (the Masons kill them the following night)"))
    parts.append(gettext("death SEAT masons|left|other") if "mason" in roles
                 else gettext("death SEAT left|other"))
    if state.setup.edition == "ultimate":
        parts.append(gettext("end TEAM [SEATS] (declare the end)"))
    return parts


def day_help(state: GameState) -> str:
    """The day's commands for this game, in a line."""
    return " · ".join(day_commands(state))


def ask_lines(game: Game) -> list[str]:
    """What the moderator must ask now, with what to type."""
    lines = []
    for kind, words in game.asks():
        how = translated(ASK_HELP[kind]) if kind in ASK_HELP else ""
        if kind == "second_execution":  # the engine's words say "accuse and vote again"
            how = gettext("type e.g. {example}", example=day_example(game.state))
        elif kind == "runoff":
            how = gettext("type snap SEATS… among them") if method_of(game.state) == "snap" \
                else gettext("type ballot SEATS… among them")
        lines.append(gettext("Ask now: {words} — {how}", words=words, how=how) if how
                     else gettext("Ask now: {words}", words=words))
    return lines


def day_texts(game: Game) -> tuple[str, str, str]:
    """(what to announce to the village, what the moderator needs to know, what the game
    waits on: the "Ask now" lines). The deaths are in the announcement once; the moderator's
    part adds only what the village is not told. The asks stand apart, just above the entry
    line, so that they are in view at 80×24 whatever the reading column holds."""
    state = game.state
    report = game.dawn_report
    announce = report.announce if report is not None else []
    say = "\n".join([daybreak(state, state.number), *announce])
    detail = []
    asks = ask_lines(game)
    if report is not None:
        # The Hunter's shot is asked for above the entry, with what to type: not twice.
        detail += [gettext("For your eyes: {line}", line=line) for line in report.moderator
                   if not (asks and line.endswith(HUNTER_SHOOTS_NOW))]
        detail += [survival_line(state.players[s].name, why) for s, why in report.survivals]
    rule = dice_line(game)
    if rule:
        detail.append(rule)
    detail.append(day_help(state))
    return say, "\n".join(detail), "\n".join(asks)


# Why a player survived, as the engine keeps it in English (engine/night/dawn.py,
# engine/deaths.py `shield`): said in the language spoken where shown (survival_line,
# table/recorded.py). The heal and the protection name the role whose potion or guard it was.
SAVED = (mark("healed by the Witch"), mark("healed by the Sorcerer"),
         mark("healed by the Werewolf Witch"), mark("protected by the Bodyguard"),
         mark("protected by the Healer"), mark("holds the Charm"),
         mark("blessed by the Priest (the blessing is used up)"),
         mark("the Werewolves are ill: they ate the Diseased"),
         mark("the Martyr took their place"), mark("the Cursed becomes a Werewolf"),
         mark("Vampires can't be killed by Werewolves"),
         mark("Fateful Dice 2: becomes a Werewolf the following night"),
         mark("Fateful Dice 12: doesn't die, but loses their abilities"),
         mark("the Cursed becomes a Vampire"), mark("Red Riding Hood: the Hunter is alive"),
         mark("banished by the Old Hag for the day"),
         mark("protected by the Bodyguard for the day too"))
# The Stalwart's survival as the engine gives it (engine/night/dawn.py): not a rescue.
STALWART_LATE = "the Stalwart dies a night late"
# The end of the engine's line for a Hunter who shoots at dawn (engine/night/dawn.py).
HUNTER_SHOOTS_NOW = "(Hunter) shoots now"


def survival_line(name: str, why: str) -> str:
    """A player the night's attack did not kill, and why. The Stalwart is not saved: "they
    only die the following night … Players are told that no one died the previous night"
    (Ultimate, Role Cards — Stalwart); "Saved: Ann, the Stalwart dies a night late" said both."""
    if why == STALWART_LATE:
        return gettext("Not dead yet: {name}, the Stalwart, was eaten and dies the following "
                       "night (the village is not told)", name=name)
    return gettext("Saved: {name}, {why}", name=name, why=translated(why))


def hunt_text(timer: HuntTimer, now: float) -> str:
    """The pack's minute for the moderator (Ultimate, Role Cards — Werewolf: "If the
    Werewolves take more than a minute to choose a victim, send them back to sleep — the hunt
    is called off")."""
    if timer.called_off(now):
        return gettext("More than a minute: send the pack back to sleep — the hunt is called "
                       "off (Enter alone records no victim)")
    left = int(timer.remaining(now) + 0.999)
    clock = f"{left // 60}:{left % 60:02d}"
    if timer.hurry(now):
        return gettext("The pack's minute: {clock} — hurry them along", clock=clock)
    return gettext("The pack's minute: {clock}", clock=clock)


def timer_text(timer: DayTimer, now: float, paused: bool) -> str:
    """The day timer for the moderator, with the dusk warning (Ultimate, The First Day)."""
    if timer.dusk(now):
        return gettext("Dusk has fallen: the village falls asleep (F6)")
    left = int(timer.remaining(now))
    clock = f"{left // 60}:{left % 60:02d}"
    text = gettext("Day timer {clock} (paused)", clock=clock) if paused \
        else gettext("Day timer {clock}", clock=clock)
    if timer.warn(now):
        text = gettext("{text} — warn the village: dusk is falling", text=text)
    return text
