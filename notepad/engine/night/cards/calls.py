"""What the role cards make of the night script beyond the catalogue's data: when a role that
wakes "once active" is active, what the moderator is told at a call, which calls the rules
leave out, whom a call wakes where the role index can't say, what a call records where a
variant changes it, and the calls that no card's moon gives (the Martyr at night, the Minion
shown its pack). Each rule cites its card (Ultimate, Role Cards) or section.

notepad/engine/night/script.py builds the calls from the catalogue and asks here."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from notepad.catalog.models import Action, Role
from notepad.catalog.spoken import spoken_name
from notepad.engine.night import minion as minions
from notepad.engine.night import plan as night_plan
from notepad.engine.night.cards.cursed import cursed_sign
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated

# The Ghost dies on the first night and is still called every night to write a letter
# (Ultimate, Role Cards — Ghost).
CALLED_WHEN_DEAD = frozenset({"ghost"})
# Calls whose note shows what changes during a game (tonight's victims, whether the Cursed is
# bitten, who chooses tomorrow's banished …): worked out each time the call is built; every
# other call's note is worked out once per game (planned_call._Planned).
CHANGING_NOTES = frozenset({"cursed", "apprentice_seer", "old_hag", "cupid", "sorceress",
                            "ghost", "doppelganger", "drunk", "lovers"})
# Calls whose seats come from more than the role index (and the cards dealt); the packs' calls
# too (the bitten Cursed).
SEATED_APART = frozenset({"charm", "lovers", "cult_leader", "old_hag", "ghost"})


def died_before_night(state: GameState, seat: int) -> int | None:
    """The night after the death of the player in `seat` (their first night as dead)."""
    died = state.players[seat].died
    if died is None or " " not in died.when:
        return None
    return int(died.when.split()[1]) + 1


# ------------------------------------------------------------------ "once active"


def apprentice_took_over(state: GameState) -> bool:
    """"The Apprentice Seer takes the Seer's or Seeress's place if either is killed"
    (Role Cards — Apprentice Seer): one dead Seer card is enough, even if a Doppelganger now
    holds the Seer's role too."""
    plan, alive = night_plan.plan_of(state), state.alive
    for card in plan.seer_cards:
        for seat in plan.dealt_seats(state, card):
            if seat not in alive:
                return True
    return False


def _apprentice_active(state: GameState, night: int) -> bool:
    # Village of Tranquility: "The Apprentice Seer counts as a full Seer, but doesn't check
    # anyone on the first night" (Scenarios). Alternate variant: "the Apprentice wakes at
    # night (while the Seer is still alive) and checks a player" (Role Cards).
    if rule_on(state, "apprentice-seer-is-seer"):
        return night >= 2
    return rule_on(state, "apprentice-checks-twice") or apprentice_took_over(state)


def _cursed_active(state: GameState, night: int) -> bool:
    """"The Moderator calls the Cursed separately every night (even after they've become a
    Werewolf) and gives a thumbs-up if they're already a Werewolf, or shakes their head if
    they haven't been eaten yet" (Role Cards — Cursed): from the first night on, though the
    card's moon says "once active"."""
    return True


def _doppelganger_active(state: GameState, night: int) -> bool:
    # Tapped on the night after the chosen player dies (Role Cards — Doppelganger). Alternate
    # variant: "the Doppelganger must be called every night".
    if rule_on(state, "doppelganger-copies-at-once"):
        return True
    return doppelganger_tapped(state, night)


def doppelganger_tapped(state: GameState, night: int) -> bool:
    """Whether `night` is the night after the death of the player the Doppelganger chose."""
    chosen = state.targeted.get("doppelganger", [])
    return any(died_before_night(state, seat) == night for seat in chosen[:1])


ACTIVATION: dict[str, Callable[[GameState, int], bool]] = {
    "apprentice_seer": _apprentice_active,
    "cursed": _cursed_active,
    "doppelganger": _doppelganger_active,
}


def drunk_night(state: GameState, role: Role) -> int:
    """The night the Drunk is shown the real role: the third ("until the third night, when
    the Moderator wakes them and shows them their real role"), or the first in the alternate
    variant ("the Drunk learns their role on the first night, but can't use its abilities
    until the third night") (Role Cards — Drunk)."""
    if rule_on(state, "drunk-learns-first-night"):
        return 1
    return role.from_night or 3


# ------------------------------------------------------------------ what a call records


def records(state: GameState, lead: Role, night: int) -> tuple[str, ...] | None:
    """A call's record kinds where a card or variant decides them, else None."""
    if lead.id == "werewolf_witch":
        # Village of Visions: "the Seer doesn't check a player on the first night — instead,
        # the Werewolf-Witch does"; a Werewolf with a Witch's abilities (Scenarios).
        return ("check",) if night == 1 else ("kill", "potions")
    if lead.ability.action is Action.KILL:
        first_night_kill = state.setup.edition == "werwoelfe" or night > 1
        # Ultimate: the Werewolves only meet on the first night and eat from the second on
        # (Ultimate, The First Night; Subsequent Nights). Werwölfe: they eat on night 1 too.
        record: tuple[str, ...] = ("kill",) if first_night_kill else ("know",)
        if night == 1 and minions.minions_chosen(state.setup, state.roles).get(lead.id):
            record += ("minion",)  # the pack chooses the Minion (Role Cards — Minion)
        return record
    if lead.id == "charm" and night == 1:
        return ("none",)  # the holder is shown their real role (Rule Variants — The Charm)
    if lead.id == "lovers" and rule_on(state, "lovers-by-moderator"):
        # "The Moderator chooses the Lovers randomly (or deliberately)" (Role Cards — Cupid,
        # alternate variant 2): recorded at the Lovers' call, then the Lovers meet.
        return ("choose_lovers",)
    if lead.id == "priest" and rule_on(state, "priest-sees-dead"):
        # "once per game, the Priest may look at the role of a player who has died" (Role
        # Cards — Priest, alternate variant), instead of blessing.
        return ("see_dead",)
    if lead.id == "doppelganger" and night > 1:
        if rule_on(state, "doppelganger-copies-at-once"):
            return ("copied",)  # worked out per game: `copied_records`
        # "On the first night, the Doppelganger chooses a player … on the next night,
        # discreetly tap the Doppelganger" (Role Cards — Doppelganger): the tap only.
        return ("none",)
    return None


# What a role has done with its uses, for the call that still wakes it afterwards: one whole
# sentence for each deed and count (once, or {n} times), said with `ngettext`.
USED = {
    "check_neighbourhood": (mark("the {role} has already searched (once per game)"),
                            mark("the {role} has already searched ({n} times per game)")),
    "bless": (mark("the {role} has already blessed (once per game)"),
              mark("the {role} has already blessed ({n} times per game)")),
    "signal": (mark("the {role} has already stirred up trouble (once per game)"),
               mark("the {role} has already stirred up trouble ({n} times per game)")),
    "see_dead": (mark("the {role} has already seen a dead player's role (once per game)"),
                 mark("the {role} has already seen a dead player's role ({n} times per game)")),
}
ACTED = (mark("the {role} has already acted (once per game)"),
         mark("the {role} has already acted ({n} times per game)"))


def used_up(state: GameState, role_id: str, kind: str) -> str | None:
    """Why a call that wakes every night has nothing more to record, or None: its ability is
    for "one game night" and is spent (Role Cards — Psychic Detective, Priest, Trouble Maker),
    though the card still wakes every night. The rules refuse a second use (validator
    "uses-spent"); the call says so before anything is typed."""
    role = state.roles.get(acting_role(state, role_id))
    if role is None:
        return None
    uses = role.ability.uses_per_game
    if not uses or state.uses.get(role_id, 0) < uses:
        return None
    once, times = USED.get(kind, ACTED)
    # The forms were marked one by one: looked up here as the singular and plural they are.
    return translated(once, role=spoken_name(role, state.setup.edition)) if uses == 1 else \
        translated(times, role=spoken_name(role, state.setup.edition), n=uses)


def copied_role(state: GameState, seat: int | None = None) -> Role | None:
    """The role the Doppelganger copied at once (alternate variant), or None."""
    if not rule_on(state, "doppelganger-copies-at-once"):
        return None
    for player in state.players.values():
        if player.dealt == "doppelganger" and (seat is None or player.seat == seat) \
                and player.role != "doppelganger":
            return state.roles.get(player.role)
    return None


def copied_records(state: GameState, night: int) -> tuple[str, ...]:
    """The Doppelganger's call in the "copies at once" variant: "the Doppelganger must be
    called every night so they can use their special ability, if they have one (and if not,
    they're still called so the other players don't catch on)" (Role Cards — Doppelganger).
    A copied pack role hunts with its pack, so its own call records nothing."""
    from notepad.engine.night.script import wakes_on

    role = copied_role(state)
    if role is None or role.pack or not wakes_on(state, role, night):
        return ("none",)
    found = records(state, role, night)
    return found if found is not None else (role.ability.action.value,)


def acting_role(state: GameState, role_id: str, seat: int | None = None) -> str:
    """The role whose ability an action of `role_id`'s call uses: the copied role for the
    Doppelganger in the "copies at once" variant, else `role_id` itself."""
    if role_id == "doppelganger":
        copied = copied_role(state, seat)
        if copied is not None:
            return copied.id
    return role_id


# ------------------------------------------------------------------ whom a call wakes


def seats_apart(state: GameState, lead: Role, night: int) -> tuple[int, ...] | None:
    """The seats of a call that the role index can't give, or None."""
    if lead.id == "charm":
        return (state.charm_holder,) if state.charm_holder else ()
    if lead.id == "lovers":
        return tuple(p.seat for p in state.players.values() if p.lover is not None)
    if lead.id == "ghost" and rule_on(state, "ghost-first-dead"):
        return () if state.ghost is None else (state.ghost,)
    if lead.id == "old_hag":
        returning = returning_player(state, night)
        if returning is not None:
            return (returning,)
    return None


def returning_player(state: GameState, night: int) -> int | None:
    """Old Hag, alternate variant: "when the banished player returns, the following night
    they choose who will be banished the next day, and the cycle repeats. If the returning
    player dies at night, the Old Hag chooses a new player to banish the following night"
    (Role Cards — Old Hag). The player banished for the day before `night`, if alive."""
    if night < 2 or not rule_on(state, "old-hag-returning-chooses"):
        return None
    for player in state.alive.values():
        if player.banished_day == night - 1:
            return player.seat
    return None


# ------------------------------------------------------------------ notes and skipped calls


POTIONS: Final = Action.POTIONS  # read once: an enum member is slow to read (script.wakes_on)


def call_note(state: GameState, lead: Role, night: int) -> str:
    """What the moderator is told at the call, beyond the words to read."""
    if lead.ability.action is POTIONS:
        shown = victims_note(state, lead, night)
        if shown is not None:
            return shown
    return other_note(state, lead, night)


def victims_note(state: GameState, lead: Role, night: int) -> str | None:
    """The note of a call with the Witch's potions (`call_note`) that shows tonight's victims,
    or None when there are none to show."""
    if night != state.number:
        return None
    # The Witch is shown the victim before deciding (Werwölfe, Witch; the Werwölfe Witch
    # "can also use the healing potion if she herself is the werewolves' victim").
    victims = [s for seats in state.tonight.kills.values() for s in seats]
    victims += [s for s, _ in state.stalwart]
    if not victims:
        return None
    names = ", ".join(state.players[s].name for s in victims)
    return gettext("Show the {role} tonight's victim: {names}.",
                   role=spoken_name(lead, state.setup.edition), names=names)


def note_changes(state: GameState, lead: Role, night: int) -> bool:
    """Whether `other_note` of the call led by `lead` can change during a game with this
    setup's rules on nights like `night` (the first, or a later one): the notes of
    CHANGING_NOTES but those that read nothing but the rules under this setup. The night
    plan works out the others once (planned_call._Planned); tests/engine/test_derived.py holds
    the scripts built so equal to ones whose every note is worked out afresh."""
    role_id = lead.id
    if role_id not in CHANGING_NOTES:
        return False
    if role_id == "old_hag":
        return night > 1 and rule_on(state, "old-hag-returning-chooses")
    if role_id == "ghost":
        return rule_on(state, "ghost-first-dead")
    if role_id == "sorceress":
        return night == 1 and rule_on(state, "sorceress-sees-wolves")
    if role_id == "doppelganger":
        return night > 1  # the copy, or the tap naming who and the role (`doppelganger_tap`)
    return role_id != "lovers"  # the Lovers' note reads only the rules


def other_note(state: GameState, lead: Role, night: int) -> str:
    """`call_note` but for tonight's victims shown to the Witch."""
    if lead.id == "charm":
        if night == 1:
            return gettext("Hand the Charm holder the card for their real role (Rule Variants "
                           "— The Charm).")
        return gettext("Tap the new holder. Pointing at a former holder or refusing destroys "
                       "the Charm (Rule Variants — The Charm).")
    note = _card_note(state, lead, night)
    return note


def _card_note(state: GameState, lead: Role, night: int) -> str:
    role_id = lead.id
    if role_id == "mason":
        return gettext("Whoever mentions the Masons is killed by them the following night and "
                       "loses: type masons SEAT, by day or night (Role Cards — Mason).")
    if role_id == "cursed":
        return cursed_sign(state, night)
    if role_id == "apprentice_seer":
        return _apprentice_note(state, night)
    if role_id == "doppelganger" and night > 1:
        copied = copied_role(state)
        if copied is not None:
            return gettext("The Doppelganger is a copy of the {role}: uses its ability now, if "
                           "it has one (Role Cards — Doppelganger, alternate variant).",
                           role=copied.name)
        return doppelganger_tap(state)
    if role_id == "old_hag" and rule_on(state, "old-hag-returning-chooses") and night > 1:
        returning = returning_player(state, night)
        if returning is not None:
            return gettext("Tap {name}: back in the village, they choose who leaves tomorrow "
                           "(Role Cards — Old Hag, alternate variant).",
                           name=state.players[returning].name)
        return gettext("No banished player returns alive: the Old Hag chooses.")
    if role_id == "cupid" and state.cupid_leftover:
        card = state.roles.get(state.cupid_leftover)
        return gettext("Then hand Cupid the leftover card: {role} (Role Cards — Cupid, "
                       "alternate variant 1).",
                       role=card.name if card else state.cupid_leftover)
    if role_id == "lovers" and rule_on(state, "lovers-by-moderator"):
        return gettext("You choose the Lovers (type two players, or \"random\"), then tap them "
                       "(Role Cards — Cupid, alternate variant 2).")
    if role_id == "sorceress" and night == 1 and rule_on(state, "sorceress-sees-wolves"):
        wolves = [p.name for p in state.alive.values() if state.in_pack(p)]
        return gettext("Show the Sorceress the Werewolves: {names} (Role Cards — Sorceress, "
                       "alternate variant).", names=", ".join(wolves) or gettext("none"))
    if role_id == "ghost" and rule_on(state, "ghost-first-dead") and state.ghost is not None:
        ghost = state.players[state.ghost]
        team = state.team_of(ghost)
        return gettext("{name}, the first to die, is the Ghost: show them everyone's role; "
                       "their hints help only their own team ({team}) (Role Cards — Ghost).",
                       name=ghost.name, team=team)
    if role_id == "drunk":
        return _drunk_note(state)
    return ""


def doppelganger_tap(state: GameState) -> str:
    """The tap at the Doppelganger's call on the night after the chosen player's death:
    "discreetly tap the Doppelganger on the shoulder to let them know about their new role"
    (Role Cards — Doppelganger), named: who, and which role."""
    roles, taps = state.roles, []
    for player in state.players.values():
        if player.dealt == "doppelganger" and player.role != "doppelganger" and player.alive:
            role = roles.get(player.role)
            taps.append(gettext("Tap {name}: the Doppelganger is now the {role}.",
                                name=player.name,
                                role=role.name if role is not None else player.role))
    return " ".join(taps) or gettext("Tap the Doppelganger: they take the role of the player "
                                     "they chose.")


def _drunk_note(state: GameState) -> str:
    """The card to show at the Drunk's call: "the Moderator wakes them and shows them their
    real role" on the third night, or on the first in the alternate variant, where "they
    can't use its abilities until the third night" (Role Cards — Drunk)."""
    roles, shown = state.roles, []
    for player in state.players.values():
        if player.dealt == "drunk" and player.alive:
            real = roles.get(player.drunk_role or player.role)
            shown.append(gettext("{name} the {role} card", name=player.name,
                                 role=real.name if real else player.role))
    who = gettext(" and ").join(shown) or gettext("the Drunk the real role's card")
    if rule_on(state, "drunk-learns-first-night"):
        return gettext("Show {who}: the real role, used only from the third night (Role Cards "
                       "— Drunk, alternate variant).", who=who)
    return gettext("Show {who}: their real role from tonight (Role Cards — Drunk).", who=who)


def _apprentice_note(state: GameState, night: int) -> str:
    return apprentice_note(state, night, apprentice_took_over(state))


def apprentice_note(state: GameState, night: int, took_over: bool) -> str:
    """The Apprentice Seer's note, `took_over` being `apprentice_took_over`'s answer."""
    if rule_on(state, "apprentice-seer-is-seer"):
        return ""
    if not took_over:
        return gettext("The Apprentice checks while the Seer lives: the answer comes only when "
                       "the same player is checked a second time (Role Cards — Apprentice "
                       "Seer).")
    plan = night_plan.plan_of(state)
    first = min((n for card in plan.seer_cards for s in plan.dealt_seats(state, card)
                 if (n := died_before_night(state, s)) is not None), default=night)
    if night == first:
        return gettext("Tap the Apprentice Seer: from now on they wake instead of the Seer "
                       "(Role Cards — Apprentice Seer).")
    return ""


def skipped(state: GameState, lead: Role, night: int, reveal_all: bool) -> bool:
    """Calls the rules leave out tonight (asked for the packs' and the Seers' calls)."""
    if lead.pack == "werewolves" and state.sick_night == night and reveal_all:
        # "If roles are revealed, the Werewolves simply don't wake up that night" (Role
        # Cards — Diseased).
        return True
    if not lead.is_seer or not state.dealt:
        return False
    # Village of Visions: the Werewolf-Witch checks on the first night instead of the Seer.
    if night == 1 and any(p.role == "werewolf_witch" for p in state.players.values()):
        return True
    return _apprentice_replaces(state, lead)


def _apprentice_replaces(state: GameState, lead: Role) -> bool:
    """"when the Moderator calls the Seer or Seeress at night, the Apprentice should wake up
    instead of the one called" (Role Cards — Apprentice Seer): without a full reveal the dead
    Seer's call is still made, but it is the Apprentice's call that wakes a player; the first
    dead Seer card's call gives way to it."""
    return replaced_seer(state) == lead.id


def replaced_seer(state: GameState) -> str | None:
    """The Seer card whose call the Apprentice Seer takes over (`_apprentice_replaces`): the
    first whose every holder is dead, while a player holds the Apprentice Seer's role; else
    None. It reads the role index, the cards dealt and the living only."""
    if not state.by_role.get("apprentice_seer") or rule_on(state, "apprentice-seer-is-seer"):
        return None
    plan, alive = night_plan.plan_of(state), state.alive
    for card in plan.seer_cards:
        seats = plan.dealt_seats(state, card)
        if seats and not any(s in alive for s in seats):
            return card
    return None


def random_lovers(state: GameState) -> list[int]:
    """Cupid, alternate variant 2: "The Moderator chooses the Lovers randomly (or
    deliberately)": two living players drawn from the game's seed, so a replay is the same."""
    rng = random.Random(f"{state.setup.seed}:lovers:{state.number}")
    return sorted(rng.sample(sorted(state.alive), 2))
