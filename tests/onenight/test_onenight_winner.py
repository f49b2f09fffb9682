"""The Who-Has-Won check (notepad.onenight.winner): every box of both flowcharts and the special
cases of the One Night rulebook (One Night Ultimate Werewolf: Epic Battle): "The Who-Has-Won
Check: Classic Game", "The Who-Has-Won Check: Epic Battles", End of the Game, Roles (Infected,
Instigator, Assassin, Tanner, Renfield, Vampire, Curator, Ghost Hunter), Special Cases."""

from __future__ import annotations


def path_has(outcome, *words):
    return any(all(w in sentence for w in words) for sentence in outcome.path)


# --- Classic flowchart: Start -----------------------------------------------------------------


def test_classic_start_nobody_died_werewolf_among_players_pack_wins(judge):
    """Start: NO → "Is at least one player a WEREWOLF/VAMPIRE? YES: the WEREWOLF PACK/VAMPIRE
    CLAN wins! (1)" """
    outcome = judge(
        ("W", "werewolf", "A"),
        ("A", "villager", "B"),
        ("B", "seer", "C"),
        ("C", "robber", "W"),
    )
    assert outcome.mode == "classic"
    assert outcome.vote.deaths == []
    assert outcome.parties == ["werewolf"]
    assert outcome.players == ["W"]


def test_classic_start_nobody_died_no_monster_village_wins(judge):
    """End of the Game — No werewolf/vampire among you: "the Village wins only if nobody dies
    at all"; Start: NO → NO: the VILLAGE wins!"""
    outcome = judge(
        ("A", "villager", "B"),
        ("B", "seer", "C"),
        ("C", "robber", "A"),
        middle=("werewolf", "sight_wolf", "villager"),
    )
    assert outcome.parties == ["village"]
    assert outcome.players == ["A", "B", "C"]


def test_classic_no_monster_among_players_someone_died_nobody_wins(judge):
    """Box 6: "Is at least one player a WEREWOLF/VAMPIRE? … NO: NOBODY wins!" """
    outcome = judge(
        ("A", "villager", "B"),
        ("B", "seer", "A"),
        ("C", "robber", "A"),
    )
    assert [d.name for d in outcome.vote.deaths] == ["A"]
    assert outcome.parties == []
    assert outcome.players == []
    assert path_has(outcome, "NOBODY wins")


# --- Classic flowchart: boxes 1–6 --------------------------------------------------------------


def test_classic_box_1_hunter_dead_his_target_dies_as_well(judge):
    """Box 1: "Is the HUNTER dead? YES: the player the HUNTER pointed at dies as well!" — the
    Hunter's shot kills the werewolf, so the Village wins (box 5)."""
    outcome = judge(
        ("W", "werewolf", "H"),
        ("H", "hunter", "W"),
        ("A", "villager", "H"),
        ("B", "seer", "H"),
    )
    assert path_has(outcome, "Hunter (H) is dead", "W")
    assert outcome.parties == ["village"]
    assert outcome.players == ["H", "A", "B"]


def test_classic_box_2_lover_dead_other_lover_dies_as_well(judge):
    """Box 2: "Is a player with a LOVE TOKEN dead? YES: the other player with a LOVE TOKEN dies
    as well!" """
    outcome = judge(
        ("W", "werewolf", "A", {"token": "love"}),
        ("A", "villager", "W", {"token": "love"}),
        ("B", "seer", "A"),
        ("C", "robber", "A"),
    )
    assert {d.name for d in outcome.vote.deaths} == {"A", "W"}
    assert path_has(outcome, "Love token", "W")
    assert outcome.parties == ["village"]


def test_classic_box_3_bounty_dead_assassin_wins_and_the_check_goes_on(judge):
    """Box 3: "Is a player with the BOUNTY TOKEN dead? YES: the ASSASSIN wins! Additionally, the
    following also wins …"; Roles — Assassin: other parties can win at the same time."""
    outcome = judge(
        ("W", "werewolf", "X", {"token": "bounty"}),
        ("X", "assassin", "W"),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
    )
    assert outcome.parties == ["village", "assassin"]
    assert outcome.players == ["X", "A", "B"]


def test_classic_box_3_assassin_wins_even_when_he_dies_with_the_bounty(judge):
    """Roles — Assassin: "If, for example, he himself receives the Bounty token, he must die in
    order to win." """
    outcome = judge(
        ("W", "werewolf", "X"),
        ("X", "assassin", "W", {"token": "bounty"}),
        ("A", "villager", "X"),
        ("B", "seer", "X"),
    )
    assert outcome.parties == ["werewolf", "assassin"]
    assert outcome.players == ["W", "X"]


def test_classic_box_3_bounty_dead_without_assassin_among_players(judge):
    """Roles — Assassin: an Assassin card that came from the middle is a plain villager, so
    nobody wins by the Bounty."""
    outcome = judge(
        ("W", "werewolf", "A", {"token": "bounty"}),
        ("X", "assassin", "W", {"from_middle": True}),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
    )
    assert outcome.parties == ["village"]
    assert "X" in outcome.players
    assert path_has(outcome, "no Assassin is among the players")


def test_classic_box_4_tanner_and_a_werewolf_dead_village_and_tanner_win(judge):
    """Box 4: "Is the TANNER dead? YES: Has at least 1 WEREWOLF/VAMPIRE also died? YES: the
    VILLAGE & TANNER win!" """
    outcome = judge(
        ("W", "werewolf", "T"),
        ("T", "tanner", "W"),
        ("A", "villager", "T"),
        ("B", "seer", "W"),
    )
    assert outcome.parties == ["village", "tanner"]
    assert outcome.players == ["T", "A", "B"]


def test_classic_box_4_tanner_dead_no_werewolf_only_the_tanner_wins(judge):
    """Box 4: "… NO: the TANNER wins!" (Roles — Tanner: "If the Tanner, but no werewolf/vampire,
    dies, only the Tanner has won.")"""
    outcome = judge(
        ("W", "werewolf", "T"),
        ("T", "tanner", "W"),
        ("A", "villager", "T"),
        ("B", "seer", "T"),
    )
    assert outcome.parties == ["tanner"]
    assert outcome.players == ["T"]
    assert path_has(outcome, "The Tanner (T) died, no werewolf died → only the Tanner wins")


def test_classic_box_5_werewolf_died_village_wins_even_with_villagers_dead(judge):
    """Box 5: "Has at least 1 WEREWOLF/VAMPIRE died? YES: the VILLAGE wins! (3)"; End of the
    Game: "If, because of a tie, one or more villagers also die, the Village wins nevertheless." """
    outcome = judge(
        ("W", "werewolf", "A"),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
        ("C", "robber", "A"),
    )
    assert {d.name for d in outcome.vote.deaths} == {"W", "A"}
    assert outcome.parties == ["village"]
    assert outcome.players == ["A", "B", "C"]


def test_classic_box_6_no_werewolf_died_werewolf_among_players_pack_wins(judge):
    """Box 6: "Is at least one player a WEREWOLF/VAMPIRE? YES: the WEREWOLF PACK/VAMPIRE CLAN
    wins! (1)" """
    outcome = judge(
        ("V", "vampire", "A"),
        ("K", "the_count", "A"),
        ("A", "villager", "V"),
        ("B", "seer", "A"),
    )
    assert outcome.parties == ["vampire"]
    assert outcome.players == ["V", "K"]


# --- Epic Battle flowchart ---------------------------------------------------------------------


def test_epic_1_nobody_died_nobody_wins(judge):
    """Epic Battles, adjustment (1): "NOBODY wins!" (and "Nobody wins … if nobody has died")."""
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "A"),
        ("A", "villager", "W"),
    )
    assert outcome.mode == "epic"
    assert outcome.vote.deaths == []
    assert outcome.parties == []


def test_epic_1_box_6_no_monster_died_nobody_wins(judge):
    """Epic Battles (1) in box 6: villagers die, no werewolf or vampire → NOBODY wins."""
    outcome = judge(
        ("W", "werewolf", "A"),
        ("V", "vampire", "A"),
        ("A", "villager", "B"),
        ("B", "seer", "A"),
        ("C", "robber", "B"),
    )
    assert {d.name for d in outcome.vote.deaths} == {"A", "B"}
    assert outcome.parties == []


def test_epic_3_werewolf_and_vampire_died_village_wins(judge):
    """Epic Battles (3): "Has at least 1 WEREWOLF died? YES: Has at least 1 VAMPIRE died? YES:
    the VILLAGE wins!" """
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "W"),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
        ("C", "robber", "V"),
    )
    assert outcome.parties == ["village"]
    assert outcome.players == ["A", "B", "C"]


def test_epic_3_werewolf_died_no_vampire_vampire_clan_wins(judge):
    """Epic Battles (3): "… NO: the VAMPIRE CLAN wins!" """
    outcome = judge(
        ("W", "werewolf", "A"),
        ("V", "vampire", "W"),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
        ("C", "robber", "A"),
    )
    assert {d.name for d in outcome.vote.deaths} == {"W", "A"}
    assert outcome.parties == ["vampire"]


def test_epic_3_vampire_died_no_werewolf_werewolf_pack_wins(judge):
    """Epic Battles (3): "NO: Has at least 1 VAMPIRE died? YES: the WEREWOLF PACK wins!" """
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "A"),
        ("A", "villager", "V"),
        ("B", "seer", "V"),
        ("C", "robber", "A"),
    )
    assert outcome.parties == ["werewolf"]


def test_epic_2_tanner_wins_and_3_decides_who_else(judge):
    """Epic Battles (2): "The TANNER wins + answer the questions (3)" — here a werewolf died
    too, so the Vampire clan wins with him."""
    outcome = judge(
        ("W", "werewolf", "T"),
        ("V", "vampire", "T"),
        ("T", "tanner", "W"),
        ("A", "villager", "T"),
        ("B", "seer", "W"),
    )
    assert outcome.parties == ["vampire", "tanner"]
    assert outcome.players == ["V", "T"]


def test_epic_2_tanner_wins_and_3_no_monster_died_nobody_else(judge):
    """Epic Battles (2) then (3): "NO: Has at least 1 VAMPIRE died? … NO: NOBODY wins!" """
    outcome = judge(
        ("W", "werewolf", "T"),
        ("V", "vampire", "T"),
        ("T", "tanner", "A"),
        ("A", "villager", "T"),
        ("B", "seer", "A"),
    )
    assert {d.name for d in outcome.vote.deaths} == {"T", "A"}
    assert outcome.parties == ["tanner"]
    assert path_has(outcome, "(3) No werewolf and no vampire died → NOBODY wins")


def test_epic_monster_party_all_in_the_middle_classic_check(judge):
    """Who-Has-Won Epic: "If all role cards of a monster party … lie in the middle, the usual
    victory conditions apply" — a werewolf survives, so the pack wins (classic (1))."""
    outcome = judge(
        ("W", "werewolf", "A"),
        ("A", "villager", "B"),
        ("B", "seer", "A"),
        ("C", "robber", "A"),
        middle=("vampire", "the_count", "villager"),
    )
    assert outcome.mode == "classic"
    assert outcome.parties == ["werewolf"]


def test_epic_all_village_cards_in_the_middle_werewolves_win_if_a_vampire_dies(judge):
    """Who-Has-Won Epic: "If all role cards of the Village lie in the middle, the werewolves win
    if a vampire dies and vice versa." """
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "W"),
        ("S", "sight_wolf", "V"),
        middle=("villager", "seer", "robber"),
    )
    assert outcome.mode == "no_village"
    assert outcome.parties == ["werewolf"]
    assert outcome.players == ["W", "S"]


def test_epic_all_village_cards_in_the_middle_both_died_nobody_wins(judge):
    """Who-Has-Won Epic: "Nobody wins, however, if both 1 werewolf and 1 vampire have died" """
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "W"),
        ("K", "the_count", "W"),
        ("S", "sight_wolf", "V"),
    )
    assert {d.name for d in outcome.vote.deaths} == {"W", "V"}
    assert outcome.parties == []


def test_epic_all_village_cards_in_the_middle_nobody_died_nobody_wins(judge):
    """Who-Has-Won Epic: "… or if nobody has died." """
    outcome = judge(
        ("W", "werewolf", "V"),
        ("V", "vampire", "S"),
        ("S", "sight_wolf", "W"),
    )
    assert outcome.parties == []


# --- Plague, Traitor, Bounty --------------------------------------------------------------------


def test_plague_voters_cannot_win(judge):
    """Roles — Infected, Plague token: "everyone who points at the player with the Plague token
    cannot win the game, even if their own party wins." """
    outcome = judge(
        ("W", "werewolf", "A", {"token": "plague"}),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
        ("C", "robber", "B"),
    )
    assert outcome.parties == ["village"]
    assert outcome.players == ["C"]


def test_plagued_player_can_win_unless_he_points_at_himself(judge):
    """Plague token: "(The plagued player can of course win, as long as he does not point at
    himself.)" """
    outcome = judge(
        ("W", "werewolf", "A"),
        ("A", "villager", "W", {"token": "plague"}),
        ("B", "seer", "W"),
        ("C", "robber", "W"),
    )
    assert "A" in outcome.players
    outcome = judge(
        ("W", "werewolf", "A"),
        ("A", "villager", "A", {"token": "plague"}),
        ("B", "seer", "W"),
        ("C", "robber", "W"),
    )
    assert "A" not in outcome.players


def test_traitor_count_wins_with_the_village_when_another_vampire_dies(judge):
    """Roles — Instigator, Traitor token: "if in a game between the Vampire clan and the Village
    the Count becomes the Traitor, he wins the game together with the Village if another vampire
    dies." """
    outcome = judge(
        ("K", "the_count", "A", {"token": "traitor"}),
        ("V", "vampire", "A"),
        ("A", "villager", "V"),
        ("B", "seer", "V"),
    )
    assert outcome.parties == ["village"]
    assert outcome.players == ["K", "A", "B"]


def test_traitor_villager_wins_with_the_vampires_when_a_villager_dies(judge):
    """Traitor token: "a villager wins together with the Vampire clan if no vampire dies but a
    member of the Village dies instead." """
    outcome = judge(
        ("V", "vampire", "A"),
        ("T", "villager", "A", {"token": "traitor"}),
        ("A", "villager", "V"),
        ("B", "seer", "A"),
    )
    assert outcome.parties == ["vampire"]
    assert outcome.players == ["V", "T"]


def test_traitor_cannot_win_when_no_other_player_of_his_party_dies(judge):
    """Traitor token: "can only win if another player of his party dies" — his party wins, but
    only a werewolf died, so the traitorous villager loses."""
    outcome = judge(
        ("W", "werewolf", "A"),
        ("T", "villager", "W", {"token": "traitor"}),
        ("A", "villager", "W"),
        ("B", "seer", "W"),
    )
    assert outcome.parties == ["village"]
    assert outcome.players == ["A", "B"]


def test_traitor_token_has_no_effect_on_the_only_member_of_a_party(judge):
    """Traitor token: "(If the player is the only member of his party, e.g. the Assassin, the
    token has no effect.)" """
    outcome = judge(
        ("W", "werewolf", "X"),
        ("X", "assassin", "W", {"token": "traitor"}),
        ("A", "villager", "W", {"token": "bounty"}),
        ("B", "seer", "A"),
        ("C", "robber", "A"),
    )
    assert "assassin" in outcome.parties
    assert "X" in outcome.players
    assert path_has(outcome, "only member", "no effect")


# --- Renfield, Vampire token, Special Cases ---------------------------------------------------


def test_renfield_dies_but_no_vampire_vampire_clan_wins(judge):
    """Roles — Renfield: "If Renfield dies, but no vampire, the Vampire clan (and with it
    Renfield) has won." """
    outcome = judge(
        ("V", "vampire", "R"),
        ("R", "renfield", "A"),
        ("A", "villager", "R"),
        ("B", "seer", "R"),
    )
    assert outcome.parties == ["vampire"]
    assert outcome.players == ["V", "R"]
    assert path_has(outcome, "Renfield is no vampire")


def test_renfield_is_village_when_no_vampire_is_among_the_players(judge):
    """Roles — Renfield: "Are there no vampires in the game (because all vampire role cards lie
    in the middle)? Then Renfield is part of the Village." """
    outcome = judge(
        ("R", "renfield", "B"),
        ("A", "villager", "B"),
        ("B", "seer", "C"),
        ("C", "robber", "A"),
        middle=("vampire", "the_master", "villager"),
    )
    assert next(p for p in outcome.people if p.name == "R").party == "village"
    assert outcome.parties == []  # a villager died and no monster is among the players


def test_renfield_with_vampire_token_is_a_vampire(judge):
    """Roles — Vampire: "If Renfield has the token at the end, he is a vampire." """
    outcome = judge(
        ("R", "renfield", "A", {"token": "vampire"}),
        ("A", "villager", "R"),
        ("B", "seer", "R"),
        ("C", "robber", "A"),
    )
    assert next(p for p in outcome.people if p.name == "R").vampire
    assert outcome.parties == ["village"]


def test_special_case_werewolf_with_vampire_token_is_a_vampire(judge):
    """Special Cases: "If a werewolf receives the Vampire token, he … belongs to the Vampire clan
    and wins with it." """
    outcome = judge(
        ("W", "werewolf", "A", {"token": "vampire"}),
        ("A", "villager", "B"),
        ("B", "seer", "A"),
        ("C", "robber", "A"),
    )
    w = next(p for p in outcome.people if p.name == "W")
    assert w.vampire and not w.werewolf and w.party == "vampire"
    assert outcome.parties == ["vampire"]
    assert outcome.players == ["W"]


def test_vampire_token_makes_a_villager_a_vampire(judge):
    """Roles — Vampire: "Whoever has the Vampire token counts from now on as a vampire and belongs
    to the Vampire clan." """
    outcome = judge(
        ("V", "vampire", "A"),
        ("X", "villager", "A", {"token": "vampire"}),
        ("A", "villager", "B"),
        ("B", "seer", "A"),
    )
    assert outcome.parties == ["vampire"]
    assert outcome.players == ["V", "X"]


# --- Curator's artifacts, Ghost Hunter ---------------------------------------------------------


def test_claw_makes_a_villager_a_werewolf(judge):
    """Curator — Claw of the Werewolf: "You are now a werewolf … So you win if the Werewolf pack
    wins." """
    outcome = judge(
        ("W", "werewolf", "A"),
        ("X", "seer", "A", {"artifact": "claw"}),
        ("A", "villager", "W"),
        ("B", "robber", "A"),
    )
    assert outcome.parties == ["werewolf"]
    assert outcome.players == ["W", "X"]


def test_brand_makes_a_werewolf_a_villager(judge):
    """Curator — Brand of the Villager: "You are now a villager … So you win if the Village
    wins." No werewolf is left among the players."""
    outcome = judge(
        ("W", "werewolf", "A", {"artifact": "brand"}),
        ("A", "villager", "B"),
        ("B", "seer", "W"),
        ("C", "robber", "A"),
    )
    assert outcome.mode == "classic"
    assert outcome.parties == []  # someone died, no monster among the players
    assert path_has(outcome, "No werewolf or vampire is among the players")


def test_club_makes_a_player_the_tanner_who_wins_by_dying(judge):
    """Curator — Club of the Tanner: "As Tanner you always win when you die." """
    outcome = judge(
        ("W", "werewolf", "X"),
        ("X", "seer", "W", {"artifact": "club"}),
        ("A", "villager", "X"),
        ("B", "robber", "X"),
    )
    assert outcome.parties == ["tanner"]
    assert outcome.players == ["X"]


def test_club_tanner_and_tanner_only_the_dead_tanner_wins(judge):
    """Club of the Tanner: "If other players besides you die, there can be several winners" —
    a Tanner who did not die has not won (Roles — Tanner: "He can only win if he dies")."""
    outcome = judge(
        ("W", "werewolf", "X"),
        ("X", "seer", "W", {"artifact": "club"}),
        ("T", "tanner", "X"),
        ("B", "robber", "X"),
    )
    assert outcome.parties == ["tanner"]
    assert outcome.players == ["X"]


def test_ghost_hunter_who_turned_into_a_werewolf_counts_as_one(judge):
    """Roles — Ghost Hunter: he "transforms into the role he looked at … He is then no longer
    part of the Village"."""
    outcome = judge(
        ("G", "ghost_hunter", "A", {"acts_as": "werewolf"}),
        ("W", "werewolf", "A"),
        ("A", "villager", "G"),
        ("B", "seer", "A"),
    )
    assert outcome.parties == ["werewolf"]
    assert outcome.players == ["G", "W"]
