"""A shared access whose count depends on a kernel argument (`s[threadIdx.x * d + x]`): its count per class of
the argument, the classes being the argument's residues modulo the banks' period.

The 32 banks repeat every 128 bytes, so each lane's bank is its byte address modulo 128. An address that is
`size` times an integer polynomial of the argument d (the lane stride `tx * d`, a row `ty * d + tx`, a power
`d * d`) has the same residue modulo 128 for every d of one residue modulo 2^V = 128 / size (32 for 4-byte
words), and so the same wavefronts, as long as no other lane's word becomes equal (a broadcast) or leaves the
path. The classes here are the argument's 2-adic valuation, v = 0..V: d odd, d an odd multiple of 2, ..., d a
multiple of 2^V. For lanes d words apart that is the whole model: the 32 lanes fall in 32 / gcd(d, 32) banks,
gcd(d, 32) words each, so the request takes gcd(d, 32) wavefronts (32 for every d that is a multiple of 32, 2
for every d = 2 mod 4, 1 for every odd d). A class's count is *known* only when every residue of the class,
each at two magnitudes (r + 2^V and r + 3 * 2^V, so that a guard such as `tx < d` holds for every lane), gives
the same count: an address that is not such a polynomial (`(tx * d) >> 1`) or a guard that depends on the
magnitude (`tx < d / 32`) gives no class a number. Measured on an H100: tools/gpu/memory (the `a_bank_*` kernels
at d = 31, 32, 48, 64).

Global memory repeats every 32-byte sector. A global count is taken per class where thread 0's offset modulo 32
moves with the argument (`out[blockIdx.x * n + 8 * t + k]`, `base_moves`): whether a row starts on a sector then
depends on n, and the sampled blocks may or may not have seen a row that does not (of eight such 2-byte stores of
one record, two got a count by luck). Its figure is the class of aligned rows, n a multiple of 32 / size
(figures.settle), unless every class counts what the samples did. Measured: `emb_f16x8` (16 sectors per request
at e = 64, 16.5 at e = 33).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Callable

PERIOD = 128  # bytes after which the banks repeat (banks.py)
MAGNITUDES = (1, 3)


def exponent(size: int, period: int = PERIOD) -> int:
    """V: the classes are the valuations 0..V of the argument, 2^V = period / size (5 for 4-byte words in shared
    memory; for global memory the period is the 32-byte sector)."""
    return max(0, (period // max(size, 1)).bit_length() - 1)


def base_moves(offset, args: list[str], fixed: dict, period: int, lanes: tuple) -> bool:
    """Whether the byte offset modulo `period` of one of `lanes` (the first warp's (x, y, z)) changes with a kernel
    argument of `args` (a row base `blockIdx.x * n` whose alignment to the 32-byte sectors depends on n, or the
    rows of a block narrower than a warp, `(tx + bx * 16) * n + ty`, thread 0's row aligned and lane 1's not):
    then a global count that depends on that alignment is known only per class of the argument, however the
    samples fell."""
    from analyzer.analysis import terms as T

    syms = T.symbols(offset)
    if not any(s[1] in args for s in syms):
        return False
    try:
        fn = T.compile_term(offset)
        seen = set()
        for value in (1, 2, 3, 16):
            for b in (0, 1, 3):
                # NOTE: a block index and any other value uniform in the block (an index loaded from memory,
                # `idx[blockIdx.x] * n`) pick the row; the loop's iteration stays at its first
                env = {s[1]: value if s[1] in args else 0 if s[2] == "iter" else 32 if s[2] in ("bdim", "gdim")
                       else b for s in syms}
                env = {**env, **fixed}
                seen.add(tuple(fn(x, y, z, 0, 0, env) % period for x, y, z in lanes))
    except (ArithmeticError, TypeError, ValueError):
        return False
    return len(seen) > 1


def representatives(v: int, top: int) -> tuple[int, ...]:
    """Every residue modulo 2^top of valuation v (all multiples of 2^top when v == top), at each magnitude."""
    if v >= top:
        return tuple(2 ** top * m for m in (1, 2, 3, 5))
    residues = [2 ** v * o for o in range(1, 2 ** (top - v), 2)]
    return tuple(r + 2 ** top * m for m in MAGNITUDES for r in residues)


def by_class(args: list[str], size: int, attempt: Callable, period: int = PERIOD) -> tuple[tuple, dict] | None:
    """((argument, V, ((v, per_request, ideal), ...)), {v: the figure of class v}) for the first of `args` whose
    classes give some class a known count, the others left at their samples; None when none does.
    `attempt(name, values)`: the figure with the argument `name` sampled at `values` (figures._attempt)."""
    top = exponent(size, period)
    for name in args:
        rows, known = [], {}
        for v in range(top + 1):
            got = attempt(name, representatives(v, top))
            if not got.known or not got.ideal:
                rows.append((v, None, None))
                continue
            rows.append((v, got.per_request, got.ideal))
            known[v] = got
        if known:
            return (name, top, tuple(rows)), known
    return None


def class_of(value: int, top: int) -> int:
    """The class (valuation, at most `top`) of a value a launch passes."""
    if value == 0:
        return top
    v = 0
    while v < top and value % (2 ** (v + 1)) == 0:
        v += 1
    return v


def class_name(name: str, v: int, top: int) -> str:
    """"every d that is a multiple of 32", "every d that is an odd multiple of 16", "every odd d"."""
    if v >= top:
        return f"every {name} that is a multiple of {2 ** top}"
    if v == 0:
        return f"every odd {name}"
    return f"every {name} that is an odd multiple of {2 ** v}"


def ways(per: Fraction, ideal: Fraction) -> Fraction:
    return per / ideal


def worst_class(classes: tuple) -> int:
    """The valuation of the class with the most ways (the first such from the top)."""
    _, _, rows = classes
    known = [(ways(p, i), v) for v, p, i in rows if p is not None]
    return max(known)[1]


def _worst_run(classes: tuple) -> tuple[list[int], str]:
    """(the valuations of the worst classes that run down from the top, or the one worst class, its description):
    32-way for every multiple of 16 when the multiples of 32 and the odd multiples of 16 both are."""
    name, top, rows = classes
    worst = worst_class(classes)
    most = {v: ways(p, i) for v, p, i in rows if p is not None}
    run = []
    for v in range(top, -1, -1):
        if most.get(v) != most[worst]:
            break
        run.append(v)
    if not run:
        return [worst], class_name(name, worst, top)
    low = run[-1]
    return run, (f"every {name}" if low == 0 else class_name(name, top, top) if low == top
                 else f"every {name} that is a multiple of {2 ** low}")


def text(classes: tuple, number: Callable, size: int = 4, global_: bool = False) -> str:
    """", for every d that is a multiple of 32 (the kernel argument d: 16-way for every d that is an odd multiple
    of 16, ..., conflict-free for every odd d)": the worst classes first, then the others from the top down."""
    name, top, rows = classes
    if not global_ and len(rows) == top + 1 and all(p is not None and ways(p, i) == 2 ** v for v, p, i in rows):
        return (f", for {class_name(name, top, top)} (the kernel argument {name}: gcd({name}, {2 ** top})-way in "
                f"general, conflict-free for every odd {name})")
    # NOTE: a global figure is its class of aligned rows (figures.settle); a shared one its worst class
    run, first = ([top], class_name(name, top, top)) if global_ else _worst_run(classes)
    if global_ and all(p is None for v, p, _ in rows if v not in run):
        return (f", for {first} (the kernel argument {name}: other values move the start of a block's row off the "
                f"{2 ** top * size}-byte sectors, where the count differs between blocks or is not known)")
    others = []
    for v, p, i in sorted(rows, key=lambda r: -r[0]):
        if v in run:
            continue
        what = ("no known count" if p is None else f"{number(p)} sectors where {number(i)} would do" if global_
                else "conflict-free" if ways(p, i) == 1 else f"{number(ways(p, i))}-way")
        others.append(f"{what} for {class_name(name, v, top)}")
    tail = f" (the kernel argument {name}: {', '.join(others)})" if others else f" (the kernel argument {name})"
    return f", for {first}{tail}"


# The sizes a kernel argument that sets a loop's rounds is judged at (by_size): its powers of two up to 8192.
SIZES = tuple(2 ** j for j in range(1, 14))


def rounds_picked(offset, path, args: list[str]) -> bool:
    """Whether the lanes a loop's round keeps depend on a kernel argument (`path`: `tid < p >> (k + 1)`) while the
    lanes' step changes with the round (`offset * (2 * tid + 2) - 1`, offset = 2^k): the rounds by_size judges,
    which a screen at one small value of the argument (a few lanes, conflict-free) would miss."""
    from analyzer.analysis import terms as T

    kinds = {s[2] for s in T.symbols(path) if s[2] == "iter" or s[1] in args}
    if kinds != {"iter", "arg"}:
        return False
    try:
        fn, steps = T.compile_term(offset), set()
        for k in (0, 1):
            env = {s[1]: k if s[2] == "iter" else 32 for s in T.symbols(offset)}
            steps.add(fn(1, 0, 0, 1, 0, env) - fn(0, 0, 0, 0, 0, env))
    except (ArithmeticError, TypeError, ValueError):
        return False
    return len(steps) > 1


def lane_bounds(path, params: frozenset[str]) -> tuple:
    """(`path` with each bound of a thread index by kernel arguments taken as true, the arguments): under
    `if (threadIdx.x < len)` the count of a warp the guard keeps whole is the figure (for every len >= 32); the
    first sample of len, 1, would leave one lane and hide any conflict or stride of the others. A bound that reads
    blockIdx or a loop's round (`tid < d` of a tree) is not one: classes.by_size and the tail guards judge those."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.idioms import monotone

    kind = path[0]
    if kind in ("&&", "||"):
        (a, x), (b, y) = lane_bounds(path[1], params), lane_bounds(path[2], params)
        return (T.binary(kind, a, b) or path, x + y) if x or y else (path, ())
    if kind == "not" and path[1][0] in (">", ">="):  # NOTE: `if (threadIdx.x >= len) return;` keeps tx < len
        kept, names = lane_bounds(("<" if path[1][0] == ">=" else "<=", path[1][1], path[1][2]), params)
        return (kept, names) if names else (path, ())
    if kind not in ("<", "<=", ">", ">="):
        return path, ()
    low, high = (path[1], path[2]) if kind in ("<", "<=") else (path[2], path[1])
    names = tuple(sorted({s[1] for s in T.symbols(high)}))
    if not names or T.thread_dependent(high) or not set(names) <= params or not T.thread_dependent(low) \
            or not monotone(low) or any(s[2] != "bdim" for s in T.symbols(low)):
        return path, ()
    return T.const(1), names


def whole_runs(path, params: frozenset[str], taken: bool = True):
    """`path` with each test of a run of a thread index, `index / S` against a thread-independent value where the run
    length S is a count the kernel's arguments give (`stage = index / ((n / area) / 4)`: `stage == 1`), taken as
    the arm the access is on (true where it stands as written, false under a `!`: `taken`). The runs are S
    consecutive indices, so a warp parts only where one run ends; the arguments' samples make S small enough to
    part every warp, which no launch of a count needs: the figure is the whole warp's, as for a tail guard."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.idioms import monotone

    kind = path[0]
    if kind in ("&&", "||"):
        a, b = whole_runs(path[1], params, taken), whole_runs(path[2], params, taken)
        return path if a is path[1] and b is path[2] else T.binary(kind, a, b) or path
    if kind == "not":
        a = whole_runs(path[1], params, not taken)
        return path if a is path[1] else T.unary("not", a) or path
    if kind not in ("<", "<=", ">", ">=", "==", "!="):
        return path
    run, other = (path[1], path[2]) if T.thread_dependent(path[1]) else (path[2], path[1])
    if run[0] != "/" or T.thread_dependent(other) or not T.thread_dependent(run[1]) or not monotone(run[1]):
        return path
    kinds = {(s[2], s[1] in params) for s in T.symbols(run[2])}
    if T.thread_dependent(run[2]) or ("arg", True) not in kinds or any(k == "iter" for k, _ in kinds):
        return path
    return T.const(1 if taken else 0)


def by_size(f, loop: tuple, at: Callable, iterations: int):
    """judge.per_iteration where each round's count depends on one kernel argument P as well as on the round (the
    unpadded up-sweep of a scan whose tree has P leaves: `for (d = P >> 1; d > 0; d >>= 1) { if (tid < d) ...
    temp[offset * (2 * tid + 2) - 1] ... offset *= 2; }`, whose active lanes, tid < P >> (k + 1), the argument
    decides). At each power of two P of SIZES, the worst of the first `iterations` rounds (`at`: the figure with
    symbols set); the figure is the worst over P where it holds for every larger size sampled (at least two
    more), with `sizes` saying from which P and what the smaller give. For that up-sweep: min(32, P / 32)-way, the
    round where d = 32 (measured on an H100: 2 wavefronts per request at P = 64, 32 at 1024). None when the count
    depends on anything else, or the worst does not settle."""
    from analyzer.analysis import terms as T

    syms = T.symbols(f.access.addr) | (T.symbols(f.access.path) if f.access.path is not None else set())
    args = [s for s in syms if s[2] == "arg" and s[1] in f.access.params]
    if len(args) != 1:
        return None
    rows, figures = [], {}
    for size in reversed(SIZES):  # NOTE: the largest first: where it is conflict-free, no size settles on a conflict
        if size == SIZES[-2] and (not rows or rows[-1][1] <= 1):
            return None
        worst = None
        for k in range(iterations):
            got = at({loop: T.const(k), args[0]: T.const(size)})
            if got is None or not got.known and not got.reason.startswith("no thread executes"):
                return None
            if got.known and got.ideal and (worst is None or got.per_request / got.ideal > worst[0]):
                worst = (got.per_request / got.ideal, k, got)
        if worst is not None:
            rows.insert(0, (size, worst[0], worst[1]))
            figures[size] = worst[2]
    most = max((w for _, w, _ in rows), default=None)
    tail = [i for i, (_, w, _) in enumerate(rows) if w == most]
    if most is None or most <= 1 or tail[-1] != len(rows) - 1 or len(rows) - tail[0] < 3 \
            or tail != list(range(tail[0], len(rows))):
        return None
    least = rows[tail[0]][0]
    name = args[0][1].split("@")[0]
    line = int(loop[1].split("@")[-1].split(":")[0])
    return replace(figures[least], access=f.access, iteration=rows[tail[0]][2], sizes=(name, least, line, tuple(rows)))


def sizes_text(sizes: tuple, number: Callable) -> str:
    """", for every p that is a power of two >= 1024, in the worst round of the loop at line 7 (iteration 4 at p =
    1024; the kernel argument p sets its rounds, judged at its powers of two: 16-way at 512, ..., 2-way at 64,
    conflict-free at 32 and below)"."""
    name, least, line, rows = sizes
    k = next(k for s, _, k in rows if s == least)
    below = []
    for s, w, _ in sorted(rows, reverse=True):
        if s >= least:
            continue
        if w == 1 and all(v == 1 for t, v, _ in rows if t <= s):
            below.append(f"conflict-free at {s} and below")
            break
        below.append(f"{number(w)}-way at {s}" if w != 1 else f"conflict-free at {s}")
    smaller = f": {', '.join(below)}" if below else ""
    return (f", for every {name} that is a power of two >= {least}, in the worst round of the loop at line {line} "
            f"(iteration {k} at {name} = {least}; the kernel argument {name} sets its rounds, judged at its powers "
            f"of two{smaller})")


def row_width(offset, args: list[str]) -> bool:
    """Whether the kernel arguments are a 2-D index's row width: with them set to 0 the offset still moves
    with the thread, the loop or the block (`out[x * height + y]`, `a[row * n + c]`, `out[pt * channels + c]` with
    `c = blockIdx.y`: a column per block). A bare stride (`x[i * incx]`) is not: it is often 1 at run time (a BLAS
    increment), and then no least value makes a finding right; nor where the pointer is loaded from an array of
    pointers (`x = xs[blockIdx.x]`): pointers loaded from different addresses are ROW_APART apart, no row's move."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.memory.address import ROW_APART

    divisors = _divisor_symbols(offset)  # NOTE: `(y - pad) / s1`: s1 at 1, not 0 (the part every lane shares)
    zero = T.substitute(offset, {s: T.const(1 if s in divisors else 0) for s in T.symbols(offset) if s[1] in args})
    if zero is None:
        return False
    rest = T.symbols(zero)
    try:
        fn = T.compile_term(zero)
        seen = set()
        for k in range(3):
            env = {s[1]: (k if s[2] in ("iter", "bid") else 32) for s in rest}
            for x, y, z in ((0, 0, 0), (1, 0, 0), (0, 1, 0), (5, 2, 1)):
                seen.add(fn(x, y, z, x % 32, 0, env) % ROW_APART)
    except (ArithmeticError, TypeError, ValueError):
        return False
    return len(seen) > 1


def _divisor_symbols(t) -> frozenset:
    """The symbols in a divisor (`/`, `%`) of term `t`."""
    from analyzer.analysis import terms as T

    out: set = set()
    stack = [t]
    while stack:
        node = stack.pop()
        if node[0] in ("/", "%") and len(node) == 3:
            out |= T.symbols(node[2])
        stack.extend(T.children(node))
    return frozenset(out)


def in_stride(offset, name: str, fixed: dict) -> bool:
    """Whether the kernel argument `name` moves the bytes between lane 0 and lane 1 (`tc * s2 * C`: s2 and C, not a
    base such as `item * PH * PW * C`): the arguments a least-value condition names where no one alone is needed
    (review r16 A-N1)."""
    from analyzer.analysis import terms as T

    try:
        fn = T.compile_term(offset)
        strides = []
        for value in (16, 17):
            env = {**{s[1]: (value if s[1] == name else 16) if s[2] == "arg" else 0 for s in T.symbols(offset)}, **fixed}
            strides.append(fn(1, 0, 0, 1, 0, env) - fn(0, 0, 0, 0, 0, env))
        return strides[0] != strides[1]
    except (ArithmeticError, TypeError, ValueError):
        return False
