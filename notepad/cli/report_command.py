"""`werewolf-notepad report LOG [--html | --markdown] [-o FILE]`: the end-of-game report of
any session log (notepad/table/report.py), not only from the notepad's end screen. Headless:
no Textual. The file is written as the logs are: atomically, readable by its owner only
(0600), since it names every player and every secret of the game. The command speaks the log's
language (its header, v4) unless --lang says another; the report's own words are
notepad/table/report.py's."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from notepad.cli.common import CliError, add_language
from notepad.language import gettext


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "report",
        help="write the report of a game from its session log (Markdown or HTML)",
        description="Replay a session log and write its report: the winners and why, every "
        "player's role and fate, the night-by-night record and every event in words. "
        "Markdown by default; printed unless -o names a file (written readable by you only).",
    )
    parser.add_argument("log", help="the session log file (.jsonl)")
    kind = parser.add_mutually_exclusive_group()
    kind.add_argument("--html", dest="fmt", action="store_const", const="html",
                      help="an HTML page (to open in a browser, or print)")
    kind.add_argument("--markdown", dest="fmt", action="store_const", const="md",
                      help="Markdown (the default; or the -o file's .html ending says HTML)")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="write the report to FILE (0600) instead of printing it")
    parser.add_argument("--json", action="store_true",
                        help='print {"format", "file", "report"}: the text, or the file written')
    add_language(parser, help="the language of the report and its messages (default: the "
                 "log's)")
    parser.set_defaults(run=run, fmt=None)


def run(args: argparse.Namespace) -> int:
    from notepad.catalog import CatalogError
    from notepad.engine.log.replay import load_game
    from notepad.engine.log.session import LogError
    from notepad.table.report import log_created, report_html, report_markdown, write_text
    from notepad.villages.first_line import is_notebook

    log = Path(args.log)
    if is_notebook(log):
        raise CliError(gettext("{log} is a notebook of villages: name one village's log "
                               "(werewolf-notepad villages shows them)", log=log))
    output = Path(args.output) if args.output else None
    fmt = args.fmt or ("html" if output is not None and output.suffix.lower() in
                       (".html", ".htm") else "md")
    if output is not None and output.resolve() == log.resolve():
        raise CliError(gettext("-o {file}: that is the session log itself; choose another file",
                               file=output))
    try:
        game, warnings = load_game(log)
    except (LogError, CatalogError) as error:
        raise CliError(str(error)) from None
    from notepad.language import speak

    speak(args.lang or game.language)  # the report speaks its log's language
    for warning in warnings:
        print(gettext("werewolf-notepad: warning: {warning}", warning=warning), file=sys.stderr)
    created = log_created(log)
    text = report_html(game, created) if fmt == "html" else report_markdown(game, created)
    if output is not None:
        try:
            write_text(output, text)
        except OSError as error:
            raise CliError(gettext("-o {file}: cannot write it ({error})", file=output,
                                   error=error.strerror or error)) from None
    if args.json:
        from notepad.cli.common import emit_json

        emit_json({"format": fmt, "file": str(output) if output else None,
                   "report": None if output else text})
    elif output is None:
        sys.stdout.write(text)
    else:
        print(gettext("The report of {log}: {file}", log=log.name, file=output),
              file=sys.stderr)
    return 0
