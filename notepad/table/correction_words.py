"""The log's correction dialogs in words (notepad/tui/screens/correction.py places them): the
reason asked, the entry typed again, and the preview of what the correction changes with the
later events it makes illegal (Ultimate, Moderator's Guide — Moderator Mistakes). In the
language spoken (notepad/language.py); the constants are `mark`ed, said with `translated`."""

from __future__ import annotations

from notepad.language import gettext, mark, ngettext

REASON_PLACEHOLDER = mark("your reason")
CONFIRM_KEYS = mark("Enter to confirm, Escape to cancel")
REASON_NEEDED = mark("A reason is needed: say why the record was wrong (Escape cancels).")
LATER_HEADING = mark("Later events this correction makes illegal or meaningless:")
PREVIEW_KEYS = mark("k keep with a reason · d drop · K keep all · D drop all · Enter records · "
                    "Escape cancels")
NOT_CORRECTED = mark("Not corrected")
REASON = mark("Reason: ")
WHAT_CHANGES = mark("What changes:")
NOTHING_ELSE = mark("nothing else changes")
TELL_THE_VILLAGE = mark("Tell the village, once recorded:")
NEW_ENTRY_ITSELF = mark("the new entry itself")
DECIDE = mark("DECIDE: k record it with an override reason, or Escape")
NO_OVERRIDE_CANCEL = mark("no override can record it: Escape cancels")
NO_LATER = mark("none: every later event stays as it is")
NO_OVERRIDE_ENTRY = mark("no override can record this entry: Escape cancels the correction")
OVERRIDE_NEW_ENTRY = mark("Override for the new entry: why is it right?")
NOTHING_TO_DECIDE = mark("nothing to decide for this event: it breaks no new rule")
ENTRY_IS_CORRECTION = mark("the new entry is the correction itself: Escape cancels it")
NOTHING_TO_KEEP = mark("no undecided event that an override can keep")
NOTHING_UNDECIDED = mark("no undecided event")


def entry_keys(calls: bool) -> str:
    """The keys under the entry typed again (with the forgotten call's list, or without)."""
    if calls:
        return gettext("Tab to the calls, Enter picks one; Enter records the entry, Escape "
                       "cancels")
    return gettext("Enter records the entry, Escape cancels")


def preview_heading(action: str, at: int) -> str:
    if action == "change":
        return gettext("Change event {at} — the preview (nothing is recorded yet)", at=at)
    if action == "remove":
        return gettext("Remove event {at} — the preview (nothing is recorded yet)", at=at)
    return gettext("Insert before event {at} — the preview (nothing is recorded yet)", at=at)


def was_words(action: str, on: str) -> str:
    """The event as it was recorded, before its words (`on`: the phase, as the state says)."""
    from notepad.table.event_sentences import when_words

    return gettext("Was ({on}): ", on=when_words(on)) if action == "change" \
        else gettext("Removed ({on}): ", on=when_words(on))


def now_words(action: str, on: str) -> str:
    from notepad.table.event_sentences import when_words

    return gettext("Now ({on}): ", on=when_words(on)) if action == "change" \
        else gettext("Inserted, forgotten ({on}): ", on=when_words(on))


def own_severity(severity: str) -> str:
    """Before a rule the new entry itself breaks."""
    return gettext("the new entry: error ") if severity == "error" \
        else gettext("the new entry: warning ")


def breaks(rules: str) -> str:
    return gettext(" breaks: {rules} — ", rules=rules)


def cannot_keep(rules: str) -> str:
    return gettext("no override can keep this event ({rules}): d drops it", rules=rules)


def keep_question(number: int) -> str:
    return gettext("Keep event {number}: why is it right?", number=number)


def dropped_already(number: int) -> str:
    return gettext("event {number} is dropped already", number=number)


def keeps_with_reason(why: str) -> str:
    """A village's move may not be dropped (why): it may be kept."""
    return gettext("{why}; k keeps it with a reason", why=why)


def keep_all_question(n: int) -> str:
    return ngettext("Keep the {n} undecided event(s): why?", "Keep the {n} undecided event(s): "
                    "why?", n)


def not_recorded_yet(why: str) -> str:
    """Enter on a preview that still waits for a decision (`why`: the engine's refusal)."""
    return gettext("Not recorded yet: {why}", why=why)


def not_recorded(why: object) -> str:
    return gettext("Not recorded: {why}", why=why)


def log_not_written(error: OSError) -> str:
    return gettext("Not recorded: could not write the session log ({error})", error=error)
