"""KL111 grid-does-not-cover — docs: rules/KL111.yaml.

A grid rounded down (`dim3 grid(M / 4)`) for a kernel that checks its index against the count (`if (row < M)`):
the blocks reach floor(M / 4) * E indices (E the index's step per block), so the last ones are never computed when
the count is not a multiple (analysis/coverage.py; the launch fact LaunchInfo.grid_floors)."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL111"
KIND = "source"
USES_INDEX = True  # the launches reaching a kernel, in its program


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    from analyzer.analysis.coverage import guarded
    from analyzer.analysis.launches import launch_facts, site

    source = unit.tu.source or unit.text
    for func in unit.tu.kernels():
        if func.body is None:
            continue
        launches = [la for la in launch_facts(unit, func, ctx.shared, ctx.settings).launches
                    if la.grid_floors and la.block and None not in la.block and la.arity == len(func.params)]
        found_any: dict = {}  # NOTE: every launch is judged; each check's finding is a launch whose count is read at
        for launch in launches:  # run time if one has it (a warning), else the first whose callers choose it (a note)
            for k, d, i, line, count, chosen in launch.grid_floors:
                param = func.params[i].name
                if not param or func.params[i].type.pointers:
                    continue
                found = guarded(func, param, "xy"[k], launch.block)
                if found is None or found[1] > d:
                    continue
                cmp, e = found
                test = source_text(source, cmp.span) or "the check"
                where = site(unit, launch)
                share = (f"the last {param} % {d} indices get no thread and are never computed" if e == d else
                         f"only {e} of every {d} indices get a thread")
                detail = (f"the launch at {where} makes {param} / {d} blocks along {'xy'[k]} (rounded down, line "
                          f"{line}; {param} the count it passes), each covering {e} values of the index the kernel "
                          f"checks with `{test}` (line {cmp.span.line}): where {param} is not a multiple of {d}, "
                          f"{share}, though the check shows the kernel takes any {param}")
                fix = (f"round the grid up: `({param} + {d - 1}) / {d}` blocks (the check already stops the threads "
                       f"past {param})" if e == d else
                       f"make the grid cover the range: `({param} + {e - 1}) / {e}` blocks of {e} values each")
                if chosen:  # NOTE: the caller chooses the count: a multiple there loses nothing
                    detail += (f"; {count} is a parameter of the launching function `{launch.function}`, so this holds "
                               f"where its callers pass a count that is not a multiple of {d}")
                found_any.setdefault(cmp.span, []).append((chosen, detail, fix))
        for span, candidates in found_any.items():
            chosen, detail, fix = min(candidates, key=lambda f: f[0])
            yield ctx.report(span, symbol=func.name, detail=detail, help=fix, note=chosen)

