"""The game screen's titles and headings, in the language spoken (notepad/language.py): the
call column's title, the day's phase line and its list of the accused, tonight's answers under
the call, and the ended game's lines. The screen (notepad/tui/screens/game/) only places them."""

from __future__ import annotations

from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated
from notepad.table.event_sentences import WINNER_NAMES, when_words

CUSTOM_SET = mark("custom set")  # the sub-title of a game whose set is no scenario
TIMER_BY_DAY = mark("The day timer runs by day")  # F2 at night
LEAVE_QUESTION = mark("Leave the game? Everything is saved in the session log; resume it from "
                      "the start screen.")
QUIT_QUESTION = mark("Quit the notepad? The game is saved in its session log; resume it from "
                     "the start screen.")


def calls_title(state: GameState) -> str:
    """The call column's title: "Night 1", "Day 1" (before the first night, say so)."""
    if state.phase == "night":
        return gettext("Night {number}", number=state.number)
    if state.phase == "setup":
        return gettext("Before the first night")
    return gettext("Day {number}", number=state.number)


def accused_entries(state: GameState) -> list[tuple[str, str]]:
    """The day's list of the accused: an accused player who has died since (executed, shot)
    is marked † as in the table: "accused: Anna" after her execution read as if she still
    stood accused."""
    players = state.players
    entries = []
    for n, seat in enumerate(state.nominated_today):
        name = players[seat].name
        entries.append((f"accused-{n}", gettext("accused: {seat} {name}", seat=seat, name=name)
                        if players[seat].alive else
                        gettext("accused: {seat} {name} †", seat=seat, name=name)))
    return entries


def day_heading(state: GameState) -> str:
    """The day's phase line: "Day 2 · accused: Anna, Ben †"."""
    players = state.players
    accused = ", ".join(players[s].name if players[s].alive else
                        gettext("{name} †", name=players[s].name)
                        for s in state.nominated_today)
    if not accused:
        return gettext("Day {number}", number=state.number)
    return gettext("Day {number} · accused: {accused}", number=state.number, accused=accused)


def answers_block(answers: list[str]) -> str:
    """Tonight's checks and their answers under the call, or "" when there are none."""
    if not answers:
        return ""
    return gettext("Tonight's answers:\n{answers}", answers="\n".join(answers))


def winners_line(state: GameState) -> str:
    """The ended game's line of the winning teams, as the state names them (the end screen,
    which stands over this one at once, names them in words)."""
    teams = ", ".join(state.winners)
    return gettext("Winners: {teams}", teams=teams) if teams else gettext("Winners: nobody")


def ended_texts(state: GameState) -> tuple[str, str, str]:
    """The game screen once the game has ended (the end screen stands over it): the phase
    line, the winners, and how to take the last action back."""
    return (gettext("The game has ended"), winners_line(state),
            gettext("Ctrl+Z takes back the last action."))


def timer_not_written(error: OSError) -> str:
    """The day timer started, but the session log could not keep its clock."""
    return gettext("Could not write the timer to the session log: {error}", error=error)


def end_title(state: GameState) -> str:
    """The end screen's title: "Game over — the Village win", or where the game stands."""
    if not state.winners:
        return gettext("No winner yet — the game is at {when}", when=when_words(state.when))
    teams = [translated(WINNER_NAMES[t]) if t in WINNER_NAMES else t for t in state.winners]
    said = teams[0]
    for team in teams[1:]:
        said = gettext("{first} and {second}", first=said, second=team)
    return gettext("Game over — {teams} win", teams=said)


def won_mark() -> str:
    """The end screen's mark beside a player who won."""
    return gettext("won")


def nothing_written(error: OSError | ValueError) -> str:
    """Why the end screen's report was not written."""
    return gettext("{error}. Nothing was written.", error=error)
