"""The simple, documented policies the simulated players follow (docs/win-probability.md).

Every choice is a legal one: the policies know the data-driven rules (self-targets, no repeat,
once per target, uses per game, potions left, dead and banished players, the pack not eating
its own), and the engine's validator has the last word (table.IllegalAction).

What the village knows in public lives in `Village`; the secret roles read the engine state.
The village skill s (0 ≤ s ≤ 1) is how often a lynch hits a pack member beyond chance: with
chance s the vote goes to a random pack member among the suspects, otherwise to a random
suspect. A lynch then hits a pack member with chance s + (1 - s)·w/a, so s = 0 is the random
lynch of the exact baseline and s = 1 a village that always finds a wolf.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Final, TypeVar

from notepad.balance.simulate.draws import pick
from notepad.balance.simulate.packs import (
    Left,
    drop_seats,
    everyone,
    living,
    living_seats,
    outside_left,
    prey_left,
)
from notepad.catalog.models import Role
from notepad.engine.events import (
    Bless,
    CharmPassed,
    ChoosePlayers,
    Event,
    LoversChosen,
    MinionChosen,
    PackKill,
    Passed,
    Potions,
    Protect,
    Recruit,
    RoleCheck,
    Silence,
    TroubleSignal,
    Vote,
)
from notepad.engine.night.card_calls import acting_role
from notepad.engine.night.script import Call
from notepad.engine.night.sight import neighbourhood
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState

SEER_ANSWERS: Final = frozenset({"werewolf", "villager"})
# `Final`, here and below: compiled, a module's name is read from a C static, where any other
# name is a look-up in the module's dictionary each time (play.py, NIGHT_FALLS; issue 14). The
# event classes the policies make or test on every call, read the same way:
MINION_CHOSEN: Final = MinionChosen
ROLE_CHECK: Final = RoleCheck
PASSED: Final = Passed


@dataclass(slots=True)
class Village:
    """Public knowledge, built from what the information roles choose to tell."""

    skill: float = 0.0
    accused: list[int] = field(default_factory=list)  # named as werewolves, in order
    cleared: set[int] = field(default_factory=set)  # shown to be no werewolf
    suspects: set[int] = field(default_factory=set)  # in a circle with "a werewolf nearby"
    exposed: set[int] = field(default_factory=set)  # information roles who spoke up
    hunted: set[int] = field(default_factory=set)  # the pack's own priority (the Seer found)
    revealed: set[int] = field(default_factory=set)  # the Prince, shown at the gallows
    told: int = 0  # how many of state.checks have been read

    def learn(self, state: GameState) -> None:
        """Each morning: a living checker who has found a werewolf speaks up, names every
        result so far, and is exposed; an exposed checker goes on telling. A checker who keeps
        finding villagers stays hidden (and so alive longer)."""
        new = state.checks[self.told:]
        self.told = len(state.checks)
        for _night, role_id, target, said in new:
            checkers = state.holders(role_id)  # the living holders
            if not checkers:
                continue
            if said == "the seer":  # the Sorceress tells the pack
                self.hunted.add(target)
            elif said == "werewolf" or (said in SEER_ANSWERS and checkers[0].seat in self.exposed):
                self._speak(state, role_id, checkers[0].seat)
            elif said in ("a werewolf nearby", "no werewolf nearby"):
                circle = {p.seat for p in neighbourhood(state, target)} - {checkers[0].seat}
                if said == "no werewolf nearby":
                    self.cleared |= circle
                else:
                    self.suspects |= circle
                self.exposed.add(checkers[0].seat)

    def _speak(self, state: GameState, role_id: str, seat: int) -> None:
        self.exposed.add(seat)
        for _night, checker, target, said in state.checks:
            if checker != role_id:
                continue
            if said == "werewolf" and target not in self.accused:
                self.accused.append(target)
            elif said == "villager":
                self.cleared.add(target)


def _banished_today(state: GameState, seat: int) -> bool:
    return state.players[seat].banished_day == state.number


def in_any_pack(state: GameState, seat: int) -> bool:
    return state.pack_of(state.players[seat]) in ("werewolves", "vampires")


def choose_suspect(
    state: GameState, village: Village, rng: random.Random, exclude: frozenset[int] = frozenset()
) -> int | None:
    """Whom the village (or the Hunter) goes after: a named werewolf first; else, among the
    living who are neither cleared nor exposed (narrowed to a "werewolf nearby" circle if
    there is one), a pack member with chance `skill`, otherwise anyone. A Prince who has shown
    the card is never chosen again while anyone else is left."""
    number = state.number
    # Nobody is banished today unless somebody was banished for today (GameState.banish_day).
    banishing = state.banish_day == number
    if not banishing and not exclude:  # the usual case: every living player
        return _suspect_among_the_living(state, village, rng)
    candidates = [
        seat for seat, p in state.alive.items()
        if seat not in exclude and not (banishing and p.banished_day == number)
    ]
    if not candidates:
        return None
    if village.accused:
        # `seat in set(candidates)`, asked of the few named: living, not left out, not
        # banished today (as the candidates are chosen above).
        alive = state.alive
        for seat in village.accused:
            if seat in alive and seat not in exclude and not (
                    banishing and alive[seat].banished_day == number) \
                    and seat not in village.revealed:
                return seat
    vouched = village.cleared | village.exposed | village.revealed
    fresh = [s for s in candidates if s not in vouched]
    if fresh:
        suspects = village.suspects
        pool = ([s for s in fresh if s in suspects] if suspects else None) or fresh
    else:  # everyone left is vouched for: the village must still choose
        pool = [s for s in candidates if s not in village.revealed] or candidates
    # rng.random() is drawn only when skill > 0, so s = 0 draws exactly like the baseline.
    return _suspect_of(state, village, rng, pool)


def _suspect_among_the_living(state: GameState, village: Village,
                              rng: random.Random) -> int | None:
    """`choose_suspect` when every living player is a candidate: the pool is drawn from by
    the seats it leaves out of the living (packs.Left), where a list of them cost a look at
    every living player; the same draws. tests/engine/test_policy_fast_paths.py holds it equal
    to the look at each one."""
    kept = living(state)
    if not kept.seats:
        return None
    alive = state.alive
    for seat in village.accused:
        if seat in alive and seat not in village.revealed:
            return seat
    fresh = Left(kept)  # but the vouched for
    fresh.drop(village.cleared)
    fresh.drop(village.exposed)
    if village.revealed:  # no Prince shown, most games
        fresh.drop(village.revealed)
    if fresh.left:
        if village.suspects:  # narrowed to the suspects among them, if any
            inner = sorted([seat for seat in village.suspects if fresh.has(seat)])
            if inner:
                return _suspect_of(state, village, rng, inner)
        pool = fresh
    else:  # everyone left is vouched for: the village must still choose
        pool = Left(kept)
        pool.drop(village.revealed)
        if not pool.left:
            pool = Left(kept)
    if village.skill > 0:
        return _suspect_of(state, village, rng, pool.seats_left())
    return pool.pick(rng)


def _suspect_of(state: GameState, village: Village, rng: random.Random, pool: list[int]) -> int:
    """`choose_suspect`'s draw from its pool."""
    # rng.random() is drawn only when skill > 0, so s = 0 draws exactly like the baseline.
    if village.skill > 0 and rng.random() < village.skill:
        players, packs = state.players, state.packs
        pack = [s for s in pool if (q := players[s]).bitten or q.vampire
                or packs.get(q.role) is not None]  # in_any_pack, written out
        if pack:
            return pick(rng, pack)
    return pick(rng, pool)


def lynch_vote(state: GameState, nominee: int) -> Vote:
    """The table follows the village's choice: every living player who may vote does so to
    execute, except the Pacifist, who always votes to spare (Ultimate, Role Cards)."""
    execute: list[int] = []
    spare: list[int] = []
    number = state.number
    banishing = state.banish_day == number  # anybody banished today (GameState.banish_day)
    if not banishing:
        # Everybody living votes: the living in seat order, the Pacifists (the role index,
        # GameState.by_role, in seat order) taken out to spare; not a look at every hand.
        # tests/engine/test_policy_fast_paths.py holds it equal to `plain_lynch_vote`.
        alive = state.alive
        execute = living_seats(state)
        for seat in state.by_role.get("pacifist", ()):
            if seat in alive:
                execute.remove(seat)
                spare.append(seat)
        return _vote(nominee, execute, spare)
    for seat, player in state.alive.items():
        if not (banishing and player.banished_day == number):
            (spare if player.role == "pacifist" else execute).append(seat)
    return Vote(nominee=nominee, execute=execute, spare=spare)


# `Vote(nominee=…, execute=…, spare=…)`, made as the session log's reader makes a record
# (records.Record._make: each field's value set in field order, taken as it is): the table's
# votes are lists of living seats, well within what the record's `__init__` checks, and the
# `__init__` run by Python was most of `lynch_vote`, compiled. The other fields are those of
# a Vote made the usual way. tests/balance/test_policy_pools.py holds the two equal.
# The three fields set here, and the others (setter, value) set as a usual Vote has them,
# each once, where a loop over the fields asked at each which one it was.
_VOTE_SET_NOMINEE: Final = Vote._setters[Vote._names.index("nominee")]
_VOTE_SET_EXECUTE: Final = Vote._setters[Vote._names.index("execute")]
_VOTE_SET_SPARE: Final = Vote._setters[Vote._names.index("spare")]
_VOTE_REST: Final = tuple(
    (setter, value) for name, setter, value
    in zip(Vote._names, Vote._setters, Vote(nominee=1)._values(), strict=True)
    if name not in ("nominee", "execute", "spare"))
_NEW: Final = object.__new__
VOTE: Final = Vote


def _vote(nominee: int, execute: list[int], spare: list[int]) -> Vote:
    vote: Vote = _NEW(VOTE)
    _VOTE_SET_NOMINEE(vote, nominee)
    _VOTE_SET_EXECUTE(vote, execute)
    _VOTE_SET_SPARE(vote, spare)
    for setter, value in _VOTE_REST:
        setter(vote, value)
    return vote


def hunter_target(state: GameState, village: Village, rng: random.Random) -> int | None:
    hunters = frozenset(p.seat for p in state.holders("hunter", alive_only=False))
    return choose_suspect(state, village, rng, exclude=hunters)


def mayor_heir(state: GameState, village: Village, rng: random.Random) -> int:
    """The dead Werwölfe Mayor hands the card to a player the village trusts."""
    living = [p.seat for p in state.living()]
    trusted = [s for s in living if s in village.cleared or s in village.exposed]
    return pick(rng, trusted or living)


# ------------------------------------------------------------------ night calls


_PASSES: Final[dict[str, Passed]] = {}


def passed(role: str) -> Passed:
    """A pass for `role`'s call. Events are frozen, so one pass per role serves every call:
    most are never recorded (play.SILENT_PASSES), and making a pydantic event each time cost
    more than the choice."""
    found = _PASSES.get(role)
    if found is None:
        found = _PASSES[role] = PASSED(role=role)
    return found


_ONE_TARGET = TypeVar("_ONE_TARGET", RoleCheck, Protect, Bless, Recruit,
                      Silence)
_TARGETED: Final[dict[type, dict[str, dict[int, Event]]]] = {}  # kind → role → seat → event


def targeted(kind: type[_ONE_TARGET], role: str, target: int) -> _ONE_TARGET:
    """`kind(role=role, target=target)`, made once per role and seat: events are frozen, and
    a run asks for the same few hundred over and over (a pydantic event is slow to make).
    Kept by kind, role and seat in turn: a key of the three made a tuple to hash each time."""
    by_role = _TARGETED.get(kind)
    if by_role is None:
        by_role = _TARGETED[kind] = {}
    by_seat = by_role.get(role)
    if by_seat is None:
        by_seat = by_role[role] = {}
    found = by_seat.get(target)
    if found is None:
        found = by_seat[target] = kind(role=role, target=target)
    return found  # type: ignore[return-value]


def may_act(call: Call) -> bool:
    """Whether `night_action` can answer the call with anything but a pass: somebody living
    wakes (or the moderator chooses: the Lovers in Cupid's variant 2), and the call records
    something a policy chooses."""
    return acting(call) is not None


def acting(call: Call) -> _Kinds | None:
    """The call's `_Kinds` if `night_action` can answer it with anything but a pass
    (`may_act`), else None: the game loop asks once per call and answers with them (play.py),
    where asking `may_act` and then `night_action` worked the kinds out twice."""
    if call.dead or not (call.seats or call.record == MODERATOR_CHOOSES):
        return None
    record = call.record  # `_kinds(call)`, written out: asked of every call of every night
    kinds = _KINDS.get(call.role)
    if kinds is None or (kinds.record is not record and kinds.record != record):
        kinds = _KINDS[call.role] = _Kinds(record)
    return kinds if kinds.acts else None


class _Kinds:
    """What a call's record kinds mean to the policies, worked out once per role: the first
    kind a chooser answers ("" for none), whether the Minion is chosen, and whether a policy
    may answer with more than a pass (`may_act`)."""

    __slots__ = ("acts", "kind", "minion", "record")

    def __init__(self, record: tuple[str, ...]) -> None:
        self.record = record
        self.kind = next((k for k in record if k in CHOOSERS), "")
        self.minion = "minion" in record
        self.acts = bool(self.kind) or self.minion


def _kinds(call: Call) -> _Kinds:
    """The call's `_Kinds`, kept by role (a role's calls record the same kinds: compared by
    identity first, a dictionary keyed by the record hashed the tuple on every ask)."""
    record = call.record
    kept = _KINDS.get(call.role)
    if kept is None or (kept.record is not record and kept.record != record):
        kept = _KINDS[call.role] = _Kinds(record)
    return kept


_KINDS: Final[dict[str, _Kinds]] = {}
# The Lovers' call where the moderator chooses them (Role Cards — Cupid, alternate variant 2).
MODERATOR_CHOOSES: Final = ("choose_lovers",)


def night_action(
    state: GameState, call: Call, village: Village, rng: random.Random
) -> list[Event]:
    """The events to record for one call of the night script (in order)."""
    if call.dead or not (call.seats or call.record == MODERATOR_CHOOSES):
        return [passed(call.role)]
    # Every chooser answers with an event: the call's first record kind that has one decides.
    kinds = _kinds(call)
    kind = kinds.kind
    if kinds.minion:
        chosen = MINION_CHOSEN(role=call.role, target=_minion(state, call, rng))
        return [chosen, answer(kind, state, call, village, rng) if kind else passed(call.role)]
    return [answer(kind, state, call, village, rng) if kind else passed(call.role)]


def answer(kind: str, state: GameState, call: Call, village: Village,
           rng: random.Random) -> Event:
    """The chooser's answer to a call whose first chosen kind is `kind` (`_Kinds.kind`):
    `CHOOSERS[kind](state, call, village, rng)`, the commonest first: compiled, a direct
    call, where a function read from the dictionary is called through Python's protocol."""
    if kind == "kill":
        return _pack_kill(state, call, village, rng)
    if kind == "check":
        return _seer_check(state, call, village, rng)
    if kind == "check_neighbourhood" or kind == "find_role":
        return _one_use_check(state, call, village, rng)
    if kind == "protect":
        return _protect(state, call, village, rng)
    if kind == "potions":
        return _potions(state, call, village, rng)
    if kind == "recruit":
        return _recruit(state, call, village, rng)
    if kind == "silence":
        return _silence(state, call, village, rng)
    if kind == "signal":
        return _signal(state, call, village, rng)
    if kind == "bless":
        return _bless(state, call, village, rng)
    return CHOOSERS[kind](state, call, village, rng)


def _minion(state: GameState, call: Call, rng: random.Random) -> int:
    """A living player outside every pack and not a Minion yet (Role Cards — Minion)."""
    others = [p.seat for p in state.living() if state.pack_of(p) is None and not p.minion
              and p.role != "minion" and p.seat not in call.seats]
    return pick(rng, others)


def _others(state: GameState, call: Call) -> list[int]:
    """The living, in seat order, but the call's own players."""
    others = living_seats(state)
    drop_seats(others, call.seats)  # one or two: cheaper than asking each living seat
    return others


def _pack_kill(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """The pack eats the Seer the Sorceress found, else an exposed information role, else a
    random player outside the pack (the baseline's "random non-wolf")."""
    pack, wanted = _kill_of(state.roles[call.role])
    targets: list[int] = []
    hunted, exposed = village.hunted, village.exposed
    if hunted or exposed:
        packs, alive = state.packs, state.alive
        for known in (hunted, exposed):
            if not known:  # the Sorceress has found nobody yet, most nights
                continue
            # A few seats: the prey among them (living, outside the pack), in seat order, up
            # to as many as the pack eats.
            for s in sorted(known):
                if s in alive and s not in targets and (
                        (q := alive[s]).bitten and "werewolves" or q.vampire and "vampires"
                        or packs.get(q.role)) != pack:
                    targets.append(s)
                    if len(targets) == wanted:
                        break
            if len(targets) == wanted:
                break
    if len(targets) < wanted:
        # The rest of the prey: the living but the pack and the victims chosen, drawn from
        # by count (packs.Left).
        rest = prey_left(state, living(state), pack)
        if targets:
            rest.drop(targets)
        more = min(wanted - len(targets), rest.left)
        if more == 1:
            # `rng.sample(rest, 1)` draws exactly as `rng.choice(rest)` does (one `_randbelow`
            # of len(rest), that item), and costs several times more.
            targets.append(rest.pick(rng))
        elif more > 1:
            targets += rng.sample(rest.seats_left(), more)
    key = (call.role, tuple(targets))
    kill = _KILLS.get(key)
    if kill is None:  # made once per pack and victims, as `targeted` (the engine never
        kill = _KILLS[key] = PackKill(role=call.role, targets=targets)  # changes an event)
    return kill


def _kill_of(role: Role) -> tuple[str, int]:
    """The pack a killing role hunts for and how many it kills, read once per role (a read
    from the catalogue's pydantic model is slow)."""
    kept = _KILL_OF.get(role.id)
    if kept is None or kept[0] is not role:
        kept = _KILL_OF[role.id] = (role, role.pack or "werewolves",
                                    max(role.ability.targets, 1))
    return kept[1], kept[2]


_KILL_OF: Final[dict[str, tuple[Role, str, int]]] = {}
_KILLS: Final[dict[tuple[str, tuple[int, ...]], PackKill]] = {}


def _seer_check(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Check someone not checked yet and not already known to the village; the Apprentice
    who must check a player twice (Role Cards — Apprentice Seer, alternate variant) checks
    again the player it has no answer for yet."""
    role_id = call.role
    alive = state.alive
    if checked_again(state):  # only in the Apprentice's variant
        for _n, role, t, said in reversed(state.checks):  # the last such check
            if role == role_id and said == "check again" and t in alive:
                return targeted(ROLE_CHECK, role_id, t)
    # Among the others (the living but the call's own): one not checked yet nor known, else
    # one not checked yet, else anyone; drawn from by count (packs.Left).
    done = state.targeted.get(role_id)
    pool = everyone(state)
    pool.drop(call.seats)
    if done:
        pool.drop(done)
    unchecked = pool.left
    pool.drop(village.accused)
    pool.drop(village.cleared)
    pool.drop(village.exposed)
    if not pool.left and unchecked:  # nobody fresh: one not checked yet
        pool = everyone(state)
        pool.drop(call.seats)
        if done:
            pool.drop(done)
    if not pool.left:  # everyone checked: any of the others
        pool = everyone(state)
        pool.drop(call.seats)
        if not pool.left:
            return passed(role_id)
    return targeted(ROLE_CHECK, role_id, pool.pick(rng))


class _CheckedAgain:
    """Whether one `checks` list holds a "check again" answer, read up to `read` entries:
    the engine only appends to a state's checks (apply._check)."""

    __slots__ = ("checks", "read", "seen")

    def __init__(self) -> None:
        self.checks: list[tuple[int, str, int, str]] = []
        self.read = 0
        self.seen = False


_CHECKED_AGAIN: Final = _CheckedAgain()


def checked_again(state: GameState) -> bool:
    """Whether any check so far was answered "check again" (Role Cards — Apprentice Seer,
    alternate variant): each entry of `state.checks` read once, where the Seer's every call
    looked over them all. tests/balance/test_policy_kept.py holds it equal to the look."""
    checks = state.checks
    kept = _CHECKED_AGAIN
    if kept.checks is not checks or kept.read > len(checks):
        kept.checks, kept.read, kept.seen = checks, 0, False
    if not kept.seen:
        for at in range(kept.read, len(checks)):
            if checks[at][3] == "check again":
                kept.seen = True
                break
        kept.read = len(checks)
    return kept.seen


def _one_use_check(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Psychic Detective (once per game) and Sorceress: a random unchecked player."""
    role = state.roles[acting_role(state, call.role)]  # a Doppelganger's copy: its ability
    uses = _ability_of(role)[0]
    if uses and state.uses.get(call.role, 0) >= uses:
        return passed(call.role)
    # The living outside both packs (packs.outside_left), but the call's own and those checked.
    pool = outside_left(state, living(state))
    pool.drop(call.seats)
    done = state.targeted.get(call.role)
    if done:
        pool.drop(done)
    if not pool.left:
        return passed(call.role)
    return targeted(ROLE_CHECK, call.role, pool.pick(rng))


def _ability_of(role: Role) -> tuple[int, bool]:
    """The role's uses per game (0: no limit) and whether it may choose itself, read once per
    role (as `_kill_of`)."""
    kept = _ABILITY_OF.get(role.id)
    if kept is None or kept[0] is not role:
        ability = role.ability
        kept = _ABILITY_OF[role.id] = (role, ability.uses_per_game or 0,
                                       bool(ability.self_allowed))
    return kept[1], kept[2]


_ABILITY_OF: Final[dict[str, tuple[Role, int, bool]]] = {}


def _protect(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Guard an exposed information role, else oneself, never last night's choice."""
    role = state.roles[acting_role(state, call.role)]
    last = state.last_night.get(call.role)
    me = call.seats[0]
    if village.exposed:  # the first exposed, else oneself: the first of them not guarded last
        players = state.players
        for seat in sorted(village.exposed):
            if players[seat].alive and seat != me and seat != last:
                return targeted(Protect, call.role, seat)
    if _ability_of(role)[1] and me != last:
        return targeted(Protect, call.role, me)
    # The others (the living but the call's own) but last night's choice.
    pool = everyone(state)
    pool.drop(call.seats)
    if last is not None:
        pool.drop((last,))
    if not pool.left:
        return passed(call.role)
    return targeted(Protect, call.role, pool.pick(rng))


def _potions(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Heal the first victim the first time there is one; poison a named werewolf."""
    left = state.potions.get(call.role, {})
    heal = kill = None
    if left.get("heal", 0) > 0:
        victims = [s for seats in state.tonight.kills.values() for s in seats
                   if state.players[s].alive]
        heal = victims[0] if victims else None
    if left.get("kill", 0) > 0:
        named = [s for s in village.accused if state.players[s].alive and s != heal
                 and s not in call.seats]
        kill = named[0] if named else None
    if heal is None and kill is None:
        return passed(call.role)
    return Potions(role=call.role, heal=heal, kill=kill)


def _bless(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Keep the blessing for an exposed information role."""
    uses = _ability_of(state.roles[acting_role(state, call.role)])[0]
    if state.uses.get(call.role, 0) >= (uses or 1):
        return passed(call.role)
    if village.exposed:
        players = state.players
        for seat in sorted(village.exposed):
            if players[seat].alive and seat not in call.seats and not players[seat].blessed:
                return targeted(Bless, call.role, seat)
    return passed(call.role)


def _lovers(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    living = [p.seat for p in state.living()]
    if state.uses.get(call.role, 0) or len(living) < 2:
        return passed(call.role)
    return LoversChosen(role=call.role, targets=rng.sample(living, 2))


def _choose(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Bandit and Doppelganger choose on their first call only."""
    if state.uses.get(call.role, 0):
        return passed(call.role)
    role = state.roles[call.role]
    pool = _others(state, call)
    wanted = max(role.ability.targets, 1)
    if len(pool) < wanted:
        return passed(call.role)
    return ChoosePlayers(role=call.role, targets=rng.sample(pool, wanted))


def _recruit(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    # The others (the living but the call's own) but the cultists.
    pool = everyone(state)
    pool.drop(call.seats)
    pool.drop([p.seat for p in state.alive.values() if p.cultist])
    if not pool.left:
        return passed(call.role)
    return targeted(Recruit, call.role, pool.pick(rng))


def _signal(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """The Trouble Maker asks for two executions once a werewolf has been named."""
    if state.uses.get(call.role, 0):
        return passed(call.role)
    alive = state.alive
    for seat in village.accused:  # a named werewolf alive
        if seat in alive:
            return TroubleSignal(role=call.role)
    return passed(call.role)


def _silence(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Silencing changes nothing these policies model; only the Enchantress who must silence
    every night (Role Cards — Enchantress, alternate variant) picks someone not silenced yet."""
    if not rule_on(state, "enchantress-must-silence"):
        return passed(call.role)
    done = set(state.targeted.get(call.role, ()))
    pool = [s for s in state.alive if s not in done]
    return targeted(Silence, call.role, pick(rng, pool)) if pool else passed(call.role)


def _charm(state: GameState, call: Call, village: Village, rng: random.Random) -> Event:
    """Pass the Charm to someone who never held it (passing back would destroy it)."""
    pool = [s for s in _others(state, call) if s not in state.charm_holders]
    return CharmPassed(role=call.role, target=pick(rng, pool) if pool else None)


# Record kinds with no chooser (know, none, banish, find_special, see_dead, write_letter,
# learn_role) are passed: they change nothing these policies model.
CHOOSERS: Final = {
    "kill": _pack_kill,
    "check": _seer_check,
    "check_neighbourhood": _one_use_check,
    "find_role": _one_use_check,
    "protect": _protect,
    "potions": _potions,
    "bless": _bless,
    "choose_lovers": _lovers,
    "choose_players": _choose,
    "recruit": _recruit,
    "signal": _signal,
    "pass_charm": _charm,
    "silence": _silence,
}
