"""Every event of a game as the moderator would say it (notepad/table/event_words.py replays
the game to know each event's phase, the check's answer and the deaths): one whole sentence
per event, in the language spoken (notepad/language.py). Headless, no Textual or Rich."""

from __future__ import annotations

from notepad.engine import events as ev
from notepad.engine.day.dice import DICE_RULES
from notepad.engine.night.cards.calls import records
from notepad.engine.night.checks import RECORDS
from notepad.engine.reveal import TEAM_NAMES
from notepad.engine.state import GameState
from notepad.language import gettext, mark, translated
from notepad.table.titles import role_title

WINNER_NAMES = {**TEAM_NAMES, "lovers": mark("the Lovers"), "cult": mark("the Cult"),
                "tanner": mark("the Tanner"), "bandit": mark("the Bandit"),
                "lone_wolf": mark("the Lone Wolf")}
PACKS = {"werewolves": mark("The Werewolves"), "vampires": mark("The Vampires")}
MAYOR_WAYS = {"execute": mark("execute"), "spare": mark("spare")}
# The engine's causes of death (engine/deaths.py, engine/night/dawn.py, engine/day/votes.py),
# kept in the state in English: said in the language spoken where they are shown.
CAUSES = (mark("eaten by the werewolves"), mark("lynched at the gallows"), mark("executed"),
          mark("poisoned by the Witch"), mark("shot by the Hunter"), mark("lover's grief"),
          mark("bitten by the vampires"), mark("killed by the Masons"), mark("left"),
          mark("other"), mark("took the condemned's place (Martyr)"),
          mark("shot by the Vampire Hunter"), mark("the Elder's age"),
          mark("the Ghost dies on the first night"),
          mark("eaten by the werewolves a night late (Stalwart)"),
          mark("drew the Moderator card and runs the game"),
          mark("poisoned by the Sorcerer"), mark("poisoned by the Werewolf Witch"))



# ------------------------------------------------------------------ words


def role_name(state: GameState, role_id: str) -> str:
    """A role's shown name: notepad/table/titles.py decides it, in the language spoken."""
    return role_title(state, role_id)


def pack_name(pack: str | None) -> str:
    """"The Werewolves", "The Vampires": a pack as it is called."""
    found = PACKS.get(pack or "")
    return translated(found) if found is not None else gettext(
        "The {pack}", pack=(pack or "").title())


def cause_words(cause: str) -> str:
    """A cause of death the engine keeps in English, in the language spoken (as it is, if
    the catalogue does not have it)."""
    return translated(cause)


def when_words(when: str) -> str:
    """A phase as the state names it ("night 2", "day 2", "setup", "ended") in words."""
    kind, _, number = when.partition(" ")
    if kind == "night" and number:
        return gettext("night {number}", number=number)
    if kind == "day" and number:
        return gettext("day {number}", number=number)
    if when == "setup":
        return gettext("setup")
    if when == "ended":
        return gettext("ended")
    return when


def names(state: GameState, seats: list[int] | tuple[int, ...]) -> str:
    return ", ".join(state.players[s].name for s in seats) or gettext("nobody")


def _votes(state: GameState, seats: list[int], total: int | None) -> str:
    if total is not None and not seats:
        return str(total)
    return f"{len(seats)} ({names(state, seats)})" if seats else "0"


def event_words(state: GameState, event: ev.Event, answer: str = "",
                number: int | None = None) -> str:
    """The event as the moderator would say it. `state` is the state the event was recorded
    in (names and roles); `answer` is what a check was told (the engine works it out);
    `number`, the night it was recorded in when `state` is of another time."""
    day = state.number if number is None else number
    name = lambda seat: state.players[seat].name  # noqa: E731
    role_id = getattr(event, "role", "") or ""
    pack = state.roles[role_id].pack if role_id in state.roles else None
    who = pack_name(pack) if pack and isinstance(event, ev.PackKill | ev.MinionChosen) \
        else role_name(state, role_id)
    actor = getattr(event, "actor", None)
    if actor is not None:
        who = gettext("{role} ({name})", role=who, name=name(actor))
    match event:
        case ev.CardsDealt():
            text = gettext("Cards dealt from the seed") if event.from_seed \
                else gettext("Cards dealt by hand")
            if event.charm_holder is not None:
                text = gettext("{text}; the Charm to {name}", text=text,
                               name=name(event.charm_holder))
            if event.drunk_role:
                text = gettext("{text}; the Drunk is really the {role}", text=text,
                               role=role_name(state, event.drunk_role))
            if event.discarded:
                left_out = ", ".join(role_name(state, r) for r in event.discarded)
                text = gettext("{text}; discarded at random: {roles}", text=text, roles=left_out)
            return text
        case ev.NightFalls():
            if event.elapsed:
                return gettext("Night falls (the day lasted {duration})",
                               duration=_duration(event.elapsed))
            return gettext("Night falls")
        case ev.Dawn():
            return gettext("Dawn")
        case ev.GameEnds():
            return gettext("The game is declared over: {winners} win",
                           winners=_winners(event.winners))
        case ev.Passed():
            woke = woke_only(state, role_id)
            if woke == "looked around":
                return gettext("{pack}: woke and looked around (no victim on the first night)",
                               pack=pack_name(pack) if pack else who)
            return gettext("{role}: woke; the call records nothing", role=who) if woke \
                else gettext("{role}: passes", role=who)
        case ev.PackKill():
            if not event.targets:  # Werwölfe has no hunt timer (Ultimate, Role Cards — Werewolf)
                return gettext("{pack}: the hunt is called off", pack=who) \
                    if state.setup.edition == "ultimate" \
                    else gettext("{pack} choose no victim", pack=who)
            return gettext("{pack} choose {names}", pack=who, names=names(state, event.targets))
        case ev.MinionChosen():
            return gettext("{pack} choose {name} as the Minion", pack=who,
                           name=name(event.target))
        case ev.LoversChosen():
            first, second = (name(s) for s in event.targets)
            return gettext("{role} makes {first} and {second} the Lovers", role=who,
                           first=first, second=second)
        case ev.RoleCheck():
            if answer:
                return gettext("{role} checks {name}: {answer}", role=who,
                               name=name(event.target), answer=answer)
            return gettext("{role} checks {name}", role=who, name=name(event.target))
        case ev.Potions():
            heal = None if event.heal is None else name(event.heal)
            kill = None if event.kill is None else name(event.kill)
            if heal and kill:
                return gettext("{role} heals {healed} and poisons {poisoned}", role=who,
                               healed=heal, poisoned=kill)
            if heal:
                return gettext("{role} heals {name}", role=who, name=heal)
            if kill:
                return gettext("{role} poisons {name}", role=who, name=kill)
            return gettext("{role} keeps the potions", role=who)
        case ev.Protect():
            return gettext("{role} protects {name}", role=who, name=name(event.target))
        case ev.Bless():
            return gettext("{role} blesses {name}", role=who, name=name(event.target))
        case ev.Silence():
            return gettext("{role} silences {name} for day {day}", role=who,
                           name=name(event.target), day=day)
        case ev.Banish():
            return gettext("{role} banishes {name} for day {day}", role=who,
                           name=name(event.target), day=day)
        case ev.Recruit():
            return gettext("{role} recruits {name} into the cult", role=who,
                           name=name(event.target))
        case ev.CharmPassed():
            if event.target is None:
                return gettext("The Charm holder refuses to pass the Charm: it is destroyed")
            return gettext("The Charm passes to {name}", name=name(event.target))
        case ev.TroubleSignal():
            return gettext("{role} signals: two executions today", role=who)
        case ev.ChoosePlayers():
            return gettext("{role} chooses {names}", role=who,
                           names=names(state, event.targets))
        case ev.LetterWritten():
            return gettext("{role} writes the letter “{letter}”", role=who, letter=event.letter)
        case ev.DiceRolled():
            roll = sum(event.dice)
            rule = translated(DICE_RULES.get(roll, "Play as normal."))
            die, other = event.dice
            if event.from_seed:
                return gettext("Fateful Dice (from the seed): {first} + {second} = {roll} — "
                               "{rule}", first=die, second=other, roll=roll, rule=rule)
            return gettext("Fateful Dice: {first} + {second} = {roll} — {rule}", first=die,
                           second=other, roll=roll, rule=rule)
        case ev.RoleSwap():
            seat, other = event.targets
            return gettext("{first} and {second} swap roles, secretly (Role Swap)",
                           first=name(seat), second=name(other))
        case ev.MayorElected():
            return gettext("{name} holds the Mayor card", name=name(event.target))
        case ev.Nominate():
            if event.by:
                return gettext("{name} is accused by {names}", name=name(event.nominee),
                               names=names(state, event.by))
            return gettext("{name} is accused", name=name(event.nominee))
        case ev.Vote():
            text = gettext("Vote on {name}: execute {execute}, spare {spare}",
                           name=name(event.nominee),
                           execute=_votes(state, event.execute, event.execute_total),
                           spare=_votes(state, event.spare, event.spare_total))
            if event.mayor:
                text = gettext("{text}, the Mayor votes to {way}", text=text,
                               way=translated(MAYOR_WAYS.get(event.mayor, event.mayor)))
            if answer:  # vote_outcome: spared, sentenced …
                text = gettext("{text} — {outcome}", text=text, outcome=answer)
            return text
        case ev.HunterShot():
            if event.target is None:
                return gettext("{role} shoots into the air", role=who)
            return gettext("{role} shoots {name}", role=who, name=name(event.target))
        case ev.Death() if event.kind == "left":
            return gettext("{name} leaves (no card shown): {cause}", name=name(event.target),
                           cause=cause_words(event.cause))
        case ev.Death():
            return gettext("{name} dies: {cause}", name=name(event.target),
                           cause=cause_words(event.cause))
        case ev.Arrival():  # v3, simultaneous villages
            role = role_name(state, event.role)
            if event.came_from:
                return gettext("{name} arrives from {village} as the {role}, seat {seat}",
                               name=event.name, village=event.came_from, role=role,
                               seat=event.seat)
            return gettext("{name} arrives as the {role}, seat {seat}", name=event.name,
                           role=role, seat=event.seat)
        case ev.DiedElsewhere():
            if event.village:
                return gettext("{name} died in {village}: {cause}", name=event.name,
                               village=event.village, cause=cause_words(event.cause))
            return gettext("{name} died in another village: {cause}", name=event.name,
                           cause=cause_words(event.cause))
        case ev.DoubleVote():
            return gettext("Double accusation: {first} {for_first} against {second} "
                           "{for_second}", first=name(event.first),
                           for_first=_votes(state, event.for_first, event.first_total),
                           second=name(event.second),
                           for_second=_votes(state, event.for_second, event.second_total))
        case ev.Ballot():
            totals = dict(event.totals)
            for candidate in event.votes.values():
                totals[candidate] = totals.get(candidate, 0) + 1
            counted = ", ".join(f"{name(s)} {n}" for s, n in sorted(totals.items(),
                                                                    key=lambda i: -i[1]))
            if event.method == "secret-ballot":
                return gettext("Secret ballot: {counted}", counted=counted) if counted \
                    else gettext("Secret ballot: no votes")
            return gettext("1, 2, 3, Die!: {counted}", counted=counted) if counted \
                else gettext("1, 2, 3, Die!: no votes")
        case ev.Vouch():
            return gettext("{name} vouches for {target}, who lowers their hand",
                           name=name(event.by), target=name(event.target))
        case ev.MartyrChoice():
            return gettext("{role} takes the place", role=who) if event.takes_place \
                else gettext("{role} does not take the place", role=who)
        case ev.RandomFool():
            if event.from_seed:
                return gettext("{name} is secretly the Fool (drawn from the seed)",
                               name=name(event.target))
            return gettext("{name} is secretly the Fool", name=name(event.target))
        case ev.TimerSet():
            return gettext("Day timer set to {duration}, warning {warning} before dusk",
                           duration=_duration(event.seconds), warning=_duration(event.warning))
        case _:
            targets = ev.targets_of(event, actor=False)
            return gettext("{role}: {names}", role=who or event.type,
                           names=names(state, targets))


# What a vote that did not kill its nominee came to, from the engine's note of it
# (engine/day/votes.py); an execution is said by the death that follows the vote's line.
# The record kinds that make an event (the validator's RECORDS); "know", "none" … only wake.
RECORDED_KINDS = frozenset(kind for kinds in RECORDS.values() for kind in kinds)


def woke_only(state: GameState, role_id: str) -> str:
    """How a call that records nothing went, for the "pass" that closed it: "looked around"
    for the Ultimate pack's first night ("The Werewolves wake up and look around", Ultimate,
    The First Night), "woke" where the role only wakes (the Lovers, Masons, Minion see each
    other; the Cursed, the Charm's holder are shown something); "" where the role could have
    acted and passed. "Lovers: passes", "Minion — pass" said what did not happen (issue 32)."""
    role = state.roles.get(role_id)
    if role is None or state.phase != "night":
        return ""
    kinds = records(state, role, state.number) or (role.ability.action.value,)
    if RECORDED_KINDS.intersection(kinds):
        return ""
    return "looked around" if "know" in kinds and role.pack else "woke"


def _duration(seconds: float) -> str:
    minutes, rest = divmod(round(seconds), 60)
    if not minutes:
        return f"{rest} s"
    return f"{minutes} min {rest} s" if rest else f"{minutes} min"


def _winners(teams: list[str]) -> str:
    said = [translated(WINNER_NAMES[t]) if t in WINNER_NAMES else t for t in teams]
    text = said[0] if said else ""
    for more in said[1:]:
        text = gettext("{first} and {second}", first=text, second=more)
    return text
