"""An empty Enter at a call where a living player chooses: it records that choice of nothing (a
pass, no victim, no potion) only when pressed a second time.

The moderator presses Enter to go on after a check's answer and after a call with nothing to
record, and the pack's call goes straight on to the next call once its victim is recorded. In a
10-player trial, the Enter that meant "go on" after the Werewolves' victim recorded "Seer:
passes" at the Seer's call, and the Seer lost her night without a word on screen. A pass is a
choice the players make; the notepad records it when the moderator says so twice (F5 passes at
once), never from one stray key.
"""

from __future__ import annotations

from notepad.engine.game import Game
from notepad.engine.night.cards.calls import used_up
from notepad.engine.night.script import Call
from notepad.engine.night.words import called_name
from notepad.language import gettext
from notepad.table.commands import ActionError, call_event, recordable_kinds
from notepad.table.night_words import hint_for

# What follows this in a hint is what Enter alone records ("; Enter alone: no victim"); the
# German catalogue writes it "; Enter allein: " (a note to translators at commands.HINTS).
ALONE = ("; Enter alone: ", "; Enter allein: ")


def second_enter(game: Game, call: Call | None) -> str:
    """What the first empty Enter at `call` says instead of recording ("" when Enter alone
    goes on at once: nothing to record, a dead role's call made so nobody learns it, an ability
    spent, or a pass the rules refuse, whose refusal the Enter shows)."""
    state = game.state
    if call is None or call.dead or state.phase != "night":
        return ""
    kinds = recordable_kinds(state, call)
    if not kinds or used_up(state, call.role, kinds[0]):
        return ""
    left = state.potions.get(call.role, {})
    if kinds[0] == "potions" and not any(left.get(k, 0) > 0 for k in ("heal", "kill")):
        return ""  # the Witch with both potions spent: Enter goes on (night_words.potions_hint)
    hint = hint_for(state, call, kinds[0])
    try:
        nothing = call_event(state, call, "")
    except ActionError:
        return ""
    if any(v.severity == "error" for v in game.check(nothing)):
        return ""
    for alone in ALONE:
        wanted, found, records = hint.partition(alone)
        if found:
            return gettext("Enter again records: {alone} — or type {wanted}.", alone=records,
                           wanted=wanted)
    # "that the Cupid passes": the call's name with an article where it is a name (Cupid).
    name = called_name(state, call)
    if name in NAMES:
        return gettext("Enter again records that {role} passes tonight (F5 does at once) — or "
                       "type {wanted}.", role=name, wanted=hint)
    return gettext("Enter again records that the {role} passes tonight (F5 does at once) — or "
                   "type {wanted}.", role=name, wanted=hint)


# Roles the rulebooks name without an article (Ultimate, Role Cards — Cupid; Werwölfe, Amor).
NAMES = frozenset({"Cupid", "Amor"})
