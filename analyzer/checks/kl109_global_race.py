"""KL109 global-race — docs: rules/KL109.yaml.

A plain store or read-modify-write of a global location that another thread of the launch also writes or reads
with nothing ordering them: an address that does not depend on the thread (`data[0] += sum` by every thread),
addresses that coincide between threads by the lane model (`out[tid / 2] = ...`), within a block between the same
two barriers, or across blocks when the launch has more than one. A plain read of a location other threads update
atomically is a note (an error when it comes after its block's own update of a location every block of a
multi-block launch updates: it expects a total nothing waits for, `_race_report.partial_total`), and so is a
result slot (a plain store of a thread's value under a test of loaded data that
the kernel never reads back: _race_slots.result_slot). The model is analysis/race/; docs/races.md explains it and its limits.
Per-block ranges closed at both ends (`o <= start + W` where the next block starts at start + W) store their
boundary element from two blocks: analysis/race/ranges.py (a note where the value is the same, else an error); the
race model's finding on such a store (it sees the same pair where the width is a constant) is left to it: one finding
per store."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context
from analyzer.checks._race_report import report
from analyzer.diagnostics import Diagnostic

ID = "KL109"
KIND = "source"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    claimed = list(_closed_ranges(unit, ctx))
    spans = {store.target.span for store, _ in claimed}
    yield from (d for d in report(unit, ctx, "global", order=lambda r: r.cross_block) if d.span not in spans)
    yield from (d for _, d in claimed)


def _closed_ranges(unit, ctx: Context) -> Iterator[tuple]:
    """(store, finding): blocks whose per-block ranges are closed at both ends store their shared boundary element
    twice (analysis/race/ranges.py), in a launch of more than one block (or of a grid not known)."""
    from analyzer.analysis.launches import launch_facts
    from analyzer.analysis.race.ranges import closed_ranges
    from analyzer.cuda.written import written

    for func in unit.tu.kernels():
        found = closed_ranges(func)
        launches = launch_facts(unit, func, ctx.shared, ctx.settings).launches if found else ()
        if not any(la.grid is None or la.grid[0] is None or la.grid[0] > 1 for la in launches):
            continue
        for store, loop, counter, end, same in found:
            target, last = written(unit, store.target), written(unit, end)
            detail = (f"`{target}` (line {store.span.line}) is stored by two blocks at each boundary of their ranges: "
                      f"the loop at line {loop.span.line} runs `{counter}` up to `{last}` inclusive (`<=`), and "
                      f"`{last}` is the first element of the next block's range, so the last element of each block "
                      f"is the next one's first, with nothing ordering the two stores")
            if same:
                detail += (": both store the same value (it reads the element alone), so nothing is corrupted, but "
                           "each block computes one element of the next one's range again (one more iteration for "
                           "the thread that reaches it: e + 1 where the range is e times the block)")
            else:
                detail += (": the values differ (the stored value reads the thread or the block beyond the "
                           "element)" if store.op == "=" else f": one `{store.op}` update of the two is lost")
            yield store, ctx.report(store.span, symbol=func.name, note=same, detail=detail, help=(
                f"end each range one element before the next block's: `{counter} < {last}` where the bound is "
                f"that sum itself, `{last} - 1` where it is inside a min (`min(n - 1, {last} - 1)`)"))
