"""Work a start-up would redo on every run, kept between runs in the per-user cache: `Table`, and `compiled`
(the lane model's term functions, and the IR walk's steps per node class of analyzer/cuda/query.py).
(analyzer/logs/events.py keeps the log grammar's line-shape templates in a Table too.)

A table is one file: an HMAC-SHA256 of its contents, keyed by this account's secret (resources.secret(), a
0600 file of the per-user cache directory), then the marshal of a dict. It is read whole on first use, and
only when the MAC is right: a file kernlint did not write on this account (another user's, one planted in a
shared cache directory, a torn one) is ignored, never unmarshalled. It is written (atomically, merged with
what other runs added meanwhile) at exit only when this process added to it; an unwritable cache directory
only costs the work.
"""

from __future__ import annotations

import marshal
import sys
from types import CodeType
from typing import Any, Callable

# NOTE: a table is loaded whole on first use (~5 ms per 1,000 entries): past this, only the newest entries are kept
# (the texts of older kernlint versions, the terms of files long unseen)
MAX_ENTRIES = 3_000


class Table:
    """A dict of marshal-able values kept in cache_dir()/code/NAME-STAMP.marshal; `stamp()` names what the
    values depend on (a version, a grammar's size and mtime), so another stamp is another file."""

    def __init__(self, name: str, stamp: Callable[[], str], limit: int = MAX_ENTRIES):
        self.name, self.stamp, self.limit = name, stamp, limit
        self.entries: dict | None = None  # None until first use
        self.added: list = []  # keys this process added (written at exit)
        self.used: list = []  # keys this process found (kept as new when the table is written)
        self.path = None  # the file, from the stamp at first use (entries added later go to the same file)

    def _store(self):
        if self.path is None:
            from analyzer.resources import cache_dir, sha256

            key = sha256(self.stamp().encode()).hexdigest()[:16]
            self.path = cache_dir() / "code" / f"{self.name}-{key}.marshal"
        return self.path

    def _load(self) -> dict:
        from analyzer.resources import signed_payload

        try:
            with open(self._store(), "rb") as handle:
                data = signed_payload(handle.read(), self.name.encode())
            if data is not None:
                entries = marshal.loads(data)  # NOTE: marshal.load(handle) reads piecemeal: 10x slower
                if isinstance(entries, dict):
                    return entries
        except Exception:  # NOTE: absent, or of another Python (marshal raises ValueError/EOFError/TypeError)
            pass
        return {}

    def get(self, key: Any) -> Any:
        if self.entries is None:
            self.entries = self._load()
        found = self.entries.get(key)
        if found is not None:
            self.used.append(key)
        return found

    def put(self, key: Any, value: Any) -> None:
        if self.entries is None:
            self.entries = self._load()
        if not self.added:
            import atexit

            atexit.register(self.save)
            _ADDED_TO.append(self)
        self.entries[key] = value
        self.added.append(key)

    def save(self) -> None:
        """Write the table with this process's additions (at exit, or flush(); only when there are any)."""
        if not self.added:
            return
        from analyzer.resources import signed

        try:
            from analyzer.atomic import write_atomic

            store = self._store()
            store.parent.mkdir(parents=True, exist_ok=True)
            with _locked(store):  # NOTE: two workers saving at once would each drop the other's entries
                entries = self._load()  # NOTE: re-read, so concurrent runs that added other entries keep theirs
                mine = self.entries or {}
                entries.update((key, mine[key]) for key in self.added if key in mine)
                for key in self.used:  # NOTE: what this run read counts as new too: the limit drops the others first
                    if key in entries:
                        entries[key] = entries.pop(key)
                if len(entries) > self.limit:  # NOTE: the newest `limit` (a dict keeps the order they were added in)
                    entries = dict(list(entries.items())[-self.limit:])
                data = signed(marshal.dumps(entries), self.name.encode())
                if data is None:  # NOTE: no secret (an unwritable cache dir, or a key file not this user's own)
                    return
                write_atomic(store, data, mode="private")
            self.added = []
        except (OSError, ValueError):  # NOTE: an unwritable cache dir (or an unmarshalable value) only costs the work
            return
        from analyzer.resources import prune_stale

        prune_stale(store, f"{self.name}-*.marshal")

    def stats(self) -> tuple[int, int]:
        """(entries, entries this process added): for tests and `bench/`."""
        return len(self.entries or ()), len(self.added)


_ADDED_TO: list[Table] = []  # the tables this process added to (flush)


def flush() -> None:
    """Write now the tables this process added to: a worker process (analyzer/lint/workers.py) ends without
    running atexit's functions (multiprocessing's os._exit), so what its runs compiled would be lost."""
    for table in _ADDED_TO:
        table.save()


class _locked:
    """An exclusive lock on a file beside `path` while a table is re-read and written (POSIX; none elsewhere)."""

    def __init__(self, path: Any):
        self.lock = str(path) + ".lock"
        self.fd = -1

    def __enter__(self) -> None:
        try:
            import fcntl
            import os

            self.fd = os.open(self.lock, os.O_RDWR | os.O_CREAT, 0o600)
            fcntl.flock(self.fd, fcntl.LOCK_EX)
        except (ImportError, OSError):
            self.fd = -1

    def __exit__(self, *exc: Any) -> None:
        if self.fd >= 0:
            import os

            os.close(self.fd)  # NOTE: closing releases the lock


def _bytecode() -> str:
    from importlib.util import MAGIC_NUMBER

    return f"{sys.implementation.cache_tag}-{MAGIC_NUMBER.hex()}"


# NOTE: the lane model's term functions (analyzer/analysis/terms.py), mode + source text -> code object: a
# one-file check compiles ~300 of them (~25 ms on the project's VM), a 225-file tree ~2,700 (half a millisecond
# each); the terms of an edited file are mostly the ones it had. TERMS, loaded whole by every run that
# compiles a term (its MAC), keeps the ones used last; COLD keeps more, read only on the first term TERMS lacks,
# which it then holds again: a tree's run is answered whole, a one-file check loads only TERMS. Both hold the
# marshal of each code object (bytes), unmarshalled when a term is asked for: a one-file check after a tree's
# run uses ~300 of TERMS' 1,000, and building them all was 8 ms of its 11 ms load (its stamp says so: a TERMS
# file of code objects, as kernlint wrote them before, is another file, never read as one of bytes)
TERMS = Table("terms", lambda: _bytecode() + " marshalled", limit=1_000)
COLD = Table("coldterms", _bytecode, limit=6_000)


def compiled(text: str, mode: str) -> Any:
    """The code object of `text` compiled in `mode` ("eval" or "exec"), as `compile(text, "<string>", mode)`
    makes it, from TERMS, else from COLD."""
    key = mode + ":" + text
    data = TERMS.get(key)
    hot = data is not None
    if not hot:
        data = COLD.get(key)
    code = _code(data)
    if code is None:
        code = compile(text, "<string>", mode, dont_inherit=True)
        data = marshal.dumps(code)
        COLD.put(key, data)
        hot = False
    if not hot:
        TERMS.put(key, data)
    return code


def _code(data: Any) -> Any:
    """The code object a table's entry (its marshal) holds, or None."""
    try:
        code = marshal.loads(data) if type(data) is bytes else None
    except (ValueError, EOFError, TypeError):
        return None
    return code if type(code) is CodeType else None
