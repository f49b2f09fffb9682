"""The vote as it happens never holds a secret (notepad/board/vote.py): the simulator's games
of tests/board/test_leaks.py, and after every event `public_vote` is checked as the public
state is there — unchanged between nightfall and dawn whatever the night's calls, the same
when every secret of the living is shuffled, and naming no living player's role or check
answer before the end (at the end every card is shown as the role-reveal variant allows)."""

from __future__ import annotations

from typing import Any

import pytest
import test_leaks as leaks

from notepad.balance.simulate import game_rng, play, play_game
from notepad.balance.simulate.endings import END_RULES
from notepad.balance.simulate.table import DRIVERS
from notepad.board.public import public_state
from notepad.board.vote import public_vote
from notepad.engine import events as ev
from notepad.engine.reveal import revealed


class VoteWatched(leaks.WatchedTable):
    checked = 0
    results: set[str] = set()

    def watch(self, action: ev.Event) -> None:
        game, state = self.game, self.game.state
        leaks.GAME_OF[id(state)] = game
        vote = public_vote(game)
        if isinstance(action, ev.NightFalls):
            self.at_nightfall = vote
        elif state.phase == "night" and not isinstance(action, leaks.SEEN_AT_NIGHT):
            assert vote == self.at_nightfall, f"{action.type} showed at night"
        elif state.phase == "night":
            self.at_nightfall = vote
        if state.phase != "ended":
            assert self.scrambled(state) == vote, f"a secret shows after {action.type}"
        if state.phase == "ended":
            assert [c["shown"] for c in vote["cards"]] == [
                revealed(state, p) for p in sorted(state.players.values(),
                                                   key=lambda p: p.seat)]
        else:
            public: dict[str, Any] = {**public_state(game, now=leaks.NOW), "vote": vote}
            assert leaks.secret_words(state, public) == [], f"after {action.type}"
        VoteWatched.results |= {a["result"] for a in vote["accused"]}
        VoteWatched.checked += 1

    def scrambled(self, state: Any) -> dict[str, Any]:
        saved = leaks.public_state
        leaks.public_state = lambda game, now=None: public_vote(game)  # type: ignore
        try:
            return leaks.scrambled(state, self.rng)
        finally:
            leaks.public_state = saved


@pytest.mark.parametrize("reveal", ["reveal-full", "reveal-none"])
def test_the_vote_never_holds_a_secret(built_in, monkeypatch, reveal):
    """Every built-in scenario of up to 30 players, with the Charm and Fateful Dice where the
    edition has them: 2 games each under each variant, checked after every event."""
    monkeypatch.setitem(DRIVERS, "watched", VoteWatched)
    monkeypatch.setattr(play, "SILENT_PASSES", False)
    VoteWatched.checked = 0
    for index, sim, setup in leaks.watched_setups(built_in, reveal):
        for game in range(2):
            play_game(setup, sim.roles, game_rng(23, index * 10 + game), sim.skill,
                      END_RULES[sim.end], driver="watched", max_nights=12)
    print(f"{VoteWatched.checked} events checked; results seen: {sorted(VoteWatched.results)}")
    assert VoteWatched.checked > 1000
    assert "executed" in VoteWatched.results
