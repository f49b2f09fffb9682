"""Dawn: who dies and who survives the night, and why.

`resolve` works the night out without touching the state (the dawn screen can preview it);
`apply_dawn` carries it out. Each death has its cause and chain (the seats whose fate led to
it), each survival its reason, and `announcement` what the moderator reads out, in the
Werwölfe order: the poisoned first, then the devoured (Werwölfe, Day Phase: The First Day).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from notepad.catalog.spoken import card_name
from notepad.engine.day.dice import effective_roll
from notepad.engine.deaths import EATEN, MASONS, charm_saves, kill
from notepad.engine.night.cards.cursed import cursed_attack
from notepad.engine.night_and_day import DawnReport
from notepad.engine.rule_book import cards, rule_on
from notepad.engine.state import GameState
from notepad.language import gettext

__all__ = ["DawnReport", "apply_dawn", "charm_saves", "kill", "resolve"]

POISONED = "poisoned by the {}"
BITTEN = "bitten by the vampires"


@dataclass(slots=True, init=False)
class _Night:
    """The working of one dawn: the report and the changes `apply_dawn` makes. Its `__init__`
    is written out so that mypyc compiles it (engine/players.py, the module's docstring)."""

    report: DawnReport = field(default_factory=DawnReport)
    dying: dict[int, tuple[str, list[int]]] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)  # poisoned, devoured, the rest
    effects: list[tuple[str, int]] = field(default_factory=list)

    def __init__(self, report: DawnReport | None = None,
                 dying: dict[int, tuple[str, list[int]]] | None = None,
                 order: list[int] | None = None,
                 effects: list[tuple[str, int]] | None = None) -> None:
        self.report = DawnReport() if report is None else report
        self.dying = {} if dying is None else dying
        self.order = [] if order is None else order
        self.effects = [] if effects is None else effects

    def die(self, seat: int, cause: str, chain: list[int] | None = None) -> None:
        if seat not in self.dying:
            self.dying[seat] = (cause, list(chain or []))
            self.order.append(seat)

    def survive(self, seat: int, reason: str, effect: str = "") -> None:
        self.report.survivals.append((seat, reason))
        if effect:
            self.effects.append((effect, seat))


def _pack_of(state: GameState, role_id: str) -> str:
    role = cards(state).get(role_id)
    return role.pack if role is not None and role.pack else "werewolves"


def _title(role_id: str) -> str:
    return role_id.replace("_", " ").title()


def _night_save(state: GameState, night: _Night, seat: int, kind: str) -> bool:
    """Saves that work against any night death: the Witch's or Sorcerer's heal ("heal a
    player killed that night", Role Cards — Witch), protection (the Healer only against the
    wolves: "If the chosen player fell victim to the Witch's poison potion, they still die",
    Werwölfe, Healer; the Bodyguard's player "cannot be killed that night", Role Cards —
    Bodyguard), the Charm, the Priest's blessing on a later night (Role Cards — Priest)."""
    tonight, player = state.tonight, state.players[seat]
    if seat in tonight.healed:
        # The potion's own role: the Witch's spent heal is no Sorcerer's (Role Cards —
        # Witch, Sorcerer).
        night.survive(seat, f"healed by the {_title(tonight.healer.get(seat, 'witch'))}")
        return True
    protector = None
    for role_id, guarded in tonight.protected.items():
        if guarded == seat:
            protector = role_id
            break
    if protector is not None and (kind != "poison" or protector != "healer"):
        night.survive(seat, f"protected by the {_title(protector)}")
        return True
    if charm_saves(state, seat):
        night.survive(seat, "holds the Charm")
        return True
    if player.blessed and player.blessed_night < state.number:
        night.survive(seat, "blessed by the Priest (the blessing is used up)", "unbless")
        return True
    return False


def _wolf_victim(state: GameState, night: _Night, seat: int, roll: int | None) -> None:
    player = state.players[seat]
    if state.sick_night == state.number:
        # They ate the Diseased: "the Werewolves still choose a target, but that target
        # doesn't die" (Role Cards — Diseased).
        night.survive(seat, "the Werewolves are ill: they ate the Diseased")
        return
    if state.tonight.martyr and (martyr := _living_martyr(state)) is not None:
        # Night variant: "The Werewolves' chosen target survives, and the Martyr dies
        # instead" (Role Cards — Martyr).
        night.survive(seat, "the Martyr took their place")
        night.die(martyr, f"took {player.name}'s place (Martyr)", [seat])
        return
    if player.role == "cursed" and cursed_attack(state, player) == "werewolves":
        # Told at their call, before any heal (cards.cursed_attack; Role Cards — Cursed).
        night.survive(seat, "the Cursed becomes a Werewolf", "bitten")
        return
    if _night_save(state, night, seat, "wolf"):
        return
    if state.pack_of(player) == "vampires":
        night.survive(seat, "Vampires can't be killed by Werewolves")
    elif roll == 2:
        night.survive(seat, "Fateful Dice 2: becomes a Werewolf the following night", "turn")
    elif roll == 12:
        night.survive(seat, "Fateful Dice 12: doesn't die, but loses their abilities", "lose")
    elif player.role == "stalwart" and not player.lost_abilities:
        # "they only die the following night … Players are told that no one died the
        # previous night" (Role Cards — Stalwart).
        night.survive(seat, "the Stalwart dies a night late", "stalwart")
    elif player.role == "red_riding_hood":
        night.effects.append(("red_riding_hood", seat))  # decided once the others are known
    else:
        night.die(seat, EATEN)


def _vampire_victim(state: GameState, night: _Night, seat: int) -> None:
    player = state.players[seat]
    if player.role == "cursed" and cursed_attack(state, player) == "vampires":
        # "after dying from a Vampire's bite the Cursed instead becomes a Vampire": told at
        # their call, before any heal (cards.cursed_attack).
        night.survive(seat, "the Cursed becomes a Vampire", "vampire")
    elif _night_save(state, night, seat, "wolf"):
        return
    else:
        # "the Vampires' victim dies in broad daylight" after the day's vote (Role Cards —
        # Vampire).
        night.effects.append(("bite", seat))
        night.report.moderator.append(f"{player.name} was bitten: dies after the day's vote")


def _living_martyr(state: GameState) -> int | None:
    if not rule_on(state, "martyr-night"):
        return None
    martyrs = state.holders("martyr")
    return martyrs[0].seat if martyrs else None


def _hunter_dies(state: GameState, night: _Night) -> bool:
    """Whether a Hunter dies tonight, directly or of grief."""
    dying = set(night.dying)
    grew = True
    while grew:
        lovers = {state.players[s].lover for s in dying} - {None} - dying
        grew = bool(lovers)
        dying |= {s for s in lovers if s is not None and not charm_saves(state, s)}
    return any(state.players[s].role == "hunter" for s in dying)


def resolve(state: GameState) -> DawnReport:
    """Work out the night's deaths and survivals without changing the state."""
    return _resolve(state).report


def _resolve(state: GameState) -> _Night:
    night = _Night()
    tonight, number = state.tonight, state.number
    roll = effective_roll(state, number)
    for seat in tonight.poisoned:
        if state.players[seat].alive and not _night_save(state, night, seat, "poison"):
            night.die(seat, POISONED.format(_title(tonight.poisoner.get(seat, "witch"))))
    for role_id, victims in tonight.kills.items():
        vampires = _pack_of(state, role_id) == "vampires"  # once for the pack's victims
        for seat in victims:
            if not state.players[seat].alive:
                continue
            if vampires:
                _vampire_victim(state, night, seat)
            else:
                _wolf_victim(state, night, seat, roll)
    for seat, chain in state.stalwart:
        if state.players[seat].alive and not _night_save(state, night, seat, "wolf"):
            night.die(seat, "eaten by the werewolves a night late (Stalwart)", chain)
    elder_night = state.elder_night
    if elder_night is not None and number >= elder_night:
        # The Elder dies on night X = Werewolves in the game + 1 (Role Cards — Elder).
        for elder in state.holders("elder"):
            if charm_saves(state, elder.seat):
                night.survive(elder.seat, "holds the Charm")
            else:
                night.die(elder.seat, "the Elder's age")
    for seat in state.masons_due:
        # "the Masons will kill them the following night to protect their secret" (Role
        # Cards — Mason): no protection of the night stops the Masons; the Charm still does
        # (it guards against "death caused by any other means", `kill`).
        if state.players[seat].alive:
            night.die(seat, MASONS)
    if number == 1:
        for ghost in state.holders("ghost"):
            # "The Ghost dies on the first night" (Role Cards — Ghost).
            night.die(ghost.seat, "the Ghost dies on the first night")
    if night.effects:  # Red Riding Hood waits until the other deaths are known
        for effect, seat in list(night.effects):
            if effect != "red_riding_hood":
                continue
            night.effects.remove((effect, seat))
            # Werwölfe, Red Riding Hood: cannot be devoured while the Hunter is alive; "If the
            # Hunter dies on the same night … Red Riding Hood dies at the start of the day".
            hunters = state.holders("hunter")
            if hunters and not _hunter_dies(state, night):
                night.survive(seat, "Red Riding Hood: the Hunter is alive")
            else:
                chain = [h.seat for h in state.holders("hunter", alive_only=False)][:1]
                night.die(seat, EATEN, chain if hunters else [])
    # The poisoned first, then the rest, each in the order they came: one look over the
    # dying, no comprehension (a function call each, plain).
    dying = night.dying
    deaths = night.report.deaths
    rest: list[tuple[int, str, list[int]]] = []
    for s in night.order:
        cause, chain = dying[s]
        (deaths if cause.startswith("poisoned") else rest).append((s, cause, chain))
    deaths += rest
    return night


def apply_dawn(state: GameState) -> DawnReport:
    night = _resolve(state)
    report = night.report
    number = state.number
    for seat, reason in report.survivals:
        state.players[seat].history.append(f"night {number}: survived ({reason})")
    for effect, seat in night.effects:
        player = state.players[seat]
        if effect == "unbless":
            player.blessed = False
        elif effect == "bitten":
            counted = state.leave_census(player)  # the Cursed changes sides
            player.bitten = True
            if counted:
                state.join_census(player)
            state.turned.append(seat)
        elif effect == "vampire":
            counted = state.leave_census(player)
            player.vampire = True
            if counted:
                state.join_census(player)
            state.turned.append(seat)
        elif effect == "turn":
            state.turning.append((seat, number + 1))
        elif effect == "lose":
            player.lost_abilities = True
        elif effect == "stalwart":
            state.stalwart.append((seat, []))
        elif effect == "bite":
            state.bites.append((seat, []))
    if state.stalwart:
        state.stalwart = [(s, c) for s, c in state.stalwart
                          if ("stalwart", s) in night.effects]
    if state.masons_due:
        state.masons_due = []
    state.phase = "night"  # a death at dawn happened in the night
    deaths: list[tuple[int, str, list[int]]] = []
    saved: list[tuple[int, str]] = []
    for seat, cause, chain in report.deaths:
        for dead in kill(state, seat, cause, chain, saved):
            died = state.players[dead].died
            assert died is not None
            deaths.append((dead, died.cause, died.chain))
    report.survivals += saved
    state.phase = "day"
    report.deaths = deaths
    _take_words(state, report)
    for seat in state.pending_shots:
        report.moderator.append(f"{state.players[seat].name} (Hunter) shoots now")
    if state.trouble_day == number:
        # "the Moderator announces the need for a second execution right after the first
        # player is executed" (Ultimate, Role Cards — Trouble Maker).
        report.moderator.append("The Trouble Maker stirred up trouble: two executions today; "
                                "announce the second right after the first")
    state.dawn = report
    return report


def _take_words(state: GameState, report: DawnReport) -> None:
    """What the dawn's words are made of, as it is now: they are composed only when read
    (`announcement`, DawnReport.lines), after later events have changed the state."""
    edition = state.setup.edition
    report.edition = edition
    report.hunted = bool(state.tonight.kills)
    players, roles, shots = state.players, state.roles, state.pending_shots
    names = report.names
    shown = report.shown
    werwoelfe = edition == "werwoelfe"
    for seat, _cause, chain in report.deaths:
        player = players[seat]
        names[seat] = player.name
        for link in chain:
            names[link] = players[link].name
        died = player.died
        card = died.revealed if died and died.revealed else ""
        role = roles.get(player.role)
        # The card's German name, if it is the role's own name (said as `spoken_name` would).
        card_de = (role.name_de or "") if role is not None and card == role.name else ""
        shown.append((card, card_de, werwoelfe and seat in shots))
    for seat, _reason in report.survivals:
        names[seat] = players[seat].name
    report.silenced, report.banished = _marked_today(state)


def announcement(report: DawnReport) -> list[str]:
    """What the moderator reads at daybreak, from what the dawn left in its report
    (`_take_words`). Werwölfe: the poisoned first, then the devoured, each showing the card;
    "No one was devoured tonight." when the victim was saved (Werwölfe, Day Phase: The First
    Day). Ultimate: the Stalwart's night is told as "no one died" (Role Cards — Stalwart).
    Said in the language spoken; the card shown is the role's name as the death recorded it,
    and another cause is the engine's word for it."""
    edition = report.edition
    werwoelfe = edition == "werwoelfe"
    names = report.names
    lines: list[str] = []
    for (seat, cause, _chain), (card, card_de, shoots) in zip(report.deaths, report.shown,
                                                               strict=True):
        if card_de:  # the card's name in the language spoken
            card = card_name(card, card_de, edition)
        name = names[seat]
        if werwoelfe and cause.startswith("poisoned"):
            lines.append(gettext("{name} was poisoned — {card}.", name=name, card=card) if card
                         else gettext("{name} was poisoned.", name=name))
            if shoots:
                # "the Hunter immediately fires … right after their death is announced"
                # (Werwölfe, Hunter): before the devoured player is named.
                lines.append(gettext("{name} (Hunter) shoots now, before the devoured player "
                                     "is named.", name=name))
        elif werwoelfe and cause == EATEN:
            lines.append(gettext("{name} was devoured by the werewolves — {card}.", name=name,
                                 card=card) if card else
                         gettext("{name} was devoured by the werewolves.", name=name))
        else:
            lines.append(gettext("{name} died ({cause}) — {card}.", name=name, cause=cause,
                                 card=card) if card else
                         gettext("{name} died ({cause}).", name=name, cause=cause))
    if werwoelfe and report.hunted and not any(c == EATEN for _, c, _ in report.deaths):
        lines.append(gettext("No one was devoured tonight."))
    if not report.deaths and not werwoelfe:
        lines.append(gettext("No one died tonight."))
    return lines + _said_today(report.silenced, report.banished)


def today_marks(state: GameState) -> list[str]:
    """Who is silenced or banished today, announced at daybreak: the Enchantress's player
    "can't speak, but can vote and communicate with gestures"; the Old Hag's "leaves the
    village for the entire following day" and takes no part in the vote (Ultimate, Role
    Cards — Enchantress, Old Hag)."""
    silenced, banished = _marked_today(state)
    return _said_today(silenced, banished)


def _marked_today(state: GameState) -> tuple[list[str], list[str]]:
    """The names silenced and banished today (`today_marks`)."""
    number = state.number
    silenced: list[str] = []
    banished: list[str] = []
    banishing = state.banish_day == number  # anybody banished today (GameState.banish_day)
    # Anybody silenced today: the Enchantress's player (GameState.silence_day), or a player
    # who came from another village silenced (moves.arrive). Most dawns, nobody is either.
    silencing = state.silence_day == number or bool(state.arrivals)
    if not (banishing or silencing):
        return silenced, banished
    for player in state.alive.values():  # one look over the living
        if player.silenced_day is not None and player.silenced_day == number:
            silenced.append(player.name)
        if banishing and player.banished_day == number:
            banished.append(player.name)
    return silenced, banished


def _said_today(silenced: list[str], banished: list[str]) -> list[str]:
    return ([gettext("{name} is silenced today: may vote, but not speak.", name=name)
             for name in silenced]
            + [gettext("{name} is banished today: leaves the village for the day and takes "
                       "no part in the vote.", name=name) for name in banished])
