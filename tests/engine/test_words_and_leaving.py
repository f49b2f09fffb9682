"""What the moderator says when night falls and day breaks (004, The First Night; 003, Night
Phase: The First Night, Day Phase: The First Day), and a player who leaves the village
(004, Simultaneous Play Session — Banishing a Player)."""

from __future__ import annotations

from engine_helpers import dealt_game, night_to_dawn

from notepad.engine import events as ev
from notepad.engine.night.words import daybreak, nightfall


def test_the_words_that_open_and_close_a_night() -> None:
    ultimate = dealt_game("ultimate", ["werewolf", "seer", "villager", "villager"]).state
    assert nightfall(ultimate) == "The village falls asleep. Everyone close your eyes."
    assert daybreak(ultimate, 1).startswith("Everyone wakes up and learns that Werewolves have "
                                            "appeared")
    assert daybreak(ultimate, 1).endswith("Now they must be found and executed.")
    assert daybreak(ultimate, 2) == "Everyone wakes up."
    werwoelfe = dealt_game("werwoelfe", ["werewolf", "seer", "villager", "villager"]).state
    assert nightfall(werwoelfe) == ("It has been a long day and you are getting tired — close "
                                    "your eyes.")
    assert daybreak(werwoelfe, 3).startswith("It was a long night and werewolves have prowled")


def test_the_ultimate_pack_only_looks_around_on_the_first_night() -> None:
    """004, The First Night: "The Werewolves wake up and look around." — no victim yet; from
    the second night they "point at the player they want to eat" (Subsequent Nights)."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "seer", "villager", "villager"])
    game.record(ev.NightFalls())
    first = game.night_script()[0]
    assert first.say == "The Werewolves wake up and look around."
    assert [c.role for c in game.night_script()] == ["werewolf", "seer"]
    later = game.night_script(2)[0]
    assert "point at the player to eat" in later.say and later.record == ("kill",)


def test_a_player_who_leaves_for_another_village_shows_no_card() -> None:
    """"The banished player immediately moves to another village … A player with any role can
    move from village to village, but may not reveal it to anyone except the Moderator": in
    this village the player is gone (recorded as `death` of kind `left`), out of the votes and
    the calls, and the table is shown no card; a death of another kind shows it."""
    game = dealt_game("ultimate", ["werewolf", "werewolf", "seer", "villager", "villager",
                                   "villager", "villager"])
    night_to_dawn(game)
    game.record(ev.Death(target=3, cause="banished to the next village", kind="left"))
    seer = game.state.players[3]
    assert not seer.alive and seer.died is not None and seer.died.revealed == ""
    # Nobody saw the card go: the Seer is still called, "exactly as if they were still alive"
    # (Rule Variants — Role Reveal), though only a pass can be recorded.
    seer_call = next(c for c in game.night_script(2) if c.role == "seer")
    assert seer_call.dead
    game.record(ev.Death(target=4, cause="had a train to catch"))
    assert game.state.players[4].died.revealed == "Villager"  # type: ignore[union-attr]
    game.record(ev.Death(target=2, cause="executed"))  # a Werewolf, shown to everyone
    assert game.state.players[2].died.revealed == "Werewolf"  # type: ignore[union-attr]
