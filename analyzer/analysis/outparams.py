"""A helper's out-parameters in the lane model (flow.Interp's summary mode, sites.Summary): the values it writes
through reference and pointer parameters, joined over its returns, and which of them a barrier of the helper follows
on every path (`Summary.published`: a shared variable passed for one is read as one value by the whole block after
the call), and the reference parameters every call of a helper binds to a `__shared__` variable, which the
helper's own analysis reads as shared memory (`fill(ntasks, k0)` of `__shared__ int ntasks, k0`)."""

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
    ends = interp.out_snapshots + [(None, outs(interp))]
    found: dict[int, Val | None] = {}
    for index in sorted({i for _, written in ends for i in written}):
        val: Val | None = None
        for pc, written in reversed(ends):
            v = written.get(index, VARYING)
            val = v if val is None else join(v, val, pc)
        found[index] = val
    return tuple((i, v) for i, v in found.items() if v is not None)


def shared_references(interp: Any) -> frozenset[str]:
    """The helper's reference parameters that every call of it in the file binds to a `__shared__` variable of the
    caller (declared in its body, or at namespace scope), where it has calls at all."""
    func, program = interp.func, interp.program
    refs = [(i, p.name) for i, p in enumerate(func.params) if p.name and p.type.reference and not p.type.pointers]
    if func.is_kernel or not refs or func.body is None:
        return frozenset()
    calls = [(caller, call) for caller, call in program.calls_of(func.name) if caller is not func
             and len(call.args) == len(func.params)]
    out = {name for i, name in refs if calls and all(_names_shared(call.args[i], _shared(program, caller))
                                                      for caller, call in calls)}
    return frozenset(out)


def _shared(program: Any, caller: ast.Function) -> frozenset:
    """The `__shared__` variables a function's calls can name: its own and the namespace's (once per function)."""
    if id(caller) not in program.shared_arguments:
        from analyzer.cuda.query import iter_nodes

        tu = program.tu
        spaced = {d.name for item in tu.items if type(item) is ast.GlobalDecl and "__shared__" in item.decl.storage
                  for d in item.decl.declarators}
        program.shared_arguments[id(caller)] = frozenset(spaced | {
            d.name for n in iter_nodes(caller.body) if type(n) is ast.Decl and "__shared__" in n.storage
            for d in n.declarators})
    return program.shared_arguments[id(caller)]


def _names_shared(a: Any, shared: set) -> bool:
    """Whether argument `a` names one `__shared__` location of the block: a variable, or an element of an array at a
    constant index (`s[256]`, review r16 C-Q4: every thread binds the same word)."""
    if type(a) is ast.Name:
        return a.id in shared
    from analyzer.cuda.query import iter_nodes
    return type(a) is ast.Index and type(a.base) is ast.Name and a.base.id in shared and all(
        type(x) in (ast.IntLit, ast.Binary, ast.Unary, ast.Cast, ast.TypeRef) for x in iter_nodes(a.index))
