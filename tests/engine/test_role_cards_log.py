"""The role cards' new events and fields in the session log (version 3, docs/session-log.md):
they are written, read back and replayed to the same game, and an older log with a Minion
still means the Minion card it was dealt (Ultimate Werewolf: Ultimate Edition, Role Cards)."""

from __future__ import annotations

import json
from pathlib import Path

from engine_helpers import NAMES, make_setup

from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.log.replay import load_game
from notepad.engine.setup import GameSetup, Seat


def test_the_role_cards_fields_round_trip(tmp_path: Path) -> None:
    """cards_dealt.cupid_leftover, lovers_chosen by the Lovers' call from the seed,
    pack_kill.elapsed, minion_chosen, death of kind "masons": written and replayed alike."""
    setup = GameSetup(edition="ultimate",
                      roles={"cupid": 1, "minion": 1, "mason": 2, "werewolf": 1, "seer": 1,
                             "villager": 3},
                      players=[Seat(seat=i + 1, name=NAMES[i]) for i in range(8)],
                      variants=["cupid-extra-card"], seed=7)
    path = tmp_path / "cards.jsonl"
    game = Game.new(setup, log_path=path)
    dealt = game.deal()
    assert dealt.cupid_leftover is not None
    game.record(ev.NightFalls())
    cupid = dealt.cards.index("cupid") + 1
    wolf = dealt.cards.index("werewolf") + 1
    others = [s for s in range(1, 9) if s not in (cupid, wolf)]
    game.record(ev.LoversChosen(targets=others[:2]))
    game.record(ev.MinionChosen(target=others[2]))
    game.record(ev.Dawn())
    game.record(ev.Death(target=others[3], cause="talked about the Masons", kind="masons"))
    game.record(ev.NightFalls())
    game.record(ev.PackKill(targets=[], elapsed=64.5))
    game.record(ev.Dawn())
    game.close()
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[1]["cupid_leftover"] == dealt.cupid_leftover
    assert {"type": "pack_kill", "role": "werewolf", "targets": [], "elapsed": 64.5} in lines
    loaded, warnings = load_game(path)
    assert warnings == [] and loaded.events == game.events and loaded.state == game.state
    assert loaded.state.players[others[3]].died.cause == "killed by the Masons"  # type: ignore[union-attr]


def test_an_older_log_with_a_minion_still_means_the_dealt_minion_card(tmp_path: Path) -> None:
    """Role Cards — Minion: before version 3 a Minion in the role set was always a dealt card;
    reading such a log adds the variant "minion-card", so it means what it meant."""
    setup = make_setup("ultimate", ["werewolf", "minion", "seer", "villager", "villager"])
    header = {"format": "werewolf-notepad-session", "version": 2,
              **setup.model_dump(mode="json")}
    lines = [header, {"type": "cards_dealt", "cards": ["werewolf", "minion", "seer",
                                                       "villager", "villager"]},
             {"type": "night_falls"}]
    path = tmp_path / "old.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    game, warnings = load_game(path)
    assert warnings == [] and "minion-card" in game.setup.variants
    script = {c.role: c for c in game.night_script()}
    assert script["werewolf"].record == ("know",) and script["minion"].seats == (2,)
