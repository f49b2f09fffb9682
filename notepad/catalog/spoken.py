"""A role's words in the language spoken (notepad/language.py, issue 34): its read-aloud texts
and its name, German where the catalogue has them and German is spoken. The engine's night
(engine/night/words.py), the One Night script (onenight/script.py) and the table's titles
(table/titles.py role_title) all ask here, so a role is named and read alike everywhere."""

from __future__ import annotations

from notepad.catalog.models import Role
from notepad.language import spoken


def german() -> bool:
    return spoken().code == "de"


def read_aloud(role: Role, text: str) -> str:
    """The role's read-aloud `text` ("call_text", "call_text_later", "end_text") in the
    language spoken: the German one (Role.call_text_de …) where the role has it, else the
    English. Ultimate's roles have none — its rulebook is English only — so they are read as
    written in a German game too."""
    if german() and (words := getattr(role, f"{text}_de")):
        return str(words)
    return str(getattr(role, text))


def spoken_name(role: Role, edition: str) -> str:
    """The role's name in the language spoken: German (Role.name_de) where the catalogue has
    one and German is spoken, but for Ultimate's roles, which keep their (English) card names
    inside a German sentence (its cards are English)."""
    return card_name(role.name, role.name_de, edition)


def card_name(name: str, name_de: str | None, edition: str) -> str:
    """`spoken_name` for a role's name and German name taken earlier (the dawn's cards,
    engine/night/dawn.py, are said when the announcement is read)."""
    if edition != "ultimate" and name_de and german():
        return name_de
    return name
