"""A game's scenario and edition in words, from the ids a session log keeps, without the
catalogue: the start screen names every recent game before the catalogue is loaded (issue 14),
and the game's header, the report and the recent list must say the same."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notepad.catalog.spoken import spoken_name

if TYPE_CHECKING:
    from notepad.engine.state import GameState

EDITION_NAMES: dict[str, str] = {
    "ultimate": "Ultimate Werewolf",
    "werwoelfe": "Werwölfe",
    "onenight": "One Night",
}

SPECIAL = {"suggestion": "Suggested set"}  # builder.py: a set taken from the suggestions
SMALL_WORDS = frozenset({"a", "an", "and", "at", "in", "of", "on", "the", "to", "without"})


def scenario_title(scenario: str | None, known: dict[str, str] | None = None,
                   custom: str = "A custom role set", name: str | None = None) -> str:
    """A game's scenario in words: its own `name` where the log's header carries it (issue 32:
    "Example Composition for 11 Players", never "Example 11"), else the catalogue's name where
    `known` (id → name) has it, else the id made a title ("village-of-pain" → "Village of
    Pain"), as an older log without the name is read; `custom` for a set that is no
    scenario."""
    if not scenario:
        return custom
    if name:
        return name
    if known and scenario in known:
        return known[scenario]
    if scenario in SPECIAL:
        return SPECIAL[scenario]
    words = scenario.split("-")
    return " ".join(word if number and word in SMALL_WORDS else word.capitalize()
                    for number, word in enumerate(words))


def edition_name(edition: str) -> str:
    """"ultimate" → "Ultimate Werewolf"; an id it does not know, as it is."""
    return EDITION_NAMES.get(edition, edition)


def role_title(state: GameState, role_id: str) -> str:
    """The role's shown name: a Werwölfe or One Night role's German name (Role.name_de) when
    German is spoken; Ultimate's roles keep their English card names in a German sentence
    (its cards are English), as the engine's own sentences name them (catalog/spoken.py)."""
    role = state.roles.get(role_id)
    if role is None:
        return role_id.replace("_", " ").title()
    return spoken_name(role, state.setup.edition)
