"""The preview of a correction: every later event folded again over the corrected history,
each checked again by the same `check` and `apply` as at its call (no second copy of the
rules), and what that changes.

A later event is *illegal* when it now breaks a rule that its override does not cover and that
it did not break before (e.g. a vote by a player the correction killed); *meaningless* when it
draws a warning it did not draw before (e.g. a heal of a player who is no longer tonight's
victim). The moderator keeps each illegal event with an override reason or drops it; a
correction with an illegal event left undecided is refused (Game.correct)."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.corrections.changes import changes, for_the_village
from notepad.engine.corrections.history import check_target, merged_override
from notepad.engine.corrections.model import Correction
from notepad.engine.setup import GameSetup
from notepad.engine.state import GameState, new_state
from notepad.engine.validator import Violation, check, errors
from notepad.language import gettext

# What a broken apply raises (as load_game catches them): the event cannot be folded here.
FOLD_ERRORS = (KeyError, IndexError, ValueError, TypeError, AttributeError)


def uncovered(violations: list[Violation], override: ev.Override | None) -> list[Violation]:
    """The errors among `violations` that `override` does not lift: every error if there is no
    override, one that cannot be overridden, or one whose rule it does not name (an override
    that names no rule covers every error it could)."""
    return [v for v in errors(violations)
            if override is None or not v.overridable
            or (override.rules and v.rule not in override.rules)]


def fold(setup: GameSetup, roles: dict, events: list[ev.Event]) -> GameState:
    """The state after `events`, folded over a fresh setup (no checks: they ran at the call)."""
    state = new_state(setup, roles)
    for event in events:
        apply(state, event)
    return state


def _key(violation: Violation) -> tuple[str, str]:
    return violation.rule, violation.message


@dataclass(slots=True)
class Later:
    """A later event whose rules changed with the correction, or that the moderator decided
    on: `number` is its number before the correction (as the log screen showed it)."""

    number: int
    event: ev.Event
    when: str  # the phase it falls in after the correction ("" when dropped)
    blocking: list[Violation] = field(default_factory=list)  # new errors nothing overrides
    warnings: list[Violation] = field(default_factory=list)  # new warnings
    decision: str = ""  # "", "kept" or "dropped"

    @property
    def illegal(self) -> bool:
        return bool(self.blocking)

    @property
    def can_keep(self) -> bool:
        """An override can lift every new error (not a game that has ended, say)."""
        return all(v.overridable for v in self.blocking)


@dataclass(slots=True)
class Preview:
    correction: Correction
    events: list[ev.Event]  # the corrected list, decisions made
    state: GameState  # after it
    on: str  # the phase the corrected event was recorded in ("night 2")
    own: list[Violation]  # the new event's violations (change, insert)
    own_blocking: list[Violation]  # its errors that its override does not lift
    later: list[Later]  # illegal, meaningless or decided later events, in order
    changes: list[str]  # what the correction changes, in words
    told: list[str] = field(default_factory=list)  # what the table must hear (for_the_village)

    @property
    def undecided(self) -> list[Later]:
        """Illegal later events without a decision (a kept one that an override cannot lift
        is still undecided: it can only be dropped)."""
        return [item for item in self.later if item.blocking and item.decision != "dropped"]

    @property
    def refused(self) -> bool:
        return bool(self.own_blocking or self.undecided)

    def refusal(self) -> str:
        """Why Game.correct refuses the correction, in words; "" when it does not."""
        parts = []
        if self.own_blocking:
            rules = ", ".join(v.rule for v in self.own_blocking)
            parts.append(gettext("the new entry breaks {rules} without an override",
                                 rules=rules))
        for item in self.undecided:
            rules = ", ".join(v.rule for v in item.blocking)
            number, kind = item.number, item.event.type
            parts.append(gettext("event {number} ({kind}) would break {rules}: keep it with an "
                                 "override reason or drop it", number=number, kind=kind,
                                 rules=rules) if item.can_keep else
                         gettext("event {number} ({kind}) would break {rules}: drop it",
                                 number=number, kind=kind, rules=rules))
        return "; ".join(parts)


def preview(setup: GameSetup, roles: dict, events: list[ev.Event], current: GameState,
            correction: Correction) -> Preview:
    """What `correction` does to the game whose events are `events` and whose state is
    `current` (nothing is recorded). Raises CorrectionError if it does not fit the events."""
    check_target(events, correction)
    at, first = correction.at, correction.first_later
    history = events[: at - 1]
    corrected = fold(setup, roles, history)
    on = corrected.when
    own: list[Violation] = []
    own_blocking: list[Violation] = []
    new_event = correction.event
    if new_event is not None:
        own = check(corrected, new_event)
        own_blocking = uncovered(own, new_event.override)
        own_blocking += _fold_one(corrected, new_event)
        history.append(new_event)
    tail = events[first - 1:]
    # The game as recorded, folded alongside: asked only about an event that breaks a rule
    # or draws a warning after the correction, whether it did so before (most events do
    # neither, and checking is most of a fold's cost: docs/design.md, Budget).
    recorded_state = fold(setup, roles, events[: first - 1])
    dropped = set(correction.dropped)
    kept = {k.at: k for k in correction.kept}
    later: list[Later] = []
    for number, recorded in enumerate(tail, start=first):
        if number in dropped:
            later.append(Later(number, recorded, "", decision="dropped"))
            _advance(recorded_state, recorded)
            continue
        keep = kept.get(number)
        event = recorded if keep is None else merged_override(recorded, keep.reason,
                                                              keep.rules)
        when = corrected.when
        found = check(corrected, event)
        blocking = uncovered(found, event.override)
        warnings = [v for v in found if v.severity == "warning"]
        if blocking or warnings:
            was = check(recorded_state, recorded)
            old_blocking = {_key(v) for v in uncovered(was, recorded.override)}
            old_warnings = {_key(v) for v in was if v.severity == "warning"}
            blocking = [v for v in blocking if _key(v) not in old_blocking]
            warnings = [v for v in warnings if _key(v) not in old_warnings]
        _advance(recorded_state, recorded)
        blocking += _fold_one(corrected, event)
        history.append(event)
        if blocking or warnings or keep is not None:
            later.append(Later(number, event, when, blocking, warnings,
                               "kept" if keep is not None else ""))
    return Preview(correction, history, corrected, on, own, own_blocking, later,
                   changes(current, corrected), for_the_village(current, corrected))


def _fold_one(state: GameState, event: ev.Event) -> list[Violation]:
    """Apply `event`; an event the engine cannot fold here is a violation no override lifts."""
    try:
        apply(state, event)
    except FOLD_ERRORS as error:
        return [Violation("cannot-fold", gettext("the event cannot be folded here ({error})",
                                                 error=error),
                          "Moderator's Guide — Moderator Mistakes", "error", False)]
    return []


def _advance(state: GameState, event: ev.Event) -> None:
    """Fold one event of the game as recorded (one the engine cannot fold is shown where
    the corrected game meets it)."""
    with contextlib.suppress(*FOLD_ERRORS):
        apply(state, event)
