"""Lane byte addresses of global and shared memory accesses, on top of the variance interpreter.

`MemInterp` is the divergence interpreter (analyzer.analysis.flow.Interp) with an expression evaluator
(`MemEval`) that also knows C's pointer arithmetic: a pointer's value is its *byte* address as a term,
`root + offset`, where the root is a symbol for a kernel pointer parameter (global memory) or a
`__shared__` array (shared memory). `p + i`, `p[i]`, `p->f`, `s[r][c]`, `&a[i]`, `*(p + i)`, casts
between pointer types (`reinterpret_cast<const float4*>(in)`), locals derived from them, `p += n` in
loops (a progression, see analyzer.analysis.loops) all scale by the element size, the row size of
multi-dimensional arrays and the field offset of struct members (analyzer.cuda.parse.usertypes layouts,
template type parameters bound per instantiation; a class template's member of a parameter's type has none).

Every load and store of a scalar or vector element through such an address is recorded as an `Access`: its byte
address term, its width, and the condition a thread meets to execute it (the enclosing thread-dependent if/else/loop
conditions and the early exits taken before it). What cannot be followed (a pointer or an index loaded from memory, a
whole-struct copy) is recorded with `addr = None` or `size = None`: no number. The interpreter is interp.py."""

from __future__ import annotations

import re
from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.memory.vectors import vector_component
from analyzer.analysis.smem import own_read
from analyzer.analysis.traits import ranged
from analyzer.analysis.variance import VARYING, ExprEval, Val, _pos, combine, uniform_unknown
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import type_key, unqualified
from analyzer.cuda.query import iter_nodes

_LOAD_CALLS, _STORE_CALLS = {"__ldg", "__ldcg", "__ldca", "__ldcs", "__ldlu", "__ldcv"}, {"__stwb", "__stcg", "__stcs", "__stwt"}
_ACCESS_CALLS = _LOAD_CALLS | _STORE_CALLS


@dataclass(frozen=True)
class CType:
    """A static type as far as addresses need it: base name, pointer depth, array extents (outermost
    first; None when unknown), and "shared"/"local" for arrays declared so ("" otherwise)."""

    base: str
    pointers: int = 0
    dims: tuple = ()
    space: str = ""

    @property
    def addressable(self) -> bool:
        return bool(self.pointers or self.dims)

    def element(self) -> "CType | None":
        if self.dims:
            return CType(self.base, self.pointers, self.dims[1:], self.space)
        if self.pointers:
            return CType(self.base, self.pointers - 1, (), "")
        return None


@dataclass(frozen=True)
class Access:
    node: Any  # the lvalue expression (ast.Index, ast.Unary '*', ast.Member)
    space: str  # "global" or "shared"
    op: str  # "load" or "store"
    size: int | None  # bytes per lane (None: not one scalar/vector element)
    addr: T.Term | None  # byte address: root + offset (None: unknown)
    root: T.Term | None
    path: T.Term | None  # threads that execute it (None: all); see MemInterp.access_path
    path_known: bool = True
    type_name: str = ""
    kernel: str = ""
    row_bytes: int | None = None  # `a[r][c]`: the size of the row `a[r]`
    via: int | None = None  # inside a helper: the line of the kernel's call that reaches it
    params: frozenset[str] = frozenset()  # the kernel's scalar (non-pointer) parameter names
    instruction: str = ""  # an access made by inline assembly: its instruction (`ldmatrix.x4`, memory/ldmatrix.py)
    member: tuple = ()  # a struct copy's read of one member: (its name, its offset, the struct's size), race/copies
    slice: bool = False  # `A[k]` through a per-thread pointer, `A = &sh[32 * threadIdx.x]` (interp.note_access)
    exits: tuple[int, ...] = ()  # the lines of exits on loaded data before it, counted as left by no lane (access_path)


class Layouts:
    """Sizes of types and offsets of struct fields for one function (and template instantiation)."""

    def __init__(self, tu: ast.TranslationUnit, env: Any):
        self.env = env
        self.records = {type_key(r.name): r for r in (tu.types.class_templates + tu.types.records if tu.types else ())}

    def size(self, t: CType) -> int | None:
        got = (8,) if t.pointers else self.env.layout(t.base) if self.env is not None else None
        if got is None:
            return None
        base = got[0]
        for n in t.dims:
            if not isinstance(n, int) or n <= 0:
                return None
            base *= n
        return base

    def field(self, struct: str, name: str) -> tuple[int, CType] | None:
        """(byte offset, type) of member `name` of struct `struct`, laid out in order (`float2`'s `y`: byte 4)."""
        record = self.records.get(type_key(struct)) or self.records.get(type_key(struct.split("<")[0]))  # `W<8>`: W's
        if record is None and name in "xyzw" and len(name) == 1:
            got = vector_component(struct, name)
            return (got[0], CType(got[1])) if got is not None else None
        if record is None or record.members is None:
            return None
        from analyzer.cuda.model.evaluate import evaluate
        params = {p[1] for p in record.params}  # NOTE: a class template's: a member of type T or T[N]: no layout here
        offset = 0
        for m in record.members:
            if any(isinstance(n, ast.Name) and n.id in params for d in m.dims if d is not None for n in iter_nodes(d)):
                return None  # NOTE: `float a[N]` of `template <int N>`: N is the record's argument, not the kernel's
            dims = tuple(evaluate(d, self.env) if d is not None else None for d in m.dims)
            ct = CType(m.type_text, m.pointers, dims)
            size = self.size(ct)
            got = (8, 8) if m.pointers else self.env.layout(m.type_text)
            if size is None or got is None or not params.isdisjoint(re.split(r"\W+", m.type_text)):
                return None
            offset = offset if record.union else -(-offset // got[1]) * got[1]
            if m.name == name:
                return (0 if record.union else offset), ct
            offset += 0 if record.union else size
        return None


class MemEval(ExprEval):
    """ExprEval with pointer arithmetic in bytes and a record of every memory access."""

    # ------------------------------------------------------------------------------------------ types
    def typeof(self, e: Any) -> CType | None:
        """The static type of `e` (cached per node: the declarations in scope do not change between the
        interpreter's passes over a body)."""
        cache = self.i.type_cache  # type: ignore[attr-defined]
        key = id(e)
        if key not in cache:
            cache[key] = self._typeof(e)
        return cache[key]

    def _typeof(self, e: Any) -> CType | None:
        i: Any = self.i  # the MemInterp (interp.py)
        if isinstance(e, ast.Name):
            if e.id in i.arrays:
                return i.arrays[e.id]
            t = i.types.get(e.id)
            return CType(t.base, t.pointers) if t is not None else None
        if isinstance(e, ast.Index):
            bt = self.typeof(e.base)
            return bt.element() if bt is not None else None
        if isinstance(e, ast.Unary):
            if e.op == "*":
                bt = self.typeof(e.operand)
                return bt.element() if bt is not None else None
            if e.op == "&":
                bt = self.typeof(e.operand)
                return CType(bt.base, bt.pointers + 1) if bt is not None and not bt.dims else None
            return self.typeof(e.operand) if e.op in ("++", "--") else None
        if isinstance(e, ast.Member):
            bt = self.typeof(e.base)
            if bt is None:
                return None
            if e.arrow:
                bt = bt.element()
            if bt is None or bt.addressable:
                return None
            got = i.layouts.field(bt.base, e.field)
            return got[1] if got is not None else None
        if isinstance(e, ast.Cast):
            inner = self.typeof(e.expr)
            return CType(e.type.base, e.type.pointers, (), inner.space if inner is not None else "")
        if isinstance(e, ast.Binary) and e.op in ("+", "-"):
            left, right = self.typeof(e.left), self.typeof(e.right)
            if left is not None and left.addressable:
                return CType(left.base, left.pointers + (1 if left.dims else 0), (), left.space) if left.dims \
                    and len(left.dims) == 1 else (left if not left.dims else None)
            if e.op == "+" and right is not None and right.addressable and not right.dims:
                return right
            return None
        if isinstance(e, ast.Conditional):
            return self.typeof(e.then)
        if isinstance(e, ast.Assign):
            return self.typeof(e.target)
        return None

    def _scaled(self, v: Val, size: int | None, e: Any) -> Val:
        if size is None:  # NOTE: "?" marks an address kernlint cannot know (MemInterp.note_access)
            return Val(("u", f"?scale@{_pos(e)}", "arg"), v.thread, True)
        return combine("*", v, Val(T.const(size)), f"scale@{_pos(e)}")

    def _elem_size(self, t: CType | None) -> int | None:
        el = t.element() if t is not None else None
        return self.i.layouts.size(el) if el is not None else None  # type: ignore[attr-defined]

    # ------------------------------------------------------------------------------------------ lvalues
    def lvalue(self, e: Any) -> tuple[Val, CType | None] | None:
        """(byte address, element type) of a memory lvalue, or None when `e` is not one."""
        if isinstance(e, ast.Index):
            bt = self.typeof(e.base)
            if bt is None or not bt.addressable:
                return None
            base, idx = self(e.base), self(e.index)
            size = self._elem_size(bt)
            return combine("+", base, self._scaled(idx, size, e), f"addr@{_pos(e)}"), bt.element()
        if isinstance(e, ast.Unary) and e.op == "*":
            bt = self.typeof(e.operand)
            if bt is None or not bt.addressable:
                return None
            return self(e.operand), bt.element()
        if isinstance(e, ast.Member):
            if e.arrow:
                bt = self.typeof(e.base)
                st = bt.element() if bt is not None and bt.addressable else None
                base = self(e.base) if st is not None else None
            else:
                inner = self.lvalue(e.base) if isinstance(e.base, (ast.Index, ast.Member, ast.Unary)) else None
                if inner is None:
                    return None
                base, st = inner
            if st is None or base is None or st.addressable:
                return None
            got = self.i.layouts.field(st.base, e.field)  # type: ignore[attr-defined]
            if got is None:  # NOTE: the array is known, not the member's place (note_access: no figure, a write)
                return combine("+", base, Val(("u", f"?field@{_pos(e)}", "arg"), base.thread, True), f"field@{_pos(e)}"), None
            return combine("+", base, Val(T.const(got[0])), f"field@{_pos(e)}"), got[1]
        return None

    def _access(self, e: Any, op: str) -> tuple[Val, CType | None] | None:
        """(value if `e` is a pointer or a row of an array (else its address), type) of a memory lvalue that
        is read (`op`), the access recorded; None when `e` is not one."""
        lv = self.lvalue(e)
        if lv is None:
            return None
        addr, t = lv
        if t is not None and t.addressable and (t.dims or not t.pointers):
            return lv  # NOTE: a row of a multi-dimensional array: an address, not an access
        self.i.note_access(e, op, addr, t)  # type: ignore[attr-defined]
        if t is not None and t.pointers:
            return self._pointer(e, addr), t  # NOTE: `x[j]` of a `T **`: a row pointer loaded from memory
        return lv

    def _pointer(self, e: Any, addr: Val) -> Val:
        """The pointer loaded from `addr`: a root of its own (`x[]`) moved by the loaded-from offset times
        ROW_APART, so that the same address gives the same pointer and different addresses pointers no
        access of the kernel can reach from each other (what kernlint can claim of pointers it does not know).
        Only while nothing in the kernel stores such a pointer, and for a thread-varying address only where
        the interpreter asks for it (`row_identity`: races; a figure cannot place two unknown rows)."""
        i: Any = self.i
        term = addr.term
        roots = [s for s in T.symbols(term) if s in i.roots] if term is not None and not addr.data else []
        name = _base_name(e)
        if len(roots) != 1 or name is None or name in i.pointer_stores or addr.thread and not i.row_identity \
                or any(s[1].startswith("?") for s in T.symbols(term)):
            return self._value(e, addr)
        root = ("u", roots[0][1].lstrip("&") + "[]", "arg")
        i.roots.setdefault(root, "global")
        moved = T.binary("*", T.substitute(term, {roots[0]: T.const(0)}), T.const(ROW_APART))
        joined = T.binary("+", root, moved) if moved is not None else None
        return Val(joined, addr.thread) if joined is not None else self._value(e, addr)

    def _value(self, e: Any, addr: Val) -> Val:
        local = isinstance(e, ast.Index) and isinstance(e.base, ast.Name) and self.i.local_arrays.get(e.base.id, False)
        if addr.thread or local:  # NOTE: race/scatter.loaded_address names each load (its symbol in every thread)
            return uniform_unknown(f"load@{_pos(e)}{ranged(self.typeof(e))}", data=True) if self.i.symbolic_loads else VARYING
        roots = [s for s in T.symbols(addr.term) if s in self.i.roots] if addr.term is not None else []
        shared = len(roots) == 1 and self.i.roots[roots[0]] != "local"  # NOTE: not `*p`, `p = &a`: a thread's own
        return uniform_unknown(f"{'load' if shared else 'own'}@{_pos(e)}", data=True)

    # ------------------------------------------------------------------------------------ evaluation
    def _Name(self, e: ast.Name) -> Val:
        i: Any = self.i  # the MemInterp (interp.py)
        if e.id in i.env:
            return i.env[e.id]  # NOTE: what ExprEval._Name answers first (a local hides an array or constant)
        if e.id in i.arrays:
            return Val(("u", f"&{e.id}", "arg")) if i.arrays[e.id].space == "shared" else uniform_unknown(f"local:{e.id}")
        if e.id in i.consts:
            return Val(T.const(i.consts[e.id]))
        return super()._Name(e)

    def _Index(self, e: ast.Index) -> Val:
        lv = self._access(e, "load")
        if lv is None:
            return super()._Index(e)
        if lv[1] is not None and lv[1].addressable:
            return lv[0]
        own = own_read(self, e)  # NOTE: a thread's own shared slot (analysis/smem.own_slot)
        return own if own is not None else self._value(e, lv[0])

    def _Member(self, e: ast.Member) -> Val:
        if e.arrow or isinstance(e.base, (ast.Index, ast.Unary, ast.Member)):
            lv = self._access(e, "load")
            if lv is not None:
                return lv[0] if lv[1] is not None and lv[1].addressable else self._value(e, lv[0])
        return super()._Member(e)

    def _Unary(self, e: ast.Unary) -> Val:
        if e.op == "*":
            lv = self._access(e, "load")
            if lv is not None:
                return lv[0] if lv[1] is not None and lv[1].addressable else self._value(e, lv[0])
        if e.op == "&":
            lv = self.lvalue(e.operand)
            if lv is not None:
                return lv[0]
        if e.op in ("++", "--"):
            t = self.typeof(e.operand)
            if t is not None and t.pointers and not t.dims:
                old = self(e.operand)
                step = self._scaled(Val(T.const(1)), self._elem_size(t), e)
                new = combine("+" if e.op == "++" else "-", old, step, f"inc@{_pos(e)}")
                self.i.store(e.operand, new)
                return old if e.postfix else new
            lv = self._access(e.operand, "load")
            if lv is not None and not (lv[1] is not None and lv[1].addressable):
                self.i.note_access(e.operand, "store", lv[0], lv[1])  # type: ignore[attr-defined]
                return self._value(e.operand, lv[0])
        return super()._Unary(e)

    def _Binary(self, e: ast.Binary) -> Val:
        if e.op in ("+", "-"):
            left = self.typeof(e.left)
            right = self.typeof(e.right) if not (left is not None and left.addressable) else None
            if left is not None and left.addressable and not (e.op == "-" and (self.typeof(e.right) or CType("")).addressable):
                a, b = self(e.left), self(e.right)
                return combine(e.op, a, self._scaled(b, self._elem_size(left), e), f"ptr@{_pos(e)}")
            if e.op == "+" and right is not None and right.addressable:
                a, b = self(e.left), self(e.right)
                return combine("+", b, self._scaled(a, self._elem_size(right), e), f"ptr@{_pos(e)}")
        return super()._Binary(e)

    def _Assign(self, e: ast.Assign) -> Val:
        t = self.typeof(e.target)
        if t is not None and t.pointers and not t.dims and e.op in ("+=", "-="):
            v = combine(e.op[0], self(e.target), self._scaled(self(e.value), self._elem_size(t), e), f"asg@{_pos(e)}")
            self.i.store(e.target, v)
            return v
        if isinstance(e.target, (ast.Index, ast.Member, ast.Unary)):
            lv = self.lvalue(e.target)
            if lv is not None and not (lv[1] is not None and lv[1].addressable):
                v = self(e.value)
                if e.op != "=":
                    self.i.note_access(e.target, "load", lv[0], lv[1])  # type: ignore[attr-defined]
                self.i.note_access(e.target, "store", lv[0], lv[1])  # type: ignore[attr-defined]
                self.i.store(e.target, v)
                return v
        return super()._Assign(e)

    def _Call(self, e: ast.Call) -> Val:
        from analyzer.cuda.query import callee_name
        name = callee_name(e)
        self.i.inline_call(e, name)  # type: ignore[attr-defined]
        value = self.i.specialised_value(e, name) if e.template_args else None  # type: ignore[attr-defined]
        if value is not None:
            return value
        if name in _ACCESS_CALLS and e.args or _typed_load(e) and not any(
                f.body is not None for f in self.i.program.functions.get(name, ())):  # type: ignore[attr-defined]
            # NOTE: an unseen helper given one `(T *)` pointer (`__ldg4((uint2x4 *)&in[0])`) returns the T there
            # NOTE: `__ldg(&p[i])` reads p[i]; `__ldg(reinterpret_cast<const float4 *>(p) + i)` reads the
            # element the pointer points at, as `*(...)` would (one node per call, the same every pass)
            target = (e.args[0].operand if isinstance(e.args[0], ast.Unary) and e.args[0].op == "&"
                      else _deref(e.args[0]))
            lv = self.lvalue(target)
            if lv is not None and not (lv[1] is not None and lv[1].addressable):
                for a in e.args[1:]:
                    self(a)
                op = "store" if name in _STORE_CALLS else "load"
                self.i.note_access(target, op, lv[0], lv[1])  # type: ignore[attr-defined]
                return self._value(target, lv[0]) if op == "load" else uniform_unknown(f"st@{_pos(e)}")
        return super()._Call(e)


ROW_APART = 1 << 40  # NOTE: bytes between the pointers loaded from neighbouring addresses (MemEval._pointer)


def _typed_load(e: ast.Call) -> bool:
    """A call of one argument, a cast to a pointer to a type other than void: a load helper of that type."""
    if len(e.args) != 1 or not isinstance(e.args[0], ast.Cast):
        return False
    t = e.args[0].type
    return t.pointers == 1 and unqualified(t.base) not in ("void", "char", "")


def _base_name(e: Any) -> str | None:
    """The variable under a chain of `[]`, `*` and `.`/`->` (`x` of `x[j]`, `*x`, `s->rows[j]`)."""
    while isinstance(e, (ast.Index, ast.Unary, ast.Member)):
        e = e.base if not isinstance(e, ast.Unary) else e.operand
    return e.id if isinstance(e, ast.Name) else None


_DEREFS: dict[int, tuple[Any, Any]] = {}


def _deref(pointer: Any) -> Any:
    """`*pointer` as a node spanning the pointer expression (kept per pointer node, so that every pass of
    the interpreter notes the same access)."""
    kept = _DEREFS.get(id(pointer))
    if kept is None or kept[0] is not pointer:
        if len(_DEREFS) > 4096:
            _DEREFS.clear()
        kept = _DEREFS[id(pointer)] = (pointer, ast.Unary(pointer.span, "*", pointer))
    return kept[1]
