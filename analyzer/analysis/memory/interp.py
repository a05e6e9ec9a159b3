"""MemInterp: the divergence interpreter (analyzer.analysis.flow.Interp) evaluating with MemEval and
recording every global/shared access of a kernel, also inside the `__device__` helpers it calls with a
pointer (the helper's body is interpreted at the call with the arguments' values, up to MAX_INLINE deep;
its accesses are recorded at their place in the helper, once per call site)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.flow import Interp
from analyzer.analysis.memory.address import Access, CType, Layouts, MemEval
from analyzer.analysis.variance import Val
from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import type_key

MAX_INLINE = 3


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
        self.type_cache: dict[int, CType | None] = {}
        self.kernel_name = func.name
        # the kernel's scalar parameters: the run-time values a figure may hold for from a least value up
        self.kernel_params = frozenset(p.name for p in func.params if p.name and not p.type.pointers and not p.dims)
        self.depth = 0
        self.inline_any = False  # follow helpers called without a pointer argument too (analysis/race/)
        self.call_key: tuple = ()
        self.via: int | None = None
        self.outer: tuple[T.Term | None, bool] = (None, True)
        self.ev = MemEval(self)

    def inline_call(self, e: ast.Call, name: str) -> None:
        """Interpret the body of the `__device__` helper `name` called with a pointer argument, with the
        arguments' values, recording its accesses for this kernel (once per call site)."""
        if not self.recording or self.depth >= MAX_INLINE or not isinstance(e.func, ast.Name):
            return
        funcs = [f for f in self.program.functions.get(name, ()) if len(f.params) == len(e.args)]
        if len(funcs) > 1 and e.template_args:
            funcs = self.specialization(funcs, e.template_args)
        if len(funcs) != 1 or funcs[0].body is None or funcs[0] is self.func:
            return
        if not self.inline_any and not any((t := self.ev.typeof(a)) is not None and t.addressable for a in e.args):
            return
        func = funcs[0]
        args = [self.ev(a) for a in e.args]
        sub = type(self)(func, self.program, self.layouts, self.consts)
        sub.roots, sub.accesses, sub.kernel_name = self.roots, self.accesses, self.kernel_name
        self.adopt(sub)
        sub.kernel_params = self.kernel_params
        sub.depth, sub.call_key, sub.outer = self.depth + 1, self.call_key + (id(e),), self.access_path()
        sub.via = self.via if self.via is not None else e.span.line
        for p, v in zip(func.params, args):
            if p.name:
                sub.types[p.name] = p.type
                sub.env[p.name] = v
                if p.dims:
                    sub.arrays[p.name] = CType(p.type.base, p.type.pointers, (None,) + tuple(p.dims[1:]))
        try:
            sub.exec(func.body)
        except RecursionError:
            pass

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

    def adopt(self, sub: "MemInterp") -> None:
        """What a subclass hands on to the interpreter of an inlined helper (nothing here; analysis/race/:
        its event log)."""

    def run(self) -> None:
        for p in self.func.params:
            if p.name and (p.type.pointers or p.dims):
                self.roots[("u", p.name, "arg")] = "global"
                if p.dims:
                    self.arrays[p.name] = CType(p.type.base, p.type.pointers, (None,) + tuple(p.dims[1:]))
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
        return super()._Decl(s)

    def access_path(self) -> tuple[T.Term | None, bool]:
        """(condition for a thread to be here, known): thread-dependent if/else/loop conditions, and the
        negation of early exits (return/break/continue) other threads took before this point."""
        path, known = self.outer
        for g in self.guards:
            if not g.val.thread:
                continue
            if g.val.term is None or g.kind == "switch":
                known = False
                continue
            t = g.val.term if g.kind in ("if", "loop") else T.unary("not", g.val.term)
            joined = t if path is None else T.binary("&&", path, t)
            if joined is None:
                known = False
            else:
                path = joined
        return path, known

    def note_access(self, node: Any, op: str, addr: Val, t: CType | None) -> None:
        if not self.recording:
            return
        term = addr.term
        if term is not None and (addr.data or any(s[1].startswith("?") for s in T.symbols(term))):
            term = None  # NOTE: an address computed from loaded data (or an unknown size) has no number
        roots = [s for s in T.symbols(term) if s in self.roots] if term is not None else []
        space = self.roots[roots[0]] if len(roots) == 1 else "global"
        if term is None or len(roots) != 1:
            term = None
            root = None
            if t is None or t.space == "local":
                return
        else:
            root = roots[0]
        size = self.layouts.size(t) if t is not None and not t.addressable and self._scalar(t) else None
        path, known = self.access_path()
        row = None
        if isinstance(node, ast.Index) and isinstance(node.base, ast.Index):
            bt = self.ev.typeof(node.base)  # type: ignore[attr-defined]
            row = self.layouts.size(bt) if bt is not None and bt.dims else None
        self.accesses[(id(node), op) + self.call_key] = Access(node, space, op, size, term, root, path, known,
                                                               t.base if t is not None else "", self.kernel_name, row, self.via,
                                                               self.kernel_params)

    def _scalar(self, t: CType) -> bool:
        """A built-in scalar or vector type, a pointer or a template parameter bound to one (one load or
        store instruction), not a struct copy (which the compiler splits in ways the source does not show)."""
        size = self.layouts.size(t)
        return t.pointers > 0 or (type_key(t.base) not in self.layouts.records and size is not None and size <= 16)
