"""What every screen of the notepad shares: typed access to the app's catalogue and folders."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar, cast

from textual.binding import ActiveBinding, Binding
from textual.notifications import SeverityLevel
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Input

from notepad.language import ENGLISH, mark, spoken, translated

if TYPE_CHECKING:
    from notepad.tui.app import NotepadApp

Result = TypeVar("Result")


# F1 opens the screen's keys (screens/keys_help.py) and F1 again puts them away.
KEYS = Binding("f1", "toggle_keys", mark("Keys"),
               tooltip=mark("Show every key of this screen, or hide them again"), id="keys")


# Textual's own keys that the footer and F1 show on the notepad's screens: written in
# Textual's English; marked here so that the German catalogue holds them too (`said`).
TEXTUAL_KEYS = (
    mark("palette"), mark("Focus Next"), mark("Focus Previous"), mark("Copy selected text"),
    mark("Select"), mark("Cursor up"), mark("Cursor down"), mark("Cursor right"),
    mark("Cursor left"), mark("Page up"), mark("Page down"), mark("Top"), mark("Bottom"),
    mark("Home"), mark("End"), mark("Down"), mark("Last"), mark("First"), mark("Page Down"),
    mark("Page Up"), mark("Up"), mark("Show menu"),
)


def said(binding: Binding) -> Binding:
    """The binding with its description and tooltip in the language spoken now: BINDINGS are
    class constants, written (and `mark`ed) in English before any language is chosen, and
    Textual's footer, its palette and F1 show a binding's own `description` and `tooltip`,
    with no hook of their own to translate them; so the screen hands them the binding said."""
    if spoken().code == ENGLISH or not (binding.description or binding.tooltip):
        return binding
    return replace(binding, description=binding.description and translated(binding.description),
                   tooltip=binding.tooltip and translated(binding.tooltip))


class NotepadScreen(Screen[Result], Generic[Result]):
    BINDINGS = [KEYS]
    # The screen's keys in F1's list, by what the moderator is doing: (title, binding ids).
    # Keys of the screen in no group follow under "More keys of this screen".
    KEY_GROUPS: ClassVar[tuple[tuple[str, tuple[str, ...]], ...]] = ()
    # Lines of F1's list that are no binding (typing, Enter), by group title.
    KEY_NOTES: ClassVar[tuple[tuple[str, tuple[tuple[str, str], ...]], ...]] = ()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """F1 first, so that the footer shows it even at 80 columns: Textual puts the keys
        of the focused list first (the builder's footer began "← −1 → +1 f1 Keys")."""
        found = super().active_bindings
        if spoken().code != ENGLISH:  # every key said in the game's language (`said`)
            found = {key: active._replace(binding=said(active.binding),
                                          tooltip=active.tooltip and translated(active.tooltip))
                     for key, active in found.items()}
        first = found.get("f1")
        if first is None or next(iter(found)) == "f1":
            return found
        return {"f1": first, **{key: active for key, active in found.items() if key != "f1"}}

    def on_mount(self) -> None:
        """Headless (tests, snapshots) the text cursors do not blink: a picture must not
        depend on the moment it was taken."""
        if self.app.is_headless:
            for line in self.query(Input):
                line.cursor_blink = False

    _errors_shown = False  # an error toast of this screen may still stand

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        self._errors_shown = self._errors_shown or severity == "error"
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def on_screen_suspend(self) -> None:
        """An error toast is about this screen: it goes when another screen (not a dialog)
        covers it. "Cannot open the scenario …garbage.toml" stood over the builder of the
        scenario opened next, for its twenty seconds."""
        if self._errors_shown and not isinstance(self.app.screen, ModalScreen):
            self._errors_shown = False
            self.app.clear_notifications()

    _focus_before_keys: Widget | None = None

    def action_toggle_keys(self) -> None:
        from notepad.tui.screens.keys_help import HelpPanel

        shown = self.query(HelpPanel)
        if shown:
            shown.remove()
            if self._focus_before_keys is not None and self._focus_before_keys.is_attached:
                self._focus_before_keys.focus()
            return
        self._focus_before_keys = self.focused
        panel = HelpPanel(self)
        self.mount(panel)
        panel.focus()  # PgUp and PgDn scroll it; the screen's own keys still work

    @property
    def notepad(self) -> NotepadApp:
        return cast("NotepadApp", self.app)
