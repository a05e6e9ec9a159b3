"""The interpreter: runs a function's statements over abstract values (analyzer.analysis.variance.Val).

- Branches: each side runs on a copy of the environment; a variable that ends up different is joined
  as `cond ? a : b` (precise when every term is known). A side that always leaves (return, break,
  continue) does not reach the join, and the code after it runs under an "early exit" guard.
- Loops are solved by recognising progressions, then checking the thread flags reach a fixpoint:
  a variable updated `v += d` / `v -= d` is `init ± k*d`, `v *= 2^s` / `v <<= s` is `init << k*s`,
  `v >>= s` / `v /= 2^s` is `init >> k*s`, where k is the loop's iteration count (a uniform symbol of
  kind "iter"). Anything else becomes an unknown (uniform when every input is, else thread-dependent).
  After a loop whose condition, or a break out of it, is thread-dependent every variable it modifies is
  thread-dependent. `__device__` functions are summarised once per translation unit (analysis/program).
- Shared memory: a mark per shared variable, clean after a barrier (analyzer.analysis.smem). A switch's cases
  run under their tests (`selector == label`, switchpaths.case_guard) as `if` guards, a ternary's arms under its
  condition (Interp.ternary). Recorded for the checks: every branch (if, loop, switch, ternary) with its
  condition's value, every barrier with its guards."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import cg, lambdas, loaded_locals, outparams, smem
from analyzer.analysis import terms as T
from analyzer.analysis.sites import (BarrierSite, BranchSite, FunctionResult, Guard, Summary, WarpSyncSite,
                                     assigned_names, in_arm)
from analyzer.analysis.switchpaths import case_guard, case_values
from analyzer.analysis.variance import VARYING, ExprEval, Val, convert, join, uniform_unknown
from analyzer.analysis.warps import Shape, block_uniform_value
from analyzer.cuda import ast
from analyzer.cuda.query import dispatch, iter_nodes, member_path

_NO_EXIT: frozenset[str] = frozenset()


class Interp:
    def __init__(self, func: ast.Function, program: Any, summary_mode: bool = False,
                 block_shapes: tuple[Shape, ...] | None = None):  # program: program.Program
        self.func, self.program, self.summary_mode, self.block_shapes = func, program, summary_mode, block_shapes
        self.warp, self.globals = program.warp, program.globals
        hidden = {p.name for p in func.template_params or () if p.name in self.globals}
        if hidden:  # NOTE: a template parameter hides a namespace constant of its name (`enum { ROWS }`)
            self.globals = {k: v for k, v in self.globals.items() if k not in hidden}
        self.globals = {**self.globals, **bound} if (bound := program.bound_template_values(func)) else self.globals
        self.env: dict[str, Val] = {}
        self.types: dict[str, ast.TypeRef] = {}
        self.local_arrays: dict[str, bool] = {}
        self.shared: set[str] = set()
        self.shared_scalars: set[str] = set()
        self.shared_ptrs: dict[str, str] = {}  # NOTE: local pointer -> the shared variable it points into
        self.smem_written: frozenset[str] | None = None
        self.guards: list[Guard] = []
        self.returns: list[tuple[Val | None, Val]] = []
        self.recording = not summary_mode
        self.has_barrier = False
        self.warp_sync: WarpSyncSite | None = None
        self.out_snapshots: list[tuple[Val | None, dict[int, Val]]] = []
        # NOTE: out-parameters written since the last barrier, and those so at some return (Summary.published)
        self.unpublished: set[int] = set()
        self.late_outs: set[int] = set()
        self.loop_depth: list[int] = []  # guard-stack depth at each enclosing loop's body
        self.divergent_exit: list[bool] = []
        self.loaded_locals: dict[str, tuple] = {}  # NOTE: a local declared from per-warp loads: loaded_locals.py
        # NOTE: (address, shared?) of the loads `_per_warp` takes as one value, while it evaluates
        self.loads: list | None = None
        self.partials: dict[int, tuple] = {}  # id(&&/|| node) -> (lane-varying operand's term, loaded operand)
        self.lambdas: dict[str, tuple] = {}  # NOTE: a lambda variable's value -> (its node, its copies): lambdas.py
        self.lambda_calls: set[str] = set()  # the lambdas whose call is being evaluated (lambdas.call)
        self.result = FunctionResult(func)
        self.ev = ExprEval(self)
        self.asm_calls, self.asm_stmts = {}, []  # id(asm statement) -> the call standing for its barrier; the asms
        self._methods = dispatch(type(self))  # NOTE: the statement methods (_If, _For, ...) by node class

    def release(self) -> None:
        """Drop the evaluator once the run is over: it refers back to this interpreter; without that cycle reference
        counting frees both at once (a tree's interpreters were a third of what the cyclic collector found)."""
        self.ev = None

    # ------------------------------------------------------------------------------- hooks for ExprEval
    def summary(self, name: str | None = None, nargs: int = 0, callee: str | None = None) -> Any:
        if name is not None:
            return self.program.summary(name, nargs, callee, self.func)
        val: Val | None = None
        for pc, v in reversed(self.returns):
            val = v if val is None else join(v, val, pc)
        val = val or uniform_unknown(f"void:{self.func.name}")
        if self.func.return_type is not None:
            val = convert(val, self.func.return_type)  # NOTE: `unsigned lane()` returns an unsigned value
        outs = outparams.out_values(self)
        late = self.late_outs | self.unpublished
        return Summary(self.func.name, val.term, val.thread, val.data, self.has_barrier, val.unsigned,
                       self.warp_sync, outs, frozenset(i for i, _ in outs if i not in late))

    def note_barrier(self, call: ast.Call, via: str | None = None) -> None:
        self.has_barrier = True
        if not self.guards:  # NOTE: a barrier on every path publishes the out-parameters written before it
            self.unpublished.clear()
        smem.barrier(self.env)
        if self.recording:
            self.result.barriers.append(BarrierSite(call, tuple(self.guards), via))

    def note_warp_sync(self, call: ast.Call, name: str, mask: Val | None, tile: int | None = None,
                       via: str | None = None, reads: tuple | None = None) -> None:
        site = WarpSyncSite(call, name, mask, tile, tuple(self.guards), via, reads)
        if self.recording:
            self.result.warp_syncs.append(site)
        elif self.summary_mode and not any(g.val.thread for g in self.guards) and (
                self.warp_sync is None or self.warp_sync.node is call):
            # NOTE: every lane entering the helper reaches it: its callers' guards decide. A loop's last pass over
            # the call replaces its first: the loop's values per iteration, not placeholders
            self.warp_sync = site

    def note_asm_sync(self, s: ast.ExprStmt, kind: str) -> None:
        """An `asm` of PTX barriers (intrinsics.asm_sync): an aligned one (`bar.sync 0;`) is a block barrier like
        `__syncthreads()`, judged by KL102 too; a non-aligned one or a named one of some warps publishes shared
        memory (the race log takes it as a barrier: RaceInterp); `bar.warp.sync m;` is a warp sync (its mask
        not judged)."""
        call = self.asm_calls.get(id(s))
        if call is None:
            call = ast.Call(s.span, ast.Name(s.span, "bar.warp.sync" if kind == "warp" else "__syncthreads"), ())
            self.asm_calls[id(s)] = call
            self.asm_stmts.append(s)  # NOTE: keeps the statement alive: its id stays its own
        if kind == "aligned":
            self.note_barrier(call)
        elif kind == "warp":
            self.note_warp_sync(call, "bar.warp.sync", None)
        else:
            smem.barrier(self.env)

    def note_asm(self, s: ast.ExprStmt) -> None:
        """An `asm` statement's memory accesses (none here; analysis/memory: `ldmatrix`)."""

    def active_path(self) -> T.Term | None:
        """The condition a thread meets to reach the current point, from the enclosing if/else/loop
        guards that depend on the thread (data-dependent ones and early exits count as true: more
        threads are then taken as active, never fewer). None when every thread reaches it."""
        path: T.Term | None = None
        for g in self.guards:
            if g.kind not in ("if", "else", "loop") or not g.val.thread or g.val.term is None:
                continue
            t = T.unary("not", g.val.term) if g.kind == "else" else g.val.term
            joined = t if path is None else T.binary("&&", path, t)
            path = joined if joined is not None else path
        return path

    def ternary(self, e: ast.Conditional, c: Val) -> Val:
        """Every ternary is a branch (an optimised build may turn a value ternary into a select: KL201 grades it by its
        arms' cost); each arm is evaluated under its side (sites.in_arm: `lane < W ? red[lane] : 0` reads red[0..W-1])."""
        if self.recording:
            self.result.branches.append(BranchSite(e, e.cond, c, "ternary", self.active_path()))
        return join(in_arm(self, e, c, "if", lambda: self.ev(e.then)), in_arm(self, e, c, "else", lambda: self.ev(e.other)), c)

    def narrow(self, val: Val) -> Val:
        """`val` made uniform when its term takes one value in every thread of each block the kernel is
        launched with (`sentence = threadIdx.x / 128 + blockIdx.x` under 128-thread launches): what such a
        value indexes, and the loops and branches it drives, are then the same for the whole block.
        Only kernels whose every launch has a known block get shapes (divergence.analysed_functions)."""
        if not val.thread or val.term is None or self.block_shapes is None:
            return val
        term = block_uniform_value(val.term, self.block_shapes, self.warp)
        return val if term is None else Val(term, False, val.data, val.unsigned)

    def store(self, target: ast.Expr, val: Val) -> None:
        val = self.narrow(val)
        root = smem.root(self, target) if not isinstance(target, ast.Name) or target.id in self.shared else None
        if root is not None:  # NOTE: a shared location is one for the block, not a per-thread value
            index = self.narrow(self.ev(target.index)) if isinstance(target, ast.Index) else None
            smem.write(self, root, val, index is not None and index.thread)
            smem.own_slot(self, root, target, index, val)
            return
        if self.summary_mode:
            outparams.written_out(self, target)
        if isinstance(target, ast.Name):
            self.shared_ptrs.pop(target.id, None)  # NOTE: a pointer into shared memory aimed elsewhere
            t = self.types.get(target.id)
            self.env[target.id] = convert(val, t) if t is not None else val
        elif isinstance(target, ast.Index) and isinstance(target.base, ast.Name):
            name = target.base.id
            if name in self.local_arrays:
                self.local_arrays[name] = self.local_arrays[name] or val.thread or self.ev(target.index).thread
        elif isinstance(target, ast.Member) and (key := member_path(target)) is not None:
            self.env[key] = val  # NOTE: a field of a local object at any depth (`pcc.local.data = tile`)
        elif isinstance(target, ast.Unary) and target.op == "*" and isinstance(target.operand, ast.Name):
            self.env[f"*{target.operand.id}"] = val  # NOTE: `*out = v` through a pointer parameter

    # -------------------------------------------------------------------------------------- statements
    def param_value(self, i: int, p: Any) -> Val:
        """The value parameter `i` starts with (MemInterp binds those a launch fixes)."""
        return cg.param_value(p.type) or (Val(("p", i)) if self.summary_mode else uniform_unknown(p.name))

    def run(self) -> None:
        shared = outparams.shared_references(self) if not self.summary_mode else frozenset()
        for i, p in enumerate(self.func.params):
            if p.name:
                self.types[p.name] = p.type
            if p.name in shared:  # NOTE: a caller's `__shared__` variable, bound to a reference at every call
                smem.declare(self, p, True, None)
            elif p.name:
                self.env[p.name] = self.param_value(i, p)
        if self.func.body is not None:
            self.exec(self.func.body)

    def exec(self, s: Any) -> frozenset[str]:
        method = self._methods[type(s)]
        return method(self, s) if method is not None else _NO_EXIT

    def _Block(self, s: ast.Block) -> frozenset[str]:
        declared = {d.name: self.env.get(d.name) for st in s.stmts if isinstance(st, ast.Decl) for d in st.declarators}
        exits: frozenset[str] = frozenset()
        for st in s.stmts:
            exits = self.exec(st)
            if exits:
                break
        for name, old in declared.items():
            if old is None:
                self.env.pop(name, None)
            else:
                self.env[name] = old
        return exits

    def _Decl(self, s: ast.Decl) -> frozenset[str]:
        for d in s.declarators:
            self.types[d.name] = d.type
            if "__shared__" in s.storage:
                smem.declare(self, d, True, None)
                self.env.pop(d.name, None)
                continue
            if d.dims:
                init = self.ev(d.init) if d.init is not None else Val(T.const(0))
                self.local_arrays[d.name] = init.thread
                self.env.pop(d.name, None)
                continue
            expr = d.init if d.init is not None else (d.ctor_args[0] if d.ctor_args and len(d.ctor_args) == 1 else None)
            if isinstance(expr, ast.InitList) and len(expr.items) == 1:
                expr = expr.items[0]
            val = lambdas.declare(self, d.name, expr) if isinstance(expr, ast.Lambda) else self.ev(expr) \
                if expr is not None else uniform_unknown(f"decl@{d.span.line}:{d.span.column}")
            self.shared.discard(d.name)
            smem.declare(self, d, False, expr)
            self.env[d.name] = loaded_locals.keep(self, d.name, expr, self.narrow(convert(val, d.type)))
        return frozenset()

    def _ExprStmt(self, s: ast.ExprStmt) -> frozenset[str]:
        self.ev(s.expr)
        if isinstance(s.expr, ast.Opaque) and s.expr.text.lstrip().startswith(("asm", "__asm")):
            self.note_asm(s)  # NOTE: before its outputs are written: the memory it reads (MemInterp: ldmatrix)
            from analyzer.analysis.intrinsics import asm_outputs
            for name, val in asm_outputs(s.expr.text):  # NOTE: what the assembly writes (its output operands)
                self.store(ast.Name(s.span, name), val)
            from analyzer.analysis.intrinsics import asm_sync
            kind = asm_sync(s.expr.text)
            if kind is not None:
                self.note_asm_sync(s, kind)
        return frozenset()

    def _Labeled(self, s: ast.Labeled) -> frozenset[str]:
        return self.exec(s.stmt)

    def _Case(self, s: ast.Case) -> frozenset[str]:
        return self.exec(s.stmt) if s.stmt is not None else frozenset()

    def _record(self, node: Any, cond: ast.Expr, val: Val, kind: str) -> None:
        if self.recording:
            partial = self.partials.get(id(cond)) if val.term is None and val.thread else None
            self.result.branches.append(BranchSite(node, cond, val, kind, self.active_path(), partial))

    def _If(self, s: ast.If) -> frozenset[str]:
        if s.init is not None:
            self.exec(s.init)
        return self.branch(s, self.ev(s.cond))

    def branch(self, s: ast.If, c: Val) -> frozenset[str]:
        """The `if` once its condition's value `c` is known (MemInterp._If evaluates it first, for a constant)."""
        self._record(s, s.cond, c, "if")
        depth, pre, arrays = len(self.guards), dict(self.env), dict(self.local_arrays)
        loads = self._per_warp(s.cond) if c.term is None and c.thread else None
        self.guards.append(Guard(s, s.cond, c, "if", loads))
        ex_t = self.exec(s.then)
        env_t, self.env = self.env, dict(pre)
        del self.guards[depth:]
        self.guards.append(Guard(s, s.cond, c, "else", loads))
        ex_e = self.exec(s.other) if s.other is not None else frozenset()
        env_e = self.env
        del self.guards[depth:]
        for name, thread in arrays.items():
            self.local_arrays[name] = self.local_arrays.get(name, False) or thread
        if ex_t and ex_e:
            self.env = pre
            return ex_t & ex_e or frozenset({"return"})
        if ex_t or ex_e:
            self.env = env_e if ex_t else env_t
            self._early_exit(s, c, ex_t or ex_e, loads)
            return frozenset()
        self.env = {k: join(env_t[k], env_e[k], c) for k in env_t.keys() & env_e.keys()}
        return frozenset()

    def _per_warp(self, cond: ast.Expr) -> tuple | None:
        """(`cond`'s value with each load at a thread-dependent address taken as one value, those addresses' terms)
        for a condition on loaded data that loads at such addresses and writes nothing, else None (Guard.loads): the
        lanes at one address load one value, so where no address splits a warp neither does the condition."""
        if not side_effect_free(cond):
            return None
        self.loads, recording, self.recording = [], self.recording, False
        try:
            val = self.ev(cond)
        finally:
            loads, self.loads, self.recording = self.loads, None, recording
        return (val, tuple(loads)) if loads else None

    def loaded(self, address: T.Term, pos: str, shared: bool) -> Val:
        """A load at the thread-dependent `address` while `_per_warp` evaluates: one value, the address kept (with
        whether it is of a shared array: analysis/votes.py)."""
        self.loads.append((address, shared))
        return uniform_unknown(f"load@{pos}", data=True)

    def _early_exit(self, s: ast.If, c: Val, exits: frozenset[str], loads: tuple | None = None) -> None:
        kind = "return" if "return" in exits else ("break" if "break" in exits else "continue")
        if kind == "return" and self.func.is_kernel:
            kind = "exit"
        if kind in ("break", "continue") and self.divergent_exit and c.thread:
            self.divergent_exit[-1] = True
        self.guards.append(Guard(s, s.cond, c, kind, loads))

    def _Jump(self, s: ast.Jump) -> frozenset[str]:
        if s.kind == "return":
            v = self.ev(s.value) if s.value is not None else Val(T.const(0))
            self.returns.append((self._path(), v))
            if self.summary_mode:
                self.out_snapshots.append((self._path(), outparams.outs(self)))
                self.late_outs |= self.unpublished
            return frozenset({"return"})
        if s.kind in ("break", "continue"):
            if self.divergent_exit and any(g.val.thread for g in self.guards[self.loop_depth[-1]:]):
                self.divergent_exit[-1] = True
            return frozenset({s.kind})
        return frozenset()

    def _path(self) -> Val | None:
        """The condition under which the current point is reached (for summaries), or None."""
        term: T.Term | None = T.const(1)
        thread = data = False
        for g in self.guards:
            if g.kind in ("loop", "switch"):
                return None
            t = g.val.term if g.kind == "if" else T.unary("not", g.val.term)
            term = T.binary("&&", term, t)
            thread, data = thread or g.val.thread, data or g.val.data
        return Val(term, thread, data) if term is not None else None

    def _Switch(self, s: ast.Switch) -> frozenset[str]:
        c = self.ev(s.cond)
        self._record(s, s.cond, c, "switch")
        depth, pre = len(self.guards), dict(self.env)
        self.guards.append(Guard(s, s.cond, c, "switch"))
        body = s.body.stmts if isinstance(s.body, ast.Block) else (s.body,)
        labels, test = [v for st in body for v in case_values(st)], None
        for st in body:
            if type(st) is ast.Case:  # NOTE: its test an `if` guard (`switch (blockIdx.x)`: one block's case)
                del self.guards[depth + 1:]
                test, guard = case_guard(self, s, st, labels, test, c)
                self.guards += [guard] if guard is not None else []
            test = None if self.exec(st) else test  # NOTE: exits do not stop the scan; with none it falls through
        del self.guards[depth:]
        self.env = {k: join(self.env[k], pre[k], c) for k in self.env.keys() & pre.keys()}
        return frozenset()

    def _For(self, s: ast.For) -> frozenset[str]:
        scoped = {d.name: self.env.get(d.name) for d in s.init.declarators} if isinstance(s.init, ast.Decl) else {}
        if s.init is not None:
            self.exec(s.init)
        if s.range is not None:
            r = self.ev(s.range)
            self._loop(s, None, None, s.body, Val(None, True, True) if r.thread else None)
        else:
            self._loop(s, s.cond, s.step, s.body)
        for name, old in scoped.items():  # NOTE: `for (int i = ...)` ends i's scope with the loop
            if old is None:
                self.env.pop(name, None)
            else:
                self.env[name] = old
        return frozenset()

    def _While(self, s: ast.While) -> frozenset[str]:
        return self._loop(s, s.cond, None, s.body)

    def _DoWhile(self, s: ast.DoWhile) -> frozenset[str]:
        return self._loop(s, s.cond, None, s.body)

    def _loop(self, s: Any, cond: ast.Expr | None, step: ast.Expr | None, body: Any,
              forced: Val | None = None) -> frozenset[str]:
        from analyzer.analysis.loops import solve_loop
        return solve_loop(self, s, cond, step, body, forced)


def side_effect_free(expr: ast.Expr) -> bool:
    """No call, assignment or increment in `expr`: evaluating it changes nothing."""
    return not any(isinstance(n, (ast.Call, ast.Assign)) or isinstance(n, ast.Unary) and n.op in ("++", "--")
                   for n in iter_nodes(expr))


__all__ = ["Interp", "Guard", "BranchSite", "BarrierSite", "FunctionResult", "assigned_names", "VARYING"]
