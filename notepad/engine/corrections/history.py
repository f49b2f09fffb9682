"""A correction as an edit of the list of events: which event it names, what the list becomes,
and where an event's number moves to. No state, no rules: refold.py folds the result."""

from __future__ import annotations

from dataclasses import dataclass

from notepad.engine import events as ev
from notepad.engine.corrections.model import Correction


class CorrectionError(ValueError):
    """A correction that does not fit the events it names (the message says how)."""


def check_target(events: list[ev.Event], correction: Correction) -> None:
    """The correction names an event that exists, and — for a change or a removal — the very
    event it says it changes (its `original`), so a log edited by hand, or a correction made
    against another history, is refused rather than misapplied."""
    count = len(events)
    at = correction.at
    highest = count + 1 if correction.action == "insert" else count
    if at > highest:
        what = "insert before" if correction.action == "insert" else correction.action
        raise CorrectionError(f"there is no event {at} to {what}: the game has {count} "
                              "event(s)")
    if correction.original is not None and events[at - 1] != correction.original:
        raise CorrectionError(
            f"event {at} is a {events[at - 1].type} event, not the {correction.original.type} "
            "event the correction names as its original")
    last = count
    beyond = sorted(n for n in [k.at for k in correction.kept] + correction.dropped if n > last)
    if beyond:
        raise CorrectionError(f"event {beyond[0]} is kept or dropped, but the game has {last} "
                              "event(s)")


def merged_override(event: ev.Event, reason: str, rules: list[str]) -> ev.Event:
    """The event kept with the moderator's override: its own override's rules too, and both
    reasons when it had one (the first is never lost)."""
    old = event.override
    if old is not None:
        rules = list(dict.fromkeys([*old.rules, *rules]))
        reason = f"{old.reason}; {reason}"
    return ev.with_override(event, ev.Override(reason=reason, rules=rules))


def rewrite(events: list[ev.Event], correction: Correction) -> list[ev.Event]:
    """The list of events after the correction (check_target first)."""
    at = correction.at
    head = events[: at - 1]
    if correction.event is not None:
        head.append(correction.event)
    dropped = set(correction.dropped)
    kept = {k.at: k for k in correction.kept}
    first = correction.first_later
    for number, event in enumerate(events[first - 1:], start=first):
        if number in dropped:
            continue
        keep = kept.get(number)
        head.append(event if keep is None else merged_override(event, keep.reason, keep.rules))
    return head


def moved(number: int, correction: Correction) -> int | None:
    """Where the event numbered `number` before the correction stands after it; None if the
    correction removed, replaced or dropped it."""
    at = correction.at
    if number < at:
        return number
    if correction.action != "insert" and number == at:
        return None
    if number in correction.dropped:
        return None
    shift = 1 if correction.action == "insert" else 0
    shift -= 1 if correction.action == "remove" else 0
    shift -= sum(1 for d in correction.dropped if d < number)
    return number + shift


@dataclass(frozen=True, slots=True)
class Corrected:
    """A correction in effect in a game: enough to undo it as one step (the events before) and
    redo it (the events after), and where the event it names was recorded (`on`)."""

    correction: Correction
    before: tuple[ev.Event, ...]
    after: tuple[ev.Event, ...]
    on: str  # the phase the corrected event was recorded in ("night 2")

    @property
    def length(self) -> int:
        """How many events the game had right after the correction."""
        return len(self.after)

    def position_now(self, later: list[Corrected]) -> int | None:
        """The number, after the `later` corrections, of the event this one put in place (a
        change or an insert), or of the event that took the removed one's place."""
        number: int | None = self.correction.at
        for other in later:
            if number is None:
                return None
            number = moved(number, other.correction)
        return number
