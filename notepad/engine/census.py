"""The living counted by side and pack (Census): the win check's counts, kept by the game
state (GameState.sides) rather than recounted at each check."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from notepad.engine.players import Player
    from notepad.engine.state import GameState

WOLF_TEAMS: Final = frozenset({"werewolf", "lone_wolf"})  # Final: a C static, compiled


class Census:
    """The living counted by side and pack (GameState.sides): native ints, compiled, where a
    list of them boxed and unboxed each count at every death and win check (issue 14)."""

    def __init__(self, living: int = 0, wolves: int = 0, vampires: int = 0, lone: int = 0,
                 wolf_side: int = 0, vampire_side: int = 0) -> None:
        self.living = living
        self.wolves = wolves  # in the werewolf pack
        self.vampires = vampires  # in the vampire pack
        self.lone = lone  # Lone Wolves in the pack
        self.wolf_side = wolf_side
        self.vampire_side = vampire_side

    def add(self, player: Player, state: GameState) -> None:
        """Count the living player in, as `state.classify` has them."""
        self._count(player, state, 1)

    def remove(self, player: Player, state: GameState) -> None:
        """Count the player out (dead, or about to change sides): `add` undone."""
        self._count(player, state, -1)

    def _count(self, player: Player, state: GameState, step: int) -> None:
        """`state.classify`'s five counts, moved by `step` (1 or -1) only where the player
        counts: most players are in no pack and on no killing side, and the four counts
        they do not move are neither read nor written (issue 14). In native ints, compiled.
        tests/engine/test_census_step.py holds it equal to `classify` for every kind of
        player."""
        if player.bitten:  # `state.pack_of`, written out: one call fewer at every death
            pack: str | None = "werewolves"
        elif player.vampire:
            pack = "vampires"
        else:
            pack = state.packs.get(player.role)
        team = state.team_of(player)
        self.living += step
        if pack == "werewolves":
            self.wolves += step
            if player.role == "lone_wolf":
                self.lone += step
        elif pack == "vampires":
            self.vampires += step
        if team in WOLF_TEAMS:
            self.wolf_side += step
        elif team == "vampire":
            self.vampire_side += step

    def __reduce__(self) -> tuple[type[Census], tuple[int, int, int, int, int, int]]:
        # A copy or pickle makes it through `__init__`: mypyc's `__new__` runs it.
        return type(self), (self.living, self.wolves, self.vampires, self.lone, self.wolf_side,
                            self.vampire_side)
