"""Who has won, checked after every death (engine/apply.py calls `settle`).

Main teams: the village wins when every Werewolf and Vampire is dead; the Werewolves (or the
Vampires) when only their team is left — with all three teams in play each pack must wipe out
both others (Ultimate, Role Cards — Vampire) — or, when the moderator plays the parity rule,
when the Werewolves are as many as the rest (Ultimate, End of the Game). Werwölfe, End of the
Game: the village wins, "including those already deceased", when the last werewolf dies; the
werewolves when only werewolves remain.

Personal wins ride along: Tanner (dies → wins, the game goes on), Cult Leader (every living
player a Cultist at the end), Bandit (alive, both chosen dead, and the Villagers win), Lone
Wolf (last standing, or with one non-Werewolf), Lovers of different teams (sole survivors),
the Bandit's four-player variant (ends the game at once)."""

from __future__ import annotations

from notepad.engine.deaths import MASONS, RUNS_THE_GAME
from notepad.engine.players import Player
from notepad.engine.rule_book import rule_book, rule_on
from notepad.engine.state import GameState

MAIN = ("village", "werewolf", "vampire")


def side(state: GameState, player: Player) -> str:
    """The main team a player counts for: werewolf, vampire or village (everyone else)."""
    team = state.team_of(player)
    if team in ("werewolf", "lone_wolf"):
        return "werewolf"
    return "vampire" if team == "vampire" else "village"


def _cross_lovers(state: GameState) -> tuple[int, int] | None:
    """Lovers of different teams, who "form their own team" (Ultimate, Role Cards — Lovers).
    Werwölfe gives its lovers no team of their own: they only die together (All Characters at
    a Glance — Cupid), and each wins or loses with their side (End of the Game)."""
    if state.setup.edition == "werwoelfe":
        return None
    for player in state.players.values():
        if player.lover is not None and player.seat < player.lover:
            other = state.players[player.lover]
            if side(state, player) != side(state, other) and not (
                    moved(player) or moved(other)):
                # Lovers in different villages are each judged by their own card: "win
                # checks count the players where they are now" (docs/villages.md).
                return player.seat, other.seat
    return None


def moved(player: Player) -> bool:
    """The player left this village for another (Simultaneous Play Session): judged there."""
    return player.died is not None and player.died.left


def alive_somewhere(player: Player) -> bool:
    """Alive here, or alive in another village as far as this one knows (Player.away)."""
    return player.alive or player.away


def _undecided(state: GameState) -> bool:
    """A fast first look, run after every death (docs/design.md, Budget): a living pack member
    and a living player of another side, with at least three alive, means nobody has won yet
    — when the parity rule is off (`_game_over` asks only then)."""
    packs, teams = state.packs, state.teams
    if len(state.alive) < 3:
        return False
    pack_seen = other_seen = False
    for p in state.alive.values():
        if p.bitten or p.vampire or packs.get(p.role):
            pack_seen = True
        elif not p.minion and teams.get(p.role, "village") not in ("werewolf", "vampire"):
            other_seen = True
        if pack_seen and other_seen:
            return True
    return False


def _game_over(state: GameState) -> list[str]:
    on = rule_book(state).on  # the rules this check asks about, read once (issue 14)
    parity = "werewolf-parity" in on
    bandit_four = "bandit-four" in on
    if not parity and not bandit_four and _undecided(state):
        return []
    if "no-seer-no-werewolves" in on:
        # Joke Variants — No Seer and No Werewolves: the moderator plays the Werewolves, so no
        # count of the living decides; the moderator declares the end (game_ends).
        return []
    # The living by side and pack, kept up to date by every death (GameState.census).
    sides = state.sides()
    living, wolves, vampires = sides.living, sides.wolves, sides.vampires
    lone, wolf_side, vampire_side = sides.lone, sides.wolf_side, sides.vampire_side
    if living == 2:
        lovers = _cross_lovers(state)
        if lovers is not None and {p.seat for p in state.living()} == set(lovers):
            # "If they're on different teams, they form their own team and win only if they
            # end up the sole survivors" (Role Cards — Lovers).
            return ["lovers"]
    if bandit_four:
        bandit = _bandit_four(state)
        if bandit:
            return bandit
    if lone and living - wolves <= 1 and living <= 2 and wolves == lone:
        # "The Lone Wolf only wins if they're the last player standing, or if the only other
        # survivor besides them is a non-Werewolf" (Role Cards — Lone Wolf).
        return ["lone_wolf"]
    if not wolves and not vampires:
        return ["village"]
    if wolf_side == living:
        return ["werewolf"]
    if vampire_side == living:
        return ["vampire"]
    if not vampires and parity:
        # "if the number of Villagers remaining (including the Seer) equals the number of
        # Werewolves, the Moderator may declare a Werewolf victory" (End of the Game).
        others = living - wolf_side
        if wolves >= others:
            return ["werewolf"]
    return []


def _bandit_four(state: GameState) -> list[str]:
    """Alternate variant: four chosen players all dead while the Bandit lives ends the game
    with a Bandit victory; every other team loses "except the Cult Leader, if all survivors
    are Cultists" (Role Cards — Bandit)."""
    if not rule_on(state, "bandit-four"):
        return []
    chosen = state.targeted.get("bandit", [])
    bandits = state.holders("bandit")
    if bandits and len(chosen) >= 4 and not any(alive_somewhere(state.players[s])
                                                for s in chosen[:4]):
        return ["bandit", *(["cult"] if _cult_wins(state) else [])]
    return []


def _cult_wins(state: GameState) -> bool:
    leaders = [p for p in state.holders("cult_leader", alive_only=False) if not moved(p)]
    if not leaders and state.cult_successor is None:
        return False
    living = state.living()
    lead = {p.seat for p in leaders} | {state.cult_successor} - {None}
    return bool(living) and all(p.cultist or p.seat in lead for p in living)


def winners(state: GameState) -> list[str]:
    """The winning teams and personal winners once the game is over, else []."""
    if not state.dealt:
        return []
    ended = _game_over(state)
    if not ended:
        return []
    out = list(ended)
    if "bandit" not in out and "village" in out:
        chosen = state.targeted.get("bandit", [])[:2]
        if state.holders("bandit") and chosen and not any(
            alive_somewhere(state.players[s]) for s in chosen
        ):
            out.append("bandit")  # Role Cards — Bandit: "for the Bandit to win … the
            # Villagers must win"
    if "cult" not in out and "bandit" not in ended and _cult_wins(state):
        out.append("cult")
    if state.personal_wins and "tanner" not in out:
        out.append("tanner")
    return out


def winning_seats(state: GameState, won: list[str]) -> list[int]:
    """The players who won (the dead included: Werwölfe, End of the Game)."""
    lovers = set(_cross_lovers(state) or ())
    seats: list[int] = []
    players = state.players
    for seat in sorted(players):  # the seats sorted as ints, not the players by a key
        p = players[seat]
        # Killed by the Masons: "they automatically lose" (Role Cards — Mason); the Moderator
        # card's holder runs the game and plays for nobody (Role Cards — Moderator); a player
        # who moved on is judged in their village (docs/villages.md).
        if (p.died is not None and p.died.cause in (MASONS, RUNS_THE_GAME)) or moved(p):
            continue
        team = state.team_of(p)
        if p.seat in lovers:
            if "lovers" in won:
                seats.append(p.seat)
            continue
        if team in MAIN and team in won and p.role != "lone_wolf":
            seats.append(p.seat)
        elif team in ("tanner", "bandit", "lone_wolf") and team in won:
            if team != "tanner" or any(s == p.seat for s, _, _ in state.personal_wins):
                seats.append(p.seat)
        elif "cult" in won and (team == "cult" or p.seat == state.cult_successor):
            seats.append(p.seat)
    return seats


def settle(state: GameState) -> None:
    """End the game if it is won. A dead Hunter still to shoot or a Martyr still to answer
    may change the outcome, so the check waits for them."""
    if state.phase == "ended":
        return
    if state.pending_shots or state.today.sentenced is not None:
        return
    won = winners(state)
    if won:
        state.winners = won
        state.winning_seats = winning_seats(state, won)
        state.phase = "ended"
