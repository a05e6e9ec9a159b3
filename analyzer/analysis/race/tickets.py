"""A shared flag true in at most one block: the last-block ticket (KL109 across blocks).

An atomic read-modify-write on one location returns each value once per round: `atomicInc(p, m)` counts
0, 1, ..., m and wraps (each value once per m + 1 calls), `atomicAdd(p, c)` / `atomicSub(p, c)` of a non-zero
integer constant never returns a value twice before the counter wraps around. Such a return (a ticket) compared
for equality with a value that is the same in every block (`ticket == gridDim.x - 1`) is true for at most one
call of the whole launch. A `__shared__` flag every store of which is such a test (or the constant 0), made
under a test of the thread index alone (`if (tid == 0)`), is then true in at most one block: the stores under
`if (flag)` (or after `if (!flag) return;`) are made by one block, and no pair of them meets across blocks
(CUDA samples' threadFenceReduction, `__threadfence()` then `isLast = (atomicInc(&count, gridDim.x) ==
gridDim.x - 1)`).

Not a ticket: a plain load of the counter (every block may read the same value), an atomic of a location that
differs between blocks (`&counts[blockIdx.x]`, a `__shared__` counter: one sequence per block), `atomicAdd` of
0 or of a run-time value (it may be 0), a block-scoped `atomicAdd_block` (not atomic between blocks), a float's.
Not a one-block test: `>=` or `<` (every block from a ticket on), a value that differs between blocks
(`ticket == blockIdx.x`, a loaded value).

The interpreter (RaceInterp) marks the calls (`note_call`), the locals holding a ticket (`note_local`) and, per
shared scalar, whether every store of it so far was a one-block test (`note_flag`); a guard on such a flag is a
symbol of its own (`guard_term`: the guard's OPAQUE symbol with ONCE and the flag's name), renamed per side
across blocks (worlds._side) and never true in two blocks of one world (`in_two_blocks`, pairs._judge)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.race.log import OPAQUE
from analyzer.analysis.values import Val
from analyzer.cuda import ast
from analyzer.cuda.query import uncast

ONCE = "/once="  # NOTE: in a guard symbol's name after its position (`guard@14:5/once=isLast`): a one-block flag

_COUNTING = frozenset({"atomicInc", "atomicDec"})
_ADDING = frozenset({"atomicAdd", "atomicSub", "atomicAdd_system", "atomicSub_system"})


def _launch_wide(i: Any, v: Val | None) -> bool:
    """A value the same in every thread of every block: known, no thread index, no blockIdx, no loaded data,
    no `__shared__` location (one per block)."""
    if v is None or v.term is None or v.thread or v.data:
        return False
    return not any(s[2] == "bid" or i.roots.get(s) == "shared" for s in T.symbols(v.term))


def note_call(ev: Any, e: ast.Call, name: str) -> None:
    """Mark `e` (already evaluated) as a ticket when it is an atomic read-modify-write returning a distinct value
    per call on one location of the whole launch (see the module)."""
    i = ev.i
    if i.loop_stack:
        return  # NOTE: a ticket per iteration (`atomicInc(&c, gridDim.x - 1)` wraps each round): another block's each time
    if name in _ADDING:
        if len(e.args) != 2:
            return
        inc = ev(e.args[1]) if _pure(i, e.args[1]) else None
        if inc is None or not T.is_const(inc.term) or type(inc.term[1]) is not int or not inc.term[1]:
            return
    elif name not in _COUNTING or len(e.args) != 2:
        return
    else:
        limit = ev(e.args[1]) if _pure(i, e.args[1]) else None
        if not _launch_wide(i, limit) or not _covers_grid(limit.term):
            return  # NOTE: `atomicInc(&c, 15) == 15` is true once every 16 calls: in four blocks of 64
    target = uncast(e.args[0])
    if isinstance(target, ast.Unary) and target.op == "&":
        operand = uncast(target.operand)
        # NOTE: the call leaves an unknown in the environment for `count` (it writes it): a local is in `types`
        if isinstance(operand, ast.Name) and operand.id not in i.types and operand.id not in i.scalars \
                and operand.id not in i.arrays and _device_scalar(i, operand.id):
            i.tickets.add(id(e))  # NOTE: a namespace-scope `__device__` counter: one location
            return
        lv = ev.lvalue(target.operand) if _pure(i, target.operand) else None
        addr = lv[0] if lv is not None else None
    else:
        addr = ev(target) if _pure(i, target) else None
    if _launch_wide(i, addr):
        i.tickets.add(id(e))


_GRIDS = ((1, 1, 1), (2, 1, 1), (64, 1, 1), (1000, 1, 1), (65535, 1, 1))  # NOTE: rows of blocks, as the idiom launches
_WIDEST = (1 << 31) - 1  # NOTE: the most blocks along x; a constant limit at least that never wraps in one launch


def _covers_grid(term: Any) -> bool:
    """Whether an atomicInc/atomicDec limit is at least the block count less one in every grid of one row of blocks
    (`gridDim.x`, `gridDim.x - 1`; a constant only where no launch has more blocks): each block's ticket then differs
    from every other's. A smaller one (`15`, `gridDim.x / 2`) wraps within the launch, and its test is true in
    several blocks."""
    names = {s[1] for s in T.symbols(term)}
    if not names:
        return T.is_const(term) and isinstance(term[1], int) and term[1] >= _WIDEST
    if any(s[2] != "gdim" for s in T.symbols(term)):
        return False
    try:
        f = T.compile_term(term)
        for g in _GRIDS:
            dims = dict(zip(("gridDim.x", "gridDim.y", "gridDim.z"), g))
            if any(n not in dims for n in names) or f(0, 0, 0, 0, 0, dims) < g[0] * g[1] * g[2] - 1:
                return False
    except (ArithmeticError, TypeError, ValueError, KeyError):
        return False
    return True


def _device_scalar(i: Any, name: str) -> bool:
    for item in i.program.tu.items:
        if isinstance(item, ast.GlobalDecl) and ("__device__" in item.decl.storage or "__managed__" in
                                                 item.decl.storage) and "__shared__" not in item.decl.storage:
            if any(d.name == name and not d.dims and not d.type.pointers for d in item.decl.declarators):
                return True
    return False


def _pure(i: Any, e: Any) -> bool:
    """Whether evaluating `e` again logs nothing and changes nothing: names (no `__shared__` scalar), members,
    literals and arithmetic on them. NOTE: narrower than memory/interp.pure_value (which evaluates any expression
    free of side effects, loads included, without recording): a subscript or `*p` is no ticket's location here
    (`atomicAdd(&c[0], 1)`)."""
    stack = [e]
    while stack:
        n = stack.pop()
        if isinstance(n, (ast.Call, ast.Index, ast.Assign, ast.Comma, ast.Conditional)):
            return False
        if isinstance(n, ast.Unary) and n.op in ("*", "++", "--"):
            return False
        if isinstance(n, ast.Name) and n.id in i.scalars and n.id not in i.env:
            return False
        if isinstance(n, ast.Binary):
            stack += [n.left, n.right]
        elif isinstance(n, ast.Unary):
            stack.append(n.operand)
        elif isinstance(n, ast.Cast):
            stack.append(n.expr)
        elif isinstance(n, ast.Member):
            stack.append(n.base)
    return True


def note_local(i: Any, name: str, value: Any) -> None:
    """After `name` was given `value` (a declaration's initialiser or an assignment): remember the ticket it holds,
    as the very Val object the environment keeps (a later assignment replaces it), or forget it."""
    i.ticket_locals.pop(name, None)
    if value is not None and id(uncast(value)) in i.tickets and name in i.env:
        v = i.env[name]
        i.env[name] = i.ticket_locals[name] = Val(v.term, v.thread, v.data, v.unsigned)  # NOTE: its own object


def _ticket(i: Any, e: Any) -> bool:
    e = uncast(e)
    if isinstance(e, ast.Call):
        return id(e) in i.tickets
    return isinstance(e, ast.Name) and e.id in i.ticket_locals and i.env.get(e.id) is i.ticket_locals[e.id]


def one_block_test(ev: Any, value: Any) -> bool:
    """Whether `value` (just evaluated) is `ticket == v` with v the same in every block, or the constant 0."""
    i = ev.i
    e = uncast(value)
    if isinstance(e, (ast.IntLit, ast.BoolLit)):
        return not e.value
    if not isinstance(e, ast.Binary) or e.op != "==":
        return False
    for ticket, other in ((e.left, e.right), (e.right, e.left)):
        if _ticket(i, ticket) and _pure(i, other) and _launch_wide(i, ev(other)):
            return True
    return False


def note_flag(i: Any, name: str, once: bool) -> None:
    """A store of the `__shared__` scalar `name`: one-block (`once`, the store made under a test of the thread
    index alone) or not; the flag stays one-block while every store of it is."""
    if once:
        path, known = i.access_path()
        once = known and path is not None and T.thread_dependent(path) and \
            not any(s[2] in ("bid", "iter") for s in T.symbols(path))
    i.flags[name] = i.flags.get(name, True) and once


def note_store(i: Any, addr: Val) -> None:
    """A store or atomic at `addr`: note_flag for each `__shared__` scalar it writes (one-block only where the
    assignment just marked it so: RaceInterp.once_store)."""
    for s in T.symbols(addr.term) if addr.term is not None else ():
        if s[1][:1] == "&" and s[1][1:] in i.scalars:
            note_flag(i, s[1][1:], i.once_store)
    i.once_store = False


def guard_term(i: Any, g: Any) -> T.Term | None:
    """The term of a guard on a one-block flag (`if (flag)`, `if (!flag)`), or None."""
    cond = uncast(g.cond)
    negated = isinstance(cond, ast.Unary) and cond.op == "!"
    if negated:
        cond = uncast(cond.operand)
    if not isinstance(cond, ast.Name) or cond.id not in i.scalars or cond.id in i.env or not i.flags.get(cond.id):
        return None
    sym = ("u", f"{OPAQUE}{g.node.span.line}:{g.node.span.column}{ONCE}{cond.id}", "iter")
    return T.unary("not", sym) if negated else sym


def in_two_blocks(env: dict) -> bool:
    """Whether a world of a pair across blocks has one one-block flag true in both blocks (its symbols renamed
    `#A` and `#B` by worlds._side): no such world exists."""
    held: dict = {}
    for key, v in env.items():
        if ONCE in key and v and key[-2:] in ("#A", "#B"):
            flag = key.split(ONCE, 1)[1][:-2]
            held.setdefault(flag, set()).add(key[-1])
    return any(len(sides) == 2 for sides in held.values())


SHUFFLED = "ticket:"  # NOTE: before a "wu" leaf's name: a shuffle of a ticket (`shuffled_ticket`, perblock)


def shuffled_ticket(i: Any, e: ast.Call, name: str, out: Val) -> Val:
    """A warp's broadcast of a ticket (`base = atomicAdd(count, 32)` by lane 0, then `__shfl_sync(m, base, 0)`,
    review r16 C-Q6): its "wu" leaf marked SHUFFLED, a value no two warps of the launch share, so an address over it
    makes no claim across blocks (perblock.per_block_address); a shuffle of anything else keeps its leaf (a value
    loaded at the same place in every block is the same in every block)."""
    if not name.startswith("__shfl") or len(e.args) < 2 or out.term is None or out.term[0] != "wu":
        return out
    src = uncast(e.args[1])
    if isinstance(src, ast.Name) and src.id in i.ticket_locals or isinstance(src, ast.Call) and id(src) in i.tickets:
        return Val(("wu", SHUFFLED + out.term[1]), out.thread, out.data, out.unsigned)
    return out
