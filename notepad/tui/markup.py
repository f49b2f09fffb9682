"""Words placed in Textual markup as they are. Rich's and Textual's `escape` escape only a
bracket followed by a lowercase letter, '#', '/' or '@', so the day help's "end TEAM [SEATS]"
and a player called "[B]" were read as styles and vanished from the screen; here every
opening bracket is escaped. Textual's markup reads a backslash as itself except before a
bracket, so nothing else needs escaping."""

from __future__ import annotations


def escape(text: str) -> str:
    """`text` to put in Textual markup so that it shows exactly as it is."""
    return text.replace("[", "\\[")
