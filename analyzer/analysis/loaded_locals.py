"""A local declared from a load at a thread-dependent address (`int cf = flags[row]; if (cf < 0) continue;`), for
flow's `_per_warp` (Guard.loads): the lanes that load at one address load one value, so a condition on the local
splits no warp where the address splits none, as the same condition on the load itself does. `keep` remembers the
declaration's value with each such load taken as one value, and the loads' addresses, against the very value it puts
in the environment; `recall` gives them back while the local still holds that value (a later store, a join of
branches or a loop's pass replaces it, and the remembered value no longer applies)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.values import Val


def keep(interp: Any, name: str, expr: Any, val: Val) -> Val:
    """`val`, the value of `name` declared from `expr`, as the environment is to hold it: its own object, remembered
    with `_per_warp(expr)`, where `expr` is loaded data at thread-dependent addresses that split no term."""
    if val.term is not None or not val.thread or expr is None or interp.loads is not None:
        return val
    from analyzer.cuda import ast
    from analyzer.cuda.query import iter_nodes

    if not any(type(n) in (ast.Index, ast.Call) or type(n) is ast.Name and n.id in interp.loaded_locals
               for n in iter_nodes(expr)):
        return val  # NOTE: nothing in it loads (a subscript, a call, a loaded local): `_per_warp` would find no load
    got = interp._per_warp(expr)
    if got is None:
        return val
    own = Val(None, True, val.data, val.unsigned)  # NOTE: a fresh object: VARYING is one object for every value
    interp.loaded_locals[name] = (own, got)
    return own


def recall(interp: Any, name: str) -> Val | None:
    """While `_per_warp` evaluates: the remembered value of `name` (its loads' addresses added), else None."""
    got = interp.loaded_locals.get(name)
    if got is None or interp.env.get(name) is not got[0]:
        return None
    interp.loads.extend(got[1][1])
    return got[1][0]
