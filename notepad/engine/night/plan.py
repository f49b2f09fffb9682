"""What the night script takes from the catalogue and the setup alone, worked out once per
game and kept on the state (GameState.plan): each call's lead, order, texts and record kinds,
and which roles wake on which kind of night. Only seats and tonight's notes change from night
to night (notepad/engine/night/script.py builds the calls from this plan; each call as planned,
with what it keeps from night to night, is night/planned_call.py's `_Planned`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from notepad.catalog.models import Action, Role, Wakes
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState

if TYPE_CHECKING:
    from notepad.engine.night.kept_script import _Steady
    from notepad.engine.night.planned_call import _Planned
    from notepad.engine.night.script import Call

# night_script imports this module and this module uses night_script's rules: the rules are
# looked up when a plan is made (both modules are loaded by then), not at import time.
from notepad.engine.night import minion as minions  # noqa: E402
from notepad.engine.night import planned_call as planned_calls  # noqa: E402
from notepad.engine.night import script as ns  # noqa: E402
from notepad.engine.night.cards import calls as cards  # noqa: E402


class _Plan:
    """What a game's calls take from the catalogue and the setup alone, worked out once per
    game rather than every night (docs/design.md, Budget): each role's lead and its wake pattern
    where that depends on the night only, each call's order, texts and record kinds, which
    calls tonight's roles in play and awake make, and the calls built so far (a Call is
    frozen: the same call on a later night is the same object). Kept on the state
    (GameState.plan), dropped by `snapshot`; tests/engine/test_derived.py holds scripts built
    with it equal to the plain construction."""

    __slots__ = ("setup", "roles", "lead", "wake", "planned", "calls", "dealt_key", "by_dealt",
                 "seer_cards", "potions", "noted", "in_play_source", "asked", "grouped",
                 "always", "interned", "reveal", "seers", "wake_how", "took", "replaced",
                 "ordered", "led_by", "seer_dealt", "seer_apprentice", "dealt_players",
                 "dealt_cards", "pack_of", "chosen", "tapped", "steady", "last_grouped")

    def __init__(self, state: GameState) -> None:
        self.setup = state.setup
        self.roles = state.roles
        self.lead = {rid: ns._lead_of(state, role) for rid, role in state.roles.items()}
        # wake[role][0 | 1 | 2]: whether it wakes before night 1, on night 1, on a later
        # night; None where `ns.wakes_on` must be asked (an activation, a night number).
        # How each role whose waking depends on more than the kind of night wakes (`wakes`).
        self.wake_how = {rid: _wake_how(state, role) for rid, role in state.roles.items()}
        self.wake: dict[str, tuple[bool | None, bool | None, bool | None]] = {
            rid: _static_wake(how) for rid, how in self.wake_how.items()}
        self.planned: dict[tuple[str, tuple[str, ...], int, bool], _Planned] = {}
        self.calls: dict[tuple[object, ...], Call] = {}
        self.seer_cards = [rid for rid, role in state.roles.items()
                           if role.is_seer and rid != "apprentice_seer"]
        # The calls whose note shows tonight's victims (the Witch's, `cards.call_note`).
        self.potions = frozenset(rid for rid, role in state.roles.items()
                                 if role.ability.action is Action.POTIONS)
        self.noted: dict[tuple[Call, str], Call] = {}
        self.dealt_key: frozenset[str] | None = None
        self.dealt_players: dict[int, Any] | None = None
        self.dealt_cards: list[str] = []
        self.by_dealt: dict[str, list[int]] = {}
        # Each role's pack (Role.pack), and the Minions each pack chooses
        # (`minions.minions_chosen`, worked out when first asked).
        self.pack_of = {rid: role.pack for rid, role in state.roles.items()}
        self.chosen: dict[str, int] | None = None
        self.in_play_source: tuple[dict[str, list[int]], frozenset[str], bool, bool,
                                   frozenset[str], bool, set[str]] | None = None
        self.asked: dict[tuple[frozenset[str], int], tuple[str, ...]] = {}
        self.grouped: dict[tuple[object, ...], list[_Planned]] = {}
        # The calls last grouped (`groups`): the roles in play, the kind of night, the roles
        # asked whether they wake, their answers, the calls; most nights the same as the last.
        self.last_grouped: tuple[frozenset[str], int, tuple[str, ...], list[bool],
                                 list[_Planned]] | None = None
        self.interned: dict[frozenset[str], frozenset[str]] = {}
        # The setup's role-reveal variant (GameSetup.reveal, read from its variants each time)
        # and the roles the Sorceress looks for (sight.answer), asked every night.
        self.reveal = state.setup.reveal
        self.seers = frozenset(role.id for role in state.roles.values() if role.is_seer)
        # The calls made even when nobody holds the role (ns.always_called).
        self.always = frozenset(self.lead[r] for r in ns.always_called(state) if r in self.lead)
        # `cards.apprentice_took_over` and `cards.replaced_seer`, which read the role index,
        # the cards dealt and the living only: (index, cards dealt, living, how many, answer).
        self.took: tuple[object, object, int, bool] | None = None
        self.tapped: tuple[object, int | None] | None = None
        # What the last script's steady calls were made from (the role index, the cards dealt,
        # the players turned, the Cult Leader's successor, the living, the deal, the reveal
        # variant): each keeps the call it made with it (kept_script.tonights_calls).
        self.steady: _Steady | None = None
        self.seer_dealt: tuple[frozenset[str], list[tuple[str, list[int]]]] | None = None
        self.seer_apprentice = rule_on(state, "apprentice-seer-is-seer")
        self.replaced: tuple[object, object, object, int, str | None] | None = None
        # The calls last put in order (`ns._witch_after_wolves`) and the order made of them.
        self.ordered: tuple[list[Call], list[Call]] | None = None
        # The roles in play by the call they wake in (`led`), for the roles in play last asked.
        self.led_by: tuple[frozenset[str], dict[str, list[str]]] | None = None

    def in_play(self, state: GameState) -> frozenset[str]:
        """`ns.roles_in_play`, kept until the role index or the Charm changes."""
        source = self.in_play_source
        by_role, dealt_roles = state.by_role, state.dealt_roles
        if (source is None or source[0] is not by_role or source[1] is not dealt_roles
                or source[2] != state.dealt or source[3] != state.charm_destroyed):
            unheld = state.charm_holder is None
            held = by_role.keys() | dealt_roles  # what roles_in_play reads of the two
            if source is not None and source[2] == state.dealt \
                    and source[3] == state.charm_destroyed and source[5] == unheld \
                    and source[6] == held:
                # A change of role (the index is made anew each time) with the same roles
                # held or dealt: the same roles in play.
                found = source[4]
            else:
                found = frozenset(ns.roles_in_play(state))
                # The same roles in play as before (in this game or another of the run) are
                # the same object: the calls are looked up by it every night, and two equal
                # sets are compared member by member where one object is compared by
                # identity (issue 14).
                found = self.interned.setdefault(found, found)
            self.in_play_source = source = (by_role, dealt_roles, state.dealt,
                                            state.charm_destroyed, found, unheld, held)
        return source[4]

    def minions(self, state: GameState) -> dict[str, int]:
        """`minions.minions_chosen(state.setup, state.roles)`, which reads only the setup and
        the roles the plan is made for."""
        chosen = self.chosen
        if chosen is None:
            chosen = self.chosen = minions.minions_chosen(state.setup, state.roles)
        return chosen

    def led(self, in_play: frozenset[str]) -> dict[str, list[str]]:
        """The roles of `in_play` (`in_play`'s answer) by the lead of the call they wake in."""
        kept = self.led_by
        if kept is None or kept[0] is not in_play:
            found: dict[str, list[str]] = {}
            for role_id in in_play:
                found.setdefault(self.lead[role_id], []).append(role_id)
            kept = self.led_by = (in_play, found)
        return kept[1]

    def groups(self, state: GameState, night: int) -> list[_Planned]:
        """Tonight's calls as planned, in call order, before the seats: the roles in play
        and awake tonight decide them (`ns.wakes_on`)."""
        in_play = self.in_play(state)
        first = 1 if night == 1 else 2 if night > 1 else 0
        last = self.last_grouped
        if last is not None and last[0] is in_play and last[1] == first:
            asked = last[2]
            awake = [self.wakes(state, r, night) for r in asked]
            if awake == last[3]:  # the same roles in play and awake as last asked
                return last[4]
        else:
            kept = self.asked.get((in_play, first))
            if kept is None:  # the roles in play whose waking depends on more than the night
                kept = self.asked[(in_play, first)] = tuple(sorted(
                    r for r in in_play if self.wake[r][first] is None))
            asked = kept
            awake = [self.wakes(state, r, night) for r in asked]
        found = self._grouped(state, night, in_play, first, asked, awake)
        self.last_grouped = (in_play, first, asked, awake, found)
        return found

    def _grouped(self, state: GameState, night: int, in_play: frozenset[str], first: int,
                 asked: tuple[str, ...], awake: list[bool]) -> list[_Planned]:
        """`groups` for the roles in play `in_play` and those of `asked` awake (`awake`)."""
        group_key = (in_play, first, asked, tuple(awake))
        found = self.grouped.get(group_key)
        if found is None:
            woken = dict(zip(asked, awake, strict=True))
            groups: dict[str, list[str]] = {}
            for role_id in in_play:
                wakes = self.wake[role_id][first]
                if wakes if wakes is not None else woken[role_id]:
                    groups.setdefault(self.lead[role_id], []).append(role_id)
            found = [self.call_plan(state, lead_id, members, night, in_play)
                     for lead_id, members in groups.items()]
            found.sort(key=planned_calls._Planned.sort_key)
            self.grouped[group_key] = found
        return found

    def wakes(self, state: GameState, role_id: str, night: int) -> bool:
        """`ns.wakes_on(state, state.roles[role_id], night)`, from what the setup decides
        (`_wake_how`) and the answers kept until the role index, the cards dealt or the living
        change (`took_over`). tests/engine/test_derived.py holds the two equal."""
        how, number, first = self.wake_how[role_id]
        if first and night == 1:
            return True
        if how == WAKE_ALWAYS:
            return True
        if how == WAKE_ON:
            return night == number
        if how == WAKE_FROM:
            return night >= number
        if how == WAKE_TOOK_OVER:
            return self.took_over(state)
        if how == WAKE_COPIED:  # cards.doppelganger_tapped
            chosen = state.targeted.get("doppelganger")
            if not chosen:
                return False
            died = state.players[chosen[0]].died
            if died is None:
                return False
            tapped = self.tapped  # the night after the chosen player's death, by the death
            if tapped is None or tapped[0] is not died:
                tapped = self.tapped = (died, cards.died_before_night(state, chosen[0]))
            return tapped[1] == night
        return False

    def took_over(self, state: GameState) -> bool:
        """`cards.apprentice_took_over`: whether a player dealt a Seer card is dead. Kept
        while the cards dealt and the living are the same (the same dict holding as many
        players; once one is dead, the same dict never holds them again:
        balance/simulate/packs.py, `living_seats`)."""
        took = self.took
        alive = state.alive
        if took is None or took[0] is not state.dealt_roles or took[1] is not alive \
                or (took[2] != len(alive) and not took[3]):
            answer = False
            for _card, seats in self.seer_seats(state):
                for seat in seats:
                    if seat not in alive:
                        answer = True
            took = self.took = (state.dealt_roles, alive, len(alive), answer)
        return took[3]

    def replaced_seer(self, state: GameState) -> str | None:
        """`cards.replaced_seer`, kept until the role index, the cards dealt or the living
        change."""
        replaced = self.replaced
        alive = state.alive
        if replaced is None or replaced[0] is not state.by_role \
                or replaced[1] is not state.dealt_roles or replaced[2] is not alive \
                or replaced[3] != len(alive):
            found: str | None = None
            if state.by_role.get("apprentice_seer") and not self.seer_apprentice:
                for card, seats in self.seer_seats(state):
                    if seats and not any(s in alive for s in seats):
                        found = card
                        break
            replaced = self.replaced = (state.by_role, state.dealt_roles, alive, len(alive),
                                        found)
        return replaced[4]

    def seer_seats(self, state: GameState) -> list[tuple[str, list[int]]]:
        """Each Seer card but the Apprentice's (`seer_cards`) with the seats dealt it."""
        kept = self.seer_dealt
        if kept is None or kept[0] is not state.dealt_roles:
            kept = self.seer_dealt = (state.dealt_roles, [
                (card, self.dealt_seats(state, card)) for card in self.seer_cards])
        return kept[1]

    def call_plan(self, state: GameState, lead_id: str, members: list[str], night: int,
                  in_play: set[str] | frozenset[str]) -> _Planned:
        first = 1 if night == 1 else 2 if night > 1 else 0
        key = (lead_id, tuple(sorted(members)), first, lead_id in in_play)
        planned = self.planned.get(key)
        if planned is None:
            planned = self.planned[key] = planned_calls._Planned(state, key, members, night,
                                                                in_play)
        return planned

    def dealt_seats(self, state: GameState, role_id: str) -> list[int]:
        """The seats dealt `role_id` (the card, whatever the role is now)."""
        if self.dealt_key is not state.dealt_roles:
            # Every change of role makes a new `dealt_roles` (State.reindex), though the cards
            # dealt change only at the deal and when a player arrives: the index is made again
            # only if a player of the same dict holds another card.
            players = state.players
            cards = [p.dealt for p in players.values()]
            if self.dealt_players is not players or self.dealt_cards != cards:
                index: dict[str, list[int]] = {}
                for p in players.values():
                    seats = index.get(p.dealt)
                    if seats is None:
                        index[p.dealt] = [p.seat]
                    else:
                        seats.append(p.seat)
                self.by_dealt = index
            self.dealt_players, self.dealt_cards = players, cards
            self.dealt_key = state.dealt_roles
        return self.by_dealt.get(role_id, [])


# on night N only, from night N on, once the Apprentice Seer took over, on the Doppelganger's
# night, never.
WAKE_ALWAYS: Final = 0
WAKE_ON: Final = 1
WAKE_FROM: Final = 2
WAKE_TOOK_OVER: Final = 3
WAKE_COPIED: Final = 4
WAKE_NEVER: Final = 5


def _wake_how(state: GameState, role: Role) -> tuple[int, int, bool]:
    """`ns.wakes_on` for `role` as far as the catalogue and the setup's rules decide it: (how,
    the night number it needs, whether it wakes on the first night whatever the rest says)."""
    wakes = role.wakes
    if wakes is Wakes.EVERY_NIGHT:
        return WAKE_ALWAYS, 0, False
    if wakes is Wakes.FIRST_NIGHT:
        return WAKE_ON, 1, False
    if wakes is Wakes.ONCE_ACTIVE or wakes is Wakes.FIRST_NIGHT_AND_ONCE_ACTIVE:
        first = wakes is Wakes.FIRST_NIGHT_AND_ONCE_ACTIVE
        if role.id not in cards.ACTIVATION:
            return (WAKE_NEVER if first else WAKE_ALWAYS), 0, first
        if role.id == "cursed":  # cards._cursed_active
            return WAKE_ALWAYS, 0, first
        if role.id == "apprentice_seer":  # cards._apprentice_active
            if rule_on(state, "apprentice-seer-is-seer"):
                return WAKE_FROM, 2, first
            if rule_on(state, "apprentice-checks-twice"):
                return WAKE_ALWAYS, 0, first
            return WAKE_TOOK_OVER, 0, first
        if role.id == "doppelganger":  # cards._doppelganger_active
            if rule_on(state, "doppelganger-copies-at-once"):
                return WAKE_ALWAYS, 0, first
            return WAKE_COPIED, 0, first
        raise ValueError(f"no plan for the activation of {role.id!r}")
    if wakes is Wakes.FROM_NIGHT and role.from_night is not None:
        if role.ability.action is Action.LEARN_ROLE:
            return WAKE_ON, cards.drunk_night(state, role), False
        return WAKE_FROM, role.from_night, False
    return WAKE_NEVER, 0, False


def _static_wake(how: tuple[int, int, bool]) -> tuple[bool | None, bool | None, bool | None]:
    """Whether a role that wakes so (`_wake_how`) wakes before night 1, on night 1, on a
    later night, where the kind of night decides it; None where it does not."""
    kind, number, first = how
    if kind == WAKE_ALWAYS:
        return True, True, True
    if kind == WAKE_NEVER:
        return False, first, False
    if kind == WAKE_ON:
        return (False if number >= 1 else None), first or number == 1, (
            None if number >= 2 else False)
    if kind == WAKE_FROM:
        return (False if number >= 1 else None), first or number <= 1, (
            True if number <= 2 else None)
    return None, (True if first else None), None


def plan_of(state: GameState) -> _Plan:
    """The game's plan, made on first use and again when the setup or roles change."""
    plan = state.plan
    if plan is None or plan.setup is not state.setup or plan.roles is not state.roles:
        plan = state.plan = _Plan(state)
    return plan
