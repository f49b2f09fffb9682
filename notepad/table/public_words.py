"""The board's sentences: the phase's title, the timer as the table reads it, who was found
dead this morning, each accused's line and the notices above the players. Built from the public
state (notepad/board/public.py), so they say nothing the players may not see."""

from __future__ import annotations

from typing import Any

from notepad.engine.players import Player
from notepad.engine.state import GameState
from notepad.language import gettext, mark, ngettext, spoken, translated
from notepad.table.titles import role_title

EDITIONS = {"ultimate": "Ultimate Werewolf", "werwoelfe": "Werwölfe"}
PAUSED = mark("paused")
# Ultimate, The First Day: "warn everyone that dusk is falling".
DUSK_FALLING = mark("dusk is falling")
DUSK_FALLEN = mark("Dusk has fallen")

# The web page's own words, put in the page as it is served: it still has them when the server
# is gone (notepad/board/page/board.js). "Not live" is said large, to the whole room.
UNREADABLE = mark("Not live: the board cannot read the game any more; tell the moderator.")
PAGE_WORDS = {
    "connecting": mark("connecting…"),
    mark("live"): "live",
    "notlive": mark("not live"),
    "lost": mark("Not live: the board cannot reach its server. Trying again every second…"),
    "stopped": mark("Not live: the board has stopped. Ask the moderator to start it again."),
    "waiting": mark("Waiting for the game…"),
    "alive": mark("Alive"),
    "dead": mark("Dead"),
    "open": mark("vote open"),
    "cards": mark("Every card"),
    "teams": mark("Winners by team"),
    "paused": PAUSED,
    "falling": DUSK_FALLING,
    "fallen": DUSK_FALLEN,
}
SCAN = mark("Scan to follow on your phone:")
NO_QR_LOOPBACK = mark("No QR code: the board listens on this machine only, and 127.0.0.1 on a "
                      "phone is the phone itself. Start it with --host 0.0.0.0 to let the room "
                      "in.")
NO_QR_NO_NETWORK = mark("No QR code: this machine has no address on a network the phones could "
                        "reach. Join a network, or name one with --host.")
NO_SCRIPT = mark("Not live: this board needs JavaScript to follow the game. Turn JavaScript on "
                 "in this browser, or watch the moderator's board.")
# The page's fixed words in its HTML (notepad/board/page/board.html), put in as it is served.
PAGE_HTML = {
    "page_title": mark("Werewolf — the board"),
    "connecting_title": mark("Connecting…"),
    "this_morning": mark("This morning"),
    "accused_today": mark("Accused today"),
    "qr_alt": mark("QR code of this board's address"),
}


def page_words() -> dict[str, str]:
    """PAGE_WORDS in the language spoken now."""
    return {key: translated(words) for key, words in PAGE_WORDS.items()}


def page_html_words() -> dict[str, str]:
    """The page's HTML words in the language spoken now (PAGE_WORDS' too), and its `lang`."""
    return {"lang": spoken().code, **page_words(),
            **{key: translated(words) for key, words in PAGE_HTML.items()}}


def title(state: GameState) -> str:
    if state.phase == "ended":
        return gettext("The game is over")
    if state.phase == "setup":
        return gettext("Before the first night")
    if state.phase == "night":
        return gettext("Night {number}", number=state.number)
    return gettext("Day {number}", number=state.number)


def timer_words(timer: dict[str, Any] | None) -> str:
    """The timer as the table reads it: "4:32", with the dusk warning (Ultimate, The First
    Day: "Don't forget to warn everyone that dusk is falling")."""
    if timer is None:
        return ""
    left = int(timer["left"] + 0.999)  # 0.4 s left still shows 0:01
    if left <= 0:
        return translated(DUSK_FALLEN)
    clock = f"{left // 60}:{left % 60:02d}"
    if not timer["running"]:
        return gettext("{clock} (paused)", clock=clock)
    if left <= timer["warning"]:
        return gettext("{clock} — dusk is falling", clock=clock)
    return clock


def dawn(state: GameState) -> list[str]:
    """Who was found dead this morning, with what the variant shows of each card."""
    night = f"night {state.number}"
    found = [p for p in state.players.values() if p.died is not None and p.died.when == night]
    lines = [gettext("{name} died — {shown}", name=p.name, shown=card_words(state, p,
                                                                       p.died.revealed))
             if p.died and p.died.revealed else gettext("{name} died", name=p.name)
             for p in sorted(found, key=lambda p: p.seat)]
    return lines or [gettext("No one died tonight.")]


def card_words(state: GameState, player: Player, shown: str) -> str:
    """What the variant shows of a card (engine/reveal.py, `revealed`), the role's name as
    notepad/table/titles.py says it: the engine keeps the card's own name."""
    role = state.roles.get(player.role)
    if role is not None and shown == role.name:
        return role_title(state, player.role)
    return shown


def hands(execute: int, spare: int) -> str:
    """The hands counted in an open vote."""
    return gettext("{execute} to execute, {spare} to spare", execute=execute, spare=spare)


def votes(count: int) -> str:
    return ngettext("{n} vote", "{n} votes", count)


def accused_line(entry: dict[str, Any]) -> str:
    """"10  Jonas — accused by Anna, Ben: 3 to execute, 5 to spare"."""
    line = f"{entry['seat']:>2}  {entry['name']}"
    if entry["by"]:
        line = gettext("{line} — accused by {names}", line=line, names=", ".join(entry["by"]))
    if entry["vouched_by"]:
        line = gettext("{line} — vouched for by {names}", line=line,
                       names=", ".join(entry["vouched_by"]))
    if entry["votes"]:
        line = gettext("{line}: {votes}", line=line, votes=entry["votes"])
    return line


def notices(public: dict[str, Any]) -> list[str]:
    """The lines above the players: the winners, today's dice rule, who is silenced or
    banished today, who survived the execution, the Mayor, who moved to another village."""
    lines = []
    if public["winners"]:
        won = public["winners"]
        teams = ", ".join(won["teams"])
        lines.append(gettext("Winners: {teams} — {players}", teams=teams,
                             players=names(won["players"])) if won["players"]
                     else gettext("Winners: {teams}", teams=teams))
    if public["rule"]:
        lines.append(gettext("Today's rule: {rule}", rule=public["rule"]))
    if public["silenced"]:
        lines.append(gettext("Silenced today: {names}", names=names(public["silenced"])))
    if public["banished"]:
        lines.append(gettext("Banished today: {names}", names=names(public["banished"])))
    for player in public.get("survived", []):
        lines.append(gettext("Survived the execution: {name} — {shown}", name=player["name"],
                             shown=player["shown"]))
    if public["mayor"]:
        lines.append(gettext("Mayor: {name}", name=public["mayor"]["name"]))
    if public["moved"]:
        lines.append(gettext("Moved to another village: {names}",
                             names=names(public["moved"])))
    return lines


def names(players: list[dict[str, Any]]) -> str:
    return ", ".join(p["name"] for p in players)


# The vote as it happens (notepad/board/vote.py).
EXECUTED = {"ultimate": mark("executed"), "werwoelfe": mark("lynched at the gallows")}
SENTENCED = mark("sentenced")


def seconded_line(name: str, by: list[str]) -> str:
    """"Emma — accused by Felix, seconded by Greta" (Ultimate, The First Day; Werwölfe, The
    Gallows: a nomination needs a second)."""
    if not by:
        return name
    if len(by) > 1:
        return gettext("{name} — accused by {accuser}, seconded by {seconders}", name=name,
                       accuser=by[0], seconders=", ".join(by[1:]))
    return gettext("{name} — accused by {accuser}", name=name, accuser=by[0])


def needed_words(edition: str, voters: int, mayor: bool) -> str:
    """How many votes execute: Ultimate, The First Day: "If more than half the players vote
    to execute" (Role Cards — Mayor: the Mayor's vote counts as two); Werwölfe, The Gallows:
    more thumbs up than down, the Mayor deciding a tie."""
    if edition == "werwoelfe":
        return gettext("More thumbs up than down execute; on a tie the Mayor decides") if mayor \
            else gettext("More thumbs up than down execute")
    total = voters + mayor
    needed = total // 2 + 1
    if mayor:
        return gettext("{needed} votes execute: more than half of the {voters} who may vote "
                       "(the Mayor's counts twice)", needed=needed, voters=voters)
    return gettext("{needed} votes execute: more than half of the {voters} who may vote",
                   needed=needed, voters=voters)
