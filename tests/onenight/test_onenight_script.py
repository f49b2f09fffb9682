"""The Game Master's script and setup list (notepad.onenight.script), against the One Night
rulebook (One Night Ultimate Werewolf: Epic Battle): Game Master Sheet, Setup, Roles — Curator,
Alpha Wolf, Priest, Venus, Dream Wolf, Renfield, Vampire, The Count, The Master."""

from __future__ import annotations

import pytest

from notepad.balance import RoleSet, assess
from notepad.catalog import Edition, load_catalog
from notepad.catalog.models import wake_code_key
from notepad.onenight import script as gm
from notepad.onenight.script import game_master_script, night_script

CATALOG = load_catalog(include_user=False)
KNOWN = CATALOG.edition_roles(Edition.ONENIGHT)
LINES = [
    pytest.param(scenario, line, id=f"{scenario.id}-{line.players}")
    for scenario in CATALOG.scenarios[Edition.ONENIGHT].values()
    for line in scenario.line
]
# Roles — A Fearsome Opponent is printed with players + 2 cards (kept as printed).
MISPRINTED = {"a-fearsome-opponent"}


def role_steps(steps):
    return [s for s in steps if s.kind == "role"]


@pytest.mark.parametrize(("scenario", "line"), LINES)
def test_every_scenario_line_calls_each_role_in_play_once_in_wake_order(scenario, line):
    """Game Master Sheet: "Read out individually, in the given order, who wakes up … you only have
    to read out roles that are in the game" — each waking role of the set once, in wake order,
    no other; the pack calls (Werewolves, Vampires) whenever a member of the pack is in the set."""
    steps = night_script(line.roles, KNOWN)
    in_set = {r for r, n in line.roles.items() if n > 0}
    called = [r for s in role_steps(steps) for r in s.roles]
    waking = sorted(r for r in in_set if KNOWN[r].wake_code is not None)
    assert sorted(called) == waking  # each once, nothing else
    codes = [s.code for s in role_steps(steps)]
    assert codes == sorted(codes, key=wake_code_key)
    assert len(set(codes)) == len(codes)
    for step in steps:
        assert set(step.wakes) <= in_set | {"venus"}
    wolves = {r for r in in_set if KNOWN[r].pack == "werewolves"}
    vampires = {r for r in in_set if KNOWN[r].pack == "vampires"}
    assert ("2" in codes) == bool(wolves)
    assert ("-6" in codes) == bool(vampires)
    woken = {r for s in steps for r in s.wakes}
    assert wolves | vampires <= woken
    # Phases in order: Twilight (negative codes), Night (positive), Day, vote.
    phases = [s.phase for s in steps]
    assert phases == sorted(phases, key=["twilight", "night", "day"].index)
    assert [s.kind for s in steps][-2:] == ["day", "vote"]
    for step in role_steps(steps):
        assert (wake_code_key(step.code)[0] < 0) == (step.phase == "twilight")


@pytest.mark.parametrize(("scenario", "line"), LINES)
def test_every_scenario_line_card_count_is_players_plus_three(scenario, line):
    """Setup: "There must always be 3 more role cards in the game than there are players." The
    balance warning reports the misprinted lines and no other."""
    warnings = assess(RoleSet(Edition.ONENIGHT, line.players, dict(line.roles)), CATALOG).warnings
    flagged = any(w.code == "card-count" for w in warnings)
    cards = sum(line.roles.values())
    assert flagged == (cards != line.players + 3)
    assert flagged == (scenario.id in MISPRINTED)


@pytest.mark.parametrize(("scenario", "line"), LINES)
def test_every_scenario_line_script_has_the_special_texts(scenario, line):
    """Game Master Sheet: the Dream Wolf text replaces the Werewolves' text; the lovers are called
    at the start of the Night if Venus is in the game; "everybody look at your token" when the
    game has symbol tokens; the Priest and the Goblin get 10 seconds."""
    script = game_master_script(line.roles, line.players)
    steps = script.steps
    in_set = {r for r, n in line.roles.items() if n > 0}
    kinds = [s.kind for s in steps]
    assert ("lovers" in kinds) == ("venus" in in_set)
    assert ("token_look" in kinds) == bool(script.setup.board_tokens)
    if "lovers" in kinds:
        assert kinds.index("token_look") < kinds.index("lovers")
    texts = " ".join(p.say for s in steps for p in s.parts)
    assert (gm.DREAM_WOLF_CALL in texts) == ("dream_wolf" in in_set)
    for step in role_steps(steps):
        expected = 10 if set(step.roles) & {"priest", "goblin"} else 5
        assert all(p.wait in (0, expected) for p in step.parts)
        assert step.parts[-1].wait == 0 and step.wait >= 5


def test_dream_wolf_replaces_the_werewolves_text():
    """Game Master Sheet (2): "If the Dream Wolf is in the game, read the following text
    instead" — two waits of 5 seconds."""
    steps = night_script({"werewolf": 1, "dream_wolf": 1, "seer": 1, "villager": 3}, KNOWN)
    wolves = next(s for s in steps if s.code == "2")
    assert wolves.text == gm.DREAM_WOLF_CALL
    assert [p.wait for p in wolves.parts] == [5, 5, 0]
    assert wolves.after == "Werewolves, close your eyes."
    assert "dream_wolf" in wolves.wakes
    plain = next(s for s in night_script({"werewolf": 1, "seer": 1}, KNOWN) if s.code == "2")
    assert plain.text.startswith("Werewolves, wake up")


def test_renfield_call_has_two_waits():
    """Game Master Sheet (-6C): the vampires point, wait, Renfield looks, wait, both stop."""
    steps = night_script({"vampire": 1, "renfield": 1, "seer": 1}, KNOWN)
    renfield = next(s for s in steps if s.code == "-6C")
    assert [p.wait for p in renfield.parts] == [5, 5, 0]
    assert renfield.text.startswith("Vampires, point at the player")
    assert renfield.after.endswith("Vampires, lower your arms again.")


def test_master_alone_is_called_in_the_vampires_call_with_the_vampire_token():
    """Roles — The Master: he wakes with the Vampire and the Count and "together they transform
    another player into a vampire" — the Vampires' call and the Vampire token, without the
    Vampire card (e.g. Tokens on Special Offer)."""
    roles = {"the_master": 1, "the_count": 1, "seer": 1, "robber": 1, "villager": 2}
    script = game_master_script(roles)
    vampires = next(s for s in script.steps if s.code == "-6")
    assert vampires.title == "(-6) Vampires"
    assert vampires.roles == ("the_master",)
    assert set(vampires.wakes) == {"the_master", "the_count"}
    count = next(s for s in script.steps if s.code == "-6B")
    assert count.roles == ("the_count",)
    assert script.setup.board_tokens == {"panic": 1, "vampire": 1}


def test_alpha_wolf_wakes_with_the_werewolves_and_alone():
    """Roles — Alpha Wolf: "The Alpha Wolf wakes up twice during the night phase"."""
    steps = night_script({"alpha_wolf": 1, "witch": 1, "villager": 2}, KNOWN)
    wolves = next(s for s in steps if s.code == "2")
    alpha = next(s for s in steps if s.code == "2B")
    assert wolves.roles == () and wolves.wakes == ("alpha_wolf",)
    assert alpha.roles == ("alpha_wolf",)


def test_script_starts_with_twilight_and_ends_with_day_and_vote():
    """Game Master Sheet: "Now all of you close your eyes." … Day: "Now everybody wake up and
    open your eyes." … "On 3 everybody points at a fellow player. 1, 2, 3!" """
    steps = night_script({"werewolf": 1, "seer": 1, "villager": 2}, KNOWN)
    assert steps[0].text == gm.TWILIGHT_START
    assert steps[-2].text == gm.DAY_CALL
    assert steps[-1].text == gm.VOTE_CALL
    assert "token_look" not in [s.kind for s in steps]


def test_unknown_role_is_an_error():
    with pytest.raises(KeyError, match="sear"):
        night_script({"sear": 1}, KNOWN)


# --- Setup list ----------------------------------------------------------------------------------


def test_setup_tokens_one_certainty_per_player_two_love_two_priest_certainty():
    """Setup box: the tokens of the roles on the board, one Certainty per player; Roles — Venus
    (two Love tokens), Priest (the Certainty tokens on the board)."""
    roles = {"vampire": 1, "venus": 1, "priest": 1, "seer": 1, "villager": 3}
    setup = game_master_script(roles, 4).setup
    assert setup.board_tokens == {"vampire": 1, "love": 2, "certainty": 2}
    assert setup.certainty_per_player == 1


def test_setup_without_token_roles_has_no_tokens():
    """Setup: "If you play with roles that require symbol tokens … If not, you can skip it." """
    setup = game_master_script({"werewolf": 2, "seer": 1, "robber": 1, "villager": 2}).setup
    assert setup.board_tokens == {} and setup.certainty_per_player == 0


@pytest.mark.parametrize(
    ("roles", "artifacts"),
    [
        ({"curator": 1, "werewolf": 1, "vampire": 1}, gm.ARTIFACTS),
        ({"curator": 1, "werewolf": 1}, ("claw", "brand", "club", "mask", "cloak")),
        ({"curator": 1, "vampire": 1}, ("bite", "brand", "club", "mask", "cloak")),
        ({"curator": 1, "villager": 1}, ("brand", "club", "mask", "cloak")),
        ({"werewolf": 1}, ()),
    ],
)
def test_setup_curator_artifacts_without_claw_or_bite(roles, artifacts):
    """Roles — Curator (Setup): the 6 artifacts; "Remove the Claw of the Werewolf or the Bite of
    the Vampire if you are not playing with the Werewolf pack or the Vampire clan." """
    assert gm.artifacts_for(roles, KNOWN) == tuple(artifacts)


def test_setup_alpha_wolf_extra_werewolf_card_and_warning():
    """Roles — Alpha Wolf (Setup): one werewolf card (Sight Wolf, Dream Wolf or Werewolf) beside
    the middle; the balance module's warning is passed on, not duplicated."""
    script = game_master_script({"alpha_wolf": 1, "witch": 1, "villager": 4}, 3)
    assert set(script.setup.extra_card) == {"werewolf", "sight_wolf", "dream_wolf"}
    codes = [w["code"] for w in script.setup.warnings]
    assert codes.count("alpha-wolf-extra-card") == 1


@pytest.mark.parametrize(
    ("players", "new_group", "minutes", "seconds"),
    [(5, False, None, 300), (8, False, None, 180), (4, True, None, 180), (10, True, 7, 420)],
)
def test_discussion_timer(players, new_group, minutes, seconds):
    """Game Master Sheet — Day: "about 5 minutes for discussion. (In the first games and with
    large groups, stop after only 3 minutes.)"; settable."""
    assert gm.discussion_seconds(players, new_group, minutes) == seconds


def test_discussion_timer_must_be_positive():
    with pytest.raises(ValueError):
        gm.discussion_seconds(5, minutes=0)
