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


def views(func: ast.Function, name: str) -> tuple[str | None, list[str]]:
    """(the `__shared__` array that `name` is or points into, through local pointers, and the other local
    pointers into it): `X = (uint32_t (*)[8][20]) x`, `XX = X[warp][lane]` and `XB = (uint32_t (*)[20])&X[warp][Y][Z]`
    are three views of `x`, and a layout change (padding, a swizzle) of one must be made in all (KL402's fix).
    A pointer at a thread-independent offset (`s_b = smem + n`, `&smem[256]`) is a separate array carved from the
    buffer, not a view: it and what points into it are left out."""
    declared = _declared_shared(func.body)
    inits = {d.name: d.init for d in iter_nodes(func.body)
             if isinstance(d, ast.Declarator) and d.init is not None and d.type.pointers}
    threads: set[str] = set()
    for d in iter_nodes(func.body):  # NOTE: locals derived from a thread index, in declaration order
        if isinstance(d, ast.Declarator) and d.init is not None and any(
                isinstance(n, ast.Name) and (n.id == "threadIdx" or n.id in threads) for n in iter_nodes(d.init)):
            threads.add(d.name)

    def parent(n: str) -> str | None:
        init = inits.get(n)
        if init is None:
            return None
        names = [m.id for m in iter_nodes(init) if isinstance(m, ast.Name)]
        base = next((m for m in names if m in declared or m in inits), None)
        carved = any(isinstance(m, ast.Binary) and m.op in "+-" for m in iter_nodes(init)) or (
            any(isinstance(m, ast.Index) for m in iter_nodes(init)) and not set(names) & (threads | {"threadIdx"}))
        return None if base is None or carved else base

    def root(n: str, depth: int = 0) -> str | None:
        if n in declared:
            return n
        up = parent(n) if depth < 8 else None
        return root(up, depth + 1) if up is not None else None

    array = root(name)
    if array is None:
        return None, []
    return array, sorted(n for n in inits if n != name and root(n) == array)


def views_text(unit: Any, node: Any, name: str, help_text: str) -> str:
    """KL402's sentence for a fix that changes the layout (padding, a swizzle, longer records): it must cover every view of the
    array (`views`), named here; "" when the fix changes no layout or the array has no other view."""
    if not any(w in help_text for w in ("pad", "swizzle", "lengthen each record")):
        return ""
    from analyzer.cuda.query import enclosing_function

    func = enclosing_function(unit.tu, node)
    array, others = views(func, name) if func is not None and func.body is not None else (None, [])
    if array is None:
        return ""
    if not others:
        return ""
    shown = ", ".join(f"`{n}`" for n in others)
    what = f"`{name}`" if array == name else f"`{name}` is one view of the `__shared__` array `{array}`, and it"
    stop = "" if help_text.rstrip().endswith(".") else "."
    return (f"{stop} {what} is also reached as {shown}: make the same "
            "change in every view's accesses (or keep an unchanged view's element order by hand), or they disagree "
            "on where an element is")


def shared_parameters(func: ast.Function, tu: Any, calls: dict) -> set[str]:
    """The pointer parameters of a helper into which every call of it in the file passes shared memory
    (`scan_rows(sbuf[threadIdx.y], ...)` with `__shared__ float sbuf[NY][NX]`: the row of the caller's tile), by
    the names the arguments are built from; none where the helper is called nowhere (review r16 A-Q1: KL102's help
    for a loop over shared memory reached through a parameter). `calls`: the file's call index
    (callsites.unit_calls)."""
    from analyzer.analysis.prologue import callers

    positions = [i for i, p in enumerate(func.params) if p.name and p.type.pointers]
    if func.is_kernel or not positions or tu is None:
        return set()
    seen: dict[int, bool] = {}
    for caller, n in callers(func.name.split("::")[-1], tu.functions(), calls):
        if caller is func or len(n.args) != len(func.params):
            continue
        names = shared_names(caller, tu)
        for i in positions:
            hit = any(type(x) is ast.Name and x.id in names for x in iter_nodes(n.args[i]))
            seen[i] = seen.get(i, True) and hit
    return {func.params[i].name for i, every in seen.items() if every}
