"""Helpers for the villages' tests: a notebook made the way the screens make one (split, seat
by seed, deal per village), and a scripted moderator that runs its villages in turn, nights
alternating, each day beginning with the banishment vote (004, Rule Variants — Simultaneous
Play Session). The choices at night and by day are tests/engine/scenario_play.py's."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from scenario_play import _try, night_action, prompts  # noqa: E402
from scenario_play import day as vote_day  # noqa: E402

from notepad.catalog import catalog  # noqa: E402
from notepad.engine import events as ev  # noqa: E402
from notepad.engine.setup import GameSetup, Seat, deal  # noqa: E402
from notepad.villages.moves import MoveRefused  # noqa: E402
from notepad.villages.notebook import Notebook  # noqa: E402
from notepad.villages.split import seat_groups, split_group  # noqa: E402
from notepad.villages.village import Village  # noqa: E402

NAMES = [f"{first} {last}" for last in ("Adler", "Brandt", "Cole", "Dorn", "Eck", "Falk",
                                        "Gray") for first in ("Ann", "Bo", "Cai", "Dee",
                                                              "Eli", "Fay", "Gus", "Hal",
                                                              "Ivy", "Jo")]


def make_notebook(path: Path, players: int, villages: int, seed: int = 1,
                  edition: str = "ultimate") -> Notebook:
    known = catalog()
    sets = split_group(known, edition, players, villages, seed=seed)
    groups = seat_groups(NAMES[:players], [s.players for s in sets], seed)
    setups = [GameSetup(edition=edition, roles=s.roles,  # type: ignore[arg-type]
                        players=[Seat(seat=i, name=n) for i, n in enumerate(group, start=1)],
                        seed=seed * 10 + s.village)
              for s, group in zip(sets, groups, strict=True)]
    roles = known.edition_roles(edition)
    return Notebook.create(path, setups, [deal(s, roles) for s in setups])


def start_night(village: Village, rng: random.Random) -> None:
    village.game.record(ev.NightFalls(elapsed=round(rng.uniform(60, 600), 1)))


def finish_night(village: Village, rng: random.Random) -> None:
    game = village.game
    for call in game.night_script():
        if game.state.phase != "night":
            return
        if any(role == call.role for role, _ in game.state.tonight.done):
            continue
        action = night_action(game, call, rng)
        if action is None or not _try(game, action):
            _try(game, ev.Passed(role=call.role))
    game.record(ev.Dawn())
    prompts(game, rng)


def banish(notebook: Notebook, village: Village, rng: random.Random) -> bool:
    """The village's banishment vote: a living player moves to another open village."""
    others = [v for v in notebook.villages if v is not village and v.phase != "ended"]
    living = [p for p in village.state.living() if p.banished_day != village.state.number]
    if not others or len(living) < 3:
        return False
    player, goal = rng.choice(living), rng.choice(others)
    try:
        notebook.move(player.name, goal.number)
    except MoveRefused:
        return False
    return True


def play_day(village: Village, rng: random.Random) -> None:
    if village.phase == "day":
        vote_day(village.game, rng)


def hand_notebook(path: Path, *villages: list[str], variants: tuple[str, ...] = ()) -> Notebook:
    """Villages dealt by hand: village v's seat N got villages[v-1][N-1]; the players are
    named A1, A2 … in the first village, B1, B2 … in the second."""
    setups, deals = [], []
    for letter, cards in zip("ABCDE", villages, strict=False):
        roles: dict[str, int] = {}
        for card in cards:
            roles[card] = roles.get(card, 0) + 1
        if "charm" in variants:
            roles["charm"] = 1
        setups.append(GameSetup(edition="ultimate", roles=roles, variants=list(variants),
                                players=[Seat(seat=i, name=f"{letter}{i}")
                                         for i in range(1, len(cards) + 1)]))
        deals.append(ev.CardsDealt(cards=list(cards),
                                   charm_holder=1 if "charm" in variants else None))
    return Notebook.create(path, setups, deals)


def quiet_night(village: Village) -> None:
    """A night where every call passes (the pack's too), then its dawn."""
    village.game.record(ev.NightFalls())
    quiet_dawn(village)


def quiet_dawn(village: Village) -> None:
    """The rest of tonight's calls pass, then the dawn."""
    for call in village.game.night_script():
        if not any(role == call.role for role, _ in village.state.tonight.done):
            village.game.record(ev.Passed(role=call.role))
    village.game.record(ev.Dawn())
