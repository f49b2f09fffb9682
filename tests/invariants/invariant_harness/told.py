"""What each player has been told of their own card so far: the card dealt, then whatever a
call of their own card, or a tap at the night's first call, shows them.

A player learns a new role or team only when the moderator shows it: the Cursed at the
Cursed's call ("THUMBS UP: a Werewolf now", Ultimate, Role Cards — Cursed), the Drunk at the
Drunk's call ("the Moderator wakes them and shows them their real role", Role Cards —
Drunk), the Doppelganger and a Fateful Dice victim by a tap ("discreetly tap the Doppelganger
on the shoulder", Role Cards — Doppelganger). Until then they hold what they were told last.
"""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.night.cards.cursed import cursed_attack
from notepad.engine.night.script import Call
from notepad.engine.players import Player


class Told:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.role: dict[int, str] = {}  # seat → the role they were last shown
        self.pack: dict[int, str | None] = {}  # seat → the pack they were last shown
        self.night = 0  # the night whose first call has been reached

    def dealt(self) -> None:
        state = self.game.state
        for player in state.players.values():
            self.role[player.seat] = player.dealt or player.role
            self.pack[player.seat] = state.packs.get(player.dealt or player.role)

    def recorded(self, action: ev.Event) -> None:
        """After an event: the deal tells each player their card; Cupid's choice, in the first
        alternate variant, hands Cupid the leftover card at Cupid's own call ("Then hand Cupid
        the leftover card": Role Cards — Cupid)."""
        state = self.game.state
        if isinstance(action, ev.CardsDealt):
            self.dealt()
        elif isinstance(action, ev.LoversChosen) and action.role == "cupid" \
                and state.cupid_leftover:
            for player in state.players.values():
                if player.dealt == "cupid":
                    self.show(player)
        elif getattr(action, "role", None) == "doppelganger":
            # In the alternate variant the Doppelganger "immediately copies their role" at
            # their own call (Role Cards — Doppelganger); otherwise they still hold their card.
            for player in state.players.values():
                if player.dealt == "doppelganger":
                    self.show(player)

    def show(self, player: Player) -> None:
        state = self.game.state
        self.role[player.seat] = player.role
        # The Cursed attacked tonight is told at their own call, before dawn turns them:
        # "THUMBS UP: a Werewolf now" (cursed_sign reads cursed_attack, as here).
        attacked = cursed_attack(state, player) if player.role == "cursed" else ""
        self.pack[player.seat] = state.pack_of(player) or attacked or None

    def reach(self, call: Call) -> None:
        """At the night's first call, those the moderator's notes name are tapped; the
        call's own card's holders are shown what they are."""
        self.taps()
        self.own_call(call)

    def taps(self) -> None:
        state = self.game.state
        if self.night != state.number:
            self.night = state.number
            for note in state.night_notes:
                for player in state.players.values():
                    if player.alive and player.name in note:
                        self.show(player)

    def own_call(self, call: Call) -> None:
        state = self.game.state
        for seat in call.seats:
            player = state.players[seat]
            if call.role == "drunk" and player.dealt == "drunk" and player.drunk_role:
                # Shown the real role early (the alternate variant: "the Drunk learns their
                # role on the first night", Role Cards — Drunk), before it is theirs to use.
                self.role[seat] = player.drunk_role
                self.pack[seat] = state.packs.get(player.drunk_role)
            elif call.role in (player.dealt, player.role, self.role.get(seat)):
                self.show(player)

    def knows(self, player: Player) -> bool:
        """The player has been shown the role they hold now."""
        return self.role.get(player.seat) == player.role
