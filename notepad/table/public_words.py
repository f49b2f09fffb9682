"""The board's sentences: the phase's title, the timer as the table reads it, who was found
dead this morning, each accused's line and the notices above the players. Built from the public
state (notepad/board/public.py), so they say nothing the players may not see."""

from __future__ import annotations

from typing import Any

from notepad.engine.state import GameState

EDITIONS = {"ultimate": "Ultimate Werewolf", "werwoelfe": "Werwölfe"}
PAUSED = "paused"
DUSK_FALLING = "dusk is falling"  # Ultimate, The First Day: "warn everyone that dusk is falling"
DUSK_FALLEN = "Dusk has fallen"

# The web page's own words, put in the page as it is served: it still has them when the server
# is gone (notepad/board/page/board.js). "Not live" is said large, to the whole room.
UNREADABLE = "Not live: the board cannot read the game any more; tell the moderator."
PAGE_WORDS = {
    "connecting": "connecting…",
    "live": "live",
    "notlive": "not live",
    "lost": "Not live: the board cannot reach its server. Trying again every second…",
    "stopped": "Not live: the board has stopped. Ask the moderator to start it again.",
    "waiting": "Waiting for the game…",
    "alive": "Alive",
    "dead": "Dead",
    "open": "vote open",
    "cards": "Every card",
    "teams": "Winners by team",
    "paused": PAUSED,
    "falling": DUSK_FALLING,
    "fallen": DUSK_FALLEN,
}
SCAN = "Scan to follow on your phone:"
NO_QR_LOOPBACK = ("No QR code: the board listens on this machine only, and 127.0.0.1 on a "
                  "phone is the phone itself. Start it with --host 0.0.0.0 to let the room in.")
NO_QR_NO_NETWORK = ("No QR code: this machine has no address on a network the phones could "
                    "reach. Join a network, or name one with --host.")
NO_SCRIPT = ("Not live: this board needs JavaScript to follow the game. Turn JavaScript on "
             "in this browser, or watch the moderator's board.")


def title(state: GameState) -> str:
    if state.phase == "ended":
        return "The game is over"
    if state.phase == "setup":
        return "Before the first night"
    return f"{state.phase.title()} {state.number}"


def timer_words(timer: dict[str, Any] | None) -> str:
    """The timer as the table reads it: "4:32", with the dusk warning (Ultimate, The First
    Day: "Don't forget to warn everyone that dusk is falling")."""
    if timer is None:
        return ""
    left = int(timer["left"] + 0.999)  # 0.4 s left still shows 0:01
    if left <= 0:
        return DUSK_FALLEN
    words = f"{left // 60}:{left % 60:02d}"
    if not timer["running"]:
        words += f" ({PAUSED})"
    elif left <= timer["warning"]:
        words += f" — {DUSK_FALLING}"
    return words


def dawn(state: GameState) -> list[str]:
    """Who was found dead this morning, with what the variant shows of each card."""
    night = f"night {state.number}"
    found = [p for p in state.players.values() if p.died is not None and p.died.when == night]
    lines = [f"{p.name} died" + (f" — {p.died.revealed}" if p.died and p.died.revealed else "")
             for p in sorted(found, key=lambda p: p.seat)]
    return lines or ["No one died tonight."]


def hands(execute: int, spare: int) -> str:
    """The hands counted in an open vote."""
    return f"{execute} to execute, {spare} to spare"


def votes(count: int) -> str:
    return f"{count} vote" + ("" if count == 1 else "s")


def accused_line(entry: dict[str, Any]) -> str:
    """"10  Jonas — accused by Anna, Ben: 3 to execute, 5 to spare"."""
    line = f"{entry['seat']:>2}  {entry['name']}"
    if entry["by"]:
        line += f" — accused by {', '.join(entry['by'])}"
    if entry["vouched_by"]:
        line += f" — vouched for by {', '.join(entry['vouched_by'])}"
    if entry["votes"]:
        line += f": {entry['votes']}"
    return line


def notices(public: dict[str, Any]) -> list[str]:
    """The lines above the players: the winners, today's dice rule, who is silenced or
    banished today, who survived the execution, the Mayor, who moved to another village."""
    lines = []
    if public["winners"]:
        won = public["winners"]
        lines.append(f"Winners: {', '.join(won['teams'])}"
                     + (f" — {names(won['players'])}" if won["players"] else ""))
    if public["rule"]:
        lines.append(f"Today's rule: {public['rule']}")
    if public["silenced"]:
        lines.append(f"Silenced today: {names(public['silenced'])}")
    if public["banished"]:
        lines.append(f"Banished today: {names(public['banished'])}")
    for player in public.get("survived", []):
        lines.append(f"Survived the execution: {player['name']} — {player['shown']}")
    if public["mayor"]:
        lines.append(f"Mayor: {public['mayor']['name']}")
    if public["moved"]:
        lines.append(f"Moved to another village: {names(public['moved'])}")
    return lines


def names(players: list[dict[str, Any]]) -> str:
    return ", ".join(p["name"] for p in players)


# The vote as it happens (notepad/board/vote.py).
EXECUTED = {"ultimate": "executed", "werwoelfe": "lynched at the gallows"}
SENTENCED = "sentenced"


def seconded_line(name: str, by: list[str]) -> str:
    """"Emma — accused by Felix, seconded by Greta" (Ultimate, The First Day; Werwölfe, The
    Gallows: a nomination needs a second)."""
    if not by:
        return name
    line = f"{name} — accused by {by[0]}"
    if len(by) > 1:
        line += f", seconded by {', '.join(by[1:])}"
    return line


def needed_words(edition: str, voters: int, mayor: bool) -> str:
    """How many votes execute: Ultimate, The First Day: "If more than half the players vote
    to execute" (Role Cards — Mayor: the Mayor's vote counts as two); Werwölfe, The Gallows:
    more thumbs up than down, the Mayor deciding a tie."""
    if edition == "werwoelfe":
        return "More thumbs up than down execute" + ("; on a tie the Mayor decides"
                                                     if mayor else "")
    total = voters + mayor
    needed = total // 2 + 1
    words = f"{needed} votes execute: more than half of the {voters} who may vote"
    return words + (" (the Mayor's counts twice)" if mayor else "")
