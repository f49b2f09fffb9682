"""What a banished player takes to the next village: their role and every mark that belongs
to them (Ultimate, Rule Variants — Simultaneous Play Session: "A player with any role can move
from village to village"). Read from the village they leave, before they leave it.

What stays behind belongs to the village: the elected Mayor's office, the Old Hag's banishment
for the day, the Trouble Maker's second execution, whom a role chose on earlier nights (those
players are not where the mover is going). docs/villages.md gives the reasons."""

from __future__ import annotations

from typing import Literal

from notepad.engine.events import Marks
from notepad.engine.state import GameState


def carried(state: GameState, seat: int, next_day: bool) -> tuple[str, str, Marks]:
    """(role, card dealt, marks) of the player in `seat`; `next_day`: they arrive at the
    next day of a village where it is night now, so today's silence is over by then."""
    player = state.players[seat]
    lover = state.players[player.lover].name if player.lover is not None else None
    potions = state.potions.get(player.role) if state.roles[player.role].ability.potions \
        else None
    charm = state.charm_holder == seat and not state.charm_destroyed
    doomed: Literal["stalwart", "bite"] | None = (
        "stalwart" if any(s == seat for s, _ in state.stalwart)
        else "bite" if any(s == seat for s, _ in state.bites) else None)
    silenced = player.silenced_day == state.number and state.phase == "day" and not next_day
    marks = Marks(
        lover_name=lover,
        cultist=player.cultist or state.cult_successor == seat,
        minion=player.minion, bitten=player.bitten, vampire=player.vampire,
        turning=any(s == seat for s, _ in state.turning),
        blessed=player.blessed, fool=player.fool, lost_abilities=player.lost_abilities,
        drunk_role=player.drunk_role, charm=charm,
        potions=dict(potions) if potions else {},
        uses=state.uses.get(player.role, 0) if state.roles[player.role].ability.uses_per_game
        else 0,
        silenced=silenced, doomed=doomed,
        elder_night=state.elder_night if player.role == "elder" else None,
        copies=_copies(state, seat),
    )
    return player.role, player.dealt, marks


def _copies(state: GameState, seat: int) -> str | None:
    """The Doppelganger's chosen player, by name, while the role has not passed yet."""
    player = state.players[seat]
    if player.role != "doppelganger":
        return None
    if player.copies:
        return player.copies
    chosen = state.targeted.get("doppelganger")
    if not chosen or chosen[0] not in state.players:
        return None
    target = state.players[chosen[0]]
    return target.name if target.alive or target.away else None
