"""The end-of-game report in Markdown or HTML, written beside the session log (issue 6, End):
winners and why, every player's fate, the night-by-night record and every event in words
(notepad/table/event_words.py). Headless: no Textual, no Rich (docs/design.md,
Layers), so the TUI's log and notepad screens and the report share one wording."""

from __future__ import annotations

import html
import os
import tempfile
from pathlib import Path
from typing import Any

from notepad.catalog.variants import VARIANTS_BY_ID, id_words, variant_words
from notepad.engine import events as ev
from notepad.engine.corrections.changes import potion_left
from notepad.engine.game import Game
from notepad.engine.players import Player
from notepad.engine.rule_book import rule_on
from notepad.engine.state import GameState
from notepad.engine.winners import side
from notepad.language import gettext, mark, ngettext, speaking, spoken, translated
from notepad.table.event_words import (  # noqa: F401  (re-exported: the report's public words)
    WINNER_NAMES,
    Entry,
    Record,
    cause,
    correction_words,
    event_words,
    names,
    night_target,
    record_of,
    role_name,
    when_words,
)
from notepad.table.report_pictures import alive_chart, seat_circle, votes_by_day
from notepad.table.titles import edition_name, scenario_title


def fate(state: GameState, player: Player) -> str:
    """Alive, or how and when the player died (with the chain that led to it)."""
    if player.died is None:
        return gettext("alive")
    return gettext("{cause}, {when}", cause=cause(state, player), when=when_words(player.died.when))


def role_line(state: GameState, player: Player) -> str:
    text = role_name(state, player.role) if player.role else "?"
    if player.dealt and player.dealt != player.role:
        text = gettext("{role} (dealt {dealt})", role=text, dealt=role_name(state, player.dealt))
    extra = [translated(m) for m, on in ((MINION, player.minion), (CULTIST, player.cultist),
                                         (TURNED_WEREWOLF, player.bitten),
                                         (TURNED_VAMPIRE, player.vampire)) if on]
    if player.lover is not None:
        extra.append(gettext("lover of {name}", name=state.players[player.lover].name))
    return gettext("{role}; {marks}", role=text, marks=", ".join(extra)) if extra else text


MINION, CULTIST = mark("Minion"), mark("Cultist")
TURNED_WEREWOLF, TURNED_VAMPIRE = mark("turned Werewolf"), mark("turned Vampire")


# The rulebook sentence that decides each team's win, with its section: the end says which
# one made the winner (docs/rules.md has each as a row).
ULTIMATE_WINS = {
    "village": (mark("every Werewolf and Vampire is dead"),
                mark("If the Villagers manage to execute all the Werewolves, the game ends in a "
                     "Villager victory."),
                "End of the Game"),
    "werewolf": (mark("only the Werewolves' side is left"),
                 mark("If only Werewolves remain alive, they win."),
                 "End of the Game"),
    "parity": (mark("the Werewolves are as many as the rest"),
               mark("if the number of Villagers remaining (including the Seer) equals the number "
                    "of Werewolves, the Moderator may declare a Werewolf victory the moment that "
                    "equality is reached"),
               "End of the Game"),
    "vampire": (mark("only the Vampires' side is left"),
                mark("the Vampires or the Werewolves must wipe out both of the other two teams "
                     "entirely to win"),
                "Role Cards — Vampire"),
    "lovers": (mark("the Lovers, of different teams, are the sole survivors"),
               mark("If they're on different teams, they form their own team and win only if they "
                    "end up the sole survivors."),
               "Role Cards — Lovers"),
    "cult": (mark("every living player is a Cultist"),
             mark("The Cult Leader wins only if every player still alive at the end of the game … "
                  "is a Cultist."),
             "Role Cards — Cult Leader"),
    "bandit": (mark("the Bandit lives and the players the Bandit chose are dead"),
               mark("They win only if they're still alive at the end of the game and the two "
                    "chosen players are not."),
               "Role Cards — Bandit"),
    "lone_wolf": (mark("the Lone Wolf is the last standing (or with one non-Werewolf)"),
                  mark("The Lone Wolf only wins if they're the last player standing, or if the "
                       "only other survivor besides them is a non-Werewolf."),
                  "Role Cards — Lone Wolf"),
}
WERWOELFE_WINS = {
    "village": (mark("the last werewolf died"),
                mark("The game ends as soon as the last werewolf dies. In this case, all players "
                     "belonging to the village win — including those already deceased."),
                "End of the Game"),
    "werewolf": (mark("only werewolves remain alive"),
                 mark("If the werewolves manage to devour all the other players (or have them "
                      "lynched through cunning), they win."),
                 "End of the Game"),
}


def why_won(state: GameState, events: list[ev.Event]) -> list[str]:
    """Each winner and the reason, in words, with the rulebook sentence that decided it (the
    engine keeps the winners, not the why)."""
    if not state.winners:
        return []
    werwoelfe = state.setup.edition == "werwoelfe"
    german = spoken().code == "de"
    declared = bool(events) and isinstance(events[-1], ev.GameEnds)
    book, title = (WERWOELFE_WINS, "Werwölfe") if werwoelfe else (ULTIMATE_WINS, "Ultimate")

    reasons = {}
    for team in state.winners:
        key = "parity" if team == "werewolf" and not werwoelfe and \
            rule_on(state, "werewolf-parity") and any(
                side(state, p) != "werewolf" for p in state.living()) else team
        found = book.get(key) or ULTIMATE_WINS.get(key)
        if found is not None:
            what, sentence, section = (translated(text) for text in found)
            source = title if key in book else "Ultimate"
            if not state.alive:
                what = gettext("{what}, and nobody is left alive", what=what)
            # The rulebook's sentence in German is the German rulebook's words (translated
            # here), cited as the English rulebook's section.
            quote = gettext("{what} — “{sentence}” ({book}, {section})", what=what,
                            sentence=sentence, book=source, section=section) if german \
                else f"{what} — “{sentence}” ({source}, {section})"
            reasons[team] = quote
    lines = []
    for team in state.winners:
        if team == "tanner":
            for seat, _why, when in state.personal_wins:
                lines.append(gettext("{team} ({name}): died, {when}",
                                     team=translated(WINNER_NAMES["tanner"]),
                                     name=state.players[seat].name, when=when_words(when)))
            continue
        why = gettext("declared by the moderator") if declared else reasons.get(team, "")
        team_words = translated(WINNER_NAMES.get(team, team))
        lines.append(gettext("{team}: {why}", team=team_words, why=why) if why else team_words)
    return lines


def marks_lines(state: GameState) -> list[tuple[str, list[str]]]:
    """The notepad's side columns: lovers, cultists, Charm holders, dice, potions left, the
    game's variants."""
    players = state.players
    lovers = [gettext("{first} and {second}", first=p.name, second=players[p.lover].name)
              for p in players.values() if p.lover is not None and p.seat < p.lover]
    cultists = [p.name + ("" if p.alive else " †") for p in players.values() if p.cultist]
    charm = ", ".join(players[s].name for s in state.charm_holders)
    if charm:
        holder = state.charm_holder
        if state.charm_destroyed:
            charm = gettext("{holders} — destroyed", holders=charm)
        elif holder is not None:
            charm = gettext("{holders} — now {name}", holders=charm, name=players[holder].name)
    dice = [gettext("night {number}: {roll} — {rule}", number=n, roll=roll,
                    rule=translated(rule)) for n, roll, rule in state.dice]
    potions = [gettext("{role}: {potions}", role=role_name(state, r), potions=", ".join(
        potion_left(k, v) for k, v in left.items())) for r, left in state.potions.items()]
    return [(gettext("Lovers"), lovers),
            (gettext("Cultists"), [", ".join(cultists)] if cultists else []),
            (gettext("Charm holders"), [charm] if charm else []), (gettext("Fateful Dice"), dice),
            (gettext("Potions left"), potions), *variant_lines(state)]


def variant_lines(state: GameState) -> list[tuple[str, list[str]]]:
    """The notepad's lines for the game's variants: every variant and optional rule with its
    line of what it does at the table (notepad/catalog/variants.py), as the setup recorded
    them in the session log's header; then, for the variants that change the cards in play,
    what they did: the cards mixed in with the Villagers and those discarded (Rule Variants —
    Role/Werewolf Count Variants), the swaps chosen ahead and made (Role Swap)."""
    setup = state.setup
    chosen = [*setup.variants, *(r for r, on in setup.house_rules.items()
                                 if on is True and r not in setup.variants)]
    out = [(gettext("Rule variants"), [
        gettext("{rule}: {text}", rule=variant_words(rule),
                text=translated(VARIANTS_BY_ID[rule].text))
        if rule in VARIANTS_BY_ID else rule for rule in chosen])]
    if setup.maybe:
        mixed = ", ".join(f"{n} × {role_name(state, r)}" if n > 1 else role_name(state, r)
                          for r, n in sorted(setup.maybe.items()))
        gone = ", ".join(role_name(state, r) for r in state.discarded) or gettext(
            "not dealt yet")
        out.append((gettext("Mixed in with the Villagers"), [
            gettext("{mixed} — discarded: {gone}", mixed=mixed, gone=gone)]))
    if setup.role_swaps:
        players = state.players
        lines = [gettext("chosen: {swaps}", swaps="; ".join(
            f"{role_name(state, a)} ↔ {role_name(state, b)}" for a, b in setup.role_swaps))]
        lines += [gettext("night {number}: {first} ({first_role}) ↔ {second} ({second_role})",
                          number=night, first=players[a].name, first_role=role_name(state, ra),
                          second=players[b].name, second_role=role_name(state, rb))
                  for night, a, b, ra, rb in state.swaps]
        out.append((gettext("Role swaps"), lines))
    return out


# ------------------------------------------------------------------ the report

def report_blocks(game: Game, created: str | None = None) -> tuple[str, list[tuple]]:
    """The report as a title and a list of blocks: ("h2", text), ("p", text),
    ("ul" | "ol", items), ("table", headers, rows). Text is plain; renderers escape it."""
    state = game.state
    setup = state.setup
    title = f"{scenario_title(setup.scenario, name=setup.scenario_name)} — " \
            f"{edition_name(setup.edition)}"
    facts = [ngettext("{n} player", "{n} players", len(state.players)),
             ngettext("{n} event", "{n} events", len(game.events)),
             gettext("ended {when}", when=when_words(state.when)) if state.phase != "ended"
             else gettext("game over")]
    if created:
        facts.insert(0, gettext("started {date}", date=created))
    facts.append(gettext("reveal: {reveal}, voting: {voting}", reveal=id_words(setup.reveal),
                         voting=id_words(setup.voting)))
    record = record_of(game)
    blocks: list[tuple] = [("p", " · ".join(facts)), ("h2", gettext("Winners"))]
    won = why_won(state, game.events)
    blocks.append(("ul", won) if won else ("p", gettext("No winner yet: the game is at {when}.",
                                                        when=when_words(state.when))))
    if state.winning_seats:
        blocks.append(("p", gettext("Winning players: {names}",
                                    names=names(state, state.winning_seats))))
    blocks += [("h2", gettext("The table")), ("svg", seat_circle(state)),
               ("h2", gettext("Alive per team")), ("svg", alive_chart(game))]
    blocks += [("h2", gettext("Players")), ("table", [gettext("Seat"), gettext("Player"),
                                                      gettext("Role"), gettext("Fate")], [
        [str(p.seat), p.name, role_line(state, p), fate(state, p)]
        for p in sorted(state.players.values(), key=lambda p: p.seat)])]
    day_votes = votes_by_day(state, record)
    if day_votes:
        blocks += [("h2", gettext("Votes day by day")), (
            "table", [gettext("Day"), gettext("Accusation, vote, result")], day_votes)]
    blocks.append(("h2", translated(COLUMNED[0])))
    for night, calls in sorted(record.nights.items()):
        items = [f"{role_name(state, role)}: {'; '.join(targets)}"
                 for role, targets in calls.items()]
        items += [gettext("Fateful Dice: {roll} — {rule}", roll=roll, rule=translated(rule))
                  for n, roll, rule in state.dice if n == night]
        blocks += [("h3", gettext("Night {number}", number=night)), ("ul", items)]
    marks = [f"{label}: {'; '.join(items)}" for label, items in marks_lines(state)
             if items and label != gettext("Fateful Dice")]
    if marks:
        blocks += [("h2", translated(COLUMNED[1])), ("ul", marks)]
    if state.overrides:
        blocks += [("h2", gettext("Overrides")), ("table", [
            gettext("Event"), gettext("When"), gettext("Rules"), gettext("Reason")], [
            [str(o.event), when_words(o.when), ", ".join(o.rules), o.reason]
            for o in state.overrides])]
    if game.corrections:
        blocks += [("h2", gettext("Corrections")), ("ul", [
            correction_words(state, corrected) for corrected in game.corrections])]
    blocks += [("details", gettext("Every event ({n})", n=len(record.entries))), ("ol", [
        _entry_line(e) for e in record.entries])]
    return title, blocks


def _entry_line(entry: Entry) -> str:
    """One event of the report's list: its phase, its words, an override, its corrections."""
    line = gettext("{when}: {text}", when=when_words(entry.when), text=entry.text)
    if entry.override:
        line = gettext("{line} — override: {override}", line=line, override=entry.override)
    return line + "".join(f" — {words}" for words in entry.corrected)


def _md(text: str) -> str:
    """Escape a user's text (names, reasons) for Markdown."""
    for char in "\\`*_[]<>|#":
        text = text.replace(char, "\\" + char)
    return text


def report_markdown(game: Game, created: str | None = None) -> str:
    """The report in Markdown, in the game's language (its log's, docs/session-log.md v4)."""
    with speaking(game.language):
        return _markdown(*report_blocks(game, created))


def _markdown(title: str, blocks: list[tuple]) -> str:
    out = [f"# {_md(title)}", ""]
    for kind, *rest in blocks:
        if kind in ("h2", "h3"):
            out += [f"{'#' * int(kind[1])} {_md(rest[0])}", ""]
        elif kind == "details":  # Markdown folds nothing: the list comes last anyway
            out += [f"## {_md(rest[0].split(' (')[0])}", ""]
        elif kind == "svg":
            if out[-2].startswith("## "):  # a picture's heading, without its picture
                del out[-2:]
        elif kind == "p":
            out += [_md(rest[0]), ""]
        elif kind in ("ul", "ol"):
            out += [f"{f'{n}.' if kind == 'ol' else '-'} {_md(item)}"
                    for n, item in enumerate(rest[0], start=1)] + [""]
        elif kind == "table":
            headers, rows = rest
            out.append("| " + " | ".join(headers) + " |")
            out.append("|" + "---|" * len(headers))
            out += ["| " + " | ".join(_md(cell) for cell in row) + " |" for row in rows]
            out.append("")
    return "\n".join(out)


STYLE = ("body{font-family:system-ui,sans-serif;max-width:60em;margin:2em auto;padding:0 1em;"
         "line-height:1.35}"
         "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.2em .5em;"
         "text-align:left;vertical-align:top}"
         ".picture{display:block;width:100%;height:auto;margin:.5em auto}"
         ".seats{max-width:44em}.chart{max-width:52em}"
         "summary{cursor:pointer;font-weight:700;font-size:1.2em;margin:1em 0 .5em}"
         "@media (max-width:40em){body{margin:.5em auto;padding:0 .5em}td,th{padding:.1em .3em}}"
         # Printed: the header row on every page, no row cut in two, each picture on a page
         # of its own, the folded event list left out (the PDF is for the group; the log
         # and the screen have every event).
         ".columns{columns:18em;column-gap:2em}.columns h3{margin:.4em 0 .1em;"
         "break-after:avoid}.columns ul{margin:0 0 .3em;padding-left:1.2em}"
         "@media print{body{max-width:none;margin:0;font-size:9pt;line-height:1.25}"
         "thead{display:table-header-group}tr,li{break-inside:avoid}"
         ".picture{break-inside:avoid;max-height:17cm}h2{break-after:avoid;margin:.6em 0 .3em}"
         ".columns{columns:3}details{display:none}}")


COLUMNED = (mark("Night by night"), mark("Marks"))


def report_html(game: Game, created: str | None = None,
                group: dict[str, Any] | None = None) -> str:
    """The report as a page, in the game's language (its log's); `group`, the group's
    statistics (notepad/record/statistics.py), adds its record as SVG pictures after the game
    (record_svg.py)."""
    with speaking(game.language):
        return _html(game, created, group)


def _html(game: Game, created: str | None, group: dict[str, Any] | None) -> str:
    from notepad.table.record_svg import record_section

    title, blocks = report_blocks(game, created)
    esc = html.escape
    out = ["<!DOCTYPE html>", f'<html lang="{spoken().code}"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{esc(title)}</title><style>{STYLE}</style></head><body>",
           f"<h1>{esc(title)}</h1>"]
    folded = columned = False
    for kind, *rest in blocks:
        if kind in ("h2", "details") and columned:
            out.append("</div>")
            columned = False
        if kind in ("h2", "h3", "p"):
            out.append(f"<{kind}>{esc(rest[0])}</{kind}>")
            if kind == "h2" and rest[0] in [translated(c) for c in COLUMNED]:  # side by side
                out.append('<div class="columns">')
                columned = True
        elif kind == "svg":  # made by report_pictures, every name in it escaped
            out.append(rest[0])
        elif kind == "details":
            out.append(f"<details><summary>{esc(rest[0])}</summary>")
            folded = True
        elif kind in ("ul", "ol"):
            out.append(f"<{kind}>" + "".join(f"<li>{esc(i)}</li>" for i in rest[0])
                       + f"</{kind}>")
        elif kind == "table":
            headers, rows = rest
            out.append("<table><thead><tr>" + "".join(f"<th>{esc(h)}</th>" for h in headers)
                       + "</tr></thead><tbody>")
            out += ["<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>"
                    for row in rows]
            out.append("</tbody></table>")
    if columned:
        out.append("</div>")
    if folded:
        out.append("</details>")
    if group is not None:
        out += record_section(group)
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def log_created(path: Path) -> str | None:
    """The date the session log was started (its header's "created"), if it says."""
    from notepad.own_files import Damaged, parse_json

    try:
        with path.open("rb") as handle:
            header = parse_json(handle.readline(1 << 20).decode("utf-8"))
    except (OSError, UnicodeDecodeError, Damaged):
        return None
    created = header.get("created") if isinstance(header, dict) else None
    return created[:10] if isinstance(created, str) else None


def write_report(game: Game, fmt: str, log_path: Path | None = None,
                 group: dict[str, Any] | None = None) -> Path:
    """Write the report beside the session log (same stem, .md or .html), atomically; the
    HTML report shows the group's statistics `group`, if given."""
    if fmt not in ("md", "html"):
        raise ValueError(f"unknown report format {fmt!r}; choose md or html")
    path = log_path or (game.log.path if game.log is not None else None)
    if path is None:
        raise ValueError("this game has no session log to put the report beside")
    created = log_created(path)
    text = report_markdown(game, created) if fmt == "md" else report_html(game, created, group)
    target = path.with_suffix(f".{fmt}")
    write_text(target, text)
    return target


def write_text(target: Path, text: str) -> None:
    """Write `target` atomically, readable by its owner only (0600, as the session logs):
    a report names every secret of the game."""
    handle, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(temp, 0o600)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
