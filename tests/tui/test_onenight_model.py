"""The One Night screens' headless parts: the step-through clock and the final-table entry."""

from __future__ import annotations

from notepad.catalog import Edition, load_catalog
from notepad.onenight.script import Part, Script, Step, setup_list
from notepad.table.onenight.cues import (
    LAST_MINUTE,
    StepThrough,
    cues_for,
    discussion_text,
    reading_seconds,
)
from notepad.table.onenight.entry import FinalTable

KNOWN = load_catalog(include_user=False).edition_roles(Edition.ONENIGHT)
ROLES = {"werewolf": 2, "seer": 1, "robber": 1, "villager": 2}


def script() -> Script:
    steps = (
        Step("twilight", "start", (Part("Now all of you close your eyes."),), title="Start"),
        Step(
            "night",
            "role",
            (Part("Seer, wake up.", 5), Part("Seer, close your eyes.")),
            title="(5) Seer",
        ),
        Step("day", "day", (Part("Now everybody wake up and open your eyes."),), title="Day"),
        Step("day", "vote", (Part("On 3 everybody points."),), title="Vote"),
    )
    return Script(steps, setup_list(ROLES, 3, KNOWN), ROLES)


def test_a_cue_per_part_and_the_discussion_after_the_day():
    cues = cues_for(script(), 180)
    assert [c.title for c in cues] == ["Start", "(5) Seer", "(5) Seer", "Day", "Discussion", "Vote"]
    assert [c.wait for c in cues] == [0, 5, 0, 0, 180, 0]
    assert cues[4].say == discussion_text(180) == "Discuss now: you have 3 minutes. Then we vote."
    assert discussion_text(150) == "Discuss now: you have 2 minutes 30 seconds. Then we vote."


def test_reading_time_then_the_wait_then_the_next_cue_by_itself():
    run = StepThrough(cues_for(script(), 180))
    run.next()  # the Seer's call
    ticks = 0
    while run.index == 1:
        run.tick()
        ticks += 1
    assert ticks == reading_seconds("Seer, wake up.") + 5


def test_the_wait_starts_when_the_speech_program_is_done():
    run = StepThrough(cues_for(script(), 180), index=1)
    for _ in range(30):
        assert run.tick(speaking=True) is None
    assert run.reading and run.wait_left == 5
    assert run.tick(speaking=False) == "wait_started"
    assert [run.tick(speaking=False) for _ in range(5)][-1] == "advanced"


def test_pause_holds_the_clock():
    run = StepThrough(cues_for(script(), 180), index=1)
    run.toggle_pause()
    for _ in range(60):
        run.tick()
    assert run.index == 1 and run.read_left == run.cue.reading


def test_one_more_minute_once_and_more_time():
    run = StepThrough(cues_for(script(), 180), index=4)
    events = [run.tick() for _ in range(run.cue.reading + 180 - LAST_MINUTE)]
    assert events[-1] == "last_minute" and events.count("last_minute") == 1
    run.adjust_wait(60)
    assert run.wait_left == 120
    run.adjust_wait(-1000)
    assert run.wait_left == 0
    assert run.tick() == "advanced" and run.cue.title == "Vote"


def test_the_vote_is_the_end():
    run = StepThrough(cues_for(script(), 180), index=5)
    for _ in range(10):
        run.tick()
    assert run.finished and run.index == 5
    assert not run.next()
    run.previous()
    assert not run.finished and run.cue.kind == "discussion"


def test_renaming_keeps_what_was_entered():
    final = FinalTable.for_set(ROLES, 4, uses_tokens=False)
    final.seats[0].card, final.seats[0].votes_for = "seer", 3
    final.seats[1].votes_for = 0
    final.set_names(["Ann", "Bo", "Cy"])
    assert final.seats[0].card == "seer" and final.seats[0].votes_for is None
    assert final.seats[1].votes_for == 0 and final.names == ["Ann", "Bo", "Cy"]
    assert "1 Ann: whom did they point at?" in final.missing()


def test_tokens_start_as_certainty_when_the_set_uses_tokens():
    final = FinalTable.for_set({"venus": 1, "villager": 5}, 3, uses_tokens=True)
    assert [s.token for s in final.seats] == ["certainty"] * 3


def test_complete_table_goes_to_the_headless_checks():
    final = FinalTable.for_set(ROLES, 3, uses_tokens=False)
    final.set_names(["Ann", "Bo", "Ann"])
    for seat, card in zip(final.seats, ["werewolf", "seer", "robber"], strict=True):
        seat.card, seat.votes_for = card, 0
    assert final.problems(KNOWN) == ["the name 'Ann' is used by 2 players; names must differ"]


def test_cards_against_the_set_with_the_alpha_wolfs_extra_card():
    roles = {"alpha_wolf": 1, "seer": 1, "robber": 1, "villager": 3}
    final = FinalTable.for_set(roles, 3, uses_tokens=False)
    assert len(final.middle) == 4
    for seat, card in zip(final.seats, ["dream_wolf", "seer", "robber"], strict=True):
        seat.card, seat.votes_for = card, 0
    final.middle[:] = ["villager", "villager", "alpha_wolf", "villager"]
    assert final.card_notes(KNOWN) == []
    final.middle[3] = "seer"
    assert final.card_notes(KNOWN) == [
        "2 × Seer entered, the set has 1: check the cards on the table",
        "2 × Villager entered, the set has 3: check the cards on the table",
    ]
