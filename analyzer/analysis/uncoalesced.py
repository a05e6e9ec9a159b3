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

from analyzer.analysis.cost import constant_trips, enclosing_loops, expr_shape
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


__all__ = ["minor"]
