"""The pack's choices at night: its victims (the Seer the Sorceress found, an exposed
information role, else anyone outside the pack), and the Minion it chooses in the Minion's
variant (Role Cards — Minion).
"""

from __future__ import annotations

import random
from typing import Final

from notepad.balance.simulate.draws import pick
from notepad.balance.simulate.packs import living, prey_left
from notepad.balance.simulate.policies.village import Village
from notepad.catalog.models import Role
from notepad.engine.events import Event, PackKill
from notepad.engine.night.script import Call
from notepad.engine.state import GameState


def _minion(state: GameState, call: Call, rng: random.Random) -> int:
    """A living player outside every pack and not a Minion yet (Role Cards — Minion)."""
    others = [p.seat for p in state.living() if state.pack_of(p) is None and not p.minion
              and p.role != "minion" and p.seat not in call.seats]
    return pick(rng, others)


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
    if kill is None:  # made once per pack and victims, as answers.targeted (the engine never
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
