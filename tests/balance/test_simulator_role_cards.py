"""The simulator plays the role cards' rules and alternate variants (issue 13): every variant's
games are legal through the Game facade (the validator has the last word), and where a rule
changes who wins the estimate moves the way the rulebook says (Ultimate =
Ultimate, Role Cards). Seeded and small, so the file runs in seconds."""

from __future__ import annotations

import pytest

from notepad.balance.simulate import Simulation, estimate, game_rng, play_game

# A role set for each variant with the card it changes.
VARIANT_SETS = {
    "cupid-extra-card": {"cupid": 1, "werewolf": 2, "seer": 1, "villager": 7},
    "lovers-by-moderator": {"cupid": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "medium-villager-team": {"medium": 1, "werewolf": 2, "sorceress": 1, "seer": 1,
                             "villager": 5},
    "ghost-first-dead": {"ghost": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "priest-sees-dead": {"priest": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "old-hag-returning-chooses": {"old_hag": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "apprentice-checks-twice": {"apprentice_seer": 1, "werewolf": 2, "seer": 1,
                                "villager": 6},
    "enchantress-must-silence": {"enchantress": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "sorceress-sees-wolves": {"sorceress": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "minion-card": {"minion": 1, "werewolf": 2, "seer": 1, "villager": 6},
    "doppelganger-copies-at-once": {"doppelganger": 1, "werewolf": 2, "seer": 1,
                                    "psychic_detective": 1, "bodyguard": 1, "witch": 1,
                                    "villager": 4},
    "drunk-learns-first-night": {"drunk": 1, "werewolf": 2, "seer": 1, "villager": 6},
}


@pytest.mark.parametrize("variant", sorted(VARIANT_SETS))
def test_every_role_card_variant_plays_legal_games(variant: str) -> None:
    """Each variant's games go through the Game facade's validator (an illegal action would
    raise) and end with a winner."""
    sim = Simulation.from_roles("ultimate", VARIANT_SETS[variant], variants=[variant],
                                driver="game")
    for index in range(12):
        result = play_game(sim.setup, sim.roles, game_rng(5, index), 0.3,
                           _end(sim), driver="game")
        assert result.winners and result.winners != ("draw",), (variant, index)


def _end(sim: Simulation):
    from notepad.balance.simulate.endings import END_RULES

    return END_RULES[sim.end]


def test_the_main_rule_minion_is_chosen_and_plays_for_the_pack() -> None:
    """Role Cards — Minion: the card-less Minion of the main rule is one more player on the
    Werewolves' side, chosen from the village on night 1: the Werewolves win more often than
    with a plain Villager in its place."""
    with_minion = Simulation.from_roles("ultimate", {"minion": 1, "werewolf": 2, "seer": 1,
                                                     "villager": 7})
    without = Simulation.from_roles("ultimate", {"werewolf": 2, "seer": 1, "villager": 8})
    assert len(with_minion.setup.players) == len(without.setup.players) == 11
    wolves = estimate(with_minion, 400, seed=3, workers=1).win_rate()["werewolf"]
    plain = estimate(without, 400, seed=3, workers=1).win_rate()["werewolf"]
    assert wolves > plain


def test_the_ghost_variant_keeps_a_villager_alive_and_helps_the_village() -> None:
    """Role Cards — Ghost: "The Ghost dies on the first night"; in the alternate variant "the
    first player to die becomes the Ghost", so nobody dies of the card: the village wins more
    often."""
    cards = {"ghost": 1, "werewolf": 2, "seer": 1, "villager": 5}
    main = estimate(Simulation.from_roles("ultimate", cards), 400, seed=4, workers=1)
    variant = estimate(Simulation.from_roles("ultimate", cards, variants=["ghost-first-dead"]),
                       400, seed=4, workers=1)
    assert variant.win_rate()["village"] > main.win_rate()["village"]


def test_the_moderator_card_takes_a_player_out_of_the_simulated_game() -> None:
    """Role Cards — Moderator: "whoever received the Moderator card starts running the game":
    the simulated table has one player fewer."""
    sim = Simulation.from_roles("ultimate", {"moderator": 1, "werewolf": 1, "seer": 1,
                                             "villager": 5})
    assert len(sim.setup.players) == 8
    result = play_game(sim.setup, sim.roles, game_rng(1, 0), 0.0, _end(sim))
    assert result.winners


@pytest.mark.parametrize("scenario_id", ["big-village-small-secrets", "vampire-village",
                                         "overpopulated-village"])
def test_the_pack_never_makes_a_vampire_its_minion(scenario_id: str) -> None:
    """Role Cards — Minion: "the Werewolves choose a player who becomes the Minion and joins
    the Werewolf team" — never a member of either pack (the validator refuses it, so an
    illegal choice would stop the run)."""
    from notepad.catalog import catalog

    sim = Simulation.from_scenario(catalog().find_scenario(scenario_id, "ultimate"))
    result = estimate(sim, 24, seed=2, workers=1)
    assert result.games == 24
