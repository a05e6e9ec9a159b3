"""Which uncoalesced global accesses a developer would not change code for (issue 17): KL401 reports them
as notes, saying why.

- Made once per thread, outside any loop, in a kernel whose loop over the data does the bulk of the work
  (an n-body kernel's `p[i].vx += dt * fx` after the loop over all bodies): a fraction of a percent of
  the kernel's time.
- The diagonal of a row-major matrix (`A[i * W + i]`): stride W + 1 by nature; no mapping of threads
  makes it contiguous.

A naive kernel kept as the baseline of a comparison is the user's to mark (analyzer/analysis/baseline.py):
never inferred from another kernel of the file (issue 28).
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis.cost import enclosing_loops, expr_shape
from analyzer.analysis.trips import constant_trips
from analyzer.analysis.sharednames import shared_names
from analyzer.cuda import ast
from analyzer.cuda.query import array_root, enclosing_function, iter_nodes


def _diagonal(index: Any) -> bool:
    """`X * W + X` (or `X + X * W`, `W * X + X`): the same index picks the row and the column."""
    if not (isinstance(index, ast.Binary) and index.op == "+"):
        return False
    for prod, other in ((index.left, index.right), (index.right, index.left)):
        if isinstance(prod, ast.Binary) and prod.op == "*" and not isinstance(other, (ast.IntLit, ast.Binary)):
            if expr_shape(prod.left) == expr_shape(other) or expr_shape(prod.right) == expr_shape(other):
                return True
    return False


def _data_loop(func: ast.Function, shared: set[str]) -> bool:
    """A loop with a trip count the compiler cannot unroll that loads global memory."""
    for loop in iter_nodes(func.body):
        if isinstance(loop, (ast.For, ast.While, ast.DoWhile)) and not constant_trips(loop):
            for n in iter_nodes(loop.body):
                if isinstance(n, ast.Index) and array_root(n.base) not in (None, *shared):
                    return True
    return False


def minor(f: Any, unit: Any) -> str:
    node = f.access.node
    target = node.base if isinstance(node, ast.Member) else node
    if isinstance(target, ast.Index) and _diagonal(target.index):
        return ("the diagonal of a row-major matrix has a stride of a row plus one element by nature: no mapping "
                "of threads makes it contiguous (keep a copy of the diagonal if it is read often)")
    func = enclosing_function(unit.tu, node)
    if func is None or enclosing_loops(func, node):
        return ""
    if _data_loop(func, shared_names(func, unit.tu)):
        return ("it is made once per thread, outside the kernel's loop over the data, which does the bulk of the "
                "work")
    return ""


def unknown_width(f: Any, figures: list) -> str:
    """Why the figure of `f` alone does not tell, when another access of the same launch to the same array, same
    op, at a constant distance from it, has a width kernlint cannot tell (`*(uint2x4*)&rec[t * 16] = v` with
    `uint2x4` from a header not found): that access may use the rest of the sectors `f` moves (a record's head
    beside its tail), so the neighbours exemption (judge.neighbours) can be neither granted nor refused."""
    from analyzer.analysis.memory.judge import peers

    unknown = [g for g in figures if not g.known and g.access.size is None]
    lines = sorted({g.access.node.span.line for g in peers(f, unknown)})
    if not lines:
        return ""
    where, many = ", ".join(map(str, lines[:4])), len(lines) > 1
    return (f"the {f.access.op}{'s' if many else ''} of the same warp to this array at line{'s' if many else ''} "
            f"{where}, a constant distance away, {'have widths' if many else 'has a width'} kernlint does not "
            f"know (a struct whose definition is not seen): {'they' if many else 'it'} may use the rest of the "
            "sectors this one moves, so the figure of this access alone does not tell")


__all__ = ["minor", "unknown_width"]
