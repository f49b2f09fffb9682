"""A finished game as the group's record keeps it, read from its session log.

The log is the truth (docs/record.md): what is kept here is worked out from it again whenever
the record is rebuilt. A notebook of villages gives one finished game per village that has
ended (each village is a game of its own: docs/villages.md).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from notepad.engine.game import Game

# The seat dealt the Moderator card runs the game: no player of it (Role Cards — Moderator).
RUNS_THE_GAME = "moderator"


class RecordError(ValueError):
    """A log the record cannot take, or a record that cannot be used; the message says why and
    what to do."""


class NotFinished(RecordError):
    """A log whose game has not ended: it is recorded when it ends."""


@dataclass(frozen=True, slots=True)
class Holder:
    """One player of a finished game: the card they were dealt, and whether they won."""

    seat: int
    name: str
    role: str  # the card dealt (the Doppelganger's and the Drunk's own card, not what it became)
    won: bool
    alive: bool
    left: bool  # moved to another village before the end: not a player of this game's end


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A game that has ended, as its log records it."""

    identity: str  # the log's first two lines (header and deal), hashed: the same game twice
    log: Path
    digest: str  # the whole log, hashed: a log that changed since it was recorded is read again
    created: str
    edition: str
    scenario: str | None
    setup: dict[str, Any]  # the header's setup, without the players' names (setup_key)
    players: int
    nights: int  # nights begun (state.number when it ended)
    winners: tuple[str, ...]  # the engine's order: the team that ended it first
    holders: tuple[Holder, ...]
    notebook: Path | None = None  # a village of this notebook
    village: int | None = None
    # The scenario's own name, as the log's header gave it (issue 32, a version 4 log); None
    # for a custom set and for an older log, which names its scenario by its id alone.
    scenario_name: str | None = None

    @property
    def ended(self) -> str:
        """The team that ended the game (the simulator counts a game for it alone)."""
        return self.winners[0] if self.winners else "draw"


def identity_of(data: bytes) -> str:
    """A game's identity: its header line (the created time, the seats, the seed …) and its
    deal, hashed. A log copied elsewhere is the same game; a log whose later lines changed
    (an undo after the end, a correction) is still the same game, read again."""
    lines = data.split(b"\n", 2)
    return hashlib.sha256(b"\n".join(lines[:2])).hexdigest()


def setup_of(header: dict[str, Any]) -> dict[str, Any]:
    """What of a log's header decides how the game plays: the setup less the names, the seed
    and the informational fields (the simulator plays any names and seeds)."""
    return {
        "edition": header.get("edition"),
        "roles": dict(sorted((header.get("roles") or {}).items())),
        "players": len(header.get("players") or []),
        "variants": sorted(header.get("variants") or []),
        "voting": header.get("voting", "open"),
        "house_rules": dict(sorted((header.get("house_rules") or {}).items())),
        "maybe": dict(sorted((header.get("maybe") or {}).items())),
        "role_swaps": [list(pair) for pair in header.get("role_swaps") or []],
    }


def setup_key(setup: dict[str, Any]) -> str:
    """One text per distinct setup, the same for the same setup (the calibration's cache)."""
    return json.dumps(setup, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def read_finished(path: Path) -> tuple[list[FinishedGame], list[str]]:
    """The finished games of a session log (one) or of a notebook (one per village that has
    ended), and what was left out and why. Raises RecordError for a log that cannot be read
    and NotFinished for a single game that has not ended."""
    from notepad.villages.first_line import is_notebook

    path = Path(path)
    if not path.is_file():
        raise RecordError(f"{path}: no such session log")
    if is_notebook(path):
        return _villages(path)
    game = _load(path)
    if game.state.phase != "ended":
        raise NotFinished(f"{path}: the game is not finished ({game.state.when}); a game is "
                          "recorded when it ends")
    return [finished(path, game)], []


def _load(path: Path) -> Game:
    from notepad.catalog import CatalogError
    from notepad.engine.log.replay import load_game
    from notepad.engine.log.session import LogError

    try:
        return load_game(path)[0]
    except (LogError, CatalogError) as error:
        raise RecordError(str(error)) from None


def _villages(path: Path) -> tuple[list[FinishedGame], list[str]]:
    from notepad.catalog import CatalogError
    from notepad.engine.log.session import LogError
    from notepad.villages.notebook import Notebook

    try:
        notebook, _ = Notebook.open(path)
    except (LogError, CatalogError) as error:
        raise RecordError(str(error)) from None
    games, left_out = [], []
    try:
        for number, village in enumerate(notebook.villages, start=1):
            log = notebook.book.log_path(number)
            if village.game.state.phase != "ended":
                left_out.append(f"{path}: {village.name} is not finished "
                                f"({village.game.state.when}); it is recorded when it ends")
                continue
            games.append(finished(log, village.game, notebook=path, village=number))
    finally:
        notebook.close()
    if not games and left_out:
        raise NotFinished(f"{path}: no village has finished yet; a village is recorded when "
                          "it ends")
    return games, left_out


def finished(path: Path, game: Game, notebook: Path | None = None,
             village: int | None = None) -> FinishedGame:
    """The record of an ended game read from `path` (the TUI hands over the game it has)."""
    data = path.read_bytes()
    state = game.state
    header = json.loads(data.split(b"\n", 1)[0])
    won = set(state.winning_seats)
    holders = tuple(
        Holder(seat=p.seat, name=p.name, role=p.dealt or p.role, won=p.seat in won,
               alive=p.alive, left=p.died is not None and p.died.left)
        for p in sorted(state.players.values(), key=lambda p: p.seat)
        if (p.dealt or p.role) != RUNS_THE_GAME
    )
    return FinishedGame(
        identity=identity_of(data), log=path.resolve(),
        digest=hashlib.sha256(data).hexdigest(), created=str(header.get("created", "")),
        edition=state.setup.edition, scenario=state.setup.scenario,
        setup=setup_of(game.setup.model_dump(mode="json")),
        players=len(game.setup.players), nights=state.number,
        winners=tuple(state.winners), holders=holders,
        notebook=notebook.resolve() if notebook is not None else None, village=village,
        scenario_name=state.setup.scenario_name,
    )
