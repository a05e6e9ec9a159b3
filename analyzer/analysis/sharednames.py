"""The names a function reaches shared memory by: its own `__shared__` declarations, the namespace-scope ones
(by every qualified name that reaches them), and local pointers into shared memory. Cost (KL201), the bank
conflict and uncoalesced grading ask it to tell a shared access from a global one."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import callee_name, iter_nodes


def _declared_shared(root: Any) -> set[str]:
    return {d.name for node in iter_nodes(root) if isinstance(node, ast.Decl) and "__shared__" in node.storage
            for d in node.declarators}


_TU_SHARED: list = [None, set()]  # NOTE: (translation unit, its names): a file's kernels ask in turn, one walk


def _tu_shared(tu: Any) -> set[str]:
    """The `__shared__` variables declared at namespace scope, by each name that reaches them (`tile`,
    `detail::tile`): not those of another function's body, whose names say nothing about this one's arrays
    (issue 28: `a` shared in one kernel is a pointer in another)."""
    if _TU_SHARED[0] is not tu:
        _TU_SHARED[:] = [tu, {"::".join(item.scope[i:] + (d.name,)) for item in getattr(tu, "items", ())
                              if isinstance(item, ast.GlobalDecl) and "__shared__" in item.decl.storage
                              for d in item.decl.declarators for i in range(len(item.scope) + 1)}]
    return _TU_SHARED[1]


def shared_names(func: ast.Function, tu: Any = None) -> set[str]:
    """Names declared `__shared__` in the function (and at file scope), and local pointers into shared
    memory: initialised from one (`float *s = smem + k`, `(float *)smem`) or from a helper that hands one
    out (`T *sdata = SharedMemory<T>();`, the CUDA samples' idiom). A parameter or local hides a namespace's name."""
    hidden = {p.name for p in func.params} | {d.name for d in iter_nodes(func.body) if isinstance(d, ast.Declarator)}
    out = _declared_shared(func.body) | ((_tu_shared(tu) - hidden) if tu is not None else set())
    for node in iter_nodes(func.body):
        if isinstance(node, ast.Declarator) and node.type.pointers and node.init is not None:
            for sub in iter_nodes(node.init):
                if (isinstance(sub, ast.Name) and sub.id in out) or (
                        isinstance(sub, ast.Call) and "shared" in callee_name(sub).lower()):
                    out.add(node.name)
                    break
    return out
