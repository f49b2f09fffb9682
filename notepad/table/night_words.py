"""The night's words on the game screen, worked out from the engine's state: the call list,
the words to read and what to record at each call, the answers to show, the potions left, and
what F6 says while calls are still to make. The screen only puts them on the glass.

Each sentence in the language spoken (notepad/language.py), the roles named by role_title."""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.deaths import DOPPELGANGER_TAP
from notepad.engine.game import Game
from notepad.engine.night.cards.calls import used_up
from notepad.engine.night.cards.checks import choice_count, victims_allowed
from notepad.engine.night.script import Call
from notepad.engine.night.victims import attacked_tonight
from notepad.engine.night.words import call_words, called_name, nightfall
from notepad.engine.state import GameState
from notepad.language import gettext, mark, ngettext, quoted, translated
from notepad.table.commands import HINTS, call_done, recordable_kinds
from notepad.table.day_words import dice_due
from notepad.table.titles import role_title

# The Seer's (and the other checkers') answers as the moderator gives them at the table.
# Said with `answer` (the English here is the message).
ANSWERS = {
    "werewolf": mark("THUMBS UP — a Werewolf"),
    "villager": mark("Shake the head — not a Werewolf"),
    "the seer": mark("BOTH THUMBS UP — the Seer"),
    "not the seer": mark("Shake the head — not the Seer"),
    "special": mark("Thumbs up — a special role"),
    "not special": mark("Shake the head — not special"),
    "a werewolf nearby": mark("Thumbs up — a Werewolf among them"),
    "no werewolf nearby": mark("Shake the head — no Werewolf among them"),
    "villager team": mark("Thumbs up — on the Villager team"),
    "not villager team": mark("Shake the head — not on the Villager team"),
    "check again": mark("No sign yet — the Apprentice learns on a second check of this "
                        "player"),
}


def answer(said: str) -> str:
    """The sign for a check's answer, in the language spoken (an answer it does not know, as
    the engine said it)."""
    return translated(ANSWERS[said]) if said in ANSWERS else said


def call_entries(
    state: GameState, calls: list[Call], current: Call | None
) -> list[tuple[str, str]]:
    """The night's call list: ✓ done, ▶ the current call, · still to come."""
    entries = []
    for call in calls:
        is_current = current is not None and call.role == current.role
        sign = "▶" if is_current else "✓" if call_done(state, call) else "·"
        name = called_name(state, call)
        entries.append((call.role, gettext("{sign} {role} (dead: call anyway)", sign=sign,
                                           role=name) if call.dead else f"{sign} {name}"))
    return entries


def progress(state: GameState, calls: list[Call], current: Call | None) -> str:
    """'Night 2 · call 3 of 17: Seer' — the call list in a line, for a narrow screen."""
    if current is None:
        return gettext("Night {number} · every call made: F6 for dawn", number=state.number) \
            if calls else gettext("Night {number}", number=state.number)
    at = next((i for i, c in enumerate(calls, 1) if c.role == current.role), 0)
    return gettext("Night {number} · call {at} of {calls}: {role}", number=state.number, at=at,
                   calls=len(calls), role=called_name(state, current))


def tonight_answers(state: GameState) -> list[str]:
    """Tonight's checks and their answers, kept on the screen until dawn (and after a
    resume: they are in the state)."""
    names = state.players
    return [gettext("{role} checked {seat} {name}: {answer}", role=role_title(state, role),
                    seat=seat, name=names[seat].name, answer=answer(said))
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
        next_role = called_name(state, following)
        step = gettext("Enter goes on to the {role} call.", role=next_role)
        hint = gettext("Enter: on to the {role} call", role=next_role)
    else:
        step = gettext("Enter puts the answer away; then F6 for dawn.")
        hint = gettext("Enter: done, then F6 for dawn")
    detail = [gettext("The {role} checked {seat} {name}: show the answer.",
                      role=called_name(state, call), seat=seat, name=name),
              gettext("Then say: “{words}”", words=call.end), step]
    return answer(said), "\n".join(detail), hint


def potion_lines(state: GameState, call: Call) -> list[str]:
    """At the Witch's (Sorcerer's) call: tonight's victims and the potions left."""
    victims = attacked_tonight(state)
    names = ", ".join(f"{s} {state.players[s].name}" for s in victims)
    left = state.potions.get(call.role, {})
    kinds = [k for k in ("heal", "kill") if k in left]
    potions = ", ".join(translated(POTIONS_LEFT[k], n=left[k]) for k in kinds) \
        or gettext("none")
    lines = [gettext("Attacked tonight: {names}", names=names) if victims else
             gettext("Nobody was attacked tonight: there is nobody to heal.")]
    lines.append(gettext("Potions left: {potions}", potions=potions))
    return lines


# The potions left as the Witch's entry names them ("heal 1, kill 0").
POTIONS_LEFT = {"heal": mark("heal {n}"), "kill": mark("kill {n}")}


COUNTED = {1: mark("the player chosen"), 2: mark("the two players chosen"),
           4: mark("the four players chosen")}


def hint_for(state: GameState, call: Call, kind: str) -> str:
    """What to record at the call: the Doppelganger chooses one player, the Bandit two (four
    in the variant) (Role Cards — Doppelganger, Bandit)."""
    if kind == "choose_players":
        return translated(COUNTED.get(choice_count(state, call.role), HINTS[kind]))
    if kind == "potions":
        return potions_hint(state.potions.get(call.role, {}))
    if kind == "kill":
        # Two victims only the night after the Wolf Cub died (Ultimate, Role Cards — Wolf
        # Cub); the words said "two for a double kill" in every game, Werwölfe's too.
        victims = victims_allowed(state, ev.PackKill(role=call.role, targets=[]))
        if victims > 1:
            return gettext("the {n} victims' seats or names (the Wolf Cub died); Enter alone: "
                           "no victim", n=victims)
    # The entry's words are commands.py's (HINTS): said in the language spoken where its
    # catalogue has them.
    return translated(HINTS.get(kind, kind))


def potions_hint(left: dict[str, int]) -> str:
    """The Witch's (Sorcerer's) entry asks only for the potions left: "The Witch can only save
    1 player with her healing potion during the entire game", "can only poison 1 player"
    (Werwölfe, Witch); "She may also, once per game, kill" (Ultimate, Role Cards — Witch).
    The call is made all the same ("even if she's already used them")."""
    usable = [kind for kind in ("heal", "kill") if left.get(kind, 0) > 0]
    if usable == ["heal"]:
        return gettext("heal SEAT (the kill potion is spent); Enter alone: no potion")
    if usable == ["kill"]:
        return gettext("kill SEAT (the heal potion is spent); Enter alone: no potion")
    if not usable:
        return gettext("nothing: both potions are spent; Enter goes on")
    return translated(HINTS["potions"])


def tap_lines(state: GameState) -> list[str]:
    """Tonight's taps (GameState.night_notes), each once as "Tap …". The Doppelganger's is
    said at its own call, with the role's name (cards.doppelganger_tap), not at every call."""
    lines = []
    for note in state.night_notes:
        if DOPPELGANGER_TAP in note:
            continue
        lines.append(note if note.startswith("Tap ") else gettext("Tap: {note}", note=note))
    return lines


def night_texts(game: Game, current: Call | None) -> tuple[str, str, str]:
    """(the words to read, what the moderator needs to know, the entry's hint)."""
    state = game.state
    if current is None:
        dice = dice_due(state)
        dawn = gettext("F6: dawn — who dies and why. Ctrl+Z takes back the last action.")
        roll = dice[:1].upper() + dice[1:]  # day_words' words, begun as a sentence
        return (
            gettext("Every role has been called."),
            "\n".join([gettext("{dice}, then read the rule to the players.", dice=roll),
                       dawn]) if dice else dawn,
            gettext("F9 rolls the Fateful Dice") if dice else gettext("F6 for dawn"),
        )
    # The players as they sit now: a newcomer from another village has a seat the setup
    # does not list (docs/villages.md).
    players = state.players
    who = ", ".join(f"{s} {players[s].name}" for s in current.seats) or \
        gettext("nobody (not dealt)")
    kinds = recordable_kinds(state, current)
    kind = kinds[0] if kinds else ""
    lines = [gettext("Wakes: {players}", players=who)]
    if "potions" in current.record:
        lines += potion_lines(state, current)  # instead of the script's note of the victims
    elif current.note:
        lines.append(current.note)
    lines += tap_lines(state)
    spent = used_up(state, current.role, kind) if kind else None
    wanted = hint_for(state, current, kind) if kind and not spent else ""
    if spent:
        # Still recordable, so that a second use typed here meets the rule and its override.
        lines.append(gettext("Nothing to record: {spent}; wake them all the same. Enter goes on",
                             spent=spent))
    elif wanted:
        lines.append(gettext("Record: {what}", what=wanted))
    else:
        lines.append(gettext("Nothing to record: Enter goes on"))
    lines.append(gettext("Then say: “{words}”", words=current.end))
    if not state.tonight.done and not state.tonight.acted:
        # The night's first call: the words that send the village to sleep come before it.
        lines.insert(0, gettext("Before this first call, say: “{words}”",
                                words=nightfall(state)))
    hint = (gettext("Enter to go on (used already)") if spent else wanted
            or gettext("Enter to go on (nothing to record)"))
    return quoted(wake_words(state, current)), "\n".join(lines), hint


NUMBERS = {2: mark("two"), 3: mark("three"), 4: mark("four"), 5: mark("five")}


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
    # The role's own words are changed in their own language: only Ultimate's pack has a
    # Wolf Cub, and its texts are English (engine/night/words.py).
    many = NUMBERS.get(victims, str(victims))
    counted = words.replace("agree on a victim", f"agree on {many} victims").replace(
        "the player to eat", "the players to eat")
    if counted != words:
        return counted
    return gettext("{words} Tonight: {many} victims.", words=words,
                   many=translated(many) if victims in NUMBERS else many)


def calls_left(state: GameState, calls: list[Call]) -> str:
    """What F6 says before dawn while calls are still to make (or the Fateful Dice to roll),
    or "" when nothing is."""
    left = [called_name(state, c) for c in calls if not call_done(state, c)]
    dice = dice_due(state)
    if not left and not dice:
        return ""
    parts = []
    if left:
        parts.append(ngettext("{n} call not made — {roles}. Enter makes the call (F5 passes it)",
                              "{n} calls not made — {roles}. Enter makes the call (F5 passes "
                              "it)", len(left), roles=", ".join(left)))
    if dice:
        parts.append(dice)
    return gettext("Not yet dawn: {what}; F6 again goes to dawn without them.",
                   what="; ".join(parts))
