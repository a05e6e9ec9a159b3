"""Distances between two accesses' byte offsets at a few sample threads (memory/judge.py's peers and pairs): the
environment a term is evaluated in at each sample, and whether two offsets stay a constant distance apart."""

from __future__ import annotations

from analyzer.analysis import terms as T

_POINTS = ({"iter": 0, "arg": 32, "gdim": 4, "bid": 0}, {"iter": 1, "arg": 96, "gdim": 7, "bid": 1})


def _env(term_syms, block, values) -> dict:
    env = {}
    for s in term_syms:
        name, kind = s[1], s[2]
        if kind == "bdim":
            env[name] = {"x": block[0], "y": block[1], "z": block[2]}[name[-1]]
        else:
            env[name] = values.get(kind, 32)
    return env


def _constant_distance(a: T.Term, b: T.Term, block) -> bool:
    syms = T.symbols(a) | T.symbols(b)
    fa, fb = T.compile_term(a), T.compile_term(b)
    diffs = []
    try:
        for values in _POINTS:
            env = _env(syms, block, values)
            for x, y in ((0, 0), (1, 0), (5, 1)):
                u, v = fa(x, y, 0, x, 0, env), fb(x, y, 0, x, 0, env)
                # NOTE: an offset 2 GiB away at these few threads is an unsigned index wrapped below zero (`keys[idx
                # - 1]` at idx = 0, a thread its guard leaves out): that thread tells nothing of the distance
                diffs += [u - v] if max(abs(u), abs(v)) < _FAR else []
    except (ArithmeticError, TypeError, ValueError):
        return False
    return len(set(diffs)) == 1


_FAR = 1 << 31


def _distance(a: T.Term, b: T.Term, block) -> int | None:
    if not _constant_distance(a, b, block):
        return None
    env = _env(T.symbols(a) | T.symbols(b), block, _POINTS[1 if _wraps(a, b, block) else 0])
    return T.compile_term(a)(0, 0, 0, 0, 0, env) - T.compile_term(b)(0, 0, 0, 0, 0, env)


def _wraps(a: T.Term, b: T.Term, block) -> bool:
    """Whether the first thread's offset of `a` or `b` is _FAR (an unsigned index wrapped below zero there)."""
    env = _env(T.symbols(a) | T.symbols(b), block, _POINTS[0])
    return any(abs(T.compile_term(t)(0, 0, 0, 0, 0, env)) >= _FAR for t in (a, b))
