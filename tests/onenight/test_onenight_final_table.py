"""One Night role texts that decide the final table: the card and
token in front of a player at the end count, whoever moved them in the night."""

from __future__ import annotations

import pytest

from notepad.catalog.errors import CatalogError


def test_the_card_in_front_of_a_player_at_the_end_counts(judge):
    """Swapped Role Cards and Tokens: "At the end, the card and token lying in front of the
    player count - even if they are different from the ones the player looked at at the
    beginning. The player may thereby change party!" Roles — Robber: "if, for example, he
    swapped his card with a werewolf, he belongs to the Werewolf pack … The fellow player who
    now has the Robber in front of him now belongs to the Village." Ben was dealt the
    Werewolf; the Robber took it: Ben's death is a villager's."""
    outcome = judge(
        ("Anna", "werewolf", "Ben"),  # dealt the Robber, robbed Ben
        ("Ben", "robber", "Anna"),
        ("Cleo", "seer", "Ben"),
        ("Dora", "villager", "Ben"),
    )
    assert [d.name for d in outcome.vote.deaths] == ["Ben"]
    assert outcome.parties == ["werewolf"] and outcome.players == ["Anna"]


@pytest.mark.parametrize("mover", ["witch", "insomniac", "goblin"])
def test_whoever_moved_the_card_the_new_card_decides_the_party(judge, mover):
    """Roles — Witch: "If the Witch gives herself a role that wakes up later in the night …
    She is, however, now a member of the team of her new role card"; Insomniac: "If the role
    card has changed, she now belongs to the party of the new role card"; Goblin: "he may swap
    the role cards … of any two players". Whoever moved it, the card now in front of the
    player decides: a werewolf card dies, so the Village wins — with the player who now holds
    the mover's card."""
    outcome = judge(
        ("Anna", "werewolf", "Ben"),  # the mover's card went elsewhere: Anna is a werewolf
        ("Ben", mover, "Anna"),
        ("Cleo", "villager", "Anna"),
        ("Dora", "villager", "Anna"),
    )
    assert [d.name for d in outcome.vote.deaths] == ["Anna"]
    assert outcome.parties == ["village"] and outcome.players == ["Ben", "Cleo", "Dora"]


def test_lovers_keep_the_party_of_their_cards(judge):
    """Roles — Venus: "The players with Love tokens nevertheless still belong to the party shown
    by their role card. They still win or lose with their party, not with their partner." A
    werewolf in love with a villager: the villager dies in the vote, the werewolf for love, and
    the Village wins without the werewolf lover."""
    outcome = judge(
        ("Anna", "werewolf", "Ben", {"token": "love"}),
        ("Ben", "villager", "Cleo", {"token": "love"}),
        ("Cleo", "seer", "Ben", {"token": "certainty"}),
        ("Dora", "villager", "Ben", {"token": "certainty"}),
    )
    assert {d.name for d in outcome.vote.deaths} == {"Ben", "Anna"}
    assert outcome.parties == ["village"] and outcome.players == ["Ben", "Cleo", "Dora"]


def test_the_ghost_hunter_turns_only_into_a_werewolf_a_vampire_or_the_tanner(known, table):
    """Roles — Ghost Hunter: "if he discovers the card of the Tanner, a werewolf or a vampire …
    transforms into the role he looked at … If the Ghost Hunter discovers the Mimic or the
    Assassin … He therefore does not transform into these roles.\""""
    seats = (("Anna", "villager", "Ben"), ("Ben", "seer", "Anna"))
    for form in ("tanner", "werewolf"):
        table(("Gus", "ghost_hunter", "Anna", {"acts_as": form}), *seats)
    for form in ("mimic", "assassin"):
        with pytest.raises(CatalogError, match="transforms only into"):
            table(("Gus", "ghost_hunter", "Anna", {"acts_as": form}), *seats)


def test_the_alpha_wolfs_extra_card_may_stay_in_the_middle(table):
    """Roles — Alpha Wolf (Setup): "place one werewolf card … face down next to the 3 face-down
    cards in the middle" — a middle of 4 with the Alpha Wolf, 3 without."""
    seats = (("Anna", "alpha_wolf", "Ben"), ("Ben", "seer", "Anna"), ("Cleo", "villager", "Ben"))
    table(*seats, middle=("villager", "werewolf", "robber", "dream_wolf"))
    with pytest.raises(CatalogError, match="the middle holds 3"):
        table(("Anna", "werewolf", "Ben"), *seats[1:],
              middle=("villager", "werewolf", "robber", "dream_wolf"))
