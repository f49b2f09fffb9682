"""The Game facade: one game as a list of events folded over its setup.

    game = Game.new(setup)            # or Game.new(setup, log_path=…) to keep a session log
    game.deal()                       # from the setup's seed (or game.record(CardsDealt(…)))
    game.record(NightFalls())
    game.night_script()               # whom to call tonight
    game.check(PackKill(targets=[4])) # violations, before recording
    game.record(PackKill(targets=[4]), override="…reason…")
    game.undo(); game.redo()
    game.correct(Correction(action="change", at=12, event=…, original=…, reason="…"))

Undo drops the last event and rebuilds the state from a checkpoint (docs/design.md, Engine);
the session log gets an "undo"/"redo" line so the file stays append-only. A correction of an
earlier event (engine/corrections/) is one step for undo and redo.

Recording, undo and redo are all-or-nothing: the line is written (and fsynced) first and the
game changes only after; a write that fails (LogWriteError, an OSError) changes neither the
file nor the game. A game opened read-only (load_game(read_only=True)) refuses them all.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from notepad.catalog.models import Role
from notepad.engine import events as ev
from notepad.engine.apply import apply
from notepad.engine.corrections import Corrected, Correction, Preview, correction_to_json
from notepad.engine.corrections import preview as preview_correction
from notepad.engine.corrections.history import check_target, rewrite
from notepad.engine.corrections.refold import fold
from notepad.engine.day.dice import draw, rule_text
from notepad.engine.day.timer import DayClock
from notepad.engine.day.votes import allowed_executions
from notepad.engine.log.session import SessionLogWriter, header_of
from notepad.engine.log.summary import write_summary
from notepad.engine.log.writer import SessionLog
from notepad.engine.night.cards.calls import random_lovers
from notepad.engine.night.dawn import resolve
from notepad.engine.night.script import Call, night_script
from notepad.engine.night_and_day import DawnReport
from notepad.engine.setup import GameSetup, deal
from notepad.engine.snapshot import clone
from notepad.engine.state import GameState, new_state
from notepad.engine.validator import Violation, check, errors
from notepad.language import gettext

CHECKPOINT_EVERY = 64  # events between state snapshots that make undo cheap (at least)


def snapshot(state: GameState) -> GameState:
    """A copy that shares the frozen role definitions and setup; the kept night script,
    census and night plan (caches: GameState.script, .counts, .plan) are left behind, to be
    rebuilt. Field by field, not `copy.deepcopy` (engine/snapshot.py: about 3× cheaper)."""
    return clone(state)


class RuleViolation(Exception):
    """Recording was refused: the action breaks a rule and no override reason was given."""

    def __init__(self, violations: list[Violation]) -> None:
        self.violations = violations
        lines = "; ".join(str(v) for v in violations)
        super().__init__(f"not recorded: {lines}")


class CorrectionRefused(Exception):
    """The correction was not recorded: it (or a later event it makes illegal) breaks a rule
    that no decision of the moderator's lifts yet; `preview` says which."""

    def __init__(self, preview: Preview) -> None:
        self.preview = preview
        super().__init__(gettext("not corrected: {why}", why=preview.refusal()))


def edition_roles(edition: str) -> dict[str, Role]:
    from notepad.catalog import catalog

    return catalog().edition_roles(edition)


class Game:
    def __init__(
        self, setup: GameSetup, roles: dict[str, Role] | None = None,
        log: SessionLog | None = None, checkpoints: bool = True,
    ) -> None:
        """`checkpoints=False` is for callers that never (or hardly ever) undo, such as the
        simulator: no deep copy of the state every CHECKPOINT_EVERY events (a 68-player game
        spent 40% of its time on them); undo still works, replaying from the start."""
        self.setup = setup
        self.roles = roles if roles is not None else edition_roles(setup.edition)
        unknown = sorted(set(setup.roles) - self.roles.keys())
        if unknown:
            raise ValueError(f"unknown {setup.edition} role(s) {unknown}")
        self.events: list[ev.Event] = []
        self.redo_stack: list[ev.Event | Corrected] = []
        self.corrections: list[Corrected] = []  # the corrections in effect, in order
        self.state: GameState = new_state(setup, self.roles)
        self._checkpoints: dict[int, GameState] = {0: snapshot(self.state)}
        self._checkpoint_every = CHECKPOINT_EVERY if checkpoints else 0
        self._last_mark = 0  # the latest checkpoint's length
        # The start screen's summary (engine/log/summary.py) is written at once after each
        # step, unless `summary_later` is given a way to run it later: the game screen has
        # it written after the step is on the glass (a file written and renamed is up to a
        # few ms of the key's time on a busy disk, issue 14); `write_due_summary` and
        # `close` write one still due.
        self.summary_later: Callable[[Callable[[], None]], object] | None = None
        self._summary_due = False
        self.log: SessionLog | None = log
        # The day timer as the room sees it (a "clock" line in the log): not an event, so
        # undo leaves it alone.
        self.clock: DayClock | None = None
        # The language the game is run in (v4 of the session log's header): a resumed game
        # keeps the one it was started in (notepad/language.py).
        self.language = "en"

    @classmethod
    def new(
        cls, setup: GameSetup, roles: dict[str, Role] | None = None,
        log_path: str | Path | None = None, checkpoints: bool = True, language: str = "en",
    ) -> Game:
        log = SessionLogWriter.create(Path(log_path), header_of(setup, language)) \
            if log_path else None
        game = cls(setup, roles, log, checkpoints)
        game.language = language
        return game

    # ------------------------------------------------------------ reading
    def night_script(self, night: int | None = None) -> list[Call]:
        return night_script(self.state, night if night is not None else self.state.number)

    def check(self, action: ev.Event) -> list[Violation]:
        return check(self.state, action)

    # ------------------------------------------------------------ recording
    def deal(self) -> ev.CardsDealt:
        dealt = deal(self.setup, self.roles)
        self.record(dealt)
        return dealt

    def record(self, action: ev.Event, override: str | None = None) -> list[Violation]:
        """Check, then record and apply the action; returns the warnings (and the overridden
        errors). Raises RuleViolation if an error is not overridden or cannot be."""
        violations = self.check(action)
        blocking = errors(violations)
        hard = [v for v in blocking if not v.overridable]
        if hard or (blocking and not override):
            raise RuleViolation(hard or blocking)
        if blocking and override:
            rules = [v.rule for v in blocking]
            action = ev.with_override(action, ev.Override(reason=override, rules=rules))
        self._append(action)
        self.redo_stack.clear()
        return violations

    @property
    def read_only(self) -> bool:
        return self.log is not None and self.log.read_only

    def _append(self, action: ev.Event) -> None:
        """Write the line, then apply; if apply fails half-way (an engine bug), the line is
        taken back and the state rebuilt, so the log never holds an event the game lacks."""
        if self.log is not None:
            self.log.append(ev.event_to_json(action))
        try:
            apply(self.state, action)
        except BaseException:
            if self.log is not None:
                self.log.take_back()
            self._rebuild()
            raise
        self.events.append(action)
        self._keep_checkpoint()
        self._summarize()

    def _summarize(self) -> None:
        """The start screen's summary beside the log (engine/log/summary.py); a window that
        only reads the log leaves it to the one that writes."""
        if self.log is None or self.read_only:
            return
        if self.summary_later is None:
            write_summary(self.log.path, self.state, len(self.events))
        elif not self._summary_due:  # one write for every step taken before it runs
            self._summary_due = True
            self.summary_later(self.write_due_summary)

    def write_due_summary(self) -> None:
        """Write the summary that `summary_later` was given, if it is still due, for the game
        as it is now."""
        if self._summary_due:
            self._summary_due = False
            if self.log is not None and not self.read_only:
                write_summary(self.log.path, self.state, len(self.events))

    def _keep_checkpoint(self) -> None:
        """A copy of the state every CHECKPOINT_EVERY events, and further apart as the game
        grows (half the events before the last copy), so that undo replays few events and a
        10,000-line log makes a dozen copies, not 150; a redo past a mark keeps one again (undo
        had dropped it)."""
        if not self._checkpoint_every:
            return
        length = len(self.events)
        last = self._last_mark
        if length - last >= max(self._checkpoint_every, last // 2):
            self._checkpoints[length] = snapshot(self.state)
            self._last_mark = length

    def undo(self, steps: int = 1) -> int:
        """Undo up to `steps` steps (an event, or a whole correction); returns how many. The
        markers are written first, in one write: if it fails, nothing is undone."""
        done = self._mark("undo", min(steps, self._steps()))
        for _ in range(done):
            top = self._correction_on_top()
            self.redo_stack.append(self._take_back(top) if top is not None
                                   else self.events.pop())
        if done:
            self._rebuild()
            self._summarize()
        return done

    def redo(self, steps: int = 1) -> int:
        for _ in range(done := self._mark("redo", min(steps, len(self.redo_stack)))):
            action = self.redo_stack.pop()
            if isinstance(action, Corrected):
                self._follow(action)
            else:
                apply(self.state, action)
                self.events.append(action)
                self._keep_checkpoint()
        if done:
            self._summarize()
        return done

    def _mark(self, marker: str, count: int) -> int:
        """Write `count` undo or redo markers in one write (all or none) before the game
        changes; a write that fails raises, and nothing is undone or redone."""
        if count > 0 and self.log is not None:
            self.log.append_many([{"type": marker}] * count)
        return max(count, 0)

    def _rebuild(self) -> None:
        """Replay from the last checkpoint at or before the current length."""
        length = len(self.events)
        for mark in [m for m in self._checkpoints if m > length]:
            del self._checkpoints[mark]
        start = self._last_mark = max(self._checkpoints)
        state = snapshot(self._checkpoints[start])
        for action in self.events[start:]:
            apply(state, action)
        self.state = state

    def set_clock(self, clock: DayClock) -> None:
        """The day timer was started, paused or resumed: written to the log for the board
        (notepad/board/), which counts down with it."""
        if self.log is not None:
            self.log.append(clock.to_json())
        self.clock = clock

    # ------------------------------------------------------------ corrections
    def preview_correction(self, correction: Correction) -> Preview:
        """What the correction would change, every later event checked again (nothing is
        recorded). Raises CorrectionError if it does not fit the events."""
        return preview_correction(self.setup, self.roles, self.events, self.state, correction)

    def correct(self, correction: Correction) -> Preview:
        """Record a correction of an earlier event (Moderator's Guide — Moderator Mistakes):
        the line is written, then the corrected events and their state become the game's.
        Raises CorrectionRefused while the new entry, or a later event it makes illegal,
        breaks a rule with no decision (engine/corrections/refold.py)."""
        if not correction.when:
            correction = correction.model_copy(update={"when": self.state.when})
        found = self.preview_correction(correction)
        if found.refused:
            raise CorrectionRefused(found)
        if self.log is not None:
            self.log.append(correction_to_json(correction))
        self._follow(Corrected(correction, tuple(self.events), tuple(found.events), found.on),
                     found.state)
        self.redo_stack.clear()
        self._summarize()
        return found

    def fold_correction(self, correction: Correction) -> None:
        """A correction read from the session log: folded as recorded, without the checks
        (`load_game(…, audit=[])` checks the corrected events after). Raises CorrectionError
        if it does not fit the events."""
        check_target(self.events, correction)
        on = fold(self.setup, self.roles, self.events[: correction.at - 1]).when
        self._follow(Corrected(correction, tuple(self.events),
                               tuple(rewrite(self.events, correction)), on))
        self.redo_stack.clear()

    def last_step(self) -> list[ev.Event | Corrected]:
        """What undo would take back next: the last event or a whole correction ([] if
        nothing)."""
        top = self._correction_on_top()
        if top is not None:
            return [top]
        return list(self.events[-1:])

    def at_start(self) -> bool:
        """Nothing recorded since the first nightfall: undo would take back the night's start
        or the deal, the setup the game screen begins after."""
        if self._correction_on_top() is not None:
            return False
        first = next((i for i, e in enumerate(self.events) if type(e) is ev.NightFalls), None)
        return first is None or len(self.events) - 1 <= first

    def _steps(self) -> int:
        """How many steps undo can take back: every event recorded and still in effect, and
        every correction (each changed the number of events by len(after) - len(before))."""
        return len(self.events) + sum(1 - (c.length - len(c.before)) for c in self.corrections)

    def _correction_on_top(self) -> Corrected | None:
        """The last step, if it was a correction: no event was recorded after it (events are
        only ever appended after a correction, so the count tells)."""
        if self.corrections and self.corrections[-1].length == len(self.events):
            return self.corrections[-1]
        return None

    def _follow(self, corrected: Corrected, state: GameState | None = None) -> None:
        """Make the corrected events the game's, with their state (or rebuilt)."""
        self.corrections.append(corrected)
        self.events = list(corrected.after)
        self._forget_checkpoints(corrected.correction.at - 1)
        if state is None:
            self._rebuild()
        else:
            self.state = state

    def _take_back(self, corrected: Corrected) -> Corrected:
        """Undo a correction: the events as they were before it (the state is rebuilt)."""
        self.corrections.pop()
        self.events = list(corrected.before)
        self._forget_checkpoints(corrected.correction.at - 1)
        return corrected

    def _forget_checkpoints(self, kept: int) -> None:
        """Drop the state copies taken after the first `kept` events (their history changed)."""
        for mark in [m for m in self._checkpoints if m > kept]:
            del self._checkpoints[mark]
        self._last_mark = max(self._checkpoints)

    # ------------------------------------------------------------ issue 4 helpers
    @property
    def dawn_report(self) -> DawnReport | None:
        """The last dawn's deaths (cause, chain), survivals (reason) and announcement."""
        return self.state.last_report

    def preview_dawn(self) -> DawnReport:
        """What dawn would bring if it came now (nothing is recorded)."""
        return resolve(self.state)

    def roll_dice(self) -> ev.DiceRolled:
        """Fateful Dice from the game's seed, recorded (Rule Variants — Daytime Twists). To
        enter the dice rolled at the table, record DiceRolled(dice=[a, b]) instead."""
        event = self.seeded_dice()
        self.record(event)
        return event

    def seeded_dice(self) -> ev.DiceRolled:
        """The next roll of Fateful Dice from the game's seed, not yet recorded."""
        night = self.state.number
        rolls = sum(1 for n, _, _ in self.state.dice if n == night)
        return ev.DiceRolled(dice=draw(self.setup.seed, night, rolls), from_seed=True)

    def draw_random_fool(self) -> ev.RandomFool:
        """Fool, alternate variant: "secretly designate a random player as the Fool" (Role
        Cards — Fool); drawn from the seed and recorded."""
        seats = sorted(self.state.players)
        rng = random.Random(f"{self.setup.seed}:fool")
        event = ev.RandomFool(target=rng.choice(seats), from_seed=True)
        self.record(event)
        return event

    def draw_lovers(self) -> ev.LoversChosen:
        """Cupid, alternate variant 2: the moderator's Lovers drawn at random from the seed
        and recorded at the Lovers' call (Role Cards — Cupid)."""
        event = ev.LoversChosen(role="lovers", targets=random_lovers(self.state), from_seed=True)
        self.record(event)
        return event

    def dice_rule(self, night: int | None = None) -> str:
        return rule_text(self.state, self.state.number if night is None else night)

    def waiting_for(self) -> list[str]:
        """What the moderator must ask or announce before the game goes on (Hunter, Martyr,
        Mayor card, runoff, a second execution), in words."""
        return [words for _, words in self.asks()]

    def asks(self) -> list[tuple[str, str]]:
        """`waiting_for` with the kind of each: "hunter_shot", "martyr", "mayor", "runoff" or
        "second_execution", so a screen can say what to type for it."""
        state = self.state
        out = [("hunter_shot", gettext("{name} (Hunter) shoots", name=state.players[s].name))
               for s in state.pending_shots]
        if state.today.sentenced is not None:
            out.append(("martyr", gettext("{name} is sentenced: does the Martyr take their "
                                          "place?", name=state.players[state.today.sentenced]
                                          .name)))
        if state.mayor_pending:
            out.append(("mayor", gettext("the Mayor card passes to a living player")))
        if state.today.runoff:
            names = ", ".join(state.players[s].name for s in state.today.runoff)
            out.append(("runoff", gettext("runoff vote among {names}", names=names)))
        second = self.second_execution()
        if second:
            out.append(("second_execution", second))
        return out

    def second_execution(self) -> str:
        """After the day's first execution, the second one owed today, or "": "the Moderator
        announces the need for a second execution right after the first player is executed"
        (Ultimate, Role Cards — Trouble Maker); Fateful Dice 4, "Two executions instead of
        one" (Rule Variants — Daytime Twists)."""
        state = self.state
        today = state.today
        if (state.phase != "day" or today.ended or not state.executions_today
                or today.sentenced is not None or today.queue
                or state.executions_today >= allowed_executions(state)):
            return ""
        if state.trouble_day == state.number:
            return gettext("announce a second execution today (the Trouble Maker stirred up "
                           "trouble): accuse and vote again")
        return gettext("announce a second execution today (Fateful Dice 4): accuse and vote "
                       "again")

    def close(self) -> None:
        self.write_due_summary()
        if self.log is not None:
            self.log.close()


def replay_events(
    setup: GameSetup, events: list[ev.Event], roles: dict[str, Role] | None = None
) -> Game:
    """A game rebuilt from its events (no checks: they ran when the events were recorded)."""
    game = Game(setup, roles)
    for action in events:
        game._append(action)
    return game
