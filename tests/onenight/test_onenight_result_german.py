"""Issue 34: the reasons shown when a One Night round is resolved, in German when German is
spoken — the vote's causes and steps (One Night, Vote; Roles — Bodyguard, Hunter) and the
Who-Has-Won check's path, each one whole sentence from the catalogue; English unchanged."""

from __future__ import annotations

from notepad.language import speaking

# Two for Ben, the Hunter: Ben dies, and so does Anna, the Werewolf he pointed at.
HUNTED = (("Anna", "werewolf", "Ben"), ("Ben", "hunter", "Anna"), ("Cleo", "villager", "Ben"),
          ("Dora", "seer", "Cleo"))
# Two for Ben, whom the Bodyguard Dora protects; nobody else has two votes.
GUARDED = (("Anna", "werewolf", "Ben"), ("Ben", "villager", "Anna"), ("Cleo", "villager", "Ben"),
           ("Dora", "bodyguard", "Ben"))


def test_the_vote_and_the_path_are_said_in_german(judge):
    with speaking("de"):
        outcome = judge(*HUNTED)
    vote = outcome.vote
    assert vote.steps[:2] == [
        "Ben hat die meisten Stimmen (2); Anna und Cleo die zweitmeisten (1)",
        "Der Jäger (Ben) ist gestorben → Anna, auf den er gezeigt hat, stirbt ebenfalls"]
    assert [(d.name, d.reason) for d in vote.deaths] == [
        ("Ben", "die meisten Stimmen (2)"), ("Anna", "der Jäger (Ben) hat auf Anna gezeigt")]
    assert outcome.path[0] == "Klassische Prüfung: das Dorf gegen das Werwolfrudel"
    assert outcome.path[1] == "Ben ist bei der Abstimmung gestorben"
    assert "Mindestens 1 Werwolf ist gestorben → das Dorf gewinnt" in outcome.path
    assert outcome.path[-1] == "Gewinner: das Dorf — Ben, Cleo und Dora"


def test_a_protected_player_is_said_in_german(judge):
    with speaking("de"):
        outcome = judge(*GUARDED)
    assert outcome.vote.protected == {"Ben": "der Leibwächter (Dora) zeigt auf Ben"}
    assert outcome.vote.steps[1:] == [
        "Ben ist geschützt: der Leibwächter (Dora) zeigt auf Ben → Ben stirbt nicht",
        "Der geschützte Spieler hatte die meisten Stimmen und sonst hat niemand mindestens 2 "
        "Stimmen → sonst stirbt niemand"]
    assert outcome.path[1:3] == ["Niemand ist gestorben",
                                 "Ein Werwolf ist unter den Spielern → das Werwolfrudel gewinnt"]


def test_the_same_round_in_english_is_unchanged(judge):
    outcome = judge(*HUNTED)
    assert outcome.vote.steps[:2] == [
        "Ben has the most votes (2); Anna and Cleo the second-most (1)",
        "The Hunter (Ben) died → Anna, whom he pointed at, dies as well"]
    assert outcome.path[-1] == "Winners: the Village — Ben, Cleo and Dora"
