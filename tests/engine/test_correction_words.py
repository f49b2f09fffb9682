"""What a correction's preview says (issue 29, item 11). Ultimate, Moderator's Guide —
Moderator Mistakes: "you can fix the mistake by acknowledging it and undoing whatever action
caused it" — so the preview must say every answer and every death it changes, rightly."""

from __future__ import annotations

from correction_games import change, number_of
from engine_helpers import dealt_game, night_to_dawn

from notepad.engine import events as ev

CARDS = ["werewolf", "werewolf", "seer", "hunter", "villager", "villager", "villager",
         "villager"]


def test_a_check_moved_to_another_player_says_the_answer_it_now_gives() -> None:
    """Ultimate, The First Night: "The Moderator shows a thumbs-up if the chosen player is a
    Werewolf, or shakes their head no": the Seer's check moved from a Villager (5) to a
    Werewolf (1) flips the answer the Seer was given."""
    game = dealt_game("ultimate", CARDS)
    night_to_dawn(game, ev.RoleCheck(role="seer", target=5))
    check = number_of(game, "check")
    preview = game.preview_correction(change(game, check, ev.RoleCheck(role="seer", target=1)))
    said = [line for line in preview.changes if "check" in line]
    assert said, preview.changes
    assert "Anna" in said[0] and "Emma" in said[0]


def test_a_shot_nobody_is_left_to_fire_names_no_long_dead_hunter() -> None:
    """Ultimate, Role Cards — Hunter: "If the Hunter dies …, they may immediately choose one
    player to be killed". Dieter (the Hunter) was executed and shot on day 1; a later shot
    recorded (overridden) with no Hunter dying then is no shot "after Dieter" — the preview
    of a correction would otherwise say "Adam dies: shot by the Hunter after Dieter"."""
    game = dealt_game("ultimate", CARDS)
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=4, by=[5, 6]))
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3, 5, 6, 7], spare=[4, 8]))
    game.record(ev.HunterShot(target=2))
    night_to_dawn(game, ev.PackKill(targets=[5]), ev.RoleCheck(role="seer", target=1))
    game.record(ev.HunterShot(target=6), override="the moderator forgot who shot")
    died = game.state.players[6].died
    assert died is not None and 4 not in died.chain
