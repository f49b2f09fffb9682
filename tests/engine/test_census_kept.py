"""The win check's census (GameState.census) is kept across a player's change of side — the
Minion chosen, the Cursed bitten or turned Vampire, the Doppelganger's and the Drunk's new
role, a Fateful Dice 2 victim turning — by taking that one player out and back in
(`leave_census`, `join_census`), not by counting all the living again (issue 14): after each
change the kept census equals a fresh count."""

from __future__ import annotations

from engine_helpers import dealt_game, minion_game, night_to_dawn

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.state import GameState


def fresh(state: GameState) -> list[int]:
    kept, state.counts = state.counts, None
    try:
        return state.census()
    finally:
        state.counts = kept


def kept(state: GameState) -> list[int]:
    assert state.counts is not None, "the census was dropped, not kept"
    return state.census()


def test_the_minion_chosen() -> None:
    game = minion_game(["werewolf", "seer", "villager", "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    before = list(game.state.census())
    game.record(ev.MinionChosen(target=4))
    assert kept(game.state) == fresh(game.state) != before


def test_the_cursed_bitten_and_turned_vampire() -> None:
    for pack, turned in (("werewolf", "bitten"), ("vampire", "vampire")):
        cards = ["werewolf", "vampire", "cursed", "seer", "villager", "villager", "villager"]
        game = dealt_game("ultimate", cards)
        night_to_dawn(game)
        game.record(ev.NightFalls())
        game.state.census()
        game.record(ev.PackKill(role=pack, targets=[3]))
        game.record(ev.Dawn())
        assert getattr(game.state.players[3], turned)
        assert kept(game.state) == fresh(game.state)


def test_the_doppelganger_and_the_drunk_take_their_roles() -> None:
    cards = ["werewolf", "werewolf", "doppelganger", "seer", "drunk", "villager", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards)
    game.state.players[5].drunk_role = "werewolf"  # as if CardsDealt(drunk_role="werewolf")
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[1]))
    game.record(ev.Dawn())
    _execute(game, 1)
    game.state.census()
    game.record(ev.NightFalls())  # the Doppelganger becomes a Werewolf
    assert game.state.players[3].role == "werewolf"
    assert kept(game.state) == fresh(game.state)
    game.record(ev.Dawn())
    game.state.census()
    game.record(ev.NightFalls())  # night 3: the Drunk is a Werewolf
    assert game.state.players[5].role == "werewolf"
    assert kept(game.state) == fresh(game.state)


def test_a_fateful_dice_victim_turns() -> None:
    cards = ["werewolf", "seer", "villager", "villager", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards, variants=["fateful-dice"])
    night_to_dawn(game)
    game.record(ev.NightFalls())
    game.record(ev.DiceRolled(dice=[1, 1]))
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.Dawn())
    game.state.census()
    game.record(ev.NightFalls())
    assert game.state.players[4].bitten
    assert kept(game.state) == fresh(game.state)


def _execute(game: Game, seat: int) -> None:
    living = list(game.state.alive)
    others = [s for s in living if s != seat]
    game.record(ev.Nominate(nominee=seat, by=others[:2]))
    game.record(ev.Vote(nominee=seat, execute=living, spare=[]))
