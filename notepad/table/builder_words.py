"""The builder's words that are no fixed label: a role's name as its row shows it, a team's
name in the team column, the bands of a card sum, and the win-rate estimate (w) as it fills
in, in the language spoken (notepad/language.py). English shows the ids and sentences the
builder always showed; the figures are formatted before they go in."""

from __future__ import annotations

from notepad.catalog.models import Role
from notepad.catalog.spoken import german
from notepad.language import ENGLISH, gettext, mark, spoken, translated

# The team column shows the team's id in English (the catalogue's word) and its name in German.
# The messages are the ids with "team: " before them, so that a team's name has an entry of
# its own: "werewolf" alone is also the Seer's answer ("Werwolf"), where the team is "Werwölfe".
TEAMS = {
    "village": mark("team: village"),
    "werewolf": mark("team: werewolf"),
    "vampire": mark("team: vampire"),
    "lone_wolf": mark("team: lone_wolf"),
    "cult": mark("team: cult"),
    "tanner": mark("team: tanner"),
    "bandit": mark("team: bandit"),
    "assassin": mark("team: assassin"),
    "changing": mark("team: changing"),
    "lovers": mark("team: lovers"),
    "none": mark("team: none"),
}

# The rulebooks' bands of a card sum (balance/core.py band_of), shared with the command line's
# `balance` (the same English, the same German).
BANDS = {"balanced": mark("balanced"), "newcomers": mark("newcomers"),
         "practised": mark("practised"), "favours village": mark("favours village"),
         "favours werewolves": mark("favours werewolves")}


def team_column(team: str) -> str:
    """A team in the role table's column: its id in English, its name in German."""
    if spoken().code == ENGLISH or team not in TEAMS:
        return team
    return translated(TEAMS[team])


def band_name(band: str) -> str:
    """A band ("balanced") or a target the moderator typed (a sum), as the builder says it."""
    return translated(BANDS[band]) if band in BANDS else band


def role_row_name(role: Role, edition: str, both: bool) -> str:
    """A role's name in the builder's table: the name spoken first, the other beside it where
    `both` ("Cupid (Amor)"; in German "Amor (Cupid)"). Ultimate's roles keep their English
    card names (catalog/spoken.py); the filter finds a role by either name."""
    if edition == "ultimate" or not role.name_de or role.name_de == role.name:
        return role.name
    if german():
        return f"{role.name_de} ({role.name})" if both else role.name_de
    return f"{role.name} ({role.name_de})" if both else role.name


def filter_placeholder() -> str:
    return gettext("/ filter: part of a name (English or German)")


def no_estimate_one_night() -> str:
    return gettext("One Night has no win-rate estimate (it is one night).")


def no_estimate_no_cards() -> str:
    return gettext("No estimate: no cards yet. Add roles with + or take a suggestion (s) "
                   "first.")


def no_estimate(why: object) -> str:
    """The simulator cannot play the set: its reason (the setup's or a rule's words)."""
    return gettext("No estimate: {why}", why=why)


def playing(games: int) -> str:
    return gettext("Playing {games} games…", games=games)


def estimate_line(rate: float, low: float, high: float, games: int, nights: float) -> str:
    """The estimate so far: "Village wins 47% (40%–54%) after 200 games; 3.1 nights"."""
    return gettext("Village wins {rate} ({low}–{high}) after {games} games; {nights} nights",
                   rate=format(rate, ".0%"), low=format(low, ".0%"), high=format(high, ".0%"),
                   games=games, nights=format(nights, ".1f"))


def estimate_stale(estimate: str) -> str:
    """An estimate of the set before the moderator's change, marked as such."""
    return gettext("{estimate} — for the set before your change (the cards, players or "
                   "rules): w plays this one", estimate=estimate)


# The suggestions dialog (s) -----------------------------------------------------------------


def suggestion_heading(number: int) -> str:
    return gettext("[b]Suggestion {number}[/b]", number=number)


def suggestion_cards(cards: int, total: int | None) -> str:
    """A suggestion's cards and (but in One Night) their sum."""
    if total is None:
        return gettext("{cards} cards", cards=cards)
    return gettext("{cards} cards, sum {total}", cards=cards, total=format(total, "+d"))


def suggestion_rate(rate: float) -> str:
    return gettext("village wins {rate}", rate=format(rate, ".0%"))


def ranking(games: int) -> str:
    return gettext("Playing {games} games of each set…", games=games)


def ranked(group: str | None = None, skill: float = 0.0) -> str:
    """The suggestions ranked: at the group's fitted skill when there is one (issue 33: the
    builder's 50% is this group's), else at the default."""
    if group is None:
        return gettext("Ranked: the set nearest a 50% village win first. 1–3 apply, Escape "
                       "closes")
    return gettext("Ranked at {group}'s skill {skill}: the set nearest a 50% village win "
                   "first. 1–3 apply, Escape closes", group=group, skill=format(skill, ".2f"))


def required_or_cancel(required: str) -> str:
    """A dialog's answer is needed (`required` says why), in markup."""
    return gettext("[red]{required}[/red] — or Escape to cancel", required=required)
