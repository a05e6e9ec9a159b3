"""Tail guards: a comparison of an index that grows with the thread and the block (or a loop's round) against a
value every thread shares (`i < n`, `blockIdx.x * 256 + tid >= n`). It cuts lanes only where the range ends, so
the divergence analyses take it as no split of a warp (KL201, KL102's paths), and the memory figures count the
lanes inside the range (strip_tail_guards)."""

from __future__ import annotations

from analyzer.analysis import terms as T
from analyzer.analysis.idioms import monotone as _monotone

_RELATIONAL = {"<", "<=", ">", ">="}


def _thread(t: T.Term) -> bool:
    return T.thread_dependent(t)


def is_tail_guard(t: T.Term, by_warps: bool = True) -> bool:
    """A comparison of an index that grows with the thread and the block (or a loop's iteration) against a value
    every thread shares; `by_warps`: one that moves by whole warps, so that it splits at most one warp."""
    if t[0] not in _RELATIONAL:
        return False
    a, b = t[1], t[2]
    if _thread(a) == _thread(b):
        return False
    index = a if _thread(a) else b
    kinds = {leaf[2] for leaf in T.leaves(index) if leaf[0] == "u"}
    return (_monotone(index) or _lane_monotone(index)) and bool(kinds & {"bid", "iter"}) and (
        not by_warps or _strides_by_warps(index))


def _lane_monotone(t: T.Term) -> bool:
    """Increasing within a warp: a sum of uniform values and a lane index (`threadIdx.x % 32`,
    `threadIdx.x & 31`, of a non-decreasing thread index) times a positive constant: a warp-stride loop's
    `for (i = lane; i < n; i += 32)` moves by whole warps and splits the warp only at its last step."""
    kind = t[0]
    if kind == "+":
        return all(_lane_monotone(c) if T.thread_dependent(c) else True for c in (t[1], t[2]))
    if kind == "*":
        return (T.is_const(t[2]) and t[2][1] > 0 and _lane_monotone(t[1])) or (
            T.is_const(t[1]) and t[1][1] > 0 and _lane_monotone(t[2]))
    if kind == "%":
        return T.is_const(t[2]) and t[2][1] in (32, 64) and _monotone(t[1])
    if kind == "&":
        return T.is_const(t[2]) and t[2][1] in (31, 63) and _monotone(t[1])
    return kind == "lane"


def _strides_by_warps(index: T.Term, warp: int = 32) -> bool:
    """The index moves by whole warps (or not at all) from one block or iteration to the next, so a
    bound splits at most one warp: `blockIdx.x * blockDim.x + tid`, `i += blockDim.x * gridDim.x`, but
    not `j = tid; j++` or `tid + blockIdx.x` (stride 1: a different warp splits every time). "A whole warp"
    is the span of the index over the lanes of one warp when that is wider: `i = 2 * lane; i += 32` moves
    by half of the warp's span (0..62), so lanes end two iterations apart, no tail."""
    syms = T.symbols(index)
    base = {s[1]: 0 if s[2] in ("bid", "iter") else 256 for s in syms}
    try:
        fn = T.compile_term(index)
        origin = fn(0, 0, 0, 0, 0, base)
        lanes = [fn(x, 0, 0, x, 0, base) for x in range(warp)]
        span = max(warp, max(lanes) - min(lanes) + 1)
        for s in syms:
            if s[2] in ("bid", "iter"):
                step = fn(0, 0, 0, 0, 0, {**base, s[1]: 1}) - origin
                if step and abs(step) < span:
                    return False
    except (ArithmeticError, TypeError, ValueError):
        return False
    return True


def strip_tail_guards(t: T.Term, keep_constant: bool = False) -> T.Term:
    """The term with every tail-guard comparison replaced by its value inside the range (see below). `keep_constant` (the
    memory figures' reading): not those against a constant bound (`for (i = tx; i < 8; i += 32)` leaves lanes 8-31
    out of its only warp, every launch: the memory figures count the lanes it keeps, as ncu does; one that reads
    blockIdx, `4 * (blockIdx.x * 128 + tx) > 0`, cuts the first or last blocks only, and goes), and also an
    edge guard whose index steps by less than a warp per block (`blockIdx.y * 16 + threadIdx.x < n` in a 16x16
    block): it cuts lanes in the edge blocks only, and the figure is that of the blocks inside the range. A guard
    is replaced by its value inside the range: 1 for `i < n`, 0 for `i >= n` (so `if (i >= n) return;` leaves
    `!0`, every lane, on the path after it)."""
    if is_tail_guard(t, not keep_constant) and not (keep_constant and (
            T.is_const(t[1]) or T.is_const(t[2])) and not any(s[2] == "bid" for s in T.symbols(t))):
        below = t[0] in ("<", "<=") if _thread(t[1]) else t[0] in (">", ">=")
        return T.const(1 if below else 0)
    if t[0] in ("&&", "||"):
        return T.binary(t[0], strip_tail_guards(t[1], keep_constant), strip_tail_guards(t[2], keep_constant)) or t
    if t[0] == "not":
        return T.unary("not", strip_tail_guards(t[1], keep_constant)) or t
    return t
