"""The correction preview's invariant (correction-says-the-answer-flips): changing a check to
another player whose answer differs is previewed with that change in words, never as
"nothing else changes" (the preview's `changes` empty: notepad/tui/screens/correction.py).
Asked once a game, at the first dawn after a Seer's check (Ultimate, Moderator's Guide —
Moderator Mistakes). Issue 29, item 11."""

from __future__ import annotations

from collections.abc import Iterable

from invariant_harness.core import Invariant
from notepad.engine import events as ev
from notepad.engine.corrections import Correction
from notepad.engine.game import Game
from notepad.engine.night.sight import answer


class CorrectionSaysTheAnswerFlips(Invariant):
    name = "correction-says-the-answer-flips"
    says = "a corrected check whose answer flips is previewed with the change"
    item = "11"

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.done = False

    def after(self, action: ev.Event) -> Iterable[str]:
        if self.done or not isinstance(action, ev.Dawn) or self.game.state.phase != "day":
            return ()
        events = self.game.events
        at = next((i for i in range(len(events) - 1, -1, -1)
                   if isinstance(events[i], ev.RoleCheck) and events[i].role in ("seer",
                                                                                 "seeress")),
                  None)
        if at is None:
            return ()
        self.done = True
        check = events[at]
        assert isinstance(check, ev.RoleCheck)
        state = self.game.state
        said = next(c[3] for c in state.checks if c[2] == check.target and c[1] == check.role)
        other = next((s for s in sorted(state.alive) if s != check.target
                      and answer(state, check.role, s) not in (said, "check again")
                      and s not in (check.actor,)
                      and state.players[s].role != check.role), None)
        if other is None:
            return ()
        changed = ev.RoleCheck(role=check.role, target=other, actor=check.actor)
        preview = self.game.preview_correction(Correction(
            action="change", at=at + 1, event=changed, original=check,
            reason="the invariant harness's probe"))
        if not preview.changes:
            names = state.players
            return [f"changing the {check.role}'s check of {names[check.target].name} to "
                    f"{names[other].name} flips the answer, and the preview says nothing "
                    "else changes"]
        return ()
