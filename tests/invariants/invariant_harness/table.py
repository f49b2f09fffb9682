"""The simulator's seat at the Game facade, watched: every call the night script reaches and
every event recorded is shown to the game's invariants (core.py), and the village's open vote
is cast in the game's own voting method.

The simulator's policies (notepad/balance/simulate/policies/) vote openly on the village's
nominee; a game set up with another method (Ultimate, Rule Variants — Accusation and Voting)
takes the same will of the table in that method's form here: a ballot naming the nominee
(the Pacifist names someone else), the Elimination Method's chain of vouches ending on the
nominee, or a Double Accusation of the nominee against another player.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from invariant_harness.core import Broken, Invariant
from notepad.balance.simulate.table import GameTable
from notepad.engine import events as ev
from notepad.engine.day.checks import method_of
from notepad.engine.day.votes import voters
from notepad.engine.night.script import Call
from notepad.table.day_words import dice_due


class WatchedCalls(list[Call]):
    """Tonight's calls; each is shown to the invariants as the simulator reaches it."""

    def __init__(self, calls: list[Call], table: WatchedTable) -> None:
        super().__init__(calls)
        self.table = table

    def __iter__(self) -> Iterator[Call]:
        for call in list.__iter__(self):
            self.table.reach(call)
            yield call


class WatchedTable(GameTable):
    """Set `kinds` (the invariant classes) and `where` (case, game, seed) before a game."""

    kinds: list[type[Invariant]] = []
    where: tuple[str, int, int] = ("", 0, 0)
    found: list[Broken] = []
    checked = 0  # invariant × (event or call) checks made, over the run
    last: WatchedTable | None = None  # the game being played

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.watching = [kind(self.game) for kind in WatchedTable.kinds]
        self.broken: set[str] = set()
        WatchedTable.last = self

    def _report(self, name: str, said: list[str]) -> None:
        """The first violation of each invariant in a game is kept (a broken rule breaks
        again at every later call or vote of the game: one is enough to find it)."""
        if not said or name in self.broken:
            return
        self.broken.add(name)
        case, game, seed = WatchedTable.where
        WatchedTable.found.append(Broken(name, case, game, seed, len(self.game.events), said[0]))

    def reach(self, call: Call) -> None:
        if self.game.state.phase != "night":
            return
        if dice_due(self.game.state):
            # The simulator rolls no Fateful Dice: the moderator rolls them at night (Rule
            # Variants — Daytime Twists), here at the night's first call.
            self._record(self.game.seeded_dice())
        for invariant in self.watching:
            self._report(invariant.name, list(invariant.at_call(call)))
        WatchedTable.checked += len(self.watching)

    def night_script(self) -> list[Call]:
        return WatchedCalls(super().night_script(), self)

    def deal(self) -> None:
        dealt = ev.CardsDealt(cards=[])  # stands for the deal in `before`
        for invariant in self.watching:
            invariant.before(dealt)
        super().deal()
        self._after(self.game.events[-1])

    def record(self, action: ev.Event) -> None:
        if isinstance(action, ev.Vote) and self.game.state.setup.edition == "ultimate":
            method = method_of(self.game.state)
            if method != "open":
                for event in in_method(self, method, action):
                    self._record(event)
                return
        self._record(action)

    def _record(self, action: ev.Event) -> None:
        for invariant in self.watching:
            invariant.before(action)
        super().record(action)
        self._after(action)

    def _after(self, action: ev.Event) -> None:
        for invariant in self.watching:
            self._report(invariant.name, list(invariant.after(action)))
        WatchedTable.checked += len(self.watching)


def in_method(table: WatchedTable, method: str, vote: ev.Vote) -> Iterator[ev.Event]:
    """The open vote `vote` cast in `method`: yielded one event at a time, each recorded
    before the next is made (a runoff depends on the ballot before it)."""
    state = table.game.state
    nominee = vote.nominee
    others = [s for s in voters(state) if s != nominee]
    if method in ("secret-ballot", "snap"):
        # "Each player writes another player's name" (Secret Ballot): the Pacifist's vote for
        # sparing goes to another player than the nominee, never to the voter.
        ballot: dict[int, int] = {}
        for seat in vote.execute:
            ballot[seat] = nominee
        for seat in [*vote.spare, *([nominee] if nominee in ballot else [])]:
            ballot[seat] = next((s for s in others if s != seat), nominee)
        yield ev.Ballot(method=method, votes=ballot)  # type: ignore[arg-type]
        while state.today.runoff and state.phase == "day":
            tied = state.today.runoff
            choice = nominee if nominee in tied else tied[0]
            yield ev.Ballot(method=method,  # type: ignore[arg-type]
                            votes={s: (choice if s != choice else next(
                                t for t in tied if t != choice)) for s in voters(state)})
    elif method == "elimination":
        # Each vouched-for player vouches next; the last raised hand is the nominee's.
        if not others:
            return
        chain = [*others, others[0]]
        for by, target in zip(chain, chain[1:], strict=False):
            if state.phase != "day" or state.today.ended or by == target:
                return
            yield ev.Vouch(by=by, target=target)
    elif method == "double-accusation":
        second = next((s for s in others if s not in vote.execute[:1]), None)
        if second is None:
            yield vote
            return
        yield ev.DoubleVote(first=nominee, second=second, for_first=list(vote.execute),
                            for_second=list(vote.spare))
    else:
        yield vote
