"""Kernels the user marks as the baseline of a comparison (issue 28): a naive version kept beside its
optimised one on purpose. KL201, KL401 and KL402 report their findings in such a kernel as notes that say
so. Only the user's mark decides: never another kernel's name, tile or file (a finding's severity must
not depend on what else is in the file or folder).

- `// kernlint: baseline` (or `/* kernlint: baseline */`) on a line of the kernel's head, from its first
  line to the line of the body's `{`, or in the comments directly above it (nothing but comments and
  blank lines in between);
- the config key `baseline-kernels: [reduceNeighbored, "transpose*Naive"]` (names or globs, matched
  against the kernel's unqualified name).
"""

from __future__ import annotations

import fnmatch
import re
from typing import Any

_MARK = re.compile(r"\bkernlint\s*:\s*baseline\b(?!\s*[\[-])", re.IGNORECASE)

TEXT = ("this kernel is marked as the baseline of a comparison (`// kernlint: baseline` or `baseline-kernels`), "
        "kept as it is on purpose")


def _marked_lines(comments: Any) -> list[tuple[int, int]]:
    return [(c.line, getattr(c, "end_line", c.line)) for c in comments if _MARK.search(c.text)]


def _marks(func: Any, marks: list[tuple[int, int]], lines: list[str], comment_lines: set[int]) -> bool:
    first = func.span.line
    head_end = func.body.span.line if func.body is not None else func.span.end_line
    for start, end in marks:
        if first <= start <= head_end:
            return True
        if end < first and all(not lines[n - 1].strip() or n in comment_lines
                               for n in range(end + 1, first) if n - 1 < len(lines)):
            return True
    return False


def baseline_kernels(unit: Any, ctx: Any) -> frozenset[str]:
    """The names of the file's kernels marked as baselines (cached per file in ctx.shared)."""
    key = "baseline.kernels"
    shared = getattr(ctx, "shared", None)
    if shared is not None and key in shared:
        return shared[key]
    patterns = tuple(getattr(getattr(ctx, "settings", None), "baseline_kernels", ()) or ())
    kernels = [f for f in unit.tu.functions() if f.is_kernel]
    found = {f.name for f in kernels if any(fnmatch.fnmatchcase(f.name, p) for p in patterns)}
    comments = tuple(getattr(unit.tu, "comments", ()) or ())
    marks = _marked_lines(comments)
    if marks:
        lines = (unit.tu.source or unit.text or "").split("\n")
        covered = {n for c in comments if getattr(c, "own_line", False)
                   for n in range(c.line, getattr(c, "end_line", c.line) + 1)}
        found |= {f.name for f in kernels if _marks(f, marks, lines, covered)}
    result = frozenset(found)
    if shared is not None:
        shared[key] = result
    return result


__all__ = ["baseline_kernels", "TEXT"]
