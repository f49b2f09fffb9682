"""The setup's invariant (rules-screen-as-applied): the rules screen (notepad/table/
rule_choices.py) shows a variant ticked exactly when the engine applies it. A variant the
engine may apply of itself is asked by its own predicate: the Vampire Hunter, "in games with
Vampires" (Ultimate, Role Cards — Hunter). Issue 29, item 14."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from invariant_harness.core import Invariant
from notepad.balance.draft import Draft
from notepad.catalog import Edition, catalog
from notepad.engine import events as ev
from notepad.engine.day.votes import vampire_hunter
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState
from notepad.table.rule_choices import rows

APPLIED: dict[str, Callable[[GameState], bool]] = {"vampire-hunter": vampire_hunter}


class RulesScreenAsApplied(Invariant):
    name = "rules-screen-as-applied"
    says = "the rules screen ticks a variant exactly when the engine applies it"
    item = "14"

    def after(self, action: ev.Event) -> Iterable[str]:
        if not isinstance(action, ev.CardsDealt):
            return ()
        state = self.game.state
        setup = state.setup
        draft = Draft(catalog(), Edition(setup.edition), len(setup.players),
                      counts=dict(setup.roles), variants=tuple(setup.variants),
                      voting=setup.voting, house_rules=dict(setup.house_rules))
        out = []
        for row in rows(draft):
            if not row.key.startswith("variant:") or row.one_of:
                continue
            variant = row.key.removeprefix("variant:")
            applied = APPLIED.get(variant, lambda s, v=variant: rule_on(s, v))(state)
            if row.on != applied:
                out.append(f"the rules screen shows {row.mark} {variant}, and the engine "
                           f"{'applies' if applied else 'does not apply'} it")
        return out


class DrunkDrawsOutside(Invariant):
    name = "drunk-draws-outside"
    says = "the Drunk's role is a Werewolf, a Villager or a role not otherwise in play"
    item = "rule areas"

    def after(self, action: ev.Event) -> Iterable[str]:
        if not isinstance(action, ev.CardsDealt):
            return ()
        state = self.game.state
        in_play = {r for r, n in state.setup.roles.items() if n > 0}
        return [f"the Drunk {p.name} is secretly the {p.drunk_role}, a role in play"
                for p in state.players.values()
                if p.drunk_role and p.drunk_role not in ("werewolf", "villager")
                and p.drunk_role in in_play]
