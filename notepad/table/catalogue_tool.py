"""The gettext catalogues' build step (notepad/language.py): extract every message from
the source with Babel, update each language's `.po` from it, compile the `.mo` files.

    python -m notepad.table.catalogue_tool          # extract, update, compile
    python -m notepad.table.catalogue_tool --check  # exit 1 if any file is out of date

A developer runs it after changing a sentence (then translates what is new in the `.po`, and
runs it again to compile); tests/table/test_language.py runs the check's pieces. Babel is a
test extra, not a dependency: the installed program reads the committed `.mo` files with
Python's own gettext.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from notepad.language import DOMAIN, ENGLISH, LANGUAGES, LOCALE_DIR

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

SOURCE = Path(__file__).resolve().parents[1]  # notepad/
# The calls that carry a message: gettext and ngettext (singular, plural), the module's or a
# Language's, and `mark`, a message said later with `translated` (notepad/language.py).
KEYWORDS = {"gettext": None, "ngettext": (1, 2), "mark": None}
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
HEADER = "The sentences of werewolf-notepad, the moderator's notepad."


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return po_path(code).with_suffix(".mo")


def extracted() -> Catalog:
    """Every message in the source, as the English catalogue."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    catalog = Catalog(domain=DOMAIN, project="werewolf-notepad", header_comment=f"# {HEADER}",
                      fuzzy=False)
    for filename, line, message, comments, context in extract_from_dir(
            str(SOURCE), method_map=[("**.py", "python")], keywords=KEYWORDS,
            comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        catalog.add(message, None, [(f"notepad/{filename}", line)],
                    auto_comments=comments, context=context)
    return catalog


def _written(catalog: Catalog, template: bool = False) -> bytes:
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    # No dates, no line numbers: the files change only when a message does.
    write_po(out, catalog, width=100, omit_header=False, sort_output=True,
             include_lineno=False, ignore_obsolete=True)
    text = out.getvalue().decode("utf-8")
    lines = [line for line in text.splitlines(keepends=True)
             if not line.startswith(('"POT-Creation-Date:', '"PO-Revision-Date:',
                                     '"Generated-By:'))]
    return "".join(lines).encode("utf-8")


def read(path: Path, code: str | None = None) -> Catalog:
    from babel.messages.pofile import read_po

    with path.open("rb") as file:
        return read_po(file, locale=code, domain=DOMAIN)


def updated(code: str) -> Catalog:
    """The `.po` of `code` brought up to the source's messages: a new message comes in
    untranslated, a message gone from the source goes."""
    template = extracted()
    path = po_path(code)
    if path.exists():
        catalog = read(path, code)
    else:
        from babel.messages.catalog import Catalog

        catalog = Catalog(locale=code, domain=DOMAIN, project="werewolf-notepad",
                          header_comment=f"# {HEADER}", fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True)
    catalog.obsolete.clear()
    return catalog


def compiled(code: str) -> bytes:
    from babel.messages.mofile import write_mo

    out = io.BytesIO()
    write_mo(out, read(po_path(code), code), use_fuzzy=False)
    return out.getvalue()


def messages(mo: bytes) -> dict[object, str]:
    """What a compiled catalogue holds, as Python's gettext reads it (the header aside)."""
    import gettext

    catalog = dict(gettext.GNUTranslations(io.BytesIO(mo))._catalog)  # type: ignore[attr-defined]
    catalog.pop("", None)
    return catalog


def _content(catalog: Catalog) -> dict[object, tuple[object, bool]]:
    """A catalogue's messages and translations, whatever the layout of its file (another
    version of Babel may wrap or head a file otherwise)."""
    return {message.id if isinstance(message.id, str) else tuple(message.id):
            (message.string if isinstance(message.string, str) else
             tuple(message.string or ()),
             message.fuzzy)
            for message in catalog if message.id}


def out_of_date() -> list[Path]:
    """The catalogue files whose messages differ from what the source and the `.po` files
    make."""
    stale = []
    if not TEMPLATE.exists() or _content(read(TEMPLATE)).keys() != _content(extracted()).keys():
        stale.append(TEMPLATE)
    for code in LANGUAGES:
        if code == ENGLISH:
            continue
        if not po_path(code).exists() or \
                _content(read(po_path(code), code)) != _content(updated(code)):
            stale.append(po_path(code))
        elif not mo_path(code).exists() or \
                messages(mo_path(code).read_bytes()) != messages(compiled(code)):
            stale.append(mo_path(code))
    return stale


def build() -> list[Path]:
    """Extract, update and compile; the files written."""
    written = []
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    for path, data in [(TEMPLATE, _written(extracted()))]:
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
            written.append(path)
    for code in LANGUAGES:
        if code == ENGLISH:
            continue
        po = po_path(code)
        po.parent.mkdir(parents=True, exist_ok=True)
        data = _written(updated(code))
        if not po.exists() or po.read_bytes() != data:
            po.write_bytes(data)
            written.append(po)
        mo = compiled(code)
        if not mo_path(code).exists() or mo_path(code).read_bytes() != mo:
            mo_path(code).write_bytes(mo)
            written.append(mo_path(code))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m notepad.table.catalogue_tool",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a catalogue file is out of date")
    args = parser.parse_args(argv)
    try:
        import babel  # noqa: F401 - only to say what is missing
    except ImportError:
        print("the catalogues' build step needs Babel: pip install -e '.[test]'",
              file=sys.stderr)
        return 2
    if args.check:
        stale = out_of_date()
        for path in stale:
            print(f"out of date: {path}")
        return 1 if stale else 0
    for path in build():
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
