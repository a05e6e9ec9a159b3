"""Read-modify-writes through an index loaded from memory (`out[idx[i]] += v`, `h[in[i]]++`): KL107/KL109's notes.

The race model pairs accesses by their addresses over the threads of a block (race/pairs.py); an address each
thread reads from memory has none (the lanes load what the data holds), so no pair is judged. Two threads that load
the same index both read the old element and write their own update, and one update is lost: a race exactly when
the indices repeat, which only the data decides (a histogram's bins repeat, a permutation's do not). Such an update
is a note that says so, never a claim: not where it is atomic, not inside a spin lock's section (race/locks.py),
not where the launch has one thread to run it, and not where the threads' own parts of the address keep them
apart whatever the data (`c[(d[i] & 255) * 128 + col]` with `col` a distinct column per thread below 128: each
thread its own counters, `separated`).

`loaded_address` gives the address with each loaded value a symbol (`load@...`, the same name in every thread);
`separated` splits it into the part the loads and loop iterations move (multiples of M, the gcd of their moves)
and the thread's own part, and finds the threads apart where their own parts differ modulo M."""

from __future__ import annotations

from math import gcd
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.kept_arrays import assigned_values, reads_memory
from analyzer.analysis.traits import RANGE_OF
from analyzer.analysis.race.log import ARG_UNIVERSAL, HELD, Acc, Launch
from analyzer.analysis.race.worlds import fixed, trip_count
from analyzer.analysis.trips import counted_parts
from analyzer.analysis.values import Val
from analyzer.analysis.warps import block_threads
from analyzer.cuda import ast
from analyzer.cuda.query import builtin, by_class, has_effects, holds, is_builtin, iter_nodes, uncast
from analyzer.prebuilt import dataclass

_MOVES = (1, 2, 3, 5, 7, 64, 255, 256, 1000, 4095, 65535, 1 << 20, (1 << 31) - 1, 1 << 31)  # a loaded part's samples (its moves' gcd, reach)
_ERRORS = (ArithmeticError, TypeError, ValueError, KeyError)  # NOTE: a value the launch does not give


@dataclass(frozen=True)
class Scatter:
    acc: Acc  # the update's store (its load is at the same node)
    index: Any  # the subscript's index that reads memory (`idx[i]`, or a local assigned a load: `bin`)
    launch: Launch


def loaded_address(i: Any, node: Any, op: str, access: Any) -> T.Term | None:
    """The byte address of the element `node` (`h[in[i]]`, `c[bin * 128 + col]`) of an update's store (`op`, its
    Access `access`: no address, a load at the same node) in the race interpreter `i`, with each value a thread
    loads there, or a local holds that was assigned a load, a symbol of its own; None for any other access, where
    the index has side effects, or where the address is still unknown."""
    if op != "store" or access.addr is not None or type(node) is not ast.Index \
            or (id(node), "load") + i.call_key not in i.accesses:
        return None
    if has_effects(node, _PURE):
        return None
    assigned = i.scatter_values
    if assigned is None:
        assigned = i.scatter_values = assigned_values(i.func)
    saved: dict = {}
    recording, i.recording, i.symbolic_loads = i.recording, False, True
    try:
        _name_loads(i, node, assigned, saved, 3)
        lv = i.ev.lvalue(node)
    finally:
        i.recording, i.symbolic_loads = recording, False
        i.env.update(saved)
    return lv[0].term if lv is not None and lv[0].term is not None else None


_PURE = frozenset({"__ffs", "__ffsll", "__popc", "__popcll", "__clz", "__clzll", "__brev", "__brevll", "min", "max",
                   "abs", "umin", "umax"})  # NOTE: intrinsics the evaluator follows, with no side effect


def _name_loads(i: Any, node: Any, assigned: dict, saved: dict, depth: int) -> None:
    """Give each local `node` reads that holds a thread's load (its value unknown: `b = in[i] & 63`) its value
    with the loads as symbols where one assignment makes it (`load@5:13 & 63`, its own locals first), else a
    symbol of its own (`load@b`); the values replaced are kept in `saved`."""
    for n in iter_nodes(node):
        if type(n) is not ast.Name or n.id in saved or (v := i.env.get(n.id)) is None or v.term is not None \
                or not v.thread or not any(reads_memory(x, assigned) for x in assigned.get(n.id, ())):
            continue
        saved[n.id], got = v, None
        made = assigned[n.id]
        if len(made) == 1 and depth and not has_effects(made[0], _PURE):
            _name_loads(i, made[0], assigned, saved, depth - 1)
            got = i.ev(made[0])
        i.env[n.id] = got if got is not None and got.term is not None else Val(("u", f"load@{n.id}", "arg"), False,
                                                                               True)


def scatters(accs: list, unit: Any, launch: Launch) -> list[Scatter]:
    """The plain (non-atomic) read-modify-writes of global or shared elements whose subscript reads memory, among a
    log's accesses (`accs`: flat_accesses) judged with `launch`, where two threads may meet: one per update."""
    loaded = {id(a.access.node) for a in accs if a.access.op == "load" and not a.atomic}
    out: list[Scatter] = []
    seen: set = set()
    values: dict = {}  # NOTE: id(function) -> (its assigned values, its own-run counters): a helper's are its own
    for a in accs:
        x = a.access
        if x.op != "store" or a.atomic or x.addr is not None or id(x.node) not in loaded or id(x.node) in seen \
                or x.space not in ("global", "shared") or type(x.node) is not ast.Index \
                or any(key[0] == HELD for key, _ in a.cases) or not _several(x, launch):
            continue
        func = next((f for f in unit.tu.functions() if f.body is not None and holds(f.span, x.node.span)), None)
        if func is None:
            continue
        if id(func) not in values:
            made = assigned_values(func)
            values[id(func)] = (made, _counters(func, made))
        made, counters = values[id(func)]
        reading = [i for i in _indices(x.node) if reads_memory(i, made)
                   and not (type(uncast(i)) is ast.Name and uncast(i).id in counters)]
        row = x.row_bytes if reading and reading[0] is x.node.index and len(reading) == 1 else None
        if reading and not (a.loaded is not None and separated(a.loaded, a, launch, row)):
            seen.add(id(x.node))
            out.append(Scatter(a, reading[0], launch))
    return out


def _counters(func: Any, values: dict) -> frozenset:
    """The counters of the function's `for` loops over a thread's own run (`for (a = off[c]; a < off[c + 1]; a++)
    acc[a] += v` with c the thread's own index): the index walks the run, it is not read from memory (review r17 A
    after, N1b). Not where the start's index folds threads together (`c = tid / 2`: two lanes walk one run)."""
    parts = (counted_parts(loop) for loop in by_class(func.body).get(ast.For, ()))
    return frozenset(p[0] for p in parts if p is not None and _own_index(p[1], values, 3))


_FOLDS = frozenset({"/", ">>", "%", "&"})


def _own_index(e: Any, values: dict, depth: int) -> bool:
    """Whether `e` (a loop's start) reads memory at an index that names the thread's index one to one: no `/`, `>>`,
    `%` or `&` in it or in the locals it reads (a few assignments deep), and a thread index somewhere in them."""
    seen, stack, thread = set(), [e], False
    while stack and depth >= 0:
        nodes = [n for x in stack for n in iter_nodes(x)]
        if any(type(n) is ast.Binary and n.op in _FOLDS for n in nodes):
            return False
        thread = thread or any(is_builtin(n, "threadIdx") for n in nodes)
        names = {n.id for n in nodes if type(n) is ast.Name and n.id in values and n.id not in seen}
        seen |= names
        stack = [v for n in names for v in values[n]]
        depth -= 1
    return thread and not stack and reads_memory(e, values)


def separated(term: T.Term, acc: Acc, launch: Launch, row: int | None = None) -> bool:
    """Whether no two threads of the launch that run the access reach the same element of `term` (loaded_address)
    whatever the loaded values and loop iterations, in every sampled world of the kernel's arguments (over blocks 0
    and 1 too for global memory in a grid of more than one block). The loads and iterations move every thread's
    address alike (else False); the threads' own parts (the loads at 0) keep them apart where they differ modulo
    the gcd M of the moves (`c[(d[i] & 255) * 128 + col]`: M = 128 bytes), or are further apart than the moves
    reach: the range of the sampled moves (`h[(in[i] & 63) + 64 * tid]`), or `row` bytes where only the last
    subscript reads memory and the moves stay inside a row (`h[tid][in[i]]`, an index kept in its row)."""
    access = acc.access
    loops = {loop.k: loop.cond for loop in acc.loops if loop.cond is not None}
    syms = T.symbols(term) | (T.symbols(access.path) if access.path is not None else frozenset())
    strides = {loop.k for loop in acc.loops if _grid_stride(getattr(loop, "node", None))}
    # NOTE: a grid-stride loop's counter is one index per (thread, iteration), `j = gtid + k * S`: its iterations are
    # more threads, judged as the lanes are (at k = 0), not moves every thread makes alike (review r18 A-Q1)
    free = [s for s in syms if s[1].startswith("load@") or s[2] == "iter" and s[1] not in strides]
    args = [s for s in syms if s not in free and s[2] == "arg" and fixed(launch, s) is None]
    bids = [s for s in syms if s[2] == "bid"]
    blocks = (0, 1) if access.space == "global" and _many_blocks(launch) else (0,)
    threads = block_threads(*launch.block, 32)
    run = T.compile_block(term)
    # NOTE: a path that reads a loaded value admits other threads in other worlds: every thread counts then
    path = T.compile_block(access.path, True) if access.path is not None and not (
        T.symbols(access.path) & frozenset(free)) else None
    size = access.size or 1
    try:
        for arg in ARG_UNIVERSAL if args else (0,):
            env = {s[1]: fixed(launch, s) for s in syms if fixed(launch, s) is not None}
            env.update({s[1]: arg for s in args})
            env.update({s[1]: 0 for s in syms if s in free or s[1] in strides})
            env.update({s[1]: 2 for s in syms if s[2] == "gdim" and s[1] not in env})  # NOTE: a grid's stride at k = 0
            own: list = []
            step, reach, column = 0, 0, 0
            for b in blocks:
                env.update({s[1]: b for s in bids})
                base = run(threads, env)
                mask = path(threads, env) if path is not None else None
                for s in free:
                    moves = set()
                    trip = trip_count(loops.get(s[1]), s[1], env) if s[2] == "iter" else None
                    for v in _samples(s[1], trip):  # NOTE: a loop counter within its trips, a narrow load in its type
                        diffs = {m - o for m, o in zip(run(threads, {**env, s[1]: v}), base)}
                        if len(diffs) != 1:
                            return False  # NOTE: the move depends on the thread (`in[i] * tid`): not apart
                        moves.add(diffs.pop())
                    if trip:
                        moves.add(0)  # NOTE: a loop counter's first value is one it takes; a load's 0 may be none
                    step = gcd(step, *map(abs, moves))
                    if b == blocks[0] and not trip and max(moves) >= (1 << 20) * size and _columns(
                            run, threads, env, s[1], base, size):  # NOTE: a raw load, no mask or type bounding it
                        column += max(moves) - min(moves)  # NOTE: a loaded column added to a row's start
                    elif b == blocks[0]:
                        reach += max(moves) - min(moves)  # NOTE: over the samples (`__ffs(0)` is no bit)
                own.extend(base if mask is None else [o for o, m in zip(base, mask) if m])
            if not all(type(o) is int for o in own):
                return False
            if row is not None and reach >= row:
                reach = row - size  # NOTE: an index kept in its row moves less than the row
            apart = sorted(own)
            gaps = {y - x for x, y in zip(apart, apart[1:])}
            if column and len(gaps) == 1 and (gap := gaps.pop()) > size:
                column = min(column, gap - size)  # NOTE: `dx[o * rs + ind[o]]`: a column kept in the row it is
                # added to, as a 2-D array's (review r18 B-Q3); rows of one length (the threads' starts evenly apart)
            reach += column
            if not (step and len({o % step for o in own}) == len(own)) and \
                    not all(y - x >= reach + size for x, y in zip(apart, apart[1:])):
                return False
    except _ERRORS:
        return False
    return True


def _columns(run, threads, env: dict, name: str, base: list, size: int) -> bool:
    """Whether the loaded value `name` moves every thread's address by one element a unit (`+ ind[o]`, added as a
    row's column is), at 1, 2 and 3."""
    try:
        return all({m - o for m, o in zip(run(threads, {**env, name: v}), base)} == {v * size} for v in (1, 2, 3))
    except _ERRORS:
        return False


def _grid_stride(node: Any) -> bool:
    """`for (j = blockIdx.x * blockDim.x + threadIdx.x; ...; j += blockDim.x * gridDim.x)`: each value of j is one
    thread's at one iteration."""
    if type(node) is not ast.For or node.init is None or node.step is None:
        return False
    words = {b[0] for n in iter_nodes(node.step) if (b := builtin(n)) is not None}
    start = {b[0] for n in iter_nodes(node.init) if (b := builtin(n)) is not None}
    return {"gridDim", "blockDim"} <= words and {"blockIdx", "threadIdx"} <= start


def _samples(name: str, trip: int | None) -> tuple:
    """The values a loaded part or loop counter of `separated` is moved to: a loop counter within its trips, a load of
    a narrow type (its symbol's `#u8` suffix: traits.ranged) within the type's range, else _MOVES."""
    if trip:
        return (1, trip - 1)
    low, high = RANGE_OF.get(name[name.rfind("#"):], (None, None)) if "#" in name else (None, None)
    if low is None:
        return _MOVES
    return tuple(sorted({v for v in _MOVES if low <= v <= high} | {low, high} - {0}))


def _indices(node: ast.Index) -> list:
    """The indices of `a[i][j]`, outermost subscript first."""
    out = []
    while type(node) is ast.Index:
        out.append(node.index)
        node = node.base
    return out


def _several(access: Any, launch: Launch) -> bool:
    """Whether more than one thread of the launch may run the access: a grid of more than one block (or one not
    known), or a block where its path (a test of the thread index) admits two threads or is not evaluable."""
    if _many_blocks(launch):
        return True
    block = launch.block
    if access.path is None or not T.thread_dependent(access.path):
        return block[0] * block[1] * block[2] > 1
    try:
        admitted = T.compile_block(access.path, True)(block_threads(*block, 32), {})
    except _ERRORS:
        return True
    return sum(map(bool, admitted)) > 1


def _many_blocks(launch: Launch) -> bool:
    """A grid of more than one block, or one not known."""
    return launch.grid is None or any(g is None or g > 1 for g in launch.grid)
