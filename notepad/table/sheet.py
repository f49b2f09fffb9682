"""The moderator's sheet on paper: the night script night by night in call order, a box for
each choice, the potions and the Charm to tick, the day's voting method and the words to read
(issue 34) — the paper notepad of the rulebook, written for this game. `werewolf-notepad sheet`
prints it as plain text or as an A4 HTML page (notepad/table/sheet_page.py).

From a scenario the seats are blank lines to fill in; from a session log the deal's seats
are named in each call. The calls are the engine's night script for the game as dealt
(before any death: the paper is the plan for the evening, filled in as it goes). Every
sentence of the sheet's own goes through the gettext layer (notepad/language.py); the
role call texts are the catalogue's as they stand (English until the data carries German).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from notepad.catalog.models import Role, Scenario
from notepad.engine.apply import apply, starting_potions
from notepad.engine.events import CardsDealt
from notepad.engine.game import Game
from notepad.engine.night.script import night_script
from notepad.engine.setup import GameSetup, setup_from_scenario
from notepad.language import Language, speaking

DEFAULT_NIGHTS = 3
MAX_NIGHTS = 30
BLANK = "________"


@dataclass(frozen=True)
class Box:
    """One thing to fill in: a label, then a player's name (`blanks` of them) or a tick."""

    label: str
    blanks: int = 1  # 0: a box to tick, no name


@dataclass(frozen=True)
class SheetCall:
    name: str
    players: str  # the seats that wake, by name ("" from a scenario: a blank to fill in)
    say: str
    end: str
    boxes: tuple[Box, ...]
    note: str = ""


@dataclass(frozen=True)
class SheetNight:
    number: int
    heading: str
    nightfall: str
    calls: tuple[SheetCall, ...]
    daybreak: str
    day_heading: str
    day_boxes: tuple[Box, ...]


@dataclass(frozen=True)
class Sheet:
    language: str
    title: str
    subtitle: str
    seats_heading: str
    seat_columns: tuple[str, str, str, str]
    seats: tuple[tuple[str, str, str], ...]  # (seat, name, role); blank names from a scenario
    once_heading: str
    once: tuple[Box, ...]  # the potions and the Charm: used once a game, ticked when used
    voting_heading: str
    voting: str
    voting_words: str  # the words to read when the vote is taken
    nights: tuple[SheetNight, ...] = field(default_factory=tuple)


def role_name(role: Role, words: Language) -> str:
    """The role's name in the sheet's language (German where the catalogue has it)."""
    return role.name_de if words.code == "de" and role.name_de else role.name


def _boxes(record: str, words: Language) -> tuple[Box, ...]:
    """The boxes for one kind of record at a call: what the moderator writes down."""
    if record == "kill":
        return (Box(words.gettext("Victim:")),)
    if record == "check":
        return (Box(words.gettext("Checked:")),
                Box(words.gettext("Werewolf"), 0), Box(words.gettext("Not a werewolf"), 0))
    if record in ("find_role", "find_special", "check_neighbourhood"):
        return (Box(words.gettext("Pointed at:")), Box(words.gettext("Answer:")))
    if record == "protect":
        return (Box(words.gettext("Protected:")),)
    if record == "potions":
        return (Box(words.gettext("Healing potion on:")), Box(words.gettext("Poison potion on:")))
    if record == "bless":
        return (Box(words.gettext("Blessed:")),)
    if record == "silence":
        return (Box(words.gettext("Silenced:")),)
    if record == "banish":
        return (Box(words.gettext("Banished:")),)
    if record == "recruit":
        return (Box(words.gettext("Recruited:")),)
    if record == "signal":
        return (Box(words.gettext("Nodded: two executions tomorrow"), 0),)
    if record == "choose_lovers":
        return (Box(words.gettext("Lovers:"), 2),)
    if record == "choose_players":
        return (Box(words.gettext("Chosen:"), 2),)
    if record == "pass_charm":
        return (Box(words.gettext("Charm passed to:")), Box(words.gettext("Refused"), 0))
    if record == "write_letter":
        return (Box(words.gettext("Letter:")),)
    if record == "learn_role":
        return (Box(words.gettext("Shown the real role"), 0),)
    if record == "martyr":
        return (Box(words.gettext("Takes the victim's place"), 0),)
    return (Box(words.gettext("Done"), 0),)


def _voting(method: str, words: Language) -> tuple[str, str]:
    """The day's voting method and the words to read (Ultimate, The First Day; Werwölfe, The
    Gallows; Ultimate, Rule Variants — Accusation and Voting)."""
    if method == "double-accusation":
        return (words.gettext("Double Accusation: the first two seconded accusations go to one "
                              "vote; the most votes is executed, both on a tie."),
                words.gettext("Raise your hand for the player you want executed."))
    if method == "elimination":
        return (words.gettext("Elimination Method: everyone raises a hand; players vouch for "
                              "others; the last raised hand is executed."),
                words.gettext("Everyone raise your hand. Lower it when someone vouches for you."))
    if method == "secret-ballot":
        return (words.gettext("Secret Ballot: everyone writes a name; the most names is "
                              "executed, a runoff on a tie."),
                words.gettext("Write down the name of the player you want executed."))
    if method == "snap":
        return (words.gettext("1, 2, 3, Die!: on \u201cdie!\u201d everyone points; the player "
                              "pointed at most is executed."),
                words.gettext("1, 2, 3, die!"))
    return (words.gettext("Open vote: accuse, second, defend; thumbs up or down; more than "
                          "half executes."),
            words.gettext("I will count 1, 2, 3, and on 3 you all either put your thumb up, "
                          "if the player should be lynched, or your thumb down, if you think "
                          "the player is not a werewolf."))


def nightfall(edition: str, words: Language) -> str:
    """The words that open a night: the engine's (engine/night/words.py, NIGHTFALL), in the
    sheet's language; tests/table/test_sheet.py holds the English equal to the engine's."""
    if edition == "werwoelfe":
        return words.gettext("It has been a long day and you are getting tired — close your "
                             "eyes.")
    return words.gettext("The village falls asleep. Everyone close your eyes.")


def daybreak(edition: str, night: int, words: Language) -> str:
    """The words after a night's last call (engine/night/words.py, FIRST_DAYBREAK, DAYBREAK)."""
    if edition == "werwoelfe":
        return words.gettext("It was a long night and werewolves have prowled through the "
                             "streets of the town. Everyone wake up and open your eyes.")
    if night == 1:
        return words.gettext("Everyone wakes up and learns that Werewolves have appeared in "
                             "what was once a peaceful little village. Now they must be found "
                             "and executed.")
    return words.gettext("Everyone wakes up.")


def _day_boxes(setup: GameSetup, words: Language) -> tuple[Box, ...]:
    boxes = [Box(words.gettext("Died tonight:"), 2),
             Box(words.gettext("Accused:")), Box(words.gettext("Seconded by:")),
             Box(words.gettext("Executed:"))]
    if setup.roles.get("mayor") or "elected-mayor" in setup.variants:
        boxes.append(Box(words.gettext("The Mayor's vote decides a tie"), 0))
    return tuple(boxes)


def _once(game: Game, words: Language) -> tuple[Box, ...]:
    """The potions (each used once a game) and the Charm, to tick as they are used."""
    found: list[Box] = []
    state = game.state
    for role_id, role in state.roles.items():
        if not role.ability.potions or not (game.setup.roles.get(role_id)
                                            or state.by_role.get(role_id)):
            continue
        name = role_name(role, words)
        for kind, count in starting_potions(state, role_id).items():
            for _ in range(count):
                if kind == "heal":
                    found.append(Box(words.gettext("{role}: healing potion used", role=name), 0))
                elif kind == "kill":
                    found.append(Box(words.gettext("{role}: poison potion used", role=name), 0))
                else:
                    found.append(Box(words.gettext("{role}: spell used", role=name), 0))
    if game.setup.charm:
        found += [Box(words.gettext("Charm held by:")), Box(words.gettext("Charm destroyed"), 0)]
    return tuple(found)


def _named(game: Game, seats: tuple[int, ...], dealt: bool) -> str:
    if not dealt:
        return ""
    names = game.setup.names()
    return ", ".join(f"{seat} {names[seat]}" for seat in seats)


def _night(game: Game, number: int, words: Language, dealt: bool) -> SheetNight:
    state = game.state
    calls = []
    for call in night_script(state, number):
        lead = state.roles.get(call.role)
        name = role_name(lead, words) if lead is not None else call.name
        boxes = tuple(box for record in call.record for box in _boxes(record, words))
        calls.append(SheetCall(name=name, players=_named(game, call.seats, dealt), say=call.say,
                               end=call.end, boxes=boxes, note=call.note))
    return SheetNight(
        number=number,
        heading=words.gettext("Night {number}", number=number),
        nightfall=nightfall(game.setup.edition, words),
        calls=tuple(calls),
        daybreak=daybreak(game.setup.edition, number, words),
        day_heading=words.gettext("Day {number}", number=number),
        day_boxes=_day_boxes(game.setup, words),
    )


def sheet_of(game: Game, title: str, words: Language, nights: int = DEFAULT_NIGHTS) -> Sheet:
    """The sheet for `game`: dealt (from a log: the seats are named) or not (a scenario)."""
    if not 1 <= nights <= MAX_NIGHTS:
        raise ValueError(f"the sheet has 1 to {MAX_NIGHTS} nights, not {nights}")
    setup = game.setup
    dealt = bool(game.state.dealt)
    seats = tuple((str(p.seat), p.name if dealt else "",
                   role_name(game.state.roles[p.role], words) if dealt and p.role else "")
                  for p in game.state.players.values())
    voting, voting_words = _voting(setup.voting, words)
    edition = words.gettext("Werwölfe") if setup.edition == "werwoelfe" \
        else words.gettext("Ultimate Werewolf")
    subtitle = words.ngettext("{edition} · {n} player", "{edition} · {n} players",
                              len(setup.players), edition=edition)
    return Sheet(
        language=words.code,
        title=title,
        subtitle=subtitle,
        seats_heading=words.gettext("Seats"),
        seat_columns=(words.gettext("Seat"), words.gettext("Name"), words.gettext("Role"),
                      words.gettext("Died")),
        seats=seats,
        once_heading=words.gettext("Once a game"),
        once=_once(game, words),
        voting_heading=words.gettext("The day's vote"),
        voting=voting,
        voting_words=voting_words,
        nights=_nights(game, words, dealt, nights),
    )


def _nights(game: Game, words: Language, dealt: bool, count: int) -> tuple[SheetNight, ...]:
    """The sheet's nights, their read-aloud words (the engine's: engine/night/words.py) said
    in the sheet's language whatever the language spoken."""
    with speaking(words.code):
        return tuple(_night(game, n, words, dealt) for n in range(1, count + 1))


def scenario_sheet(scenario: Scenario, words: Language, nights: int = DEFAULT_NIGHTS,
                   players: int | None = None) -> Sheet:
    """The sheet for a catalogue scenario, not yet seated: blank names to fill in."""
    count = players or scenario.players or scenario.min_players or 0
    names = [words.gettext("Player {seat}", seat=seat) for seat in range(1, count + 1)]
    setup = setup_from_scenario(scenario, names, voting=scenario.voting or "open")
    return sheet_of(Game(setup), scenario.name, words, nights)


def log_sheet(game: Game, title: str, words: Language, nights: int = DEFAULT_NIGHTS) -> Sheet:
    """The sheet for a logged game, as dealt: the seats named in each call."""
    dealt = Game(game.setup, game.roles)
    first = next(iter(game.events), None)
    if isinstance(first, CardsDealt):
        apply(dealt.state, first)  # the fold of the deal alone: the evening as planned
    return sheet_of(dealt, title, words, nights)
