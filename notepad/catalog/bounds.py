"""What a real box and a real room allow: the bounds every file and command is checked against.

Each bound names its source, and each error that breaks one names the bound, so a moderator
knows what to change ("min_players: a game has 3 to 68 players, not 0").
"""

from __future__ import annotations

# Ultimate, Scenarios — Overpopulated Village (68): "This village is enormous — it doesn't get
# any bigger." One Night Epic Battle is for 3–10 players: no game of the three rulebooks has
# fewer than 3.
MIN_PLAYERS = 3
MAX_PLAYERS = 68
ONE_NIGHT_PLAYERS = (3, 10)
# Ultimate, Contents: "80 role cards (3 blank)": a role's cards in the box.
BOX_CARDS = 80
# The cards of one set: a card per player, plus the One Night middle (3, and the Alpha Wolf's
# extra card) or the Charm card.
MAX_CARDS = MAX_PLAYERS + 4
# Card values run from -8 to +7 in the rulebooks; a blank card of the user's gets room to spare.
MAX_VALUE = 20
# A scenario's name is a title; its id (the file name) is made from it.
MAX_NAME = 80
MAX_ID = 64
# A player's name or a description ("Hawaiian shirt").
MAX_PLAYER_NAME = 80
# A game's seed: what a 64-bit integer holds (TOML and every JSON reader can carry it).
MAX_SEED = 2**63 - 1
# A roles or scenario file of the whole Ultimate edition is about 60 KB.
MAX_FILE_BYTES = 1 << 20
# How many problems one error lists before "and N more".
MAX_PROBLEMS = 20
# One Night discussion (Epic Battle, Day: "a few minutes", 3 for a new group): at most an hour.
MAX_DISCUSSION_MINUTES = 60
# Suggestions asked for at once.
MAX_SUGGESTIONS = 20

PLAYERS_TEXT = f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players"


def players_problem(count: int, what: str = "players") -> str | None:
    if MIN_PLAYERS <= count <= MAX_PLAYERS:
        return None
    return f"{what}: {PLAYERS_TEXT}, not {count}"
