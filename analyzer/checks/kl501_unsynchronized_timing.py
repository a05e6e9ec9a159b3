"""KL501 unsynchronized-timing — docs: rules/KL501.yaml.

A CPU-timed interval that contains GPU work (a launch, `hipLaunchKernelGGL`, a `cudaLaunch*`, an `*Async`
copy or set) with no wait after the last of it before the second clock reading, and
`cudaEventElapsedTime(&ms, a, b)` where nothing waited for `b` since `cudaEventRecord(b)`. Waits and
readings inside macros and inside helpers the file defines count where the helper is called. The
host-flow analysis is analyzer.analysis.host (built once per file, shared with KL502/KL503)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.host.program import host_program
from analyzer.analysis.host.timing import timing_findings
from analyzer.checks.base import Context
from analyzer.lazyre import lazy
from analyzer.source import text_of
from analyzer.diagnostics import Diagnostic

# A comment that says the interval times issuing the work (HeCBench's "Kernel launch enqueue rate").
_ISSUE_COMMENT = lazy(r"(?i)(?://|/\*).*(?:enqueue|launch (?:overhead|latency|rate|time|cost)|api (?:time|call|"
                      r"overhead|return)|dispatch (?:overhead|rate)|submission|issue (?:time|rate))")

ID = "KL501"
KIND = "source"
USES_INDEX = False  # never reads unit.index: no second pass needed for it


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    program = host_program(unit, ctx.shared)
    seen = set()
    for hf in program.functions:
        for f in timing_findings(hf.events, program.hip):
            key = (f.span.line, f.span.column, f.message)
            if key in seen:
                continue
            if f.start_line and any(_ISSUE_COMMENT.search(line)
                                    for line in text_of(unit.text).lines[max(0, f.start_line - 6):f.span.line]):
                continue  # NOTE: the code says it times issuing the work
            seen.add(key)
            yield ctx.report(f.span, f.message, help=f.help, symbol=None if hf.name.startswith("<") else hf.name)
