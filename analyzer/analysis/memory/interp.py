"""MemInterp: the divergence interpreter (analyzer.analysis.flow.Interp) evaluating with MemEval and
recording every global/shared access of a kernel, also inside the `__device__` helpers it calls with a
pointer (the helper's body is interpreted at the call with the arguments' values, up to MAX_INLINE deep;
its accesses are recorded at their place in the helper, once per call site)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.flow import Interp, side_effect_free
from analyzer.analysis.memory.address import Access, CType, Layouts, MemEval
from analyzer.analysis.memory.params import extents, helper_layouts, param_array, template_binding
from analyzer.analysis.memory.ldmatrix import note as note_ldmatrix
from analyzer.analysis.memory.members import nested_fields
from analyzer.analysis.memory.methods import (aggregate_fields, bind_fields, has_pointer_member, kernel_fields,
                                              method_call, object_layouts, returned_reference, store_through)
from analyzer.analysis.variance import VARYING, Val
from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import type_key

MAX_INLINE = 3
EXITS = ("exit", "return", "break", "continue")  # the guards of an early exit (sites.Guard)


class MemInterp(Interp):
    """The divergence interpreter, evaluating with MemEval and recording accesses (kernels only)."""

    def __init__(self, func: ast.Function, program: Any, layouts: Layouts, consts: dict[str, int] | None = None,
                 param_values: dict[str, int] | None = None):
        super().__init__(func, program)
        self.layouts = layouts
        self.consts = dict(consts or {})
        self.param_values = dict(param_values or {})  # scalar parameters the launch fixes (`k<<<g, b>>>(p, 1024)`)
        self.arrays: dict[str, CType] = {}
        self.roots: dict[T.Term, str] = {}
        self.accesses: dict[tuple, Access] = {}
        self.symbolic_loads = False  # NOTE: race/scatter.loaded_address: a thread's load is a symbol (MemEval._value)
        self.type_cache: dict[int, CType | None] = {}
        self.kernel_name = func.name
        # the kernel's scalar parameters: the run-time values a figure may hold for from a least value up
        self.kernel_params = frozenset(p.name for p in func.params if p.name and not p.type.pointers and not p.dims)
        self.depth = 0
        self.type_args: dict[str, str] = {}  # NOTE: type parameter -> the class it names here (make_interp)
        self.inline_any = False  # follow helpers called without a pointer argument too (analysis/race/)
        # NOTE: a pointer loaded at a thread-varying address keeps its identity (same address, same pointer;
        # address.MemEval._pointer): races need it, a memory figure cannot place two rows it does not know
        self.row_identity = False
        self.pointer_stores = pointer_stores(func)
        self.call_key: tuple = ()
        self.via: int | None = None
        self.anchor: ast.Call | None = None  # NOTE: the kernel's call of a header's member function: its accesses' node
        self.outer: tuple[T.Term | None, bool] = (None, True)
        self.ev = MemEval(self)

    def inline_call(self, e: ast.Call, name: str) -> None:
        """Interpret the body of the `__device__` helper `name` called with a pointer argument, with the
        arguments' values, recording its accesses for this kernel (once per call site)."""
        use, self.ref_use = self.ref_use, "load"  # NOTE: what the caller does with a returned `T &` (store_through)
        if not self.recording or self.depth >= MAX_INLINE:
            return
        method = method_call(self, e)  # NOTE: `win.load(r)`, a functor's `f()`: the object's fields are names inside
        if method is None and not isinstance(e.func, ast.Name):
            return
        funcs = [method[0]] if method is not None else self.program.lookup(e.func.id, len(e.args), self.func)
        if len(funcs) > 1:  # NOTE: overloads of one arity: those whose pointer parameters take the pointer arguments
            funcs = [f for f in funcs if all((t := self.ev.typeof(a)) is None
                                             or len(t.dims) + t.pointers == p.type.pointers
                                             for p, a in zip(f.params, e.args))] or funcs
        if len(funcs) > 1 and e.template_args:
            funcs = self.specialization(funcs, e.template_args)
        if len(funcs) != 1 or funcs[0].body is None or funcs[0] is self.func:
            return
        if not self.inline_any and not any((t := self.ev.typeof(a)) is not None and t.addressable for a in e.args) \
                and not (method is not None and has_pointer_member(method[2])):
            return
        func = funcs[0]
        refs = {i for i, (p, a) in enumerate(zip(func.params, e.args)) if self.shared_reference(p, a)}
        args = [VARYING if i in refs else self.ev(a) for i, a in enumerate(e.args)]  # NOTE: a binding loads nothing
        consts, tenv = template_binding(self, func, e)
        layouts = helper_layouts(self, func, e)
        layouts = object_layouts(self, layouts, method[2], method[1]) if method is not None else layouts
        sub = type(self)(func, self.program, layouts, consts)
        sub.env.update(tenv)
        sub.roots, sub.accesses, sub.kernel_name = self.roots, self.accesses, self.kernel_name
        self.adopt(sub)
        sub.kernel_params = self.kernel_params
        sub.depth, sub.call_key, sub.outer, sub.ref_use = self.depth + 1, self.call_key + (id(e),), self.access_path(), use
        sub.via = self.via if self.via is not None else e.span.line
        own = any(g is func for g in self.program.functions.get(func.name, ()))
        sub.anchor = self.anchor if self.anchor is not None or own else e  # NOTE: a header's code has no line here
        if method is not None:
            bind_fields(self, sub, method[1], method[2], e.span)
            nested_fields(self, sub, method[1])  # NOTE: `local.data` in the method of `pcc` (memory/members.py)
        for i, (p, v) in enumerate(zip(func.params, args)):
            if p.name and i in refs:
                self.bind_shared_reference(sub, p.name, e.args[i])
            elif p.name:
                sub.types[p.name] = p.type
                sub.env[p.name] = v
                if (rows := param_array(sub, p)) is not None:
                    sub.arrays[p.name] = rows  # NOTE: `T A[K][Y]`, `float (*tile)[32]`: rows of the caller's array
        try:
            sub.exec(func.body)
        except RecursionError:
            pass

    def shared_reference(self, p: Any, a: ast.Expr) -> bool:
        """Whether the helper's parameter `p` is a reference bound to a shared variable the log names (race/)."""
        return False

    def bind_shared_reference(self, sub: "MemInterp", name: str, a: ast.Expr) -> None:
        """Make `name` in the helper's interpreter `sub` the shared variable `a` (race/)."""

    def _If(self, s: ast.If) -> frozenset[str]:
        """An `if` whose condition is a constant of this instantiation (`if (L == ROWS)` with the template argument
        bound): only the branch it takes runs. A condition free of side effects is evaluated once, recording."""
        if s.init is not None or not side_effect_free(s.cond):
            return super()._If(s)
        c = self.ev(s.cond)  # NOTE: _constant's value, without evaluating it a second time for the `if` itself
        if c.term is None or c.term[0] != "c" or not isinstance(c.term[1], int) or c.thread:
            return self.branch(s, c)
        branch = s.then if c.term[1] else s.other
        return self.exec(branch) if branch is not None else frozenset()

    def _Switch(self, s: ast.Switch) -> frozenset[str]:
        """A `switch` on a constant of this instantiation (`switch (L)` with the template argument bound): only
        the statements from the label it selects (or `default:`) to the first `break`."""
        c = _constant(self, s.cond)
        if c is None:
            return super()._Switch(s)
        self.ev(s.cond)
        body = s.body.stmts if isinstance(s.body, ast.Block) else (s.body,)
        start = default = None
        for n, st in enumerate(body):
            label = st
            while isinstance(label, ast.Case) and start is None:
                if label.value is None:
                    default = n if default is None else default
                else:
                    v = _constant(self, label.value)
                    if v is None:
                        return super()._Switch(s)  # NOTE: a label we cannot evaluate: every case, as before
                    if v == c:
                        start = n
                label = label.stmt
        start = start if start is not None else default
        exits: frozenset[str] = frozenset()
        for st in body[start:] if start is not None else ():
            exits = self.exec(st)
            if exits:
                break
        return exits - {"break"}

    def specialization(self, funcs: list[ast.Function], args: tuple[str, ...]) -> list[ast.Function]:
        """The definition a call `f<F>(...)` reaches among several: the explicit specialization whose
        template arguments equal the call's known values (`template <> void f<RGBA>`, F = RGBA in this
        instance), else the primary template when no explicit one matches; all of them when an argument is not
        known here (the call stays unresolved)."""
        from analyzer.cuda.model.build import _argument
        from analyzer.cuda.model.evaluate import evaluate

        def value(text: str) -> int | None:
            if text in self.consts:
                return self.consts[text]
            v = evaluate(_argument(text), self.layouts.env)
            return v if isinstance(v, int) and not isinstance(v, bool) else None

        wanted = [value(a) for a in args]
        if None in wanted:
            return funcs
        explicit = [(f, self.program.explicit_args(f)) for f in funcs]
        exact = [f for f, spec in explicit if spec is not None and len(spec) == len(args)
                 and [value(a) for a in spec] == wanted]
        return exact or [f for f, spec in explicit if spec is None and f.template_params]

    def specialised_value(self, e: ast.Call, name: str) -> Val | None:
        """The constant a call `f<F>()` returns when the definition it reaches (`specialization`) is one
        `return` of a constant (`template <> int unit_size<RGB>() { return 3; }`): the divergence summaries
        read a helper by name, the primary template's body for every instantiation."""
        from analyzer.cuda.model.evaluate import evaluate

        funcs = [f for f in self.program.functions.get(name, ()) if len(f.params) == len(e.args)]
        if len(funcs) < 2 or not isinstance(e.func, ast.Name):
            return None
        funcs = self.specialization(funcs, e.template_args)
        body = funcs[0].body if len(funcs) == 1 else None
        if body is None or len(body.stmts) != 1 or not isinstance(body.stmts[0], ast.Jump) \
                or body.stmts[0].kind != "return" or body.stmts[0].value is None:
            return None
        value = evaluate(body.stmts[0].value, self.layouts.env)
        if not isinstance(value, int) or isinstance(value, bool):
            return None
        for a in e.args:
            self.ev(a)
        return Val(T.const(value))

    def adopt(self, sub: "MemInterp") -> None:
        """What a subclass hands on to the interpreter of an inlined helper (here nothing; race/: its log)."""

    note_asm = note_ldmatrix  # NOTE: an `asm` statement's `ldmatrix` is a shared load of its rows' addresses
    ref_use = "load"  # NOTE: "store" while a call is an assignment's target (`acc(i) = v`: the `T &` it returns)
    store, _Jump = store_through, returned_reference

    def run(self) -> None:
        for p in self.func.params:
            if p.name and (p.type.pointers or p.dims):
                self.roots[("u", p.name, "arg")] = "global"
                if (rows := param_array(self, p)) is not None:
                    self.arrays[p.name] = rows
        kernel_fields(self)  # NOTE: `s.width` of a by-value `Shape s`: a kernel argument like `width`
        super().run()

    def param_value(self, i: int, p: Any) -> Val:
        value = self.param_values.get(p.name)  # NOTE: a scalar argument the launch fixes
        return Val(T.const(value)) if value is not None else super().param_value(i, p)

    def _Decl(self, s: ast.Decl) -> frozenset[str]:
        from analyzer.cuda.model.evaluate import evaluate
        for d in s.declarators:
            if d.dims:
                shared = "__shared__" in s.storage
                dims = tuple(evaluate(n, self.layouts.env) if n is not None else None for n in d.dims)
                dims = tuple(v if isinstance(v, int) else None for v in dims)
                self.arrays[d.name] = CType(d.type.base, d.type.pointers, dims, "shared" if shared else "local")
                if shared:
                    self.roots[("u", f"&{d.name}", "arg")] = "shared"
            else:
                self.arrays.pop(d.name, None)
        out = super()._Decl(s)
        for d in s.declarators:
            if d.type.pointers and not d.dims and d.init is not None:
                self._array_pointer(d)
            elif not d.dims and "__shared__" not in s.storage:
                aggregate_fields(self, d)
        return out

    def _array_pointer(self, d: Any) -> None:
        """`T (*X)[A][B] = (T (*)[A][B]) buf`: the front end reads the declarator as `T *X`, its extents left out;
        they come back from the declarator's text, so `X[w][r][c]` is the address of a `[][A][B]` array at X's
        value, in the space X points into (a `__shared__` buffer cast to rows of a tile)."""
        import re
        from analyzer.cuda.ast import source_text
        text = source_text(self.program.tu.source or "", d.span) if self.program.tu.source else ""
        m = re.match(r"[(\s]*\*\s*" + re.escape(d.name) + r"\s*\)\s*((?:\[[^\[\]]+\]\s*)+)", text or "")
        if m is None:
            return
        dims = extents(self, m.group(1))
        inner = self.ev.typeof(d.init)
        self.arrays[d.name] = CType(d.type.base, d.type.pointers - 1, (None, *dims),
                                    inner.space if inner is not None else "")

    def access_path(self) -> tuple[T.Term | None, bool]:
        """(condition for a thread to be here, known): thread-dependent if/else/loop conditions, and the
        negation of early exits (return/break/continue) other threads took before this point. An exit on loaded
        data (`if (k < 0) return;`) is counted as taken by no lane (data_exits): the most sectors the access
        moves, in the layout the lanes that stay have."""
        path, known = self.outer
        for g in self.guards:
            if not g.val.thread or g.val.term is None and (g.kind in EXITS or type(g.node) is ast.Conditional):
                continue  # NOTE: and a `?:` arm on loaded data: a select, or a load predicated per lane
            if g.val.term is None or g.kind == "switch":  # NOTE: a case's own guard (flow._Switch) says which lanes
                known = known and g.val.term is not None and any(type(h.node) is ast.Case for h in self.guards)
                continue
            t = g.val.term if g.kind in ("if", "loop") else T.unary("not", g.val.term)
            joined = t if path is None else T.binary("&&", path, t)
            if joined is None:
                known = False
            else:
                path = joined
        return path, known

    def data_exits(self) -> tuple[int, ...]:
        """The lines of the exits on loaded data before this point that access_path counts as taken by no lane."""
        return tuple(g.node.span.line for g in self.guards if g.val.thread and g.val.term is None and g.kind in EXITS)

    def note_access(self, node: Any, op: str, addr: Val, t: CType | None) -> None:
        if not self.recording:
            return
        term = addr.term
        syms = T.symbols(term) if term is not None else frozenset()
        if any(s[1].startswith("local:") for s in syms):
            return  # NOTE: `*reinterpret_cast<int4 *>(&vals[c])` of a thread's own array: registers, no memory access
        roots, placed = [s for s in syms if s in self.roots], []  # NOTE: placed: the array of an access of no number
        if any(s[1].startswith(("?", "own@")) for s in syms):
            placed, roots, term = roots, [], None  # NOTE: an unknown size (a member of an element type not seen,
            # `v[t].x`: the array known, not where), or a value loaded where lanes may read different bytes
        # NOTE: a `load@` in the term was loaded by every lane from the same bytes of global or shared memory (a
        # thread-varying address gives no term: MemEval._value): an unknown uniform offset like a kernel argument
        # (`bterm[m2 * K * K + code * K + codes[id * M + m2]]`)
        space = self.roots[roots[0]] if len(roots) == 1 else "global"
        if term is None or len(roots) != 1:
            term = root = None
            if (t is None or t.space == "local") and len(placed) != 1:
                return
            space = self.roots[placed[0]] if len(placed) == 1 else self._base_space(node) or space
        else:
            root = roots[0]
        size = self.layouts.size(t) if t is not None and not t.dims and self._scalar(t) else None
        path, known = self.access_path()
        row, inner = None, node
        while isinstance(inner, (ast.Unary, ast.Cast)) and getattr(inner, "op", "*") in ("*", "&"):
            inner = inner.operand if isinstance(inner, ast.Unary) else inner.expr  # NOTE: `*(int4 *)&B[k][c]`: B's row
        if isinstance(inner, ast.Index) and isinstance(inner.base, ast.Index):
            bt = self.ev.typeof(inner.base)  # type: ignore[attr-defined]
            row = self.layouts.size(bt) if bt is not None and bt.dims else None
        self.accesses[(id(node), op) + self.call_key] = Access(node if self.anchor is None else self.anchor, space, op,
                                                               size, term, root, path, known,
                                                               t.base if t is not None else "", self.kernel_name, row, self.via,
                                                               self.kernel_params,
                                                               slice=self._slice(node, space, row),
                                                               exits=self.data_exits() if known else ())

    def _slice(self, node: Any, space: str, row: int | None) -> bool:
        """Whether `node` is `P[i]` of a shared pointer variable P whose value differs per thread while `i` does not
        (each thread's own slice, `A = &sh[32 * threadIdx.x]`; Access.slice)."""
        if space != "shared" or row is not None or not isinstance(node, ast.Index) \
                or not isinstance(node.base, ast.Name):  # NOTE: not `reinterpret_cast<float4 *>(&s[r][c])[0]`
            return False
        base, index = pure_value(self, node.base), pure_value(self, node.index)
        return base is not None and index is not None and base.term is not None and index.term is not None \
            and T.thread_dependent(base.term) and not T.thread_dependent(index.term)

    def _base_space(self, node: Any) -> str | None:
        """The space of the one array the base pointer of `p[i]` / `*(p + i)` points into, when the index is not
        known (`s_out[off]` with `off` from a ballot of loaded data, `s_out` a `__shared__` buffer handed to a
        helper): the access is still one of that space."""
        base = node.base if isinstance(node, ast.Index) else node.operand if isinstance(node, ast.Unary) else None
        if base is None:
            return None
        val = pure_value(self, base)
        roots = {s for s in T.symbols(val.term) if s in self.roots} if val is not None and val.term is not None else set()
        return self.roots[roots.pop()] if len(roots) == 1 else None

    def _scalar(self, t: CType) -> bool:
        """A built-in scalar or vector type, a pointer or a template parameter bound to one (one load or
        store instruction), not a struct copy (which the compiler splits in ways the source does not show)."""
        size = self.layouts.size(t)
        return t.pointers > 0 or (type_key(t.base) not in self.layouts.records and size is not None and size <= 16)


_POINTER_STORES: dict[int, tuple[ast.Function, frozenset[str]]] = {}  # id -> (function, its pointer_stores)


def pointer_stores(func: ast.Function) -> frozenset[str]:
    """Names through which the function stores a pointer element (`rows[j] = p`, `*slot = q`, `rows[j]++`):
    the declared depth of the name (pointers and array extents) exceeds the `[]`/`*` applied to it. A loaded
    pointer from such a name may change during the kernel (MemEval._pointer makes it unknown).

    NOTE: every interpreter of a function asks (KL401/KL402, the races, each launch shape): kept for the last
    64 functions, each entry holding its function, so an id is never reused while it is kept."""
    kept = _POINTER_STORES.get(id(func))
    if kept is not None and kept[0] is func:
        return kept[1]
    if len(_POINTER_STORES) >= 64:
        _POINTER_STORES.clear()
    found = _pointer_stores(func)
    _POINTER_STORES[id(func)] = (func, found)
    return found


def _pointer_stores(func: ast.Function) -> frozenset[str]:
    from analyzer.cuda.query import by_class
    depth = {p.name: p.type.pointers + len(p.dims) for p in func.params if p.name}
    groups = by_class(func.body)
    for node in groups.get(ast.Decl, ()):
        depth.update((d.name, d.type.pointers + len(d.dims)) for d in node.declarators)
    targets = [node.target for node in groups.get(ast.Assign, ())]
    targets += [node.operand for node in groups.get(ast.Unary, ()) if node.op in ("++", "--")]
    found = set()
    for t in targets:
        layers = 0
        while isinstance(t, ast.Index) or isinstance(t, ast.Unary) and t.op == "*":
            t, layers = (t.base if isinstance(t, ast.Index) else t.operand), layers + 1
        if layers and isinstance(t, ast.Name) and depth.get(t.id, 0) > layers:
            found.add(t.id)
    return frozenset(found)


def pure_value(interp: MemInterp, expr: ast.Expr) -> Val | None:
    """The value of an expression free of side effects (no call, assignment or increment), evaluated without
    recording (the statement evaluates it again), or None."""
    if not side_effect_free(expr):
        return None
    recording, interp.recording = interp.recording, False
    try:
        return interp.ev(expr)
    except (ArithmeticError, TypeError, ValueError, RecursionError, KeyError):
        return None
    finally:
        interp.recording = recording


def _constant(interp: MemInterp, cond: ast.Expr) -> int | None:
    """The value of a condition free of side effects when it is a constant here, else None."""
    val = pure_value(interp, cond)
    if val is not None and val.term is not None and val.term[0] == "c" and isinstance(val.term[1], int) \
            and not val.thread:
        return val.term[1]
    return None
