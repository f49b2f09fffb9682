"""Who was attacked tonight: the players a heal can reach, shown at the Witch's call.

Ultimate, Role Cards — Witch: "heal a player killed that night" (the Sorcerer's are
"identical to the Witch's"): anybody attacked tonight — the Werewolves' or the Vampires'
victims, a player poisoned by the other potion, and the Stalwart whose delayed death comes
tonight (Role Cards — Stalwart). Werwölfe, Witch: "I am showing the Witch the werewolves'
victim … Decide whether you want to save this player or not": the werewolves' victim only.
"""

from __future__ import annotations

from notepad.engine.state import GameState


def attacked_tonight(state: GameState) -> list[int]:
    """The living players attacked tonight, in the order the attacks were recorded."""
    tonight, roles = state.tonight, state.roles
    werwoelfe = state.setup.edition == "werwoelfe"
    seats: list[int] = []
    for role_id, victims in tonight.kills.items():
        role = roles.get(role_id)
        if werwoelfe and role is not None and role.pack not in (None, "werewolves"):
            continue
        seats += victims
    if not werwoelfe:
        seats += tonight.poisoned
        seats += [seat for seat, _ in state.stalwart]
    alive = state.alive
    return [seat for seat in dict.fromkeys(seats) if seat in alive]
