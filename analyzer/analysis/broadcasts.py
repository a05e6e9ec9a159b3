"""A helper that broadcasts its parameter across the warp (`int shfl(int r, int lane, int w = warpSize) { return
__shfl_sync(m, r, lane, w); }`, called as `shfl(offset, 0)`): its summary cannot say whether the call's argument is
the same in every lane. The summary's value is the leaf `("pw", i, label, j)`: parameter i read from one lane
(uniform source, the whole warp wide: no width, a constant width of the warp, or parameter j whose default is the
warp's width). `bind` resolves it at the call: the argument itself where it is the same in every lane, else a value
the same inside each warp (`("wu", label)`), as the shuffle written in the caller gives."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.values import Val
from analyzer.cuda import ast


def param_broadcast(interp: Any, value: Val, src: Val, width: Val | None, label: str) -> Val | None:
    """The summary's value of `__shfl_sync(m, value, src, width)` where `value` is a parameter, else None."""
    if not interp.summary_mode or src.thread or value.term is None or value.term[0] != "p":
        return None
    j = -1 if width is None or width.term == T.const(interp.warp) else None
    if width is not None and width.term is not None and width.term[0] == "p" and width.term[1] < len(
            interp.func.params):
        default = interp.func.params[width.term[1]].default
        if isinstance(default, ast.Name) and default.id == "warpSize" or isinstance(
                default, ast.IntLit) and default.value == interp.warp:
            j = width.term[1]
    return None if j is None else Val(("pw", value.term[1], label, j), False, value.data)


def bind(term: T.Term | None, args: list, warp: int) -> tuple[T.Term | None, bool]:
    """`term` with its broadcasts of parameters resolved for the call's `args` (None where one cannot be), and
    whether one of them is a per-warp value (the call's value then differs between warps)."""
    found = [leaf for leaf in T.leaves(term) if leaf[0] == "pw"] if term is not None else []
    mapping, varies = {}, False
    for leaf in found:
        _, i, label, j = leaf
        wide = j < 0 or j >= len(args) or args[j].term == T.const(warp)
        if i >= len(args) or not wide or (args[i].term is None and not args[i].thread):
            return None, any(i < len(args) and args[i].thread for _, i, _, _ in found)
        mapping[leaf] = ("wu", label) if args[i].thread else args[i].term
        varies = varies or args[i].thread
    return (T.substitute(term, mapping) if mapping else term), varies
