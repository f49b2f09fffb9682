"""Role Swap (Ultimate, Rule Variants — Daytime Twists): "choose the roles for
the swap ahead of time … The role swap is done secretly during a game night … a player who
used to be a Werewolf knows the others, so their new role should be from the Werewolf team
(Sorceress, Minion, etc.)"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from engine_helpers import NAMES, dealt_game, next_night, night_to_dawn, rules

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.setup import GameSetup, Seat

CARDS = ["werewolf", "werewolf", "seer", "sorceress", "witch", "villager", "villager",
         "villager"]


def swap_game(swaps: list[tuple[str, str]], log_path: object = None):  # noqa: ANN201
    return dealt_game("ultimate", CARDS, variants=["role-swap"], role_swaps=swaps,
                      log_path=log_path)


def test_a_swap_chosen_ahead_of_time_changes_hands_at_night(tmp_path: Path) -> None:
    game = swap_game([("werewolf", "sorceress")], log_path=tmp_path / "swap.jsonl")
    night_to_dawn(game)
    next_night(game)
    swap = ev.RoleSwap(targets=[2, 4])  # Ben the Werewolf, Dieter the Sorceress
    assert game.check(swap) == []
    game.record(swap)
    state = game.state
    assert (state.players[2].role, state.players[4].role) == ("sorceress", "werewolf")
    assert state.players[2].dealt == "werewolf"  # the card dealt stays on the record
    assert "Ben and Dieter: they swap roles (Werewolf ↔ Sorceress)" in state.night_notes
    calls = {c.role: c.seats for c in game.night_script()}
    assert calls["werewolf"] == (1, 4) and calls["sorceress"] == (2,)
    # Each pair once: the same roles cannot change hands again.
    assert "swap-not-planned" in rules(game.check(ev.RoleSwap(targets=[1, 2])))
    game.close()
    header = json.loads((tmp_path / "swap.jsonl").read_text().splitlines()[0])
    assert header["role_swaps"] == [["werewolf", "sorceress"]]
    replayed, _ = load_game(tmp_path / "swap.jsonl")
    assert replayed.state == game.state


def test_the_swap_decides_who_wins() -> None:
    """After the swap the old Sorceress hunts with the pack and the old Werewolf is the
    Sorceress: executing the two players who hold the Werewolf roles now ends the game for the
    village, and the Sorceress (of the Werewolf team) loses with them."""
    game = swap_game([("werewolf", "sorceress")])
    night_to_dawn(game)
    next_night(game)
    game.record(ev.RoleSwap(targets=[2, 4]))
    game.record(ev.PackKill(targets=[8]))
    game.record(ev.Dawn())
    game.record(ev.Death(target=1, cause="executed"))
    assert game.state.phase == "day"  # Dieter, the Werewolf now, lives
    game.record(ev.Death(target=4, cause="executed"))
    assert game.state.winners == ["village"]
    assert game.state.winning_seats == [3, 5, 6, 7, 8]


def test_a_werewolf_should_stay_on_the_werewolf_team() -> None:
    game = swap_game([("werewolf", "villager")])
    night_to_dawn(game)
    next_night(game)
    found = game.check(ev.RoleSwap(targets=[1, 6]))
    assert rules(found) == ["swap-leaves-the-pack"]
    assert found[0].severity == "warning"


def test_a_werewolf_swapped_into_the_minion_the_pack_chose() -> None:
    """"their new role should be from the Werewolf team (Sorceress, Minion, etc.)" — and the
    Minion has no card in the main rule: "the Werewolves choose a player who becomes the
    Minion" (Role Cards — Minion). The pair names the Minion the pack chose, whatever card
    that player holds; the two players exchange the card and the Minion's side."""
    cards = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"]
    game = Game.new(GameSetup(
        edition="ultimate", roles={"werewolf": 2, "seer": 1, "minion": 1, "villager": 3},
        players=[Seat(seat=i, name=NAMES[i - 1]) for i in range(1, 8)],
        variants=["role-swap"], role_swaps=[("werewolf", "minion")]))
    game.record(ev.CardsDealt(cards=cards))  # the Minion's place is a Villager card
    game.record(ev.NightFalls())
    game.record(ev.MinionChosen(target=5))
    game.record(ev.Dawn())
    next_night(game)
    assert "swap-not-planned" in rules(game.check(ev.RoleSwap(targets=[4, 2])))  # not the Minion
    swap = ev.RoleSwap(targets=[2, 5])  # Ben the Werewolf, Emma the Villager and Minion
    assert game.check(swap) == []
    game.record(swap)
    ben, emma = game.state.players[2], game.state.players[5]
    assert (ben.role, ben.minion, emma.role, emma.minion) == ("villager", True, "werewolf",
                                                              False)
    assert [game.state.team_of(p) for p in (ben, emma)] == ["werewolf", "werewolf"]
    assert game.state.in_pack(emma) and not game.state.in_pack(ben)
    assert "Ben and Emma: they swap roles (Werewolf ↔ Minion)" in game.state.night_notes
    assert "swap-not-planned" in rules(game.check(ev.RoleSwap(targets=[1, 2])))


@pytest.mark.parametrize(("targets", "rule"), [
    ([3, 6], "swap-not-planned"),  # the Seer and a Villager were not chosen
    ([4, 4], "swap-two-players"),
])
def test_only_the_swaps_chosen_ahead(targets: list[int], rule: str) -> None:
    game = swap_game([("werewolf", "sorceress")])
    next_night(game)
    assert rule in rules(game.check(ev.RoleSwap(targets=targets)))


def test_the_swap_is_done_during_a_night_and_needs_the_variant() -> None:
    game = swap_game([("werewolf", "sorceress")])
    night_to_dawn(game)
    assert rules(game.check(ev.RoleSwap(targets=[2, 4]))) == ["swap-at-night"]
    plain = dealt_game("ultimate", CARDS)
    next_night(plain)
    assert "role-swap-off" in rules(plain.check(ev.RoleSwap(targets=[2, 4])))


def test_the_setup_names_the_swaps_with_the_variant() -> None:
    seats = [Seat(seat=i, name=f"P{i}") for i in range(1, 9)]
    roles = {"werewolf": 2, "seer": 1, "sorceress": 1, "witch": 1, "villager": 3}
    with pytest.raises(ValueError, match="chosen ahead of time"):
        GameSetup(edition="ultimate", roles=roles, players=seats, variants=["role-swap"])
    with pytest.raises(ValueError, match="two different roles of the set"):
        GameSetup(edition="ultimate", roles=roles, players=seats, variants=["role-swap"],
                  role_swaps=[("werewolf", "minion")])


def test_the_notepad_lists_the_swaps_chosen_and_made() -> None:
    from notepad.table.report import marks_lines

    game = swap_game([("werewolf", "sorceress")])
    night_to_dawn(game)
    next_night(game)
    game.record(ev.RoleSwap(targets=[2, 4]))
    assert dict(marks_lines(game.state))["Role swaps"] == [
        "chosen: Werewolf ↔ Sorceress", "night 2: Ben (Werewolf) ↔ Dieter (Sorceress)"]
