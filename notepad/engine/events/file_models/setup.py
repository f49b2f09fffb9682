"""The game's setup (the session log's header) as pydantic models: the file models of the plain
records in notepad/engine/setup.py, with the same names and fields (issue 14).

A log's header is read into the plain record without pydantic when it is sure to be valid
(events/reader.py); anything else comes here, and so does a setup made from the user's choices
(GameSetup(…), Seat(…)), so a bad setup gets the same message as before."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from notepad.catalog.bounds import MAX_NAME, MAX_PLAYER_NAME, MAX_PLAYERS, MAX_SEED
from notepad.engine.setup import inconsistency

PLAIN_NAMES = ("Seat", "GameSetup")


class Seat(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    seat: int = Field(ge=1, le=MAX_PLAYERS)
    name: str = Field(min_length=1, max_length=MAX_PLAYER_NAME,
                      description="a name or a description: 'Hawaiian shirt'")


class GameSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    edition: Literal["ultimate", "werwoelfe"]
    scenario: str | None = None
    scenario_name: str | None = Field(
        default=None, min_length=1, max_length=MAX_NAME,
        description="the scenario's own name, as its file gives it (issue 32); absent in "
                    "older logs")
    roles: dict[str, int] = Field(description="role id → cards (the Charm counts as a card)")
    # Ultimate, Scenarios — Overpopulated Village (68): "it doesn't get any bigger".
    players: list[Seat] = Field(min_length=1, max_length=MAX_PLAYERS)
    variants: list[str] = Field(default_factory=list)
    voting: str = "open"
    house_rules: dict[str, bool] = Field(
        default_factory=dict, description="validator rule id → on/off for this game"
    )
    seed: int = Field(default=0, ge=-MAX_SEED - 1, le=MAX_SEED)
    maybe: dict[str, int] = Field(
        default_factory=dict,
        description="v3: cards of `roles` mixed in with the Villagers, as many discarded at "
                    "random (Rule Variants — Role/Werewolf Count Variants)")
    role_swaps: list[tuple[str, str]] = Field(
        default_factory=list,
        description="v3: the pairs of roles chosen ahead of time to change hands during a "
                    "night (Rule Variants — Role Swap)")

    @model_validator(mode="after")
    def _consistent(self) -> GameSetup:
        problem = inconsistency(self)
        if problem is not None:
            raise ValueError(problem)
        return self
