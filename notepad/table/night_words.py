"""The night's words on the game screen, worked out from the engine's state: the call list,
the words to read and what to record at each call, the answers to show, the potions left, and
what F6 says while calls are still to make. The screen only puts them on the glass."""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.deaths import DOPPELGANGER_TAP
from notepad.engine.game import Game
from notepad.engine.night.cards.calls import used_up
from notepad.engine.night.cards.checks import choice_count, victims_allowed
from notepad.engine.night.script import Call
from notepad.engine.night.victims import attacked_tonight
from notepad.engine.night.words import call_words, nightfall
from notepad.engine.state import GameState
from notepad.table.commands import HINTS, call_done, recordable_kinds
from notepad.table.day_words import dice_due
from notepad.table.titles import role_title

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


def tap_lines(state: GameState) -> list[str]:
    """Tonight's taps (GameState.night_notes), each once as "Tap …". The Doppelganger's is
    said at its own call, with the role's name (cards.doppelganger_tap), not at every call."""
    lines = []
    for note in state.night_notes:
        if DOPPELGANGER_TAP in note:
            continue
        lines.append(note if note.startswith("Tap ") else f"Tap: {note}")
    return lines


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
    lines += tap_lines(state)
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
    return f"“{wake_words(state, current)}”", "\n".join(lines), hint


NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five"}


def wake_words(state: GameState, call: Call) -> str:
    """What to read aloud to wake the call: the role's words, and on the pack's revenge night
    its victims counted ("If the Wolf Cub dies, the Werewolves eat two players the following
    night", Ultimate, Role Cards — Wolf Cub): "agree on a victim" asked for one."""
    words = call_words(state, call)
    if "kill" not in call.record:
        return words
    victims = victims_allowed(state, ev.PackKill(role=call.role, targets=[]))
    if victims < 2:
        return words
    many = NUMBERS.get(victims, str(victims))
    counted = words.replace("agree on a victim", f"agree on {many} victims").replace(
        "the player to eat", "the players to eat")
    return counted if counted != words else f"{words} Tonight: {many} victims."


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
