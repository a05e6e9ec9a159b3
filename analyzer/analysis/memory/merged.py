"""The fields of one CUDA vector element that nvcc merges into one wider access (`p[i].x .. p[i].w` of a `uchar4`:
one `st.global.v4.u8`; `s[w][l].x/.y/.z` of a `float4`: one `ld.shared.v4.f32`, one LDS.128).

A lane's accesses to several fields of one naturally aligned vector element (2 or 4 components, at most 16 bytes:
`char2` .. `float4`, `double2`), of one operation, made in one run of simple statements of the kernel's body under
the same condition, are the requests the compiler issues: `chunks` gives them, measured with nvcc 13
(`nvcc -arch=sm_90 -ptx`, every subset of fields of char2, short2, float2, double2, uchar4, short4 and float4, loads
and stores; tests/test_memory_merged.py compares the rule with nvcc where it is installed):
- loads fill gaps and round up: from the lowest field left, the widest size S (16, 8, 4, ...) aligned at it whose
  fields in [o, o + S) span more than S / 2 bytes is one load (x and z: one v4; y and z: two scalar loads, y at
  byte 4 starts no aligned pair; y, z, w: y, then z and w as one v2);
- stores write only their fields: each run of adjacent fields is split into aligned power-of-two pieces, and a run
  that starts off a pair's alignment stays scalar (x, y, z: v2 + one; y, z, w: three scalar stores).
The loads of one condition (`if (p[i].x < lo || p[i].y < lo || p[i].z < lo)`) are such a run of their own: `||` and
`&&` stop no lane before the first operand's load: nvcc keeps scalar loads with branches between them (sm_90
PTX), but the later global loads read the sectors the first moved (the lanes that go on hit L1), so their sectors
are the merged access's (review r11 A C9); shared loads stay apart there (each costs its own wavefronts). What keeps the fields apart (measured
alike, the narrow accesses stay): a barrier, or a call of a file function
between them (or, where it syncs or stores to memory, holding one of them), a branch or loop between them (a
different condition or statement list), a store that may alias a loaded field (a global store; a shared store to
the same array), for stores any access that may alias between them; and an access of a helper (kept as recorded).
Loads of every field of an element (`float4 v = p[i]`) are one access already.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.memory.address import Access
from analyzer.analysis.memory.vectors import vector_component
from analyzer.cuda import ast

_COMPOUND = (ast.If, ast.For, ast.While, ast.DoWhile, ast.Switch, ast.Block, ast.Labeled, ast.Case)
_SYNC_WORDS = ("sync", "fence", "atomic", "barrier")


def chunks(offsets: set[int], part: int, whole: int, op: str) -> list[tuple[int, int]]:
    """(offset, bytes) of the requests nvcc makes for the fields at `offsets` (each `part` bytes) of an element of
    `whole` bytes aligned to its size, loaded or stored (`op`)."""
    left, out = sorted(offsets), []
    if op == "load":
        while left:
            o, size = left[0], whole if whole <= 16 else 16
            while size > part:
                inside = [f for f in left if o <= f < o + size]
                if o % size == 0 and o + size <= whole and inside[-1] + part - o > size // 2:
                    break
                size //= 2
            out.append((o, size))
            left = [f for f in left if f >= o + size]
        return out
    runs: list[list[int]] = []
    for f in left:
        if runs and runs[-1][-1] + part == f:
            runs[-1].append(f)
        else:
            runs.append([f])
    for run in runs:
        o, end = run[0], run[-1] + part
        if o % (2 * part):
            out.extend((f, part) for f in run)
            continue
        while o < end:
            size = 16
            while size > part and (o % size or o + size > end):
                size //= 2
            out.append((o, size))
            o += size
    return out


def _positions(func: ast.Function, program: Any) -> tuple[dict[int, tuple[int, int]], dict[tuple[int, int], str]]:
    """(node id -> (statement list, index) of the simple statement holding it, (list, index) -> what in that
    statement keeps fields apart: "flow" for a branch, loop or block, "sync" for a barrier, fence, atomic, `asm`, a
    lambda or a call of a file function that makes one or stores to memory, "call" for another call of a file
    function (its accesses are not between the fields' in source order), "" for nothing)."""
    from analyzer.cuda.query import callee_name, nodes
    where: dict[int, tuple[int, int]] = {}
    breaks: dict[tuple[int, int], str] = {}

    def mark(st: Any, owner: int, j: int) -> None:
        stop = ""
        for n in nodes(st):
            where[id(n)] = (owner, j)
            if isinstance(n, ast.Call):
                name = callee_name(n)
                if not isinstance(n.func, ast.Name) or _syncs(name) or name in program.functions and any(
                        _effects(f) for f in program.functions[name]):
                    stop = "sync"
                elif name in program.functions:
                    stop = stop or "call"
            elif isinstance(n, (ast.Opaque, ast.Lambda)):
                stop = "sync"
        breaks[(owner, j)] = stop

    def visit(stmts: tuple, owner: int) -> None:
        for j, st in enumerate(stmts):
            if isinstance(st, _COMPOUND):
                breaks[(owner, j)] = "flow"
                if getattr(st, "cond", None) is not None:
                    mark(st.cond, id(st), 0)  # NOTE: a condition is a statement list of its own (review r11 A C9)
                    breaks[(id(st), "cond")] = "cond"
                for sub in _lists(st):
                    visit(sub, id(sub))
                continue
            mark(st, owner, j)

    if func.body is not None:
        visit(func.body.stmts, id(func.body.stmts))
    return where, breaks


def _syncs(name: str) -> bool:
    """A call that may order memory: a barrier, fence or atomic (`__syncthreads`, `__threadfence`, `atomicAdd`), by
    any name holding "sync", "fence", "atomic" or "barrier": warp intrinsics (`__shfl_sync`) too, which keeps the
    fields apart where nvcc might merge them (conservative: the narrow count, never a new claim; not measured)."""
    return any(w in name.lower() for w in _SYNC_WORDS)


_EFFECTS: dict[int, tuple[Any, bool]] = {}  # id(function) -> (function, whether it syncs or stores to memory)


def _effects(f: Any) -> bool:
    """Whether a file function's body (one level) makes a barrier, fence, atomic or `asm`, or stores through a
    subscript, `*` or `->` (memory another access may read)."""
    from analyzer.cuda.query import callee_name, nodes
    kept = _EFFECTS.get(id(f))
    if kept is not None and kept[0] is f:
        return kept[1]
    found = False
    for n in nodes(f.body) if f.body is not None else ():
        if isinstance(n, ast.Call) and _syncs(callee_name(n)) or isinstance(n, ast.Opaque):
            found = True
        elif isinstance(n, ast.Assign):
            t = n.target
            found = isinstance(t, ast.Index) or isinstance(t, ast.Unary) and t.op == "*" \
                or isinstance(t, ast.Member) and t.arrow
        if found:
            break
    if len(_EFFECTS) >= 256:
        _EFFECTS.clear()
    _EFFECTS[id(f)] = (f, found)
    return found


def _lists(st: Any) -> list[tuple]:
    """The statement lists directly inside a compound statement (a lone statement as a list of one)."""
    out = []
    for name in ("then", "other", "body", "stmt", "stmts"):
        sub = getattr(st, name, None)
        if isinstance(sub, tuple):
            out.append(sub)
        elif isinstance(sub, ast.Block):
            out.append(sub.stmts)
        elif sub is not None and not isinstance(sub, (str, int)) and hasattr(sub, "span"):
            out.append((sub,))
    return out


def _element(a: Access, interp: Any) -> tuple[T.Term, int, int, int, str] | None:
    """(element address, field offset, field bytes, element bytes, vector type) of a field access of a CUDA
    vector element of 2 or 4 components of at most 16 bytes, else None."""
    node = a.node
    if not isinstance(node, ast.Member) or node.field not in ("x", "y", "z", "w") or a.via is not None \
            or a.addr is None or not a.path_known or not a.size:
        return None
    t = interp.ev.typeof(node.base)
    if t is not None and node.arrow:
        t = t.element()
    if t is None or t.pointers or t.dims:
        return None
    got = vector_component(t.base, node.field)
    count = t.base.strip()[-1]
    if got is None or count not in "24" or got[0] % a.size:
        return None
    offset, whole = got[0], a.size * int(count)
    if whole > 16:
        return None
    if offset == 0:
        elem = a.addr
    elif a.addr[0] == "+" and a.addr[2] == ("c", offset):
        elem = a.addr[1]
    else:
        return None
    return elem, offset, a.size, whole, t.base.strip()


def _apart(a: Access, b: Access, between: list[Access], where: dict, breaks: dict, members: set[int]) -> bool:
    """Whether something between the accesses `a` and `b` (in that order) keeps their fields apart."""
    pa, pb = where[id(a.node)], where[id(b.node)]
    if any(breaks.get((pa[0], j)) for j in range(pa[1] + 1, pb[1])):
        return True
    if pa[1] != pb[1] and "sync" in (breaks.get(pa), breaks.get(pb)):
        return True  # NOTE: `f(s[i].x); g(s[i].y)` with a barrier in f: between the two loads
    for c in between:
        if id(c) in members or c.space != a.space:
            continue
        if a.op == "load" and c.op != "store":
            continue
        if a.space == "global" or c.root is None or c.root == a.root:
            return True
    return False


def merge_fields(accesses: list[Access], func: ast.Function, interp: Any) -> list[Access]:
    """`accesses` (in source order) with the field accesses nvcc merges replaced by the requests it makes."""
    found = [(i, a, e) for i, a in enumerate(accesses) if (e := _element(a, interp)) is not None]
    if len(found) < 2:
        return accesses
    where, breaks = _positions(func, interp.program)
    groups: dict[tuple, list[tuple[int, Access, tuple]]] = {}
    for i, a, e in found:
        if id(a.node) in where and ((where[id(a.node)][0], "cond") not in breaks or a.space == "global"
                                    and a.op == "load"):  # NOTE: a condition's shared loads stay apart (wavefronts)
            key = (a.op, a.space, a.root, a.path, e[0], e[2], e[3], where[id(a.node)][0])
            groups.setdefault(key, []).append((i, a, e))
    drop: set[int] = set()
    added: dict[int, list[Access]] = {}
    for group in groups.values():
        members = {id(a) for _, a, _ in group}
        runs = [[group[0]]]
        for prev, cur in zip(group, group[1:]):
            if _apart(prev[1], cur[1], accesses[prev[0] + 1:cur[0]], where, breaks, members):
                runs.append([])
            runs[-1].append(cur)
        for run in runs:
            _merge(run, drop, added)
    if not drop:
        return accesses
    out = []
    for i, a in enumerate(accesses):
        out.extend(added.get(i, ()))
        if i not in drop:
            out.append(a)
    return out


def _merge(run: list, drop: set[int], added: dict[int, list[Access]]) -> None:
    """Replace the accesses of one run of fields of one element by the wider requests nvcc makes of them."""
    elem, _, part, whole, vector = run[0][2]
    for o, size in chunks({e[1] for _, _, e in run}, part, whole, run[0][1].op):
        inside = [(i, a) for i, a, e in run if o <= e[1] < o + size]
        if size == part or len(inside) < 1:
            continue
        i, first = inside[0]
        node = first.node.base if size == whole and not first.node.arrow else first.node
        addr = T.binary("+", elem, T.const(o))
        drop.update(j for j, _ in inside)
        added.setdefault(i, []).append(replace(first, node=node, size=size, addr=addr,
                                               type_name=vector if size == whole else first.type_name))
