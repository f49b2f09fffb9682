"""The Minion (Ultimate, Role Cards — Werewolf Team — Minion).

Main rule: "No card is normally needed for this role. On the first night, the Werewolves
choose a player who becomes the Minion and joins the Werewolf team. The Minion knows who the
Werewolves are, but doesn't wake up with them at night." The role set still counts the Minion
among the players (the printed scenarios do), so its place in the deck is dealt as a Villager
card (engine/setup.py, FILLER); the chosen player keeps that card or any other: "If the Minion
has another special role, its abilities are retained". "If the game includes both Vampires and
Werewolves, each team can have its own Minion."

Alternate variant ("minion-card"): "use this role's card as a normal role card, revealing the
Minion to the Werewolves and vice versa. In this variant, the Minion can't have a second role."

Either way the Minion is shown its pack once, on night 1, in a call of its own right after the
packs' (`minion_call`): the card says "no night action", so this is no ability, only the
knowledge the card gives.
"""

from __future__ import annotations

from notepad.catalog.models import Role
from notepad.engine.players import Player
from notepad.engine.rule_book import rule_on
from notepad.engine.setup import GameSetup
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated

# The call of each pack (its lead role) and the pack's name at the table.
PACK_LEADS = {"werewolves": "werewolf", "vampires": "vampire"}
PACK_NAMES = {"werewolves": mark("Werewolves"), "vampires": mark("Vampires")}


def minions_chosen(setup: GameSetup, roles: dict[str, Role]) -> dict[str, int]:
    """Pack lead role id → how many Minions that pack chooses on night 1 (the main rule; none
    with the Minion card). One Minion goes to the Werewolves, or to the Vampires where they
    play alone or the scenario gives it to them ("minion-with-vampires", Vampire Village);
    with both packs in play and two Minions, each pack chooses its own."""
    count = setup.roles.get("minion", 0)
    if count <= 0 or setup.edition != "ultimate" or setup.rule_on("minion-card"):
        return {}
    packs = {roles[r].pack for r, n in setup.roles.items() if n > 0 and r in roles}
    wolves, vampires = "werewolves" in packs, "vampires" in packs
    if wolves and vampires:
        if count == 1:
            lead = "vampire" if setup.rule_on("minion-with-vampires") else "werewolf"
            return {lead: 1}
        return {"werewolf": count - count // 2, "vampire": count // 2}
    return {"vampire": count} if vampires else {"werewolf": count}


def is_minion(player: Player) -> bool:
    return player.minion or player.role == "minion"


def minion_pack(state: GameState, player: Player) -> str:
    """The pack a Minion serves: the one that chose it, else (the card) the Werewolves, or the
    Vampires in "minion-with-vampires" (Scenarios — Vampire Village)."""
    if player.minion_pack:
        return player.minion_pack
    return "vampires" if "minion-with-vampires" in state.setup.variants else "werewolves"


def minion_seats(state: GameState) -> list[int]:
    return [p.seat for p in state.players.values() if is_minion(p)]


def chosen_by(state: GameState, pack: str) -> int:
    """How many Minions the pack has chosen so far."""
    return sum(1 for p in state.players.values() if p.minion and p.minion_pack == pack)


def minion_packs(state: GameState, seats: list[int] | None = None,
                 chosen: dict[str, int] | None = None) -> list[str]:
    """The packs whose Minion is shown them tonight: those of the Minions chosen, else those
    that will choose one, else (the Minion card) the pack the card serves. `seats`:
    `minion_seats`, `chosen`: `minions_chosen`, where the caller has them."""
    players = state.players
    if seats is None:
        seats = minion_seats(state)
    packs = {minion_pack(state, players[seat]) for seat in seats}
    if not packs:
        leads = chosen if chosen is not None else minions_chosen(state.setup, state.roles)
        packs = {pack for pack, lead in PACK_LEADS.items() if lead in leads}
    if not packs:
        packs = {"vampires" if rule_on(state, "minion-with-vampires") else "werewolves"}
    return sorted(packs, key=list(PACK_LEADS).index)


def minion_say(state: GameState, seats: list[int] | None = None,
               chosen: dict[str, int] | None = None) -> str:
    """The words read aloud: the Minion sees the pack it serves — the Vampires' Minion the
    Vampires (Role Cards — Minion; Scenarios — Vampire Village)."""
    # Said in the language spoken; a pack's name (PACK_NAMES, both plural) fills a place.
    packs = [translated(PACK_NAMES[pack]) for pack in minion_packs(state, seats, chosen)]
    if rule_on(state, "minion-card"):
        return gettext("The Minion and the {pack} wake up and look at each other. The Minion "
                       "doesn't hunt with them.", pack=packs[0])
    if len(packs) > 1:
        return gettext("Minions, open your eyes. {pack}, raise your thumbs so your Minion can "
                       "see you; then the {other}, for theirs.", pack=packs[0], other=packs[1])
    return gettext("Minion, open your eyes and see who the {pack} are. {pack}, raise your "
                   "thumbs so the Minion can see you.", pack=packs[0])


def minion_note(state: GameState, seats: list[int] | None = None) -> str:
    """Whom each Minion is shown, for the moderator (`seats`: `minion_seats`)."""
    players = state.players
    lines = []
    for seat in minion_seats(state) if seats is None else seats:
        pack = minion_pack(state, players[seat])
        members = [p.name for p in players.values() if p.alive and state.pack_of(p) == pack]
        who = ", ".join(members) or gettext("none left")
        name, pack_name = players[seat].name, translated(PACK_NAMES[pack])
        lines.append(gettext("{name}: sees the {pack} ({members}).", name=name, pack=pack_name,
                             members=who) if players[seat].role == "minion" else
                     gettext("Tap {name}: sees the {pack} ({members}).", name=name,
                             pack=pack_name, members=who))
    if not lines:
        return gettext("The pack chooses its Minion first (Role Cards — Minion).")
    return " ".join(lines)
