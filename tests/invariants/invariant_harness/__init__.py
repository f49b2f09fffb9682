"""The invariant harness of issue 29: random full-cast games played through the simulator's
policies and the words layer, checked after every event (tests/invariants/).

    from invariant_harness import INVARIANTS, play_many, sample
    run = play_many(INVARIANTS, seed=29, indexes=sample(100, 29))

Each family of invariants has its module (night, checks, day, deaths, board, setup_rules,
corrections);
games.py holds the cases and the run, table.py the watched seat at the Game facade.
"""

from __future__ import annotations

from invariant_harness.board import BoardKeepsSecrets
from invariant_harness.checks import CheckAnswer
from invariant_harness.core import Broken, Invariant
from invariant_harness.corrections import CorrectionSaysTheAnswerFlips
from invariant_harness.day import (
    BallotNamesAnother,
    BanishedTakesNoPart,
    ExecutionSaysWhy,
    HunterShootsAtOnce,
    VotesWithinVoters,
    VouchedVouchesNext,
)
from invariant_harness.deaths import (
    DeathInItsPhase,
    DiceFiveSaysWhose,
    WerwoelfeDawnOrder,
    WerwoelfeVillageWins,
)
from invariant_harness.games import Run, cases, play_many, play_one, sample
from invariant_harness.night import (
    EveryCardCalled,
    MinuteOnWerewolfCard,
    NoSpentAbility,
    PackWakesWhole,
    SavedBy,
    TapWords,
    ToldBeforePack,
)
from invariant_harness.setup_rules import DrunkDrawsOutside, RulesScreenAsApplied

# "plays-through" is the harness's own: the engine refuses none of the policies' actions.
PLAYS_THROUGH = "plays-through"

INVARIANTS: list[type[Invariant]] = [
    ToldBeforePack, PackWakesWhole, SavedBy, NoSpentAbility, TapWords, EveryCardCalled,
    MinuteOnWerewolfCard,
    CheckAnswer,
    ExecutionSaysWhy, VotesWithinVoters, BanishedTakesNoPart, VouchedVouchesNext,
    BallotNamesAnother, HunterShootsAtOnce,
    DeathInItsPhase, WerwoelfeDawnOrder, WerwoelfeVillageWins, DiceFiveSaysWhose,
    BoardKeepsSecrets, RulesScreenAsApplied, DrunkDrawsOutside, CorrectionSaysTheAnswerFlips,
]
NAMES = [PLAYS_THROUGH, *(kind.name for kind in INVARIANTS)]

__all__ = ["INVARIANTS", "NAMES", "PLAYS_THROUGH", "Broken", "Invariant", "Run", "cases",
           "play_many", "play_one", "sample"]
