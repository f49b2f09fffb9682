"""The validator's rules from the role cards that no generic ability shape gives (Ultimate,
Role Cards; Werwölfe's cards): the pack's minute and its victims, the Minion the pack chooses,
the Priest who looks at the dead, the Enchantress who must silence, the Witch's potions, the
Charm passed on, the Masons' kill. engine/night/checks.py and engine/validator.py ask them."""

from __future__ import annotations

from notepad.catalog.spoken import spoken_name
from notepad.engine.day.checks import ULTIMATE, WERWOELFE, Violation, cite
from notepad.engine.events import (
    CharmPassed,
    ChoosePlayers,
    Death,
    MinionChosen,
    PackKill,
    Potions,
)
from notepad.engine.night import minion as minions
from notepad.engine.night.hunt import HUNT_SECONDS, hunt_called_off
from notepad.engine.night.script import Call
from notepad.engine.night.victims import attacked_tonight
from notepad.engine.rule_book import Card, cards, rule_on
from notepad.engine.state import GameState
from notepad.language import gettext, mark, ngettext, translated

CARDS = f"{ULTIMATE}, Role Cards"


def hunt_is_timed(state: GameState, role_id: str) -> bool:
    """Whether the pack's call led by `role_id` has the minute: "If the Werewolves take more
    than a minute to choose a victim, send them back to sleep" is on the Werewolf card
    (Ultimate, Role Cards — Werewolf), for the pack that hunts with it (the Lone Wolf, the
    Wolf Cub); not the Vampires' card, nor Werwölfe, which has no such rule. The game
    screen starts its timer only for such a call."""
    if state.setup.edition != "ultimate":
        return False
    role = cards(state).get(role_id)
    return role is not None and role.pack == "werewolves"


def check_hunt_time(state: GameState, event: PackKill) -> list[Violation]:
    """"If the Werewolves take more than a minute to choose a victim, send them back to sleep
    — the hunt is called off" (Ultimate, Role Cards — Werewolf; Werwölfe has no such rule;
    the Vampires' card has none either: `hunt_is_timed`)."""
    elapsed = event.elapsed  # recorded by the screen's timer only (engine/night/hunt.py)
    if elapsed is not None and event.targets and hunt_called_off(elapsed) \
            and hunt_is_timed(state, event.role):
        return [Violation("hunt-called-off", gettext(
            "the pack took {seconds} s, more than {limit}: send them back to sleep, the hunt "
            "is called off (record no victim)", seconds=round(elapsed), limit=HUNT_SECONDS),
            f"{CARDS} — Werewolf")]
    return []


# One whole sentence for each pack (minions.PACK_NAMES), so that each can be translated.
MINION_CHOSEN = {
    "werewolves": mark("the Werewolves have chosen their Minion already"),
    "vampires": mark("the Vampires have chosen their Minion already"),
}


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
    # "wrong-action" (engine/night/checks.py).
    if minions.chosen_by(state, pack) >= allowed:
        out.append(Violation("minion-chosen", translated(MINION_CHOSEN[pack]), source))
    if state.pack_of(target) is not None:
        out.append(Violation("minion-in-pack", gettext(
            "{name} hunts with a pack: the Minion is another player", name=target.name),
            source))
    elif minions.is_minion(target):
        out.append(Violation("minion-chosen", gettext("{name} is a Minion already",
                                                      name=target.name), source))
    return out


def check_sees_dead(state: GameState, targets: list[int]) -> list[Violation]:
    """Priest, alternate variant: "once per game, the Priest may look at the role of a player
    who has died. This variant is only used in games without role reveals" (Role Cards —
    Priest)."""
    source = f"{CARDS} — Priest (alternate variant)"
    out: list[Violation] = []
    living = [state.players[s].name for s in targets if s in state.alive]
    if living:
        out.append(Violation("not-dead", gettext(
            "{names} is alive: the Priest looks at the role of a player who has died",
            names=", ".join(living)), source))
    if state.setup.reveal == "reveal-full":
        out.append(Violation("sees-dead-with-reveals", gettext(
            "this variant is only used in games without role reveals"), source, "warning"))
    return out


# "On the first night, the Doppelganger chooses a player", "the Bandit chooses two players",
# Cupid "chooses two players to become the Lovers" (Role Cards): what makes the role.
# The refusal of a pass on the first night, one whole sentence for each.
FIRST_NIGHT_CHOICE = {
    "doppelganger": mark("on the first night the Doppelganger chooses a player: a pass leaves "
                         "the role without it"),
    "bandit": mark("on the first night the Bandit chooses two players: a pass leaves the role "
                   "without it"),
    "cupid": mark("on the first night Cupid chooses the two Lovers: a pass leaves the role "
                  "without it"),
}


def must_act(state: GameState, call: Call) -> list[Violation]:
    """A pass where the card says the role must act. Enchantress, alternate variant: "every
    night, the Enchantress must choose a player and silence them for the next day" — while
    any living player is left whom she hasn't silenced ("The same player can't be silenced
    twice in one game") (Role Cards — Enchantress)."""
    if call.role in FIRST_NIGHT_CHOICE and state.number == 1 and not call.dead:
        return [Violation("first-night-choice", translated(FIRST_NIGHT_CHOICE[call.role]),
                          f"{CARDS} — {call.name}", "warning")]
    if call.role != "enchantress" or call.dead or not rule_on(state, "enchantress-must-silence"):
        return []
    done = set(state.targeted.get("enchantress", ()))
    if all(seat in done for seat in state.alive):
        return []
    return [Violation("must-silence", gettext("the Enchantress must silence a player every "
                                              "night"),
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
    name = spoken_name(role, state.setup.edition) if role is not None else role_id
    return [Violation("choose-count", ngettext("the {role} chooses {n} player, not {chosen}",
                                               "the {role} chooses {n} players, not {chosen}",
                                               wanted, role=name, chosen=chosen),
                      source, "error", False)]


def check_masons_kill(state: GameState, event: Death) -> list[Violation]:
    """"No one in the village may mention the Masons directly or indirectly, or else the
    Masons will kill them the following night" (Role Cards — Mason)."""
    masons = state.holders("mason", alive_only=False)
    if not masons:
        return [Violation("no-masons", gettext("there are no Masons in this game"),
                          f"{CARDS} — Mason", "warning")]
    if not any(p.alive for p in masons):
        return [Violation("masons-dead", gettext("every Mason is dead"), f"{CARDS} — Mason",
                          "warning")]
    return []


def role_source(state: GameState, role_id: str) -> str:
    """The rulebook and the section of the role's card, as a violation cites it."""
    role = cards(state).get(role_id)
    book = WERWOELFE if state.setup.edition == "werwoelfe" else ULTIMATE
    return f"{book}, {role.rulebook if role and role.rulebook else role_id}"


def check_pack(state: GameState, event: PackKill, role: Card | None,
               out: list[Violation]) -> None:
    """The pack's own rules, added to `out`; `role`: the pack's card (None: not a role)."""
    limit = _victims_allowed(state, event, role)
    if len(event.targets) > limit:
        out.append(Violation("too-many-victims", gettext(
            "the pack chooses {limit} victim(s) tonight", limit=limit),
            role_source(state, event.role)))
    if state.sick_night == state.number and event.targets:
        out.append(Violation("diseased", gettext("the Werewolves ate the Diseased: they don't "
                                                 "hunt tonight (their target doesn't die)"),
                             f"{ULTIMATE}, Role Cards — Diseased", "warning"))
    # "The werewolves may not choose a werewolf as their victim" (Werwölfe, Werewolf); the
    # Ultimate pack may eat its Wolf Cub (Role Cards — Wolf Cub).
    pack = role.pack if role and role.pack else "werewolves"
    players = state.players
    for seat in event.targets:  # the names listed only once one is found (`in_pack`)
        player = players[seat]
        if state.pack_of(player) == pack and player.role != "wolf_cub":
            names = ", ".join(players[s].name for s in event.targets
                              if state.pack_of(players[s]) == pack
                              and players[s].role != "wolf_cub")
            out.append(Violation("wolves-choose-wolf", gettext("{names} is one of the pack",
                                                               names=names),
                                 cite(state, "All Characters at a Glance — Werewolf",
                                       "Role Cards — Werewolf Team — Werewolf")))
            break


def victims_allowed(state: GameState, event: PackKill) -> int:
    """One victim; two the night after the Wolf Cub died; two more "that same night after
    eating the Wolf Cub" (Ultimate, Role Cards — Wolf Cub)."""
    return _victims_allowed(state, event, cards(state).get(event.role))


def _victims_allowed(state: GameState, event: PackKill, role: Card | None) -> int:
    """`victims_allowed` with the pack's card read (None: not a role)."""
    limit = role.targets if role is not None and role.targets > 1 else 1  # at least one
    if role is not None and role.pack == "werewolves":
        limit += state.extra_victims.get(state.number, 0)
        players = state.players
        for seat in event.targets:
            if players[seat].role == "wolf_cub":
                limit += 2
                break
    return limit


POTION_SPENT = {"heal": mark("the {role}'s heal potion is spent"),
                "kill": mark("the {role}'s kill potion is spent")}


def check_potions(state: GameState, event: Potions) -> list[Violation]:
    out: list[Violation] = []
    left = state.potions.get(event.role, {})
    source = role_source(state, event.role)
    for kind, seat in (("heal", event.heal), ("kill", event.kill)):
        if seat is not None and left.get(kind, 0) <= 0:
            out.append(Violation("potion-spent", translated(
                POTION_SPENT[kind], role=event.role), source))
    if event.heal is not None and event.heal == event.kill:
        # The healing potion saves "the werewolves' victim" and the poison kills (Werwölfe,
        # Witch); "heal a player killed that night" (Ultimate, Role Cards — Witch): never the
        # one she kills herself.
        out.append(Violation("heal-and-poison", gettext(
            "{name} is both healed and poisoned", name=state.players[event.heal].name), source))
    victims = attacked_tonight(state)
    if event.heal is not None and event.heal not in victims:
        # Ultimate, Role Cards — Witch: "heal a player killed that night"; Werwölfe, Witch:
        # the healing potion saves "the werewolves' victim" (engine/night/victims.py).
        names = ", ".join(state.players[s].name for s in victims)
        healed = state.players[event.heal].name
        out.append(Violation("heal-not-victim", gettext(
            "{name} was not attacked tonight; a heal reaches only tonight's victim: {names}",
            name=healed, names=names) if victims else gettext(
            "{name} was not attacked tonight; nobody was, so there is nobody to heal",
            name=healed), source))
    return out


def check_charm(state: GameState, event: CharmPassed) -> list[Violation]:
    source = f"{ULTIMATE}, Rule Variants — The Charm"
    if event.target is None:
        return [Violation("charm-destroyed", gettext(
            "refusing to pass the Charm destroys it for the rest of the game"), source,
            "warning")]
    if event.target in state.charm_holders:
        name = state.players[event.target].name
        return [Violation("charm-destroyed", gettext(
            "{name} already held the Charm: passing it back destroys it for the rest of the "
            "game", name=name), source, "warning")]
    return []
