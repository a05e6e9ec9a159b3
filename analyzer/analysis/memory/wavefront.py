"""A wavefront over global memory (KL401's help): a loop whose every step ends at a barrier (`__syncthreads()`, a
group's `sync()`: `grid.sync()` of a cooperative kernel) and whose body writes an array at one cell and reads it at
others (`g[x * n + y] = g[(x - 1) * n + y] + g[x * n + (y - 1)]`): each step computes the cells whose inputs the
earlier steps wrote, so which cell a lane takes at a step is the dependence's, not a choice of index. Giving
threadIdx.x the contiguous dimension would compute cells whose inputs are not ready; the layout (a skewed,
step-major array) or a tiled wavefront keeps the order."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.analysis.cost import enclosing_loops
from analyzer.analysis.variance import is_barrier
from analyzer.cuda.query import array_root, callee_name, enclosing_function, iter_nodes, nodes_of
from analyzer.cuda.written import printed

def dependence_loop(unit: Any, node: Any) -> int | None:
    """The line of the innermost loop around the access `node` whose body holds a barrier and both stores to the
    access's array at one index and loads from it at another (see the module), else None."""
    root = array_root(node.target if isinstance(node, ast.Assign) else node)
    func = enclosing_function(unit.tu, node) if unit is not None and root else None
    if func is None or func.body is None:
        return None
    for loop in reversed(enclosing_loops(func, node)):  # NOTE: innermost first
        if _steps(loop.body, root, func):
            return loop.span.line
    return None


def _steps(body: Any, root: str, func: ast.Function) -> bool:
    """A barrier in `body` (of `func`), and a store to `root` at an index none of its loads of `root` use."""
    barrier, stored, loaded = False, set(), set()
    for n in iter_nodes(body):
        if isinstance(n, ast.Call) and (is_barrier(n) or _grid_sync(n, func)):
            barrier = True
        elif isinstance(n, ast.Assign) and isinstance(n.target, ast.Index) and array_root(n.target) == root:
            stored.add(printed(n.target.index))
        elif isinstance(n, ast.Index) and array_root(n) == root:
            loaded.add(printed(n.index))
    return barrier and bool(stored) and bool(loaded - stored)


def _grid_sync(call: ast.Call, func: ast.Function) -> bool:
    """A cooperative kernel's `grid.sync()` (`this_grid().sync()`, `cg::sync(grid)`): a step barrier of the whole grid
    (a block's barriers are variance.is_barrier's; a warp tile's `sync()` is no step). The group's kind, as
    race/log.group_sync reads it: `this_grid()` itself, or a name of `func` whose every declaration is a
    `grid_group` (analysis/cg.param_value) or is initialised by `this_grid()`; not what the name spells."""
    if callee_name(call) != "sync":
        return False
    base = call.func.base if isinstance(call.func, ast.Member) else call.args[0] if call.args else None
    if _this_grid(base):
        return True
    if not isinstance(base, ast.Name):
        return False
    kinds = [_grid_typed(p.type, None) for p in func.params if p.name == base.id]
    kinds += [_grid_typed(d.type, d.init) for n in nodes_of(func.body, ast.Decl)
              for d in n.declarators if d.name == base.id]  # NOTE: one grouped walk per body (query.by_class)
    return bool(kinds) and all(kinds)


def _this_grid(e: Any) -> bool:
    return isinstance(e, ast.Call) and callee_name(e) == "this_grid" and not e.args


def _grid_typed(t: ast.TypeRef, init: Any) -> bool:
    """A declaration of a grid group: its type `grid_group`, or its initialiser `this_grid()` (`auto g = ...`)."""
    from analyzer.analysis import cg

    group = cg.group_of(cg.param_value(t))
    return group[0] == "grid" if group is not None else _this_grid(init)
