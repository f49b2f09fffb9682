"""The Floating Roles, sentence by sentence, with their alternate variants (Ultimate =
Ultimate, Role Cards — Floating Roles: "These are either dual roles, or roles
that can switch teams during the game")."""

from __future__ import annotations

from engine_helpers import dealt_game, make_setup, next_night, night_to_dawn

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import deal


def calls(game: Game) -> list[str]:
    return [c.role for c in game.night_script()]


def call(game: Game, role: str):
    return next(c for c in game.night_script() if c.role == role)


# ------------------------------------------------------------------ Lovers


def test_the_lovers_have_no_card_and_meet_on_the_first_night() -> None:
    """Lovers: "No card is used for this role: the Lovers are designated by Cupid on the
    first night. The Moderator calls the Lovers on the first night so they can meet each
    other and learn that, from that point on, if one of them dies, the other will die of
    grief"."""
    setup = make_setup("ultimate", ["cupid", "werewolf", "seer", "villager", "villager"])
    setup = setup.model_copy(update={"roles": {**setup.roles, "lovers": 1}})
    assert "lovers" not in deal(setup, Game.new(setup).roles).cards
    game = dealt_game("ultimate", ["cupid", "werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[4, 5]))
    names = calls(game)
    assert names.index("lovers") == names.index("cupid") + 1
    assert "If one of you dies, the other dies of grief" in call(game, "lovers").say
    next_night(game)
    assert "lovers" not in calls(game)


def lovers_game(lovers: list[int], executed: int) -> Game:
    """Cupid, a Werewolf, the Seer and two Villagers; Cupid's Lovers; one execution on day 1,
    its voters everyone but the executed player."""
    game = dealt_game("ultimate", ["cupid", "werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=lovers))
    game.record(ev.Dawn())
    voters = [s for s in range(1, 6) if s != executed]
    game.record(ev.Nominate(nominee=executed, by=voters[:2]))
    game.record(ev.Vote(nominee=executed, execute=voters, spare=[executed]))
    return game


def test_lovers_of_one_team_win_with_it_and_of_two_teams_only_alone() -> None:
    """Lovers: "If both Lovers are Villagers, they win together with the Villager team; if
    both are Werewolves, they win with the Werewolves. If they're on different teams, they
    form their own team and win only if they end up the sole survivors"."""
    same = lovers_game([4, 5], executed=2)
    assert same.state.winners == ["village"] and same.state.winning_seats == [1, 3, 4, 5]
    cross = lovers_game([2, 4], executed=1)
    night_to_dawn(cross, ev.PackKill(targets=[3]))
    assert cross.state.phase != "ended"  # the pack's side is not all that is left
    cross.record(ev.Nominate(nominee=5, by=[2, 4]))
    cross.record(ev.Vote(nominee=5, execute=[2, 4], spare=[5]))
    assert cross.state.winners == ["lovers"] and cross.state.winning_seats == [2, 4]


def test_each_lover_keeps_any_other_role() -> None:
    """Lovers: "Each of the Lovers may additionally have any other role"."""
    game = dealt_game("ultimate", ["cupid", "werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.LoversChosen(targets=[2, 3]))
    assert [game.state.players[s].role for s in (2, 3)] == ["werewolf", "seer"]
    assert call(game, "werewolf").seats == (2,) and call(game, "seer").seats == (3,)


# ------------------------------------------------------------------ Doppelganger


def test_the_doppelganger_takes_the_chosen_players_role_when_they_die() -> None:
    """Doppelganger: "On the first night, the Doppelganger chooses a player. If that player
    dies, their role passes to the Doppelganger. While the chosen player is alive, the
    Doppelganger plays for the Villagers. As soon as the chosen player dies, the Moderator
    must, on the next night, discreetly tap the Doppelganger on the shoulder to let them know
    about their new role. Until the Doppelganger receives their new role, the Seer/Seeress
    sees them as a Villager. Once the Doppelganger has their new role, the Seer/Seeress will
    see them according to that role"."""
    game = dealt_game("ultimate", ["doppelganger", "werewolf", "werewolf", "seer",
                                   "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[2]))
    game.record(ev.RoleCheck(role="seer", target=1))
    game.record(ev.Dawn())
    assert game.state.team_of(game.state.players[1]) == "village"
    game.record(ev.Nominate(nominee=2, by=[4, 5]))
    game.record(ev.Vote(nominee=2, execute=[1, 4, 5, 6, 7], spare=[2, 3]))
    assert game.state.players[1].role == "doppelganger"  # not before the next night
    game.record(ev.NightFalls())
    assert "doppelganger" in calls(game) and "Tap" in call(game, "doppelganger").note
    assert game.state.players[1].role == "werewolf"
    game.record(ev.RoleCheck(role="seer", target=1))
    assert [c[3] for c in game.state.checks] == ["villager", "werewolf"]


def test_the_doppelganger_copies_at_once_and_is_called_every_night() -> None:
    """Doppelganger, alternate variant: "on the first night, the Doppelganger chooses a
    player and immediately copies their role (the original role holder keeps their role too).
    In this variant, the Doppelganger must be called every night so they can use their special
    ability, if they have one (and if not, they're still called so the other players don't
    catch on)"."""
    game = dealt_game("ultimate", ["doppelganger", "werewolf", "seer", "psychic_detective",
                                   "villager", "villager", "villager"],
                      variants=["doppelganger-copies-at-once"])
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[4]))
    assert game.state.players[1].role == "psychic_detective"
    assert game.state.players[4].role == "psychic_detective"
    assert call(game, "psychic_detective").seats == (4,)  # acts in its own call, not here
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    doppel = call(game, "doppelganger")
    assert doppel.record == ("check_neighbourhood",) and "Psychic Detective" in doppel.note
    game.record(ev.RoleCheck(role="doppelganger", target=2))
    assert game.state.checks[-1][1:] == ("doppelganger", 2, "a werewolf nearby")
    next_night(game)
    assert game.check(ev.RoleCheck(role="doppelganger", target=6)) != []  # once per game
    plain = dealt_game("ultimate", ["doppelganger", "werewolf", "seer", "villager",
                                    "villager"], variants=["doppelganger-copies-at-once"])
    plain.record(ev.NightFalls())
    plain.record(ev.ChoosePlayers(role="doppelganger", targets=[5]))
    next_night(plain)
    assert call(plain, "doppelganger").record == ("none",)  # called all the same


def test_a_doppelganger_copying_a_werewolf_hunts_with_the_pack() -> None:
    """Doppelganger, alternate variant: the copy of a Werewolf is a Werewolf: it wakes with
    the pack, and its own call records nothing."""
    game = dealt_game("ultimate", ["doppelganger", "werewolf", "seer", "villager",
                                   "villager", "villager"],
                      variants=["doppelganger-copies-at-once"])
    game.record(ev.NightFalls())
    game.record(ev.ChoosePlayers(role="doppelganger", targets=[2]))
    next_night(game)
    assert call(game, "werewolf").seats == (1, 2)
    assert call(game, "doppelganger").record == ("none",)
    assert game.state.team_of(game.state.players[1]) == "werewolf"


# ------------------------------------------------------------------ Cursed


def test_the_cursed_is_called_every_night_with_its_sign() -> None:
    """Cursed: "The Moderator calls the Cursed separately every night (even after they've
    become a Werewolf) and gives a thumbs-up if they're already a Werewolf, or shakes their
    head if they haven't been eaten yet and are still a Villager" — from the first night."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    cursed = call(game, "cursed")
    assert cursed.seats == (1,) and "shake your head" in cursed.note
    names = calls(game)
    assert names.index("werewolf") < names.index("cursed")
    next_night(game)
    assert "shake your head" in call(game, "cursed").note
    game.record(ev.PackKill(targets=[1]))
    game.record(ev.Dawn())
    assert game.state.players[1].alive and game.state.players[1].bitten
    game.record(ev.NightFalls())
    assert "THUMBS UP" in call(game, "cursed").note
    assert 1 in call(game, "werewolf").seats


def test_the_cursed_turns_werewolf_and_is_seen_so() -> None:
    """Cursed: "The Cursed initially plays for the Villagers (and the Seer sees them as a
    Villager), but if the Werewolves attack the Cursed, they don't die — instead, they become
    a Werewolf themselves (and from then on, the Seer identifies them as a Werewolf)"."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "seer", "villager", "villager"])
    next_night(game)
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.state.team_of(game.state.players[1]) == "village"
    night_to_dawn(game, ev.PackKill(targets=[1]))
    game.record(ev.NightFalls())
    game.record(ev.RoleCheck(role="seer", target=1))
    assert [c[3] for c in game.state.checks] == ["villager", "werewolf"]
    assert game.state.team_of(game.state.players[1]) == "werewolf"


def test_the_cursed_bitten_by_a_vampire_becomes_a_vampire() -> None:
    """Cursed: "If the game includes a Vampire team, after dying from a Vampire's bite the
    Cursed instead becomes a Vampire, which the Moderator communicates by baring their upper
    teeth and biting their lower lip"."""
    game = dealt_game("ultimate", ["cursed", "vampire", "seer", "villager", "villager",
                                   "werewolf"])
    next_night(game)
    night_to_dawn(game, ev.PackKill(role="vampire", targets=[1]))
    game.record(ev.NightFalls())
    assert game.state.players[1].alive and game.state.players[1].vampire
    assert "bare your upper teeth and bite your lower lip" in call(game, "cursed").note
    assert 1 in call(game, "vampire").seats


# ------------------------------------------------------------------ Drunk


def test_the_drunk_learns_the_real_role_on_the_third_night() -> None:
    """Drunk: "The Drunk believes they're an ordinary Villager until the third night, when
    the Moderator wakes them and shows them their real role. The Seer/Seeress sees them
    according to that role. While setting up the game, mix a Werewolf, a Villager, and all the
    roles not otherwise in play together, and draw one without revealing it"."""
    game = dealt_game("ultimate", ["drunk", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    game.state.players[1].drunk_role = "werewolf"
    game.record(ev.NightFalls())
    assert "drunk" not in calls(game)
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.state.checks[-1][3] == "werewolf"
    next_night(game)
    assert "drunk" not in calls(game) and game.state.players[1].role == "drunk"
    next_night(game)
    assert "drunk" in calls(game) and game.state.players[1].role == "werewolf"
    # "the Moderator wakes them and shows them their real role": the call names the card to
    # show (a Vampire Village trial showed only "Nothing to record" at 80x24).
    assert call(game, "drunk").note == ("Show Anna the Werewolf card: their real role from "
                                         "tonight (Role Cards — Drunk).")
    next_night(game)
    assert "drunk" not in calls(game)
    setup = make_setup("ultimate", ["drunk", "werewolf", "seer", "villager"])
    from notepad.engine.setup import drunk_role

    pool = {drunk_role(setup.model_copy(update={"seed": seed}), game.roles)
            for seed in range(200)}
    assert {"werewolf", "villager", "witch"} <= pool
    assert not pool & {"seer", "drunk", "moderator", "charm", "lovers"}


def test_the_drunk_learns_on_the_first_night_and_acts_from_the_third() -> None:
    """Drunk, alternate variant: "the Drunk learns their role on the first night, but can't
    use its abilities until the third night. For example, if the Drunk turns out to be a
    Werewolf, they know it, but don't wake up on the first two nights when the Werewolves are
    called"."""
    game = dealt_game("ultimate", ["drunk", "werewolf", "seer", "villager", "villager",
                                   "villager"], variants=["drunk-learns-first-night"])
    game.state.players[1].drunk_role = "werewolf"
    game.record(ev.NightFalls())
    assert "drunk" in calls(game) and call(game, "drunk").note == (
        "Show Anna the Werewolf card: the real role, used only from the third night (Role "
        "Cards — Drunk, alternate variant).")
    assert call(game, "werewolf").seats == (2,)
    next_night(game)
    assert "drunk" not in calls(game) and call(game, "werewolf").seats == (2,)
    next_night(game)
    assert "drunk" not in calls(game) and call(game, "werewolf").seats == (1, 2)
