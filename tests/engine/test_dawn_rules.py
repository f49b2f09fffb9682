"""Dawn resolution (issue 4): every death with its cause and chain, every survival with its
reason, and the announcement. Rulebooks: Werwölfe = the Werwölfe rulebook, Ultimate =
Ultimate Werewolf: Ultimate Edition."""

from __future__ import annotations

from engine_helpers import dealt_game, night_to_dawn

from notepad.engine import events as ev
from notepad.engine.game import Game


def cause(game: Game, seat: int) -> tuple[str, list[int]] | None:
    died = game.state.players[seat].died
    return None if died is None else (died.cause, died.chain)


# ------------------------------------------------------------------ Werwölfe


def test_werwoelfe_announces_the_poisoned_first_then_the_devoured() -> None:
    """003, Day Phase: The First Day — "If the Witch has used her poison potion, the moderator
    first announces which player was poisoned … Then … which player was devoured"."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "witch", "seer", "villager",
                                    "villager", "villager"])
    night_to_dawn(game, ev.PackKill(targets=[5]), ev.Potions(kill=6))
    report = game.dawn_report
    assert report is not None
    assert [d[0] for d in report.deaths] == [6, 5]
    assert report.announce == ["Felix was poisoned — Villager.",
                               "Emma was devoured by the werewolves — Villager."]


def test_werwoelfe_no_one_was_devoured_tonight() -> None:
    """003, Day Phase: The First Day — when the Witch or the Healer saved the victim, "the
    moderator says: 'No one was devoured tonight.'"; the Witch may heal herself (003, All
    Characters at a Glance — Witch)."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "witch", "healer", "villager",
                                    "villager"])
    night_to_dawn(game, ev.PackKill(targets=[3]), ev.Potions(heal=3))
    report = game.dawn_report
    assert report is not None and report.deaths == []
    assert report.survivals == [(3, "healed by the Witch")]
    assert report.announce == ["No one was devoured tonight."]
    night_to_dawn(game, ev.PackKill(targets=[5]), ev.Protect(role="healer", target=5))
    assert game.dawn_report.survivals == [(5, "protected by the Healer")]  # type: ignore[union-attr]


def test_red_riding_hood_and_a_poisoned_hunter() -> None:
    """003, All Characters at a Glance — Red Riding Hood: "If the Hunter dies on the same night
    that Red Riding Hood is also the werewolves' victim, Red Riding Hood dies"; the Hunter then
    shoots "immediately … after their death is announced" (Hunter)."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "hunter", "red_riding_hood",
                                    "witch", "villager", "villager"])
    night_to_dawn(game, ev.PackKill(targets=[4]), ev.Potions(kill=3))
    assert cause(game, 3) == ("poisoned by the Witch", [])
    assert cause(game, 4) == ("eaten by the werewolves", [3])  # the Hunter's death let it happen
    assert game.state.pending_shots == [3]
    assert any("shoots now" in line for line in game.dawn_report.moderator)  # type: ignore[union-attr]
    assert game.state.phase == "day"
    game.record(ev.HunterShot(target=1))
    assert cause(game, 1) == ("shot by the Hunter", [3])
    assert game.state.pending_shots == []


def test_the_hunter_shoots_a_lover() -> None:
    """003, Cupid: a lover killed "regardless of how" takes the other along; 004, Role Cards —
    Hunter: the dead Hunter's shot. The grief's chain names the Hunter, then the lover."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "hunter", "cupid", "villager",
                                    "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[5, 6]))
    game.record(ev.PackKill(targets=[3]))
    game.record(ev.Dawn())
    assert game.state.pending_shots == [3]
    game.record(ev.HunterShot(target=5))
    assert cause(game, 5) == ("shot by the Hunter", [3])
    assert cause(game, 6) == ("lover's grief", [3, 5])


def test_lovers_grief_after_a_lynching_and_the_mayor_card_passes() -> None:
    """003, Mayor (variant): "If the player who currently holds the Mayor card dies, they must
    immediately pass the card to another still-living player"."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "seer", "villager", "villager",
                                    "villager"], variants=["elected-mayor"])
    night_to_dawn(game, ev.PackKill(targets=[6]))
    game.record(ev.MayorElected(target=4))
    game.record(ev.Nominate(nominee=4, by=[1, 2]))
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3], spare=[4, 5]))
    assert game.state.mayor_pending
    assert "Mayor card" in game.waiting_for()[0]
    game.record(ev.MayorElected(target=5))
    assert not game.state.mayor_pending and game.state.mayor == 5


# ------------------------------------------------------------------ Ultimate


def test_the_witch_heals_the_stalwart_on_the_night_it_would_die() -> None:
    """004, Role Cards — Stalwart: attacked, "they only die the following night … Players are
    told that no one died the previous night"; the Witch "may … heal a player killed that
    night" (Role Cards — Witch), so she can save the Stalwart on that following night."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "stalwart", "witch", "seer",
                                   "villager", "villager", "villager"])
    night_to_dawn(game)
    night_to_dawn(game, ev.PackKill(targets=[3]))
    assert game.state.players[3].alive
    assert game.dawn_report.survivals == [(3, "the Stalwart dies a night late")]  # type: ignore[union-attr]
    assert game.dawn_report.announce == ["No one died tonight."]  # type: ignore[union-attr]
    night_to_dawn(game, ev.PackKill(targets=[6]), ev.Potions(heal=3))
    assert game.state.players[3].alive and not game.state.players[6].alive
    assert (3, "healed by the Witch") in game.dawn_report.survivals  # type: ignore[union-attr]


def test_the_stalwart_dies_a_night_late_with_the_next_victim() -> None:
    """004, Role Cards — Stalwart: "The following night, there may be two or more deaths: the
    Stalwart, plus anyone else eaten that night"."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "stalwart", "seer", "villager",
                                   "villager", "villager", "villager"])
    night_to_dawn(game)
    night_to_dawn(game, ev.PackKill(targets=[3]))
    night_to_dawn(game, ev.PackKill(targets=[5]))
    assert cause(game, 3) == ("eaten by the werewolves a night late (Stalwart)", [])
    assert cause(game, 5) == ("eaten by the werewolves", [])


def test_the_elder_dies_on_night_wolves_plus_one_sooner_for_each_dead_wolf() -> None:
    """004, Role Cards — Elder: dies on night X = Werewolves + 1; "When a Werewolf dies, the
    Elder's remaining lifespan shortens"."""
    cards = ["werewolf", "werewolf", "werewolf", "elder", "seer", "villager", "villager",
             "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    assert game.state.elder_night == 4
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=1, by=[5, 6]))
    game.record(ev.Vote(nominee=1, execute=[4, 5, 6, 7, 8, 9], spare=[1, 2, 3]))
    assert game.state.elder_night == 3
    night_to_dawn(game, ev.PackKill(targets=[10]))
    assert game.state.players[4].alive
    night_to_dawn(game, ev.PackKill(targets=[9]))
    assert cause(game, 4) == ("the Elder's age", [])


def test_the_diseased_keeps_the_wolves_from_hunting() -> None:
    """004, Role Cards — Diseased: eaten, the Werewolves don't hunt the following night; "If
    roles are revealed, the Werewolves simply don't wake up"; without reveals "the Werewolves
    still choose a target, but that target doesn't die"."""
    cards = ["werewolf", "werewolf", "diseased", "seer", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    night_to_dawn(game)
    night_to_dawn(game, ev.PackKill(targets=[3]))
    game.record(ev.NightFalls())
    assert "werewolf" not in [c.role for c in game.night_script()]
    hidden = dealt_game("ultimate", cards, variants=["reveal-none"])
    night_to_dawn(hidden)
    night_to_dawn(hidden, ev.PackKill(targets=[3]))
    hidden.record(ev.NightFalls())
    assert "werewolf" in [c.role for c in hidden.night_script()]
    hidden.record(ev.PackKill(targets=[5]))
    hidden.record(ev.Dawn())
    assert hidden.state.players[5].alive
    assert hidden.dawn_report.survivals == [  # type: ignore[union-attr]
        (5, "the Werewolves are ill: they ate the Diseased")]


def test_the_wolf_cub_double_kill() -> None:
    """004, Role Cards — Wolf Cub: "If the Wolf Cub dies, the Werewolves eat two players the
    following night"; eating their own Wolf Cub they "may immediately eat two more players
    that same night"."""
    cards = ["werewolf", "wolf_cub", "seer", "villager", "villager", "villager", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards)
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=2, by=[3, 4]))
    game.record(ev.Vote(nominee=2, execute=[3, 4, 5, 6, 7, 8], spare=[1]))
    game.record(ev.NightFalls())
    assert game.check(ev.PackKill(targets=[4, 5])) == []
    assert "too-many-victims" in [v.rule for v in game.check(ev.PackKill(targets=[4, 5, 6]))]
    game.record(ev.PackKill(targets=[4, 5]))
    game.record(ev.Dawn())
    assert not game.state.players[4].alive and not game.state.players[5].alive
    sacrifice = dealt_game("ultimate", cards)
    night_to_dawn(sacrifice)
    sacrifice.record(ev.NightFalls())
    sacrifice.record(ev.PackKill(targets=[2, 4, 5]))
    sacrifice.record(ev.Dawn())
    assert [d[0] for d in sacrifice.dawn_report.deaths] == [2, 4, 5]  # type: ignore[union-attr]
    assert sacrifice.state.extra_victims == {}  # no second bonus for the sacrifice


def test_the_charm_holder_survives_the_night_and_the_blessing_waits_a_night() -> None:
    """004, Rule Variants — The Charm: "If the Charm holder is chosen to be killed at night,
    they survive"; Role Cards — Priest: blessed, "If the chosen player is killed on some
    later night, they survive, but lose the blessing"."""
    cards = ["werewolf", "werewolf", "priest", "witch", "seer", "villager", "villager",
             "villager"]
    game = dealt_game("ultimate", cards, variants=["charm"], charm_holder=6)
    game.record(ev.NightFalls())
    game.record(ev.Bless(target=7))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[6]))
    game.record(ev.Potions(kill=7))
    game.record(ev.Dawn())
    report = game.dawn_report
    assert report is not None and report.deaths == []
    assert set(report.survivals) == {(6, "holds the Charm"),
                                     (7, "blessed by the Priest (the blessing is used up)")}
    assert not game.state.players[7].blessed


def test_a_blessing_does_not_save_on_the_night_it_is_given() -> None:
    """004, Role Cards — Priest: the blessing works "on some later night"."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "priest", "seer", "villager",
                                   "villager", "villager"])
    night_to_dawn(game)
    night_to_dawn(game, ev.Bless(target=5), ev.PackKill(targets=[5]))
    assert cause(game, 5) == ("eaten by the werewolves", [])


def test_the_bodyguard_stops_poison_and_the_ghost_dies_on_night_one() -> None:
    """004, Role Cards — Bodyguard: "That player cannot be killed that night"; Ghost: "The
    Ghost dies on the first night"."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "bodyguard", "sorcerer", "ghost",
                                   "seer", "villager", "villager"])
    night_to_dawn(game, ev.Protect(role="bodyguard", target=7), ev.Potions(role="sorcerer", kill=7))
    assert game.state.players[7].alive
    assert cause(game, 5) == ("the Ghost dies on the first night", [])


def test_vampires_bite_after_the_vote_and_cannot_be_eaten() -> None:
    """004, Role Cards — Vampire: "the Vampires' victim dies in broad daylight" after the
    day's vote, and "Vampires can't be killed by Werewolves"."""
    cards = ["werewolf", "vampire", "vampire", "seer", "villager", "villager", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards)
    night_to_dawn(game)
    night_to_dawn(game, ev.PackKill(targets=[2]), ev.PackKill(role="vampire", targets=[5]))
    assert game.state.players[2].alive and game.state.players[5].alive
    assert (2, "Vampires can't be killed by Werewolves") in game.dawn_report.survivals  # type: ignore[union-attr]
    game.record(ev.Nominate(nominee=6, by=[1, 2]))
    game.record(ev.Vote(nominee=6, execute=[1, 2, 3, 4, 5, 7], spare=[6]))
    assert game.state.players[5].alive  # still alive during the vote
    game.record(ev.NightFalls())
    assert cause(game, 5) == ("bitten by the vampires", [])
    assert game.state.players[5].died.when == "day 2"  # type: ignore[union-attr]


def test_the_vampire_hunter_kills_the_nearest_vampire() -> None:
    """004, Role Cards — Hunter: "Vampire Hunter: … If killed by Vampires, they kill the
    nearest Vampire before dying" (Scenarios — Vampire Village)."""
    cards = ["werewolf", "vampire", "villager", "villager", "hunter", "villager", "vampire",
             "seer", "villager"]
    game = dealt_game("ultimate", cards, variants=["vampire-hunter"])
    night_to_dawn(game)
    night_to_dawn(game, ev.PackKill(role="vampire", targets=[5]))
    game.record(ev.NightFalls())
    assert cause(game, 7) == ("shot by the Vampire Hunter", [5])
    assert cause(game, 5) == ("bitten by the vampires", [])
    assert game.state.pending_shots == []


def test_the_cursed_turns_werewolf_or_vampire() -> None:
    """004, Role Cards — Cursed: attacked by the Werewolves the Cursed becomes a Werewolf;
    "after dying from a Vampire's bite the Cursed instead becomes a Vampire"."""
    cards = ["werewolf", "vampire", "cursed", "seer", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    night_to_dawn(game)
    night_to_dawn(game, ev.PackKill(role="vampire", targets=[3]))
    assert game.state.players[3].vampire and game.state.team_of(game.state.players[3]) == \
        "vampire"


def test_a_cursed_turned_vampire_wakes_and_hunts_with_the_vampires() -> None:
    """004, Role Cards — Cursed: "after dying from a Vampire's bite the Cursed instead becomes
    a Vampire" — one of the Vampires from then on, so with the Vampire card's holder dead the
    turned Cursed is still called, awake, and their victim dies after the day's vote (Role
    Cards — Vampire)."""
    cards = ["werewolf", "vampire", "cursed", "seer", "villager", "villager", "villager",
             "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    night_to_dawn(game)
    night_to_dawn(game, ev.PackKill(role="vampire", targets=[3]))
    assert game.state.players[3].vampire
    game.record(ev.Nominate(nominee=2, by=[4, 5]))
    game.record(ev.Vote(nominee=2, execute=[1, 3, 4, 5, 6, 7, 8, 9, 10], spare=[2]))
    assert not game.state.players[2].alive and game.state.phase != "ended"
    game.record(ev.NightFalls())
    call = next(c for c in game.night_script() if c.role == "vampire")
    assert call.seats == (3,) and not call.dead
    bite = ev.PackKill(role="vampire", targets=[5])
    assert game.check(bite) == []
    game.record(bite)
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[4, 6]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5, 6, 7, 8, 9, 10], spare=[1]))
    game.record(ev.NightFalls())
    assert cause(game, 5) == ("bitten by the vampires", [])


def test_the_martyr_takes_the_victims_place_at_night() -> None:
    """004, Role Cards — Martyr, alternate variant: "the Martyr wakes every night after the
    Werewolves choose their victim … The Werewolves' chosen target survives, and the Martyr
    dies instead"."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "martyr", "seer", "villager",
                                   "villager", "villager"], variants=["martyr-night"])
    night_to_dawn(game)
    game.record(ev.NightFalls())
    roles = [c.role for c in game.night_script()]
    assert roles.index("martyr") == roles.index("werewolf") + 1
    game.record(ev.PackKill(targets=[5]))
    game.record(ev.MartyrChoice(takes_place=True))
    game.record(ev.Dawn())
    assert game.state.players[5].alive
    assert cause(game, 3) == ("took Emma's place (Martyr)", [5])


def test_the_doppelganger_takes_the_role_and_the_apprentice_takes_over() -> None:
    """004, Role Cards — Doppelganger: "If that player dies, their role passes to the
    Doppelganger … the Moderator must, on the next night, discreetly tap the Doppelganger";
    Apprentice Seer: "takes the Seer's or Seeress's place if either is killed"."""
    cards = ["werewolf", "werewolf", "doppelganger", "seer", "apprentice_seer", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards)
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[4]))
    game.record(ev.Dawn())
    night_to_dawn(game, ev.PackKill(targets=[4]))
    game.record(ev.NightFalls())
    roles = [c.role for c in game.night_script()]
    assert "doppelganger" in roles and "apprentice_seer" in roles
    assert game.state.players[3].role == "seer" and game.state.players[3].dealt == \
        "doppelganger"
    assert game.state.night_notes == ["Tap Clara: the Doppelganger is now the seer"]


def test_the_drunk_learns_the_real_role_on_night_three() -> None:
    """004, Role Cards — Drunk: the real role is drawn from "a Werewolf, a Villager, and all
    the roles not otherwise in play"; the Drunk believes they're a Villager "until the third
    night, when the Moderator wakes them and shows them their real role": shown at the Drunk's
    own call, so the pack's call that night does not wake them yet (issue 29, item 2)."""
    cards = ["werewolf", "werewolf", "drunk", "seer", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    game.state.players[3].drunk_role = "werewolf"  # as if CardsDealt(drunk_role="werewolf")
    night_to_dawn(game)
    night_to_dawn(game)
    assert game.state.players[3].role == "drunk"
    game.record(ev.NightFalls())
    assert game.state.players[3].role == "werewolf"
    assert "drunk" in [c.role for c in game.night_script()]
    assert 3 not in next(c for c in game.night_script() if c.role == "werewolf").seats


def test_the_drunks_role_is_drawn_from_the_seed() -> None:
    """004, Role Cards — Drunk: the draw is in the deal event, so a replay never draws."""
    from engine_helpers import make_setup

    from notepad.engine.setup import deal

    setup = make_setup("ultimate", ["werewolf", "drunk", "seer", "villager", "villager"])
    dealt = deal(setup, Game.new(setup).roles)
    assert dealt.drunk_role is not None and dealt.drunk_role not in ("drunk", "seer")
    assert deal(setup, Game.new(setup).roles).drunk_role == dealt.drunk_role


def test_a_new_cult_leader_in_the_variant() -> None:
    """004, Role Cards — Cult Leader, alternate variant: "if the Cult Leader dies, the first
    player they recruited into the cult becomes the new Cult Leader"."""
    cards = ["werewolf", "werewolf", "cult_leader", "seer", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards, variants=["cult-leader-successor"])
    night_to_dawn(game, ev.Recruit(target=6))
    night_to_dawn(game, ev.PackKill(targets=[3]))
    game.record(ev.NightFalls())
    assert game.state.cult_successor == 6
    assert 6 in next(c for c in game.night_script() if c.role == "cult_leader").seats


def test_the_witch_is_shown_the_victim() -> None:
    """003, Witch: "I am showing the Witch the werewolves' victim" before she decides."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "witch", "seer", "villager",
                                    "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[3]))
    witch = next(c for c in game.night_script() if c.role == "witch")
    assert witch.note == "Show the Witch tonight's victim: Clara."


def test_village_of_visions_werewolf_witch() -> None:
    """004, Scenarios — Village of Visions: "the Seer doesn't check a player on the first
    night — instead, the Werewolf-Witch does"; "A Werewolf with a Witch's abilities". The
    catalogue marks the role card-less and gives it no potions; the engine deals it and
    gives it the Witch's potions."""
    from engine_helpers import NAMES

    from notepad.catalog import catalog
    from notepad.engine.setup import setup_from_scenario

    scenario = catalog().find_scenario("village-of-visions", "ultimate")
    game = Game.new(setup_from_scenario(scenario, NAMES[:5], seed=2))
    game.deal()
    wolf = next(p.seat for p in game.state.players.values() if p.role == "werewolf_witch")
    assert game.state.potions["werewolf_witch"] == {"heal": 1, "kill": 1}
    game.record(ev.NightFalls())
    assert [c.role for c in game.night_script()] == ["werewolf_witch"]
    prey = [s for s in game.state.players if s != wolf]
    game.record(ev.RoleCheck(role="werewolf_witch", target=prey[0]))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    assert [c.role for c in game.night_script()][:2] == ["werewolf_witch", "seer"]
    game.record(ev.PackKill(role="werewolf_witch", targets=[prey[0]]))
    game.record(ev.Potions(role="werewolf_witch", kill=prey[1]))
    game.record(ev.Dawn())
    assert cause(game, prey[1]) == ("poisoned by the Werewolf Witch", [])
    assert cause(game, prey[0]) == ("eaten by the werewolves", [])


def test_a_player_killed_by_the_masons_loses() -> None:
    """004, Role Cards — Mason: "If a player is killed by the Masons, they automatically lose,
    even if their team goes on to win" — a Tanner killed so does not win either."""
    game = dealt_game("ultimate", ["werewolf", "mason", "mason", "tanner", "villager",
                                   "villager"])
    night_to_dawn(game)
    game.record(ev.Death(target=4, cause="killed by the Masons"))
    game.record(ev.Death(target=5, cause="killed by the Masons"))
    assert game.state.personal_wins == []
    game.record(ev.Nominate(nominee=1, by=[2, 3]))
    game.record(ev.Vote(nominee=1, execute=[2, 3, 6], spare=[1]))
    assert game.state.winners == ["village"] and game.state.winning_seats == [2, 3, 6]


def test_witch_and_sorcerer_alternate_variants() -> None:
    """004, Role Cards — Witch, alternate variant: "the Witch may use only one ability (of her
    choice), and only once"; Sorcerer: "two spells over the course of the game, in any
    combination … Both spells may be cast on the same night"."""
    cards = ["werewolf", "werewolf", "witch", "sorcerer", "seer", "villager", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards,
                      house_rules={"witch-one-ability": True, "sorcerer-two-spells": True})
    game.record(ev.NightFalls())
    game.record(ev.Potions(role="witch", kill=6))
    assert game.state.potions["witch"] == {"heal": 0, "kill": 0}
    game.record(ev.Potions(role="sorcerer", kill=7))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    assert game.check(ev.Potions(role="sorcerer", kill=8)) == []
    game.record(ev.Potions(role="sorcerer", kill=8))
    assert "potion-spent" in [v.rule for v in game.check(ev.Potions(role="sorcerer", heal=9))]


def test_bodyguard_variants() -> None:
    """004, Role Cards — Bodyguard: variant 1 "may only protect each player once per game";
    variant 2 "the Bodyguard's target also can't be killed the following day"."""
    cards = ["werewolf", "werewolf", "bodyguard", "seer", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards, variants=["bodyguard-once-per-player",
                                                   "bodyguard-protects-day"])
    night_to_dawn(game, ev.Protect(role="bodyguard", target=5))
    game.record(ev.Nominate(nominee=5, by=[1, 2]))
    game.record(ev.Vote(nominee=5, execute=[1, 2, 3, 4, 6], spare=[5]))
    assert game.state.players[5].alive
    night_to_dawn(game, ev.Protect(role="bodyguard", target=6))
    game.record(ev.NightFalls())
    assert "once-per-target" in [v.rule for v in game.check(ev.Protect(role="bodyguard",
                                                                        target=5))]


def test_several_hunters_say_which_one_shoots() -> None:
    """004, Role Cards — Hunter: each dead Hunter shoots once; `actor` names the shooter."""
    cards = ["werewolf", "werewolf", "hunter", "hunter", "seer", "villager", "villager",
             "villager"]
    game = dealt_game("ultimate", cards)
    night_to_dawn(game)
    game.record(ev.Nominate(nominee=4, by=[1, 2]))
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3, 5, 6], spare=[4]))
    assert game.state.pending_shots == [4]
    assert "not-pending" in [v.rule for v in game.check(ev.HunterShot(actor=3, target=1))]
    game.record(ev.HunterShot(actor=4, target=1))
    assert cause(game, 1) == ("shot by the Hunter", [4])


def test_replay_json_lists_cause_and_chain(tmp_path) -> None:
    """Issue 4, Done when: "`replay --json` lists each death's `cause` and the chain behind
    it" — the Hunter eaten, shooting a lover, whose partner dies of grief (003, Hunter;
    Cupid)."""
    from notepad.engine.log.replay import load_game, summary

    path = tmp_path / "chain.jsonl"
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "hunter", "cupid", "villager",
                                    "villager", "villager"], log_path=path)
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[5, 6]))
    game.record(ev.PackKill(targets=[3]))
    game.record(ev.Dawn())
    game.record(ev.HunterShot(target=5))
    game.close()
    data = summary(load_game(path)[0])
    assert data["deaths"] == [
        {"name": "Clara", "seat": 3, "when": "night 1", "cause": "eaten by the werewolves",
         "chain": []},
        {"name": "Emma", "seat": 5, "when": "day 1", "cause": "shot by the Hunter",
         "chain": ["Clara"]},
        {"name": "Felix", "seat": 6, "when": "day 1", "cause": "lover's grief",
         "chain": ["Clara", "Emma"]},
    ]
