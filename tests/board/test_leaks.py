"""The board's JSON never holds a secret (issue 17, Tests with real parts): hundreds of random
games played through the engine by the simulator's players, and after every event the public
state (notepad/board/public.py, the one function the F4 view, the terminal board and the web
board all show) is checked four ways:

1. its shape: only the keys the board shows, each player entry only seat and name (and for the
   dead, when and what the role-reveal variant showed);
2. between nightfall and dawn it does not change at all, whatever the night's calls record: no
   night target, no check answer, no pass or action shows before dawn;
3. it is the same when every secret of the living is shuffled — their roles, the cards dealt,
   lovers, cultists, the Minion, the bitten, the blessed, the secret Fool, the Charm holder,
   tonight's choices: so no living player's role, lover or cultist can be read from it;
4. no living player's role is named in it beyond what the variant showed of the dead (Ultimate,
   Rule Variants — Role Reveal), and no check answer is in it.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from notepad.balance.simulate import Simulation, game_rng, play, play_game
from notepad.balance.simulate.endings import END_RULES
from notepad.balance.simulate.table import DRIVERS, GameTable
from notepad.board.public import public_state
from notepad.catalog import Catalog
from notepad.engine import events as ev
from notepad.engine.night_and_day import Tonight
from notepad.engine.state import GameState
from notepad.table.night_words import ANSWERS

NOW = 1_000_000.0
REVEALS = ["reveal-full", "reveal-wolf-or-not", "reveal-team", "reveal-none"]
KEYS = {"format", "edition", "phase", "number", "title", "alive", "dead", "timer", "rule",
        "silenced", "banished", "mayor", "dawn", "accusations", "winners", "notices", "moved",
        "survived"}
# What a player entry may say; the dead add when they died and what the table was shown, the
# Prince who survived the execution the card revealed (Ultimate, Role Cards — Prince).
SEAT_KEYS = {"seat", "name"}
SHOWN_KEYS = {"seat", "name", "shown"}
DEAD_KEYS = {"seat", "name", "when", "shown"}
ACCUSED_KEYS = {"seat", "name", "by", "votes", "vouched_by", "line"}
SECRET_FLAGS = ("role", "dealt", "lover", "cultist", "minion", "bitten", "vampire", "blessed",
                "blessed_night", "fool", "drunk_role", "lost_abilities")
# Night events that the table sees happen: a death recorded by hand, a Hunter's shot.
SEEN_AT_NIGHT = (ev.Death, ev.HunterShot, ev.GameEnds)


def check_shape(public: dict[str, Any]) -> None:
    assert set(public) == KEYS
    assert all(set(p) == SEAT_KEYS for p in public["alive"])
    assert all(set(p) == DEAD_KEYS for p in public["dead"])
    assert all(set(p) == ACCUSED_KEYS for p in public["accusations"])
    assert all(set(p) == SHOWN_KEYS and p["shown"] == "Prince" for p in public["survived"])
    for key in ("silenced", "banished", "moved"):  # moved: "may not reveal it" (its role)
        assert all(set(p) == SEAT_KEYS for p in public[key])


def scrambled(state: GameState, rng: random.Random) -> dict[str, Any]:
    """The state's secrets shuffled among the living (and put back after)."""
    living = [p for p in state.players.values() if p.alive]
    kept = [(p, [getattr(p, f) for f in SECRET_FLAGS]) for p in living]
    kept_state = (state.charm_holder, state.tonight)
    try:
        values = [v for _, v in kept]
        rng.shuffle(values)
        seats = [p.seat for p in living]
        for player, secrets in zip(living, values, strict=True):
            for name, value in zip(SECRET_FLAGS, secrets, strict=True):
                setattr(player, name, value)
            player.lover = rng.choice(seats) if rng.random() < 0.3 else None
            player.cultist = rng.random() < 0.3
            player.fool = rng.random() < 0.1
        state.charm_holder = rng.choice(seats) if seats else None
        state.tonight = Tonight(kills={"werewolf": seats[:1]}, healed=seats[-1:],
                                poisoned=seats[1:2], protected={"bodyguard": seats[0]}
                                if seats else {})
        return public_state(GAME_OF[id(state)], now=NOW)
    finally:
        for player, secrets in kept:
            for name, value in zip(SECRET_FLAGS, secrets, strict=True):
                setattr(player, name, value)
        state.charm_holder, state.tonight = kept_state


def secret_words(state: GameState, public: dict[str, Any]) -> list[str]:
    """Living players' role names (and check answers) found in the public state, after taking
    out the words it may say: what the variant showed of the dead, today's dice rule, the
    edition's title and the winning teams."""
    text = json.dumps(public, ensure_ascii=False)
    allowed = [d["shown"] for d in public["dead"] if d["shown"]]
    allowed += [p["shown"] for p in public["survived"]]  # the Prince "reveal[s] their role"
    allowed += [public["rule"], public["edition"]]
    allowed += (public["winners"] or {}).get("teams", [])
    for words in sorted((w for w in allowed if w), key=len, reverse=True):
        text = text.replace(json.dumps(words, ensure_ascii=False)[1:-1], "")
    names = {p.name for p in state.players.values()}
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    secrets = set()
    for player in state.players.values():
        if player.alive:
            for role_id in (player.role, player.dealt):
                role = state.roles.get(role_id)
                if role is not None:
                    secrets.add(role.name)
    secrets |= set(ANSWERS.values())
    pattern = "|".join(re.escape(w) for w in sorted(secrets, key=len, reverse=True))
    return re.findall(rf"\b(?:{pattern})\b", text)


GAME_OF: dict[int, Any] = {}


class WatchedTable(GameTable):
    """The simulator's seat at the Game facade, checking the public state after every event."""

    checked = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.rng = random.Random(len(GAME_OF))
        self.at_nightfall: dict[str, Any] | None = None
        GAME_OF.clear()
        GAME_OF[id(self.game.state)] = self.game

    def record(self, action: ev.Event) -> None:
        super().record(action)
        self.watch(action)

    def deal(self) -> None:
        super().deal()
        self.watch(self.game.events[-1])

    def watch(self, action: ev.Event) -> None:
        game, state = self.game, self.game.state
        GAME_OF[id(state)] = game
        public = public_state(game, now=NOW)
        check_shape(public)
        if isinstance(action, ev.NightFalls):
            self.at_nightfall = public
        elif state.phase == "night" and not isinstance(action, SEEN_AT_NIGHT):
            assert public == self.at_nightfall, f"{action.type} showed at night"
        elif state.phase == "night":
            self.at_nightfall = public
        assert scrambled(state, self.rng) == public, f"a secret shows after {action.type}"
        assert secret_words(state, public) == [], f"after {action.type}"
        WatchedTable.checked += 1


def simulations(built_in: Catalog) -> list[tuple[str, Simulation]]:
    sims = []
    every = [*built_in.scenarios["ultimate"].values(), *built_in.scenarios["werwoelfe"].values()]
    for scenario in sorted(every, key=lambda s: s.id):
        sim = Simulation.from_scenario(scenario, skill=0.5, driver="watched")
        if len(sim.setup.players) > 30:
            continue  # the 68-player village plays the same rules, only slower
        sims.append((scenario.id, sim))
    return sims


def watched_setups(built_in, reveal: str):
    """Each simulation of `simulations` with its setup under `reveal`, and with the Charm and
    Fateful Dice where the edition has them (the Charm's card added)."""
    for index, (_, sim) in enumerate(simulations(built_in)):
        extra = ["fateful-dice", "charm"] if sim.setup.edition == "ultimate" else []
        others = [v for v in sim.setup.variants if not v.startswith("reveal-")]
        variants = list(dict.fromkeys([*others, *extra, reveal]))
        roles = dict(sim.setup.roles)
        if "charm" in variants:
            roles["charm"] = 1
        yield index, sim, sim.setup.model_copy(update={"variants": variants, "roles": roles})


@pytest.mark.parametrize("reveal", REVEALS)
def test_the_public_state_never_holds_a_secret(built_in, monkeypatch, reveal):
    """Every built-in scenario of up to 30 players, under each role-reveal variant, with the
    Charm and Fateful Dice where the edition has them: 4 games each (208 in all), checked
    after every event."""
    monkeypatch.setitem(DRIVERS, "watched", WatchedTable)
    monkeypatch.setattr(play, "SILENT_PASSES", False)  # every call answered, passes too
    WatchedTable.checked = 0
    games = 0
    for index, sim, setup in watched_setups(built_in, reveal):
        for game in range(4):
            play_game(setup, sim.roles, game_rng(17, index * 10 + game), sim.skill,
                      END_RULES[sim.end], driver="watched", max_nights=12)
            games += 1
    assert games == 4 * len(simulations(built_in)) and WatchedTable.checked > 2500
