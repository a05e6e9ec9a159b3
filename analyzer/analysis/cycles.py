"""Loop-carried values that go round a cycle (analyzer.analysis.loops): the buffer index of a double-buffered
loop (`w ^= 1`, `w = 1 - w`, `stage = (stage + 1) % STAGES`), whose value at iteration k is known in closed form
(w_k = w_0 ^ (k & 1)), also where the update is guarded by the test that another iteration follows
(`k += BK; if (k < K) { ...; w ^= 1; } while (k < K)`)."""

from __future__ import annotations

import itertools
from typing import Any, Callable

from analyzer.analysis import terms as T
from analyzer.cuda.ast import NEGATED


def bare(t: Any) -> Any:
    """`t` without its conversions (`(int)x`, `(float)x`, `(u32)x`, `(u64)x`)."""
    while t is not None and t[0] in ("int", "float", "u32", "u64"):
        t = t[1]
    return t


def cycle(t: T.Term, init: T.Term, k: T.Term, placeholder: T.Term) -> T.Term | None:
    """The value at iteration k of a variable that the body moves round a cycle (`t`: its new value over
    `placeholder`, its value before the pass; `init`: its value before the loop): a toggle `w ^= c`,
    `w = c - w`, `w = !w` takes its two values in turn (w_k = w_0 ^ (c * (k & 1))); a counter modulo a constant,
    `s = (s + d) % m` or `(s + d) & (m - 1)`, is `(s_0 + k*d) % m` (exact for a start and a step that are not
    negative: C's `%` of a negative value differs). None for any other update."""
    t = bare(t)
    if t is None:
        return None

    def free(x: T.Term) -> bool:
        return placeholder not in T.leaves(x)

    odd = T.binary("&", k, T.const(1))
    op = t[0]
    if op == "^" and placeholder in (bare(t[1]), bare(t[2])):
        c = t[2] if bare(t[1]) == placeholder else t[1]
        return T.binary("^", init, T.binary("*", c, odd)) if free(c) else None
    if op == "-" and bare(t[2]) == placeholder and free(t[1]):
        return T.select(odd, T.binary("-", t[1], init), init)
    if op == "not" and bare(t[1]) == placeholder:
        return T.select(odd, T.unary("not", init), T.binary("!=", init, T.const(0)))
    if op not in ("%", "&") or not _natural(t[2]) or t[2][1] == 0 or not _natural(init):
        return None
    if op == "&" and t[2][1] & (t[2][1] + 1):
        return None  # NOTE: only a mask of low bits (`& 3`) is a modulo
    inner = bare(t[1])
    if inner is None or inner[0] != "+":
        return None
    d = inner[2] if bare(inner[1]) == placeholder else inner[1] if bare(inner[2]) == placeholder else None
    if d is None or not _natural(d):
        return None
    return T.binary(op, T.binary("+", init, T.binary("*", k, d)), t[2])


def _natural(t: Any) -> bool:
    return t is not None and T.is_const(t) and type(t[1]) is int and t[1] >= 0


def guarded_cycle(interp: Any, name: str, new: Any, pre: dict, holders: dict, iteration: dict, k: T.Term,
                  cond: Any) -> Any:
    """The value at iteration k of `name` whose cycle step (see `cycle`) is made under a test `g`
    (`new` = `g ? step : name`, or the other way round), where `g` holds in every iteration that another one
    follows: then every iteration that runs has seen the step in each iteration before it. `g` at iteration k
    is checked against the loop's condition `cond` at iteration k+1 (the test that the next iteration runs) on
    sampled values of the symbols both read (the iteration count and kernel arguments). A Val, or None."""
    from analyzer.analysis.values import Val
    t = bare(new.term) if new is not None else None
    ph = holders[name]
    if cond is None or t is None or t[0] != "?" or pre[name].term is None:
        return None
    if bare(t[3]) == ph:
        guard, step = t[1], t[2]
    elif bare(t[2]) == ph:
        guard, step = T.unary("not", t[1]), t[3]
    else:
        return None
    term = cycle(step, pre[name].term, k, ph) if guard is not None else None
    if term is None:
        return None
    now = {holders[n]: v.term for n, v in iteration.items() if v.term is not None and n != name}
    g = T.substitute(guard, now)
    nxt = T.binary("+", k, T.const(1))
    env = dict(interp.env)
    try:
        interp.env = {**pre, **{n: Val(T.substitute(v.term, {k: nxt}), v.thread, v.data, v.unsigned)
                                if v.term is not None else v for n, v in iteration.items()}}
        c = interp.ev(cond)
    finally:
        interp.env = env
    if g is None or c.term is None or c.thread or T.thread_dependent(g) or not _implies(c.term, g, k):
        return None
    return Val(term, pre[name].thread, pre[name].data, pre[name].unsigned)


_SAMPLES = (1, 2, 3, 32, 96, 100, 256, 1000, 4096)


def _implies(a: T.Term, b: T.Term, k: T.Term) -> bool:
    """Whether `a` implies `b` on sampled values: the iteration count 0..15, every other symbol of either at
    each sampled value (a product of at most 512 assignments). False when a term reads a placeholder or cannot
    be evaluated, or when `a` holds in no sample."""
    syms = sorted((T.symbols(a) | T.symbols(b)) - {k})
    if any(s[1].startswith(T.PLACEHOLDER) for s in syms):
        return False
    try:
        fa, fb = T.compile_term(a), T.compile_term(b)
        seen = False
        for vals in itertools.islice(itertools.product(_SAMPLES, repeat=len(syms)), 512):
            env = {s[1]: v for s, v in zip(syms, vals)}
            for i in range(16):
                env[k[1]] = i
                if fa(0, 0, 0, 0, 0, env):
                    seen = True
                    if not fb(0, 0, 0, 0, 0, env):
                        return False
        return seen
    except (ArithmeticError, TypeError, ValueError, KeyError):
        return False


def at_most(t: Any, low: Callable[[Any], bool]) -> bool:
    """Whether the value `t` is never above a value `low` accepts: such a value itself, a min with one, or a
    conditional whose arms are such values or a value its test compares below one (`e < t ? e : t`: a value
    only ever lowered, `low` its value before the pass; `min(64, n)`: capped by a constant)."""
    if low(t):
        return True
    t = bare(t)
    if t is None or len(t) < 3:
        return False
    if t[0] == "min":
        return at_most(t[1], low) or at_most(t[2], low)
    if t[0] != "?":
        return False
    g, yes, no = bare(t[1]), t[2], t[3]
    return (at_most(yes, low) or _lowers(g, yes, low, True)) and (at_most(no, low) or _lowers(g, no, low, False))


def _lowers(g: Any, x: Any, low: Callable[[Any], bool], holds: bool) -> bool:
    """Whether the test `g` (true when `holds`, false otherwise) puts `x` at or below a value at_most accepts."""
    if g is not None and g[0] == "not":
        return _lowers(bare(g[1]), x, low, not holds)
    if g is None or len(g) != 3 or g[0] not in ("<", "<=", ">", ">="):
        return False
    op, a, b = g
    if not holds:
        op = NEGATED[op]
    if op in (">", ">="):
        a, b = b, a
    return bare(a) == bare(x) and at_most(b, low)
