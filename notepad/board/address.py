"""Where the web board can be reached, and its address as a QR code for the room's phones.

Headless: the terminal prints the code, the moderator's screen shows the same text."""

from __future__ import annotations

import io

# socket and ipaddress are imported where they are used: `werewolf-notepad --help` and every
# other command read LOCALHOST and DEFAULT_PORT from here to describe `board` (issue 14).
LOCALHOST = "127.0.0.1"
DEFAULT_PORT = 8765
ANY = ("0.0.0.0", "::", "")


class PortRefused(OSError):
    """The board cannot listen there: the port is in use, or the address is not this
    machine's. Its message says which and what to do."""


def check_port(host: str, port: int) -> None:
    """A clear message for a port in use or an address this machine does not have."""
    import socket

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            reason = error.strerror or str(error)
            raise PortRefused(f"cannot listen on {host}:{port} ({reason}): choose another "
                              "--port, or a --host this machine has") from None


def board_url(host: str, port: int) -> str:
    """The address to give the room: for a server listening on every interface, this
    machine's address on the local network (the phones cannot reach 0.0.0.0)."""
    shown = lan_address() if host in ANY else host
    if ":" in shown:  # an IPv6 address goes in brackets
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


def lan_address() -> str:
    """This machine's first non-loopback IPv4 address from its own host name (no packet is
    sent anywhere); the host name itself when it has none."""
    import ipaddress
    import socket

    name = socket.gethostname()
    try:
        found = socket.getaddrinfo(name, None, socket.AF_INET, socket.SOCK_STREAM)
    except OSError:
        return name
    for *_, sockaddr in found:
        address = str(sockaddr[0])
        if not ipaddress.ip_address(address).is_loopback:
            return address
    return name


def qr_text(url: str) -> str:
    """The address as a QR code in block characters, two rows of modules a line, with its
    quiet zone: a phone's camera reads it off a terminal or the moderator's screen."""
    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def qr_svg(url: str) -> str:
    """The address as an SVG picture, for the web board's own corner."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=4, border=2, xmldecl=False,
                                     svgns=True, dark="#000", light="#fff")
    return out.getvalue().decode("utf-8")
