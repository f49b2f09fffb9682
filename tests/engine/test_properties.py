"""Random legal and illegal action sequences never break an invariant (docs/design.md, Tests)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from engine_helpers import dealt_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notepad.engine import events as ev
from notepad.engine.game import Game, RuleViolation, snapshot
from notepad.engine.log.replay import load_game
from notepad.engine.validator import errors

WERWOELFE = ["werewolf", "werewolf", "seer", "witch", "healer", "hunter", "red_riding_hood",
             "mayor", "cupid", "villager"]
ULTIMATE = ["werewolf", "wolf_cub", "seer", "witch", "bodyguard", "priest", "enchantress",
            "old_hag", "hunter", "villager"]

move = st.tuples(st.integers(0, 24), st.integers(1, 11), st.integers(1, 11), st.integers(0, 1023),
                 st.booleans())


def build(kind: int, a: int, b: int, bits: int, edition: str) -> ev.Event | str:
    protector = "healer" if edition == "werwoelfe" else "bodyguard"
    voters = [s for s in range(1, 11) if bits >> (s - 1) & 1]
    table: list[ev.Event | str] = [
        ev.NightFalls(), ev.Dawn(), ev.PackKill(targets=[a]), ev.RoleCheck(role="seer", target=a),
        ev.Potions(heal=a), ev.Potions(kill=a), ev.Protect(role=protector, target=a),
        ev.Nominate(nominee=a, by=[b]),
        ev.Vote(nominee=a, execute=voters, spare=[s for s in range(1, 11) if s not in voters]),
        "undo", "redo", ev.Passed(role="seer"), ev.Bless(target=a), ev.Silence(target=a),
        ev.Banish(target=a), ev.CharmPassed(target=a), ev.HunterShot(target=a),
        ev.LoversChosen(targets=[a, b]),
        ev.Vote(nominee=a, execute_total=bits % 11, spare_total=b % 5),
        ev.DoubleVote(first=a, second=b, for_first=voters,
                      for_second=[s for s in range(1, 11) if s not in voters]),
        ev.Ballot(totals={a: bits % 7, b: bits % 5}),
        ev.Vouch(by=b, target=a),
        ev.MartyrChoice(takes_place=bool(bits & 1)),
        ev.DiceRolled(dice=[1 + a % 6, 1 + b % 6]),
        ev.HunterShot(actor=b, target=a),
    ]
    return table[kind]


def acting_alive(game: Game, action: ev.Event) -> bool:
    role = getattr(action, "role", None)
    if role is None or isinstance(action, ev.Passed | ev.HunterShot):
        return True
    if role == "charm":
        return game.state.charm_holder is not None
    seats = [p for p in game.state.players.values()
             if p.role == role or (role == "werewolf" and game.state.in_pack(p))]
    return any(p.alive for p in seats)


def run(moves: list[tuple[int, int, int, int, bool]], edition: str, cards: list[str]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.jsonl"
        variants = ["charm"] if edition == "ultimate" else []
        game = dealt_game(edition, cards, variants=variants,
                          charm_holder=3 if variants else None, log_path=path)
        for kind, a, b, bits, override in moves:
            action = build(kind, a, b, bits, edition)
            if action == "undo":
                game.undo()
                continue
            if action == "redo":
                game.redo()
                continue
            assert not isinstance(action, str)
            before = snapshot(game.state)
            blocking = errors(game.check(action))
            if blocking and not (override and all(v.overridable for v in blocking)):
                with pytest.raises(RuleViolation):
                    game.record(action)
                assert game.state == before  # a refused action changes nothing
                continue
            alive = acting_alive(game, action)
            game.record(action, override="property test" if blocking else None)
            if not blocking:
                assert alive, f"a dead role acted without an override: {action}"
            for left in game.state.potions.values():
                assert all(n >= 0 for n in left.values())
            for seat in ev.targets_of(action):
                if seat in before.players and not before.players[seat].alive:
                    assert not game.state.players[seat].alive  # nobody comes back to life
        game.close()
        replayed, warnings = load_game(path)
        assert warnings == []
        assert replayed.state == game.state


SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SLOW
@given(st.lists(move, max_size=60))
def test_random_werwoelfe_sequences_keep_the_invariants(moves) -> None:
    run(moves, "werwoelfe", WERWOELFE)


@SLOW
@given(st.lists(move, max_size=60))
def test_random_ultimate_sequences_keep_the_invariants(moves) -> None:
    run(moves, "ultimate", ULTIMATE)
