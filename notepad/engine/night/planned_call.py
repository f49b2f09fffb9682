"""One call of the night as the game's plan has it (`_Planned`: its lead, the roles awake in
it, the kind of night), and tonight's Call made from it (`finish_call`).

Each planned call keeps what it last found, with what it read it from, and works it out again
only when that changed:
- its seats (`_planned_seats`): renewed when the role index is rebuilt (every change of role,
  GameState.reindex), and for a pack's or the Cult Leader's call also when the cards dealt,
  the players turned or the successor change; looked for every time for a call seated apart
  (the Charm, the Lovers, the first dead Ghost, the returning Old Hag's chooser);
- who of those seats lives, and whether the call is made dead or left out (`_settle`):
  renewed when the seats, the deal or the reveal variant change, or one of the living died;
- the Cursed's sign in its note: renewed when the role index, the players turned or tonight's
  attack on the Cursed change;
- the Call last built (`call`): reused while its seats, "called dead", note and record kinds
  are the same; and every Call made so far is kept by the plan (`_Plan.calls`), so an equal
  call on a later night is the same object.
tests/engine/test_derived.py holds every call equal to one built afresh after every event of
scripted and simulated games."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from notepad.catalog.models import Action
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState

if TYPE_CHECKING:
    from notepad.engine.night.kept_script import _Steady
    from notepad.engine.night.plan import _Plan
    from notepad.engine.night.script import Call

# script.py imports this module and this module builds script.py's Call: both are loaded
# before a call is planned.
from notepad.engine.night import script as ns  # noqa: E402
from notepad.engine.night import words  # noqa: E402
from notepad.engine.night.cards import calls as cards  # noqa: E402
from notepad.engine.night.cards import cursed  # noqa: E402


class _Planned:
    """One call as far as the catalogue and the setup decide it (its lead, the roles awake in
    it, the kind of night): order, texts, record kinds, the note unless it shows tonight's
    victims; with the seats last found and the Call last built from it."""

    __slots__ = ("lead", "key", "order", "leader", "roles", "say", "end", "record", "note",
                 "skippable", "indexed", "pack", "index", "dealt", "turned", "seats", "call",
                 "successor", "potions", "other", "cursed", "wolves", "seer", "seen_seats",
                 "seen_alive", "seen_count", "seen_dealt", "seen_reveal", "living", "shown",
                 "dead", "dropped", "made", "sign_index", "sign_turned", "sign_attacks", "sign",
                 "copied", "apart",
                 "by_cards", "drop_copied", "hunts", "simple", "steady", "kept_from", "kept_call",
                 "kept_watch")

    def __init__(self, state: GameState, key: tuple[str, tuple[str, ...], int, bool],
                 members: list[str], night: int, in_play: set[str] | frozenset[str]) -> None:
        lead_id = self.lead = key[0]
        self.key = key
        leader = self.leader = state.roles[lead_id]
        self.roles = tuple(sorted(set(members) | {lead_id} & in_play))
        self.order = min(ns._order(state.roles[m], night) for m in members)
        self.record = ns._records(state, leader, night)
        self.copied = self.record == ("copied",)  # worked out each night (cards.copied_records)
        self.say = words.call_say(leader, self.record, night, state.setup.edition)
        self.end = words.call_end(leader, self.record, state.setup.edition)
        # The Witch's note shows tonight's victims (`cards.victims_note`): worked out each
        # time, and so is the rest of a note that can change under this setup's rules
        # (`cards.note_changes`); the others once, here (`note`: None if worked out each time;
        # `other`: the note but for the victims, None if worked out each time).
        potions = self.potions = leader.ability.action is Action.POTIONS
        changing = cards.note_changes(state, leader, night)
        self.other = None if changing else cards.other_note(state, leader, night)
        self.note = None if potions else self.other
        # The Cursed's sign (`cursed.cursed_sign`) reads the role index, the players bitten
        # or turned Vampire and tonight's attack on the Cursed: kept until one changes
        # (`sign_index`, `sign_turned`, `sign_attacks`: by identity, by number as they are
        # only ever added to, and by value).
        self.cursed = changing and lead_id == "cursed"
        self.sign_index: dict[str, list[int]] | None = None
        self.sign_turned = -1
        self.sign_attacks: tuple[str, ...] = ()
        self.sign = ""
        # The calls the rules may leave out tonight (`cards.skipped`): the Werewolves' and the
        # Seers'.
        wolves = self.wolves = leader.pack == "werewolves"
        seer = self.seer = leader.is_seer
        self.skippable = wolves or seer
        # Seats found by the role index (and the cards dealt) alone are kept until the index
        # is rebuilt (GameState.reindex replaces it); the others are looked for each time.
        self.indexed = leader.pack is None and (lead_id not in cards.SEATED_APART
                                                or _indexed_apart(state, lead_id))
        # A pack's call wakes the role index's pack members, the cards dealt (a Doppelganger
        # copying at once) and the players turned (the bitten Cursed): kept until one of the
        # three changes (`index`, `dealt`, `turned`: the index and the cards dealt by identity,
        # the players turned by number, as they are only ever added to).
        self.pack = leader.pack is not None and lead_id not in cards.SEATED_APART
        # The Cult Leader's call, seated apart for its successor (alternate variant; a
        # Doppelganger who chose the Cult Leader): kept as a pack's are, until the index, the
        # cards dealt or the successor (`successor`) changes (issue 14).
        # Whom the call wakes, as far as the setup decides it (_seats): whether its seats
        # may come from elsewhere than the role index (`cards.seats_apart`), the cards dealt
        # that it wakes by the card, whether the Doppelganger's copy is left out of it (it uses
        # the copied ability in its own call), and the pack it hunts with.
        self.apart = lead_id in ("charm", "lovers") or (
            lead_id == "ghost" and rule_on(state, "ghost-first-dead")) or (
            lead_id == "old_hag" and rule_on(state, "old-hag-returning-chooses"))
        self.by_cards = tuple(card for card in ("doppelganger", "drunk", "cupid")
                              if card in self.roles)
        self.drop_copied = rule_on(state, "doppelganger-copies-at-once") \
            and "doppelganger" not in self.roles and not leader.pack
        self.hunts = leader.pack
        # Woken by the role index alone.
        self.simple = not (self.apart or self.by_cards or self.drop_copied or self.hunts
                           or lead_id == "cult_leader")
        self.index: dict[str, list[int]] | None = None
        self.dealt: frozenset[str] | None = None
        self.turned = -1
        self.successor: int | None = None
        self.seats: tuple[int, ...] = ()
        self.call: Call | None = None
        # Who of the seats is alive, and whether the call is made dead or left out
        # (`_settle`), as last found: kept while the seats are the same tuple, the living the
        # same dict holding as many players (the engine only ever takes players out
        # of a state's `alive` in place: balance/simulate/packs.py, `living_seats`), the deal
        # and the reveal variant the same. `made`: `call` was built from them.
        self.seen_seats: tuple[int, ...] | None = None
        self.seen_alive: dict[int, Any] | None = None
        self.seen_count = -1
        self.seen_dealt = False
        self.seen_reveal = False
        self.living: tuple[int, ...] = ()
        self.shown: tuple[int, ...] = ()
        self.dead = False
        self.dropped = False
        self.made = False
        # Whether tonight's call is decided by its seats and who of them lives alone: seated by
        # the role index, a pack's or the Cult Leader's call (kept as above), its record kinds
        # the plan's, its note the plan's or the Cursed's sign (which reads the role index and
        # the players turned only), never left out by a card's rule but the two below
        # (kept_script.tonights_calls keeps such calls from one script to the next).
        # The Werewolves' call (left out only on the night after they ate the Diseased, with
        # a full reveal) and the Witch's (whose note shows tonight's victims) are steady on the
        # nights without either; a Seer's call (left out on the first night the Werewolf-Witch
        # is held, and when the Apprentice Seer takes it over) while no player dealt a Seer
        # card dies (`kept_watch`).
        self.steady = (self.indexed or self.pack or lead_id == "cult_leader") \
            and not self.copied and (self.other is not None or self.cursed)
        # The steady call as `kept_script.tonights_calls` last made it (`kept_call`, None if
        # left out), what it was made from (`kept_from`, the plan's `_Steady`), and the players
        # whose death would change it (`kept_watch`: those of its seats alive, and for a
        # Seer's call the living players dealt a Seer card).
        self.kept_from: _Steady | None = None
        self.kept_call: Call | None = None
        self.kept_watch: tuple[int, ...] = ()

    def sort_key(self) -> tuple[float, str]:
        return self.order, self.lead  # the night call order, then the role id



def _indexed_apart(state: GameState, lead_id: str) -> bool:
    """A call seated apart (cards.SEATED_APART) whose seats the role index gives all the same
    under this setup's rules: the Ghost's but for the first to die (alternate variant), the
    Old Hag's but for the returning player who chooses (alternate variant). The rules are the
    setup's, which the plan is made for. Not the Cult Leader's: a successor is named in the
    alternate variant, and also when the Doppelganger's chosen Cult Leader dies (deaths.py,
    `take_over`). tests/engine/test_derived.py holds the scripts built so equal to the plain
    construction."""
    if lead_id == "ghost":
        return not rule_on(state, "ghost-first-dead")
    if lead_id == "old_hag":
        return not rule_on(state, "old-hag-returning-chooses")
    return False




def finish_call(
    state: GameState, plan: _Plan, planned: _Planned, night: int, reveal_all: bool
) -> Call | None:
    """The planned call with tonight's seats and note, or None if it is left out. What it
    worked out last time is kept while what that read is the same (`_Planned`: the seats,
    the living, the Cursed's sign, the Call built); tests/engine/test_derived.py holds every
    call equal to one built afresh after every event of scripted and simulated games."""
    seats = _planned_seats(state, plan, planned, night)
    alive = state.alive
    if planned.seen_seats is not seats or planned.seen_alive is not alive \
            or planned.seen_dealt != state.dealt or planned.seen_reveal != reveal_all:
        _settle(state, plan, planned, seats, night, reveal_all)
    elif planned.seen_count != len(alive):
        # The same dict with fewer players: the same living seats if none of them died.
        for seat in planned.living:
            if seat not in alive:
                _settle(state, plan, planned, seats, night, reveal_all)
                break
        else:
            planned.seen_count = len(alive)
    if planned.dropped:
        return None
    if planned.skippable and _skipped(state, plan, planned, night, reveal_all):
        return None
    note = planned.note
    if note is None:
        note = _note(state, plan, planned, night)
    record = planned.record
    copied = planned.copied
    if copied:  # the Doppelganger's copied ability (cards.copied_records)
        record = cards.copied_records(state, night)
    call = planned.call
    if planned.made and call is not None and call.note == note and call.record == record:
        return call
    shown, dead = planned.shown, planned.dead
    call_key: tuple[object, ...] = (planned.key, shown, dead, note)
    if copied:
        call_key += (record,)
    call = plan.calls.get(call_key)
    if call is None:
        call = plan.calls[call_key] = ns.Call(
            role=planned.lead, roles=planned.roles, name=planned.leader.name, say=planned.say,
            end=planned.end, record=record, seats=shown, dead=dead, note=note)
    planned.call = call
    planned.made = True
    return call


def _planned_seats(state: GameState, plan: _Plan, planned: _Planned,
                   night: int) -> tuple[int, ...]:
    """The call's seats tonight: kept by the plan where they come from the role index, the
    cards dealt, the players turned and the Cult Leader's successor alone (`_Planned`); the
    same tuple as last time when they are the same seats."""
    if planned.pack:
        turned = len(state.turned)
        if planned.index is state.by_role and planned.dealt is state.dealt_roles \
                and planned.turned == turned:
            return planned.seats
        planned.index, planned.dealt, planned.turned = state.by_role, state.dealt_roles, turned
    elif not planned.indexed:
        if planned.lead == "cult_leader":
            if planned.index is state.by_role and planned.dealt is state.dealt_roles \
                    and planned.successor == state.cult_successor:
                return planned.seats  # the same holders, cards and successor as last night
            planned.index, planned.dealt = state.by_role, state.dealt_roles
            planned.successor = state.cult_successor
    elif planned.index is state.by_role:
        return planned.seats
    else:
        planned.index = state.by_role
    seats = _seats(state, plan, planned, night)
    if seats != planned.seats:
        planned.seats = seats
    return planned.seats


def _settle(state: GameState, plan: _Plan, planned: _Planned, seats: tuple[int, ...],
            night: int, reveal_all: bool) -> None:
    """Who of the call's seats is alive, and whether the call is made dead or left out, kept
    on the planned call with what they were read from."""
    alive = state.alive
    living = tuple([s for s in seats if s in alive])
    dead = state.dealt and not living and (planned.lead not in cards.CALLED_WHEN_DEAD
                                           or not seats)
    unheld = not seats and planned.lead in plan.always  # called all the same
    dropped = False
    if dead and not seats and planned.record == ("choose_lovers",) and night == 1:
        dead = False  # the moderator chooses the Lovers (Role Cards — Cupid, variant 2)
    elif dead and (reveal_all and ns.cards_shown(state, seats) or not seats) and not unheld:
        dropped = True
    shown = living or seats
    planned.seen_seats, planned.seen_alive, planned.seen_count = seats, alive, len(alive)
    planned.seen_dealt, planned.seen_reveal = state.dealt, reveal_all
    planned.living, planned.shown, planned.dead, planned.dropped = living, shown, dead, dropped
    call = planned.call
    planned.made = call is not None and call.seats == shown and call.dead == dead


def _skipped(state: GameState, plan: _Plan, planned: _Planned, night: int,
             reveal_all: bool) -> bool:
    """`cards.skipped` for the planned call, with the dead Seer card the Apprentice Seer
    takes over kept by the plan (`_Plan.replaced_seer`)."""
    if planned.wolves and state.sick_night == night and reveal_all:
        return True
    if not planned.seer or not state.dealt:
        return False
    if night == 1 and state.by_role.get("werewolf_witch"):
        return True  # a player holds it (the role index, which every change of role rebuilds)
    return plan.replaced_seer(state) == planned.lead


def _note(state: GameState, plan: _Plan, planned: _Planned, night: int) -> str:
    """`cards.call_note` for a call whose note is not kept whole by the plan."""
    if planned.potions:
        shown = cards.victims_note(state, planned.leader, night)
        if shown is not None:
            return shown
    other = planned.other
    if other is not None:
        return other
    if planned.lead == "apprentice_seer":  # with the plan's answer (`_Plan.took_over`)
        return cards.apprentice_note(state, night, plan.took_over(state))
    if planned.cursed:
        index, turned = state.by_role, len(state.turned)
        attacks = cursed.cursed_attacks(state, night)  # tonight's attack tells the Cursed at once
        if planned.sign_index is not index or planned.sign_turned != turned \
                or planned.sign_attacks != attacks:
            planned.sign = cards.other_note(state, planned.leader, night)
            planned.sign_index, planned.sign_turned = index, turned
            planned.sign_attacks = attacks
        return planned.sign
    return cards.other_note(state, planned.leader, night)


def _seats(state: GameState, plan: _Plan, planned: _Planned, night: int) -> tuple[int, ...]:
    """The seats the planned call wakes tonight, from the role index, the cards dealt and
    what the plan worked out from the setup (`_Planned`: `apart`, `by_cards`, `drop_copied`,
    `hunts`)."""
    if planned.apart:
        apart = cards.seats_apart(state, planned.leader, night)
        if apart is not None:
            return apart
    # Every player whose role is one of the call's (the role index, State.reindex), and the
    # Doppelganger, the Drunk and Cupid (who takes the leftover card: Role Cards — Cupid,
    # alternate variant 1) by the card dealt.
    by_role = state.by_role
    member_ids = planned.roles
    if planned.simple and len(member_ids) == 1 and not state.drunk_shown:
        # The role index holds each player once (State.reindex): no repeats to drop.
        return tuple(sorted(by_role.get(member_ids[0], ())))
    if len(member_ids) == 1:
        found = set(by_role.get(member_ids[0], ()))
    else:
        found = set()
        for member in member_ids:
            found.update(by_role.get(member, ()))
    if state.drunk_shown and "drunk" not in member_ids:
        # Not woken by the real role's call before the Drunk's own shows it to them
        # (Role Cards — Drunk; GameState.drunk_shown).
        found.difference_update(state.drunk_shown)
    for card in planned.by_cards:
        found.update(plan.dealt_seats(state, card))
    if planned.drop_copied:
        # The copy uses its ability in the Doppelganger's own call (Role Cards —
        # Doppelganger, alternate variant).
        found.difference_update(plan.dealt_seats(state, "doppelganger"))
    seats = list(found)
    if planned.lead == "cult_leader" and state.cult_successor is not None:
        seats.append(state.cult_successor)  # Role Cards — Cult Leader, alternate variant
    turned = state.turned  # the players bitten or turned Vampire (State.turned)
    if turned and planned.hunts == "werewolves":  # the Cursed, once bitten, is one of the pack
        players = state.players
        seats += [s for s in set(turned) if players[s].bitten and s not in seats]
    elif turned and planned.hunts == "vampires":
        # "after dying from a Vampire's bite the Cursed instead becomes a Vampire" (Ultimate,
        # Role Cards — Cursed): from then on they wake and hunt with the Vampires.
        players = state.players
        seats += [s for s in set(turned) if players[s].vampire and s not in seats]
    seats.sort()
    return tuple(seats)

