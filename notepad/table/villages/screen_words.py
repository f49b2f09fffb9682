"""The simultaneous villages' screens' sentences (docs/villages.md): the split, the group's
seating, a village and the overview, in the language spoken (notepad/language.py), as Textual
markup where the screen shows markup (what the moderator typed comes in escaped). A village's
name ("Village 2") is the notebook's, as its log keeps it."""

from __future__ import annotations

from notepad.language import gettext

# The split -------------------------------------------------------------------------------


def whole_group_line(players: int, villages: int, total: int | None) -> str:
    """The split's line of the whole group, in markup."""
    if total is None:
        return gettext("[b]The whole group: {players} players in {villages} villages[/b] — "
                       "Enter edits a village's set in the builder", players=players,
                       villages=villages)
    return gettext("[b]The whole group: {players} players in {villages} villages, sum "
                   "{total}[/b] — Enter edits a village's set in the builder", players=players,
                   villages=villages, total=format(total, "+d"))


def village_set(name: str, players: int, roles: str) -> str:
    """The highlighted village's whole set (`roles` escaped)."""
    return gettext("{name} ({players} players): {roles}", name=name, players=players,
                   roles=roles)


def village_of(name: str, villages: int) -> str:
    """A village builder's or screen's title: 'Village 2 of 3'."""
    return gettext("{name} of {n}", name=name, n=villages)


def whole_group_title(players: int, total: int | None) -> str:
    if total is None:
        return gettext("the whole group: {players} players", players=players)
    return gettext("the whole group: {players} players, sum {total}", players=players,
                   total=format(total, "+d"))


def set_kept(name: str, players: int) -> str:
    return gettext("{name} has {players} players (the split's): the set is kept for them",
                   name=name, players=players)


# The group's seating ---------------------------------------------------------------------


def names_count(names: int, places: int, sizes: str, state: str) -> str:
    """The count under the names: '23 names for 24 places (12, 12); dealt'."""
    if state == "by hand":
        return gettext("{names} names for {places} places ({sizes}); grouped by hand",
                       names=names, places=places, sizes=sizes)
    if state == "dealt":
        return gettext("{names} names for {places} places ({sizes}); dealt", names=names,
                       places=places, sizes=sizes)
    return gettext("{names} names for {places} places ({sizes}); Ctrl+R deals them",
                   names=names, places=places, sizes=sizes)


def cannot_seat(name: str, names: int, players: int, gap: int, balanced: bool) -> str:
    """A village's names do not match its set's head count, and what to do."""
    if balanced:  # as many names as places: some stand under the wrong line
        if gap > 0:
            return gettext("{village} has {names} names; its role set is for {players} "
                           "players: move {gap} to it from another village's lines",
                           village=name, names=names, players=players, gap=gap)
        return gettext("{village} has {names} names; its role set is for {players} "
                       "players: move {gap} from it to another village's lines",
                       village=name, names=names, players=players, gap=-gap)
    if gap > 0:
        return gettext("{village} has {names} names; its role set is for {players} "
                       "players: add {gap} under its == line", village=name, names=names,
                       players=players, gap=gap)
    return gettext("{village} has {names} names; its role set is for {players} "
                   "players: take {gap} out of its lines", village=name, names=names,
                   players=players, gap=-gap)


def named_twice(name: str) -> str:
    return gettext("{name} is named twice: every player needs a name of their own", name=name)


def notebook_at(path: object) -> str:
    return gettext("Notebook: {path}", path=path)


def seat_and_deal(name: str) -> str:
    return gettext("{name}: seat and deal", name=name)


# A village -------------------------------------------------------------------------------


def leaves_for(name: str, goal: str) -> str:
    """A banished player's move, in markup (the names escaped)."""
    return gettext("[b]{name} leaves for {goal}[/b] — no card is shown", name=name, goal=goal)


def with_your_reason(reason: str) -> str:
    return gettext("Recorded with your reason: {reason}", reason=reason)


def not_moved(error: object) -> str:
    return gettext("Not moved: {error}", error=error)


def nights_alternate(sleeping: str) -> str:
    """The first night waits while another village sleeps (`sleeping` escaped)."""
    return gettext("{village} is at night: nights alternate. F6 begins this village's first "
                   "night once it has dawned (Ctrl+O: now, with your reason).",
                   village=sleeping)


def banishment_first(say: str) -> str:
    return gettext("{say}\n\nFirst the banishment vote, before anyone is accused: m SEAT "
                   "VILLAGE sends the banished player away.", say=say)


def not_begun(name: str) -> str:
    return gettext("{name} has not begun: F6 begins its first night, and nothing typed is "
                   "recorded before it.", name=name)


def no_redo_of_a_move(player: str, goal: str) -> str:
    return gettext("Nothing to redo: a move taken back is not redone. Type it again to send "
                   "{player} to {goal} (m SEAT VILLAGE).", player=player, goal=goal)


def villages_title(n: int) -> str:
    return gettext("{n} villages", n=n)


def read_only_name(name: str) -> str:
    return gettext("{name} (read-only)", name=name)
