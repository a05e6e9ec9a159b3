"""KL111 grid-does-not-cover — docs: rules/KL111.yaml.

A grid rounded down (`dim3 grid(M / 4)`) for a kernel that checks its index against the count (`if (row < M)`),
or whose index steps by the divisor per block with no grid-stride loop and no test against the count (the kernel
is not passed it, or never tests it): the blocks reach floor(M / 4) * E indices (E the index's step per block), so
the last ones are never computed when the count is not a multiple (analysis/coverage.py; the launch fact
LaunchInfo.grid_floors). A host that takes the count's remainder by the divisor (a check, a tail) is no claim."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL111"
KIND = "source"
USES_INDEX = True  # the launches reaching a kernel, in its program


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    from analyzer.analysis.launches import launch_facts

    for func in unit.tu.kernels():
        if func.body is None:
            continue
        launches = [la for la in launch_facts(unit, func, ctx.shared, ctx.settings).launches
                    if la.grid_floors and la.block and None not in la.block and la.arity == len(func.params)]
        found_any: dict = {}  # NOTE: every launch is judged; each check's finding is a launch whose count is read at
        for launch in launches:  # run time if one has it (a warning), else the first whose callers choose it (a note)
            for floor in launch.grid_floors:
                found = _finding(unit, func, launch, floor, ctx.shared)
                if found is not None:
                    found_any.setdefault(found[0], []).append(found[1:])
        for span, candidates in found_any.items():
            chosen, note, detail, fix = min(candidates, key=lambda f: f[0])  # NOTE: False (run time) first
            yield ctx.report(span, symbol=func.name, detail=detail, help=fix, note=note)


def _finding(unit, func, launch, floor, shared: dict) -> tuple | None:
    """(the span, whether the count is chosen outside the launching function, whether the finding is a note, detail,
    fix) of one grid dimension rounded down, or None."""
    from analyzer.analysis.coverage import guarded, stepped
    from analyzer.analysis.launches import site

    k, d, i, line, count, chosen, checked = floor
    axis = "xy"[k]
    if checked:
        return None  # NOTE: the host takes the count's remainder: a check that it is a multiple, or a tail apart
    param = func.params[i].name if i >= 0 else None
    if i >= 0 and (not param or func.params[i].type.pointers):
        return None
    found = guarded(func, param, axis, launch.block, shared) if param else None
    where = site(unit, launch)
    head = (f"the launch at {where} makes {param} / {d} blocks along {axis} (rounded down, line {line}; {param} the "
            f"count it passes)" if param else
            f"the launch at {where} makes {count} / {d} blocks along {axis} (rounded down, line {line})")
    if found is not None:
        cmp, e = found
        if e > d:
            return None
        test = source_text(unit.tu.source or unit.text, cmp.span) or "the check"
        share = (f"the last {param} % {d} indices get no thread and are never computed" if e == d else
                 f"only {e} of every {d} indices get a thread")
        detail = (f"{head}, each covering {e} values of the index the kernel checks with `{test}` (line "
                  f"{cmp.span.line}): where {param} is not a multiple of {d}, {share}, though the check shows the "
                  f"kernel takes any {param}")
        fix = (f"round the grid up: `({param} + {d - 1}) / {d}` blocks (the check already stops the threads past "
               f"{param})" if e == d else
               f"make the grid cover the range: `({param} + {e - 1}) / {e}` blocks of {e} values each")
        span = cmp.span
    else:
        index = stepped(func, axis, launch.block, d, shared)
        if index is None:
            return None
        node, name = index
        text = name or source_text(unit.tu.source or unit.text, node.index.span) or "the index"
        what = (f"never tests `{text}` against {param}" if param else f"is not passed {count}")
        name = param or count
        detail = (f"{head}, and the kernel's `{text}` (line {node.span.line}) steps by {d} per block, with no "
                  f"grid-stride loop, and it {what}: the blocks reach {d} * ({name} / {d}) values, so where {name} "
                  f"is not a multiple of {d} the last {name} % {d} are never computed (a note: with no test of its "
                  f"own, the kernel may be written for counts the host keeps to multiples of {d})")
        fix = (f"round the grid up, `({name} + {d - 1}) / {d}` blocks, and stop the threads past the count in the "
               f"kernel (`{text} < {name}` around the work" + ("" if param else f", {count} passed to it")
               + f"), or check on the host that {name} is a multiple of {d}")
        span = node.span
    if chosen:  # NOTE: the count is chosen outside the function (callers, a global, a member): a multiple loses nothing
        detail += (f"; {count} is a parameter of the launching function `{launch.function}`, so this holds "
                   f"where its callers pass a count that is not a multiple of {d}" if _parameter(unit, launch, count)
                   is not False
                   else f"; {count} is no local of the launching function `{launch.function}`, so this holds where "
                   f"it is given a value that is not a multiple of {d}")
    return span, chosen, chosen or found is None, detail, fix


def _parameter(unit, launch, name: str) -> bool | None:
    """Whether `name` is a parameter of the function around `launch` (not a global or a member); None where that
    function is not in this file (a launch in a header: the count is most often its parameter)."""
    for f in unit.tu.functions():
        s = f.span
        if launch.file == unit.tu.path and f.body is not None and s.line <= launch.span.line <= s.end_line:
            return any(p.name == name for p in f.params)
    return None
