"""Indices past the row of a multi-dimensional array (`shm[i][threadIdx.x]` of `float shm[4][4]` with
threadIdx.x >= 4): the access reaches another row's bytes through undefined behaviour. Races are judged between
in-bounds accesses only (worlds._side puts each row index's bounds on the path); such an index is reported
here instead, as a note of KL107/KL109 (kernlint has no out-of-bounds rule). The same for an index past a
declared array's first extent (`s[1024]` of `s[1024]`, `s[N][j]` of `s[N][8]`): past the whole array, claimed
where every thread that reaches the access is past (a constant, a value every thread shares), under any
guard; its bounds are not on a race's path (an address past the array equals none inside it). A guard on
loaded data (path not known): an index past its extent in every thread of the block, whoever reaches it. A
shuffled or voted value (worlds.sampled) is such data: a guard or loop bound of it is a guard on loaded data."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.symbol_names import kernel_argument, loaded_member
from analyzer.analysis.warps import block_threads
from analyzer.analysis.race.log import Acc, Launch
from analyzer.analysis.race.tails import with_loops
from analyzer.analysis.race.worlds import block_values, fixed, sampled, worlds
from analyzer.cuda import ast


def index_bounds(e, term: T.Term, base) -> tuple | None:
    """(0 <= i < n, the index node, n, i, whole) of the index `i` = `term` of `e` into the extent n of `base`'s
    type, or None: an inner index (`whole` False: rows) or the first one of a named
    array declared with its extent (not a parameter's `T a[][8]`, nor a member's, a struct's last `data[1]`)."""
    extent = base.dims[0] if base is not None and base.dims else None
    whole = not isinstance(e.base, ast.Index)
    if not isinstance(extent, int) or extent <= 0 or whole and not isinstance(e.base, ast.Name):
        return None
    if T.is_const(term) and (not isinstance(term[1], int) or 0 <= term[1] < extent):
        return None  # NOTE: a constant inside its extent needs no bound
    inside = T.binary("&&", T.binary(">=", term, T.const(0)), T.binary("<", term, T.const(extent)))
    return (inside, e.index, extent, term, whole) if inside is not None else None


def pointed(interp, name) -> Any:
    """The type of `name` (an ast.Name), or, for a pointer holding the start of a `__shared__` array (a helper's
    `const float *src` bound to `h[64]`: its value `&h`), that array's: an index into it may leave its extent
    (review r17 C-M1: `src[bin + 1]` at bin 63)."""
    t = interp.ev.typeof(name)
    if t is None or t.dims or not t.pointers:
        return t
    v = interp.env.get(name.id)
    array = v.term[1][1:] if v is not None and v.term is not None and v.term[0] == "u" and str(v.term[1]).startswith("&") \
        else None
    held = (interp.arrays.get(array) or interp.outer_arrays.get(array)) if array else None
    return held if held is not None and held.space == "shared" and held.dims else t


def _known_iterations(acc: Acc) -> dict:
    """{iteration symbol: the loop's condition} of the loops around `acc`, for the iterations a claim may name: a loop
    whose condition the model does not know (loaded data, a warp vote: `pop::any(bin < 36)`) is known to run its
    first iteration only, so an index past its extent is claimed there alone (review r17 C-Q5: iteration 2 of a
    vote loop that stops after 2)."""
    return {loop.k: loop.cond if loop.cond is not None else T.binary("<", ("u", loop.k, "iter"), T.const(1))
            for loop in acc.loops}


class PastRow:
    """An access whose index `node` (into rows of `extent` elements; `whole`: the array's) is `value` in
    `thread` under `launch`."""

    __slots__ = ("acc", "node", "extent", "value", "thread", "launch", "args", "least", "loaded", "whole", "every")

    def __init__(self, acc: Acc, node, extent: int, value: int, thread: tuple, launch: Launch, args: tuple = (),
                 least: tuple = (), loaded: tuple = (), whole: bool = False, every: bool = True):
        self.acc, self.node, self.extent = acc, node, extent
        self.value, self.thread, self.launch = value, thread, launch
        # NOTE: the kernel arguments (run-time values the launch does not fix) the claim reads: () where it holds
        # for every value (a constant bound past the row: a fact), else it holds only for some (`lane < spec.dim`:
        # where dim > 9); `least`: per argument, its least value that puts a thread past the row (the others at
        # the first world's values), or None
        self.args, self.least = args, least
        self.loaded = loaded  # NOTE: fields of local objects read from memory that the claim reads (`win.len`)
        self.whole = whole
        self.every = every  # NOTE: every thread that reaches it is past (else those its known path admits: `thread`)


def past_rows(accs: list[Acc], launch: Launch, warp: int, params) -> list[PastRow]:
    """The accesses of `accs` whose index into a row leaves it in some thread of the block in every sampled world
    of the kernel's arguments (the claim a race needs too), or past a whole array (or under a guard on loaded
    data) in every thread that may reach it, one per access node; `params`: the kernel's parameter names
    (symbol_names.kernel_argument)."""
    out: list[PastRow] = []
    seen: set = set()
    threads = None
    memo: dict = {}  # NOTE: block_values' evaluations of the indices' bounds, for this block shape
    for acc in accs:
        a = acc.access
        if not acc.rows and not acc.past or id(a.node) in seen:
            continue
        known = a.path_known and not sampled(a.path)
        path = with_loops(acc, known)
        for inside, node, extent, value, whole in [(*r, False) for r in acc.rows] + [(*r, True) for r in acc.past]:
            outside = T.unary("not", inside)
            test = outside if path is None else T.binary("&&", path, outside)
            if test is None or sampled(outside):
                continue  # NOTE: an index that is a shuffled or voted value: data, whatever its sample
            threads = threads or block_threads(launch.block[0], launch.block[1], launch.block[2], warp)
            # NOTE: past a whole array in some thread only where the index is the thread's alone (constants and thread
            # indices: `bin + 1` at bin 63, review r17 C-M1); a loop-carried or argument value keeps the every-thread test
            every = not known or whole and bool(T.symbols(value))
            if every and any(s[2] == "arg" and fixed(launch, s) is None and not kernel_argument(s[1], params)
                             or s[2] == "iter" and not known for s in T.symbols(outside)):
                # NOTE: a value the model does not know (a loop's `loop:w@...`), or a loop counter whose bound is
                # in a path on loaded data (`for (j = lane; j < n && j < 64; j += 32)`, n loaded): no claim
                continue
            got = _in_every(path, value, acc, launch, threads, outside, memo) if every else \
                _everywhere(test, value, acc, launch, threads, outside, memo)
            if got is not None:
                seen.add(id(a.node))
                # NOTE: only the kernel's arguments are run-time inputs (not `loop:len@k@6:5`, a loop's value)
                free = [s for s in T.symbols(test) if s[2] == "arg" and fixed(launch, s) is None]
                args = tuple(sorted(s for s in free if kernel_argument(s[1], params)))
                loaded = tuple(sorted({s[1] for s in free if s not in args and loaded_member(s[1])}))
                least = tuple(_least(test, a, launch, threads, got[2]) for a in args)
                out.append(PastRow(acc, node, extent, got[1], got[0], launch, tuple(s[1] for s in args), least,
                                   loaded, whole, every))
                break
    return out


def _in_every(path: T.Term | None, value: T.Term, acc: Acc, launch: Launch, threads, outside: T.Term,
              memo: dict) -> tuple | None:
    """((x, y, z), index, iterations) of a thread reaching the access, if every universal world has one where
    some thread passes `path` (None: every thread may) and every thread that does is past (`outside`)."""
    loops = _known_iterations(acc)
    found = None
    for base, exist in worlds([path, outside, value], launch, loops=loops):
        hit = None
        for ex in exist:
            env = {**base, **ex}
            try:
                past = block_values(outside, True, threads, env, memo)
                if not any(past):
                    continue
                reach = block_values(path, True, threads, env, memo) if path is not None else None
                if not (all(past) if reach is None else any(reach) and all(p for r, p in zip(reach, past) if r)):
                    continue
                at = 0 if reach is None else reach.index(True)
                iters = {k: v for k, v in env.items() if k in loops}
                hit = (threads[at][2:], T.compile_block(value)(threads[at:at + 1], env)[0], iters)
                break
            except (ArithmeticError, TypeError, ValueError, KeyError):
                continue
        if hit is None:
            return None
        found = found or hit
    return found


def _everywhere(test: T.Term, value: T.Term, acc: Acc, launch: Launch, threads, outside: T.Term,
                memo: dict) -> tuple | None:
    """((x, y, z), index) of a thread passing `test` in the first world, if every universal world has one.
    `outside`: the part of `test` that the index leaves its row, evaluated first (remembered in `memo` by the
    values of the few symbols it reads): where no thread is outside, no thread passes `test` either (the common
    case: the index stays in its row in every world), and the path is not evaluated."""
    loops = _known_iterations(acc)
    found = None
    for base, exist in worlds([test, value], launch, loops=loops):
        hit = None
        for ex in exist:
            env = {**base, **ex}
            try:
                if not any(block_values(outside, True, threads, env, memo)):
                    continue
            except (ArithmeticError, TypeError, ValueError, KeyError):
                pass  # NOTE: `test` may still be evaluable (`&&` does not evaluate its right side where the path fails)
            try:
                mask = T.compile_block(test, True)(threads, env)
                if any(mask):
                    at = mask.index(True)
                    hit = (threads[at][2:], T.compile_block(value)(threads[at:at + 1], env)[0], {})
                    break
            except (ArithmeticError, TypeError, ValueError):
                continue
        if hit is None:
            return None
        found = found or _first_past(test, value, threads, env, hit)
    return found


def _first_past(test: T.Term, value: T.Term, threads, env: dict, hit: tuple) -> tuple:
    """`hit` at the least count of the one loop counter `test` reads that puts a thread past the row (a loop's
    iterations are sampled first and last: `i` is 9 where it first leaves a row of 9, not 31)."""
    ks = [s[1] for s in T.symbols(test) if s[2] == "iter" and s[1] in env]
    if len(ks) != 1 or not isinstance(env[ks[0]], int):
        return hit
    fn = T.compile_block(test, True)
    for v in range(max(env[ks[0]], 0)):
        try:
            mask = fn(threads, {**env, ks[0]: v})
            if any(mask):
                at = mask.index(True)
                return threads[at][2:], T.compile_block(value)(threads[at:at + 1], {**env, ks[0]: v})[0], {ks[0]: v}
        except (ArithmeticError, TypeError, ValueError, KeyError):
            return hit
    return (*hit[:2], {ks[0]: env[ks[0]]})


def _least(test: T.Term, arg: T.Term, launch: Launch, threads, iters: dict, top: int = 1024) -> int | None:
    """The least value of kernel argument `arg` for which a thread passes `test` (the other symbols at the first
    world's values, a loop counter at `iters`' count where the index first left the row: `k < spec.dim` at k = 9),
    counting up from 0 (no bisection as race/steps': the test, over the block's threads, need not be monotone in
    `arg`); None where none up to `top` does or the test cannot be evaluated."""
    first = next(iter(worlds([test], launch)), None)
    if first is None:
        return None
    base, exist = first
    fn = T.compile_block(test, True)
    for v in range(top + 1):
        try:
            if any(any(fn(threads, {**base, **ex, **iters, arg[1]: v})) for ex in exist):
                return v
        except (ArithmeticError, TypeError, ValueError, KeyError):
            return None
    return None
