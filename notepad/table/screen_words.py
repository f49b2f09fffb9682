"""The screens' own sentences that carry something of the game (a count, a seat, a name, a
path), in the language spoken now (notepad/language.py): the start, seating, rules, end and
game screens place them. A screen's fixed labels (a button, a title) stay with the screen."""

from __future__ import annotations

from notepad.language import gettext, mark, ngettext, translated
from notepad.table.event_sentences import when_words


def players_title(name: str, players: int) -> str:
    """The seating and game screens' subtitle: 'Example Composition for 11 Players, 11
    players'."""
    return gettext("{name}, {n} players", name=name, n=players)


def read_only_title(title: str) -> str:
    """The subtitle of a game opened read-only (another window records it)."""
    return gettext("{title} — READ-ONLY, nothing is recorded", title=title)


def rules_line(summary: str) -> str:
    """The seating screen's line of the rules chosen (the rules screen is F4)."""
    return gettext("Rules: {summary} (F4)", summary=summary)


def rules_title(edition: str) -> str:
    """The rules screen's subtitle."""
    return gettext("rules for {edition}", edition=edition)


def seating_count(names: int, players: int, name_to_fix: bool, dealt: bool) -> str:
    """The seating screen's line under the names: how many, whether they can be seated, and
    whether they are dealt. Short, the column is narrow: Ctrl+R and Ctrl+N say which seats and
    why. Each case whole, so that a language may order its words its own way."""
    if names != players:
        if dealt:
            return gettext("{n} players (the role set is for {players}); dealt", n=names,
                           players=players)
        return gettext("{n} players (the role set is for {players}); not dealt yet", n=names,
                       players=players)
    if name_to_fix:
        if dealt:
            return gettext("{n} players (a name to fix); dealt", n=names)
        return gettext("{n} players (a name to fix); not dealt yet", n=names)
    if dealt:
        return gettext("{n} players (ready); dealt", n=names)
    return gettext("{n} players (ready); not dealt yet", n=names)


def dealt_from(seed: int) -> str:
    return gettext("Dealt from seed {seed}. F2 shows the cards to you.", seed=seed)


def card_of_seat(seat: int, name: str) -> str:
    """The title of the dialog that records a card dealt by hand."""
    return gettext("Card dealt to seat {seat}, {name}", seat=seat, name=name)


def charm_held(seat: int) -> str:
    return gettext("Seat {seat} holds the Charm; F3 records the card left in your hand as "
                   "their real role", seat=seat)


def cards_missing(seats: list[int]) -> str:
    """Why the game cannot start: seats without a card recorded ('[3, 7]')."""
    return gettext("no card recorded for seat(s) {seats}", seats=seats)


def head_count_problem(names: int, players: int) -> str:
    """Why the names typed cannot be seated for the role set, and what to type."""
    if names == 0:
        return gettext("0 names for a role set of {players} players: type the {players} "
                       "players' names in the names box, one per line (or paste the list)",
                       players=players)
    if names < players:
        return ngettext("{names} names for a role set of {players} players: add {n} more, "
                        "one per line",
                        "{names} names for a role set of {players} players: add {n} more, "
                        "one per line", players - names, names=names, players=players)
    return ngettext("{names} names for a role set of {players} players: remove {n}, or change "
                    "the role set's head count",
                    "{names} names for a role set of {players} players: remove {n}, or "
                    "change the role set's head count", names - players, names=names,
                    players=players)


def session_log(path: object) -> str:
    """Said as a game starts: where its session log is."""
    return gettext("Session log: {path}", path=path)


def game_so_far(when: str) -> str:
    """The end screen's subtitle before the game has ended."""
    return gettext("the game so far — {when}", when=when)


def language_not_kept(error: object) -> str:
    return gettext("The language was not kept as your default ({error})", error=error)


def violation_line(severity: str, message: str, source: str, overridden: bool = False) -> str:
    """One rule's verdict under the entry line, in Rich markup (`message` and `source`
    escaped by the screen): an error, a warning, or an error overridden."""
    if overridden:
        return gettext("[dim]overridden: {message} ({source})[/dim]", message=message,
                       source=source)
    if severity == "error":
        return gettext("[red]error[/red] {message} [dim]({source})[/dim]", message=message,
                       source=source)
    return gettext("[yellow]warning[/yellow] {message} [dim]({source})[/dim]", message=message,
                   source=source)


def builder_title(name: str, edition: str) -> str:
    """The builder's subtitle: the set's name (or 'new role set') and the edition."""
    return gettext("{name} — {edition}", name=name, edition=edition)


def suggestions_title(players: int, target: str) -> str:
    return gettext("Suggestions for {players} players, {target}", players=players,
                   target=target)


def scenario_warnings(name: str, warnings: int) -> str:
    """Said when a scenario loaded into the builder has warnings (the panel lists them)."""
    return gettext("{name}: {n} warning(s), see the panel", name=name, n=warnings)


def name_taken(file: str, scenario: str) -> str:
    return gettext("{file} holds your scenario '{scenario}' already: pick another name",
                   file=file, scenario=scenario)


def not_saved(problem: object) -> str:
    return gettext("Could not save: {problem}", problem=problem)


def saved_to(path: object) -> str:
    return gettext("Saved to {path}", path=path)


def view_title(view: str, when: str) -> str:
    """The subtitle of a view of the game at a moment: 'log — night 2' (`when` as the state
    says it, said here in words)."""
    when = when_words(when)
    if view == "log":
        return gettext("log — {when}", when=when)
    return gettext("notepad — {when}", when=when)


def remove_question(number: int, event: str) -> str:
    return gettext("Remove event {number} ({event}): why was it recorded wrongly?",
                   number=number, event=event)


def tell_the_village(told: list[str]) -> str:
    """A correction the players must hear of (Ultimate, Moderator's Guide — Moderator
    Mistakes), the things to tell them one after another."""
    return gettext("Tell the village: {told}.", told="; ".join(told))


def mistake_to_acknowledge(number: int) -> str:
    return gettext("Event {number} corrected: a mistake to acknowledge", number=number)


# A correction's kind as the log names it (engine/corrections.py Correction.action).
CORRECTION_ACTIONS = {"change": mark("change"), "remove": mark("remove"),
                      "insert": mark("insert")}


def event_corrected(number: int, action: str) -> str:
    found = CORRECTION_ACTIONS.get(action)
    return gettext("Event {number} corrected ({action}); every view follows.", number=number,
                   action=translated(found) if found is not None else action)


def event_title(number: int) -> str:
    """A notice's title about one event of the log."""
    return gettext("Event {number}", number=number)


def log_summary(events: int, overrides: int, corrections: int, when: str) -> str:
    """The log screen's line above the events (`when` in words: when_words)."""
    if corrections:
        return gettext("{events} events, {overrides} overridden, {corrections} corrected, now "
                       "at {when} — c change, x remove, i insert before the highlighted event",
                       events=events, overrides=overrides, corrections=corrections, when=when)
    return gettext("{events} events, {overrides} overridden, now at {when} — c change, x "
                   "remove, i insert before the highlighted event", events=events,
                   overrides=overrides, when=when)


def died_words(deaths: list[str]) -> str:
    """The deaths an event of the log brought, beside its words."""
    return gettext("→ died: {deaths}", deaths="; ".join(deaths))


def override_words(override: str) -> str:
    """An overridden event's rules and reason, under its words in the log."""
    return gettext("override: {override}", override=override)


def night_column(night: int) -> str:
    """A column of the notepad's grid: 'Night 2'."""
    return gettext("Night {night}", night=night)


def balance_sum(balance: int | None, band: str, target: str) -> str:
    """The builder's panel: the set's card sum and its band, and the band aimed at."""
    if balance is None:
        return gettext("Sum +0, no cards yet (aim: {target})", target=target)
    signed = f"{balance:+d}"
    return gettext("Sum {sum}, {band} (aim: {target})", sum=signed, band=band, target=target)


def cards_of(dealt: int, expected: int, why: str) -> str:
    """The builder's panel: the cards in the set against the cards the head count needs."""
    return gettext("Cards {dealt} of {expected} ({why})", dealt=dealt, expected=expected,
                   why=why)


def team_total(team: str, count: int, value: int | None) -> str:
    """One team's line in the builder's panel: its cards and (but in One Night) their sum."""
    if value is None:
        return gettext("{team}: {count}", team=team, count=count)
    signed = f"{value:+d}"
    return gettext("{team}: {count} ({value})", team=team, count=count, value=signed)
