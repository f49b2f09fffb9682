"""werewolf-notepad: a moderator's notepad and balancing toolkit for Ultimate Werewolf,
Werwölfe and One Night Ultimate Werewolf: Epic Battle."""

__version__ = "0.1.0"
