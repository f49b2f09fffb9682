"""A scripted moderator for the scenario play-throughs: plays a game to its end from a seeded
generator, answering each night call, the dawn's prompts and the day's vote in the game's
voting method. Illegal choices fall back to a pass, so the log holds only recorded actions."""

from __future__ import annotations

import random

from notepad.engine import events as ev
from notepad.engine.game import Game, RuleViolation
from notepad.engine.night.script import Call


def _try(game: Game, *actions: ev.Event) -> bool:
    for action in actions:
        try:
            game.record(action)
            return True
        except RuleViolation:
            continue
    return False


def _pick(rng: random.Random, seats: list[int], k: int = 1) -> list[int]:
    return rng.sample(seats, min(k, len(seats))) if seats else []


def night_action(game: Game, call: Call, rng: random.Random) -> ev.Event | None:
    state = game.state
    living = [p.seat for p in state.living()]
    others = [s for s in living if s not in call.seats]
    record = call.record
    if "kill" in record:
        # Never one of the pack; the Vampires may bite a Werewolf (who can't eat them).
        pack = state.roles[call.role].pack or "werewolves"
        prey = [s for s in others if not state.in_pack(state.players[s], pack)
                and (pack == "vampires" or not state.in_pack(state.players[s], "vampires"))]
        return ev.PackKill(role=call.role, targets=_pick(rng, prey))
    if {"check", "find_role", "find_special", "check_neighbourhood"} & set(record):
        return ev.RoleCheck(role=call.role, target=rng.choice(others or living))
    if "protect" in record:
        last = state.last_night.get(call.role)
        return ev.Protect(role=call.role, target=rng.choice([s for s in living if s != last]))
    if "potions" in record:
        victims = [s for seats in state.tonight.kills.values() for s in seats]
        left = state.potions.get(call.role, {})
        heal = victims[0] if victims and left.get("heal") and rng.random() < 0.5 else None
        kill = rng.choice(others) if others and left.get("kill") and rng.random() < 0.3 else None
        return ev.Potions(role=call.role, heal=heal, kill=kill)
    simple = {"bless": ev.Bless, "silence": ev.Silence, "banish": ev.Banish,
              "recruit": ev.Recruit}
    for kind, model in simple.items():
        if kind in record and others:
            return model(role=call.role, target=rng.choice(others))
    if "signal" in record:
        return ev.TroubleSignal(role=call.role) if rng.random() < 0.3 else None
    if "pass_charm" in record:
        fresh = [s for s in others if s not in state.charm_holders]
        return ev.CharmPassed(target=rng.choice(fresh) if fresh else None)
    if "choose_lovers" in record:
        return ev.LoversChosen(role=call.role, targets=_pick(rng, living, 2))
    if "choose_players" in record:
        role = state.roles[call.role]
        return ev.ChoosePlayers(role=call.role, targets=_pick(rng, others, role.ability.targets))
    if "write_letter" in record:
        return ev.LetterWritten(role=call.role, letter=rng.choice("AEIOUW"))
    if "martyr" in record:
        return ev.MartyrChoice(takes_place=rng.random() < 0.3)
    return None


def prompts(game: Game, rng: random.Random) -> None:
    """The Hunter's shot, the Martyr's answer, the Mayor card."""
    state = game.state
    for _ in range(10):
        if state.phase == "ended":
            return
        if state.pending_shots:
            targets = [p.seat for p in state.living() if p.banished_day != state.number]
            shooter = state.pending_shots[0]
            if not _try(game, ev.HunterShot(actor=shooter, target=rng.choice(targets)
                                            if targets else None),
                        ev.HunterShot(actor=shooter)):
                return
        elif state.today.sentenced is not None:
            game.record(ev.MartyrChoice(takes_place=rng.random() < 0.5))
        elif state.mayor_pending and state.phase == "day":
            game.record(ev.MayorElected(target=rng.choice([p.seat for p in state.living()])))
        else:
            return
        state = game.state


def day(game: Game, rng: random.Random) -> None:
    state = game.state
    voters = [p.seat for p in state.living() if p.banished_day != state.number]
    suspects = [s for s in voters if len(voters) > 1]
    if not suspects:
        return
    # Half the time the village finds a member of a pack; otherwise anyone.
    packs = [s for s in suspects if state.players[s].role in ("werewolf", "vampire",
                                                                "wolf_cub", "lone_wolf")]
    target = rng.choice(packs) if packs and rng.random() < 0.5 else rng.choice(suspects)
    accusers = [s for s in voters if s != target][:2]
    method = game.state.setup.voting
    if game.state.dice and game.state.dice[-1][0] == state.number and \
            game.state.dice[-1][1] == 10:
        method = "elimination"
    if method == "open":
        if _try(game, ev.Nominate(nominee=target, by=accusers)) and \
                game.state.today.sentenced is None and game.state.players[target].alive:
            _try(game, ev.Vote(nominee=target, execute=[s for s in voters if s != target],
                               spare=[target]))
    elif method == "double-accusation":
        second = next((s for s in suspects if s != target), None)
        if second is not None:
            _try(game, ev.DoubleVote(first=target, second=second, first_total=len(voters) - 1,
                                     second_total=1))
    elif method in ("secret-ballot", "snap"):
        _try(game, ev.Ballot(method=method, totals={target: len(voters)}))  # type: ignore[arg-type]
    else:
        hands = [s for s in voters if s != target]
        by = target
        for seat in hands:
            if not _try(game, ev.Vouch(by=by, target=seat)):
                break
            by = seat
    prompts(game, rng)


def play_to_end(game: Game, seed: int, max_nights: int = 60) -> None:
    rng = random.Random(seed)
    dice = "fateful-dice" in game.setup.variants
    for _ in range(max_nights):
        if game.state.phase == "ended":
            return
        game.record(ev.NightFalls(elapsed=round(rng.uniform(60, 600), 1)))
        if game.state.phase == "ended":
            return
        if dice:
            game.roll_dice()
        for call in game.night_script():
            action = night_action(game, call, rng)
            if action is None or not _try(game, action):
                _try(game, ev.Passed(role=call.role))
        game.record(ev.Dawn())
        prompts(game, rng)
        if game.state.phase == "ended":
            return
        if game.state.day_elapsed is not None and rng.random() < 0.2:
            game.record(ev.TimerSet(seconds=600, warning=60))
        day(game, rng)
    raise AssertionError(f"the game did not end in {max_nights} nights")


def played_scenario(scenario_id: str, variants: list[str], seed: int) -> Game:
    """A built-in scenario's game with `variants`, seated with numbered players, dealt from
    `seed` and played to its end: the games the fast-path tests replay event by event."""
    from notepad.catalog import catalog
    from notepad.engine.setup import setup_from_scenario

    scenario = catalog().find_scenario(scenario_id)
    names = [f"Player {i}" for i in range(1, (scenario.players or 11) + 1)]
    game = Game.new(setup_from_scenario(scenario, names, variants=variants, seed=seed))
    game.deal()
    play_to_end(game, seed=seed)
    return game
