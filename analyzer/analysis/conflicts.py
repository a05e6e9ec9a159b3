"""Which shared-memory bank conflicts a developer would not change code for (issue 17): KL402 reports
them as notes, saying why.

- A 2-way conflict on an access each thread makes once (in no loop): one extra wavefront per warp.
- A 2-way conflict on the store that fills a tile from global memory, or in a loop whose every iteration
  also reads global memory (not `__constant__`, not the function's own arrays): the global load's latency
  dwarfs one extra wavefront.
- A 2-way conflict of a sorting or transform network's stride pattern (`2 * tid - (tid & (stride - 1))`):
  it moves with the stride, and no padding removes it for every stage.
- Any conflict the kernel's global traffic hides (`hidden`, review r3 B): per block, all the kernel's
  shared-memory wavefronts take fewer clocks than its global sectors at an SM's share of DRAM bandwidth, each access
  counted in the warps whose lanes make it (`active_warps`: a prologue under `threadIdx.x < 8`, one warp; per warp
  where every access is made in every warp).

Also what KL402 judges and suggests by: the one wider access the compiler makes of an aligned pair of
adjacent accesses (`merged_pair`), the array's own name (`array_name`), the alignment a padding must keep
(`alignment`: vector accesses of the same instantiation, wmma), and the fix that keeps 16-byte accesses whole (`chunk_swizzle`).

An unpadded kernel kept as the baseline of a comparison is the user's to mark (analyzer/analysis/baseline.py):
never inferred from another kernel's name or tile, in the file or the folder (issue 28).
"""

from __future__ import annotations

from analyzer.cuda import ast
from analyzer.analysis.memory.judge import number_text
from analyzer.cuda.query import array_root, enclosing_function, iter_nodes


def minor(f, unit, figures=None) -> str:
    """Why a conflict is not worth changing code for, or "" (issue 17): a 2-way one on an access made once
    per thread (in no loop), on the store that fills a tile from global memory, in a loop that also reads
    global memory; any n-way one that the kernel's global traffic hides (`hidden`, with `figures`: the
    unit's, for the kernel's other accesses)."""
    from analyzer.analysis.cost import enclosing_loops
    from analyzer.analysis.sharednames import shared_names

    if f.per_request != 2 * f.ideal:
        return hidden(f, unit, figures) if figures is not None else ""
    if f.access.addr is not None and _network_stride(f.access.addr):
        return ("a 2-way conflict of a sorting or transform network's stride pattern (`2 * tid - (tid & (stride - "
                "1))`): it moves with the stride, and no padding removes it for every stage")
    node = f.access.node
    func = enclosing_function(unit.tu, node)
    if func is not None:
        loops = enclosing_loops(func, node)
        shared = shared_names(func, unit.tu)
        other = shared | _not_global(func, unit.tu)
        site = _call_site(f, unit, func) if f.access.via is not None else None
        if site is not None:  # NOTE: a helper's access runs where it is called: the call's loops and arguments
            kernel, call = site
            kshared = shared_names(kernel, unit.tu)
            kother = kshared | _not_global(kernel, unit.tu)
            for a, p in zip(call.args, func.params):
                if p.name and pointer_names(a) and pointer_names(a)[0] in kother:
                    other.add(p.name)
                    shared |= {p.name} if pointer_names(a)[0] in kshared else set()
            if not loops:
                loops, other = enclosing_loops(kernel, call), kother
        if not loops:
            return "a 2-way conflict on an access each thread makes once costs one extra wavefront per warp"
        for n in iter_nodes(func.body):
            if isinstance(n, ast.Assign) and n.target is node and any(
                    isinstance(v, ast.Index) and array_root(v) not in shared for v in iter_nodes(n.value)):
                return ("a 2-way conflict on the store that fills the tile from global memory: the global load's "
                        "latency dwarfs one extra wavefront")
        inner = loops[-1]
        if any(_global_load(n, other) for n in iter_nodes(inner.body)):
            return ("a 2-way conflict in a loop whose every iteration also reads global memory: the global load's "
                    "latency dwarfs one extra wavefront")
    return hidden(f, unit, figures) if figures is not None else ""


def _call_site(f, unit, helper):
    """(the kernel, its call of `helper` at line `f.access.via`), or None (a helper reached through another)."""
    from analyzer.cuda.query import callee_name

    name = helper.name.split("::")[-1]
    for kernel in unit.tu.kernels():
        if kernel.name == f.access.kernel and kernel.body is not None:
            for n in iter_nodes(kernel.body):
                if isinstance(n, ast.Call) and n.span.line == f.access.via and callee_name(n) == name:
                    return kernel, n
    return None


def _caller_local(g, unit) -> bool:
    """A helper's access to its parameter that the call binds to an array of the caller's own (registers or
    local memory) or to shared memory: no global traffic."""
    from analyzer.analysis.sharednames import shared_names

    helper = enclosing_function(unit.tu, g.access.node)
    site = _call_site(g, unit, helper) if helper is not None else None
    names = pointer_names(g.access.node)
    if site is None or not names:
        return False
    kernel, call = site
    mine = shared_names(kernel, unit.tu) | _not_global(kernel, unit.tu)
    return any(p.name == names[0] and pointer_names(a) and pointer_names(a)[0] in mine
               for a, p in zip(call.args, helper.params))


def _sampled(g) -> int:
    """Sectors per request of a global access without a figure: screened (check's figures stop at an ideal
    access) is evaluated whole; a count that depends on kernel arguments (`in[y * cols + x]`) with each of
    them SAMPLE (rows a multiple of 128 bytes apart: the least a row walk moves); else a sector per byte of a
    lane (32 lanes' contiguous bytes)."""
    from dataclasses import replace

    from analyzer.analysis import terms as T
    from analyzer.analysis.memory.figures import SCREENED, evaluate

    a = g.access
    fallback = max(1, a.size or 4)
    if g.reason == SCREENED:
        g = evaluate(a, g.block, None, g.label, g.assumed, template=g.template)
        if g.known:
            return g.per_request
    if a.addr is None or a.root is None or not g.reason.startswith("the count depends on"):
        return fallback
    mapping = {s: T.const(SAMPLE) for s in T.symbols(a.addr) if s[2] == "arg" and s[1] in a.params}
    addr = T.substitute(a.addr, mapping) if mapping else None
    if addr is None:
        return fallback
    got = evaluate(replace(a, addr=addr), g.block, None, g.label, g.assumed, template=g.template)
    return got.per_request if got.known else fallback


SAMPLE = 1024
# NOTE: an SM's share of DRAM bandwidth per SM clock on an H100 SXM (3.35 TB/s, 132 SMs, 1.755 GHz): 14.5 bytes,
# against one shared-memory wavefront per clock
DRAM_BYTES_PER_CLOCK = 3.35e12 / 132 / 1.755e9
MAX_COUNTED = 4096  # NOTE: iterations of a constant loop counted at most


def hidden(f, unit, figures) -> str:
    """Why the conflict costs no time, or "": per warp, over the kernel (each access times the iterations of
    its constant loops, with the instance's template arguments and const locals), every shared-memory wavefront, this conflict's included,
    takes fewer clocks than the kernel's global sectors take at the SM's share of DRAM bandwidth: the kernel is
    bound by global memory.
    Inside a loop with a run-time count, per iteration of it: only the accesses in that loop count; a shared
    access in such a loop that is not around the conflict, or one without a figure, makes no claim."""
    from analyzer.analysis.cost import enclosing_loops
    from analyzer.analysis.memory.figures import SCREENED
    from analyzer.analysis.memory.unrolled import template_env, trip_count

    envs: dict = {}  # NOTE: id(function) -> its template_env, walked once, not once per access

    def env_of(func):
        if id(func) not in envs:
            envs[id(func)] = template_env(func, f.template, unit.tu)
        return envs[id(func)]

    def loops_of(node, g=None):
        func = enclosing_function(unit.tu, node)
        found = enclosing_loops(func, node) if func is not None else []
        counts = [trip_count(loop, MAX_COUNTED, env_of(func)) for loop in found]
        site = _call_site(g or f, unit, func) if func is not None and (g or f).access.via is not None else None
        if site is not None:  # NOTE: a helper's access runs in the loops around its call too
            outer = enclosing_loops(*site)
            found, counts = outer + found, [trip_count(loop, MAX_COUNTED, env_of(site[0])) for loop in outer] + counts
        times = 1
        for c in counts:
            times *= c if c is not None else 1
        return times, {id(loop) for loop, c in zip(found, counts) if c is None}, found

    _, around, found = loops_of(f.access.node)
    inner = [loop for loop in found if id(loop) in around]
    seen: set = set()
    wavefronts = sectors = 0
    counted: list = []  # NOTE: (shared?, its count per warp, the warps of the block that make it)
    for g in figures:
        a = g.access
        key = (a.node.span, a.op, a.via)
        if a.kernel != f.access.kernel or g.block != f.block or g.template != f.template or key in seen:
            continue
        seen.add(key)
        if a.space == "global" and a.via is not None and _caller_local(g, unit):
            continue  # NOTE: a helper's store to the caller's registers (`vals[r]` of `float a[8]` passed), not DRAM
        times, runtime, _ = loops_of(a.node, g)
        if a.space == "shared" and not runtime <= around:
            return ""  # NOTE: a shared access in a run-time loop that is not around the conflict: no bound
        if not around <= runtime:
            continue  # NOTE: outside the run-time loop around the conflict: judged per iteration of that loop
        if a.space == "shared":
            screened = not g.known and g.reason == SCREENED and a.size  # NOTE: the ideal: 128 bytes a wavefront
            if not (g.known or screened):
                return ""
            counted.append((True, times * (g.per_request if g.known else max(1, 32 * a.size // 128)), active_warps(g)))
        elif a.addr is None or (a.addr, a.op, a.size) not in seen:
            seen.add((a.addr, a.op, a.size))  # NOTE: a second load of the same bytes comes from L1, not DRAM
            counted.append((False, times * (g.per_request if g.known else _sampled(g)), active_warps(g)))
    warps = _block_warps(f.block)
    mine = active_warps(f)
    whole = all(w == warps for _, _, w in counted)  # NOTE: every access in every warp: per warp, as one warp
    for shared, count, w in counted:
        if shared:
            wavefronts += count * (1 if whole else w)
        else:
            sectors += count * (1 if whole else w)
    if not sectors or wavefronts * DRAM_BYTES_PER_CLOCK > sectors * 32:
        return ""
    ways = number_text(f.per_request / f.ideal)
    per = "per warp" if whole else f"per block ({warps} warps, this access made in {mine} of them)"
    per += f" and iteration of the loop at line {inner[-1].span.line}" if inner else ""
    times = loops_of(f.access.node)[0] * (1 if whole else mine)
    extra = number_text(times * (f.per_request - f.ideal))
    own = "its own" if whole else f"this access's {number_text(times * f.per_request)} ({extra} of them extra)"
    return (f"the global traffic hides this {ways}-way conflict: {per}, the kernel's {number_text(wavefronts)} "
            f"shared-memory wavefronts, {own} included, take {number_text(wavefronts)} clocks of the SM's shared "
            f"memory, fewer than the {float(sectors * 32 / DRAM_BYTES_PER_CLOCK):.0f} clocks its {number_text(sectors)} "
            "global sectors take at the SM's share of DRAM bandwidth (14.5 bytes a clock on an H100): the kernel "
            "is bound by global memory")


def _block_warps(block: tuple) -> int:
    return -(-block[0] * block[1] * block[2] // 32)


def active_warps(g) -> int:
    """The warps of one block of `g.block` whose lanes make the access: its thread path evaluated over the block
    (`threadIdx.x < 8 && threadIdx.y == 0` in a 32x32 block: 1); every warp where the path reads a value the block
    does not fix (a kernel argument, blockIdx, a loop's counter: a tail guard `i < n` too)."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.warps import block_threads

    x, y, z = g.block
    warps = _block_warps(g.block)
    path = g.access.path
    if path is None or any(s[2] != "bdim" for s in T.symbols(path)):
        return warps
    threads = block_threads(x, y, z, 32)
    try:
        holds = T.compile_block(path, True)(threads, {s[1]: {"x": x, "y": y, "z": z}[s[1][-1]] for s in T.symbols(path)})
    except (ArithmeticError, TypeError, ValueError):
        return warps
    return len({t[0] for t, h in zip(threads, holds) if h}) or warps  # NOTE: none: a figure's access is made


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


def merged_pair(f, pair):
    """The figure of the one wider access the compiler makes of an aligned pair of adjacent accesses
    (`s[2 * t]` and `s[2 * t + 1]`: one LDS.64): the hardware counts that access's wavefronts, not the
    pair's."""
    from dataclasses import replace

    from analyzer.analysis.memory.figures import evaluate

    first = f if pair[1] else pair[0]
    return evaluate(replace(first.access, size=2 * first.access.size), f.block, None, f.label, f.assumed,
                    template=f.template)


def pointer_names(e) -> list[str]:
    """The names a pointer expression may start from, pointer first: `A`, `&A[i][j]`, `A + off`,
    `(T *)(A + off)`, `reinterpret_cast<T *>(&A[0][0] + off)`, `*(T *)(A + off)`, `((T *)A)[i]`. Only
    through casts, `&`, `*`, subscripts and `+`/`-` (pointer arithmetic), never into an offset's `*`/`>>`."""
    from analyzer.cuda.query import array_root

    out: list[str] = []
    stack = [e]
    while stack:
        e = stack.pop()
        if isinstance(e, (ast.Index, ast.Member)):
            root = array_root(e)
            if root:
                out.append(root)
            elif isinstance(e, ast.Index):
                stack.append(e.base)
        elif isinstance(e, ast.Name):
            out.append(e.id)
        elif isinstance(e, ast.Cast):
            stack.append(e.expr)
        elif isinstance(e, ast.Unary) and e.op in ("&", "*") and not e.postfix:
            stack.append(e.operand)
        elif isinstance(e, ast.Binary) and e.op in ("+", "-"):
            stack.extend((e.right, e.left))  # NOTE: popped left first: `A + off` and `off + A` both find A
    return out


def array_name(node, text: str) -> str:
    """The array's own name (`smem` of `*((int4 *)&smem[y][x * 4])`, `B_shared` of `*(uint4 *)(B_shared +
    off)`), never a cut of the expression."""
    names = pointer_names(node)
    if names:
        return names[0]
    head = text.split("[")[0].strip()
    return head if head.isidentifier() else "the array"


def alignment(f, figures, unit) -> tuple[int, bool]:
    """The widest access the kernel makes of the array (an `int4` store: 16; `*(ulonglong4 *)(A + off)`:
    32), and 32 when a `wmma::load_matrix_sync`/`store_matrix_sync` reads it (256-bit aligned rows): a
    padding must keep it; and whether that is wmma's. Vector accesses are found as casts of the array to a pointer to a wider type
    (`(int4 *)&A[i]`, `reinterpret_cast<float4 *>(A + off)`), whether or not the model judged them, in the
    kernel and in the helpers it passes the array to (`fill(g, A)` whose `int4` stores write its parameter)."""
    from analyzer.cuda.model.ctype_layout import type_layout
    from analyzer.cuda.query import callee_name, enclosing_function, iter_nodes

    widest = max([g.access.size or 4 for g in figures if g.access.kernel == f.access.kernel
                  and g.access.root == f.access.root and g.template == f.template] + [f.access.size or 4])
    wmma = False
    func = enclosing_function(unit.tu, f.access.node)
    names = pointer_names(f.access.node)
    name = names[0] if names else None
    def passes(a, name: str) -> bool:
        return name in pointer_names(a) or any(isinstance(x, ast.Name) and x.id == name for x in iter_nodes(a))

    scan = [(func, name)] if func is not None and name else []
    helpers = {fn.name.split("::")[-1]: fn for fn in unit.tu.functions() if fn.body is not None} if scan else {}
    for body, name in scan:  # NOTE: the kernel's body, then the helpers it passes the array to (one level)
        for n in iter_nodes(body.body):
            if isinstance(n, ast.Call) and callee_name(n) in ("load_matrix_sync", "store_matrix_sync") and any(
                    passes(a, name) for a in n.args):
                widest, wmma = max(widest, 32), True
            elif isinstance(n, ast.Call) and body is func and (callee := helpers.get(callee_name(n))) is not None \
                    and callee is not func:
                scan += [(callee, p.name) for a, p in zip(n.args, callee.params) if p.name and passes(a, name)]
            elif isinstance(n, ast.Cast) and n.type.pointers == 1 and name in pointer_names(n.expr):
                layout = type_layout(n.type.base)
                if layout is not None:
                    widest = max(widest, layout[0])
    return widest, wmma


def chunk_swizzle(name: str, size: int, vector: int, rows: bool, words: int | None, shift: tuple = ()) -> str:
    """The fix for a tile the kernel also accesses 16 or 32 bytes at a time: a one-word padding would
    misalign those accesses, and an XOR of single elements (`col ^ row`) would scatter a vector's elements
    over other columns. Swizzling whole 16-byte chunks (the chunk index XOR the row) moves each 16-byte
    access as a unit, so it stays aligned and whole; a 32-byte access spans two chunks that the XOR may
    swap or part, so it becomes two 16-byte ones. `shift` (s, K): XOR with `row / 2^s % K`, the row bits that differ
    between the colliding lanes, in place of the row."""
    element = size if size < vector and size < 16 else 4
    per = 16 // element  # NOTE: elements per 16-byte chunk (4 floats, 2 doubles, 8 halves)
    s, k = shift or (0, 8)  # NOTE: (s, K): XOR with row bits s.. (the bits that differ between the colliding rows)
    key = f"row % {k}" if not s else f"row / {1 << s} % {k}"
    at = f"((col / {per}) ^ ({key})) * {per} + col % {per}"
    where = (f"`{name}[row][{at}]`" if rows else
             f"element (row, col) of the tile's rows of {words or 'W'} {'words' if element == 4 else 'elements'} "
             f"at `row * {words or 'W'} + {at}`")
    parted = ("8 rows that share a chunk's banks then take 8 different chunks of a 128-byte line" if not shift else
              f"the colliding rows, which differ in bit {s} of the row, then take different chunks")
    tail = ("" if shift else " (a row whose chunk count is not a multiple of 8 XORs with fewer row bits, or is padded "
            "to one)")
    split = (" The 32-byte accesses span two chunks that the XOR may swap: write each as two 16-byte ones."
             if vector >= 32 else "")
    return (f"a padding of one word would misalign the rows, and an XOR of single elements (`col ^ row`) would "
            f"break up the kernel's {vector}-byte accesses of `{name}`: swizzle 16-byte chunks instead, keeping "
            f"{where} in every access of `{name}` (store and load): {parted}, and each 16-byte access moves whole "
            f"and stays aligned{tail}.{split}")


__all__ = ["minor", "merged_pair", "pointer_names", "array_name", "alignment", "chunk_swizzle"]
