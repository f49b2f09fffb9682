"""The night's invariants: who wakes with a pack, who the dawn says saved whom, what a call
asks for, and what the notes say.

- told-before-pack: nobody wakes with a pack before being told they are on it (Ultimate, Role
  Cards — Cursed; Drunk; Doppelganger). Issue 29, items 1 and 2.
- pack-wakes-whole: every living player told they are in a pack wakes in that pack's call
  (Werewolf-Witch in a generated set: issue 29, item 12).
- saved-by: every "Saved: X, healed by the Y" names a role that healed X tonight with a heal
  potion left before; "protected by the Y" a role that protected X tonight; "blessed by the
  Priest" a player blessed on an earlier night (Role Cards — Witch, Bodyguard, Priest).
  Issue 29, item 4.
- no-spent-ability: no call asks for an ability the role no longer has (the Doppelganger's
  choice after it has chosen, a spent potion), and the rules refuse it if typed (Role Cards —
  Doppelganger: "On the first night, the Doppelganger chooses a player"; Witch). Item 3.
- tap-words: a tap note names the role by its title and says "Tap" once (item 3).
- every-card-called: in a generated set, every card dealt that wakes on night 1 is called on
  night 1 (a scenario's own rule applies to that scenario only: item 12).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from invariant_harness.core import Invariant
from invariant_harness.told import Told
from notepad.catalog.models import Wakes
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.night.script import Call
from notepad.engine.state import GameState
from notepad.table.day_words import day_texts
from notepad.table.night_words import night_texts


def pack_of_call(game_state: GameState, call: Call) -> str | None:
    """The pack a call wakes ("werewolves", "vampires"), or None for any other call."""
    if "kill" not in call.record:
        return None
    return game_state.packs.get(call.role)


class _FollowsWhatIsTold(Invariant):
    """An invariant that keeps what each player has been told of their team (`Told`), from
    the deal on."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.told = Told(game)

    def after(self, action: ev.Event) -> Iterable[str]:
        self.told.recorded(action)
        return ()


class ToldBeforePack(_FollowsWhatIsTold):
    name = "told-before-pack"
    says = "nobody wakes with a team before being told they are on it"
    item = "1, 2"

    def at_call(self, call: Call) -> Iterable[str]:
        state = self.game.state
        pack = pack_of_call(state, call)
        out = []
        self.told.taps()
        if pack is not None:
            script = self.game.night_script()
            at = next((i for i, c in enumerate(script, 1) if c.role == call.role), 0)
            for seat in call.seats:
                player = state.players[seat]
                if self.told.pack.get(seat) != pack:
                    out.append(f"night {state.number}: {player.name} ({player.role}, dealt "
                               f"{player.dealt}) wakes with the {pack} (call {at} of "
                               f"{len(script)}) before being told they are on it")
        self.told.own_call(call)
        return out


class PackWakesWhole(_FollowsWhatIsTold):
    name = "pack-wakes-whole"
    says = "every living player told they are in a pack wakes in that pack's call"
    item = "12"

    def at_call(self, call: Call) -> Iterable[str]:
        state = self.game.state
        pack = pack_of_call(state, call)
        self.told.reach(call)
        if pack is None:
            return ()
        missing = [p for p in state.alive.values() if state.pack_of(p) == pack
                   and self.told.pack.get(p.seat) == pack and p.seat not in call.seats]
        return [f"night {state.number}: {p.name} ({p.role}) is in the {pack} but does not "
                f"wake in their call" for p in missing]


SAVED = re.compile(r"^Saved: (?P<name>.+?), (?P<why>.+)$", re.M)


class SavedBy(Invariant):
    name = "saved-by"
    says = "every 'Saved: X, healed/protected by the Y' names a role whose action reached X " \
        "that night, and that could act (a heal left)"
    item = "4"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.healed: dict[int, set[str]] = {}  # seat → the roles that healed them tonight
        self.protected: dict[int, set[str]] = {}
        self.heal_left = 0

    def before(self, action: ev.Event) -> None:
        if isinstance(action, ev.Potions):
            self.heal_left = self.game.state.potions.get(action.role, {}).get("heal", 0)

    def after(self, action: ev.Event) -> Iterable[str]:
        state = self.game.state
        if isinstance(action, ev.NightFalls):
            self.healed, self.protected = {}, {}
        elif isinstance(action, ev.Potions) and action.heal is not None and self.heal_left > 0:
            self.healed.setdefault(action.heal, set()).add(self._title(action.role))
        elif isinstance(action, ev.Protect):
            self.protected.setdefault(action.target, set()).add(self._title(action.role))
        elif isinstance(action, ev.Dawn) and state.phase != "ended":
            return self._dawn()
        return ()

    def _title(self, role_id: str) -> str:
        role = self.game.state.roles.get(role_id)
        return role.name if role is not None else role_id

    def _dawn(self) -> list[str]:
        state = self.game.state
        seat_of = {p.name: p.seat for p in state.players.values()}
        out = []
        for found in SAVED.finditer(day_texts(self.game)[1]):
            seat, why = seat_of.get(found["name"]), found["why"]
            for kind, done in (("healed by the ", self.healed),
                               ("protected by the ", self.protected)):
                if why.startswith(kind):
                    role = why.removeprefix(kind)
                    if seat is None or role not in done.get(seat, set()):
                        out.append(f"dawn {state.number}: “Saved: {found['name']}, {why}” "
                                   f"but tonight {sorted(done.get(seat or 0, set())) or 'none'}"
                                   f" {kind.split()[0]} them")
        return out


class NoSpentAbility(Invariant):
    name = "no-spent-ability"
    says = "no call asks for an ability the role no longer has, and the rules refuse it"
    item = "3"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.chose: set[str] = set()  # roles that have made their once-a-game choice

    def after(self, action: ev.Event) -> Iterable[str]:
        if isinstance(action, ev.ChoosePlayers):
            self.chose.add(action.role)
        return ()

    def at_call(self, call: Call) -> Iterable[str]:
        state = self.game.state
        out = []
        asked = [line for line in night_texts(self.game, call)[1].splitlines()
                 if line.startswith("Record:")]
        others = [s for s in state.alive if s not in call.seats]
        if "choose_players" in call.record and call.role in self.chose:
            if asked:
                out.append(f"night {state.number}: the {call.name} has chosen already, yet "
                           f"the call says “{asked[0]}”")
            if others and not _refused(self.game, ev.ChoosePlayers(
                    role=call.role, targets=others[:1])):
                out.append(f"night {state.number}: a second choice of the {call.name} is "
                           "recorded without a word")
        if "potions" in call.record:
            left = state.potions.get(call.role, {})
            for kind in ("heal", "kill"):
                if left.get(kind, 0) <= 0:
                    if any(f"{kind} SEAT" in line for line in asked):
                        out.append(f"night {state.number}: the {call.name}'s {kind} potion is "
                                   f"spent, yet the call says “{asked[0]}”")
                    victims = [s for seats in state.tonight.kills.values() for s in seats]
                    target = (victims or [None])[0] if kind == "heal" else \
                        (others or [None])[0]
                    if target is not None and not _refused(self.game, ev.Potions(
                            role=call.role, **{kind: target})):
                        out.append(f"night {state.number}: the {call.name}'s spent {kind} "
                                   "potion is recorded without a word")
        return out


def _refused(game: Game, action: ev.Event) -> bool:
    """The rules say something against the action (an error or a warning)."""
    return bool(game.check(action))


TAP_ROLE = re.compile(r"is now the (.+)$")


class TapWords(Invariant):
    name = "tap-words"
    says = "a tap note says Tap once and names the role by its title"
    item = "3"

    def at_call(self, call: Call) -> Iterable[str]:
        state = self.game.state
        titles = {r.name for r in state.roles.values()}
        out = []
        for line in night_texts(self.game, call)[1].splitlines():
            if not line.startswith("Tap: "):
                continue
            if line.startswith("Tap: Tap "):
                out.append(f"night {state.number}: “{line}” says Tap twice")
            found = TAP_ROLE.search(line)
            if found and found[1] not in titles:
                out.append(f"night {state.number}: “{line}” names no role by its title")
        return out[:1] if out else ()


FIRST_NIGHT = (Wakes.EVERY_NIGHT, Wakes.FIRST_NIGHT, Wakes.FIRST_NIGHT_AND_ONCE_ACTIVE)


class EveryCardCalled(Invariant):
    name = "every-card-called"
    says = "in a generated set every card dealt that wakes on night 1 is called on night 1"
    item = "12"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.done = False

    def at_call(self, call: Call) -> Iterable[str]:
        state = self.game.state
        if self.done or state.number != 1 or state.setup.scenario:
            return ()
        self.done = True
        called = {r for c in self.game.night_script() for r in (c.role, *c.roles)}
        missing = [role.name for role_id, count in state.setup.roles.items()
                   if count and (role := state.roles.get(role_id)) is not None
                   and role.wakes in FIRST_NIGHT and role_id not in called]
        return [f"night 1 of a generated set: the {name} is not called" for name in missing]


class MinuteOnWerewolfCard(Invariant):
    name = "minute-on-werewolf-card"
    says = "the pack's minute is the Werewolves' (Ultimate card) only: never the Vampires'"
    item = "10"

    def at_call(self, call: Call) -> Iterable[str]:
        state = self.game.state
        pack = pack_of_call(state, call)
        prey = [s for s in state.alive if s not in call.seats][:1]
        if pack is None or not prey:
            return ()
        late = ev.PackKill(role=call.role, targets=prey, elapsed=61.0)
        refused = "hunt-called-off" in {v.rule for v in self.game.check(late)}
        wanted = pack == "werewolves" and state.setup.edition == "ultimate"
        if refused != wanted:
            return [f"night {state.number}: a victim of the {call.name} after 61 s is "
                    f"{'refused' if refused else 'accepted'} (the minute is on the Werewolf "
                    "card only)"]
        return ()
