"""From what the moderator types to the engine's events: night calls and day commands.

Headless (no Textual), so every form a moderator may type is pinned by plain tests. Players
are named by seat number or the first letters of a name (notepad/table/picking.py).

Night: the call's record kind says what to type: seats for a kill, a check, a protection;
"heal 4 kill 7" for the potions; "refuse" for the Charm; a letter for the Ghost; Enter alone
to pass. Text typed at a call that records nothing is refused and kept, never dropped. Only
living players are picked. Day commands (one line each):
    n 4 by 7 9        nominate seat 4, accused by 7 and seconded by 9
    v 9-3             the vote on the nominee: 9 to execute, 3 to spare (hands counted)
    v 9-3 mayor x     the same, and the Mayor voted to execute (x) or spare (s): doubled
    v x 1 2 5 s 3 4   the same, per voter
    dd 4 7 9-3        Double Accusation: 4 and 7 accused, 9 votes against 4, 3 against 7
    ballot 4 4 7 4    Secret Ballot / 1, 2, 3, Die!: the names written, one per voter
    ballot 4x30 7x12  the same, counted by name: 4 written 30 times, 7 twelve times
    vouch 3 5         Elimination Method: 3 vouches for 5
    shoot 5 | shoot air     the Hunter's shot
    martyr yes | martyr no  the Martyr's answer
    mayor 5           the Mayor card passes (or an elected Mayor)
    timer 10          the day lasts 10 minutes
Any time: "dice 3 4" records the Fateful Dice rolled at the table (F9 rolls from the seed);
"masons 5": the Masons kill seat 5 the following night (the player dies at the next dawn).
"death 7 masons|left|other [why]" records a death by hand; "end werewolf [SEATS]" declares
the end of the game.
At night: "swap 2 7" records a Role Swap chosen ahead of time (the two players trade roles).
Every command has German forms beside the English ones ("heile 4 töte 7", "a 9-3", "klage 4
von 7 9", "würfel 3 4"), accepted whatever language is spoken (notepad/table/typed_words.py
says why); the refusals are said in the language spoken (notepad/language.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from notepad.engine import events as ev
from notepad.engine.day.checks import first_mayor_due
from notepad.engine.deaths import MASONS
from notepad.engine.events.day import Ballot, DoubleVote, MartyrChoice, TimerSet, Vouch
from notepad.engine.night.cards.calls import random_lovers
from notepad.engine.night.checks import RECORDS
from notepad.engine.night.script import Call
from notepad.engine.night.words import called_name
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated
from notepad.table import typed_words as typed
from notepad.table.day_words import day_help
from notepad.table.picking import Candidate, pick


class ActionError(ValueError):
    """What the moderator typed can't be understood; the message says how to write it."""


# The event type each record kind makes: the validator's RECORDS, read the other way round.
KIND_EVENT = {kind: etype for etype, kinds in RECORDS.items() for kind in kinds}

# TRANSLATORS: a hint's "; Enter alone: " part is "; Enter allein: " in German, whole: the
# second Enter's sentence reads what follows it (notepad/table/second_enter.py).
HINTS = {
    "kill": mark("the victim's seat or name; Enter alone: no victim"),
    "minion": mark("the player the pack makes its Minion"),
    "choose_lovers": mark("the two Lovers"),
    "check": mark("the player checked"),
    "find_role": mark("the player checked"),
    "find_special": mark("the player checked"),
    "check_neighbourhood": mark("the player checked"),
    "protect": mark("the player protected"),
    "potions": mark("heal SEAT and/or kill SEAT; Enter alone: no potion"),
    "bless": mark("the player blessed; Enter alone: not tonight"),
    "silence": mark("the player silenced; Enter alone: nobody"),
    "banish": mark("the player banished"),
    "recruit": mark("the new cultist"),
    "signal": mark("yes for a second execution tomorrow; Enter alone: no"),
    "pass_charm": mark("the next holder, or refuse"),
    "choose_players": mark("the players chosen"),
    "write_letter": mark("the letter written"),
    "see_dead": mark("the dead player whose role the Priest sees"),
}


def candidates(state: GameState, living_only: bool = False) -> list[Candidate]:
    return [Candidate(p.seat, p.name) for p in state.players.values() if p.alive or not living_only]


def seats(state: GameState, text: str, living_only: bool = True) -> tuple[int, ...]:
    """The players `text` names. Every call and day command needs the living, so a name or
    its first letters are looked for among the living only: the dead are never offered. A
    dead player named outright (their seat, or a name only they match) is passed on, for the
    rules to refuse with a reason the moderator may override ("dead-target", "may-not-vote":
    a player who stood up and voted) or a house rule may switch off. (A declared end names
    the dead too.)"""
    picked = pick(candidates(state, living_only=living_only), text)
    if picked.problem:
        anyone = pick(candidates(state), text)
        if not anyone.problem and any(not state.players[s].alive for s in anyone.seats):
            return anyone.seats
        raise ActionError(picked.problem)
    return picked.seats


def one_seat(state: GameState, text: str, what: str) -> int:
    found = seats(state, text)
    if len(found) != 1:
        raise ActionError(gettext("name one player: {what}", what=translated(what)))
    return found[0]


def pending_kinds(state: GameState, call: Call) -> list[str]:
    """The call's record kinds not yet recorded tonight, in order."""
    done = {etype for role, etype in state.tonight.done if role == call.role}
    if "pass" in done:  # the role did nothing tonight: the whole call is over
        return []
    pending = [k for k in call.record if KIND_EVENT.get(k) not in done or k not in KIND_EVENT]
    # What is typed comes first: the first-night pack only meets ("know") and chooses its
    # Minion, which is what the entry asks for (Role Cards — Minion).
    return [k for k in pending if k in KIND_EVENT] + [k for k in pending if k not in KIND_EVENT]


def recordable_kinds(state: GameState, call: Call) -> list[str]:
    """The call's record kinds still to record tonight that make an event (not "know",
    "none" …: a call that only wakes its players to look around or be shown something)."""
    return [k for k in pending_kinds(state, call) if k in KIND_EVENT]


def nothing_to_record(state: GameState, call: Call) -> str:
    """What the screen answers to text typed where the call records nothing."""
    lead = state.roles.get(call.role)
    if "know" in call.record and "kill" not in call.record and lead is not None and lead.pack:
        # Ultimate, The First Night: "The Werewolves wake up and look around" — they eat
        # from the second night on (Subsequent Nights).
        return gettext("nothing to record at the {call} call: they only look around on the "
                       "first night. Enter goes on; your text is kept",
                       call=called_name(state, call))
    return gettext("nothing to record at the {call} call. Enter goes on; your text is kept",
                   call=called_name(state, call))


def call_done(state: GameState, call: Call) -> bool:
    """Whether the call is over: something of it was recorded tonight and nothing is left to
    type. The first-night pack that has chosen its Minion is done (it only looks around
    besides): it stayed open, and the Enter that closed it logged "Werewolf: passes" after
    the pack's choice."""
    tonight = state.tonight
    if call.role in tonight.acted or any(role == call.role for role, _ in tonight.done):
        return not [k for k in pending_kinds(state, call) if k in KIND_EVENT]
    return False


def call_event(state: GameState, call: Call, text: str) -> ev.Event:
    """The event for the call's next record, from the typed text; Enter alone passes. Text
    typed where the call records nothing is refused, never dropped."""
    kinds = recordable_kinds(state, call)
    if not kinds:
        if text.strip():
            raise ActionError(nothing_to_record(state, call))
        return ev.Passed(role=call.role)
    return night_event(state, call, kinds[0], text)


def night_event(state: GameState, call: Call, kind: str, text: str) -> ev.Event:
    """The event for one record kind of a call, from the typed text."""
    text = text.strip()
    role = call.role
    if kind not in KIND_EVENT or (not text and kind not in ("kill",)):
        if text:
            raise ActionError(nothing_to_record(state, call))
        return ev.Passed(role=role)
    if kind == "kill":
        return ev.PackKill(role=role, targets=list(seats(state, text)) if text else [])
    if kind == "minion":
        return ev.MinionChosen(role=role, target=one_seat(state, text, HINTS[kind]))
    if kind == "choose_lovers":
        if typed.plain(text) in typed.RANDOM and role == "lovers":
            # Cupid, alternate variant 2: the moderator's Lovers, drawn from the seed.
            return ev.LoversChosen(role=role, targets=random_lovers(state), from_seed=True)
        lovers = seats(state, text)
        if len(lovers) != 2:
            raise ActionError(gettext("name the two Lovers"))
        return ev.LoversChosen(role=role, targets=list(lovers))
    if kind in ("check", "find_role", "find_special", "check_neighbourhood", "see_dead"):
        return ev.RoleCheck(role=role, target=one_seat(state, text, HINTS[kind]))
    if kind == "potions":
        return potions(state, role, text)
    if kind in ("protect", "bless", "silence", "banish", "recruit"):
        target = one_seat(state, text, HINTS[kind])
        if kind == "protect":
            return ev.Protect(role=role, target=target)
        if kind == "bless":
            return ev.Bless(role=role, target=target)
        if kind == "silence":
            return ev.Silence(role=role, target=target)
        if kind == "banish":
            return ev.Banish(role=role, target=target)
        return ev.Recruit(role=role, target=target)
    if kind == "signal":
        if typed.plain(text) in typed.NOD:
            return ev.TroubleSignal(role=role)
        if typed.plain(text) in typed.NO_NOD:
            return ev.Passed(role=role)
        raise ActionError(gettext("the Trouble Maker nods or not: yes, or Enter alone for no"))
    if kind == "pass_charm":
        if typed.plain(text) in typed.REFUSED:
            return ev.CharmPassed(role=role, target=None)
        return ev.CharmPassed(role=role, target=one_seat(state, text, HINTS[kind]))
    if kind == "choose_players":
        return ev.ChoosePlayers(role=role, targets=list(seats(state, text)))
    if kind == "write_letter":
        letter = text.strip()[:1]
        if not letter.isalpha():
            raise ActionError(gettext("the Ghost writes one letter"))
        return ev.LetterWritten(role=role, letter=letter.upper())
    return ev.Passed(role=role)


def potions(state: GameState, role: str, text: str) -> ev.Potions:
    """'heal 4', 'kill 7', 'heal 4 kill 7' (or 'h 4 k 7'; German 'heile 4 töte 7', 'gift 7')."""
    heal = kill = None
    for verb, who in typed.POTION_WORDS.findall(text.lower()):
        seat = one_seat(state, who, POTION_FOR)
        if typed.plain(verb) in typed.HEAL:
            heal = seat
        else:
            kill = seat
    if heal is None and kill is None:
        raise ActionError(gettext("write heal SEAT and/or kill SEAT (e.g. heal 4 kill 7)"))
    return ev.Potions(role=role, heal=heal, kill=kill)


@dataclass
class DayCommand:
    event: ev.Event
    note: str = ""


POTION_FOR = mark("whom the potion is for")


def _votes(state: GameState, text: str) -> dict[str, object]:
    """'9-3' (totals), '9-3 mayor x' (totals, and the Mayor voted to execute: the notepad
    doubles it), or 'x 1 2 5 s 3 4' (per voter)."""
    total = re.fullmatch(r"\s*(\d+)\s*[-:/]\s*(\d+)\s*(?:(\w+)\s+(\w+))?\s*", typed.plain(text))
    if total and total.group(3) and total.group(3) not in typed.MAYOR:
        total = None
    if total:
        votes: dict[str, object] = {"execute_total": int(total.group(1)),
                                    "spare_total": int(total.group(2))}
        if total.group(4):
            way = typed.MAYOR_WAYS.get(total.group(4))
            if way is None:
                raise ActionError(gettext("write how the Mayor voted: mayor x (execute) or "
                                          "mayor s (spare), e.g. v 9-3 mayor x"))
            votes["mayor"] = way
        return votes
    match = re.fullmatch(r"\s*[xh]\s+(.*?)(?:\s+[sv]\s+(.*))?\s*", text, re.IGNORECASE)
    if not match:
        raise ActionError(gettext("write the votes as EXECUTE-SPARE totals (9-3, with the "
                                  "Mayor's way: 9-3 mayor x) or x SEATS s SEATS"))
    execute = list(seats(state, match.group(1)))
    spare = list(seats(state, match.group(2) or ""))
    return {"execute": execute, "spare": spare}


def day_command(state: GameState, text: str) -> DayCommand:
    words = text.strip().split(maxsplit=1)
    if not words:
        raise ActionError(gettext("type a day command: n (nominate), v (vote), shoot, martyr, "
                                  "mayor …"))
    verb, rest = typed.verb(words[0]), (words[1] if len(words) > 1 else "")
    if verb == "n":
        nominee_text, by_text = typed.accused_by(rest)
        nominee = one_seat(state, nominee_text, mark("the accused"))
        by = list(seats(state, by_text)) if by_text else []
        return DayCommand(ev.Nominate(nominee=nominee, by=by))
    if verb == "v":
        if not state.nominated_today:
            raise ActionError(gettext("nominate someone first: n SEAT by ACCUSER SECONDER"))
        votes = {"nominee": state.nominated_today[-1], **_votes(state, rest)}
        return DayCommand(ev.Vote.model_validate(votes))
    if verb == "dd":
        match = re.fullmatch(r"\s*(\S+)\s+(\S+)\s+(\d+)\s*[-:/]\s*(\d+)\s*", rest)
        if not match:
            raise ActionError(gettext("write dd FIRST SECOND VOTES-VOTES (e.g. dd 4 7 9-3)"))
        first = one_seat(state, match.group(1), mark("the first accused"))
        second = one_seat(state, match.group(2), mark("the second accused"))
        return DayCommand(
            DoubleVote(
                first=first,
                second=second,
                first_total=int(match.group(3)),
                second_total=int(match.group(4)),
            )
        )
    if verb in ("ballot", "snap"):
        written = seats_in_order(state, rest)
        counts: dict[int, int] = {}
        for seat in written:
            counts[seat] = counts.get(seat, 0) + 1
        method: Literal["secret-ballot", "snap"] = "snap" if verb == "snap" \
            else "secret-ballot"
        return DayCommand(Ballot(method=method, totals=counts))
    if verb == "vouch":
        pair = [one_seat(state, w, mark("who vouches and for whom")) for w in rest.split()[:2]]
        if len(pair) != 2:
            raise ActionError(gettext("write vouch WHO FOR-WHOM, e.g. vouch 3 5"))
        return DayCommand(Vouch(by=pair[0], target=pair[1]))
    if verb == "shoot":
        if typed.plain(rest) in typed.AIR:
            return DayCommand(ev.HunterShot(target=None), gettext("fired into the air"))
        return DayCommand(ev.HunterShot(target=one_seat(state, rest,
                                                        mark("the Hunter's target"))))
    if verb == "martyr":
        answer = typed.plain(rest)
        if answer not in typed.YES | typed.NO:
            raise ActionError(gettext("the Martyr's answer is yes or no, not '{answer}': type "
                                      "martyr yes, or martyr no", answer=rest.strip()))
        return DayCommand(MartyrChoice(takes_place=answer in typed.YES))
    if verb == "mayor":
        return DayCommand(ev.MayorElected(target=one_seat(state, rest, THE_MAYOR)))
    if verb == "timer":
        try:
            minutes = float(rest.replace(",", "."))  # "zeit 2,5": the German decimal comma
        except ValueError:
            raise ActionError(gettext("write timer MINUTES, e.g. timer 10")) from None
        return DayCommand(TimerSet(seconds=max(1, round(minutes * 60))))
    # What was typed, as typed; and this game's commands, not every voting method's.
    raise ActionError(gettext("unknown day command '{word}' (help lists them): {commands}",
                              word=words[0], commands=day_help(state)))


THE_MAYOR = mark("the Mayor")


def masons_command(state: GameState, text: str) -> ev.Death | None:
    """'masons 5': the Masons will kill the player in seat 5 "the following night" for
    mentioning them (Ultimate, Role Cards — Mason); None when the text is not this command.
    The player dies at the next dawn and loses, whatever their team."""
    words = text.strip().split(maxsplit=1)
    if not words or typed.verb(words[0]) != "masons":
        return None
    if len(words) < 2:
        raise ActionError(gettext("write masons SEAT: the player the Masons kill the following "
                                  "night"))
    target = one_seat(state, words[1], mark("the player the Masons kill"))
    return ev.Death(target=target, cause="killed by the Masons", kind="masons")


def dice_command(text: str) -> ev.DiceRolled | None:
    """'dice 3 4': the Fateful Dice rolled at the table (Ultimate, Rule Variants — Daytime
    Twists); None when the text is not a dice command."""
    words = text.strip().lower().split()
    if not words or typed.verb(words[0]) != "dice":
        return None
    try:
        dice = [int(w) for w in words[1:]]
    except ValueError:
        dice = []
    if len(dice) != 2 or not all(1 <= d <= 6 for d in dice):
        raise ActionError(gettext("write dice A B with two numbers from 1 to 6, e.g. dice 3 4"))
    return ev.DiceRolled(dice=dice)


DEATH_KINDS: dict[str, Literal["masons", "left", "other"]] = {
    "masons": "masons", "left": "left", "other": "other"}


def table_command(state: GameState, text: str) -> ev.Event | None:
    """What the moderator records by hand at any time, or None when `text` is not one:
        death 7 masons        the Masons' kill: the victim loses (Ultimate, Role Cards — Mason)
        death 7 left          a player had to leave the game
        death 7 other WHY     any other death, with its cause
        end werewolf [SEATS]  the moderator declares the end (Ultimate, End of the Game),
                              naming the winning players (default: the winning team's)
    """
    words = text.strip().split()
    if not words:
        return None
    verb = typed.verb(words[0])
    if verb == "death":
        if len(words) < 3 or typed.plain(words[2]) not in typed.DEATH_KINDS:
            raise ActionError(gettext("write death SEAT masons|left|other [why], e.g. death 7 "
                                      "masons"))
        target = one_seat(state, words[1], mark("who died"))
        kind = DEATH_KINDS[typed.DEATH_KINDS[typed.plain(words[2])]]
        why = " ".join(words[3:])
        cause = {"masons": MASONS, "left": "had to leave the game"}.get(kind) or why or \
            "died (recorded by the moderator)"
        return ev.Death(target=target, cause=cause, kind=kind)
    if verb == "end" and len(words) >= 2 and typed.plain(words[1]) in typed.TEAMS:
        teams: list[str] = []
        rest = words[1:]
        while rest and typed.plain(rest[0]) in typed.TEAMS:
            teams.append(typed.TEAMS[typed.plain(rest.pop(0))])
        players = list(seats(state, " ".join(rest), living_only=False)) if rest else []
        return ev.GameEnds(winners=list(dict.fromkeys(teams)), players=players)
    if verb == "end":
        raise ActionError(gettext("write end TEAM [SEATS], e.g. end werewolf (teams: village, "
                                  "werewolf, vampire, lovers, cult, tanner, bandit, lone_wolf)"))
    return None


def swap_command(state: GameState, text: str) -> ev.RoleSwap | None:
    """'swap 2 7': two players trade roles, secretly, during a night (Ultimate, Rule Variants —
    Daytime Twists: Role Swap); None when the text is not a swap command."""
    words = text.strip().split()
    if not words or typed.verb(words[0]) != "swap":
        return None
    pair = [one_seat(state, word, mark("the two players who swap roles")) for word in words[1:]]
    if len(pair) != 2:
        raise ActionError(gettext("write swap A B with the two players, e.g. swap 2 7"))
    return ev.RoleSwap(targets=pair)


EACH_NAME = mark("each name written")


def seats_in_order(state: GameState, text: str) -> list[int]:
    """Every word a seat, repeats kept (a ballot's names); "8x55" is seat 8 written 55 times
    (the slips counted by name, at 68 players)."""
    found = []
    for word in text.split():
        times = re.fullmatch(r"(.+?)[x*×](\d+)", word)
        if times:
            found += [one_seat(state, times.group(1), EACH_NAME)] * int(times.group(2))
        else:
            found.append(one_seat(state, word, EACH_NAME))
    return found


def before_the_first_night(state: GameState, text: str) -> ev.Event | None:
    """What may be typed after the deal and before the first night: Werwölfe's elected Mayor,
    awarded "after the characters have been distributed" (All Characters at a Glance —
    Mayor, Variant): `mayor SEAT`. None for any other text."""
    verb, _, rest = text.strip().partition(" ")
    if typed.verb(verb) == "mayor" and first_mayor_due(state):
        return ev.MayorElected(target=one_seat(state, rest, THE_MAYOR))
    return None


def any_time_command(state: GameState, text: str) -> ev.Event | None:
    """A command the moderator may type at any call, night or day (the Fateful Dice, the
    Masons' kill, a Role Swap, a death by hand, a declared end), or None when `text` is none
    of them: the game screen and the event log's forms read them alike."""
    return (dice_command(text) or masons_command(state, text) or swap_command(state, text)
            or table_command(state, text))
