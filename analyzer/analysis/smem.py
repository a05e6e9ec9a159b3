"""Shared memory and atomic reads in the lane model (used by analyzer.analysis.flow and .variance).

Each shared variable or array has a mark in the interpreter's environment (`values.SMEM + name`), also for
what a local pointer into it (`int *base = (int *)&l_mem[1]`) points at, by that root: `CLEAN` after a
barrier, `VARYING` once some threads write it until the next barrier (a write under a thread-dependent
guard, of a thread-dependent value or at a thread-dependent index, an atomic on it, a call it is handed
to). A read at a thread-independent address of a clean location is block-uniform: every thread reads the
one value the barrier published (the broadcast `if (t == 0) s_n = f(); __syncthreads(); ... s_n`); of a
dirty one it is per-thread (some threads may read it before the write, or read another thread's value).
The marks join at branches like variables and are carried round loops (analyzer.analysis.loops).

An atomic's old value is per-thread, except an identity read (`atomicAdd(p, 0)`, `atomicSub(p, 0)`,
`atomicOr(p, 0)`, `atomicXor(p, 0)`, their `_block`/`_system` forms) at a thread-independent address: of a
shared word, it is a plain read; of a global word nothing in the kernel writes (no store, no other atomic,
no pointer to it handed to a call or another variable), every thread of the grid reads the value from
before the launch, as it would with the plain load `*p`. A barrier is not asked for: it orders only the
block's own accesses and would not make a word that other blocks update the same in every thread.
"""

from __future__ import annotations

import itertools
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.values import CLEAN, SMEM, VARYING, Val, uniform_unknown
from analyzer.cuda import ast

OWN = "~own:"  # NOTE: env keys of what a thread's own slot of a shared array holds (own_slot)
_IDENTITY = {"atomicAdd": 0, "atomicSub": 0, "atomicOr": 0, "atomicXor": 0}


def root(interp: Any, e: ast.Expr | None) -> str | None:
    """The shared variable `e` names or points into (`s`, `s[i]`, `&s[1]`, `(int *)p + 2`, `*p` for a local
    pointer `p` into shared memory), or None."""
    while e is not None:
        if isinstance(e, ast.Name):
            return e.id if e.id in interp.shared else interp.shared_ptrs.get(e.id)
        if isinstance(e, ast.Cast):
            e = e.expr
        elif isinstance(e, ast.Unary) and e.op in ("&", "*"):
            e = e.operand
        elif isinstance(e, ast.Index):
            e = e.base
        elif isinstance(e, ast.Binary) and e.op in ("+", "-"):
            left = root(interp, e.left)
            return left if left is not None or e.op == "-" else root(interp, e.right)
        else:
            return None
    return None


def dirty(interp: Any, name: str | None) -> bool:
    """Whether some threads may have written shared `name` since the last barrier."""
    mark = interp.env.get(SMEM + name) if name is not None else None
    return mark is not None and mark.thread


def dirty_at(interp: Any, e: ast.Expr) -> bool:
    """Whether the shared location `e` points into (if any) is dirty."""
    return dirty(interp, root(interp, e))


def write(interp: Any, name: str, val: Val, at_thread: bool = False) -> None:
    """A write to shared `name`: dirty when the value or the address differs between threads, or only some
    threads write (a thread-dependent guard; threads that left the kernel read nothing). It ends what the threads'
    own slots of `name` were known to hold (`own_slot`)."""
    if val.thread or at_thread or _guarded(interp):
        interp.env[SMEM + name] = VARYING
    prefix = f"{OWN}{name}@"
    for key in [k for k in interp.env if k.startswith(prefix)]:
        del interp.env[key]


def _guarded(interp: Any) -> bool:
    return any(g.val.thread and g.kind != "exit" for g in interp.guards)


def own_slot(interp: Any, name: str, target: ast.Expr, index: Val | None, val: Val) -> None:
    """A store of a block-uniform value by every thread at its own index (`sec[threadIdx.x] = blockIdx.x`, no
    thread-dependent guard): until another write to `name`, a read of `name` at the same index returns that value in
    every thread (each reads back its own slot), so it is block-uniform whatever barriers lie between (`own_value`).
    Only where the kernel's launches are known and the index gives every thread its own slot (`distinct`): a slot
    threads share may be raced on."""
    if isinstance(target, ast.Index) and isinstance(target.base, ast.Name) and target.base.id == name \
            and index is not None and index.thread and index.term is not None and not val.thread \
            and not _guarded(interp) and interp.block_shapes and distinct(index.term, interp.block_shapes, interp.warp):
        interp.env[f"{OWN}{name}@{index.term!r}"] = val


_DISTINCT: dict = {}


def distinct(term: T.Term, shapes: tuple, warp: int) -> bool:
    """Whether `term` gives every thread of each block shape its own value (a slot no two threads share: a read-
    modify-write of a shared one races, `sec[threadIdx.x]` in a 64x1x4 block), in every world evaluated."""
    from analyzer.analysis.warps import EVERY_KIND, block_threads, remembered, worlds

    def judge() -> bool:
        block, evaluated = T.compile_block(term), False
        for shape in shapes:
            threads = block_threads(shape.x, shape.y, shape.z, warp)
            for base, exist in itertools.islice(worlds(term, shape, EVERY_KIND), 4):
                for env in exist[:2]:
                    try:
                        values = block(threads, {**base, **env})
                    except (ArithmeticError, TypeError, ValueError):
                        continue
                    if len(set(values)) < len(values):
                        return False
                    evaluated = True
        return evaluated

    return remembered(_DISTINCT, (term, tuple((s.x, s.y, s.z, s.bind) for s in shapes), warp), judge)


def own_read(ev: Any, e: ast.Index) -> Val | None:
    """`own_value` of a shared array's element read by the memory interpreters, whose load evaluates its address
    alone: the index evaluated again (only one without a call, assignment, load, `++` or `--`), and only where an own slot
    of the array is known (nothing else pays for the second evaluation, nor logs its loads twice)."""
    from analyzer.cuda.query import iter_nodes

    prefix = f"{OWN}{e.base.id}@" if type(e.base) is ast.Name else None
    if prefix is None or e.base.id not in ev.i.shared or not any(k.startswith(prefix) for k in ev.i.env):
        return None
    if any(type(n) in (ast.Call, ast.Assign, ast.Index) or type(n) is ast.Unary and n.op in ("++", "--", "*")
           for n in iter_nodes(e.index)):
        return None  # NOTE: an index that calls, writes or loads: evaluated once only
    return own_value(ev.i, e, ev.i.narrow(ev(e.index)))


def own_value(interp: Any, e: ast.Index, index: Val) -> Val | None:
    """What a read of `e` returns where `own_slot` knows it (its array and index those of the last store), else
    None."""
    if not isinstance(e.base, ast.Name) or e.base.id not in interp.shared or index.term is None or not index.thread:
        return None
    return interp.env.get(f"{OWN}{e.base.id}@{index.term!r}")  # NOTE: the term itself (`render` merges loops' `k`)


def barrier(env: dict[str, Val]) -> None:
    """A barrier publishes every write made before it to the whole block."""
    for key in [k for k in env if k.startswith(SMEM)]:
        env[key] = CLEAN


def declare(interp: Any, d: ast.Declarator, shared: bool, init: ast.Expr | None) -> None:
    """Note a declaration: a shared variable gets a clean mark, a local pointer into shared memory its root."""
    if shared:
        interp.shared.add(d.name)
        if not d.dims and not d.type.pointers:
            interp.shared_scalars.add(d.name)
        interp.env[SMEM + d.name] = CLEAN
        return
    interp.shared_scalars.discard(d.name)
    found = root(interp, init) if d.type.pointers and init is not None else None
    if found is not None:
        interp.shared_ptrs[d.name] = found
    else:
        interp.shared_ptrs.pop(d.name, None)


def identity_atomic(e: ast.Call) -> bool:
    """`atomicAdd(p, 0)` and the other atomics that read `*p` and leave it unchanged."""
    from analyzer.cuda.query import callee_name

    name = callee_name(e)
    if not isinstance(e.func, ast.Name) or name is None or len(e.args) != 2:
        return False
    base = name.removesuffix("_block").removesuffix("_system")
    operand = e.args[1]
    while isinstance(operand, ast.Cast):
        operand = operand.expr
    return base in _IDENTITY and isinstance(operand, ast.IntLit) and operand.value == _IDENTITY[base]


def call(interp: Any, e: ast.Call, name: str, args: list[Val], pos: str) -> Val | None:
    """The value of an atomic (`atomic`), None for the caller's per-thread default; another call handed a
    pointer into shared memory makes it dirty (`escape`)."""
    if name.startswith("atomic") or name.startswith("__hip_atomic"):
        return atomic(interp, e, args, pos)
    escape(interp, e)
    return None


def atomic(interp: Any, e: ast.Call, args: list[Val], pos: str) -> Val | None:
    """The value of the atomic call `e` (module docstring), or None for the caller's per-thread default."""
    at = root(interp, e.args[0]) if e.args else None
    identity = identity_atomic(e) and not args[0].thread
    if identity and at is not None:
        return VARYING if dirty(interp, at) else uniform_unknown(f"atomic@{pos}", data=True)
    if at is not None:
        write(interp, at, VARYING)
    func = interp.func
    if identity and func.is_kernel and not interp.summary_mode and func.body is not None \
            and not any(r in written_roots(interp) for r in roots(e.args[0])):
        return uniform_unknown(f"atomic@{pos}", data=True)  # NOTE: a helper cannot see what its callers write
    return None


def escape(interp: Any, e: ast.Call) -> None:
    """A call handed a pointer into shared memory may write it (a helper that ends with a barrier publishes
    what it wrote: its summary notes that barrier after this)."""
    for a in e.args:
        while isinstance(a, ast.Cast):
            a = a.expr
        if isinstance(a, ast.Index) or isinstance(a, ast.Unary) and a.op == "*" \
                or isinstance(a, ast.Name) and a.id in interp.shared_scalars:
            continue  # NOTE: a value read from shared memory, not a pointer into it
        found = root(interp, a)
        if found is not None:
            write(interp, found, VARYING)


def written_roots(interp: Any) -> frozenset[str]:
    """The names the function writes through or to, or lets escape (assignment targets, `++`, atomics other
    than identity reads, pointers handed to calls or copied into other variables); once per function."""
    if interp.smem_written is None:
        from analyzer.cuda.query import iter_nodes
        found: set[str] = set()
        for node in iter_nodes(interp.func.body):
            if isinstance(node, ast.Assign):
                found.update(roots(node.target))
                found.update(roots(node.value, alias=True))
            elif isinstance(node, ast.Unary) and node.op in ("++", "--"):
                found.update(roots(node.operand))
            elif isinstance(node, ast.Call) and not identity_atomic(node):
                for a in node.args:
                    found.update(roots(a, alias=True))
            elif isinstance(node, ast.Declarator):
                for init in (node.init, *(node.ctor_args or ())):
                    found.update(roots(init, alias=True))
        interp.smem_written = frozenset(found)
    return interp.smem_written


def roots(e: ast.Expr | None, alias: bool = False) -> list[str]:
    """The variable a write target `e` writes through (`p[i]`, `*p`, `p->x`, `x`); with `alias`, the variable
    whose address an expression hands on (`p`, `p + 1`, `&p[2]`, `(int *)p`), not a value loaded from it."""
    while e is not None:
        if isinstance(e, ast.Name):
            return [e.id]
        if isinstance(e, ast.Cast):
            e = e.expr
        elif isinstance(e, ast.Unary) and e.op == "&":
            e, alias = e.operand, False
        elif not alias and isinstance(e, ast.Unary) and e.op == "*":
            e = e.operand
        elif not alias and isinstance(e, (ast.Index, ast.Member)):
            e = e.base
        elif isinstance(e, ast.Binary) and e.op in ("+", "-"):
            return roots(e.left, alias) + roots(e.right, alias)
        elif isinstance(e, ast.Conditional):
            return roots(e.then, alias) + roots(e.other, alias)
        else:
            return []
    return []
