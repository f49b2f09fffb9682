"""`apply(state, event)`: fold one recorded event into the state, in place.

No validation here: the validator ran before the event was recorded (or the moderator
overrode it), and a replay must reproduce exactly what was recorded. Handlers stay cheap
(DESIGN.md, Budget: under 20 µs an event)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from notepad.engine import events as ev
from notepad.engine.dawn import apply_dawn, charm_saves, kill
from notepad.engine.sight import answer
from notepad.engine.state import GameState, Override, Tonight
from notepad.engine.victory import settle

# Fateful Dice table (Ultimate, Rule Variants — Daytime Twists).
DICE_RULES = {
    2: "The player targeted by the Werewolves becomes a Werewolf themselves the following night.",
    3: "An accusation that is seconded executes the accused at once, without a vote.",
    4: "Two executions instead of one.",
    5: "Point out the player who was most recently checked by the Seer.",
    6: "Play as normal.",
    7: "Play as normal.",
    8: "Play as normal.",
    9: "As the previous day.",
    10: "Vote using the Elimination Method.",
    11: "No talking, except to accuse and second an accusation.",
    12: "The Werewolves' victim doesn't die, but loses their abilities.",
}


def _used(state: GameState, role: str, targets: list[int] | tuple[int, ...] = ()) -> None:
    state.uses[role] = state.uses.get(role, 0) + 1
    if role not in state.tonight.acted:
        state.tonight.acted.append(role)
    if targets:
        state.targeted.setdefault(role, []).extend(targets)


def _note(state: GameState, seat: int, text: str) -> None:
    state.players[seat].history.append(f"{state.when}: {text}")


def _cards_dealt(state: GameState, event: ev.CardsDealt) -> None:
    for seat, role_id in enumerate(event.cards, start=1):
        state.players[seat].role = role_id
        _note(state, seat, f"dealt {role_id}")
        potions = state.roles[role_id].ability.potions
        if potions and role_id not in state.potions:
            state.potions[role_id] = {kind: n for kind, n in potions.items()}
    if event.charm_holder is not None:
        state.charm_holder = event.charm_holder
        state.charm_holders = [event.charm_holder]
        _note(state, event.charm_holder, "holds the Charm")
    state.dealt = True


def _night_falls(state: GameState, event: ev.NightFalls) -> None:
    state.phase = "night"
    state.number += 1
    state.tonight = Tonight()
    state.nominated_today = []
    state.executions_today = 0


def _dawn(state: GameState, event: ev.Dawn) -> None:
    state.last_night = dict(state.tonight.protected)
    apply_dawn(state)
    settle(state)


def _game_ends(state: GameState, event: ev.GameEnds) -> None:
    state.winners = list(event.winners)
    state.phase = "ended"


def _pass(state: GameState, event: ev.Passed) -> None:
    if event.role not in state.tonight.acted:
        state.tonight.acted.append(event.role)


def _pack_kill(state: GameState, event: ev.PackKill) -> None:
    state.tonight.kills[event.role] = list(event.targets)
    _used(state, event.role, event.targets)


def _minion(state: GameState, event: ev.MinionChosen) -> None:
    state.players[event.target].minion = True
    state.minion_chosen = True
    _note(state, event.target, "chosen as the Minion")


def _lovers(state: GameState, event: ev.LoversChosen) -> None:
    a, b = event.targets
    state.players[a].lover, state.players[b].lover = b, a
    _note(state, a, f"in love with {state.players[b].name}")
    _note(state, b, f"in love with {state.players[a].name}")
    _used(state, event.role, event.targets)


def _check(state: GameState, event: ev.RoleCheck) -> None:
    said = answer(state, event.role, event.target)
    state.checks.append((state.number, event.role, event.target, said))
    _used(state, event.role, [event.target])


def _protect(state: GameState, event: ev.Protect) -> None:
    state.tonight.protected[event.role] = event.target
    _used(state, event.role, [event.target])
    _note(state, event.target, f"protected by the {event.role}")


def _potions(state: GameState, event: ev.Potions) -> None:
    left = state.potions.setdefault(event.role, {})
    # An overridden spent potion still happens, but a count never goes below zero.
    if event.heal is not None:
        left["heal"] = max(0, left.get("heal", 0) - 1)
        state.tonight.healed.append(event.heal)
    if event.kill is not None:
        left["kill"] = max(0, left.get("kill", 0) - 1)
        state.tonight.poisoned.append(event.kill)
    chosen = [s for s in (event.heal, event.kill) if s is not None]
    _used(state, event.role, chosen)


def _bless(state: GameState, event: ev.Bless) -> None:
    state.players[event.target].blessed = True
    _used(state, event.role, [event.target])
    _note(state, event.target, "blessed")


def _silence(state: GameState, event: ev.Silence) -> None:
    state.players[event.target].silenced_day = state.number
    _used(state, event.role, [event.target])
    _note(state, event.target, f"silenced for day {state.number}")


def _banish(state: GameState, event: ev.Banish) -> None:
    state.players[event.target].banished_day = state.number
    _used(state, event.role, [event.target])
    _note(state, event.target, f"banished for day {state.number}")


def _recruit(state: GameState, event: ev.Recruit) -> None:
    state.players[event.target].cultist = True
    _used(state, event.role, [event.target])
    _note(state, event.target, "recruited into the cult")


def _trouble(state: GameState, event: ev.TroubleSignal) -> None:
    state.trouble_day = state.number
    _used(state, event.role)


def _charm(state: GameState, event: ev.CharmPassed) -> None:
    # A refusal or a former holder destroys the Charm (Ultimate, Rule Variants — The Charm).
    _used(state, event.role, [] if event.target is None else [event.target])
    if event.target is None or event.target in state.charm_holders:
        state.charm_destroyed = True
        state.charm_holder = None
        return
    state.charm_holder = event.target
    state.charm_holders.append(event.target)
    _note(state, event.target, "holds the Charm")


def _choose(state: GameState, event: ev.ChoosePlayers) -> None:
    _used(state, event.role, event.targets)


def _letter(state: GameState, event: ev.LetterWritten) -> None:
    _used(state, event.role)


def _dice(state: GameState, event: ev.DiceRolled) -> None:
    roll = sum(event.dice)
    state.dice.append((state.number, roll, DICE_RULES.get(roll, "Play as normal.")))


def _mayor(state: GameState, event: ev.MayorElected) -> None:
    state.mayor = event.target
    _note(state, event.target, "holds the Mayor card")


def _nominate(state: GameState, event: ev.Nominate) -> None:
    state.nominated_today.append(event.nominee)


def mayor_seat(state: GameState) -> int | None:
    if state.mayor is not None:
        return state.mayor if state.players[state.mayor].alive else None
    holders = state.holders("mayor")
    return holders[0].seat if holders else None


def tally(state: GameState, event: ev.Vote) -> bool:
    """Whether the vote sends the nominee to the gallows.

    Werwölfe (The Gallows): more thumbs up than down; on a tie the Mayor's vote counts double.
    Ultimate (The First Day; Role Cards — Mayor): more than half the players vote to execute,
    and the Mayor's vote always counts two.
    """
    mayor = mayor_seat(state)
    up, down = len(event.execute), len(event.spare)
    if state.setup.edition == "werwoelfe":
        if up == down and mayor is not None:
            return mayor in event.execute
        return up > down
    weight = 1 if mayor is None else 2
    up += (weight - 1) * (mayor in event.execute)
    voters = [p for p in state.living() if p.banished_day != state.number]
    total = len(voters) + (weight - 1) * (mayor is not None)
    return 2 * up > total


def _vote(state: GameState, event: ev.Vote) -> None:
    nominee = state.players[event.nominee]
    if not tally(state, event):
        _note(state, event.nominee, "spared by the vote")
        return
    state.executions_today += 1
    if charm_saves(state, event.nominee):
        # Still a successful execution (Ultimate, Rule Variants — The Charm).
        _note(state, event.nominee, "executed but saved by the Charm")
    elif nominee.role == "prince":
        _note(state, event.nominee, "executed: the Prince reveals the card and survives")
    else:
        cause = "lynched at the gallows" if state.setup.edition == "werwoelfe" else "executed"
        kill(state, event.nominee, cause)
    settle(state)


def _hunter_shot(state: GameState, event: ev.HunterShot) -> None:
    _used(state, event.role)
    if event.target is not None:
        hunters = state.holders(event.role, alive_only=False)
        kill(state, event.target, "shot by the Hunter", [h.seat for h in hunters[:1]])
        settle(state)


def _death(state: GameState, event: ev.Death) -> None:
    kill(state, event.target, event.cause)
    settle(state)


HANDLERS: dict[str, Callable[[GameState, Any], None]] = {
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
    "mayor_elected": _mayor,
    "nominate": _nominate,
    "vote": _vote,
    "hunter_shot": _hunter_shot,
    "death": _death,
}


def apply(state: GameState, event: ev.Event) -> None:
    HANDLERS[event.type](state, event)
    if event.override is not None:
        state.overrides.append(
            Override(
                event=state.events + 1,
                type=event.type,
                when=state.when,
                rules=list(event.override.rules),
                reason=event.override.reason,
            )
        )
    state.events += 1
