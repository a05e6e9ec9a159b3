"""Reading user source files: discovery under directories, bytes -> text, stdin.

Decoding: UTF-8, UTF-8 with a BOM (stripped), else cp1252 (or latin-1 for its five undefined bytes) with a
note. A file with a NUL byte in its first 8 KiB is binary: an error for that file, which is skipped.
Line endings: CRLF and lone CR become LF, so line numbers match what editors show.

Discovery: files named on the command line are taken whatever their suffix, unless the config's
`exclude` matches them (as flake8 does: pre-commit names every staged file); directories are walked
recursively for SOURCE_SUFFIXES, C++ files (HOST_SUFFIXES) that hold a kernel or a launch (`device_code`: a
bytes sniff), and `Settings.include` globs, minus `Settings.exclude` globs (matched
against the path relative to the named directory and against each path component). Directory symlinks
are followed once (loops are cut by the resolved path) and only when they lead to a directory inside the
named one. Non-regular files (FIFOs, sockets, devices) are skipped with a note, never opened: reading a
FIFO would block. An unreadable directory is an input error, as an unreadable file is. The result is
sorted and de-duplicated.
"""

from __future__ import annotations

import fnmatch
import os
import re
import stat
import sys
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable

# NOTE: the include resolver and walker live in analyzer/includes.py (this module's size); the names its users
# import from here stay here
from analyzer.includes import find_header, flatten, include_tree, project_header, walk_includes  # noqa: F401
from analyzer.prebuilt import dataclass
from analyzer.config import Settings
from analyzer.lazyre import lazy

SOURCE_SUFFIXES = (".cu", ".cuh", ".hip")
# NOTE: C++ files that hold CUDA/HIP device code in real trees: HIP's `.cpp` (the ROCm convention), kernels in
# headers a `.cu` includes; a directory walk reads one of them when device_code() finds a kernel or a launch
HOST_SUFFIXES = (".cpp", ".cc", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h", ".inl", ".ipp")
_DEVICE_CODE = lazy(rb"__global__|<<<|hipLaunchKernelGGL")
_LAUNCH = lazy(rb"<<<[^;\"]*?>>>\s*\(")
BINARY_SNIFF = 8192


@dataclass(frozen=True)
class SourceText:
    """A decoded file: its text, and its lines found once (by "\\n" only, as the lexer and the reporters count
    them: a form feed or vertical tab does not end a line). `note` says how it was decoded when not plain UTF-8."""

    path: str
    text: str
    note: str | None = None

    @cached_property
    def line_starts(self) -> tuple[int, ...]:
        """Offset of the first character of every line (line n starts at line_starts[n - 1])."""
        return (0, *(m.end() for m in _NEWLINE.finditer(self.text)))

    @cached_property
    def lines(self) -> tuple[str, ...]:
        """Every line without its line end (a final "\\n" leaves an empty last line, as str.split does)."""
        return tuple(line.rstrip("\r") for line in self.text.split("\n"))

    @property
    def line_count(self) -> int:
        """Lines as an editor numbers them (a final "\\n" opens no new line)."""
        return len(self.line_starts) - (1 if self.text.endswith("\n") else 0)

    def line(self, number: int) -> str | None:
        """Line `number` (1-based) without its line end, or None past the end."""
        starts = self.line_starts
        if number < 1 or number > len(starts):
            return None
        end = starts[number] - 1 if number < len(starts) else len(self.text)
        return self.text[starts[number - 1]:end].rstrip("\r")

    def snippet(self, span: Any) -> str:
        """The text of `span` (1-based lines and columns, end exclusive), joined with spaces across lines."""
        if not span or span.line < 1 or span.line > self.line_count:
            return ""
        first = self.line(span.line) or ""
        if span.line == span.end_line:
            return first[span.column - 1:span.end_column - 1]
        parts = [first[span.column - 1:]]
        parts += [(self.line(n) or "").strip() for n in range(span.line + 1, span.end_line)]
        if span.end_line <= self.line_count:
            parts.append((self.line(span.end_line) or "")[:span.end_column - 1].strip())
        return " ".join(p for p in parts if p)


_NEWLINE = re.compile("\n")


@lru_cache(maxsize=16)
def text_of(text: str) -> SourceText:
    """The SourceText of a string already decoded (the IR keeps its text as a str): built once per text, so
    quoting many spans of one file costs one pass over it, not one per quote."""
    return SourceText("", text)


class SourceError(Exception):
    """A file that cannot be analysed (missing, unreadable, binary): one line naming it."""


def decode(data: bytes, path: str) -> SourceText:
    """Bytes -> text with normalised newlines; raises SourceError for binary data."""
    if b"\x00" in data[:BINARY_SNIFF]:
        raise SourceError(f"{path}: binary file (NUL bytes), skipped")
    note = None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        try:
            text = data.decode("cp1252")
            note = f"not UTF-8 (byte {exc.start}); read as Windows-1252"
        except UnicodeDecodeError:
            text = data.decode("latin-1")
            note = f"not UTF-8 (byte {exc.start}); read as Latin-1"
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return SourceText(path, text, note)


def _kind(mode: int) -> str | None:
    """None for a regular file (or directory), else what the file is, in words."""
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return ("a FIFO" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode) else
            "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "not a file")


def irregular(path: str) -> str | None:
    """"x.cu: not a regular file (a FIFO)" for a FIFO/socket/device, else None (also when missing)."""
    try:
        kind = _kind(os.stat(path).st_mode)
    except OSError:
        return None
    return f"{path}: not a regular file ({kind})" if kind else None


def read_source(path: str) -> SourceText:
    """Read and decode one file; missing/unreadable/binary/non-regular -> SourceError with a one-line message."""
    note = irregular(path)
    if note:
        raise SourceError(note)  # NOTE: opening a FIFO for reading blocks until a writer comes
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise SourceError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise SourceError(f"{path}: is a directory") from None
    except PermissionError:
        raise SourceError(f"{path}: permission denied") from None
    except OSError as exc:
        raise SourceError(f"{path}: cannot read ({exc.strerror or exc})") from None
    return decode(data, path)


def read_stdin(display_name: str) -> SourceText:
    data = sys.stdin.buffer.read()
    return decode(data, display_name)


def _excluded(rel: str, patterns: Iterable[str]) -> bool:
    parts = rel.split("/")
    for pattern in patterns:
        pat = pattern.rstrip("/")
        if fnmatch.fnmatch(rel, pat) or fnmatch.fnmatch(rel, pat + "/*"):
            return True
        if "/" not in pat and any(fnmatch.fnmatch(p, pat) for p in parts):
            return True
    return False


def device_code(path: str) -> bool:
    """A C++ file (HOST_SUFFIXES) that holds a kernel or a launch: `__global__`, `<<<...>>>(` or
    `hipLaunchKernelGGL` in its bytes outside `//` and ` * ` comment lines (a cheap sniff, not a parse: one
    regular-expression scan of the bytes; an unreadable file is left out)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False  # NOTE: never opened: reading a FIFO would block
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError:
        return False
    if b"__global__" not in data and b"<<<" not in data and b"hipLaunchKernelGGL" not in data:
        return False  # NOTE: most host files: three substring searches cost a fifth of the pattern's scan
    for m in _DEVICE_CODE.finditer(data):
        line = data[data.rfind(b"\n", 0, m.start()) + 1:m.start()]
        if b"//" in line or line.lstrip().startswith((b"*", b"/*")) or (line.count(b'"') - line.count(b'\\"')) % 2:
            continue  # NOTE: in a comment (`// a templatized __global__ or ...`) or a string (NVRTC source)
        if m.group() != b"<<<" or _LAUNCH.match(data, m.start()):
            return True  # NOTE: `<<<` only as a launch's `<<<...>>>(`, not in a string (`"folder <%s> <<<"`)
    return False


def _wanted(name: str, rel: str, include: Iterable[str], full: str = "") -> bool:
    if name.endswith(SOURCE_SUFFIXES):
        return True
    if any(fnmatch.fnmatch(name, g) or fnmatch.fnmatch(rel, g) for g in include):
        return True
    return bool(full) and name.endswith(HOST_SUFFIXES) and device_code(full)


def discover(paths: Iterable[str], include: Iterable[str] = (), exclude: Iterable[str] = (),
             settings: Settings | None = None, notes: list[str] | None = None) -> tuple[list[str], list[str]]:
    """(files to analyse, one-line errors for missing paths and unreadable directories). `-` passes through
    as stdin. Skipped non-regular files are appended to `notes` (one line each).

    With `settings` (analyzer.config.Settings), its `is_included`/`is_excluded` (globs relative to the
    config file's directory) are used in addition to `include`/`exclude` (relative to each named dir)."""
    include, exclude = tuple(include), tuple(exclude)
    extra_in = settings.is_included if settings is not None else None
    extra_out = settings.is_excluded if settings is not None else None
    files: list[str] = []
    errors: list[str] = []
    for raw in paths:
        if raw == "-":
            files.append("-")
            continue
        path = Path(raw)
        try:
            is_dir = path.is_dir()
        except PermissionError:  # NOTE: a directory on the way that may not be searched
            errors.append(f"{raw}: permission denied")
            continue
        if is_dir:
            files.extend(_walk(path, include, exclude, extra_in, extra_out, errors, notes))
        elif path.exists() or path.is_symlink():
            # NOTE: named explicitly: analysed whatever its suffix, but the config's `exclude` still applies
            # (pre-commit names every staged file; an excluded tree must stay quiet there too), and a C++ file
            # is sniffed as in a walk (pre-commit names every staged .cpp/.h: host-only ones cost a parse for
            # nothing)
            if extra_out and extra_out(raw):
                continue
            if raw.endswith(HOST_SUFFIXES) and not raw.endswith(SOURCE_SUFFIXES) and not device_code(raw):
                continue
            note = irregular(raw)
            if note:  # NOTE: bad input like a missing file (a FIFO, a socket, a device): listed, exit 2
                errors.append(note)
                continue
            files.append(raw)
        else:
            errors.append(f"{raw}: no such file or directory")
    seen: set[str] = set()
    unique = []
    for f in files:
        key = f if f == "-" else os.path.normpath(f)
        if key not in seen:
            seen.add(key)
            unique.append(f if f == "-" else key)
    unique.sort(key=lambda f: (f == "-", f))
    return unique, errors


def _walk(root: Path, include: tuple[str, ...], exclude: tuple[str, ...], extra_in: Callable | None = None,
          extra_out: Callable | None = None, errors: list[str] | None = None,
          notes: list[str] | None = None) -> list[str]:
    found: list[str] = []
    visited: set[str] = set()
    top = os.path.realpath(root)

    def unreadable(exc: OSError) -> None:
        if errors is not None:
            why = "permission denied" if isinstance(exc, PermissionError) else f"cannot read ({exc.strerror or exc})"
            errors.append(f"{exc.filename or root}: {why}")

    def inside(path: str) -> bool:
        real = os.path.realpath(path)
        return real == top or real.startswith(top.rstrip(os.sep) + os.sep)

    for dirpath, dirnames, filenames in os.walk(root, followlinks=True, onerror=unreadable):
        try:
            real = os.path.realpath(dirpath)
        except OSError:
            dirnames[:] = []
            continue
        if real in visited:  # NOTE: a symlink loop (or a second link to the same tree): walk it once
            dirnames[:] = []
            continue
        visited.add(real)
        rel_dir = os.path.relpath(dirpath, root)
        rel_dir = "" if rel_dir == "." else rel_dir.replace(os.sep, "/") + "/"
        # NOTE: a directory symlink is followed only into the named tree (`up -> ../..` would walk the disk)
        dirnames[:] = sorted(d for d in dirnames if not _excluded(rel_dir + d, exclude)
                             and not (extra_out and extra_out(os.path.join(dirpath, d)))
                             and (not os.path.islink(os.path.join(dirpath, d)) or inside(os.path.join(dirpath, d))))
        for name in filenames:
            rel = rel_dir + name
            full = os.path.join(dirpath, name)
            if _excluded(rel, exclude) or extra_out and extra_out(full):
                continue
            if _wanted(name, rel, include) or bool(extra_in and extra_in(full)) or _wanted(name, rel, (), full):
                note = irregular(full)
                if note:
                    if errors is not None:
                        errors.append(note)
                    continue
                found.append(full)
    return found
