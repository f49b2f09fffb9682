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
from notepad.onenight.parties import PARTY_NAMES, Identity, identities, parties_among
from notepad.onenight.table import Table
from notepad.onenight.vote import VoteResult, resolve_vote

Mode = Literal["classic", "epic", "no_village"]
PARTY_ORDER = ("village", "werewolf", "vampire", "tanner", "assassin")
MONSTERS = {"werewolf": "werewolf", "vampire": "vampire"}


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
        return "nobody"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _parties_said(parties: list[str]) -> str:
    return _said([PARTY_NAMES[p] for p in parties]) if parties else "nobody"


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
        return "Village, werewolves and vampires are all among the players → the Epic Battle check"
    if mode == "no_village":
        return (
            "Werewolves and vampires are among the players but all Village cards lie in the "
            "middle → the werewolves win if a vampire dies and vice versa"
        )
    monsters = sorted(parties_among(people) & {"werewolf", "vampire"})
    if monsters:
        return f"Classic check: the Village against {PARTY_NAMES[monsters[0]]}"
    return "Classic check: no werewolf or vampire is among the players"


def _flowchart(people: list[Identity], vote: VoteResult, mode: Mode, path: list[str]) -> set[str]:
    dead = vote.dead
    monsters = sorted(parties_among(people) & {"werewolf", "vampire"})
    monster_word = "werewolf or vampire" if mode != "classic" or not monsters else monsters[0]

    def no_monster_death_box() -> set[str]:
        # Box 6 (and Start, NO): "Is at least one player a WEREWOLF/VAMPIRE?"
        if mode == "no_village":
            path.append("No werewolf and no vampire died → NOBODY wins")
            return set()
        if mode != "classic":
            path.append(f"A {monster_word} is among the players → (1) Epic Battle: NOBODY wins")
            return set()
        if monsters:
            party = monsters[0]
            path.append(f"A {monster_word} is among the players → {PARTY_NAMES[party]} wins")
            return {party}
        return set()

    if not dead:
        path.append("Nobody died")
        if mode == "classic" and not monsters:
            path.append("No werewolf or vampire is among the players → the Village wins")
            return {"village"}
        return no_monster_death_box()

    voted_out = [d.name for d in vote.deaths if d.cause not in ("hunter", "love")]
    path.append(f"{_said(voted_out)} died in the vote")
    winners: set[str] = set()

    # Box 1: the Hunter.
    hunters = [p for p in people if p.vote_ability == "hunter"]
    dead_hunters = [h for h in hunters if h.name in dead]
    if dead_hunters:
        for hunter in dead_hunters:
            shot = [d for d in vote.died_of("hunter") if d.by == hunter.name]
            if shot:
                path.append(
                    f"The Hunter ({hunter.name}) is dead → {shot[0].name}, whom he pointed at, "
                    "dies as well"
                )
            elif hunter.votes_for in vote.protected:
                path.append(
                    f"The Hunter ({hunter.name}) is dead, but {hunter.votes_for} is protected "
                    "→ nobody else dies"
                )
            else:
                path.append(
                    f"The Hunter ({hunter.name}) is dead; {hunter.votes_for} is dead already"
                )
    else:
        path.append("The Hunter is not dead")

    # Box 2: Love.
    lovers = [p.name for p in people if p.token == "love"]
    dead_lovers = [n for n in lovers if n in dead]
    if dead_lovers:
        others = [d.name for d in vote.died_of("love")]
        if others:
            path.append(
                f"A player with a Love token ({dead_lovers[0]}) is dead → {_said(others)}, the "
                "other player with a Love token, dies as well"
            )
        else:
            path.append(f"Both players with a Love token are dead ({_said(dead_lovers)})")
    else:
        path.append("No player with a Love token is dead")

    # Box 3: the Bounty.
    bounty = [p.name for p in people if p.token == "bounty" and p.name in dead]
    assassins = [p.name for p in people if p.party == "assassin"]
    if bounty:
        if assassins:
            path.append(
                f"The player with the Bounty token ({bounty[0]}) is dead → the Assassin "
                f"({_said(assassins)}) wins; now who else wins"
            )
            winners.add("assassin")
        else:
            path.append(
                f"The player with the Bounty token ({bounty[0]}) is dead, but no Assassin is "
                "among the players"
            )
    else:
        path.append("No player with the Bounty token is dead")

    werewolf_died = any(p.werewolf and p.name in dead for p in people)
    vampire_died = any(p.vampire and p.name in dead for p in people)
    monster_died = werewolf_died or vampire_died
    for p in people:
        if p.party == "vampire" and not p.vampire and p.name in dead and not vampire_died:
            path.append(f"{p.name} (Renfield) died, but Renfield is no vampire")

    # Box 4: the Tanner.
    dead_tanners = [p.name for p in people if p.party == "tanner" and p.name in dead]
    if dead_tanners:
        who = f"The Tanner ({_said(dead_tanners)})"
        if mode == "classic":
            if monster_died:
                path.append(
                    f"{who} died and at least 1 {monster_word} died → the Village and the "
                    "Tanner win"
                )
                return winners | {"village", "tanner"}
            path.append(f"{who} died, no {monster_word} died → only the Tanner wins")
            return winners | {"tanner"}
        path.append(f"{who} died → (2) the Tanner wins; does another party win too?")
        return winners | {"tanner"} | _epic_box3(werewolf_died, vampire_died, mode, path)
    path.append("The Tanner is not dead")

    # Box 5: a monster died.
    if monster_died:
        if mode == "classic":
            path.append(f"At least 1 {monster_word} died → the Village wins")
            return winners | {"village"}
        return winners | _epic_box3(werewolf_died, vampire_died, mode, path)
    path.append(f"No {monster_word} died")
    # Box 6.
    if mode == "classic" and not monsters:
        path.append("No werewolf or vampire is among the players → NOBODY wins")
        return winners
    return winners | no_monster_death_box()


def _epic_box3(werewolf_died: bool, vampire_died: bool, mode: Mode, path: list[str]) -> set[str]:
    """Epic Battles (3); with all Village cards in the middle, both monsters dying is a draw."""
    if werewolf_died and vampire_died:
        if mode == "no_village":
            path.append(
                "A werewolf and a vampire died, and no villager is among the players → NOBODY wins"
            )
            return set()
        path.append("(3) At least 1 werewolf and at least 1 vampire died → the Village wins")
        return {"village"}
    if werewolf_died:
        path.append("(3) A werewolf died, no vampire died → the Vampire clan wins")
        return {"vampire"}
    if vampire_died:
        path.append("(3) A vampire died, no werewolf died → the Werewolf pack wins")
        return {"werewolf"}
    path.append("(3) No werewolf and no vampire died → NOBODY wins")
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
        party = PARTY_NAMES[traitor.party]
        if not fellows:
            path.append(
                f"{traitor.name} has the Traitor token but is the only member of {party} → "
                "no effect"
            )
            continue
        dead_fellows = [p.name for p in fellows if p.name in dead]
        if dead_fellows:
            path.append(
                f"{traitor.name} has the Traitor token and another player of {party} "
                f"({_said(dead_fellows)}) died → {traitor.name} wins"
            )
            if traitor.name not in winners:
                winners.append(traitor.name)
        else:
            path.append(
                f"{traitor.name} has the Traitor token and no other player of {party} died → "
                f"{traitor.name} cannot win"
            )
            if traitor.name in winners:
                winners.remove(traitor.name)

    # Roles — Infected, Plague token.
    for plagued in (p for p in people if p.token == "plague"):
        voters = [p.name for p in people if p.votes_for == plagued.name]
        if voters:
            path.append(
                f"{_said(voters)} pointed at {plagued.name}, who has the Plague token → "
                f"{'they' if len(voters) > 1 else voters[0]} cannot win"
            )
        winners = [w for w in winners if w not in voters]

    order = [p.name for p in people]
    winners.sort(key=order.index)
    path.append(
        f"Winners: {_parties_said(parties)}"
        + (f" — {_said(winners)}" if winners else " — no player wins")
    )
    return winners
