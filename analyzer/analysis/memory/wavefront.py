"""A wavefront over global memory (KL401's help): a loop whose every step ends at a barrier (`__syncthreads()`, a
group's `sync()`: `grid.sync()` of a cooperative kernel) and whose body writes an array at one cell and reads it at
others (`g[x * n + y] = g[(x - 1) * n + y] + g[x * n + (y - 1)]`): each step computes the cells whose inputs the
earlier steps wrote, so which cell a lane takes at a step is the dependence's, not a choice of index. Giving
threadIdx.x the contiguous dimension would compute cells whose inputs are not ready; the layout (a skewed,
step-major array) or a tiled wavefront keeps the order."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import array_root, callee_name, enclosing_function, iter_nodes
from analyzer.cuda.written import printed

_LOOPS = (ast.For, ast.While, ast.DoWhile)


def dependence_loop(unit: Any, node: Any) -> int | None:
    """The line of the innermost loop around the access `node` whose body holds a barrier and both stores to the
    access's array at one index and loads from it at another (see the module), else None."""
    root = array_root(node.target if isinstance(node, ast.Assign) else node)
    func = enclosing_function(unit.tu, node) if unit is not None and root else None
    if func is None or func.body is None:
        return None
    loops = [n for n in iter_nodes(func.body) if isinstance(n, _LOOPS) and _holds(n.body, node)]
    for loop in sorted(loops, key=lambda n: (n.span.line, n.span.column), reverse=True):
        if _steps(loop.body, root):
            return loop.span.line
    return None


def _holds(body: Any, node: Any) -> bool:
    return any(n is node for n in iter_nodes(body))


def _steps(body: Any, root: str) -> bool:
    """A barrier in `body`, and a store to `root` at an index none of its loads of `root` use."""
    barrier, stored, loaded = False, set(), set()
    for n in iter_nodes(body):
        if isinstance(n, ast.Call) and _barrier(callee_name(n)):
            barrier = True
        elif isinstance(n, ast.Assign) and isinstance(n.target, ast.Index) and array_root(n.target) == root:
            stored.add(printed(n.target.index))
        elif isinstance(n, ast.Index) and array_root(n) == root:
            loaded.add(printed(n.index))
    return barrier and bool(stored) and bool(loaded - stored)


def _barrier(name: str) -> bool:
    """`__syncthreads()` (and its _count/_and/_or forms), a group's `sync()`, `cg::sync(g)`, HIP's s_barrier."""
    return (name.startswith("__syncthreads") or name.rsplit("::", 1)[-1] == "sync"
            or name == "__builtin_amdgcn_s_barrier")
