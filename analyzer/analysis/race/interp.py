"""RaceInterp: the memory interpreter keeping the event log (accesses in program order, atomics, barriers, warp
syncs, loops)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.race.worlds import prefix_active
from analyzer.analysis.memory.address import CType, MemEval
from analyzer.analysis.memory.interp import MemInterp
from analyzer.analysis.memory.methods import method_call
from analyzer.analysis.sites import Guard
from analyzer.analysis.values import OPAQUE as UNSEEN, Val, VARYING
from analyzer.analysis.variance import combine
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes
from analyzer.analysis.race.cases import SwitchCases
from analyzer.analysis.race.copies import copied_members, member_reads
from analyzer.analysis.race.inert import inert_call
from analyzer.analysis.race.order import short_circuit, tested_after_body
from analyzer.analysis.race.peel import first_iteration
from analyzer.analysis.race import collectives, scalars
from analyzer.analysis.race.rows import index_bounds, pointed
from analyzer.analysis.race.scatter import loaded_address
from analyzer.analysis.race.tickets import (guard_term, note_call, note_local, note_store, one_block_test,
                                            shuffled_ticket)
from analyzer.analysis.race.log import (Acc, Bar, Loop, OPAQUE, _ATOMIC_PREFIXES, _ESCAPE_OK, _block_collective,
                                        _param_path, group_sync, escape_record, rejoined, unseen_call, used_only_under)


# NOTE: of the warp-level calls only `__syncwarp()` (inline PTX `bar.warp.sync`) and a cooperative-groups tile's
# `sync()` order memory among the lanes they name (CUDA guide); a vote, ballot, shuffle, match or reduce (`_sync` or
# legacy) exchanges registers only, and the compiler moves a shared load across it (tools/gpu/races:
# ballot_between_racy, racecheck at -O3 on an H200): no warp-sync segment
WARP_FENCES = frozenset({"__syncwarp", "bar.warp.sync", "sync"})


class RaceEval(MemEval):
    """MemEval recording atomics as accesses (op "atomic") and shared arrays handed to calls it does not follow."""

    def _Call(self, e: ast.Call) -> Val:
        from analyzer.cuda.query import callee_name
        name = callee_name(e) or ""
        i: Any = self.i
        if name == "__activemask" and not e.args and prefix_active(i.active_path()):
            return Val(T.const((1 << i.warp) - 1), False, False, i.warp)  # NOTE: race/worlds.prefix_active
        if name in ("sync", "synchronize") and i.recording:
            group_sync(self, e, name)
        library = None
        if isinstance(e.func, ast.Member):
            from analyzer.analysis import cg
            if cg.group_of(self(e.func.base)) is None and method_call(i, e) is None:
                library = e.func.base  # NOTE: a method of a class of the file is followed (memory/methods.py)
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
            i.escapes.append(escape_record(e, name, i.env, i.roots))
        out = shuffled_ticket(i, e, name, collectives.feeding(i, e, name, super()._Call))
        if name.startswith(_ATOMIC_PREFIXES):
            note_call(self, e, name)  # NOTE: a ticket of the last-block idiom (race/tickets.py)
        unseen = None
        if not out.thread and out.term is not None and out.term[0] == "u" and out.term[1].startswith("call@"):
            unseen = unseen_call(e, name, i)
            if unseen:
                # NOTE: the body is not seen: its result may read blockIdx or threadIdx (`row_offset(blockIdx.x,
                # 0, w)`), so it is no block-uniform value and no value the same in every block: no claim on it
                out = Val(("u", f"{UNSEEN}{out.term[1][5:]}", "arg"), False, True)
        if i.recording and (unseen if unseen is not None else unseen_call(e, name, i)):
            i.seq.append(Bar(e, None, maybe=True))  # NOTE: its body is not seen: no claim across it (docs/races.md)
        if library is not None:
            # NOTE: a library object's method may write its arguments through references
            # (`BlockScan(temp).ExclusiveSum(x, partial, total)`): they are per-thread data afterwards
            for a in e.args:
                if isinstance(a, ast.Name) and a.id in i.env:
                    i.env[a.id] = VARYING
        return out

    def _Binary(self, e: ast.Binary) -> Val:
        return short_circuit(self, e) if e.op in ("&&", "||") and self.i.recording else super()._Binary(e)

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
            i.once_store = e.op == "=" and one_block_test(self, e.value)
            i.note_access(e.target, "store", lv[0], lv[1])
            i.store(e.target, v)
            return v
        out = collectives.assigning(i, e, super()._Assign)
        if isinstance(e.target, ast.Name):
            note_local(i, e.target.id, e.value if e.op == "=" else None)
            collectives.note_local(i, e.target.id, e.value)
        return out

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
        lv = self._param_lvalue(e)
        if lv is not None:
            i: Any = self.i
            i.note_access(e, "load", lv[0], lv[1])
            return self._value(e, lv[0])
        return super()._Index(e)

    def _scaled(self, v: Val, size: int | None, e: Any) -> Val:
        """MemEval._scaled, keeping the bounds of an index into an extent it may leave (race/rows.index_bounds)."""
        i: Any = self.i
        if i.recording and isinstance(e, ast.Index) and v.term is not None and not v.data:
            got = index_bounds(e, v.term, self.typeof(e.base) if type(e.base) is not ast.Name else pointed(i, e.base))
            if got is not None:
                i.bounds[id(e)] = got
        return super()._scaled(v, size, e)

    def _param_lvalue(self, e: ast.Index) -> tuple[Val, CType | None] | None:
        """(address, element type) of an element of a pointer parameter (or a path through one), or None."""
        i: Any = self.i
        base = _param_path(e.base, i)
        if base is None:
            return None
        name, t = base
        root = ("u", name, "arg")
        i.roots.setdefault(root, "global")
        elem = t.element()
        size = i.layouts.size(elem) if elem is not None else None
        idx = self(e.index)
        scaled = combine("*", idx, Val(T.const(size)), "pscale") if size else \
            Val(("u", f"?scale@{e.span.line}:{e.span.column}", "arg"), idx.thread, True)
        return combine("+", Val(root), scaled, "paddr"), elem

    def lvalue(self, e: Any):
        i: Any = self.i
        if isinstance(e, ast.Index):
            lv = self._param_lvalue(e)
            if lv is not None:
                return lv
        if isinstance(e, ast.Name) and e.id in i.scalars and e.id not in i.env:
            return Val(("u", f"&{i.aliases.get(e.id, e.id)}", "arg")), i.scalars[e.id]
        return super().lvalue(e)


class RaceInterp(SwitchCases, MemInterp):
    """MemInterp keeping the event log of analysis/race/ (shared with the interpreters of inlined helpers)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.ev = RaceEval(self)
        self.seq: list = []
        self.counter = [0, 0]  # next order, next warp-sync segment (shared with inlined helpers)
        self.loop_stack: list[Loop] = []
        self.bodies: list = []
        self.conds: list = []  # per loop being recorded: the ids of its condition's nodes
        self.escapes: list = []
        self.last_store: tuple[Any, Acc] | None = None
        self.inline_any = True  # NOTE: helpers without pointer arguments are followed too (a `__shared__` array of their own)
        self.row_identity = True  # NOTE: `y[j][0]` of two threads with the same j: the same loaded row pointer
        self.scalars: dict[str, CType] = {}  # `__shared__ int count;`: one location per block
        self.aliases: dict[str, str] = {}  # NOTE: a helper's reference parameter -> the shared scalar bound to it
        self.atomic_name = ""
        self.branches: list = []  # pp_branches of the file (set by kernel_races)
        self.inlined, self.names = False, {}
        self.stmts: list = []  # the statements of the blocks being run, innermost last; `names`: used_only_under's memo
        self.copies: dict[int, frozenset[str]] = {}  # race/copies.py: the members a struct copy's uses read
        self.bounds, self.outer_arrays = {}, {}  # NOTE: rows.index_bounds by id(index node); the callers' arrays
        # NOTE: race/tickets.py: ids of ticket calls, locals holding one, whether each shared flag is one-block
        self.tickets, self.ticket_locals, self.flags, self.once_store = set(), {}, {}, False
        self.feeding, self.results, self.collective_locals = [], frozenset(), {}  # race/collectives.py
        self.scatter_values: dict | None = None  # race/scatter.loaded_address: the function's assigned values
        self.init_cases()

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

    _shared_decl, shared_reference, bind_shared_reference = scalars.declare, scalars.reference, scalars.bind

    def _Decl(self, s: ast.Decl) -> frozenset[str]:
        # NOTE: `x = a[i]; if (tid == 0) { ...x... }`: the load matters only to the threads the test admits
        sink = used_only_under(self.stmts[-1], s, self.scalars, self.names) if self.recording and self.stmts else None
        self.copies = copied_members(self.stmts[-1] if self.stmts else (), s) if self.recording else {}
        c = self.ev(sink.cond) if sink is not None else None
        if c is not None and c.thread:
            self.guards.append(Guard(sink, sink.cond, c, "if"))
        try:
            out = super()._Decl(s)
        finally:
            if c is not None and c.thread:
                self.guards.pop()
        if "__shared__" in s.storage:
            from analyzer.cuda.model.evaluate import evaluate
            for d in s.declarators:
                if not d.dims:
                    self._shared_decl(d, evaluate)
        else:
            for d in s.declarators:
                self.scalars.pop(d.name, None)
                note_local(self, d.name, d.init)
                collectives.note_local(self, d.name, d.init)
        return out

    def adopt(self, sub: "MemInterp") -> None:
        sub.seq, sub.counter, sub.loop_stack, sub.escapes = self.seq, self.counter, list(self.loop_stack), self.escapes
        sub.branches, sub.names = self.branches, self.names
        sub.launch_names, sub.case_outer = self.launch_names, self.case_tags()
        sub.tickets, sub.flags = self.tickets, self.flags
        sub.outer_arrays = {**self.outer_arrays, **self.arrays}  # NOTE: the callers' arrays (rows.pointed)
        self.inlined = True

    def inline_call(self, e: ast.Call, name: str) -> None:
        self.inlined = False
        if name.startswith(_ATOMIC_PREFIXES):
            return  # NOTE: a user's `atomicAdd(double *, double)` (a CAS loop) is an atomic update, as the built-in
        if not inert_call(self, e):  # NOTE: a helper of plain arithmetic logs nothing (race/inert.py): not followed
            super().inline_call(e, name)
        if self.inlined:
            # NOTE: the helper's body was followed with its arguments: what it does to them is in the log
            self.escapes[:] = [x for x in self.escapes if x[0] is not e]

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
                # NOTE: a flag true in at most one block has a symbol of its own (race/tickets.py)
                term = guard_term(self, g) or ("u", f"{OPAQUE}{g.node.span.line}:{g.node.span.column}", "iter")
            t = term if g.kind in ("if", "loop") else T.unary("not", term)
            joined = t if path is None else T.binary("&&", path, t)
            if joined is None:
                known = False
            else:
                path = joined
        return path, known

    def note_access(self, node: Any, op: str, addr: Val, t: Any) -> None:
        if op != "load" and self.scalars:
            note_store(self, addr)  # NOTE: a store of a `__shared__` flag (race/tickets.py)
        if not self.recording:
            return
        key = (id(node), op) + self.call_key
        before = self.accesses.get(key)
        super().note_access(node, op, addr, t)
        got = self.accesses.get(key)
        if got is None or got is before:
            return
        whole = got.size is None and got.addr is not None and t is not None and not t.addressable
        for got in member_reads(self, key, got, t) if whole else (got,):  # NOTE: a struct copy (race/copies.py)
            acc = Acc(got, self.counter[0], self.counter[1], tuple(self.loop_stack), op == "atomic",
                      self.atomic_name if op == "atomic" else "")
            acc.cases, at = self.case_tags(), node
            acc.feeds, acc.after = collectives.tags(self, op)
            acc.loaded = loaded_address(self, node, op, got)  # NOTE: an update through a loaded index (race/scatter)
            while isinstance(at, ast.Index):  # NOTE: the bounds of every index of `a[i][j][k]` (RaceEval._scaled)
                if (bound := self.bounds.get(id(at))) is not None:
                    if bound[4]:
                        acc.past += (bound[:4],)
                    else:
                        acc.rows += (bound[:4],)
                at = at.base
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

    def note_asm_sync(self, s: ast.ExprStmt, kind: str) -> None:
        super().note_asm_sync(s, kind)
        if self.recording and kind in ("block", "subset"):
            # NOTE: a named barrier of a thread count orders the warps taking part, which the model does not
            # know: no claim across it, as across a barrier
            self.seq.append(Bar(self.asm_calls[id(s)], None))

    def note_warp_sync(self, call: ast.Call, name: str, mask: Val | None, tile: int | None = None,
                       via: str | None = None, reads: tuple | None = None) -> None:
        super().note_warp_sync(call, name, mask, tile, via, reads)
        if self.recording and name in WARP_FENCES:
            self.new_warp_segment()

    def new_warp_segment(self) -> None:
        """A `__syncwarp()` or a tile's `sync()`: a new warp-sync segment (WARP_FENCES)."""
        self.counter[1] += 1
        for loop in self.loop_stack:
            loop.warp_sync = True

    def exec(self, s: Any) -> frozenset[str]:
        if self.bodies and s is self.bodies[-1] and self.recording:
            # NOTE: the loop's recorded pass starts again (loops.solve_loop's fixpoint rounds); the accesses of
            # its condition, evaluated just before the body in this round (`while (x[0] < v)`), stay
            cond = self.conds[-1]
            start = len(self.seq)
            while start and isinstance(self.seq[start - 1], Acc) and id(self.seq[start - 1].access.node) in cond:
                start -= 1
            del self.seq[:start]
            self.loop_stack[-1].wseg = (self.counter[1], self.counter[1])
        return super().exec(s)

    def _Block(self, s: ast.Block) -> frozenset[str]:
        s = rejoined(self.branches, s)  # NOTE: a brace-less `if` before `#ifdef` keeps the other build's statement
        self.stmts.append(s.stmts)
        try:
            return super()._Block(s)
        finally:
            self.stmts.pop()

    def _loop(self, s: Any, cond: ast.Expr | None, step: ast.Expr | None, body: Any,
              forced: Val | None = None) -> frozenset[str]:
        if not self.recording:
            return super()._loop(s, cond, step, body, forced)
        loop = Loop(s, f"k@{s.span.line}:{s.span.column}", None, [])
        outer, self.seq, pre = self.seq, loop.body, dict(self.env)
        self.loop_stack.append(loop)
        self.bodies.append(body)
        self.conds.append(frozenset(id(n) for n in iter_nodes(cond)) if cond is not None else frozenset())
        try:
            out = super()._loop(s, cond, step, body, forced)
            loop.wseg = (loop.wseg[0], self.counter[1])
            tested_after_body(s, loop, self.conds[-1])  # NOTE: a do-while's condition (race/order.py)
        finally:
            self.bodies.pop()
            self.conds.pop()
            self.loop_stack.pop()
            self.seq = outer
        if forced is None and cond is not None:
            site = next((b for b in reversed(self.result.branches) if b.node is s and b.kind == "loop"), None)
            loop.cond = site.val.term if site is not None and not site.val.data else None
        elif cond is None and forced is None:
            loop.cond = T.const(1)
        outer += [*first_iteration(self, s, cond, step, body, forced, loop, pre), loop]  # NOTE: race/peel.py
        return out
