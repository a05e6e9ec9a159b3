"""Write a file whole or not at all: a temporary file in the target's directory, then os.replace.

The one place kernlint replaces files: reports (`--output-file`), baselines, `--fix`, the result cache, the
parse-table and data caches. A reader (an editor, a parallel worker, a concurrent run) sees the old file or the
new one, never a torn one; a failed write leaves the target as it was and removes the temporary file."""

from __future__ import annotations

import io
import os
import tempfile
from pathlib import Path
from typing import IO, Callable, Union

Content = Union[bytes, str, Callable[[IO], None]]

# the permission bits of the new file: an ordinary new file (0666 less the umask), the target's own bits
# (`--fix` rewrites a file the user owns), or mkstemp's 0600 (a private cache entry)
MODES = ("umask", "keep", "private")


class NoTempFile(OSError):
    """No temporary file could be made beside the target (a read-only directory, /proc): nothing was written."""


def text_writer(write: Callable[[IO[str]], None]) -> Callable[[IO], None]:
    """`write` (which writes to a text file) as a content function of write_atomic: UTF-8, "\n" line ends."""
    def content(binary: IO) -> None:
        handle = io.TextIOWrapper(binary, encoding="utf-8", newline="\n")
        write(handle)
        handle.flush()
        handle.detach()
    return content


def write_atomic(target: str | os.PathLike, content: Content, mode: str = "umask") -> None:
    """Replace `target` by `content`: bytes, a str (written as UTF-8 with "\\n" line ends), or a function
    that writes to the open binary file. Raises OSError (nothing replaced, no temporary file left); NoTempFile
    when no temporary file could be made."""
    if mode not in MODES:
        raise ValueError(f"write_atomic: mode {mode!r} is not one of {MODES}")
    path = Path(target)
    keep = path.stat().st_mode & 0o7777 if mode == "keep" else None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent if str(path.parent) else ".")
    except OSError as exc:
        raise NoTempFile(exc.errno, exc.strerror, exc.filename) from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            if callable(content):
                content(handle)
            else:
                handle.write(content.encode("utf-8") if isinstance(content, str) else content)
        if mode == "umask":
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        elif keep is not None:
            os.chmod(tmp, keep)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


__all__ = ["MODES", "NoTempFile", "text_writer", "write_atomic"]
