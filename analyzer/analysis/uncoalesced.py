"""Which uncoalesced global accesses a developer would not change code for (issue 17): KL401 reports them
as notes, saying why.

- Made once per thread, outside any loop, in a kernel whose loop over the data does the bulk of the work
  (an n-body kernel's `p[i].vx += dt * fx` after the loop over all bodies): a fraction of a percent of
  the kernel's time.
- Made a fixed number of times per thread (loops of constant counts only: a GEMM's epilogue store of its
  register tile) outside a loop with a run-time count whose every iteration makes at least as many memory
  accesses per thread (`_epilogue`): at most one iteration's worth of the thread's accesses.
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
from analyzer.cuda.query import array_root, callee_name, enclosing_function, iter_nodes


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


def minor(f: Any, unit: Any, figures: list | None = None) -> str:
    node = f.access.node
    target = node.base if isinstance(node, ast.Member) else node
    if isinstance(target, ast.Index) and _diagonal(target.index):
        return ("the diagonal of a row-major matrix has a stride of a row plus one element by nature: no mapping "
                "of threads makes it contiguous (keep a copy of the diagonal if it is read often)")
    func = enclosing_function(unit.tu, node)
    if func is None:
        return ""
    from analyzer.analysis.epilogue import after_compute, after_main_loop
    from analyzer.analysis.memory.patterns import row_walk

    if enclosing_loops(func, node):
        return (_epilogue(f, func, figures, unit.tu) if figures is not None else "") or after_main_loop(
            f, func, unit, row_walk(f) is not None)
    if _data_loop(func, shared_names(func, unit.tu)):
        return ("it is made once per thread, outside the kernel's loop over the data, which does the bulk of the "
                "work")
    return after_compute(f, func, unit)  # NOTE: after a loop of registers or `__constant__` data (review r9 A C4)


def _epilogue(f: Any, func: Any, figures: list, tu: Any = None) -> str:
    """An access in loops of constant counts only (a GEMM's unrolled epilogue store of its register tile), after a
    loop with a run-time count (`k < K`) whose every iteration makes at least as many memory accesses per thread
    (of the kernel's figures, times the constant counts of the loops inside it) as this access makes in the whole
    kernel: the loop's work grows with its count, this access's does not, so it is at most 1/count of the
    thread's accesses (a once-per-thread cost). The same access inside that loop is no epilogue."""
    from analyzer.analysis.memory.unrolled import template_env, trip_count

    env = template_env(func, f.template, tu)
    times = 1
    for loop in enclosing_loops(func, f.access.node):
        count = trip_count(loop, 4096, env)
        if count is None:
            return ""  # NOTE: a loop with a run-time count around it: not made a fixed number of times
        times *= count
    per: dict[int, tuple[Any, int]] = {}  # NOTE: id(run-time loop) -> (loop, accesses per iteration)
    for g in _same_launch(f, figures):
        loops = enclosing_loops(func, g.access.node)
        for k, loop in enumerate(loops):
            if trip_count(loop, 4096, env) is None:
                inner = 1
                for deeper in loops[k + 1:]:
                    inner *= trip_count(deeper, 4096, env) or 1
                per[id(loop)] = (loop, per.get(id(loop), (loop, 0))[1] + inner)
                break  # NOTE: counted in the outermost run-time loop, where the data loop's iterations are
    best = max(per.values(), key=lambda p: p[1], default=None)
    if best is None or best[1] < times:
        return ""
    loop, each = best
    made = "once" if times == 1 else f"{times} times"
    return (f"it is made {made} per thread, in loops of constant counts only, outside the loop at line {loop.span.line}, "
            f"whose every iteration (a run-time count) makes {each} memory accesses per thread: that loop's work "
            "grows with its count and this access's does not, so it is at most one iteration's worth of the thread's "
            "accesses (a once-per-thread epilogue)")


def after_loop(f: Any, unit: Any, figures: list) -> str:
    """The epilogue model (`_epilogue`) for a shared-memory access, in wavefronts: the access runs once per
    execution of a loop before it in the same body (`S[tx][ty] = acc` after `for (d = 0; d < 128; d++) acc +=
    q[tx][d] * k[ty][d]`, or inside the same outer loops as that loop). Its extra wavefronts (times the constant
    counts of the loops around it inside that body) against the shared wavefronts the loop's lanes need (its
    figures' ideal: a conflict of the loop's own, reported on its own, does not make this one cheaper): at most a
    quarter of a loop of constant counts (the conflict adds at most a fifth to that stretch of the kernel), or of
    one iteration of a loop with a run-time count (at most one iteration's worth, as `_epilogue`). Both figures
    are said."""
    from analyzer.analysis.memory.figures import SCREENED
    from analyzer.analysis.memory.judge import number_text
    from analyzer.analysis.memory.unrolled import template_env, trip_count

    func = enclosing_function(unit.tu, f.access.node)
    if func is None or func.body is None or not f.known or not f.ideal:
        return ""
    env = template_env(func, f.template, unit.tu)
    around = enclosing_loops(func, f.access.node)
    start = f.access.node.span
    kinds = (ast.For, ast.While, ast.DoWhile)
    for depth in range(len(around), -1, -1):  # NOTE: the innermost body first: the loop the access follows there
        body = around[depth - 1].body if depth else func.body
        before = [n for n in iter_nodes(body) if isinstance(n, kinds) and n.span.line <= start.line
                  and not any(m is f.access.node for m in iter_nodes(n.body))
                  and enclosing_loops(func, n) == around[:depth]]
        if not before:
            continue
        times = 1
        for loop in around[depth:]:
            times *= trip_count(loop, 4096, env) or 0
        extra = (f.per_request - f.ideal) * times
        best = None
        for loop in before:
            count = trip_count(loop, 4096, env)
            work = 0
            for g in _same_launch(f, figures):
                screened = not g.known and g.reason == SCREENED and g.access.size  # NOTE: ideal, 128 B a wavefront
                if g.access.space != "shared" or not (g.known or screened):
                    continue
                inner = enclosing_loops(func, g.access.node)
                if not any(m is loop for m in inner):
                    continue
                each = g.ideal if g.known else max(1, 32 * g.access.size // 128)  # NOTE: its needed work
                for deeper in inner[inner.index(loop) + 1:]:
                    each *= trip_count(deeper, 4096, env) or 0
                work += each
            total = work * count if count else work
            if work and (best is None or total > best[1]):
                best = (loop, total, count)
        if best is None or not extra or extra * (4 if best[2] else 1) > best[1]:
            return ""
        loop, total, count = best
        made = "" if times == 1 else f" ({times} requests)"
        what = (f"{total} shared-memory wavefronts per warp over its {count} iterations" if count else
                f"{total} shared-memory wavefronts per warp in every iteration (a run-time count)")
        what += " (the wavefronts its lanes need)"
        return (f"it runs once per run of the loop at line {loop.span.line} before it, and adds "
                f"{number_text(extra)} wavefronts per warp{made} to that loop's {what}")
    return ""


SMS = 132  # NOTE: an H100 SXM's SMs (conflicts.DRAM_BYTES_PER_CLOCK's GPU): a grid of at most this many blocks
TINY_BYTES = 64 * 1024  # is under one wave; and what it moves at most, sectors included, to be no cost


def tiny_launch(f: Any, unit: Any, figures: list, launches: tuple) -> str:
    """Why no access pattern of the launch is material, or "": every launch of the kernel with this figure's block,
    each made by host code, has a known grid of at most SMS blocks (under one wave of the GPU: each SM holds at most one block, and no
    block waits for another), and the kernel's global accesses, each counted as often as its constant loops run
    in every warp of that grid (a run-time loop, or an access without a figure: no claim), move at most
    TINY_BYTES, sectors included. Each warp then makes a handful of requests once: the kernel lasts a few memory
    latencies (about a microsecond), within the launch's own overhead, whatever its sectors per request."""
    from math import prod

    from analyzer.analysis.memory.figures import SCREENED
    from analyzer.analysis.memory.unrolled import template_env, trip_count

    func = enclosing_function(unit.tu, f.access.node)
    mine = [la for la in launches if la.block is not None and tuple(la.block) == tuple(f.block)]
    if f.assumed or func is None or not mine or any(la.grid is None or None in la.grid for la in mine):
        return ""
    device = {fn.name for fn in unit.tu.functions() if fn.qualifiers & {"__global__", "__device__"}}
    if any((la.function or "").split("::")[-1] in device for la in mine):
        return ""  # NOTE: a launch from device code (dynamic parallelism) runs once per thread that reaches it
    blocks = max(prod(la.grid) for la in mine)
    if blocks > SMS:
        return ""
    threads = prod(f.block)
    warps = blocks * -(-threads // 32)
    env = template_env(func, f.template, unit.tu)
    moved, seen = 0, set()
    for g in figures:
        a = g.access
        if (a.kernel != f.access.kernel or g.block != f.block or g.template != f.template or a.space != "global"
                or (a.node.span, a.op, a.via) in seen):
            continue
        seen.add((a.node.span, a.op, a.via))
        owner = enclosing_function(unit.tu, a.node) if a.via is not None else func
        times = 1
        for loop in enclosing_loops(owner, a.node) if owner is not None else ():
            count = trip_count(loop, 4096, env)
            if count is None:
                return ""
            times *= count
        if not g.known and not (g.reason == SCREENED and a.size):
            return ""
        moved += (g.per_request if g.known else a.size) * 32 * times * warps
    if not moved or moved > TINY_BYTES:
        return ""
    many = "s" if blocks > 1 else ""
    return (f"the whole launch is {blocks} block{many} of {threads} threads, under one wave of the GPU (at most one "
            f"block per SM; an H100 has {SMS}), and its global accesses move at most {float(moved) / 1024:.0f} KB, sectors "
            "included: each warp makes a few requests once, so the kernel lasts a few memory latencies, within the "
            "launch's own overhead, whatever its sectors per request")


def decimation(f: Any, figures: list) -> str:
    """KL401's help where the layout is the cost, or "": the lanes of a warp are evenly `stride` bytes apart (a constant wider than
    the access, under 128 bytes, a loop moving it by whole strides only: `out[i] = in[2 * i]`), and every other access of the
    kernel to the array, and the same access in the next block, is a whole number of strides away, so no access of the
    kernel uses the words in between
    (a decimation, a gather of every k-th word, one field of each record). Each sector moved then holds all the
    words of it that any thread needs: no access order inside the kernel moves fewer sectors, and re-indexing
    (or a wider access) would read words the kernel does not use."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.memory.judge import _distance, _env, _offset, _POINTS, lane_stride

    from analyzer.analysis.memory.patterns import other_warps

    off, size, stride = _offset(f), f.access.size or 4, lane_stride(f)
    if off is None or stride is None or not size < stride < 128 or f.block[0] < 32 or other_warps(f, False):
        return ""  # NOTE: the block's other warps use the words between the lanes' (review r9 A C9)
    try:  # NOTE: every lane of the first warp, not only lanes 0 and 1
        fn, env = T.compile_term(off), _env(T.symbols(off), f.block, _POINTS[0])
        if any(fn(x, 0, 0, x, 0, env) - fn(0, 0, 0, 0, 0, env) != x * stride for x in range(32)):
            return ""
        # NOTE: a loop moving the address by whole strides (`in[i].fg`, `i += blockDim.x`) keeps each lane on the
        # same word of a record; one moving it by less (`in[2 * t + k]`, k < 2) uses the words in between
        step = {**env, **{s[1]: 1 for s in T.symbols(off) if s[2] == "iter"}}
        if any((fn(x, 0, 0, x, 0, step) - fn(x, 0, 0, x, 0, env)) % stride for x in range(32)):
            return ""
        # NOTE: the next block reading the words in between (`rec[i * 9 + blockIdx.x]`, one field per block, review
        # r15 C Q2): the kernel's other blocks use them, and a block could read every field of its records
        other = {**env, **{s[1]: 1 for s in T.symbols(off) if s[2] == "bid"}}
        if (fn(0, 0, 0, 0, 0, other) - fn(0, 0, 0, 0, 0, env)) % stride:
            return ""
    except (ArithmeticError, TypeError, ValueError):
        return ""
    for g in figures:
        a = g.access
        if (g is f or a.space != "global" or a.kernel != f.access.kernel or g.block != f.block
                or g.template != f.template or a.root != f.access.root):
            continue
        there = _offset(g)
        gap = _distance(off, there, f.block) if there is not None else None
        if gap is None or gap % stride:
            return ""  # NOTE: another access may use the words between the lanes' (a record's other fields)
    return ("no access of the kernel reads or writes the words in between (a decimation, a gather of every k-th "
            "element, one field of each record): the layout is the cost, since every sector moved holds all of its "
            "words that any thread needs, and re-indexing or a wider access would read words the kernel does not use")


def producer_layout(f: Any, figures: list, func: Any) -> str:
    """Why a read whose cost is the layout (decimation: one field of each record, every k-th element) is a note: the
    kernel (`func`, where the access is) only reads the array, a kernel argument, so its layout is the producer's,
    and no access order in this kernel moves fewer sectors (review r10 B C11). A kernel that writes the array (a
    store to it, or a call or address taking it other than a load intrinsic's, `__ldg(&in[i])`) makes that layout:
    the finding stays a warning; so does a store, whose layout the kernel writes."""
    root = f.access.root
    if f.access.op != "load" or f.access.via is not None or func is None or not (
            isinstance(root, tuple) and len(root) == 3 and root[2] == "arg") or not decimation(f, figures):
        return ""
    if any(g.access.op != "load" for g in figures if g.access.kernel == f.access.kernel and g.access.root == root):
        return ""
    calls = [n for n in iter_nodes(func.body) if isinstance(n, ast.Call)]
    loads = {id(x) for c in calls if callee_name(c).startswith("__ld") for a in c.args for x in iter_nodes(a)}
    taken = [n.operand for n in iter_nodes(func.body)
             if isinstance(n, ast.Unary) and n.op == "&" and id(n) not in loads]
    for e in [a for c in calls if not callee_name(c).startswith("__ld") for a in c.args] + taken:
        if any(isinstance(x, ast.Name) and x.id == root[1] for x in iter_nodes(e)):
            return ""  # NOTE: an atomic or a helper not followed may write it
    return (f"the cost is the layout of `{root[1]}`, which the kernel only reads (its producer's): no access order "
            f"in this kernel moves fewer sectors; only structure of arrays where `{root[1]}` is made does")


def _same_launch(f: Any, figures: list):
    """The figures of the kernel's other accesses under the launch (block, template) of `f`, each once."""
    seen: set = set()
    for g in figures:
        a = g.access
        if (a.kernel != f.access.kernel or g.block != f.block or g.template != f.template or a.via is not None
                or (a.node.span, a.op) in seen):
            continue
        seen.add((a.node.span, a.op))
        yield g


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


__all__ = ["after_loop", "decimation", "minor", "producer_layout", "tiny_launch", "unknown_width"]


def per_kernel(tu: Any, found: list) -> list[tuple[Any, list]]:
    """judge.one_per_problem within each kernel: two overloads of a kernel (`init(n, m, A, B, C)`, `init(n, m, C)`)
    are two kernels, launched apart, never one problem (an access in a helper counts where the kernel calls it)."""
    from analyzer.analysis.memory.judge import one_per_problem

    spans = [(fn.span.line, fn.span.end_line) for fn in tu.functions() if fn.body is not None]

    def owner(f: Any) -> int | None:
        line = f.access.via if f.access.via is not None else f.access.node.span.line
        return next((a for a, b in spans if a <= line <= b), None)
    keys = [owner(f) for f in found]
    return [p for key in dict.fromkeys(keys) for p in one_per_problem([f for f, k in zip(found, keys) if k == key])]
