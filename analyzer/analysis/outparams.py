"""A helper's out-parameters in the lane model (flow.Interp's summary mode, sites.Summary): the values it writes
through reference and pointer parameters, joined over its returns, and which of them a barrier of the helper follows
on every path (`Summary.published`: a shared variable passed for one is read as one value by the whole block after
the call)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.values import VARYING, Val
from analyzer.analysis.variance import join
from analyzer.cuda import ast


def outs(interp: Any) -> dict[int, Val]:
    """The values written through reference and pointer parameters so far (by parameter index)."""
    out = {}
    for i, p in enumerate(interp.func.params):
        key = p.name if p.type.reference else f"*{p.name}" if p.type.pointers == 1 else None
        if key and key in interp.env and interp.env[key].term != ("p", i):
            out[i] = interp.env[key]
    return out


def written_out(interp: Any, target: ast.Expr) -> None:
    """Note a write through a reference parameter (`n = 0`) or a pointer one (`*n = 0`, `n[0] = 0`)."""
    while type(target) in (ast.Index, ast.Member):
        target = target.base
    if type(target) is ast.Unary and target.op == "*":
        target = target.operand
    if type(target) is ast.Name:
        for i, p in enumerate(interp.func.params):
            if p.name == target.id and (p.type.reference or p.type.pointers):
                interp.unpublished.add(i)


def out_values(interp: Any) -> tuple[tuple[int, Val], ...]:
    """Each out-parameter's value when the helper returns, joined over its returns."""
    ends = interp.out_snapshots + [(None, interp._outs())]
    found: dict[int, Val | None] = {}
    for index in sorted({i for _, outs in ends for i in outs}):
        val: Val | None = None
        for pc, outs in reversed(ends):
            v = outs.get(index, VARYING)
            val = v if val is None else join(v, val, pc)
        found[index] = val
    return tuple((i, v) for i, v in found.items() if v is not None)
