"""Every event of a game as a sentence, and the game replayed once to know each event's
phase, the check's answer and the deaths it caused. Shared by the TUI's log and notepad
screens and the end-of-game report (notepad/table/report.py); headless, no Textual or Rich."""

from __future__ import annotations

import errno
from dataclasses import dataclass, field

from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.corrections import Corrected
from notepad.engine.day.dice import DICE_RULES
from notepad.engine.game import Game
from notepad.engine.log.writer import LogChanged
from notepad.engine.night.cards.calls import records
from notepad.engine.night.checks import RECORDS
from notepad.engine.players import Player
from notepad.engine.reveal import TEAM_NAMES
from notepad.engine.state import GameState, new_state

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
    corrected: list[str] = field(default_factory=list)  # the corrections that put it here

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


def event_words(state: GameState, event: ev.Event, answer: str = "",
                number: int | None = None) -> str:
    """The event as the moderator would say it. `state` is the state the event was recorded
    in (names and roles); `answer` is what a check was told (the engine works it out);
    `number`, the night it was recorded in when `state` is of another time."""
    day = state.number if number is None else number
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
            if event.discarded:
                left_out = ", ".join(role_name(state, r) for r in event.discarded)
                text += f"; discarded at random: {left_out}"
            return text
        case ev.NightFalls():
            lasted = f" (the day lasted {_duration(event.elapsed)})" if event.elapsed else ""
            return f"Night falls{lasted}"
        case ev.Dawn():
            return "Dawn"
        case ev.GameEnds():
            return f"The game is declared over: {_winners(event.winners)} win"
        case ev.Passed():
            woke = woke_only(state, role_id)
            if woke == "looked around":
                return f"The {pack.title() if pack else who}: woke and looked around (no " \
                    "victim on the first night)"
            return f"{who}: woke; the call records nothing" if woke else f"{who}: passes"
        case ev.PackKill():
            if not event.targets:  # Werwölfe has no hunt timer (Ultimate, Role Cards — Werewolf)
                return f"{who}: the hunt is called off" if state.setup.edition == "ultimate" \
                    else f"{who} choose no victim"
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
            return f"{who} silences {name(event.target)} for day {day}"
        case ev.Banish():
            return f"{who} banishes {name(event.target)} for day {day}"
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
        case ev.RoleSwap():
            first, second = event.targets
            return f"{name(first)} and {name(second)} swap roles, secretly (Role Swap)"
        case ev.MayorElected():
            return f"{name(event.target)} holds the Mayor card"
        case ev.Nominate():
            by = f" by {names(state, event.by)}" if event.by else ""
            return f"{name(event.nominee)} is accused{by}"
        case ev.Vote():
            mayor = f", the Mayor votes to {event.mayor}" if event.mayor else ""
            outcome = f" — {answer}" if answer else ""  # vote_outcome: spared, sentenced …
            return (f"Vote on {name(event.nominee)}: execute "
                    f"{_votes(state, event.execute, event.execute_total)}, spare "
                    f"{_votes(state, event.spare, event.spare_total)}{mayor}{outcome}")
        case ev.HunterShot():
            target = "into the air" if event.target is None else name(event.target)
            return f"{who} shoots {target}"
        case ev.Death() if event.kind == "left":
            return f"{name(event.target)} leaves (no card shown): {event.cause}"
        case ev.Death():
            return f"{name(event.target)} dies: {event.cause}"
        case ev.Arrival():  # v3, simultaneous villages
            came = f" from {event.came_from}" if event.came_from else ""
            return (f"{event.name} arrives{came} as the {role_name(state, event.role)}, "
                    f"seat {event.seat}")
        case ev.DiedElsewhere():
            where = f" in {event.village}" if event.village else " in another village"
            return f"{event.name} died{where}: {event.cause}"
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


# What a vote that did not kill its nominee came to, from the engine's note of it
# (engine/day/votes.py); an execution is said by the death that follows the vote's line.
VOTE_NOTES = {
    "spared by the vote": "spared",
    "sentenced; does the Martyr take the place?": "sentenced: does the Martyr take the place?",
    "executed but saved by the Charm": "sentenced, and saved by the Charm",
    "executed: the Prince reveals the card and survives":
        "sentenced: the Prince reveals the card and survives",
}


def vote_outcome(state: GameState, seat: int) -> str:
    """What the vote on `seat` just recorded came to, read from the state after it: "spared",
    "sentenced: …", or "" when the nominee died (the death is said beside the vote)."""
    player = state.players[seat]
    if not player.alive or not player.history:
        return ""
    when, _, note = player.history[-1].partition(": ")
    if when != state.when:
        return ""
    if note.startswith("survived "):  # a shield: "survived executed (the Elder's …)"
        return "sentenced, and " + note
    return VOTE_NOTES.get(note, "")


# The record kinds that make an event (the validator's RECORDS); "know", "none" … only wake.
RECORDED_KINDS = frozenset(kind for kinds in RECORDS.values() for kind in kinds)


def woke_only(state: GameState, role_id: str) -> str:
    """How a call that records nothing went, for the "pass" that closed it: "looked around"
    for the Ultimate pack's first night ("The Werewolves wake up and look around", Ultimate,
    The First Night), "woke" where the role only wakes (the Lovers, Masons, Minion see each
    other; the Cursed, the Charm's holder are shown something); "" where the role could have
    acted and passed. "Lovers: passes", "Minion — pass" said what did not happen (issue 32)."""
    role = state.roles.get(role_id)
    if role is None or state.phase != "night":
        return ""
    kinds = records(state, role, state.number) or (role.ability.action.value,)
    if RECORDED_KINDS.intersection(kinds):
        return ""
    return "looked around" if "know" in kinds and role.pack else "woke"


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
            return woke_only(state, event.role) or "pass"
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
        if type(event) is ev.Vote:
            answer = vote_outcome(state, event.nominee)
        deaths = [f"{state.players[s].name} ({cause(state, state.players[s])})"
                  for s in sorted(living) if not state.players[s].alive
                  and not state.players[s].away]  # a player who left did not die
        override = ""
        if event.override is not None:
            override = f"{', '.join(event.override.rules)} — {event.override.reason}"
        out.entries.append(Entry(number, when, event, event_words(state, event, answer),
                                 deaths, override))
        role = getattr(event, "role", None)
        if night and role:
            calls = out.nights.setdefault(night, {})
            calls.setdefault(role, []).append(night_target(state, event, answer))
    for index, corrected in enumerate(game.corrections):
        now = corrected.position_now(game.corrections[index + 1:])
        if now is not None and now <= len(out.entries):
            before = "before this event: " if corrected.correction.action == "remove" else ""
            out.entries[now - 1].corrected.append(before + correction_words(state, corrected))
    return out


def correction_words(state: GameState, corrected: Corrected) -> str:
    """A correction in words: "corrected on day 4: night 2, “The Werewolves choose Emma” →
    “The Werewolves choose Felix” (reason)", with the later events kept or dropped. `state`
    gives the names (any state of the game)."""
    correction = corrected.correction
    night = phase_number(corrected.on)
    old = f"“{event_words(state, correction.original, number=night)}”" \
        if correction.original else ""
    new = f"“{event_words(state, correction.event, number=night)}”" if correction.event else ""
    if correction.action == "change":
        what = f"{old} → {new}"
    elif correction.action == "remove":
        what = f"{old} removed"
    else:
        what = f"{new} inserted (forgotten)"
    when = correction.when
    said = "corrected after the game had ended" if when == "ended" else \
        f"corrected on {when or 'an unknown day'}"
    text = f"{said}: {corrected.on}, {what}"
    text += f" — {correction.reason}"
    if correction.kept:
        text += "; kept with an override: " + ", ".join(
            f"event {k.at} ({k.reason})" for k in correction.kept)
    if correction.dropped:
        text += "; dropped: " + ", ".join(f"event {n}" for n in correction.dropped)
    return text


def phase_number(when: str) -> int | None:
    """The number of a phase in words ("night 2" → 2; "setup" → None)."""
    number = when.rpartition(" ")[2]
    return int(number) if number.isdigit() else None


def cause(state: GameState, player: Player) -> str:
    died = player.died
    if died is None:
        return "alive"
    after = f" after {names(state, died.chain)}" if died.chain else ""
    return f"{died.cause}{after}"




def not_written(state: GameState, doing: str, events: list[ev.Event | Corrected],
                error: OSError) -> str:
    """What the screen says when the session log refused an action: exactly what was not
    recorded, why, and that nothing in the game changed (docs/design.md, Session log). `doing` is
    "record", "undo" or "redo"; `events` the actions concerned (a correction: as one)."""
    if not events:  # the refused lines themselves (a dice roll drawn inside the engine)
        lines = [line for line in getattr(error, "lines", []) if line.get("type") != doing]
        events = [ev.EVENT_ADAPTER.validate_python(line) for line in lines]
    what = "; ".join(correction_words(state, event) if isinstance(event, Corrected)
                     else event_words(state, event) for event in events) or "nothing"
    head = {"record": f"Not recorded: {what}.",
            "undo": f"Not undone: {what} stays recorded.",
            "redo": f"Not redone: {what} stays undone."}[doing]
    if getattr(error, "errno", None) == errno.EROFS and "read-only" in str(error):
        return (f"{head} This window is read-only: it follows a log that another window "
                "records; enter it there.")
    if isinstance(error, LogChanged):  # another program changed the file: not ours any more
        where = (f"The game as this window shows it is kept in {error.kept.name}, beside it: "
                 f"leave the game, resume {error.kept.name} from the start screen and enter "
                 "it again." if error.kept is not None else
                 f"It could not be kept beside it either ({error.kept_error}): write the game "
                 "down from this window before leaving it.")
        return (f"{head} {error.reason}: this window no longer records into it and leaves it "
                f"as it is now. {where}")
    reason = getattr(error, "reason", None) or error.strerror or str(error)
    if getattr(error, "restored", True):
        return (f"{head} The session log could not be written ({reason}); the log and the "
                "game are as they were before. Make room on the disk, then enter it again.")
    return (f"{head} The session log could not be written ({reason}) nor put back as it "
            "was: leave the game and resume it from the start screen, which reads back what "
            "the file holds.")
