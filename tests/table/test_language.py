"""Issue 34: the gettext layer (notepad/language.py) — English and German, plural forms,
named placeholders, the user's default — and its catalogues: complete in German, up to date
with the source and compiled, and no message glued from pieces."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from notepad.language import (
    LANGUAGES,
    LanguageError,
    language,
    language_code,
    save_language,
    saved_language,
)
from notepad.table import catalogue_tool

SOURCE = Path(catalogue_tool.__file__).resolve().parents[1]
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def test_english_is_the_message_itself_with_its_placeholders_filled():
    words = language("en")
    assert words.gettext("Night {number}", number=2) == "Night 2"
    assert words.ngettext("{edition} · {n} player", "{edition} · {n} players", 1,
                          edition="Werwölfe") == "Werwölfe · 1 player"
    assert words.ngettext("{edition} · {n} player", "{edition} · {n} players", 11,
                          edition="Werwölfe") == "Werwölfe · 11 players"


def test_german_translates_whole_sentences_and_plural_forms():
    words = language("de")
    assert words.gettext("Night {number}", number=2) == "Nacht 2"
    assert words.gettext("{role}: poison potion used", role="Hexe") == "Hexe: Gifttrank benutzt"
    assert words.ngettext("{edition} · {n} player", "{edition} · {n} players", 11,
                          edition="Werwölfe") == "Werwölfe · 11 Spieler"
    assert words.ngettext("{edition} · {n} player", "{edition} · {n} players", 1,
                          edition="Werwölfe") == "Werwölfe · 1 Spieler"
    assert words.gettext("not a message of the catalogue") == "not a message of the catalogue"


def test_a_language_is_named_by_code_or_name_and_an_unknown_one_is_refused():
    assert language_code("DE") == language_code("Deutsch") == language_code("german") == "de"
    assert language_code("english") == "en"
    with pytest.raises(LanguageError, match="unknown language 'fr' \\(choose one of: en, de\\)"):
        language_code("fr")
    with pytest.raises(LanguageError, match="unknown language 'fr'"):
        language("fr")


def test_the_users_default_language_is_kept_in_their_settings(tmp_path):
    assert saved_language(tmp_path) == ("en", "")
    save_language(tmp_path, "Deutsch")
    assert (tmp_path / "settings.toml").read_text(encoding="utf-8") == 'language = "de"\n'
    assert saved_language(tmp_path) == ("de", "")


@pytest.mark.parametrize(("text", "problem"), [
    ('language = "fr"', "unknown language 'fr' (choose one of: en, de); English is used"),
    ("language = 3", "'language' must be a text such as \"de\"; English is used"),
    ("language = ", "English is used"),
])
def test_a_bad_settings_file_says_why_and_english_is_used(tmp_path, text, problem):
    (tmp_path / "settings.toml").write_text(text, encoding="utf-8")
    code, said = saved_language(tmp_path)
    assert code == "en" and said.startswith(str(tmp_path / "settings.toml")) and problem in said


def test_the_engine_writes_the_languages_the_table_speaks():
    from notepad.engine.log.session import LANGUAGES as LOG_LANGUAGES

    assert LOG_LANGUAGES == LANGUAGES


# ------------------------------------------------------------------ the catalogues


def test_the_catalogues_are_up_to_date_with_the_source_and_compiled():
    """`python -m notepad.table.catalogue_tool` was run after the last change of a message:
    the template holds every message of the source, the German .po every message of the
    template, and the committed .mo what its .po says."""
    assert catalogue_tool.out_of_date() == []


def test_the_german_catalogue_is_complete():
    english = catalogue_tool.read(catalogue_tool.TEMPLATE)
    german = catalogue_tool.read(catalogue_tool.po_path("de"), "de")
    assert german.num_plurals == 2
    ids = [message.id for message in english if message.id]
    assert ids, "the English catalogue holds the sheet's messages at least"
    missing, fuzzy, placeholders = [], [], []
    for msgid in ids:
        message = german.get(msgid)
        forms = () if message is None else (
            message.string if isinstance(message.string, tuple) else (message.string,))
        if message is None or len(forms) != german.num_plurals * isinstance(msgid, tuple) + (
                not isinstance(msgid, tuple)) or not all(forms):
            missing.append(msgid)
            continue
        if message.fuzzy:
            fuzzy.append(msgid)
        wanted = set(PLACEHOLDER.findall("".join(msgid if isinstance(msgid, tuple)
                                                 else (msgid,))))
        for form in forms:
            if not set(PLACEHOLDER.findall(form)) <= wanted | {"n"}:
                placeholders.append((msgid, form))
    assert missing == [] and fuzzy == [] and placeholders == []


# ------------------------------------------------------------------ no sentence glued from pieces

GETTEXT = {"gettext", "ngettext", "mark"}


def _is_gettext(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Attribute) and node.func.attr in GETTEXT)
        or (isinstance(node.func, ast.Name) and node.func.id in GETTEXT))


def glued(tree: ast.AST) -> list[str]:
    """Every translated message built from pieces: a message that is not one literal (an
    f-string, a `+`, a variable), or a translation joined to more text with `+`, `%` or an
    f-string."""
    found = []
    for node in ast.walk(tree):
        if _is_gettext(node):
            assert isinstance(node, ast.Call)
            count = 2 if getattr(node.func, "attr", getattr(node.func, "id", "")) == "ngettext" \
                else 1
            for argument in node.args[:count]:
                if not (isinstance(argument, ast.Constant) and isinstance(argument.value, str)):
                    found.append(f"line {node.lineno}: the message is not one literal")
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod) and (
                _is_gettext(node.left) or _is_gettext(node.right)):
            found.append(f"line {node.lineno}: a translation joined with {type(node.op).__name__}")
        if isinstance(node, ast.JoinedStr) and any(
                isinstance(part, ast.FormattedValue) and _is_gettext(part.value)
                for part in node.values):
            found.append(f"line {node.lineno}: a translation inside an f-string")
    return found


# The layer itself hands its callers' messages on to Python's gettext.
MECHANISM = {SOURCE / "language.py"}


def test_no_translated_message_is_glued_from_pieces():
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "gettext(" not in text or path in MECHANISM:
            continue
        found += [f"{path.relative_to(SOURCE.parent)}, {where}"
                  for where in glued(ast.parse(text))]
    assert found == []


@pytest.mark.parametrize("code", [
    'words.gettext("Night " + str(n))',
    'words.gettext(f"Night {n}")',
    'words.gettext(message)',
    'words.gettext("Night") + " 2"',
    '"Night: " + words.gettext("Victim:")',
    "f'{words.gettext(\"Night\")} {n}'",
    'words.ngettext("a player", plural, n)',
    'words.gettext("%s is dead") % name',
])
def test_the_check_finds_a_glued_message(code):
    assert glued(ast.parse(code)) != []


def test_the_check_takes_a_whole_sentence_with_named_placeholders():
    assert glued(ast.parse('words.gettext("Night {number}", number=n)')) == []
    assert glued(ast.parse('words.gettext("A long sentence "\n "written on two lines")')) == []


def test_a_catalogue_behind_the_source_is_found_out_of_date(tmp_path, monkeypatch):
    """The check that keeps the committed files honest finds a message the .po lacks and a
    .mo that says something else than its .po."""
    po = tmp_path / "notepad.po"
    mo = tmp_path / "notepad.mo"
    text = catalogue_tool.po_path("de").read_text(encoding="utf-8")
    entry = '#, python-brace-format\nmsgid "Night {number}"\nmsgstr "Nacht {number}"\n'
    assert entry in text
    po.write_text(text.replace(entry, ""), encoding="utf-8")
    mo.write_bytes(catalogue_tool.mo_path("de").read_bytes())
    monkeypatch.setattr(catalogue_tool, "po_path", lambda code: po)
    monkeypatch.setattr(catalogue_tool, "mo_path", lambda code: mo)
    assert catalogue_tool.out_of_date() == [po]
    po.write_text(text.replace('msgstr "Nacht {number}"', 'msgstr "Nachts {number}"'),
                  encoding="utf-8")
    assert catalogue_tool.out_of_date() == [mo]


def test_a_settings_file_nested_too_deep_is_read_as_damaged(tmp_path):
    """The user's settings go through the one reader of the program's own files
    (notepad/own_files.py), which bounds nesting: tomllib alone raised RecursionError."""
    (tmp_path / "settings.toml").write_text("x = " + "[" * 5000 + "]" * 5000, encoding="utf-8")
    code, said = saved_language(tmp_path)
    assert code == "en" and "nested" in said and said.endswith("English is used")
    save_language(tmp_path, "de")
    assert saved_language(tmp_path) == ("de", "")


def test_the_language_spoken_is_set_once_and_every_sentence_follows_it():
    from notepad.language import gettext, ngettext, speak, speaking, spoken

    assert spoken().code == "en"
    assert gettext("Night {number}", number=2) == "Night 2"
    with speaking("de"):
        assert gettext("Night {number}", number=2) == "Nacht 2"
        assert spoken().code == "de"
    assert gettext("Night {number}", number=2) == "Night 2"
    speak("de")
    assert ngettext("{n} player", "{n} players", 1) == ngettext("{n} player", "{n} players", 1)
    assert gettext("Night {number}", number=3) == "Nacht 3"
    with pytest.raises(LanguageError):
        speak("fr")
    assert spoken().code == "de"  # a refused language leaves the one spoken
