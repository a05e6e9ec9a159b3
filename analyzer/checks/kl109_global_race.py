"""KL109 global-race — docs: rules/KL109.yaml.

A plain store or read-modify-write of a global location that another thread of the launch also writes or reads
with nothing ordering them: an address that does not depend on the thread (`data[0] += sum` by every thread),
addresses that coincide between threads by the lane model (`out[tid / 2] = ...`), within a block between the same
two barriers, or across blocks when the launch has more than one. A plain read of a location other threads update
atomically is a note (an error when it comes after its block's own update of a location every block of a
multi-block launch updates: it expects a total nothing waits for, `_race_report.partial_total`), and so is a
result slot (a plain store of a thread's value under a test of loaded data that
the kernel never reads back: _race_fix.result_slot). The model is analysis/race/; docs/races.md explains it and its limits."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context
from analyzer.checks._race_report import report
from analyzer.diagnostics import Diagnostic

ID = "KL109"
KIND = "source"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    yield from report(unit, ctx, "global", order=lambda r: r.cross_block)
