"""The hands counted in the day's votes: one a voter, the living not banished (Role Cards —
Old Hag), each hand once and each total the hands it names, the Mayor's way where it decides
(Role Cards — Mayor; Werwölfe, The Gallows), and the Secret Ballot's and 1, 2, 3, Die!'s
names (Ultimate, Rule Variants — Accusation and Voting). For `check_day` (day/checks.py)."""

from __future__ import annotations

from notepad.engine.day.violations import (
    ULTIMATE,
    VOTING,
    Violation,
    banished,
    cite,
    dead_targets,
)
from notepad.engine.day.votes import voter_count, voting_mayor
from notepad.engine.events import Ballot, Vote
from notepad.engine.state import GameState
from notepad.language import gettext


def counted(votes: list[int], total: int | None) -> int:
    return total if total is not None else len(votes)


def too_many(state: GameState, counted: int) -> list[Violation]:
    """One vote a voter in every method (Ultimate, Rule Variants — Accusation and Voting), the
    voters being the living not banished (Role Cards — Old Hag); the Mayor's hand counts once
    here, the tally doubles it (Role Cards — Mayor)."""
    voters = voter_count(state)
    if counted <= voters:
        return []
    return [Violation("too-many-votes", gettext("{counted} votes from {voters} voters",
                                                counted=counted, voters=voters),
                      cite(state, "The Gallows", "Rule Variants — Accusation and Voting"))]


def check_mayor_vote(state: GameState, event: Vote) -> list[Violation]:
    """Hands counted as totals say nothing about the Mayor's double vote (Ultimate, Role Cards
    — Mayor: "the Mayor's vote counts as two"; Werwölfe, The Gallows: on a tie "their vote
    counts double and decides the outcome"), so the moderator says which way the Mayor
    voted; the tally doubles it (engine/day/votes.py, `tally`). A Mayor banished today
    casts no vote (`voting_mayor`)."""
    mayor = voting_mayor(state)
    if event.mayor is not None and mayor is None:
        return [Violation("mayor-vote", gettext("there is no living Mayor: the vote counts as "
                                                "entered"),
                          cite(state, "The Gallows", "Role Cards — Mayor"), "warning")]
    totals = event.execute_total is not None or event.spare_total is not None
    if mayor is None or not totals or event.mayor is not None:
        return []
    source = cite(state, "The Gallows", "Role Cards — Mayor")
    name = state.players[mayor].name
    if state.setup.edition == "werwoelfe":
        if (event.execute_total or 0) != (event.spare_total or 0):
            return []
        # "If the vote results in a tie and the Mayor is still alive, their vote counts double
        # and decides the outcome": without the Mayor's way the vote has no outcome to record.
        return [Violation("mayor-vote", gettext("a tie: the Mayor's vote decides; say how "
                                                "{name} (Mayor) voted", name=name), source)]
    # Ultimate: executed if more than half of the votes, the Mayor's counted twice, are to
    # execute. Where the Mayor's way decides it, the vote has no outcome until it is said.
    up, total = event.execute_total or 0, voter_count(state) + 1
    if 2 * up <= total < 2 * (up + 1):
        return [Violation("mayor-vote", gettext("the Mayor's vote counts as two and decides "
                                                "this vote; say how {name} (Mayor) voted",
                                                name=name), source)]
    return [Violation("mayor-vote", gettext("the Mayor's vote counts as two; say how {name} "
                                            "(Mayor) voted, or the vote is counted without the "
                                            "Mayor's extra vote", name=name), source,
                      "warning")]


def counted_once(state: GameState,
                 ways: list[tuple[list[int], int | None]]) -> list[Violation]:
    """Each hand of a vote's lists counted once, and each total given beside a list the
    number of hands it names (issue 30): "all living players vote" (Werwölfe, The Gallows;
    Ultimate, The First Day), one hand each, so a voter named twice or a total that differs
    from its list is no vote the table held. Neither can be overridden: the tally would
    count hands nobody raised."""
    out: list[Violation] = []
    for hands, total in ways:
        if len(set(hands)) < len(hands):  # a set of the hands: one pass, on each vote
            names = ", ".join(state.players[s].name for s in sorted(set(hands))
                              if hands.count(s) > 1)
            out.append(Violation("counted-twice", gettext(
                "{names} counted more than once in one vote: each player has one hand",
                names=names),
                                 cite(state, "The Gallows", "The First Day"), "error", False))
        if total is not None and hands and total != len(hands):
            out.append(Violation("totals-differ", gettext(
                "a total of {total} beside a list of {listed}: the total counts the hands "
                "listed", total=total, listed=len(hands)),
                                 cite(state, "The Gallows", "The First Day"), "error", False))
    return out


def check_ballot(state: GameState, event: Ballot) -> list[Violation]:
    out = voters(state, list(event.votes), "vote")
    if event.votes and event.totals:
        named: dict[int, int] = {}
        for candidate in event.votes.values():
            named[candidate] = named.get(candidate, 0) + 1
        if named != {c: n for c, n in event.totals.items() if n}:
            out.append(Violation("totals-differ", gettext("the totals are not the votes named: "
                                                          "the totals count the votes"),
                                 VOTING, "error", False))
    candidates = set(event.votes.values()) | set(event.totals)
    out += dead_targets(state, sorted(candidates))
    runoff = state.today.runoff
    outside = sorted(c for c in candidates if runoff and c not in runoff)
    if outside:
        names = ", ".join(state.players[s].name for s in outside)
        out.append(Violation("runoff", gettext("the runoff is only among the tied players; "
                                               "{names} is not one of them", names=names),
                             VOTING))
    if any(v == c for v, c in event.votes.items()):
        # "each player must point at someone else" (1, 2, 3, Die!); "Each player writes
        # another player's name" (Secret Ballot).
        out.append(Violation("self-vote", gettext("each player must point at someone else")
                             if event.method == "snap" else
                             gettext("each player writes another player's name"), VOTING))
    out += too_many(state, len(event.votes) + sum(event.totals.values()))
    return out


def voters(state: GameState, seats: list[int], what: str,
            living: bool = False) -> list[Violation]:
    """Dead or banished voters among `seats`; `living`: they are all alive (checked)."""
    out = []
    players, alive = state.players, state.alive
    dead = [] if living else [players[s].name for s in seats if s not in alive]
    if dead:
        out.append(Violation("may-not-vote", _may_not(what, ", ".join(dead), dead=True),
                             cite(state, "The Gallows (all living players)",
                                  "The First Day (the eliminated may not say anything)")))
    names = banished(state, seats)
    if names:
        out.append(Violation("may-not-vote", _may_not(what, ", ".join(names), dead=False),
                             f"{ULTIMATE}, Role Cards — Old Hag"))
    return out


def _may_not(what: str, names: str, dead: bool) -> str:
    """"Anna is dead and may not vote": one sentence for each thing a player may not do."""
    if what == "accuse":
        return gettext("{names} is dead and may not accuse", names=names) if dead \
            else gettext("{names} is banished today and may not accuse", names=names)
    if what == "vouch":
        return gettext("{names} is dead and may not vouch", names=names) if dead \
            else gettext("{names} is banished today and may not vouch", names=names)
    if what == "vote":
        return gettext("{names} is dead and may not vote", names=names) if dead \
            else gettext("{names} is banished today and may not vote", names=names)
    return gettext("{names} is dead and may not {what}", names=names, what=what) if dead \
        else gettext("{names} is banished today and may not {what}", names=names, what=what)
