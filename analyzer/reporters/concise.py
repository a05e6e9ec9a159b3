"""`concise`: `path:line:col: severity: message [KLnnn]`, the gcc shape editors' problem matchers read.

One line per finding and nothing else, the message only (ruff's concise drops the `help:` fix too): scripts
and problem matchers read every line as a finding, so the summary line stays in the `text` format."""

from __future__ import annotations

from typing import TextIO

from analyzer.diagnostics import Diagnostic, sort_diagnostics


def format_one(diag: Diagnostic) -> str:
    where = f"{diag.path}:{diag.line}:{diag.column}" if diag.span else f"{diag.path}:1:1"
    message = " ".join(diag.message.split("\n"))
    return f"{where}: {diag.severity}: {message} [{diag.rule_id}]"


def render(diagnostics: list[Diagnostic], out: TextIO, context) -> None:
    for diag in sort_diagnostics(diagnostics):
        out.write(format_one(diag) + "\n")
