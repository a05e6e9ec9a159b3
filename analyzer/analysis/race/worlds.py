"""One side of a pair as terms (iterations, roots, tail guards) and the sampled worlds of the symbols they read."""

from __future__ import annotations

from typing import Any, Callable

from analyzer.analysis import terms as T
from analyzer.analysis.race.tails import _loop_conds, stripped
from analyzer.analysis.race.log import ARG_EXIST, ARG_LARGE, ARG_UNIVERSAL, Acc, BID_SAMPLES, GDIM_UNIVERSAL, ITER_SAMPLES, Launch, MAX_EXIST, MAX_TRIP
from analyzer.analysis.race.intervals import Inst
from analyzer.analysis.race.tickets import ONCE
from analyzer.analysis.race.steps import past_steps
from analyzer.analysis.race.roles import arg_roles, samples as role_samples
from analyzer.analysis.sampling import first_combinations
from analyzer.analysis.values import OPAQUE


def _k_term(k: str, mode: tuple, side: str) -> T.Term:
    sym = ("u", k, "iter")
    if mode[0] == "const":
        return T.const(mode[1])
    if mode[0] == "free":
        return ("u", f"{k}#{side}", "iter")
    if mode[0] == "last":
        return ("u", f"{k}#last", "iter")  # NOTE: one value for both sides (worlds: the trip count less one)
    return sym if mode[1] == 0 else ("+", sym, T.const(mode[1]))


def never(path: T.Term) -> bool:
    """Whether a path is false for every thread in every world: the constant 0, or `&&` with such an operand (the
    tail guard of an early `return` taken as true leaves `!(true) && ...`: _side). Such a side has no active
    thread, so every world _judge could evaluate has no race, or raises (no claim either)."""
    if path[0] == "c":
        return isinstance(path[1], (int, float)) and not path[1]
    return path[0] == "&&" and (never(path[1]) or never(path[2]))


def sampled(t: T.Term | None) -> bool:
    """Whether `t` reads a warp-uniform value (terms' "wu": a shuffle's broadcast, a vote, a warp reduction):
    the interpreters give it one sample per warp so that the lanes of a warp agree, but it is data (thread 0's
    `w = __shfl_sync(~0u, w, 0)` of a count loaded from memory), no value the kernel's arguments fix: a claim
    for every value (an index past an array's end, a slot no thread wrote) cannot rest on its sample."""
    return t is not None and any(leaf[0] == "wu" for leaf in T.leaves(t))


def _side(inst: Inst, side: str, tail: bool, blocks: bool, lax: bool = False,
          exact: frozenset = frozenset()) -> tuple[T.Term, T.Term | None] | None:
    """(offset term, path term) of one side of a pair: iteration symbols replaced, the array's root at 0,
    tail guards taken as true (`tail`), blockIdx renamed per side (`blocks`). `lax`: a path on loaded data is
    taken as every thread (a plain read beside atomic updates: a note, `if (data[0] < v) atomicMax(data, v)`)."""
    a = inst.acc.access
    if a.addr is None or a.root is None or a.size is None or not a.path_known and not lax:
        return None  # NOTE: a data-dependent address, or a guard on loaded data: no claim
    mapping: dict = {a.root: T.const(0)}
    for k, mode in inst.subst:
        mapping[("u", k, "iter")] = _k_term(k, mode, side)
    path = a.path if a.path_known else None
    for inside, *_ in inst.acc.rows:  # NOTE: past its row an index is out of bounds, not a race (race/rows.py)
        path = inside if path is None else T.binary("&&", path, inside) or path
    loops = _loop_conds(inst.acc)
    if loops is not None:
        path = loops if path is None else T.binary("&&", path, loops)
    if path is not None and tail:
        path = stripped(path, exact)
    off = T.substitute(a.addr, mapping)
    path = T.substitute(path, mapping) if path is not None else None
    if off is None:
        return None
    if blocks:
        # NOTE: blockIdx, and a flag true in at most one block (race/tickets.py: never true on both sides)
        ren = {s: ("u", f"{s[1]}#{side}", s[2]) for s in T.symbols(off) | (T.symbols(path) if path else frozenset())
               if s[2] == "bid" or ONCE in s[1]}
        if ren:
            off = T.substitute(off, ren)
            path = T.substitute(path, ren) if path is not None else None
    # NOTE: OPAQUE: an expression the lane model does not evaluate (`sizeof...(Ts)`, a fold, a statement
    # expression) is a compile-time constant, not a run-time input: a race that needs a value picked for it is no claim
    if any(s[1].startswith((T.PLACEHOLDER, "?", OPAQUE)) for s in T.symbols(off)):
        return None
    if path is not None and any(s[1].startswith((T.PLACEHOLDER, OPAQUE)) for s in T.symbols(path)):
        return None
    return off, path



def fixed(launch: Launch, sym: T.Term) -> int | None:
    name, kind = sym[1], sym[2]
    axis = name.split("#")[0][-1:]
    if kind == "bdim":
        return {"x": launch.block[0], "y": launch.block[1], "z": launch.block[2]}.get(axis, 1)
    if kind == "gdim" and launch.grid is not None:
        g = launch.grid
        return {"x": g[0], "y": g[1], "z": g[2]}.get(axis, 1)
    if kind == "arg":
        for n, v in launch.bound:
            if n == name:
                return v
    return None


def _bid_values(launch: Launch, sym: T.Term) -> tuple:
    if launch.grid is not None:
        axis = sym[1].split("#")[0][-1:]
        n = {"x": launch.grid[0], "y": launch.grid[1], "z": launch.grid[2]}.get(axis, 1)
        # NOTE: block 2 and the last two as well: `case 0: ... case 1: ... default:` or `if (blockIdx.x >= 2)` has
        # two blocks past the first two wherever the grid has them
        return tuple(sorted({v for v in (0, 1, 2, n - 2, n - 1) if 0 <= v < n}))
    if launch.axes and not launch.axes["xyz".index(sym[1].split("#")[0][-1:])]:
        return (0,)  # NOTE: a dimension of one block in a grid not otherwise known (`<<<n, 128>>>`: y and z)
    return BID_SAMPLES


def trip_count(cond: T.Term | None, k: str, env: dict) -> int | None:
    """The iterations a loop runs in the world `env`: the first count k at which its block-uniform condition
    `cond` (over the iteration symbol `k`) is false, None when it reads what `env` does not fix or still holds
    at MAX_TRIP."""
    if cond is None or T.thread_dependent(cond):
        return None
    names = tuple(sorted(s[1] for s in T.symbols(cond) if s[1] != k))
    if any(n not in env for n in names):
        return None
    key = (cond, k, tuple(env[n] for n in names))
    if key in _TRIPS:
        return _TRIPS[key]
    try:
        f = T.compile_term(cond)
        values = {n: env[n] for n in names}

        def holds(i: int) -> bool:
            values[k] = i
            return bool(f(0, 0, 0, 0, 0, values))
        got = next((i for i in range(_SCAN) if not holds(i)), None)
        if got is None and not holds(MAX_TRIP):
            # NOTE: past the first _SCAN counts the condition is taken as monotone (true up to the trip count,
            # then false): a binary search for the first count it is false at
            lo, hi = _SCAN - 1, MAX_TRIP
            while hi - lo > 1:
                mid = (lo + hi) // 2
                lo, hi = (mid, hi) if holds(mid) else (lo, mid)
            got = hi
    except (ArithmeticError, TypeError, ValueError, KeyError):
        got = None
    if len(_TRIPS) > 4096:
        _TRIPS.clear()
    _TRIPS[key] = got
    return got


_TRIPS: dict = {}
_SCAN = 256  # counts evaluated one by one before the binary search


def iteration_samples(trip: int | None) -> tuple:
    """The iteration counts a loop is judged at: the first three, and the last two where the trip count is
    known (a pair of sides each at its own iteration then sees every gap from 0 to the whole trip: the first
    against the last). First, last and the second come first: the existential product is cut at MAX_EXIST."""
    if trip is None:
        return ITER_SAMPLES
    order = (0, trip - 1, 1, trip - 2, *ITER_SAMPLES)
    return tuple(v for v in dict.fromkeys(order) if 0 <= v < trip) or (0,)


def worlds(terms: list, launch: Launch, exist_args: frozenset = frozenset(), loops: dict | None = None):
    """(universal assignment, [existential assignments]) pairs over the symbols of `terms` (the kernel arguments
    named in `exist_args` existential too). `loops`: the condition of each loop by its iteration symbol's name,
    for the iterations each world samples (iteration_samples: the first ones, and the last ones where the trip
    count is known in that world); a side's own iteration `k#A` is judged at the samples of `k`."""
    syms: set = set()
    for t in terms:
        if t is not None:
            syms |= T.symbols(t)
    pinned: dict = {}
    univ, exist, roles = [], [], []
    for s in sorted(syms, key=_x_first):
        v = fixed(launch, s)
        if v is not None:
            pinned[s[1]] = v
        elif s[2] in ("bid", "iter") or s[1] in exist_args:
            exist.append(s)
        else:
            univ.append(s)

    def values(s, existential, env=None):
        if s[2] == "bid":
            return _bid_values(launch, s)
        if s[2] == "iter":
            k = s[1].split("#")[0]
            cond = (loops or {}).get(k)
            trip = trip_count(cond, k, env) if cond is not None and env is not None else None
            if s[1].endswith("#last"):
                return ITER_SAMPLES if trip is None else (max(trip - 1, 0),)
            return iteration_samples(trip)
        if s[2] == "gdim":
            return GDIM_UNIVERSAL
        if not roles:
            roles.append(arg_roles(terms))  # NOTE: at the first argument sampled (race/roles.py)
        samples = role_samples(roles[0].get(s[1]), ARG_EXIST if existential else ARG_UNIVERSAL)
        got = admitted(launch, s[1], samples)
        # NOTE: only past a step no admitted sample reaches (the samples alone never judge a second iteration there)
        extra = tuple(v for v in past[s[1]] if all(x < v for x in got))
        return admitted(launch, s[1], samples + extra, extra) if extra else got
    past = {s[1]: past_steps(s[1], loops, pinned) for s in syms if s[2] == "arg"}
    def existential(base: dict) -> list:
        return [dict(zip([s[1] for s in exist], vals)) for vals in
                first_combinations(MAX_EXIST, *[values(s, True, base) for s in exist])] or [{}]
    # NOTE: the universal symbols are varied one at a time from their first values (every value of every symbol
    # is seen): a product cut at MAX_UNIVERSAL would keep the first symbols at their first value
    first = {s[1]: values(s, False)[0] for s in univ}
    base = {**pinned, **first}
    yield base, existential(base)
    for s in univ:
        for v in values(s, False)[1:]:
            base = {**pinned, **first, s[1]: v}
            yield base, existential(base)
    args = [s[1] for s in univ if s[2] == "arg"]
    if len(args) > 1:
        # NOTE: every argument large at once, in both orders (`y * pitch + z * pitchSlice + 4 * x`: rows apart as
        # a valid layout puts them): a race that needs one of them small is a property of the inputs, no claim
        for order in (args, args[::-1]):
            base = {**pinned, **first, **{a: ARG_LARGE << (6 * k) for k, a in enumerate(order)}}
            if all(admitted(launch, a, (base[a],)) == (base[a],) for a in order):
                yield base, existential(base)


def _x_first(sym: T.Term) -> T.Term:
    """The order worlds vary symbols in (the last fastest): blockIdx's axes z, y, x, so that the first world of two
    blocks has them apart along x, an axis every grid of more than one block may have (a grid of unknown shape
    `<<<n, 32>>>` names block 1, not (0, 0, 1))."""
    if sym[2] != "bid":
        return sym
    name, side = sym[1].split("#", 1) if "#" in sym[1] else (sym[1], "")
    return (sym[0], name[:-1] + {"x": "z", "z": "x"}.get(name[-1:], name[-1:]) + "#" + side, sym[2])


def admitted(launch: Launch, name: str, values: tuple, extra: tuple = ()) -> tuple:
    """The sampled values of a kernel argument the host's `if`s around the launch admit (Launch.admits: `s <= 256`
    keeps 32 and 96 of 32, 96, 4096); where they admit none of them, the value at the test's edge (`s > 5000`:
    5001). `extra` (past_steps' values, at the end of `values`) is no fallback of its own: where the tests admit
    only them, the edge comes first."""
    tests = [(op, v) for n, op, v in launch.admits if n == name]
    if not tests:
        return tuple(dict.fromkeys(values))
    ops = {"<": lambda x, v: x < v, "<=": lambda x, v: x <= v, ">": lambda x, v: x > v, ">=": lambda x, v: x >= v,
           "==": lambda x, v: x == v, "!=": lambda x, v: x != v}
    kept = tuple(dict.fromkeys(x for x in values if all(ops[op](x, v) for op, v in tests)))
    edges = tuple(dict.fromkeys({"<": v - 1, ">": v + 1}.get(op, v) for op, v in tests if op != "!="))
    edge = tuple(x for x in edges if all(ops[op](x, v) for op, v in tests))[:1]
    if kept and set(kept) <= set(extra):
        return tuple(dict.fromkeys(edge + kept))
    return kept or edge or values


def block_values(term: T.Term, as_bool: bool, threads, env: dict, memo: dict) -> list:
    """`term` over every thread of `threads` in the world `env` (its truth with `as_bool`), remembered in `memo`
    (one per block shape) by the values of the symbols it reads: a side's address and its path are evaluated
    apart, so two sides with one address under different guards, worlds that differ only in what another term
    reads, and the writes KL108 covers again for each later read share one evaluation. Raises what the
    evaluation raises. The list is shared: never changed.

    NOTE: a term is a deep tuple, whose hash Python computes again on every lookup (a tenth of KL108's time):
    it is looked up once per object (memo[id(term)], which keeps the object, so its id is not reused), and the
    evaluations are keyed by a token of its value (equal terms built apart share them)."""
    got = memo.get(id(term))
    if got is None or got[0] is not term:
        known = memo.get(term)
        if known is None:
            known = memo[term] = (tuple(sorted({s[1] for s in T.symbols(term)})), object())
        got = memo[id(term)] = (term, *known)
    return remembered(memo, (got[2], as_bool, tuple(map(env.get, got[1]))),
                      lambda: T.compile_block(term, as_bool)(threads, env))


def remembered(memo: dict, key: Any, make: Callable[[], Any]) -> Any:
    """`make()` remembered in `memo` under `key`, the arithmetic, type or value error it raised included (raised
    again on each later call)."""
    got = memo.get(key)
    if got is None:
        try:
            got = make()
        except (ArithmeticError, TypeError, ValueError) as exc:
            got = exc
        memo[key] = got
    if isinstance(got, Exception):
        raise got
    return got


class Canon:
    """A side's terms with its symbols named by place (pairs._Side.terms): one object per file, keyed by identity."""

    __slots__ = ("off", "path")

    def __init__(self, off: T.Term, path: T.Term | None):
        self.off, self.path = off, path


def renamed(t: T.Term, names: dict) -> T.Term:
    """`t` with each symbol ("u", name, kind) renamed ("u", "$i", kind), i its name's place in `names` (new
    names added in the order met); nothing else changes (no folding: the same operations on the same values)."""
    if t[0] == "u":
        return ("u", f"${names.setdefault(t[1], len(names))}", t[2])
    kids = T.children(t)
    return (t[0], *(renamed(k, names) for k in kids)) if kids else t


def apart(off: T.Term, block: tuple, gap: int, cache: dict) -> bool:
    """Whether two different threads of `block` always put the offset `off` at least `gap` bytes apart, whatever
    the values of its symbols: `off` is a sum of integer multiples of threadIdx.x/y/z and of terms no thread index
    reaches (`4 * (threadIdx.y * 16 + threadIdx.x) + 64 * k`), and each axis' step exceeds the whole range of the
    smaller steps by `gap`. Two sides with this one offset (the same access, or the load and the store of
    `s[t] += v`) then meet only within one thread, in every world: pairs._judge finds no race there
    (_overlap's one-thread-per-element cases), and is not run."""
    memo = cache.setdefault("linear", {})
    if off not in memo:
        memo[off] = _linear(off)
    steps = memo[off]
    if steps is None or not isinstance(gap, int) or gap < 1:
        return False
    axes = sorted((abs(steps.get(c, 0)), n) for c, n in zip("xyz", block) if n > 1)
    spread = 0
    for step, n in axes:
        if step - spread < gap:
            return False
        spread += step * (n - 1)
    return True


def _linear(t: T.Term) -> dict | None:
    """{axis: integer step} of a term that is a sum of integer multiples of threadIdx.x/y/z and of terms no thread
    index reaches, else None."""
    kind = t[0]
    if kind == "t":
        return {t[1]: 1}
    if kind == "c":
        return {} if type(t[1]) is int else None
    if not T.thread_dependent(t):
        return {}
    if kind in ("+", "-"):
        left, right = _linear(t[1]), _linear(t[2])
        if left is None or right is None:
            return None
        sign = 1 if kind == "+" else -1
        out = dict(left)
        for c, v in right.items():
            out[c] = out.get(c, 0) + sign * v
        return out
    if kind == "neg":
        inner = _linear(t[1])
        return None if inner is None else {c: -v for c, v in inner.items()}
    if kind == "*":
        for lin, other in ((t[1], t[2]), (t[2], t[1])):
            if other[0] == "c" and type(other[1]) is int:
                inner = _linear(lin)
                return None if inner is None else {c: v * other[1] for c, v in inner.items()}
    return None


def prefix_active(path: T.Term | None) -> bool:
    """Whether only tail guards (`tid < n`) part a warp on `path` (flow.Interp.active_path): its active lanes are a
    prefix, all of them in the world where every lane reaches the point, where `__activemask()` is every lane and
    `__popc(mask & lanemask_lt)` the lane (RaceEval: a warp-aggregated leader's witness, one racecheck sees)."""
    from analyzer.analysis.tailguards import strip_tail_guards
    return path is None or T.is_const(strip_tail_guards(path))
