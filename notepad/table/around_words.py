"""The sentences of the screens around a game that carry something (an error, an address, a
count): the statistics screen, the room dialog (F12), the correction dialogs, One Night's and
the simultaneous villages' screens, in the language spoken (notepad/language.py). Their fixed
labels stay with the screens, through gettext."""

from __future__ import annotations

from notepad.language import gettext
from notepad.table.onenight.setup_words import phase_heading

# The statistics screen ------------------------------------------------------------------


def record_unreadable(error: object) -> str:
    return gettext("The record cannot be read: {error}. The session logs are kept; "
                   "`werewolf-notepad stats rebuild` reads them again.", error=error)


# The room dialog ------------------------------------------------------------------------


def call_seconds_label(most: int) -> str:
    return gettext("Minimum seconds per call (0–{most})", most=most)


def board_following(url: str, followed: str, this: str) -> str:
    """The board was started in another village or game than the one the dialog is of."""
    return gettext("Board: {url}, following {followed}, not this game ({this}): stop it, then "
                   "serve it again to follow this one", url=url, followed=followed, this=this)


def board_at(url: str) -> str:
    return gettext("Board: {url}  (or: werewolf-notepad board --latest)", url=url)


def board_not_started(error: object) -> str:
    return gettext("The board could not start: {error}", error=error)


def not_a_number(what: str, text: str) -> str:
    """A room setting that takes a whole number was given something else."""
    return gettext("{what}: enter a whole number, not {text}", what=what, text=repr(text))


# The correction dialogs -----------------------------------------------------------------


def correction_heading(action: str, at: int) -> str:
    """The preview's title: what the correction does to which event."""
    if action == "change":
        return gettext("Change event {at} — the preview (nothing is recorded yet)", at=at)
    if action == "remove":
        return gettext("Remove event {at} — the preview (nothing is recorded yet)", at=at)
    return gettext("Insert before event {at} — the preview (nothing is recorded yet)", at=at)


def was_line(action: str, on: str) -> str:
    """The head of the preview's line of the event as it was."""
    if action == "change":
        return gettext("Was ({on}): ", on=on)
    return gettext("Removed ({on}): ", on=on)


def now_line(action: str, on: str) -> str:
    """The head of the preview's line of the event as it is now."""
    if action == "change":
        return gettext("Now ({on}): ", on=on)
    return gettext("Inserted, forgotten ({on}): ", on=on)


def new_entry_verdict(severity: str) -> str:
    if severity == "error":
        return gettext("the new entry: error ")
    return gettext("the new entry: warning ")


def keep_question(number: int) -> str:
    return gettext("Keep event {number}: why is it right?", number=number)


def keep_all_question(n: int) -> str:
    return gettext("Keep the {n} undecided event(s): why?", n=n)


def no_override_keeps(reasons: str) -> str:
    return gettext("no override can keep this event ({reasons}): d drops it", reasons=reasons)


def dropped_already(number: int) -> str:
    return gettext("event {number} is dropped already", number=number)


def not_droppable(why: str) -> str:
    return gettext("{why}; k keeps it with a reason", why=why)


def not_recorded_yet(refusal: str) -> str:
    return gettext("Not recorded yet: {refusal}", refusal=refusal)


def not_recorded(why: object) -> str:
    return gettext("Not recorded: {why}", why=why)


def log_not_written(error: object) -> str:
    return gettext("Not recorded: could not write the session log ({error})", error=error)


def entry_keys(calls: bool) -> str:
    """The entry dialog's keys, with the calls' list where it has one."""
    if calls:
        return gettext("Tab to the calls, Enter picks one; Enter records the entry, Escape "
                       "cancels")
    return gettext("Enter records the entry, Escape cancels")


def own_breaks(rules: str, keepable: bool) -> str:
    """The preview's row of the new entry itself, in Rich markup (`rules` escaped by the
    screen): the rules it breaks, and what the moderator may do."""
    if keepable:
        return gettext("[bold]the new entry itself[/bold] breaks: {rules} — [bold red]DECIDE: "
                       "k record it with an override reason, or Escape[/bold red]", rules=rules)
    return gettext("[bold]the new entry itself[/bold] breaks: {rules} — [bold red]no override "
                   "can record it: Escape cancels[/bold red]", rules=rules)


# One Night's screens ----------------------------------------------------------------------

def where(phase: str, title: str, step: int, steps: int) -> str:
    """The script's place: 'Night · (5) Seer · step 4 of 8'; the Day's own call once: 'Day ·
    step 7 of 8' (`title` escaped by the screen where it is markup)."""
    said = phase_heading(phase)
    if title == said:
        return gettext("{phase} · step {step} of {steps}", phase=said, step=step, steps=steps)
    return gettext("{phase} · {title} · step {step} of {steps}", phase=said, title=title,
                   step=step, steps=steps)


def eyes_closed_for(seconds: int) -> str:
    return gettext("then eyes closed for {n} seconds", n=seconds)


def not_minutes(text: str) -> str:
    return gettext("'{text}' is not a number of minutes", text=text)


def minutes_out_of_range(most: int) -> str:
    return gettext("The discussion needs more than 0 and at most {most} minutes", most=most)
