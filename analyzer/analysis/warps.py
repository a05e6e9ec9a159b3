"""Deciding whether a condition splits a warp (or a block), by evaluating its term over the threads.

The hardware forms warps from consecutive linear thread ids, tid = x + y*Bx + z*Bx*By, W lanes each
(32 on NVIDIA; 64 for HIP code, whose wavefronts may be 64 wide). For one block shape and one value of
every uniform symbol, evaluating the condition for every thread of the block is exact. What is not
known statically is handled by quantifying over sample values ("worlds"):

- block shape: each launch of the kernel found in the analysed sources is one shape; a condition is
  divergent when it splits a warp for at least one launch, and the verdict names that launch. With no
  launch visible an assumed shape is used whose x-dimension is a multiple of 32 (so threadIdx.y/z are
  warp-uniform: no finding unless a launch proves otherwise);
- blockIdx ("bid"): every block runs, so a split in *some* sampled block counts (existential);
- everything else uniform but unknown ("arg": kernel arguments, loads at uniform addresses, "gdim",
  and loop iteration counts "iter"): the condition must split a warp for *every* sampled value
  (universal). This is what makes `tid < n` (n unknown) no finding, while `tid % 2` and `(tid + n) & 1`
  are. Inside a loop the first three iterations are sampled. In a loop's own condition the iteration
  count is existential instead, sampled up to 999 (a loop whose condition splits a warp in any iteration
  has lanes leaving early: `i < 4 + (tid & 1)` parts lanes only at iteration 4);
- threads that do not reach the branch (`active`: the enclosing thread-dependent if/else/loop
  conditions) take neither side: `if (tid < 8) for (k = tid; k < 8; k += 8)` runs once in every lane
  that arrives. A world in which no thread arrives (a loop bound the sampling overshoots) gives no verdict.

A verdict is therefore "must diverge for some launch", never a guess: every divergent verdict carries a
witness (launch, warp, lane counts). "No finding" is not a proof of uniformity when unknowns are
involved: `((tid + off) / 32) % 2` with an unknown `off` is uniform for off = 0 and split for off = 16,
so it is not reported (we cannot show it splits) though it may. With constants only (the property test
in tests/test_variance.py) both verdicts are exact. Worlds whose evaluation fails (division by zero, float `%`) are
skipped; if none remains the verdict is "unknown" (no finding).
"""

from __future__ import annotations

import itertools
from itertools import repeat
from operator import ne
from dataclasses import replace
from functools import lru_cache

from analyzer.analysis.sampling import first_combinations
from analyzer.analysis.terms import PLACEHOLDER, Term, compile_block, compile_term, leaves, substitute, symbols
from analyzer.prebuilt import dataclass

SAMPLES = {"arg": (32, 4096, 0, 1, 2, 96), "gdim": (32, 4096, 1, 2, 96), "iter": (0, 1, 2), "bid": (0, 1, 5)}
# NOTE: where the iteration count is existential (a loop's own condition, a barrier's guard) any iteration
# that splits counts, so later ones are sampled too: `i < 4 + (tid & 1)` differs only from iteration 4 on.
EXIST_SAMPLES = {"iter": (0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 16, 17, 24, 31, 32, 33, 48, 63, 64, 100, 128, 255, 999)}
MAX_WORLDS = 24
# NOTE: block_differs and block_uniform_value ask whether any world makes threads differ: every symbol existential
EVERY_KIND = frozenset({"bid", "arg", "gdim", "iter"})
BLOCK_EVAL_MIN = 4  # warps in a block from which _scan evaluates the whole block in one comprehension
MAX_EXIST_WORLDS = 72


@dataclass(frozen=True)
class Shape:
    """A block shape (threads) and where it comes from: `label` is e.g. "launch at line 40" or
    "assumed 256x1x1 (no launch visible)"; `assumed` marks shapes not seen in the sources."""

    x: int
    y: int = 1
    z: int = 1
    label: str = ""
    assumed: bool = False
    bind: tuple[tuple[str, int], ...] = ()  # template arguments of the launched instantiation (instances.py)
    why: str = ""  # for an assumed shape the kernel's own code decided: which facts (analysis/launches.py)
    # per launch of this block: ((parameter, value), ...) of the integer arguments the host fixes (launch_dims.fixed)
    args: tuple[tuple[tuple[str, int], ...], ...] = ()

    @property
    def threads(self) -> int:
        return self.x * self.y * self.z


@dataclass(frozen=True)
class Split:
    """Witness of a split: in block shape `shape`, warp `warp` has `first` lanes on one side (the side
    of its lane 0) and `second` on the other; `warps` of the block's `of` warps are split."""

    shape: Shape
    warp: int
    first: int
    second: int
    warps: int
    of: int
    minority: int  # the largest minority side of any split warp seen (1: a single lane is set apart)
    most_true: int = 0  # the most lanes on the true side of any split warp seen (truth-value splits)
    most_false: int = 0
    same_groups: bool = True  # every split warp (of the witness's world) parts its lanes into the same sizes
    paths: int = 2  # the most values the lanes of one split warp take (a switch's paths: analysis/switchpaths.py)
    blocks: tuple = ()  # an edge of the grid: (blocks that split, blocks evaluated, the whole grid?) (analysis/edges.py)


@lru_cache(maxsize=64)
def block_threads(x: int, y: int, z: int, warp: int) -> tuple[tuple[int, int, int, int, int], ...]:
    """(warp, lane, x, y, z) of every thread of an x*y*z block, in linear order."""
    out = []
    for lin in range(x * y * z):
        tz, rem = divmod(lin, x * y)
        ty, tx = divmod(rem, x)
        out.append((lin // warp, lin % warp, tx, ty, tz))
    return tuple(out)


LATER = {**SAMPLES, "iter": (1, 2, 3)}  # NOTE: the rounds after a first one that splits no warp (`_warp_split`)


def worlds(term: Term, shape: Shape, exist_kinds: frozenset[str], samples: dict = SAMPLES, lazy: bool = False):
    """(universal assignment, list of existential assignments) pairs, capped at MAX_WORLDS. `lazy`: the existential
    assignments as an iterator made for each pair, for a caller that iterates them once and often stops at the first."""
    syms = sorted(symbols(term), key=lambda s: s[1])
    fixed = {s[1]: {"x": shape.x, "y": shape.y, "z": shape.z}.get(s[1][-1], 1)
             for s in syms if s[2] == "bdim"}
    fixed.update((name, value) for name, value in shape.bind if ("u", name, "arg") in syms)
    bound = {name for name, _ in shape.bind}
    univ = [s for s in syms if s[2] not in exist_kinds and s[2] != "bdim" and s[1] not in bound]
    exist = [s for s in syms if s[2] in exist_kinds and s[2] != "bdim" and s[1] not in bound]
    values = [EXIST_SAMPLES.get(s[2]) or SAMPLES.get(s[2], SAMPLES["arg"]) for s in exist]
    names = [s[1] for s in exist]
    exist_worlds = None if lazy else [dict(zip(names, vals)) for vals in
                                      first_combinations(MAX_EXIST_WORLDS, *values)] or [{}]
    combos = itertools.product(*[samples.get(s[2], samples["arg"]) for s in univ])
    for vals in itertools.islice(combos, MAX_WORLDS):
        base = dict(fixed)
        base.update(zip([s[1] for s in univ], vals))
        yield base, exist_worlds if not lazy else (  # NOTE: product() of no value lists is one empty world, as [{}]
            dict(zip(names, vals)) for vals in first_combinations(MAX_EXIST_WORLDS, *values))


def _scan(term: Term, shape: Shape, warp: int, env: dict, as_bool: bool, full: bool, active: Term | None = None):
    """Evaluate `term` over the block (only the threads for which `active` holds), warp by warp. Returns
    (split warps as [(warp, first, second, minority)], differs): `differs` says whether two threads of the
    block disagree. Stops at the first split warp unless `full`. Raises ArithmeticError/TypeError/ValueError
    on evaluation errors.

    From BLOCK_EVAL_MIN warps on, the whole block's values come from one comprehension each
    (terms.compile_block), then are judged warp by warp as below. When that raises (it evaluates `term` for
    inactive threads too), the scan goes warp by warp: one comprehension per warp (the block compilers'
    functions over the warp's threads, the mask first, then `term` over the active threads), each evaluated
    whole before the next, so an error in a later warp is raised exactly when the thread-by-thread scan
    raised it (after the splits of the warps before it)."""
    fn = compile_block(term, as_bool)
    mask = compile_block(active, True) if active is not None else None
    if shape.threads >= BLOCK_EVAL_MIN * warp:
        if not full:
            # NOTE: a split of the first warp ends the scan: judge it alone first (most divergent branches
            # split warp 0), the rest of the block in one comprehension. An error here is the warp-by-warp
            # scan's own (its first warp): it is raised as that scan would raise it
            first = next(_warp_values(fn, shape, warp, env, mask), None)
            if first is None:  # NOTE: what either scan below ends with, without evaluating `term` for no thread
                raise ValueError("no thread reaches the branch")
            if len(set(first[1])) > 1:
                return _judge([first], full)
        try:
            return _judge(_block_values((term, active, as_bool), shape, warp, env), full)
        except (ArithmeticError, TypeError, ValueError):
            pass
    return _judge(_warp_values(fn, shape, warp, env, mask), full)


def _block_values(block, shape: Shape, warp: int, env: dict):
    """(warp, values of its active threads) per warp of the block, from the block compilers."""
    term, active, as_bool = block
    threads = block_threads(shape.x, shape.y, shape.z, warp)
    if active is None:
        values = compile_block(term, as_bool)(threads, env)
        return [(w, values[start:start + warp]) for w, start in enumerate(range(0, len(threads), warp))]
    # NOTE: `term` for the active threads only: the values the warp-by-warp scan takes (it evaluates no other
    # thread), so an error of a thread that does not reach the branch no longer sends the block to that scan
    mask = compile_block(active, True)(threads, env)
    values = compile_block(term, as_bool)([t for t, m in zip(threads, mask) if m], env)
    out, at = [], 0
    for w, start in enumerate(range(0, len(threads), warp)):
        n = mask[start:start + warp].count(True)
        if n:  # NOTE: a thread that does not reach the branch takes neither side
            out.append((w, values[at:at + n]))
            at += n
    return out


def _warp_values(fn, shape: Shape, warp: int, env: dict, active):
    """(warp, values of its active threads) per warp, evaluated lazily one warp at a time. `fn` and `active`:
    terms.compile_block functions (a list of values for a list of threads, each thread's value what
    compile_term's function gives it, or its error: a hoisted part that fails falls back to that function)."""
    for w, threads in _warp_threads(shape.x, shape.y, shape.z, warp):
        if active is not None:
            threads = [t for t, m in zip(threads, active(threads, env)) if m]
            if not threads:
                continue  # NOTE: a thread that does not reach the branch takes neither side
        yield w, fn(threads, env)


@lru_cache(maxsize=64)
def _warp_threads(x: int, y: int, z: int, warp: int) -> tuple[tuple[int, tuple], ...]:
    """(warp, its (warp, lane, x, y, z) threads of block_threads) of every warp of an x*y*z block, in linear order."""
    threads = block_threads(x, y, z, warp)
    return tuple((w, threads[start:start + warp]) for w, start in enumerate(range(0, len(threads), warp)))


def _judge(per_warp, full: bool):
    splits = []
    seen_block: set = set()
    for w, values in per_warp:
        distinct = set(values)
        seen_block.update(distinct)
        if len(distinct) > 1:
            counts: dict = {}
            for v in values:
                counts[v] = counts.get(v, 0) + 1
            one = counts[values[0]]
            splits.append((w, one, len(values) - one, min(counts.values()), counts.get(True, 0),
                           counts.get(False, 0), len(counts)))
            if not full:
                return splits, True
    if not seen_block:
        raise ValueError("no thread reaches the branch")  # NOTE: a world the loop bounds exclude: no verdict
    return splits, len(seen_block) > 1


MAX_MEMO = 8_192  # entries of a per-process memo (remembered): past this it starts over


def remembered(memo: dict, key: tuple, compute):
    """memo[key], computed by `compute()` on a miss; a memo past MAX_MEMO entries starts over; a key that cannot
    be hashed (not seen) is computed and not kept. For answers that depend on nothing but their key."""
    try:
        if key in memo:
            return memo[key]
    except TypeError:
        return compute()
    value = compute()
    if len(memo) >= MAX_MEMO:
        memo.clear()
    memo[key] = value
    return value


_SPLITS: dict[tuple, tuple[int, Split] | None] = {}  # see warp_split


def warp_split(term: Term, shapes: list[Shape], warp: int = 32, *, as_bool: bool = True,
               exist_kinds: frozenset[str] = frozenset({"bid"}), active: Term | None = None,
               later: bool = False) -> Split | None:
    """The witness that `term` splits a warp for some shape in every universal world, or None.

    `as_bool` compares truth values (branch conditions); False compares values (switch selectors).
    `active`: only threads for which it holds reach the branch (the others are left out of the count).

    NOTE: remembered per process on all the answer depends on (the shapes' sizes and bindings, not their labels:
    the witness keeps the caller's own shape): the same conditions recur in a file's kernel variants and across
    files (a third of a tree's calls, half of the reduction program's)."""
    def compute() -> tuple[int, Split] | None:
        found = _warp_split(term, shapes, warp, as_bool, exist_kinds, active, later)
        return None if found is None else (next(i for i, s in enumerate(shapes) if s is found.shape), found)

    key = (term, tuple((s.x, s.y, s.z, s.bind) for s in shapes), warp, as_bool, exist_kinds, active, later)
    hit = remembered(_SPLITS, key, compute)
    if hit is None:
        return None
    index, found = hit
    return found if shapes[index] is found.shape else replace(found, shape=shapes[index])


def _warp_split(term: Term, shapes: list[Shape], warp: int, as_bool: bool, exist_kinds: frozenset[str],
                active: Term | None, later: bool = False) -> Split | None:
    """warp_split, computed. Inside a loop the first rounds are judged; with `later`, the rounds after the first are
    judged alone, and must split every warp of the block in each: a tree reduction's `tid % stride == 0` with
    stride 1, 2, 4, .. keeps every lane in its first round and splits every warp from the second on (the same loop
    as `tid % (2 * stride) == 0` one round later). The caller asks for it where the loop runs more than one round."""
    if not later:
        return _split_in(term, shapes, warp, as_bool, exist_kinds, active, SAMPLES)
    found = _split_in(term, shapes, warp, as_bool, exist_kinds, active, LATER)
    return found if found is not None and found.warps == found.of and found.of > 1 else None


def _split_in(term: Term, shapes: list[Shape], warp: int, as_bool: bool, exist_kinds: frozenset[str],
              active: Term | None, samples: dict) -> Split | None:
    both = (("&&", active, term) if active is not None else term)
    for shape in shapes:
        witness_env, minority, ok, most = None, None, True, [0, 0]
        for base, exist_worlds in worlds(both, shape, exist_kinds, samples):
            found, valid = None, False
            for ex in exist_worlds:
                env = {**base, **ex}
                try:
                    splits, _ = _scan(term, shape, warp, env, as_bool, False, active)
                except (ArithmeticError, TypeError, ValueError):
                    continue
                valid = True
                if splits and (found is None or splits[0][3] > found[1][3]):
                    found = (env, splits[0])
                if found is not None and found[1][3] > 1:
                    break  # NOTE: a lone lane set apart (`tid < bid` in block 1) is no witness while a
                    # later sample (block 5: 5 lanes) splits the warp for real: look on until one does
            if not valid:
                continue  # NOTE: a world where the term cannot be evaluated tells nothing either way
            if found is None:
                ok = False
                break
            if witness_env is None:
                witness_env, witness = found
            minority = found[1][3] if minority is None else max(minority, found[1][3])
            most = [max(most[0], found[1][4]), max(most[1], found[1][5])]
        if ok and witness_env is not None:
            try:
                splits, _ = _scan(term, shape, warp, witness_env, as_bool, True, active)
            except (ArithmeticError, TypeError, ValueError):
                splits = []  # NOTE: a later warp cannot be evaluated (`1u << 40`): keep the first witness
            splits = splits or [witness]
            w, first, second = splits[0][:3]
            minority = max([minority or 1] + [s[3] for s in splits])
            most = [max([most[0]] + [s[4] for s in splits]), max([most[1]] + [s[5] for s in splits])]
            same = all(sorted(s[1:3]) == sorted((first, second)) for s in splits)
            return Split(shape, w, first, second, len(splits), -(-shape.threads // warp), minority, most[0], most[1],
                         same, max(s[6] for s in splits))
    return None


def block_differs(term: Term, shapes: list[Shape], warp: int = 32) -> Shape | None:
    """A shape for which `term` (truth value) differs between two threads of one block in some world
    (existential over every symbol), or None when it is provably block-uniform in every sampled world."""
    if shapes and any(leaf[0] == "wu" for leaf in leaves(term)):
        return shapes[0]  # NOTE: a per-warp unknown (vote, broadcast) may take a different value in each warp
    for shape in shapes:
        for base, exist_worlds in worlds(term, shape, EVERY_KIND):
            for ex in exist_worlds:
                try:
                    _, differs = _scan(term, shape, warp, {**base, **ex}, True, True)
                except (ArithmeticError, TypeError, ValueError):
                    continue
                if differs:
                    return shape
    return None


_ORIGIN = {("t", "x"): ("c", 0), ("t", "y"): ("c", 0), ("t", "z"): ("c", 0)}


_UNIFORM: dict[tuple, Term | None] = {}  # see block_uniform_value


def block_uniform_value(term: Term, shapes: tuple[Shape, ...], warp: int = 32) -> Term | None:
    """`term` with thread 0's indices put in when its value is the same for every thread of each block
    shape in every sampled world (existential over every symbol, like block_differs), else None. A world
    where the term cannot be evaluated tells nothing; at least one must be evaluated.

    NOTE: remembered per process on what the answer depends on (the shapes' sizes and bindings, not their labels:
    a kernel launched at several sites of one size, the same value in the kernels of several files)."""
    key = (term, tuple((s.x, s.y, s.z, s.bind) for s in shapes), warp)
    return remembered(_UNIFORM, key, lambda: _block_uniform_value(term, shapes, warp))


def _block_uniform_value(term: Term, shapes: tuple[Shape, ...], warp: int) -> Term | None:
    found = leaves(term)
    if not any(leaf[0] == "t" for leaf in found) or any(
            leaf[0] in ("wu", "lane", "p") or leaf[0] == "u" and leaf[1].startswith(PLACEHOLDER) for leaf in found):
        return None  # NOTE: a thread-dependent value whose term has no thread index (or a loop placeholder)
        # owes its dependence to a symbol: evaluating the term cannot tell
    fn = compile_term(term)
    block = None  # NOTE: compile_block's function, made only for a term whose first threads agree (most differ there)
    atoms = {leaf[1] for leaf in found if leaf[0] == "t"}
    evaluated = False
    for shape in shapes:
        threads = block_threads(shape.x, shape.y, shape.z, warp)
        # NOTE: a term of threadIdx.x alone takes in every row of the block the values (and errors) of the first
        # row, in the same order: the first row decides; likewise the first x-y plane for one without threadIdx.z
        threads = threads[:shape.x] if atoms <= {"x"} else threads[:shape.x * shape.y] if atoms <= {"x", "y"} \
            else threads
        head, rest = threads[:_HEAD], threads[_HEAD:]
        for base, exist_worlds in worlds(term, shape, EVERY_KIND, lazy=True):
            for ex in exist_worlds:
                env = {**base, **ex}
                try:
                    first = fn(0, 0, 0, 0, 0, env)
                    if any(fn(x, y, z, lane, w, env) != first for w, lane, x, y, z in head):
                        return None  # NOTE: stops at the first thread that differs (most terms: lane 1)
                    if block is None:
                        block = compile_block(term)
                    if _differs(block, fn, rest, env, first):
                        return None
                except (ArithmeticError, TypeError, ValueError):
                    continue
                evaluated = True
    return substitute(term, _ORIGIN) if evaluated else None


_HEAD = 2  # NOTE: threads block_uniform_value evaluates one by one before the rest of the block in one comprehension


def _differs(block, fn, threads, env: dict, first) -> bool:
    """Some thread of `threads` has a value other than `first`, as the thread-by-thread scan (`fn`) finds it: the
    values of the whole run at once (terms.compile_block), unless that raises, when the scan goes thread by thread
    and raises (or stops at a thread that differs) exactly where it always did."""
    try:
        values = block(threads, env)
    except Exception:  # noqa: BLE001 - judged again thread by thread, which raises what it raises
        return any(fn(x, y, z, lane, w, env) != first for w, lane, x, y, z in threads)
    return any(map(ne, values, repeat(first)))
