"""Games for the correction tests (issue 18): a 68-player Ultimate village played to day 4, and
the small games each test corrects. Every night and day is recorded through Game.record, so
the rules ran on every event as at the table."""

from __future__ import annotations

from pathlib import Path

from engine_helpers import dealt_game, night_to_dawn

from notepad.engine import events as ev
from notepad.engine.corrections import Correction
from notepad.engine.game import Game

# 68 players: eight Werewolves, Seer, Cupid, Witch, Bodyguard, Hunter and 55 Villagers.
VILLAGE = ["werewolf"] * 8 + ["seer", "cupid", "witch", "bodyguard", "hunter"] + ["villager"] * 55
LOVERS = (20, 21)  # chosen by Cupid on night 1
MISTAKE, REAL = 20, 30  # night 2: the victim recorded, the one the Werewolves chose


def big_village(log_path: Path | None = None) -> Game:
    """The 68-player game at day 4. Night 2's victim was recorded as seat 20 (one of the
    Lovers: the other died of grief); on day 3 seat 20 voted anyway — the moderator overrode
    "may-not-vote", which is how the mistake came to light."""
    game = dealt_game("ultimate", VILLAGE, log_path=log_path)
    night(game, 1, None, protect=40, heal=None)
    day(game, nominee=50)
    night(game, 2, MISTAKE, protect=41, heal=None)
    day(game, nominee=51)
    night(game, 3, 52, protect=42, heal=None)
    day(game, nominee=53, with_seat=MISTAKE)
    night(game, 4, 54, protect=43, heal=None)
    assert game.state.when == "day 4"
    return game


def night(game: Game, number: int, victim: int | None, protect: int, heal: int | None) -> None:
    game.record(ev.NightFalls())
    if number == 1:
        game.record(ev.LoversChosen(targets=list(LOVERS)))
    game.record(ev.Protect(role="bodyguard", target=protect))
    game.record(ev.PackKill(targets=[victim]) if victim else ev.Passed(role="werewolf"))
    game.record(ev.Potions(heal=heal) if heal else ev.Passed(role="witch"))
    game.record(ev.RoleCheck(role="seer", target=number))
    game.record(ev.Dawn())


def day(game: Game, nominee: int, with_seat: int | None = None) -> None:
    state = game.state
    voters = [p.seat for p in state.living() if p.seat not in (*LOVERS, REAL, nominee)]
    game.record(ev.Nominate(nominee=nominee, by=voters[:2]))
    if with_seat is None:
        game.record(ev.Vote(nominee=nominee, execute=voters, spare=[]))
    else:
        game.record(ev.Vote(nominee=nominee, execute=voters, spare=[with_seat]),
                    override="Tina stood up and voted: she says the wolves never came for her")


GUARDED = ["werewolf", "werewolf", "bodyguard", "seer"] + ["villager"] * 6


def guarded_village(log_path: Path | None = None, forgotten: bool = False) -> Game:
    """Ten players with a Bodyguard, who protected Emma on night 1. Then either night 2
    Felix and night 3 Greta (the pack eats Hans, then Ida), or — `forgotten` — the Bodyguard
    was not called on night 2 and the pack ate Felix."""
    game = dealt_game("ultimate", GUARDED, log_path=log_path)
    night_to_dawn(game, ev.Protect(role="bodyguard", target=5), ev.Passed(role="werewolf"),
                  ev.RoleCheck(role="seer", target=1))
    if forgotten:
        night_to_dawn(game, ev.PackKill(targets=[6]), ev.RoleCheck(role="seer", target=2))
        return game
    night_to_dawn(game, ev.Protect(role="bodyguard", target=6), ev.PackKill(targets=[8]),
                  ev.RoleCheck(role="seer", target=2))
    night_to_dawn(game, ev.Protect(role="bodyguard", target=7), ev.PackKill(targets=[9]),
                  ev.RoleCheck(role="seer", target=3))
    return game


def number_of(game: Game, event_type: str, nth: int = 1) -> int:
    """The number (from 1) of the nth event of that type among the game's events."""
    found = [n for n, e in enumerate(game.events, start=1) if e.type == event_type]
    return found[nth - 1]


def change(game: Game, number: int, event: ev.Event, reason: str = "misheard") -> Correction:
    return Correction(action="change", at=number, event=event,
                      original=game.events[number - 1], reason=reason)


WW = ["werewolf", "seer", "witch", "villager", "villager", "villager"]


def won_by_the_poison() -> Game:
    """Werwölfe, night 1: the pack eats seat 4, the Seer checks the Werewolf, the Witch heals
    seat 4 and poisons the Werewolf (seat 1): the village wins at dawn."""
    game = dealt_game("werwoelfe", WW)
    for event in (ev.NightFalls(), ev.PackKill(targets=[4]), ev.RoleCheck(role="seer", target=1),
                  ev.Potions(heal=4, kill=1), ev.Dawn()):
        game.record(event)
    return game
