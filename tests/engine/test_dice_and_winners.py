"""Fateful Dice effects and who has won (issue 4). Rulebooks: Werwölfe and
Ultimate Werewolf: Ultimate Edition."""

from __future__ import annotations

from engine_helpers import dealt_game, minion_game, night_to_dawn, rules

from notepad.engine import events as ev
from notepad.engine.game import Game

UW = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager",
      "villager", "villager"]


def dice_game(*rolls: tuple[int, int]) -> Game:
    """Night 1 passes; the given dice are rolled on nights 2, 3, …"""
    game = dealt_game("ultimate", UW, variants=["fateful-dice"])
    night_to_dawn(game)
    return game


# ------------------------------------------------------------------ Fateful Dice


def test_dice_come_from_the_seed_and_are_written_down() -> None:
    """004, Rule Variants — Daytime Twists, Fateful Dice: "roll two six-sided dice at night";
    the draw is in the log, so a replay is identical."""
    one, two = dice_game(), dice_game()
    one.record(ev.NightFalls())
    two.record(ev.NightFalls())
    assert one.roll_dice() == two.roll_dice()
    assert one.state.dice[0][0] == 2 and 2 <= one.state.dice[0][1] <= 12


def test_dice_2_the_victim_becomes_a_werewolf_the_following_night() -> None:
    """Fateful Dice 2: "The player targeted by the Werewolves becomes a Werewolf themselves
    the following night"."""
    game = dice_game()
    night_to_dawn(game, ev.DiceRolled(dice=[1, 1]), ev.PackKill(targets=[5]))
    assert game.state.players[5].alive and not game.state.players[5].bitten
    game.record(ev.NightFalls())
    assert game.state.players[5].bitten
    assert 5 in next(c for c in game.night_script() if c.role == "werewolf").seats


def test_dice_3_a_seconded_accusation_executes_at_once() -> None:
    """Fateful Dice 3: "If a player is accused and the accusation is seconded, the accused is
    immediately executed, without a vote"."""
    game = dice_game()
    night_to_dawn(game, ev.DiceRolled(dice=[1, 2]))
    game.record(ev.Nominate(nominee=1, by=[4, 5]))
    assert not game.state.players[1].alive


def test_dice_4_two_executions_and_9_as_the_previous_day() -> None:
    """Fateful Dice 4: "Two executions instead of one"; 9: "As the previous day"."""
    game = dice_game()
    night_to_dawn(game, ev.DiceRolled(dice=[2, 2]))
    game.record(ev.Nominate(nominee=4, by=[5, 6]))
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3, 5, 6, 7], spare=[4]))
    assert "day-over" not in rules(game.check(ev.Nominate(nominee=5, by=[6, 7])))
    night_to_dawn(game, ev.DiceRolled(dice=[4, 5]))
    game.record(ev.Nominate(nominee=5, by=[6, 7]))
    game.record(ev.Vote(nominee=5, execute=[1, 2, 3, 6, 7, 8], spare=[5]))
    assert "day-over" not in rules(game.check(ev.Nominate(nominee=6, by=[7, 8])))
    assert "Two executions" in game.dice_rule()


def test_dice_5_names_the_seers_last_check_and_10_the_elimination_method() -> None:
    """Fateful Dice 5: "Point out the player who was most recently checked by the Seer";
    10: "Vote using the 'Elimination Method'"."""
    game = dice_game()
    night_to_dawn(game, ev.RoleCheck(role="seer", target=6), ev.DiceRolled(dice=[2, 3]))
    assert "The Seer last checked Felix" in game.dice_rule()
    night_to_dawn(game, ev.DiceRolled(dice=[5, 5]))
    assert "voting-method" in rules(game.check(ev.Nominate(nominee=1, by=[4, 5])))
    assert "voting-method" not in rules(game.check(ev.Vouch(by=4, target=5)))


def test_dice_12_the_victim_lives_without_abilities() -> None:
    """Fateful Dice 12: "The Werewolves' victim doesn't die, but loses their abilities"."""
    game = dice_game()
    night_to_dawn(game, ev.DiceRolled(dice=[6, 6]), ev.PackKill(targets=[3]))
    assert game.state.players[3].alive and game.state.players[3].lost_abilities
    game.record(ev.NightFalls())
    assert "lost-abilities" in rules(game.check(ev.RoleCheck(role="seer", target=1)))


# ------------------------------------------------------------------ who has won


def test_werwoelfe_village_wins_with_its_dead() -> None:
    """003, End of the Game: "all players belonging to the village win — including those
    already deceased"."""
    game = dealt_game("werwoelfe", ["werewolf", "seer", "villager", "villager"])
    night_to_dawn(game, ev.PackKill(targets=[3]))
    game.record(ev.Nominate(nominee=1, by=[2, 4]))
    game.record(ev.Vote(nominee=1, execute=[2, 4], spare=[1]))
    assert game.state.winners == ["village"]
    assert game.state.winning_seats == [2, 3, 4]


def test_werewolves_win_at_parity_only_under_that_rule() -> None:
    """004, End of the Game: "if the number of Villagers remaining (including the Seer)
    equals the number of Werewolves, the Moderator may declare a Werewolf victory"."""
    cards = ["werewolf", "seer", "villager", "villager"]
    plain = dealt_game("ultimate", cards)
    night_to_dawn(plain)
    night_to_dawn(plain, ev.PackKill(targets=[3]))
    plain.record(ev.Nominate(nominee=4, by=[1, 2]))
    plain.record(ev.Vote(nominee=4, execute=[1, 2, 4], spare=[]))
    assert plain.state.winners == []
    parity = dealt_game("ultimate", cards, house_rules={"werewolf-parity": True})
    night_to_dawn(parity)
    night_to_dawn(parity, ev.PackKill(targets=[3]))
    parity.record(ev.Nominate(nominee=4, by=[1, 2]))
    parity.record(ev.Vote(nominee=4, execute=[1, 2, 4], spare=[]))
    assert parity.state.winners == ["werewolf"]


def test_the_tanner_wins_and_the_game_goes_on_then_several_winners() -> None:
    """004, Role Cards — Tanner: "If they die, they win. The other teams' victory conditions
    remain unchanged"; Bandit: wins if alive and the two chosen are not, "for the Bandit to
    win personally, the Villagers must win"."""
    cards = ["werewolf", "tanner", "bandit", "seer", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="bandit", targets=[2, 5]))
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=2, by=[4, 5]))
    game.record(ev.Vote(nominee=2, execute=[1, 3, 4, 5], spare=[2]))
    assert game.state.personal_wins == [(2, "tanner", "day 1")]
    assert game.state.phase == "day" and game.state.winners == []
    night_to_dawn(game, ev.PackKill(targets=[5]))
    game.record(ev.Nominate(nominee=1, by=[4, 6]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 6, 7], spare=[1]))
    assert game.state.winners == ["village", "bandit", "tanner"]
    assert game.state.winning_seats == [2, 3, 4, 5, 6, 7]


def test_lovers_of_different_teams_win_as_the_sole_survivors() -> None:
    """004, Role Cards — Lovers: "If they're on different teams, they form their own team and
    win only if they end up the sole survivors"."""
    game = dealt_game("ultimate", ["werewolf", "cupid", "villager", "seer", "werewolf"])
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[1, 3]))
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=5, by=[1, 2]))
    game.record(ev.Vote(nominee=5, execute=[1, 2, 3, 4], spare=[5]))
    assert game.state.winners == []  # a werewolf (the lover) lives
    night_to_dawn(game, ev.PackKill(targets=[4]))
    game.record(ev.Nominate(nominee=2, by=[1, 3]))
    game.record(ev.Vote(nominee=2, execute=[1, 3], spare=[2]))
    assert game.state.winners == ["lovers"] and game.state.winning_seats == [1, 3]


def test_the_lone_wolf_and_the_cult_leader() -> None:
    """004, Role Cards — Lone Wolf: wins "if the only other survivor besides them is a
    non-Werewolf"; Cult Leader: wins "if every player still alive at the end of the game
    … is a Cultist"."""
    game = dealt_game("ultimate", ["lone_wolf", "werewolf", "cult_leader", "seer", "villager"])
    night_to_dawn(game, ev.Recruit(target=5))
    game.record(ev.Nominate(nominee=2, by=[3, 4]))
    game.record(ev.Vote(nominee=2, execute=[1, 3, 4, 5], spare=[2]))
    night_to_dawn(game, ev.PackKill(targets=[4]), ev.Recruit(target=1))
    game.record(ev.Nominate(nominee=3, by=[1, 5]))
    game.record(ev.Vote(nominee=3, execute=[1, 5], spare=[3]))
    assert game.state.winners == ["lone_wolf", "cult"]
    assert game.state.winning_seats == [1, 3]


def test_three_teams_and_the_minion_wins_with_the_vampires() -> None:
    """004, Role Cards — Vampire: with three teams "the Vampires or the Werewolves must wipe
    out both of the other two teams entirely to win"; Minion: each team can have its own,
    and in Vampire Village the Minion is the Vampires' (Scenarios). No card is normally
    needed for the Minion: its place is a Villager card, and the Vampires choose it on the
    first night."""
    cards = ["vampire", "werewolf", "villager", "seer", "villager"]
    game = minion_game(cards, variants=["minion-with-vampires"])
    night_to_dawn(game, ev.MinionChosen(role="vampire", target=3))
    game.record(ev.Nominate(nominee=2, by=[1, 4]))
    game.record(ev.Vote(nominee=2, execute=[1, 3, 4, 5], spare=[2]))
    assert game.state.winners == []
    night_to_dawn(game, ev.PackKill(role="vampire", targets=[4]))
    game.record(ev.Nominate(nominee=5, by=[1, 3]))
    game.record(ev.Vote(nominee=5, execute=[1, 3, 5], spare=[]))
    assert game.state.winners == []  # the Seer's bite takes effect after the vote
    game.record(ev.NightFalls())
    assert game.state.winners == ["vampire"] and game.state.winning_seats == [1, 3]


def test_the_check_waits_for_the_hunters_shot() -> None:
    """004, Role Cards — Hunter: "they may immediately choose one player to be killed", so a
    win is declared after the shot."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "hunter", "villager"])
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=3, by=[1, 2]))
    game.record(ev.Vote(nominee=3, execute=[1, 2, 3], spare=[4]))
    assert game.state.winners == [] and game.state.pending_shots == [3]
    game.record(ev.HunterShot(target=4))
    assert game.state.winners == ["werewolf"]


def test_the_bandits_four_player_variant_ends_the_game() -> None:
    """004, Role Cards — Bandit, alternate variant: "if all four die while the Bandit
    survives, the game ends immediately with a Bandit victory"."""
    cards = ["werewolf", "werewolf", "bandit", "seer", "villager", "villager", "villager",
             "villager"]
    game = dealt_game("ultimate", cards, variants=["bandit-four"])
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="bandit", targets=[4, 5, 6, 7]))
    game.record(ev.Dawn())
    for seat in (4, 5, 6):
        game.record(ev.Death(target=seat, cause="a correction"))
    assert game.state.winners == []
    game.record(ev.Death(target=7, cause="a correction"))
    assert game.state.winners == ["bandit"] and game.state.winning_seats == [3]


def test_a_version_1_log_still_loads(tmp_path) -> None:
    """docs/design.md, Session log: "a log of an older version loads"."""
    import json

    from engine_helpers import make_setup

    from notepad.engine.log.replay import load_game
    from notepad.engine.log.session import VERSION

    setup = make_setup("werwoelfe", ["werewolf", "seer", "villager", "villager"])
    header = {"format": "werewolf-notepad-session", "version": 1,
              **setup.model_dump(mode="json")}
    lines = [header, {"type": "cards_dealt", "cards": ["werewolf", "seer", "villager",
                                                       "villager"], "from_seed": False},
             {"type": "night_falls"}, {"type": "pack_kill", "role": "werewolf", "targets": [3]},
             {"type": "dawn"}]
    path = tmp_path / "old.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    game, warnings = load_game(path)
    assert VERSION >= 2 and warnings == []
    assert game.state.players[3].died is not None
