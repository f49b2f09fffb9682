"""Deaths and endings.

- death-in-its-phase: every death is announced in the phase in which it happens. None comes
  with nightfall but the day's own: the Vampires' victim "dies in broad daylight", after the
  day's vote (Ultimate, Role Cards — Vampire; issue 29, item 7), so the day's end (F6) kills
  them while it is still day (their death is dated the day just ended) and the words recorded
  say to announce it before the village falls asleep. Every death of the night is named in
  dawn's announcement.
- werwoelfe-dawn-order: Werwölfe dawn "first announces which player was poisoned … Then …
  devoured" (Werwölfe, Day Phase: The First Day).
- werwoelfe-village-wins: with the last werewolf dead the village wins, "including those
  already deceased", also when nobody is left alive (Werwölfe, End of the Game).
"""

from __future__ import annotations

from collections.abc import Iterable

from invariant_harness.core import Invariant
from notepad.engine import events as ev
from notepad.table.day_words import day_texts
from notepad.table.recorded import recorded_words


class DeathInItsPhase(Invariant):
    name = "death-in-its-phase"
    says = "every death is announced in the phase in which it happens"
    item = "7"

    def before(self, action: ev.Event) -> None:
        self.living = set(self.game.state.alive)
        self.when = self.game.state.when

    def after(self, action: ev.Event) -> Iterable[str]:
        state = self.game.state
        died = [state.players[s] for s in sorted(getattr(self, "living", set()))
                if s not in state.alive and state.players[s].died is not None
                and not state.players[s].died.left]
        if not died:
            return ()
        if isinstance(action, ev.NightFalls):
            said = recorded_words(self.game, action)
            in_daylight = state.dusk_deaths and "before the village falls asleep" in said
            return [f"{state.when}: {p.name} dies at nightfall ({p.died.cause}), after the "
                    "village fell asleep" for p in died if p.died is not None
                    and not (in_daylight and p.died.when == self.when)]
        if isinstance(action, ev.Dawn) and state.phase == "day":
            say = day_texts(self.game)[0]
            return [f"dawn {state.number}: {p.name} died in the night ({p.died.cause}) and "
                    "is not announced" for p in died if p.name not in say
                    and p.died is not None]
        return ()


class WerwoelfeDawnOrder(Invariant):
    name = "werwoelfe-dawn-order"
    says = "Werwölfe: dawn names the poisoned before the devoured"
    item = "rule areas"

    def after(self, action: ev.Event) -> Iterable[str]:
        state = self.game.state
        report = self.game.dawn_report
        if not isinstance(action, ev.Dawn) or state.setup.edition != "werwoelfe" \
                or report is None:
            return ()
        say = "\n".join(report.announce)
        names = state.players
        poisoned = [say.find(names[s].name) for s, cause, _ in report.deaths
                    if cause.startswith("poisoned") and names[s].name in say]
        eaten = [say.find(names[s].name) for s, cause, _ in report.deaths
                 if cause.startswith(("eaten", "devoured")) and names[s].name in say]
        if poisoned and eaten and max(poisoned) > min(eaten):
            return [f"dawn {state.number}: the devoured are named before the poisoned"]
        return ()


class WerwoelfeVillageWins(Invariant):
    name = "werwoelfe-village-wins"
    says = "Werwölfe: with the last werewolf dead the village wins, also when nobody lives"
    item = "13, rule areas"

    def after(self, action: ev.Event) -> Iterable[str]:
        state = self.game.state
        if state.phase != "ended" or state.setup.edition != "werwoelfe" \
                or getattr(self, "seen", False):
            return ()
        self.seen = True
        wolves = [p for p in state.alive.values() if state.pack_of(p) is not None]
        if not wolves and "village" not in state.winners:
            return [f"the last werewolf is dead, yet the winners are {state.winners}"]
        return ()


class DiceFiveSaysWhose(Invariant):
    name = "dice-five-whose-check"
    says = "Fateful Dice 5 names whose check it was, the Seer's or the Seeress's"
    item = "15"

    def after(self, action: ev.Event) -> Iterable[str]:
        state = self.game.state
        if not isinstance(action, ev.DiceRolled):
            return ()
        text = self.game.dice_rule(state.number)
        checks = [c for c in state.checks
                  if (r := state.roles.get(c[1])) is not None and r.is_seer]
        if "last checked" not in text or not checks:
            return ()
        _, role_id, seat, _ = checks[-1]
        said = f"The {state.roles[role_id].name} last checked {state.players[seat].name}"
        if said not in text:
            return [f"night {state.number}: “{text}”, but it was the "
                    f"{state.roles[role_id].name} who checked {state.players[seat].name}"]
        return ()
