"""`@dataclass` with its generated methods compiled once per interpreter, not once per start (start-up).

`dataclasses.dataclass` writes the source of every method it generates (`__init__`, `__repr__`, `__eq__`,
`__hash__`, the frozen `__setattr__` ...) and compiles it with `exec`: about 500 compilations for kernlint's
hundred-odd record and IR classes, half of a one-file run's import time (~100 ms of ~220 ms on the project's
VM, measured by timing each decorator call). This `dataclass` is that same decorator, except that while it
runs, the `exec` it calls looks the source text up in a table of code objects compiled from exactly that text
before. The table is kept in the per-user cache directory as one marshal file per bytecode version, so the
classes are the ones `dataclasses` makes, method for method; only the compilation is skipped.

NOTE: the text is compiled with `dont_inherit=True` and the file name "<string>", as dataclasses' own
`exec(text, ...)` compiles it (dataclasses.py has no `from __future__` import). The table is read on the first
class and written (atomically) at exit only when a text was missing from it; an absent, torn or foreign file,
or an unwritable cache directory, only costs the compilation. A Python whose dataclasses makes no `exec` call
with a text (none known) simply compiles as usual.
"""

from __future__ import annotations

import builtins
import dataclasses
import marshal
import sys
from typing import Any

_codes: dict[str, Any] | None = None  # source text -> code object; None until the first class is made
_missed: list[str] = []  # texts compiled in this process (written at exit)


def _store():
    from importlib.util import MAGIC_NUMBER

    from analyzer.resources import cache_dir

    return cache_dir() / "code" / f"dataclasses-{sys.implementation.cache_tag}-{MAGIC_NUMBER.hex()}.marshal"


def _load() -> dict[str, Any]:
    try:
        with open(_store(), "rb") as handle:
            codes = marshal.loads(handle.read())  # NOTE: marshal.load(handle) reads piecemeal: 10x slower
        if isinstance(codes, dict):
            return codes
    except Exception:  # NOTE: absent, torn or foreign (marshal raises ValueError/EOFError/TypeError)
        pass
    return {}


def _save() -> None:
    """Write the table with this process's new texts (at exit; only when there are any)."""
    codes = _load()  # NOTE: re-read, so concurrent runs that compiled other classes keep theirs
    if len(codes) > 20_000:  # NOTE: texts of many kernlint versions piled up: start again
        codes = {}
    codes.update((text, _codes[text]) for text in _missed if _codes and text in _codes)
    try:
        from analyzer.atomic import write_atomic

        store = _store()
        store.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(store, marshal.dumps(codes), mode="private")
    except (OSError, ValueError):  # NOTE: an unwritable cache dir only costs the compilation next time
        pass


def _exec(source: Any, globals: Any = None, locals: Any = None) -> None:
    """`exec` for dataclasses' generated methods: a text is compiled once and then looked up."""
    if type(source) is str and _codes is not None:
        code = _codes.get(source)
        if code is None:
            code = _codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
            if not _missed:
                import atexit

                atexit.register(_save)
            _missed.append(source)
        source = code
    builtins.exec(source, globals, locals)


def dataclass(cls: type | None = None, /, **options: Any) -> Any:
    """`dataclasses.dataclass(cls, **options)`, its method sources compiled from the table (see the module)."""
    def wrap(cls: type) -> type:
        global _codes
        if _codes is None:
            _codes = _load()
        # NOTE: a module global `exec` shadows the builtin for dataclasses' own code while this class is made;
        # a class made meanwhile on another thread gets the same methods, compiled the same way
        dataclasses.exec = _exec  # type: ignore[attr-defined]
        try:
            return dataclasses.dataclass(cls, **options)
        finally:
            dataclasses.__dict__.pop("exec", None)
    return wrap if cls is None else wrap(cls)


def stats() -> tuple[int, int]:
    """(texts in the table, texts compiled by this process): for tests and `bench/`."""
    return len(_codes or ()), len(_missed)
