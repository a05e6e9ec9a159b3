"""Data races and uninitialised shared reads (KL107, KL108, KL109): barrier intervals over the lane model.

The memory interpreter (analysis/memory: MemInterp) gives every shared and global access of a kernel as a byte
address term over the thread indices, the block-uniform symbols and loop iteration counts, with the condition a
thread meets to execute it. `RaceInterp` runs it once more per launch shape and keeps, in program order, an event
log: the accesses (plain loads and stores, and atomics), the block barriers (`__syncthreads` and its forms,
cooperative groups' block sync, helpers that hold one), the warp-level orderings (`__syncwarp` and every `_sync`
collective: they order the accesses of the lanes of one warp) and the loops (each with its iteration symbol and
condition).

The log is cut into barrier intervals (`_Walk`): accesses between the same two block barriers may run in any
order in different threads. A loop whose body holds a barrier gives its per-iteration intervals, the interval that
joins the end of iteration k to the start of iteration k+1, and joins its first iteration's head to the code
before it and its last tail to the code after it; a loop without one is part of the enclosing interval with every
pair of iterations open (each side's iteration count sampled on its own).

Two accesses of one interval race when two different threads of one block execute them on overlapping bytes, at
least one writes, and not both are atomic (`pair_race`). Every thread of the block is evaluated for each launch
shape (analysis/warps: consecutive linear ids form warps). What is unknown is sampled: blockIdx and iteration
counts existentially (some block, some iteration), kernel arguments universally (the race must hold for every
sampled value: `s[t * stride]` with a run-time stride is no claim), tail guards (`i < n`) taken as true. Accesses
ordered only by a warp-level sync race only between threads of different warps. Not races: writes of the same
block-uniform value (`flag = 1` by many threads: benign, and compute-sanitizer is silent on them too), accesses
whose address or path depends on loaded data (no claim), different arrays (distinct `__shared__` arrays and
distinct pointer parameters are taken not to alias).

Global memory (KL109) is judged the same way inside a block, and, when the launch's grid is known to have more
than one block, across blocks over the whole kernel (barriers order nothing between blocks). A plain read of a
location other threads update atomically is a note.

Uninitialised shared reads (KL108, `uninit_reads`): a read by a thread that itself wrote the array earlier, of
bytes no store before it (program order, every iteration of earlier loops) wrote in any thread of the block, for
some sampled block and argument (the tail guard's `n` cutting the block). No claim when the array may be written
where the model cannot see it: an unknown address or a data-dependent guard on a write, the array handed to a call
that is not followed, inline assembly, two `extern __shared__` arrays (they alias), a loop whose trip count is
not known.

The launch shapes come from `race_launches`, the one place that reads the launches (for the launch-facts
service to take over).
"""

from __future__ import annotations

import itertools
import re
from itertools import compress, repeat
from operator import mod
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.memory.address import Access, CType, MemEval
from analyzer.analysis.memory.interp import MemInterp
from analyzer.analysis.values import VARYING, Val
from analyzer.analysis.variance import combine
from analyzer.analysis.warps import _threads
from analyzer.codecache import dataclass
from analyzer.cuda import ast

_INT = frozenset({int})
MAX_PAIRS = 600
MAX_CONFIGURED = 4096  # threads of a block the `block` option may give (GPUVerify's suites use 2048 and 4096)  # pairs of accesses judged per kernel and launch (the first ones in program order)
MAX_ITER = 64  # iterations enumerated for the writes of a completed loop (KL108)
ITER_SAMPLES = (0, 1, 2)
BID_SAMPLES = (0, 1)
ARG_UNIVERSAL = (32, 96, 4096)
ARG_EXIST = (96, 32, 100, 4096)
GDIM_UNIVERSAL = (2, 7, 64)
MAX_UNIVERSAL = 6
MAX_EXIST = 32
_ATOMIC_PREFIXES = ("atomic", "__hip_atomic", "__atomic")
OPAQUE = "guard@"  # the symbol of a block-uniform guard on loaded data (RaceInterp.access_path)
_ESCAPE_OK = {"__syncthreads", "__syncwarp", "__ldg", "printf", "assert"}


# ----------------------------------------------------------------------------------------------- event log


class Acc:
    """An access in the log: the interpreter's Access, the value a store writes, its position in program
    order, the warp-sync segment it is in and the loops around it (their iteration symbols, outermost first)."""

    __slots__ = ("access", "value", "order", "wseg", "loops", "atomic", "call")

    def __init__(self, access: Access, order: int, wseg: int, loops: tuple, atomic: bool, call: str = ""):
        self.access, self.order, self.wseg, self.loops, self.atomic = access, order, wseg, loops, atomic
        self.value: Val | None = None
        self.call = call  # the atomic's name

    @property
    def writes(self) -> bool:
        return self.atomic or self.access.op == "store"


class Bar:
    __slots__ = ("node", "via", "grid")

    def __init__(self, node: Any, via: str | None, grid: bool = False):
        self.node, self.via, self.grid = node, via, grid


class Loop:
    __slots__ = ("node", "k", "cond", "body", "warp_sync")

    def __init__(self, node: Any, k: str, cond: T.Term | None, body: list):
        self.node, self.k, self.cond, self.body = node, k, cond, body
        self.warp_sync = False


class RaceEval(MemEval):
    """MemEval recording atomics as accesses (op "atomic") and shared arrays handed to calls it does not follow."""

    def _Call(self, e: ast.Call) -> Val:
        from analyzer.cuda.query import callee_name
        name = callee_name(e) or ""
        i: Any = self.i
        if name in ("sync", "synchronize") and i.recording:
            self._group_sync(e, name)
        library = None
        if isinstance(e.func, ast.Member):
            from analyzer.analysis import cg
            if cg.group_of(self(e.func.base)) is None:
                library = e.func.base
                if name == "sync" and i.recording:
                    i.seq.append(Bar(e, None))  # NOTE: `x.sync()` of a group the model does not know: a barrier
                elif i.recording and _block_collective(library):
                    # NOTE: CUB's block collectives (`BlockReduce(temp).Sum(x)`) synchronise the block inside
                    i.seq.append(Bar(e, None))
        if name.startswith(_ATOMIC_PREFIXES) and e.args and i.recording:
            i.atomic_name = name
            target = e.args[0]
            if isinstance(target, ast.Unary) and target.op == "&":
                lv = self.lvalue(target.operand)
                if lv is not None and not (lv[1] is not None and lv[1].addressable):
                    i.note_access(target.operand, "atomic", lv[0], lv[1])
            else:
                t = self.typeof(target)
                if t is not None and t.addressable:
                    i.note_access(target, "atomic", self(target), t.element())
        elif i.recording and e.args and not name.startswith(_ATOMIC_PREFIXES) and name not in _ESCAPE_OK:
            i.escapes.append((e, name))
        out = super()._Call(e)
        if library is not None:
            # NOTE: a library object's method may write its arguments through references
            # (`BlockScan(temp).ExclusiveSum(x, partial, total)`): they are per-thread data afterwards
            for a in e.args:
                if isinstance(a, ast.Name) and a.id in i.env:
                    i.env[a.id] = VARYING
        return out

    def _Name(self, e: ast.Name) -> Val:
        i: Any = self.i
        if e.id in i.scalars and e.id not in i.env:
            lv = self.lvalue(e)
            i.note_access(e, "load", lv[0], lv[1])
            return self._value(e, lv[0])
        return super()._Name(e)

    def _Assign(self, e: ast.Assign) -> Val:
        i: Any = self.i
        if isinstance(e.target, ast.Name) and e.target.id in i.scalars and e.target.id not in i.env:
            lv = self.lvalue(e.target)
            v = self(e.value)
            if e.op != "=":
                i.note_access(e.target, "load", lv[0], lv[1])
            i.note_access(e.target, "store", lv[0], lv[1])
            i.store(e.target, v)
            return v
        return super()._Assign(e)

    def _Unary(self, e: ast.Unary) -> Val:
        i: Any = self.i
        if e.op in ("++", "--") and isinstance(e.operand, ast.Name) and e.operand.id in i.scalars \
                and e.operand.id not in i.env:
            lv = self.lvalue(e.operand)
            i.note_access(e.operand, "load", lv[0], lv[1])
            i.note_access(e.operand, "store", lv[0], lv[1])
            return self._value(e.operand, lv[0])
        return super()._Unary(e)

    def _Index(self, e: ast.Index) -> Val:
        i: Any = self.i
        base = _param_path(e.base, i)
        if base is not None:
            name, t = base
            root = ("u", name, "arg")
            i.roots.setdefault(root, "global")
            elem = t.element()
            size = i.layouts.size(elem) if elem is not None else None
            idx = self(e.index)
            addr = combine("+", Val(root), combine("*", idx, Val(T.const(size)), "pscale") if size else
                           Val(("u", f"?scale@{e.span.line}:{e.span.column}", "arg"), idx.thread, True), "paddr")
            i.note_access(e, "load", addr, elem)
            return self._value(e, addr)
        return super()._Index(e)

    def lvalue(self, e: Any):
        i: Any = self.i
        if isinstance(e, ast.Index):
            base = _param_path(e.base, i)
            if base is not None:
                name, t = base
                root = ("u", name, "arg")
                i.roots.setdefault(root, "global")
                elem = t.element()
                size = i.layouts.size(elem) if elem is not None else None
                idx = self(e.index)
                scaled = combine("*", idx, Val(T.const(size)), "pscale") if size else \
                    Val(("u", f"?scale@{e.span.line}:{e.span.column}", "arg"), idx.thread, True)
                return combine("+", Val(root), scaled, "paddr"), elem
        if isinstance(e, ast.Name) and e.id in i.scalars and e.id not in i.env:
            return Val(("u", f"&{e.id}", "arg")), i.scalars[e.id]
        return super().lvalue(e)

    def _group_sync(self, e: ast.Call, name: str) -> None:
        """A grid group's `sync()` / `synchronize(grid)`: a barrier of every thread of the launch."""
        from analyzer.analysis import cg
        target = e.func.base if isinstance(e.func, ast.Member) else (e.args[0] if e.args else None)
        if target is None:
            return
        try:
            group = cg.group_of(self(target))
        except RecursionError:  # pragma: no cover
            return
        if group is None:
            return
        i: Any = self.i
        if group[0] == "grid":
            i.seq.append(Bar(e, None, grid=True))  # NOTE: the block barrier it also is: variance/cg note it
        elif group[0] == "tile" and isinstance(e.func, ast.Name):
            i.note_warp_sync(e, name, None, tile=group[1])  # NOTE: `cg::sync(tile)`: the tile's lanes


class RaceInterp(MemInterp):
    """MemInterp keeping the event log of analysis/races.py (shared with the interpreters of inlined helpers)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.ev = RaceEval(self)
        self.seq: list = []
        self.counter = [0, 0]  # next order, next warp-sync segment (shared with inlined helpers)
        self.loop_stack: list[Loop] = []
        self.bodies: list = []
        self.escapes: list = []
        self.last_store: tuple[Any, Acc] | None = None
        self.inline_any = True  # NOTE: helpers without pointer arguments are followed too (a `__shared__` array of their own)
        self.scalars: dict[str, CType] = {}  # `__shared__ int count;`: one location per block
        self.atomic_name = ""
        self.branches: list = []  # pp_branches of the file (set by kernel_races)
        self.inlined = False
        self.followed: set[int] = set()  # ids of the calls whose helper was followed

    def run(self) -> None:
        # NOTE: namespace-scope `__shared__` arrays and scalars (one per block), and `__device__` arrays and
        # pointers (global memory; a `__device__ float *y` holds one address for every thread)
        from analyzer.cuda.model.evaluate import evaluate
        for item in self.program.tu.items:
            if not isinstance(item, ast.GlobalDecl):
                continue
            storage = item.decl.storage
            for d in item.decl.declarators:
                if "__shared__" in storage:
                    self._shared_decl(d, evaluate)
                elif "__device__" in storage or "__managed__" in storage:
                    if d.dims:
                        dims = tuple(evaluate(n, self.layouts.env) if n is not None else None for n in d.dims)
                        self.arrays[d.name] = CType(d.type.base, d.type.pointers,
                                                    tuple(v if isinstance(v, int) else None for v in dims))
                        self.roots[("u", d.name, "arg")] = "global"
                    elif d.type.pointers:
                        self.roots[("u", d.name, "arg")] = "global"
                        self.types[d.name] = d.type
                        self.env[d.name] = Val(("u", d.name, "arg"))
        super().run()

    def _shared_decl(self, d: Any, evaluate: Any) -> None:
        if d.dims:
            dims = tuple(evaluate(n, self.layouts.env) if n is not None else None for n in d.dims)
            self.arrays[d.name] = CType(d.type.base, d.type.pointers,
                                        tuple(v if isinstance(v, int) else None for v in dims), "shared")
        else:
            self.scalars[d.name] = CType(d.type.base, d.type.pointers, (), "shared")
        self.roots[("u", f"&{d.name}", "arg")] = "shared"

    def _Decl(self, s: ast.Decl) -> frozenset[str]:
        out = super()._Decl(s)
        if "__shared__" in s.storage:
            from analyzer.cuda.model.evaluate import evaluate
            for d in s.declarators:
                if not d.dims:
                    self._shared_decl(d, evaluate)
        else:
            for d in s.declarators:
                self.scalars.pop(d.name, None)
        return out

    def adopt(self, sub: "MemInterp") -> None:
        sub.seq, sub.counter, sub.loop_stack, sub.escapes = self.seq, self.counter, list(self.loop_stack), self.escapes
        sub.followed = self.followed
        sub.branches = self.branches
        self.inlined = True

    def inline_call(self, e: ast.Call, name: str) -> None:
        self.inlined = False
        if name.startswith(_ATOMIC_PREFIXES):
            return  # NOTE: a user's `atomicAdd(double *, double)` (a CAS loop) is an atomic update, as the built-in
        self.followed: set[int] = set()  # ids of the calls whose helper was followed
        super().inline_call(e, name)
        if self.inlined:
            # NOTE: the helper's body was followed with its arguments: what it does to them is in the log
            self.escapes[:] = [x for x in self.escapes if x[0] is not e]
            self.followed.add(id(e))

    def access_path(self) -> tuple[T.Term | None, bool]:
        """MemInterp.access_path with the block-uniform guards too: two accesses on the two sides of
        `if (flag)` never run in one block, and under `if (blockIdx.x == 0)` only in block 0 (global memory is
        judged across blocks). A guard on loaded data that is the same in the whole block is an opaque symbol
        (OPAQUE), sampled true and false; one that differs between threads makes the path unknown."""
        path, known = self.outer
        for g in self.guards:
            if g.kind == "switch":
                known = known and not g.val.thread
                continue
            term = g.val.term
            if term is None or not g.val.thread and g.val.data:
                if g.val.thread:
                    known = False
                    continue
                term = ("u", f"{OPAQUE}{g.node.span.line}:{g.node.span.column}", "iter")
            t = term if g.kind in ("if", "loop") else T.unary("not", term)
            joined = t if path is None else T.binary("&&", path, t)
            if joined is None:
                known = False
            else:
                path = joined
        return path, known

    def note_access(self, node: Any, op: str, addr: Val, t: Any) -> None:
        if not self.recording:
            return
        key = (id(node), op) + self.call_key
        before = self.accesses.get(key)
        super().note_access(node, op, addr, t)
        got = self.accesses.get(key)
        if got is None or got is before:
            return
        if got.size is None and got.addr is not None and t is not None and not t.addressable:
            size = self.layouts.size(t)  # NOTE: a whole-struct copy: its bytes, for races (no figure: memory/)
            if isinstance(size, int) and size > 0:
                from dataclasses import replace
                got = self.accesses[key] = replace(got, size=size)
        acc = Acc(got, self.counter[0], self.counter[1], tuple(self.loop_stack), op == "atomic",
                  self.atomic_name if op == "atomic" else "")
        self.counter[0] += 1
        self.seq.append(acc)
        if op == "store":
            self.last_store = (node, acc)

    def store(self, target: ast.Expr, val: Val) -> None:
        if self.last_store is not None and self.last_store[0] is target:
            self.last_store[1].value = val
            self.last_store = None
        super().store(target, val)

    def note_barrier(self, call: ast.Call, via: str | None = None) -> None:
        super().note_barrier(call, via)
        if self.recording:
            self.seq.append(Bar(call, via))

    def note_warp_sync(self, call: ast.Call, name: str, mask: Val | None, tile: int | None = None,
                       via: str | None = None) -> None:
        super().note_warp_sync(call, name, mask, tile, via)
        if self.recording:
            self.counter[1] += 1
            for loop in self.loop_stack:
                loop.warp_sync = True

    def exec(self, s: Any) -> frozenset[str]:
        if self.bodies and s is self.bodies[-1] and self.recording:
            self.seq.clear()  # NOTE: the loop's recorded pass starts again (loops.solve_loop's fixpoint rounds)
        return super().exec(s)

    def _Block(self, s: ast.Block) -> frozenset[str]:
        """flow.Interp._Block, with the statements the preprocessor left after a brace-less `if` put back under it:
        `if (tid == 0) #ifdef A x = f(); #else x = g(); #endif` keeps both branches of an unknown condition, and
        the second statement, the same one in the other build, is under the `if` too."""
        if self.branches and any(isinstance(st, ast.If) for st in s.stmts):
            stmts, prev = [], None
            for st in s.stmts:
                if prev is not None and exclusive(self.branches, prev.then.span.line, st.span.line):
                    st = ast.If(st.span, prev.cond, st)
                stmts.append(st)
                prev = st if isinstance(st, ast.If) and st.other is None and not isinstance(st.then, ast.Block) \
                    and st.init is None else None
            if any(a is not b for a, b in zip(stmts, s.stmts)):
                s = ast.Block(s.span, tuple(stmts))
        return super()._Block(s)

    def _loop(self, s: Any, cond: ast.Expr | None, step: ast.Expr | None, body: Any,
              forced: Val | None = None) -> frozenset[str]:
        if not self.recording:
            return super()._loop(s, cond, step, body, forced)
        k = f"k@{s.span.line}:{s.span.column}"
        loop = Loop(s, k, None, [])
        outer, self.seq = self.seq, loop.body
        self.loop_stack.append(loop)
        self.bodies.append(body)
        try:
            out = super()._loop(s, cond, step, body, forced)
        finally:
            self.bodies.pop()
            self.loop_stack.pop()
            self.seq = outer
        if forced is None and cond is not None:
            site = next((b for b in reversed(self.result.branches) if b.node is s and b.kind == "loop"), None)
            loop.cond = site.val.term if site is not None and not site.val.data else None
        elif cond is None and forced is None:
            loop.cond = T.const(1)
        outer.append(loop)
        return out


# ------------------------------------------------------------------------------------------ the intervals


@dataclass(frozen=True)
class Inst:
    """An access as one interval sees it: `subst` gives each enclosing loop's iteration count (("same", d): the
    interval's count plus d; ("const", v); ("free",): any iteration, sampled apart for each side of a pair)."""

    acc: Any
    subst: tuple  # ((k, mode), ...)
    warp_free: frozenset = frozenset()  # free loops whose body holds a warp-level sync


class _Walk:
    def __init__(self):
        self.groups: list[list[Inst]] = []

    def seq(self, nodes: list, subst: dict, wfree: frozenset) -> tuple[list[Inst], list[Inst], bool]:
        """(head, tail, has a block barrier) of a sequence; closed intervals go to self.groups."""
        cur: list[Inst] = []
        head: list[Inst] | None = None
        for n in nodes:
            if isinstance(n, Acc):
                cur.append(Inst(n, tuple(subst.items()), wfree))
            elif isinstance(n, Bar):
                if head is None:
                    head = cur
                else:
                    self.groups.append(cur)
                cur = []
            elif isinstance(n, Loop):
                bh, bt, bar = self.seq(n.body, {**subst, n.k: ("same", 0)}, wfree)
                if bar:
                    cur.extend(_resubst(i, n.k, ("const", 0)) for i in bh)
                    if head is None:
                        head = cur
                    else:
                        self.groups.append(cur)
                    self.groups.append(bt + [_resubst(i, n.k, ("same", 1)) for i in bh])
                    cur = list(bt)
                else:
                    extra = wfree | {n.k} if n.warp_sync else wfree
                    cur.extend(Inst(i.acc, tuple((k, ("free",) if k == n.k else m) for k, m in i.subst),
                                    i.warp_free | (extra if n.warp_sync else frozenset())) for i in bh)
        if head is None:
            return cur, cur, False
        return head, cur, True


def _resubst(inst: Inst, k: str, mode: tuple) -> Inst:
    return Inst(inst.acc, tuple((kk, mode if kk == k else m) for kk, m in inst.subst), inst.warp_free)


def intervals(log: list) -> list[list[Inst]]:
    """The barrier intervals of a kernel's event log (see the module docstring)."""
    walk = _Walk()
    head, tail, bar = walk.seq(log, {}, frozenset())
    groups = walk.groups
    groups.append(head)
    if bar:
        groups.append(tail)
    return [g for g in groups if g]


def whole_kernel(log: list) -> list[list[Inst]]:
    """The kernel's accesses between grid barriers (`this_grid().sync()`), every loop's iteration free: what
    other blocks may run concurrently. A loop holding a grid barrier is a segment of its own."""
    out: list[list[Inst]] = [[]]

    def grid(nodes: list) -> bool:
        return any(isinstance(n, Bar) and n.grid or isinstance(n, Loop) and grid(n.body) for n in nodes)

    def go(nodes: list, subst: dict) -> None:
        for n in nodes:
            if isinstance(n, Acc):
                out[-1].append(Inst(n, tuple(subst.items())))
            elif isinstance(n, Bar) and n.grid:
                out.append([])
            elif isinstance(n, Loop):
                go(n.body, {**subst, n.k: ("free",) if not grid(n.body) else ("same", 0)})
    go(log, {})
    return [g for g in out if g]


# -------------------------------------------------------------------------------------------- evaluation


@dataclass(frozen=True)
class Launch:
    """A block shape to judge a kernel with, and where it comes from."""

    block: tuple[int, int, int]
    grid: tuple | None  # (x, y, z) when known
    label: str
    args: tuple = ()  # template arguments
    bound: tuple = ()  # scalar parameters the launch fixes
    assumed: bool = False


@dataclass(frozen=True)
class Witness:
    first: Any  # Inst
    second: Any  # Inst
    t1: tuple  # (x, y, z) of the thread running `first`
    t2: tuple
    b1: tuple | None  # the blocks, when they differ (global memory across blocks)
    b2: tuple | None
    offset: int  # byte offset from the array's start
    env: dict
    same_warp: bool
    iters: tuple  # ((loop line, iteration of first, iteration of second), ...) for loops whose counts differ


def _k_term(k: str, mode: tuple, side: str) -> T.Term:
    sym = ("u", k, "iter")
    if mode[0] == "const":
        return T.const(mode[1])
    if mode[0] == "free":
        return ("u", f"{k}#{side}", "iter")
    return sym if mode[1] == 0 else ("+", sym, T.const(mode[1]))


def _loop_conds(acc: Acc) -> T.Term | None:
    cond = None
    for loop in acc.loops:
        if loop.cond is not None and not T.thread_dependent(loop.cond):
            cond = loop.cond if cond is None else T.binary("&&", cond, loop.cond)
    return cond


def _side(inst: Inst, side: str, tail: bool, blocks: bool, lax: bool = False) -> tuple[T.Term, T.Term | None] | None:
    """(offset term, path term) of one side of a pair: iteration symbols replaced, the array's root at 0,
    tail guards taken as true (`tail`), blockIdx renamed per side (`blocks`). `lax`: a path on loaded data is
    taken as every thread (a plain read beside atomic updates: a note, `if (data[0] < v) atomicMax(data, v)`)."""
    a = inst.acc.access
    if a.addr is None or a.root is None or a.size is None or not a.path_known and not lax:
        return None  # NOTE: a data-dependent address, or a guard on loaded data: no claim
    mapping: dict = {a.root: T.const(0)}
    for k, mode in inst.subst:
        mapping[("u", k, "iter")] = _k_term(k, mode, side)
    path = a.path if a.path_known else None
    loops = _loop_conds(inst.acc)
    if loops is not None:
        path = loops if path is None else T.binary("&&", path, loops)
    if path is not None and tail:
        path = _strip_tails(path)
    off = T.substitute(a.addr, mapping)
    path = T.substitute(path, mapping) if path is not None else None
    if off is None:
        return None
    if blocks:
        ren = {s: ("u", f"{s[1]}#{side}", "bid") for s in T.symbols(off) | (T.symbols(path) if path else frozenset())
               if s[2] == "bid"}
        if ren:
            off = T.substitute(off, ren)
            path = T.substitute(path, ren) if path is not None else None
    if any(s[1].startswith(T.PLACEHOLDER) or s[1].startswith("?") for s in T.symbols(off)):
        return None
    if path is not None and any(s[1].startswith(T.PLACEHOLDER) for s in T.symbols(path)):
        return None
    return off, path


def _strip_tails(t: T.Term) -> T.Term:
    """The path with every tail guard on a run-time bound (`i < n`, divergence._is_tail) taken as true: the
    bound is a kernel argument, and the race is judged for the threads inside it whatever it is. A bound the
    source fixes (`bin < 256`) is kept: it is exact."""
    from analyzer.analysis.divergence import _is_tail
    if _is_tail(t):
        bound = t[2] if T.thread_dependent(t[1]) else t[1]
        if any(s[2] == "arg" for s in T.symbols(bound)):
            return T.const(1)
        return t
    if t[0] in ("&&", "||"):
        return T.binary(t[0], _strip_tails(t[1]), _strip_tails(t[2])) or t
    if t[0] == "not":
        return T.unary("not", _strip_tails(t[1])) or t
    return t


def _fixed(launch: Launch, sym: T.Term) -> int | None:
    name, kind = sym[1], sym[2]
    axis = name.split("#")[0][-1:]
    if kind == "bdim":
        return {"x": launch.block[0], "y": launch.block[1], "z": launch.block[2]}.get(axis, 1)
    if kind == "gdim" and launch.grid is not None:
        g = launch.grid
        return {"x": g[0], "y": g[1], "z": g[2]}.get(axis, 1)
    if kind == "arg":
        for n, v in launch.bound:
            if n == name:
                return v
    return None


def _bid_values(launch: Launch, sym: T.Term) -> tuple:
    if launch.grid is not None:
        axis = sym[1].split("#")[0][-1:]
        n = {"x": launch.grid[0], "y": launch.grid[1], "z": launch.grid[2]}.get(axis, 1)
        return tuple(sorted({v for v in (0, 1, n - 1) if 0 <= v < n}))
    return BID_SAMPLES


def worlds(terms: list, launch: Launch, exist_args: frozenset = frozenset()):
    """(universal assignment, [existential assignments]) pairs over the symbols of `terms` (the kernel arguments
    named in `exist_args` existential too)."""
    syms: set = set()
    for t in terms:
        if t is not None:
            syms |= T.symbols(t)
    fixed: dict = {}
    univ, exist = [], []
    for s in sorted(syms):
        v = _fixed(launch, s)
        if v is not None:
            fixed[s[1]] = v
        elif s[2] in ("bid", "iter") or s[1] in exist_args:
            exist.append(s)
        else:
            univ.append(s)

    def values(s, existential):
        if s[2] == "bid":
            return _bid_values(launch, s)
        if s[2] == "iter":
            return ITER_SAMPLES
        if s[2] == "gdim":
            return GDIM_UNIVERSAL
        return ARG_EXIST if existential else ARG_UNIVERSAL
    ex = [dict(zip([s[1] for s in exist], vals)) for vals in
          itertools.islice(itertools.product(*[values(s, True) for s in exist]), MAX_EXIST)] or [{}]
    # NOTE: the universal symbols are varied one at a time from their first values (every value of every symbol
    # is seen): a product cut at MAX_UNIVERSAL would keep the first symbols at their first value
    first = {s[1]: values(s, False)[0] for s in univ}
    yield {**fixed, **first}, ex
    for s in univ:
        for v in values(s, False)[1:]:
            yield {**fixed, **first, s[1]: v}, ex


def _eval(off: T.Term, path: T.Term | None, threads, env: dict):
    offs = T.compile_block(off)(threads, env)
    mask = T.compile_block(path, True)(threads, env) if path is not None else None
    return offs, mask


def _side_values(term_off: T.Term, term_path: T.Term | None, names: tuple, threads, env: dict, size: int,
                 cache: dict):
    """(active (offset, thread) pairs, their offsets as a set or None when not all aligned to `size`) of one side in
    one world, remembered per launch: an access is paired with many others in the same worlds. Raises what the
    evaluation raises; TypeError for a non-integer address."""
    key = (term_off, term_path, tuple(env.get(n) for n in names))
    got = cache.get(key)
    if got is None:
        try:
            offs, mask = _eval(term_off, term_path, threads, env)
            if not set(map(type, offs)) <= _INT:
                raise TypeError("non-integer address")
            # NOTE: zip/compress/map (C loops): this runs for every side of every pair in every world
            if mask is None:
                pairs = list(zip(offs, range(len(offs))))
                starts = set(offs)
            else:
                pairs = list(compress(zip(offs, range(len(offs))), mask))
                starts = set(compress(offs, mask))
            got = (pairs, starts, not any(map(mod, starts, repeat(size))))
        except (ArithmeticError, TypeError, ValueError) as exc:
            got = exc
        cache[key] = got
    if isinstance(got, Exception):
        raise got
    return got


def pair_race(a: Inst, b: Inst, launch: Launch, warp: int = 32, blocks: bool = False,
              cache: dict | None = None, warps: bool = False) -> Witness | None:
    """A witness that two different threads run `a` and `b` on overlapping bytes (in one block; in two different
    blocks with `blocks`) for every sampled universal world, or None."""
    lax = a.acc.atomic != b.acc.atomic and not (a.acc.writes and b.acc.writes)
    cache = {} if cache is None else cache
    sides = []
    memo = cache.setdefault("sides", {})  # NOTE: per log (kernel_races): a side's terms do not depend on the launch
    for inst, side in ((a, "A"), (b, "B")):
        key = (id(inst.acc), inst.subst, side, blocks, lax)
        if key not in memo:
            memo[key] = _side(inst, side, True, blocks, lax)
        sides.append(memo[key])
    sa, sb = sides
    if sa is None or sb is None:
        return None
    size_a, size_b = a.acc.access.size, b.acc.access.size
    threads = _threads(launch.block[0], launch.block[1], launch.block[2], warp)
    warp_ordered = (warps or a.acc.wseg != b.acc.wseg or bool(set(a.warp_free) & set(b.warp_free))) and not blocks
    found: Witness | None = None
    evaluated = False
    extra = []
    if blocks:  # NOTE: two blocks even when neither address reads blockIdx (`y[threadIdx.x]` in every block)
        g = launch.grid or (2, 1, 1)
        extra = [("u", f"blockIdx.{c}#{side}", "bid") for c, n in zip("xyz", g) if n > 1 for side in "AB"]
    clean_key = ("clean", sa, sb, size_a, size_b, warp_ordered, blocks, a is b)
    if clean_key in cache:
        return None  # NOTE: the same pair of address patterns was judged race-free under this launch
    names_a = tuple(sorted({x[1] for t in sa if t is not None for x in T.symbols(t)}))
    names_b = tuple(sorted({x[1] for t in sb if t is not None for x in T.symbols(t)}))
    for base, exist in worlds([sa[0], sa[1], sb[0], sb[1], *extra], launch):
        hit = None
        valid = False
        for ex in exist:
            env = {**base, **ex}
            if blocks and not _blocks_differ(env):
                continue
            try:
                side_a = _side_values(sa[0], sa[1], names_a, threads, env, size_a, cache)
                side_b = _side_values(sb[0], sb[1], names_b, threads, env, size_b, cache)
            except (ArithmeticError, TypeError, ValueError):
                continue
            valid = True
            # NOTE: a witness in two different warps first: a race only between lanes of one warp is the
            # warp-synchronous kind, worded apart (it needs independent thread scheduling)
            got = _overlap(side_a, size_a, side_b, size_b, threads, distinct=not blocks, warp_ordered=not blocks)
            if got is None and not warp_ordered and not blocks:
                got = _overlap(side_a, size_a, side_b, size_b, threads, distinct=True, warp_ordered=False)
            if got is not None:
                hit = (env, got)
                break
        if not valid:
            continue
        evaluated = True
        if hit is None:
            cache[clean_key] = True
            return None  # NOTE: a universal world (a kernel argument's value) without the race: no claim
        if found is None:
            env, (ta, tb, off) = hit
            b1 = b2 = None
            if blocks:
                b1 = tuple(env.get(f"blockIdx.{c}#A", 0) for c in "xyz")
                b2 = tuple(env.get(f"blockIdx.{c}#B", 0) for c in "xyz")
            iters = tuple((k, env.get(f"{k}#A"), env.get(f"{k}#B")) for k, m in a.subst if m == ("free",)
                          and f"{k}#A" in env and f"{k}#B" in env)
            found = Witness(a, b, threads[ta][2:], threads[tb][2:], b1, b2, off, env,
                            threads[ta][0] == threads[tb][0], iters)
    if found is None:
        cache[clean_key] = True
    return found if evaluated else None


def _blocks_differ(env: dict) -> bool:
    return any(env.get(f"blockIdx.{c}#A", 0) != env.get(f"blockIdx.{c}#B", 0) for c in "xyz")


def _overlap(side_a, size_a, side_b, size_b, threads, distinct, warp_ordered):
    """(thread index of a, thread index of b, byte offset) of two different threads (or any two threads of two
    blocks: `distinct` False) whose byte ranges overlap; with `warp_ordered`, of two different warps. A side is
    _side_values' (active (offset, thread) pairs, their offsets, all aligned).

    NOTE: the addresses both sides share are found first with set operations (the common case: none), and the
    threads are looked at only for those; equal aligned widths compare element starts, other widths bytes."""
    la, starts_a, aligned_a = side_a
    lb, starts_b, aligned_b = side_b
    if not la or not lb:
        return None
    if size_a == size_b and aligned_a and aligned_b:
        if side_a is side_b and len(starts_a) == len(la) and distinct:
            return None  # NOTE: one access pattern on both sides, one thread per element: only a thread with itself
        common = starts_a & starts_b
        if not common:
            return None
        ea, eb = la, lb
    else:
        margin = max(size_a, size_b)
        lo = max(min(starts_a), min(starts_b)) - margin
        hi = min(max(starts_a), max(starts_b)) + margin
        if lo > hi:
            return None
        ea = [(byte, i) for o, i in la if lo <= o <= hi for byte in range(o, o + size_a)]
        eb = [(byte, j) for o, j in lb if lo <= o <= hi for byte in range(o, o + size_b)]
        common = {o for o, _ in ea} & {o for o, _ in eb}
        if not common:
            return None
    owners: dict[int, list[int]] = {}
    for o, i in ea:
        if o not in common:
            continue
        got = owners.setdefault(o, [])
        # NOTE: two owners per address suffice: two threads (of two warps with `warp_ordered`) leave one that
        # differs from any thread of the other side
        if not got or len(got) == 1 and (not warp_ordered or threads[got[0]][0] != threads[i][0]) and got[0] != i:
            got.append(i)
    for o, j in eb:
        for i in owners.get(o, ()):
            if distinct and i == j:
                continue
            if warp_ordered and threads[i][0] == threads[j][0]:
                continue
            return i, j, o
    return None


# ------------------------------------------------------------------------------------------ the judgement


@dataclass(frozen=True)
class Race:
    space: str  # "shared" or "global"
    witness: Witness
    launch: Launch
    kind: str  # "race", "atomic-read" (a plain read of an atomically updated location)
    cross_block: bool
    same_loop_iters: bool  # the two sides are consecutive iterations of a loop (the end of k, the start of k+1)


@dataclass(frozen=True)
class Uninit:
    read: Any  # Acc
    thread: tuple  # (x, y, z) of the reader
    block: tuple
    offset: int
    env: dict
    skipped: tuple  # (write Acc, (x, y, z) of a thread that would have written the bytes, guard term) or ()
    launch: Launch


_DIRECTIVE = re.compile(r"^\s*#\s*(if|ifdef|ifndef|elif|else|endif)\b")


def pp_branches(source: str) -> list[tuple[int, int, int, int]]:
    """(group, branch, first line, last line) of every branch of every `#if`/`#ifdef` group of the source: the
    preprocessor keeps every branch whose condition it cannot decide (`#if __CUDA_ARCH__ >= 530 ... #else`),
    and the interpreter then runs them one after the other; two accesses in two branches of one group never run
    in one build."""
    out: list[tuple[int, int, int, int]] = []
    stack: list[list[int]] = []  # [group, branch, start line]
    groups = 0
    for number, line in enumerate(source.split("\n"), start=1):
        m = _DIRECTIVE.match(line)
        if not m:
            continue
        word = m.group(1)
        if word.startswith("if"):
            groups += 1
            stack.append([groups, 0, number])
        elif stack and word in ("elif", "else"):
            g, b, start = stack[-1]
            out.append((g, b, start, number))
            stack[-1] = [g, b + 1, number]
        elif stack and word == "endif":
            g, b, start = stack.pop()
            out.append((g, b, start, number))
    return out


def exclusive(branches: list, line_a: int, line_b: int) -> bool:
    """Whether the two lines lie in two different branches of one preprocessor group."""
    where_a = {g: b for g, b, lo, hi in branches if lo < line_a < hi}
    return any(where_a.get(g, b) != b for g, b, lo, hi in branches if lo < line_b < hi)


def _pairs(group: list[Inst], branches: list | None = None):
    by_root: dict = {}
    for inst in group:
        if inst.acc.access.root is not None:
            by_root.setdefault(inst.acc.access.root, []).append(inst)
    for insts in by_root.values():
        if any(inst.acc.writes for inst in insts):
            for a, b, warps in _root_pairs(insts):
                if branches and exclusive(branches, a.acc.access.node.span.line, b.acc.access.node.span.line):
                    continue
                yield a, b, warps


def _root_pairs(group: list[Inst]):
    n = len(group)
    for i in range(n):
        a = group[i]
        for j in range(i, n):
            b = group[j]
            if not (a.acc.writes or b.acc.writes):
                continue
            if a.acc.atomic and b.acc.atomic:
                continue
            if a.acc.call.startswith("atomicCAS") or b.acc.call.startswith("atomicCAS"):
                continue  # NOTE: a compare-and-swap loop reads the location plainly on purpose: the CAS checks it
            if i == j and not a.acc.writes:
                continue
            if a.acc.writes and b.acc.writes and not a.acc.atomic and not b.acc.atomic:
                same = _same_value(a.acc, b.acc)
                if same == "block":
                    continue  # NOTE: benign: every thread writes the same block-uniform value
                if same == "warp" and a.acc.access.op == "store" and b.acc.access.op == "store":
                    yield a, b, True  # NOTE: the lanes of a warp write the same value (`cg::reduce`'s): only
                    continue          # threads of two warps can race
            yield a, b, False


def _same_value(a: Acc, b: Acc) -> str:
    """"block" when both write one value the same in every thread of the block, "warp" when the same in every
    lane of a warp (a warp reduction's result), else ""."""
    va, vb = a.value, b.value
    if va is None or vb is None or va.term is None or va.term != vb.term:
        return ""
    if any(s[1].startswith("decl@") for s in T.symbols(va.term)):
        return ""  # NOTE: an uninitialised local (`pair_t fresh;`) holds whatever each thread has
    if any(s[2] == "iter" for s in T.symbols(va.term)):
        return ""  # NOTE: a value that depends on the iteration differs between the iterations two threads are at
    if not va.thread and not vb.thread:
        return "block"
    leaves = T.leaves(va.term)
    if any(leaf[0] == "wu" for leaf in leaves) and not any(leaf[0] in ("t", "lane") for leaf in leaves):
        return "warp"
    return ""


def find_races(log: list, launch: Launch, warp: int = 32, sides: dict | None = None,
               only: set | None = None, branches: list | None = None) -> list[Race]:
    """Every racing pair of accesses of a kernel's log under one launch (one witness per pair of nodes)."""
    out: list[Race] = []
    seen: set = set()
    budget = [MAX_PAIRS]
    cache: dict = {} if sides is None else {"sides": sides}  # per side and world: _side_values

    def judge(group: list[Inst], blocks: bool) -> None:
        for a, b, warps in _pairs(group, branches):
            if budget[0] <= 0:
                return
            key = (id(a.acc.access.node), a.acc.access.op, id(b.acc.access.node), b.acc.access.op, blocks)
            if key in seen:
                continue
            if only is not None and (id(a.acc), id(b.acc)) not in only and (id(b.acc), id(a.acc)) not in only:
                continue
            if blocks and a.acc.access.space != "global":
                continue
            budget[0] -= 1
            w = pair_race(a, b, launch, warp, blocks, cache, warps)
            if w is None:
                continue
            seen.add(key)
            kind = "atomic-read" if a.acc.atomic or b.acc.atomic else "race"
            consecutive = any(m == ("same", 1) for _, m in b.subst) != any(m == ("same", 1) for _, m in a.subst)
            out.append(Race(a.acc.access.space, w, launch, kind, blocks, consecutive))

    for group in intervals(log):
        judge(group, False)
    if launch.grid is not None and launch.grid[0] * launch.grid[1] * launch.grid[2] > 1:
        for segment in whole_kernel(log):
            judge([i for i in segment if i.acc.access.space == "global"], True)
    return out


# -------------------------------------------------------------------------------------------- KL108


def _flat(log: list) -> list[Acc]:
    out: list[Acc] = []

    def go(nodes: list) -> None:
        for n in nodes:
            if isinstance(n, Acc):
                out.append(n)
            elif isinstance(n, Loop):
                go(n.body)
    go(log)
    return out


def _has_barrier(log: list) -> bool:
    return any(isinstance(n, Bar) or isinstance(n, Loop) and _has_barrier(n.body) for n in log)


def uninit_reads(log: list, launch: Launch, escaped: set, warp: int = 32) -> list[Uninit]:
    """Shared reads of bytes no earlier store wrote (see the module docstring)."""
    accs = _flat(log)
    if not _has_barrier(log):
        return []
    out: list[Uninit] = []
    roots = {a.access.root for a in accs if a.access.space == "shared" and a.access.root is not None}
    threads = _threads(launch.block[0], launch.block[1], launch.block[2], warp)
    for root in sorted(roots, key=str):
        if root in escaped:
            continue
        mine = [a for a in accs if a.access.root == root or a.access.root is None and a.writes]
        if any(a.writes and (a.access.addr is None or not a.access.path_known or a.access.size is None
                             or a.access.path is not None and _opaque(a.access.path)) for a in mine):
            continue  # NOTE: a write the model cannot place, or one under a guard on loaded data: no claim
        reads = [a for a in mine if a.access.op == "load" and a.access.size is not None and a.access.addr is not None
                 and a.access.path_known]
        done: set = set()
        cache: dict = {}
        for r in reads:
            if id(r.access.node) in done:
                continue
            writes = [w for w in mine if w.writes and w.order < r.order]
            if not writes:
                continue
            got = _uninit_read(r, writes, launch, threads, cache)
            if got is not None:
                done.add(id(r.access.node))
                out.append(got)
    return out


def _param_path(e: Any, interp: Any) -> tuple[str, CType] | None:
    """(name, pointer type) of a pointer member of a by-value struct parameter (`q.p`, `q.v.p`, `q.p[4]` with a
    constant index): one address for every thread of the launch, a root of global memory like a pointer parameter."""
    parts: list[str] = []
    node = e
    while True:
        if isinstance(node, ast.Member) and not node.arrow:
            parts.append("." + node.field)
            node = node.base
        elif isinstance(node, ast.Index) and isinstance(node.index, ast.IntLit):
            parts.append(f"[{node.index.value}]")
            node = node.base
        else:
            break
    if not parts or not isinstance(node, ast.Name) or node.id in interp.env and interp.env[node.id].thread:
        return None
    param = next((p for p in interp.func.params if p.name == node.id), None)
    if param is None or param.type.pointers or param.dims or param.type.reference:
        return None
    t = interp.ev.typeof(e)
    if t is None or t.pointers != 1 or t.dims:
        return None
    return node.id + "".join(reversed(parts)), t


def _block_collective(base: Any) -> bool:
    """`BlockReduce(temp)`, `cub::BlockScan<...>(temp)`, a `BlockLoad` object: a CUB block-wide collective."""
    from analyzer.cuda.query import callee_name
    name = callee_name(base) if isinstance(base, ast.Call) else base.id if isinstance(base, ast.Name) else \
        base.type.base if isinstance(base, ast.Cast) else ""  # NOTE: `BlockReduce(temp)` of a typedef: a functional cast
    return bool(name) and name.split("::")[-1].startswith("Block")


def _opaque(t: T.Term) -> bool:
    return any(s[1].startswith(OPAQUE) for s in T.symbols(t))


def _at(acc: Acc, mapping: dict, term: T.Term | None) -> T.Term | None:
    return T.substitute(term, mapping) if term is not None else None


def _uninit_read(r: Acc, writes: list[Acc], launch: Launch, threads, cache: dict) -> Uninit | None:
    root = r.access.root
    rmap = {root: T.const(0)}
    for loop in r.loops:
        rmap[("u", loop.k, "iter")] = T.const(0)
    r_off = _at(r, rmap, r.access.addr)
    r_path = _at(r, rmap, _with_loops(r))
    if r_off is None or any(s[1].startswith(T.PLACEHOLDER) for s in T.symbols(r_off)):
        return None
    r_loops = {loop.k for loop in r.loops}
    # each write with its iterations: the loops it shares with the read at 0, the others enumerated
    plans = []
    terms = [r_off, r_path]
    for w in writes:
        own = [loop for loop in w.loops if loop.k not in r_loops]
        if any(loop.cond is None for loop in own):
            return None
        base = {root: T.const(0)}
        for loop in w.loops:
            if loop.k in r_loops:
                base[("u", loop.k, "iter")] = T.const(0)
        off, path = _at(w, base, w.access.addr), _at(w, base, _with_loops(w))
        if off is None or any(s[1].startswith(T.PLACEHOLDER) for s in T.symbols(off)):
            return None
        plans.append((w, off, path, own))
        terms += [off, path] + [loop.cond for loop in own]
    # NOTE: the arguments a write's guard reads (the tail guard's `n`) are existential: the read is uninitialised
    # for some bound; every other argument must give it for each sampled value. Symbols that are not kernel
    # arguments, launch values or enumerated iterations (a value a loop leaves, a load) give no claim.
    params = set(r.access.params)
    enumerated = {loop.k for _, _, _, own in plans for loop in own}
    for t in terms:
        for sym in T.symbols(t) if t is not None else ():
            if sym[2] in ("bid", "bdim", "gdim") or sym[1] in params or sym[1] in enumerated:
                continue
            return None
    guards = frozenset(sym[1] for _, _, path, _ in plans if path is not None for sym in T.symbols(path)
                       if sym[1] in params)
    found = None
    for base, exist in worlds(terms, launch, exist_args=guards):
        hit, valid = None, False
        for ex in exist:
            env = {**base, **ex}
            try:
                got = _uninit_world(r, r_off, r_path, plans, env, threads, cache)
            except (ArithmeticError, TypeError, ValueError, _Unbounded):
                continue
            valid = True
            if got is not None:
                hit = (env, got)
                break
        if not valid:
            continue
        if hit is None:
            return None  # NOTE: a value of an argument no write's guard reads where every slot read is written
        if found is None:
            env, (t, off, skipped) = hit
            block = tuple(env.get(f"blockIdx.{c}", 0) for c in "xyz")
            found = Uninit(r, threads[t][2:], block, off, env, skipped, launch)
    return found


class _Unbounded(Exception):
    pass


def _with_loops(acc: Acc) -> T.Term | None:
    path = acc.access.path
    loops = _loop_conds(acc)
    if loops is not None:
        path = loops if path is None else T.binary("&&", path, loops)
    return path


def _iterations(own: list, env: dict, threads) -> list[dict]:
    """Every combination of iteration counts of the loops `own` (outermost first) some thread runs."""
    combos: list[dict] = [{}]
    for loop in own:
        fn = T.compile_block(loop.cond, True)
        nxt = []
        for c in combos:
            for k in range(MAX_ITER + 1):
                if k == MAX_ITER:
                    raise _Unbounded
                e = {**env, **{kk: v for kk, v in c.items()}, loop.k: k}
                if not any(fn(threads, e)):
                    break
                nxt.append({**c, loop.k: k})
        combos = nxt
        if len(combos) > 4 * MAX_ITER:
            raise _Unbounded
    return combos


def _uninit_world(r: Acc, r_off, r_path, plans, env: dict, threads, cache: dict):
    offs = T.compile_block(r_off)(threads, env)
    mask = T.compile_block(r_path, True)(threads, env) if r_path is not None else None
    size = r.access.size
    # NOTE: the reads of one array after the same writes share what those writes covered (per world)
    key = (tuple(id(w) for w, _, _, _ in plans), tuple(loop.k for loop in r.loops), size, tuple(sorted(env.items())))
    if key not in cache:
        cache[key] = _covered(plans, env, threads, size)
    written, writers, elements = cache[key]
    for i, o in enumerate(offs):
        if mask is not None and not mask[i] or i not in writers:
            continue
        if elements and o % size == 0:
            if o not in written:
                return i, o, _skipper(o, plans, env, threads)
            continue
        for byte in range(o, o + size):
            if byte not in written and not (elements and byte - byte % size in written):
                return i, byte, _skipper(byte, plans, env, threads)
    return None


def _covered(plans, env: dict, threads, size: int) -> tuple[set, set, bool]:
    """(what the writes of `plans` cover: element starts, or bytes; the threads that wrote; whether starts)."""
    written: set[int] = set()
    writers: set[int] = set()  # threads that wrote the array before the read
    # NOTE: element starts when every access has the read's width and alignment, else bytes
    elements = all(w.access.size == size for w, _, _, _ in plans)
    for w, off, path, own in plans:
        fo, fp = T.compile_block(off), T.compile_block(path, True) if path is not None else None
        for it in _iterations(own, env, threads):
            e = {**env, **it}
            wo = fo(threads, e)
            wm = fp(threads, e) if fp is not None else None
            done = list(compress(range(len(wo)), wm)) if wm is not None else range(len(wo))
            writers.update(done)
            if elements:
                got = [wo[i] for i in done]
                if any(o % size for o in got):
                    elements = False
                    written = {b for o in written for b in range(o, o + size)}
                else:
                    written.update(got)
                    continue
            for i in done:
                written.update(range(wo[i], wo[i] + w.access.size))
    return written, writers, elements


def _skipper(byte: int, plans, env: dict, threads) -> tuple:
    """(write, thread, guard) of a thread whose write would have covered `byte` had its guard held."""
    for w, off, path, own in plans:
        if path is None:
            continue
        try:
            for it in _iterations(own, env, threads):
                e = {**env, **it}
                wo = T.compile_block(off)(threads, e)
                for i, o in enumerate(wo):
                    if o <= byte < o + w.access.size:
                        return (w, threads[i][2:], w.access.path)
        except (ArithmeticError, TypeError, ValueError, _Unbounded):
            continue
    return ()


# -------------------------------------------------------------------------------------------- launches


def _dims(text: Any) -> tuple[int, int, int] | None:
    if text is None or text == "":
        return None
    if isinstance(text, int):
        return (text, 1, 1)
    parts = [p for p in str(text).lower().replace(",", "x").replace(" ", "").split("x") if p]
    try:
        vals = [int(p) for p in parts]
    except ValueError:
        return None
    if not 1 <= len(vals) <= 3 or any(v <= 0 for v in vals):
        return None
    return tuple(vals + [1] * (3 - len(vals)))  # type: ignore[return-value]


def race_launches(func: ast.Function, unit: Any, ctx: Any, accesses: list[Access] | None = None) -> list[Launch]:
    """The launches a kernel is judged under: the `block`/`grid` options of the rule (a config's
    `rules: {KL107: {block: 16x16, grid: 4}}`) when given, else each distinct launch configuration of the
    analysed sources (analysis/memory/kernels.py's reading of the run-wide index), else an assumed block
    (`block-size`, 256 threads; 32x8 when the kernel reads threadIdx.y, 32x4x2 for threadIdx.z).
    NOTE: the one place that reads launches: the launch-facts service takes its place at merge."""
    options = getattr(ctx, "options", {}) or {}
    block = _dims(options.get("block"))
    grid = _dims(options.get("grid"))
    if block is not None and block[0] * block[1] * block[2] <= MAX_CONFIGURED:
        return [Launch(block, grid, f"the configured {block[0]}x{block[1]}x{block[2]} block")]
    from analyzer.analysis.memory.kernels import _assumed, _configs
    scalars = frozenset(p.name for p in func.params if p.name and not p.type.pointers and not p.dims)
    out = []
    for blk, grd, label, args, bound in _configs(func, unit, lambda args: scalars):
        g = tuple(grd) if grd is not None and all(isinstance(c, int) and c > 0 for c in grd) else None
        out.append(Launch(tuple(blk), g or grid, label, args, bound))
    if out:
        return out
    blk = _assumed(func, accesses if accesses is not None else _axes(func), getattr(ctx, "settings", None))
    return [Launch(blk, grid, f"an assumed {blk[0]}x{blk[1]}x{blk[2]} block (no launch with a known block size)",
                   assumed=True)]


def _axes(func: ast.Function) -> list:
    """Stand-ins for memory's accesses that tell `_assumed` which thread axes the kernel reads (threadIdx.y/z)."""
    from types import SimpleNamespace

    from analyzer.cuda.query import iter_nodes
    axes = {n.field for n in iter_nodes(func.body) if isinstance(n, ast.Member) and isinstance(n.base, ast.Name)
            and n.base.id in ("threadIdx", "hipThreadIdx") and n.field in ("y", "z")}
    axes |= {n.id[-1] for n in iter_nodes(func.body) if isinstance(n, ast.Name) and n.id in ("hipThreadIdx_y", "hipThreadIdx_z")}
    return [SimpleNamespace(addr=("t", axis), path=None) for axis in sorted(axes)]


def one_warp(block: tuple[int, int, int], warp: int = 32) -> tuple[int, int, int]:
    """A one-warp block of the same rank as `block` (32x1x1, 8x4x1, 4x4x2): without a launch a race is
    claimed only when it also holds in a block of one warp (code written for one warp is race-free there)."""
    if block[2] > 1:
        return (warp // 8, 4, 2)
    if block[1] > 1:
        return (warp // 4, 4, 1)
    return (warp, 1, 1)


# ---------------------------------------------------------------------------------------------- driver


@dataclass(frozen=True)
class KernelRaces:
    func: Any
    races: tuple
    uninit: tuple


def _escaped(interp: RaceInterp) -> set:
    """Roots of shared arrays the model cannot follow all writes of."""
    out: set = set()
    externs = [r for r in interp.roots if interp.roots[r] == "shared" and r[1][1:] in interp.arrays
               and interp.arrays[r[1][1:]].dims[:1] in ((None,), ())]
    if len(externs) > 1:
        out.update(externs)
    for call, _name in interp.escapes:
        if id(call) in interp.followed:
            continue
        names = {n.id for n in _names(call)}
        for r in interp.roots:
            if interp.roots[r] == "shared" and r[1][1:] in names:
                out.add(r)
    return out


def _names(node: Any):
    from analyzer.cuda.query import iter_nodes
    return [n for n in iter_nodes(node) if isinstance(n, ast.Name)]


def _has_asm(func: ast.Function, tu: Any) -> bool:
    """Inline assembly in the kernel or a function it calls (one level): it may hold barriers or shared stores
    the model does not see (`bar.sync`, `st.shared`), so the kernel gets no claim."""
    from analyzer.cuda.query import callee_name, iter_nodes
    helpers = {f.name: f for f in tu.functions() if f.body is not None and not f.is_kernel}
    bodies = [func.body]
    for n in iter_nodes(func.body):
        if isinstance(n, ast.Call):
            h = helpers.get(callee_name(n) or "")
            if h is not None and h.body not in bodies:
                bodies.append(h.body)
    return any(isinstance(n, ast.Opaque) and n.text.lstrip().startswith(("asm", "__asm")) for b in bodies
               for n in iter_nodes(b))


def kernel_races(unit: Any, ctx: Any) -> list[KernelRaces]:
    """Every kernel of the file, judged under each of its launches (cached per file in ctx.shared)."""
    key = ("races", tuple(sorted((ctx.options or {}).items())) if isinstance(ctx.options, dict) else ())
    shared = ctx.shared
    if key in shared:
        return shared[key]
    out: list[KernelRaces] = []
    if getattr(unit.model, "hip", False) and getattr(unit, "warp_size", 32) != 32:
        shared[key] = out
        return out
    warp = getattr(unit, "warp_size", 32) or 32
    branches = pp_branches(unit.tu.source or unit.text or "") if "#" in (unit.tu.source or unit.text or "") else []
    from analyzer.analysis.memory.kernels import make_interp
    from analyzer.analysis.program import _deep_enough
    for func in unit.tu.functions():
        if not func.is_kernel or func.body is None:
            continue
        races: list = []
        uninit: list = []
        if _has_asm(func, unit.tu):
            out.append(KernelRaces(func, (), ()))
            continue
        launches = race_launches(func, unit, ctx)
        logs: dict = {}
        for launch in launches:
            lk = (launch.args, launch.bound)
            if lk not in logs:
                interp = make_interp(func, unit, shared, launch.args, launch.bound, RaceInterp)
                interp.branches = branches
                try:
                    with _deep_enough():
                        interp.run()
                    logs[lk] = (interp.seq, _escaped(interp), {})
                except RecursionError:
                    logs[lk] = ([], set(), {})
            log, escaped, sides = logs[lk]
            if not log:
                continue
            if launch.assumed and launch.block[1] * launch.block[2] > 1:
                continue  # NOTE: no launch for a kernel of 2-D or 3-D blocks: its tiles are made for a shape we would guess
            if launch.assumed:
                # NOTE: no launch: the race must also hold in a block of one warp (see one_warp). That block is
                # judged first: it costs an eighth, and most kernels have no race there, so the assumed block is
                # judged only for the pairs that race in it
                small = Launch(one_warp(launch.block, warp), launch.grid, launch.label, launch.args, launch.bound, True)
                first = find_races(log, small, warp, sides, None, branches)
                keep = {(id(r.witness.first.acc), id(r.witness.second.acc)) for r in first}
                found = find_races(log, launch, warp, sides, keep, branches) if keep else []
                found = [r for r in found if (id(r.witness.first.acc), id(r.witness.second.acc)) in keep]
            else:
                found = find_races(log, launch, warp, sides, None, branches)
            races.extend(found)
            if not launch.assumed:  # NOTE: which slots a block fills depends on its shape: no claim on a guess
                uninit.extend(uninit_reads(log, launch, escaped, warp))
        out.append(KernelRaces(func, tuple(races), tuple(uninit)))
    shared[key] = out
    return out
