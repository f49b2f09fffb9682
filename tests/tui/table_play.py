"""A moderator at the keyboard, for the done-when games of issue 12: from the start screen
through the builder, the rules screen and the seating screen into the game, every call and
day command typed, and nothing typed ever dropped (`say`)."""

from __future__ import annotations

import random

from table_helpers import CATALOG, press, shown, type_line
from textual import events
from textual.pilot import Pilot
from textual.widgets import OptionList, TextArea

from notepad.engine.state import GameState
from notepad.table.commands import recordable_kinds
from notepad.tui.screens.builder import BuilderScreen
from notepad.tui.screens.game import GameScreen
from notepad.tui.screens.rules import RulesScreen
from notepad.tui.screens.seating import SeatingScreen


async def highlight(pilot: Pilot, options: OptionList, option_id: str) -> None:
    """Move an option list's highlight to an option by the arrow keys."""
    target = next(i for i in range(options.option_count)
                  if options.get_option_at_index(i).id == option_id)
    for _ in range(options.option_count + 1):
        if options.highlighted == target:
            return
        key = "down" if options.highlighted is None or options.highlighted < target else "up"
        await press(pilot, key)
    raise AssertionError(f"could not reach {option_id}")


async def set_up_game(pilot: Pilot, edition_presses: int, scenario: str, rules: list[str],
                      names: list[str], seed: int) -> GameScreen:
    """Start screen → builder (edition, scenario) → rules screen → seating (names pasted, the
    seed, the deal) → the game, all by keyboard."""
    await press(pilot, "n")
    builder = pilot.app.screen
    assert isinstance(builder, BuilderScreen)
    await press(pilot, *["e"] * edition_presses)
    await press(pilot, "ctrl+o")
    await highlight(pilot, pilot.app.screen.query_one("#scenarios", OptionList), scenario)
    await press(pilot, "enter")
    assert builder.draft.source == scenario
    await press(pilot, "v")
    rules_screen = pilot.app.screen
    assert isinstance(rules_screen, RulesScreen)
    for key in rules:
        await highlight(pilot, rules_screen.query_one("#rules", OptionList), key)
        await press(pilot, "space")
    await press(pilot, "escape")
    await press(pilot, "ctrl+n")
    seating = pilot.app.screen
    assert isinstance(seating, SeatingScreen)
    assert pilot.app.focused is seating.query_one("#names", TextArea)
    pilot.app.post_message(events.Paste("\n".join(names)))  # as the terminal delivers a paste
    await pilot.pause()
    assert seating.names == names
    await press(pilot, "tab", "ctrl+a", "ctrl+k", *str(seed))
    await press(pilot, "ctrl+r", "ctrl+n")
    screen = pilot.app.screen
    assert isinstance(screen, GameScreen)
    assert screen.game.setup.seed == seed
    return screen


async def say(pilot: Pilot, screen: GameScreen, text: str, reason: str = "",
              refused: bool = False) -> None:
    """Type a line and Enter. Either it is recorded (the entry empties) or it is refused and
    kept in the entry with the reason beside it — never dropped. A refused action is then
    recorded with an override when a `reason` is given; `refused` expects the refusal."""
    game = screen.game
    before = len(game.events)
    await type_line(pilot, text)
    if len(game.events) > before:
        assert screen.entry.value == "", text
        return
    if not text.strip():
        return  # Enter alone after a check's answer: on to the next call
    assert screen.entry.value == text, f"dropped: {text!r}"
    verdict = shown(screen, "#verdict")
    assert verdict, f"refused without a word: {text!r}"
    if refused:
        return
    assert reason and "Ctrl+O" in verdict, f"refused: {text!r}: {verdict}"
    await press(pilot, "ctrl+o")
    await type_line(pilot, reason)
    assert len(game.events) > before and screen.entry.value == "", verdict


def living_others(state: GameState, seats: tuple[int, ...]) -> list[int]:
    return [s for s in state.alive if s not in seats]


def night_line(state: GameState, screen: GameScreen, rng: random.Random) -> str:
    """What the automated moderator types for the current call (only living players)."""
    call = screen.current_call()
    assert call is not None
    kinds = recordable_kinds(state, call)
    if not kinds:
        return ""
    kind, role = kinds[0], state.roles[call.role]
    others = living_others(state, call.seats)
    done = set(state.targeted.get(call.role, []))
    fresh = [s for s in others if s not in done] or others
    if role.ability.uses_per_game and state.uses.get(call.role, 0) >= role.ability.uses_per_game:
        return ""
    if kind == "kill":
        pack = role.pack or "werewolves"
        prey = [s for s in others if not state.in_pack(state.players[s], pack)
                and not state.in_pack(state.players[s], "vampires")]
        return str(rng.choice(prey)) if prey else ""
    if kind == "potions":
        victims = [s for seats in state.tonight.kills.values() for s in seats]
        left = state.potions.get(call.role, {})
        return f"heal {victims[0]}" if victims and left.get("heal") else ""
    if kind == "choose_lovers":
        return " ".join(str(s) for s in rng.sample(others, 2))
    if kind == "choose_players":
        return " ".join(str(s) for s in rng.sample(others, max(role.ability.targets, 1)))
    if kind == "pass_charm":
        new = [s for s in others if s not in state.charm_holders]
        return str(rng.choice(new)) if new else "refuse"
    if kind == "write_letter":
        return "a"
    if kind == "signal":
        return "yes" if state.number == 1 else ""
    if kind == "protect":
        last = state.last_night.get(call.role)
        return str(rng.choice([s for s in state.alive if s != last]))
    return str(rng.choice(fresh))


async def play_night(pilot: Pilot, screen: GameScreen, rng: random.Random) -> None:
    """Every call of the night, then dawn."""
    game = screen.game
    if "fateful-dice" in game.setup.variants:
        await press(pilot, "f9")
        assert "Fateful Dice" in shown(screen, "#verdict")
    for _ in range(60):
        if screen.current_call() is None and screen.held is None:
            break
        if screen.held is not None:
            await say(pilot, screen, "")  # the answer was shown: on
            continue
        await say(pilot, screen, night_line(game.state, screen, rng), reason="test moderator")
    assert screen.current_call() is None
    await press(pilot, "f6")
    assert game.state.phase in ("day", "ended")


def roles_of(state: GameState, role: str) -> list[int]:
    return [p.seat for p in state.living() if p.role == role]


def load(name: str) -> object:
    return CATALOG.find_scenario(name)
