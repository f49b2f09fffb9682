"""The log screen's corrections (F8; issue 18), headless: what to type to change an event or
to insert a forgotten one, read by the game screen's own parsers (notepad/table/commands.py) in
the state the event was recorded in, and the preview's lines in words.

A change is typed as at the event's call: the call's seats, "heal 4 kill 7", "refuse", a
letter; by day a day command ("v 9-3", "n 4 by 7 9"); "dice 3 4" and "swap 2 7" any time.
An insertion at night first picks the call that was forgotten. The typed forms stay English (the
German ones are accepted beside them: notepad/table/typed_words.py); the sentences are said in
the language spoken (notepad/language.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from notepad.engine import events as ev
from notepad.engine.corrections import Correction, Kept, Later, Preview
from notepad.engine.corrections.refold import fold
from notepad.engine.game import Game
from notepad.engine.night.script import Call, call_for, night_script
from notepad.engine.night.words import called_name
from notepad.engine.state import GameState
from notepad.language import gettext, mark, spoken, translated
from notepad.table import typed_words as typed
from notepad.table.commands import (
    HINTS,
    KIND_EVENT,
    ActionError,
    any_time_command,
    call_done,
    day_command,
    night_event,
    pending_kinds,
)
from notepad.table.event_words import event_words, phase_number, when_words

DAY_HINT = mark("a day command as at the table, e.g. n 4 by 7 9, v 9-3, shoot 5; or dice 3 4")


def typed_form(event: ev.Event) -> str | None:
    """What the moderator would have typed for `event` at its call (the change dialog starts
    from it), in German forms when German is spoken; None for an event that is not typed (the
    deal, dusk, dawn …)."""
    form = english_form(event)
    if form is not None and spoken().code == "de":
        return typed.in_german(form)
    return form


def english_form(event: ev.Event) -> str | None:
    match event:
        case ev.PackKill() | ev.LoversChosen() | ev.ChoosePlayers():
            return " ".join(str(s) for s in event.targets)
        case ev.RoleCheck() | ev.Protect() | ev.Bless() | ev.Silence() | ev.Banish() \
                | ev.Recruit() | ev.MinionChosen():
            return str(event.target)
        case ev.Potions():
            parts = ([f"heal {event.heal}"] if event.heal is not None else []) + (
                [f"kill {event.kill}"] if event.kill is not None else [])
            return " ".join(parts)
        case ev.CharmPassed():
            return "refuse" if event.target is None else str(event.target)
        case ev.TroubleSignal():
            return "yes"
        case ev.LetterWritten():
            return event.letter
        case ev.Passed():
            return ""
        case ev.DiceRolled():
            return f"dice {event.dice[0]} {event.dice[1]}"
        case ev.RoleSwap():
            return f"swap {event.targets[0]} {event.targets[1]}"
        case ev.Nominate():
            by = f" by {' '.join(str(s) for s in event.by)}" if event.by else ""
            return f"n {event.nominee}{by}"
        case ev.Vote():
            if event.execute or event.spare:
                spare = f" s {' '.join(str(s) for s in event.spare)}" if event.spare else ""
                return f"v x {' '.join(str(s) for s in event.execute)}{spare}"
            return f"v {event.execute_total or 0}-{event.spare_total or 0}"
        case ev.DoubleVote():
            first = event.first_total if event.first_total is not None else len(event.for_first)
            second = (event.second_total if event.second_total is not None
                      else len(event.for_second))
            return f"dd {event.first} {event.second} {first}-{second}"
        case ev.Ballot():
            named = [c for c in event.votes.values()]
            named += [c for c, n in sorted(event.totals.items()) for _ in range(n)]
            return f"{'snap' if event.method == 'snap' else 'ballot'} " + \
                " ".join(str(s) for s in named)
        case ev.Vouch():
            return f"vouch {event.by} {event.target}"
        case ev.HunterShot():
            return "shoot air" if event.target is None else f"shoot {event.target}"
        case ev.MartyrChoice():
            return f"martyr {'yes' if event.takes_place else 'no'}"
        case ev.MayorElected():
            return f"mayor {event.target}"
        case ev.TimerSet():
            return f"timer {event.seconds / 60:g}"
    return None


@dataclass
class EntryForm:
    """What the dialog asks to change event `number`, or to insert an action before it: the
    state the entry is recorded in, the call (at night) and what to type."""

    game: Game
    action: Literal["change", "insert"]
    number: int
    state: GameState  # the events before `number` folded: the entry is read in it
    title: str
    calls: list[Call] = field(default_factory=list)  # insert at night: the calls to pick from
    call: Call | None = None
    kind: str | None = None
    text: str = ""  # the entry as it was typed (a change)

    @property
    def hint(self) -> str:
        if self.call is not None and self.kind is not None:
            hint = translated(HINTS[self.kind]) if self.kind in HINTS else self.kind
            return gettext("{call}: {hint}", call=called_name(self.state, self.call), hint=hint)
        if self.state.phase == "night":
            return gettext("pick the call that was forgotten, then type its entry")
        return translated(DAY_HINT)

    def call_line(self, call: Call) -> str:
        """A call of the night, as the insertion's list shows it."""
        if call_done(self.state, call):
            return gettext("{call} — recorded at this point",
                           call=called_name(self.state, call))
        return called_name(self.state, call)

    def choose(self, role: str) -> str:
        """Pick the call (insert at night); returns "" or why it records nothing."""
        call = next((c for c in self.calls if c.role == role), None)
        if call is None:
            return gettext("{role} is not called on this night", role=role)
        kinds = [k for k in pending_kinds(self.state, call) if k in KIND_EVENT]
        if not kinds:
            return gettext("the {call} call has nothing left to record at this point",
                           call=called_name(self.state, call))
        self.call, self.kind = call, kinds[0]
        return ""

    def parse(self, text: str) -> ev.Event:
        """The event `text` records, read as at the call; ActionError says how to write it."""
        command = any_time_command(self.state, text)
        if command is not None:
            return command
        if self.call is not None and self.kind is not None:
            return night_event(self.state, self.call, self.kind, text)
        if self.state.phase == "night":
            # The entry line has the focus: Up/Down there move nothing (a night trial).
            if self.calls and all(call_done(self.state, call) for call in self.calls):
                raise ActionError(gettext(
                    "every call of this night is recorded before this point: to change one, "
                    "pick its event in the log and press c; here only a command of any time "
                    "(dice, death …) can be inserted"))
            raise ActionError(gettext("pick the call first: Tab to the calls, Up/Down, Enter"))
        return day_command(self.state, text).event

    def correction(self, event: ev.Event, reason: str) -> Correction:
        original = self.game.events[self.number - 1] if self.action == "change" else None
        if isinstance(original, ev.PackKill) and isinstance(event, ev.PackKill) and \
                event.elapsed is None and original.elapsed is not None:
            # The pack's minute is a fact of the night, not of the victim typed again: a
            # corrected victim kept no seconds, and a hunt called off after the minute read
            # as if it had kept to it (Role Cards — Werewolf).
            event = event.model_copy(update={"elapsed": original.elapsed})
        return Correction(action=self.action, at=self.number, event=event, original=original,
                          reason=reason, when=self.game.state.when)


def entry_form(game: Game, number: int, action: Literal["change", "insert"]) -> EntryForm | str:
    """The form to change event `number` or insert before it, or why it cannot be typed."""
    event = game.events[number - 1]
    state = fold(game.setup, game.roles, game.events[: number - 1])
    words = event_words(state, event)
    if action == "insert":
        form = EntryForm(game, action, number, state,
                         gettext("Insert a forgotten action before event {number} ({when}: "
                                 "{words})", number=number, when=state.when, words=words))
        if state.phase == "night":
            form.calls = night_script(state, state.number)
            waiting = next((c for c in form.calls if not call_done(state, c)), None)
            if waiting is not None:
                form.choose(waiting.role)
        elif state.phase != "day":
            return gettext("nothing is recorded before the first night: insert before a later "
                           "event")
        return form
    text = typed_form(event)
    if text is None:
        return gettext("a {event} event has no entry to change: remove it (x) or insert before "
                       "it (i)", event=event.type.replace("_", " "))
    form = EntryForm(game, action, number, state,
                     gettext("Change event {number} ({when}): {words}", number=number,
                             when=state.when, words=words), text=text)
    role = ev.field_of(event, "role")
    if isinstance(event, ev.NIGHT_EVENTS) and role is not None and state.phase == "night":
        call = call_for(state, role, state.number)
        if call is None:
            return gettext("the {role} is not called on {when}: remove it (x) instead",
                           role=role, when=when_words(state.when))
        if isinstance(event, ev.Passed):
            kinds = [k for k in pending_kinds(state, call) if k in KIND_EVENT]
        else:
            kinds = [k for k in call.record if KIND_EVENT.get(k) == event.type]
        if not kinds:
            return gettext("the {call} call records nothing to change: remove it (x) instead",
                           call=called_name(state, call))
        form.call, form.kind = call, kinds[0]
    return form


# ------------------------------------------------------------------ the preview in words


def later_words(game: Game, item: Later) -> str:
    """One later event of the preview: its number, phase and words, what it now breaks, and
    the moderator's decision."""
    state = game.state
    words = event_words(state, item.event, number=phase_number(item.when))
    when = item.when or gettext("dropped")
    if item.blocking:
        return gettext("event {number} ({when}): {words} — now breaks {rules}",
                       number=item.number, when=when, words=words,
                       rules="; ".join(v.message for v in item.blocking))
    if item.warnings:
        return gettext("event {number} ({when}): {words} — now {warnings}",
                       number=item.number, when=when, words=words,
                       warnings="; ".join(v.message for v in item.warnings))
    return gettext("event {number} ({when}): {words}", number=item.number, when=when,
                   words=words)


def decision_words(item: Later) -> str:
    if item.decision == "dropped":
        return gettext("dropped")
    if item.decision == "kept" and not item.blocking:
        reason = item.event.override.reason if item.event.override else ""
        return gettext("kept with an override: {reason}", reason=reason)
    if item.blocking:
        return gettext("DECIDE: k keep with a reason, d drop") if item.can_keep else \
            gettext("DECIDE: d drop (no override can keep it)")
    return gettext("kept as it is (meaningless now)")


def keep(correction: Correction, item: Later, reason: str) -> Correction:
    """The correction with `item` kept under an override of the rules it now breaks."""
    kept = [k for k in correction.kept if k.at != item.number]
    kept.append(Kept(at=item.number, reason=reason, rules=[v.rule for v in item.blocking]))
    dropped = [n for n in correction.dropped if n != item.number]
    return correction.with_decisions(sorted(kept, key=lambda k: k.at), dropped)


def drop(correction: Correction, item: Later) -> Correction:
    kept = [k for k in correction.kept if k.at != item.number]
    return correction.with_decisions(kept, [*correction.dropped, item.number])


def own_override(correction: Correction, preview: Preview, reason: str) -> Correction:
    """The correction whose new entry is recorded over the rules it breaks, with `reason`."""
    assert correction.event is not None
    rules = [v.rule for v in preview.own_blocking]
    event = ev.with_override(correction.event, ev.Override(reason=reason, rules=rules))
    return correction.model_copy(update={"event": event})
