"""Balance sums, setup warnings and suggested role sets (no Textual here)."""

from notepad.balance.core import Balance, RoleSet, Warning, assess, value_sum
from notepad.balance.suggest import Suggestion, SuggestionError, suggest

__all__ = [
    "Balance",
    "RoleSet",
    "Suggestion",
    "SuggestionError",
    "Warning",
    "assess",
    "suggest",
    "value_sum",
]
