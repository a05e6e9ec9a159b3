"""KL209 compiler-error — docs: rules/KL209.yaml. Subject: one compiler message of a build log."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic, Span

ID = "KL209"
KIND = "message"
LEVELS = ("error", "fatal")


def check(message: Any, ctx: Context) -> Iterator[Diagnostic]:
    """`message` is an analyzer.logs.records.LogMessage; `ctx.shared["errors"]` counts the errors seen so far,
    so a `fatal` that closes a run whose errors were reported is not a second finding."""
    if message.level not in LEVELS:
        return
    if message.level == "fatal" and ctx.shared.get("errors"):
        return
    ctx.shared["errors"] = ctx.shared.get("errors", 0) + 1
    symbol = None
    if message.kernel:
        from analyzer.logs.names import demangle

        symbol = demangle(message.kernel)
    yield ctx.report(Span.at(message.line), f"{message.tool or 'compiler'} {message.level}: {message.text}",
                     symbol=symbol)
