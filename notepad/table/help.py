"""What `help` (or `?`) typed at the game's entry line shows: this game's commands now, in the
phase it is in, and only for the roles and variants in play. A newcomer's first `help` by day
was refused as "unknown day command 'help'" with a list of every voting method (issue 32)."""

from __future__ import annotations

from notepad.engine.night.script import Call
from notepad.engine.night.words import called_name
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated
from notepad.table.commands import recordable_kinds
from notepad.table.day_words import any_time_commands, day_commands
from notepad.table.night_words import hint_for
from notepad.table.recorded import GAME_ENDED, NOT_BEGUN

ASKED = ("help", "?", "hilfe")  # "hilfe": the German form, accepted in either language
KEYS = mark("F1 lists this screen's keys.")


def asks_help(text: str) -> bool:
    """Whether the line asks for the commands (`help`, `?` or `hilfe`, alone)."""
    return text.strip().lower() in ASKED


def help_text(state: GameState, call: Call | None) -> str:
    """This game's commands now, one a line."""
    keys = translated(KEYS)
    if state.phase == "day":
        return "\n".join([gettext("Today's commands:"), *day_commands(state), keys])
    if state.phase == "night":
        lines = []
        if call is not None:
            kinds = recordable_kinds(state, call)
            what = hint_for(state, call, kinds[0]) if kinds else gettext("nothing; Enter goes on")
            lines += [gettext("At the {call} call, type: {what}", call=called_name(state, call),
                              what=what),
                      gettext("F5 records that the role does nothing tonight.")]
        else:
            lines.append(gettext("Every call is made: F6 for dawn."))
        swap = [gettext("swap A B (a Role Swap: the two trade roles)")] \
            if "role-swap" in state.setup.variants else []
        return "\n".join([*lines, gettext("At any time:"), *swap, *any_time_commands(state),
                          keys])
    if state.phase == "setup":
        return gettext("{not_begun} {keys}", not_begun=translated(NOT_BEGUN), keys=keys)
    return gettext("{ended}. {keys}", ended=translated(GAME_ENDED), keys=keys)
