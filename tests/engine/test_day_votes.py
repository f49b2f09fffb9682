"""The day (issue 4): every voting method of both rulebooks, per voter or as totals, and the
roles that change an execution. Rulebooks: Werwölfe = the Werwölfe rulebook, Ultimate =
Ultimate Werewolf: Ultimate Edition."""

from __future__ import annotations

from engine_helpers import dealt_game, rules

from notepad.engine import events as ev
from notepad.engine.day.timer import DayTimer
from notepad.engine.game import Game

WW = ["werewolf", "werewolf", "seer", "mayor", "villager", "villager", "villager"]
UW = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager",
      "villager", "villager"]


def to_day(game: Game) -> None:
    game.record(ev.NightFalls())
    game.record(ev.Dawn())


def alive(game: Game, seat: int) -> bool:
    return game.state.players[seat].alive


def test_werwoelfe_gallows_tie_goes_to_the_mayor() -> None:
    """003, The Gallows: "If the vote results in a tie and the Mayor is still alive, their
    vote counts double and decides the outcome"; a tie without the Mayor spares."""
    game = dealt_game("werwoelfe", WW)
    to_day(game)
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5], spare=[1, 2, 6]))
    assert not alive(game, 1)
    game2 = dealt_game("werwoelfe", WW)
    to_day(game2)
    game2.record(ev.Nominate(nominee=1, by=[3, 5]))
    game2.record(ev.Vote(nominee=1, execute=[3, 5, 6], spare=[1, 2, 4]))
    assert alive(game2, 1)
    assert "nominated-twice" in rules(game2.check(ev.Nominate(nominee=1, by=[3, 5])))


def test_werwoelfe_day_ends_after_one_lynching_and_totals_count() -> None:
    """003, The Further Course of the Game: "As soon as a player has been lynched … the day
    ends". Votes counted as totals: more thumbs up than down."""
    game = dealt_game("werwoelfe", WW)
    to_day(game)
    game.record(ev.Nominate(nominee=5, by=[1, 2]))
    game.record(ev.Vote(nominee=5, execute_total=4, spare_total=2))
    assert not alive(game, 5)
    assert "day-over" in rules(game.check(ev.Nominate(nominee=6, by=[1, 2])))


def test_ultimate_more_than_half_and_the_mayor_counts_double() -> None:
    """004, The First Day: "If more than half the players vote to execute"; Role Cards —
    Mayor: "the Mayor's vote counts as two"."""
    cards = ["werewolf", "werewolf", "seer", "mayor", "villager", "villager", "villager",
             "villager"]
    game = dealt_game("ultimate", cards)
    to_day(game)
    game.record(ev.Nominate(nominee=1, by=[3, 5]))
    game.record(ev.Vote(nominee=1, execute=[3, 5, 6, 7], spare=[1, 2, 4, 8]))
    assert alive(game, 1)  # 4 of 8: not more than half
    game.record(ev.Nominate(nominee=2, by=[3, 5]))
    game.record(ev.Vote(nominee=2, execute=[3, 4, 5, 6], spare=[1, 2, 7, 8]))
    assert not alive(game, 2)  # 5 of 9 with the Mayor's two
    game2 = dealt_game("ultimate", cards)
    to_day(game2)
    game2.record(ev.Nominate(nominee=1, by=[3, 5]))
    game2.record(ev.Vote(nominee=1, execute_total=4, spare_total=4, mayor="execute"))
    assert not alive(game2, 1)


def test_the_fool_and_the_pacifist_are_counted_their_way() -> None:
    """004, Role Cards — Fool: "always votes to execute"; Pacifist: "always votes against
    execution"; the random Fool's "vote will always count as a vote to execute"."""
    cards = ["werewolf", "werewolf", "fool", "pacifist", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    to_day(game)
    game.record(ev.Nominate(nominee=1, by=[5, 6]))
    vote = ev.Vote(nominee=1, execute=[3, 4, 5, 6], spare=[1, 2, 7])
    assert "pacifist-votes-spare" in rules(game.check(vote))
    game.record(vote)
    assert alive(game, 1)  # 4 thumbs of 7, but the Pacifist's counts as spare: 3 of 7
    game.record(ev.Nominate(nominee=2, by=[5, 6]))
    game.record(ev.Vote(nominee=2, execute=[5, 6, 7], spare=[1, 2, 3, 4]))
    assert not alive(game, 2)  # 3 thumbs up, and the Fool's thumb down counts to execute
    game2 = dealt_game("ultimate", UW, variants=["random-fool"])
    fool = game2.draw_random_fool()
    assert game2.state.players[fool.target].fool
    assert dealt_game("ultimate", UW, variants=["random-fool"]).draw_random_fool() == fool


def test_the_prince_survives_and_the_village_sleeps() -> None:
    """004, Role Cards — Prince: "When this player is executed, they reveal their role and
    survive, and the village immediately falls back asleep"."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "prince", "villager", "villager",
                                   "villager", "villager"])
    to_day(game)
    game.record(ev.Nominate(nominee=3, by=[1, 2]))
    game.record(ev.Vote(nominee=3, execute=[1, 2, 4, 5, 6], spare=[3]))
    assert alive(game, 3) and game.state.today.ended
    assert "day-over" in rules(game.check(ev.Nominate(nominee=1, by=[3, 4])))


def test_the_charm_holder_is_executed() -> None:
    """004, Rule Variants — The Charm: executed, "they survive (if it was an execution, it
    still counts as successful and everyone falls asleep right away)"."""
    game = dealt_game("ultimate", UW, variants=["charm"], charm_holder=4)
    to_day(game)
    game.record(ev.Nominate(nominee=4, by=[1, 2]))
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3, 5, 6, 7, 8], spare=[4]))
    assert alive(game, 4)
    assert game.state.executions_today == 1 and game.state.today.ended
    assert "executed but saved by the Charm" in game.state.players[4].history[-1]


def test_the_martyr_takes_the_condemned_players_place() -> None:
    """004, Role Cards — Martyr: "Immediately after sentencing (before execution), the Martyr
    may sacrifice themselves to save the condemned player"."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "martyr", "seer", "villager",
                                   "villager", "villager"])
    to_day(game)
    game.record(ev.Nominate(nominee=4, by=[1, 2]))
    game.record(ev.Vote(nominee=4, execute=[1, 2, 3, 5, 6], spare=[4]))
    assert game.state.today.sentenced == 4 and alive(game, 4)
    assert "martyr-first" in rules(game.check(ev.Nominate(nominee=5, by=[1, 2])))
    game.record(ev.MartyrChoice(takes_place=True))
    assert alive(game, 4) and not alive(game, 3)
    died = game.state.players[3].died
    assert died is not None and died.chain == [4]


def test_the_trouble_makers_second_execution() -> None:
    """004, Role Cards — Trouble Maker: "the Moderator announces the need for a second
    execution right after the first player is executed"."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "trouble_maker", "villager",
                                   "villager", "villager", "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.TroubleSignal())
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5, 6, 7, 8], spare=[1, 2, 9]))
    assert "day-over" not in rules(game.check(ev.Nominate(nominee=2, by=[3, 4])))
    game.record(ev.Nominate(nominee=2, by=[3, 4]))
    game.record(ev.Vote(nominee=2, execute=[3, 4, 5, 6, 7, 8], spare=[2]))
    assert not alive(game, 2) and game.state.winners == ["village"]


def test_old_hags_banished_and_the_enchantresss_silenced() -> None:
    """004, Role Cards — Old Hag: the banished player takes no part in the vote and "can't be
    killed by the Hunter's shot or by any other means"; Enchantress: the silenced player
    "can't speak, but can vote"."""
    cards = ["werewolf", "werewolf", "old_hag", "enchantress", "hunter", "villager",
             "villager", "villager"]
    game = dealt_game("ultimate", cards)
    game.record(ev.NightFalls())
    game.record(ev.Banish(target=6))
    game.record(ev.Silence(target=7))
    game.record(ev.Dawn())
    assert "banished" in rules(game.check(ev.Nominate(nominee=6, by=[1, 2])))
    assert "silenced" in rules(game.check(ev.Nominate(nominee=1, by=[7, 8])))
    assert "may-not-vote" not in rules(game.check(ev.Vote(nominee=1, execute=[7])))
    game.record(ev.Nominate(nominee=5, by=[1, 2]))
    game.record(ev.Vote(nominee=5, execute=[1, 2, 3, 4, 7], spare=[5, 8]))
    game.record(ev.HunterShot(target=6), override="the Hunter insists")
    assert alive(game, 6)
    assert "banished by the Old Hag" in game.state.players[6].history[-1]


def test_double_accusation() -> None:
    """004, Rule Variants — Accusation and Voting, Double Accusation: "the player who
    receives the most votes is executed. If the vote is tied, both are executed"."""
    game = dealt_game("ultimate", UW, voting="double-accusation")
    to_day(game)
    game.record(ev.DoubleVote(first=1, second=4, for_first=[3, 5, 6, 7], for_second=[1, 2]))
    assert not alive(game, 1) and alive(game, 4)
    tied = dealt_game("ultimate", UW, voting="double-accusation")
    to_day(tied)
    tied.record(ev.DoubleVote(first=1, second=4, first_total=4, second_total=4))
    assert not alive(tied, 1) and not alive(tied, 4)


def test_secret_ballot_runoff_then_all_tied_die() -> None:
    """004, Secret Ballot ("Last Hero"): "If two or more players are tied for the most votes,
    a runoff vote is held … If the runoff also ties, all the tied players are executed"."""
    game = dealt_game("ultimate", UW, voting="secret-ballot")
    to_day(game)
    game.record(ev.Ballot(totals={1: 3, 4: 3, 5: 2}))
    assert game.state.today.runoff == [1, 4] and alive(game, 1)
    assert "runoff" in rules(game.check(ev.Ballot(totals={5: 5})))
    game.record(ev.Ballot(votes={2: 4, 3: 1, 5: 1, 6: 4, 7: 1}))
    assert not alive(game, 1) and alive(game, 4) and game.state.today.runoff == []
    game2 = dealt_game("ultimate", UW, voting="secret-ballot")
    to_day(game2)
    game2.record(ev.Ballot(totals={1: 4, 4: 4}))
    game2.record(ev.Ballot(totals={1: 4, 4: 4}))
    assert not alive(game2, 1) and not alive(game2, 4)


def test_snap_voting_revotes_among_the_tied() -> None:
    """004, "1, 2, 3, Die!": "If there's a tie, a revote is held, but only among the tied
    candidates"."""
    game = dealt_game("ultimate", UW, voting="snap")
    to_day(game)
    game.record(ev.Ballot(method="snap", totals={1: 4, 4: 4}))
    game.record(ev.Ballot(method="snap", totals={1: 4, 4: 4}))
    assert game.state.today.runoff == [1, 4] and alive(game, 1) and alive(game, 4)
    game.record(ev.Ballot(method="snap", votes={3: 1, 5: 1, 6: 1, 7: 4}))
    assert not alive(game, 1)


def test_the_elimination_method() -> None:
    """004, Elimination Method: each player vouched for lowers a hand; "The process repeats
    until only one player is left with a raised hand. That player is executed"."""
    game = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"],
                      voting="elimination")
    to_day(game)
    for by, target in [(2, 3), (3, 4), (4, 5), (5, 2)]:
        game.record(ev.Vouch(by=by, target=target))
    assert not alive(game, 1) and game.state.winners == ["village"]


def test_role_reveal_per_variant() -> None:
    """004, Rule Variants — Role Reveal: full, "only whether the deceased was a Werewolf",
    "Only the deceased's team", "nothing is revealed"; Role Cards — Lycan, alternate variant:
    "a dead Lycan's role is revealed as a Werewolf"."""
    from notepad.engine.reveal import revealed

    cases = {"reveal-full": "Seer", "reveal-wolf-or-not": "not a Werewolf",
             "reveal-team": "Villagers", "reveal-none": ""}
    for variant, shown in cases.items():
        game = dealt_game("werwoelfe", WW, variants=[variant])
        assert revealed(game.state, game.state.players[3]) == shown
    lycan = ["werewolf", "lycan", "seer", "villager", "villager"]
    plain = dealt_game("ultimate", lycan)
    assert revealed(plain.state, plain.state.players[2]) == "Lycan"
    wolfish = dealt_game("ultimate", lycan, variants=["lycan-reveals-werewolf"])
    assert revealed(wolfish.state, wolfish.state.players[2]) == "Werewolf"


def test_the_day_timer_and_its_elapsed_time_in_the_log() -> None:
    """004, Moderator's Guide — Managing the Pace of the Game: a timer; The First Day: "warn
    everyone that dusk is falling". The day's length is logged on night_falls."""
    game = dealt_game("werwoelfe", WW)
    to_day(game)
    game.record(ev.TimerSet(seconds=600, warning=60))
    timer = DayTimer(game.state.today.timer or 0, game.state.today.warning, started=100.0)
    assert not timer.warn(600.0) and timer.warn(650.0) and timer.dusk(700.0)
    game.record(ev.NightFalls(elapsed=612.5))
    assert game.state.day_elapsed == {1: 612.5}


def test_an_accusation_needs_a_second() -> None:
    """003, The Gallows: "If another player confirms this nomination by also nominating
    Peter, the accused has the opportunity to defend themselves"."""
    game = dealt_game("werwoelfe", WW)
    to_day(game)
    assert "not-seconded" in rules(game.check(ev.Nominate(nominee=1, by=[3])))
    assert "not-seconded" not in rules(game.check(ev.Nominate(nominee=1, by=[3, 4])))


def test_the_pacifist_variant_cannot_accuse() -> None:
    """004, Role Cards — Pacifist, alternate variant: "the Pacifist can't accuse anyone or
    second an accusation"."""
    cards = ["werewolf", "werewolf", "pacifist", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards, house_rules={"pacifist-no-accuse": True})
    to_day(game)
    assert "pacifist-accuses" in rules(game.check(ev.Nominate(nominee=1, by=[3, 4])))
    plain = dealt_game("ultimate", cards)
    to_day(plain)
    assert "pacifist-accuses" not in rules(plain.check(ev.Nominate(nominee=1, by=[3, 4])))


def test_waiting_for_lists_what_the_moderator_must_ask() -> None:
    """003, Hunter: the Hunter shoots "immediately … after their death is announced"."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "hunter", "villager", "villager",
                                    "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[3]))
    game.record(ev.Dawn())
    assert game.waiting_for() == ["Clara (Hunter) shoots"]
    assert "hunter-first" in rules(game.check(ev.Nominate(nominee=1, by=[4, 5])))


def test_a_hand_both_ways_and_the_pacifists_hand_are_found_wherever_they_stand() -> None:
    """The vote's checks look the few hands up among the many (issue 14): a player who voted
    both ways is refused, and the Pacifist's hand to execute is noted, at any place in the
    lists, and not otherwise."""
    cards = ["werewolf", "werewolf", "fool", "pacifist", "villager", "villager", "villager"]
    game = dealt_game("ultimate", cards)
    to_day(game)
    game.record(ev.Nominate(nominee=1, by=[5, 6]))
    for execute, spare, both, pacifist in [
        ([3, 5, 6], [1, 2, 7], False, False),
        ([3, 4, 5, 6], [1, 2, 7], False, True),
        ([3, 5, 6, 7], [1, 2, 7], True, False),
        ([1, 3, 5, 6], [4, 1], True, False),
        ([4], [], False, True),
    ]:
        found = rules(game.check(ev.Vote(nominee=1, execute=execute, spare=spare)))
        assert ("double-vote" in found) == both, (execute, spare)
        assert ("pacifist-votes-spare" in found) == pacifist, (execute, spare)


def test_an_accusation_waits_for_its_vote_before_the_next() -> None:
    """Ultimate, The First Day: "If another player supports you, the accused will be given a
    chance to speak in their own defense, and then the players will vote … If the player is
    spared, discussion may continue and someone else may be accused"; Werwölfe, The Gallows:
    "the accused has the opportunity to defend themselves … Afterward, all living players
    vote". A Village in Chaos trial accused Carl, then Ida before Carl's vote: the vote typed
    next went to Ida and Carl's accusation was left hanging. The second accusation is refused
    until the first is voted on (the moderator may override, setting it aside)."""
    for edition, cards in (("ultimate", UW), ("werwoelfe", WW)):
        game = dealt_game(edition, cards)
        to_day(game)
        game.record(ev.Nominate(nominee=1, by=[3, 5]))
        refused = [v for v in game.check(ev.Nominate(nominee=2, by=[3, 5]))
                   if v.rule == "vote-owed"]
        assert len(refused) == 1 and refused[0].severity == "error" and refused[0].overridable
        assert refused[0].message == ("Anna is accused and not yet voted on: record that vote "
                                      "first")
        game.record(ev.Vote(nominee=1, execute=[3], spare=[1, 2, 4, 5, 6]))  # spared
        assert alive(game, 1)
        assert "vote-owed" not in rules(game.check(ev.Nominate(nominee=2, by=[3, 5])))
    # Double Accusation: "Voting is held for the first two accused players" (Rule Variants).
    double = dealt_game("ultimate", UW, voting="double-accusation")
    to_day(double)
    double.record(ev.Nominate(nominee=1, by=[3, 5]))
    assert "vote-owed" not in rules(double.check(ev.Nominate(nominee=2, by=[3, 5])))
