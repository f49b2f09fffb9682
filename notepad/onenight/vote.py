"""Who dies in the vote at the end of a One Night game, and why.

One Night rulebook:
- Vote: "The player with the most votes dies. In case of a tie, all players involved in the tie
  die. Exception: If every player receives exactly 1 vote, nobody dies!"
- Epic Battles: if at least one role of each party (Village, Werewolf pack, Vampire clan) is
  among the players, the player with the second-most votes dies too; a tie for the most: only
  the tied players die; a tie for the second-most: the top player and all tied second die.
- Bodyguard: the player he points at cannot be killed; if that player has the most votes, the
  player(s) with the second-most votes die instead, who must have at least 2 votes.
- The Master: protected if another vampire points at him; if he has the most votes, the player
  with the second-most votes dies instead (we apply the Bodyguard's "at least 2 votes" too).
- Hunter: if the Hunter dies, the player he pointed at dies as well (Who-Has-Won box 1). The
  Bodyguard's "cannot be killed" protects from the Hunter too: the rulebook makes an exception
  only for Love.
- Venus: if a lover dies, the other dies too, "even if he would actually be protected" (box 2).
- Roles — Curator: Claw, Bite, Brand and Club switch off the Bodyguard, Hunter and Master.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Literal

from notepad.language import gettext
from notepad.onenight.parties import Identity

Cause = Literal["most_votes", "second_most_votes", "instead_of_protected", "hunter", "love"]


@dataclass(frozen=True, slots=True)
class Death:
    name: str
    cause: Cause
    reason: str
    by: str | None = None  # the Hunter who shot, the lover who died first

    def as_dict(self) -> dict[str, str | None]:
        return {"name": self.name, "cause": self.cause, "reason": self.reason, "by": self.by}


@dataclass(slots=True)
class VoteResult:
    votes: dict[str, int]
    epic: bool
    deaths: list[Death] = field(default_factory=list)
    protected: dict[str, str] = field(default_factory=dict)  # name → why
    steps: list[str] = field(default_factory=list)  # the vote explained, sentence by sentence

    @property
    def dead(self) -> set[str]:
        return {d.name for d in self.deaths}

    def died_of(self, *causes: str) -> list[Death]:
        return [d for d in self.deaths if d.cause in causes]

    def as_dict(self) -> dict[str, Any]:
        return {
            "votes": self.votes,
            "epic_battle": self.epic,
            "deaths": [d.as_dict() for d in self.deaths],
            "protected": self.protected,
            "steps": self.steps,
        }


def protections(people: list[Identity]) -> dict[str, str]:
    """Who cannot be killed, and by whose protection (Bodyguard; The Master)."""
    protected: dict[str, str] = {}
    for person in people:
        if person.vote_ability == "bodyguard":
            protected.setdefault(
                person.votes_for, gettext("the Bodyguard ({name}) points at {target}",
                                          name=person.name, target=person.votes_for)
            )
        if person.vote_ability == "the_master":
            guards = [
                p.name
                for p in people
                if p.vampire and p.name != person.name and p.votes_for == person.name
            ]
            if guards:
                protected.setdefault(
                    person.name,
                    gettext("another vampire ({guards}) points at the Master ({name})",
                            guards=", ".join(guards), name=person.name),
                )
    return protected


def _tiers(votes: Counter[str]) -> list[tuple[int, list[str]]]:
    """Players grouped by votes received, most first (only players with votes)."""
    counts = sorted({n for n in votes.values() if n > 0}, reverse=True)
    return [(n, sorted(name for name, got in votes.items() if got == n)) for n in counts]


def _said(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return gettext("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def _most(first: list[str], top: int, second: tuple[int, list[str]] | None) -> str:
    """Who has the most votes, and the second-most (One Night, Vote)."""
    names = _said(first)
    if second is None:
        return gettext("{names} share the most votes ({top})", names=names, top=top) \
            if len(first) > 1 else gettext("{names} has the most votes ({top})", names=names,
                                           top=top)
    values = {"names": names, "top": top, "second": _said(second[1]), "count": second[0]}
    return gettext("{names} share the most votes ({top}); {second} the second-most ({count})",
                   **values) if len(first) > 1 else \
        gettext("{names} has the most votes ({top}); {second} the second-most ({count})",
                **values)


def resolve_vote(people: list[Identity], epic: bool) -> VoteResult:
    """The deaths of the vote and of its chain (Hunter, lovers), in the order they happen."""
    order = [p.name for p in people]
    votes: Counter[str] = Counter({name: 0 for name in order})
    votes.update(p.votes_for for p in people)
    result = VoteResult(dict(votes), epic)
    result.protected = protections(people)
    steps = result.steps

    if all(n == 1 for n in votes.values()):
        steps.append(gettext("Every player received exactly 1 vote → nobody dies"))
        return result

    tiers = _tiers(votes)
    (top, first), rest = tiers[0], tiers[1:]
    second = rest[0] if rest else None
    tie = len(first) > 1
    steps.append(_most(first, top, second))
    dying: list[tuple[str, Cause, str]] = []

    def unprotected(names: list[str], cause: Cause, why: str) -> list[tuple[str, Cause, str]]:
        kept = []
        for name in names:
            if name in result.protected:
                steps.append(gettext("{name} is protected: {why} → {name} does not die",
                                     name=name, why=result.protected[name]))
            else:
                kept.append((name, cause, why))
        return kept

    dying += unprotected(first, "most_votes", gettext("most votes ({top})", top=top))
    if epic:
        if tie:
            steps.append(gettext(
                "Epic Battle, all three parties among the players: a tie for the most votes → "
                "only the tied players die"
            ))
        elif second is not None:
            steps.append(gettext(
                "Epic Battle, all three parties among the players → the second-most votes die too"
            ))
            dying += unprotected(second[1], "second_most_votes",
                                 gettext("second-most votes ({count})", count=second[0]))
    if not dying and not (epic and not tie):
        # Bodyguard: "If this player received the most votes, the player(s) with the
        # second-most votes die instead. This player must, however, have received at least 2
        # votes." The Master: "the player with the second-most votes dies instead".
        if second is not None and second[0] >= 2:
            steps.append(gettext("The protected player had the most votes → the second-most die "
                                 "instead"))
            dying += unprotected(
                second[1], "instead_of_protected",
                gettext("second-most votes ({count}) instead", count=second[0])
            )
        else:
            steps.append(gettext(
                "The protected player had the most votes and nobody else has at least 2 votes "
                "→ nobody else dies"
            ))
    for name, cause, why in dying:
        result.deaths.append(Death(name, cause, why))
    _chain(people, result)
    return result


def _chain(people: list[Identity], result: VoteResult) -> None:
    """Who-Has-Won boxes 1 and 2: the Hunter's shot and the lovers, until nothing changes."""
    lovers = [p.name for p in people if p.token == "love"]
    changed = True
    while changed:
        changed = False
        for person in people:
            if person.vote_ability != "hunter" or person.name not in result.dead:
                continue
            target = person.votes_for
            if target in result.dead:
                continue
            if target in result.protected:
                note = gettext(
                    "The Hunter ({name}) died and pointed at {target}, but {target} is "
                    "protected ({why}) → {target} does not die", name=person.name,
                    target=target, why=result.protected[target]
                )
                if note not in result.steps:
                    result.steps.append(note)
                continue
            result.deaths.append(
                Death(
                    target, "hunter", gettext("the Hunter ({name}) pointed at {target}",
                                              name=person.name, target=target), person.name
                )
            )
            result.steps.append(gettext(
                "The Hunter ({name}) died → {target}, whom he pointed at, dies as well",
                name=person.name, target=target
            ))
            changed = True
        dead_lovers = [name for name in lovers if name in result.dead]
        if dead_lovers:
            for name in lovers:
                if name not in result.dead:
                    first, guarded = dead_lovers[0], name in result.protected
                    why = gettext("in love with {lover} (Love beats protection)", lover=first) \
                        if guarded else gettext("in love with {lover}", lover=first)
                    result.deaths.append(Death(name, "love", why, first))
                    result.steps.append(gettext(
                        "{lover} had a Love token and died → {name}, the other lover, dies as "
                        "well although protected", lover=first, name=name) if guarded else
                        gettext("{lover} had a Love token and died → {name}, the other lover, "
                                "dies as well", lover=first, name=name))
                    changed = True
