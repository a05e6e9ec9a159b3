"""Shared reads of bytes no earlier store wrote (KL108)."""

from __future__ import annotations

from dataclasses import replace
from itertools import compress, repeat
from operator import mod

from analyzer.analysis import terms as T
from analyzer.analysis.warps import block_threads
from analyzer.analysis.race.log import Acc, Bar, Launch, Loop, MAX_ITER, Uninit, _opaque, flat_accesses
from analyzer.analysis.race.tails import with_loops
from analyzer.analysis.race.worlds import block_values, sampled, worlds


def _has_barrier(log: list) -> bool:
    return any(isinstance(n, Bar) and not n.maybe or isinstance(n, Loop) and _has_barrier(n.body) for n in log)


def uninit_reads(log: list, launch: Launch, escaped: set, warp: int = 32, func=None) -> list[Uninit]:
    """Shared reads of bytes no earlier store wrote (see the module docstring); `func`: the kernel, for where a
    read's value goes (race/sinks.py)."""
    accs = flat_accesses(log)
    if not _has_barrier(log):
        return []
    from analyzer.analysis.race.sinks import assignment_sinks
    out: list[Uninit] = []
    roots = {a.access.root for a in accs if a.access.space == "shared" and a.access.root is not None}
    if not roots:
        return out  # NOTE: no shared array: nothing to read uninitialised (and no walk of the body for its sinks)
    targets = assignment_sinks(func)
    threads = block_threads(launch.block[0], launch.block[1], launch.block[2], warp)
    memo: dict = {}  # NOTE: block_values' evaluations, for this block shape
    declared = _declared(func)
    for root in sorted(roots, key=str):
        if root in escaped:
            continue
        mine = [a for a in accs if a.access.root == root or a.access.root is None and a.writes]
        # NOTE: a variable the kernel's body declares with its size and writes nowhere but by read-modify-writes,
        # which leave an undefined slot undefined: shared memory is undefined at the block's start, so the first
        # read (or atomic) anywhere reads garbage, whoever makes it (under a guard on loaded data too)
        never = root in declared and not any(a.writes and not a.rmw for a in mine)
        if not never and any(a.writes and (a.access.addr is None or not a.access.path_known or a.access.size is None
                                           or a.access.path is not None and _opaque(a.access.path)) for a in mine):
            continue  # NOTE: a write the model cannot place, or one under a guard on loaded data: no claim
        # NOTE: an atomic read-modify-write reads the old value as a load does (`atomicMax(&m, v)`)
        reads = [a for a in mine if (a.access.op == "load" or a.rmw) and a.access.size is not None
                 and a.access.addr is not None and (a.access.path_known or never)]
        done: set = set()
        cache: dict = {"terms": memo, "sinks": {id(n): a for a in mine if a.access.op == "store" and
                                                  (n := targets.get(id(a.access.node))) is not None},
                       "targets": targets, "mine": mine}
        for r in reads:
            if id(r.access.node) in done:
                continue
            writes = [] if never else [w for w in mine if w.writes and w.order < r.order]
            if not writes and not never:
                continue
            got = _uninit_read(r, writes, launch, threads, cache)
            if got is not None:
                done.add(id(r.access.node))
                out.append(replace(got, never=True) if never else got)
                if never:
                    break  # NOTE: the first read reads garbage; the later ones read what it left (one finding)
    return out


def _declared(func) -> frozenset:
    """The roots of the `__shared__` variables the kernel's body declares with their size (`__shared__ int m;`,
    `float s[256]`): not `extern __shared__ float s[]` (written through views), nor a helper's own."""
    from analyzer.cuda import ast
    from analyzer.cuda.query import nodes_of
    if func is None or func.body is None:
        return frozenset()
    return frozenset(("u", f"&{x.name}", "arg") for d in nodes_of(func.body, ast.Decl)
                     if "__shared__" in d.storage and "extern" not in d.storage
                     for x in d.declarators if all(n is not None for n in x.dims))


def _at(acc: Acc, mapping: dict, term: T.Term | None) -> T.Term | None:
    return T.substitute(term, mapping) if term is not None else None


def _uninit_read(r: Acc, writes: list[Acc], launch: Launch, threads, cache: dict) -> Uninit | None:
    root = r.access.root
    rmap = {root: T.const(0)}
    for loop in r.loops:
        rmap[("u", loop.k, "iter")] = T.const(0)
    r_off = _at(r, rmap, r.access.addr)
    r_path = _at(r, rmap, with_loops(r, r.access.path_known))  # NOTE: not known: any thread may read
    if r_off is None or any(s[1].startswith(T.PLACEHOLDER) for s in T.symbols(r_off)):
        return None
    r_loops = {loop.k for loop in r.loops}
    # each write with its iterations: the loops it shares with the read at 0, the others enumerated
    plans = []
    terms = [r_off, r_path]
    for w in writes:
        own = [loop for loop in w.loops if loop.k not in r_loops]
        if any(loop.cond is None for loop in own):
            return None
        # NOTE: a write's terms depend on the read only through the loops they share: made once per array
        shared = tuple(loop.k for loop in w.loops if loop.k in r_loops)
        got = cache.get(("plan", id(w), shared))
        if got is None:
            base = {root: T.const(0), **{("u", k, "iter"): T.const(0) for k in shared}}
            got = cache[("plan", id(w), shared)] = (_at(w, base, w.access.addr), _at(w, base, with_loops(w)))
        off, path = got
        if off is None or any(s[1].startswith(T.PLACEHOLDER) for s in T.symbols(off)):
            return None
        plans.append((w, off, path, own))
        terms += [off, path] + [loop.cond for loop in own]
    # NOTE: the arguments a write's guard reads (the tail guard's `n`) are existential: the read is uninitialised
    # for some bound; every other argument must give it for each sampled value. Symbols that are not kernel
    # arguments, launch values or enumerated iterations (a value a loop leaves, a load) give no claim.
    params = set(r.access.params)
    enumerated = {loop.k for _, _, _, own in plans for loop in own}
    if any(sampled(t) for t in terms):
        return None  # NOTE: a shuffled or voted value (a sample per warp) places or guards an access: data
    for t in terms:
        for sym in T.symbols(t) if t is not None else ():
            if sym[2] in ("bid", "bdim", "gdim") or sym[1] in params or sym[1] in enumerated:
                continue
            return None
    guards = frozenset(sym[1] for _, _, path, _ in plans if path is not None for sym in T.symbols(path)
                       if sym[1] in params)
    found = None
    for base, exist in worlds(terms, launch, exist_args=guards):
        hit, valid = None, False
        for ex in exist:
            env = {**base, **ex}
            try:
                got = _uninit_world(r, r_off, r_path, plans, env, threads, cache, not guards)
            except (ArithmeticError, TypeError, ValueError, _Unbounded):
                continue
            valid = True
            if got is not None:
                hit = (env, got)
                break
        if not valid:
            continue
        if hit is None:
            return None  # NOTE: a value of an argument no write's guard reads where every slot read is written
        if found is None:
            env, (t, off, skipped, into) = hit
            block = tuple(env.get(f"blockIdx.{c}", 0) for c in "xyz")
            found = Uninit(r, threads[t][2:], block, off, env, skipped, launch, into)
        elif found.into is None and hit[1][3] is not None:
            found = Uninit(found.read, found.thread, found.block, found.offset, found.env, found.skipped, launch,
                           hit[1][3])  # NOTE: a world where only garbage moves into garbage: a note
    return found


class _Unbounded(Exception):
    pass


def _iterations(own: list, env: dict, threads, memo: dict) -> list[dict]:
    """Every combination of iteration counts of the loops `own` (outermost first) some thread runs."""
    combos: list[dict] = [{}]
    for loop in own:
        T.compile_block(loop.cond, True)  # NOTE: raises, before any iteration, for a term it cannot write
        nxt = []
        for c in combos:
            for k in range(MAX_ITER + 1):
                if k == MAX_ITER:
                    raise _Unbounded
                e = {**env, **{kk: v for kk, v in c.items()}, loop.k: k}
                if not any(block_values(loop.cond, True, threads, e, memo)):
                    break
                nxt.append({**c, loop.k: k})
        combos = nxt
        if len(combos) > 4 * MAX_ITER:
            raise _Unbounded
    return combos


def _uninit_world(r: Acc, r_off, r_path, plans, env: dict, threads, cache: dict, exact: bool = False):
    """(thread, byte, skipper) of a read of bytes the writes of `plans` left unwritten in the world `env`. A read
    by a thread that wrote nothing is judged only where the writes' guards read no kernel argument (`exact`:
    `lane == 0` gives the same slots every launch); under a tail guard (`i < n`) the threads past the bound
    write nothing and may discard what they read."""
    memo = cache["terms"]
    offs = block_values(r_off, False, threads, env, memo)
    mask = block_values(r_path, True, threads, env, memo) if r_path is not None else None
    size = r.access.size
    # NOTE: the reads of one array after the same writes share what those writes covered (per world)
    key = (tuple(id(w) for w, _, _, _ in plans), tuple(loop.k for loop in r.loops), size, tuple(sorted(env.items())))
    if key not in cache:
        cache[key] = _covered(plans, env, threads, size, memo)
    written, writers, elements = cache[key]
    if elements and written.issuperset(offs) and not any(map(mod, offs, repeat(size))):
        return None  # NOTE: every thread's slot was written (the common case), whichever threads read it
    sink = _sink(r, cache)
    into = None
    for i, o in enumerate(offs):
        if mask is not None and not mask[i] or not exact and i not in writers:
            continue
        if elements and o % size == 0:
            bad = o if o not in written else None
        else:
            bad = next((b for b in range(o, o + size) if b not in written
                        and not (elements and b - b % size in written)), None)
        if bad is None:
            continue
        if sink is None or not _unwritten(sink, i, r, env, threads, written, elements, memo):
            return i, bad, _skipper(bad, plans, env, threads), None
        into = into or (i, bad, _skipper(bad, plans, env, threads), sink)
    if into is not None and (not elements or _spreads(sink, cache, env, threads, written, memo)):
        return (*into[:3], None)  # NOTE: the garbage reaches a written slot in a later iteration: a warning
    return into


def _spreads(store: Acc, cache: dict, env: dict, threads, written: set, memo: dict) -> bool:
    """sinks.garbage_spreads for `store`, the reads whose value goes only into it and the other stores of its array."""
    from analyzer.analysis.race.sinks import garbage_spreads
    targets, node = cache["targets"], store.access.node
    reads = [a for a in cache["mine"] if a.access.op == "load" and targets.get(id(a.access.node)) is node]
    inner = store.loops[-1:]  # NOTE: the loop garbage_spreads follows; another store in an outer loop runs apart
    others = any(a.writes and a is not store and any(loop in inner for loop in a.loops) for a in cache["mine"])
    if any(a.access.addr is None for a in reads):
        return True
    return garbage_spreads(store, reads, targets.get(id(node)) is node, others, env, threads, written, memo)


def _sink(r: Acc, cache: dict) -> Acc | None:
    """The store of the same array that the value of `r` only moves into (race/sinks.py), or None."""
    target = cache["targets"].get(id(r.access.node))
    store = cache["sinks"].get(id(target)) if target is not None else None
    if store is None or store.access.root != r.access.root or store.access.addr is None \
            or store.access.size != r.access.size or store.loops != r.loops:
        return None
    return store


def _unwritten(store: Acc, i: int, r: Acc, env: dict, threads, written: set, elements: bool, memo: dict) -> bool:
    """Whether thread `i`'s store `store` (at the read's iterations) goes to bytes no earlier store wrote."""
    mapping = {store.access.root: T.const(0), **{("u", loop.k, "iter"): T.const(0) for loop in r.loops}}
    off = _at(store, mapping, store.access.addr)
    if off is None or any(s[1].startswith(T.PLACEHOLDER) for s in T.symbols(off)):
        return False
    o = block_values(off, False, threads, env, memo)[i]
    size = store.access.size
    return o not in written if elements and o % size == 0 else all(b not in written for b in range(o, o + size))


def _covered(plans, env: dict, threads, size: int, memo: dict) -> tuple[set, set, bool]:
    """(what the writes of `plans` cover: element starts, or bytes; the threads that wrote; whether starts)."""
    written: set[int] = set()
    writers: set[int] = set()  # threads that wrote the array before the read
    # NOTE: element starts when every access has the read's width and alignment, else bytes
    elements = all(w.access.size == size for w, _, _, _ in plans)
    for w, off, path, own in plans:
        T.compile_block(off)  # NOTE: raises, before any iteration, for a term it cannot write
        if path is not None:
            T.compile_block(path, True)
        for it in _iterations(own, env, threads, memo):
            e = {**env, **it}
            wo = block_values(off, False, threads, e, memo)
            wm = block_values(path, True, threads, e, memo) if path is not None else None
            done = list(compress(range(len(wo)), wm)) if wm is not None else range(len(wo))
            writers.update(done)
            if elements:
                got = list(compress(wo, wm)) if wm is not None else wo
                if any(map(mod, got, repeat(size))):  # NOTE: C loops: every write of every world and iteration
                    elements = False
                    written = {b for o in written for b in range(o, o + size)}
                else:
                    written.update(got)
                    continue
            for i in done:
                written.update(range(wo[i], wo[i] + w.access.size))
    return written, writers, elements


def _skipper(byte: int, plans, env: dict, threads) -> tuple:
    """(write, thread, guard) of a thread whose write would have covered `byte` had its guard held."""
    for w, off, path, own in plans:
        if path is None:
            continue
        try:
            for it in _iterations(own, env, threads, {}):
                e = {**env, **it}
                wo = T.compile_block(off)(threads, e)
                for i, o in enumerate(wo):
                    if o <= byte < o + w.access.size:
                        return (w, threads[i][2:], w.access.path)
        except (ArithmeticError, TypeError, ValueError, _Unbounded):
            continue
    return ()
