"""A validated cache of the loaded catalogue, so that a command or the builder does not parse
and validate every TOML file on each start (issue 14; docs/design.md, Budget).

The cache is one file in the user data folder's `.cache/`, written after a full, strict load.
It is trusted only when its key matches exactly: the stamps (path, size, modification time) of
every role and scenario file in the folders read (a file added, removed or edited changes the
key), the stamps of the catalogue's own code, the program's and Python's versions, and the
stamp of pydantic's version file (which checked the files).
Anything else — a stale key, a file that cannot be read or unpickled, an unexpected shape — is
ignored and the files are loaded again (tests/test_catalog_cache.py). Each edition is kept as
its own pickled blob and unpickled the first time that edition is asked for (lazy loading).
The blobs hold the plain objects of catalog/models.py, so a start from the cache imports
neither pydantic nor the file models (catalog/file_models.py).

The folder is the user's own (as are the TOML files it mirrors); a cache that cannot be
written, as in a read-only folder, is skipped silently.
"""

from __future__ import annotations

import os
import pickle
import sys
import tempfile
import zlib
from pathlib import Path
from typing import Any

from notepad.paths import user_dir

CACHE_FORMAT = 2  # 2: plain objects (catalog/models.py), not pydantic models
CODE = Path(__file__).resolve().parent


def cache_dir() -> Path:
    return user_dir() / ".cache"


def _stamp(path: Path) -> tuple[str, int, int]:
    info = path.stat()
    return (str(path), info.st_size, info.st_mtime_ns)


def data_files(folders: list[Path]) -> list[Path]:
    """Every file the catalogue reads from these folders, in the order it reads them."""
    files: list[Path] = []
    for folder in folders:
        files.extend(sorted((folder / "roles").glob("*.toml")))
        files.extend(sorted((folder / "scenarios").glob("*/*.toml")))
    return files


def checker_stamp() -> tuple[str, int, int] | None:
    """The stamp of pydantic's version file, found without importing pydantic (importing it is
    what the cache saves): another pydantic may check the files differently."""
    from importlib.util import find_spec

    spec = find_spec("pydantic")
    if spec is None or not spec.submodule_search_locations:
        return None
    try:
        return _stamp(Path(next(iter(spec.submodule_search_locations))) / "version.py")
    except OSError:
        return None


def cache_key(folders: list[Path]) -> tuple[Any, ...]:
    from notepad import __version__

    code = [_stamp(path) for path in sorted(CODE.glob("*.py"))]
    return (CACHE_FORMAT, __version__, checker_stamp(), tuple(sys.version_info[:2]),
            tuple(str(folder.resolve()) for folder in folders), tuple(code),
            tuple(_stamp(path) for path in data_files(folders)))


def cache_path(folders: list[Path]) -> Path:
    """One cache per set of folders (the built-in files alone, or with a user's own)."""
    name = "|".join(str(folder.resolve()) for folder in folders)
    return cache_dir() / f"catalog-{zlib.crc32(name.encode('utf-8')):08x}.pickle"


def read_cache(path: Path, key: tuple[Any, ...]) -> dict[str, bytes] | None:
    """The editions' blobs if the cache at `path` was written under exactly `key`."""
    try:
        data = path.read_bytes()
        stored = pickle.loads(data)  # noqa: S301 - the user's own folder, like the TOML files
    except Exception:  # noqa: BLE001 - missing, unreadable or corrupt: load the files
        return None
    if not (isinstance(stored, tuple) and len(stored) == 2 and stored[0] == key
            and isinstance(stored[1], dict)
            and all(isinstance(k, str) and isinstance(v, bytes) for k, v in stored[1].items())):
        return None
    return stored[1]


def write_cache(path: Path, key: tuple[Any, ...], blobs: dict[str, bytes]) -> None:
    """Write atomically (a temporary file, then rename); give up quietly if the folder is not
    writable."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".catalog-", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as stream:
                pickle.dump((key, blobs), stream, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError:
        return
