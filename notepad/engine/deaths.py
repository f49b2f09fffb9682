"""A death and everything it sets off: the lover's grief, the Hunter's shot to come, the Wolf
Cub's revenge, the Elder's shortened life, the Diseased meal, the Doppelganger's inheritance,
the new Cult Leader, the Mayor card to pass on, the Tanner's win.

`kill` is the one way a player dies, so every cause (dawn, execution, shot, grief, a death
recorded by hand) gets the same consequences."""

from __future__ import annotations

from notepad.engine.players import Died, Player
from notepad.engine.reveal import revealed
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState

EATEN = "eaten by the werewolves"
MASONS = "killed by the Masons"
RUNS_THE_GAME = "drew the Moderator card and runs the game"


def charm_saves(state: GameState, seat: int) -> bool:
    """The Charm holder is protected from execution, the Werewolves and any other death
    (Ultimate, Rule Variants — The Charm).

    "If the Charm holder is chosen to be killed at night, they survive": at night an attack
    finds the holder of that moment — the Werewolves and the Witch are called before the
    holder, "called last", passes the Charm on — so a player attacked while holding it lives
    and one attacked before receiving it does not (Tonight.charm_struck). A death no attack
    chose (grief, the Elder's age) finds the holder when it comes."""
    if state.phase == "night":
        struck = state.tonight.charm_struck.get(seat)
        if struck is not None:
            return struck
    return state.charm_holder == seat and not state.charm_destroyed


def shield(state: GameState, seat: int) -> str | None:
    """Why the player cannot die right now, whatever the cause, or None.

    The Charm (Rule Variants — The Charm); the Old Hag's banished player "can't be killed by
    the Hunter's shot or by any other means" for the day (Role Cards — Old Hag); the
    Bodyguard's player can't be killed the following day either in alternate variant 2
    (Role Cards — Bodyguard)."""
    if charm_saves(state, seat):
        return "holds the Charm"
    if state.phase == "day":
        player = state.players[seat]
        if player.banished_day == state.number:
            return "banished by the Old Hag for the day"
        if state.last_night.get("bodyguard") == seat and rule_on(state, "bodyguard-protects-day"):
            return "protected by the Bodyguard for the day too"
    return None


def kill(
    state: GameState, seat: int, cause: str, chain: list[int] | None = None,
    saved: list[tuple[int, str]] | None = None,
) -> list[int]:
    """Kill a player now, with what follows; returns every seat that died.

    A shielded player survives (the reason goes to `saved`). The lover dies too: "if one of
    them is killed, regardless of how, the other dies immediately as well" (Werwölfe, All
    Characters at a Glance — Cupid; Ultimate, Role Cards — Lovers)."""
    player = state.players[seat]
    if not player.alive:
        return []
    reason = shield(state, seat)
    when = state.when  # made once: a property that writes a string
    if reason is not None:
        player.history.append(f"{when}: survived {cause} ({reason})")
        if saved is not None:
            saved.append((seat, reason))
        return []
    chain = [] if chain is None else list(chain)
    player.alive = False
    del state.alive[seat]
    counts = state.counts  # out of the kept census (GameState.uncount), without the call
    if counts is not None:
        counts.remove(player, state)
    died = player.died = Died(when, cause, chain)
    died.revealed = revealed(state, player)
    player.history.append(f"{when}: died ({cause})")
    _after_death(state, player, cause)
    dead = [seat]
    lover = player.lover
    if lover is not None and state.players[lover].alive:
        dead += kill(state, lover, "lover's grief", [*chain, seat], saved)
    return dead


def runs_the_game(state: GameState, seat: int) -> None:
    """"whoever received the Moderator card starts running the game" (Role Cards — Moderator):
    from the deal on, that seat is no player: out of the circle, on no team, in no count."""
    player = state.players[seat]
    player.alive = False
    state.alive.pop(seat, None)
    player.died = Died(when="setup", cause=RUNS_THE_GAME)
    player.history.append(f"setup: {RUNS_THE_GAME}")


def take_role(state: GameState, player: Player, role: str, why: str) -> None:
    """The player's role becomes `role` (the Doppelganger, the Drunk, Cupid's leftover card)."""
    counted = state.leave_census(player)  # only this player's side may change
    state.move_role(player, role)
    if counted:
        state.join_census(player)
    player.history.append(f"{state.when}: {why}: the {role}")
    _role_started(state, player)


def _after_death(state: GameState, player: Player, cause: str) -> None:
    seat, role = player.seat, player.role
    night_or_day = state.number
    if state.ghost is None and rule_on(state, "ghost-first-dead") \
            and state.setup.roles.get("ghost"):
        # "the first player to die becomes the Ghost, but helps only their own team" (Role
        # Cards — Ghost, alternate variant): called from the following night on.
        state.ghost = seat
        player.history.append(f"{state.when}: the first to die: becomes the Ghost")
    if role == "hunter" and not player.lost_abilities:
        # The Hunter shoots at once by day, in the morning after a night death (Ultimate,
        # Role Cards — Hunter; Werwölfe, Hunter: "immediately … after their death is
        # announced").
        state.pending_shots.append(seat)
    if role == "wolf_cub" and cause != EATEN:
        # "If the Wolf Cub dies, the Werewolves eat two players the following night"; eaten
        # by its own pack it buys two more victims that same night instead (Role Cards —
        # Wolf Cub), which the validator allows on the pack's record.
        night = night_or_day + 1
        state.extra_victims[night] = state.extra_victims.get(night, 0) + 1
    if state.elder_night is not None and state.pack_of(player) == "werewolves":
        # "When a Werewolf dies, the Elder's remaining lifespan shortens" (Role Cards — Elder).
        state.elder_night -= 1
    if role == "diseased" and cause == EATEN:
        # The Werewolves don't hunt the following night (Role Cards — Diseased).
        state.sick_night = night_or_day + 1
    if role == "tanner" and cause != MASONS:
        # "If they die, they win. The other teams' victory conditions remain unchanged"
        # (Role Cards — Tanner); a player killed by the Masons "automatically loses" (Mason).
        state.personal_wins.append((seat, "tanner", state.when))
    if state.mayor == seat and (rule_on(state, "elected-mayor") or state.mayor is not None):
        # Werwölfe, Mayor variant: the dead Mayor "must immediately pass the card to another
        # still-living player"; Ultimate: "If the elected Mayor dies, the players elect a new
        # one" (Role Cards — Mayor).
        state.mayor_pending = True
    if "doppelganger" in state.by_role:
        pass_to_doppelganger(state, seat, player.name, role)
    if role == "cult_leader" and rule_on(state, "cult-leader-successor"):
        # Alternate variant: the first player recruited becomes the new Cult Leader (Role
        # Cards — Cult Leader).
        first = next((s for s in state.targeted.get("cult_leader", [])
                      if state.players[s].alive), None)
        if first is not None:
            successor = state.players[first]
            successor.history.append(f"{state.when}: becomes the new Cult Leader")
            state.inherit.append((first, "cult_leader"))


def pass_to_doppelganger(state: GameState, seat: int | None, name: str, role: str) -> None:
    """The chosen player died: "their role passes to the Doppelganger", who learns it when
    tapped on the next night (Role Cards — Doppelganger). The Doppelganger chose by seat in
    this village, or — the two now in different villages — is tied by name (Player.copies)."""
    chosen = state.targeted.get("doppelganger")
    chosen_here = seat is not None and chosen is not None and bool(chosen) and \
        chosen[0] == seat
    players = state.players
    # The players whose role is the Doppelganger's, in seat order: the role index
    # (GameState.reindex), rather than a look at every player on every death (issue 14).
    for doppel_seat in state.by_role.get("doppelganger", ()):
        doppel = players[doppel_seat]
        if doppel.alive and doppel.role == "doppelganger" and (
                chosen_here or (doppel.copies and doppel.copies == name)):
            state.inherit.append((doppel.seat, role))
            doppel.copies = ""


# The Doppelganger's tap among tonight's notes (GameState.night_notes).
DOPPELGANGER_TAP = "the Doppelganger is now the "


def take_over(state: GameState) -> list[str]:
    """At nightfall: the Doppelganger and a new Cult Leader take their roles; a Fateful Dice
    victim and the Drunk (on night 3) become what they are. Returns notes for the moderator."""
    notes: list[str] = []
    for seat, role in state.inherit:  # the Doppelganger's and the new Cult Leader's
        player = state.players[seat]
        if not player.alive:
            continue
        if role == "cult_leader":
            # The successor keeps any other role and recruits as well (Role Cards — Cult
            # Leader, alternate variant).
            player.cultist = True
            state.cult_successor = seat
            notes.append(f"Tap {player.name}: the new Cult Leader")
            continue
        take_role(state, player, role, "the Doppelganger becomes")
        # Said at the Doppelganger's own call, with the role's name (cards.doppelganger_tap).
        notes.append(f"Tap {player.name}: {DOPPELGANGER_TAP}{role}")
    state.inherit = []
    if state.turning:  # Fateful Dice 2 victims; most nights there are none
        for seat, night in list(state.turning):
            if night == state.number and state.players[seat].alive:
                turning = state.players[seat]
                counted = state.leave_census(turning)  # a new werewolf (GameState.census)
                turning.bitten = True
                if counted:
                    state.join_census(turning)
                state.turned.append(seat)
                state.players[seat].history.append(f"night {night}: becomes a Werewolf (dice)")
                notes.append(f"{state.players[seat].name} wakes with the Werewolves from tonight")
        state.turning = [t for t in state.turning if t[1] > state.number]
    drunk_night = 3
    if state.drunk_shown:
        # Shown last night: from tonight the Drunk wakes with the real role's call. A new
        # role index makes the night plan seat that call again (night/planned_call.py).
        state.drunk_shown = []
        state.reindex()
    drunks = state.players.values() if state.number >= drunk_night and "drunk" in \
        state.by_role else ()
    for player in drunks:
        if player.drunk_role and player.alive and state.number >= drunk_night:
            # The Drunk learns the real role on the third night (Role Cards — Drunk). Unless
            # the alternate variant showed it on the first night, it is shown at the Drunk's
            # own call, the last but the Charm's: no call of the real role wakes them before
            # it, so none does tonight (docs/rules.md). Set before the role changes, so the
            # new role index seats tonight's calls without them.
            if not rule_on(state, "drunk-learns-first-night"):
                state.drunk_shown.append(player.seat)
            real, player.drunk_role = player.drunk_role, None
            take_role(state, player, real, "the Drunk is from now on")
    return notes


def _role_started(state: GameState, player: Player) -> None:
    role = state.roles.get(player.role)
    if role is not None and role.ability.potions and player.role not in state.potions:
        state.potions[player.role] = dict(role.ability.potions.items())
