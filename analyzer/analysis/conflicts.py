"""Which shared-memory bank conflicts a developer would not change code for (issue 17): KL402 reports
them as notes, saying why.

- A 2-way conflict on an access each thread makes once (in no loop): one extra wavefront per warp.
- A 2-way conflict on the store that fills a tile from global memory, or in a loop whose every iteration
  also reads global memory (not `__constant__`, not the function's own arrays): the global load's latency
  dwarfs one extra wavefront.
- A 2-way conflict of a sorting or transform network's stride pattern (`2 * tid - (tid & (stride - 1))`):
  it moves with the stride, and no padding removes it for every stage.

An unpadded kernel kept as the baseline of a comparison is the user's to mark (analyzer/analysis/baseline.py):
never inferred from another kernel's name or tile, in the file or the folder (issue 28).
"""

from __future__ import annotations

from analyzer.cuda import ast
from analyzer.cuda.query import array_root, enclosing_function, iter_nodes


def minor(f, unit) -> str:
    """Why a 2-way conflict is not worth changing code for, or "" (issue 17): the access is made once
    per thread (in no loop), or it is the store that fills a tile from global memory."""
    from analyzer.analysis.cost import enclosing_loops, shared_names

    if f.per_request != 2 * f.ideal:
        return ""
    if f.access.addr is not None and _network_stride(f.access.addr):
        return ("a 2-way conflict of a sorting or transform network's stride pattern (`2 * tid - (tid & (stride - "
                "1))`): it moves with the stride, and no padding removes it for every stage")
    node = f.access.node
    func = enclosing_function(unit.tu, node)
    if func is not None:
        loops = enclosing_loops(func, node)
        if not loops:
            return "a 2-way conflict on an access each thread makes once costs one extra wavefront per warp"
        shared = shared_names(func, unit.tu)
        for n in iter_nodes(func.body):
            if isinstance(n, ast.Assign) and n.target is node and any(
                    isinstance(v, ast.Index) and array_root(v) not in shared for v in iter_nodes(n.value)):
                return ("a 2-way conflict on the store that fills the tile from global memory: the global load's "
                        "latency dwarfs one extra wavefront")
        inner = loops[-1]
        other = shared | _not_global(func, unit.tu)
        if any(_global_load(n, other) for n in iter_nodes(inner.body)):
            return ("a 2-way conflict in a loop whose every iteration also reads global memory: the global load's "
                    "latency dwarfs one extra wavefront")
    return ""


def _not_global(func, tu) -> set[str]:
    """`__constant__` arrays of the file and the function's own arrays (registers or local memory)."""
    out = {d.name for n in iter_nodes(func.body) if isinstance(n, ast.Decl) for d in n.declarators if d.dims}
    for item in getattr(tu, "items", ()):
        if isinstance(item, ast.GlobalDecl) and "__constant__" in item.decl.storage:
            out.update(d.name for d in item.decl.declarators)
    return out


def _global_load(n, shared: set[str]) -> bool:
    if isinstance(n, ast.Index) and array_root(n) not in shared and array_root(n) is not None:
        return True
    return isinstance(n, ast.Unary) and n.op == "*" and isinstance(n.operand, ast.Name) and n.operand.id not in shared


def _network_stride(addr) -> bool:
    """The address masks the thread index with a loop-carried stride (`tid & (stride - 1)`, `% stride`)."""
    from analyzer.analysis import terms as T

    stack = [addr]
    while stack:
        t = stack.pop()
        if t[0] in ("&", "%") and T.thread_dependent(t[1]) and any(x[2] == "iter" for x in T.symbols(t[2])):
            return True
        stack.extend(T.children(t))
    return False


__all__ = ["minor"]
