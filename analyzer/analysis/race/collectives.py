"""Warp collectives order the accesses their data joins (review r16 C-Q1; tools/gpu/races shfl_operand_ok and
shfl_operand_racy, racecheck on an H200).

A `__shfl_sync` (a vote, reduce or match likewise) waits for every lane of its mask: a lane's load that feeds the
call's operand is made before the call returns in any lane of the mask, and a store whose value or address is the
call's result (directly, or through a local assigned from it) is made after it returns. So in
`s[t] += __shfl_sync(m, s[t - 1], 1)` lane t's read of `s[t - 1]` is before lane t - 1's write of it: no race
between lanes of one warp. Only that data dependence orders: the compiler moves other loads and stores across the
call (ballot_between_racy), and threads of different warps are not ordered at all."""

from __future__ import annotations

from typing import Any, Callable

from analyzer.analysis.variance import WARP_SYNC
from analyzer.cuda import ast
from analyzer.cuda.query import callee_name, iter_nodes

COLLECTIVES = frozenset(WARP_SYNC - {"__syncwarp"})  # NOTE: the warp-synchronous calls that exchange data


def feeding(i: Any, e: ast.Call, name: str, evaluate: Callable[[ast.Call], Any]) -> Any:
    """`evaluate(e)` with the loads of a collective's operands tagged with it (tags)."""
    if name not in COLLECTIVES or not i.recording:
        return evaluate(e)
    i.feeding.append(id(e))
    try:
        return evaluate(e)
    finally:
        i.feeding.pop()


def assigning(i: Any, e: ast.Assign, evaluate: Callable[[ast.Assign], Any]) -> Any:
    """`evaluate(e)` with the store of the assignment tagged with the collectives its value and address hold."""
    before = i.results
    i.results = results(i, e.value) | results(i, e.target) if i.recording else frozenset()
    try:
        return evaluate(e)
    finally:
        i.results = before


def results(i: Any, expr: Any) -> frozenset[int]:
    """The collectives (ids of their calls) whose result `expr` holds: written in it, or through a local."""
    out: set[int] = set()
    for n in iter_nodes(expr):
        if type(n) is ast.Call and callee_name(n) in COLLECTIVES:
            out.add(id(n))
        elif type(n) is ast.Name and n.id in i.collective_locals:
            out |= i.collective_locals[n.id]
    return frozenset(out)


def note_local(i: Any, name: str, value: Any) -> None:
    """A local assigned (or declared) from `value`: the collectives its value holds from then on (recorded runs)."""
    if not i.recording:
        return
    held = results(i, value) if value is not None else frozenset()
    if held:
        i.collective_locals[name] = held
    else:
        i.collective_locals.pop(name, None)


def tags(i: Any, op: str) -> tuple[frozenset[int], frozenset[int]]:
    """(feeds, after) of an access being recorded: the collectives a load feeds, those whose result a store writes."""
    return (frozenset(i.feeding) if op == "load" else frozenset(),
            i.results if op in ("store", "atomic") else frozenset())
