"""The final table as the Game Master types it in, seat by seat, without Textual.

What is entered becomes a `notepad.onenight.table.Table` once it is complete; until then the
screen shows what is still missing. Votes are kept as seat numbers, so renaming a player keeps
the votes that point at him. Every sentence is said in the language spoken (notepad/language.py);
the saved files stay as they are in any language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from notepad.catalog.bounds import MAX_CARDS
from notepad.catalog.models import Role
from notepad.language import gettext
from notepad.onenight.script import ALPHA_EXTRA_CARDS
from notepad.onenight.table import Player, Table, table_problems

# Setup: the middle holds 3 cards; Roles — Alpha Wolf: his extra werewolf card lies beside them.
MIDDLE = 3


def default_names(players: int) -> list[str]:
    return [gettext("Player {number}", number=n) for n in range(1, players + 1)]


def names_from(text: str) -> list[str]:
    """One player per line; blank lines and surrounding spaces don't count."""
    return [line.strip() for line in text.splitlines() if line.strip()]


def names_refusal(names: list[str], players: int) -> str | None:
    """Why these names cannot be the round's players, and what to type instead; None if they
    can. Setup: "There must always be 3 more role cards in the game than there are players",
    so the round seats as many players as its set was chosen for; and a vote names a player,
    so no two players share a name."""
    if len(names) != players:
        return gettext(
            "This round's set is for {players} players ({cards} cards: players + 3), and "
            "{names} names are given: type {players}, one per line. For another head count, go "
            "back to the role set (Escape).", players=players, cards=players + 3,
            names=len(names))
    lines: dict[str, list[int]] = {}
    for line, name in enumerate(names, start=1):
        lines.setdefault(name, []).append(line)
    for name, where in lines.items():
        if len(where) > 1:
            return gettext("'{name}' is on lines {lines} and {last}: give each player a "
                           "different name.", name=name, lines=", ".join(map(str, where[:-1])),
                           last=where[-1])
    return None


@dataclass(slots=True)
class Seat:
    name: str
    card: str | None = None
    token: str | None = None
    artifact: str | None = None
    from_middle: bool = False
    acts_as: str | None = None
    votes_for: int | None = None  # index of the seat pointed at


@dataclass(slots=True)
class FinalTable:
    """Seats in order, the middle cards, and the role set they came from."""

    roles: dict[str, int]
    seats: list[Seat] = field(default_factory=list)
    middle: list[str | None] = field(default_factory=list)
    scenario: str = ""
    uses_tokens: bool = False
    scenario_name: str = ""  # the scenario's own name (issue 32); "" in an older round

    @classmethod
    def for_set(
        cls, roles: Mapping[str, int], players: int, *, uses_tokens: bool, scenario: str = "",
        scenario_name: str = "",
    ) -> FinalTable:
        table = cls({r: n for r, n in roles.items() if n > 0}, scenario=scenario,
                    scenario_name=scenario_name)
        table.uses_tokens = uses_tokens
        table.middle = [None] * (MIDDLE + (1 if table.alpha else 0))
        table.set_names(default_names(players))
        return table

    @property
    def alpha(self) -> bool:
        return "alpha_wolf" in self.roles

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def set_names(self, names: list[str]) -> None:
        """New names in seat order; what was entered stays with its seat."""
        kept = self.seats[: len(names)]
        for seat, name in zip(kept, names, strict=False):
            seat.name = name
        token = "certainty" if self.uses_tokens else None
        kept += [Seat(name, token=token) for name in names[len(kept) :]]
        for seat in kept:
            if seat.votes_for is not None and seat.votes_for >= len(names):
                seat.votes_for = None
        self.seats = kept

    def card_choices(self, known: Mapping[str, Role]) -> list[tuple[str, str]]:
        """The cards of the set (and the Alpha Wolf's possible extra card), by name."""
        ids = set(self.roles) | (set(ALPHA_EXTRA_CARDS) if self.alpha else set())
        return sorted(((r, known[r].name) for r in ids if r in known), key=lambda c: c[1])

    # Checking ----------------------------------------------------------------------------

    def missing(self) -> list[str]:
        """What the Game Master still has to enter, one sentence each."""
        missing: list[str] = []
        for number, seat in enumerate(self.seats, start=1):
            if seat.card is None:
                missing.append(gettext("{number} {name}: which card lies in front of them?",
                                       number=number, name=seat.name))
            if seat.votes_for is None:
                missing.append(gettext("{number} {name}: whom did they point at?",
                                       number=number, name=seat.name))
            if seat.card == "mimic" and not seat.from_middle and seat.acts_as is None:
                # Roles — Mimic: "At the end of the game the Mimic must of course honestly
                # admit which role he took on." Said with the screen's key, not the file's
                # 'acts_as' the headless check names.
                missing.append(gettext("{number} {name}: which role did the Mimic take on? (s: "
                                       "Acts as; f if the card lay in the middle)",
                                       number=number, name=seat.name))
        filled = [card for card in self.middle if card is not None]
        if filled and None in self.middle[:MIDDLE]:
            missing.append(gettext("middle: {filled} of {cards} cards entered",
                                   filled=len(filled), cards=MIDDLE))
        return missing

    def table(self) -> Table:
        """The entered table; raises ValueError while something is missing."""
        if self.missing():
            raise ValueError(gettext("the final table is not complete"))
        players = [
            Player(
                name=seat.name,
                card=seat.card or "",
                token=seat.token,
                artifact=seat.artifact,
                votes_for=self.seats[seat.votes_for or 0].name,
                from_middle=seat.from_middle,
                acts_as=seat.acts_as,
            )
            for seat in self.seats
        ]
        middle = [card for card in self.middle if card is not None]
        return Table(scenario=self.scenario, middle=middle, player=players)

    def problems(self, known: Mapping[str, Role]) -> list[str]:
        """Missing entries, then the rulebook checks of the headless table."""
        missing = self.missing()
        if missing:
            return missing
        try:
            table = self.table()
        except ValidationError as error:
            return [f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors()]
        return table_problems(table, known)

    def card_notes(self, known: Mapping[str, Role]) -> list[str]:
        """Warnings, not errors: the cards entered against the cards of the set (Setup: every
        card of the set is either in front of a player or in the middle)."""
        if None in [seat.card for seat in self.seats] or None in self.middle[:MIDDLE]:
            return []
        entered = Counter(s.card for s in self.seats if s.card) + Counter(
            c for c in self.middle if c
        )
        wanted = Counter(self.roles)
        extra = [card for card in ALPHA_EXTRA_CARDS if entered[card] > wanted[card]]
        if self.alpha and extra:
            entered[extra[0]] -= 1  # the Alpha Wolf's extra werewolf card
        notes = []
        for role_id in sorted(set(entered) | set(wanted)):
            have, want = entered[role_id], wanted[role_id]
            if have != want:
                name = known[role_id].name if role_id in known else role_id
                notes.append(gettext("{have} × {role} entered, the set has {want}: check the "
                                     "cards on the table", have=have, role=name, want=want))
        return notes


# Saving ------------------------------------------------------------------------------------
# A One Night round's session: the set, the players and whatever of the final table has been
# entered, written (atomically) on every change so the table can be reopened from the start
# screen; once complete, the final table is written beside it in the format that
# `werewolf-notepad onenight winner FILE` reads (docs/onenight.md).

SESSION_FORMAT = "werewolf-notepad-onenight"
SESSION_SUFFIX = ".onenight.json"


def session_data(final: FinalTable) -> dict[str, object]:
    seats = []
    for seat in final.seats:
        entry: dict[str, object] = {"name": seat.name}
        for key in ("card", "token", "artifact", "acts_as", "votes_for"):
            value = getattr(seat, key)
            if value is not None:
                entry[key] = value
        if seat.from_middle:
            entry["from_middle"] = True
        seats.append(entry)
    data: dict[str, object] = {
        "format": SESSION_FORMAT, "version": 1, "edition": "onenight",
        "scenario": final.scenario, "roles": final.roles, "uses_tokens": final.uses_tokens,
        "players": [seat.name for seat in final.seats], "seats": seats,
        "middle": final.middle}
    if final.scenario_name:  # optional: an older round without it still loads
        data["scenario_name"] = final.scenario_name
    return data


def from_session(data: object) -> FinalTable:
    """The final table of a saved round; ValueError names what is wrong."""
    if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
        raise ValueError(gettext("not a One Night session of werewolf-notepad"))
    try:
        roles = {str(r): int(n) for r, n in data["roles"].items()}
        if any(not 0 <= n <= MAX_CARDS for n in roles.values()):
            raise ValueError(gettext("a role's count is outside 0 to {most}", most=MAX_CARDS))
        final = FinalTable(roles, scenario=str(data.get("scenario") or ""),
                           uses_tokens=bool(data.get("uses_tokens")),
                           scenario_name=str(data.get("scenario_name") or ""))
        final.seats = []
        for entry in data["seats"]:
            votes = entry.get("votes_for")
            final.seats.append(Seat(
                name=str(entry["name"]), card=entry.get("card"), token=entry.get("token"),
                artifact=entry.get("artifact"), from_middle=bool(entry.get("from_middle")),
                acts_as=entry.get("acts_as"), votes_for=None if votes is None else int(votes)))
        final.middle = [None if c is None else str(c) for c in data["middle"]]
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise ValueError(gettext("the saved table is damaged ({error})", error=error)) from None
    if any(s.votes_for is not None and not 0 <= s.votes_for < len(final.seats)
           for s in final.seats):
        raise ValueError(gettext("the saved table is damaged (a vote for a seat that is not "
                                 "there)"))
    return final


def final_table_path(session: Path) -> Path:
    """The final table's TOML beside the round's session file."""
    return session.with_name(session.name.removesuffix(SESSION_SUFFIX) + ".final-table.toml")


def final_table_toml(final: FinalTable) -> str:
    """The complete table in the documented TOML format (docs/onenight.md)."""
    import tomli_w

    return tomli_w.dumps(final.table().model_dump(mode="json", exclude_defaults=True))
