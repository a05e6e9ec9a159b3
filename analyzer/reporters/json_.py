"""`json`: the command's own document, with a "diagnostics" list built here with stable keys.

Shapes (keep the keys: CI scripts read them):
  check: {"rule", "name", "severity", "message", "file", "line", "column", "end_line", "end_column", "kernel", "help"}
  ptxas: {"rule", "name", "severity", "message", "kernel", "arch", "line", "help"}   (line = the log line)
`message` says what is wrong, `help` the fix (null when the rule gives none).
Positions are 1-based, end exclusive; null where a finding has no position.
"""

from __future__ import annotations

import json
from typing import Any, TextIO

from analyzer.diagnostics import Diagnostic, sort_diagnostics

SHAPES: dict[str, tuple[str, ...]] = {
    "check": ("rule", "name", "severity", "message", "file", "line", "column", "end_line", "end_column", "kernel",
              "help"),
    "ptxas": ("rule", "name", "severity", "message", "kernel", "arch", "line", "help"),
}


def diagnostic_dict(diag: Diagnostic, shape: str = "check") -> dict[str, Any]:
    """One diagnostic as a flat dict with the keys of `shape` (in that order)."""
    span = diag.span
    full = {
        "rule": diag.rule_id, "name": diag.name, "severity": str(diag.severity), "message": diag.message,
        "file": diag.path, "line": span.line if span else None, "column": span.column if span else None,
        "end_line": span.end_line if span else None, "end_column": span.end_column if span else None,
        "kernel": diag.symbol, "arch": diag.arch, "help": diag.help,
    }
    return {key: full[key] for key in SHAPES.get(shape, SHAPES["check"])}


def diagnostics_list(diagnostics, shape: str = "check") -> list[dict[str, Any]]:
    return [diagnostic_dict(d, shape) for d in sort_diagnostics(diagnostics)]


def render(diagnostics: list[Diagnostic], out: TextIO, context) -> None:
    # NOTE: a "diagnostics" key already in the document keeps its place; otherwise it goes last.
    document = dict(context.document or {})
    document["diagnostics"] = diagnostics_list(diagnostics, context.command)
    json.dump(document, out, indent=2, ensure_ascii=False)
    out.write("\n")
