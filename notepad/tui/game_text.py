"""The words the game screen shows, worked out from the engine's state (no Textual here, so
plain tests can read them). The screen only puts them on the glass."""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.day.checks import method_of
from notepad.engine.day.dice import roll_on
from notepad.engine.day.timer import DayTimer
from notepad.engine.game import Game
from notepad.engine.night.card_calls import used_up
from notepad.engine.night.card_checks import choice_count, victims_allowed
from notepad.engine.night.hunt import HuntTimer
from notepad.engine.night.script import Call
from notepad.engine.night.victims import attacked_tonight
from notepad.engine.night.words import call_words, daybreak, nightfall
from notepad.engine.players import Player
from notepad.engine.state import GameState
from notepad.tui.actions import HINTS, call_done, recordable_kinds

# The Seer's (and the other checkers') answers as the moderator gives them at the table.
ANSWERS = {
    "werewolf": "THUMBS UP — a Werewolf",
    "villager": "Shake the head — not a Werewolf",
    "the seer": "BOTH THUMBS UP — the Seer",
    "not the seer": "Shake the head — not the Seer",
    "special": "Thumbs up — a special role",
    "not special": "Shake the head — not special",
    "a werewolf nearby": "Thumbs up — a Werewolf among them",
    "no werewolf nearby": "Shake the head — no Werewolf among them",
    "villager team": "Thumbs up — on the Villager team",
    "not villager team": "Shake the head — not on the Villager team",
    "check again": "No sign yet — the Apprentice learns on a second check of this player",
}

# The day's commands, by what the game has (notepad/tui/actions.py parses them).
VOTE_HELP = {
    "open": "n SEAT by A B (accuse, second) · v 9-3 (hands: execute-spare) or v x SEATS s SEATS",
    "double-accusation": "n SEAT by A B (accuse, second) · dd A B 9-3 (votes against A, B)",
    "elimination": "vouch A B (A vouches for B; the last raised hand is executed)",
    "secret-ballot": "ballot SEATS… (the names written, one per voter; 4x30 = 4, thirty times)",
    "snap": "snap SEATS… (whom each pointed at, one per player; 4x30 = 4, thirty times)",
}
DAY_EXAMPLE = {  # the entry's placeholder by day: a first command of this voting method
    "open": "n 4 by 7 9",
    "double-accusation": "n 4 by 7 9",
    "elimination": "vouch 7 4",
    "secret-ballot": "ballot 4 4 9 4 …",
    "snap": "snap 4 4 9 4 …",
}


def day_example(state: GameState) -> str:
    """A first command of today's voting method."""
    return DAY_EXAMPLE.get(method_of(state), DAY_EXAMPLE["open"])


def day_placeholder(state: GameState) -> str:
    return f"a day command, e.g. {day_example(state)}"


ASK_HELP = {
    "hunter_shot": "type shoot SEAT, or shoot air",
    "martyr": "type martyr yes, or martyr no",
    "mayor": "type mayor SEAT",
}


def role_title(state: GameState, role_id: str) -> str:
    role = state.roles.get(role_id)
    return role.name if role is not None else role_id.replace("_", " ").title()


def call_entries(
    state: GameState, calls: list[Call], current: Call | None
) -> list[tuple[str, str]]:
    """The night's call list: ✓ done, ▶ the current call, · still to come."""
    entries = []
    for call in calls:
        is_current = current is not None and call.role == current.role
        mark = "▶" if is_current else "✓" if call_done(state, call) else "·"
        dead = " (dead: call anyway)" if call.dead else ""
        entries.append((call.role, f"{mark} {call.name}{dead}"))
    return entries


def progress(state: GameState, calls: list[Call], current: Call | None) -> str:
    """'Night 2 · call 3 of 17: Seer' — the call list in a line, for a narrow screen."""
    head = f"Night {state.number}"
    if current is None:
        return f"{head} · every call made: F6 for dawn" if calls else head
    at = next((i for i, c in enumerate(calls, 1) if c.role == current.role), 0)
    return f"{head} · call {at} of {len(calls)}: {current.name}"


def tonight_answers(state: GameState) -> list[str]:
    """Tonight's checks and their answers, kept on the screen until dawn (and after a
    resume: they are in the state)."""
    names = state.players
    return [f"{role_title(state, role)} checked {seat} {names[seat].name}: "
            f"{ANSWERS.get(said, said)}"
            for night, role, seat, said in state.checks if night == state.number]


def answer_texts(game: Game, call: Call) -> tuple[str, str, str]:
    """The answer to the check just recorded, shown at its own call until Enter: (to show,
    what to do, the entry's hint)."""
    state = game.state
    night, role, seat, said = next(c for c in reversed(state.checks) if c[1] == call.role)
    name = state.players[seat].name
    following = next((c for c in game.night_script() if not call_done(state, c)), None)
    # Enter only puts the answer away: after the last call dawn is still F6's, so the words
    # must not promise that Enter brings it.
    if following:
        then = f"on to the {following.name} call"
        step, hint = f"Enter goes {then}.", f"Enter: {then}"
    else:
        step = "Enter puts the answer away; then F6 for dawn."
        hint = "Enter: done, then F6 for dawn"
    detail = [f"The {call.name} checked {seat} {name}: show the answer.",
              f"Then say: “{call.end}”", step]
    return f"{ANSWERS.get(said, said)}", "\n".join(detail), hint


def potion_lines(state: GameState, call: Call) -> list[str]:
    """At the Witch's (Sorcerer's) call: tonight's victims and the potions left."""
    victims = attacked_tonight(state)
    names = ", ".join(f"{s} {state.players[s].name}" for s in victims)
    left = state.potions.get(call.role, {})
    kinds = [k for k in ("heal", "kill") if k in left]
    potions = ", ".join(f"{k} {left[k]}" for k in kinds) or "none"
    lines = [f"Attacked tonight: {names}" if victims else
             "Nobody was attacked tonight: there is nobody to heal."]
    lines.append(f"Potions left: {potions}")
    return lines


COUNTED = {1: "the player chosen", 2: "the two players chosen", 4: "the four players chosen"}


def hint_for(state: GameState, call: Call, kind: str) -> str:
    """What to record at the call: the Doppelganger chooses one player, the Bandit two (four
    in the variant) (Role Cards — Doppelganger, Bandit)."""
    if kind == "choose_players":
        return COUNTED.get(choice_count(state, call.role), HINTS[kind])
    if kind == "potions":
        return potions_hint(state.potions.get(call.role, {}))
    if kind == "kill":
        # Two victims only the night after the Wolf Cub died (Ultimate, Role Cards — Wolf
        # Cub); the words said "two for a double kill" in every game, Werwölfe's too.
        victims = victims_allowed(state, ev.PackKill(role=call.role, targets=[]))
        if victims > 1:
            return f"the {victims} victims' seats or names (the Wolf Cub died); Enter alone: " \
                "no victim"
    return HINTS.get(kind, kind)


def potions_hint(left: dict[str, int]) -> str:
    """The Witch's (Sorcerer's) entry asks only for the potions left: "The Witch can only save
    1 player with her healing potion during the entire game", "can only poison 1 player"
    (Werwölfe, Witch); "She may also, once per game, kill" (Ultimate, Role Cards — Witch).
    The call is made all the same ("even if she's already used them")."""
    usable = [kind for kind in ("heal", "kill") if left.get(kind, 0) > 0]
    if usable == ["heal"]:
        return "heal SEAT (the kill potion is spent); Enter alone: no potion"
    if usable == ["kill"]:
        return "kill SEAT (the heal potion is spent); Enter alone: no potion"
    if not usable:
        return "nothing: both potions are spent; Enter goes on"
    return HINTS["potions"]


def night_texts(game: Game, current: Call | None) -> tuple[str, str, str]:
    """(the words to read, what the moderator needs to know, the entry's hint)."""
    state = game.state
    if current is None:
        dice = dice_due(state)
        return (
            "Every role has been called.",
            (f"{dice[0].upper()}{dice[1:]}, then read the rule to the players.\n" if dice
             else "") + "F6: dawn — who dies and why. Ctrl+Z takes back the last action.",
            "F9 rolls the Fateful Dice" if dice else "F6 for dawn",
        )
    # The players as they sit now: a newcomer from another village has a seat the setup
    # does not list (docs/villages.md).
    players = state.players
    who = ", ".join(f"{s} {players[s].name}" for s in current.seats) or "nobody (not dealt)"
    kinds = recordable_kinds(state, current)
    kind = kinds[0] if kinds else ""
    lines = [f"Wakes: {who}"]
    if "potions" in current.record:
        lines += potion_lines(state, current)  # instead of the script's note of the victims
    elif current.note:
        lines.append(current.note)
    lines += [f"Tap: {note}" for note in state.night_notes]
    spent = used_up(state, current.role, kind) if kind else None
    wanted = hint_for(state, current, kind) if kind and not spent else ""
    if spent:
        # Still recordable, so that a second use typed here meets the rule and its override.
        lines.append(f"Nothing to record: {spent}; wake them all the same. Enter goes on")
    elif wanted:
        lines.append(f"Record: {wanted}")
    else:
        lines.append("Nothing to record: Enter goes on")
    lines.append(f"Then say: “{current.end}”")
    if not state.tonight.done and not state.tonight.acted:
        # The night's first call: the words that send the village to sleep come before it.
        lines.insert(0, f"Before this first call, say: “{nightfall(state)}”")
    hint = ("Enter to go on (used already)" if spent else wanted
            or "Enter to go on (nothing to record)")
    return f"“{call_words(state, current)}”", "\n".join(lines), hint


def calls_left(state: GameState, calls: list[Call]) -> str:
    """What F6 says before dawn while calls are still to make (or the Fateful Dice to roll),
    or "" when nothing is."""
    left = [c.name for c in calls if not call_done(state, c)]
    dice = dice_due(state)
    if not left and not dice:
        return ""
    parts = []
    if left:
        what = f"{len(left)} calls" if len(left) > 1 else "1 call"
        parts.append(f"{what} not made — {', '.join(left)}. Enter makes the call (F5 passes "
                     "it)")
    if dice:
        parts.append(dice)
    return f"Not yet dawn: {'; '.join(parts)}; F6 again goes to dawn without them."


def quiet_day(game: Game) -> str:
    """What F6 says first on a day with nothing recorded since dawn, or "": the village may
    sleep without an execution ("if no one is executed, the village falls asleep
    immediately", Ultimate, The First Day), but one F6 too many after dawn skipped a day."""
    events = game.events
    if not events or type(events[-1]) is not ev.Dawn:
        return ""
    return ("Nothing recorded today: F6 again ends the day without an execution; or accuse "
            "someone first (the day's commands are above).")


def dice_due(state: GameState) -> str:
    """At night with the Fateful Dice on and no roll yet: "roll two six-sided dice at night
    and check the table below to determine a rule variant. Read the new rules to the players
    immediately" (Ultimate, Rule Variants — Daytime Twists)."""
    if state.phase != "night" or "fateful-dice" not in state.setup.variants \
            or roll_on(state, state.number) is not None:
        return ""
    return "the Fateful Dice are not rolled tonight — F9 rolls them (or type dice A B)"


def dice_line(game: Game) -> str:
    rule = game.dice_rule() if game.state.dice else ""
    return f"Fateful Dice: {rule}" if rule else ""


def dice_words(game: Game, dice: list[int]) -> str:
    """The roll just recorded, with the numbers: "Fateful Dice 3 + 4 = 7: Play as normal."."""
    a, b = dice
    return f"Fateful Dice {a} + {b} = {a + b}: {game.dice_rule()}"


def how_to_finish(rule: str, typed: str) -> str:
    """For a refused line the moderator can finish: how, in the screen's commands."""
    typed = " ".join(typed.split())
    if rule == "mayor-vote" and typed.startswith("v ") and " mayor" not in typed:
        return f"add the Mayor's way: {typed} mayor x (execute) or {typed} mayor s (spare)"
    if rule == "voted-already":
        return "if that vote was wrong, Ctrl+Z takes it back"
    return ""


def day_help(state: GameState) -> str:
    """The day's commands for this game: its voting method, and only the roles in play."""
    roles, variants = state.setup.roles, state.setup.variants
    ultimate = state.setup.edition == "ultimate"
    parts = [VOTE_HELP.get(method_of(state), VOTE_HELP["open"])]
    elected = "elected-mayor" in variants or state.mayor is not None or state.mayor_pending
    if ("mayor" in roles or elected) and method_of(state) == "open":
        # Ultimate, Role Cards — Mayor: "counts as two"; Werwölfe, The Gallows: on a tie the
        # Mayor's vote "counts double and decides the outcome".
        parts.append("v 9-3 mayor x|s (and the Mayor's way: counted twice)" if ultimate
                     else "v 4-4 mayor x|s (a tie: the Mayor's way decides)")
    if elected:
        parts.append("mayor SEAT (elect the Mayor, or the card passes)")
    if "hunter" in roles or "doppelganger" in roles or "drunk" in roles:
        parts.append("shoot SEAT|air")
    if "martyr" in roles and ultimate:
        parts.append("martyr yes|no")
    parts.append("timer MIN")
    if "fateful-dice" in variants:
        parts.append("dice A B")
    parts.append("death SEAT masons|left|other" if "mason" in roles else "death SEAT left|other")
    if ultimate:
        parts.append("end TEAM [SEATS] (declare the end)")
    return " · ".join(parts)


def ask_lines(game: Game) -> list[str]:
    """What the moderator must ask now, with what to type."""
    lines = []
    for kind, words in game.asks():
        how = ASK_HELP.get(kind, "")
        if kind == "second_execution":  # the engine's words say "accuse and vote again"
            how = f"type e.g. {day_example(game.state)}"
        elif kind == "runoff":
            how = "type " + ("snap" if method_of(game.state) == "snap" else "ballot") + \
                " SEATS… among them"
        lines.append(f"Ask now: {words} — {how}" if how else f"Ask now: {words}")
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
        detail += ["For your eyes: " + line for line in report.moderator
                   if not (asks and line.endswith("(Hunter) shoots now"))]
        detail += [f"Saved: {state.players[s].name}, {why}" for s, why in report.survivals]
    rule = dice_line(game)
    if rule:
        detail.append(rule)
    detail.append(day_help(state))
    return say, "\n".join(detail), "\n".join(asks)


def hunt_text(timer: HuntTimer, now: float) -> str:
    """The pack's minute for the moderator (Ultimate, Role Cards — Werewolf: "If the
    Werewolves take more than a minute to choose a victim, send them back to sleep — the hunt
    is called off")."""
    if timer.called_off(now):
        return ("More than a minute: send the pack back to sleep — the hunt is called off "
                "(Enter alone records no victim)")
    left = int(timer.remaining(now) + 0.999)
    text = f"The pack's minute: {left // 60}:{left % 60:02d}"
    if timer.hurry(now):
        text += " — hurry them along"
    return text


def timer_text(timer: DayTimer, now: float, paused: bool) -> str:
    """The day timer for the moderator, with the dusk warning (Ultimate, The First Day)."""
    if timer.dusk(now):
        return "Dusk has fallen: the village falls asleep (F6)"
    left = int(timer.remaining(now))
    text = f"Day timer {left // 60}:{left % 60:02d}"
    if paused:
        text += " (paused)"
    if timer.warn(now):
        text += " — warn the village: dusk is falling"
    return text


# The player table's marks -----------------------------------------------------------------

LEGEND = ("† dead ♥ lover ¤ Charm + blessed s/b silenced/banished c cultist m Minion "
          "w/v turned Werewolf/Vampire h/k potion left")


def mark_symbols(state: GameState, player: Player) -> str:
    """The notepad's marks for a player as short symbols (LEGEND), for a narrow column."""
    number = state.number
    # A player who moved to another village left without dying (docs/villages.md).
    marks = "" if player.alive else "→" if player.died is not None and player.died.left else "†"
    if player.lover is not None:
        marks += "♥"
    if state.charm_holder == player.seat and not state.charm_destroyed:
        marks += "¤"
    if player.blessed:
        marks += "+"
    if player.silenced_day is not None and player.silenced_day >= number:
        marks += "s"
    if player.banished_day is not None and player.banished_day >= number:
        marks += "b"
    if player.cultist:
        marks += "c"
    if player.minion:
        marks += "m"
    if player.bitten:
        marks += "w"
    if player.vampire:
        marks += "v"
    left = state.potions.get(player.role, {})
    if left.get("heal", 0) > 0:
        marks += "h"
    if left.get("kill", 0) > 0:
        marks += "k"
    return marks


def mark_words(state: GameState, player: Player) -> list[str]:
    """The same marks in words, with what the symbols leave out (the cause of death, former
    Charm holders, last night's protection, the Drunk's real role)."""
    number, players = state.number, state.players
    found = []
    died = player.died
    if died is not None:
        after = f" (after {', '.join(players[s].name for s in died.chain)})" if died.chain \
            else ""
        gone = "→" if died.left else "†"
        found.append(f"{gone} {died.when}: {died.cause}{after}")
    if player.lover is not None:
        found.append(f"lover of {player.lover} {players[player.lover].name}")
    if state.charm_holder == player.seat and not state.charm_destroyed:
        found.append("holds the Charm")
    elif player.seat in state.charm_holders:
        found.append("had the Charm")
    if player.blessed:
        found.append("blessed")
    roles = [role_title(state, r) for r, s in state.last_night.items() if s == player.seat]
    if roles:
        found.append("chosen last night by the " + ", ".join(roles))
    if player.silenced_day is not None and player.silenced_day >= number:
        found.append(f"silenced day {player.silenced_day}")
    if player.banished_day is not None and player.banished_day >= number:
        found.append(f"banished day {player.banished_day}")
    if player.cultist:
        found.append("cultist")
    if player.minion:
        found.append("Minion")
    if player.bitten:
        found.append("turned Werewolf")
    if player.vampire:
        found.append("turned Vampire")
    if player.fool:
        found.append("secretly the Fool")
    if player.lost_abilities:
        found.append("lost their abilities")
    if player.drunk_role:
        found.append(f"really the {role_title(state, player.drunk_role)}")
    left = state.potions.get(player.role)
    if left:
        found.append("potions left: " + ", ".join(f"{k} {v}" for k, v in left.items()
                                                  if k in ("heal", "kill")))
    return found


def player_line(state: GameState, player: Player) -> str:
    """The highlighted player in full: seat, name, role, and every mark in words."""
    role = role_title(state, player.role) if player.role else "no card yet"
    marks = mark_words(state, player)
    state_words = "; ".join(marks) if marks else "alive"
    return f"{player.seat} {player.name} — {role}: {state_words}"
