"""The Other Teams and the Other Cards, sentence by sentence (Ultimate =
Ultimate, Role Cards — Other Teams: "These roles don't belong to the Villager
team or the Werewolf team"; Other Cards)."""

from __future__ import annotations

from engine_helpers import dealt_game, make_setup, next_night, night_to_dawn, rules

from notepad.balance.core import RoleSet, assess
from notepad.catalog import Edition, catalog
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import deal


def call(game: Game, role: str):
    return next(c for c in game.night_script() if c.role == role)


def execute(game: Game, seat: int) -> None:
    voters = [s for s in game.state.alive if s != seat]
    game.record(ev.Nominate(nominee=seat, by=voters[:2]))
    game.record(ev.Vote(nominee=seat, execute=voters, spare=[seat]))


# ------------------------------------------------------------------ Bandit


def test_the_bandit_wins_alive_with_both_chosen_dead_and_the_village_winning() -> None:
    """Bandit: "On the first night, the Bandit chooses two players. They win only if they're
    still alive at the end of the game and the two chosen players are not. The other teams'
    victory conditions remain unchanged, so for the Bandit to win personally, the Villagers
    must win"."""
    game = dealt_game("ultimate", ["bandit", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"])
    game.record(ev.NightFalls())
    assert call(game, "bandit").record == ("choose_players",)
    game.record(ev.ChoosePlayers(role="bandit", targets=[4, 5]))
    game.record(ev.Dawn())
    execute(game, 4)
    night_to_dawn(game, ev.PackKill(targets=[5]))
    execute(game, 2)
    assert game.state.winners == ["village", "bandit"]
    assert 1 in game.state.winning_seats
    lost = dealt_game("ultimate", ["bandit", "werewolf", "seer", "villager", "villager"])
    lost.record(ev.NightFalls())
    lost.record(ev.ChoosePlayers(role="bandit", targets=[4, 5]))
    lost.record(ev.Dawn())
    execute(lost, 2)
    assert lost.state.winners == ["village"] and 1 not in lost.state.winning_seats


def test_the_bandits_four_end_the_game_in_the_variant() -> None:
    """Bandit, alternate variant: "the Bandit chooses four players, and if all four die while
    the Bandit survives, the game ends immediately with a Bandit victory, and every other team
    loses (except the Cult Leader, if all survivors are Cultists)"."""
    game = dealt_game("ultimate", ["bandit", "werewolf", "werewolf", "seer", "villager",
                                   "villager", "villager", "villager", "villager"],
                      variants=["bandit-four"])
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="bandit", targets=[4, 5, 6, 7]))
    game.record(ev.Dawn())
    for seat in (4, 5, 6):
        game.record(ev.Death(target=seat, cause="a correction"))
    assert game.state.phase != "ended"
    game.record(ev.Death(target=7, cause="a correction"))
    assert game.state.winners == ["bandit"] and game.state.winning_seats == [1]


# ------------------------------------------------------------------ Vampire


def test_the_vampires_victim_dies_in_broad_daylight_after_the_vote() -> None:
    """Vampire: "Every night, like the Werewolves, the Vampires choose a victim, but the
    other players only learn who it was after voting to execute someone: the Vampires' victim
    dies in broad daylight. Vampires can't be killed by Werewolves"."""
    game = dealt_game("ultimate", ["vampire", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"])
    game.record(ev.NightFalls())
    assert call(game, "vampire").record == ("know",)
    next_night(game)
    game.record(ev.PackKill(role="vampire", targets=[4]))
    game.record(ev.PackKill(targets=[1]))
    game.record(ev.Dawn())
    assert game.state.players[4].alive and game.state.players[1].alive
    execute(game, 5)
    assert game.state.players[4].alive
    game.record(ev.NightFalls())
    assert game.state.players[4].died.cause == "bitten by the vampires"  # type: ignore[union-attr]


def test_with_three_teams_a_pack_must_wipe_out_both_others() -> None:
    """Vampire: "If all three main teams are in play, the Vampires or the Werewolves must
    wipe out both of the other two teams entirely to win"."""
    game = dealt_game("ultimate", ["vampire", "werewolf", "villager", "seer"])
    next_night(game)
    night_to_dawn(game, ev.PackKill(targets=[3]))
    execute(game, 4)
    assert game.state.phase != "ended"  # a Werewolf and a Vampire are left
    night_to_dawn(game, ev.PackKill(targets=[1]), ev.PackKill(role="vampire", targets=[2]))
    game.record(ev.NightFalls())
    assert game.state.winners == ["vampire"]


def test_vampires_replace_werewolves_in_the_usual_count() -> None:
    """Vampire: "Vampires can be added to games with experienced players, replacing some of
    the Werewolves (the combined number of Vampires and Werewolves should equal the number of
    Werewolves in a normal game)"."""
    cat = catalog()
    fine = assess(RoleSet(Edition.ULTIMATE, 10, {"werewolf": 1, "vampire": 1, "seer": 1,
                                                 "villager": 7}), cat)
    many = assess(RoleSet(Edition.ULTIMATE, 10, {"werewolf": 2, "vampire": 2, "seer": 1,
                                                 "villager": 5}), cat)
    assert "monster-count" not in [w.code for w in fine.warnings]
    assert "monster-count" in [w.code for w in many.warnings]


def test_everyone_who_looks_for_werewolves_finds_vampires_too() -> None:
    """Vampire: "All special characters that look for Werewolves (the Seer, the Psychic
    Detective, etc.) also detect Vampires, but can't tell them apart from Werewolves"."""
    game = dealt_game("ultimate", ["vampire", "seer", "villager", "psychic_detective",
                                   "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.RoleCheck(role="seer", target=1))
    game.record(ev.RoleCheck(role="psychic_detective", target=2))
    assert [c[3] for c in game.state.checks] == ["werewolf", "a werewolf nearby"]


# ------------------------------------------------------------------ Lone Wolf


def test_the_lone_wolf_hunts_with_the_pack_and_wins_alone() -> None:
    """Lone Wolf: "The Lone Wolf only wins if they're the last player standing, or if the
    only other survivor besides them is a non-Werewolf. The Lone Wolf counts as a Werewolf
    and wakes with them every night to choose a victim"."""
    game = dealt_game("ultimate", ["lone_wolf", "werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    assert call(game, "werewolf").seats == (1, 2)
    game.record(ev.Dawn())
    execute(game, 2)
    night_to_dawn(game, ev.PackKill(targets=[3]))
    assert game.state.phase != "ended"
    execute(game, 4)
    assert game.state.winners == ["lone_wolf"] and game.state.winning_seats == [1]


def test_the_lone_wolf_tanner_fool_and_pacifist_are_added_at_random() -> None:
    """Lone Wolf: "Add some spice by telling the players that a Lone Wolf might be among the
    roles, then randomly add (or don't add) it to the deck"; Tanner: "This card should be
    added to the deck at random"; Fool and Pacifist: "Both … should be added to the deck at
    random"."""
    cat = catalog()
    for role_id in ("lone_wolf", "tanner", "fool", "pacifist"):
        assert cat.role("ultimate", role_id).at_random
        found = assess(RoleSet(Edition.ULTIMATE, 8, {role_id: 1, "werewolf": 1, "seer": 1,
                                                     "villager": 5}), cat)
        assert "at-random" in [w.code for w in found.warnings], role_id


# ------------------------------------------------------------------ Cult Leader, Tanner


def test_the_cult_leader_recruits_unknowingly_and_wins_when_all_living_are_cultists() -> None:
    """Cult Leader: "Every night, the Cult Leader chooses a player who joins the cult (the
    chosen player doesn't know this has happened). The Cult Leader wins only if every player
    still alive at the end of the game (the Cult Leader themselves may have died) is a
    Cultist. The other teams' victory conditions remain unchanged. The Moderator needs to keep
    a list of Cultists"."""
    from notepad.table.report import marks_lines

    game = dealt_game("ultimate", ["cult_leader", "werewolf", "seer", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    game.record(ev.Recruit(target=2))
    assert ("Cultists", ["Ben"]) in marks_lines(game.state)
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    game.record(ev.Recruit(target=5))
    game.record(ev.PackKill(targets=[3]))
    game.record(ev.Dawn())
    execute(game, 1)  # the Cult Leader may have died
    night_to_dawn(game, ev.PackKill(targets=[4]))
    assert game.state.phase != "ended"
    night_to_dawn(game, ev.PackKill(targets=[5]))
    assert game.state.winners == ["werewolf", "cult"]


def test_the_first_recruit_leads_the_cult_in_the_variant() -> None:
    """Cult Leader, alternate variant: "if the Cult Leader dies, the first player they
    recruited into the cult becomes the new Cult Leader (the Moderator taps them on the
    shoulder when calling the Cult Leader at night). The new Cult Leader continues recruiting
    cultists at night, in addition to the abilities of any other role they may have"."""
    game = dealt_game("ultimate", ["cult_leader", "werewolf", "seer", "villager",
                                   "villager", "villager"], variants=["cult-leader-successor"])
    game.record(ev.NightFalls())
    game.record(ev.Recruit(target=3))
    game.record(ev.Dawn())
    execute(game, 1)
    game.record(ev.NightFalls())
    assert call(game, "cult_leader").seats == (3,)
    assert any("new Cult Leader" in n for n in game.state.night_notes)
    assert call(game, "seer").seats == (3,)  # and still the Seer


def test_the_tanner_wins_by_dying_and_the_game_goes_on() -> None:
    """Tanner: "The Tanner's job is so awful that they long for death. If they die, they
    win. The other teams' victory conditions remain unchanged"."""
    game = dealt_game("ultimate", ["tanner", "werewolf", "seer", "villager", "villager"])
    night_to_dawn(game)
    execute(game, 1)
    assert game.state.personal_wins[0][:2] == (1, "tanner") and game.state.phase != "ended"
    night_to_dawn(game, ev.PackKill(targets=[4]))
    execute(game, 2)
    assert game.state.winners == ["village", "tanner"]
    assert 1 in game.state.winning_seats


# ------------------------------------------------------------------ Charm and Moderator


def test_the_charm_card_is_worth_one() -> None:
    """Charm: "Charm (+1) This card is described in detail in the "Rule Variants" section":
    the card's value; its rules are the Rule Variants' (The Charm)."""
    assert catalog().role("ultimate", "charm").value == 1
    setup = make_setup("ultimate", ["werewolf", "seer", "villager", "villager"], ["charm"])
    assert len(deal(setup, Game.new(setup).roles).cards) == 4  # the Charm is the extra card


def test_the_moderator_card_makes_its_holder_run_the_game() -> None:
    """Moderator: "The Moderator card is used when the Moderator is chosen at random.
    Experienced groups add the Moderator card to the deck of roles, which already contains
    cards equal to the number of players minus one. The cards are dealt, everyone falls
    asleep, and whoever received the Moderator card starts running the game": the holder is
    out of the circle and on no team, in the balance as at the table."""
    cat = catalog()
    found = assess(RoleSet(Edition.ULTIMATE, 8, {"moderator": 1, "werewolf": 1, "seer": 1,
                                                 "villager": 5}), cat)
    assert "none" not in found.team_totals and found.team_totals["village"] == 6
    assert "card-count" not in [w.code for w in found.warnings]
    assert any(w.code == "moderator-card" and "7 of the 8 play" in w.message
               for w in found.warnings)
    game = dealt_game("ultimate", ["villager", "moderator", "werewolf", "seer", "villager",
                                   "villager"])
    state = game.state
    assert 2 not in state.alive and state.players[2].died is not None
    assert state.players[2].died.cause == "drew the Moderator card and runs the game"
    assert len(state.alive) == 5 and state.census()[0] == 5
    night_to_dawn(game)
    assert rules(game.check(ev.Nominate(nominee=2, by=[1, 4]))) == ["dead-target"]
    execute(game, 3)
    assert game.state.winners == ["village"] and 2 not in game.state.winning_seats
