"""Who is in which pack, for the simulator's policies (policies.py): the pack's members, its
prey and the players outside every pack, found from the role index and the players turned
rather than by a look at every player each night (issue 14). tests/engine/
test_policy_fast_paths.py holds each equal to the look at every player."""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Final

from notepad.balance.simulate.draws import pick_but
from notepad.engine.state import GameState, Player


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
    """The living seats of one `alive` dict while it holds `count` players, and what the
    policies work out from them until somebody dies: where each seat sits among them and
    where each pack's members sit (issue 14).

    The engine only ever takes a player out of a state's `alive` dict in place (deaths.kill,
    deaths.runs_the_game, moves.leave); a player who comes back or arrives makes a new dict
    (moves.arrive), and so does every new game or copy of a state. So the same dict, holding
    as many players as when the seats were taken, holds the same seats. tests/engine/
    test_living_seats.py holds the seats equal to `list(state.alive)` after every event;
    tests/balance/test_policy_pools.py the places and the packs' places."""

    __slots__ = ("alive", "at", "count", "outside", "packs", "prey", "seats")

    def __init__(self) -> None:
        self.alive: dict[int, Player] | None = None
        self.count = -1
        self.seats: tuple[int, ...] = ()
        # seat → its place in `seats` (-1: not among them), made when first asked for (`places`):
        # a list by seat number, where a dictionary cost more to make than it saved
        self.at: list[int] | None = None
        # pack → (the pack's members as `pack_members` gave them, the places of the living
        # among them in `seats`, ascending)
        self.packs: dict[str, tuple[list[int], list[int]]] = {}
        # pack → (its members as above, `prey_left`); (both packs' members, `outside_left`)
        self.prey: dict[str, tuple[list[int], Left]] = {}
        self.outside: tuple[list[int], list[int], Left] | None = None


_LIVING: Final = Living()


def living(state: GameState) -> Living:
    """The living seats of `state` (kept until the living change: `Living`)."""
    alive = state.alive
    kept = _LIVING
    if kept.alive is not alive or kept.count != len(alive):
        kept.alive, kept.count, kept.seats = alive, len(alive), tuple(alive)
        kept.at = None
        kept.packs = {}
        kept.prey = {}
        kept.outside = None
    return kept


def living_seats(state: GameState) -> list[int]:
    """`list(state.alive)`: the living in seat order, a fresh list (the policies take seats
    out of it). The policies ask for it a few hundred times a game, and the living change at a
    few deaths a night: the seats are kept as a tuple until then (`Living`, issue 14)."""
    return list(living(state).seats)


def places(kept: Living) -> list[int]:
    """Each seat's place in `kept.seats` by seat number, -1 for a seat not among them."""
    at = kept.at
    if at is None:
        seats = kept.seats
        top = -1
        for seat in seats:  # `max(seats)`, which compiled is a call of the builtin
            if seat > top:
                top = seat
        at = kept.at = [-1] * (top + 1)
        for place, seat in enumerate(seats):
            at[seat] = place
    return at


def pack_places(state: GameState, kept: Living, pack: str) -> list[int]:
    """The places in `kept.seats` of the pack's living members (`pack_members`), ascending:
    worked out once until somebody dies, joins the pack or changes role."""
    members = pack_members(state, pack)
    found = kept.packs.get(pack)
    if found is None or found[0] is not members:
        at = places(kept)
        size = len(at)
        found = kept.packs[pack] = (members, sorted(
            [at[seat] for seat in members if 0 <= seat < size and at[seat] >= 0]))
    return found[1]


class Left:
    """A pool of the living (`Living`) with some left out: `out[place]` marks a seat of
    `seats` left out and `left` counts those still in. The policies draw from it by count
    (`pick`, draws.pick_but) rather than make a list of the seats left (issue 14)."""

    __slots__ = ("at", "left", "out", "seats")

    def __init__(self, seats: tuple[int, ...], at: list[int], out: list[bool],
                 left: int) -> None:
        self.seats = seats
        self.at = at  # `places`
        self.out = out
        self.left = left

    def copy(self) -> Left:
        return Left(self.seats, self.at, self.out.copy(), self.left)

    def drop(self, seats: Collection[int]) -> None:
        """Leave out those of `seats` who are among the living."""
        at, out = self.at, self.out
        size = len(at)
        for seat in seats:
            if 0 <= seat < size:
                place = at[seat]
                if place >= 0 and not out[place]:
                    out[place] = True
                    self.left -= 1

    def drop_places(self, places: list[int]) -> None:
        """Leave out the seats at these places of `seats`."""
        out = self.out
        for place in places:
            if not out[place]:
                out[place] = True
                self.left -= 1

    def has(self, seat: int) -> bool:
        """The seat is in the pool."""
        at = self.at
        return 0 <= seat < len(at) and at[seat] >= 0 and not self.out[at[seat]]

    def seats_left(self) -> list[int]:
        return [seat for seat, out in zip(self.seats, self.out, strict=True) if not out]

    def pick(self, rng: random.Random) -> int:
        """`pick(rng, self.seats_left())`, the same draws, without the list."""
        return pick_but(rng, self.seats, self.out, self.left)


def everyone(kept: Living) -> Left:
    """All the living, none left out yet."""
    seats = kept.seats
    return Left(seats, places(kept), [False] * len(seats), len(seats))


def prey_left(state: GameState, kept: Living, pack: str) -> Left:
    """The living but the pack's members (`prey_of`), kept until somebody dies, joins the
    pack or changes role: the pack's victim is drawn from it every night. Shared: `copy()` it
    to leave more out."""
    members = pack_members(state, pack)
    found = kept.prey.get(pack)
    if found is None or found[0] is not members:
        pool = everyone(kept)
        pool.drop_places(pack_places(state, kept, pack))
        found = kept.prey[pack] = (members, pool)
    return found[1]


def outside_left(state: GameState, kept: Living) -> Left:
    """The living outside both packs (`outsiders`), kept as `prey_left`. Shared: `copy()` it
    to leave more out."""
    wolves = pack_members(state, "werewolves")
    vampires = pack_members(state, "vampires")
    found = kept.outside
    if found is None or found[0] is not wolves or found[1] is not vampires:
        pool = everyone(kept)
        pool.drop_places(pack_places(state, kept, "werewolves"))
        pool.drop_places(pack_places(state, kept, "vampires"))
        found = kept.outside = (wolves, vampires, pool)
    return found[2]


def prey_of(state: GameState, pack: str) -> list[int]:
    """The living outside the pack (`state.pack_of(p) != pack`), in seat order: the living but
    the pack's few members (`pack_members`), rather than a look at every player every night.
    tests/engine/test_policy_fast_paths.py holds it equal to the look at every player."""
    prey = living_seats(state)
    drop_seats(prey, pack_members(state, pack))
    return prey


def outsiders(state: GameState, seats: tuple[int, ...]) -> list[int]:
    """The living outside any pack (`in_any_pack`: the Werewolves' or the Vampires'), but
    `seats`, in seat order (as `prey_of`)."""
    pool = living_seats(state)
    drop_seats(pool, seats)
    drop_seats(pool, pack_members(state, "werewolves"))
    drop_seats(pool, pack_members(state, "vampires"))
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
