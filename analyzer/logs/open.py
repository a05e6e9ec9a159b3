"""Open a build log (a path, or "-" for stdin) as a text stream, with one-line errors for bad input."""

from __future__ import annotations

import codecs
import contextlib
import io
import sys
from pathlib import Path
from typing import IO, Iterator

from analyzer.errors import KernlintError

SNIFF = 8192  # bytes looked at for NUL before a log is read as text


def binary_data(name: str) -> str:
    """The one line a log with NUL bytes is refused with (here and by analyzer/logs/chunks.py's workers)."""
    return f"{name}: binary data, not a text build log"


class _Guard(io.TextIOBase):
    """Wraps a text stream: rejects binary input (NUL bytes) and strips a leading BOM."""

    def __init__(self, inner: IO[str], name: str) -> None:
        self.inner, self.name, self.first = inner, name, True

    def readable(self) -> bool:
        return True

    @property
    def encoding(self) -> str:
        return getattr(self.inner, "encoding", "") or ""

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
            raise KernlintError(binary_data(self.name))
        return data


def _encoding(head: bytes, name: str) -> str:
    """UTF-16 when the log starts with its BOM (PowerShell's `>` writes that), else UTF-8; NUL bytes in
    a UTF-8 log mean it is not text."""
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    if b"\x00" in head:
        raise KernlintError(binary_data(name))
    return "utf-8"


@contextlib.contextmanager
def open_log(path: str) -> Iterator[IO[str]]:
    """`path` as a text stream (UTF-8 or, with its BOM, UTF-16; undecodable bytes replaced; CR kept so
    line numbers are exact). Binary input is refused before anything is read as text."""
    if path == "-":
        peek = getattr(sys.stdin.buffer, "peek", None)
        encoding = _encoding(peek(SNIFF)[:SNIFF], "<stdin>") if peek is not None else "utf-8"
        stream = io.TextIOWrapper(sys.stdin.buffer, encoding=encoding, errors="replace", newline="")
        yield _Guard(stream, "<stdin>")
        return
    file = Path(path)
    if file.is_dir():
        raise KernlintError(f"{path}: is a directory, not a build log")
    try:
        with open(file, "rb") as raw:  # NOTE: refuse a binary file before any output is written
            encoding = _encoding(raw.read(SNIFF), path)
        handle = open(file, encoding=encoding, errors="replace", newline="")
    except FileNotFoundError:
        raise KernlintError(f"{path}: no such file") from None
    except OSError as exc:
        raise KernlintError(f"{path}: cannot read ({exc.strerror or exc})") from None
    with handle:
        yield _Guard(handle, path)
