"""The day: accusations and votes in every method of both rulebooks, and the execution with
everything that can stop or double it (Mayor, Fool, Pacifist, Prince, Martyr, the Charm, the
Trouble Maker, Fateful Dice).

Werwölfe, The Gallows: nominate, second, defend, thumbs vote, more up than down; on a tie the
Mayor's vote counts double; a spared player can't be nominated again that day; the day ends
with the first lynching. Ultimate, The First Day: "If more than half the players vote to
execute"; Rule Variants — Accusation and Voting: Double Accusation, Elimination Method,
Secret Ballot with a runoff, "1, 2, 3, Die!"."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from notepad.engine.day.dice import today_rule
from notepad.engine.deaths import charm_saves, kill, shield
from notepad.engine.events import (
    Ballot,
    DoubleVote,
    MartyrChoice,
    MayorElected,
    Nominate,
    RandomFool,
    TimerSet,
    Vote,
    Vouch,
)
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState
from notepad.engine.winners import settle

BITTEN = "bitten by the vampires"
# Today.survived's reasons the words layer tells apart (notepad/table/recorded.py).
PRINCE_SURVIVES = "the Prince reveals the card"
CHARM_SURVIVES = "holds the Charm"


def _note(state: GameState, seat: int, text: str) -> None:
    state.players[seat].history.append(f"{state.when}: {text}")


def mayor_seat(state: GameState) -> int | None:
    """The living Mayor: the elected one (variant) or the Mayor card's holder."""
    if state.mayor is not None:
        return state.mayor if state.players[state.mayor].alive else None
    # The first living holder of the card who has its ability, from the role index (as
    # `holders` reads it), without making a list of them: asked twice on every vote (issue 14).
    seats = state.by_role.get("mayor")
    if seats is None:
        return None
    players = state.players
    for seat in seats:
        player = players[seat]
        if player.alive and not player.lost_abilities:
            return seat
    return None


def voting_mayor(state: GameState) -> int | None:
    """The Mayor whose vote counts as two today (`mayor_seat`), unless the Old Hag banished
    the Mayor for the day: the banished player takes no part in "the execution vote, or
    anything else" (Ultimate, Role Cards — Old Hag), so there is no Mayor's way to ask for."""
    seat = mayor_seat(state)
    if seat is not None and state.banish_day == state.number \
            and state.players[seat].banished_day == state.number:
        return None
    return seat


def voters(state: GameState) -> list[int]:
    """Living players who take part: not the Old Hag's banished (Role Cards — Old Hag). The
    Enchantress's silenced player "can't speak, but can vote" (Role Cards — Enchantress)."""
    number = state.number
    if state.banish_day != number:
        return list(state.alive)
    return [seat for seat, p in state.alive.items() if p.banished_day != number]


def voter_count(state: GameState) -> int:
    """`len(voters(state))`, without the list: the vote's check and tally ask on every vote
    (issue 14)."""
    number = state.number
    if state.banish_day != number:
        return len(state.alive)
    count = 0  # a loop, not a generator: no frame resumed for each of the living, plain
    for p in state.alive.values():
        if p.banished_day != number:
            count += 1
    return count


def allowed_executions(state: GameState) -> int:
    """One a day; two after the Trouble Maker's signal (Role Cards — Trouble Maker) or with
    Fateful Dice 4 ("Two executions instead of one")."""
    return executions_allowed(state, today_rule(state))


def executions_allowed(state: GameState, rule: int | None) -> int:
    """`allowed_executions` on a day whose Fateful Dice rule (`today_rule`) is `rule`."""
    return 1 + (state.trouble_day == state.number) + (rule == 4)


def day_over(state: GameState) -> bool:
    return state.today.ended or state.executions_today >= allowed_executions(state)


def _forced(state: GameState, execute: list[int], spare: list[int]) -> tuple[list[int], list[int]]:
    """The Fool always votes to execute, the Pacifist always against (Role Cards — Fool,
    Pacifist): whatever their thumbs showed, the tally counts them so."""
    players = state.players
    pacifists = state.by_role.get("pacifist")  # the role index: seats whose role is this
    if not pacifists or pacifists[0] not in execute and len(pacifists) == 1:
        # Nobody voting to execute is the Pacifist (the usual case, and 68 hands to look at).
        up = list(execute)
        down = [s for s in spare if players[s].role != "fool" and not players[s].fool]
        up += [s for s in spare if players[s].role == "fool" or players[s].fool]
        return up, down
    up = [s for s in execute if players[s].role != "pacifist"]
    down = [s for s in spare if players[s].role != "fool" and not players[s].fool]
    up += [s for s in spare if players[s].role == "fool" or players[s].fool]
    down += [s for s in execute if players[s].role == "pacifist"]
    return up, down


def tally(state: GameState, event: Vote) -> bool:
    """Whether the vote sends the nominee to the gallows.

    Werwölfe (The Gallows): more thumbs up than down; on a tie the living Mayor decides.
    Ultimate (The First Day; Role Cards — Mayor): more than half the players vote to execute,
    and the Mayor's vote always counts as two."""
    mayor = voting_mayor(state)
    if event.execute_total is not None or event.spare_total is not None:
        up, down = event.execute_total or 0, event.spare_total or 0
        mayor_up = event.mayor == "execute"
    else:
        up, down, mayor_up = forced_count(state, event.execute, event.spare, mayor)
    if state.setup.edition == "werwoelfe":
        if up == down and mayor is not None:
            return mayor_up
        return up > down
    weight = 1 if mayor is None else 2
    up += (weight - 1) * mayor_up
    total = voter_count(state) + (weight - 1) * (mayor is not None)
    return 2 * up > total


def forced_count(state: GameState, execute: list[int], spare: list[int],
                 mayor: int | None) -> tuple[int, int, bool]:
    """`_forced`'s hands counted — (up, down, whether `mayor` is among the up) — without
    copying the many hands to execute, and the Mayor looked for only if there is one
    (issue 14).
    tests/engine/test_vote_fast_paths.py holds it equal to `_forced`."""
    players = state.players
    fools = 0
    mayor_fool = False
    for seat in spare:  # the few: usually the Pacifist alone
        player = players[seat]
        if player.role == "fool" or player.fool:
            fools += 1
            mayor_fool = mayor_fool or seat == mayor
    pacifists = state.by_role.get("pacifist")  # the role index: seats whose role is this
    turned = 0  # hands to execute counted to spare: the Pacifist's
    if pacifists:
        if len(pacifists) > 1 or pacifists[0] in execute:  # as `_forced`: look at each hand
            turned = sum(1 for seat in execute if players[seat].role == "pacifist")
            mayor_in = mayor is not None and mayor in execute \
                and players[mayor].role != "pacifist"
        else:
            mayor_in = mayor is not None and mayor in execute
    else:
        mayor_in = mayor is not None and mayor in execute
    mayor_up = mayor_in or mayor_fool
    return len(execute) - turned + fools, len(spare) - fools + turned, mayor_up


def execute(state: GameState, seat: int) -> None:
    """The vote has sentenced `seat`. The Martyr may take the place "immediately after
    sentencing (before execution) … before roles are revealed" (Role Cards — Martyr)."""
    number = state.number
    may_take = False  # a living Martyr may take the place (from the role index, `holders`)
    for p in state.holders("martyr"):
        if p.seat != seat and not p.lost_abilities and p.banished_day != number:
            may_take = True
            break
    if may_take and not rule_on(state, "martyr-night"):
        state.today.sentenced = seat
        _note(state, seat, "sentenced; does the Martyr take the place?")
        return
    _carry_out(state, seat)


def _carry_out(state: GameState, seat: int) -> None:
    player = state.players[seat]
    state.executions_today += 1
    if charm_saves(state, seat):
        # "they survive (if it was an execution, it still counts as successful and everyone
        # falls asleep right away)" (Rule Variants — The Charm).
        _note(state, seat, "executed but saved by the Charm")
        state.today.survived.append((seat, CHARM_SURVIVES))
        state.today.ended = True
    elif player.role == "prince" and not player.lost_abilities:
        # "they reveal their role and survive, and the village immediately falls back
        # asleep" (Role Cards — Prince).
        _note(state, seat, "executed: the Prince reveals the card and survives")
        state.today.survived.append((seat, PRINCE_SURVIVES))
        state.today.ended = True
    else:
        why = shield(state, seat)
        if why is None:
            cause = "lynched at the gallows" if state.setup.edition == "werwoelfe" \
                else "executed"
            kill(state, seat, cause)
        else:  # an execution vote that kills nobody says why (the Old Hag's, the Bodyguard's)
            _note(state, seat, f"executed but survives: {why}")
            state.today.survived.append((seat, why))
    _next_condemned(state)


def _next_condemned(state: GameState) -> None:
    if state.today.queue:
        execute(state, state.today.queue.pop(0))


def _nominate(state: GameState, event: Nominate) -> None:
    state.nominated_today.append(event.nominee)
    if event.nominee in state.today.voted:  # Ultimate: accused again, a new vote is owed
        state.today.voted.remove(event.nominee)
    if state.setup.edition == "werwoelfe" and len(set(event.by)) == 1:
        # Nobody confirmed it: no vote follows (Werwölfe, The Gallows; day/checks.py).
        state.today.unconfirmed.append(event.nominee)
    if today_rule(state) == 3 and len(set(event.by)) >= 2:
        # Fateful Dice 3: "the accused is immediately executed, without a vote".
        execute(state, event.nominee)
        settle(state)


def _vote(state: GameState, event: Vote) -> None:
    state.today.voted.append(event.nominee)
    if not tally(state, event):
        _note(state, event.nominee, "spared by the vote")
        return
    execute(state, event.nominee)
    settle(state)


def _counted(votes: list[int], total: int | None) -> int:
    return total if total is not None else len(votes)


def _double_vote(state: GameState, event: DoubleVote) -> None:
    """Double Accusation: "the player who receives the most votes is executed. If the vote is
    tied, both are executed" (Rule Variants — Accusation and Voting)."""
    state.nominated_today += [s for s in (event.first, event.second)
                              if s not in state.nominated_today]
    mayor = voting_mayor(state) if state.setup.edition == "ultimate" else None
    first = _counted(event.for_first, event.first_total) + (mayor in event.for_first)
    second = _counted(event.for_second, event.second_total) + (mayor in event.for_second)
    if first == second:
        state.today.queue.append(event.second)
        execute(state, event.first)
    else:
        execute(state, event.first if first > second else event.second)
    settle(state)


def _ballot(state: GameState, event: Ballot) -> None:
    """Secret Ballot: the most named is executed; a tie goes to a runoff among the tied, and
    "If the runoff also ties, all the tied players are executed". "1, 2, 3, Die!": on a tie
    "a revote is held, but only among the tied candidates" — as often as it takes."""
    counts: Counter[int] = Counter(event.totals)
    mayor = voting_mayor(state) if state.setup.edition == "ultimate" else None
    for voter, candidate in event.votes.items():
        counts[candidate] += 2 if voter == mayor else 1
    if not counts:
        return
    top = max(counts.values())
    tied = sorted(s for s, n in counts.items() if n == top)
    runoff = bool(state.today.runoff)
    if len(tied) == 1:
        state.today.runoff = []
        execute(state, tied[0])
    elif runoff and event.method == "secret-ballot":
        state.today.runoff = []
        state.today.queue += tied[1:]
        execute(state, tied[0])
    else:
        state.today.runoff = tied
    settle(state)


def _vouch(state: GameState, event: Vouch) -> None:
    """Elimination Method: everyone raises a hand except the player vouched for, who vouches
    for the next; "The process repeats until only one player is left with a raised hand.
    That player is executed" (Rule Variants — Accusation and Voting)."""
    state.today.vouched.append(event.target)
    raised = [s for s in voters(state) if s not in state.today.vouched]
    if len(raised) == 1:
        state.today.vouched = []
        execute(state, raised[0])
        settle(state)


def _martyr(state: GameState, event: MartyrChoice) -> None:
    if state.phase == "night":
        state.tonight.martyr = event.takes_place
        return
    condemned = state.today.sentenced
    state.today.sentenced = None
    if condemned is None:
        return
    # The Martyr who takes the place, looked for only when the place is taken.
    martyr = None
    if event.takes_place:
        for p in state.holders("martyr"):
            if p.seat != condemned:
                martyr = p
                break
    if martyr is not None:
        state.executions_today += 1
        _note(state, condemned, "saved: the Martyr took their place")
        kill(state, martyr.seat, "took the condemned's place (Martyr)", [condemned])
        _next_condemned(state)
    else:
        _carry_out(state, condemned)
    settle(state)


def _mayor(state: GameState, event: MayorElected) -> None:
    state.mayor = event.target
    state.mayor_pending = False
    _note(state, event.target, "holds the Mayor card")


def _random_fool(state: GameState, event: RandomFool) -> None:
    state.players[event.target].fool = True


def _timer(state: GameState, event: TimerSet) -> None:
    state.today.timer = event.seconds
    state.today.warning = event.warning


def dusk(state: GameState, elapsed: float | None) -> None:
    """The day ends: the Vampires' victims die now, "after voting to execute someone" (Role
    Cards — Vampire), in daylight: `dusk_deaths` keeps who, so that the words say them before
    the village falls asleep (table/recorded.py); a Vampire Hunter bitten "kill[s] the
    nearest Vampire before dying" (Role Cards — Hunter)."""
    if elapsed is not None and state.phase == "day":
        state.day_elapsed[state.number] = elapsed
    bites, state.bites = state.bites, []
    state.dusk_deaths = [seat for seat, _ in bites if state.players[seat].alive] \
        if bites else []
    for seat, chain in bites:
        player = state.players[seat]
        if not player.alive:
            continue
        if player.role == "hunter" and vampire_hunter(state):
            nearest = _nearest_vampire(state, seat)
            if nearest is not None:
                kill(state, nearest, "shot by the Vampire Hunter", [seat])
            died = kill(state, seat, BITTEN, chain)
            if seat in died and seat in state.pending_shots:
                state.pending_shots.remove(seat)  # the shot was the nearest Vampire
        else:
            kill(state, seat, BITTEN, chain)
    settle(state)


def vampire_hunter(state: GameState) -> bool:
    """"Vampire Hunter: in games with Vampires, the Hunter becomes a Vampire Hunter" (Role
    Cards — Hunter); Vampire Village names it too (Scenarios)."""
    if rule_on(state, "vampire-hunter"):
        return True
    roles = state.roles
    return any(n > 0 and r in roles and roles[r].pack == "vampires"
               for r, n in state.setup.roles.items())


def _nearest_vampire(state: GameState, seat: int) -> int | None:
    """The living Vampire fewest places away round the circle, which closes up as players
    leave it (The First Day: "the circle of players closes back up"); on a tie, the lower
    seat."""
    circle = [p.seat for p in state.living()]
    if seat not in circle:
        circle = sorted([*circle, seat])
    n, at = len(circle), circle.index(seat)
    vampires = [i for i, s in enumerate(circle) if state.in_pack(state.players[s], "vampires")]
    if not vampires:
        return None
    nearest = min(vampires, key=lambda i: (min((i - at) % n, (at - i) % n), circle[i]))
    return circle[nearest]


DAY_HANDLERS: dict[str, Callable[[GameState, Any], None]] = {
    "nominate": _nominate,
    "vote": _vote,
    "double_vote": _double_vote,
    "ballot": _ballot,
    "vouch": _vouch,
    "martyr": _martyr,
    "mayor_elected": _mayor,
    "random_fool": _random_fool,
    "timer_set": _timer,
}
