"""The validator's rules from the role cards that no generic ability shape gives (Ultimate,
Role Cards): the pack's minute, the Minion the pack chooses, the Priest who looks at the dead,
the Enchantress who must silence, the Masons' kill. engine/validator.py asks them."""

from __future__ import annotations

from notepad.engine.day.checks import ULTIMATE, Violation
from notepad.engine.events import (
    ChoosePlayers,
    Death,
    MinionChosen,
    PackKill,
)
from notepad.engine.night import minion as minions
from notepad.engine.night.hunt import HUNT_SECONDS, hunt_called_off
from notepad.engine.night.script import Call
from notepad.engine.state import GameState, cards, rule_on

CARDS = f"{ULTIMATE}, Role Cards"


def check_hunt_time(state: GameState, event: PackKill) -> list[Violation]:
    """"If the Werewolves take more than a minute to choose a victim, send them back to sleep
    — the hunt is called off" (Ultimate, Role Cards — Werewolf; Werwölfe has no such rule)."""
    elapsed = event.elapsed  # recorded by the screen's timer only (engine/night/hunt.py)
    if elapsed is not None and event.targets and hunt_called_off(elapsed) \
            and state.setup.edition == "ultimate":
        return [Violation("hunt-called-off", f"the pack took {event.elapsed:.0f} s, more than "
                          f"{HUNT_SECONDS}: send them back to sleep, the hunt is called off "
                          "(record no victim)", f"{CARDS} — Werewolf")]
    return []


def check_minion(state: GameState, event: MinionChosen) -> list[Violation]:
    """"the Werewolves choose a player who becomes the Minion and joins the Werewolf team …
    each team can have its own Minion" (Role Cards — Minion)."""
    source = f"{CARDS} — Minion"
    role = cards(state).get(event.role)
    pack = role.pack if role is not None and role.pack else "werewolves"
    allowed = minions.minions_chosen(state.setup, state.roles).get(event.role, 0)
    target = state.players[event.target]
    out: list[Violation] = []
    # A pack that chooses no Minion has no "minion" to record at its call: the validator's
    # "wrong-action" (engine/validator.py).
    if minions.chosen_by(state, pack) >= allowed:
        out.append(Violation("minion-chosen", f"the {minions.PACK_NAMES[pack]} have chosen "
                             "their Minion already", source))
    if state.pack_of(target) is not None:
        out.append(Violation("minion-in-pack", f"{target.name} hunts with a pack: the Minion "
                             "is another player", source))
    elif minions.is_minion(target):
        out.append(Violation("minion-chosen", f"{target.name} is a Minion already", source))
    return out


def check_sees_dead(state: GameState, targets: list[int]) -> list[Violation]:
    """Priest, alternate variant: "once per game, the Priest may look at the role of a player
    who has died. This variant is only used in games without role reveals" (Role Cards —
    Priest)."""
    source = f"{CARDS} — Priest (alternate variant)"
    out: list[Violation] = []
    living = [state.players[s].name for s in targets if s in state.alive]
    if living:
        out.append(Violation("not-dead", f"{', '.join(living)} is alive: the Priest looks at "
                             "the role of a player who has died", source))
    if state.setup.reveal == "reveal-full":
        out.append(Violation("sees-dead-with-reveals", "this variant is only used in games "
                             "without role reveals", source, "warning"))
    return out


# "On the first night, the Doppelganger chooses a player", "the Bandit chooses two players",
# Cupid "chooses two players to become the Lovers" (Role Cards): what makes the role.
FIRST_NIGHT_CHOICE = {"doppelganger": "the Doppelganger chooses a player",
                      "bandit": "the Bandit chooses two players",
                      "cupid": "Cupid chooses the two Lovers"}


def must_act(state: GameState, call: Call) -> list[Violation]:
    """A pass where the card says the role must act. Enchantress, alternate variant: "every
    night, the Enchantress must choose a player and silence them for the next day" — while
    any living player is left whom she hasn't silenced ("The same player can't be silenced
    twice in one game") (Role Cards — Enchantress)."""
    if call.role in FIRST_NIGHT_CHOICE and state.number == 1 and not call.dead:
        return [Violation("first-night-choice", f"on the first night "
                          f"{FIRST_NIGHT_CHOICE[call.role]}: a pass leaves the role without "
                          "it", f"{CARDS} — {call.name}", "warning")]
    if call.role != "enchantress" or call.dead or not rule_on(state, "enchantress-must-silence"):
        return []
    done = set(state.targeted.get("enchantress", ()))
    if all(seat in done for seat in state.alive):
        return []
    return [Violation("must-silence", "the Enchantress must silence a player every night",
                      f"{CARDS} — Enchantress (alternate variant)")]


def choice_count(state: GameState, role_id: str) -> int:
    """How many players the call chooses (0: the card does not say)."""
    role = state.roles.get(role_id)
    if role_id == "bandit" and rule_on(state, "bandit-four"):
        return 4
    return role.ability.targets if role is not None else 0


def check_choice(state: GameState, event: ChoosePlayers, role_id: str,
                 source: str) -> list[Violation]:
    """As many players as the card says: "the Doppelganger chooses a player"; "the Bandit
    chooses two players", four in the alternate variant (Role Cards — Doppelganger, Bandit)."""
    role = state.roles.get(role_id)
    wanted = choice_count(state, role_id)
    chosen = len(set(event.targets))
    if not wanted or chosen == wanted:
        return []
    name = role.name if role is not None else role_id
    players = "player" if wanted == 1 else "players"
    return [Violation("choose-count", f"the {name} chooses {wanted} {players}, not {chosen}",
                      source, "error", False)]


def check_masons_kill(state: GameState, event: Death) -> list[Violation]:
    """"No one in the village may mention the Masons directly or indirectly, or else the
    Masons will kill them the following night" (Role Cards — Mason)."""
    masons = state.holders("mason", alive_only=False)
    if not masons:
        return [Violation("no-masons", "there are no Masons in this game", f"{CARDS} — Mason",
                          "warning")]
    if not any(p.alive for p in masons):
        return [Violation("masons-dead", "every Mason is dead", f"{CARDS} — Mason", "warning")]
    return []
