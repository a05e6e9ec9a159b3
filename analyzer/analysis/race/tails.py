"""Tail guards of a side's path (`i < n` on a run-time bound) taken as true when a race is judged: for the threads
inside the bound, whatever it is. Kept where the bound is exact: fixed by the source, capped by a constant, or a
value that also places an access of the pair (a buffer split at n). `with_loops`: a side's path with the
block-uniform conditions of its loops."""

from __future__ import annotations

import functools

from analyzer.analysis import terms as T
from analyzer.analysis.cycles import at_most
from analyzer.analysis.race.log import Acc


def _loop_conds(acc: Acc) -> T.Term | None:
    cond = None
    for loop in acc.loops:
        if loop.cond is not None and not T.thread_dependent(loop.cond):
            cond = loop.cond if cond is None else T.binary("&&", cond, loop.cond)
    return cond


def with_loops(acc: Acc, own: bool = True) -> T.Term | None:
    """The access' path (not with `own` False: a guard on loaded data) and the block-uniform conditions of the
    loops around it (_loop_conds), joined."""
    path = acc.access.path if own else None
    loops = _loop_conds(acc)
    if loops is not None:
        path = loops if path is None else T.binary("&&", path, loops)
    return path


@functools.lru_cache(maxsize=2048)
def stripped(t: T.Term, exact: frozenset = frozenset()) -> T.Term:
    """_strip_tails, remembered per process: a kernel's accesses share a few paths (each tail guard's test, which
    is_tail_guard evaluates over a warp, was judged again for every access under it)."""
    return _strip_tails(t, exact)


def exact_bounds(*accs: Acc) -> frozenset:
    """The run-time values that place an access of a pair (`smem + n * 4`, a buffer split at n): a tail guard on
    one of them (`i < n`) is kept on both sides, so a world judges the split and the bound at the same n (one value
    per block, a load at a block-uniform address included) instead of taking the guard as true for any n."""
    return frozenset(s[1] for acc in accs if acc.access.addr is not None for s in T.symbols(acc.access.addr)
                     if s[2] == "arg" and s != acc.access.root)


def path_names(acc: Acc) -> frozenset:
    """The names the access' path and its loops' conditions read."""
    path = with_loops(acc)
    return frozenset(s[1] for s in T.symbols(path)) if path is not None else frozenset()


def _strip_tails(t: T.Term, exact: frozenset = frozenset()) -> T.Term:
    """The path with every tail guard on a run-time bound (`i < n`, divergence.is_tail_guard) taken as true: the
    bound is a kernel argument, and the race is judged for the threads inside it whatever it is. A bound the
    source fixes (`bin < 256`), or one a constant caps (`min(64, n)`: a tile length only lowered from 64,
    loops.progression), is kept: it is exact, or its cap holds whatever the argument; so is one on a value in
    `exact` (exact_bounds: a value that also places an access of the pair)."""
    from analyzer.analysis.tailguards import is_tail_guard
    if is_tail_guard(t):
        left = T.thread_dependent(t[1])
        bound = t[2] if left else t[1]
        if any(s[2] == "arg" for s in T.symbols(bound)) and not at_most(bound, _fixed_bound) and \
                not any(s[1] in exact for s in T.symbols(bound)):
            # NOTE: true for the threads inside the bound: `i < n` is 1, its negation `i >= n` (an early
            # return's test: `if (x >= w || y >= h) return;`) is 0, so what follows the return stays reachable
            return T.const(1 if t[0] in (("<", "<=") if left else (">", ">=")) else 0)
        return t
    if t[0] in ("&&", "||"):
        return T.binary(t[0], _strip_tails(t[1], exact), _strip_tails(t[2], exact)) or t
    if t[0] == "not":
        return T.unary("not", _strip_tails(t[1], exact)) or t
    return t


def _fixed_bound(t: T.Term) -> bool:
    return not any(s[2] == "arg" for s in T.symbols(t))
