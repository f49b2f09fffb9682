"""Basic dawn resolution, the Seer's answers, and the engine's import hygiene."""

from __future__ import annotations

import subprocess
import sys

from engine_helpers import dealt_game, next_night

from notepad.engine import events as ev


def test_red_riding_hood_survives_while_the_hunter_lives() -> None:
    """Werwölfe, Red Riding Hood: cannot be devoured while the Hunter is alive; dies if the
    Hunter dies the same night (e.g. poisoned)."""
    cards = ["werewolf", "werewolf", "hunter", "red_riding_hood", "witch", "villager"]
    game = dealt_game("werwoelfe", cards)
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.Dawn())
    assert game.state.players[4].alive
    assert "Red Riding Hood" in game.state.last_dawn[0]
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.Potions(kill=3))
    game.record(ev.Dawn())
    assert not game.state.players[4].alive and not game.state.players[3].alive


def test_lovers_grief_and_the_witchs_heal() -> None:
    """Werwölfe, Cupid: "if one of them dies, the other dies immediately as well"; the Witch
    may save the werewolves' victim."""
    cards = ["werewolf", "werewolf", "cupid", "witch", "villager", "villager", "villager"]
    game = dealt_game("werwoelfe", cards)
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[5, 6]))
    game.record(ev.PackKill(targets=[5]))
    game.record(ev.Potions(heal=5))
    game.record(ev.Dawn())
    assert game.state.players[5].alive
    next_night(game)
    game.record(ev.PackKill(targets=[5]))
    game.record(ev.Dawn())
    died = game.state.players[6].died
    assert died is not None and died.cause == "lover's grief" and died.chain == [5]


def test_healer_does_not_stop_poison() -> None:
    """Werwölfe, Healer: "If the chosen player fell victim to the Witch's poison potion, they
    still die"."""
    cards = ["werewolf", "werewolf", "healer", "witch", "villager", "villager"]
    game = dealt_game("werwoelfe", cards)
    game.record(ev.NightFalls())
    game.record(ev.Protect(role="healer", target=5))
    game.record(ev.Potions(kill=5))
    game.record(ev.Dawn())
    assert not game.state.players[5].alive


def test_what_the_seer_sees() -> None:
    """Ultimate, Role Cards: the Lycan looks like a werewolf, the Sorceress and Minion like
    villagers, the Cursed like a werewolf once bitten. A Minion card is dealt only in the
    Minion's alternate variant ("use this role's card as a normal role card"); the card-less
    Minion is seen as a Villager in test_role_cards_wolves.py."""
    cards = ["werewolf", "lycan", "sorceress", "minion", "cursed", "seer", "villager"]
    game = dealt_game("ultimate", cards, variants=["minion-card"])
    game.record(ev.NightFalls())
    seen = {}
    for seat in (1, 2, 3, 4, 5):
        game.record(ev.RoleCheck(role="seer", target=seat), override="one check per seat")
        seen[seat] = game.state.checks[-1][-1]
    assert [o.rules for o in game.state.overrides] == [["acts-twice"]] * 4
    assert seen == {1: "werewolf", 2: "werewolf", 3: "villager", 4: "villager", 5: "villager"}
    next_night(game)
    game.record(ev.PackKill(targets=[5]))
    game.record(ev.Dawn())
    assert game.state.players[5].alive and game.state.players[5].bitten
    game.record(ev.NightFalls())
    assert "cursed" in [c.role for c in game.night_script()]
    game.record(ev.RoleCheck(role="seer", target=5))
    assert game.state.checks[-1][-1] == "werewolf"


def test_engine_imports_no_textual() -> None:
    """docs/design.md, Layers: the engine never loads textual or rich."""
    code = ("import sys, notepad.engine.game, notepad.engine.log.replay; "
            "print(any(m.split('.')[0] in ('textual', 'rich') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_charm_deal_one_more_card_and_first_holder_not_a_wolf() -> None:
    """Ultimate, Rule Variants — The Charm: one more card than players; the card left in the
    moderator's hand is the holder's real role; optionally never a Werewolf."""
    from engine_helpers import NAMES

    from notepad.catalog import catalog
    from notepad.engine.game import Game
    from notepad.engine.setup import SetupError, deal, setup_from_scenario

    roles = catalog().edition_roles("ultimate")
    scenario = catalog().find_scenario("classic-werewolf-village", "ultimate")
    for seed in range(30):
        setup = setup_from_scenario(scenario, NAMES[:16], seed=seed,
                                    variants=["charm", "charm-first-holder-not-wolf"])
        dealt = deal(setup, roles)
        assert len(dealt.cards) == 16 and "charm" not in dealt.cards
        assert dealt.charm_holder is not None
        assert roles[dealt.cards[dealt.charm_holder - 1]].pack is None
    game = Game.new(setup)
    game.deal()
    game.record(ev.NightFalls())
    assert game.night_script()[0].seats == (game.state.charm_holder,)
    short = setup_from_scenario(scenario, NAMES[:15], seed=1)
    try:
        deal(short, roles)
    except SetupError as error:
        assert "16 role cards for 15 players" in str(error)
    else:
        raise AssertionError("a deal with too many cards must fail")
