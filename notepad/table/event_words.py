"""Every event of a game as a sentence (said by event_sentences.py), and the game replayed
once to know each event's phase, the check's answer and the deaths it caused. Shared by the
TUI's log and notepad screens and the end-of-game report (notepad/table/report.py); headless,
no Textual or Rich."""

from __future__ import annotations

import errno
from dataclasses import dataclass, field

from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.corrections import Corrected
from notepad.engine.game import Game
from notepad.engine.log.writer import LogChanged
from notepad.engine.players import Player
from notepad.engine.state import GameState, new_state
from notepad.language import gettext, mark, translated
from notepad.table.event_sentences import (  # noqa: F401  (re-exported: the log's words)
    CAUSES,
    MAYOR_WAYS,
    PACKS,
    RECORDED_KINDS,
    WINNER_NAMES,
    _duration,
    _votes,
    _winners,
    cause_words,
    event_words,
    names,
    pack_name,
    role_name,
    when_words,
    woke_only,
)


@dataclass(slots=True)
class Entry:
    """One recorded event, numbered from 1, with the phase it was recorded in."""

    number: int
    when: str  # "setup", "night 2", "day 2", "ended"
    event: ev.Event
    words: str
    deaths: list[str] = field(default_factory=list)  # "Hans (executed)"
    override: str = ""  # "rule-a, rule-b — the reason", for an overridden error
    corrected: list[str] = field(default_factory=list)  # the corrections that put it here

    @property
    def text(self) -> str:
        if not self.deaths:
            return self.words
        return gettext("{words} → died: {deaths}", words=self.words, deaths="; ".join(self.deaths))


VOTE_NOTES = {
    "spared by the vote": mark("spared"),
    "sentenced; does the Martyr take the place?":
        mark("sentenced: does the Martyr take the place?"),
    "executed but saved by the Charm": mark("sentenced, and saved by the Charm"),
    "executed: the Prince reveals the card and survives":
        mark("sentenced: the Prince reveals the card and survives"),
}


# A check's answer as the engine keeps it (engine/night/sight.py), for the log, the report
# and the notepad's night column: said in the language spoken.
CHECK_ANSWERS = {"werewolf": mark("werewolf"), "villager": mark("villager"),
                 "the seer": mark("the seer"), "not the seer": mark("not the seer"),
                 "special": mark("special"), "not special": mark("not special"),
                 "a werewolf nearby": mark("a werewolf nearby"),
                 "no werewolf nearby": mark("no werewolf nearby"),
                 "villager team": mark("villager team"),
                 "not villager team": mark("not villager team"),
                 "check again": mark("check again")}


def check_answer(state: GameState, said: str) -> str:
    """A check's answer in words; a card seen whole (the role's name, as the engine keeps
    it) named as notepad/table/titles.py names it."""
    if said in CHECK_ANSWERS:
        return translated(CHECK_ANSWERS[said])
    seen = next((role_id for role_id, role in state.roles.items() if role.name == said), None)
    return role_name(state, seen) if seen is not None else said


def vote_outcome(state: GameState, seat: int) -> str:
    """What the vote on `seat` just recorded came to, read from the state after it: "spared",
    "sentenced: …", or "" when the nominee died (the death is said beside the vote)."""
    player = state.players[seat]
    if not player.alive or not player.history:
        return ""
    when, _, note = player.history[-1].partition(": ")
    if when != state.when:
        return ""
    if note.startswith("survived "):  # a shield: "survived executed (the Elder's …)"
        return gettext("sentenced, and {note}", note=note)
    found = VOTE_NOTES.get(note)
    return translated(found) if found is not None else ""


def night_target(state: GameState, event: ev.Event, answer: str = "") -> str:
    """What the paper notepad's night column holds for a role's call: the target(s)."""
    name = lambda seat: f"{seat} {state.players[seat].name}"  # noqa: E731
    match event:
        case ev.Passed():
            woke = woke_only(state, event.role)
            if woke == "looked around":
                return gettext("looked around")
            return gettext("woke") if woke else gettext("pass")
        case ev.PackKill() if not event.targets:
            return gettext("no hunt")
        case ev.Potions():
            parts = ([gettext("heal {name}", name=name(event.heal))]
                     if event.heal is not None else []) + (
                [gettext("poison {name}", name=name(event.kill))]
                if event.kill is not None else [])
            return ", ".join(parts) or gettext("kept")
        case ev.CharmPassed() if event.target is None:
            return gettext("refused")
        case ev.RoleCheck():
            return gettext("{name}: {answer}", name=name(event.target), answer=answer) \
                if answer else name(event.target)
        case ev.LetterWritten():
            return gettext("letter {letter}", letter=event.letter)
        case ev.TroubleSignal():
            return gettext("two executions")
        case ev.MartyrChoice():
            return gettext("takes the place") if event.takes_place else gettext("stays")
        case ev.MinionChosen():
            return gettext("Minion {name}", name=name(event.target))
    return ", ".join(name(s) for s in ev.targets_of(event, actor=False)) or "—"


# ------------------------------------------------------------------ the record


@dataclass(slots=True)
class Record:
    """The game replayed once: the log in words and each night's targets per role."""

    entries: list[Entry] = field(default_factory=list)
    nights: dict[int, dict[str, list[str]]] = field(default_factory=dict)  # night → role → …


def record_of(game: Game) -> Record:
    """Replay the events over a fresh state to know, for each, its phase, the check's answer
    and who died of it (the events alone carry none of these)."""
    state = new_state(game.setup, game.roles)
    out = Record()
    for number, event in enumerate(game.events, start=1):
        when, night = state.when, state.number if state.phase == "night" else 0
        living = {s for s, p in state.players.items() if p.alive}
        checks = len(state.checks)
        apply(state, event)
        answer = check_answer(state, state.checks[-1][3]) if len(state.checks) > checks else ""
        if type(event) is ev.Vote:
            answer = vote_outcome(state, event.nominee)
        deaths = [f"{state.players[s].name} ({cause(state, state.players[s])})"
                  for s in sorted(living) if not state.players[s].alive
                  and not state.players[s].away]  # a player who left did not die
        override = ""
        if event.override is not None:
            override = f"{', '.join(event.override.rules)} — {event.override.reason}"
        out.entries.append(Entry(number, when, event, event_words(state, event, answer),
                                 deaths, override))
        role = getattr(event, "role", None)
        if night and role:
            calls = out.nights.setdefault(night, {})
            calls.setdefault(role, []).append(night_target(state, event, answer))
    for index, corrected in enumerate(game.corrections):
        now = corrected.position_now(game.corrections[index + 1:])
        if now is not None and now <= len(out.entries):
            words = correction_words(state, corrected)
            out.entries[now - 1].corrected.append(
                gettext("before this event: {words}", words=words)
                if corrected.correction.action == "remove" else words)
    return out


def correction_words(state: GameState, corrected: Corrected) -> str:
    """A correction in words: "corrected on day 4: night 2, “The Werewolves choose Emma” →
    “The Werewolves choose Felix” (reason)", with the later events kept or dropped. `state`
    gives the names (any state of the game)."""
    correction = corrected.correction
    night = phase_number(corrected.on)
    old = event_words(state, correction.original, number=night) if correction.original else ""
    new = event_words(state, correction.event, number=night) if correction.event else ""
    if correction.action == "change":
        what = gettext("“{old}” → “{new}”", old=old, new=new)
    elif correction.action == "remove":
        what = gettext("“{old}” removed", old=old) if old else gettext(" removed")
    else:
        what = gettext("“{new}” inserted (forgotten)", new=new) if new \
            else gettext(" inserted (forgotten)")
    when = correction.when
    if when == "ended":
        said = gettext("corrected after the game had ended")
    else:
        said = gettext("corrected on {when}", when=when_words(when)) if when \
            else gettext("corrected on an unknown day")
    text = gettext("{said}: {on}, {what} — {reason}", said=said, on=when_words(corrected.on),
                   what=what, reason=correction.reason)
    if correction.kept:
        kept = [gettext("event {number} ({reason})", number=k.at, reason=k.reason)
                for k in correction.kept]
        text = gettext("{text}; kept with an override: {events}", text=text,
                       events=", ".join(kept))
    if correction.dropped:
        dropped = [gettext("event {number}", number=n) for n in correction.dropped]
        text = gettext("{text}; dropped: {events}", text=text, events=", ".join(dropped))
    return text


def phase_number(when: str) -> int | None:
    """The number of a phase in words ("night 2" → 2; "setup" → None)."""
    number = when.rpartition(" ")[2]
    return int(number) if number.isdigit() else None


def cause(state: GameState, player: Player) -> str:
    died = player.died
    if died is None:
        return gettext("alive")
    if died.chain:
        return gettext("{cause} after {names}", cause=cause_words(died.cause),
                       names=names(state, died.chain))
    return cause_words(died.cause)




def not_written(state: GameState, doing: str, events: list[ev.Event | Corrected],
                error: OSError) -> str:
    """What the screen says when the session log refused an action: exactly what was not
    recorded, why, and that nothing in the game changed (docs/design.md, Session log). `doing` is
    "record", "undo" or "redo"; `events` the actions concerned (a correction: as one)."""
    if not events:  # the refused lines themselves (a dice roll drawn inside the engine)
        lines = [line for line in getattr(error, "lines", []) if line.get("type") != doing]
        events = [ev.EVENT_ADAPTER.validate_python(line) for line in lines]
    what = "; ".join(correction_words(state, event) if isinstance(event, Corrected)
                     else event_words(state, event) for event in events) or gettext("nothing")
    head = {"record": gettext("Not recorded: {what}.", what=what),
            "undo": gettext("Not undone: {what} stays recorded.", what=what),
            "redo": gettext("Not redone: {what} stays undone.", what=what)}[doing]
    if getattr(error, "errno", None) == errno.EROFS and "read-only" in str(error):
        return gettext("{head} This window is read-only: it follows a log that another window "
                       "records; enter it there.", head=head)
    if isinstance(error, LogChanged):  # another program changed the file: not ours any more
        where = gettext("The game as this window shows it is kept in {kept}, beside it: leave "
                        "the game, resume {kept} from the start screen and enter it again.",
                        kept=error.kept.name) if error.kept is not None else gettext(
            "It could not be kept beside it either ({problem}): write the game down from this "
            "window before leaving it.", problem=error.kept_error)
        return gettext("{head} {reason}: this window no longer records into it and leaves it "
                       "as it is now. {where}", head=head, reason=error.reason, where=where)
    reason = getattr(error, "reason", None) or error.strerror or str(error)
    if getattr(error, "restored", True):
        return gettext("{head} The session log could not be written ({reason}); the log and "
                       "the game are as they were before. Make room on the disk, then enter it "
                       "again.", head=head, reason=reason)
    return gettext("{head} The session log could not be written ({reason}) nor put back as it "
                   "was: leave the game and resume it from the start screen, which reads back "
                   "what the file holds.", head=head, reason=reason)
