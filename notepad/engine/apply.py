"""`apply(state, event)`: fold one recorded event into the state, in place.

No validation here: the validator ran before the event was recorded (or the moderator
overrode it), and a replay must reproduce exactly what was recorded. Handlers stay cheap
(docs/design.md, Budget: under 20 µs an event)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from notepad.engine.day.dice import DICE_RULES
from notepad.engine.day.votes import DAY_HANDLERS, dusk, mayor_seat, tally
from notepad.engine.deaths import kill, runs_the_game, take_over, take_role
from notepad.engine.events import (
    Banish,
    Bless,
    CardsDealt,
    CharmPassed,
    ChoosePlayers,
    Dawn,
    Death,
    DiceRolled,
    Event,
    GameEnds,
    HunterShot,
    LetterWritten,
    LoversChosen,
    MinionChosen,
    NightFalls,
    PackKill,
    Passed,
    Potions,
    Protect,
    Recruit,
    RoleCheck,
    Silence,
    TroubleSignal,
)
from notepad.engine.events.fields import field_of
from notepad.engine.moves import arrive, died_elsewhere, leave
from notepad.engine.night.dawn import apply_dawn
from notepad.engine.night.kept_script import keep_script
from notepad.engine.night.sight import answer
from notepad.engine.night.swap import apply_swap
from notepad.engine.night_and_day import Today, Tonight
from notepad.engine.rule_book import cards, rule_on
from notepad.engine.state import GameState, Override
from notepad.engine.winners import settle, winning_seats

__all__ = ["DICE_RULES", "HANDLERS", "apply", "mayor_seat", "tally"]


def _used(state: GameState, role: str, targets: list[int] | tuple[int, ...] = ()) -> None:
    state.uses[role] = state.uses.get(role, 0) + 1
    if role not in state.tonight.acted:
        state.tonight.acted.append(role)
    if targets:
        targeted = state.targeted.get(role)  # not `setdefault`: a new list each time, compiled
        if targeted is None:
            state.targeted[role] = list(targets)
        else:
            targeted.extend(targets)


def _note(state: GameState, seat: int, text: str) -> None:
    state.players[seat].history.append(f"{state.when}: {text}")


def starting_potions(state: GameState, role_id: str) -> dict[str, int]:
    """Potions per game, from the catalogue (the Werewolf-Witch has the Witch's: Scenarios —
    Village of Visions). Sorcerer, alternate variant: "two spells over the course of the game,
    in any combination" (Role Cards — Sorcerer)."""
    potions = cards(state)[role_id].potions  # the card's, read once (state.Card)
    if role_id == "sorcerer" and rule_on(state, "sorcerer-two-spells"):
        return {"heal": 2, "kill": 2, "spells": 2}
    return dict(potions) if potions else {}


def _cards_dealt(state: GameState, event: CardsDealt) -> None:
    # Each role's potions are worked out once, at its first card (the state they are read
    # from does not change in this loop): not once per seat, as a 68-player deal of 20
    # Villagers asked the potions of a Villager twenty times (issue 14).
    asked: set[str] = set()
    # The event's fields, the players and the words for when, read once for the 68 seats.
    cards, drunk_role, players, when = event.cards, event.drunk_role, state.players, state.when
    for index, role_id in enumerate(cards):  # no `start`: compiled, a loop over the list
        player = players[index + 1]  # seat N gets cards[N-1]
        player.role = role_id
        player.dealt = role_id
        if role_id == "drunk" and drunk_role:
            player.drunk_role = drunk_role
        player.history.append(f"{when}: dealt {role_id}")  # as `_note`
        if role_id not in asked and role_id not in state.potions:
            asked.add(role_id)
            potions = starting_potions(state, role_id)
            if potions:
                state.potions[role_id] = potions
    state.cupid_leftover = event.cupid_leftover
    if "moderator" in cards:
        for seat, role_id in enumerate(cards, start=1):
            if role_id == "moderator":
                runs_the_game(state, seat)
    state.discarded = list(event.discarded)
    if event.charm_holder is not None:
        state.charm_holder = event.charm_holder
        state.charm_holders = [event.charm_holder]
        _note(state, event.charm_holder, "holds the Charm")
    if "elder" in event.cards:
        # "The Elder will die on night X, where X is the number of Werewolves in the game
        # + 1" (Ultimate, Role Cards — Elder).
        wolves = 0  # a loop, not a generator: 68 calls fewer, plain
        for p in state.players.values():
            if state.pack_of(p) == "werewolves":
                wolves += 1
        state.elder_night = wolves + 1
    state.dealt = True
    state.reindex()


def _night_falls(state: GameState, event: NightFalls) -> None:
    if state.pending_shots:
        # The day's shot not taken is missed: the Hunter shoots "immediately" (Role Cards —
        # Hunter); nothing asks for it from now on (validator: hunter-late).
        state.missed_shots += state.pending_shots
        state.pending_shots = []
    dusk(state, event.elapsed)
    if state.phase == "ended":
        return
    state.phase = "night"
    state.number += 1
    state.tonight = Tonight()
    state.nominated_today = []
    state.executions_today = 0
    state.today = Today()
    state.night_notes = take_over(state)


def _dawn(state: GameState, event: Dawn) -> None:
    if state.pending_shots:
        # A Hunter dead at dusk who has not shot in the night since has missed the moment
        # (validator: hunter-late), as at nightfall; one who died tonight shoots this morning.
        players = state.players
        missed = [s for s in state.pending_shots
                  if not (died := players[s].died) or not died.when.startswith("night ")]
        if missed:
            state.missed_shots += missed
            state.pending_shots = [s for s in state.pending_shots if s not in missed]
    state.last_night = dict(state.tonight.protected)
    apply_dawn(state)
    settle(state)


def _game_ends(state: GameState, event: GameEnds) -> None:
    """The moderator declares the end ("the Moderator may declare a Werewolf victory the
    moment that equality is reached", Ultimate, End of the Game), naming the winning players;
    without names, the engine names the players of the winning teams."""
    state.winners = list(event.winners)
    state.winning_seats = (sorted(event.players) if event.players
                           else winning_seats(state, state.winners))
    state.phase = "ended"


def _pass(state: GameState, event: Passed) -> None:
    if event.role not in state.tonight.acted:
        state.tonight.acted.append(event.role)
    if event.role == "charm" and state.number > 1 and state.charm_holder is not None:
        # "At night, the Charm holder must point to the next holder, or the Charm is
        # destroyed" (Rule Variants — The Charm): a pass is a refusal.
        state.charm_destroyed = True
        state.charm_holder = None


def _struck(state: GameState, seat: int) -> None:
    """An attack is made on `seat` now: note whether it holds the Charm at this moment
    (deaths.charm_saves)."""
    held = state.charm_holder == seat and not state.charm_destroyed
    struck = state.tonight.charm_struck
    struck[seat] = struck.get(seat, True) and held


def _pack_kill(state: GameState, event: PackKill) -> None:
    role, targets = event.role, event.targets  # each read once
    state.tonight.kills[role] = list(targets)
    for seat in targets:
        _struck(state, seat)
    _used(state, role, targets)


def _minion(state: GameState, event: MinionChosen) -> None:
    role = cards(state).get(event.role)
    target = state.players[event.target]
    counted = state.leave_census(target)  # the Minion changes sides (GameState.census)
    target.minion = True
    target.minion_pack = role.pack if role and role.pack else "werewolves"
    if counted:
        state.join_census(target)
    state.minion_chosen = True
    _note(state, event.target, "chosen as the Minion")


def _lovers(state: GameState, event: LoversChosen) -> None:
    a, b = event.targets
    state.players[a].lover, state.players[b].lover = b, a
    _note(state, a, f"in love with {state.players[b].name}")
    _note(state, b, f"in love with {state.players[a].name}")
    _used(state, event.role, event.targets)
    if event.role == "cupid" and state.cupid_leftover:
        # "As soon as Cupid chooses their targets, they receive the leftover role and keep it
        # for the rest of the game" (Role Cards — Cupid, alternate variant 1).
        cupids = [p for p in state.players.values() if p.dealt == "cupid" and p.role == "cupid"
                  and (event.actor is None or p.seat == event.actor)]
        if cupids:
            take_role(state, cupids[0], state.cupid_leftover, "Cupid takes the leftover card")


def _check(state: GameState, event: RoleCheck) -> None:
    role, target = event.role, event.target  # each read once
    said = answer(state, role, target, event.actor)
    state.checks.append((state.number, role, target, said))
    _used(state, role, [target])


def _protect(state: GameState, event: Protect) -> None:
    role, target = event.role, event.target  # each read once
    state.tonight.protected[role] = target
    _used(state, role, [target])
    _note(state, target, f"protected by the {role}")


def _potions(state: GameState, event: Potions) -> None:
    left = state.potions.setdefault(event.role, {})
    # An overridden spent potion still happens, but a count never goes below zero.
    if event.heal is not None:
        left["heal"] = max(0, left.get("heal", 0) - 1)
        state.tonight.healed.append(event.heal)
        state.tonight.healer.setdefault(event.heal, event.role)  # named at dawn
    if event.kill is not None:
        left["kill"] = max(0, left.get("kill", 0) - 1)
        state.tonight.poisoned.append(event.kill)
        _struck(state, event.kill)
        state.tonight.poisoner[event.kill] = event.role
    chosen = [s for s in (event.heal, event.kill) if s is not None]
    if "spells" in left:
        left["spells"] = max(0, left["spells"] - len(chosen))
        if not left["spells"]:
            left["heal"] = left["kill"] = 0
    if event.role == "witch" and chosen and rule_on(state, "witch-one-ability"):
        # "the Witch may use only one ability (of her choice), and only once" (Role Cards).
        left["heal"] = left["kill"] = 0
    _used(state, event.role, chosen)


def _bless(state: GameState, event: Bless) -> None:
    state.players[event.target].blessed = True
    state.players[event.target].blessed_night = state.number
    _used(state, event.role, [event.target])
    _note(state, event.target, "blessed")


def _silence(state: GameState, event: Silence) -> None:
    state.players[event.target].silenced_day = state.silence_day = state.number
    _used(state, event.role, [event.target])
    _note(state, event.target, f"silenced for day {state.number}")


def _banish(state: GameState, event: Banish) -> None:
    state.players[event.target].banished_day = state.banish_day = state.number
    _used(state, event.role, [event.target])
    _note(state, event.target, f"banished for day {state.number}")


def _recruit(state: GameState, event: Recruit) -> None:
    target = event.target  # read once
    state.players[target].cultist = True
    _used(state, event.role, [target])
    _note(state, target, "recruited into the cult")


def _trouble(state: GameState, event: TroubleSignal) -> None:
    state.trouble_day = state.number
    _used(state, event.role)


def _charm(state: GameState, event: CharmPassed) -> None:
    # A refusal or a former holder destroys the Charm (Ultimate, Rule Variants — The Charm).
    _used(state, event.role, [] if event.target is None else [event.target])
    if event.target is None or event.target in state.charm_holders:
        state.charm_destroyed = True
        state.charm_holder = None
        return
    state.charm_holder = event.target
    state.charm_holders.append(event.target)
    _note(state, event.target, "holds the Charm")


def _choose(state: GameState, event: ChoosePlayers) -> None:
    _used(state, event.role, event.targets)
    if event.role == "doppelganger" and rule_on(state, "doppelganger-copies-at-once"):
        # "on the first night, the Doppelganger chooses a player and immediately copies their
        # role (the original role holder keeps their role too)" (Role Cards — Doppelganger,
        # alternate variant).
        target = state.players[event.targets[0]]
        for doppel in state.players.values():
            if doppel.role == "doppelganger" and doppel.alive and (
                    event.actor is None or doppel.seat == event.actor):
                take_role(state, doppel, target.role, "the Doppelganger copies")
                # Its copied ability is its own: uses and potions counted apart.
                state.potions["doppelganger"] = starting_potions(state, target.role)
                state.uses["doppelganger"] = 0
                break


def _letter(state: GameState, event: LetterWritten) -> None:
    _used(state, event.role)


def _dice(state: GameState, event: DiceRolled) -> None:
    # Fateful Dice (Ultimate, Rule Variants — Daytime Twists); effects: engine/day/dice.py.
    roll = sum(event.dice)
    state.dice.append((state.number, roll, DICE_RULES.get(roll, "Play as normal.")))


def _hunter_shot(state: GameState, event: HunterShot) -> None:
    """The dead Hunter's shot: the victim's chain starts with the Hunter, so a shot lover's
    partner dies of grief "after Hunter, lover" (Role Cards — Hunter, Lovers)."""
    _used(state, event.role)
    shooter = event.actor
    if shooter is None:
        # No Hunter waiting to shoot (an overridden shot, or one a correction left without
        # its death): a Hunter who died this day or the night before it fires it — "If the
        # Hunter dies …, they may immediately choose" (Role Cards — Hunter) — never one long
        # dead, whose name would then stand as the cause of this death.
        # A Hunter whose moment passed at nightfall fires an overridden late shot
        # (validator: hunter-late) only when no Hunter died this day or the night before.
        pending = state.pending_shots or [
            h.seat for h in state.holders("hunter", False) if h.died is not None
            and h.died.when in (state.when, f"night {state.number}")] or state.missed_shots
        shooter = pending[0] if pending else None
    if shooter in state.pending_shots:
        state.pending_shots.remove(shooter)
    elif shooter in state.missed_shots:  # a late shot, overridden (validator: hunter-late)
        state.missed_shots.remove(shooter)
    if event.target is not None:
        kill(state, event.target, "shot by the Hunter", [] if shooter is None else [shooter])
    settle(state)


def _death(state: GameState, event: Death) -> None:
    if event.kind == "masons":
        # "the Masons will kill them the following night": the victim dies at the next dawn
        # (Role Cards — Mason; engine/night/dawn.py).
        if event.target not in state.masons_due:
            state.masons_due.append(event.target)
        _note(state, event.target, "to be killed by the Masons")
        return
    if event.kind == "left":
        # A player who leaves the game — banished to another village — "may not reveal [the
        # role] to anyone except the Moderator" (Simultaneous Play Session — Banishing a
        # Player): the table is shown nothing, and leaving sets off no death (moves.py).
        leave(state, event.target, event.cause)
        return
    kill(state, event.target, event.cause)
    settle(state)


# `Final`: compiled, read from a C static on every event, not looked up in the module (issue 14).
HANDLERS: Final[dict[str, Callable[[GameState, Any], None]]] = {
    "cards_dealt": _cards_dealt,
    "night_falls": _night_falls,
    "dawn": _dawn,
    "game_ends": _game_ends,
    "pass": _pass,
    "pack_kill": _pack_kill,
    "minion_chosen": _minion,
    "lovers_chosen": _lovers,
    "check": _check,
    "protect": _protect,
    "potions": _potions,
    "bless": _bless,
    "silence": _silence,
    "banish": _banish,
    "recruit": _recruit,
    "trouble": _trouble,
    "charm_passed": _charm,
    "choose_players": _choose,
    "letter": _letter,
    "dice": _dice,
    "role_swap": apply_swap,
    "hunter_shot": _hunter_shot,
    "death": _death,
    "arrival": arrive,
    "died_elsewhere": died_elsewhere,
    **DAY_HANDLERS,
}


def apply(state: GameState, event: Event) -> None:
    kind = event.type  # read once: each read of a pydantic field is slow (docs/design.md, Budget)
    role = field_of(event, "role")
    if role is not None and state.phase == "night":
        state.tonight.done.append((role, kind))
    HANDLERS[kind](state, event)
    override = event.override
    if override is not None:
        state.overrides.append(
            Override(
                event=state.events + 1,
                type=kind,
                when=state.when,
                rules=list(override.rules),
                reason=override.reason,
            )
        )
    state.events += 1
    if state.script is not None:
        keep_script(state, kind, role, state.events - 1)
