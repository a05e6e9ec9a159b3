"""KL102 barrier-in-divergent-code — docs: rules/KL102.yaml.

A block barrier (`__syncthreads()`, `__syncthreads_count/_and/_or`, cooperative groups' block `.sync()`,
or a call of a `__device__` helper that contains one) reached under a condition that may differ between
threads of one block: inside such an if/switch, inside a loop whose trip count differs between threads,
or after a `break`/`continue` (or a helper's `return`) taken by some threads only. Block granularity:
`threadIdx.x < 64` and `threadIdx.x == 0` count. A kernel's early `return` does not (see
analyzer/analysis/divergence.py: exited threads no longer hold up the barrier)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.divergence import analysed_functions, divergent_guard
from analyzer.checks.base import Context
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL102"
KIND = "source"

_WHERE = {"if": "inside `if ({c})` (line {line})", "else": "in the `else` of `if ({c})` (line {line})",
          "switch": "inside `switch ({c})` (line {line})",
          "loop": "inside a loop whose condition `{c}` (line {line}) differs between threads, so they run "
                  "different numbers of iterations",
          "break": "after a `break` taken only by the threads for which `{c}` holds (line {line})",
          "continue": "after a `continue` taken only by the threads for which `{c}` holds (line {line})",
          "return": "after a `return` taken only by the threads for which `{c}` holds (line {line})"}


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    source = unit.tu.source or unit.text
    for func, result in analysed_functions(unit, ctx):
        for site in result.barriers:
            found = divergent_guard(site.guards, func, unit, ctx)
            if found is None:
                continue
            guard, shape = found
            cond = source_text(source, guard.cond.span) if guard.cond is not None else "the range"
            where = _WHERE[guard.kind].format(c=cond, line=guard.cond.span.line if guard.cond is not None else "?")
            if shape is None:
                how = "depends on per-thread data and may differ between threads of a block"
            elif shape.assumed:
                how = (f"differs between threads of a block (assuming {shape.x}x{shape.y}x{shape.z}"
                       f"{', as ' + shape.why if shape.why else ''}: no launch in "
                       "the analysed files; config `block-size` tells kernlint the real block size)")
            else:
                how = f"differs between threads of a block (with {shape.label})"
            what = f"`{site.via}()` calls a block barrier" if site.via else \
                f"`{source_text(source, site.node.span) or '__syncthreads()'}` is a block barrier"
            yield ctx.report(site.node.span, symbol=func.name, detail=(
                f"{what} reached {where}; the condition {how}, and a barrier that not every thread "
                "reaches is undefined behaviour (hangs or silently wrong results)"),
                help="move the barrier out of the conditional code so that all threads of the block reach it "
                     "(threads with no work can skip the work but not the barrier)")
