"""The moderator's sheet (notepad/table/sheet.py) laid out: as plain text for a terminal or a
printer, and as one HTML page with an A4 print style (the browser prints it to PDF; 11
players and three nights fit on two pages, tests/board/test_sheet_print.py). Only layout
here: every sentence is the sheet's, already in its language."""

from __future__ import annotations

import textwrap
from html import escape

from notepad.language import QUOTES
from notepad.table.sheet import BLANK, Box, Sheet, SheetCall, SheetNight

TICK = "[ ]"
WIDTH = 96  # a terminal's or a printer's line


def _said(words: str, indent: str, quotes: tuple[str, str]) -> str:
    """Words to read aloud, quoted and wrapped under their call."""
    return textwrap.fill(f"{quotes[0]}{words}{quotes[1]}", WIDTH, initial_indent=indent,
                         subsequent_indent=indent + " ")


def _box_text(box: Box) -> str:
    if box.blanks == 0:
        return f"{TICK} {box.label}"
    return " ".join([box.label, *([BLANK] * box.blanks)])


def _call_text(index: int, call: SheetCall, quotes: tuple[str, str]) -> list[str]:
    head = f"  {index}. {call.name}" + (f" — {call.players}" if call.players else f" — {BLANK}")
    lines = [head, _said(call.say, "     ", quotes)]
    if call.note:
        lines.append(f"     ({call.note})")
    lines.append("     " + "   ".join(_box_text(box) for box in call.boxes))
    lines.append(_said(call.end, "     ", quotes))
    return lines


def _night_text(night: SheetNight, quotes: tuple[str, str]) -> list[str]:
    lines = ["", night.heading.upper(), _said(night.nightfall, "  ", quotes)]
    for index, call in enumerate(night.calls, start=1):
        lines += _call_text(index, call, quotes)
    lines += [_said(night.daybreak, "  ", quotes), "", night.day_heading.upper()]
    lines += ["  " + _box_text(box) for box in night.day_boxes]
    return lines


def as_text(sheet: Sheet) -> str:
    """The sheet as plain text, the same sheet as the page."""
    quotes = QUOTES.get(sheet.language, QUOTES["en"])
    lines = [sheet.title.upper(), sheet.subtitle, "", sheet.seats_heading.upper()]
    seat, name, role, died = sheet.seat_columns
    seat_width = max(4, len(seat))
    width = max([len(name), len(BLANK), *(len(s[1]) for s in sheet.seats)])
    role_width = max([len(role), len(BLANK), *(len(s[2]) for s in sheet.seats)])
    lines.append(f"  {seat:>{seat_width}}  {name:<{width}}  {role:<{role_width}}  {died}")
    for number, who, card in sheet.seats:
        lines.append(f"  {number:>{seat_width}}  {who or BLANK:<{width}}  "
                     f"{card or BLANK:<{role_width}}  {BLANK}")
    if sheet.once:
        lines += ["", sheet.once_heading.upper()]
        lines += ["  " + _box_text(box) for box in sheet.once]
    voting = textwrap.fill(sheet.voting, WIDTH, initial_indent="  ", subsequent_indent="  ")
    lines += ["", sheet.voting_heading.upper(), voting,
              _said(sheet.voting_words, "  ", quotes)]
    for night in sheet.nights:
        lines += _night_text(night, quotes)
    return "\n".join(lines) + "\n"


CSS = """
@page { size: A4; margin: 11mm 12mm; }
* { box-sizing: border-box; }
body { font: 8.6pt/1.28 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; margin: 0;
       color: #000; background: #fff; }
h1 { font-size: 13pt; margin: 0; }
h2 { font-size: 9.5pt; margin: 0 0 1.2mm; border-bottom: 0.3mm solid #000; }
.subtitle { margin: 0 0 2mm; }
.top { display: flex; gap: 5mm; align-items: flex-start; }
.top > section { flex: 1; }
table.seats { border-collapse: collapse; width: 100%; }
table.seats th, table.seats td { border: 0.2mm solid #555; padding: 0.3mm 1.2mm;
  text-align: left; height: 4.6mm; }
table.seats td.seat { width: 8mm; text-align: right; }
.nights { columns: 2; column-gap: 6mm; margin-top: 3mm; }
.night, .call, .day { break-inside: avoid; }
.night > h2, .day > h2 { break-after: avoid; }
.call { margin: 0 0 1.4mm; }
.call .who { font-weight: bold; }
.say, .end, .words { font-style: italic; margin: 0.2mm 0 0.2mm 3mm; }
.end { color: #333; }
.boxes { margin: 0.4mm 0 0 3mm; }
.box { display: inline-block; margin-right: 3mm; white-space: nowrap; }
.tick { display: inline-block; width: 3mm; height: 3mm; border: 0.25mm solid #000;
  vertical-align: -0.4mm; margin-right: 1mm; }
.blank { display: inline-block; width: 20mm; border-bottom: 0.25mm solid #000;
  margin-left: 1mm; height: 3.4mm; }
.day { margin: 1mm 0 2.5mm; }
@media screen { body { max-width: 190mm; margin: 8mm auto; } }
"""


def _box_html(box: Box) -> str:
    if box.blanks == 0:
        return f'<span class="box"><span class="tick"></span>{escape(box.label)}</span>'
    blanks = '<span class="blank"></span>' * box.blanks
    return f'<span class="box">{escape(box.label)}{blanks}</span>'


def _boxes_html(boxes: tuple[Box, ...]) -> str:
    return f'<div class="boxes">{"".join(_box_html(box) for box in boxes)}</div>'


def _call_html(index: int, call: SheetCall, q: tuple[str, str]) -> str:
    who = escape(call.players) if call.players else '<span class="blank"></span>'
    note = f'<div class="words">({escape(call.note)})</div>' if call.note else ""
    return (f'<div class="call"><div><span class="who">{index}. {escape(call.name)}</span> — '
            f'{who}</div><div class="say">{q[0]}{escape(call.say)}{q[1]}</div>{note}'
            f'{_boxes_html(call.boxes)}<div class="end">{q[0]}{escape(call.end)}{q[1]}</div></div>')


def _night_html(night: SheetNight, q: tuple[str, str]) -> str:
    calls = "".join(_call_html(i, call, q) for i, call in enumerate(night.calls, start=1))
    return (f'<section class="night"><h2>{escape(night.heading)}</h2>'
            f'<div class="words">{q[0]}{escape(night.nightfall)}{q[1]}</div>{calls}'
            f'<div class="words">{q[0]}{escape(night.daybreak)}{q[1]}</div></section>'
            f'<section class="day"><h2>{escape(night.day_heading)}</h2>'
            f'{_boxes_html(night.day_boxes)}</section>')


def as_html(sheet: Sheet) -> str:
    """The sheet as one HTML page (no script, no file beside it), A4 when printed."""
    q = QUOTES.get(sheet.language, QUOTES["en"])
    seat, name, role, died = sheet.seat_columns
    rows = "".join(f'<tr><td class="seat">{escape(n)}</td><td>{escape(who)}</td>'
                   f"<td>{escape(card)}</td><td></td></tr>" for n, who, card in sheet.seats)
    once = ""
    if sheet.once:
        once = (f"<h2>{escape(sheet.once_heading)}</h2>"
                f"{''.join(f'<div>{_box_html(box)}</div>' for box in sheet.once)}")
    nights = "".join(_night_html(night, q) for night in sheet.nights)
    return f"""<!DOCTYPE html>
<html lang="{escape(sheet.language)}"><head><meta charset="utf-8">
<title>{escape(sheet.title)}</title><style>{CSS}</style></head>
<body><h1>{escape(sheet.title)}</h1><p class="subtitle">{escape(sheet.subtitle)}</p>
<div class="top"><section><h2>{escape(sheet.seats_heading)}</h2>
<table class="seats"><tr><th>{escape(seat)}</th><th>{escape(name)}</th><th>{escape(role)}</th>
<th>{escape(died)}</th></tr>{rows}</table></section>
<section>{once}<h2>{escape(sheet.voting_heading)}</h2><div>{escape(sheet.voting)}</div>
<div class="words">{q[0]}{escape(sheet.voting_words)}{q[1]}</div></section></div>
<div class="nights">{nights}</div>
</body></html>
"""
