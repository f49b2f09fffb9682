"""The notebook's rules, asked before an action (as the engine's validator is, and with the
same override): nights alternate, no village votes while another's night is seen through, each
village banishes before it accuses, and a move must be one the table can make.

Ultimate, Rule Variants — Simultaneous Play Session: "One Moderator can run several games at
once, making sure nights don't happen simultaneously … If a village votes to execute someone,
transition that village into the night phase, see it through to the end, and then move on to
the next village." "Before anyone can be accused, each village votes to banish one player. The
banished player immediately moves to another village"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notepad.catalog.errors import close_match
from notepad.engine import events as ev
from notepad.engine.day.checks import ULTIMATE, Violation

if TYPE_CHECKING:
    from notepad.villages.notebook import Notebook
    from notepad.villages.village import Village

SOURCE = f"{ULTIMATE}, Rule Variants — Simultaneous Play Session"
ACCUSING = (ev.Nominate, ev.Vote, ev.DoubleVote, ev.Ballot, ev.Vouch)


def _hard(rule: str, message: str) -> Violation:
    return Violation(rule, message, SOURCE, "error", False)


def action_rules(notebook: Notebook, village: Village, event: ev.Event) -> list[Violation]:
    """What the notebook adds to the engine's check of an action in one village."""
    if isinstance(event, ev.NightFalls):
        night = [v for v in notebook.villages if v is not village and v.phase == "night"]
        if night and village.phase != "night":
            names = " and ".join(v.name for v in night)
            # Short enough that the override line stays in view at 80x24 (six lines).
            return [Violation("nights-alternate", f"{names} is still at night: nights "
                              "alternate, see its dawn first", SOURCE)]
    elif isinstance(event, ACCUSING) and village.phase == "day":
        night = [v for v in notebook.villages if v is not village and v.phase == "night"]
        if night:
            # "tell the villagers they can't vote until you return … transition that village
            # into the night phase, see it through to the end, and then move on to the next
            # village": the moderator is with the village at night.
            names = " and ".join(v.name for v in night)
            return [Violation("night-elsewhere", f"{names} is at night: see its night "
                              "through to dawn, then come back to vote", SOURCE)]
        state = village.state
        first = not state.nominated_today and not state.executions_today \
            and not state.today.vouched
        others = [v for v in notebook.villages if v is not village and v.phase != "ended"]
        if first and others and notebook.banished_today(village) is None:
            # "Before anyone can be accused": the rule orders it, so the first accusation of
            # the day is refused until the banishment, overridable (docs/rules.md).
            return [Violation("banish-first", f"{village.name} has not banished anyone today: "
                              "\"Before anyone can be accused, each village votes to banish "
                              "one player\" (m PLAYER to VILLAGE)", SOURCE)]
    return []


def move_rules(notebook: Notebook, name: str, target: int) -> list[Violation]:
    """Whether `name` can move to village `target` now."""
    where = notebook.locate(name)
    if where is None:
        known = [p for v in notebook.villages for p in v.names()]
        return [_hard("unknown-player", f"nobody in the villages is called {name!r}"
                      f"{close_match(name, known)}")]
    if not 1 <= target <= len(notebook.villages):
        return [_hard("unknown-village", f"there is no village {target}: the villages are "
                      f"1 to {len(notebook.villages)}")]
    if where.village is None:
        return [_hard("travelling", f"{name} is on the way to "
                      f"{notebook.villages[where.travelling - 1].name}")]
    source = notebook.villages[where.village - 1]
    goal = notebook.villages[target - 1]
    if where.dead:
        return [_hard("dead-target", f"{name} is dead")]
    if source is goal:
        return [_hard("same-village", f"{name} is in {goal.name} already")]
    if source.phase == "ended" or goal.phase == "ended":
        over = source if source.phase == "ended" else goal
        return [_hard("game-over", f"{over.name}'s game has ended"
                      + ("" if over is source else ": choose another village"))]
    out: list[Violation] = []
    state = source.state
    if source.phase != "day":
        # Short: with its source and the override line it must fit the six lines the game
        # screen gives a refusal at 80x24, where 'with your reason' was cut off.
        when = {"night": "is at night", "setup": "has not begun"}.get(source.phase,
                                                                      "is not by day")
        out.append(Violation("banish-by-day", f"{source.name} {when}: banish by day", SOURCE))
    else:
        earlier = notebook.banished_today(source)
        if earlier is not None:
            out.append(Violation("banish-once", f"{source.name} has banished {earlier} today: "
                                 "\"each village votes to banish one player\"", SOURCE))
        if state.nominated_today or state.executions_today:
            out.append(Violation("banish-before-accusing", "players were accused today "
                                 "already: \"Before anyone can be accused, each village votes "
                                 "to banish one player\"", SOURCE, "warning"))
        player = state.players[where.seat]
        if player.banished_day == state.number:
            out.append(Violation("banished", f"the Old Hag banished {name} for the day: they "
                                 "take part in nothing that happens today",
                                 f"{ULTIMATE}, Role Cards — Old Hag"))
    holder = state.charm_holder == where.seat and not state.charm_destroyed
    there = goal.state
    if holder and there.charm_holder is not None and not there.charm_destroyed:
        out.append(Violation("two-charms", f"{name} holds the Charm and "
                             f"{there.players[there.charm_holder].name} holds {goal.name}'s: "
                             "the Charm arriving would be destroyed",
                             f"{ULTIMATE}, Rule Variants — The Charm"))
    return out
