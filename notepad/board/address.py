"""Where the web board can be reached, and its address as a QR code for the room's phones.

Headless: the terminal prints the code, the moderator's screen shows the same text."""

from __future__ import annotations

import contextlib
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
    machine's address on the local network (the phones cannot reach 0.0.0.0); its host name
    when it has none (room_url says there is no address to show)."""
    shown = (lan_address() or _host_name()) if host in ANY else host
    return _url(shown, port)


def room_url(host: str, port: int) -> tuple[str, str]:
    """The address the room's phones can reach, for the QR code, and "" with the sentence
    why there is none: a board listening on loopback only (127.0.0.1 is each phone itself),
    or a machine with no address on a network."""
    shown = lan_address() if host in ANY else host
    why = unreachable(shown)
    return ("", why) if why else (_url(str(shown), port), "")


def unreachable(shown: str | None) -> str:
    """Why the room's phones cannot reach this address (a host, or a URL's), or ""."""
    import ipaddress
    from urllib.parse import urlsplit

    from notepad.language import translated
    from notepad.table.public_words import NO_QR_LOOPBACK, NO_QR_NO_NETWORK

    if shown and "//" in shown:
        shown = urlsplit(shown).hostname
    if not shown or shown in ANY:
        return translated(NO_QR_NO_NETWORK)
    try:
        loopback = ipaddress.ip_address(shown).is_loopback
    except ValueError:  # a name: "localhost" is this machine, another name is the user's
        loopback = shown.lower() in ("localhost", "localhost.localdomain")
    return translated(NO_QR_LOOPBACK) if loopback else ""


def _url(shown: str, port: int) -> str:
    if ":" in shown:  # an IPv6 address goes in brackets
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


def _host_name() -> str:
    import socket

    return socket.gethostname()


def lan_address() -> str | None:
    """This machine's own non-loopback IPv4 address on its network, None when it has none.
    Its host name's addresses first; stock Debian maps the host name to 127.0.1.1, so then the
    interface the system would route through: connecting a UDP socket sends no packet, it
    only picks the interface, whose address getsockname gives."""
    import ipaddress
    import socket

    found: list[str] = []
    with contextlib.suppress(OSError):  # a host name that does not resolve: ask the routes
        found += [str(info[4][0]) for info in socket.getaddrinfo(
            socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)]
    for probe in ROUTE_PROBES:
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
                udp.connect((probe, 9))
                found.append(str(udp.getsockname()[0]))
        except OSError:
            continue  # no route there: no network of that kind
    for address in found:
        ip = ipaddress.ip_address(address)
        if not (ip.is_loopback or ip.is_unspecified or ip.is_link_local):
            return address
    return None


# Where the routing table is asked to go (no packet is sent): a private address of each
# common home range, then one outside them (TEST-NET-3, RFC 5737).
ROUTE_PROBES = ("192.168.254.254", "10.254.254.254", "172.31.254.254", "203.0.113.1")


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
