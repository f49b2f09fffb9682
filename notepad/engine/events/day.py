"""The day's events beyond the open vote: the Ultimate voting methods, the Martyr, the random
Fool and the day timer (Ultimate, Rule Variants — Accusation and Voting; Role Cards).

Votes are recorded per voter (lists of seats, the engine counts them) or, when the moderator
only counts hands, as totals."""

from __future__ import annotations

from typing import Literal

from notepad.engine.events.base import EventBase, RoleEvent
from notepad.engine.records import field


class DoubleVote(EventBase):
    """Double Accusation: thumbs up to execute `first`, thumbs down to execute `second`; the
    one with more votes is executed, both on a tie (Rule Variants — Accusation and Voting)."""

    type: Literal["double_vote"] = "double_vote"
    first: int
    second: int
    for_first: list[int] = field(default_factory=list)
    for_second: list[int] = field(default_factory=list)
    first_total: int | None = field(default=None, ge=0)
    second_total: int | None = field(default=None, ge=0)


class Ballot(EventBase):
    """Secret Ballot ("Last Hero") or "1, 2, 3, Die!": each voter names a candidate. The most
    named is executed; a tie goes to a runoff among the tied (Rule Variants — Accusation and
    Voting). `votes` is voter → candidate, `totals` candidate → votes."""

    type: Literal["ballot"] = "ballot"
    method: Literal["secret-ballot", "snap"] = "secret-ballot"
    votes: dict[int, int] = field(default_factory=dict)
    totals: dict[int, int] = field(default_factory=dict)


class Vouch(EventBase):
    """Elimination Method: `by` vouches for `target`, who lowers their hand; the last player
    with a raised hand is executed (Rule Variants — Accusation and Voting)."""

    type: Literal["vouch"] = "vouch"
    by: int
    target: int


class MartyrChoice(RoleEvent):
    """Whether the Martyr takes the condemned player's place (by day), or — in the night
    variant — the Werewolves' victim's place (Ultimate, Role Cards — Martyr)."""

    type: Literal["martyr"] = "martyr"
    role: str = "martyr"
    takes_place: bool


class RandomFool(EventBase):
    """The Fool variant: a random player is secretly the Fool (Role Cards — Fool); drawn from
    the seed by Game.draw_random_fool() or chosen by the moderator."""

    type: Literal["random_fool"] = "random_fool"
    target: int
    from_seed: bool = False


class TimerSet(EventBase):
    """The day timer's length and how long before dusk the warning comes (Moderator's Guide —
    Managing the Pace of the Game). The elapsed time is logged on `night_falls`."""

    type: Literal["timer_set"] = "timer_set"
    seconds: int = field(gt=0)
    warning: int = field(default=60, ge=0)
