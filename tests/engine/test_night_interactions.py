"""Where roles meet at night and at dawn, as a full table found them (issue 29, part a): each
test is named after its rulebook sentence and cites the section by title (Ultimate = Ultimate
Werewolf: Ultimate Edition; Werwölfe = the Werwölfe rulebook)."""

from __future__ import annotations

from engine_helpers import dealt_game, next_night

from notepad.engine import events as ev
from notepad.engine.game import Game


def call(game: Game, role: str):
    return next(c for c in game.night_script() if c.role == role)


def calls(game: Game) -> list[str]:
    return [c.role for c in game.night_script()]


# ------------------------------------------------------------------ Ultimate, Role Cards — Cursed


def test_the_cursed_attacked_tonight_is_a_werewolf_from_then_on() -> None:
    """Ultimate, Role Cards — Cursed: "if the Werewolves attack the Cursed, they don't die —
    instead, they become a Werewolf themselves (and from then on, the Seer identifies them as
    a Werewolf)"; the Cursed's call comes right after the packs' (Night Call Order), so the
    night they are attacked they are told: a thumbs-up, and the Seer after them sees a
    Werewolf. The next night they wake with the pack, already told."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "seer", "villager", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    game.record(ev.PackKill(targets=[1]))
    assert "THUMBS UP" in call(game, "cursed").note
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.state.checks[-1][3] == "werewolf"
    game.record(ev.Dawn())
    assert game.state.players[1].alive and game.state.players[1].bitten
    game.record(ev.NightFalls())
    assert 1 in call(game, "werewolf").seats and "THUMBS UP" in call(game, "cursed").note


def test_the_cursed_guarded_by_the_bodyguard_is_not_attacked() -> None:
    """Ultimate, Role Cards — Bodyguard: the protected player "cannot be killed that night";
    the Bodyguard is called before the Werewolves (Night Call Order), so a guarded Cursed
    is not reached by the attack and stays a Villager, at the call, at the check and at
    dawn alike."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "seer", "bodyguard", "villager",
                                   "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    game.record(ev.Protect(role="bodyguard", target=1))
    game.record(ev.PackKill(targets=[1]))
    assert "shake your head" in call(game, "cursed").note
    game.record(ev.RoleCheck(role="seer", target=1))
    assert game.state.checks[-1][3] == "villager"
    game.record(ev.Dawn())
    assert not game.state.players[1].bitten



def test_the_cursed_attacked_by_both_packs_joins_the_first() -> None:
    """Ultimate, Night Call Order (Werewolves, then Vampires, then the Cursed) and Role Cards —
    Cursed, Vampire: attacked by the Werewolves, the Cursed is a Werewolf before the Vampires
    choose; the Vampires' bite then kills them in daylight, as any Werewolf ("Vampires can't
    be killed by Werewolves", not the other way round). Never both a Werewolf and a Vampire."""
    game = dealt_game("ultimate", ["cursed", "werewolf", "vampire", "seer", "villager",
                                   "villager", "villager"])
    game.record(ev.NightFalls())
    next_night(game)
    game.record(ev.PackKill(targets=[1]))
    game.record(ev.PackKill(role="vampire", targets=[1]))
    assert "THUMBS UP" in call(game, "cursed").note
    game.record(ev.Dawn())
    cursed = game.state.players[1]
    assert cursed.bitten and not cursed.vampire
