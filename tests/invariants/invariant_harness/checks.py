"""A check's answer equals the rules' answer at that moment (check-answer).

The Seer/Seeress (and every check answered "a Werewolf" or "not a Werewolf") is shown: the
chosen Minion as a Villager; the Cursed attacked tonight or before, and a Vampire, as a
Werewolf (Ultimate, Role Cards — Minion, Cursed, Vampire); the Drunk "according to that
role", the real one (Role Cards — Drunk); the Doppelganger as a Villager "until the
Doppelganger receives their new role" (Role Cards — Doppelganger); anyone else as their card
says (the Lycan a Werewolf).
"""

from __future__ import annotations

from collections.abc import Iterable

from invariant_harness.core import Invariant
from invariant_harness.told import Told
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.night.cards.cursed import cursed_attack
from notepad.engine.night.script import Call

SEEN = ("werewolf", "villager")


class CheckAnswer(Invariant):
    name = "check-answer"
    says = "a check's answer equals the rules' answer at that moment"
    item = "1, 2"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.told = Told(game)
        self.expected = ""

    def at_call(self, call: Call) -> Iterable[str]:
        self.told.reach(call)
        return ()

    def before(self, action: ev.Event) -> None:
        self.expected = ""
        if isinstance(action, ev.RoleCheck):
            self.expected = self._seen(action.target)

    def after(self, action: ev.Event) -> Iterable[str]:
        state = self.game.state
        self.told.recorded(action)
        if not isinstance(action, ev.RoleCheck) or not state.checks:
            return ()
        said = state.checks[-1][3]
        if said not in SEEN or said == self.expected:
            return ()
        target = state.players[action.target]
        return [f"night {state.number}: the {action.role} checked {target.name} ({target.role}, "
                f"dealt {target.dealt}): told “{said}”, the rules say “{self.expected}”"]

    def _seen(self, seat: int) -> str:
        state = self.game.state
        player = state.players[seat]
        if player.minion:
            return "villager"
        if player.bitten or player.vampire:
            return "werewolf"
        if player.role == "cursed" and cursed_attack(state, player):
            # Attacked tonight: a Werewolf, or a Vampire, from the attack on (Role Cards —
            # Cursed), as the Cursed's own call, right after the packs', tells them.
            return "werewolf"
        role_id = player.drunk_role or player.role
        if player.dealt == "doppelganger" and not self.told.knows(player):
            role_id = "doppelganger"
        role = state.roles.get(role_id)
        return role.sees_as if role is not None else "villager"
