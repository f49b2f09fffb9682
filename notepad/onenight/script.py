"""The Game Master's script for a One Night role set, and the setup list that goes with it.

Source: One Night Ultimate Werewolf: Epic Battle rulebook, "Game Master Sheet" and "Setup". The
Game Master calls every role in the SET, in wake order, even one whose card may lie in the
middle ("If a role is not in the game, simply skip it" means: not in the chosen set), so
nobody can tell from the silence which cards are in the middle.

A step is a list of parts; each part is words to read followed by a wait in seconds (the last
part's wait is 0). Most calls have two parts (call text, wait, close-your-eyes text); Renfield
and the Werewolves with the Dream Wolf have three.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from notepad.catalog.models import Role, Wakes, wake_code_key
from notepad.catalog.spoken import read_aloud, spoken_name
from notepad.language import gettext, mark, translated

if TYPE_CHECKING:
    from notepad.catalog import Catalog

Phase = Literal["twilight", "night", "day"]

# Game Master Sheet: "close your eyes and wait about 5 seconds"; the sheet prints
# "Wait 10 seconds." for the Priest (-2) and the Goblin (7D).
WAIT = 5
LONG_WAITS: dict[str, int] = {"priest": 10, "goblin": 10}

# Game Master Sheet — Twilight.
TWILIGHT_START = mark("Now all of you close your eyes.")
# Game Master Sheet — Night: "Everybody wake up and secretly look at your token." Wait 5
# seconds. "Now all of you close your eyes."
TOKEN_LOOK = mark("Everybody wake up and secretly look at your token.")
TOKEN_LOOK_END = mark("Now all of you close your eyes.")
# Game Master Sheet — Night: "If Venus is in the game: …"
LOVERS_CALL = mark("If you are in love, wake up and look around for your partner.")
LOVERS_END = mark("Lovers, close your eyes.")
# Game Master Sheet — (2) Werewolves: "If the Dream Wolf is in the game, read the following
# text instead".
DREAM_WOLF_CALL = mark(
    "All werewolves except the Dream Wolf, wake up and look around for other werewolves. "
    "Dream Wolf, raise your thumb."
)
DREAM_WOLF_MIDDLE = mark(
    "Dream Wolf, lower your thumb again. Are you alone, werewolf? Then you may look at a card "
    "in the middle."
)
DREAM_WOLF_END = mark("Werewolves, close your eyes.")
# Game Master Sheet — Day, and the vote.
DAY_CALL = mark("Now everybody wake up and open your eyes.")
VOTE_CALL = mark("On 3 everybody points at a fellow player. 1, 2, 3!")
# The words above are `mark`ed messages, said in the language spoken when the script is made
# (`translated`); a role's own words are its German ones where the catalogue has them
# (Role.call_text_de, end_text_de: engine/night/words.py read_aloud).
# Renfield's call_text in roles/onenight.toml marks its two waits with " ... ".
WAIT_MARK = " ... "

# Game Master Sheet — Day: "about 5 minutes for discussion. (In the first games and with large
# groups, stop after only 3 minutes.)"
DISCUSSION_MINUTES = 5
SHORT_DISCUSSION_MINUTES = 3
LARGE_GROUP = 8

# The sheet's headings for calls that wake a group.
CALL_TITLES: dict[str, str] = {
    "werewolf": mark("Werewolves"),
    "vampire": mark("Vampires"),
    "freemason": mark("Freemasons"),
}

# Setup box: the symbol tokens in the box (20: 12 Certainty, 2 Love, 1 each of the rest).
TOKENS_IN_BOX: dict[str, int] = {
    "certainty": 12,
    "love": 2,
    "bat": 1,
    "bounty": 1,
    "panic": 1,
    "plague": 1,
    "vampire": 1,
    "traitor": 1,
}
# Roles — Curator: the six artifacts.
ARTIFACTS = ("claw", "bite", "brand", "club", "mask", "cloak")
ARTIFACT_NAMES: dict[str, str] = {
    "claw": "Claw of the Werewolf",
    "bite": "Bite of the Vampire",
    "brand": "Brand of the Villager",
    "club": "Club of the Tanner",
    "mask": "Mask of Silence",
    "cloak": "Cloak of Shame",
}
# Roles — Alpha Wolf (Setup): "place one werewolf card (Sehender Wolf, Traumwolf or Werwolf)".
ALPHA_EXTRA_CARDS = ("werewolf", "sight_wolf", "dream_wolf")


@dataclass(frozen=True, slots=True)
class Part:
    """Words the Game Master reads, then a wait (seconds) with eyes closed."""

    say: str
    wait: int = 0


@dataclass(frozen=True, slots=True)
class Step:
    """One announcement of the script.

    `roles` are the roles of the set whose wake code this call is (each role of the set with a
    wake code is in exactly one step's `roles`); `wakes` are all roles of the set that open
    their eyes or give a sign during it (the Alpha Wolf wakes in the Werewolves' call too).
    """

    phase: Phase
    kind: str  # "start", "role", "token_look", "lovers", "day", "vote"
    parts: tuple[Part, ...]
    code: str | None = None
    roles: tuple[str, ...] = ()
    wakes: tuple[str, ...] = ()
    title: str = ""

    @property
    def text(self) -> str:
        """The words read before the (first) wait."""
        return self.parts[0].say

    @property
    def after(self) -> str:
        """The words read after the last wait ('' for an announcement without a wait)."""
        return self.parts[-1].say if len(self.parts) > 1 else ""

    @property
    def wait(self) -> int:
        """All waits of the step, in seconds."""
        return sum(part.wait for part in self.parts)

    def as_dict(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "kind": self.kind,
            "code": self.code,
            "title": self.title,
            "roles": list(self.roles),
            "wakes": list(self.wakes),
            "text": self.text,
            "after": self.after,
            "wait": self.wait,
            "parts": [{"say": p.say, "wait": p.wait} for p in self.parts],
        }


@dataclass(frozen=True, slots=True)
class Setup:
    """What goes on the table before the game (Setup; Roles — Curator, Alpha Wolf)."""

    players: int
    role_markers: dict[str, int]
    board_tokens: dict[str, int]  # symbol tokens face down on the token board
    certainty_per_player: int  # one Certainty token in front of each player
    artifacts: tuple[str, ...]
    extra_card: tuple[str, ...]  # the Alpha Wolf's extra werewolf card: one of these
    discussion_seconds: int
    warnings: tuple[dict[str, str], ...] = ()

    @property
    def uses_tokens(self) -> bool:
        return bool(self.board_tokens)

    def as_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "role_markers": self.role_markers,
            "board_tokens": self.board_tokens,
            "certainty_per_player": self.certainty_per_player,
            "artifacts": list(self.artifacts),
            "extra_card": list(self.extra_card),
            "discussion_seconds": self.discussion_seconds,
            "warnings": list(self.warnings),
        }


@dataclass(frozen=True, slots=True)
class Script:
    steps: tuple[Step, ...]
    setup: Setup
    roles: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "roles": self.roles,
            "setup": self.setup.as_dict(),
            "steps": [step.as_dict() for step in self.steps],
        }


def _in_set(roles: Mapping[str, int]) -> set[str]:
    return {role_id for role_id, count in roles.items() if count > 0}


def _call_parts(role: Role) -> tuple[Part, ...]:
    wait = LONG_WAITS.get(role.id, WAIT)
    pieces = read_aloud(role, "call_text").split(WAIT_MARK)
    if role.end_text:
        pieces.append(read_aloud(role, "end_text"))
    return tuple(Part(p.strip(), wait if i < len(pieces) - 1 else 0) for i, p in enumerate(pieces))


def _pack_leader(role: Role, known: Mapping[str, Role]) -> str | None:
    """The role whose call a pack member joins: the Master and the Count wake in the Vampires'
    call, the Alpha and Sight Wolf in the Werewolves' call, and the Dream Wolf raises his
    thumb in it (Roles — The Count, The Master, Alpha Wolf, Sight Wolf, Dream Wolf)."""
    if role.wakes_with:
        return role.wakes_with
    if role.pack and role.wakes is Wakes.NEVER:
        leaders = [
            r.id for r in known.values() if r.pack == role.pack and r.wake_code and not r.wakes_with
        ]
        return leaders[0] if leaders else None
    return None


def night_script(roles: Mapping[str, int], known: Mapping[str, Role]) -> tuple[Step, ...]:
    """The Game Master's announcements for a role set, from Twilight to the vote."""
    in_set = _in_set(roles)
    unknown = sorted(in_set - set(known))
    if unknown:
        raise KeyError(f"unknown One Night role(s): {', '.join(unknown)}")

    # Which calls happen: each role of the set with a wake code, plus the call of a pack
    # leader (Werewolf, Vampire) when any member of its pack is in the set.
    joiners: dict[str, list[str]] = {}
    for role_id in in_set:
        leader_of = _pack_leader(known[role_id], known)
        if leader_of is not None and leader_of in known:
            joiners.setdefault(leader_of, []).append(role_id)
    codes: dict[str, list[str]] = {}
    for role_id in in_set | set(joiners):
        code = known[role_id].wake_code
        if code is not None:
            codes.setdefault(code, [])
            if role_id in in_set:
                codes[code].append(role_id)
    leader_of_code = {known[leader_id].wake_code: leader_id for leader_id in joiners}

    twilight: list[Step] = []
    night: list[Step] = []
    for code in sorted(codes, key=wake_code_key):
        called = sorted(codes[code])
        leader_id = leader_of_code.get(code) or (called[0] if called else None)
        if leader_id is None:
            continue
        leader = known[leader_id]
        wakes = sorted(set(called) | set(joiners.get(leader_id, [])))
        parts = _call_parts(leader)
        name = translated(CALL_TITLES[leader_id]) if leader_id in CALL_TITLES \
            else spoken_name(leader, "onenight")
        title = f"({code}) {name}"
        if leader.pack == "werewolves" and leader.plain and "dream_wolf" in in_set:
            parts = (
                Part(translated(DREAM_WOLF_CALL), WAIT),
                Part(translated(DREAM_WOLF_MIDDLE), WAIT),
                Part(translated(DREAM_WOLF_END), 0),
            )
        step_phase: Phase = "twilight" if wake_code_key(code)[0] < 0 else "night"
        step = Step(step_phase, "role", parts, code, tuple(called), tuple(wakes), title)
        (twilight if step_phase == "twilight" else night).append(step)

    steps: list[Step] = [Step("twilight", "start", (Part(translated(TWILIGHT_START)),),
                              title=gettext("Start"))]
    steps += twilight
    if board_tokens(roles, known):
        steps.append(
            Step(
                "night",
                "token_look",
                (Part(translated(TOKEN_LOOK), WAIT), Part(translated(TOKEN_LOOK_END))),
                title=gettext("Everybody looks at their token"),
            )
        )
    if "venus" in in_set:
        steps.append(
            Step(
                "night",
                "lovers",
                (Part(translated(LOVERS_CALL), WAIT), Part(translated(LOVERS_END))),
                wakes=("venus",),
                title=gettext("Lovers"),
            )
        )
    steps += night
    steps.append(Step("day", "day", (Part(translated(DAY_CALL)),), title=gettext("Day")))
    steps.append(Step("day", "vote", (Part(translated(VOTE_CALL)),), title=gettext("Vote")))
    return tuple(steps)


def board_tokens(roles: Mapping[str, int], known: Mapping[str, Role]) -> dict[str, int]:
    """The symbol tokens that go face down on the token board (Setup box; Roles).

    Each role's tokens come from roles/onenight.toml; the Vampire token is needed whenever
    the Vampires' call happens, i.e. also with only the Master or the Count (Roles — The
    Master, The Count: "Together they transform another player into a vampire").
    """
    in_set = _in_set(roles)
    wanted: dict[str, int] = {}
    for role_id in sorted(in_set):
        role = known.get(role_id)
        if role is None:
            continue
        tokens = list(role.ability.tokens)
        if role.pack == "vampires" and role.wakes is Wakes.TWILIGHT:
            tokens.append("vampire")
        for token in tokens:
            # Venus has two Love tokens; the Priest takes two Certainty tokens from the board.
            count = 2 if token in ("love", "certainty") else 1
            wanted[token] = max(wanted.get(token, 0), count)
    return wanted


def artifacts_for(roles: Mapping[str, int], known: Mapping[str, Role]) -> tuple[str, ...]:
    """Roles — Curator (Setup): the 6 artifacts, without the Claw of the Werewolf when no
    werewolf is in the set and without the Bite of the Vampire when no vampire is."""
    in_set = _in_set(roles)
    if "curator" not in in_set:
        return ()
    packs = {known[r].pack for r in in_set if r in known}
    return tuple(
        a
        for a in ARTIFACTS
        if not (a == "claw" and "werewolves" not in packs)
        and not (a == "bite" and "vampires" not in packs)
    )


def discussion_seconds(players: int, new_group: bool = False, minutes: float | None = None) -> int:
    """Game Master Sheet — Day: about 5 minutes; 3 in the first games and with large groups.
    `minutes` overrides both."""
    if minutes is not None:
        if minutes <= 0:
            raise ValueError("the discussion needs a positive number of minutes")
        return round(minutes * 60)
    short = new_group or players >= LARGE_GROUP
    return (SHORT_DISCUSSION_MINUTES if short else DISCUSSION_MINUTES) * 60


def setup_list(
    roles: Mapping[str, int],
    players: int,
    known: Mapping[str, Role],
    *,
    new_group: bool = False,
    minutes: float | None = None,
    warnings: tuple[dict[str, str], ...] = (),
) -> Setup:
    tokens = board_tokens(roles, known)
    in_set = _in_set(roles)
    return Setup(
        players=players,
        role_markers={r: n for r, n in roles.items() if n > 0},
        board_tokens=tokens,
        # Setup box: "Each player receives a Certainty token" — only with token roles.
        certainty_per_player=1 if tokens else 0,
        artifacts=artifacts_for(roles, known),
        extra_card=ALPHA_EXTRA_CARDS if "alpha_wolf" in in_set else (),
        discussion_seconds=discussion_seconds(players, new_group, minutes),
        warnings=warnings,
    )


def game_master_script(
    roles: Mapping[str, int],
    players: int | None = None,
    *,
    new_group: bool = False,
    minutes: float | None = None,
    catalog: Catalog | None = None,
) -> Script:
    """The script and setup list for a role set, with the balance module's setup warnings.
    `catalog`: the one to read the roles from (the app's, with the user's own files);
    by default the shared one."""
    from notepad.balance import RoleSet, assess
    from notepad.catalog import Edition
    from notepad.catalog import catalog as shared_catalog

    cat = catalog if catalog is not None else shared_catalog()
    known = cat.edition_roles(Edition.ONENIGHT)
    cards = sum(n for n in roles.values() if n > 0)
    if players is None:
        players = max(cards - 3, 0)
    steps = night_script(roles, known)
    warnings = tuple(
        w.as_dict() for w in assess(RoleSet(Edition.ONENIGHT, players, dict(roles)), cat).warnings
    )
    setup = setup_list(
        roles, players, known, new_group=new_group, minutes=minutes, warnings=warnings
    )
    return Script(steps, setup, {r: n for r, n in roles.items() if n > 0})
