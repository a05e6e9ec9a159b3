"""A divergent region that runs once per block before the kernel's work (KL201: a note, `once_per_block`).

A branch outside every loop of its kernel runs once in each warp of each block: a split there idles lanes for
the region's instructions once (its paths one after the other: `switch (threadIdx.x)` filling a table from
the first lanes), while a loop of the kernel whose trip count is known only at run time runs its body for
every iteration. A region that prepares such a loop is a small share of the kernel's work: the idle lanes
cost little, whatever the block. So the region is a note when it is straight code (no loop, no call kept a
call, no barrier) of at most ONCE_LIMIT instructions, in no loop, and a loop with a run-time trip count
follows it in its kernel. A region in a `__device__` helper runs once per block where every call of the
helper found is in no loop of a kernel with such a loop after the call; with no call found it is judged as
written. The same region inside the kernel's loop (it runs every iteration), in a kernel with no such loop
after it (the region is the work, or finishes it), or a region holding a loop stay warnings.
"""

from __future__ import annotations

from typing import Any, Iterable

from analyzer.analysis.cost import enclosing_loops
from analyzer.cuda import ast
from analyzer.cuda.query import callee_name, iter_nodes

ONCE_LIMIT = 256  # NOTE: estimated instructions (analysis/cost.py); a table of ~128 words written lane by lane


def _loops(func: ast.Function) -> list[Any]:
    return [n for n in iter_nodes(func.body) if isinstance(n, (ast.For, ast.While, ast.DoWhile))]


def main_loop(kernel: ast.Function, region: Any, compile_time: Any = None, loops: list | None = None) -> Any:
    """The first loop of `kernel` after `region` whose trip count is not a compile-time constant of the instance,
    or None; `region` must be in no loop of the kernel (else None; `loops`: those around it, when known)."""
    from analyzer.analysis.unroll import CompileTime

    if kernel.body is None:
        return None
    compile_time = compile_time if compile_time is not None else CompileTime(kernel)
    if loops if loops is not None else enclosing_loops(kernel, region):
        return None
    end = (region.span.end_line, region.span.end_column)
    for loop in _loops(kernel):
        if (loop.span.line, loop.span.column) > end and not compile_time.trips(loop)[0]:
            return loop
    return None


def callers(name: str, functions: Iterable[ast.Function], calls: dict) -> list:
    """(caller, call) of every call of `name` in `functions` (a translation unit's); `calls`: their calls by
    callee name, filled on first use (pass one dict per unit, so the unit is walked once)."""
    if not calls:
        calls[""] = []
        for caller in functions:
            for n in iter_nodes(caller.body):
                if isinstance(n, ast.Call):
                    calls.setdefault(callee_name(n), []).append((caller, n))
                    if isinstance(n.func, ast.Name) and "::" not in n.func.id:
                        calls.setdefault("()", []).append((caller, n))  # NOTE: perhaps a functor's call (calls_of)
    return calls.get(name, [])


def calls_of(func: ast.Function, functions: Iterable[ast.Function], calls: dict) -> list:
    """callers(func.name, ...) for the function `func` itself: a member function only where the object a call is
    made on (`win.load(r)`, a functor's `f()` for `operator()`) is of its class, or of a type not known here
    (cuda/model/methods.py); any other function by its name, as callers."""
    from analyzer.cuda.model.methods import class_name, declared_types, object_and_method

    if not func.scope:
        return callers(func.name, functions, calls)
    out = []
    for caller, call in callers(func.name, functions, calls) + (
            callers("()", functions, calls) if func.name == "operator()" else []):
        got = object_and_method(call)
        if got is None or got[1] != func.name:
            if func.name != "operator()":
                out.append((caller, call))  # NOTE: `load(x)` of a member named load, as before
            continue
        key = ("declared", id(caller))
        if key not in calls:
            calls[key] = (caller, declared_types(caller, iter_nodes(caller.body)))
        t = calls[key][1].get(got[0])
        cls = class_name(t)
        if cls == func.scope[-1] or (cls is None or t.base in {p.name for p in caller.template_params or ()}) \
                and func.name != "operator()":
            out.append((caller, call))
    return out


def once_per_block(site: Any, func: ast.Function, functions: Iterable[ast.Function], cost: Any,
                   compile_time: Any = None, calls: dict | None = None, loops: list | None = None) -> str:
    """Where the work that dwarfs the region is ("the loop at line 19", "the loop at line 19 of `cipher`"),
    when the region runs once per block before it (see the module), else "". `functions`: every function of
    the translation unit (the callers of a helper); `calls`: their calls by callee name, filled on first use
    (pass one dict per unit, so the unit is walked once); `loops`: the loops around the site, when known."""
    if site.kind == "loop" or cost.ops > ONCE_LIMIT:
        return ""
    if any(a.loops or a.barriers or any(c != "switch" for c in a.calls) for a in cost.arms):
        return ""
    if func.is_kernel:
        loop = main_loop(func, site.node, compile_time, loops)
        return f"the loop at line {loop.span.line}" if loop is not None else ""
    if loops if loops is not None else enclosing_loops(func, site.node):
        return ""
    found: dict[str, Any] = {}
    for caller, call in calls_of(func, functions, calls if calls is not None else {}):
        if not caller.is_kernel:
            return ""  # NOTE: a helper's helper: how often it runs is its caller's to say
        loop = main_loop(caller, call)
        if loop is None:
            return ""
        found.setdefault(caller.name, loop)
    where = [f"the loop at line {loop.span.line} of `{name}`" for name, loop in found.items()]
    return where[0] if len(where) == 1 else f"{where[0]} and {len(where) - 1} more" if where else ""


__all__ = ["ONCE_LIMIT", "main_loop", "once_per_block", "callers", "calls_of"]
