"""The vote of One Night (notepad.onenight.vote), one test per rule of the rulebook
(One Night Ultimate Werewolf: Epic Battle): Course of the Game — Vote; Roles — Bodyguard,
The Master, Hunter, Venus, Curator, Mimic, Assassin; Epic Battles."""

from __future__ import annotations


def dead(outcome):
    return {d.name for d in outcome.vote.deaths}


def cause(outcome, name):
    return next(d.cause for d in outcome.vote.deaths if d.name == name)


# --- Course of the Game — Vote ----------------------------------------------------------------


def test_vote_the_player_with_the_most_votes_dies(judge):
    """Vote: "The player with the most votes dies." """
    outcome = judge(
        ("A", "werewolf", "B"),
        ("B", "villager", "A"),
        ("C", "seer", "A"),
        ("D", "robber", "B"),
        ("E", "villager", "A"),
    )
    assert dead(outcome) == {"A"}
    assert cause(outcome, "A") == "most_votes"


def test_vote_tie_all_players_in_the_tie_die(judge):
    """Vote: "In case of a tie, all players involved in the tie die." """
    outcome = judge(
        ("A", "werewolf", "B"),
        ("B", "villager", "A"),
        ("C", "seer", "A"),
        ("D", "robber", "B"),
    )
    assert dead(outcome) == {"A", "B"}


def test_vote_every_player_exactly_one_vote_nobody_dies(judge):
    """Vote: "Exception: If every player receives exactly 1 vote, nobody dies!" """
    outcome = judge(
        ("A", "werewolf", "B"),
        ("B", "villager", "C"),
        ("C", "seer", "D"),
        ("D", "robber", "A"),
    )
    assert dead(outcome) == set()
    assert "exactly 1 vote" in outcome.vote.steps[0]


# --- Roles — Bodyguard ------------------------------------------------------------------------


def test_bodyguard_protected_top_player_second_most_die_instead(judge):
    """Bodyguard: "If this player received the most votes, the player(s) with the second-most
    votes die instead." """
    outcome = judge(
        ("A", "werewolf", "C"),
        ("B", "bodyguard", "C"),
        ("C", "seer", "A"),
        ("D", "robber", "C"),
        ("E", "villager", "A"),
        ("F", "villager", "B"),
    )
    assert dead(outcome) == {"A"}
    assert cause(outcome, "A") == "instead_of_protected"
    assert "C" in outcome.vote.protected


def test_bodyguard_second_most_must_have_at_least_two_votes(judge):
    """Bodyguard: "This player must, however, have received at least 2 votes. If no player has
    more than one vote, nobody dies." """
    outcome = judge(
        ("A", "werewolf", "C"),
        ("B", "bodyguard", "C"),
        ("C", "seer", "A"),
        ("D", "robber", "C"),
        ("E", "villager", "B"),
    )
    assert dead(outcome) == set()


def test_bodyguard_protects_one_of_a_tie_the_other_tied_player_dies(judge):
    """Bodyguard: the protected player "cannot be killed"; the others with the most votes
    still die (Vote: ties all die)."""
    outcome = judge(
        ("A", "werewolf", "C"),
        ("B", "bodyguard", "C"),
        ("C", "seer", "A"),
        ("D", "robber", "A"),
        ("E", "villager", "D"),
    )
    assert dead(outcome) == {"A"}
    assert cause(outcome, "A") == "most_votes"


def test_bodyguard_pointing_at_someone_else_changes_nothing(judge):
    """Bodyguard: only the player he points at is protected."""
    outcome = judge(
        ("A", "werewolf", "C"),
        ("B", "bodyguard", "D"),
        ("C", "seer", "A"),
        ("D", "robber", "A"),
        ("E", "villager", "A"),
    )
    assert dead(outcome) == {"A"}


# --- Roles — The Master -----------------------------------------------------------------------


def test_master_protected_when_another_vampire_points_at_him(judge):
    """The Master: "If another vampire (whether Vampire, the Count or the player with the Vampire
    token) points at the Master, the Master is protected … the player with the second-most
    votes dies instead." """
    outcome = judge(
        ("M", "the_master", "B"),
        ("V", "vampire", "M"),
        ("B", "villager", "M"),
        ("C", "seer", "M"),
        ("D", "robber", "B"),
    )
    assert dead(outcome) == {"B"}
    assert "M" in outcome.vote.protected


def test_master_not_protected_by_a_villager(judge):
    """The Master: protection needs another vampire's finger, not anyone's."""
    outcome = judge(
        ("M", "the_master", "B"),
        ("V", "vampire", "B"),
        ("B", "villager", "M"),
        ("C", "seer", "M"),
        ("D", "robber", "M"),
    )
    assert dead(outcome) == {"M"}


def test_master_protected_by_the_vampire_token_holder(judge):
    """The Master: "… or the player with the Vampire token" protects him too."""
    outcome = judge(
        ("M", "the_master", "C"),
        ("T", "villager", "M", {"token": "vampire"}),
        ("B", "villager", "M"),
        ("C", "seer", "B"),
        ("D", "robber", "B"),
    )
    assert dead(outcome) == {"B"}


def test_master_with_vampire_token_keeps_his_ability(judge):
    """Roles — Vampire: "If the Master has the Vampire token at the end, his Master ability
    still applies." """
    outcome = judge(
        ("M", "the_master", "C", {"token": "vampire"}),
        ("K", "the_count", "M"),
        ("B", "villager", "M"),
        ("C", "seer", "M"),
        ("D", "robber", "C"),
    )
    assert dead(outcome) == {"C"}


# --- Epic Battles -----------------------------------------------------------------------------


EPIC = (
    ("W", "werewolf", "V"),
    ("V", "vampire", "W"),
    ("A", "villager", "W"),
    ("B", "seer", "W"),
    ("C", "robber", "V"),
)


def test_epic_battle_most_and_second_most_die(judge):
    """Epic Battles: "not only the player with the most votes dies, but also the one with the
    second-most votes!" """
    outcome = judge(*EPIC)
    assert outcome.mode == "epic"
    assert dead(outcome) == {"W", "V"}
    assert cause(outcome, "V") == "second_most_votes"


def test_epic_battle_tie_for_most_only_tied_players_die(judge):
    """Epic Battles: "In case of a tie for the most votes, only the players involved in the tie
    die." """
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "W"),
        ("A", "villager", "W"),
        ("B", "seer", "V"),
        ("C", "robber", "A"),
    )
    assert dead(outcome) == {"W", "V"}
    assert "A" not in dead(outcome)


def test_epic_battle_tie_for_second_most_all_of_them_die(judge):
    """Epic Battles: "In case of a tie for the second-most votes, the player with the most votes
    and all players with the second-most votes die." """
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "W"),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
        ("C", "robber", "A"),
    )
    assert dead(outcome) == {"W", "V", "A"}


def test_epic_battle_party_all_in_the_middle_only_the_most_votes_die(judge):
    """Epic Battles: "If all role cards of a party … lie in the middle, only the player with the
    most votes dies." """
    outcome = judge(
        ("W", "werewolf", "A"),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
        ("C", "robber", "A"),
        ("D", "villager", "W"),
        middle=("vampire", "the_count", "priest"),
    )
    assert outcome.mode == "classic"
    assert dead(outcome) == {"W"}


# --- Hunter, Venus ----------------------------------------------------------------------------


def test_hunter_dies_and_takes_the_player_he_pointed_at(judge):
    """Hunter: "if the Hunter dies, the player the Hunter pointed at dies as well." """
    outcome = judge(
        ("W", "werewolf", "H"),
        ("H", "hunter", "W"),
        ("A", "villager", "H"),
        ("B", "seer", "H"),
    )
    assert dead(outcome) == {"H", "W"}
    assert cause(outcome, "W") == "hunter"


def test_hunter_target_protected_by_the_bodyguard_does_not_die(judge):
    """Bodyguard: the player he points at "cannot be killed"; only Love beats protection
    (Roles — Venus), so the Hunter's shot does not."""
    outcome = judge(
        ("W", "werewolf", "H"),
        ("H", "hunter", "W"),
        ("G", "bodyguard", "W"),
        ("A", "villager", "H"),
        ("B", "seer", "H"),
    )
    assert dead(outcome) == {"H"}


def test_love_partner_dies_even_if_protected(judge):
    """Venus: "If one of the two players dies in the vote, the other dies as well. (Even if he
    would actually be protected.)" """
    outcome = judge(
        ("W", "werewolf", "A", {"token": "love"}),
        ("G", "bodyguard", "W"),
        ("A", "villager", "W", {"token": "love"}),
        ("B", "seer", "A"),
        ("C", "robber", "A"),
    )
    assert dead(outcome) == {"A", "W"}
    assert cause(outcome, "W") == "love"


def test_hunter_in_love_dies_with_his_lover_and_still_shoots(judge):
    """Who-Has-Won boxes 1 and 2: the lover's death kills the Hunter, whose shot follows."""
    outcome = judge(
        ("W", "werewolf", "A"),
        ("H", "hunter", "W", {"token": "love"}),
        ("A", "villager", "W", {"token": "love"}),
        ("B", "seer", "A"),
        ("C", "robber", "A"),
    )
    assert dead(outcome) == {"A", "H", "W"}


# --- Roles — Curator: artifacts switch off vote abilities ------------------------------------


def test_artifact_bodyguard_protects_nobody(judge):
    """Curator: with Claw, Bite, Brand or Club on it, "the Bodyguard then protects nobody"."""
    outcome = judge(
        ("A", "werewolf", "C"),
        ("B", "bodyguard", "C", {"artifact": "brand"}),
        ("C", "seer", "A"),
        ("D", "robber", "C"),
        ("E", "villager", "A"),
    )
    assert dead(outcome) == {"C"}


def test_artifact_hunter_takes_nobody(judge):
    """Curator: "… and the Hunter takes nobody with him into death." """
    outcome = judge(
        ("W", "werewolf", "H"),
        ("H", "hunter", "W", {"artifact": "club"}),
        ("A", "villager", "H"),
        ("B", "seer", "H"),
    )
    assert dead(outcome) == {"H"}


def test_artifact_master_loses_protection(judge):
    """Curator: the Master's vote ability is switched off by a party-changing artifact."""
    outcome = judge(
        ("M", "the_master", "B", {"artifact": "bite"}),
        ("V", "vampire", "M"),
        ("B", "villager", "M"),
        ("C", "seer", "M"),
        ("D", "robber", "B"),
    )
    assert dead(outcome) == {"M"}


def test_mask_and_cloak_do_not_switch_off_abilities(judge):
    """Curator: only Claw, Bite, Brand and Club take the vote ability away."""
    outcome = judge(
        ("W", "werewolf", "H"),
        ("H", "hunter", "W", {"artifact": "mask"}),
        ("A", "villager", "H"),
        ("B", "seer", "H"),
    )
    assert dead(outcome) == {"H", "W"}


# --- Roles — Mimic, Assassin: cards from the middle -------------------------------------------


def test_mimic_from_the_middle_is_a_plain_villager(judge):
    """Mimic: "If the Mimic's card lies in the middle at the start … the role counts as a regular
    villager without special ability. The player then wins together with the Village." """
    outcome = judge(
        ("W", "werewolf", "X"),
        ("X", "mimic", "W", {"from_middle": True}),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
    )
    person = next(p for p in outcome.people if p.name == "X")
    assert person.role == "villager" and person.party == "village"
    assert outcome.parties == ["village"]
    assert "X" in outcome.players


def test_mimic_as_hunter_has_the_hunter_ability(judge):
    """Mimic: "He takes on this role … From now on he belongs to the party of this role." """
    outcome = judge(
        ("W", "werewolf", "X"),
        ("X", "mimic", "W", {"acts_as": "hunter"}),
        ("A", "villager", "X"),
        ("B", "seer", "X"),
    )
    assert dead(outcome) == {"X", "W"}


def test_mimic_card_keeps_the_mimicked_role_when_it_moves(judge):
    """Mimic: "If the Mimic's role card changes players, the role card continues to be the role
    the Mimic had looked at." """
    outcome = judge(
        ("X", "mimic", "A", {"acts_as": "werewolf"}),
        ("A", "villager", "X"),
        ("B", "seer", "X"),
        ("C", "robber", "X"),
    )
    assert next(p for p in outcome.people if p.name == "X").werewolf
    assert outcome.parties == ["village"]


def test_epic_battle_every_player_one_vote_nobody_dies(judge):
    """Vote: the exception "every player receives exactly 1 vote → nobody dies" holds in an
    Epic Battle too."""
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "A"),
        ("A", "villager", "W"),
    )
    assert outcome.mode == "epic"
    assert dead(outcome) == set()


def test_epic_battle_protected_top_player_only_the_second_most_die(judge):
    """Epic Battles with the Bodyguard: the protected top player does not die; the second-most
    die as in every Epic Battle, and nobody below them."""
    outcome = judge(
        ("W", "werewolf", "A"),
        ("V", "vampire", "W"),
        ("G", "bodyguard", "A"),
        ("A", "villager", "W"),
        ("B", "seer", "A"),
        ("C", "robber", "A"),
    )
    assert dead(outcome) == {"W"}
    assert cause(outcome, "W") == "second_most_votes"


def test_table_knows_which_parties_are_among_the_players(table, known):
    """Epic Battles: "check whether at least one role of each party is represented among the
    players" — after the Vampire token and the artifacts."""
    final = table(
        ("W", "werewolf", "A"),
        ("X", "seer", "W", {"token": "vampire"}),
        ("A", "villager", "W", {"artifact": "claw"}),
    )
    assert final.parties_among(known) == {"werewolf", "vampire"}
