"""What the moderator types, turned into events (notepad/table/commands.py, picking.py)."""

from __future__ import annotations

import pytest

from notepad.engine import events as ev
from notepad.engine.events.day import Ballot, DoubleVote, MartyrChoice, TimerSet, Vouch
from notepad.engine.game import Game
from notepad.engine.setup import GameSetup, Seat
from notepad.table.commands import ActionError, day_command, night_event, pending_kinds
from notepad.table.picking import Candidate, pick

PEOPLE = [Candidate(1, "Hawaiian shirt"), Candidate(2, "Hana"), Candidate(3, "Max"),
          Candidate(12, "Bald guy")]


@pytest.mark.parametrize(
    ("text", "seats", "problem"),
    [
        ("3", (3,), ""),
        ("12 3", (12, 3), ""),
        ("max, bald", (3, 12), ""),
        ("shirt", (1,), ""),  # any word of a description
        ("ha", (), "could be 1 Hawaiian shirt, 2 Hana"),
        ("han", (2,), ""),
        ("7", (), "no player with seat '7'"),
        ("zed", (), "no player with name starting with 'zed'"),
    ],
)
def test_pick_by_seat_or_first_letters(text, seats, problem):
    picked = pick(PEOPLE, text)
    assert picked.seats == seats
    assert problem in picked.problem and bool(problem) == bool(picked.problem)


def test_a_whole_name_picks_its_player_among_longer_ones():
    """A 68-player trial seated Anna, Anna2 and Anna3: 'anna' was refused as 'could be 1
    Anna, 27 Anna2, 53 Anna3 — type more', and no more could be typed. The whole name wins;
    a first part still asks."""
    people = [Candidate(1, "Anna"), Candidate(27, "Anna2"), Candidate(53, "Anna3"),
              Candidate(5, "Ann Lee")]
    assert pick(people, "anna").seats == (1,)
    assert pick(people, "Anna3").seats == (53,)
    assert "could be" in pick(people, "an").problem
    assert "could be" in pick(people, "ann").problem  # no name is 'ann' whole


@pytest.fixture
def game() -> Game:
    roles = {"werewolf": 2, "seer": 1, "witch": 1, "cupid": 1, "villager": 4}
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]
    setup = GameSetup(edition="werwoelfe", roles=roles,
                      players=[Seat(seat=i, name=n) for i, n in enumerate(names, 1)], seed=1)
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=["werewolf", "werewolf", "seer", "witch", "cupid",
                                     "villager", "villager", "villager", "villager"]))
    game.record(ev.NightFalls())
    return game


def call_of(game: Game, role: str):
    return next(c for c in game.night_script() if c.role == role)


def test_night_events(game):
    state = game.state
    assert night_event(state, call_of(game, "cupid"), "choose_lovers", "ann 6") == \
        ev.LoversChosen(role="cupid", targets=[1, 6])
    assert night_event(state, call_of(game, "werewolf"), "kill", "gus") == \
        ev.PackKill(role="werewolf", targets=[7])
    assert night_event(state, call_of(game, "werewolf"), "kill", "") == \
        ev.PackKill(role="werewolf", targets=[])
    assert night_event(state, call_of(game, "seer"), "check", "1") == \
        ev.RoleCheck(role="seer", target=1)
    assert night_event(state, call_of(game, "witch"), "potions", "heal 7 kill 1") == \
        ev.Potions(role="witch", heal=7, kill=1)
    assert night_event(state, call_of(game, "witch"), "potions", "") == ev.Passed(role="witch")
    with pytest.raises(ActionError, match="heal SEAT"):
        night_event(state, call_of(game, "witch"), "potions", "cure 7")
    with pytest.raises(ActionError, match="two Lovers"):
        night_event(state, call_of(game, "cupid"), "choose_lovers", "1")


def test_pending_kinds_follow_the_records(game):
    cupid = call_of(game, "cupid")
    assert pending_kinds(game.state, cupid) == ["choose_lovers"]
    game.record(ev.LoversChosen(role="cupid", targets=[1, 6]))
    assert pending_kinds(game.state, call_of(game, "cupid")) == []


def test_day_commands(game):
    state = game.state
    assert day_command(state, "n 3 by 1 2").event == ev.Nominate(nominee=3, by=[1, 2])
    with pytest.raises(ActionError, match="nominate someone first"):
        day_command(state, "v 5-3")
    state.nominated_today.append(3)
    assert day_command(state, "v 5-3").event == ev.Vote(nominee=3, execute_total=5,
                                                         spare_total=3)
    assert day_command(state, "v x 1 2 s 4").event == ev.Vote(nominee=3, execute=[1, 2],
                                                              spare=[4])
    assert day_command(state, "dd 3 4 5-2").event == DoubleVote(first=3, second=4,
                                                                first_total=5, second_total=2)
    assert day_command(state, "ballot 3 3 4").event == Ballot(totals={3: 2, 4: 1})
    assert day_command(state, "snap 4").event == Ballot(method="snap", totals={4: 1})
    assert day_command(state, "ballot 3x5 4 4x2").event == Ballot(totals={3: 5, 4: 3})
    assert day_command(state, "vouch 1 2").event == Vouch(by=1, target=2)
    assert day_command(state, "shoot air").event == ev.HunterShot(target=None)
    assert day_command(state, "shoot ivy").event == ev.HunterShot(target=9)
    assert day_command(state, "martyr yes").event == MartyrChoice(takes_place=True)
    assert day_command(state, "martyr n").event == MartyrChoice(takes_place=False)
    # Role Cards — Martyr: she chooses whether to take the sentenced player's place; an answer
    # that is neither yes nor no is refused, never read as "no" (which would execute them).
    for unsure in ("martyr", "martyr perhaps", "martyr yse"):
        with pytest.raises(ActionError, match="martyr yes, or martyr no"):
            day_command(state, unsure)
    assert day_command(state, "mayor 2").event == ev.MayorElected(target=2)
    assert day_command(state, "timer 7.5").event == TimerSet(seconds=450)
    for bad, message in (("", "type a day command"), ("hang 3", "unknown day command"),
                         ("v lots", "EXECUTE-SPARE"), ("timer soon", "timer MINUTES")):
        with pytest.raises(ActionError, match=message):
            day_command(state, bad)


def test_timer_text_warns_before_dusk():
    """UW The First Day: "Don't forget to warn everyone that dusk is falling"."""
    from notepad.engine.day.timer import DayTimer
    from notepad.table.day_words import timer_text

    timer = DayTimer(seconds=600, warning=60, started=0.0)
    assert timer_text(timer, 30.0, paused=False) == "Day timer 9:30"
    assert timer_text(timer, 30.0, paused=True) == "Day timer 9:30 (paused)"
    assert "warn the village" in timer_text(timer, 550.0, paused=False)
    assert timer_text(timer, 600.0, paused=False).startswith("Dusk has fallen")


def test_night_texts_name_who_wakes_and_what_to_record(game):
    from notepad.table.night_words import call_entries, night_texts

    cupid = call_of(game, "cupid")
    say, detail, hint = night_texts(game, cupid)
    assert say.startswith("“Cupid") and "Wakes: 5 Eve" in detail and hint == "the two Lovers"
    entries = call_entries(game.state, game.night_script(), cupid)
    assert entries[0] == ("cupid", "▶ Cupid")
    assert night_texts(game, None)[0] == "Every role has been called."


def test_dice_rolled_at_the_table():
    """UW Fateful Dice: the moderator may enter the dice rolled at the table."""
    from notepad.table.commands import dice_command

    assert dice_command("dice 3 4") == ev.DiceRolled(dice=[3, 4])
    assert dice_command("n 3 by 1 2") is None
    for bad in ("dice 7 1", "dice 3", "dice two three"):
        with pytest.raises(ActionError, match="dice A B"):
            dice_command(bad)


def test_the_hunt_timer_words():
    """UW Role Cards — Werewolf: "If the Werewolves take more than a minute to choose a
    victim, send them back to sleep — the hunt is called off": the countdown the game screen
    shows at the pack's call, then the words to call the hunt off."""
    from notepad.engine.night.hunt import HuntTimer
    from notepad.table.day_words import hunt_text

    timer = HuntTimer(started=10.0)
    assert hunt_text(timer, 10.0) == "The pack's minute: 1:00"
    assert hunt_text(timer, 30.5) == "The pack's minute: 0:40"
    assert hunt_text(timer, 60.0).endswith("0:10 — hurry them along")
    assert hunt_text(timer, 71.0).startswith("More than a minute: send the pack back to sleep")


def test_the_masons_kill_is_typed_any_time():
    """UW Role Cards — Mason: "the Masons will kill them the following night": "masons SEAT"
    records the kill (a death of kind masons, carried out at the next dawn), by day or night;
    the Masons' call tells the moderator so."""
    from notepad.table.commands import masons_command

    cards = ["mason", "mason", "werewolf", "seer", "villager"]
    setup = GameSetup(edition="ultimate", roles={"mason": 2, "werewolf": 1, "seer": 1,
                                                 "villager": 1},
                      players=[Seat(seat=i, name=f"P{i}") for i in range(1, 6)])
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=cards))
    game.record(ev.NightFalls())
    masons = next(c for c in game.night_script() if c.role == "mason")
    assert "type masons SEAT" in masons.note
    assert masons_command(game.state, "masons 5") == ev.Death(
        target=5, cause="killed by the Masons", kind="masons")
    assert masons_command(game.state, "n 5 by 1 2") is None
    with pytest.raises(ActionError, match="masons SEAT"):
        masons_command(game.state, "masons")


def test_the_first_night_pack_is_asked_for_its_minion():
    """UW Role Cards — Minion: "On the first night, the Werewolves choose a player who becomes
    the Minion": at the pack's meeting call the entry asks for the Minion first (meeting
    records nothing), then Enter ends the call."""
    setup = GameSetup(edition="ultimate", roles={"werewolf": 1, "minion": 1, "seer": 1,
                                                 "villager": 2},
                      players=[Seat(seat=i, name=f"P{i}") for i in range(1, 6)])
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=["werewolf", "seer", "villager", "villager", "villager"]))
    game.record(ev.NightFalls())
    pack = next(c for c in game.night_script() if c.role == "werewolf")
    assert pending_kinds(game.state, pack) == ["minion", "know"]
    game.record(night_event(game.state, pack, "minion", "4"))
    assert game.state.players[4].minion
    assert pending_kinds(game.state, pack) == ["know"]


def test_a_role_swap_typed_at_night():
    """UW Rule Variants — Role Swap: "swap 2 7" records the two players trading roles."""
    from notepad.table.commands import swap_command

    game = Game.new(GameSetup(
        edition="ultimate", roles={"werewolf": 1, "sorceress": 1, "seer": 1, "villager": 1},
        players=[Seat(seat=i, name=n) for i, n in enumerate(["Ann", "Bo", "Cy", "Di"], 1)],
        variants=["role-swap"], role_swaps=[("werewolf", "sorceress")]))
    assert swap_command(game.state, "swap 1 bo") == ev.RoleSwap(targets=[1, 2])
    assert swap_command(game.state, "dice 3 4") is None
    for bad in ("swap 1", "swap 1 2 3"):
        with pytest.raises(ActionError, match="swap A B"):
            swap_command(game.state, bad)


def test_a_death_by_hand_and_a_declared_end(game):
    """Ultimate, Role Cards — Mason: "If a player is killed by the Masons, they automatically
    lose"; End of the Game: "the Moderator may declare a Werewolf victory" (session log v3:
    `death` `kind`, `game_ends` `players`)."""
    from notepad.engine.deaths import MASONS
    from notepad.table.commands import table_command

    state = game.state
    assert table_command(state, "death 7 masons") == ev.Death(target=7, cause=MASONS,
                                                              kind="masons")
    assert table_command(state, "death gus left").kind == "left"  # type: ignore[union-attr]
    assert table_command(state, "death 7 other struck by lightning") == ev.Death(
        target=7, cause="struck by lightning", kind="other")
    assert table_command(state, "end werewolves 1 2") == ev.GameEnds(winners=["werewolf"],
                                                                     players=[1, 2])
    assert table_command(state, "end village") == ev.GameEnds(winners=["village"])
    assert table_command(state, "n 3 by 1 2") is None
    assert table_command(state, "ending") is None
    for bad, message in (("death 7", "death SEAT masons"), ("death 7 eaten", "death SEAT"),
                         ("end soon", "end TEAM")):
        with pytest.raises(ActionError, match=message):
            table_command(state, bad)


@pytest.mark.parametrize(
    ("role", "event", "after"),
    [
        # Role Cards — Psychic Detective: "On one game night, the Psychic Detective chooses one
        # player"; the card wakes every night.
        ("psychic_detective", ev.RoleCheck(role="psychic_detective", target=2), "searched"),
        # Role Cards — Priest: "On one game night, the Priest may bless any chosen player".
        ("priest", ev.Bless(role="priest", target=2), "blessed"),
        # Role Cards — Trouble Maker: "On one game night, the Trouble Maker signals the
        # Moderator"; "Every night, the Moderator should ask".
        ("trouble_maker", ev.TroubleSignal(role="trouble_maker"), "stirred up trouble"),
    ],
)
def test_a_call_whose_one_use_is_spent_asks_for_nothing(role, event, after):
    """Found in a Vampire Village trial: on night 2 the Psychic Detective's call still said
    "Record: the player checked" after its one search on night 1, and a seat typed there was
    refused. The call is still made (the card wakes every night, so nobody can tell), but it
    says there is nothing to record, and why."""
    from notepad.table.night_words import night_texts

    cards = [role, "werewolf", "seer", "villager", "villager", "villager", "villager"]
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
    setup = GameSetup(edition="ultimate", roles={role: 1, "werewolf": 1, "seer": 1,
                                                 "villager": 4},
                      players=[Seat(seat=i, name=n) for i, n in enumerate(names, 1)], seed=1)
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=cards))
    game.record(ev.NightFalls())
    say, detail, hint = night_texts(game, call_of(game, role))
    assert "Record: " in detail and "already" not in detail
    game.record(event)
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    name = call_of(game, role).name
    say, detail, hint = night_texts(game, call_of(game, role))
    assert "Record: " not in detail
    assert (f"Nothing to record: the {name} has already {after} (once per game); "
            f"wake them all the same. Enter goes on") in detail
    assert hint == "Enter to go on (used already)"


def test_the_fateful_dice_are_asked_for_at_night():
    """Ultimate, Rule Variants — Daytime Twists: "roll two six-sided dice at night and check
    the table below to determine a rule variant. Read the new rules to the players
    immediately." A 68-player trial with the variant on reached dawn and day 1 without a word
    of the dice at night."""
    from notepad.table.night_words import calls_left, night_texts

    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
    setup = GameSetup(edition="ultimate", roles={"werewolf": 1, "seer": 1, "villager": 5},
                      players=[Seat(seat=i, name=n) for i, n in enumerate(names, 1)], seed=1,
                      variants=["fateful-dice"])
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=["werewolf", "seer", *["villager"] * 5]))
    game.record(ev.NightFalls())
    for call in game.night_script():
        game.record(ev.Passed(role=call.role))
    say, detail, hint = night_texts(game, None)
    # Issue 32, item 5: "are not rolled tonight" read as "no dice tonight".
    assert detail.startswith("The Fateful Dice are still to be rolled tonight — F9 rolls them "
                             "(or type dice A B), then read the rule to the players.")
    assert hint == "F9 rolls the Fateful Dice"
    assert calls_left(game.state, game.night_script()) == (
        "Not yet dawn: the Fateful Dice are still to be rolled tonight — F9 rolls them (or type "
        "dice A B); F6 again goes to dawn without them.")
    game.record(ev.DiceRolled(dice=[3, 4]))
    assert calls_left(game.state, game.night_script()) == ""
    assert night_texts(game, None)[1].startswith("F6: dawn")
    plain = Game.new(setup.model_copy(update={"variants": []}))
    plain.record(ev.CardsDealt(cards=["werewolf", "seer", *["villager"] * 5]))
    plain.record(ev.NightFalls())
    assert "Fateful" not in night_texts(plain, None)[1]


@pytest.mark.parametrize(("role", "variants", "hint"), [
    # Role Cards — Doppelganger: "On the first night, the Doppelganger chooses a player".
    ("doppelganger", [], "the player chosen"),
    # Role Cards — Bandit: "the Bandit chooses two players"; alternate variant: four.
    ("bandit", [], "the two players chosen"),
    ("bandit", ["bandit-four"], "the four players chosen"),
])
def test_a_choice_asks_for_as_many_players_as_the_card(role, variants, hint):
    """A 68-player trial read "Record: the players chosen" at the Doppelganger's call, which
    takes exactly one (and refuses two: choose-count)."""
    from notepad.table.night_words import night_texts

    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
    setup = GameSetup(edition="ultimate", roles={role: 1, "werewolf": 1, "seer": 1,
                                                 "villager": 4},
                      players=[Seat(seat=i, name=n) for i, n in enumerate(names, 1)], seed=1,
                      variants=variants)
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=[role, "werewolf", "seer", *["villager"] * 4]))
    game.record(ev.NightFalls())
    say, detail, entry_hint = night_texts(game, call_of(game, role))
    assert f"Record: {hint}\n" in detail and entry_hint == hint


def test_the_kill_asks_for_two_victims_only_after_the_wolf_cub_died():
    """Ultimate, Role Cards — Wolf Cub: "If the Wolf Cub dies, the Werewolves eat two players
    the following night". A Werwölfe trial read "(two for a double kill)" at a pack that never
    eats two (Werwölfe has no Wolf Cub)."""
    from notepad.table.night_words import night_texts

    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
    cards = ["wolf_cub", "werewolf", "seer", *["villager"] * 5]
    setup = GameSetup(edition="ultimate", roles={"wolf_cub": 1, "werewolf": 1, "seer": 1,
                                                 "villager": 5},
                      players=[Seat(seat=i, name=n) for i, n in enumerate(names, 1)], seed=1)
    game = Game.new(setup)
    game.record(ev.CardsDealt(cards=cards))
    game.record(ev.NightFalls())
    game.record(ev.Dawn())
    game.record(ev.NightFalls())
    one = "the victim's seat or name; Enter alone: no victim"
    assert night_texts(game, call_of(game, "werewolf"))[2] == one
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[3, 4]))
    game.record(ev.Vote(nominee=1, execute=[3, 4, 5, 6, 7], spare=[1, 2]))
    game.record(ev.NightFalls())
    assert night_texts(game, call_of(game, "werewolf"))[2] == (
        "the 2 victims' seats or names (the Wolf Cub died); Enter alone: no victim")
    # Werwölfe: one victim every night (The First Night; Werewolves).
    ww = Game.new(GameSetup(edition="werwoelfe", roles={"werewolf": 2, "seer": 1,
                                                        "villager": 4},
                            players=[Seat(seat=i, name=n) for i, n in enumerate(names[:7], 1)],
                            seed=1))
    ww.record(ev.CardsDealt(cards=["werewolf", "werewolf", "seer", *["villager"] * 4]))
    ww.record(ev.NightFalls())
    assert "double" not in night_texts(ww, call_of(ww, "werewolf"))[1]
