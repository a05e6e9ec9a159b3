"""Open a build log (a path, or "-" for stdin) as a text stream, with one-line errors for bad input."""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path
from typing import IO, Iterator

from analyzer.errors import KernlintError

SNIFF = 8192  # bytes looked at for NUL before a log is read as text


class _Guard(io.TextIOBase):
    """Wraps a text stream: rejects binary input (NUL bytes) and strips a leading BOM."""

    def __init__(self, inner: IO[str], name: str) -> None:
        self.inner, self.name, self.first = inner, name, True

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> str:
        try:
            data = self.inner.read(size)
        except OSError as exc:  # NOTE: only reading the log is guarded here, never writing the report
            raise KernlintError(f"{self.name}: read error ({exc.strerror or exc})") from None
        if self.first and data:
            self.first = False
            if data.startswith("\ufeff"):
                data = data[1:]
        if "\x00" in data:
            raise KernlintError(f"{self.name}: binary data, not a text build log")
        return data


@contextlib.contextmanager
def open_log(path: str) -> Iterator[IO[str]]:
    """`path` as a UTF-8 text stream (undecodable bytes replaced; CR kept so line numbers are exact)."""
    if path == "-":
        peek = getattr(sys.stdin.buffer, "peek", None)
        if peek is not None and b"\x00" in peek(SNIFF)[:SNIFF]:
            raise KernlintError("<stdin>: binary data, not a text build log")
        stream = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline="")
        yield _Guard(stream, "<stdin>")
        return
    file = Path(path)
    if file.is_dir():
        raise KernlintError(f"{path}: is a directory, not a build log")
    try:
        with open(file, "rb") as raw:  # NOTE: refuse a binary file before any output is written
            if b"\x00" in raw.read(SNIFF):
                raise KernlintError(f"{path}: binary data, not a text build log")
        handle = open(file, encoding="utf-8", errors="replace", newline="")
    except FileNotFoundError:
        raise KernlintError(f"{path}: no such file") from None
    except OSError as exc:
        raise KernlintError(f"{path}: cannot read ({exc.strerror or exc})") from None
    with handle:
        yield _Guard(handle, path)
