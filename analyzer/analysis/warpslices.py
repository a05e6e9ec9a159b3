"""Warps that leave a barrier's loop, and per-warp slices of shared memory (KL102).

`exits`: a loop (or an if without else) whose leaving threads run to the kernel's end and exit; with the barrier
sites, also through barrier-free code (a loop split by whole warps, divergence.by_warps: KL102's note). `per_warp_slice`: whether every shared access in a region goes through the slice of the warp
that makes it, so what a barrier in the region orders is the lanes of one warp (KL102's `__syncwarp()` help).

A slice is `A + K * w` (or `&A[K * w]`, `w * K`) held in a pointer local the function never reassigns, or the row
`A[w][...]` of a 2-D array, or the 1-D index `A[K * w + j]` (`A[w]`: one word per warp; `A[threadIdx.x]`: the
thread's own, inside its warp's 32), where A is a `__shared__` array, K a value no thread
index enters and w the warp index `threadIdx.x / 32` (`>> 5`, `/ warpSize`; directly or through a local
initialised so; `32 * w` also as the warp's first thread, `threadIdx.x - threadIdx.x % 32`). A call in the region
handed shared memory other than the warp's slice (`f(buf)` of a slice pointer, `f(s + warpStart)`) or an element
of it makes no claim. `threadIdx.x / 32` is the warp only in blocks of one row (y = z = 1, in every launch shape): in
a 64x4 block the warps of rows 0..3 share it. Memory other than shared is exchanged as well: a region that stores
and loads through the same global pointer (`scratch[base + threadIdx.x]` written, `scratch[base + (threadIdx.x +
32) % 256]` read after the barrier) may pass values between warps, and makes no claim. Two warps' slices start K elements apart; an index within a slice past K would reach the next
warp's (KL107 judges such an overlap, not this module).
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis.idioms import exits_after, helper_return_exits
from analyzer.cuda import ast
from analyzer.cuda.query import holds, iter_nodes


def per_warp_slice(func: ast.Function, region: Any, tu: Any = None, shapes: Any = None) -> str | None:
    """The arrays or slice pointers accessed (`mine`, `lists`; joined by "`, `") when every shared access in `region`
    is to the accessing warp's own slice and there is at least one; None otherwise (an access to a shared array not
    by warp, or none; a launch shape of more than one row, `shapes` the kernel's (launches.Facts.shapes); a global
    pointer both stored and loaded in the region)."""
    from analyzer.analysis.sharednames import shared_names

    if func.body is None or any(s.y != 1 or s.z != 1 for s in shapes or ()):
        return None
    shared = shared_names(func, tu)
    decls: dict[str, list[ast.Declarator]] = {}
    assigned: set[str] = set()
    for n in iter_nodes(func.body):
        if isinstance(n, ast.Declarator):
            decls.setdefault(n.name, []).append(n)
        elif isinstance(n, ast.Assign) and isinstance(n.target, ast.Name):
            assigned.add(n.target.id)
        elif isinstance(n, ast.Unary) and n.op in ("++", "--", "&") and isinstance(n.operand, ast.Name):
            assigned.add(n.operand.id)

    def single(name: str) -> Any:
        found = decls.get(name, [])
        return found[0].init if len(found) == 1 and name not in assigned else None

    def warp(e: Any, depth: int = 0) -> bool:
        if isinstance(e, ast.Name) and depth < 4:
            init = single(e.id)
            return init is not None and warp(init, depth + 1)
        if isinstance(e, ast.Cast):
            return warp(e.expr, depth)
        if isinstance(e, ast.Binary) and (e.op == "/" and _text(e.right) in ("32", "warpSize")
                                          or e.op == ">>" and _text(e.right) == "5"):
            return _thread_x(e.left, single) or start(e.left)
        return False

    def start(e: Any, depth: int = 0) -> bool:  # the warp's first thread, 32 * w: `t - t % 32`, `t & ~31`
        if isinstance(e, ast.Name) and depth < 4:
            init = single(e.id)
            return init is not None and start(init, depth + 1)
        if isinstance(e, ast.Binary) and e.op == "-" and _thread_x(e.left, single):
            lane = e.right
            while isinstance(lane, ast.Name) and single(lane.id) is not None:
                lane = single(lane.id)
            return isinstance(lane, ast.Binary) and _thread_x(lane.left, single) and (
                lane.op == "%" and _text(lane.right) in ("32", "warpSize") or lane.op == "&" and _text(lane.right) == "31")
        return isinstance(e, ast.Binary) and e.op == "&" and _thread_x(e.left, single) and (
            isinstance(e.right, ast.Unary) and e.right.op == "~" and _text(e.right.operand) == "31")

    def uniform(e: Any, depth: int = 0) -> bool:  # no thread index enters `e` (a constant, an argument, blockDim)
        for n in iter_nodes(e):
            if isinstance(n, ast.Name) and (n.id == "threadIdx" or n.id in decls and (
                    depth > 3 or single(n.id) is None or not uniform(single(n.id), depth + 1))):
                return False
        return True

    def scaled(e: Any) -> Any:  # K of `K * w` / `w * K` (its value or name), 32 for the warp's first thread; else None
        if start(e):
            return 32
        if isinstance(e, ast.Binary) and e.op == "*":
            for w, k in ((e.left, e.right), (e.right, e.left)):
                if warp(w) and uniform(k):
                    return k.value if isinstance(k, ast.IntLit) else k.id if isinstance(k, ast.Name) else id(k)
        return None

    def slice_base(e: Any) -> bool:  # `A + K * w`, `&A[K * w]`, `&A[w][0]`
        while isinstance(e, ast.Cast):
            e = e.expr
        if isinstance(e, ast.Binary) and e.op == "+":
            for a, k in ((e.left, e.right), (e.right, e.left)):
                if _root(a) in shared and scaled(k) is not None:
                    widths.setdefault(_root(a), set()).add(scaled(k))
                    return True
            return False
        return isinstance(e, ast.Unary) and e.op == "&" and isinstance(e.operand, ast.Index) and own(e.operand)

    def own(idx: ast.Index) -> bool:  # an access in the warp's slice
        chain = []
        while isinstance(idx, ast.Index):
            chain.append(idx.index)
            idx = idx.base
        if not isinstance(idx, ast.Name):
            return False
        first = chain[-1]
        if idx.id not in decls or not any(d.dims for d in decls[idx.id]):  # NOTE: a pointer: a slice pointer
            init = single(idx.id)
            return init is not None and slice_base(init)
        # NOTE: `s[w][j]`; `s[K * w + j]`, one word per warp `s[w]`, or the thread's own `s[threadIdx.x]` (its warp's 32)
        width = ("row" if warp(first) else None) if len(chain) >= 2 else scaled(first) if scaled(first) is not None \
            else 1 if warp(first) else 32 if _thread_x(first, single) else next(
                (k for k in (scaled(first.left), scaled(first.right)) if k is not None), None) \
            if isinstance(first, ast.Binary) and first.op == "+" else None
        widths.setdefault(idx.id, set()).add(width)
        return width is not None

    def handed(a: Any) -> bool:  # a call's argument: no shared memory, an element of the warp's, or its slice
        while isinstance(a, ast.Cast):
            a = a.expr
        if isinstance(a, ast.Name) and a.id in shared:
            return not any(d.dims for d in decls.get(a.id, ())) and a.id in decls and slice_base(single(a.id))
        if slice_base(a):
            return True
        subs = [m for m in iter_nodes(a) if isinstance(m, ast.Name) and m.id in shared]
        return not subs or all(isinstance(m, ast.Index) and own(m) for m in iter_nodes(a)
                               if isinstance(m, ast.Index) and _root(m) in shared) and not any(
            isinstance(m, ast.Name) and m.id in shared and not _indexed(m, a) for m in iter_nodes(a))

    widths: dict[str, set] = {}  # NOTE: per array, the slice widths its accesses use: one, or slices overlap
    found = []
    nodes = list(iter_nodes(region))
    inner = {id(n.base) for n in nodes if isinstance(n, ast.Index)}  # NOTE: `lists[w]` of `lists[w][j]`
    for n in nodes:
        if isinstance(n, ast.Index) and id(n) not in inner and _root(n) in shared:
            if not own(n):
                return None
            found.append(n)
        elif isinstance(n, ast.Call) and not all(handed(a) for a in n.args):
            return None  # NOTE: a function handed shared memory other than the warp's slice may reach any of it
    if not found or any(len(w) > 1 for w in widths.values()) or _exchanged(nodes, shared, decls):
        return None
    return "`, `".join(dict.fromkeys(_root(n) for n in found))


def _exchanged(nodes: list, shared: Any, decls: dict) -> bool:
    """Some pointer other than shared memory (a kernel argument, a pointer local; not a local array) is both
    stored through (`p[i] = ...`, `*p = ...`, `p[i] += ...`) and loaded from among `nodes`: threads may pass values
    through it."""
    stored: set[str] = set()
    targets: set[int] = set()
    for n in nodes:
        target = n.target if isinstance(n, ast.Assign) else n.operand if isinstance(n, ast.Unary) and n.op in (
            "++", "--") else None
        if isinstance(target, ast.Index) or isinstance(target, ast.Unary) and target.op == "*":
            root = _root(target if isinstance(target, ast.Index) else target.operand)
            if root is not None and root not in shared and not any(d.dims for d in decls.get(root, ())):
                stored.add(root)
                if isinstance(n, ast.Assign) and n.op == "=":
                    targets.add(id(target))
    return any((isinstance(n, ast.Index) or isinstance(n, ast.Unary) and n.op == "*") and id(n) not in targets
               and _root(n if isinstance(n, ast.Index) else n.operand) in stored for n in nodes)


def _indexed(name: Any, within: Any) -> bool:
    """`name` is the root of an index expression inside `within` (`s[i]`, `s[w][j]`)."""
    return any(isinstance(m, ast.Index) and m.base is name for m in iter_nodes(within))


def _root(e: Any) -> str | None:
    while isinstance(e, (ast.Index, ast.Cast)):
        e = e.base if isinstance(e, ast.Index) else e.expr
    return e.id if isinstance(e, ast.Name) else None


def _text(e: Any) -> str:
    if isinstance(e, ast.IntLit):
        return str(e.value)
    return e.id if isinstance(e, ast.Name) else ""


def _thread_x(e: Any, single) -> bool:
    """`threadIdx.x`, directly or through a local initialised to it (`int tid = threadIdx.x;`)."""
    for _ in range(4):
        if isinstance(e, ast.Cast):
            e = e.expr
        elif isinstance(e, ast.Name) and single(e.id) is not None:
            e = single(e.id)
        else:
            break
    return isinstance(e, ast.Member) and isinstance(e.base, ast.Name) and e.base.id == "threadIdx" and e.field == "x"


def exits(g: Any, func: ast.Function, unit: Any, ctx: Any, sites: tuple | None = None) -> bool:
    """`g` is an if without else, or a loop, whose skipping (leaving) threads run to the end of the kernel and exit:
    nothing follows it, or with `sites` (the function's barrier sites), code that reaches no barrier."""
    if not (g.kind == "if" and isinstance(g.node, ast.If) and g.node.other is None or g.kind == "loop" and isinstance(
            g.node, (ast.For, ast.While, ast.DoWhile))):
        return False
    spans = [s.node.span for s in sites or ()]
    free = (lambda st: not any(holds(st.span, sp) for sp in spans)) if sites is not None else None
    return exits_after(func, g.node, helper=not func.is_kernel, tail=free) and (
        func.is_kernel or helper_return_exits(func, unit, ctx.shared))


def once(ctx: Any, fn: Any, g: Any, *args: Any) -> Any:
    """fn(g, *args), found once per guard `g` and arguments (the barrier sites under one guard ask alike: KL102's
    by_warps and exits), kept in ctx.shared."""
    memo = ctx.shared.setdefault("warpslices.once", {})
    key = (fn, id(g), tuple(id(a) for a in args))
    got = memo.get(key)
    if got is None or got[0] is not g:
        got = memo[key] = (g, fn(g, *args))
    return got[1]


def rounds_split(g: Any, sites: tuple) -> bool:
    """Loop `g` may reach more than one barrier in one iteration: two barrier sites in its body, or one inside a
    nested loop. Split inside a warp, the lanes that stay wait at the second barrier of the round in which the
    warp's other lanes left, and on an H200 at -O3 that hung even with the loop as the kernel's last statement
    (tools/gpu/barriers/leaving.txt, `lanesplit`); one barrier per iteration completed (leaving2.txt, `drain`)."""
    if g.kind != "loop" or not isinstance(g.node, (ast.For, ast.While, ast.DoWhile)):
        return False
    mine = [s.node.span for s in sites if holds(g.node.span, s.node.span)]
    if len(mine) > 1:
        return True
    loops = [n.span for n in iter_nodes(g.node.body) if isinstance(n, (ast.For, ast.While, ast.DoWhile))]
    return any(holds(lp, sp) for sp in mine for lp in loops)


def lanes_exit(g: Any, func: ast.Function, unit: Any, ctx: Any, sites: tuple = ()) -> bool:
    """`g`'s skipping (leaving) threads exit with nothing after it (`exits`), as an early `return` does, and a loop
    among them reaches one barrier per iteration (`rounds_split`: with more, a warp split in a round hung)."""
    return exits(g, func, unit, ctx) and not rounds_split(g, sites)


__all__ = ["exits", "lanes_exit", "per_warp_slice", "rounds_split"]
