"""Which group a session belongs to: a name given at setup or on the command line, else the
group used last, kept in the record's settings in the user's folder (`record/settings.toml`).
"""

from __future__ import annotations

from pathlib import Path

from notepad.record.finished import RecordError

SETTINGS = "settings.toml"
FIRST_GROUP = "my group"  # before any group was named
MAX_GROUP = 40  # as a village's name (docs/villages.md): a title, not a description


def group_name(text: str) -> str:
    """The group's name as it is kept: the text without spaces around it; RecordError if it
    cannot be one."""
    name = " ".join(text.split())
    if not name:
        raise RecordError("a group needs a name, e.g. --group \"Thursday club\"")
    if len(name) > MAX_GROUP:
        raise RecordError(f"a group's name has at most {MAX_GROUP} characters, not {len(name)}")
    if any(not c.isprintable() for c in name):
        raise RecordError("a group's name is printable text (no control characters)")
    return name


def last_group(folder: Path) -> tuple[str, str]:
    """The group used last (or the first group's name) and a problem with the settings file,
    if any (then the first group's name is used)."""
    from notepad.own_files import Damaged, read_toml

    path = folder / SETTINGS
    try:
        data, _ = read_toml(path, kind="the record's settings")
    except Damaged as error:
        if error.missing:
            return FIRST_GROUP, ""
        return FIRST_GROUP, f"{path}: {error}; the group \"{FIRST_GROUP}\" is used"
    group = data.get("group")
    if not isinstance(group, str):
        return FIRST_GROUP, f"{path}: 'group' is not a name; the group \"{FIRST_GROUP}\" is used"
    try:
        return group_name(group), ""
    except RecordError as error:
        return FIRST_GROUP, f"{path}: {error}; the group \"{FIRST_GROUP}\" is used"


def remember_group(folder: Path, group: str) -> None:
    """Keep `group` as the one to use next (a temp file, then rename: never half-written)."""
    from notepad.own_files import write_toml

    write_toml(folder / SETTINGS, {"group": group_name(group)})
