"""The Night Call Order of the Ultimate rulebook (Ultimate, Night Call Order),
played by the night script with every listed role in one game, and the places the notepad
gives the roles the list leaves out."""

from __future__ import annotations

from engine_helpers import dealt_game, next_night

from notepad.engine import events as ev

# The list as printed: "Charm, Priest, Bodyguard, Werewolves (including the Lone Wolf and Wolf
# Cub), Vampires, Cursed, Sorcerer, Witch, Seer/Seeress, Psychic Detective, Medium,
# Sorceress, Enchantress, Old Hag, Cult Leader".
LISTED = ["charm", "priest", "bodyguard", "werewolf", "vampire", "cursed", "sorcerer", "witch",
          "seer", "seeress", "psychic_detective", "medium", "sorceress", "enchantress",
          "old_hag", "cult_leader"]
CARDS = ["priest", "bodyguard", "werewolf", "lone_wolf", "wolf_cub", "vampire", "cursed",
         "sorcerer", "witch", "seer", "seeress", "psychic_detective", "medium", "sorceress",
         "enchantress", "old_hag", "cult_leader", "villager", "villager", "villager"]


def test_the_listed_roles_are_called_in_the_listed_order() -> None:
    """Night Call Order: "Below is the order in which nightly roles are called", with the
    Werewolves' call "(including the Lone Wolf and Wolf Cub)" one call, and the Charm first
    on the first night."""
    game = dealt_game("ultimate", CARDS, variants=["charm"], charm_holder=18)
    game.record(ev.NightFalls())
    script = game.night_script()
    assert [c.role for c in script] == LISTED
    pack = next(c for c in script if c.role == "werewolf")
    assert pack.seats == (3, 4, 5) and set(pack.roles) == {"werewolf", "lone_wolf", "wolf_cub"}


def test_the_witch_waits_for_the_werewolves_victim() -> None:
    """Night Call Order: "To call some roles, certain conditions have to be met first — for
    example, the Witch can't be called until the Werewolves have chosen a victim": after the
    pack, shown its victim."""
    game = dealt_game("ultimate", ["witch", "werewolf", "seer", "villager", "villager"])
    next_night(game)
    next_night(game)
    names = [c.role for c in game.night_script()]
    assert names.index("werewolf") < names.index("witch")
    game.record(ev.PackKill(targets=[4]))
    witch = next(c for c in game.night_script() if c.role == "witch")
    assert witch.note == "Show the Witch tonight's victim: Dieter."


def test_the_roles_the_list_leaves_out_have_the_notepads_places() -> None:
    """Night Call Order: the list leaves out the first-night roles (Cupid, the Lovers, the
    Masons, the Doppelganger, the Bandit), the Minion shown its pack, the Apprentice Seer, the
    Trouble Maker, the Ghost and the Drunk: the notepad calls the first-night roles before the
    list (after the Charm), the Minion right after the packs, the Apprentice right after the
    Seeress, then the Trouble Maker, the Ghost and the Drunk last."""
    cards = ["cupid", "mason", "mason", "doppelganger", "bandit", "werewolf", "seer",
             "seeress", "apprentice_seer", "cult_leader", "trouble_maker", "ghost", "drunk",
             "villager", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards, variants=["charm", "reveal-none",
                                                   "apprentice-checks-twice"],
                      charm_holder=14)
    setup = game.setup.model_copy(update={"roles": {**game.setup.roles, "minion": 1,
                                                    "villager": 3}})
    from notepad.engine.game import Game

    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=cards, charm_holder=14))
    game.state.players[13].drunk_role = "villager"
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[14, 15]))
    assert [c.role for c in game.night_script()] == [
        "charm", "cupid", "lovers", "mason", "doppelganger", "bandit", "werewolf", "minion",
        "seer", "seeress", "apprentice_seer", "cult_leader", "trouble_maker", "ghost"]
    next_night(game)
    next_night(game)
    assert [c.role for c in game.night_script()][-3:] == ["ghost", "drunk", "charm"]
