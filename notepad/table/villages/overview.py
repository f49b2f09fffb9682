"""Every village at a glance, in words the overview screen places: phase, who is alive, what
is going on (whose call, a vote in progress), the timer, and which village waits for the
moderator.

Ultimate, Rule Variants — Simultaneous Play Session: "The best way to manage this is to tell
the villagers they can't vote until you return. After each failed vote, move on to the vote in
the next village … If a village votes to execute someone, transition that village into the
night phase, see it through to the end, and then move on to the next village." So: a village
at night has the moderator; otherwise the next open village after the one worked in last is
waiting for them. Every sentence is said in the language spoken (notepad/language.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from notepad.engine.day.votes import day_over
from notepad.engine.reveal import TEAM_NAMES
from notepad.language import gettext
from notepad.table.event_words import record_of

if TYPE_CHECKING:
    from notepad.villages.notebook import Notebook
    from notepad.villages.village import Village


@dataclass(frozen=True)
class Row:
    number: int
    name: str
    phase: str
    alive: str
    now: str  # what is going on there
    timer: str
    turn: str  # "here" (at night: the moderator is there), "next" (waiting for you), ""


def phase_words(village: Village) -> str:
    phase = village.phase
    if phase == "setup":
        return gettext("not begun")
    return gettext("ended") if phase == "ended" else village.state.when


def now_words(notebook: Notebook, village: Village) -> str:
    state = village.state
    players = state.players
    if state.phase == "setup":
        return gettext("first night not begun (F6 there)")
    if state.phase == "ended":
        won = ", ".join(TEAM_NAMES.get(w, w.title()) for w in state.winners)
        return gettext("won by {teams}", teams=won) if won else gettext("ended")
    if state.phase == "night":
        calls = village.game.night_script()
        done = {role for role, _ in state.tonight.done} | set(state.tonight.acted)
        left = [c for c in calls if c.role not in done]
        if not left:
            return gettext("every call made: dawn next")
        return gettext("call {number} of {calls}: {call}", number=len(calls) - len(left) + 1,
                       calls=len(calls), call=left[0].name)
    today = state.today
    if state.pending_shots:
        return gettext("{name} (Hunter) shoots", name=players[state.pending_shots[0]].name)
    if today.sentenced is not None:
        return gettext("the Martyr? {name} is sentenced", name=players[today.sentenced].name)
    if today.runoff:
        return gettext("runoff: {names}",
                       names=", ".join(players[s].name for s in today.runoff))
    others = [v for v in notebook.villages if v is not village and v.phase != "ended"]
    if others and notebook.banished_today(village) is None and not state.nominated_today:
        return gettext("banishment vote (m SEAT VILLAGE)")
    if day_over(state):  # "If a village votes to execute someone, transition that village
        return gettext("the vote is done: night next (F6 there)")  # into the night phase"
    # The living accused whose vote is still owed (as engine/day/checks.py's _vote_owed): once
    # the vote on them is counted, the village is back to its accusations (issue 32: "vote on
    # Jonas" stayed after Jonas was spared).
    owed = [s for s in state.nominated_today if s in state.alive and s not in today.voted]
    if owed:
        return gettext("vote on {name}", name=players[owed[-1]].name)
    return gettext("accusations")


def moderator_turn(notebook: Notebook) -> tuple[Village | None, Village | None]:
    """(the village at night, which has the moderator; the village waiting for them)."""
    villages = notebook.villages
    night = next((v for v in villages if v.phase == "night"), None)
    if night is not None:
        return night, None
    count = len(villages)
    for step in range(1, count + 1):
        village = villages[(notebook.last - 1 + step) % count]
        if village.phase != "ended":
            return None, village
    return None, None


def rows(notebook: Notebook, timers: Mapping[int, str] | None = None) -> list[Row]:
    night, waiting = moderator_turn(notebook)
    found = []
    for village in notebook.villages:
        state = village.state
        here = sum(1 for p in state.players.values()
                   if not (p.died is not None and p.died.left))
        # Every village at night has the moderator: two only when the rule was overridden.
        turn = "here" if village.phase == "night" else "next" if village is waiting else ""
        found.append(Row(village.number, village.name, phase_words(village),
                         f"{len(state.alive)}/{here}", now_words(notebook, village),
                         (timers or {}).get(village.number, ""), turn))
    return found


def headline(notebook: Notebook) -> str:
    night, waiting = moderator_turn(notebook)
    nights = [v.name for v in notebook.villages if v.phase == "night"]
    if len(nights) > 1:  # the alternation overridden
        return gettext("● {villages} and {last} are at night (overridden): see each through to "
                       "its dawn; the other villages wait.", villages=", ".join(nights[:-1]),
                       last=nights[-1])
    if night is not None:
        return gettext("● {village} is at night: see it through to its dawn; the other "
                       "villages wait (nights alternate).", village=night.name)
    if waiting is None:
        return gettext("Every village has ended.")
    return gettext("► Waiting for you: {village} — {now}.", village=waiting.name,
                   now=now_words(notebook, waiting))


def travelling(notebook: Notebook) -> list[str]:
    """The players on their way to a village where it is night."""
    out = []
    for transfer in notebook.pending():
        goal = notebook.villages[transfer.target - 1]
        if goal.phase == "ended":
            out.append(gettext("{player} cannot arrive: {village}'s game has ended",
                               player=transfer.player, village=goal.name))
        else:
            out.append(gettext("{player} arrives in {village} at its next day",
                               player=transfer.player, village=goal.name))
    return out


def recent(village: Village, count: int = 8) -> list[str]:
    """The village's last events in words, newest last: where the moderator left it."""
    return [f"{e.when}: {e.text}" for e in record_of(village.game).entries[-count:]]
