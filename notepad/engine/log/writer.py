"""Writing the session log: whole lines or nothing, under a lock that dies with the process.

- Every append writes its lines unbuffered, then fsyncs. If anything fails, the file is cut
  back to its length before the append, so a failed write leaves it exactly as it was
  (docs/design.md, Session log) and no byte of a refused line reaches the file later.
- An open log is locked with `flock` on the log file itself: exclusive, taken without
  waiting, released when the log is closed or the process ends in any way (kill -9 too), so
  a crash never leaves a stale lock. Reading never takes or needs the lock: the public board
  and a read-only window follow a log that a game holds (docs/session-log.md, The lock).
"""

from __future__ import annotations

import contextlib
import errno
import os
import weakref
from pathlib import Path
from typing import Any, BinaryIO, Protocol

from notepad.engine.log.lines import LogError, line_bytes, split

try:
    import fcntl
except ImportError:  # not a POSIX system: logs open without a lock (docs/session-log.md)
    fcntl = None  # type: ignore[assignment]

# File systems that cannot lock (some network mounts): the log opens unlocked, with a warning.
NO_LOCKING = {errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, errno.EINVAL}


class LogLocked(LogError):
    """The log is open for writing in another window (another process, or this one)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        super().__init__(
            f"{path}: this session log is open in another window, which is still recording "
            "the game. Go on in that window, or open this one read-only to follow the game "
            "(nothing you type there is recorded)."
        )


class LogWriteError(OSError):
    """Lines that were not written; the file is as it was before (unless `restored` is
    False: then the log must be reopened, which reads back what the file holds)."""

    def __init__(self, path: Path, lines: list[dict[str, Any]], reason: str,
                 number: int = errno.EIO, restored: bool = True) -> None:
        self.path = path
        self.lines = lines
        self.reason = reason
        self.restored = restored
        after = ("the log is as it was before" if restored else
                 "the log could not be put back as it was: leave the game and resume it")
        super().__init__(number, f"could not write the session log {path.name}: {reason}; "
                                 f"{after}")


class LogChanged(LogWriteError):
    """The log was changed by another program since this writer last wrote it (an editor's
    save renamed over it, a line added or cut): nothing more is written into it, the file is
    left as the other program left it, and the game as this window holds it is kept in
    `kept`, a new log beside it (None if even that could not be written: `kept_error`)."""

    def __init__(self, path: Path, lines: list[dict[str, Any]], what: str, kept: Path | None,
                 kept_error: str = "") -> None:
        self.what = what
        self.kept = kept
        self.kept_error = kept_error
        super().__init__(path, lines, f"{path.name} was changed by another program since "
                         f"this window wrote it ({what})", errno.ESTALE, restored=False)


class SessionLog(Protocol):
    """What a game writes its actions to: a SessionLogWriter, or a ReadOnlyLog."""

    path: Path
    read_only: bool
    locked: bool

    def append(self, line: dict[str, Any]) -> None: ...

    def append_many(self, lines: list[dict[str, Any]]) -> None: ...

    def take_back(self) -> None: ...

    def close(self) -> None: ...


class ReadOnlyLog:
    """The log of a game opened read-only: every append is refused, so nothing is recorded
    and nothing in the game changes."""

    read_only = True
    locked = False

    def __init__(self, path: Path) -> None:
        self.path = path

    def append(self, line: dict[str, Any]) -> None:
        self.append_many([line])

    def append_many(self, lines: list[dict[str, Any]]) -> None:
        raise LogWriteError(self.path, lines, "it is open read-only in this window",
                            errno.EROFS)

    def take_back(self) -> None:
        pass

    def close(self) -> None:
        pass


# Writers open in this process: a child made by fork (a process pool) closes its copies at
# once, so the lock lives only as long as the window that took it.
_OPEN: weakref.WeakSet[SessionLogWriter] = weakref.WeakSet()


def _close_in_child() -> None:
    for writer in list(_OPEN):
        writer._handle.close()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_close_in_child)


def _lock(fd: int, path: Path) -> bool:
    """Take the exclusive lock without waiting; False if this file system cannot lock."""
    if fcntl is None:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise LogLocked(path) from None
    except OSError as error:
        if error.errno in NO_LOCKING:
            return False
        raise
    return True


def _sync(handle: BinaryIO) -> None:
    try:
        fd = handle.fileno()
    except OSError:  # an in-memory file (the disk-full tests)
        return
    os.fsync(fd)


def _link_whole(path: Path, first: bytes) -> bool:
    """Put a new log in place with its first line already in it and synced, so that a crash
    (kill -9, power loss) while it is made leaves no log, or a whole one: never a 0-byte file
    listed as damaged. The line goes to a temporary file, which is linked under the log's name
    (a link never replaces an existing file: FileExistsError, as O_EXCL) and then removed.
    False if the file system cannot link (FAT, some network mounts): the caller creates the
    file in place as before. Any other failure leaves no file behind."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except OSError as error:
        raise LogWriteError(path, [], error.strerror or str(error),
                            error.errno or errno.EIO) from None
    try:
        try:
            view = memoryview(first)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(temporary, path)
        except FileExistsError:
            raise LogError(f"{path}: a session log already exists there") from None
        except OSError as error:
            if error.errno in (errno.EPERM, errno.EOPNOTSUPP, errno.ENOSYS, errno.EXDEV):
                return False
            raise
    except OSError as error:
        raise LogWriteError(path, [], error.strerror or str(error),
                            error.errno or errno.EIO) from None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
    with contextlib.suppress(OSError):  # the new name itself survives a power loss
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
    return True


class SessionLogWriter:
    read_only = False

    def __init__(self, path: Path, handle: BinaryIO, length: int = 0,
                 locked: bool = False) -> None:
        """`handle`: a binary file opened for appending, unbuffered; `length`: its size."""
        self.path = path
        self._handle = handle
        self._length = length
        self._before = length  # the length before the last append (take_back)
        self._broken = False
        self.locked = locked
        # The file's bytes as this writer holds them (None until read: `_held_bytes`), to
        # check its last line before each append and to keep the game if the file changes.
        self._held: bytearray | None = None
        self._changed: LogChanged | None = None  # the change found: every append refused
        _OPEN.add(self)

    @classmethod
    def _open(cls, path: Path, flags: int) -> SessionLogWriter:
        # Read and write: the last line is read back before each append (`_change`).
        fd = os.open(path, os.O_RDWR | os.O_APPEND | flags, 0o644)
        try:
            locked = _lock(fd, path)
            length = os.fstat(fd).st_size
        except BaseException:
            os.close(fd)
            raise
        return cls(path, open(fd, "ab", buffering=0), length, locked)  # noqa: SIM115

    @classmethod
    def create(cls, path: Path, header: dict[str, Any] | Any) -> SessionLogWriter:
        """Start a new log with its header line (a header, or the GameSetup to make it of); an
        existing file is never overwritten. If the header cannot be written, no file is left
        behind."""
        if not isinstance(header, dict):
            from notepad.engine.log.session import header_of

            header = header_of(header)
        return cls.create_from(path, line_bytes(header))

    @classmethod
    def create_from(cls, path: Path, data: bytes) -> SessionLogWriter:
        """A new log holding `data`, whole lines: a header (`create`), or the first lines of a
        damaged log to go on with (salvage.py). Put in place whole or not at all, as `create`
        is; an existing file is never overwritten."""
        if _link_whole(path, data):
            writer = cls._open(path, 0)
            writer._held = bytearray(data)
            return writer
        try:
            writer = cls._open(path, os.O_CREAT | os.O_EXCL)
        except FileExistsError:
            raise LogError(f"{path}: a session log already exists there") from None
        try:
            writer._held = bytearray()
            writer._write(data, [])
        except BaseException:
            writer.close()
            path.unlink(missing_ok=True)
            raise
        return writer

    @classmethod
    def open(cls, path: Path) -> SessionLogWriter:
        """Lock an existing log for appending, changing nothing yet (see `repair`)."""
        try:
            return cls._open(path, 0)
        except LogError:
            raise
        except OSError as error:
            raise LogError(f"{path}: cannot open the session log to go on with it "
                           f"({error.strerror or error})") from None

    @classmethod
    def resume(cls, path: Path) -> SessionLogWriter:
        writer = cls.open(path)
        try:
            writer.repair()
        except BaseException:
            writer.close()
            raise
        return writer

    def repair(self) -> str | None:
        """Make the file end with a whole line before appending, keeping exactly what the
        reader keeps (lines.split): a last line cut by a crash is cut off, and a whole last
        line that lacks only its newline gets it. Returns what was done, or None."""
        data = self.path.read_bytes()
        lines = split(data)
        done = None
        if lines.kept < len(data):
            try:
                self._handle.truncate(lines.kept)
                _sync(self._handle)
            except OSError as error:
                raise LogWriteError(self.path, [], error.strerror or str(error),
                                    error.errno or errno.EIO, restored=False) from None
            done = f"cut off the last {len(data) - lines.kept} byte(s), a line left unfinished"
        self._length = self._before = lines.kept
        self._held = bytearray(data[:lines.kept])
        if lines.missing_newline:
            self._write(b"\n", [])
            done = "added the newline the last line lacked"
        return done

    def append(self, line: dict[str, Any]) -> None:
        self.append_many([line])

    def append_many(self, lines: list[dict[str, Any]]) -> None:
        """Write the lines (all of them, or none: one undo of several steps is one write)."""
        if self._changed is not None:
            raise LogChanged(self.path, lines, self._changed.what, self._changed.kept,
                             self._changed.kept_error)
        if self._broken:
            raise LogWriteError(self.path, lines, "an earlier write failed and could not be "
                                "undone", restored=False)
        what = self._change()
        if what is not None:
            self._changed = self._keep(lines, what)
            raise self._changed
        before = self._length
        self._write(b"".join(line_bytes(line) for line in lines), lines)
        self._before = before

    def take_back(self) -> None:
        """Remove the lines of the last append (the game could not apply them)."""
        self._length, good = self._before, self._length
        if not self._restore():
            self._length = good
            raise LogWriteError(self.path, [], "a line the game could not apply could not be "
                                "taken back out of the log", restored=False)
        if self._held is not None:
            del self._held[self._length:]

    def _write(self, data: bytes, lines: list[dict[str, Any]]) -> None:
        try:
            view = memoryview(data)
            while view:
                written = self._handle.write(view)
                if not written:
                    raise OSError(errno.EIO, "the file took no bytes")
                view = view[written:]
            self._handle.flush()
            _sync(self._handle)
        except OSError as error:
            restored = self._restore()
            raise LogWriteError(self.path, lines, error.strerror or str(error),
                                error.errno or errno.EIO, restored) from None
        except BaseException:
            self._restore()
            raise
        self._length += len(data)
        if self._held is not None:
            self._held += data

    def _change(self) -> str | None:
        """What another program did to the log since this writer last wrote it, or None: the
        name leads to another file (an editor's save renamed over it, or none: removed), the
        file is longer or shorter than this writer left it, or its last line is not the one
        it wrote. Three system calls (stat, fstat, pread) beside the append's fsync."""
        try:
            fd = self._handle.fileno()
        except OSError:  # an in-memory file (the disk-full tests): nobody else can change it
            return None
        try:
            there = os.stat(self.path)
        except FileNotFoundError:
            return "it was removed or renamed"
        mine = os.fstat(fd)
        if (there.st_ino, there.st_dev) != (mine.st_ino, mine.st_dev):
            return "another file was saved in its place"
        if mine.st_size > self._length:
            return f"{mine.st_size - self._length} byte(s) were added to it"
        if mine.st_size < self._length:
            return f"{self._length - mine.st_size} byte(s) were cut from it"
        held = self._held_bytes(fd)
        start = held.rfind(b"\n", 0, len(held) - 1) + 1  # the last line, its newline too
        if os.pread(fd, len(held) - start, start) != held[start:]:
            return "its last line was changed"
        return None

    def _held_bytes(self, fd: int) -> bytearray:
        """The file as this writer holds it: read once, for a writer opened without `repair`
        (which reads it anyway), at its first append."""
        if self._held is None:
            self._held = bytearray(os.pread(fd, self._length, 0))
        return self._held

    def _keep(self, lines: list[dict[str, Any]], what: str) -> LogChanged:
        """The game as this window holds it, kept in a new log beside the changed one
        (`<log>.kept.jsonl`, or .kept-2 …), which is left as the other program left it."""
        held = bytes(self._held) if self._held is not None else b""
        stem = self.path.name.removesuffix(".jsonl")
        failed = "nothing of it was held"
        for number in range(1, 100) if held else ():
            kept = self.path.with_name(f"{stem}.kept{'' if number == 1 else f'-{number}'}.jsonl")
            try:
                SessionLogWriter.create_from(kept, held).close()
            except LogError as error:
                if kept.exists():
                    continue  # that name is taken: the next one
                failed = str(error)
                break
            except OSError as error:
                failed = error.strerror or str(error)
                break
            return LogChanged(self.path, lines, what, kept)
        return LogChanged(self.path, lines, what, None, failed)

    def _restore(self) -> bool:
        """Cut the file back to its last good length. The cut is what every reader sees at
        once; syncing it is tried but need not succeed (the disk that just failed may fail
        again), as the next append syncs the file anyway."""
        try:
            self._handle.truncate(self._length)
        except OSError:
            self._broken = True
            return False
        with contextlib.suppress(OSError):
            _sync(self._handle)
        return True

    def close(self) -> None:
        _OPEN.discard(self)
        self._handle.close()  # closing the file releases the lock
