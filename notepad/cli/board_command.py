"""`werewolf-notepad board [LOG | --latest] [--serve [--host H] [--port P]]`: the public
board of a game, following its session log read-only while the moderator plays — full screen
in a second terminal (for a projector), or served as a web page for the room's phones."""

from __future__ import annotations

import argparse
from pathlib import Path

from notepad.cli.common import CliError
from notepad.language import gettext


def register(subparsers: argparse._SubParsersAction) -> None:
    from notepad.board.address import DEFAULT_PORT, LOCALHOST

    parser = subparsers.add_parser(
        "board",
        help="show the players' board of a game (a second terminal, or a web page)",
        description="Follow a game's session log read-only (it works while the game holds "
        "the log) and show what the players may see: who is alive, the dead as the "
        "role-reveal variant allows, the day's timer, today's accusations and votes, today's "
        "Fateful Dice rule, the dawn and the winners. With --serve, serve it as a web page "
        "for phones and a projector, updated live.",
    )
    parser.add_argument("log", nargs="?", help="the session log file (.jsonl)")
    parser.add_argument("--latest", action="store_true",
                        help="follow the most recent session log in your sessions folder")
    parser.add_argument("--serve", action="store_true",
                        help="serve the board as a web page instead of showing it here")
    parser.add_argument("--host", default=LOCALHOST,
                        help=f"address to listen on (default {LOCALHOST}: this machine only; "
                        "0.0.0.0 lets the phones on your network in)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port to listen on (default {DEFAULT_PORT})")
    parser.set_defaults(run=run)


def chosen_log(args: argparse.Namespace) -> Path:
    if args.log and args.latest:
        raise CliError(gettext("name a session log or use --latest, not both"))
    if args.log:
        return Path(args.log)
    if not args.latest:
        raise CliError(gettext("which game? Name its session log (board GAME.jsonl) or use "
                               "--latest"))
    from notepad.paths import user_dir
    from notepad.sessions import recent_sessions

    folder = user_dir() / "sessions"
    found = [s for s in recent_sessions(folder, limit=5) if not s.problem]
    if not found:
        raise CliError(gettext("no session log in {folder}: start a game first, or name a log",
                               folder=folder))
    if found[0].notebook:
        return newest_village(found[0].path)
    return found[0].path


def newest_village(notebook: Path) -> Path:
    """Simultaneous villages: the board follows one game, so --latest takes the village
    recorded in last (where the moderator is), and says how to follow another. The notebook
    itself is no game's log: it was refused as 'not a werewolf-notepad session log'."""
    import sys

    from notepad.engine.log.session import LogError
    from notepad.villages.book import read_notebook

    try:
        book = read_notebook(notebook)
    except LogError as error:
        raise CliError(str(error)) from None
    logs = [(book.log_path(n), v.name) for n, v in enumerate(book.header.villages, start=1)]
    dated = [(path.stat().st_mtime, path, name) for path, name in logs if path.is_file()]
    if not dated:
        raise CliError(gettext("{notebook}: none of its villages' logs is there; name a log",
                               notebook=notebook))
    _, path, name = max(dated)
    others = ", ".join(str(p) for p, n in logs if n != name)
    print(gettext("The newest session is a notebook of {villages} villages: following {name} "
                  "(recorded in last). Another village: werewolf-notepad board LOG, one of "
                  "{others}", villages=len(logs), name=name, others=others), file=sys.stderr)
    return path


def run(args: argparse.Namespace) -> int:
    from notepad.board.follow import LogFollower
    from notepad.engine.log.session import LogError

    log = chosen_log(args)
    follower = LogFollower(log)
    try:
        follower.poll()
    except LogError as error:
        raise CliError(str(error)) from None
    if follower.problem:
        raise CliError(follower.problem)
    if not args.serve:
        from notepad.tui.board_app import run_board

        run_board(log)
        return 0
    return serve(log, args.host, args.port)


def serve(log: Path, host: str, port: int) -> int:
    from notepad.board.address import board_url, qr_text, room_url
    from notepad.board.web import serve as serve_board

    if not 0 < port < 65536:
        raise CliError(gettext("--port {port}: choose a port between 1 and 65535", port=port))
    check_port(host, port)
    url, why = room_url(host, port)
    if url:
        print(gettext("The board of {log}: {url}", log=log.name, url=url), flush=True)
        print(qr_text(url), flush=True)
    else:  # no QR code of an address the phones cannot reach: the reason instead
        print(gettext("The board of {log}: {url}", log=log.name, url=board_url(host, port)),
              flush=True)
        print(why, flush=True)
    print(gettext("Read-only: nothing sent to it changes the game. Ctrl+C stops it."),
          flush=True)
    serve_board(log, host, port, url, quiet=True, why=why)
    return 0


def check_port(host: str, port: int) -> None:
    """A clear message for a port in use or an address this machine does not have."""
    from notepad.board.address import PortRefused
    from notepad.board.address import check_port as probe

    try:
        probe(host, port)
    except PortRefused as refused:
        raise CliError(str(refused)) from None
