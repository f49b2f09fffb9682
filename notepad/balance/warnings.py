"""Setup warnings: where a role set breaks its rulebook's rules or advice.

Each check cites the passage it comes from. Warnings inform; they never stop a game.
Rulebooks: UW = Ultimate Werewolf: Ultimate Edition, WW = Werwölfe, ON = One Night Ultimate
Werewolf: Epic Battle.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from notepad.balance.core import NO_TEAM, RoleSet, Warning
from notepad.balance.deck import card_count, count_variants
from notepad.catalog.loading import Catalog
from notepad.catalog.models import Edition, Role, Team
from notepad.catalog.spoken import spoken_name
from notepad.language import gettext, ngettext

Check = Callable[[RoleSet, Mapping[str, Role]], list[Warning]]


def usual_werewolves(players: int) -> tuple[int, int]:
    """How many werewolves a normal game of this size has, as (fewest, most).

    UW Game Setup: 1 for 6–8 players, 2 for 9–11, 3 for 12–15. Beyond 15 the rulebook gives
    no table; its scenarios run about one werewolf per 5–6 players (Village of Unspeakable
    Deeds: 8 of 50), so we take floor(n/6) … ceil(n/5).
    """
    if players <= 8:
        return 1, 1
    if players <= 11:
        return 2, 2
    if players <= 15:
        return 3, 3
    return players // 6, math.ceil(players / 5)


def said(role: Role, role_set: RoleSet) -> str:
    """The role's name in the language spoken (catalog/spoken.py)."""
    return spoken_name(role, role_set.edition.value)


def _names(ids: list[str], known: Mapping[str, Role], edition: Edition) -> str:
    return ", ".join(spoken_name(known[r], edition.value) if r in known else r for r in ids)


def seer_and_werewolf(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    found: list[Warning] = []
    in_play = [known[r] for r, n in role_set.roles.items() if n > 0 and r in known]
    # UW Joke Variants: "there is no Seer and there are no Werewolves — you take their place".
    joke = "no-seer-no-werewolves" in role_set.variants
    if role_set.edition is not Edition.ONENIGHT and not joke:
        seers = [r for r in in_play if r.is_seer]
        if "apprentice-seer-is-seer" in role_set.variants:
            # UW Scenarios, Village of Tranquility: "The Apprentice Seer counts as a full Seer".
            seers += [r for r in in_play if r.id == "apprentice_seer"]
        if not seers:
            found.append(
                Warning(
                    "no-seer",
                    gettext("No Seer: the rulebook says every game needs at least one Seer."),
                    "UW Role/Werewolf Count Variants; WW Guidelines for Assembling the Characters",
                )
            )
    if not any(r.pack for r in in_play) and not joke:
        found.append(
            Warning(
                "no-werewolf",
                gettext("No werewolf or vampire in the set: the village has no one to hunt."),
                "UW Role/Werewolf Count Variants; WW Guidelines; ON End of the Game",
            )
        )
    if role_set.edition is not Edition.ONENIGHT and not any(
        r.plain and r.team is Team.VILLAGE for r in in_play
    ):
        found.append(
            Warning(
                "no-plain-villagers",
                gettext("No plain Villagers: the rulebook says always to include some."),
                "UW Composing Your Own Scenarios; WW Guidelines",
            )
        )
    return found


def box_and_pairs(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    found: list[Warning] = []
    for role_id, count in role_set.roles.items():
        role = known.get(role_id)
        if role is None or count <= 0:
            continue
        if role.max_count is not None and count > role.max_count:
            found.append(
                Warning(
                    "box-limit",
                    gettext("{count} × {role}, but the box has only {most}.", count=count,
                            role=said(role, role_set), most=role.max_count),
                    role.rulebook or "Contents",
                )
            )
        if role.min_count and count < role.min_count:
            found.append(
                Warning(
                    "needs-pair",
                    gettext("{role} comes into play only together: {least} or more cards, not "
                            "{count}.", role=said(role, role_set), least=role.min_count,
                            count=count),
                    role.rulebook,
                )
            )
        missing = [r for r in role.requires if role_set.count(r) <= 0]
        if missing:
            found.append(
                Warning(
                    "needs-role",
                    gettext("{role} should only play with {roles}.", role=said(role, role_set),
                            roles=_names(missing, known, role_set.edition)),
                    role.rulebook,
                )
            )
        if role.requires_any and not any(role_set.count(r) > 0 for r in role.requires_any):
            found.append(
                Warning(
                    "needs-role",
                    gettext("{role} needs one of: {roles}.", role=said(role, role_set),
                            roles=_names(role.requires_any, known, role_set.edition)),
                    role.rulebook,
                )
            )
        if role.min_players and role_set.playing < role.min_players:
            found.append(
                Warning(
                    "too-few-players",
                    gettext("{role} is meant for {least} or more players, not {players}.",
                            role=said(role, role_set), least=role.min_players,
                            players=role_set.playing),
                    role.rulebook,
                )
            )
        if role.at_random:
            found.append(
                Warning(
                    "at-random",
                    gettext("{role}: the rulebook says to add it to the deck at random, so "
                            "players don't know whether it is in the game.",
                            role=said(role, role_set)),
                    role.rulebook,
                )
            )
        if not role.card and role.team is Team.LOVERS:
            found.append(
                Warning(
                    "not-dealt",
                    gettext("{role} is not a card: Cupid chooses them on the first night.",
                            role=said(role, role_set)),
                    role.rulebook,
                )
            )
    return found


def medium_needs_evil(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    """UW Role Cards, Medium: "Be sure to add at least one 'evil' special role so the Medium
    isn't just a 'Villager-finder'."""
    if role_set.edition is not Edition.ULTIMATE or role_set.count("medium") <= 0:
        return []
    evil = [
        r
        for r, n in role_set.roles.items()
        if n > 0
        and r in known
        and not known[r].plain
        and known[r].team not in (Team.VILLAGE, Team.NONE, Team.LOVERS)
    ]
    if evil:
        return []
    return [
        Warning(
            "medium-without-evil-special",
            gettext("The Medium needs at least one 'evil' special role in the game (Sorceress, "
                    "Minion, Wolf Cub, …), or it is just a Villager-finder."),
            "UW Role Cards — Medium",
        )
    ]


def role_card_variants(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    """Advice the role cards give for their alternate variants and the Moderator card."""
    if role_set.edition is not Edition.ULTIMATE:
        return []
    found: list[Warning] = []
    variants = set(role_set.variants)
    if "medium-villager-team" in variants and role_set.count("medium") > 0:
        # UW Role Cards — Medium: "This variant should only be used if the game includes a
        # large number of non-Villager roles (at least three in addition to the Werewolves)."
        others = sum(n for r, n in role_set.roles.items() if n > 0 and r in known
                     and known[r].team not in (Team.VILLAGE, Team.NONE, Team.LOVERS)
                     and known[r].pack != "werewolves")
        if others < 3:
            found.append(Warning(
                "medium-variant-few-roles",
                gettext("The Medium's Villager-team variant wants at least three non-Villager "
                        "roles besides the Werewolves; this set has {others}.", others=others),
                "UW Role Cards — Medium (alternate variant)"))
    reveals = {"reveal-wolf-or-not", "reveal-team", "reveal-none"}
    if "priest-sees-dead" in variants and role_set.count("priest") > 0 \
            and not variants & reveals:
        found.append(Warning(
            "priest-variant-with-reveals",
            gettext("The Priest's variant (looking at a dead player's role) is only used in games "
                    "without role reveals: choose a reveal variant."),
            "UW Role Cards — Priest (alternate variant)"))
    if role_set.count("moderator") > 0:
        found.append(Warning(
            "moderator-card",
            gettext("The Moderator card: whoever draws it runs the game, so {playing} of the "
                    "{players} play.", playing=role_set.playing, players=role_set.players),
            "UW Role Cards — Moderator"))
    return found


def special_ratio(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    """UW Composing Your Own Scenarios: "The ratio of special roles (including Werewolves) to
    Villagers should be about 1:1 if fewer than 15 people are playing. As the number of
    players grows, increase the ratio of special roles to 3:1 or even higher.\""""
    if role_set.edition is not Edition.ULTIMATE:
        return []
    # The basic game (UW Game Setup: a Seer, the Werewolves, Villagers) has its own table.
    basic = all(r in known and (known[r].plain or known[r].is_seer) for r in role_set.roles)
    if basic:
        return []
    villagers = sum(n for r, n in role_set.roles.items() if r in known and not known[r].special)
    specials = sum(n for r, n in role_set.roles.items() if r in known and known[r].special
                   and r not in NO_TEAM)
    if villagers == 0:
        return []
    ratio = specials / villagers
    if role_set.playing < 15 and not 0.5 <= ratio <= 2.0:
        said = gettext("{specials} special roles to {villagers} plain Villagers ({ratio:.1f}:1); "
                       "the guide suggests about 1:1 for fewer than 15 players.",
                       specials=specials, villagers=villagers, ratio=ratio)
    elif role_set.playing >= 15 and ratio < 1.0:
        said = gettext("{specials} special roles to {villagers} plain Villagers ({ratio:.1f}:1); "
                       "the guide suggests more special roles than Villagers as the group "
                       "grows, towards 3:1.", specials=specials, villagers=villagers, ratio=ratio)
    else:
        return []
    return [Warning("special-ratio", said, "UW Composing Your Own Scenarios")]


def monster_count(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    found: list[Warning] = []
    wolves = sum(
        n for r, n in role_set.roles.items() if r in known and known[r].pack == "werewolves"
    )
    vampires = sum(
        n for r, n in role_set.roles.items() if r in known and known[r].pack == "vampires"
    )
    if role_set.edition is Edition.ONENIGHT:
        # ON Scenarios, Anarchy: "you can play with a maximum of 3 werewolves or vampires."
        for pack, count in (("werewolves", wolves), ("vampires", vampires)):
            if count > 3:
                said = gettext("{count} werewolf cards: One Night allows at most 3 werewolves.",
                               count=count) if pack == "werewolves" else \
                    gettext("{count} vampire cards: One Night allows at most 3 vampires.",
                            count=count)
                found.append(Warning("onenight-monster-limit", said, "ON Scenarios — Anarchy"))
        return found
    basic = wolves > 0 and all(r in known and (known[r].plain or known[r].is_seer)
                               for r, n in role_set.roles.items() if n > 0)
    if role_set.edition is Edition.ULTIMATE and basic and 6 <= role_set.players <= 15:
        # UW Game Setup: "Werewolf cards (1 for 6–8 players; 2 for 9–11; 3 for 12–15)".
        wanted, _ = usual_werewolves(role_set.players)
        if wolves != wanted:
            found.append(
                Warning(
                    "basic-werewolves",
                    ngettext("The basic game for {players} players has {n} Werewolf card, not "
                             "{wolves}.", "The basic game for {players} players has {n} "
                             "Werewolf cards, not {wolves}.", wanted,
                             players=role_set.players, wolves=wolves),
                    "UW Game Setup",
                )
            )
    if role_set.edition is Edition.ULTIMATE and vampires:
        # UW Role Cards, Vampire: "the combined number of Vampires and Werewolves should
        # equal the number of Werewolves in a normal game".
        low, high = usual_werewolves(role_set.playing)
        total = wolves + vampires
        if not low <= total <= high:
            usual = f"{low}" if low == high else f"{low}–{high}"
            found.append(
                Warning(
                    "monster-count",
                    gettext("{wolves} werewolves + {vampires} vampires = {total}; a normal game "
                            "of {playing} has {usual} werewolves, and together they should "
                            "match.", wolves=wolves, vampires=vampires, total=total,
                            playing=role_set.playing, usual=usual),
                    "UW Role Cards — Vampire; Game Setup",
                )
            )
    return found


def onenight_setup(role_set: RoleSet, known: Mapping[str, Role]) -> list[Warning]:
    if role_set.edition is not Edition.ONENIGHT:
        return []
    found: list[Warning] = []
    if role_set.count("alpha_wolf"):
        found.append(
            Warning(
                "alpha-wolf-extra-card",
                gettext("Alpha Wolf: put one more werewolf card (Sight Wolf, Dream Wolf or "
                        "Werewolf) face down beside the 3 middle cards; it is not one of the "
                        "players + 3."),
                "ON Roles — Alpha Wolf (Setup)",
            )
        )
    if role_set.count("curator"):
        packs = {known[r].pack for r, n in role_set.roles.items() if n > 0 and r in known}
        claw, bite = "werewolves" not in packs, "vampires" not in packs
        said = gettext("Curator: remove the Claw of the Werewolf and the Bite of the Vampire "
                       "from the artifacts.") if claw and bite else \
            gettext("Curator: remove the Claw of the Werewolf from the artifacts.") if claw \
            else gettext("Curator: remove the Bite of the Vampire from the artifacts.") if bite \
            else ""
        if said:
            found.append(Warning("curator-artifacts", said, "ON Roles — Curator (Setup)"))
    return found


CHECKS: list[Check] = [
    card_count,
    count_variants,
    seer_and_werewolf,
    box_and_pairs,
    medium_needs_evil,
    role_card_variants,
    special_ratio,
    monster_count,
    onenight_setup,
]


def setup_warnings(role_set: RoleSet, catalog: Catalog) -> list[Warning]:
    known = catalog.edition_roles(role_set.edition)
    found: list[Warning] = []
    unknown = [r for r in role_set.roles if r not in known]
    for role_id in unknown:
        from notepad.catalog.errors import close_match

        found.append(
            Warning(
                "unknown-role",
                gettext("unknown {edition} role '{role}'{close}", edition=role_set.edition,
                        role=role_id, close=close_match(role_id, known)),
            )
        )
    for check in CHECKS:
        found.extend(check(role_set, known))
    return found
