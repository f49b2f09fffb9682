"""Correcting an earlier event (issue 18). Ultimate, Moderator's Guide — Moderator Mistakes:
"you might accidentally announce that the wrong player was eaten, not the one the Werewolves
actually chose. In most cases you can fix the mistake by acknowledging it and undoing whatever
action caused it … If during the night phase you forgot to call someone or forgot to do
something, just send all the players back to sleep and correct your mistake."

The game is a fold of its events: a correction changes, removes or inserts an event, every
later event is folded and checked again (the same `check` and `apply`), and the moderator
decides on each later event the correction makes illegal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from correction_games import (
    LOVERS,
    MISTAKE,
    REAL,
    WW,
    big_village,
    change,
    guarded_village,
    number_of,
    won_by_the_poison,
)
from engine_helpers import dealt_game, night_to_dawn

from notepad.engine import events as ev
from notepad.engine.corrections import Correction, CorrectionError, Kept, rewrite
from notepad.engine.corrections.refold import fold
from notepad.engine.game import CorrectionRefused, Game, snapshot
from notepad.engine.log.replay import Unoverridden, load_game, summary


def refolded(game: Game) -> None:
    """The game's state is its events folded again from the start."""
    assert game.state == fold(game.setup, game.roles, game.events)


def test_night_2s_victim_changed_on_day_4_of_a_68_player_game(tmp_path: Path) -> None:
    """The wrong player was announced as eaten on night 2; on day 4 the moderator records
    whom the Werewolves really chose. Tina (seat 20) lives again, her Lover no longer dies of
    grief (Role Cards — Lovers: "if one of them is killed, the other dies immediately"), the
    real victim died on night 2, and the day-3 vote Tina cast stays legal (now without the
    override it needed)."""
    game = big_village(tmp_path / "game.jsonl")
    state = game.state
    assert not state.players[MISTAKE].alive
    assert state.players[LOVERS[1]].died is not None
    assert state.players[LOVERS[1]].died.cause == "lover's grief"
    kill = number_of(game, "pack_kill")
    correction = change(game, kill, ev.PackKill(targets=[REAL]), "the pack pointed at P30")

    preview = game.preview_correction(correction)
    assert preview.on == "night 2"
    assert not preview.refused and preview.later == []
    assert "Tina lives (was dead: eaten by the werewolves, night 2)" in preview.changes
    assert "P21 lives (was dead: lover's grief after Tina, night 2)" in preview.changes
    assert "P30 dies: eaten by the werewolves, night 2 (was alive)" in preview.changes
    assert game.state.players[MISTAKE].died is not None  # a preview records nothing

    game.correct(correction)
    state = game.state
    assert state.players[MISTAKE].alive and state.players[LOVERS[1]].alive
    assert state.players[REAL].died is not None and state.players[REAL].died.when == "night 2"
    assert state.when == "day 4"
    refolded(game)
    # The vote Tina cast on day 3 breaks no rule any more; one she casts today is legal.
    found: list[Unoverridden] = []
    load_game(tmp_path / "game.jsonl", audit=found)
    assert found == []
    game.record(ev.Nominate(nominee=55, by=[MISTAKE, 60]))
    assert [v for v in game.check(ev.Vote(nominee=55, execute=[MISTAKE, 60], spare=[61]))
            if v.severity == "error"] == []


def test_a_heal_the_correction_made_pointless_is_shown_as_illegal() -> None:
    """The Witch healed the player announced as the victim; with the real victim recorded,
    that heal reaches nobody attacked tonight, which the Witch may not do (Ultimate, Role Cards
    — Witch: "heal a player killed that night"; issue 12): the later heal is shown as
    illegal, for the moderator to keep with a reason or drop."""
    game = dealt_game("ultimate", ["werewolf", "witch", "seer", "villager", "villager",
                                   "villager", "villager"])
    night_to_dawn(game, ev.Passed(role="werewolf"), ev.Passed(role="witch"),
                  ev.RoleCheck(role="seer", target=1))
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.Potions(heal=4))
    kill = number_of(game, "pack_kill")
    preview = game.preview_correction(change(game, kill, ev.PackKill(targets=[5])))
    [later] = preview.later
    assert later.number == kill + 1 and later.illegal
    assert [v.rule for v in later.blocking] == ["heal-not-victim"]
    assert [v.overridable for v in later.blocking] == [True]


def test_removing_the_poisoning_that_ended_the_game_starts_it_again() -> None:
    """The Witch's poison killed the last Werewolf and the village won at dawn (Werwölfe:
    the villagers win when the last werewolf is dead). The poisoning was never given: the
    game is running again, on day 1, with nobody dead."""
    game = won_by_the_poison()
    assert game.state.phase == "ended" and game.state.winners == ["village"]
    poison = number_of(game, "potions")
    correction = change(game, poison, ev.Potions(heal=4), "the Witch only healed")
    preview = game.preview_correction(correction)
    assert "the game is running again: it is day 1 (it had ended)" in preview.changes
    assert any(line.startswith("winners: none yet (was village") for line in preview.changes)
    assert "the witch's potions left: heal 0, kill 1 (were heal 0, kill 0)" in [
        line.lower() for line in preview.changes]
    game.correct(correction)
    assert game.state.phase == "day" and game.state.winners == []
    assert all(p.alive for p in game.state.players.values())
    game.record(ev.Nominate(nominee=1, by=[2, 3]))  # the game goes on
    refolded(game)

    removal = Correction(action="remove", at=poison, original=game.events[poison - 1],
                         reason="no potion at all that night")
    game.correct(removal)
    assert game.state.potions["witch"] == {"heal": 1, "kill": 1}


def test_a_forgotten_bodyguard_protection_inserted_before_the_dawn() -> None:
    """The Bodyguard was not called on night 2 (Moderator Mistakes: "forgot to call
    someone"); they had protected the Werewolves' victim, who therefore survives
    (Role Cards — Bodyguard)."""
    game = guarded_village(forgotten=True)
    assert not game.state.players[6].alive
    dawn = len(game.events)
    inserted = Correction(action="insert", at=dawn, event=ev.Protect(role="bodyguard", target=6),
                          reason="forgot to call the Bodyguard")
    preview = game.preview_correction(inserted)
    assert preview.on == "night 2" and preview.own == []
    assert "Felix lives (was dead: eaten by the werewolves, night 2)" in preview.changes
    game.correct(inserted)
    assert game.state.players[6].alive
    assert isinstance(game.events[dawn - 1], ev.Protect) and game.events[dawn].type == "dawn"
    assert game.dawn_report is not None
    assert (6, "protected by the Bodyguard") in [(s, r.split(" (")[0])
                                                  for s, r in game.dawn_report.survivals]
    refolded(game)


def bodyguard_game() -> Game:
    """Night 2 the Bodyguard protected Felix; night 3 Greta; on day 3 Felix accused Anna."""
    game = guarded_village()
    game.record(ev.Nominate(nominee=1, by=[6, 7]))
    return game


def test_a_correction_that_makes_a_later_event_illegal_is_refused_without_a_decision() -> None:
    """Night 2's protection really went to Greta (seat 7); then night 3's protection of
    Greta breaks "not the same player two nights running" (Role Cards — Bodyguard). The
    correction is refused until the moderator keeps that event with a reason or drops it;
    nothing is written meanwhile."""
    game = bodyguard_game()
    protect2 = number_of(game, "protect", 2)
    protect3 = number_of(game, "protect", 3)
    correction = change(game, protect2, ev.Protect(role="bodyguard", target=7))
    preview = game.preview_correction(correction)
    [later] = preview.undecided
    assert later.number == protect3 and later.can_keep
    assert [v.rule for v in later.blocking] == ["repeat-protect"]
    before = list(game.events)
    with pytest.raises(CorrectionRefused, match=f"event {protect3} .*repeat-protect"):
        game.correct(correction)
    assert game.events == before

    dropped = correction.with_decisions([], [protect3])
    assert not game.preview_correction(dropped).refused
    kept = correction.with_decisions(
        [Kept(at=protect3, reason="Greta was protected twice", rules=["repeat-protect"])], [])
    assert not game.preview_correction(kept).refused
    game.correct(kept)
    again = game.events[protect3 - 1]
    assert again.override is not None and again.override.rules == ["repeat-protect"]
    assert game.state.overrides[-1].reason == "Greta was protected twice"


def test_an_event_that_cannot_be_kept_must_be_dropped() -> None:
    """A correction that ends the game earlier: every later event meets "the game has
    ended", which no override lifts — it can only be dropped (End of the Game)."""
    game = dealt_game("werwoelfe", WW)
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[4]))
    game.record(ev.RoleCheck(role="seer", target=1))
    game.record(ev.Potions(kill=5))
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=6, by=[2, 3]))
    poison = number_of(game, "potions")
    correction = change(game, poison, ev.Potions(kill=1))  # the last Werewolf
    preview = game.preview_correction(correction)
    [nominate] = preview.undecided
    assert not nominate.can_keep and nominate.blocking[0].rule == "game-over"
    kept = correction.with_decisions([Kept(at=poison + 2, reason="x", rules=["game-over"])], [])
    assert game.preview_correction(kept).refused
    game.correct(correction.with_decisions([], [poison + 2]))
    assert game.state.phase == "ended" and len(game.events) == poison + 1


def test_the_new_entry_itself_is_checked_like_an_action_at_its_call() -> None:
    """The changed entry goes through the same check as at its call: a wolf choosing a
    fellow wolf needs an override (Werwölfe, Werewolf)."""
    game = dealt_game("werwoelfe", ["werewolf", "werewolf", "seer", "villager", "villager",
                                    "villager", "villager"])
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[4]))
    kill = number_of(game, "pack_kill")
    correction = change(game, kill, ev.PackKill(targets=[2]))
    with pytest.raises(CorrectionRefused, match="wolves-choose-wolf"):
        game.correct(correction)
    overridden = ev.with_override(ev.PackKill(targets=[2]),
                                  ev.Override(reason="they did", rules=["wolves-choose-wolf"]))
    game.correct(change(game, kill, overridden))
    assert game.events[kill - 1] == overridden


def test_a_correction_that_does_not_fit_the_events_is_an_error() -> None:
    game = dealt_game("werwoelfe", WW)
    game.record(ev.NightFalls())
    with pytest.raises(CorrectionError, match="no event 9"):
        game.preview_correction(Correction(action="remove", at=9, original=ev.Dawn(),
                                           reason="x"))
    with pytest.raises(CorrectionError, match="is a night_falls event, not the dawn"):
        game.preview_correction(Correction(action="remove", at=2, original=ev.Dawn(),
                                           reason="x"))


def test_undo_and_redo_treat_a_correction_as_one_step(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    played = bodyguard_game()
    game = Game.new(played.setup, log_path=path)
    for event in played.events:
        game.record(event)
    kill = number_of(game, "pack_kill")
    before_events, before_state = list(game.events), snapshot(game.state)
    correction = change(game, kill, ev.PackKill(targets=[10]))
    game.correct(correction)
    after_events, after_state = list(game.events), snapshot(game.state)
    game.record(ev.Vote(nominee=1, execute=[6, 7]))
    assert game.undo(2) == 2  # the vote, then the whole correction
    assert game.events == before_events and game.state == before_state
    assert game.corrections == []
    assert game.redo() == 1
    assert game.events == after_events and game.state == after_state
    assert len(game.corrections) == 1
    assert game.redo() == 1 and game.events[-1] == ev.Vote(nominee=1, execute=[6, 7])
    game.undo(1)
    game.close()
    lines = [json.loads(line)["type"] for line in path.read_text().splitlines()[1:]]
    assert lines[-7:] == ["correction", "vote", "undo", "undo", "redo", "redo", "undo"]
    loaded, _ = load_game(path)
    assert loaded.events == after_events and loaded.state == after_state
    assert len(loaded.corrections) == 1
    assert loaded.redo() == 1 and loaded.events[-1].type == "vote"
    assert loaded.undo(2) == 2 and loaded.events == before_events


def test_the_log_keeps_the_original_and_replay_folds_the_correction(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    game = big_village(path)
    kill = number_of(game, "pack_kill")
    game.correct(change(game, kill, ev.PackKill(targets=[REAL]), "the pack pointed at P30"))
    game.close()
    last = json.loads(path.read_text().splitlines()[-1])
    assert last == {"type": "correction", "action": "change", "at": kill,
                    "event": {"type": "pack_kill", "role": "werewolf", "targets": [REAL]},
                    "original": {"type": "pack_kill", "role": "werewolf",
                                 "targets": [MISTAKE]},
                    "reason": "the pack pointed at P30", "when": "day 4"}
    loaded, warnings = load_game(path)
    assert warnings == [] and loaded.state == game.state and loaded.events == game.events
    data = summary(loaded)
    assert data["corrections"] == [{
        "when": "day 4", "on": "night 2", "action": "change", "at": kill,
        "event": last["event"], "original": last["original"],
        "reason": "the pack pointed at P30"}]


def test_rewrite_is_what_the_preview_folds() -> None:
    game = bodyguard_game()
    protect2, protect3 = number_of(game, "protect", 2), number_of(game, "protect", 3)
    correction = change(game, protect2, ev.Protect(role="bodyguard", target=7)).with_decisions(
        [Kept(at=protect3, reason="r", rules=["repeat-protect"])], [len(game.events)])
    assert game.preview_correction(correction).events == rewrite(game.events, correction)


@pytest.mark.parametrize(("line", "message"), [
    ({"type": "correction", "action": "remove", "at": 2, "reason": "x"},
     "line 5: bad correction: a correction that does 'remove' keeps the 'original'"),
    ({"type": "correction", "action": "remove", "at": 2, "reason": "x",
      "original": {"type": "dawn"}},
     "line 5: the event cannot be replayed (event 2 is a night_falls event, not the dawn"),
    ({"type": "correction", "action": "insert", "at": 40, "reason": "x",
      "event": {"type": "dawn"}},
     "line 5: the event cannot be replayed (there is no event 40 to insert before"),
    ({"type": "correction", "action": "change", "at": 2, "reason": "",
      "original": {"type": "night_falls"}, "event": {"type": "night_falls"}},
     "line 5: bad correction at 'reason'"),
])
def test_a_damaged_correction_line_is_an_error_naming_the_line(
        tmp_path: Path, line: dict, message: str) -> None:
    from engine_helpers import make_setup

    from notepad.engine.log.session import LogError, header_of

    path = tmp_path / "game.jsonl"
    header = header_of(make_setup("werwoelfe", WW))
    events = [{"type": "cards_dealt", "cards": WW}, {"type": "night_falls"},
              {"type": "pack_kill", "targets": [4]}]
    path.write_text("".join(json.dumps(x) + "\n" for x in (header, *events, line)))
    with pytest.raises(LogError, match=message.replace("(", r"\(").replace(")", r"\)")):
        load_game(path)


def test_the_preview_names_the_marks_that_change() -> None:
    """The notepad's side columns (Moderator's Guide — Moderator's Notepad: "cultists, and
    other special conditions"): the Lovers (Role Cards — Cupid), the cult (Role Cards — Cult
    Leader) and the Charm (Rule Variants — The Charm: refusing destroys it)."""
    cards = ["werewolf", "cupid", "cult_leader", "seer", "villager", "villager", "villager",
             "villager"]
    game = dealt_game("ultimate", cards, variants=["charm"], charm_holder=5)
    game.record(ev.NightFalls())
    for event in (ev.Passed(role="charm"), ev.LoversChosen(targets=[6, 7]),
                  ev.Passed(role="werewolf"), ev.RoleCheck(role="seer", target=1),
                  ev.Recruit(target=6), ev.Dawn(), ev.NightFalls(), ev.CharmPassed(target=8)):
        game.record(event)
    lovers = game.preview_correction(
        change(game, number_of(game, "lovers_chosen"), ev.LoversChosen(targets=[6, 8])))
    assert lovers.changes == ["Felix is in love with Hans (was Greta)",
                              "Greta is in love with nobody (was Felix)",
                              "Hans is in love with Felix (was nobody)"]
    cult = game.preview_correction(change(game, number_of(game, "recruit"),
                                          ev.Recruit(target=7)))
    assert cult.changes == ["Felix is no longer a Cultist", "Greta is a Cultist"]
    charm = game.preview_correction(change(game, number_of(game, "charm_passed"),
                                           ev.CharmPassed(target=None)))
    assert charm.changes == ["the Charm: destroyed (was held by Hans)"]
    assert [v.rule for v in charm.own] == ["charm-destroyed"] and not charm.refused


def test_what_the_table_was_told_wrongly_is_said_to_acknowledge() -> None:
    """Moderator Mistakes: "you might accidentally announce that the wrong player was eaten
    … fix the mistake by acknowledging it". The preview names what the village must hear —
    the deaths announced that did not happen and those that did, with the card shown (Rule
    Variants — Role Reveal) — and nothing of the moderator's secrets (checks, potions)."""
    game = big_village()
    kill = number_of(game, "pack_kill")
    preview = game.preview_correction(change(game, kill, ev.PackKill(targets=[REAL]),
                                             "the pack pointed at P30"))
    real = preview.state.players[REAL]
    assert real.died is not None and real.died.revealed
    assert preview.told == [
        "Tina is alive: the death announced did not happen",
        "P21 is alive: the death announced did not happen",
        f"P30 died (eaten by the werewolves) — {real.died.revealed}",
    ]
    # A check's answer is the Seer's alone: a correction of it tells the village nothing.
    secret = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager", "villager"])
    night_to_dawn(secret, ev.Passed(role="werewolf"), ev.RoleCheck(role="seer", target=1))
    check = number_of(secret, "check")
    preview = secret.preview_correction(change(secret, check, ev.RoleCheck(role="seer",
                                                                           target=3)))
    assert preview.told == []


def test_a_game_ended_by_mistake_is_told_it_goes_on() -> None:
    """Werwölfe: the villagers win when the last werewolf is dead; the poison that killed it
    was never given, so the village hears that the Werewolf lives and the game is not over."""
    game = won_by_the_poison()
    poison = number_of(game, "potions")
    preview = game.preview_correction(change(game, poison, ev.Potions(heal=4)))
    name = game.state.players[1].name
    assert preview.told == [f"{name} is alive: the death announced did not happen",
                            "the game is not over"]
