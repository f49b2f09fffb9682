"""The words the game screen shows, worked out from the engine's state (no Textual here, so
plain tests can read them). The screen only puts them on the glass."""

from __future__ import annotations

from notepad.engine.day.timer import DayTimer
from notepad.engine.game import Game
from notepad.engine.night.hunt import HuntTimer
from notepad.engine.night.script import Call
from notepad.engine.state import GameState
from notepad.tui.actions import HINTS, call_done, pending_kinds

DAY_HELP = (
    "n SEAT by A B (accuse, second) · v 9-3 or v x SEATS s SEATS (vote) · dd A B 9-3 · "
    "ballot SEATS… · snap SEATS… · vouch A B · shoot SEAT|air · martyr yes|no · mayor SEAT · "
    "timer MIN · dice A B"
)
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
        mark = "✓" if call_done(state, call) else ("▶" if is_current else "·")
        dead = " (dead: call anyway)" if call.dead else ""
        entries.append((call.role, f"{mark} {call.name}{dead}"))
    return entries


def night_texts(game: Game, current: Call | None) -> tuple[str, str, str]:
    """(the words to read, what the moderator needs to know, the entry's hint)."""
    state = game.state
    if current is None:
        return (
            "Every role has been called.",
            "F6: dawn — who dies and why. Ctrl+Z takes back the last action.",
            "F6 for dawn",
        )
    # The players as they sit now: a newcomer from another village has a seat the setup
    # does not list (docs/villages.md).
    players = state.players
    who = ", ".join(f"{s} {players[s].name}" for s in current.seats) or "nobody (not dealt)"
    kinds = pending_kinds(state, current)
    kind = kinds[0] if kinds else "none"
    lines = [f"Wakes: {who}"]
    if current.note:
        lines.append(current.note)
    lines += [f"Tap: {note}" for note in state.night_notes]
    lines.append(f"Record: {HINTS.get(kind, 'Enter to go on (nothing to record)')}")
    lines.append(f"Then say: “{current.end}”")
    return f"“{current.say}”", "\n".join(lines), HINTS.get(kind, "Enter to go on")


def dice_line(game: Game) -> str:
    rule = game.dice_rule() if game.state.dice else ""
    return f"Fateful Dice: {rule}" if rule else ""


def day_texts(game: Game) -> tuple[str, str]:
    """(what to announce to the village, what the moderator needs to know)."""
    state = game.state
    report = game.dawn_report
    say = "\n".join(report.announce if report is not None else []) or "Everyone wakes up."
    detail = []
    if report is not None:
        detail += ["For your eyes: " + line for line in report.moderator]
        detail += [f"Died: {state.players[s].name}, {cause}" for s, cause, _ in report.deaths]
        detail += [f"Saved: {state.players[s].name}, {why}" for s, why in report.survivals]
    detail += [f"Ask now: {w}" for w in game.waiting_for()]
    rule = dice_line(game)
    if rule:
        detail.append(rule)
    detail.append(DAY_HELP)
    return say, "\n".join(detail)


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
