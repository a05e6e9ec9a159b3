"""What shape an uncoalesced global access has, for KL401's fix: the fix has to match the pattern.

- a row walk: each lane walks its own row in a loop (`in[i * len + j]` for `j = 0..len-1`): the lanes are a row
  apart, and the loop moves each lane's address by one element per iteration. Staging a tile through shared
  memory is the fix for a transpose, not for this: the warp should walk a row together, or the array be stored
  the other way round.
- a block's column: each block walks one column of a table whose row width is a kernel argument (`block_column`):
  the layout is the cost, fixed where the table is designed, not in the kernel.
- a record read: each lane reads a word at a fixed place of its own record of under 128 bytes (`p[tid * 4 + 3]`:
  no loop moves it, no block moves it, and the stride is a constant, not a row width given at run time): the fix is a structure-of-arrays
  layout (the word in an array of its own), or one wider load when the lane uses the rest of the record.
- the other warps' words: the lanes (threadIdx.x) are a constant stride apart and the block's threads along y
  and z write or read every word between them (`C[row * ldc + col]`, row from threadIdx.x, col from
  threadIdx.y: `other_warps`): no decimation, the index roles are swapped.
- a run held in registers: the loop moving the address also indexes a per-thread array (`register_tile`, a
  GEMM's write-back of its register tile, a lane loading its own run): re-indexing by thread changes what each
  thread computes.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.memory.judge import _POINTS, _env, _offset, _steps


def row_walk(f: Any, least: int = 128) -> int | None:
    """The line of a loop along which each lane walks its own row: at its iterations 0..3 (other loops at 0) the
    address is linear in the thread index with the same step, a whole row (128 bytes or more: narrower chunks
    keep the "consecutive elements" fix), and lane 0's address
    moves by one element per iteration; None when no loop does. `least`: the least lane step (a chunk walk's)."""
    off, size = _offset(f), f.access.size
    if off is None or size is None:
        return None
    for loop in sorted(s for s in T.symbols(off) if s[2] == "iter"):
        got = _steps(f, loop)
        if got is not None and len(set(got[0])) == 1 and abs(got[0][0]) >= least \
                and len(moves := {b - a for a, b in zip(got[1], got[1][1:])}) == 1 and abs(moves.pop()) == size:
            line = loop[1].split("@")[-1].split(":")[0]
            return int(line) if line.isdigit() else None
    return None


def record_read(f: Any, stride: int | None) -> bool:
    """Each lane reads at a fixed place of its own record: a constant lane stride wider than the access, no
    loop moving the address but by whole blocks of records (a grid-stride loop `for (i = gid; i < n; i +=
    stride)` hands the lane another record of its own at the same place: review r11 A C2), no kernel argument in
    the index (`Figure.condition` empty, and none of the kernel's scalar parameters named: a launch's value bound
    to `width` still makes `in[x * width + y]` a column walk)."""
    off = _offset(f)
    size = f.access.size or 4
    if off is None or stride is None or not size < stride < 128:
        return False
    if run_time_width(f):
        return False  # NOTE: a kernel argument in the index is a row width (a column walk)
    try:  # NOTE: the place in the record is the same in every block (`in[x * W + blockIdx.y]` moves along a row)
        fn, symbols = T.compile_term(off), T.symbols(off)
        records = stride * f.block[0] * f.block[1] * f.block[2]
        for p in _POINTS:
            env = _env(symbols, f.block, p)
            for loop in (s for s in symbols if s[2] == "iter"):
                moved = fn(0, 0, 0, 0, 0, {**env, loop[1]: 1}) - fn(0, 0, 0, 0, 0, {**env, loop[1]: 0})
                if moved == 0 or moved % records:
                    return False  # NOTE: the loop walks the record, or hands the lane a neighbour's
        return len({fn(0, 0, 0, 0, 0, _env(symbols, f.block, p)) % stride for p in _POINTS}) == 1
    except (ArithmeticError, TypeError, ValueError):
        return False


def moving_loop(f: Any, stride: int | None = None) -> bool:
    """A loop moves the access's address; with `stride`, by whole blocks of `stride`-byte records (a grid-stride
    loop), at the judge's first point."""
    off = _offset(f)
    loops = [s for s in T.symbols(off) if s[2] == "iter"] if off is not None else []
    if not stride or not loops:
        return bool(loops)
    try:
        fn, env = T.compile_term(off), _env(T.symbols(off), f.block, _POINTS[0])
        records = stride * f.block[0] * f.block[1] * f.block[2]
        return any((m := fn(0, 0, 0, 0, 0, {**env, s[1]: 1}) - fn(0, 0, 0, 0, 0, {**env, s[1]: 0})) and not m % records
                   for s in loops)
    except (ArithmeticError, TypeError, ValueError):
        return False


def record_walk(f: Any, unit: Any, stride: int | None) -> int | None:
    """The line of a loop the compiler unrolls (a constant trip count: memory/unrolled) along which each lane walks
    its own record one access at a time, every word of it (`out[i * 8 + k]`, k < 8, from the record's first
    word), any other loop moving the lane by whole blocks of records; None otherwise."""
    from analyzer.analysis.memory.unrolled import unrolled_loop

    off, size = _offset(f), f.access.size or 4
    if off is None or unit is None or stride is None or not size < stride < 128 or stride % size:
        return None
    try:
        fn, symbols = T.compile_term(off), T.symbols(off)
        records, walk = stride * f.block[0] * f.block[1] * f.block[2], None
        for p in _POINTS:
            env = {**_env(symbols, f.block, p), **{s[1]: 0 for s in symbols if s[2] == "iter"}}
            first = fn(0, 0, 0, 0, 0, env)
            if first % stride:
                return None  # NOTE: the walk starts off the record's first word
            x, y, z = f.block
            if any(fn(t % x, t // x % y, t // (x * y), t % 32, t // 32, env) != first + t * stride
                   for t in range(min(x * y * z, 1024))):
                return None  # NOTE: the block's records are no one run (a tile's rows N apart): no staging formula
            for loop in (s for s in symbols if s[2] == "iter"):
                moved = fn(0, 0, 0, 0, 0, {**env, loop[1]: 1}) - fn(0, 0, 0, 0, 0, env)
                if moved == size and walk in (None, loop):
                    walk = loop
                elif moved == 0 or moved % records:
                    return None
    except (ArithmeticError, TypeError, ValueError):
        return None
    got = unrolled_loop(walk[1], f.access.node, unit, f.template) if walk is not None else None
    return got[0].span.line if got is not None and got[1] is not None and got[1] * size == stride else None


def block_column(f: Any, stride: int | None) -> bool:
    """Each block walks one column of a table whose row width is a kernel argument (`counters[threadIdx.x * blocks
    + blockIdx.x]`): the lanes are a whole row apart, every thread of the block hits the same place of its row, and
    another block another place. Staging inside a block cannot coalesce it (the block holds that column only), and
    swapping the indices changes the table that the kernel's readers see: the layout is the cost."""
    off = _offset(f)
    if off is None or stride is None or stride < 128 or not run_time_width(f):
        return False
    symbols = T.symbols(off)
    if not any(s[2] == "bid" for s in symbols) or any(s[2] not in ("bid", "gdim", "arg", "iter") for s in symbols):
        return False  # NOTE: a loaded value moves the address, or no block does: not one column per block
    x, y, z = f.block
    threads = [(i, j, k) for k in range(z) for j in range(y) for i in range(x)][:1024]
    try:
        fn = T.compile_term(off)
        places = []
        # NOTE: two blocks at the same iteration (a persistent loop's `blockId += gridDim.x` moves with both), and
        # another argument value; the row width at each point is that point's lane stride (an argument's value)
        for p in (_POINTS[0], {**_POINTS[0], "bid": 1}, _POINTS[1]):
            env = _env(symbols, f.block, p)
            row = fn(1, 0, 0, 1, 0, env) - fn(0, 0, 0, 0, 0, env) if x > 1 else 0
            if row < 128:
                return False
            places.append({fn(i, j, k, 0, 0, env) % row for i, j, k in threads})
    except (ArithmeticError, TypeError, ValueError):
        return False
    return all(len(p) == 1 for p in places) and places[0] != places[1]  # NOTE: another block, another column


def block_field(f: Any, stride: int | None) -> int | None:
    """The bytes by which the next block moves the lanes' addresses, where that is less than their stride and not a
    multiple of the access (`rec[i * 9 + blockIdx.x]`: 4 of 36): each block reads one field of every record, and the
    kernel's blocks together read the words in between (review r15 C Q2); None otherwise."""
    off, size = _offset(f), f.access.size or 4
    if off is None or stride is None or not size < stride < 128:
        return None
    symbols = T.symbols(off)
    try:
        fn, env = T.compile_term(off), _env(symbols, f.block, _POINTS[0])
        moved = fn(0, 0, 0, 0, 0, {**env, **{s[1]: 1 for s in symbols if s[2] == "bid"}}) - fn(0, 0, 0, 0, 0, env)
    except (ArithmeticError, TypeError, ValueError):
        return None
    return moved if 0 < moved < stride and moved % size == 0 else None


def run_time_width(f: Any) -> bool:
    """The index names a scalar parameter of the kernel (a row width given at run time), or the figure holds
    only from some value of one (`Figure.condition`)."""
    from analyzer.cuda import ast
    from analyzer.cuda.query import iter_nodes
    names = {n.id for n in iter_nodes(f.access.node) if isinstance(n, ast.Name)}
    return bool(f.condition) or bool(names & set(f.access.params))


def other_warps(f: Any, every: bool = True) -> str:
    """The block dimension ("y", "z" or "y and z") whose threads, at lane 0's place along x, reach every word
    between two neighbouring lanes (`C[row * ldc + col]` with row from threadIdx.x and col from threadIdx.y, a
    32x32 block): the words a warp skips are the block's other warps' words, so the fix is to swap the index
    roles (threadIdx.x along the contiguous dimension), not a new layout; "" otherwise. `every=False`: whose
    threads reach some word between them (no decimation then)."""
    off, size = _offset(f), f.access.size or 4
    x, y, z = f.block
    if off is None or x < 32 or y * z < 2 or any(s[2] == "iter" for s in T.symbols(off)):
        return ""
    try:
        fn, env = T.compile_term(off), _env(T.symbols(off), f.block, _POINTS[0])
        base = fn(0, 0, 0, 0, 0, env)
        stride = fn(1, 0, 0, 1, 0, env) - base
        if not size < stride < 128 or stride % size:
            return ""
        reach = {(fn(0, j, k, (j * x + k * x * y) % 32, (j * x + k * x * y) // 32, env) - base) % stride
                 for k in range(z) for j in range(y)}
    except (ArithmeticError, TypeError, ValueError):
        return ""
    if not (set(range(0, stride, size)) <= reach if every else reach - {0}):
        return ""
    return " and ".join(d for d, n in (("y", y), ("z", z)) if n > 1)


def register_tile(f: Any, unit: Any) -> tuple[str, int] | None:
    """(the array, the loop's line) where the access moves a run a thread holds in registers: a loop whose counter moves the
    access's address also indexes a per-thread array (not `__shared__`) in its body (`acc[r][4 * v + i]` beside
    `C[(row0 + r) * ldc + col0 + 4 * v]`, the write-back of a GEMM's register tile). The elements a lane
    reaches are the ones its registers hold: indexing by the thread id would hand it other elements."""
    from analyzer.analysis.cost import enclosing_loops
    from analyzer.cuda import ast
    from analyzer.cuda.query import enclosing_function, iter_nodes

    off = _offset(f)
    func = enclosing_function(unit.tu, f.access.node) if off is not None and unit is not None else None
    if func is None or func.body is None:
        return None
    places = {s[1].split("@")[-1] for s in T.symbols(off) if s[2] == "iter"}
    own = {d.name for n in iter_nodes(func.body) if isinstance(n, ast.Decl) and "__shared__" not in n.storage
           and "extern" not in n.storage for d in n.declarators if d.dims and not d.type.pointers}
    for loop in enclosing_loops(func, f.access.node):
        init = loop.init if isinstance(loop, ast.For) else None
        counters = ({d.name for d in init.declarators} if isinstance(init, ast.Decl) else
                    {init.target.id} if isinstance(init, ast.Assign) and isinstance(init.target, ast.Name) else set())
        if f"{loop.span.line}:{loop.span.column}" not in places or not counters:
            continue
        for n in iter_nodes(loop.body):
            base = n
            while isinstance(base, ast.Index):
                base = base.base
            if isinstance(n, ast.Index) and isinstance(base, ast.Name) and base.id in own and any(
                    isinstance(m, ast.Name) and m.id in counters for m in iter_nodes(n.index)):
                return base.id, loop.span.line
    return None
