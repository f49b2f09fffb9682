"""What a correction changes, in words: two states of one game compared — who is now alive or
dead and why, the marks (potions, lovers, cult, Minion, the Charm, the Mayor), the checks'
answers, the phase and the winners. The screen only places these lines."""

from __future__ import annotations

from notepad.engine.players import Died, Player
from notepad.engine.state import GameState


def _role(state: GameState, role_id: str) -> str:
    role = state.roles.get(role_id)
    return role.name if role is not None else role_id.replace("_", " ")


def _fate(state: GameState, died: Died) -> str:
    after = ""
    if died.chain:
        after = f" after {', '.join(state.players[s].name for s in died.chain)}"
    return f"{died.cause}{after}, {died.when}"


def _player(old: GameState, new: GameState, was: Player, now: Player) -> list[str]:
    name = now.name
    out = []
    if was.died is not None and now.died is None:
        out.append(f"{name} lives (was dead: {_fate(old, was.died)})")
    elif was.died is None and now.died is not None:
        out.append(f"{name} dies: {_fate(new, now.died)} (was alive)")
    elif was.died is not None and now.died is not None and (
            _fate(old, was.died) != _fate(new, now.died)):
        out.append(f"{name} dies: {_fate(new, now.died)} (was: {_fate(old, was.died)})")
    if was.role != now.role:
        out.append(f"{name} is the {_role(new, now.role)} (was the {_role(old, was.role)})")
    if was.lover != now.lover:
        lover = "nobody" if now.lover is None else new.players[now.lover].name
        before = "nobody" if was.lover is None else old.players[was.lover].name
        out.append(f"{name} is in love with {lover} (was {before})")
    for mark, had, has in (("a Cultist", was.cultist, now.cultist),
                           ("the Minion", was.minion, now.minion),
                           ("turned Werewolf", was.bitten, now.bitten),
                           ("turned Vampire", was.vampire, now.vampire),
                           ("blessed", was.blessed, now.blessed)):
        if had != has:
            out.append(f"{name} is {'' if has else 'no longer '}{mark}")
    return out


def changes(old: GameState, new: GameState) -> list[str]:
    """Every difference a moderator acts on between the game as recorded (`old`) and as
    corrected (`new`), in game words; [] when the correction changes none of it."""
    out: list[str] = []
    if old.when != new.when:
        if old.phase == "ended":
            out.append(f"the game is running again: it is {new.when} (it had ended)")
        else:
            out.append(f"the game is now at {new.when} (was {old.when})")
    if (old.winners, old.winning_seats) != (new.winners, new.winning_seats):
        out.append(f"winners: {_winners(new)} (was {_winners(old)})")
    for seat, now in new.players.items():
        out += _player(old, new, old.players[seat], now)
    for role_id in sorted(set(old.potions) | set(new.potions)):
        was, now_left = old.potions.get(role_id, {}), new.potions.get(role_id, {})
        if was != now_left:
            out.append(f"the {_role(new, role_id)}'s potions left: {_potions(now_left)} "
                       f"(were {_potions(was)})")
    out += _charm(old, new)
    if old.mayor != new.mayor:
        out.append(f"the Mayor: {_seat(new, new.mayor)} (was {_seat(old, old.mayor)})")
    out += _checks(old, new)
    return out


def _by_call(state: GameState) -> dict[tuple[int, str], list[tuple[int, str]]]:
    """The state's checks by night and role, each (player, answer) in the order made."""
    calls: dict[tuple[int, str], list[tuple[int, str]]] = {}
    for night, role_id, target, said in state.checks:
        calls.setdefault((night, role_id), []).append((target, said))
    return calls


def _checks(old: GameState, new: GameState) -> list[str]:
    """Each check whose answer or player changed, matched by night and role in the order
    made: a check moved to another player gives that player's answer, which the Seer was not
    given (Ultimate, The First Night: "shows a thumbs-up … or shakes their head no")."""
    before, after = _by_call(old), _by_call(new)
    out = []
    for night, role_id in sorted(set(before) | set(after)):
        was, now = before.get((night, role_id), []), after.get((night, role_id), [])
        whose = f"night {night}: the {_role(new, role_id)}'s check"
        for index in range(max(len(was), len(now))):
            w = was[index] if index < len(was) else None
            n = now[index] if index < len(now) else None
            if w == n:
                continue
            if n is None and w is not None:
                out.append(f"{whose} of {old.players[w[0]].name} is no longer made (was told "
                           f"{w[1]})")
            elif w is None and n is not None:
                out.append(f"{whose} of {new.players[n[0]].name} says {n[1]} (not made "
                           "before)")
            elif w is not None and n is not None and w[0] == n[0]:
                out.append(f"{whose} of {new.players[n[0]].name} now says {n[1]} (was told "
                           f"{w[1]})")
            elif w is not None and n is not None:
                same = "the same answer" if w[1] == n[1] else "a different answer"
                out.append(f"{whose} is now of {new.players[n[0]].name}: says {n[1]} (was of "
                           f"{old.players[w[0]].name}, told {w[1]}: {same})")
    return out


def _winners(state: GameState) -> str:
    if not state.winners:
        return "none yet"
    seats = ", ".join(state.players[s].name for s in state.winning_seats)
    return ", ".join(state.winners) + (f" — {seats}" if seats else "")


def _potions(left: dict[str, int]) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in sorted(left.items())) or "none"


def _seat(state: GameState, seat: int | None) -> str:
    return "nobody" if seat is None else state.players[seat].name


def _charm(old: GameState, new: GameState) -> list[str]:
    def holder(state: GameState) -> str:
        if state.charm_destroyed:
            return "destroyed"
        return f"held by {_seat(state, state.charm_holder)}"

    if (old.charm_holder, old.charm_destroyed) == (new.charm_holder, new.charm_destroyed):
        return []
    return [f"the Charm: {holder(new)} (was {holder(old)})"]


def _told(died: Died) -> str:
    """A death as the table heard it (engine/night/dawn.py, `announcement`)."""
    shown = f" — {died.revealed}" if died.revealed else ""
    return f"({died.cause}){shown}"


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
            out.append(f"{now.name} is alive: the death announced did not happen")
        elif after is not None and before is None:
            out.append(f"{now.name} died {_told(after)}")
        elif after is not None and before is not None and _told(after) != _told(before):
            out.append(f"{now.name} died {_told(after)}, not {_told(before)}")
    if old.winners != new.winners:
        out.append(f"the game is won by {', '.join(new.winners)}" if new.winners else
                   "the game is not over")
    return out
