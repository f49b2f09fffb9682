"""The day's invariants: the votes, and what the table is told of an execution.

- execution-says-why: every execution vote that kills nobody says why (the Prince "reveal
  their role and survive"; the Charm holder survives, "it still counts as successful": Ultimate,
  Role Cards — Prince; Rule Variants — The Charm). Issue 29, item 6.
- votes-within-voters: no method counts more votes than it has voters — the living, not the
  banished; the Mayor twice only where he votes (Role Cards — Mayor, Old Hag). Items 5 and 9.
- banished-takes-no-part: the banished player's vote is refused, and the banished Mayor's way
  is not asked for (Role Cards — Old Hag: no part in "the execution vote, or anything else").
  Item 5.
- vouched-vouches-next: in the Elimination Method the vouched-for player vouches next (Rule
  Variants — Accusation and Voting). Item 8.
- ballot-names-another: "Each player writes another player's name" (Secret Ballot).
- hunter-shoots-at-once: a Hunter who died by day shoots "immediately" — once night has
  fallen, a shot for them is refused (Role Cards — Hunter).
"""

from __future__ import annotations

from collections.abc import Iterable

from invariant_harness.board import public_lines
from invariant_harness.core import Invariant
from notepad.engine import events as ev
from notepad.engine.day.votes import mayor_seat, voters
from notepad.engine.game import Game
from notepad.table.day_words import day_texts
from notepad.table.recorded import recorded_words, survivals_since

VOTES = (ev.Vote, ev.DoubleVote, ev.Ballot, ev.Vouch)


def _has_error(game: Game, action: ev.Event) -> bool:
    return any(v.severity == "error" for v in game.check(action))


class ExecutionSaysWhy(Invariant):
    name = "execution-says-why"
    says = "every execution vote that kills nobody says why"
    item = "6"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.lines: set[str] = set()
        self.executions = 0
        self.living: set[int] = set()

    def _words(self) -> set[str]:
        say, detail, asks = day_texts(self.game)
        return {*say.splitlines(), *detail.splitlines(), *asks.splitlines(),
                *public_lines(self.game)}

    def before(self, action: ev.Event) -> None:
        if isinstance(action, VOTES) and self.game.state.phase == "day":
            self.lines = self._words()
            self.executions = self.game.state.executions_today
            self.living = set(self.game.state.alive)
            self.survived = len(self.game.state.today.survived)
            self.vote: ev.Event | None = action

    def after(self, action: ev.Event) -> Iterable[str]:
        state = self.game.state
        # The sentence is carried out after the vote, or after the Martyr declines.
        if not isinstance(action, (*VOTES, ev.MartyrChoice)) or state.phase != "day" \
                or getattr(self, "vote", None) is None or state.today.sentenced is not None:
            return ()
        vote, self.vote = self.vote, None
        if state.executions_today <= self.executions or set(state.alive) != self.living:
            return ()
        # What the verdict says under the entry line once the vote is recorded: the words
        # of the action, and what to do for each who survived it (table/recorded.py).
        new = (self._words() - self.lines) | set(survivals_since(state, self.survived))
        recorded = recorded_words(self.game, action)
        nominees = [s for s in (getattr(vote, f, None) for f in ("nominee", "first",
                    "second", "target")) if isinstance(s, int)]
        if isinstance(vote, ev.Vouch):
            # Elimination Method: a vouch names who is vouched for; the condemned is the
            # player accused (Rule Variants — Accusation and Voting).
            nominees = list(state.nominated_today[-1:])
        elif isinstance(vote, ev.Ballot):  # the most named
            named_by = list(vote.votes.values())
            nominees = [max(set(named_by), key=named_by.count)] if named_by else []
        named = [state.players[s].name for s in nominees]
        if any(any(n in line for n in named) for line in new):
            return ()
        return [f"day {state.number}: an execution that kills nobody ({', '.join(named)} "
                f"live on) is only “{recorded}”"]


class VotesWithinVoters(Invariant):
    name = "votes-within-voters"
    says = "no voting method counts more votes than it has voters (the Mayor twice where he " \
        "votes)"
    item = "5, 9"

    def before(self, action: ev.Event) -> None:
        self.out: list[str] = []
        state = self.game.state
        if not isinstance(action, VOTES) or state.phase != "day":
            return
        count = len(voters(state))
        mayor = mayor_seat(state) if state.setup.edition == "ultimate" else None
        votes_of_mayor = int(mayor is not None and mayor in voters(state))
        too_many = count + votes_of_mayor + 1
        if isinstance(action, ev.Vote):
            probe: ev.Event = ev.Vote(nominee=action.nominee, execute_total=too_many,
                                      spare_total=0)
        elif isinstance(action, ev.DoubleVote):
            probe = ev.DoubleVote(first=action.first, second=action.second,
                                  first_total=too_many, second_total=0)
        elif isinstance(action, ev.Ballot):
            probe = ev.Ballot(method=action.method,
                              totals={next(iter(action.votes.values()), 1): too_many})
        else:
            return
        if not _has_error(self.game, probe):
            self.out.append(f"day {state.number}: {too_many} votes from {count} voters "
                            f"({'the Mayor twice' if votes_of_mayor else 'no Mayor'}) accepted "
                            f"in a {type(action).__name__}")

    def after(self, action: ev.Event) -> Iterable[str]:
        return getattr(self, "out", ())


class BanishedTakesNoPart(Invariant):
    name = "banished-takes-no-part"
    says = "the banished player's vote is refused, the banished Mayor's way not asked for"
    item = "5"

    def before(self, action: ev.Event) -> None:
        self.out: list[str] = []
        state = self.game.state
        if not isinstance(action, ev.Vote) or state.phase != "day":
            return
        banished = [p for p in state.alive.values() if p.banished_day == state.number]
        if not banished:
            return
        voting = [s for s in voters(state) if s != action.nominee]
        who = banished[0]
        if not _has_error(self.game, ev.Vote(nominee=action.nominee,
                                             execute=[*voting, who.seat])):
            self.out.append(f"day {state.number}: the banished {who.name}'s vote is counted")
        mayor = mayor_seat(state)
        if mayor is not None and state.players[mayor].banished_day == state.number:
            plain = ev.Vote(nominee=action.nominee, execute=voting)
            if "mayor-vote" in {v.rule for v in self.game.check(plain)}:
                self.out.append(f"day {state.number}: the banished Mayor "
                                f"{state.players[mayor].name}'s way is asked for")

    def after(self, action: ev.Event) -> Iterable[str]:
        return getattr(self, "out", ())


class VouchedVouchesNext(Invariant):
    name = "vouched-vouches-next"
    says = "in the Elimination Method the vouched-for player vouches next"
    item = "8"

    def before(self, action: ev.Event) -> None:
        self.out: list[str] = []
        state = self.game.state
        if not isinstance(action, ev.Vouch) or not state.today.vouched:
            return
        last = state.today.vouched[-1]
        raised = [s for s in voters(state) if s not in state.today.vouched and s != last]
        stranger = next((s for s in raised if s != action.target), None)
        if stranger is None or stranger == action.target:
            return
        if not _has_error(self.game, ev.Vouch(by=stranger, target=action.target)):
            self.out.append(f"day {state.number}: {state.players[stranger].name} vouches "
                            f"though {state.players[last].name} was vouched for last")

    def after(self, action: ev.Event) -> Iterable[str]:
        return getattr(self, "out", ())


class BallotNamesAnother(Invariant):
    name = "ballot-names-another"
    says = "each player writes another player's name (Secret Ballot)"
    item = "rule areas"

    def before(self, action: ev.Event) -> None:
        self.out: list[str] = []
        state = self.game.state
        if not isinstance(action, ev.Ballot) or not action.votes:
            return
        voter = next(iter(action.votes))
        if not _has_error(self.game, ev.Ballot(method=action.method, votes={voter: voter})):
            self.out.append(f"day {state.number}: {state.players[voter].name} names "
                            f"themselves in a {action.method} and it is accepted")

    def after(self, action: ev.Event) -> Iterable[str]:
        return getattr(self, "out", ())


class HunterShootsAtOnce(Invariant):
    name = "hunter-shoots-at-once"
    says = "a Hunter who died by day cannot shoot once night has fallen"
    item = "rule areas"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.day_dead: list[int] = []

    def after(self, action: ev.Event) -> Iterable[str]:
        state = self.game.state
        if state.phase == "day" and not isinstance(action, ev.Dawn):
            self.day_dead += [p.seat for p in state.players.values() if not p.alive
                              and p.role == "hunter" and p.died is not None
                              and p.died.when == state.when and p.seat not in self.day_dead]
        if not isinstance(action, ev.NightFalls) or state.phase != "night":
            return ()
        out = []
        for seat in self.day_dead:
            target = next(iter(state.alive), None)
            if target is not None and not _has_error(
                    self.game, ev.HunterShot(actor=seat, target=target)):
                out.append(f"night {state.number}: {state.players[seat].name} (Hunter, "
                           "died by day) shoots after night has fallen, accepted")
        self.day_dead = []
        return out
