"""A player moving between simultaneous villages (Ultimate, Rule Variants — Simultaneous Play
Session): leaving this village (a `death` of kind `left`), arriving from another
(`arrival`), and the news that a player who left has died elsewhere (`died_elsewhere`).

"The banished player immediately moves to another village (or arrives there the following
'day,' if it's currently night there). A player with any role can move from village to
village, but may not reveal it to anyone except the Moderator." Leaving is not dying: nothing
a death sets off happens here (no Lover's grief, no Hunter's shot, no Tanner's win, no Wolf
Cub's revenge, no shorter life for the Elder, no inheritance); the player is out of this
village's calls, votes and win check, alive elsewhere (Player.away) until the village hears
otherwise. docs/villages.md lists what goes with the player and why."""

from __future__ import annotations

from notepad.engine.day.checks import ULTIMATE, Violation, dead_targets
from notepad.engine.deaths import kill, pass_to_doppelganger
from notepad.engine.events import Arrival, DiedElsewhere
from notepad.engine.players import Died, Player
from notepad.engine.state import GameState
from notepad.engine.winners import settle

SOURCE = f"{ULTIMATE}, Rule Variants — Simultaneous Play Session"


def leave(state: GameState, seat: int, cause: str) -> None:
    """The player leaves: gone from the calls, votes and win check, no card shown."""
    player = state.players[seat]
    if not player.alive:
        return
    player.alive = False
    del state.alive[seat]
    state.uncount(player)
    player.died = Died(when=state.when, cause=cause, left=True)
    player.away = True
    player.history.append(f"{state.when}: left ({cause})")
    # What is theirs goes with them: the Charm (the call goes on, nobody having seen it go),
    # a death still to come (Stalwart, the Vampires' bite), Fateful Dice 2's turning.
    if state.charm_holder == seat:
        state.charm_holder = None
    state.stalwart = [(s, chain) for s, chain in state.stalwart if s != seat]
    state.bites = [(s, chain) for s, chain in state.bites if s != seat]
    state.turning = [(s, night) for s, night in state.turning if s != seat]
    today = state.today
    today.queue = [s for s in today.queue if s != seat]
    today.runoff = [s for s in today.runoff if s != seat]
    if state.mayor == seat:
        # The elected Mayor's office stays with the village: "If the elected Mayor dies, the
        # players elect a new one" (Role Cards — Mayor); a Mayor card goes with its holder.
        state.mayor_pending = True
    settle(state)


def arrive(state: GameState, event: Arrival) -> None:
    marks = event.marks
    seat = event.seat
    player = state.players.get(seat)
    if player is None:
        player = state.players[seat] = Player(seat=seat, name=event.name)
    else:  # back in a village they left: the old seat, and the old bonds here
        player.died = None
        player.away = False
    player.alive = True
    player.role = event.role
    player.dealt = event.dealt or event.role
    player.cultist, player.minion = marks.cultist, marks.minion
    player.bitten, player.vampire = marks.bitten, marks.vampire
    player.fool, player.lost_abilities = marks.fool, marks.lost_abilities
    player.drunk_role = marks.drunk_role
    # A blessing given on a night of another village saves on any night here (Role Cards —
    # Priest: "killed on some later night").
    player.blessed, player.blessed_night = marks.blessed, 0
    player.silenced_day = state.number if marks.silenced and state.phase == "day" else None
    player.banished_day = None
    player.copies = marks.copies or ""
    if marks.lover is not None:
        player.lover = marks.lover
        state.players[marks.lover].lover = seat
    state.alive = {s: p for s, p in sorted(state.players.items()) if p.alive}
    if (marks.bitten or marks.vampire) and seat not in state.turned:
        state.turned.append(seat)  # wakes with the pack they belong to (night/script.py)
    if marks.turning:
        state.turning.append((seat, state.number + 1))
    if marks.doomed == "stalwart":
        state.stalwart.append((seat, []))
    elif marks.doomed == "bite":
        state.bites.append((seat, []))
    _charm_arrives(state, player, marks.charm)
    _role_arrives(state, event)
    player.history.append(f"{state.when}: arrived from {event.came_from or 'another village'}"
                          f" as the {event.role}")
    state.arrivals.append((event.transfer or 0, seat, state.when))
    state.reindex()


def _charm_arrives(state: GameState, player: Player, charm: bool) -> None:
    """One Charm per village (Rule Variants — The Charm: "add it to the deck … as an extra
    card"): an arriving Charm meets an intact one only by override, and then it is destroyed,
    the rulebook's only way for a Charm to leave the game."""
    if not charm:
        return
    if state.charm_holder is not None and not state.charm_destroyed:
        player.history.append(f"{state.when}: the Charm they brought is destroyed (this "
                              "village has its own)")
        return
    state.charm_holder = player.seat
    state.charm_holders = [player.seat]
    state.charm_destroyed = False
    player.history.append(f"{state.when}: holds the Charm")


def _role_arrives(state: GameState, event: Arrival) -> None:
    """The potions left and the uses so far come along. The engine keeps them per role, as it
    does for a Doppelganger who becomes a role already in play: a second Witch adds her
    potions to the village's Witch's; uses already counted here stay (docs/villages.md)."""
    role, marks = event.role, event.marks
    if marks.potions or (state.roles[role].ability.potions and role not in state.potions):
        left = state.potions.get(role)
        if left is None:
            state.potions[role] = dict(marks.potions)
        else:
            for kind, count in marks.potions.items():
                left[kind] = left.get(kind, 0) + count
    if marks.uses and role not in state.uses:
        state.uses[role] = marks.uses
    if marks.elder_night is not None and state.elder_night is None:
        state.elder_night = marks.elder_night


def died_elsewhere(state: GameState, event: DiedElsewhere) -> None:
    if event.target is not None:
        player = state.players[event.target]
        player.away = False
        player.history.append(f"{state.when}: died in {event.village or 'another village'} "
                              f"({event.cause})")
        lover = player.lover
        if lover is not None and state.players[lover].alive:
            # "If one dies, the other dies of grief" (Role Cards — Lovers), wherever.
            kill(state, lover, "lover's grief", [event.target])
    pass_to_doppelganger(state, event.target, event.name, event.role)
    settle(state)


# ------------------------------------------------------------------ checks


def _hard(rule: str, message: str) -> Violation:
    return Violation(rule, message, SOURCE, "error", False)


def check_arrival(state: GameState, event: Arrival) -> list[Violation]:
    players = state.players
    old = players.get(event.seat)
    if old is not None:
        if old.died is None or not old.died.left:
            return [_hard("seat-taken", f"{old.name} sits in seat {event.seat}: a newcomer "
                          f"takes seat {max(players) + 1}")]
        if old.name != event.name:
            return [_hard("seat-taken", f"seat {event.seat} was {old.name}'s")]
    elif event.seat != max(players) + 1:
        return [_hard("seat-order", f"a newcomer takes the next seat, {max(players) + 1}")]
    elif any(p.name == event.name for p in players.values()):
        return [_hard("same-name", f"{event.name} already has a seat here")]
    unknown = [r for r in (event.role, event.dealt, event.marks.drunk_role)
               if r is not None and r not in state.roles]
    if unknown:
        return [_hard("unknown-role", f"unknown {state.setup.edition} role {unknown[0]!r}")]
    out: list[Violation] = []
    if event.marks.lover is not None:
        if event.marks.lover not in players:
            return [_hard("unknown-seat", f"no player sits in seat {event.marks.lover}")]
        out += dead_targets(state, [event.marks.lover])
    if event.marks.charm and state.charm_holder is not None and not state.charm_destroyed:
        out.append(Violation("two-charms", f"{players[state.charm_holder].name} holds this "
                             "village's Charm: the Charm arriving with the player would be "
                             "destroyed", f"{ULTIMATE}, Rule Variants — The Charm"))
    return out


def check_died_elsewhere(state: GameState, event: DiedElsewhere) -> list[Violation]:
    if event.role not in state.roles:
        return [_hard("unknown-role", f"unknown {state.setup.edition} role {event.role!r}")]
    if event.target is None:
        return []
    player = state.players[event.target]
    if not player.away:
        return [_hard("not-away", f"{player.name} did not leave this village for another")]
    if player.name != event.name:
        return [_hard("not-away", f"seat {event.target} is {player.name}'s, not {event.name}'s")]
    return []
