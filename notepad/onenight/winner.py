"""The Who-Has-Won check of One Night, both flowcharts, step by step.

One Night rulebook, "The Who-Has-Won Check: Classic Game" (boxes: Start, 1 Hunter, 2 Love,
3 Bounty, 4 Tanner, 5 a monster died, 6 a monster among the players) and "The Who-Has-Won
Check: Epic Battles" (adjustments (1), (2), (3); a monster party all in the middle → classic;
all Village cards in the middle → the werewolves win if a vampire dies and vice versa).
Then the rules on single players: Plague voters cannot win (Roles — Infected), the Traitor
wins only if another player of his party dies (Roles — Instigator), a Tanner wins only by
dying (Roles — Tanner; Curator, Club of the Tanner).

"WEREWOLF/VAMPIRE" in the flowchart means a player who counts as a werewolf or a vampire
(see notepad.onenight.parties); Renfield is of the Vampire clan but no vampire.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from notepad.catalog.models import Role
from notepad.language import gettext, mark, ngettext, translated
from notepad.onenight.parties import PARTY_NAMES, Identity, identities, parties_among
from notepad.onenight.table import Table
from notepad.onenight.vote import VoteResult, resolve_vote

Mode = Literal["classic", "epic", "no_village"]
PARTY_ORDER = ("village", "werewolf", "vampire", "tanner", "assassin")
MONSTERS = {"werewolf": "werewolf", "vampire": "vampire"}
# The monster a sentence of the flowchart names ("A werewolf is among the players"): one
# party's, or either ("werewolf or vampire") in an Epic Battle. Messages, said `translated`.
MONSTER_WORDS = {"werewolf": mark("werewolf"), "vampire": mark("vampire"),
                 "either": mark("werewolf or vampire")}


@dataclass(slots=True)
class Outcome:
    mode: Mode
    vote: VoteResult
    people: list[Identity]
    parties: list[str] = field(default_factory=list)
    players: list[str] = field(default_factory=list)
    path: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        by_name = {p.name: p for p in self.people}
        return {
            "mode": self.mode,
            "deaths": [
                {**d.as_dict(), "card": by_name[d.name].card, "role": by_name[d.name].role}
                for d in self.vote.deaths
            ],
            "winners": {"parties": self.parties, "players": self.players},
            "path": self.path,
            "vote": self.vote.as_dict(),
            "players": [
                {
                    "name": p.name,
                    "card": p.card,
                    "role": p.role,
                    "party": p.party,
                    "werewolf": p.werewolf,
                    "vampire": p.vampire,
                    "notes": list(p.notes),
                }
                for p in self.people
            ],
        }


def _said(names: list[str]) -> str:
    if not names:
        return gettext("nobody")
    if len(names) == 1:
        return names[0]
    return gettext("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def _party(party: str) -> str:
    return translated(PARTY_NAMES[party])


def _parties_said(parties: list[str]) -> str:
    return _said([_party(p) for p in parties]) if parties else gettext("nobody")


def game_mode(people: list[Identity]) -> Mode:
    """Epic Battles: which check applies, from the parties among the players."""
    among = parties_among(people)
    if {"werewolf", "vampire"} <= among:
        return "epic" if "village" in among else "no_village"
    return "classic"


def who_has_won(table: Table, known: Mapping[str, Role]) -> Outcome:
    people = identities(table, known)
    mode = game_mode(people)
    vote = resolve_vote(people, epic=mode == "epic")
    outcome = Outcome(mode, vote, people)
    outcome.path.append(_mode_sentence(people, mode))
    parties = _flowchart(people, vote, mode, outcome.path)
    outcome.parties = [p for p in PARTY_ORDER if p in parties]
    outcome.players = _winning_players(people, vote, outcome.parties, outcome.path)
    return outcome


def _mode_sentence(people: list[Identity], mode: Mode) -> str:
    if mode == "epic":
        return gettext("Village, werewolves and vampires are all among the players → the Epic "
                       "Battle check")
    if mode == "no_village":
        return gettext(
            "Werewolves and vampires are among the players but all Village cards lie in the "
            "middle → the werewolves win if a vampire dies and vice versa"
        )
    monsters = sorted(parties_among(people) & {"werewolf", "vampire"})
    if monsters:
        return gettext("Classic check: the Village against {party}", party=_party(monsters[0]))
    return gettext("Classic check: no werewolf or vampire is among the players")


def _flowchart(people: list[Identity], vote: VoteResult, mode: Mode, path: list[str]) -> set[str]:
    dead = vote.dead
    monsters = sorted(parties_among(people) & {"werewolf", "vampire"})
    monster_word = translated(MONSTER_WORDS["either" if mode != "classic" or not monsters
                                            else monsters[0]])

    def no_monster_death_box() -> set[str]:
        # Box 6 (and Start, NO): "Is at least one player a WEREWOLF/VAMPIRE?"
        if mode == "no_village":
            path.append(gettext("No werewolf and no vampire died → NOBODY wins"))
            return set()
        if mode != "classic":
            path.append(gettext("A {monster} is among the players → (1) Epic Battle: NOBODY "
                                "wins", monster=monster_word))
            return set()
        if monsters:
            party = monsters[0]
            path.append(gettext("A {monster} is among the players → {party} wins",
                                monster=monster_word, party=_party(party)))
            return {party}
        return set()

    if not dead:
        path.append(gettext("Nobody died"))
        if mode == "classic" and not monsters:
            path.append(gettext("No werewolf or vampire is among the players → the Village "
                                "wins"))
            return {"village"}
        return no_monster_death_box()

    voted_out = [d.name for d in vote.deaths if d.cause not in ("hunter", "love")]
    path.append(gettext("{names} died in the vote", names=_said(voted_out)))
    winners: set[str] = set()

    # Box 1: the Hunter.
    hunters = [p for p in people if p.vote_ability == "hunter"]
    dead_hunters = [h for h in hunters if h.name in dead]
    if dead_hunters:
        for hunter in dead_hunters:
            shot = [d for d in vote.died_of("hunter") if d.by == hunter.name]
            if shot:
                path.append(gettext(
                    "The Hunter ({name}) is dead → {target}, whom he pointed at, dies as well",
                    name=hunter.name, target=shot[0].name
                ))
            elif hunter.votes_for in vote.protected:
                path.append(gettext(
                    "The Hunter ({name}) is dead, but {target} is protected → nobody else dies",
                    name=hunter.name, target=hunter.votes_for
                ))
            else:
                path.append(gettext("The Hunter ({name}) is dead; {target} is dead already",
                                    name=hunter.name, target=hunter.votes_for))
    else:
        path.append(gettext("The Hunter is not dead"))

    # Box 2: Love.
    lovers = [p.name for p in people if p.token == "love"]
    dead_lovers = [n for n in lovers if n in dead]
    if dead_lovers:
        others = [d.name for d in vote.died_of("love")]
        if others:
            path.append(gettext(
                "A player with a Love token ({lover}) is dead → {names}, the other player "
                "with a Love token, dies as well", lover=dead_lovers[0], names=_said(others)
            ))
        else:
            path.append(gettext("Both players with a Love token are dead ({names})",
                                names=_said(dead_lovers)))
    else:
        path.append(gettext("No player with a Love token is dead"))

    # Box 3: the Bounty.
    bounty = [p.name for p in people if p.token == "bounty" and p.name in dead]
    assassins = [p.name for p in people if p.party == "assassin"]
    if bounty:
        if assassins:
            path.append(gettext(
                "The player with the Bounty token ({name}) is dead → the Assassin "
                "({assassins}) wins; now who else wins", name=bounty[0],
                assassins=_said(assassins)
            ))
            winners.add("assassin")
        else:
            path.append(gettext(
                "The player with the Bounty token ({name}) is dead, but no Assassin is "
                "among the players", name=bounty[0]
            ))
    else:
        path.append(gettext("No player with the Bounty token is dead"))

    werewolf_died = any(p.werewolf and p.name in dead for p in people)
    vampire_died = any(p.vampire and p.name in dead for p in people)
    monster_died = werewolf_died or vampire_died
    for p in people:
        if p.party == "vampire" and not p.vampire and p.name in dead and not vampire_died:
            path.append(gettext("{name} (Renfield) died, but Renfield is no vampire",
                                name=p.name))

    # Box 4: the Tanner.
    dead_tanners = [p.name for p in people if p.party == "tanner" and p.name in dead]
    if dead_tanners:
        who = _said(dead_tanners)
        if mode == "classic":
            if monster_died:
                path.append(gettext(
                    "The Tanner ({names}) died and at least 1 {monster} died → the Village and "
                    "the Tanner win", names=who, monster=monster_word
                ))
                return winners | {"village", "tanner"}
            path.append(gettext("The Tanner ({names}) died, no {monster} died → only the "
                                "Tanner wins", names=who, monster=monster_word))
            return winners | {"tanner"}
        path.append(gettext("The Tanner ({names}) died → (2) the Tanner wins; does another "
                            "party win too?", names=who))
        return winners | {"tanner"} | _epic_box3(werewolf_died, vampire_died, mode, path)
    path.append(gettext("The Tanner is not dead"))

    # Box 5: a monster died.
    if monster_died:
        if mode == "classic":
            path.append(gettext("At least 1 {monster} died → the Village wins",
                                monster=monster_word))
            return winners | {"village"}
        return winners | _epic_box3(werewolf_died, vampire_died, mode, path)
    path.append(gettext("No {monster} died", monster=monster_word))
    # Box 6.
    if mode == "classic" and not monsters:
        path.append(gettext("No werewolf or vampire is among the players → NOBODY wins"))
        return winners
    return winners | no_monster_death_box()


def _epic_box3(werewolf_died: bool, vampire_died: bool, mode: Mode, path: list[str]) -> set[str]:
    """Epic Battles (3); with all Village cards in the middle, both monsters dying is a draw."""
    if werewolf_died and vampire_died:
        if mode == "no_village":
            path.append(gettext(
                "A werewolf and a vampire died, and no villager is among the players → NOBODY wins"
            ))
            return set()
        path.append(gettext("(3) At least 1 werewolf and at least 1 vampire died → the Village "
                            "wins"))
        return {"village"}
    if werewolf_died:
        path.append(gettext("(3) A werewolf died, no vampire died → the Vampire clan wins"))
        return {"vampire"}
    if vampire_died:
        path.append(gettext("(3) A vampire died, no werewolf died → the Werewolf pack wins"))
        return {"werewolf"}
    path.append(gettext("(3) No werewolf and no vampire died → NOBODY wins"))
    return set()


def _winning_players(
    people: list[Identity], vote: VoteResult, parties: list[str], path: list[str]
) -> list[str]:
    dead = vote.dead
    winners: list[str] = []
    for person in people:
        if person.party not in parties:
            continue
        if person.party == "tanner" and person.name not in dead:
            # Roles — Tanner: "He can only win if he dies."
            continue
        winners.append(person.name)

    # Roles — Instigator, Traitor token.
    for traitor in (p for p in people if p.token == "traitor"):
        fellows = [p for p in people if p.party == traitor.party and p.name != traitor.name]
        party = _party(traitor.party)
        if not fellows:
            path.append(gettext(
                "{name} has the Traitor token but is the only member of {party} → no effect",
                name=traitor.name, party=party
            ))
            continue
        dead_fellows = [p.name for p in fellows if p.name in dead]
        if dead_fellows:
            path.append(gettext(
                "{name} has the Traitor token and another player of {party} ({names}) died → "
                "{name} wins", name=traitor.name, party=party, names=_said(dead_fellows)
            ))
            if traitor.name not in winners:
                winners.append(traitor.name)
        else:
            path.append(gettext(
                "{name} has the Traitor token and no other player of {party} died → {name} "
                "cannot win", name=traitor.name, party=party
            ))
            if traitor.name in winners:
                winners.remove(traitor.name)

    # Roles — Infected, Plague token.
    for plagued in (p for p in people if p.token == "plague"):
        voters = [p.name for p in people if p.votes_for == plagued.name]
        if voters:
            path.append(ngettext(
                "{voters} pointed at {name}, who has the Plague token → {voters} cannot win",
                "{voters} pointed at {name}, who has the Plague token → they cannot win",
                len(voters), voters=_said(voters), name=plagued.name
            ))
        winners = [w for w in winners if w not in voters]

    order = [p.name for p in people]
    winners.sort(key=order.index)
    path.append(
        gettext("Winners: {parties} — {players}", parties=_parties_said(parties),
                players=_said(winners)) if winners else
        gettext("Winners: {parties} — no player wins", parties=_parties_said(parties))
    )
    return winners
