"""The Villager Team's role cards, sentence by sentence, including each alternate variant
(Ultimate Werewolf: Ultimate Edition, Role Cards — Villager Team). docs/rules.md names each
test beside its sentence."""

from __future__ import annotations

import pytest
from engine_helpers import dealt_game, next_night, night_to_dawn, rules

from notepad.engine import events as ev
from notepad.engine.game import Game, RuleViolation
from notepad.engine.setup import deal
from notepad.engine.state import GameState


def calls(game: Game) -> list[str]:
    return [c.role for c in game.night_script()]


def call(game: Game, role: str):
    return next(c for c in game.night_script() if c.role == role)


def cause(state: GameState, seat: int) -> str | None:
    died = state.players[seat].died
    return None if died is None else died.cause


# ------------------------------------------------------------------ Cupid


def test_cupid_wakes_on_the_first_night_and_may_choose_themselves() -> None:
    """Cupid: "Cupid wakes on the first night and chooses two players (Cupid may choose
    themselves as one of the two). These players become Lovers and know each other by
    sight"."""
    game = dealt_game("ultimate", ["cupid", "werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    assert calls(game)[:1] == ["cupid"]
    assert game.check(ev.LoversChosen(targets=[1, 4])) == []  # Cupid and another
    assert "lovers" in rules(game.check(ev.LoversChosen(targets=[4, 4])))
    game.record(ev.LoversChosen(targets=[1, 4]))
    lovers = call(game, "lovers")
    assert lovers.seats == (1, 4) and "look at each other" in lovers.say
    next_night(game)
    assert "cupid" not in calls(game) and "lovers" not in calls(game)


def test_if_one_lover_dies_the_other_dies_of_grief() -> None:
    """Cupid: "If one dies, the other dies of grief.\""""
    game = dealt_game("ultimate", ["cupid", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[4, 5]))
    night_to_dawn(game, ev.PackKill(targets=[4]))
    assert cause(game.state, 4) == "eaten by the werewolves"
    assert cause(game.state, 5) == "lover's grief"
    assert game.state.players[5].died.chain == [4]  # type: ignore[union-attr]


def test_cupid_as_an_extra_card_takes_the_leftover_role() -> None:
    """Cupid, alternate variant 1: "When dealing out roles, add Cupid as an extra card. As
    soon as Cupid chooses their targets, they receive the leftover role and keep it for the
    rest of the game"."""
    cards = {"cupid": 1, "werewolf": 1, "seer": 1, "villager": 3}
    from engine_helpers import NAMES

    from notepad.engine.game import edition_roles
    from notepad.engine.setup import GameSetup, Seat, SetupError

    players = [Seat(seat=i + 1, name=NAMES[i]) for i in range(5)]  # six cards, five players
    setup = GameSetup(edition="ultimate", roles=cards, players=players,
                      variants=["cupid-extra-card"], seed=4)
    dealt = deal(setup, edition_roles("ultimate"))
    assert "cupid" in dealt.cards and dealt.cupid_leftover in ("werewolf", "seer", "villager")
    assert sorted([*dealt.cards, dealt.cupid_leftover]) == sorted(
        r for r, n in cards.items() for _ in range(n))
    without = setup.model_copy(update={"variants": []})
    with pytest.raises(SetupError, match="6 role cards for 5 players"):
        deal(without, edition_roles("ultimate"))
    game = Game.new(setup)
    game.record(dealt)
    cupid = dealt.cards.index("cupid") + 1
    game.record(ev.NightFalls())
    assert "leftover card" in call(game, "cupid").note
    others = [s for s in range(1, 6) if s != cupid]
    game.record(ev.LoversChosen(targets=others[:2]))
    player = game.state.players[cupid]
    assert player.role == dealt.cupid_leftover and player.dealt == "cupid"
    assert call(game, "cupid").seats == (cupid,)  # still Cupid's call tonight, by the card


def test_the_moderator_chooses_the_lovers_in_cupids_second_variant() -> None:
    """Cupid, alternate variant 2: "The Moderator chooses the Lovers randomly (or
    deliberately), so no one but the Moderator and the Lovers themselves knows about it": no
    Cupid card is dealt (its place is a Villager card); the moderator chooses at the Lovers'
    call, and the Lovers meet."""
    game = dealt_game("ultimate", ["villager", "werewolf", "seer", "villager", "villager"],
                      variants=["lovers-by-moderator"])
    assert game.setup.roles["villager"] == 3
    setup = game.setup.model_copy(update={"roles": {"cupid": 1, "werewolf": 1, "seer": 1,
                                                    "villager": 2}})
    dealt = deal(setup, game.roles)
    assert "cupid" not in dealt.cards and dealt.cards.count("villager") == 3
    game = Game.new(setup)
    game.record(dealt)
    game.record(ev.NightFalls())
    lovers = call(game, "lovers")
    assert "cupid" not in calls(game)
    assert lovers.record == ("choose_lovers",) and lovers.seats == () and not lovers.dead
    drawn = game.draw_lovers()
    assert drawn.from_seed and drawn.role == "lovers" and len(set(drawn.targets)) == 2
    assert call(game, "lovers").seats == tuple(sorted(drawn.targets))
    a, b = drawn.targets
    assert game.state.players[a].lover == b
    again = Game.new(setup)
    again.record(dealt)
    again.record(ev.NightFalls())
    assert again.draw_lovers().targets == drawn.targets  # the same seed, the same Lovers


# ------------------------------------------------------------------ Witch and Sorcerer


def test_the_witch_heals_tonights_victim_and_poisons_once() -> None:
    """Witch: "On any one night, the Witch may use her abilities to heal a player killed that
    night. She may also, once per game, kill any player of her choosing … Both abilities can
    be used on the same night"."""
    game = dealt_game("ultimate", ["witch", "werewolf", "werewolf", "seer", "villager",
                                   "villager", "villager"])
    next_night(game)
    next_night(game)
    game.record(ev.PackKill(targets=[4]))
    assert game.check(ev.Potions(heal=4, kill=2)) == []
    game.record(ev.Potions(heal=4, kill=2))
    game.record(ev.Dawn())
    assert game.state.players[4].alive and cause(game.state, 2) == "poisoned by the Witch"
    next_night(game)
    assert {"potion-spent"} == set(rules(game.check(ev.Potions(kill=3))))


def test_the_witch_is_called_every_night_even_with_both_potions_spent() -> None:
    """Witch: "The Moderator must call the Witch every night and ask whether she wants to use
    her abilities, even if she's already used them"."""
    game = dealt_game("ultimate", ["witch", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    next_night(game)
    next_night(game)
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.Potions(heal=4, kill=5))
    for _ in range(2):
        next_night(game)
        assert "witch" in calls(game)


def test_the_sorcerer_has_the_witchs_abilities() -> None:
    """Sorcerer: "The Sorcerer's abilities are identical to the Witch's"."""
    game = dealt_game("ultimate", ["sorcerer", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    next_night(game)
    next_night(game)
    game.record(ev.PackKill(targets=[4]))
    assert call(game, "sorcerer").record == ("potions",)
    game.record(ev.Potions(role="sorcerer", heal=4, kill=5))
    game.record(ev.Dawn())
    assert game.state.players[4].alive and cause(game.state, 5) == "poisoned by the Sorcerer"
    assert game.state.potions["sorcerer"] == {"heal": 0, "kill": 0}


# ------------------------------------------------------------------ Fool, Stalwart, Lycan


def test_the_fool_always_votes_to_execute() -> None:
    """Fool: "The Fool always votes to execute"; alternate variant: "secretly designate a
    random player as the Fool. They won't know they're the Fool, but their vote will always
    count as a vote to execute when tallied"."""
    game = dealt_game("ultimate", ["fool", "werewolf", "seer", "villager", "villager"])
    next_night(game)
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=2, by=[3, 4]))
    game.record(ev.Vote(nominee=2, execute=[3, 4], spare=[1, 2, 5]))  # the Fool's thumb up
    assert cause(game.state, 2) == "executed"
    fool = dealt_game("ultimate", ["villager", "werewolf", "seer", "villager", "villager"],
                      variants=["random-fool"], seed=3)
    drawn = fool.draw_random_fool()
    assert drawn.from_seed and fool.state.players[drawn.target].fool


def test_the_stalwart_dies_a_night_late_and_no_one_died_is_announced() -> None:
    """Stalwart: "If the Stalwart is attacked by the Werewolves, they only die the following
    night … Players are told that no one died the previous night. The following night, there
    may be two or more deaths: the Stalwart, plus anyone else eaten that night"."""
    game = dealt_game("ultimate", ["stalwart", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    next_night(game)
    night_to_dawn(game, ev.PackKill(targets=[1]))
    assert game.state.players[1].alive
    assert game.dawn_report.announce == ["No one died tonight."]  # type: ignore[union-attr]
    night_to_dawn(game, ev.PackKill(targets=[4]))
    assert not game.state.players[1].alive and not game.state.players[4].alive


def test_the_seer_sees_the_lycan_as_a_werewolf_though_it_is_a_villager() -> None:
    """Lycan: "When checked, the Seer and Seeress see the Lycan as a Werewolf, even though
    this isn't true — the Lycan's wolfishness never actually manifests; they're an ordinary
    Villager": it counts for the village, and only the Seers are fooled (the Psychic
    Detective's answer is the truth)."""
    game = dealt_game("ultimate", ["lycan", "werewolf", "seer", "seeress", "villager",
                                   "psychic_detective", "villager", "villager"])
    next_night(game)
    game.record(ev.RoleCheck(role="seer", target=1))
    game.record(ev.RoleCheck(role="seeress", target=1))
    game.record(ev.RoleCheck(role="psychic_detective", target=8))  # 7, 8 and 1 next to it
    assert [c[3] for c in game.state.checks] == ["werewolf", "werewolf", "no werewolf nearby"]
    assert game.state.team_of(game.state.players[1]) == "village"


def test_a_dead_lycan_is_revealed_as_a_werewolf_in_the_variant() -> None:
    """Lycan, alternate variant: "when playing with role reveals, a dead Lycan's role is
    revealed as a Werewolf"."""
    for variants, shown in (([], "Lycan"), (["lycan-reveals-werewolf"], "Werewolf")):
        game = dealt_game("ultimate", ["lycan", "werewolf", "seer", "villager", "villager"],
                          variants=variants)
        next_night(game)
        night_to_dawn(game, ev.PackKill(targets=[1]))
        assert game.state.players[1].died.revealed == shown  # type: ignore[union-attr]


# ------------------------------------------------------------------ Masons


def test_the_masons_meet_on_the_first_night_only() -> None:
    """Mason: "On the first night, the Moderator calls the Masons. They wake up and get to
    know each other"."""
    game = dealt_game("ultimate", ["mason", "mason", "werewolf", "seer", "villager"])
    game.record(ev.NightFalls())
    masons = call(game, "mason")
    assert masons.seats == (1, 2) and masons.record == ("know",)
    next_night(game)
    assert "mason" not in calls(game)


def test_the_masons_kill_whoever_mentions_them_the_following_night() -> None:
    """Mason: "No one in the village may mention the Masons directly or indirectly, or else
    the Masons will kill them the following night to protect their secret": recorded by day
    (`death`, kind "masons"), the player dies at the next dawn; no protection of the night
    saves them."""
    game = dealt_game("ultimate", ["mason", "mason", "werewolf", "seer", "villager",
                                   "bodyguard", "villager"])
    night_to_dawn(game)
    assert game.check(ev.Death(target=5, cause="mentioned the Masons", kind="masons")) == []
    game.record(ev.Death(target=5, cause="mentioned the Masons", kind="masons"))
    assert game.state.players[5].alive  # not by day: the following night
    next_night(game)
    game.record(ev.Protect(role="bodyguard", target=5))
    assert game.preview_dawn().deaths == [(5, "killed by the Masons", [])]
    game.record(ev.Dawn())
    assert cause(game.state, 5) == "killed by the Masons"
    lone = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager"])
    next_night(lone)
    assert rules(lone.check(ev.Death(target=3, cause="x", kind="masons"))) == ["no-masons"]


def test_a_player_killed_by_the_masons_loses_even_if_the_team_wins() -> None:
    """Mason: "If a player is killed by the Masons, they automatically lose, even if their
    team goes on to win"."""
    game = dealt_game("ultimate", ["mason", "mason", "werewolf", "seer", "villager",
                                   "villager"])
    night_to_dawn(game)
    game.record(ev.Death(target=5, cause="mentioned the Masons", kind="masons"))
    night_to_dawn(game, ev.PackKill(targets=[6]))
    game.record(ev.Nominate(nominee=3, by=[1, 2]))
    game.record(ev.Vote(nominee=3, execute=[1, 2, 4], spare=[3]))
    assert game.state.winners == ["village"] and game.state.winning_seats == [1, 2, 4, 6]


# ------------------------------------------------------------------ Medium


def test_the_medium_finds_special_roles() -> None:
    """Medium: "The Medium looks for players with special roles — that is, players who are
    neither plain Villagers nor Werewolves"."""
    game = dealt_game("ultimate", ["medium", "werewolf", "sorceress", "villager", "hunter",
                                   "villager"])
    next_night(game)
    answers = {}
    for target in (2, 3, 4, 5):
        game.state.tonight.done.clear()
        game.record(ev.RoleCheck(role="medium", target=target))
        answers[target] = game.state.checks[-1][3]
    assert answers == {2: "not special", 3: "special", 4: "not special", 5: "special"}


def test_the_medium_variant_finds_the_villager_team_as_it_is_now() -> None:
    """Medium, alternate variant: "the Medium finds out whether a player belongs to the
    Villager team … The Cursed, Doppelganger, and Drunk are checked according to whichever
    team they belong to at the moment of the check"."""
    game = dealt_game("ultimate", ["medium", "werewolf", "cursed", "sorceress", "villager",
                                   "villager"], variants=["medium-villager-team"])
    next_night(game)
    game.record(ev.RoleCheck(role="medium", target=3))
    night_to_dawn(game, ev.PackKill(targets=[3]), ev.RoleCheck(role="medium", target=4))
    next_night(game)
    game.record(ev.RoleCheck(role="medium", target=3))
    assert [c[3] for c in game.state.checks] == ["villager team", "not villager team",
                                                 "not villager team"]


# ------------------------------------------------------------------ Martyr, Mayor, Hunter


def test_the_martyr_dies_in_the_condemned_players_place() -> None:
    """Martyr: "Immediately after sentencing (before execution), the Martyr may sacrifice
    themselves to save the condemned player from death. This happens before roles are
    revealed. The Moderator should say: 'You've sentenced this player to death. Does the
    Martyr wish to take their place?'\""""
    game = dealt_game("ultimate", ["martyr", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=4, by=[2, 3]))
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3, 5], spare=[4]))
    assert game.state.players[4].died is None  # nothing revealed yet
    assert any("does the Martyr take their place" in w for w in game.waiting_for())
    assert "sentenced this player to death" in game.roles["martyr"].call_text
    game.record(ev.MartyrChoice(takes_place=True))
    assert game.state.players[4].alive and not game.state.players[1].alive


def test_the_mayor_counts_two_and_an_elected_mayor_is_replaced() -> None:
    """Mayor: "When votes are tallied, the Mayor's vote counts as two … The Mayor can be a
    dedicated role (dealt as a card), or can be elected on the first day … If the elected
    Mayor dies, the players elect a new one"."""
    game = dealt_game("ultimate", ["mayor", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=2, by=[3, 4]))
    game.record(ev.Vote(nominee=2, execute=[1, 3], spare=[2, 4, 5, 6]))  # 2 + 1 of 7: no
    assert game.state.players[2].alive
    elected = dealt_game("ultimate", ["villager", "werewolf", "seer", "villager", "villager",
                                      "villager"], variants=["elected-mayor"])
    night_to_dawn(elected)
    elected.record(ev.MayorElected(target=4))
    elected.record(ev.Nominate(nominee=4, by=[1, 3]))
    elected.record(ev.Vote(nominee=4, execute=[1, 2, 3, 5], spare=[4]))
    assert elected.state.mayor_pending
    elected.record(ev.MayorElected(target=5))
    assert elected.state.mayor == 5 and not elected.state.mayor_pending


def test_the_hunter_shoots_at_once_by_day_or_in_the_morning() -> None:
    """Hunter: "If the Hunter dies (during the day or night), they may immediately choose one
    player to be killed. The Hunter may also fire into the air … If the Hunter is killed at
    night, they choose their target in the morning, as soon as the Moderator informs them of
    their death"."""
    game = dealt_game("ultimate", ["hunter", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"])
    next_night(game)
    night_to_dawn(game, ev.PackKill(targets=[1]))
    assert game.state.pending_shots == [1]
    assert any("shoots now" in line for line in game.dawn_report.moderator)  # type: ignore[union-attr]
    game.record(ev.HunterShot(target=2))
    assert cause(game.state, 2) == "shot by the Hunter"
    air = dealt_game("ultimate", ["hunter", "werewolf", "werewolf", "seer", "villager",
                                  "villager", "villager"])
    night_to_dawn(air)
    air.record(ev.Nominate(nominee=1, by=[4, 5]))
    air.record(ev.Vote(nominee=1, execute=[2, 3, 4, 5, 6], spare=[1]))
    assert air.state.pending_shots == [1]
    air.record(ev.HunterShot(target=None))
    assert len(air.state.alive) == 6


def test_the_vampire_hunter_in_any_game_with_vampires() -> None:
    """Hunter: "Vampire Hunter: in games with Vampires, the Hunter becomes a Vampire Hunter.
    If killed by Vampires, they kill the nearest Vampire before dying" — with no variant
    named; "nearest" counts round the circle as it has closed up."""
    game = dealt_game("ultimate", ["vampire", "seer", "villager", "hunter", "villager",
                                   "vampire", "werewolf", "villager", "villager"])
    next_night(game)
    next_night(game)
    game.record(ev.PackKill(role="vampire", targets=[3]))  # 3 will not be in the circle
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    assert not game.state.players[3].alive
    game.record(ev.PackKill(role="vampire", targets=[4]))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())  # dies at dusk, after the vote
    # With seat 3 gone, seats 1 (two places away) and 6 (two places away): the lower seat.
    assert cause(game.state, 1) == "shot by the Vampire Hunter"
    assert cause(game.state, 4) == "bitten by the vampires"


# ------------------------------------------------------------------ Pacifist, Ghost, Prince


def test_the_pacifist_always_votes_against_and_in_the_variant_may_not_accuse() -> None:
    """Pacifist: "The Pacifist always votes against execution"; alternate variant: "the
    Pacifist can't accuse anyone or second an accusation, and must vote against
    execution"."""
    game = dealt_game("ultimate", ["pacifist", "werewolf", "seer", "villager", "villager"],
                      variants=["pacifist-no-accuse"])
    night_to_dawn(game)
    assert "pacifist-accuses" in rules(game.check(ev.Nominate(nominee=2, by=[1, 3])))
    game.record(ev.Nominate(nominee=2, by=[3, 4]))
    game.record(ev.Vote(nominee=2, execute=[1, 3, 4], spare=[2, 5]))  # 2 of 5 after all
    assert game.state.players[2].alive


def test_the_ghost_dies_on_the_first_night_and_writes_a_letter_every_night() -> None:
    """Ghost: "The Ghost dies on the first night. Every night (including the first), they
    may write a single letter on a piece of paper"."""
    game = dealt_game("ultimate", ["ghost", "werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    assert call(game, "ghost").record == ("write_letter",)
    game.record(ev.LetterWritten(letter="W"))
    game.record(ev.Dawn())
    assert cause(game.state, 1) == "the Ghost dies on the first night"
    game.record(ev.NightFalls())
    assert call(game, "ghost").seats == (1,)  # called though dead
    with pytest.raises(ValueError):
        ev.LetterWritten(letter="WX")


def test_the_first_to_die_becomes_the_ghost_in_the_variant() -> None:
    """Ghost, alternate variant: "the first player to die becomes the Ghost, but helps only
    their own team. If a Werewolf was executed on the first day, that night they become a
    Ghost, see everyone's roles, and write hints for the Werewolf team": no Ghost card is
    dealt (a Villager card in its place), nobody dies of being the Ghost."""
    game = dealt_game("ultimate", ["villager", "werewolf", "werewolf", "seer", "villager",
                                   "villager", "villager"], variants=["ghost-first-dead"])
    setup = game.setup.model_copy(update={"roles": {"ghost": 1, "werewolf": 2, "seer": 1,
                                                    "villager": 3}})
    assert deal(setup, game.roles).cards.count("villager") == 4
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=["villager", "werewolf", "werewolf", "seer", "villager",
                                     "villager", "villager"]))
    game.record(ev.NightFalls())
    assert "ghost" not in calls(game)
    game.record(ev.Dawn())
    assert len(game.state.alive) == 7
    game.record(ev.Nominate(nominee=2, by=[4, 5]))
    game.record(ev.Vote(nominee=2, execute=[1, 4, 5, 6, 7], spare=[2, 3]))
    game.record(ev.NightFalls())
    ghost = call(game, "ghost")
    assert ghost.seats == (2,) and "everyone's role" in ghost.note and "werewolf" in ghost.note
    game.record(ev.LetterWritten(letter="S"))


def test_the_prince_survives_the_execution_and_the_village_sleeps() -> None:
    """Prince: "When this player is executed, they reveal their role and survive, and the
    village immediately falls back asleep after the failed execution"."""
    game = dealt_game("ultimate", ["prince", "werewolf", "seer", "villager", "villager"])
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=1, by=[2, 3]))
    game.record(ev.Vote(nominee=1, execute=[2, 3, 4, 5], spare=[1]))
    assert game.state.players[1].alive and game.state.today.ended
    assert "day-over" in rules(game.check(ev.Nominate(nominee=2, by=[3, 4])))


# ------------------------------------------------------------------ Seer, Priest, Villager


def test_the_seer_and_the_seeress_are_called_separately() -> None:
    """Seer/Seeress: "Every night, the Seer/Seeress points at one of the players. In
    response, the Moderator gives a thumbs-up if it's a Werewolf, or shakes their head no if
    it's a Villager. There are two Seer cards, one for each sex. In large games both may be
    used, and the Moderator calls the Seer and the Seeress separately"."""
    game = dealt_game("ultimate", ["seer", "seeress", "werewolf", "villager", "villager"])
    game.record(ev.NightFalls())
    assert [c for c in calls(game) if c in ("seer", "seeress")] == ["seer", "seeress"]
    game.record(ev.RoleCheck(role="seer", target=3))
    game.record(ev.RoleCheck(role="seeress", target=4))
    assert [c[3] for c in game.state.checks] == ["werewolf", "villager"]
    assert game.roles["seer"].max_count == game.roles["seeress"].max_count == 1


def test_the_priest_blesses_once_and_the_blessing_outlives_the_priest() -> None:
    """Priest: "On one game night, the Priest may bless any chosen player (except
    themselves). If the chosen player is killed on some later night, they survive, but lose
    the blessing. If the Priest dies after having blessed a player, the chosen player remains
    blessed. But the first time that player is killed, the blessing is still removed"."""
    game = dealt_game("ultimate", ["priest", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"])
    game.record(ev.NightFalls())
    assert "self-target" in rules(game.check(ev.Bless(target=1)))
    game.record(ev.Bless(target=4))
    game.record(ev.Dawn())
    night_to_dawn(game, ev.PackKill(targets=[1]))  # the Priest dies
    assert not game.state.players[1].alive and game.state.players[4].blessed
    night_to_dawn(game, ev.PackKill(targets=[4]))
    assert game.state.players[4].alive and not game.state.players[4].blessed
    night_to_dawn(game, ev.PackKill(targets=[4]))
    assert not game.state.players[4].alive


def test_the_priest_variant_looks_at_a_dead_players_role_once() -> None:
    """Priest, alternate variant: "once per game, the Priest may look at the role of a
    player who has died. This variant is only used in games without role reveals"."""
    game = dealt_game("ultimate", ["priest", "werewolf", "seer", "hunter", "villager",
                                   "villager"], variants=["priest-sees-dead", "reveal-none"])
    next_night(game)
    night_to_dawn(game, ev.PackKill(targets=[4]))
    game.record(ev.HunterShot(target=None))
    next_night(game)
    priest = call(game, "priest")
    assert priest.record == ("see_dead",)
    assert rules(game.check(ev.RoleCheck(role="priest", target=5))) == ["not-dead"]
    game.record(ev.RoleCheck(role="priest", target=4))
    assert game.state.checks[-1][3] == "Hunter"
    next_night(game)
    assert "uses-spent" in rules(game.check(ev.RoleCheck(role="priest", target=4)))
    revealed = dealt_game("ultimate", ["priest", "werewolf", "seer", "villager", "villager"],
                          variants=["priest-sees-dead"])
    next_night(revealed)
    night_to_dawn(revealed, ev.PackKill(targets=[4]))
    next_night(revealed)
    assert "sees-dead-with-reveals" in rules(revealed.check(ev.RoleCheck(role="priest",
                                                                         target=4)))


def test_the_villager_has_no_night_action() -> None:
    """Villager: "The Villager's sole purpose is to find and execute the Werewolves": never
    called at night."""
    game = dealt_game("ultimate", ["villager", "werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    assert "villager" not in calls(game)
    assert game.roles["villager"].plain


# ------------------------------------------------------------------ Trouble Maker, Old Hag


def test_the_trouble_maker_is_asked_every_night_and_stirs_up_trouble_once() -> None:
    """Trouble Maker: "On one game night, the Trouble Maker signals the Moderator that there
    will be two executions the following day. Every night, the Moderator should ask: 'Does
    the Trouble Maker want to stir up trouble?'"."""
    game = dealt_game("ultimate", ["trouble_maker", "werewolf", "werewolf", "seer",
                                   "villager", "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    assert call(game, "trouble_maker").say == "Does the Trouble Maker want to stir up trouble?"
    game.record(ev.TroubleSignal())
    game.record(ev.Dawn())
    assert game.state.trouble_day == 1
    next_night(game)
    assert "trouble_maker" in calls(game)
    assert "uses-spent" in rules(game.check(ev.TroubleSignal()))


def test_the_old_hags_banished_player_is_out_of_the_whole_next_day() -> None:
    """Old Hag: "Every night, the Old Hag chooses one player (not herself). That player
    leaves the village for the entire following day. They don't take part in discussions,
    the execution vote, or anything else that happens (the banished player can't be killed
    by the Hunter's shot or by any other means)"."""
    game = dealt_game("ultimate", ["old_hag", "werewolf", "seer", "hunter", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    assert "self-target" in rules(game.check(ev.Banish(target=1)))
    game.record(ev.Banish(target=5))
    game.record(ev.Dawn())
    assert "banished" in rules(game.check(ev.Nominate(nominee=5, by=[2, 3])))
    assert "may-not-vote" in rules(game.check(ev.Nominate(nominee=2, by=[5, 3])))
    game.record(ev.Nominate(nominee=4, by=[2, 3]))
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3, 6], spare=[4]))
    assert "banished" in rules(game.check(ev.HunterShot(target=5)))


def test_the_returning_player_chooses_the_next_banished_in_the_variant() -> None:
    """Old Hag, alternate variant: "when the banished player returns, the following night
    they choose who will be banished the next day, and the cycle repeats. If the returning
    player dies at night, the Old Hag chooses a new player to banish the following night"."""
    game = dealt_game("ultimate", ["old_hag", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"],
                      variants=["old-hag-returning-chooses"])
    game.record(ev.NightFalls())
    assert call(game, "old_hag").seats == (1,)
    game.record(ev.Banish(target=4))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    hag = call(game, "old_hag")
    assert hag.seats == (4,) and "Tap Dieter" in hag.note
    assert "self-target" in rules(game.check(ev.Banish(target=4)))
    game.record(ev.Banish(target=5))
    game.record(ev.PackKill(targets=[6]))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    assert call(game, "old_hag").seats == (5,)  # the cycle repeats
    game.record(ev.Banish(target=7))
    game.record(ev.PackKill(targets=[7]))
    game.record(ev.Dawn())  # the returning player dies at night
    game.record(ev.NightFalls())
    hag = call(game, "old_hag")
    assert hag.seats == (1,) and "the Old Hag chooses" in hag.note


# ------------------------------------------------------------------ Elder, Detective, Bodyguard


def test_the_elder_dies_on_night_werewolves_plus_one() -> None:
    """Elder: "The Elder will die on night X, where X is the number of Werewolves in the
    game + 1, in addition to any other victims … When a Werewolf dies, the Elder's remaining
    lifespan shortens"."""
    game = dealt_game("ultimate", ["elder", "werewolf", "werewolf", "seer", "villager",
                                   "villager", "villager", "villager"])
    assert game.state.elder_night == 3
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=2, by=[4, 5]))
    game.record(ev.Vote(nominee=2, execute=[1, 4, 5, 6, 7], spare=[2, 3]))
    assert game.state.elder_night == 2
    night_to_dawn(game, ev.PackKill(targets=[5]))
    assert cause(game.state, 1) == "the Elder's age" and cause(game.state, 5) is not None


def test_the_psychic_detective_learns_only_whether_a_werewolf_is_near() -> None:
    """Psychic Detective: "On one game night, the Psychic Detective chooses one player. The
    Moderator tells the Detective whether there are any Werewolves among that player's
    neighborhood (the chosen player themselves or their neighbors to the left and right). The
    Moderator never tells the Detective exactly who the Werewolf is"."""
    game = dealt_game("ultimate", ["psychic_detective", "villager", "werewolf", "villager",
                                   "seer", "villager"])
    next_night(game)
    game.record(ev.RoleCheck(role="psychic_detective", target=4))
    assert game.state.checks[-1][3] == "a werewolf nearby"
    next_night(game)
    assert "uses-spent" in rules(game.check(ev.RoleCheck(role="psychic_detective", target=6)))


def test_the_bodyguard_protects_from_any_death_that_night_not_twice_running() -> None:
    """Bodyguard: "Every night, the Bodyguard chooses a player to protect (they may not
    choose the same player two nights in a row). That player cannot be killed that night";
    alternate variant 1: "may only protect each player once per game"; alternate variant 2:
    "the Bodyguard's target also can't be killed the following day"."""
    game = dealt_game("ultimate", ["bodyguard", "werewolf", "witch", "seer", "villager",
                                   "villager"])
    next_night(game)
    next_night(game)
    game.record(ev.Protect(role="bodyguard", target=5))
    game.record(ev.PackKill(targets=[5]))
    game.record(ev.Potions(kill=5))
    game.record(ev.Dawn())
    assert game.state.players[5].alive
    next_night(game)
    assert "repeat-protect" in rules(game.check(ev.Protect(role="bodyguard", target=5)))
    once = dealt_game("ultimate", ["bodyguard", "werewolf", "seer", "villager", "villager"],
                      variants=["bodyguard-once-per-player", "bodyguard-protects-day"])
    next_night(once)
    once.record(ev.Protect(role="bodyguard", target=4))
    once.record(ev.Dawn())
    once.record(ev.Nominate(nominee=4, by=[2, 3]))
    once.record(ev.Vote(nominee=4, execute=[1, 2, 3, 5], spare=[4]))
    assert once.state.players[4].alive  # protected through the day
    night_to_dawn(once, ev.Protect(role="bodyguard", target=5))
    next_night(once)
    assert "once-per-target" in rules(once.check(ev.Protect(role="bodyguard", target=4)))


# ------------------------------------------------------------------ Apprentice Seer


def test_the_apprentice_wakes_instead_of_the_dead_seer_after_a_tap() -> None:
    """Apprentice Seer: "The Apprentice Seer takes the Seer's or Seeress's place if either
    is killed. From then on, when the Moderator calls the Seer or Seeress at night, the
    Apprentice should wake up instead of the one called (the Moderator informs the Apprentice
    of this by tapping their shoulder)": without a full reveal the dead Seer's call gives way
    to the Apprentice's, and the tap comes on the first night only."""
    game = dealt_game("ultimate", ["apprentice_seer", "werewolf", "seer", "villager",
                                   "villager", "villager"], variants=["reveal-none"])
    game.record(ev.NightFalls())
    assert "apprentice_seer" not in calls(game) and "seer" in calls(game)
    next_night(game)
    game.record(ev.PackKill(targets=[3]))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    names = calls(game)
    assert "apprentice_seer" in names and "seer" not in names
    apprentice = call(game, "apprentice_seer")
    assert apprentice.say == "The Seer wakes up and checks a player." and "Tap" in apprentice.note
    game.record(ev.RoleCheck(role="apprentice_seer", target=2))
    assert game.state.checks[-1][3] == "werewolf"
    next_night(game)
    assert call(game, "apprentice_seer").note == ""


def test_the_apprentice_must_check_twice_while_the_seer_lives() -> None:
    """Apprentice Seer, alternate variant: "in addition to the first ability, the Apprentice
    wakes at night (while the Seer is still alive) and checks a player, but must check them
    twice to learn whether they're a Werewolf"."""
    game = dealt_game("ultimate", ["apprentice_seer", "werewolf", "seer", "villager",
                                   "villager", "villager"],
                      variants=["apprentice-checks-twice"])
    game.record(ev.NightFalls())
    assert "apprentice_seer" in calls(game) and "second time" in call(
        game, "apprentice_seer").note
    game.record(ev.RoleCheck(role="apprentice_seer", target=2))
    next_night(game)
    game.record(ev.RoleCheck(role="apprentice_seer", target=4))
    next_night(game)
    game.record(ev.RoleCheck(role="apprentice_seer", target=2))
    assert [c[3] for c in game.state.checks] == ["check again", "check again", "werewolf"]


# ------------------------------------------------------------------ Enchantress, Diseased


def test_the_enchantress_silences_anyone_once() -> None:
    """Enchantress: "Every night, the Enchantress may choose any player (including herself)
    and silence them for the entire next day (the player can't speak, but can vote and
    communicate with gestures). The same player can't be silenced twice in one game"."""
    game = dealt_game("ultimate", ["enchantress", "werewolf", "seer", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    assert game.check(ev.Silence(target=1)) == []
    game.record(ev.Silence(target=4))
    game.record(ev.Dawn())
    assert "silenced" in rules(game.check(ev.Nominate(nominee=2, by=[4, 3])))
    game.record(ev.Nominate(nominee=2, by=[3, 5]))
    assert game.check(ev.Vote(nominee=2, execute=[1, 3, 4, 5], spare=[2])) == []
    next_night(game)
    assert "once-per-target" in rules(game.check(ev.Silence(target=4)))
    assert game.check(ev.Passed(role="enchantress")) == []


def test_the_enchantress_must_silence_in_the_variant() -> None:
    """Enchantress, alternate variant: "every night, the Enchantress must choose a player and
    silence them for the next day"."""
    game = dealt_game("ultimate", ["enchantress", "werewolf", "seer", "villager"],
                      variants=["enchantress-must-silence"])
    game.record(ev.NightFalls())
    with pytest.raises(RuleViolation, match="must silence"):
        game.record(ev.Passed(role="enchantress"))
    for target in (1, 2, 3, 4):
        game.record(ev.Silence(target=target))
        next_night(game)
    assert game.check(ev.Passed(role="enchantress")) == []  # nobody left to silence


def test_the_diseased_meal_stops_the_next_hunt() -> None:
    """Diseased: "If the Werewolves eat the Diseased player, they don't go hunting the
    following night due to illness. If roles aren't revealed, the Werewolves still choose a
    target, but that target doesn't die. If roles are revealed, the Werewolves simply don't
    wake up that night"."""
    for variants, wolves_called in (([], False), (["reveal-none"], True)):
        game = dealt_game("ultimate", ["diseased", "werewolf", "seer", "villager",
                                       "villager", "villager"], variants=variants)
        next_night(game)
        night_to_dawn(game, ev.PackKill(targets=[1]))
        next_night(game)
        assert ("werewolf" in calls(game)) is wolves_called
        if wolves_called:
            game.record(ev.PackKill(targets=[4]), override="they choose all the same")
            game.record(ev.Dawn())
            assert game.state.players[4].alive
