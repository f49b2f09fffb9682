"""What the game screen says once the moderator has typed: the action recorded or refused, the
deaths it brought, the rule it broke and how to record it anyway, undo and redo, and why a line
was kept in the entry. Plain sentences: the screen gives them their colours."""

from __future__ import annotations

from dataclasses import dataclass

from notepad.engine import events as ev
from notepad.engine.corrections import Corrected
from notepad.engine.day.checks import first_mayor_due
from notepad.engine.day.votes import CHARM_SURVIVES, PRINCE_SURVIVES
from notepad.engine.game import Game
from notepad.engine.state import GameState
from notepad.table.day_words import dice_words
from notepad.table.event_words import correction_words, event_words, vote_outcome

OVERRIDE_OFFER = "Ctrl+O records it anyway, with your reason; Escape clears the line."
NOTHING_TO_RECORD = ("nothing to record now: the night's calls are all made (F6 for dawn). "
                     "Your text is kept")
GAME_ENDED = "the game has ended: Ctrl+Z takes back the last action"
NOT_BEGUN = ("the game has not begun: F6 begins the first night, and nothing typed is "
             "recorded before it.")
MAYOR_FIRST = ("the game has not begun: first award the Mayor card, elected after the deal "
               "(type mayor SEAT); then F6 begins the first night.")
UNDO_AT_START = ("Nothing more to undo: the game begins here, with the deal and night 1. To "
                 "deal again, start a new game from the start screen.")
NOTHING_TO_UNDO = "Nothing to undo."
NOTHING_TO_REDO = "Nothing to redo."
NOTHING_REFUSED = "Nothing refused to override"
OVERRIDE_QUESTION = "Override: why is it right here?"
OVERRIDE_PLACEHOLDER = "your reason"
OVERRIDE_REQUIRED = "Give a reason: it is recorded with the action"


@dataclass(frozen=True)
class Death:
    """A death the action just recorded brought: who dies (shown bold) and why."""

    name: str
    why: str  # ": eaten by the Werewolves — show: Seer"

    @property
    def who(self) -> str:
        return f"{self.name} dies"


def said_of(state: GameState, event: ev.Event | Corrected) -> str:
    """The event (or a correction, undone or redone as one step) in words, as the log screen
    says it (notepad/table/event_words.py); a name or seat the state no longer has falls back
    to the event's kind."""
    if isinstance(event, Corrected):
        try:
            return f"the correction {correction_words(state, event)}"
        except (KeyError, IndexError, AttributeError):
            return "a correction"
    try:
        return event_words(state, event)
    except (KeyError, IndexError, AttributeError):
        return event.type.replace("_", " ")


def not_begun_words(state: GameState) -> str:
    """What text typed before the first night is told: Werwölfe's elected Mayor is awarded
    "after the characters have been distributed" (All Characters at a Glance — Mayor,
    Variant), so until then that is what is asked for."""
    return MAYOR_FIRST if first_mayor_due(state) else NOT_BEGUN


def recorded_words(game: Game, event: ev.Event) -> str:
    """The first line once an action is recorded."""
    if isinstance(event, ev.DiceRolled):
        return dice_words(game, event.dice)
    if isinstance(event, ev.Dawn):
        return "Dawn: read the announcement above."
    if type(event) is ev.Vote:
        state = game.state
        return f"Recorded: {event_words(state, event, vote_outcome(state, event.nominee))}."
    if isinstance(event, ev.NightFalls) and game.state.dusk_deaths:
        # "the Vampires' victim dies in broad daylight" (Ultimate, Role Cards — Vampire).
        return ("Recorded: the day ends. The Vampires' victim dies in broad daylight: "
                "announce it below, before the village falls asleep; then the night's first "
                "call.")
    return f"Recorded: {said_of(game.state, event)}."


def deaths_since(state: GameState, living: set[int]) -> list[Death]:
    """Who of `living` has died since, causes first: an execution before the lover's grief it
    brings (the length of the chain), then by seat."""
    players = state.players
    found = []
    for seat in sorted(living - set(state.alive), key=lambda s: (
            len(died.chain) if (died := players[s].died) else 0, s)):
        player = players[seat]
        died = player.died
        shown = f" — show: {died.revealed}" if died and died.revealed else ""
        cause = died.cause if died else "died"
        found.append(Death(player.name, f": {cause}{shown}"))
    return found


def survivals_since(state: GameState, before: int) -> list[str]:
    """What to do for each condemned player who survived today's execution since the first
    `before` of them (Today.survived): the Prince "reveal[s] their role and survive[s], and
    the village immediately falls back asleep" (Ultimate, Role Cards — Prince); the Charm
    holder is "told that they're the Charm holder and therefore survive (… everyone falls
    asleep right away)" (Rule Variants — The Charm); anyone else, why nobody dies."""
    out = []
    for seat, why in state.today.survived[before:]:
        name = state.players[seat].name
        if why == PRINCE_SURVIVES:
            out.append(f"{name} survives the execution: {name} reveals the card, the Prince. "
                       "The village falls asleep at once (F6).")
        elif why == CHARM_SURVIVES:
            out.append(f"{name} survives the execution: tell {name}, and only {name}, that "
                       "they hold the Charm. The execution counts: everyone falls asleep at "
                       "once (F6).")
        else:
            out.append(f"{name} survives the execution: {why}.")
    return out


def read_only_words(state: GameState, event: ev.Event) -> str:
    """What a read-only window says to an action, before any rule is checked (a refusal
    offered Ctrl+O and asked for a reason first); as the log's own refusal words it."""
    return (f"Not recorded: {said_of(state, event)}. This window is read-only: it follows a "
            "log that another window records; enter it there.")


def with_reason(reason: str) -> str:
    return f"Recorded with your reason: {reason}"


def undone_words(state: GameState, event: ev.Event | Corrected) -> str:
    return f"Undone: {said_of(state, event)}."


def redone_words(words: str) -> str:
    return f"Redone: {words}."


def still_typed(what: str, text: str, refused: bool, overridable: bool) -> str:
    """Why a key that needs an empty entry line did nothing: the line's text would be lost.
    `refused`: the text is the line a rule refused; `overridable`: by a rule the moderator
    may override."""
    if not refused:
        how = ". Enter records it, Escape clears it"
    elif overridable:
        how = (", which was not recorded. Ctrl+O records it anyway, with your reason; Escape "
               "clears it")
    else:  # Enter would only be refused again
        how = ", which was not recorded. Edit it and press Enter, or Escape clears it"
    return f"{what}: the entry line still holds “{text}”{how}"
