"""The game after the fact, in words: every event as a sentence with the deaths it caused, the
paper notepad's night-by-night record, and the end-of-game report in Markdown or HTML, written
beside the session log (issue 6, End). Headless: no Textual, no Rich (DESIGN.md, Dependency
direction), so the TUI's log and notepad screens and the report share one wording."""

from __future__ import annotations

import html
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.dice import DICE_RULES
from notepad.engine.game import Game
from notepad.engine.reveal import TEAM_NAMES
from notepad.engine.state import GameState, Player, new_state, rule_on

EDITIONS = {"ultimate": "Ultimate Werewolf", "werwoelfe": "Werwölfe"}
WINNER_NAMES = {**TEAM_NAMES, "lovers": "the Lovers", "cult": "the Cult", "tanner": "the Tanner",
                "bandit": "the Bandit", "lone_wolf": "the Lone Wolf"}


@dataclass(slots=True)
class Entry:
    """One recorded event, numbered from 1, with the phase it was recorded in."""

    number: int
    when: str  # "setup", "night 2", "day 2", "ended"
    event: ev.Event
    words: str
    deaths: list[str] = field(default_factory=list)  # "Hans (executed)"
    override: str = ""  # "rule-a, rule-b — the reason", for an overridden error

    @property
    def text(self) -> str:
        died = f" → died: {'; '.join(self.deaths)}" if self.deaths else ""
        return self.words + died


# ------------------------------------------------------------------ words


def role_name(state: GameState, role_id: str) -> str:
    role = state.roles.get(role_id)
    return role.name if role is not None else role_id.replace("_", " ").title()


def names(state: GameState, seats: list[int] | tuple[int, ...]) -> str:
    return ", ".join(state.players[s].name for s in seats) or "nobody"


def _votes(state: GameState, seats: list[int], total: int | None) -> str:
    if total is not None and not seats:
        return str(total)
    return f"{len(seats)} ({names(state, seats)})" if seats else "0"


def event_words(state: GameState, event: ev.Event, answer: str = "") -> str:
    """The event as the moderator would say it. `state` is the state the event was recorded
    in (names and roles); `answer` is what a check was told (the engine works it out)."""
    name = lambda seat: state.players[seat].name  # noqa: E731
    role_id = getattr(event, "role", "") or ""
    pack = state.roles[role_id].pack if role_id in state.roles else None
    who = f"The {pack.title()}" if pack and isinstance(event, ev.PackKill | ev.MinionChosen) \
        else role_name(state, role_id)
    actor = getattr(event, "actor", None)
    if actor is not None:
        who += f" ({name(actor)})"
    match event:
        case ev.CardsDealt():
            how = "from the seed" if event.from_seed else "by hand"
            text = f"Cards dealt {how}"
            if event.charm_holder is not None:
                text += f"; the Charm to {name(event.charm_holder)}"
            if event.drunk_role:
                text += f"; the Drunk is really the {role_name(state, event.drunk_role)}"
            return text
        case ev.NightFalls():
            lasted = f" (the day lasted {_duration(event.elapsed)})" if event.elapsed else ""
            return f"Night falls{lasted}"
        case ev.Dawn():
            return "Dawn"
        case ev.GameEnds():
            return f"The game is declared over: {_winners(event.winners)} win"
        case ev.Passed():
            return f"{who}: passes"
        case ev.PackKill():
            if not event.targets:
                return f"{who}: the hunt is called off"
            return f"{who} choose {names(state, event.targets)}"
        case ev.MinionChosen():
            return f"{who} choose {name(event.target)} as the Minion"
        case ev.LoversChosen():
            return f"{who} makes {names(state, event.targets).replace(', ', ' and ')} the Lovers"
        case ev.RoleCheck():
            told = f": {answer}" if answer else ""
            return f"{who} checks {name(event.target)}{told}"
        case ev.Potions():
            parts = ([f"heals {name(event.heal)}"] if event.heal is not None else []) + (
                [f"poisons {name(event.kill)}"] if event.kill is not None else [])
            return f"{who} {' and '.join(parts) or 'keeps the potions'}"
        case ev.Protect():
            return f"{who} protects {name(event.target)}"
        case ev.Bless():
            return f"{who} blesses {name(event.target)}"
        case ev.Silence():
            return f"{who} silences {name(event.target)} for day {state.number}"
        case ev.Banish():
            return f"{who} banishes {name(event.target)} for day {state.number}"
        case ev.Recruit():
            return f"{who} recruits {name(event.target)} into the cult"
        case ev.CharmPassed():
            if event.target is None:
                return "The Charm holder refuses to pass the Charm: it is destroyed"
            return f"The Charm passes to {name(event.target)}"
        case ev.TroubleSignal():
            return f"{who} signals: two executions today"
        case ev.ChoosePlayers():
            return f"{who} chooses {names(state, event.targets)}"
        case ev.LetterWritten():
            return f"{who} writes the letter “{event.letter}”"
        case ev.DiceRolled():
            roll = sum(event.dice)
            how = " (from the seed)" if event.from_seed else ""
            rule = DICE_RULES.get(roll, "Play as normal.")
            return f"Fateful Dice{how}: {event.dice[0]} + {event.dice[1]} = {roll} — {rule}"
        case ev.MayorElected():
            return f"{name(event.target)} holds the Mayor card"
        case ev.Nominate():
            by = f" by {names(state, event.by)}" if event.by else ""
            return f"{name(event.nominee)} is accused{by}"
        case ev.Vote():
            mayor = f", the Mayor votes to {event.mayor}" if event.mayor else ""
            return (f"Vote on {name(event.nominee)}: execute "
                    f"{_votes(state, event.execute, event.execute_total)}, spare "
                    f"{_votes(state, event.spare, event.spare_total)}{mayor}")
        case ev.HunterShot():
            target = "into the air" if event.target is None else name(event.target)
            return f"{who} shoots {target}"
        case ev.Death():
            return f"{name(event.target)} dies: {event.cause}"
        case ev.DoubleVote():
            return (f"Double accusation: {name(event.first)} "
                    f"{_votes(state, event.for_first, event.first_total)} against "
                    f"{name(event.second)} {_votes(state, event.for_second, event.second_total)}")
        case ev.Ballot():
            totals = dict(event.totals)
            for candidate in event.votes.values():
                totals[candidate] = totals.get(candidate, 0) + 1
            method = "Secret ballot" if event.method == "secret-ballot" else "1, 2, 3, Die!"
            counted = ", ".join(f"{name(s)} {n}" for s, n in sorted(totals.items(),
                                                                    key=lambda i: -i[1]))
            return f"{method}: {counted or 'no votes'}"
        case ev.Vouch():
            return f"{name(event.by)} vouches for {name(event.target)}, who lowers their hand"
        case ev.MartyrChoice():
            return f"{who} {'takes' if event.takes_place else 'does not take'} the place"
        case ev.RandomFool():
            how = " (drawn from the seed)" if event.from_seed else ""
            return f"{name(event.target)} is secretly the Fool{how}"
        case ev.TimerSet():
            return (f"Day timer set to {_duration(event.seconds)}, warning "
                    f"{_duration(event.warning)} before dusk")
        case _:
            targets = ev.targets_of(event, actor=False)
            return f"{who or event.type}: {names(state, targets)}"


def _duration(seconds: float) -> str:
    minutes, rest = divmod(round(seconds), 60)
    if not minutes:
        return f"{rest} s"
    return f"{minutes} min {rest} s" if rest else f"{minutes} min"


def _winners(teams: list[str]) -> str:
    return " and ".join(WINNER_NAMES.get(t, t) for t in teams)


def night_target(state: GameState, event: ev.Event, answer: str = "") -> str:
    """What the paper notepad's night column holds for a role's call: the target(s)."""
    name = lambda seat: f"{seat} {state.players[seat].name}"  # noqa: E731
    match event:
        case ev.Passed():
            return "pass"
        case ev.PackKill() if not event.targets:
            return "no hunt"
        case ev.Potions():
            parts = ([f"heal {name(event.heal)}"] if event.heal is not None else []) + (
                [f"poison {name(event.kill)}"] if event.kill is not None else [])
            return ", ".join(parts) or "kept"
        case ev.CharmPassed() if event.target is None:
            return "refused"
        case ev.RoleCheck():
            return name(event.target) + (f": {answer}" if answer else "")
        case ev.LetterWritten():
            return f"letter {event.letter}"
        case ev.TroubleSignal():
            return "two executions"
        case ev.MartyrChoice():
            return "takes the place" if event.takes_place else "stays"
        case ev.MinionChosen():
            return f"Minion {name(event.target)}"
    return ", ".join(name(s) for s in ev.targets_of(event, actor=False)) or "—"


# ------------------------------------------------------------------ the record


@dataclass(slots=True)
class Record:
    """The game replayed once: the log in words and each night's targets per role."""

    entries: list[Entry] = field(default_factory=list)
    nights: dict[int, dict[str, list[str]]] = field(default_factory=dict)  # night → role → …


def record_of(game: Game) -> Record:
    """Replay the events over a fresh state to know, for each, its phase, the check's answer
    and who died of it (the events alone carry none of these)."""
    state = new_state(game.setup, game.roles)
    out = Record()
    for number, event in enumerate(game.events, start=1):
        when, night = state.when, state.number if state.phase == "night" else 0
        living = {s for s, p in state.players.items() if p.alive}
        checks = len(state.checks)
        apply(state, event)
        answer = state.checks[-1][3] if len(state.checks) > checks else ""
        deaths = [f"{state.players[s].name} ({cause(state, state.players[s])})"
                  for s in sorted(living) if not state.players[s].alive]
        override = ""
        if event.override is not None:
            override = f"{', '.join(event.override.rules)} — {event.override.reason}"
        out.entries.append(Entry(number, when, event, event_words(state, event, answer),
                                 deaths, override))
        role = getattr(event, "role", None)
        if night and role:
            calls = out.nights.setdefault(night, {})
            calls.setdefault(role, []).append(night_target(state, event, answer))
    return out


def cause(state: GameState, player: Player) -> str:
    died = player.died
    if died is None:
        return "alive"
    after = f" after {names(state, died.chain)}" if died.chain else ""
    return f"{died.cause}{after}"


def fate(state: GameState, player: Player) -> str:
    """Alive, or how and when the player died (with the chain that led to it)."""
    if player.died is None:
        return "alive"
    return f"{cause(state, player)}, {player.died.when}"


def role_line(state: GameState, player: Player) -> str:
    text = role_name(state, player.role) if player.role else "?"
    if player.dealt and player.dealt != player.role:
        text += f" (dealt {role_name(state, player.dealt)})"
    extra = [m for m, on in (("Minion", player.minion), ("Cultist", player.cultist),
                             ("turned Werewolf", player.bitten),
                             ("turned Vampire", player.vampire)) if on]
    if player.lover is not None:
        extra.append(f"lover of {state.players[player.lover].name}")
    return text + (f"; {', '.join(extra)}" if extra else "")


def why_won(state: GameState, events: list[ev.Event]) -> list[str]:
    """Each winner and the reason, in words (the engine keeps the winners, not the why)."""
    if not state.winners:
        return []
    werwoelfe = state.setup.edition == "werwoelfe"
    declared = bool(events) and isinstance(events[-1], ev.GameEnds)
    reasons = {
        "village": "the last werewolf died" if werwoelfe else
        "every Werewolf and Vampire is dead",
        "werewolf": "the Werewolves are as many as the rest" if rule_on(state, "werewolf-parity")
        else "only the Werewolves' side is left",
        "vampire": "only the Vampires' side is left",
        "lovers": "the Lovers, of different teams, are the sole survivors",
        "cult": "every living player is a Cultist",
        "bandit": "the Bandit lives and the players the Bandit chose are dead",
        "lone_wolf": "the Lone Wolf is the last standing (or with one non-Werewolf)",
    }
    lines = []
    for team in state.winners:
        if team == "tanner":
            for seat, _why, when in state.personal_wins:
                lines.append(f"{WINNER_NAMES['tanner']} ({state.players[seat].name}): "
                             f"died, {when}")
            continue
        why = "declared by the moderator" if declared else reasons.get(team, "")
        lines.append(f"{WINNER_NAMES.get(team, team)}: {why}" if why else WINNER_NAMES[team])
    return lines


def marks_lines(state: GameState) -> list[tuple[str, list[str]]]:
    """The notepad's side columns: lovers, cultists, Charm holders, dice, potions left."""
    players = state.players
    lovers = [f"{p.name} and {players[p.lover].name}" for p in players.values()
              if p.lover is not None and p.seat < p.lover]
    cultists = [p.name + ("" if p.alive else " †") for p in players.values() if p.cultist]
    charm = ", ".join(players[s].name for s in state.charm_holders)
    if charm:
        holder = state.charm_holder
        charm += (" — destroyed" if state.charm_destroyed else
                  f" — now {players[holder].name}" if holder is not None else "")
    dice = [f"night {n}: {roll} — {rule}" for n, roll, rule in state.dice]
    potions = [f"{role_name(state, r)}: " + ", ".join(f"{k} {v}" for k, v in left.items())
               for r, left in state.potions.items()]
    return [("Lovers", lovers), ("Cultists", [", ".join(cultists)] if cultists else []),
            ("Charm holders", [charm] if charm else []), ("Fateful Dice", dice),
            ("Potions left", potions)]


# ------------------------------------------------------------------ the report

def report_blocks(game: Game, created: str | None = None) -> tuple[str, list[tuple]]:
    """The report as a title and a list of blocks: ("h2", text), ("p", text),
    ("ul" | "ol", items), ("table", headers, rows). Text is plain; renderers escape it."""
    state = game.state
    setup = state.setup
    scenario = (setup.scenario or "").replace("-", " ").title() or "A custom role set"
    title = f"{scenario} — {EDITIONS.get(setup.edition, setup.edition)}"
    facts = [f"{len(state.players)} players", f"{len(game.events)} events",
             f"ended {state.when}" if state.phase != "ended" else "game over"]
    if created:
        facts.insert(0, f"started {created}")
    facts.append(f"reveal: {setup.reveal.removeprefix('reveal-')}, voting: {setup.voting}")
    record = record_of(game)
    blocks: list[tuple] = [("p", " · ".join(facts)), ("h2", "Winners")]
    won = why_won(state, game.events)
    blocks.append(("ul", won) if won else ("p", f"No winner yet: the game is at {state.when}."))
    if state.winning_seats:
        blocks.append(("p", "Winning players: " + names(state, state.winning_seats)))
    blocks += [("h2", "Players"), ("table", ["Seat", "Player", "Role", "Fate"], [
        [str(p.seat), p.name, role_line(state, p), fate(state, p)]
        for p in sorted(state.players.values(), key=lambda p: p.seat)])]
    blocks.append(("h2", "Night by night"))
    for night, calls in sorted(record.nights.items()):
        items = [f"{role_name(state, role)}: {'; '.join(targets)}"
                 for role, targets in calls.items()]
        items += [f"Fateful Dice: {roll} — {rule}" for n, roll, rule in state.dice if n == night]
        blocks += [("h3", f"Night {night}"), ("ul", items)]
    marks = [f"{label}: {'; '.join(items)}" for label, items in marks_lines(state)
             if items and label != "Fateful Dice"]
    if marks:
        blocks += [("h2", "Marks"), ("ul", marks)]
    if state.overrides:
        blocks += [("h2", "Overrides"), ("table", ["Event", "When", "Rules", "Reason"], [
            [str(o.event), o.when, ", ".join(o.rules), o.reason] for o in state.overrides])]
    blocks += [("h2", "Every event"), ("ol", [
        f"{e.when}: {e.text}" + (f" — override: {e.override}" if e.override else "")
        for e in record.entries])]
    return title, blocks


def _md(text: str) -> str:
    """Escape a user's text (names, reasons) for Markdown."""
    for char in "\\`*_[]<>|#":
        text = text.replace(char, "\\" + char)
    return text


def report_markdown(game: Game, created: str | None = None) -> str:
    title, blocks = report_blocks(game, created)
    out = [f"# {_md(title)}", ""]
    for kind, *rest in blocks:
        if kind in ("h2", "h3"):
            out += [f"{'#' * int(kind[1])} {_md(rest[0])}", ""]
        elif kind == "p":
            out += [_md(rest[0]), ""]
        elif kind in ("ul", "ol"):
            out += [f"{f'{n}.' if kind == 'ol' else '-'} {_md(item)}"
                    for n, item in enumerate(rest[0], start=1)] + [""]
        elif kind == "table":
            headers, rows = rest
            out.append("| " + " | ".join(headers) + " |")
            out.append("|" + "---|" * len(headers))
            out += ["| " + " | ".join(_md(cell) for cell in row) + " |" for row in rows]
            out.append("")
    return "\n".join(out)


STYLE = ("body{font-family:system-ui,sans-serif;max-width:60em;margin:2em auto;padding:0 1em}"
         "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.2em .5em;"
         "text-align:left;vertical-align:top}")


def report_html(game: Game, created: str | None = None) -> str:
    title, blocks = report_blocks(game, created)
    esc = html.escape
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           f"<title>{esc(title)}</title><style>{STYLE}</style></head><body>",
           f"<h1>{esc(title)}</h1>"]
    for kind, *rest in blocks:
        if kind in ("h2", "h3", "p"):
            out.append(f"<{kind}>{esc(rest[0])}</{kind}>")
        elif kind in ("ul", "ol"):
            out.append(f"<{kind}>" + "".join(f"<li>{esc(i)}</li>" for i in rest[0])
                       + f"</{kind}>")
        elif kind == "table":
            headers, rows = rest
            out.append("<table><tr>" + "".join(f"<th>{esc(h)}</th>" for h in headers) + "</tr>")
            out += ["<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>"
                    for row in rows]
            out.append("</table>")
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def log_created(path: Path) -> str | None:
    """The date the session log was started (its header's "created"), if it says."""
    try:
        with path.open(encoding="utf-8") as handle:
            header = json.loads(handle.readline())
    except (OSError, ValueError):
        return None
    created = header.get("created") if isinstance(header, dict) else None
    return created[:10] if isinstance(created, str) else None


def write_report(game: Game, fmt: str, log_path: Path | None = None) -> Path:
    """Write the report beside the session log (same stem, .md or .html), atomically."""
    if fmt not in ("md", "html"):
        raise ValueError(f"unknown report format {fmt!r}; choose md or html")
    path = log_path or (game.log.path if game.log is not None else None)
    if path is None:
        raise ValueError("this game has no session log to put the report beside")
    created = log_created(path)
    text = report_markdown(game, created) if fmt == "md" else report_html(game, created)
    target = path.with_suffix(f".{fmt}")
    handle, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return target
