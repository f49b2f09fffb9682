"""Who is in which pack, for the simulator's policies (the policies package): the pack's
members, its prey and the players outside every pack, found from the role index and the
players turned rather than by a look at every player each night (issue 14). tests/engine/
test_policy_fast_paths.py holds each equal to the look at every player."""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Final

from notepad.balance.simulate.draws import pick_but
from notepad.engine.players import Player
from notepad.engine.state import GameState


def pack_members(state: GameState, pack: str) -> list[int]:
    """The seats whose `state.pack_of` is `pack` now, living or dead, in seat order.

    Only the holders of the pack's roles (the role index) and the players turned (bitten or
    made Vampires: GameState.turned) can be in a pack; they are kept per pack until the role
    index is rebuilt or somebody more is turned, and asked `pack_of` each time."""
    turned = state.turned
    kept = _MEMBERS.get(pack)
    if kept is None or kept[0] is not state.by_role or kept[1] != len(turned):
        packs = state.packs
        found: set[int] = set(turned)
        for role_id, seats in state.by_role.items():
            if packs.get(role_id) == pack:
                found.update(seats)
        players = state.players
        members = [s for s in sorted(found) if state.pack_of(players[s]) == pack]
        kept = _MEMBERS[pack] = (state.by_role, len(turned), members)
    return kept[2]


# Per pack: (the role index and the number of players turned they were found for, the pack's
# seats). `pack_of` reads a player's role (a new role rebuilds the role index) and whether
# the player was bitten or made a Vampire (each such player is added to GameState.turned).
_MEMBERS: Final[dict[str, tuple[dict[str, list[int]], int, list[int]]]] = {}


class Living:
    """The living seats of one `alive` dict while it holds `count` players (issue 14).

    The engine only ever takes a player out of a state's `alive` dict in place (deaths.kill,
    deaths.runs_the_game, moves.leave); a player who comes back or arrives makes a new dict
    (moves.arrive), and so does every new game or copy of a state. So the same dict, holding
    as many players as when the seats were taken, holds the same seats. tests/engine/
    test_living_seats.py holds the seats equal to `list(state.alive)` after every event."""

    __slots__ = ("alive", "count", "seats", "top")

    def __init__(self) -> None:
        self.alive: dict[int, Player] = {}
        self.count = -1
        self.seats: tuple[int, ...] = ()
        self.top = 0  # the highest seat among them (0: nobody)


_LIVING: Final = Living()


def living(state: GameState) -> Living:
    """The living seats of `state` (kept until the living change: `Living`)."""
    alive = state.alive
    kept = _LIVING
    if kept.alive is not alive or kept.count != len(alive):
        seats = tuple(alive)
        kept.alive, kept.count, kept.seats = alive, len(alive), seats
        # The last: `alive` is in seat order (GameState.alive; `living_seats`, drop_seats),
        # where a look at every seat for the highest cost a Python step each.
        kept.top = seats[-1] if seats else 0
    return kept


def living_seats(state: GameState) -> list[int]:
    """`list(state.alive)`: the living in seat order, a fresh list (the policies take seats
    out of it). The policies ask for it a few hundred times a game, and the living change at a
    few deaths a night: the seats are kept as a tuple until then (`Living`, issue 14)."""
    return list(living(state).seats)


class Left:
    """A pool of the living (`Living`) with some left out: `out[seat]` marks a seat left out
    (by seat number), `gone` lists them and `left` counts the living still in. The policies
    draw from it by count (`pick`, draws.pick_but) rather than make a list of the seats left: a
    pool is asked for once or twice before somebody dies, so anything kept for the living
    (their places, the pool itself) cost more to make than it saved (issue 14)."""

    __slots__ = ("alive", "gone", "left", "out", "seats")

    def __init__(self, kept: Living) -> None:
        self.seats = kept.seats
        self.alive = kept.alive  # the state's living, whose seats are `seats`
        self.out = [False] * (kept.top + 1)
        self.gone: list[int] = []
        self.left = len(kept.seats)

    def drop(self, seats: Collection[int]) -> None:
        """Leave out those of `seats` who are among the living (a living seat is at most
        `top`: its mark is in `out`)."""
        alive, out, gone = self.alive, self.out, self.gone
        for seat in seats:
            if seat in alive and not out[seat]:
                out[seat] = True
                gone.append(seat)
        self.left = len(self.seats) - len(gone)

    def has(self, seat: int) -> bool:
        """The seat is in the pool."""
        return seat in self.alive and not self.out[seat]

    def seats_left(self) -> list[int]:
        out = self.out
        return [seat for seat in self.seats if not out[seat]]

    def pick(self, rng: random.Random) -> int:
        """`pick(rng, self.seats_left())`, the same draws, without the list."""
        return pick_but(rng, self.seats, self.out, self.gone)


def everyone(state: GameState) -> Left:
    """All the living, none left out yet."""
    return Left(living(state))


def prey_left(state: GameState, kept: Living, pack: str) -> Left:
    """The living outside the pack (`state.pack_of(p) != pack`) as a pool: the living but the
    pack's few members (`pack_members`), rather than a look at every player every night.
    tests/engine/test_policy_fast_paths.py holds it equal to the look at every player."""
    pool = Left(kept)
    pool.drop(pack_members(state, pack))
    return pool


def outside_left(state: GameState, kept: Living) -> Left:
    """The living outside any pack (policies.village.in_any_pack: the Werewolves' or the
    Vampires') as a pool (as `prey_left`)."""
    pool = Left(kept)
    pool.drop(pack_members(state, "werewolves"))
    pool.drop(pack_members(state, "vampires"))
    return pool


def drop_seats(seats: list[int], drop: list[int] | tuple[int, ...]) -> None:
    """Take the seats of `drop` out of `seats` (ascending, without repeats), in place: a
    binary search for each, where `list.remove` cost several times more (issue 14)."""
    for seat in drop:  # compiled, the search runs on native ints (bisect_left cost more)
        low, high = 0, len(seats)
        while low < high:
            middle = (low + high) >> 1
            if seats[middle] < seat:
                low = middle + 1
            else:
                high = middle
        if low < len(seats) and seats[low] == seat:
            seats.pop(low)
