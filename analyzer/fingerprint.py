"""Line-independent identities of findings: SARIF `partialFingerprints` and baselines share them.

A finding's fingerprint is the sha256 of its rule, its file (relative to the checkout holding it, so the
working directory does not matter), its kernel and target, and the whitespace-normalised text of the
source line it points at (the message where no source line exists), plus an occurrence counter among
findings with the same identity. Moving code, or editing other lines, keeps the fingerprint; editing
the line itself, renaming the file or the kernel changes it.
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable

from analyzer.diagnostics import Diagnostic, Span

VERSION = "kernlint/v1"  # the key in SARIF partialFingerprints; change it when the recipe changes


@lru_cache(maxsize=1024)
def _project_root(directory: str) -> str | None:
    """The nearest enclosing directory holding `.git` (a checkout), or None."""
    here = Path(directory)
    for candidate in (here, *here.parents):
        if (candidate / ".git").exists():
            return str(candidate)
    return None


def stable_path(path: str, root: Path) -> str:
    """`path` relative to its checkout when it is in one (the same whatever directory kernlint ran from),
    else relative to `root` (POSIX separators; absolute when outside `root`)."""
    if path in ("-", ""):
        return path
    absolute = os.path.abspath(path)
    project = _project_root(os.path.dirname(absolute))
    base = project if project is not None else os.path.abspath(root)
    rel = os.path.relpath(absolute, base)
    return Path(absolute if rel.startswith("..") else rel).as_posix()


def identity(diag: Diagnostic, path: str, span: Span | None, line_text: str | None, root: Path) -> str:
    """What a finding is, without where it is: rule, file, kernel, target and the code it points at."""
    # NOTE: the message's one-line form as fingerprints were first made (no period before "Fix:"), so that
    # baselines of findings with no source line keep matching when that wording changes
    legacy = f"{diag.message} Fix: {diag.help}" if diag.help else diag.message
    content = " ".join((line_text if line_text is not None else legacy).split())
    return "\0".join((diag.rule_id, stable_path(path, root), diag.symbol or "", diag.arch or "", content))


class Fingerprinter:
    """Fingerprints for findings taken in their sorted order (the occurrence counter depends on it)."""

    def __init__(self, source_line: Callable[[str, int], str | None], root: Path) -> None:
        self.source_line = source_line
        self.root = root
        self._seen: dict[str, int] = {}

    def __call__(self, diag: Diagnostic, path: str | None = None, span: Span | None = None) -> str:
        path = diag.path if path is None else path
        span = diag.span if path == diag.path and span is None else span
        line = self.source_line(path, span.line) if span is not None else None
        base = identity(diag, path, span, line, self.root)
        self._seen[base] = self._seen.get(base, 0) + 1
        return hashlib.sha256(f"{base}\0{self._seen[base]}".encode("utf-8", "surrogatepass")).hexdigest()


def fingerprints(diagnostics: Iterable[Diagnostic], source_line: Callable[[str, int], str | None],
                 root: Path) -> list[tuple[Diagnostic, str]]:
    """(finding, fingerprint) for each finding, in sorted order."""
    from analyzer.diagnostics import sort_diagnostics

    make = Fingerprinter(source_line, root)
    return [(d, make(d)) for d in sort_diagnostics(diagnostics)]

