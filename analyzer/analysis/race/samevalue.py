"""Same-value writes that are not textually uniform (`same_value`): every `threadIdx.x` of a row stores a row
statistic it computed itself from the same shared row (`m = max_j s[ty][j]; out[row + ty] = m;`).

The value a store writes is followed back through the kernel's locals (every assignment, the conditions and loops
around it, the jumps' conditions: a loop the store is not in exits with the same value where its inputs agree); its
inputs are the thread indices it names, the addresses of its shared and global reads (and the uniform loads those
hold, `bin` of `s[bin]`: race/sameparts.py) and the `for` counters it uses. A read counts only where no thread writes
its array in the read's barrier interval (shared, the store's own array included) or anywhere in the kernel (global):
two threads at one address then read the same bytes. A read in the store's own iteration is its address per thread
and iteration (`in[i * 32 + tx]` of thread y at iteration k and of thread y + 1 at k - 1 of
`for (i = threadIdx.y; ...; i++)`: one address); one in a loop the store is not in, its thread indices. The value is
the same in two threads that agree on those and on the iteration of every loop around the store that carries part of
it to the next iteration. The store is evaluated in the witness's world (`_differs`; kernel arguments, uniform loads
and launch dimensions it lacks: one value for the block) for every thread and the first iterations of its loops: no
two instances at one address differing, every racing pair writes the same value. No claim through a call other than
the maths library (or one writing its arguments), a local whose address is taken, a read the log does not hold, a
compound assignment or anything the walk does not know."""

from __future__ import annotations

import re
from typing import Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast
from analyzer.cuda.query import children, nodes_of
from analyzer.analysis.race.log import Acc, Loop

_AXES = {"x": ("t", "x"), "y": ("t", "y"), "z": ("t", "z")}
_ITERS = 4  # iterations of each loop around the store evaluated (where its condition holds)


def _pure(name: str) -> bool:
    from analyzer.analysis.cost import SLOW_MATH, _CHEAP_CALLS
    from analyzer.analysis.race.log import _LIBRARY
    name = name.removeprefix("::").removeprefix("std::")  # NOTE: `::min`, `std::max`: the same functions
    if any(w in name for w in ("shfl", "ballot", "_sync", "activemask", "ldg", "fence", "clock")):
        return False
    # NOTE: _LIBRARY lists calls that hold no barrier; those that write through their arguments are not pure
    return name in SLOW_MATH or name in _CHEAP_CALLS or name in _LIBRARY and name not in _WRITES_ARGUMENTS or \
        _HALF.match(name) is not None


# NOTE: cuda_fp16.h's and cuda_bf16.h's conversions and arithmetic (`__float22bfloat162_rn`, `__hmul2`, `h2exp`):
# values in, a value out (their loads and stores are `__ldg`/`__stcg`, the shuffles `__shfl_*_sync`: not these)
_HALF = re.compile(r"__(h(add|sub|mul|fma|div|neg|abs|max|min|eq|ne|lt|le|gt|ge)2?(_rn|_sat|_relu|_nan)?|"
                   r"\w*(half|bfloat16)\w*)$|h2?(exp|exp2|exp10|log|log2|log10|sqrt|rsqrt|rcp|sin|cos|ceil|floor|"
                   r"trunc|rint)$")


_WRITES_ARGUMENTS = frozenset({"swap", "move", "forward", "memcpy", "memset"})


class _Scan:
    """The locals of a function: for each declarator, its assignments ((expressions it reads, conditions, loops)),
    the declarator each name use refers to, the locals whose address escapes, the conditions of the jumps."""

    def __init__(self, func: ast.Function):
        self.scopes: list[dict] = [{}]
        self.defs: dict = {}
        self.uses: dict = {}
        self.memory: set = set()  # NOTE: `__shared__`/`static` declarators: memory, read through the log
        self.escaped: set = set()
        self.jumps: list = []
        self.conds: list = []
        self.loops: list = []
        self.declared: dict = {}  # NOTE: declarator -> ids of the loops a declaration with a value is inside
        self.where: dict = {}  # NOTE: declarator -> [("init"/"step"/"bare"/"", id of the for), ...] per definition
        self.phase: tuple = ("", 0)
        self.bad = False
        self.stmt(func.body)

    def find(self, name: str) -> Any:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def define(self, key: Any, exprs: list) -> None:
        self.defs.setdefault(key, []).append((tuple(e for e in exprs if e is not None), tuple(self.conds),
                                              tuple(self.loops)))
        self.where.setdefault(key, []).append(self.phase if any(e is not None for e in exprs) else ("bare", 0))

    def stmt(self, s: Any) -> None:
        if s is None:
            return
        if isinstance(s, ast.Block):
            self.scopes.append({})
            for x in s.stmts:
                self.stmt(x)
            self.scopes.pop()
        elif isinstance(s, ast.Decl):
            for d in s.declarators:
                for e in (*[x for x in d.dims if x is not None], d.init, *(d.ctor_args or ())):
                    self.expr(e)
                self.scopes[-1][d.name] = d
                if s.storage & {"__shared__", "static", "extern", "__device__", "__constant__"}:
                    self.memory.add(d)
                else:
                    self.define(d, [d.init, *(d.ctor_args or ())])
                    if d.init is not None or d.ctor_args:
                        self.declared[d] = {id(x) for x in self.loops}  # NOTE: a new value in each iteration
        elif isinstance(s, ast.ExprStmt):
            self.expr(s.expr)
        elif isinstance(s, ast.If):
            self.scopes.append({})
            self.stmt(s.init)
            self.expr(s.cond)
            self.conds.append(s.cond)
            self.stmt(s.then)
            self.stmt(s.other)
            self.conds.pop()
            self.scopes.pop()
        elif isinstance(s, (ast.For, ast.While, ast.DoWhile)):
            self.scopes.append({})
            init = getattr(s, "init", None)
            ranged = isinstance(s, ast.For) and s.range is not None
            outer, self.phase = self.phase, ("init", id(s))
            if not ranged:
                self.stmt(init)  # NOTE: a for's init runs once, before the iterations
            self.phase = outer
            self.loops.append(s)
            if ranged:
                self.expr(s.range)
                self.conds.append(s.range)
                self.stmt(init)
            self.expr(s.cond)
            self.conds.append(s.cond)
            self.stmt(s.body)
            self.phase = ("step", id(s))
            self.expr(getattr(s, "step", None))
            self.phase = outer
            del self.conds[-2 if isinstance(s, ast.For) and s.range is not None else -1:]
            self.loops.pop()
            self.scopes.pop()
        elif isinstance(s, ast.Switch):
            self.expr(s.cond)
            self.conds.append(s.cond)
            self.stmt(s.body)
            self.conds.pop()
        elif isinstance(s, (ast.Case, ast.Labeled)):
            self.stmt(s.stmt)
        elif isinstance(s, ast.Jump):
            self.jumps.extend(self.conds)
            self.expr(s.value)
        elif isinstance(s, ast.Unparsed):
            self.bad = True

    def expr(self, e: Any) -> None:
        if e is None:
            return
        if isinstance(e, ast.Name):
            key = self.find(e.id)
            if key is not None:
                self.uses[id(e)] = key
            return
        if isinstance(e, ast.Lambda):
            self.bad = True
            return
        for c in children(e):
            self.expr(c)
        if isinstance(e, ast.Assign):
            key = self.local(e.target)
            if key is not None:
                self.define(key, [e.value] + ([e.target] if e.op != "=" or not isinstance(e.target, ast.Name)
                                              else []))
        elif isinstance(e, ast.Unary) and e.op in ("++", "--"):
            key = self.local(e.operand)
            if key is not None:
                self.define(key, [e.operand])
        elif isinstance(e, ast.Unary) and e.op == "&" or isinstance(e, ast.Call) and not _pure(
                e.func.id if isinstance(e.func, ast.Name) else ""):
            # NOTE: a call other than the maths library may take a reference
            for arg in ([e.operand] if isinstance(e, ast.Unary) else e.args):
                key = self.local(arg)
                if key is not None:
                    self.escaped.add(key)

    def local(self, e: Any) -> Any:
        """The local declarator `e` names or is an element or member of (`m`, `m_i[ii]`, `p.x`), else None."""
        while isinstance(e, (ast.Index, ast.Member)) and not getattr(e, "arrow", False):
            e = e.base
        key = self.uses.get(id(e)) if isinstance(e, ast.Name) else None
        return None if key is None or key in self.memory else key


def _inputs(func: ast.Function, store: Acc, loads: dict, memo: dict) -> tuple[set, set, list, list] | None:
    """(thread leaves, loop nodes holding part of the computation, load Accs, terms of the counters it reads) of
    the value `store` writes, or None when it cannot be followed. A local declared with a value inside a loop is
    new in each iteration: only the loops between its declaration and its definitions hold part of it. The counter
    of a `for` around the store that only its init and step define is its value there (the side of the loop's
    condition that names it), not its definitions: thread y at iteration k and thread y + 1 at iteration k - 1 of
    `for (i = threadIdx.y; ...; i++)` read the same `i`."""
    node = store.access.node
    assign = next((a for a in nodes_of(func.body, ast.Assign) if a.target is node), None)
    if assign is None or assign.op != "=":
        return None
    scan = memo.get("scan") or memo.setdefault("scan", _Scan(func))
    if scan.bad:
        return None
    leaves: set = set()
    loops: set = set()
    reads: list = []
    terms: list = []
    seen: set = set()
    work: list = [assign.value, *scan.jumps]
    around = {id(loop.node): loop for loop in store.loops if isinstance(loop, Loop)}

    def visit(e: Any) -> bool:
        if e is None or isinstance(e, (ast.IntLit, ast.FloatLit, ast.BoolLit, ast.CharLit, ast.SizeOf)):
            return True
        got = loads.get(id(e))
        if got is not None:
            reads.extend(got)
            return True
        if isinstance(e, ast.Member) and isinstance(e.base, ast.Name) and e.base.id in (
                "threadIdx", "blockIdx", "blockDim", "gridDim"):
            if e.base.id == "threadIdx":
                if e.field not in _AXES:
                    return False
                leaves.add(_AXES[e.field])
            return True
        if isinstance(e, ast.Name):
            key = scan.uses.get(id(e))
            if key is None or key in scan.memory:
                return key is None  # NOTE: a parameter or a constant; a shared scalar is read through the log
            if key in scan.escaped:
                return False
            if key not in seen:
                seen.add(key)
                counted = _counter(scan, key, around)
                if counted is not None:
                    terms.append(counted)
                    return True
                if not scan.defs.get(key):
                    return False
                fresh = scan.declared.get(key, ())
                for exprs, conds, where in scan.defs[key]:
                    work.extend(exprs)
                    work.extend(conds)
                    loops.update(id(x) for x in where if id(x) not in fresh)
            return True
        if isinstance(e, ast.Index):
            key = scan.local(e)
            if key is None:
                return False  # NOTE: memory the log does not hold
            return visit(e.base) and visit(e.index)
        if isinstance(e, ast.Member):
            return not e.arrow and visit(e.base)
        if isinstance(e, ast.Call):
            name = e.func.id if isinstance(e.func, ast.Name) else ""
            return _pure(name) and all(map(visit, e.args))
        if isinstance(e, ast.Unary):
            return e.op not in ("*", "&", "++", "--") and visit(e.operand)
        if isinstance(e, ast.Cast):
            return visit(e.expr)
        if isinstance(e, (ast.Binary, ast.Conditional, ast.Comma, ast.InitList)):
            return all(map(visit, children(e)))
        return False

    while work:
        if not visit(work.pop()):
            return None
    return leaves, loops, reads, terms


def _counter(scan: _Scan, key: Any, around: dict) -> T.Term | None:
    """The value of `key` inside the `for` around the store whose counter it is (defined only by the loop's init
    and step, compared in its condition: `i < 16`), from the loop's condition term; else None."""
    where = scan.where.get(key, ())
    loop = next((around[f] for kind, f in where if kind == "step" and f in around), None)
    if loop is None or loop.cond is None or any(kind not in ("init", "step", "bare") or kind != "bare" and f != id(
            loop.node) for kind, f in where) or not any(kind == "init" for kind, _ in where):
        return None
    cond = loop.node.cond
    while isinstance(cond, ast.Cast):
        cond = cond.expr
    if not isinstance(cond, ast.Binary) or cond.op not in ("<", "<=", ">", ">=", "!=") or loop.cond[0] != cond.op:
        return None
    for side, term in ((cond.left, loop.cond[1]), (cond.right, loop.cond[2])):
        while isinstance(side, ast.Cast):
            side = side.expr
        if isinstance(side, ast.Name) and scan.uses.get(id(side)) is key:
            return term
    return None


def same_value(race: Any, log: list, func: ast.Function, warp: int, memo: dict) -> str:
    """The thread axes (`threadIdx.x`) the racing threads of a write-write race of one plain store differ in when
    every pair of them writes the same value (see the module), else "". `memo`: per log."""
    from analyzer.analysis.race.intervals import intervals
    from analyzer.analysis.race.sameparts import tied, with_loads
    from analyzer.analysis.race.log import flat_accesses
    w = race.witness
    acc = w.first.acc
    if race.kind != "race" or race.cross_block or acc is not w.second.acc or acc.atomic \
            or acc.access.op != "store" or acc.access.addr is None:
        return ""
    if "flat" not in memo:
        memo["flat"] = flat_accesses(log)
        memo["loads"] = {}
        for a in memo["flat"]:
            if a.access.op == "load":
                memo["loads"].setdefault(id(a.access.node), []).append(a)
    flat = memo["flat"]
    got = _inputs(func, acc, memo["loads"], memo)
    if got is None or (reads := with_loads(got[2], got[3], got[1], memo)) is None:
        return ""  # NOTE: with_loads: the read of `bin` that `luc[bin]`'s address holds is one of the reads too
    leaves, around, _, terms = got
    groups = memo["groups"] if "groups" in memo else memo.setdefault("groups", intervals(log))
    own = {("u", loop.k, "iter"): loop for loop in acc.loops if isinstance(loop, Loop)}
    named = set(leaves)  # NOTE: the thread indices the value names or reads through (the message's axes)
    for r in reads:
        a = r.access
        if a.addr is None or a.root is None or a.space not in ("shared", "global") \
                or any(s[1].startswith("decl@") for s in T.symbols(a.addr)):
            return ""
        if a.space == "global" and any(x.writes and x.access.root == a.root for x in flat):
            return ""
        if a.space == "shared" and any(any(x.acc.writes and x.acc.access.root == a.root for x in g)
                                       for g in groups if any(x.acc is r for x in g)):
            return ""  # NOTE: written in the read's interval: two threads may read it before and after
        thread = {leaf for leaf in T.leaves(a.addr) if leaf[0] in ("t", "lane", "wu")}
        named |= thread
        symbols = T.symbols(a.addr)
        if all(s[2] != "iter" or s in own for s in symbols):
            terms.append(T.substitute(a.addr, {a.root: T.const(0)}))  # NOTE: the bytes it reads, per instance
        else:  # NOTE: read in a loop the store is not in: the thread and the store's iterations it depends on
            leaves |= thread
            around.update(id(own[s].node) for s in symbols if s in own)
    iters = [("u", loop.k, "iter") for loop in acc.loops if isinstance(loop, Loop) and id(loop.node) in around]
    code = [*sorted(leaves, key=repr), *iters, *terms]
    if any(t is None for t in code) or _differs(acc, code, race.launch, w.env, warp, func, tied(race, acc, groups)):
        return ""
    axes = [f"threadIdx.{c}" for i, c in enumerate("xyz") if _AXES[c] not in named and race.launch.block[i] > 1]
    if not axes or any(leaf[0] != "t" for leaf in named):
        axes = [f"threadIdx.{c}" for i, c in enumerate("xyz") if w.t1[i] != w.t2[i]]
    return ", ".join(axes)


_UNIFORM = {"bid", "gdim"}  # NOTE: launch-wide symbols the witness' world may lack (blockDim: the launch's)
_SAMPLES = (96, 1, 33, 1000)  # NOTE: the values tried for them and for kernel arguments


def _differs(acc: Acc, code: list, launch: Any, env: dict, warp: int, func: ast.Function, tied: frozenset) -> bool:
    """Whether two instances of the store (a thread at an iteration of each loop around it, where the loop's
    condition and the store's path hold) write the same address with different `code` in the world `env` (the
    witness'; a symbol sampled per side takes its first side's value; blockDim the launch's; a kernel argument,
    blockIdx or gridDim it lacks, the same for every thread of the block, at each of _SAMPLES); True where it
    cannot be evaluated. Instances at two iterations of a loop in `tied` never race: not compared."""
    from analyzer.analysis.warps import block_threads
    threads = block_threads(*launch.block, warp)
    a = acc.access
    loops = [loop for loop in acc.loops if isinstance(loop, Loop)]
    terms = [a.addr, *code, a.path, *(loop.cond for loop in loops)]
    params = {p.name for p in func.params}
    base, sampled = {}, []
    for s in set().union(*(T.symbols(t) for t in terms if t is not None)):
        v = env.get(s[1], env.get(f"{s[1]}#A"))
        if v is None and s == a.root:
            v = 0  # NOTE: the array's base (the witness' world holds the offsets' symbols)
        elif v is None and s[2] == "bdim":
            v = launch.block["xyz".index(s[1][-1])]  # NOTE: the launch's own block, never a stand-in
        elif v is None and (s[2] in _UNIFORM or s[2] == "arg" and (s[1] in params or s[1].startswith("load@"))):
            sampled.append(s[1])  # NOTE: a uniform symbol: the same in the two threads of one block, any value
        elif v is None and s[2] != "iter":
            return True
        base[s[1]] = v
    # NOTE: a value kernlint picks is no launch's: the claim must hold at each of several
    found = [_differs_at({**base, **{n: v for n in sampled}}, acc, code, loops, threads, env, tied)
             for v in (_SAMPLES if sampled else (None,))]
    return True in found or all(f is None for f in found)


def _differs_at(base: dict, acc: Acc, code: list, loops: list, threads, env: dict, tied: frozenset) -> bool | None:
    """_differs in one world of its uniform symbols; None where no instance runs the store there."""
    from itertools import product
    a = acc.access
    seen: dict = {}
    try:
        # NOTE: the first iterations and the witness' own (`k#A`, `k#B`: the racing pair is one of the instances)
        samples = [sorted({*range(_ITERS), *(v for v in (env.get(loop.k), env.get(f"{loop.k}#A"),
                                                         env.get(f"{loop.k}#B")) if isinstance(v, int))})
                   for loop in loops]
        for ks in product(*samples):
            world = {**base, **{loop.k: k for loop, k in zip(loops, ks)}}
            mask = [True] * len(threads)
            for t in [a.path, *(loop.cond for loop in loops)]:
                if t is not None:
                    mask = [m and bool(c) for m, c in zip(mask, T.compile_block(t, True)(threads, world))]
            offs = T.compile_block(a.addr, False)(threads, world)
            codes = list(zip(*(T.compile_block(t, False)(threads, world) for t in code))) or [()] * len(threads)
            at = tuple(k for loop, k in zip(loops, ks) if loop.k in tied)
            for m, o, c in zip(mask, offs, codes):
                if m and seen.setdefault((o, at), c) != c:
                    return True
    except (ArithmeticError, TypeError, ValueError):
        return True
    return None if not seen else False  # NOTE: None: no instance ran the store in this world
