"""Helpers whose body leaves nothing in the race log (`inert_call`): RaceInterp follows every helper a kernel calls
(MemInterp.inline_call with `inline_any`), to log the accesses, barriers and warp syncs of its body; the value the
call returns comes from its summary either way. A helper of plain arithmetic (`float lerp(float a, float b, float
t)`, `int idx(int x, int y)`: no array, pointer, shared name, atomic, barrier, warp collective or other helper) has
none of them, so its body is not interpreted at each call: a sixth of the interpreter's time on the samples."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast
from analyzer.cuda.query import callee_name, iter_nodes, nodes_of


def inert_call(interp: Any, e: ast.Call) -> bool:
    """Whether RaceInterp would follow the call `e` (MemInterp.inline_call's test) into a helper whose body logs
    nothing (`_inert`), given arguments whose values name no array; then its arguments are evaluated, as
    MemInterp.inline_call evaluates them before following it (what they access is logged the same), and the body
    is not followed. Remembered per file (interp.names, kernel_races' memo) by helper."""
    from analyzer.analysis.memory.interp import MAX_INLINE, pure_value
    if not interp.recording or interp.depth >= MAX_INLINE or not isinstance(e.func, ast.Name):
        return False
    funcs = interp.program.lookup(e.func.id, len(e.args), interp.func)
    if len(funcs) != 1 or funcs[0].body is None or funcs[0] is interp.func:
        return False
    if not _remembered(funcs[0], interp.program, interp.names):
        return False
    for a in e.args:
        # NOTE: an argument whose value names an array (an integer made from a pointer) would reach it through a
        # call of the body (RaceInterp's escapes): followed
        val = pure_value(interp, a)
        if val is None or val.term is not None and any(s in interp.roots for s in T.symbols(val.term)):
            return False
    for a in e.args:
        interp.ev(a)
    interp.inlined = True  # NOTE: followed as far as the log goes: the call hands nothing to code not seen
    return True


def _remembered(func: ast.Function, program: Any, memo: dict) -> bool:
    """_inert, remembered in `memo` by function (kept with it, so its id is not reused); a helper that calls itself
    is not inert (False while it is being judged)."""
    got = memo.get(("inert", id(func)))
    if got is None or got[0] is not func:
        memo[("inert", id(func))] = (func, False)
        got = memo[("inert", id(func))] = (func, _inert(func, program, memo))
    return got[1]


def _inert(func: ast.Function, program: Any, memo: dict) -> bool:
    """Whether the body of `func` logs nothing wherever it is followed: parameters of plain values or references
    to them (no pointer or array; no non-type template parameter, which the call binds by evaluating), no indexing,
    dereference, address, `->`, inline assembly or lambda, no `__shared__`/static/array/pointer declaration, no
    name any `__shared__` declaration of the file has (a shared scalar is read by name; a call's arguments
    naming a shared array let it escape), and calls only of the maths library (no warp collective, load intrinsic,
    fence or clock), `make_` constructors and helpers that are inert too."""
    from analyzer.analysis.cost import SLOW_MATH, _CHEAP_CALLS
    from analyzer.analysis.memory.address import _ACCESS_CALLS
    from analyzer.analysis.race.log import _LIBRARY
    if any(p.type.pointers or p.dims for p in func.params) or any(
            p.kind != "type" for p in func.template_params or ()):
        return False
    names: set = set()
    for n in iter_nodes(func.body):
        if isinstance(n, (ast.Index, ast.Opaque, ast.Lambda, ast.Unparsed)):
            return False
        if isinstance(n, ast.Unary) and n.op in ("*", "&") or isinstance(n, ast.Member) and n.arrow:
            return False
        if isinstance(n, ast.Name):
            names.add(n.id)
        if isinstance(n, ast.Decl) and (n.storage & {"__shared__", "static", "extern", "__device__", "__constant__"}
                                        or any(d.dims or d.type.pointers or d.type.reference for d in n.declarators)):
            return False
        if isinstance(n, ast.Call):
            name = callee_name(n) or ""
            if not isinstance(n.func, ast.Name) or name in _ACCESS_CALLS:
                return False
            if name in program.functions:  # NOTE: a helper: each of the name it may be must log nothing either
                if all(_remembered(f, program, memo) for f in program.functions[name] if f.body is not None):
                    continue
                return False
            if not (name in SLOW_MATH or name in _CHEAP_CALLS or name in _LIBRARY or name.startswith("make_")) or any(
                    w in name for w in ("shfl", "ballot", "sync", "activemask", "ldg", "fence", "clock")) \
                    or name in ("memcpy", "memset", "swap", "move", "forward"):
                return False
    shared = memo.get(("inert-shared",))
    if shared is None:  # NOTE: walked only for a file with a helper inert so far
        shared = memo[("inert-shared",)] = _shared_names(program.tu)
    return not names & shared


def _shared_names(tu: Any) -> frozenset:
    """The names of every `__shared__` declaration of the file (namespace scope and every function's)."""
    out = {d.name for item in tu.items if isinstance(item, ast.GlobalDecl) and "__shared__" in item.decl.storage
           for d in item.decl.declarators}
    for f in tu.functions():
        if f.body is not None:
            out.update(d.name for s in nodes_of(f.body, ast.Decl) if "__shared__" in s.storage for d in s.declarators)
    return frozenset(out)
