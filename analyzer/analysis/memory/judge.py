"""Which figures are findings (KL401, KL402), shared by the checks.

- Global (KL401): an access whose sectors per request reach 1 / min-efficiency times the ideal (twice by
  default) for some launch. Where the accesses of the same warp in the same iteration together use what
  they move (`neighbours`: `a[2*i]` and `a[2*i+1]`, `p[i].x`, `.y` and `.z`, the iterations of an unrolled
  loop) KL401 says so in a note: L1 serves the rest of what the first one moved.
  A request that wastes fewer than MIN_WASTE sectors (2 where 1 would do) is a finding too, which KL401
  grades as a note (`small_waste`), no longer dropped by that margin (issue 28).
- Shared (KL402): wavefronts per request at least `min-ways` times the ideal (a real n-way conflict).
One finding per access: the launch with the lowest efficiency is named.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.launch_dims import MARK, SAME
from analyzer.analysis.memory.distance import _POINTS, _constant_distance, _distance, _env  # noqa: F401
from analyzer.analysis.memory.figures import DATA_CONDITION, SCREENED, Figure, evaluate
from analyzer.analysis.memory.kernels import unit_figures
from analyzer.analysis.memory.sectors import mixed_sectors
from analyzer.analysis.warps import block_threads

# A global finding wastes at least this many sectors per request (a request for a few scattered words that
# moves one sector more than their bytes fill is not worth reorganising for).
MIN_WASTE = 2
WALK_LINES = 14  # NOTE: L1 lines one request touches, at most, for its sectors to serve the next ones (measured)


def _offset(f: Figure):
    a = f.access
    return T.substitute(a.addr, {a.root: T.const(0)}) if a.addr is not None and a.root is not None else None


def peers(f: Figure, figures: list) -> list:
    """The global accesses among `figures` (`f` left out) of f's kernel, launch and template to the same array,
    same op, at a constant distance from `f` (`a[2*i]` beside `a[2*i+1]`); [] when f's offset is unknown."""
    off = _offset(f)
    if off is None:
        return []
    return [g for g in figures if g is not f and g.access.space == "global" and g.access.kernel == f.access.kernel
            and g.block == f.block and g.template == f.template and g.access.root == f.access.root
            and g.access.op == f.access.op and _offset(g) is not None and _constant_distance(off, _offset(g), f.block)]


def adjacent(f: Figure, figures: list[Figure]) -> tuple[Figure, bool] | None:
    """Another access of the kernel's launch to the same array, same op, whose address is the next (or
    previous) element of every lane's (`s[2*tid]` and `s[2*tid + 1]`): the pair fits one vector access.
    Returns (the other access, whether `f` is the first of the pair)."""
    off = _offset(f)
    if off is None or f.access.size not in (2, 4, 8):
        return None
    for g in figures:
        if g is f or not g.known or g.access.node is f.access.node or g.access.kernel != f.access.kernel \
                or g.block != f.block or g.template != f.template or g.access.root != f.access.root \
                or g.access.op != f.access.op or g.access.size != f.access.size or _offset(g) is None:
            continue
        try:
            d = _distance(_offset(g), off, f.block)
        except (ArithmeticError, TypeError, ValueError):
            continue
        if d is not None and abs(d) == f.access.size:
            first = off if d > 0 else _offset(g)
            env = _env(T.symbols(first), f.block, _POINTS[0])
            try:
                fn = T.compile_term(first)  # NOTE: every lane of the first warps, rows included: a 65-word row
                aligned = all(fn(x, y, z, lane, w, env) % (2 * f.access.size) == 0  # misaligns the odd rows
                              for w, lane, x, y, z in block_threads(f.block[0], f.block[1], f.block[2], 32)[:64])
            except (ArithmeticError, TypeError, ValueError):
                aligned = False
            if aligned:
                return g, d > 0
    return None


def union_efficiency(group: list[Figure], block, iterations: bool = True, vary: str | None = None,
                     count: int = 4) -> Fraction | None:
    """Ideal over sectors of the union of `group`'s lanes, iterations 0..count-1 of their loops (or only the first,
    `iterations=False`), block 0. `vary`: only that loop variable moves (the others stay at their first
    iteration): the next iterations of the innermost loop `for (j < 4) a[4 * i + j]` are the neighbours,
    not those of the outer one."""
    from analyzer.analysis.tailguards import strip_tail_guards
    threads = block_threads(block[0], block[1], block[2], 32)
    per_warp: dict[int, list[tuple[int, int]]] = {}
    try:
        for f in group:
            off = _offset(f)
            syms = T.symbols(off)
            iters = [s for s in syms if s[2] == "iter"]
            fn = T.compile_term(off)
            path = strip_tail_guards(f.access.path, True) if f.access.path is not None else None
            path = path if path is not None and T.thread_dependent(path) else None
            active = T.compile_term(path) if path is not None else None
            for k in range(count if iters and iterations else 1):
                env = _env(syms | (T.symbols(path) if path is not None else set()), block,
                           {**_POINTS[0], "iter": k})
                if vary is not None:
                    env.update({s[1]: 0 for s in iters if s[1] != vary})
                for w, offset in _executing(off, path, fn, active, threads, env):
                    per_warp.setdefault(w, []).append((offset, f.access.size))
    except (ArithmeticError, TypeError, ValueError):
        return None
    sectors = ideal = 0
    for items in per_warp.values():
        moved, needed = mixed_sectors(items)
        sectors += moved
        ideal += needed
    return Fraction(ideal, sectors) if sectors else None


def _executing(off: T.Term, path: T.Term | None, fn, active, threads, env: dict) -> list[tuple[int, object]]:
    """(warp, offset) of each thread of `threads` that executes the access (`path` holds), in thread order, as
    `fn` and `active` (compile_term's) give them thread by thread. NOTE: from the block compilers, a whole block
    in one comprehension each; they also compute the offset of threads that do not execute the access, so
    when they raise, the threads are evaluated one by one (which raises only for an executing thread)."""
    try:
        offsets = T.compile_block(off)(threads, env)
        mask = T.compile_block(path)(threads, env) if path is not None else None
    except Exception:
        return [(w, fn(x, y, z, lane, w, env)) for w, lane, x, y, z in threads
                if active is None or active(x, y, z, lane, w, env)]
    if mask is None:
        return [(t[0], o) for t, o in zip(threads, offsets)]
    return [(t[0], o) for t, o, m in zip(threads, offsets, mask) if m]


def _worst(figures: list[Figure], qualifies) -> list[Figure]:
    """One figure per access expression (the load and store of `a[i] += x` are one problem): the launch
    with the lowest efficiency."""
    best: dict[tuple, Figure] = {}
    for f in figures:
        if not f.known or not qualifies(f):
            continue
        key = (f.access.node.span,)
        if key not in best or f.efficiency < best[key].efficiency:
            best[key] = f
    return sorted(best.values(), key=lambda f: (f.access.node.span.line, f.access.node.span.column, f.access.op))


def ops_of(f: Figure, figures: list[Figure]) -> str:
    """"load", "store", or "load and store" (a compound assignment) for the access expression of `f`."""
    ops = {g.access.op for g in figures if g.access.node is f.access.node and g.known}
    return "load and store" if ops == {"load", "store"} else f.access.op


def global_findings(unit: Any, shared: dict, settings: Any, min_efficiency: float) -> list[Figure]:
    figures = unit_figures(unit, shared, settings, screen=min_efficiency < 1)
    globals_ = [f for f in figures if f.access.space == "global"]

    def qualifies(f: Figure) -> bool:
        if f.efficiency is None or f.efficiency > min_efficiency:
            return False
        if f.access.path is not None:
            # NOTE: waste that comes only from idle lanes (`if (tid % 2 == 0) out[tid] = x`) is divergence,
            # KL201's finding: the addresses themselves must be inefficient with every lane active
            full = evaluate(replace(f.access, path=None), f.block, None, f.label, f.assumed, template=f.template)
            if full.known and full.efficiency is not None and full.efficiency > min_efficiency:
                return False
        return True

    return _worst(globals_, qualifies)


def neighbours(f: Figure, figures: list[Figure], unit: Any,
               min_efficiency: float) -> tuple[list[int], tuple | None] | None:
    """(The lines of the accesses that use the rest of what `f` moves, the walk: (line, trips or None, efficiency) of
    the loop whose iterations do, each lane walking its own row), when together they do (the
    neighbours exemption, a note since issue 28): accesses of the kernel to the same array at a constant
    distance (`a[2*i]` with `a[2*i+1]`, `p[i].x` with `.y` and `.z`) made by the same warp in the same
    iteration, or in the next iterations of a loop, unrolled or not, that moves the lane along its row
    (`for (c = 0; c < cell; ++c) s += src[i * cell + c]`; all its iterations judged together where its count is
    known, with the launch's arguments: walked_loop), L1 serving the rest of the sectors the first one moved, while
    each request touches at most WALK_LINES of L1's 128-byte lines. Measured on an H200 (tools/gpu/rowwalk, 16M
    lanes): a lane's row of up to 56 bytes (14 lines a request) walked one float per iteration ran within 1.2x of the
    coalesced layout, rolled or unrolled (the bytes come from DRAM once); rows of 64 bytes (16 lines) took 2x, 128
    bytes 4x, unrolled too. None when no such union is efficient. Loads only: L1 keeps no global store, each store
    request moves its sectors to L2."""
    if _offset(f) is None or f.access.op != "load" or (touched := _lines(f)) is None or touched > WALK_LINES:
        return None
    # NOTE: a load a data-dependent branch guards (`if (count > 0) x = buf[4 * v + 1]`) is counted as if every lane took
    # it: a lane that takes it reads the sectors f moved right after f, one that does not needs no more of its record
    group = [f] + peers(f, [g for g in figures if g.known or g.reason in (SCREENED, DATA_CONDITION)])
    lines = sorted({g.access.node.span.line for g in group} - {f.access.node.span.line})
    joint = union_efficiency(group, f.block, False)
    if joint is not None and joint > min_efficiency:
        return lines, None
    from analyzer.analysis.memory.unrolled import walked_loop
    for v in sorted({s[1] for g in group for s in T.symbols(_offset(g)) if s[2] == "iter"}):
        loop, trips = walked_loop(v, f.access.node, unit, f.template, f.bound) or (None, None)
        joint = union_efficiency(group, f.block, True, v, trips or 4) if loop is not None else None
        if joint is not None and joint > min_efficiency:
            return lines, (loop.span.line, trips, joint)
    return None



def _lines(f: Figure) -> int | None:
    """The most 128-byte lines one warp's request of `f` touches (block 0, every loop at its first iteration)."""
    from analyzer.analysis.tailguards import strip_tail_guards
    off = _offset(f)
    syms = T.symbols(off)
    path = strip_tail_guards(f.access.path, True) if f.access.path is not None else None
    path = path if path is not None and T.thread_dependent(path) else None
    env = _env(syms | (T.symbols(path) if path is not None else set()), f.block, {**_POINTS[0], "iter": 0})
    threads = block_threads(f.block[0], f.block[1], f.block[2], 32)
    try:
        got = _executing(off, path, T.compile_term(off), T.compile_term(path) if path is not None else None,
                         threads, env)
    except (ArithmeticError, TypeError, ValueError):
        return None
    per_warp: dict[int, set] = {}
    for w, offset in got:
        per_warp.setdefault(w, set()).add(offset // 128)
    return max(map(len, per_warp.values()), default=None)


def small_waste(f: Figure) -> bool:
    """The request moves fewer than MIN_WASTE sectors more than its lanes need (2 where 1 would do: 16-byte
    rows of 1-byte elements in a 16x16 block, a halo column's two words): graded a note by KL401."""
    return f.per_request - f.ideal < MIN_WASTE


def one_per_problem(found: list[Figure]) -> list[tuple[Figure, list[Figure]]]:
    """Findings of one kernel on one array with the same lane stride (boxFilter's `id[x]`, `id[x + r]`,
    `id[x - r - 1]` of a row-per-thread kernel; an unrolled transpose's `out[to + k * ny * blockDim.x]`) are
    one problem with one fix: (the first of each group, the others)."""
    groups: dict[tuple, list[Figure]] = {}
    for f in found:
        key = (f.access.kernel, f.access.root, f.access.space, f.block, f.template, f.condition, lane_stride(f))
        groups.setdefault(key, []).append(f)
    return [(fs[0], fs[1:]) for fs in groups.values()]


def others_text(others: list[Figure]) -> str:
    if not others:
        return ""
    lines = sorted({o.access.node.span.line for o in others})
    where = ", ".join(map(str, lines[:6])) + (", ..." if len(lines) > 6 else "")
    return (f"; {len(others)} more access{'es' if len(others) > 1 else ''} of this kernel to the same array with the "
            f"same lane stride (line{'s' if len(lines) > 1 else ''} {where}) have the same cause")


ITERATIONS = 10  # NOTE: iterations of a loop whose stride changes every round judged one by one (1 << 9 apart)


def per_iteration(f: Figure) -> Figure | None:
    """The worst figure of an access whose count changes with the iteration of one loop (`s[2 * stride * tid]`): at
    each of the first ITERATIONS iterations with every lane that reaches it there (none: nothing), the label saying
    which; per size of a kernel argument that sets the rounds (classes.by_size). None unless exactly one loop."""
    if f.known or f.access.addr is None or not f.reason.startswith("the count depends on the iteration"):
        return None
    loops = {s for s in T.symbols(f.access.addr) if s[2] == "iter"}
    if f.access.path is not None:
        loops |= {s for s in T.symbols(f.access.path) if s[2] == "iter"}
    if len(loops) != 1:
        return None
    loop = loops.pop()

    def at(mapping: dict) -> Figure | None:
        addr = T.substitute(f.access.addr, mapping)
        path = T.substitute(f.access.path, mapping) if f.access.path is not None else None
        if addr is None or (f.access.path is not None and path is None):
            return None
        return evaluate(replace(f.access, addr=addr, path=path), f.block, None, f.label, f.assumed, template=f.template)
    from analyzer.analysis.memory.classes import by_size  # NOTE: rounds an argument sets: per size, not by luck
    if (sized := by_size(f, loop, at, ITERATIONS)) is not None:
        return sized
    worst, rounds = None, []
    for k in range(ITERATIONS):
        if (got := at({loop: T.const(k)})) is None:
            return None
        if got.known and got.ideal:
            rounds.append(f"{k}: {number_text(got.per_request / got.ideal)}-way")
            if worst is None or got.per_request / got.ideal > worst[1].per_request / worst[1].ideal:
                worst = (k, got)
    if worst is None:
        return None
    k, got = worst
    line = loop[1].split("@")[-1].split(":")[0]
    return replace(got, access=f.access, iteration=k,
                   label=f"{f.label}, at iteration {k} of the loop at line {line} (the worst "
                         f"of its first {ITERATIONS}; by iteration {', '.join(rounds)})")


def _steps(f: Figure, loop: tuple | None = None) -> tuple[list[int], list[int]] | None:
    """(lane step, lane 0's offset) in bytes at iterations 0..3 of `loop` (the other loops at their first; by
    default the one loop the address depends on), when the offset is linear in the thread index (x = 0..31)
    at each; None otherwise."""
    off = _offset(f)
    if off is None:
        return None
    loops = [s for s in T.symbols(off) if s[2] == "iter"]
    if loop is None and len(loops) != 1:
        return None
    loop = loop or loops[0]
    steps, bases = [], []
    try:
        fn = T.compile_term(off)
        for k in range(4):
            env = _env(T.symbols(off), f.block, _POINTS[0])
            env[loop[1]] = k
            o = [fn(x, 0, 0, x, 0, env) for x in range(32)]
            step = o[1] - o[0]
            if step == 0 or any(o[x] != o[0] + step * x for x in range(32)):
                return None
            steps.append(step)
            bases.append(o[0])
    except (ArithmeticError, TypeError, ValueError):
        return None
    return steps, bases


def tree_step(f: Figure) -> bool:
    """The lanes' step changes with the loop's iteration while the offset stays linear in the thread index
    (a tree: a scan's `stride * (2 * tid + 1) - 1`, or a reduction's `c * stride * tid`)."""
    got = _steps(f)
    return got is not None and len(set(got[0])) > 1


def interleaved(f: Figure) -> bool:
    """Whether the address of an access judged per iteration is a reduction's interleaved addressing,
    `c * stride * tid` (and its partner `c * stride * tid + stride`): stride * (c * tid + d) with a stride
    that changes with the loop's iteration. Not a compact index (`(tid / (2 * k)) * 16`: not linear in the
    thread) nor a scan's tree (`stride * (2 * tid + 1) - 1`: its base is not a fixed multiple of the step)."""
    got = _steps(f)
    if got is None:
        return False
    steps, bases = got
    return len(set(steps)) > 1 and all(b * steps[0] == bases[0] * st for b, st in zip(bases, steps))


def shared_findings(unit: Any, shared: dict, settings: Any, min_ways: float) -> list[Figure]:
    figures = [f for f in unit_figures(unit, shared, settings, screen=min_ways > 1) if f.access.space == "shared"]
    figures = [per_iteration(f) or f for f in figures]
    return _worst(figures, lambda f: f.ideal and f.per_request / f.ideal >= Fraction(min_ways).limit_denominator())


def lane_stride(f: Figure) -> int | None:
    """Bytes between lane 0 and lane 1 of the first warp (x = 0 vs 1), or None."""
    off = _offset(f)
    if off is None:
        return None
    try:
        fn = T.compile_term(off)
        env = _env(T.symbols(off), f.block, _POINTS[0])
        if f.block[0] > 1:
            return fn(1, 0, 0, 1, 0, env) - fn(0, 0, 0, 0, 0, env)
        return fn(0, 1, 0, 1, 0, env) - fn(0, 0, 0, 0, 0, env)
    except (ArithmeticError, TypeError, ValueError):
        return None


def number_text(v) -> str:
    return str(int(v)) if v.denominator == 1 else f"{float(v):.2f}"


def via_text(f) -> str:  # NOTE: not for a header's member function, judged at the kernel's call (MemInterp.anchor)
    return f" (in the helper, as called from line {a.via})" if (a := f.access).via not in (None, a.node.span.line) else ""


def condition_text(f: Figure) -> str:
    """", for every height >= 8 (a kernel argument)" when the figure holds only from a least argument value; the
    classes of a shared count that depends on the argument's residue (classes.text)."""
    from analyzer.analysis.memory.classes import sizes_text, text
    from analyzer.analysis.launch_guards import condition_clause
    if f.classes or f.sizes:
        base = sizes_text(f.sizes, number_text) if f.sizes else text(f.classes, number_text, f.access.size or 4,
                                                                     f.access.space == "global")
    else:
        base = condition_clause(f.condition, f.admitted) if f.condition else ""
    return base + exits_text(f.access.exits)


def exits_text(lines: tuple[int, ...]) -> str:
    """Where the figure counts lanes past an exit on loaded data (MemInterp.access_path)."""
    return f", counting every lane past the exit on loaded data at line{'s' * (len(lines) > 1)} " \
        f"{', '.join(map(str, sorted(set(lines))))}" if lines else ""


def launch_text(f: Figure) -> str:
    if f.assumed:
        x, y, z = f.block
        # NOTE: a shape the kernel's own code decided carries its reason in the label (analysis/launches.py)
        why = f.label[f.label.index("(") + 1:f.label.rindex(";")] if f.label.startswith("a ") and ";" in f.label else ""
        why = f", as {why}" if why else ""
        bound = f.label[f.label.index(MARK):] if MARK in f.label else ""  # NOTE: K = blockDim.x (launch_dims)
        return (f"assuming {x * y * z} threads per block ({x}x{y}x{z}{why}; no launch of the kernel with a known block "
                f"size: set `block-size` in the config){bound}")
    return f"with {f.label}"


def rests_on_block(f: Figure, text: str) -> bool:
    """Whether an assumed block's figures would differ in another block: the lanes of a warp span rows of a
    2-D or 3-D block (their rows depend on blockDim.x), or the access reads blockDim. A 1-D index of threadIdx.x
    gives every block of 32 threads or more the same warps (the check's `launch=`: base.Context.report); a parameter
    bound to the assumed blockDim (launch_dims) rests on it unless every size judged gives the same figure."""
    return bool(f.assumed) and (f.block[1] * f.block[2] > 1 or "blockDim" in text or MARK in f.label and SAME not in f.label)
