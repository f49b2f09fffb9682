"""No "he" or "she" in anything read aloud at night (Ultimate, Using Pronouns: "During the
nightly role calls, try to avoid using the pronouns 'he' and 'she,' 'his' and 'her.'
Instead, refer to players by their role").

Every read-aloud text of all three games is read here: every role's call and end text
(roles/*.toml), the night calls the engine builds from them for a game with every card of
Ultimate Werewolf and of Werwölfe, nights 1 to 3 (engine/night/script.py), every announcement
of the One Night Game Master's script for every role (onenight/script.py), and each
scenario's story (scenarios/*/*.toml)."""

from __future__ import annotations

import re

from notepad.catalog import Catalog
from notepad.engine import events as ev
from notepad.engine.game import Game
from notepad.engine.night.script import call_for
from notepad.engine.setup import GameSetup, Seat
from notepad.onenight.script import night_script as onenight_script

PRONOUNS = re.compile(r"\b(he|she|his|her|hers|him|himself|herself)\b", re.IGNORECASE)


def engine_calls(built_in: Catalog, edition: str) -> list[tuple[str, str]]:
    """Every call the engine reads on nights 1–3 of a game with every card of the edition
    (and the Charm, and the Martyr's night variant)."""
    roles = built_in.edition_roles(edition)
    cards = [r for r in roles if r != "charm"] + ["villager", "villager"]
    variants = ["charm", "martyr-night"] if edition == "ultimate" else []
    setup = GameSetup(edition=edition, roles={r: cards.count(r) for r in set(cards)},
                      players=[Seat(seat=i + 1, name=f"Player {i + 1}")
                               for i in range(len(cards))], variants=variants)
    game = Game(setup, roles)
    game.record(ev.CardsDealt(cards=cards, charm_holder=1 if variants else None),
                override="every card at once, to read every call")
    game.record(ev.NightFalls())
    texts = []
    for night in (1, 2, 3):
        for role_id in roles:
            call = call_for(game.state, role_id, night)
            if call is not None:
                texts += [(f"{edition} night {night} {role_id}", call.say),
                          (f"{edition} night {night} {role_id} (end)", call.end)]
    return texts


def read_aloud(built_in: Catalog) -> list[tuple[str, str]]:
    texts = []
    for edition, roles in built_in.roles.items():
        for role in roles.values():
            texts += [(f"roles/{edition.value}.toml {role.id} call_text", role.call_text),
                      (f"roles/{edition.value}.toml {role.id} end_text", role.end_text)]
    texts += engine_calls(built_in, "ultimate") + engine_calls(built_in, "werwoelfe")
    every_onenight_role = {role_id: 1 for role_id in built_in.edition_roles("onenight")}
    for step in onenight_script(every_onenight_role, built_in.edition_roles("onenight")):
        texts += [(f"One Night script {step.title}", part.say) for part in step.parts]
    for edition, scenarios in built_in.scenarios.items():
        for scenario in scenarios.values():
            texts.append((f"scenarios/{edition.value}/{scenario.id}.toml story",
                          scenario.story or ""))
    return texts


def test_every_kind_of_text_is_read(built_in):
    """The test reads what it says it reads (a list that came back empty would pass)."""
    where = [w for w, _ in read_aloud(built_in)]
    for kind in ("call_text", "end_text", "ultimate night 2", "werwoelfe night 1",
                 "One Night script", "story"):
        assert sum(kind in w for w in where) >= 3, kind
    assert PRONOUNS.search("The Seer wakes and she points") is not None


def test_no_text_read_aloud_says_he_or_she(built_in):
    found = [f"{where}: …{text[max(0, m.start() - 30):m.end() + 30]}…"
             for where, text in read_aloud(built_in)
             if (m := PRONOUNS.search(text)) is not None]
    assert found == []
