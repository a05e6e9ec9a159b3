"""`github`: GitHub Actions workflow commands (`::warning file=..,line=..::message`).

Escaping follows the Actions runner (toolkit `command.ts`): in the message `%`, CR and LF are
percent-encoded; in property values `:` and `,` as well.
"""

from __future__ import annotations

from typing import TextIO

from analyzer.diagnostics import Diagnostic, Severity, sort_diagnostics
from analyzer.reporters import relative_path

LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "notice"}


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def format_one(diag: Diagnostic, context) -> str:
    props: list[tuple[str, object]] = []
    if diag.path not in ("-", ""):
        props.append(("file", relative_path(diag.path, context.root)))
    if diag.span:
        span = diag.span
        props += [("line", span.line), ("col", span.column), ("endLine", span.end_line)]
        if span.end_line == span.line:
            # NOTE: GitHub ignores endColumn on multi-line annotations; our end column is exclusive.
            props.append(("endColumn", max(span.end_column - 1, span.column)))
    props.append(("title", f"{diag.rule_id} {diag.name}"))
    head = ",".join(f"{key}={escape_property(str(value))}" for key, value in props)
    return f"::{LEVELS[diag.severity]} {head}::{escape_data(diag.text)}"


def render(diagnostics: list[Diagnostic], out: TextIO, context) -> None:
    for diag in sort_diagnostics(diagnostics):
        out.write(format_one(diag, context) + "\n")
