"""Issue 32, "A newcomer's first evening": the words the notepad says, each as a newcomer met
it (numbered as in the issue), and the command line's."""

from __future__ import annotations

import pytest

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.setup import GameSetup, Seat
from notepad.table.commands import call_done
from notepad.table.event_words import record_of
from notepad.table.recorded import recorded_words

NAMES = ["Anna", "Ben", "Clara", "Dieter", "Emma", "Felix", "Greta"]


def dealt(cards: list[str], edition: str = "ultimate", minions: int = 0, **extra) -> Game:
    """Seat N holds cards[N-1]; `minions` of the Villager cards are Minions, chosen by the
    pack on the first night (Ultimate, Role Cards — Minion: "No card is normally needed")."""
    roles: dict[str, int] = {}
    for card in cards:
        roles[card] = roles.get(card, 0) + 1
    if minions:
        roles["minion"], roles["villager"] = minions, roles["villager"] - minions
    setup = GameSetup(edition=edition, roles=roles,  # type: ignore[arg-type]
                      players=[Seat(seat=i, name=n) for i, n in enumerate(NAMES, 1)],
                      seed=1, **extra)
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=cards))
    return game


def to_day(game: Game) -> None:
    game.record(ev.NightFalls())
    for call in game.night_script():
        game.record(ev.Passed(role=call.role))
    game.record(ev.Dawn())


SEVEN = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"]


def test_a_vote_says_its_outcome():
    """Item 3: "Vote on Tina: execute 33, spare 32, the Mayor votes to spare." never said
    "spared"; an execution is said by the death beside it."""
    game = dealt(SEVEN)
    to_day(game)
    game.record(ev.Nominate(nominee=5, by=[1, 2]))
    vote = ev.Vote(nominee=5, execute_total=2, spare_total=5)
    game.record(vote)
    assert recorded_words(game, vote) == \
        "Recorded: Vote on Emma: execute 2, spare 5 — spared."
    assert record_of(game).entries[-1].text == "Vote on Emma: execute 2, spare 5 — spared"
    game.record(ev.Nominate(nominee=6, by=[1, 2]))
    hanged = ev.Vote(nominee=6, execute_total=6, spare_total=0)
    game.record(hanged)
    assert recorded_words(game, hanged) == "Recorded: Vote on Felix: execute 6, spare 0."
    assert record_of(game).entries[-1].text == \
        "Vote on Felix: execute 6, spare 0 → died: Felix (executed)"


def test_a_call_that_only_wakes_says_so_and_the_first_night_pack_looks_around():
    """Item 4: "Lovers: passes", "Mason: passes", "Minion: passes", "Cursed: passes" for
    calls where a role only wakes; "Werewolf: pass" on the Ultimate first night, where they
    look around (Ultimate, The First Night); "Minion — pass" in the notepad grid."""
    game = dealt(["werewolf", "werewolf", "mason", "mason", "cupid", "cursed", "villager"],
                 minions=1)
    game.record(ev.NightFalls())
    woken = {}
    while call := next((c for c in game.night_script() if not call_done(game.state, c)), None):
        event = ev.LoversChosen(role="cupid", targets=[3, 4]) if call.role == "cupid" \
            else ev.MinionChosen(role="werewolf", target=7) if call.role == "werewolf" \
            else ev.Passed(role=call.role)
        game.record(event)
        woken[call.role] = recorded_words(game, event)
    assert woken["lovers"] == "Recorded: Lovers: woke; the call records nothing."
    assert woken["mason"] == "Recorded: Mason: woke; the call records nothing."
    assert woken["minion"] == "Recorded: Minion: woke; the call records nothing."
    assert woken["cursed"] == "Recorded: Cursed: woke; the call records nothing."
    assert record_of(game).nights[1]["minion"] == ["woke"]
    pack = dealt(SEVEN)
    pack.record(ev.NightFalls())
    looked = ev.Passed(role="werewolf")
    pack.record(looked)
    assert recorded_words(pack, looked) == ("Recorded: The Werewolves: woke and looked around "
                                            "(no victim on the first night).")
    assert record_of(pack).nights[1]["werewolf"] == ["looked around"]
    seer_game = dealt(SEVEN)
    seer_game.record(ev.NightFalls())
    passed = ev.Passed(role="seer")
    seer_game.record(passed)
    assert recorded_words(seer_game, passed) == "Recorded: Seer: passes."  # could have checked


def night_of(game: Game, *events: ev.Event) -> None:
    """The rest of the night passed, with `events` recorded at their calls."""
    for event in events:
        game.record(event)
    while call := next((c for c in game.night_script() if not call_done(game.state, c)), None):
        game.record(ev.Passed(role=call.role))


def test_the_revenge_night_counts_its_victims_and_the_stalwart_is_not_saved():
    """Item 5: the Wolf Cub's revenge night still read "agree on a victim" (Ultimate, Role
    Cards — Wolf Cub: "the Werewolves eat two players the following night"); "Saved: Ann,
    the Stalwart dies a night late" (Role Cards — Stalwart: "they only die the following
    night")."""
    from notepad.table.day_words import day_texts
    from notepad.table.night_words import night_texts

    game = dealt(["werewolf", "wolf_cub", "seer", "stalwart", "villager", "villager",
                  "villager"])
    game.record(ev.NightFalls())
    night_of(game)
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=2, by=[3, 4]))
    game.record(ev.Vote(nominee=2, execute_total=6, spare_total=1))
    game.record(ev.NightFalls())
    pack = next(c for c in game.night_script() if c.role == "werewolf")
    said = night_texts(game, pack)[0]
    assert "agree on two victims" in said and "the players to eat" in said
    assert "a victim" not in said
    game.record(ev.PackKill(targets=[4, 5]))
    night_of(game)
    game.record(ev.Dawn())
    detail = day_texts(game)[1]
    assert "Saved: Dieter" not in detail
    assert "Not dead yet: Dieter, the Stalwart, was eaten and dies the following night (the " \
        "village is not told)" in detail


def test_the_second_enter_names_cupid_without_an_article():
    """Item 5: "Enter again records that the Cupid passes"."""
    from notepad.table.second_enter import second_enter

    game = dealt(["werewolf", "cupid", "seer", "villager", "villager", "villager", "villager"])
    game.record(ev.NightFalls())
    cupid = next(c for c in game.night_script() if c.role == "cupid")
    assert second_enter(game, cupid).startswith("Enter again records that Cupid passes tonight")


def test_the_command_lines_words(capsys, monkeypatch):
    """Item 13: `suggest --help` said the default target was "practised" (it is balanced);
    `suggest --players 3` said "werwoelfe is played by 5 to 68 players" where the README says
    3 to 68 (the bounds of every argument); the not-a-terminal message read "the input and
    output and error output is not one"."""
    import io

    from notepad.cli import main, not_a_terminal

    with pytest.raises(SystemExit):  # argparse prints the help and exits
        main(["suggest", "--help"])
    helped = " ".join(capsys.readouterr().out.split())
    assert "newcomers / balanced (default) / practised" in helped
    assert main(["suggest", "--edition", "werwoelfe", "--players", "3"]) == 2
    assert "suggestions for werwoelfe are made for 5 to 68 players, not 3" in \
        capsys.readouterr().err
    assert not_a_terminal(["input", "output", "error output"]) == (
        "the notepad's screens need a terminal, and its input, output and error output are "
        "not terminals. Run it in a terminal, or give a command (werewolf-notepad --help).")
    monkeypatch.setattr("sys.stdout", io.StringIO())
    assert main([]) == 2
    err = capsys.readouterr().err
    assert err.endswith("(werewolf-notepad --help).\n") and err.count("\n") == 1


def test_a_villages_split_counts_every_single_card_of_the_box():
    """Item 13: the blank-cards warning counted the Seer and not the Seeress, Diseased, Old
    Hag, Drunk or Trouble Maker cards: the box holds one of each special card (the largest
    scenario, Overpopulated Village, holds each once)."""
    from notepad.catalog import load_catalog
    from notepad.villages.split import whole_group

    class Village:
        def __init__(self, roles: dict[str, int]) -> None:
            self.roles, self.players = roles, sum(roles.values())
            self.cards = self.players

    known = load_catalog(include_user=False).edition_roles("ultimate")
    one = {"villager": 10, "werewolf": 3, "seeress": 1, "diseased": 1, "old_hag": 1,
           "drunk": 1, "trouble_maker": 1}
    warned = " ".join(w.message for w in whole_group([Village(one), Village(one)], known)
                      .warnings if w.code == "blank-cards")
    for card in ("Seeress", "Diseased", "Old Hag", "Drunk", "Trouble Maker"):
        assert f"2 × {card} in the villages, the box has 1" in warned
    assert "Villager" not in warned and "Werewolf" not in warned


def test_text_typed_at_the_masons_call_is_not_told_they_look_around():
    """Item 4 (met trying it): text typed at the Masons' first-night call was answered "they
    only look around on the first night", the Ultimate pack's words (The First Night)."""
    from notepad.table.commands import ActionError, call_event

    game = dealt(["werewolf", "werewolf", "mason", "mason", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    calls = {c.role: c for c in game.night_script()}
    with pytest.raises(ActionError) as masons:
        call_event(game.state, calls["mason"], "3")
    assert "look around" not in str(masons.value)
    assert str(masons.value).startswith("nothing to record at the Mason call")
    with pytest.raises(ActionError, match="they only look around on the first night"):
        call_event(game.state, calls["werewolf"], "3")


def test_the_marks_legend_lists_only_this_games_marks():
    """Item 12: the Werwölfe screen's marks legend listed the Charm, cultists and Minion."""
    from notepad.table.player_marks import LEGEND, legend

    werwoelfe = dealt(["werewolf", "werewolf", "seer", "witch", "cupid", "villager",
                       "villager"], edition="werwoelfe")
    assert legend(werwoelfe.state) == "† dead ♥ lover h/k potion left"
    plain = dealt(SEVEN)
    assert legend(plain.state) == "† dead"
    drunk = dealt(["werewolf", "werewolf", "seer", "drunk", "villager", "villager",
                   "villager"])
    assert legend(drunk.state) == LEGEND  # the Drunk may become any role
