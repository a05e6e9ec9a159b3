"""Values of a kernel argument just past each loop's step (race/worlds samples them): the fixed samples (32, 96,
4096) may all run a tile loop once, and a race between its iterations then goes unseen for every value past them."""

from __future__ import annotations

import functools

from analyzer.analysis import terms as T
from analyzer.analysis.race.log import MAX_TRIP


def past_steps(name: str, loops: dict | None, fixed: dict) -> tuple:
    """Values of the kernel argument `name` just past each loop's step: for a loop whose block-uniform condition
    reads it (and what else it reads the launch fixes), the least value v that runs it twice (`base < s` stepping
    by 4096: 4097) and 2 * (v - 1) (8192). The fixed samples (32, 96, 4096) may all run such a loop once: a race
    between its iterations would go unseen for every value the host admits past them."""
    out: list = []
    for k, cond in (loops or {}).items():
        if cond is None or T.thread_dependent(cond):
            continue
        names = {s[1] for s in T.symbols(cond)}
        if name not in names or any(n not in fixed for n in names - {k, name}):
            continue
        env = tuple(sorted((n, fixed[n]) for n in names - {k, name}))
        v = _twice_from(cond, k, name, env)
        if v is not None:
            out += [v, 2 * (v - 1)]
    return tuple(dict.fromkeys(out))


@functools.lru_cache(maxsize=1024)
def _twice_from(cond: T.Term, k: str, name: str, env: tuple) -> int | None:
    """The least value of `name` (1..MAX_TRIP * 64) at which `cond` holds at iteration 1, the condition taken as
    monotone in it; None where it holds at 1 already or nowhere."""
    try:
        f = T.compile_term(cond)
        values = dict(env)

        def holds(v: int) -> bool:
            values[k], values[name] = 1, v
            return bool(f(0, 0, 0, 0, 0, values))
        lo, hi = 1, MAX_TRIP << 6
        if holds(lo) or not holds(hi):
            return None
        while hi - lo > 1:
            mid = (lo + hi) // 2
            lo, hi = (mid, hi) if not holds(mid) else (lo, mid)
        return hi
    except (ArithmeticError, TypeError, ValueError, KeyError):
        return None
