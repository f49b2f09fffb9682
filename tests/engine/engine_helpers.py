"""Helpers for the engine tests: small games dealt by hand, so every test knows who is who."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from notepad.engine.events import CardsDealt, Event
from notepad.engine.game import Game
from notepad.engine.setup import GameSetup, Seat

NAMES = [
    "Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hans", "Ida", "Jonas",
    "Karla", "Lukas", "Mia", "Nils", "Olga", "Paul", "Quirin", "Rosa", "Sven", "Tina",
]


def make_setup(
    edition: str, cards: Sequence[str], variants: Sequence[str] = (), **extra: object
) -> GameSetup:
    roles = dict(Counter(c for c in cards))
    if "charm" in variants:
        roles["charm"] = 1
    players = [Seat(seat=i + 1, name=NAMES[i] if i < len(NAMES) else f"P{i + 1}")
               for i in range(len(cards))]
    return GameSetup(edition=edition, roles=roles, players=players,  # type: ignore[arg-type]
                     variants=list(variants), **extra)  # type: ignore[arg-type]


def dealt_game(
    edition: str, cards: Sequence[str], variants: Sequence[str] = (),
    charm_holder: int | None = None, log_path: object = None, **extra: object,
) -> Game:
    """A game whose seat N got cards[N-1] (the moderator recorded the deal)."""
    game = Game.new(make_setup(edition, cards, variants, **extra), log_path=log_path)  # type: ignore[arg-type]
    game.record(CardsDealt(cards=list(cards), charm_holder=charm_holder))
    return game


def minion_game(cards: Sequence[str], variants: Sequence[str] = (), minions: int = 1) -> Game:
    """A game whose role set names `minions` Minions besides the cards dealt: the main rule,
    "No card is normally needed for this role" — each Minion's place is dealt as a Villager
    card, and a pack chooses its Minion on the first night (Ultimate, Role Cards — Minion)."""
    setup = make_setup("ultimate", cards, variants)
    setup = setup.model_copy(update={"roles": {**setup.roles, "minion": minions,
                                               "villager": setup.roles["villager"] - minions}})
    game = Game.new(setup)
    game.record(CardsDealt(cards=list(cards)))
    return game


def next_night(game: Game) -> None:
    """End the current night (dawn) or day and start the next night."""
    from notepad.engine.events import Dawn, NightFalls

    if game.state.phase == "night":
        game.record(Dawn())
    game.record(NightFalls())


def night_to_dawn(game: Game, *actions: Event) -> None:
    """Start a night (recording the dawn of an unfinished one first), record, then dawn."""
    from notepad.engine.events import Dawn

    next_night(game)
    for action in actions:
        game.record(action)
    game.record(Dawn())


def rules(violations: Sequence[object]) -> list[str]:
    return [v.rule for v in violations]  # type: ignore[attr-defined]
