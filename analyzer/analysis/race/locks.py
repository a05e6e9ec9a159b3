"""Critical sections of a spin lock: the accesses a kernel makes between taking and releasing one lock never run in
two threads at once, so they are never paired as a race (cases.cases_exclusive reads the tag).

Taking the lock is a loop that spins on an atomic until it finds the lock free: `while (atomicCAS(m, 0, 1) != 0);`
(or `== 1`, or the bare call; `atomicExch(m, 1)` in place of the CAS), with nothing else in its body but fences or
`__nanosleep`. Releasing it is `atomicExch(m, 0)` or `atomicCAS(m, 1, 0)`, storing the value the loop waits for.
Either may be written in the kernel or in a helper (`lock(m)`, a method `lock.lock()` of a struct the kernel gets
by value: CUDA by Example's `Lock`) whose body is that statement and fences. The section is the statements between
the two, in one block of the kernel: they are run by the threads that took the lock (per block leader under
`if (threadIdx.x == 0)`, or per thread), the helpers they call included. Only a lock at one address for the whole
launch is followed: its location names only kernel parameters and namespace-scope variables (a per-element lock
`&locks[i]` is not, and its updates stay judged as before). The fences (`__threadfence()`) are the user's to write:
kernlint does not check them.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis.race.log import HELD
from analyzer.analysis.race.log import flat_accesses
from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import evaluate
from analyzer.cuda.query import callee_name, iter_nodes

_QUIET = frozenset({"__threadfence", "__threadfence_block", "__threadfence_system", "__nanosleep"})
_SPIN = ("atomicCAS", "atomicExch")


def critical_sections(func: ast.Function, program: Any) -> list:
    """(acquiring statement's span, releasing statement's span, lock key) of each critical section of `func`: the
    same for every launch of the kernel (race/driver.py asks once per kernel)."""
    return list(_sections(func, program)) if func.body is not None else []


def mark_critical_sections(log: list, sections: list) -> None:
    """Tag every access of `log` (the kernel's event log) made inside one of `sections` with its lock."""
    for acc in flat_accesses(log) if sections else ():
        for start, end, key in sections:
            if _inside(acc.access, start, end):
                acc.cases += (((HELD, key), frozenset()),)


def _inside(access: Any, start: ast.Span, end: ast.Span) -> bool:
    if access.via is not None:  # NOTE: in a helper called from the section: the kernel's line of the call
        return start.end_line < access.via < end.line
    span = access.node.span
    return (start.end_line, start.end_column) <= (span.line, span.column) and \
        (span.end_line, span.end_column) <= (end.line, end.column)


def _sections(func: ast.Function, program: Any):
    """(acquiring statement's span, releasing statement's span, lock key) of each critical section of `func`."""
    uniform = {p.name for p in func.params if p.name} | set(program.globals) \
        | {d.name for item in program.tu.items if isinstance(item, ast.GlobalDecl) for d in item.decl.declarators}
    for block in (n for n in iter_nodes(func.body) if isinstance(n, ast.Block)):
        held: dict = {}
        for st in block.stmts:
            got = _acquire(st, program, func)
            if got is not None and _uniform(got[0], uniform):
                held[got] = st
                continue
            got = _release(st, program, func)
            if got is not None and got in held:
                yield held.pop(got).span, st.span, got[0]


def _uniform(key: str, names: set) -> bool:
    """A lock location the same in every thread: made of kernel parameters and namespace-scope names."""
    import re
    return not key.startswith("?") and all(w in names for w in re.findall(r"[A-Za-z_]\w*", key.split(".")[0]))


def _acquire(st: Any, program: Any, func: ast.Function, depth: int = 0) -> tuple[str, int] | None:
    """(lock key, free value) of a statement that takes a spin lock, or None."""
    if isinstance(st, (ast.While, ast.DoWhile)) or isinstance(st, ast.For) and st.init is None and st.step is None:
        if not _quiet(st.body) or st.cond is None:
            return None
        got = _spin(st.cond)
        return (_text(got[0]), got[1]) if got is not None else None
    return _through_helper(st, program, func, depth, _acquire)


def _release(st: Any, program: Any, func: ast.Function, depth: int = 0) -> tuple[str, int] | None:
    """(lock key, free value) of a statement that releases a spin lock: `atomicExch(m, 0)`, `atomicCAS(m, 1, 0)`."""
    if isinstance(st, ast.ExprStmt) and isinstance(st.expr, ast.Call) and isinstance(st.expr.func, ast.Name):
        name, args = st.expr.func.id, st.expr.args
        value = _int(args[-1]) if args else None
        if name in _SPIN and len(args) == (3 if name == "atomicCAS" else 2) and value is not None:
            return _text(args[0]), value
    return _through_helper(st, program, func, depth, _release)


def _through_helper(st: Any, program: Any, func: ast.Function, depth: int, which: Any) -> tuple[str, int] | None:
    """`lock(m)` or `lock.lock()`: a helper whose body is one acquiring (releasing) statement and fences; the key in
    the caller's words (the argument for a parameter, `lock.mutex` for a member)."""
    if depth or not isinstance(st, ast.ExprStmt) or not isinstance(st.expr, ast.Call):
        return None
    call = st.expr
    helper = _helper(call, program, func)
    if helper is None or helper.body is None:
        return None
    found = None
    for inner in helper.body.stmts:
        got = which(inner, program, helper, 1)
        if got is not None and found is None:
            found = got
        elif not _quiet(inner):
            return None
    if found is None:
        return None
    names = {p.name: a for p, a in zip(helper.params, call.args) if p.name}
    if isinstance(call.func, ast.Member):
        if not isinstance(call.func.base, ast.Name) or call.func.arrow:
            return None
        base = call.func.base.id
        key = found[0]
        return (f"{base}.{key}" if key.isidentifier() and key not in names else _arg_text(key, names)), found[1]
    return _arg_text(found[0], names), found[1]


def _arg_text(key: str, names: dict) -> str:
    """A helper's lock key in its caller's words: the argument passed for a parameter."""
    return _text(names[key]) if key in names else key


def _helper(call: ast.Call, program: Any, func: ast.Function) -> ast.Function | None:
    name = callee_name(call) or ""
    if isinstance(call.func, ast.Name):
        funcs = program.lookup(call.func.id, len(call.args), func)
        return funcs[0] if len(funcs) == 1 else None
    if not isinstance(call.func, ast.Member) or not isinstance(call.func.base, ast.Name) or call.args:
        return None  # NOTE: `AddTo{}(out, v)`: a temporary's call, no member of a named object
    owner = next((p.type.base for p in func.params if p.name == call.func.base.id and not p.type.pointers), None)
    if owner is None:
        return None
    from analyzer.analysis.program import header_functions, header_texts
    candidates = [f for f in program.tu.functions() if f.name == name and f.scope[-1:] == (owner,)] or \
        [f for f in header_functions(header_texts(program.headers), name) if f.scope[-1:] == (owner,)]
    return candidates[0] if len(candidates) == 1 and candidates[0].body is not None else None


def _spin(cond: ast.Expr) -> tuple[ast.Expr, int] | None:
    """(lock location, free value) of a condition that holds while an atomic finds the lock taken."""
    if isinstance(cond, ast.Call):
        got = _atomic(cond)
        return (got[0], 0) if got is not None and got[2] != 0 and (got[1] is None or got[1] == 0) else None
    if not isinstance(cond, ast.Binary) or cond.op not in ("!=", "=="):
        return None
    call, other = (cond.left, cond.right) if isinstance(cond.left, ast.Call) else (cond.right, cond.left)
    got = _atomic(call) if isinstance(call, ast.Call) else None
    value = _int(other)
    if got is None or value is None:
        return None
    where, free, taken = got
    free = free if free is not None else (value if cond.op == "!=" else None)
    if free is None and cond.op == "==" and value == taken:
        free = 0 if taken != 0 else None
    if free is None or free == taken:
        return None
    # NOTE: `!= free` or `== taken`: spins while the atomic returned the lock taken
    return (where, free) if cond.op == "!=" and value == free or cond.op == "==" and value == taken else None


def _atomic(call: ast.Call) -> tuple[ast.Expr, int | None, int] | None:
    """(location, value compared (None for atomicExch), value stored) of `atomicCAS(m, 0, 1)` / `atomicExch(m, 1)`."""
    if not isinstance(call.func, ast.Name) or call.func.id not in _SPIN:
        return None
    args = call.args
    if call.func.id == "atomicCAS" and len(args) == 3:
        compare, store = _int(args[1]), _int(args[2])
        return (args[0], compare, store) if compare is not None and store is not None else None
    if call.func.id == "atomicExch" and len(args) == 2 and _int(args[1]) is not None:
        return args[0], None, _int(args[1])
    return None


def _quiet(st: Any) -> bool:
    """An empty statement, or fences and `__nanosleep` only."""
    if isinstance(st, ast.Empty):
        return True
    if isinstance(st, ast.Block):
        return all(_quiet(s) for s in st.stmts)
    return isinstance(st, ast.ExprStmt) and isinstance(st.expr, ast.Call) and callee_name(st.expr) in _QUIET


def _int(e: Any) -> int | None:
    try:
        value = evaluate(e, {})
    except (ArithmeticError, TypeError, ValueError, RecursionError):
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _text(e: Any) -> str:
    """The lock location as text: `m`, `lock.mutex`, `&locks[0]` (no whitespace)."""
    if isinstance(e, ast.Name):
        return e.id
    if isinstance(e, ast.Member):
        return f"{_text(e.base)}{'->' if e.arrow else '.'}{e.field}"
    if isinstance(e, ast.Unary) and e.op in ("&", "*"):
        return e.op + _text(e.operand)
    if isinstance(e, ast.Index):
        return f"{_text(e.base)}[{_text(e.index)}]"
    if isinstance(e, ast.IntLit):
        return str(e.value)
    if isinstance(e, ast.Cast):
        return _text(e.expr)
    return f"?{e.span.line}:{e.span.column}"  # NOTE: anything else: a key no release matches unless the same node
