"""A local copy of a struct (`rec r = recs[k];`) in the race log: nvcc loads only the data members the copy's later
uses read (a trivially copyable struct's copy is its members' loads, and the ones whose values go nowhere are
dead), so the copy reads the members used after it, each at its own offset and size, not the whole record. A use
of the copy as a whole (passed to a call, assigned, its address taken, a member function called) reads every
member: the whole record, as before."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import int_type, type_key
from analyzer.cuda.query import iter_nodes


def copied_members(stmts: Any, decl: ast.Decl) -> dict[int, frozenset[str]]:
    """{id(the initialiser): the members used} of each declarator `T x = <lvalue>;` of `decl` (a statement of the
    block `stmts`) whose every later use in the block is a member `x.m` (not `x.m(...)`); the block's statements
    after the declaration are the copy's scope."""
    out: dict[int, frozenset[str]] = {}
    at = next((k for k, st in enumerate(stmts or ()) if st is decl), None)
    if at is None or decl.storage & {"__shared__", "static", "extern"}:
        return out
    for d in decl.declarators:
        if d.init is None or d.dims or d.type.pointers or d.type.reference or not isinstance(
                d.init, (ast.Index, ast.Member, ast.Unary)) or _scalar(d.type):
            continue  # NOTE: a scalar has no members: only a whole-struct load reads member_reads' answer
        names, members, called = 0, set(), set()
        for st in stmts[at + 1:]:
            for n in iter_nodes(st):
                if isinstance(n, ast.Name) and n.id == d.name:
                    names += 1
                elif isinstance(n, ast.Member) and not n.arrow and isinstance(n.base, ast.Name) \
                        and n.base.id == d.name:
                    members.add((id(n), n.field))
                elif isinstance(n, ast.Call) and isinstance(n.func, ast.Member):
                    called.add(id(n.func))
        if names == len(members) and not any(k in called for k, _ in members):
            out[id(d.init)] = frozenset(m for _, m in members)
    return out


def _scalar(t: ast.TypeRef) -> bool:
    return int_type(t) is not None or type_key(t.base) in ("float", "double", "bool", "half", "__half")


def member_reads(interp: Any, key: tuple, got: Any, t: Any) -> list:
    """The accesses a whole-struct load `got` (of type `t`) stands for: one per member the copy uses where the
    copy's uses are known (`interp.copies`) and every member's offset and size are, else the whole record."""
    size = interp.layouts.size(t)
    used = interp.copies.get(id(got.node))
    parts = []
    for name in sorted(used) if used is not None else ():
        field = interp.layouts.field(t.base, name)
        width = interp.layouts.size(field[1]) if field is not None else None
        if not isinstance(width, int) or width <= 0:
            parts = None
            break
        parts.append((name, field[0], width))
    if parts is None or used is None:
        whole = replace(got, size=size) if isinstance(size, int) and size > 0 else got
        interp.accesses[key] = whole
        return [whole]
    del interp.accesses[key]
    out = []
    for name, offset, width in parts:
        part = replace(got, addr=T.binary("+", got.addr, T.const(offset)), size=width, member=(name, offset, size))
        interp.accesses[key + (name,)] = part
        out.append(part)
    return out
