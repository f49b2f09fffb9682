"""The command line: `werewolf-notepad SUBCOMMAND …` and `python -m notepad`.

Each subcommand lives in its own module under notepad/cli/ with a `register(subparsers)`
function; heavy imports stay inside the command's function so that `--help` and the
headless commands never pay for Textual (docs/design.md, Budget).
Errors a user can cause are printed to stderr with exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from notepad import __version__
from notepad.cli.common import CliError, language_arg

COMMAND_MODULES = [
    "notepad.cli.catalog_commands",
    "notepad.cli.balance_commands",
    "notepad.cli.replay_command",
    "notepad.cli.onenight_command",
    "notepad.cli.simulate_command",
    "notepad.cli.villages_command",
    "notepad.cli.board_command",
    "notepad.cli.stats_command",
    "notepad.cli.report_command",
    "notepad.cli.sheet_command",
]


# Which module registers each command: a command runs with its own module's parser alone, not
# all eight (tests/test_cli.py checks that this table names every command of COMMAND_MODULES).
COMMANDS = {
    "roles": "notepad.cli.catalog_commands",
    "scenarios": "notepad.cli.catalog_commands",
    "scenario": "notepad.cli.catalog_commands",
    "catalogue": "notepad.cli.catalog_commands",
    "balance": "notepad.cli.balance_commands",
    "suggest": "notepad.cli.balance_commands",
    "replay": "notepad.cli.replay_command",
    "onenight": "notepad.cli.onenight_command",
    "simulate": "notepad.cli.simulate_command",
    "villages": "notepad.cli.villages_command",
    "board": "notepad.cli.board_command",
    "stats": "notepad.cli.stats_command",
    "report": "notepad.cli.report_command",
    "sheet": "notepad.cli.sheet_command",
}


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given the arguments, and they start with a command, only
    that command's module registers its parsers: the parse, the errors and the command's own
    help are the same, and a headless command does not build the other commands' parsers
    (issue 14). Anything else (no command, --help, --version, a mistyped command) gets every
    command, so the help and the 'invalid choice' message list them all."""
    parser = argparse.ArgumentParser(
        prog="werewolf-notepad",
        description=(
            "A moderator's notepad and balancing toolkit for Ultimate Werewolf, Werwölfe and "
            "One Night Ultimate Werewolf: Epic Battle. Without a command it starts the "
            "notepad's screens in this terminal (the TUI): build a role set, seat, deal and run "
            "the game. `werewolf-notepad catalogue` shows what the catalogue holds."
        ),
    )
    parser.add_argument("--version", action="version", version=f"werewolf-notepad {__version__}")
    # The screens' language (without a command); its own dest, as `sheet --lang` has its own.
    parser.add_argument("--lang", dest="screen_language", type=language_arg, default=None,
                        metavar="de|en", help="the language of the screens and of a new game "
                        "(default: your settings' language, else English)")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    first = argv[0] if argv else None
    modules = [COMMANDS[first]] if first in COMMANDS else COMMAND_MODULES
    for name in modules:
        importlib.import_module(name).register(subparsers)
    return parser


def not_a_terminal(streams: list[str]) -> str:
    """Why the screens did not start: "its input is not one", "its input, output and error
    output are not terminals" (the message read "the input and output and error output is not
    one")."""
    # Said before a game's language is known (no command, no --lang): English.
    if len(streams) == 1:
        which = f"its {streams[0]} is not one"
    else:
        which = f"its {', '.join(streams[:-1])} and {streams[-1]} are not terminals"
    return (f"the notepad's screens need a terminal, and {which}. Run it in a terminal, or "
            "give a command (werewolf-notepad --help).")


def main(argv: Sequence[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(arguments)
    args = parser.parse_args(arguments)
    run = getattr(args, "run", None)
    try:
        if run is None:
            not_terminals = [name for name, stream in (("input", sys.stdin),
                                                        ("output", sys.stdout),
                                                        ("error output", sys.stderr))
                             if not (stream is not None and stream.isatty())]
            if not_terminals:
                raise CliError(not_a_terminal(not_terminals))
            from notepad.tui.app import run as run_tui

            if args.screen_language is None:  # the user's default language (settings.toml)
                return run_tui()
            return run_tui(language=args.screen_language)
        from notepad.cli.common import spoken_language
        from notepad.language import speaking

        with speaking(spoken_language(args)):
            return int(run(args) or 0)
    except CliError as error:
        print(f"werewolf-notepad: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
