"""The end-of-game report (issue 6, End): Markdown and HTML, written beside the session log,
from a game replayed out of its log; names are escaped; every event is in words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "engine"))

from engine_helpers import dealt_game  # noqa: E402

from notepad.engine import events as ev  # noqa: E402
from notepad.engine.game import Game  # noqa: E402
from notepad.engine.log.replay import load_game  # noqa: E402
from notepad.table.report import (  # noqa: E402
    event_words,
    log_created,
    record_of,
    report_html,
    report_markdown,
    write_report,
)

CARDS = ["werewolf", "seer", "villager", "hunter", "witch", "villager", "cupid"]
REASON = "the Seer pointed at herself; let it stand"


def played(log: Path) -> Game:
    """A 7-player Ultimate game played to the village's win and read back from its log."""
    game = dealt_game("ultimate", CARDS, ["fateful-dice"], log_path=log)
    for action in (ev.NightFalls(), ev.DiceRolled(dice=[6, 6]),
                   ev.LoversChosen(targets=[3, 6]), ev.Passed(role="werewolf"),
                   ev.Potions(), ev.RoleCheck(role="seer", target=1), ev.Dawn(),
                   ev.Nominate(nominee=4, by=[1, 2]),
                   ev.Vote(nominee=4, execute=[1, 2, 3, 5], spare=[4, 6, 7]),
                   ev.HunterShot(target=3), ev.NightFalls(elapsed=125),
                   ev.PackKill(targets=[2])):
        game.record(action)
    # Emma is not the victim: a heal reaches only a player attacked tonight (Role Cards —
    # Witch), so it is recorded with an override.
    game.record(ev.Potions(heal=5), override="house rule: the Witch heals anybody")
    game.record(ev.RoleCheck(role="seer", target=2), override=REASON)
    game.record(ev.Dawn())
    game.record(ev.Nominate(nominee=1, by=[5, 7]))
    game.record(ev.Vote(nominee=1, execute=[5, 7], spare=[1]))
    game.close()
    loaded, warnings = load_game(log)
    assert warnings == [] and loaded.state == game.state
    return loaded


@pytest.fixture
def game(tmp_path: Path) -> Game:
    return played(tmp_path / "village.jsonl")


def test_the_game_ends_with_the_village(game: Game) -> None:
    state = game.state
    assert state.phase == "ended" and state.winners == ["village"]
    # Hans… the Hunter (seat 4) shot Clara (3), whose lover Felix (6) died of grief.
    assert state.players[6].died is not None and state.players[6].died.chain == [4, 3]


def test_markdown_report(game: Game) -> None:
    text = report_markdown(game, "2025-03-01")
    assert text.startswith("# A custom role set — Ultimate Werewolf\n")
    assert "started 2025-03-01 · 7 players · 18 events · game over" in text
    assert "- Villagers: every Werewolf and Vampire is dead" in text
    assert "Winning players: Ben, Clara, Dieter, Emma, Felix, Greta" in text
    assert "| 4 | Dieter | Hunter | executed, day 1 |" in text
    assert "| 6 | Felix | Villager; lover of Clara | lover's grief after Dieter, Clara, day 1 |" \
        in text
    assert "| 2 | Ben | Seer | eaten by the werewolves, night 2 |" in text
    assert "### Night 2\n\n- Werewolf: 2 Ben\n- Witch: heal 5 Emma\n- Seer: 2 Ben: villager" \
        in text
    assert "- Fateful Dice: 12 — The Werewolves' victim doesn't die, but loses their " \
        "abilities." in text
    assert "- Lovers: Clara and Felix" in text
    assert f"## Overrides\n\n| Event | When | Rules | Reason |\n|---|---|---|---|\n" \
        f"| 14 | night 2 | heal-not-victim | house rule: the Witch heals anybody |\n" \
        f"| 15 | night 2 | self-target | {REASON} |" in text
    assert f"15. night 2: Seer checks Ben: villager — override: self-target — {REASON}" in text
    assert "11. day 1: Hunter shoots Clara → died: Clara (shot by the Hunter after Dieter); " \
        "Felix (lover's grief after Dieter, Clara)" in text
    assert text.count("\n1. ") == 1 and "\n18. day 2: Vote on Anna" in text


def test_report_without_a_date_has_none(game: Game) -> None:
    assert "started" not in report_markdown(game) and "started" not in report_html(game)


def test_names_are_escaped(tmp_path: Path) -> None:
    game = dealt_game("ultimate", ["werewolf", "seer", "villager"], [])
    from notepad.engine.setup import Seat

    odd = ["<b>Anna</b> & co", "Ben | *the* [seer]", "Clara_#1"]
    setup = game.setup.model_copy(update={"players": [
        Seat(seat=i + 1, name=name) for i, name in enumerate(odd)]})
    game = Game(setup)
    game.record(ev.CardsDealt(cards=["werewolf", "seer", "villager"]))
    page = report_html(game)
    assert "<b>Anna</b>" not in page and "&lt;b&gt;Anna&lt;/b&gt; &amp; co" in page
    text = report_markdown(game)
    assert r"Ben \| \*the\* \[seer\]" in text and r"Clara\_\#1" in text
    assert "| Ben | " not in text  # the pipe cannot break the table


def test_write_report_beside_the_log(game: Game, tmp_path: Path) -> None:
    log = tmp_path / "village.jsonl"
    created = log_created(log)
    assert created is not None and len(created) == 10
    md = write_report(game, "md", log)
    page = write_report(game, "html", log)
    assert md == tmp_path / "village.md" and page == tmp_path / "village.html"
    assert md.read_text(encoding="utf-8") == report_markdown(game, created)
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert f"started {created}" in page.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == [  # no temporary file left
        "village.html", "village.jsonl", "village.jsonl.summary.json", "village.md"]


def test_write_report_needs_a_log_and_a_format(game: Game, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no session log"):
        write_report(game, "md")
    with pytest.raises(ValueError, match="choose md or html"):
        write_report(game, "pdf", tmp_path / "village.jsonl")


def test_every_event_type_has_words(game: Game) -> None:
    """No event falls through to the bare type name."""
    state = game.state
    samples: list[ev.Event] = [
        ev.GameEnds(winners=["werewolf"]), ev.MinionChosen(target=2), ev.Bless(target=2),
        ev.Silence(target=2), ev.Banish(target=2), ev.Recruit(target=2),
        ev.TroubleSignal(), ev.CharmPassed(), ev.ChoosePlayers(role="bandit", targets=[2, 3]),
        ev.LetterWritten(letter="W"), ev.MayorElected(target=2), ev.Death(target=2, cause="x"),
        ev.DoubleVote(first=2, second=3, first_total=3, second_total=1),
        ev.Ballot(votes={2: 3, 5: 3}), ev.Vouch(by=2, target=3),
        ev.MartyrChoice(takes_place=True), ev.RandomFool(target=2),
        ev.RoleSwap(targets=[2, 3]), ev.TimerSet(seconds=600, warning=90),
    ]
    words = [event_words(state, e) for e in samples]
    fallback = [f"{e.type}:" for e in samples]
    assert not [w for w, f in zip(words, fallback, strict=True) if w.startswith(f)]
    assert words[:3] == ["The game is declared over: Werewolves win",
                         "The Werewolves choose Ben as the Minion", "Priest blesses Ben"]
    assert words[7] == "The Charm holder refuses to pass the Charm: it is destroyed"
    assert words[13] == "Secret ballot: Clara 2"
    assert words[-1] == "Day timer set to 10 min, warning 1 min 30 s before dusk"
    assert [e.number for e in record_of(game).entries] == list(range(1, 19))


def test_the_notepad_lists_each_variant_once_with_its_line() -> None:
    """Issue 13: "Every variant is chosen at setup, stored in the session log's header, shown
    in the notepad grid": one "Rule variants" line per variant or optional rule switched on,
    with the catalogue's line of what it does (notepad/catalog/variants.py); the joke of Joke
    Variants — No Seer and No Werewolves is listed there and nowhere else."""
    from notepad.catalog.variants import VARIANTS_BY_ID
    from notepad.table.report import marks_lines

    game = dealt_game("ultimate", ["villager", "villager", "villager", "villager", "villager"],
                      ["no-seer-no-werewolves", "reveal-none"], house_rules={"minion-card": True})
    marks = marks_lines(game.state)
    listed = [line for label, lines in marks if label == "Rule variants" for line in lines]
    assert listed == [f"{rule}: {VARIANTS_BY_ID[rule].text}"
                      for rule in ("no-seer-no-werewolves", "reveal-none", "minion-card")]
    assert [label for label, _ in marks].count("Rule variants") == 1
    assert sum("No Seer" in line for _, lines in marks for line in lines) == 1


def test_a_scenario_is_named_in_words():
    """The game's header and the report name the scenario as the catalogue does (UW, Sample
    Scenarios: '"The Village" Corporation (33)'), not by its file id; a set saved under the
    moderator's own name keeps it made a title, and a set that is no scenario says so."""
    from notepad.catalog import Edition, load_catalog
    from notepad.table.titles import scenario_title

    known = {k: s.name for k, s in load_catalog().scenarios[Edition.ULTIMATE].items()}
    assert scenario_title("the-village-corporation", known) == '"The Village" Corporation'
    assert scenario_title("overpopulated-village") == "Overpopulated Village"
    assert scenario_title("suggestion", known) == "Suggested set"
    assert scenario_title("village-of-pain") == "Village of Pain"
    assert scenario_title(None) == "A custom role set"
    assert scenario_title("", known, custom="custom set") == "custom set"


def test_a_pack_without_a_victim_is_said_in_the_games_own_words() -> None:
    """Ultimate, Role Cards — Werewolf: after a minute "the hunt is called off"; Werwölfe has
    no such rule, and a Werwölfe trial read "the hunt is called off" for a pack that chose
    no victim."""
    from notepad.engine import events as ev
    from notepad.engine.setup import GameSetup, Seat
    from notepad.table.event_words import event_words

    seats = [Seat(seat=n, name=f"P{n}") for n in range(1, 7)]
    for edition, words in (("ultimate", "the hunt is called off"),
                           ("werwoelfe", "choose no victim")):
        roles = {"werewolf": 2, "seer": 1, "villager": 3}
        game = Game.new(GameSetup(edition=edition, roles=roles, players=seats))  # type: ignore[arg-type]
        assert words in event_words(game.state, ev.PackKill(targets=[])), edition


def test_the_end_says_which_sentence_decided_werwoelfe_with_nobody_alive() -> None:
    """Werwölfe, End of the Game: "The game ends as soon as the last werewolf dies. In this
    case, all players belonging to the village win — including those already deceased." The
    last wolf eats his lover, the last villager, and dies of grief: nobody is left alive, and
    the end says which sentence made it the village's win."""
    from notepad.table.report import why_won

    game = dealt_game("werwoelfe", ["werewolf", "cupid", "villager", "villager"])
    for action in (ev.NightFalls(), ev.LoversChosen(targets=[1, 3]),
                   ev.PackKill(targets=[4]), ev.Dawn(),
                   ev.Nominate(nominee=2, by=[1, 3]),
                   ev.Vote(nominee=2, execute=[1, 3], spare=[2]),
                   ev.NightFalls(), ev.PackKill(targets=[3]), ev.Dawn()):
        game.record(action)
    state = game.state
    assert state.phase == "ended" and state.winners == ["village"] and not state.alive
    assert state.winning_seats == [2, 3, 4]
    [line] = why_won(state, game.events)
    assert "nobody is left alive" in line
    assert "including those already deceased" in line and "(Werwölfe, End of the Game)" in line


def test_the_end_quotes_the_ultimate_sentence_too() -> None:
    """Ultimate, End of the Game: "If only Werewolves remain alive, they win." """
    from notepad.table.report import why_won

    game = dealt_game("ultimate", ["werewolf", "seer", "villager"])
    for action in (ev.NightFalls(), ev.Dawn(), ev.Nominate(nominee=2, by=[1, 3]),
                   ev.Vote(nominee=2, execute=[1, 3], spare=[2]), ev.NightFalls(),
                   ev.PackKill(targets=[3]), ev.Dawn()):
        game.record(action)
    [line] = why_won(game.state, game.events)
    assert "If only Werewolves remain alive, they win" in line
    assert "(Ultimate, End of the Game)" in line
