"""Night scripts: whom the moderator calls on night N, in which order."""

from __future__ import annotations

from engine_helpers import NAMES, dealt_game

from notepad.catalog import catalog
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import setup_from_scenario

FULL_WERWOELFE = [
    "werewolf", "werewolf", "seer", "witch", "healer", "hunter", "red_riding_hood", "mayor",
    "cupid", "villager", "villager",
]


def order(game: Game, night: int | None = None) -> list[str]:
    return [call.role for call in game.night_script(night)]


def play_night(game: Game, victim: int | None = None) -> None:
    """Record a night with nothing but the wolves' choice, then the dawn."""
    game.record(ev.NightFalls())
    for call in game.night_script():
        if call.role == "werewolf" and victim is not None and "kill" in call.record:
            game.record(ev.PackKill(targets=[victim]))
        else:
            game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())


def test_werwoelfe_first_night_order() -> None:
    """Werwölfe, Night Phase: The First Night — Cupid, Werewolves, Seer, Witch, Healer,
    Hunter, Red Riding Hood, Mayor."""
    game = dealt_game("werwoelfe", FULL_WERWOELFE)
    game.record(ev.NightFalls())
    assert order(game) == [
        "cupid", "werewolf", "seer", "witch", "healer", "hunter", "red_riding_hood", "mayor",
    ]


def test_werwoelfe_later_nights_order() -> None:
    """Werwölfe, The Further Course of the Game: "first the werewolves, then the Seer, then
    the Witch, and finally the Healer"; the others are no longer called."""
    game = dealt_game("werwoelfe", FULL_WERWOELFE)
    play_night(game)
    game.record(ev.NightFalls())
    assert order(game) == ["werewolf", "seer", "witch", "healer"]
    assert order(game, 3) == ["werewolf", "seer", "witch", "healer"]


def test_werwoelfe_roles_not_in_play_are_skipped() -> None:
    """Werwölfe, Night Phase: "Should one role or another not be in play, the moderator skips
    the corresponding paragraph." (example-11 has no Healer and no Red Riding Hood)."""
    scenario = catalog().find_scenario("example-11", "werwoelfe")
    game = Game.new(setup_from_scenario(scenario, NAMES[:11], seed=3))
    game.deal()
    game.record(ev.NightFalls())
    assert order(game) == ["cupid", "werewolf", "seer", "witch", "hunter", "mayor"]
    assert order(game, 2) == ["werewolf", "seer", "witch"]


def test_dead_roles_are_skipped_with_full_reveal() -> None:
    """The Seer eaten on night 1 is not called on night 2 when roles are revealed."""
    game = dealt_game("werwoelfe", FULL_WERWOELFE)
    play_night(game, victim=3)
    assert not game.state.players[3].alive
    game.record(ev.NightFalls())
    assert order(game) == ["werewolf", "witch", "healer"]


def test_dead_roles_still_called_without_reveal() -> None:
    """Ultimate, Rule Variants — Role Reveal: without a full reveal "the Moderator needs to
    call dead players exactly as if they were still alive"; the dead may only pass."""
    cards = ["werewolf", "werewolf", "seer", "witch", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards, variants=["reveal-none"])
    play_night(game)
    play_night(game, victim=3)
    game.record(ev.NightFalls())
    seer = next(c for c in game.night_script() if c.role == "seer")
    assert seer.dead
    assert order(game) == ["werewolf", "witch", "seer"]
    errors = [v.rule for v in game.check(ev.RoleCheck(role="seer", target=1))]
    assert "dead-acting" in errors
    game.record(ev.Passed(role="seer"))


def test_ultimate_classic_village_nights_1_to_3() -> None:
    """Ultimate, Night Call Order: Werewolves, then Sorcerer/Witch, Seer, Sorceress; the
    Witch comes after the wolves. The Hunter and Mayor never wake (no moon)."""
    scenario = catalog().find_scenario("classic-werewolf-village", "ultimate")
    game = Game.new(setup_from_scenario(scenario, NAMES[:16], seed=1))
    game.deal()
    expected = ["werewolf", "witch", "seer", "sorceress"]
    for night in (1, 2, 3):
        game.record(ev.NightFalls())
        assert order(game) == expected, night
        for call in game.night_script():
            game.record(ev.Passed(role=call.role))
        game.record(ev.Dawn())


def test_ultimate_charm_first_on_night_1_and_last_after() -> None:
    """Ultimate, Rule Variants — The Charm: "On the first night, the Moderator calls the Charm
    holder first"; "On each subsequent night, the Charm holder is called last"."""
    scenario = catalog().find_scenario("village-of-voices", "ultimate")
    game = Game.new(setup_from_scenario(scenario, NAMES[:20], variants=["charm"], seed=5))
    dealt = game.deal()
    assert dealt.charm_holder is not None
    game.record(ev.NightFalls())
    night1 = order(game)
    assert night1[0] == "charm"
    assert night1.index("werewolf") < night1.index("witch")
    for call in game.night_script():
        game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    assert order(game)[-1] == "charm"
    assert "mason" not in order(game)  # first night only


def test_ultimate_drunk_on_night_3_only() -> None:
    """Ultimate, Role Cards — Drunk: woken on the third night to learn the real role."""
    scenario = catalog().find_scenario("village-of-voices", "ultimate")
    game = Game.new(setup_from_scenario(scenario, NAMES[:20], seed=2))
    game.deal()
    seen = {}
    for night in (1, 2, 3):
        play_night(game)
        seen[night] = "drunk" in order(game, night)
    assert seen == {1: False, 2: False, 3: True}


def test_apprentice_seer_only_once_the_seer_is_dead() -> None:
    """Ultimate, Role Cards — Apprentice Seer: takes the Seer's place once the Seer is
    killed (the Moderator taps their shoulder)."""
    cards = ["werewolf", "werewolf", "seer", "apprentice_seer", "villager", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards)
    play_night(game)
    assert "apprentice_seer" not in order(game, 1)
    play_night(game, victim=3)
    game.record(ev.NightFalls())
    calls = game.night_script()
    assert [c.role for c in calls] == ["werewolf", "apprentice_seer"]
    assert "Tap" in calls[1].note
    game.record(ev.RoleCheck(role="apprentice_seer", target=1))
    assert game.state.checks[-1][-1] == "werewolf"


def test_ultimate_pack_is_one_call() -> None:
    """Ultimate, Night Call Order: "Werewolves (including the Lone Wolf and Wolf Cub)" — one
    call for the pack, and no victim on the first night (The First Night)."""
    cards = ["werewolf", "wolf_cub", "lone_wolf", "seer"] + ["villager"] * 6
    game = dealt_game("ultimate", cards)
    game.record(ev.NightFalls())
    calls = game.night_script()
    assert [c.role for c in calls] == ["werewolf", "seer"]
    assert calls[0].seats == (1, 2, 3)
    assert calls[0].record == ("know",)
    assert [v.rule for v in game.check(ev.PackKill(targets=[5]))] == ["first-night-no-kill"]
