"""What a correction changes, in words: two states of one game compared — who is now alive or
dead and why, the marks (potions, lovers, cult, Minion, the Charm, the Mayor), the checks'
answers, the phase and the winners. The screen only places these lines. In the language
spoken (notepad/language.py): each line one whole sentence; a cause of death and a phase, kept
in the state in English, said as the table says them (notepad/table/event_sentences.py
cause_words, when_words: the same messages, so one translation)."""

from __future__ import annotations

from notepad.catalog.spoken import spoken_name
from notepad.engine.players import Died, Player
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated

# A player's marks that a correction can give or take: (the mark given, the mark taken).
MARKS = (("cultist", mark("{name} is a Cultist"), mark("{name} is no longer a Cultist")),
         ("minion", mark("{name} is the Minion"), mark("{name} is no longer the Minion")),
         ("bitten", mark("{name} is turned Werewolf"),
          mark("{name} is no longer turned Werewolf")),
         ("vampire", mark("{name} is turned Vampire"),
          mark("{name} is no longer turned Vampire")),
         ("blessed", mark("{name} is blessed"), mark("{name} is no longer blessed")))

# The winners as the state keeps them (engine/winners.py), in words: the English message is
# the id itself, as the preview has always said it; the German names the team.
WINNER_IDS = {"village": mark("village"), "werewolf": mark("werewolf"),
              "vampire": mark("vampire"), "lovers": mark("lovers"), "cult": mark("cult"),
              "tanner": mark("tanner"), "bandit": mark("bandit"), "lone_wolf": mark("lone_wolf")}


def _teams(winners: list[str]) -> str:
    return ", ".join(translated(WINNER_IDS[w]) if w in WINNER_IDS else w for w in winners)


def _role(state: GameState, role_id: str) -> str:
    role = state.roles.get(role_id)
    return spoken_name(role, state.setup.edition) if role is not None \
        else role_id.replace("_", " ")


def _when(when: str) -> str:
    """A phase as the state names it ("night 2") in the language spoken (as the table's
    when_words says it)."""
    kind, _, number = when.partition(" ")
    if kind == "night" and number:
        return gettext("night {number}", number=number)
    if kind == "day" and number:
        return gettext("day {number}", number=number)
    if when in ("setup", "ended"):
        return gettext("setup") if when == "setup" else gettext("ended")
    return when


def _fate(state: GameState, died: Died) -> str:
    if died.chain:
        return gettext("{cause} after {names}, {when}", cause=translated(died.cause),
                       names=", ".join(state.players[s].name for s in died.chain),
                       when=_when(died.when))
    return gettext("{cause}, {when}", cause=translated(died.cause), when=_when(died.when))


def _player(old: GameState, new: GameState, was: Player, now: Player) -> list[str]:
    name = now.name
    out = []
    if was.died is not None and now.died is None:
        out.append(gettext("{name} lives (was dead: {fate})", name=name,
                           fate=_fate(old, was.died)))
    elif was.died is None and now.died is not None:
        out.append(gettext("{name} dies: {fate} (was alive)", name=name,
                           fate=_fate(new, now.died)))
    elif was.died is not None and now.died is not None and (
            _fate(old, was.died) != _fate(new, now.died)):
        out.append(gettext("{name} dies: {fate} (was: {before})", name=name,
                           fate=_fate(new, now.died), before=_fate(old, was.died)))
    if was.role != now.role:
        out.append(gettext("{name} is the {role} (was the {before})", name=name,
                           role=_role(new, now.role), before=_role(old, was.role)))
    if was.lover != now.lover:
        out.append(gettext("{name} is in love with {lover} (was {before})", name=name,
                           lover=_seat(new, now.lover), before=_seat(old, was.lover)))
    for key, given, taken in MARKS:
        had, has = getattr(was, key), getattr(now, key)
        if had != has:
            out.append(translated(given if has else taken, name=name))
    return out


def changes(old: GameState, new: GameState) -> list[str]:
    """Every difference a moderator acts on between the game as recorded (`old`) and as
    corrected (`new`), in game words; [] when the correction changes none of it."""
    out: list[str] = []
    if old.when != new.when:
        if old.phase == "ended":
            out.append(gettext("the game is running again: it is {when} (it had ended)",
                               when=_when(new.when)))
        else:
            out.append(gettext("the game is now at {when} (was {before})",
                               when=_when(new.when), before=_when(old.when)))
    if (old.winners, old.winning_seats) != (new.winners, new.winning_seats):
        out.append(gettext("winners: {winners} (was {before})", winners=_winners(new),
                           before=_winners(old)))
    for seat, now in new.players.items():
        out += _player(old, new, old.players[seat], now)
    for role_id in sorted(set(old.potions) | set(new.potions)):
        was, now_left = old.potions.get(role_id, {}), new.potions.get(role_id, {})
        if was != now_left:
            out.append(gettext("the {role}'s potions left: {left} (were {before})",
                               role=_role(new, role_id), left=_potions(now_left),
                               before=_potions(was)))
    out += _charm(old, new)
    if old.mayor != new.mayor:
        out.append(gettext("the Mayor: {mayor} (was {before})", mayor=_seat(new, new.mayor),
                           before=_seat(old, old.mayor)))
    out += _checks(old, new)
    return out


def _by_call(state: GameState) -> dict[tuple[int, str], list[tuple[int, str]]]:
    """The state's checks by night and role, each (player, answer) in the order made."""
    calls: dict[tuple[int, str], list[tuple[int, str]]] = {}
    for night, role_id, target, said in state.checks:
        calls.setdefault((night, role_id), []).append((target, said))
    return calls


def _answer(state: GameState, said: str) -> str:
    """A check's answer as the engine keeps it (engine/night/sight.py) in the language spoken,
    as the log says it (table/event_words.py check_answer: the same messages): a card seen
    whole by its shown name."""
    seen = next((role_id for role_id, role in state.roles.items() if role.name == said), None)
    return _role(state, seen) if seen is not None else translated(said)


def _checks(old: GameState, new: GameState) -> list[str]:
    """Each check whose answer or player changed, matched by night and role in the order
    made: a check moved to another player gives that player's answer, which the Seer was not
    given (Ultimate, The First Night: "shows a thumbs-up … or shakes their head no"). An
    answer, kept in English, is said as the log says it (`_answer`)."""
    before, after = _by_call(old), _by_call(new)
    out = []
    for night, role_id in sorted(set(before) | set(after)):
        was, now = before.get((night, role_id), []), after.get((night, role_id), [])
        role = _role(new, role_id)
        for index in range(max(len(was), len(now))):
            w = was[index] if index < len(was) else None
            n = now[index] if index < len(now) else None
            if w == n:
                continue
            if n is None and w is not None:
                out.append(gettext("night {night}: the {role}'s check of {name} is no longer "
                                   "made (was told {told})", night=night, role=role,
                                   name=old.players[w[0]].name, told=_answer(old, w[1])))
            elif w is None and n is not None:
                out.append(gettext("night {night}: the {role}'s check of {name} says {says} "
                                   "(not made before)", night=night, role=role,
                                   name=new.players[n[0]].name, says=_answer(new, n[1])))
            elif w is not None and n is not None and w[0] == n[0]:
                out.append(gettext("night {night}: the {role}'s check of {name} now says "
                                   "{says} (was told {told})", night=night, role=role,
                                   name=new.players[n[0]].name, says=_answer(new, n[1]),
                                   told=_answer(old, w[1])))
            elif w is not None and n is not None:
                values = {"night": night, "role": role, "name": new.players[n[0]].name,
                          "says": _answer(new, n[1]), "before": old.players[w[0]].name,
                          "told": _answer(old, w[1])}
                out.append(gettext("night {night}: the {role}'s check is now of {name}: says "
                                   "{says} (was of {before}, told {told}: the same answer)",
                                   **values) if w[1] == n[1] else
                           gettext("night {night}: the {role}'s check is now of {name}: says "
                                   "{says} (was of {before}, told {told}: a different answer)",
                                   **values))
    return out


def _winners(state: GameState) -> str:
    if not state.winners:
        return gettext("none yet")
    seats = ", ".join(state.players[s].name for s in state.winning_seats)
    teams = _teams(state.winners)
    return gettext("{teams} — {seats}", teams=teams, seats=seats) if seats else teams


def _potions(left: dict[str, int]) -> str:
    return ", ".join(potion_left(kind, n) for kind, n in sorted(left.items())) or gettext("none")


def potion_left(kind: str, left: int) -> str:
    """"heal 1": a potion left, by the engine's name of it (the report says it so too)."""
    if kind == "heal":
        return gettext("heal {n}", n=left)
    if kind == "kill":
        return gettext("kill {n}", n=left)
    return f"{kind} {left}"


def _seat(state: GameState, seat: int | None) -> str:
    return gettext("nobody") if seat is None else state.players[seat].name


def _charm(old: GameState, new: GameState) -> list[str]:
    def holder(state: GameState) -> str:
        if state.charm_destroyed:
            return gettext("destroyed")
        return gettext("held by {name}", name=_seat(state, state.charm_holder))

    if (old.charm_holder, old.charm_destroyed) == (new.charm_holder, new.charm_destroyed):
        return []
    return [gettext("the Charm: {holder} (was {before})", holder=holder(new),
                    before=holder(old))]


def _told(died: Died) -> str:
    """A death as the table heard it (engine/night/dawn.py, `announcement`)."""
    if died.revealed:
        return gettext("({cause}) — {shown}", cause=translated(died.cause), shown=died.revealed)
    return gettext("({cause})", cause=translated(died.cause))


def for_the_village(old: GameState, new: GameState) -> list[str]:
    """What the table was told that the correction makes wrong, to acknowledge aloud: a death
    announced that did not happen, one that did and was not announced, a cause or a card shown
    that changed, the game's end. Ultimate, Moderator's Guide — Moderator Mistakes: "you
    might accidentally announce that the wrong player was eaten … In most cases you can fix
    the mistake by acknowledging it and undoing whatever action caused it". The rest of
    `changes` (checks, potions, the cult …) is the moderator's secret."""
    out: list[str] = []
    for seat, now in new.players.items():
        was = old.players.get(seat)
        if was is None:
            continue
        before = was.died if was.died is not None and not was.died.left else None
        after = now.died if now.died is not None and not now.died.left else None
        if before is not None and after is None:
            out.append(gettext("{name} is alive: the death announced did not happen",
                               name=now.name))
        elif after is not None and before is None:
            out.append(gettext("{name} died {told}", name=now.name, told=_told(after)))
        elif after is not None and before is not None and _told(after) != _told(before):
            out.append(gettext("{name} died {told}, not {before}", name=now.name,
                               told=_told(after), before=_told(before)))
    if old.winners != new.winners:
        out.append(gettext("the game is won by {teams}", teams=_teams(new.winners))
                   if new.winners else gettext("the game is not over"))
    return out
