"""The day at a full table (issue 29): who may vote and how many votes a method can count, the
Elimination Method's order, and the execution a card survives. Rulebooks: Ultimate =
Ultimate Werewolf: Ultimate Edition; Werwölfe = the Werwölfe rulebook."""

from __future__ import annotations

from engine_helpers import dealt_game, rules

from notepad.engine import events as ev
from notepad.engine.game import Game


def to_day(game: Game, *night: ev.Event) -> None:
    game.record(ev.NightFalls())
    for action in night:
        game.record(action)
    game.record(ev.Dawn())


def alive(game: Game, seat: int) -> bool:
    return game.state.players[seat].alive


HAG_AND_MAYOR = ["werewolf", "werewolf", "old_hag", "mayor", "villager", "villager", "villager",
                 "villager"]


def test_the_banished_mayor_is_not_asked_and_not_counted() -> None:
    """Ultimate, Role Cards — Old Hag: the banished player takes no part in "the execution
    vote, or anything else"; Role Cards — Mayor: the Mayor's vote counts as two "when votes
    are tallied" — a banished Mayor casts none. 4 of the 7 who vote is more than half."""
    game = dealt_game("ultimate", HAG_AND_MAYOR)
    to_day(game, ev.Banish(target=4))
    game.record(ev.Nominate(nominee=1, by=[5, 6]))
    vote = ev.Vote(nominee=1, execute_total=4, spare_total=3)
    assert "mayor-vote" not in rules(game.check(vote))
    game.record(vote)
    assert not alive(game, 1)



PLAIN = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager",
         "villager"]


def test_the_vouched_for_player_vouches_next() -> None:
    """Ultimate, Rule Variants — Accusation and Voting, Elimination Method: "all players raise
    their hands — except the one who was vouched for. That player then vouches for someone
    else": after `vouch 3 1` it is Anna (1) who vouches, not Emma (5)."""
    game = dealt_game("ultimate", PLAIN, voting="elimination")
    to_day(game)
    game.record(ev.Vouch(by=3, target=1))
    assert "vouch-order" in rules(game.check(ev.Vouch(by=5, target=6)))
    assert "vouch-order" not in rules(game.check(ev.Vouch(by=1, target=6)))
    assert "vouch-order" in rules(game.check(ev.Vouch(by=1, target=1)))  # someone else


def test_no_method_counts_more_votes_than_it_has_voters() -> None:
    """Ultimate, Rule Variants — Accusation and Voting: in "1, 2, 3, Die!" "each player must
    point at someone else", in the Secret Ballot "Each player writes another player's name",
    in the Double Accusation "Players vote": one vote a living player. 9 votes from the 8
    living are refused, in every method."""
    snap = dealt_game("ultimate", PLAIN, voting="snap")
    to_day(snap)
    assert "too-many-votes" in rules(snap.check(ev.Ballot(method="snap", totals={1: 5, 2: 4})))
    assert "too-many-votes" in rules(snap.check(ev.Ballot(
        method="snap", votes={3: 1, 4: 1}, totals={1: 4, 2: 3})))
    assert "too-many-votes" not in rules(snap.check(ev.Ballot(method="snap",
                                                              totals={1: 5, 2: 3})))
    ballot = dealt_game("ultimate", PLAIN, voting="secret-ballot")
    to_day(ballot)
    assert "too-many-votes" in rules(ballot.check(ev.Ballot(totals={1: 9})))
    double = dealt_game("ultimate", PLAIN, voting="double-accusation")
    to_day(double)
    double.record(ev.Nominate(nominee=1, by=[3, 4]))
    double.record(ev.Nominate(nominee=2, by=[5, 6]))
    assert "too-many-votes" in rules(double.check(ev.DoubleVote(
        first=1, second=2, first_total=5, second_total=4)))
    assert "double-vote" in rules(double.check(ev.DoubleVote(
        first=1, second=2, for_first=[3, 4], for_second=[4, 5])))


def test_the_banished_are_not_counted_among_the_voters_of_a_ballot() -> None:
    """Ultimate, Role Cards — Old Hag: the banished takes no part in the execution vote, so 8
    names from 7 who vote are too many."""
    game = dealt_game("ultimate", HAG_AND_MAYOR, voting="secret-ballot")
    to_day(game, ev.Banish(target=5))
    assert "too-many-votes" in rules(game.check(ev.Ballot(totals={1: 5, 2: 3})))


def test_the_secret_ballot_names_another_player() -> None:
    """Ultimate, Rule Variants — Accusation and Voting, Secret Ballot: "Each player writes
    another player's name" — not their own."""
    game = dealt_game("ultimate", PLAIN, voting="secret-ballot")
    to_day(game)
    assert "self-vote" in rules(game.check(ev.Ballot(votes={3: 3, 4: 1})))


PRINCE = ["prince", "werewolf", "werewolf", "seer", "villager", "villager", "villager",
          "villager"]


def test_the_prince_voted_out_is_announced_revealed_and_on_the_board() -> None:
    """Ultimate, Role Cards — Prince: "When this player is executed, they reveal their role and
    survive, and the village immediately falls back asleep after the failed execution": the
    moderator is told to have the card revealed and to send the village to sleep, and the
    board shows the Prince's card."""
    from notepad.board.public import public_state
    from notepad.table.recorded import survivals_since

    game = dealt_game("ultimate", PRINCE)
    to_day(game)
    game.record(ev.Nominate(nominee=1, by=[5, 6]))
    game.record(ev.Vote(nominee=1, execute_total=6, spare_total=2))
    assert alive(game, 1)
    said = survivals_since(game.state, 0)
    assert len(said) == 1 and "Anna survives the execution" in said[0]
    assert "Prince" in said[0] and "falls asleep" in said[0]
    public = public_state(game)
    assert public["survived"] == [{"seat": 1, "name": "Anna", "shown": "Prince"}]
    assert any("Anna" in line and "Prince" in line for line in public["notices"])


def test_the_charm_holder_out_voted_is_told_and_the_board_keeps_the_secret() -> None:
    """Ultimate, Rule Variants — The Charm: "If the Charm holder is executed …, they're told
    that they're the Charm holder and therefore survive (if it was an execution, it still
    counts as successful and everyone falls asleep right away)". Told, not shown: the board
    names no Charm."""
    from notepad.board.public import public_state
    from notepad.table.recorded import survivals_since

    game = dealt_game("ultimate", PLAIN, variants=["charm"], charm_holder=5,
                      voting="secret-ballot")
    game.record(ev.NightFalls())
    game.record(ev.Dawn())
    game.record(ev.Ballot(votes={1: 5, 2: 5, 3: 5, 4: 1, 6: 5}))
    assert alive(game, 5)
    said = survivals_since(game.state, 0)
    assert len(said) == 1 and "Emma survives the execution" in said[0]
    assert "Charm" in said[0] and "falls asleep" in said[0]
    public = public_state(game)
    assert public["survived"] == []
    assert "Charm" not in " ".join(public["notices"])


def test_a_shielded_player_voted_out_says_why() -> None:
    """Ultimate, Role Cards — Bodyguard, alternate variant 2: "the Bodyguard's target also
    can't be executed … the following day": an execution vote that kills nobody says why."""
    from notepad.table.recorded import survivals_since

    cards = ["bodyguard", "werewolf", "werewolf", "seer", "villager", "villager", "villager",
             "villager"]
    game = dealt_game("ultimate", cards, variants=["bodyguard-protects-day"])
    to_day(game, ev.Protect(role="bodyguard", target=5))
    game.record(ev.Nominate(nominee=5, by=[6, 7]))
    game.record(ev.Vote(nominee=5, execute_total=7, spare_total=1))
    assert alive(game, 5)
    said = survivals_since(game.state, 0)
    assert len(said) == 1 and "Emma survives the execution" in said[0]
    assert "Bodyguard" in said[0]


WW = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager",
      "villager"]


def test_werwoelfe_votes_only_on_a_confirmed_nomination() -> None:
    """Werwölfe, The Gallows: "If another player confirms this nomination by also nominating
    Peter, the accused has the opportunity to defend themselves … Afterward, all living
    players vote": a vote on a nomination recorded with one nominator is refused (it may be
    overridden, and the not-seconded house rule switches it off)."""
    game = dealt_game("werwoelfe", WW)
    to_day(game, ev.PackKill(targets=[8]))
    game.record(ev.Nominate(nominee=1, by=[3]))
    vote = ev.Vote(nominee=1, execute=[3, 4, 5, 6], spare=[1, 2])
    refused = [v for v in game.check(vote) if v.rule == "not-seconded"]
    assert refused and refused[0].severity == "error" and refused[0].overridable
    confirmed = dealt_game("werwoelfe", WW)
    to_day(confirmed, ev.PackKill(targets=[8]))
    confirmed.record(ev.Nominate(nominee=1, by=[3, 4]))
    assert "not-seconded" not in rules(confirmed.check(vote))
    off = dealt_game("werwoelfe", WW, house_rules={"not-seconded": False})
    to_day(off, ev.PackKill(targets=[8]))
    off.record(ev.Nominate(nominee=1, by=[3]))
    off.record(vote)
    assert not alive(off, 1)


def test_werwoelfe_elects_the_mayor_before_the_first_night() -> None:
    """Werwölfe, All Characters at a Glance — Mayor, Variant: "Many groups award the Mayor card,
    after the characters have been distributed, to a specific player by majority decision":
    after the deal and before night 1 the election is recorded, and night 1 falling without
    it is warned of."""
    game = dealt_game("werwoelfe", WW, variants=["elected-mayor"])
    assert "mayor-first" in rules(game.check(ev.NightFalls()))
    game.record(ev.MayorElected(target=4))
    assert game.state.mayor == 4
    assert "mayor-first" not in rules(game.check(ev.NightFalls()))
    ultimate = dealt_game("ultimate", PLAIN, variants=["elected-mayor"])
    # Ultimate, Role Cards — Mayor: "can be elected on the first day" — by day only.
    assert "not-day" in rules(ultimate.check(ev.MayorElected(target=4)))


def test_the_game_screen_takes_the_werwoelfe_mayor_before_the_first_night() -> None:
    """Werwölfe, All Characters at a Glance — Mayor, Variant: what the moderator types after
    the deal, `mayor SEAT`, is the election; until it is, that is what is asked for."""
    from notepad.table.commands import before_the_first_night
    from notepad.table.recorded import NOT_BEGUN, not_begun_words

    game = dealt_game("werwoelfe", WW, variants=["elected-mayor"])
    assert "mayor SEAT" in not_begun_words(game.state)
    event = before_the_first_night(game.state, "mayor 4")
    assert event == ev.MayorElected(target=4)
    game.record(event)
    assert not_begun_words(game.state) == NOT_BEGUN
    assert before_the_first_night(game.state, "mayor 5") is None
