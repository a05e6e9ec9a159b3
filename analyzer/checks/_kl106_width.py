"""KL106's finding for a shuffle whose `width` is not a power of two from 1 to the warp's size
(`__shfl_down_sync(m, v, 16, 30)`): the CUDA Programming Guide's warp shuffle functions (and HIP's `__shfl*`) split
the warp into segments of `width` lanes, which must be a power of two up to warpSize; any other value gives undefined
results (review r17 A-M2). Judged where the width is a constant of the file (a literal, a constexpr, a macro)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.variance import _SHFL_BROADCAST, _SHFL_OTHER
from analyzer.cuda import ast
from analyzer.cuda.query import by_class, callee_name

# NOTE: the shuffles the lane model knows (variance's tables); `width` comes after the value and the lane or delta,
# after the mask too in the `_sync` forms
_SHUFFLES = frozenset(_SHFL_BROADCAST) | frozenset(_SHFL_OTHER)


def bad_widths(unit, ctx, warp: int) -> Iterator[tuple]:
    """(function, call, the width's value, the lines of its other calls with that width) of the first shuffle of
    each function of the file whose constant width is not a power of two from 1 to `warp`: one finding per width."""
    from analyzer.analysis.launch_limits import program
    from analyzer.cuda.model.evaluate import Env, evaluate

    env = None  # NOTE: the file's and its headers' constants (a header's `constexpr int W = 30`), at the first shuffle
    for func in unit.tu.functions():
        if func.body is None:
            continue
        found: dict[int, list] = {}
        for call in sorted(by_class(func.body).get(ast.Call, ()), key=lambda c: (c.span.line, c.span.column)):
            name = callee_name(call)
            at = 3 if name.endswith("_sync") else 2
            if name not in _SHUFFLES or len(call.args) <= at:
                continue
            env = env if env is not None else Env(dict(program(unit, ctx.shared).globals))
            try:
                width = evaluate(call.args[at], env)
            except (ArithmeticError, TypeError, ValueError, RecursionError):
                continue
            if type(width) is int and not (0 < width <= warp and width & (width - 1) == 0):
                found.setdefault(width, []).append(call)
        for width, calls in found.items():
            yield func, calls[0], width, sorted({c.span.line for c in calls[1:]} - {calls[0].span.line})


def width_text(width: int, warp: int, more: list) -> tuple[str, str]:
    """(why, fix) of a bad width (`more`: the lines of the function's other calls with it)."""
    powers = ", ".join(str(1 << k) for k in range(warp.bit_length()))
    also = f" (so are the calls at line{'s' * (len(more) > 1)} {', '.join(map(str, more))})" if more else ""
    return (f"its `width` is {width}, which is not a power of two from 1 to {warp} ({powers}): the shuffle splits the "
            f"warp into segments of `width` lanes, and any other value gives undefined results{also}",
            f"shuffle within the next power of two that holds the group ({_next_power(width, warp)}), giving the lanes "
            f"past the group a neutral value, or over the whole warp")


def _next_power(width: int, warp: int) -> int:
    p = 1
    while p < width and p < warp:
        p <<= 1
    return p
