"""`text`: `path:line:col: KLnnn [severity] message (name)`, then the source lines of the span,
highlighted with pygments (the only module that imports it), and a caret line under the span.

Colour only when writing to a terminal and NO_COLOR is unset (FORCE_COLOR forces it; the context's
`color` overrides both). Snippets show at most MAX_LINES lines of a span; columns count code points.
"""

from __future__ import annotations

import os
import re
from typing import TextIO

from analyzer.diagnostics import Diagnostic, Severity, sort_diagnostics

MAX_LINES = 3
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_SGR = {"bold": "1", "red": "31", "yellow": "33", "cyan": "36", "green": "32", "dim": "2"}
_SEVERITY_COLOR = {Severity.ERROR: "red", Severity.WARNING: "yellow", Severity.NOTE: "cyan"}


def use_color(out: TextIO, forced: bool | None) -> bool:
    if forced is not None:
        return forced
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    isatty = getattr(out, "isatty", None)
    try:
        return bool(isatty and isatty())
    except (OSError, ValueError):
        return False


def _paint(text: str, *styles: str, on: bool) -> str:
    if not on or not styles:
        return text
    return "\x1b[" + ";".join(_SGR[s] for s in styles) + "m" + text + "\x1b[0m"


def headline(diag: Diagnostic, color: bool = False) -> str:
    where = f"{diag.path}:{diag.line}:{diag.column}" if diag.span else diag.path
    sev = _paint(str(diag.severity), "bold", _SEVERITY_COLOR[diag.severity], on=color)
    code = _paint(diag.rule_id, "bold", on=color)
    return f"{_paint(where, 'bold', on=color)}: {code} [{sev}] {diag.message} ({diag.name})"


def _highlight(lines: list[str]) -> list[str]:
    from pygments import highlight
    from pygments.formatters import TerminalFormatter
    from pygments.lexers import CudaLexer

    rendered = highlight("\n".join(lines) + "\n", CudaLexer(stripnl=False, ensurenl=False), TerminalFormatter())
    out = rendered.split("\n")
    # NOTE: pygments keeps one output line per input line; fall back to plain text if it ever does not.
    return out[: len(lines)] if len(out) >= len(lines) else lines


def snippet(diag: Diagnostic, lines: list[str] | None, color: bool = False) -> list[str]:
    """The gutter-numbered source lines of the span and caret lines under it ([] without a span/source)."""
    span = diag.span
    if span is None or not lines or span.line < 1 or span.line > len(lines):
        return []
    last = min(span.end_line, span.line + MAX_LINES - 1, len(lines))
    if span.end_line > span.line and span.end_column == 1 and last == span.end_line and last > span.line:
        last -= 1  # NOTE: a span ending at column 1 of a line covers none of that line
    shown = [_CONTROL.sub("\ufffd", lines[n - 1]) for n in range(span.line, last + 1)]
    painted = _highlight(shown) if color else shown
    width = len(str(last))
    result: list[str] = []
    for number, raw, text in zip(range(span.line, last + 1), shown, painted):
        result.append(f"{number:>{width}} | {text}")
        start = span.column if number == span.line else len(raw) - len(raw.lstrip()) + 1
        end = span.end_column if number == span.end_line else len(raw) + 1
        start = min(max(start, 1), len(raw) + 1)
        end = max(end, start + 1)
        pad = "".join(ch if ch == "\t" else " " for ch in raw[: start - 1])
        marks = ("^" if number == span.line else "~") + "~" * (end - start - 1)
        result.append(f"{'':>{width}} | {pad}{_paint(marks, 'bold', 'green', on=color)}")
    return result


def render(diagnostics: list[Diagnostic], out: TextIO, context) -> None:
    color = use_color(out, context.color)
    for diag in sort_diagnostics(diagnostics):
        out.write(headline(diag, color) + "\n")
        lines = context.source_lines(diag.path) if diag.span else None
        for row in snippet(diag, lines, color):
            out.write(row + "\n")
        if diag.help:  # NOTE: ruff's shape: the fix on its own line after the source
            out.write(f"{_paint('help', 'bold', 'cyan', on=color)}: {diag.help}\n")
    line = summary_line(diagnostics, context)
    if line:
        out.write(line + "\n")


def summary_line(diagnostics: list[Diagnostic], context) -> str | None:
    """`check`'s last line (ruff's "Found 3 errors."): "Found 3 findings (2 warnings, 1 error) in 2 files." or
    "No findings in 5 files."; None for other commands (ptxas writes its own)."""
    stats = (context.document or {}).get("statistics") if context.command == "check" else None
    if stats is None:
        return None
    files = stats.get("files", 0)
    in_files = f"in {files} file{'' if files == 1 else 's'}"
    if not diagnostics:
        return f"No findings {in_files}."
    counts = [(sev, sum(1 for d in diagnostics if d.severity == sev)) for sev in
              (Severity.ERROR, Severity.WARNING, Severity.NOTE)]
    parts = ", ".join(f"{n} {sev}{'' if n == 1 else 's'}" for sev, n in counts if n)
    total = len(diagnostics)
    return f"Found {total} finding{'' if total == 1 else 's'} ({parts}) {in_files}."
