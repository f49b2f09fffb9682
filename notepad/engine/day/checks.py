"""The day's rules for `check` (engine/validator.py): who may be accused and vote, in which
method, and when the day is over."""

from __future__ import annotations

from typing import Final

from notepad.engine.day.counts import (
    check_ballot,
    check_mayor_vote,
    counted,
    counted_once,
    too_many,
    voters,
)
from notepad.engine.day.dice import today_rule
from notepad.engine.day.violations import (
    ULTIMATE,
    VOTING,
    WERWOELFE,
    Violation,
    banished,
    cite,
    dead_targets,
)
from notepad.engine.day.votes import executions_allowed, voter_count, voting_mayor
from notepad.engine.events import (
    Ballot,
    DoubleVote,
    Event,
    MartyrChoice,
    MayorElected,
    Nominate,
    Vote,
    Vouch,
)
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState
from notepad.language import gettext, spoken

# Violation, cite, ULTIMATE, WERWOELFE, dead_targets and banished are the day's and the
# other phases' (day/violations.py): imported from here by them as before.
__all__ = ["ULTIMATE", "VOTING", "WERWOELFE", "Violation", "banished", "check_day",
           "check_martyr", "cite", "counted_once", "dead_targets", "first_mayor_due",
           "method_of", "method_on"]

def method_of(state: GameState) -> str:
    """Today's voting method: the setup's, or the Elimination Method on Fateful Dice 10."""
    return method_on(state, today_rule(state))


def method_on(state: GameState, rule: int | None) -> str:
    """`method_of` on a day whose Fateful Dice rule (`today_rule`) is `rule`."""
    return "elimination" if rule == 10 else state.setup.voting


# `Final`, here and below: compiled, a module's name is a C static, any other a look-up in its
# dictionary at each use; `check_day` runs on every day action (issue 14).
ACCUSED_FIELDS: Final = ("nominee", "first", "second")  # the fields naming an accused player

METHOD_OF_EVENT: Final = {
    "nominate": ("open", "double-accusation"),
    "vote": ("open",),
    "double_vote": ("double-accusation",),
    "ballot": ("secret-ballot", "snap"),
    "vouch": ("elimination",),
}
# Per event class: the fields of ACCUSED_FIELDS it has (`field_of` asked once per class).
_ACCUSED: Final[dict[type, tuple[str, ...]]] = {}


def _accused_fields(cls: type[Event]) -> tuple[str, ...]:
    found = _ACCUSED.get(cls)
    if found is None:
        found = _ACCUSED[cls] = tuple(name for name in ACCUSED_FIELDS
                                      if name in cls.model_fields)
    return found


MAYOR_ELECTED: Final = MayorElected
VOUCH: Final = Vouch
NOMINATE: Final = Nominate
VOTE: Final = Vote


def check_day(state: GameState, event: Event, living: bool = False) -> list[Violation]:
    """The day action's violations; `living`: every seat the event names is alive (the
    validator's look at them), so none is looked for among the dead again."""
    if state.phase != "day":
        if type(event) is MAYOR_ELECTED and first_mayor_due(state):
            return dead_targets(state, [event.target])
        return [Violation("not-day", gettext("{event} happens during the day", event=event.type),
                          "Sequence of Play",
                          "error", False)]
    out: list[Violation] = []
    if state.pending_shots:
        names = ", ".join(state.players[s].name for s in state.pending_shots)
        out.append(Violation("hunter-first", gettext("{names} (Hunter) shoots first", names=names),
                             cite(state, "Hunter", "Role Cards — Hunter"), "warning"))
    if type(event) is MAYOR_ELECTED:
        return out + dead_targets(state, [event.target])
    if state.mayor_pending:
        out.append(Violation("mayor-first", gettext("the dead Mayor passes the card first"),
                             cite(state, "All Characters at a Glance — Mayor (variant)",
                                  "Role Cards — Mayor"), "warning"))
    if state.today.sentenced is not None:
        return out + [Violation("martyr-first", gettext("ask the Martyr first: does the Martyr "
                                                        "take the condemned player's place?"),
                                f"{ULTIMATE}, Role Cards — Martyr", "error", False)]
    # The day's Fateful Dice rule, asked once for the rules below; none without dice rolled.
    rule = today_rule(state) if state.dice else None
    # Nobody executed yet today: under the number allowed (at least one).
    if state.today.ended or (state.executions_today
                             and state.executions_today >= executions_allowed(state, rule)):
        out.append(Violation("day-over", gettext("the day ends as soon as a player has been "
                                                 "executed"),
                             cite(state, "The Further Course of the Game", "The First Day")))
    method = "elimination" if rule == 10 else state.setup.voting  # `method_on`, spelt out
    methods = METHOD_OF_EVENT.get(event.type)
    if methods is not None and method not in methods:
        out.append(Violation("voting-method", gettext("today's voting method is {method}",
                                                      method=method),
                             VOTING if rule != 10 else
                             f"{ULTIMATE}, Rule Variants — Daytime Twists (Fateful Dice 10)",
                             "warning"))
    # The accused looked at again only if one may be dead or banished: every seat named
    # alive (`living`) and nobody banished today, the common case, finds nothing (issue 14).
    if not living or state.banish_day == state.number:
        accused = [event.target] if type(event) is VOUCH else [
            seat for name in _accused_fields(type(event))
            if isinstance(seat := getattr(event, name), int)]
        if not living:
            out += dead_targets(state, accused)
        for seat in accused:
            if banished(state, [seat]):
                out.append(Violation("banished", gettext(
                    "{name} is banished today and takes no part in the vote",
                    name=state.players[seat].name),
                                     f"{ULTIMATE}, Role Cards — Old Hag"))
    if type(event) is NOMINATE:
        return out + _check_nominate(state, event, method, living)
    if type(event) is VOTE:
        return out + _check_vote(state, event, living)
    if type(event) is DoubleVote:
        out += voters(state, [*event.for_first, *event.for_second], "vote")
        out += counted_once(state, [(event.for_first, event.first_total),
                                    (event.for_second, event.second_total)])
        if event.first == event.second:
            out.append(Violation("double-accusation", gettext("two different players are "
                                                              "accused"),
                                 VOTING, "error", False))
        if set(event.for_first) & set(event.for_second):
            out.append(Violation("double-vote", gettext("a player voted both ways"), VOTING,
                                 "error", False))
        out += too_many(state, counted(event.for_first, event.first_total)
                         + counted(event.for_second, event.second_total))
        return out
    if type(event) is Ballot:
        return out + check_ballot(state, event)
    if type(event) is Vouch:
        out += voters(state, [event.by], "vouch")
        out += _check_vouch(state, event)
    return out


def _check_vouch(state: GameState, event: Vouch) -> list[Violation]:
    """Elimination Method: "all players raise their hands — except the one who was vouched
    for. That player then vouches for someone else" (Ultimate, Rule Variants — Accusation
    and Voting): after the first vouch, the last one vouched for vouches, for another."""
    out = []
    players, vouched = state.players, state.today.vouched
    if event.target in vouched:
        out.append(Violation("vouched-twice", gettext("{name} was already vouched for",
                                                      name=players[event.target].name), VOTING))
    if event.target == event.by:
        out.append(Violation("vouch-order", gettext("a player vouches for someone else"),
                             VOTING))
    if vouched and event.by != vouched[-1]:
        last = players[vouched[-1]].name
        out.append(Violation("vouch-order", gettext("{last} was vouched for last and vouches "
                                                    "next, not {name}", last=last,
                                                    name=players[event.by].name), VOTING))
    return out


def first_mayor_due(state: GameState) -> bool:
    """Werwölfe's elected Mayor is awarded "after the characters have been distributed"
    (All Characters at a Glance — Mayor, Variant): dealt, before the first night, none yet.
    (Ultimate's "can be elected on the first day", Role Cards — Mayor, is by day.)"""
    return (state.phase == "setup" and state.dealt and state.mayor is None
            and state.setup.edition == "werwoelfe" and rule_on(state, "elected-mayor"))


def _check_nominate(state: GameState, event: Nominate, method: str,
                    living: bool = False) -> list[Violation]:
    out: list[Violation] = []
    # "If the player is not lynched, they cannot be nominated again during the current day
    # phase" (Werwölfe, The Gallows).
    if state.setup.edition == "werwoelfe" and event.nominee in state.nominated_today:
        out.append(Violation("nominated-twice", gettext(
            "{name} was already nominated today", name=state.players[event.nominee].name),
            f"{WERWOELFE}, The Gallows"))
    if not living or state.banish_day == state.number:  # else nobody dead or banished
        out += voters(state, event.by, "accuse", living)
    owed = _vote_owed(state, method)
    if owed is not None and owed != event.nominee:
        # "the accused will be given a chance to speak in their own defense, and then the
        # players will vote" (Ultimate, The First Day; Werwölfe, The Gallows): one accused
        # at a time, so the next vote typed is never counted for a later accusation.
        out.append(Violation("vote-owed", gettext("{name} is accused and not yet voted on: "
                                                  "record that vote first",
                                                  name=state.players[owed].name),
                             cite(state, "The Gallows", "The First Day")))
    if event.nominee in event.by:
        # "point to that player and say: 'I nominate Peter.' If another player confirms
        # this nomination …" (Werwölfe, The Gallows; Ultimate, The First Day: "point at them").
        out.append(Violation("self-accusation", gettext(
            "{name} is among the accusers: a player accuses another",
            name=state.players[event.nominee].name),
                             cite(state, "The Gallows", "The First Day")))
    if len(set(event.by)) < 2:
        # "If another player confirms this nomination … the accused has the opportunity to
        # defend themselves" (Werwölfe, The Gallows; Ultimate, The First Day).
        out.append(_not_seconded(state))
    for seat in event.by:
        player = state.players[seat]
        if player.silenced_day == state.number:
            out.append(Violation("silenced", gettext("{name} is silenced today: may vote but not "
                                                     "speak", name=player.name),
                                 f"{ULTIMATE}, Role Cards — Enchantress"))
        if player.role == "pacifist" and rule_on(state, "pacifist-no-accuse"):
            out.append(Violation("pacifist-accuses", gettext("the Pacifist can't accuse anyone "
                                                             "or second an accusation"),
                                 f"{ULTIMATE}, Role Cards — Pacifist (alternate variant)"))
    return out


# The warning at each accusation nobody seconded, made once per edition and language (a
# frozen record, shared like the engine's shared events): the simulator's accusations are all
# unseconded (issue 14). tests/engine/test_check_fast_paths.py holds it equal to a fresh one.
_NOT_SECONDED: Final[dict[tuple[str, str], Violation]] = {}


def _not_seconded(state: GameState) -> Violation:
    key = (state.setup.edition, spoken().code)
    found = _NOT_SECONDED.get(key)
    if found is None:
        found = _NOT_SECONDED[key] = Violation(
            "not-seconded", gettext("an accusation goes to the vote once another player "
                                    "seconds it"),
            cite(state, "The Gallows", "The First Day"), "warning")
    return found


def _vote_owed(state: GameState, method: str) -> int | None:
    """Under the open vote (today's `method`), the living accused still waiting for their
    vote, or None. (Double Accusation votes on two accused at once: Rule Variants —
    Accusation and Voting.)"""
    if method != "open":
        return None
    today, alive = state.today, state.alive
    for seat in reversed(state.nominated_today):
        if seat in alive and seat not in today.voted:
            return seat
    return None


def _check_vote(state: GameState, event: Vote, living: bool = False) -> list[Violation]:
    out: list[Violation] = []
    execute, spare = event.execute, event.spare
    # A few hands to spare (the Pacifist) looked for among the many to execute: a set of the
    # many costs more than the few looks, and a generator (`any`) more than the loop (issue 14).
    doubled = False
    for seat in spare:
        if seat in execute:
            doubled = True
            break
    if doubled:
        out.append(Violation("double-vote", gettext("a player voted both ways"), "The Gallows",
                             "error", False))
    out += counted_once(state, [(execute, event.execute_total), (spare, event.spare_total)])
    if event.nominee not in state.nominated_today:
        # An error, not a warning (issue 30): "If another player confirms this nomination …
        # all living players vote" (Werwölfe, The Gallows; Ultimate, The First Day).
        out.append(Violation("not-nominated", gettext("vote on a nominated player"),
                             cite(state, "The Gallows", "The First Day")))
    elif event.nominee in state.today.voted:
        # A vote typed twice, or typed again to add the Mayor's way: the first one counted.
        name = state.players[event.nominee].name
        said = gettext("{name} has been voted on already (a spared player can't be nominated "
                       "again today)", name=name) if state.setup.edition == "werwoelfe" else \
            gettext("{name} has been voted on already (a new vote needs a new accusation)",
                    name=name)
        out.append(Violation("voted-already", said,
                             cite(state, "The Gallows", "The First Day")))
    if event.nominee in state.today.unconfirmed:
        # "If another player confirms this nomination … Afterward, all living players vote"
        # (Werwölfe, The Gallows): the nomination named one nominator and nobody confirmed.
        out.append(Violation("not-seconded", gettext(
            "nobody confirmed the nomination of {name}: the vote follows once another living "
            "player also nominates", name=state.players[event.nominee].name),
            f"{WERWOELFE}, The Gallows"))
    counted = (event.execute_total or 0) + (event.spare_total or 0)
    if counted and counted > voter_count(state):
        may_vote = voter_count(state)
        said = gettext("{counted} votes from {voters} voters; count the Mayor's hand once and "
                       "say how the Mayor voted (the notepad doubles it)", counted=counted,
                       voters=may_vote) \
            if voting_mayor(state) is not None and counted == may_vote + 1 else \
            gettext("{counted} votes from {voters} voters", counted=counted, voters=may_vote)
        out.append(Violation("too-many-votes", said, cite(state, "The Gallows", "The First Day")))
    if event.mayor is not None or event.execute_total is not None \
            or event.spare_total is not None:  # else nothing to say of the Mayor's vote
        out += check_mayor_vote(state, event)
    if not living or state.banish_day == state.number:  # else nobody dead or banished
        out += voters(state, [*execute, *spare], "vote", living)
    for seat in spare:
        if state.players[seat].role == "fool":
            out.append(Violation("fool-votes-execute", gettext("the Fool always votes to execute "
                                                               "(counted so)"),
                                 f"{ULTIMATE}, Role Cards — Fool", "warning"))
    pacifists = state.by_role.get("pacifist", ())  # the role index: who is the Pacifist
    up = bool(pacifists) and _pacifist_up(state, pacifists, execute, spare, doubled, living)
    for seat in execute if up else ():
        if state.players[seat].role == "pacifist":
            out.append(Violation("pacifist-votes-spare", gettext(
                "the Pacifist always votes against execution (counted so)"),
                f"{ULTIMATE}, Role Cards — Pacifist", "warning"))
    return out


def _pacifist_up(state: GameState, pacifists: list[int] | tuple[int, ...], execute: list[int],
                 spare: list[int], doubled: bool, living: bool) -> bool:
    """`any(p in execute for p in pacifists)`, without looking through the many hands for a
    Pacifist who cannot be among them: one whose hand is to spare when no hand is both ways
    (`doubled`), or one who is dead when every hand named is alive (`living`).
    tests/engine/test_vote_fast_paths.py holds it equal to the plain look."""
    alive = state.alive
    for seat in pacifists:
        if (not doubled and seat in spare) or (living and seat not in alive):
            continue
        if seat in execute:
            return True
    return False


def check_martyr(state: GameState, event: MartyrChoice) -> list[Violation]:
    source = f"{ULTIMATE}, Role Cards — Martyr"
    if not state.holders("martyr"):
        return [Violation("not-in-play", gettext("there is no living Martyr"), source, "error",
                          False)]
    if state.phase == "night":
        if not rule_on(state, "martyr-night"):
            return [Violation("martyr-night", gettext("the Martyr acts at night only in the "
                                                      "alternate variant"), source, "error",
                              False)]
        return []
    if state.today.sentenced is None:
        return [Violation("not-sentenced", gettext("nobody has been sentenced"), source, "error",
                          False)]
    return []
