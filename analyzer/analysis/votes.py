"""A warp vote's value (`__all_sync`, `__any_sync`, `__ballot_sync`, `__reduce_*_sync`, `__match_all_sync`) in the lane
model: a function of the values its warp's lanes hand it, so the same in every lane of a warp, and the same in every
warp of the block where every warp's lanes hand it the same values lane by lane.

That is decided only where the kernel's launches are known (the interpreter's block shapes), by evaluation: the
predicate's term, and the addresses of the shared words it loads (flow's `_per_warp`: the lanes that load at one address
of a shared array no thread has written since the last barrier load one value), lane by lane in every warp of each
block shape, in every world evaluated. `threadIdx.x < blockDim.y ? s[threadIdx.x] == 0 : 1` in 32x4 blocks is the
same vote in all four warps (lane j of each warp reads word j); in 64x2 blocks warps 0 and 1 read words 0-31 and
32-63, and the vote is only warp-uniform. A load from global memory is not taken as one value across warps (another
block, or this one, may write it between the warps' loads), nor is a vote under a thread-dependent mask."""

from __future__ import annotations

import itertools
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.values import Val

# NOTE: the position of the value the lanes hand the vote (`__ballot(p)`: 0; `__ballot_sync(mask, p)`: 1)
_VALUE_AT = {"__ballot": 0, "__any": 0, "__all": 0}
_SAME: dict = {}


def same_in_every_warp(ev: Any, e: Any, name: str, args: list[Val]) -> bool:
    """Whether every warp of the kernel's known launches hands the vote `e` (over `args`, some thread-dependent) the
    same values lane by lane, so that its result is the same in every warp of the block."""
    i = ev.i
    at = _VALUE_AT.get(name, 1)
    if not i.block_shapes or i.loads is not None or len(args) <= at or any(a.thread for a in args[:at]):
        return False
    terms = _terms(i, e.args[at], args[at])
    return terms is not None and _same(terms, i.block_shapes, i.warp)


def _terms(i: Any, expr: Any, val: Val) -> tuple | None:
    """The predicate's term, or its per-warp value's term and the addresses of the shared words it loads."""
    if val.term is not None:
        return (val.term,)
    got = i._per_warp(expr)
    if got is None or got[0].term is None or not all(shared for _, shared in got[1]):
        return None
    return (got[0].term, *(address for address, _ in got[1]))


def _same(terms: tuple, shapes: tuple, warp: int) -> bool:
    from analyzer.analysis.warps import EVERY_KIND, block_threads, remembered, worlds

    def judge() -> bool:
        blocks = [T.compile_block(t) for t in terms]
        every = terms[0]
        for t in terms[1:]:
            every = ("+", every, t)  # NOTE: only for `worlds`, which samples the symbols of every term at once
        evaluated = False
        for shape in shapes:
            if shape.threads % warp:
                return False  # NOTE: a partial last warp votes over fewer lanes
            threads = block_threads(shape.x, shape.y, shape.z, warp)
            for base, exist in itertools.islice(worlds(every, shape, EVERY_KIND), 8):
                for env in exist[:4]:
                    try:
                        values = list(zip(*(block(threads, {**base, **env}) for block in blocks)))
                    except (ArithmeticError, TypeError, ValueError):
                        return False
                    if any(values[k] != values[k % warp] for k in range(warp, len(values))):
                        return False
                    evaluated = True
        return evaluated

    return remembered(_SAME, (terms, tuple((s.x, s.y, s.z, s.bind) for s in shapes), warp), judge)
