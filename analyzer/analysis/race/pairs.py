"""Pairs of accesses of one interval evaluated over every thread of a block: the race witnesses of KL107/KL109."""

from __future__ import annotations

from itertools import compress, repeat
from operator import mod

from analyzer.analysis import terms as T
from analyzer.analysis.warps import block_threads
from analyzer.analysis.race.cases import cases_exclusive
from analyzer.analysis.race.log import Acc, Launch, MAX_PAIRS, Race, Witness, _INT, exclusive
from analyzer.analysis.race.intervals import Inst, intervals, whole_kernel
from analyzer.analysis.race.perblock import block_loads, per_block_address, per_block_symbols, picked_in_every_block
from analyzer.analysis.race.tails import exact_bounds, path_names
from analyzer.analysis.race.tickets import in_two_blocks
from analyzer.analysis.race.worlds import Canon, _side, apart, block_values, never, remembered, renamed, worlds


def _side_values(side: "_Side", threads, env: dict, size: int, cache: dict):
    """The _Values of one side in one world (its offsets and mask over the block, the active offsets as a set,
    whether all are aligned to `size`), remembered per file and block shape (cache["values"]) by the side's
    canonical terms (_Side.canon) and the values of their symbols: an access is paired with many others in the
    same worlds, a side's own iteration (`k#B`) is the other side's (`k#A`) renamed, and kernels made from one
    source (a template's instances, copies of a kernel) have the same terms under other names. Raises what the
    evaluation raises; TypeError for a non-integer address."""
    values = tuple(map(env.get, side.order))
    canon = side.canon
    if canon is None:
        table = cache.setdefault("canon", {})
        canon = side.canon = table.get(side.terms) or table.setdefault(side.terms, Canon(*side.terms))
    memo = cache.setdefault("values", {})

    def make() -> _Values:
        cenv = {f"${i}": v for i, (name, v) in enumerate(zip(side.order, values)) if name in env}
        offs = block_values(canon.off, False, threads, cenv, memo)
        if not set(map(type, offs)) <= _INT:
            raise TypeError("non-integer address")
        mask = block_values(canon.path, True, threads, cenv, memo) if canon.path is not None else None
        # NOTE: compress/map (C loops): this runs for every side of every pair in every world
        starts = set(offs) if mask is None else set(compress(offs, mask))
        return _Values(offs, mask, starts, not any(map(mod, starts, repeat(size))))
    # NOTE: keyed by the size too: `aligned` is judged against it (the evaluations are shared in block_values)
    return remembered(memo, (canon, size, values), make)


class _Values:
    """One side in one world: its offsets and mask over the block, the offsets of the active threads as a set,
    whether all are aligned to the access' size, how many threads are active; the (offset, thread) pairs of the
    active threads are built only for a pair whose sides share an address (the common case: none)."""

    __slots__ = ("offs", "mask", "starts", "aligned", "count", "_pairs")

    def __init__(self, offs: list, mask: list | None, starts: set, aligned: bool):
        self.offs, self.mask, self.starts, self.aligned = offs, mask, starts, aligned
        self.count = len(offs) if mask is None else mask.count(True)
        self._pairs: list | None = None

    def pairs(self) -> list:
        if self._pairs is None:
            both = zip(self.offs, range(len(self.offs)))
            self._pairs = list(both) if self.mask is None else list(compress(both, self.mask))
        return self._pairs


class _Side:
    """One side of a pair as _side gives it (offset term, path term); one object per distinct pair of terms in a log (`_side_of`), so the caches below key on its identity
    instead of hashing the terms again for every pair and world. `order` and `terms`: its symbols' names in the
    order they first appear, and its terms with the i-th of them named `$i` (what it evaluates to depends on
    nothing else); `canon`: those terms, one object per file (_side_values); `idle`: its path is never true."""

    __slots__ = ("off", "path", "order", "terms", "canon", "idle")

    def __init__(self, off: T.Term, path: T.Term | None):
        self.off, self.path = off, path
        self.idle = path is not None and never(path)
        names: dict = {}
        self.terms = (renamed(off, names), renamed(path, names) if path is not None else None)
        self.order = tuple(names)
        self.canon: Canon | None = None


def _side_of(inst: Inst, side: str, blocks: bool, lax: bool, memo: dict, exact: frozenset) -> _Side | None:
    """The _Side of `inst` (remembered per log in `memo`); `exact`: the tail guards it keeps (tails.exact_bounds)."""
    # NOTE: a side names its side only in free iterations and other blocks: else A's terms are B's
    exact = exact & path_names(inst.acc) if exact else exact
    key = (id(inst.acc), inst.subst, side if blocks or ("free",) in (m for _, m in inst.subst) else "", blocks, lax, exact)
    got = memo.get(key, memo)
    if got is memo:
        # NOTE: many accesses have the terms of another (the load and the store of `s[t] += v`, the same index in
        # other statements): _side runs once per distinct input
        acc = inst.acc
        a = acc.access
        same = ("of", a.addr, a.root, a.size is None, a.path_known, a.path, tuple(r[0] for r in acc.rows),
                tuple(loop.cond for loop in acc.loops), inst.subst, key[2], blocks, lax, exact)
        got = memo.get(same, memo)
        if got is memo:
            terms = _side(inst, side, True, blocks, lax, exact)
            got = memo.get(("side",) + terms) if terms is not None else None
            if got is None and terms is not None:
                got = memo[("side",) + terms] = _Side(*terms)
            memo[same] = got
        memo[key] = got
    return got


def pair_race(a: Inst, b: Inst, launch: Launch, warp: int = 32, blocks: bool = False,
              cache: dict | None = None, warps: bool = False) -> Witness | None:
    """A witness that two different threads run `a` and `b` on overlapping bytes (in one block; in two different
    blocks with `blocks`) for every sampled universal world, or None. `cache`: one launch's (find_races)."""
    lax = a.acc.atomic != b.acc.atomic and not (a.acc.writes and b.acc.writes)
    cache = {} if cache is None else cache
    memo = cache.setdefault("sides", {})  # NOTE: per log (kernel_races): a side's terms do not depend on the launch
    exact = exact_bounds(a.acc, b.acc)
    sa, sb = _side_of(a, "A", blocks, lax, memo, exact), _side_of(b, "B", blocks, lax, memo, exact)
    if sa is None or sb is None or sa.idle or sb.idle:
        return None  # NOTE: idle: a side no thread runs in any world (worlds.never): no witness in any
    size_a, size_b = a.acc.access.size, b.acc.access.size
    # NOTE: a `__syncwarp()` (interp.WARP_FENCES) orders a warp's lanes between accesses in different segments, or in
    # different iterations of a loop holding one (in the worlds they differ): not a write and a read both before it
    warp_ordered = False if blocks else True if warps or a.seg != b.seg or a.acc.joined(b.acc) else \
        frozenset(a.warp_free) & frozenset(b.warp_free) or False
    clean_key = ("clean", id(sa), id(sb), size_a, size_b, warp_ordered, blocks, a is b)
    if clean_key in cache:
        return None  # NOTE: the same pair of address patterns was judged race-free under this launch
    if not blocks and sa.off == sb.off and apart(sa.off, launch.block, max(size_a, size_b), cache):
        cache[clean_key] = True  # NOTE: what _judge would find, without evaluating a world (see worlds.apart)
        return None
    loops = {loop.k: loop.cond for loop in (*a.acc.loops, *b.acc.loops) if loop.cond is not None}
    # NOTE: what the worlds below give depends only on the two sides, their sizes, the loops' conditions and the
    # launch: pairs of other accesses with the same address patterns (the load and the store of `s[t] += ...`)
    # share it, and only their witness is their own
    key = ("judged", id(sa), id(sb), size_a, size_b, warp_ordered, blocks, tuple((k, id(c)) for k, c in loops.items()))
    got = cache.get(key, cache)
    if got is cache:
        got = cache[key] = _judge(sa, sb, size_a, size_b, warp_ordered, launch, warp, blocks, loops, cache)
    if got is None or got is False:  # NOTE: False: no world could be evaluated: no claim either
        cache[clean_key] = True
        return None
    threads, env, ta, tb, off = got
    b1 = b2 = None
    if blocks:
        b1 = tuple(env.get(f"blockIdx.{c}#A", 0) for c in "xyz")
        b2 = tuple(env.get(f"blockIdx.{c}#B", 0) for c in "xyz")
    return Witness(a, b, threads[ta][2:], threads[tb][2:], b1, b2, off, env, threads[ta][0] == threads[tb][0],
                   _iterations(a, b, env))


def _judge(sa: _Side, sb: _Side, size_a: int, size_b: int, warp_ordered: bool | frozenset, launch: Launch,
           warp: int, blocks: bool, loops: dict, cache: dict):
    """(threads, the witness' world, thread of a, thread of b, byte offset) of the first world with a race when
    every evaluated universal world has one; None when one has none; False when no world could be evaluated."""
    threads = cache.get("threads")
    if threads is None:
        threads = cache["threads"] = block_threads(launch.block[0], launch.block[1], launch.block[2], warp)
    found = None
    evaluated = False
    extra = []
    if blocks:  # NOTE: two blocks even when neither address reads blockIdx (`y[threadIdx.x]` in every block)
        g = launch.grid or tuple(2 if a else 1 for a in launch.axes) or (2, 1, 1)
        extra = [("u", f"blockIdx.{c}#{side}", "bid") for c, n in zip("xyz", g) if n > 1 for side in "AB"]
    # NOTE: a kernel argument that only bounds the loops (`for (k = 0; k < n; k += TILE)`, not in either address)
    # is judged existentially: the race of two iterations is one in every launch whose loop runs twice
    trips = frozenset(s[1] for c in loops.values() for s in T.symbols(c) if s[2] == "arg") \
        - {s[1] for s in T.symbols(sa.off) | T.symbols(sb.off)}
    for base, exist in worlds([sa.off, sa.path, sb.off, sb.path, *extra], launch, exist_args=trips, loops=loops):
        hit = lanes = None
        valid = False
        for ex in exist:
            env = {**base, **ex}
            if blocks and (not _blocks_differ(env) or in_two_blocks(env)):  # NOTE: race/tickets.py
                continue
            try:
                side_a = _side_values(sa, threads, env, size_a, cache)
                side_b = _side_values(sb, threads, env, size_b, cache)
            except (ArithmeticError, TypeError, ValueError):
                continue
            valid = True
            # NOTE: a witness in two different warps first: a race only between lanes of one warp is the
            # warp-synchronous kind, worded apart (it needs independent thread scheduling), and only when no world
            # of the sampled iterations and blocks has one in two warps
            got = _overlap(side_a, size_a, side_b, size_b, threads, distinct=not blocks, warp_ordered=not blocks)
            if got is not None:
                hit = (env, got)
                break
            if lanes is None and not blocks and warp_ordered is not True and not _apart(env, warp_ordered or ()):
                got = _overlap(side_a, size_a, side_b, size_b, threads, distinct=True, warp_ordered=False)
                lanes = (env, got) if got is not None else None
        hit = hit or lanes
        if not valid:
            continue
        evaluated = True
        if hit is None:
            return None  # NOTE: a universal world (a kernel argument's value) without the race: no claim
        if found is None:
            env, (ta, tb, off) = hit
            found = (threads, env, ta, tb, off)
    return found if evaluated else False


def _iterations(a: Inst, b: Inst, env: dict) -> tuple:
    """((loop, iteration of a, iteration of b), ...) of the loops around both sides in the witness' world: each side's
    own count for a loop sampled apart, the interval's (plus one for the next iteration's side) for one per iteration."""
    out = []
    modes_a, modes_b = dict(a.subst), dict(b.subst)
    for k in dict.fromkeys([k for k, _ in a.subst] + [k for k, _ in b.subst]):
        ma, mb = modes_a.get(k, ("",)), modes_b.get(k, ("",))
        ia = env.get(f"{k}#A") if ma == ("free",) else env.get(f"{k}#last") if ma == ("last",) else \
            env[k] + ma[1] if ma[0] == "same" and k in env else None
        ib = env.get(f"{k}#B") if mb == ("free",) else env.get(f"{k}#last") if mb == ("last",) else \
            env[k] + mb[1] if mb[0] == "same" and k in env else None
        if ia is not None or ib is not None:
            out.append((k, ia, ib))  # NOTE: None: that side is not in the loop
    return tuple(out)


def _apart(env: dict, loops: frozenset | tuple) -> bool:
    """Whether the two sides of a world run different iterations of one of `loops` (each side's own count known)."""
    return any(None not in (i := (env.get(f"{k}#A"), env.get(f"{k}#B"))) and i[0] != i[1] for k in loops)


def _blocks_differ(env: dict) -> bool:
    return any(env.get(f"blockIdx.{c}#A", 0) != env.get(f"blockIdx.{c}#B", 0) for c in "xyz")


def _overlap(side_a, size_a, side_b, size_b, threads, distinct, warp_ordered):
    """(thread index of a, thread index of b, byte offset) of two different threads (or any two threads of two
    blocks: `distinct` False) whose byte ranges overlap; with `warp_ordered`, of two different warps. A side is
    _side_values' _Values.

    NOTE: the addresses both sides share are found first with set operations (the common case: none), and the
    threads are looked at only for those; equal aligned widths compare element starts, other widths bytes."""
    starts_a, starts_b = side_a.starts, side_b.starts
    if not side_a.count or not side_b.count:
        return None
    if size_a == size_b and side_a.aligned and side_b.aligned:
        if side_a is side_b and len(starts_a) == side_a.count and distinct:
            return None  # NOTE: one access pattern on both sides, one thread per element: only a thread with itself
        common = starts_a & starts_b
        if not common:
            return None
        ea, eb = side_a.pairs(), side_b.pairs()
        if distinct and len(starts_a) == side_a.count and len(starts_b) == side_b.count \
                and len(set(ea) & set(eb)) == len(common):
            return None  # NOTE: one thread per element on each side, the same one on both (two iterations of `x[i]`)
    else:
        la, lb = side_a.pairs(), side_b.pairs()
        margin = max(size_a, size_b)
        lo = max(min(starts_a), min(starts_b)) - margin
        hi = min(max(starts_a), max(starts_b)) + margin
        if lo > hi:
            return None
        ea = [(byte, i) for o, i in la if lo <= o <= hi for byte in range(o, o + size_a)]
        eb = [(byte, j) for o, j in lb if lo <= o <= hi for byte in range(o, o + size_b)]
        common = {o for o, _ in ea} & {o for o, _ in eb}
        if not common:
            return None
    owners: dict[int, list[int]] = {}
    for o, i in ea:
        if o not in common:
            continue
        got = owners.setdefault(o, [])
        # NOTE: two owners per address suffice: two threads (of two warps with `warp_ordered`) leave one that
        # differs from any thread of the other side
        if not got or len(got) == 1 and (not warp_ordered or threads[got[0]][0] != threads[i][0]) and got[0] != i:
            got.append(i)
    for o, j in eb:
        for i in owners.get(o, ()):
            if distinct and i == j:
                continue
            if warp_ordered and threads[i][0] == threads[j][0]:
                continue
            return i, j, o
    return None


def _pairs(group: list[Inst], branches: list | None = None, per_block: dict | None = None):
    """The pairs of `group` to judge: (a, b, ordered within a warp). `per_block`: judged across blocks, the loads
    (by their `load@line:column` symbol) whose address reads blockIdx: a value loaded there differs between
    blocks, so writes of it are no same-value writes."""
    by_root: dict = {}
    for inst in group:
        if inst.acc.access.root is not None:
            by_root.setdefault(inst.acc.access.root, []).append(inst)
    for insts in by_root.values():
        if any(inst.acc.writes for inst in insts):
            for a, b, warps in _root_pairs(insts, per_block):
                if branches and exclusive(branches, a.acc.access.node.span.line, b.acc.access.node.span.line):
                    continue
                if a.acc.cases and b.acc.cases and cases_exclusive(a.acc, b.acc):
                    continue  # NOTE: two cases of `switch (L)` on a template or scalar parameter: two launches
                yield a, b, warps


def _root_pairs(group: list[Inst], per_block: dict | None = None):
    n = len(group)
    for i in range(n):
        a = group[i]
        for j in range(i, n):
            b = group[j]
            if not (a.acc.writes or b.acc.writes):
                continue
            if a.acc.atomic and b.acc.atomic:
                continue
            if a.acc.call.startswith("atomicCAS") or b.acc.call.startswith("atomicCAS"):
                continue  # NOTE: a compare-and-swap loop reads the location plainly on purpose: the CAS checks it
            if i == j and not a.acc.writes:
                continue
            if a.acc.writes and b.acc.writes and not a.acc.atomic and not b.acc.atomic:
                same = _same_value(a.acc, b.acc)
                if same == "block" and per_block is not None and _block_dependent(a.acc.value.term, per_block):
                    same = ""  # NOTE: the same in every thread of a block, different between blocks
                if same == "block" and not (per_block is not None and a is b and same_in_every_block(a.acc, per_block)):
                    continue  # NOTE: benign: every thread writes the same block-uniform value
                if same == "warp" and a.acc.access.op == "store" and b.acc.access.op == "store":
                    yield a, b, True  # NOTE: the lanes of a warp write the same value (`cg::reduce`'s): only
                    continue          # threads of two warps can race
            yield a, b, False


def _same_value(a: Acc, b: Acc) -> str:
    """"block" when both write one value the same in every thread of the block, "warp" when the same in every
    lane of a warp (a warp reduction's result), else ""."""
    va, vb = a.value, b.value
    if va is None or vb is None or va.term is None or va.term != vb.term:
        return ""
    if any(s[1].startswith("decl@") for s in T.symbols(va.term)):
        return ""  # NOTE: an uninitialised local (`pair_t fresh;`) holds whatever each thread has
    if any(s[2] == "iter" for s in T.symbols(va.term)):
        return ""  # NOTE: a value that depends on the iteration differs between the iterations two threads are at
    if not va.thread and not vb.thread:
        return "block"
    leaves = T.leaves(va.term)
    if any(leaf[0] == "wu" for leaf in leaves) and not any(leaf[0] in ("t", "lane") for leaf in leaves):
        return "warp"
    return ""


def _block_dependent(term: T.Term, per_block: dict) -> bool:
    return any(s[2] == "bid" or s[1] in per_block for s in T.symbols(term))


def same_in_every_block(acc: Acc, per_block: dict) -> bool:
    """Whether `acc` is one store a thread-index test picks in every block (perblock.picked_in_every_block) of a
    value the same in every thread of every block: no race inside a block, but every block stores it to the same
    elements. `per_block`: the log's loads whose value differs between blocks (perblock.block_loads)."""
    return picked_in_every_block(acc) and _same_value(acc, acc) == "block" \
        and not _block_dependent(acc.value.term, per_block)


def find_races(log: list, launch: Launch, warp: int = 32, sides: dict | None = None,
               only: set | None = None, branches: list | None = None, lockstep: bool = False,
               values: dict | None = None) -> list[Race]:
    """Every racing pair of accesses of a kernel's log under one launch (one witness per pair of nodes).
    `lockstep`: the lanes of a warp run in lockstep (AMD wavefronts, driver.lockstep): two different accesses
    race only between threads of different warps. `sides`: per log (_side_of); `values`: per file, the
    evaluations of the sides (_side_values)."""
    out: list[Race] = []
    seen: set = set()
    budget = [MAX_PAIRS]
    cache: dict = {} if sides is None else {"sides": sides}  # per side and world: _side_values
    if values is not None:
        cache["canon"] = values.setdefault("canon", {})
        cache["values"] = values.setdefault((launch.block, warp), {})

    def judge(group: list[Inst], blocks: bool, where: tuple = ()) -> None:
        for a, b, warps in _pairs(group, branches, block_loads(log) if blocks else None):
            if budget[0] <= 0:
                return
            key = (id(a.acc.access.node), a.acc.access.op, id(b.acc.access.node), b.acc.access.op, blocks)
            if key in seen:
                continue
            if only is not None and (id(a.acc), id(b.acc)) not in only and (id(b.acc), id(a.acc)) not in only:
                continue
            if blocks and a.acc.access.space != "global":
                continue
            budget[0] -= 1
            ordered = warps or lockstep and a.acc.access.node is not b.acc.access.node
            w = pair_race(a, b, launch, warp, blocks, cache, ordered)
            if w is None:
                continue
            seen.add(key)
            kind = "atomic-read" if a.acc.atomic or b.acc.atomic else "race"
            consecutive = any(m == ("same", 1) for _, m in b.subst) != any(m == ("same", 1) for _, m in a.subst)
            out.append(Race(a.acc.access.space, w, launch, kind, blocks, consecutive, where))

    for n, group in enumerate(intervals(log)):
        judge(group, False, ("block", n))
    if launch.grid is not None and launch.grid[0] * launch.grid[1] * launch.grid[2] > 1 or launch.axes:
        # NOTE: a grid some launch dimension of which is not known is judged as two blocks along it: what races
        # there races in every such grid of more than one block. There, only the accesses whose address reads no
        # blockIdx (`m[threadIdx.x]`, `total[0]`: every block's the same) are paired, a third of the pairs
        memo = sides if sides is not None else {}  # NOTE: per log, as the sides: once for all its launches
        if (varies := memo.get("per_block")) is None:
            varies = memo["per_block"] = per_block_symbols(log)
        # NOTE: `dst[base + j]` with a per-block `base`: no claim across blocks
        for n, segment in enumerate(whole_kernel(log)):
            judge([i for i in segment if i.acc.access.space == "global" and (launch.grid is not None or i.acc.access.addr is not None
                   and not any(s[2] == "bid" for s in T.symbols(i.acc.access.addr)))
                   and not per_block_address(i.acc, varies)], True, ("grid", n))
    return out
