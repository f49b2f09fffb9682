"""What the game screen says once the moderator has typed: the action recorded or refused, the
deaths it brought, the rule it broke and how to record it anyway, undo and redo, and why a line
was kept in the entry. Plain sentences: the screen gives them their colours.

Said in the language spoken (notepad/language.py). The constants are `mark`ed messages: a
screen that shows one says it with `translated(CONSTANT)`."""

from __future__ import annotations

from dataclasses import dataclass

from notepad.engine import events as ev
from notepad.engine.corrections import Corrected
from notepad.engine.day.checks import first_mayor_due
from notepad.engine.day.votes import CHARM_SURVIVES, PRINCE_SURVIVES
from notepad.engine.game import Game
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated
from notepad.table.day_words import dice_words
from notepad.table.event_sentences import cause_words
from notepad.table.event_words import correction_words, event_words, vote_outcome
from notepad.table.public_words import card_words

OVERRIDE_OFFER = mark("Ctrl+O records it anyway, with your reason; Escape clears the line.")
NOTHING_TO_RECORD = mark("nothing to record now: the night's calls are all made (F6 for "
                         "dawn). Your text is kept")
GAME_ENDED = mark("the game has ended: Ctrl+Z takes back the last action")
NOT_BEGUN = mark("the game has not begun: F6 begins the first night, and nothing typed is "
                 "recorded before it.")
MAYOR_FIRST = mark("the game has not begun: first award the Mayor card, elected after the "
                   "deal (type mayor SEAT); then F6 begins the first night.")
UNDO_AT_START = mark("Nothing more to undo: the game begins here, with the deal and night 1. "
                     "To deal again, start a new game from the start screen.")
NOTHING_TO_UNDO = mark("Nothing to undo.")
NOTHING_TO_REDO = mark("Nothing to redo.")
NOTHING_REFUSED = mark("Nothing refused to override")
OVERRIDE_QUESTION = mark("Override: why is it right here?")
OVERRIDE_PLACEHOLDER = mark("your reason")
OVERRIDE_REQUIRED = mark("Give a reason: it is recorded with the action")
# What F5 and F6 refuse while the entry line holds text (still_typed's `what`).
NOT_PASSED = mark("Not passed")
PHASE_NEEDS_EMPTY = mark("The phase goes on only with an empty entry line")


@dataclass(frozen=True)
class Death:
    """A death the action just recorded brought: who dies (shown bold) and why."""

    name: str
    why: str  # ": eaten by the Werewolves — show: Seer"

    @property
    def who(self) -> str:
        return gettext("{name} dies", name=self.name)


def said_of(state: GameState, event: ev.Event | Corrected) -> str:
    """The event (or a correction, undone or redone as one step) in words, as the log screen
    says it (notepad/table/event_words.py); a name or seat the state no longer has falls back
    to the event's kind."""
    if isinstance(event, Corrected):
        try:
            return gettext("the correction {words}", words=correction_words(state, event))
        except (KeyError, IndexError, AttributeError):
            return gettext("a correction")
    try:
        return event_words(state, event)
    except (KeyError, IndexError, AttributeError):
        return event.type.replace("_", " ")


def not_begun_words(state: GameState) -> str:
    """What text typed before the first night is told: Werwölfe's elected Mayor is awarded
    "after the characters have been distributed" (All Characters at a Glance — Mayor,
    Variant), so until then that is what is asked for."""
    return translated(MAYOR_FIRST if first_mayor_due(state) else NOT_BEGUN)


def recorded_words(game: Game, event: ev.Event) -> str:
    """The first line once an action is recorded."""
    if isinstance(event, ev.DiceRolled):
        return dice_words(game, event.dice)
    if isinstance(event, ev.Dawn):
        return gettext("Dawn: read the announcement above.")
    if type(event) is ev.Vote:
        state = game.state
        return gettext("Recorded: {event}.",
                       event=event_words(state, event, vote_outcome(state, event.nominee)))
    if isinstance(event, ev.NightFalls) and game.state.dusk_deaths:
        # "the Vampires' victim dies in broad daylight" (Ultimate, Role Cards — Vampire).
        return gettext("Recorded: the day ends. The Vampires' victim dies in broad daylight: "
                       "announce it below, before the village falls asleep; then the night's "
                       "first call.")
    return gettext("Recorded: {event}.", event=said_of(game.state, event))


def deaths_since(state: GameState, living: set[int]) -> list[Death]:
    """Who of `living` has died since, causes first: an execution before the lover's grief it
    brings (the length of the chain), then by seat."""
    players = state.players
    found = []
    for seat in sorted(living - set(state.alive), key=lambda s: (
            len(died.chain) if (died := players[s].died) else 0, s)):
        player = players[seat]
        died = player.died
        # The engine keeps the cause and the card's name in English: said as shown here.
        cause = cause_words(died.cause) if died else gettext("died")
        found.append(Death(player.name, gettext(": {cause} — show: {role}", cause=cause,
                                                role=card_words(state, player, died.revealed))
                           if died and died.revealed else f": {cause}"))
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
            out.append(gettext("{name} survives the execution: {name} reveals the card, the "
                               "Prince. The village falls asleep at once (F6).", name=name))
        elif why == CHARM_SURVIVES:
            out.append(gettext("{name} survives the execution: tell {name}, and only {name}, "
                               "that they hold the Charm. The execution counts: everyone falls "
                               "asleep at once (F6).", name=name))
        else:
            out.append(gettext("{name} survives the execution: {why}.", name=name,
                               why=translated(why)))
    return out


def read_only_words(state: GameState, event: ev.Event) -> str:
    """What a read-only window says to an action, before any rule is checked (a refusal
    offered Ctrl+O and asked for a reason first); as the log's own refusal words it."""
    return gettext("Not recorded: {event}. This window is read-only: it follows a log that "
                   "another window records; enter it there.", event=said_of(state, event))


def with_reason(reason: str) -> str:
    return gettext("Recorded with your reason: {reason}", reason=reason)


def undone_words(state: GameState, event: ev.Event | Corrected) -> str:
    return gettext("Undone: {event}.", event=said_of(state, event))


def redone_words(words: str) -> str:
    return gettext("Redone: {event}.", event=words)


def still_typed(what: str, text: str, refused: bool, overridable: bool) -> str:
    """Why a key that needs an empty entry line did nothing: the line's text would be lost.
    `refused`: the text is the line a rule refused; `overridable`: by a rule the moderator
    may override."""
    if not refused:
        return gettext("{what}: the entry line still holds “{text}”. Enter records it, Escape "
                       "clears it", what=what, text=text)
    if overridable:
        return gettext("{what}: the entry line still holds “{text}”, which was not recorded. "
                       "Ctrl+O records it anyway, with your reason; Escape clears it",
                       what=what, text=text)
    # Enter would only be refused again.
    return gettext("{what}: the entry line still holds “{text}”, which was not recorded. Edit "
                   "it and press Enter, or Escape clears it", what=what, text=text)
