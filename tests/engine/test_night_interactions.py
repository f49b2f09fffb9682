"""Where roles meet at night and at dawn, as a full table found them (issue 29, part a): each
test is named after its rulebook sentence and cites the section by title (Ultimate = Ultimate
Werewolf: Ultimate Edition; Werwölfe = the Werwölfe rulebook)."""

from __future__ import annotations

from engine_helpers import dealt_game, next_night

from notepad.engine import events as ev
from notepad.engine.game import Game


def call(game: Game, role: str):
    return next(c for c in game.night_script() if c.role == role)


def calls(game: Game) -> list[str]:
    return [c.role for c in game.night_script()]


# ---------------------------------------- Ultimate, Role Cards — Cursed


def test_the_cursed_attacked_tonight_is_a_werewolf_from_then_on() -> None:
    """Ultimate, Role Cards — Cursed: "if the Werewolves attack the Cursed, they don't die —
    instead, they become a Werewolf themselves (and from then on, the Seer identifies them as
    a Werewolf)"; the Cursed's call comes right after the packs' (Night Call Order), so the
    night they are attacked they are told: a thumbs-up, and the Seer after them sees a
    Werewolf. The next night they wake with the pack, already told."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    game.record(ev.PackKill(targets=[1]))
    assert "THUMBS UP" in call(game, "cursed").note
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.state.checks[-1][3] == "werewolf"
    game.record(ev.Dawn())
    assert game.state.players[1].alive and game.state.players[1].bitten
    game.record(ev.NightFalls())
    assert 1 in call(game, "werewolf").seats and "THUMBS UP" in call(game, "cursed").note


def test_the_cursed_guarded_by_the_bodyguard_is_not_attacked() -> None:
    """Ultimate, Role Cards — Bodyguard: the protected player "cannot be killed that night";
    the Bodyguard is called before the Werewolves (Night Call Order), so a guarded Cursed
    is not reached by the attack and stays a Villager, at the call, at the check and at
    dawn alike."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "seer", "bodyguard", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    game.record(ev.Protect(role="bodyguard", target=1))
    game.record(ev.PackKill(targets=[1]))
    assert "shake your head" in call(game, "cursed").note
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.state.checks[-1][3] == "villager"
    game.record(ev.Dawn())
    assert not game.state.players[1].bitten



def test_the_cursed_whose_place_the_night_martyr_takes_is_not_attacked() -> None:
    """Ultimate, Role Cards — Martyr, alternate variant: "the Martyr wakes every night after
    the Werewolves choose their victim, and may take the victim's place. The Werewolves'
    chosen target survives, and the Martyr dies instead"; Cursed: only "if the Werewolves
    attack the Cursed" do they become a Werewolf. The Martyr's call comes right after the
    pack's, before the Cursed's (Night Call Order): a Cursed whose place the Martyr took is
    told "still a Villager", checked as one, and stays one at dawn."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "seer", "martyr", "villager",
                                   "villager", "villager"], variants=["martyr-night"])
    game.record(ev.NightFalls())
    next_night(game)
    order = calls(game)
    assert order.index("werewolf") < order.index("martyr") < order.index("cursed")
    game.record(ev.PackKill(targets=[1]))
    assert "THUMBS UP" in call(game, "cursed").note
    game.record(ev.MartyrChoice(takes_place=True))
    assert "shake your head" in call(game, "cursed").note
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.state.checks[-1][3] == "villager"
    game.record(ev.Dawn())
    assert not game.state.players[1].bitten and not game.state.players[4].alive
    game.record(ev.NightFalls())
    assert 1 not in call(game, "werewolf").seats


def test_the_cursed_attacked_by_both_packs_joins_the_first() -> None:
    """Ultimate, Night Call Order (Werewolves, then Vampires, then the Cursed) and Role Cards —
    Cursed, Vampire: attacked by the Werewolves, the Cursed is a Werewolf before the Vampires
    choose; the Vampires' bite then kills them in daylight, as any Werewolf ("Vampires can't
    be killed by Werewolves", not the other way round). Never both a Werewolf and a Vampire."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "vampire", "seer", "villager",
                                   "villager", "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    game.record(ev.PackKill(targets=[1]))
    game.record(ev.PackKill(role="vampire", targets=[1]))
    assert "THUMBS UP" in call(game, "cursed").note
    game.record(ev.Dawn())
    cursed = game.state.players[1]
    assert cursed.bitten and not cursed.vampire


# ---------------------------------------- Ultimate, Role Cards — Doppelganger


def _tapped_doppelganger() -> Game:
    """The Doppelganger (seat 3) chose the Hunter (seat 4), who was eaten on night 2: night 3
    is the night of the tap."""
    cards = ["werewolf", "werewolf", "doppelganger", "hunter", "seer", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards)
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[4]))
    game.record(ev.Dawn())
    next_night(game)
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.Dawn())
    game.record(ev.HunterShot(target=None))  # fires into the air
    game.record(ev.NightFalls())
    return game


def test_the_doppelganger_chooses_on_the_first_night_only() -> None:
    """Ultimate, Role Cards — Doppelganger: "On the first night, the Doppelganger chooses a
    player … As soon as the chosen player dies, the Moderator must, on the next night,
    discreetly tap the Doppelganger on the shoulder to let them know about their new role":
    the call of the tap records nothing, and a second choice is refused."""
    from notepad.table.night_words import night_texts

    game = _tapped_doppelganger()
    doppelganger = call(game, "doppelganger")
    assert doppelganger.record == ("none",)
    assert "Record:" not in night_texts(game, doppelganger)[1]
    assert "first-night-only" in [v.rule for v in game.check(
        ev.ChoosePlayers(role="doppelganger", targets=[2]))]


def test_the_doppelganger_is_tapped_at_its_own_call_with_the_roles_name() -> None:
    """Ultimate, Role Cards — Doppelganger: "discreetly tap the Doppelganger on the shoulder
    to let them know about their new role": the tap is said at the Doppelganger's call, once,
    with the role's name — not on every call of the night."""
    from notepad.table.night_words import night_texts

    game = _tapped_doppelganger()
    words = night_texts(game, call(game, "doppelganger"))[1]
    assert "Tap Clara: the Doppelganger is now the Hunter" in words
    assert "Tap: Tap" not in words and "the hunter" not in words
    for other in game.night_script():
        if other.role != "doppelganger":
            assert "Doppelganger" not in night_texts(game, other)[1], other.role


# ---------------------------------------- Ultimate, Role Cards — Witch, Sorcerer


def test_dawn_names_the_healer_whose_potion_saved_the_player() -> None:
    """Ultimate, Role Cards — Witch: "the Witch may use her abilities to heal a player killed
    that night"; Sorcerer: "The Sorcerer's abilities are identical to the Witch's". With the
    Witch's heal spent, a heal at the Sorcerer's call is the Sorcerer's: dawn says so."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "witch", "sorcerer", "seer",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    game.record(ev.PackKill(targets=[6]))
    game.record(ev.Potions(role="witch", heal=6))
    game.record(ev.Dawn())
    assert (6, "healed by the Witch") in game.dawn_report.survivals
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[7]))
    game.record(ev.Potions(role="sorcerer", heal=7))
    game.record(ev.Dawn())
    assert (7, "healed by the Sorcerer") in game.dawn_report.survivals



# ---------------------------------------- Ultimate, Role Cards — Drunk


def test_the_drunk_wakes_with_the_real_role_only_once_shown_it() -> None:
    """Ultimate, Role Cards — Drunk: "The Drunk believes they're an ordinary Villager until
    the third night, when the Moderator wakes them and shows them their real role": the
    Drunk's call on the third night is where they are told (its place, after the Cult
    Leader, is the notepad's: Night Call Order), so no call of the real role wakes them before
    it — a Drunk Werewolf is not in the pack's call that night — and from the fourth night
    they wake with it."""
    game = dealt_game("ultimate", ["drunk", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"])
    game.state.players[1].drunk_role = "werewolf"
    game.record(ev.NightFalls())
    next_night(game)
    next_night(game)
    assert "drunk" in calls(game) and call(game, "werewolf").seats == (2,)
    game.record(ev.PackKill(targets=[4]))
    next_night(game)
    assert "drunk" not in calls(game) and call(game, "werewolf").seats == (1, 2)



# ---------------------------------------- Ultimate, Role Cards — Vampire


def _bitten_day() -> Game:
    """Night 2: the Vampires bite Dieter (seat 4); day 2 has begun."""
    game = dealt_game("ultimate", ["vampire", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    game.record(ev.PackKill(role="vampire", targets=[4]))
    game.record(ev.Dawn())
    return game


def test_the_bite_is_said_in_daylight_before_the_village_sleeps() -> None:
    """Ultimate, Role Cards — Vampire: "the other players only learn who it was after voting
    to execute someone: the Vampires' victim dies in broad daylight": the bite is said as
    the day ends, before the words that send the village to sleep, not after them."""
    from notepad.table.recorded import recorded_words

    game = _bitten_day()
    game.record(ev.NightFalls())
    words = recorded_words(game, ev.NightFalls())
    assert "in broad daylight" in words and "before the village falls asleep" in words


# ---------------------------------------- Ultimate, Role Cards — Werewolf


def test_the_minute_is_the_werewolves_not_the_vampires() -> None:
    """Ultimate, Role Cards — Werewolf: "If the Werewolves take more than a minute to choose
    a victim, send them back to sleep — the hunt is called off". The minute is on the
    Werewolf card only: the Vampires' call is not timed, and their victim is not refused."""
    from notepad.engine.night.cards.checks import hunt_is_timed

    game = dealt_game("ultimate", ["vampire", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    assert hunt_is_timed(game.state, "werewolf") and not hunt_is_timed(game.state, "vampire")
    late = [v.rule for v in game.check(ev.PackKill(targets=[4], elapsed=75))]
    assert "hunt-called-off" in late
    game.record(ev.PackKill(targets=[4]))
    assert "hunt-called-off" not in [v.rule for v in game.check(
        ev.PackKill(role="vampire", targets=[5], elapsed=75))]


# ---------------------------------------- Ultimate, Rule Variants — Fateful Dice


def test_dice_5_says_whose_check_the_seers_or_the_seeress() -> None:
    """Ultimate, Rule Variants — Fateful Dice, 5: "Point out the player who was most
    recently checked by the Seer"; Role Cards — Seer/Seeress: "There are two Seer cards, one
    for each sex … the Moderator calls the Seer and the Seeress separately at night". One
    role with two cards: the latest check of either counts, and the words say whose."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "seer", "seeress", "villager",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.RoleCheck(role="seer", target=5))
    game.record(ev.RoleCheck(role="seeress", target=6))
    game.record(ev.DiceRolled(dice=[2, 3]))
    game.record(ev.Dawn())
    rule = game.dice_rule()
    assert "The Seeress last checked Felix." in rule and "The Seer last" not in rule


# ---------------------------------------- Ultimate, Role Cards — Hunter


def test_the_hunters_shot_comes_right_after_the_death_not_after_nightfall() -> None:
    """Ultimate, Role Cards — Hunter: "If the Hunter dies (during the day or night), they may
    immediately choose one player to be killed … If the Hunter is killed at night, they
    choose their target in the morning, as soon as the Moderator informs them of their
    death" (Werwölfe, Hunter: "right after their death is announced"). A Hunter executed by
    day who has not shot when night falls has missed the moment: the shot is refused (with
    the reason, overridable); a Hunter eaten at night shoots in the morning."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "hunter", "seer", "villager",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=3, by=[4, 5]))
    game.record(ev.Vote(nominee=3, execute=[1, 2, 4, 5, 6, 7, 8], spare=[3]))
    assert not game.state.players[3].alive
    game.record(ev.NightFalls(), override="the Hunter was thinking")
    assert "hunter-late" in [v.rule for v in game.check(ev.HunterShot(target=5))]
    morning = dealt_game("ultimate", ["werewolf", "werewolf", "hunter", "seer", "villager",
                                      "villager", "villager", "villager"])
    morning.record(ev.NightFalls())
    next_night(morning)
    morning.record(ev.PackKill(targets=[3]))
    morning.record(ev.Dawn())
    assert "hunter-late" not in [v.rule for v in morning.check(ev.HunterShot(target=5))]


def test_a_shot_missed_at_nightfall_is_no_longer_asked_for() -> None:
    """Ultimate, Role Cards — Hunter: "they may immediately choose one player to be killed".
    A Hunter executed by day who has not shot when night falls has missed the moment: the
    pending shot is cleared at nightfall, so nothing asks for it ("Ask now: … shoots") through
    the night or the next day, while a shot typed all the same is still refused as late, and
    overridden it fires as the Hunter's."""
    from notepad.table.day_words import ask_lines

    game = dealt_game("ultimate", ["werewolf", "werewolf", "hunter", "seer", "villager",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=3, by=[4, 5]))
    game.record(ev.Vote(nominee=3, execute=[1, 2, 4, 5, 6, 7, 8], spare=[3]))
    assert "Clara (Hunter) shoots" in game.waiting_for()
    game.record(ev.NightFalls(), override="the Hunter was thinking")
    assert game.waiting_for() == [] and not any("shoots" in line for line in ask_lines(game))
    assert "hunter-late" in [v.rule for v in game.check(ev.HunterShot(target=5))]
    game.record(ev.HunterShot(target=5), override="the table let him")
    assert game.state.players[5].died is not None
    assert game.state.players[5].died.chain == [3]


def test_a_hunter_who_dies_at_dusk_shoots_as_night_falls() -> None:
    """Ultimate, Role Cards — Hunter: "If the Hunter dies (during the day or night), they may
    immediately choose one player to be killed"; Vampire: "the Vampires' victim dies in broad
    daylight", announced as the day ends. A Hunter who dies then, of grief for the bitten
    lover, is asked for the shot in the night that has just fallen, and it is not refused as
    late; at the next dawn it is missed and no longer asked for."""
    from notepad.table.day_words import ask_lines

    cards = ["vampire", "werewolf", "hunter", "seer", "villager", "villager", "villager",
             "villager", "cupid"]
    game = dealt_game("ultimate", cards)
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(role="cupid", targets=[3, 5]))
    next_night(game)
    game.record(ev.PackKill(role="vampire", targets=[5]))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    assert not game.state.players[3].alive and "Clara (Hunter) shoots" in game.waiting_for()
    assert "hunter-late" not in [v.rule for v in game.check(ev.HunterShot(target=6))]
    late = dealt_game("ultimate", cards)
    late.record(ev.NightFalls())
    late.record(ev.LoversChosen(role="cupid", targets=[3, 5]))
    next_night(late)
    late.record(ev.PackKill(role="vampire", targets=[5]))
    late.record(ev.Dawn())
    late.record(ev.NightFalls())
    late.record(ev.Dawn())
    assert late.waiting_for() == [] and not any("shoots" in line for line in ask_lines(late))
    assert "hunter-late" in [v.rule for v in late.check(ev.HunterShot(target=6))]


def test_the_drunks_role_is_one_not_otherwise_in_play() -> None:
    """Ultimate, Role Cards — Drunk: "While setting up the game, mix a Werewolf, a Villager,
    and all the roles not otherwise in play together, and draw one without revealing it"
    (the alternate variant, "the Drunk learns their role on the first night", draws the
    same way). A deal that gives the Drunk a role in play (other than the Werewolf and the
    Villager) is refused, overridable; the seeded draw never does."""
    from engine_helpers import make_setup

    cards = ["drunk", "werewolf", "seer", "villager", "villager", "villager"]
    for variants in ([], ["drunk-learns-first-night"]):
        game = Game.new(make_setup("ultimate", cards, variants))
        assert "drunk-role" in [v.rule for v in game.check(
            ev.CardsDealt(cards=cards, drunk_role="seer"))]
        for fine in ("werewolf", "villager", "witch"):
            assert "drunk-role" not in [v.rule for v in game.check(
                ev.CardsDealt(cards=cards, drunk_role=fine))], fine


# ---------------------------------------- Werwölfe, Day Phase: The First Day; Hunter


def test_werwoelfe_dawn_the_poisoned_hunter_shoots_before_the_devoured_is_named() -> None:
    """Werwölfe, Day Phase: The First Day: "If the Witch has used her poison potion, the
    moderator first announces which player was poisoned … Then the moderator announces
    which player was devoured"; Hunter: "the Hunter immediately fires their weapon at a
    target right after their death is announced". The poisoned Hunter's shot comes between
    the two: the dawn's words say so there, not after the devoured player."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "witch", "hunter", "seer",
                                    "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[6]))
    game.record(ev.Potions(kill=4))
    game.record(ev.Dawn())
    lines = game.dawn_report.announce
    poisoned = next(i for i, line in enumerate(lines) if "Dieter was poisoned" in line)
    devoured = next(i for i, line in enumerate(lines) if "was devoured" in line)
    assert poisoned < devoured
    shot = [i for i, line in enumerate(lines) if "Dieter (Hunter) shoots" in line]
    assert shot and poisoned < shot[0] < devoured
