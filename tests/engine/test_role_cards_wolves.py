"""The Werewolf Team's role cards, sentence by sentence, with their alternate variants
(Ultimate Werewolf: Ultimate Edition, Role Cards — Werewolf Team)."""

from __future__ import annotations

import pytest
from engine_helpers import dealt_game, make_setup, minion_game, next_night, night_to_dawn, rules

from notepad.engine import events as ev
from notepad.engine.game import Game, RuleViolation, edition_roles
from notepad.engine.night.hunt import HuntTimer, hunt_called_off
from notepad.engine.setup import GameSetup, Seat, deal


def calls(game: Game) -> list[str]:
    return [c.role for c in game.night_script()]


def call(game: Game, role: str):
    return next(c for c in game.night_script() if c.role == role)


# ------------------------------------------------------------------ Wolf Cub


def test_the_wolf_cub_wakes_with_the_pack_and_its_death_buys_two_victims() -> None:
    """Wolf Cub: "The Wolf Cub is a Werewolf, so they wake up every night along with the
    rest. If the Wolf Cub dies, the Werewolves eat two players the following night"."""
    game = dealt_game("ultimate", ["wolf_cub", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    assert call(game, "werewolf").seats == (1, 2)
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5, 6, 7], spare=[1, 2]))
    game.record(ev.NightFalls())
    assert game.check(ev.PackKill(targets=[4, 5])) == []
    assert "too-many-victims" in rules(game.check(ev.PackKill(targets=[4, 5, 6])))


def test_the_pack_may_eat_the_wolf_cub_for_two_more_victims() -> None:
    """Wolf Cub: "The Werewolves may eat the Wolf Cub at night (all the Werewolves, including
    the Wolf Cub, must agree to this). In exchange for this sacrifice, the Werewolves may
    immediately eat two more players that same night after eating the Wolf Cub"."""
    game = dealt_game("ultimate", ["wolf_cub", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"])
    next_night(game)
    next_night(game)
    assert game.check(ev.PackKill(targets=[1, 4, 5])) == []
    night = game.state.number
    game.record(ev.PackKill(targets=[1, 4, 5]))
    game.record(ev.Dawn())
    assert [p.seat for p in game.state.players.values() if not p.alive] == [1, 4, 5]
    assert game.state.extra_victims.get(night + 1, 0) == 0  # eaten, not avenged


# ------------------------------------------------------------------ Sorceress


def test_the_sorceress_searches_for_the_seer_alone() -> None:
    """Sorceress: "Every night, the Sorceress searches for the Seer/Seeress (the Moderator
    raises both thumbs if the Sorceress points at the Seer/Seeress). Neither the Werewolves
    nor the Sorceress know each other. The Seer/Seeress sees the Sorceress as a Villager"."""
    game = dealt_game("ultimate", ["sorceress", "werewolf", "seer", "seeress", "villager"])
    game.record(ev.NightFalls())
    assert call(game, "werewolf").seats == (2,) and call(game, "sorceress").seats == (1,)
    assert call(game, "sorceress").note == ""  # nobody shows her the pack
    game.record(ev.RoleCheck(role="sorceress", target=4))
    game.record(ev.RoleCheck(role="seer", target=1))
    assert [c[3] for c in game.state.checks] == ["the seer", "villager"]
    from notepad.table.night_words import ANSWERS

    assert ANSWERS["the seer"].startswith("BOTH THUMBS UP")


def test_the_sorceress_is_shown_the_werewolves_in_the_variant() -> None:
    """Sorceress, alternate variant: "on the first night, the Moderator shows the Sorceress
    which players are Werewolves"."""
    game = dealt_game("ultimate", ["sorceress", "werewolf", "seer", "werewolf", "villager"],
                      variants=["sorceress-sees-wolves"])
    game.record(ev.NightFalls())
    assert call(game, "sorceress").note.startswith("Show the Sorceress the Werewolves: Ben, "
                                                   "Dieter")
    next_night(game)
    assert call(game, "sorceress").note == ""


def test_an_apprentice_who_took_over_is_the_seer_the_sorceress_finds() -> None:
    """Sorceress: "searches for the Seer/Seeress"; Apprentice Seer: "takes the Seer's or
    Seeress's place if either is killed"."""
    game = dealt_game("ultimate", ["sorceress", "werewolf", "seer", "apprentice_seer",
                                   "villager", "villager"])
    next_night(game)
    game.record(ev.RoleCheck(role="sorceress", target=4))
    night_to_dawn(game, ev.PackKill(targets=[3]))
    next_night(game)
    game.record(ev.RoleCheck(role="sorceress", target=4))
    assert [c[3] for c in game.state.checks] == ["not the seer", "the seer"]


# ------------------------------------------------------------------ Werewolf


def test_the_werewolves_meet_on_the_first_night_and_hunt_after() -> None:
    """Werewolf: "The Werewolves get to know each other on the first night, and on every
    following night they jointly choose a victim"."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    assert call(game, "werewolf").record == ("know",)
    assert "first-night-no-kill" in rules(game.check(ev.PackKill(targets=[4])))
    next_night(game)
    assert call(game, "werewolf").record == ("kill",)


def test_the_hunt_is_called_off_after_a_minute() -> None:
    """Werewolf: "If the Werewolves take more than a minute to choose a victim, send them
    back to sleep — the hunt is called off": the seconds the pack took are recorded, and a
    victim chosen after the minute is refused (an empty kill is the called-off hunt)."""
    timer = HuntTimer(started=100.0)
    assert timer.remaining(130.0) == 30 and not timer.called_off(160.0)
    assert timer.hurry(150.0) and timer.called_off(160.5)
    assert not hunt_called_off(None) and hunt_called_off(61)
    game = dealt_game("ultimate", ["werewolf", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    next_night(game)
    next_night(game)
    assert game.check(ev.PackKill(targets=[4], elapsed=59.5)) == []
    assert rules(game.check(ev.PackKill(targets=[4], elapsed=75))) == ["hunt-called-off"]
    with pytest.raises(RuleViolation, match="the hunt is called off"):
        game.record(ev.PackKill(targets=[4], elapsed=75))
    game.record(ev.PackKill(targets=[], elapsed=75))
    game.record(ev.Dawn())
    assert len(game.state.alive) == 6


def test_the_werewolves_never_choose_a_werewolf() -> None:
    """Werewolf: "The Werewolves can't choose another Werewolf as a victim (though they can
    eat the Wolf Cub, see above)"; the Minion and the Sorceress are no Werewolves."""
    game = dealt_game("ultimate", ["werewolf", "lone_wolf", "sorceress", "seer", "villager",
                                   "villager", "villager"])
    next_night(game)
    next_night(game)
    assert "wolves-choose-wolf" in rules(game.check(ev.PackKill(targets=[2])))
    assert game.check(ev.PackKill(targets=[3])) == []


# ------------------------------------------------------------------ Minion


def test_no_minion_card_the_pack_chooses_the_minion() -> None:
    """Minion: "No card is normally needed for this role. On the first night, the Werewolves
    choose a player who becomes the Minion and joins the Werewolf team": the role set counts
    the Minion among the players, and its place in the deck is a Villager card."""
    known = edition_roles("ultimate")
    assert known["minion"].card is False
    setup = GameSetup(edition="ultimate", roles={"werewolf": 1, "minion": 1, "seer": 1,
                                                 "villager": 2},
                      players=[Seat(seat=i, name=f"P{i}") for i in range(1, 6)])
    dealt = deal(setup, known)
    assert "minion" not in dealt.cards and dealt.cards.count("villager") == 3
    game = minion_game(["werewolf", "seer", "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    assert call(game, "werewolf").record == ("know", "minion")
    assert "minion-in-pack" in rules(game.check(ev.MinionChosen(target=1)))
    game.record(ev.MinionChosen(target=4))
    player = game.state.players[4]
    assert player.minion and player.role == "villager"
    assert game.state.team_of(player) == "werewolf"
    assert "minion-chosen" in rules(game.check(ev.MinionChosen(target=5)))


def test_a_minion_card_is_dealt_only_in_the_variant() -> None:
    """Minion: "No card is normally needed for this role" — a deal by hand that gives a
    Minion card breaks the set (its place is a Villager card); "Alternate variant: use this
    role's card as a normal role card" — then the Minion card is the set's."""
    cards = ["werewolf", "minion", "seer", "villager", "villager"]
    plain = Game.new(make_setup("ultimate", cards))
    assert rules(plain.check(ev.CardsDealt(cards=cards))) == ["deal-not-the-set"]
    villager = ["werewolf", "villager", "seer", "villager", "villager"]
    assert plain.check(ev.CardsDealt(cards=villager)) == []
    variant = Game.new(make_setup("ultimate", cards, ["minion-card"]))
    assert variant.check(ev.CardsDealt(cards=cards)) == []
    assert rules(variant.check(ev.CardsDealt(cards=villager))) == ["deal-not-the-set"]


def test_the_minion_knows_the_werewolves_but_never_wakes_with_them() -> None:
    """Minion: "The Minion knows who the Werewolves are, but doesn't wake up with them at
    night": shown the pack once, right after the pack's first-night call; never in the
    pack's call."""
    game = minion_game(["werewolf", "seer", "villager", "villager", "villager", "werewolf"])
    game.record(ev.NightFalls())
    game.record(ev.MinionChosen(target=4))
    names = calls(game)
    assert names.index("minion") == names.index("werewolf") + 1
    minion = call(game, "minion")
    assert minion.seats == (4,) and minion.record == ("know",)
    assert "see who the Werewolves are" in minion.say
    assert minion.note == "Tap Dieter: sees the Werewolves (Anna, Felix)."
    game.record(ev.Passed(role="minion"))
    next_night(game)
    assert "minion" not in calls(game) and 4 not in call(game, "werewolf").seats


def test_the_seer_sees_the_minion_as_a_villager_and_its_other_role_stays() -> None:
    """Minion: "The Seer/Seeress sees them as a Villager. If the Minion has another special
    role, its abilities are retained (it's possible for the Minion to turn out to be the
    Seer, in which case things have gone very badly for the Villagers)"."""
    game = minion_game(["werewolf", "seer", "seeress", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.MinionChosen(target=2))  # the Seer is the Minion now
    game.record(ev.RoleCheck(role="seer", target=1))
    game.record(ev.RoleCheck(role="seeress", target=2))
    assert [c[3] for c in game.state.checks] == ["werewolf", "villager"]
    assert game.state.team_of(game.state.players[2]) == "werewolf"


def test_each_pack_may_have_its_own_minion() -> None:
    """Minion: "If the game includes both Vampires and Werewolves, each team can have its own
    Minion"."""
    game = minion_game(["werewolf", "vampire", "seer", "villager", "villager", "villager",
                        "villager", "villager"], minions=2)
    game.record(ev.NightFalls())
    assert call(game, "vampire").record == ("know", "minion")
    game.record(ev.MinionChosen(target=4))
    game.record(ev.MinionChosen(role="vampire", target=5))
    assert "minion-chosen" in rules(game.check(ev.MinionChosen(role="vampire", target=6)))
    teams = [game.state.team_of(game.state.players[s]) for s in (4, 5)]
    assert teams == ["werewolf", "vampire"]
    assert "Dieter: sees the Werewolves" in call(game, "minion").note
    assert "Emma: sees the Vampires" in call(game, "minion").note
    one = minion_game(["werewolf", "vampire", "seer", "villager", "villager", "villager"])
    one.record(ev.NightFalls())
    assert call(one, "werewolf").record == ("know", "minion")
    assert call(one, "vampire").record == ("know",)


def test_the_vampires_meet_and_choose_their_minion_in_the_packs_words() -> None:
    """Minion: "each team can have its own Minion"; Vampire: "Every night, like the
    Werewolves, the Vampires choose a victim" — so on the first night they only meet, as the
    Werewolves do ("The Werewolves wake up and look around", The First Night), and are asked
    for their Minion."""
    game = minion_game(["werewolf", "vampire", "seer", "villager", "villager", "villager",
                        "villager", "villager"], minions=2)
    game.record(ev.NightFalls())
    vampires = call(game, "vampire")
    assert vampires.record == ("know", "minion")
    assert vampires.say == ("The Vampires wake up and look around. Vampires, point at the "
                            "player who becomes your Minion.")
    assert vampires.end == "The Vampires fall asleep."
    assert call(game, "werewolf").say.endswith("Werewolves, point at the player who becomes "
                                               "your Minion.")
    next_night(game)
    assert call(game, "vampire").say == "The Vampires wake up and choose a victim."


def test_the_vampires_minion_is_told_to_see_the_vampires() -> None:
    """Scenarios — Vampire Village: "The Minion belongs to the Vampire team"; Minion: "The
    Minion knows who the Werewolves are" — for the Vampires' Minion, who the Vampires are. The
    words read aloud named the Werewolves and asked them to raise their thumbs (found in a
    Vampire Village trial)."""
    cards = ["werewolf", "vampire", "vampire", "seer", "villager", "villager", "villager",
             "villager"]
    game = minion_game(cards, variants=["minion-with-vampires"])
    game.record(ev.NightFalls())
    assert call(game, "vampire").record == ("know", "minion")
    assert "see who the Vampires are. Vampires, raise your thumbs" in call(game, "minion").say
    game.record(ev.MinionChosen(role="vampire", target=5))
    minion = call(game, "minion")
    assert minion.say == ("Minion, open your eyes and see who the Vampires are. Vampires, "
                          "raise your thumbs so the Minion can see you.")
    assert "Werewolves" not in minion.say
    # A Minion for each pack: each is shown its own (Role Cards — Minion).
    both = minion_game(cards, minions=2)
    both.record(ev.NightFalls())
    both.record(ev.MinionChosen(target=5))
    both.record(ev.MinionChosen(role="vampire", target=6))
    assert call(both, "minion").say == (
        "Minions, open your eyes. Werewolves, raise your thumbs so your Minion can see you; "
        "then the Vampires, for theirs.")
    # Vampires alone: their Minion (Role Cards — Minion, "each team can have its own").
    alone = minion_game(["vampire", "seer", "villager", "villager", "villager", "villager"])
    alone.record(ev.NightFalls())
    assert "see who the Vampires are" in call(alone, "minion").say
    # The Minion card in Vampire Village: the Minion and the Vampires meet.
    card = dealt_game("ultimate", ["werewolf", "vampire", "minion", "seer", "villager",
                                   "villager"], variants=["minion-card", "minion-with-vampires"])
    card.record(ev.NightFalls())
    assert call(card, "minion").say.startswith("The Minion and the Vampires wake up")


def test_the_minion_card_variant_reveals_minion_and_werewolves_to_each_other() -> None:
    """Minion, alternate variant: "use this role's card as a normal role card, revealing the
    Minion to the Werewolves and vice versa. In this variant, the Minion can't have a second
    role"."""
    game = dealt_game("ultimate", ["werewolf", "minion", "seer", "villager", "villager"],
                      variants=["minion-card"])
    setup = game.setup
    dealt = deal(setup, game.roles)
    assert dealt.cards.count("minion") == 1
    game.record(ev.NightFalls())
    assert call(game, "werewolf").record == ("know",)
    minion = call(game, "minion")
    assert minion.seats == (2,) and "look at each other" in minion.say
    assert rules(game.check(ev.MinionChosen(target=4))) == ["wrong-action"]
    assert game.state.team_of(game.state.players[2]) == "werewolf"


def test_the_werwoelfe_pack_has_no_minute() -> None:
    """The minute is the Ultimate Werewolf card's rule: the Werwölfe rulebook gives the
    werewolves no time limit (Werwölfe, Night Phase)."""
    game = dealt_game("werwoelfe", ["werewolf", "seer", "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    assert game.check(ev.PackKill(targets=[3], elapsed=90)) == []
