"""Dawn: who dies and who survives the night, and why.

Only the basic resolution for now: the pack's victims, Healer/Bodyguard protection, the
Witch's heal and poison, the Charm, the Priest's blessing, Red Riding Hood, the Cursed, the
Ghost and the lovers' grief. Stalwart, Elder, Diseased, Wolf Cub, Vampires' daylight bite are
the next issue.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from notepad.engine.state import Died, GameState


@dataclass(slots=True)
class DawnReport:
    deaths: list[tuple[int, str, list[int]]] = field(default_factory=list)  # seat, cause, chain
    survivals: list[tuple[int, str]] = field(default_factory=list)  # seat, reason

    def lines(self, state: GameState) -> list[str]:
        out = []
        for seat, cause, chain in self.deaths:
            via = f" (after {', '.join(state.players[s].name for s in chain)})" if chain else ""
            out.append(f"{state.players[seat].name} died: {cause}{via}")
        for seat, reason in self.survivals:
            out.append(f"{state.players[seat].name} survived: {reason}")
        return out


def charm_saves(state: GameState, seat: int) -> bool:
    """The Charm holder is protected from execution, the Werewolves and any other death
    (Ultimate, Rule Variants — The Charm)."""
    return state.charm_holder == seat and not state.charm_destroyed


def kill(state: GameState, seat: int, cause: str, chain: list[int] | None = None) -> list[int]:
    """Kill a player now, with the lover's grief that follows; returns every seat that died.

    "If one of them is killed, regardless of how, the other dies immediately as well"
    (Werwölfe, All Characters at a Glance — Cupid; Ultimate, Role Cards — Lovers).
    """
    player = state.players[seat]
    if not player.alive:
        return []
    player.alive = False
    player.died = Died(when=state.when, cause=cause, chain=list(chain or []))
    player.history.append(f"{state.when}: died ({cause})")
    dead = [seat]
    lover = player.lover
    if lover is not None and state.players[lover].alive and not charm_saves(state, lover):
        dead += kill(state, lover, "lover's grief", [*(chain or []), seat])
    return dead


def resolve(state: GameState) -> DawnReport:
    """Work out the night's deaths from `state.tonight` without changing the state."""
    report = DawnReport()
    tonight = state.tonight
    protected_by = {seat: role for role, seat in tonight.protected.items()}
    dying: dict[int, str] = {}
    hunter_dies = any(
        state.players[s].role == "hunter" for s in tonight.poisoned if not charm_saves(state, s)
    )
    for pack, victims in tonight.kills.items():
        eaten = "eaten by the werewolves" if pack != "vampire" else "bitten by the vampires"
        for seat in victims:
            player = state.players[seat]
            if not player.alive:
                continue
            if seat in tonight.healed:
                report.survivals.append((seat, "healed by the Witch"))
            elif seat in protected_by:
                report.survivals.append((seat, f"protected by the {_title(protected_by[seat])}"))
            elif charm_saves(state, seat):
                report.survivals.append((seat, "holds the Charm"))
            elif player.blessed:
                report.survivals.append((seat, "blessed by the Priest (blessing used up)"))
            elif player.role == "red_riding_hood" and _hunter_alive(state) and not hunter_dies:
                # Werwölfe, Red Riding Hood: safe from the wolves while the Hunter lives, unless
                # the Hunter dies the same night.
                report.survivals.append((seat, "Red Riding Hood, the Hunter is alive"))
            elif player.role == "cursed" and pack == "werewolf":
                report.survivals.append((seat, "the Cursed becomes a werewolf"))
            else:
                dying.setdefault(seat, eaten)
    for seat in tonight.poisoned:
        if not state.players[seat].alive:
            continue
        # The Healer does not stop poison (Werwölfe, Healer); the Bodyguard's player "cannot
        # be killed that night" (Ultimate, Role Cards — Bodyguard).
        if protected_by.get(seat) == "bodyguard":
            report.survivals.append((seat, "protected by the Bodyguard"))
        elif charm_saves(state, seat):
            report.survivals.append((seat, "holds the Charm"))
        else:
            dying[seat] = "poisoned by the Witch"
    if state.number == 1:
        for ghost in state.holders("ghost"):
            dying.setdefault(ghost.seat, "the Ghost dies on the first night")
    report.deaths = [(seat, cause, []) for seat, cause in dying.items()]
    return report


def apply_dawn(state: GameState) -> DawnReport:
    report = resolve(state)
    for seat, reason in report.survivals:
        player = state.players[seat]
        player.history.append(f"night {state.number}: survived ({reason})")
        if reason.startswith("blessed"):
            player.blessed = False
        if reason.startswith("the Cursed"):
            player.bitten = True
    state.phase, state.number = "day", state.number
    deaths: list[tuple[int, str, list[int]]] = []
    for seat, cause, chain in report.deaths:
        state.phase = "night"  # a death at dawn happened in the night
        for dead in kill(state, seat, cause, chain):
            died = state.players[dead].died
            assert died is not None
            deaths.append((dead, died.cause, died.chain))
        state.phase = "day"
    report.deaths = deaths
    state.last_dawn = report.lines(state)
    return report


def _hunter_alive(state: GameState) -> bool:
    return bool(state.holders("hunter"))


def _title(role_id: str) -> str:
    return role_id.replace("_", " ").title()
