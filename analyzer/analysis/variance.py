"""Variance of values across the threads of a block: the abstract values and expression evaluation.

Every expression gets a `Val`:
- `term`: what the value is, symbolically (analyzer.analysis.terms), when the analysis can follow it:
  constants, kernel arguments and blockIdx/blockDim/gridDim (block-uniform symbols), threadIdx and
  `__lane_id()` (thread atoms), and arithmetic, comparisons, casts, ternaries and joins over them;
- `thread`: the value may differ between threads of one block (block granularity, KL102);
- `data`: the value comes from memory, atomics or calls the analysis cannot see into.

Whether a value differs *within a warp* is not a flag: it is decided by evaluating the term over the threads of
each launch shape (analyzer.analysis.warps). A thread-dependent value without a term (loaded from `data[tid]`,
returned by an atomic) is "data-dependent": it may differ, so it counts at block level for KL102 (a condition on
loads whose addresses split no warp differs only between warps: flow.branch), but KL201 never reports it.

Statements, loops and functions are interpreted by analyzer.analysis.flow, which uses `ExprEval`. A kernel whose
every launch has a known block is interpreted with those block shapes (`Interp.narrow`): a value that is the same
in every thread of those blocks (`threadIdx.x / 128` in 128-thread blocks) is stored, and used as an index, as a
uniform one, so a load at that address is block-uniform data rather than per-thread data. HIP built-ins
(`hipThreadIdx_x`, `hipBlockIdx_x`, `hipBlockDim_x`, `hipGridDim_x`) map to the CUDA atoms."""

from __future__ import annotations

import re
import zlib
from functools import lru_cache
from typing import Any

from analyzer.analysis import broadcasts, cg, intrinsics, lambdas, loaded_locals, smem
from analyzer.analysis import terms as T
from analyzer.analysis.traits import type_trait
from analyzer.analysis.values import OPAQUE, VARYING, Val, decides, init_list, int_literal, size_of, uniform_unknown
from analyzer.cuda import ast
from analyzer.cuda.query import builtin_parts, callee_name, dispatch, member_path


_BUILTIN_STRUCTS = {"threadIdx": "t", "blockIdx": "bid", "blockDim": "bdim", "gridDim": "gdim"}
_FLOAT_TYPES = {"float", "double", "half", "__half", "__nv_bfloat16", "bfloat16", "float2", "float4"}
_INT_TYPES = re.compile(r"\b(int|unsigned|signed|long|short|size_t|char|u?int\d+_t|uint|index_t)\b")
_MINMAX = {"min": "min", "max": "max", "umin": "min", "umax": "max", "imin": "min", "imax": "max",
           "fminf": "min", "fmaxf": "max", "fmin": "min", "fmax": "max"}
_ABS = {"abs", "fabs", "fabsf", "llabs", "labs"}
_SHFL_BROADCAST = {"__shfl_sync": 2, "__shfl": 1}
_SHFL_OTHER = {"__shfl_xor_sync", "__shfl_down_sync", "__shfl_up_sync", "__shfl_xor", "__shfl_down", "__shfl_up"}
WARP_SYNC = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", "__syncwarp", "__ballot_sync",
             "__any_sync", "__all_sync", "__uni_sync", "__match_any_sync", "__match_all_sync", "__reduce_add_sync",
             "__reduce_min_sync", "__reduce_max_sync", "__reduce_and_sync", "__reduce_or_sync", "__reduce_xor_sync"}
BARRIERS = {"__syncthreads", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or",
            "__builtin_amdgcn_s_barrier"}
_BLOCKISH = re.compile(r"block|cta|\btb\b|this_thread_block", re.I)


def builtin_term(name: str, field: str | None) -> T.Term | None:
    """threadIdx.x -> ("t", "x"); blockIdx.y -> ("u", "blockIdx.y", "bid"); hipBlockDim_z likewise."""
    parts = builtin_parts(name, field)
    if parts is None:
        return None
    name, field = parts
    kind = _BUILTIN_STRUCTS[name]
    return ("t", field) if kind == "t" else ("u", f"{name}.{field}", kind)


def is_barrier(call: ast.Call) -> bool:
    """`__syncthreads()` and its `_count/_and/_or` forms, cooperative groups' block `.sync()` and
    `cg::sync(block)`, and HIP's `__syncthreads` and `__builtin_amdgcn_s_barrier()`."""
    name = callee_name(call)
    if isinstance(call.func, ast.Name) and name in BARRIERS:
        return True
    if name == "sync" and isinstance(call.func, ast.Member):
        return bool(_BLOCKISH.search(_text(call.func.base)))
    if name == "sync" and isinstance(call.func, ast.Name) and call.args:
        return bool(_BLOCKISH.search(_text(call.args[0])))
    return False


def _text(e: ast.Expr) -> str:
    if isinstance(e, ast.Name):
        return e.id
    if isinstance(e, ast.Member):
        return _text(e.base) + "." + e.field
    if isinstance(e, ast.Call):
        return _text(e.func) + "()"
    return ""


def convert(val: Val, t: ast.TypeRef) -> Val:
    """The value after conversion to `t` (float/int/bool), keeping the term precise."""
    if val.term is None or t.pointers:
        return val
    kind = _conversion(t.base)
    if kind == "bool":
        if val.term[0] in T.COMPARE or val.term[0] in ("&&", "||", "not"):
            return val
        return Val(T.binary("!=", val.term, T.const(0)), val.thread, val.data)
    if kind == "float":
        return Val(T.unary("float", val.term), val.thread, val.data)
    if kind is not None and T.has_float(val.term):
        return Val(T.unary("int", val.term), val.thread, val.data)
    if kind is not None:
        width = kind
        if width == val.unsigned:
            return val
        # NOTE: to unsigned, a possibly negative value wraps; to signed, values of thread indices fit
        return Val(wrap(val.term, width) if width else val.term, val.thread, val.data, width)
    return val


@lru_cache(maxsize=1024)
def _conversion(base: str) -> str | int | None:
    """What converting to the (non-pointer) type `base` does: "bool", "float", the width of an integer type
    (32 or 64 for an unsigned one of at least 32 bits, else 0), or None.

    NOTE: remembered per process: convert runs on every store to a typed variable."""
    from analyzer.cuda.model.ctype_layout import int_type

    name = base.split("::")[-1]
    if name == "bool":
        return "bool"
    if name in _FLOAT_TYPES:
        return "float"
    if _INT_TYPES.search(base) and base not in _FLOAT_TYPES:
        kind = int_type(base)
        return kind[0] if kind is not None and kind[1] and kind[0] >= 32 else 0
    return None


def join(a: Val, b: Val, cond: Val | None) -> Val:
    """The value of a variable after a branch on `cond` that gave it `a` (true side) or `b`."""
    if a is b or a == b:  # NOTE: most variables keep their very value on both sides: no field comparison
        return a
    c = cond.term if cond is not None else None
    term = T.select(c, a.term, b.term)
    thread = a.thread or b.thread or (cond is not None and cond.thread)
    data = a.data or b.data or (cond is not None and cond.data)
    if term is None and not thread:
        return Val(("u", f"join:{zlib.crc32(repr((a.term, b.term)).encode())}", "arg"), False, data)
    return Val(term, thread, data, max(a.unsigned, b.unsigned))


_NONNEGATIVE = ("t", "lane")


def wrap(term: T.Term | None, width: int) -> T.Term | None:
    """`term` converted to an unsigned `width`-bit value (a no-op for thread indices and built-ins)."""
    if term is None or not width or T.has_float(term) or term[0] in _NONNEGATIVE or term[0] in ("u32", "u64") \
            or term[0] == "u" and term[2] in ("bid", "bdim", "gdim"):
        return term
    return T.unary("u32" if width == 32 else "u64", term)


def combine(op: str, a: Val, b: Val, name: str) -> Val:
    """`a op b` with C's usual arithmetic conversions for signedness: an operation with an unsigned operand is
    unsigned, so `threadIdx.x - 48 < 16` holds only for threads 48..63. Only subtraction can leave the range of
    non-negative operands in practice, so only it (and comparisons with a signed side) wrap; sums and products of
    thread indices never reach 2^32. `0 && x` is 0, `1 || x` 1 (values.decides: `n % 2 == 1 && s[0] > v`)."""
    if decides(op, a) is not None or decides(op, b) is not None:
        return Val(T.const(int(op == "||")))
    width = a.unsigned if op in ("<<", ">>") else max(a.unsigned, b.unsigned)
    left, right = a.term, b.term
    bit = intrinsics.mask_bit(op, left, right)
    if bit is not None:
        return Val(bit, True, a.data or b.data, 0)
    if width and op in T.COMPARE:
        left, right = (left if a.unsigned else wrap(left, width)), (right if b.unsigned else wrap(right, width))
    term = T.binary(op, left, right)
    if width and op == "-":
        term = wrap(term, width)
    thread, data = a.thread or b.thread, a.data or b.data
    unsigned = width if op not in T.COMPARE and op not in ("&&", "||") else 0
    if term is None and not thread:
        return uniform_unknown(name, data=data)
    return Val(term, thread, data, unsigned)


class ExprEval:
    """Expression evaluation for the interpreter `interp` (which owns env, arrays and call summaries)."""

    def __init__(self, interp: Any):  # interp: analyzer.analysis.flow.Interp (its hooks: summary, note_barrier, ...)
        self.i = interp
        self._methods = dispatch(type(self))

    def __call__(self, e: ast.Expr | None) -> Val:
        if e is None:
            return Val(T.const(1))
        method = self._methods[type(e)]
        return method(self, e) if method is not None else uniform_unknown(OPAQUE + _pos(e))

    def _IntLit(self, e: ast.IntLit) -> Val:
        return int_literal(e.text, e.value)

    _SizeOf = size_of  # NOTE: `sizeof(int4) / sizeof(T)`: a constant where the type (or instance) is known
    _InitList = init_list  # NOTE: `float r[4] = {p[0], p[1], p[2], p[3]}` reads p[0..3]

    def _CharLit(self, e: ast.CharLit) -> Val:
        return Val(T.const(e.value))

    def _FloatLit(self, e: ast.FloatLit) -> Val:
        return Val(T.const(float(e.value)))

    def _BoolLit(self, e: ast.BoolLit) -> Val:
        return Val(T.const(int(e.value)))

    def _Name(self, e: ast.Name) -> Val:
        i = self.i
        if e.id in i.env:  # NOTE: while flow's `_per_warp` evaluates, a local of per-warp loads (loaded_locals)
            return i.env[e.id] if i.loads is None else loaded_locals.recall(i, e.id) or i.env[e.id]
        if e.id == "warpSize":
            return Val(T.const(i.warp))
        term = builtin_term(e.id, None)
        if term is not None:
            return Val(term, term[0] == "t", unsigned=32)
        if isinstance(i.globals.get(e.id), int):
            return Val(T.const(i.globals[e.id]))
        if (trait := type_trait(e.id, getattr(i, "type_args", None))) is not None:
            return Val(T.const(trait))  # NOTE: `std::is_same<T, double>::value` of the instantiation (traits.py)
        return VARYING if e.id in i.shared_scalars and smem.dirty(i, e.id) else uniform_unknown(e.id)

    def _Member(self, e: ast.Member) -> Val:
        if isinstance(e.base, ast.Call):
            index = cg.index_member(self, e)
            if index is not None:
                return index
        if isinstance(e.base, ast.Name):
            term = builtin_term(e.base.id, e.field)
            if term is not None and e.base.id not in self.i.env:
                return Val(term, term[0] == "t", unsigned=32)
        key = member_path(e)  # NOTE: a field kept at any depth (`win.data`, `pcc.local.data`: flow.Interp.store)
        if key is not None and key in self.i.env:
            return self.i.env[key]
        base = self(e.base)
        return VARYING if base.thread else uniform_unknown(f"member@{_pos(e)}", data=True)

    def _Index(self, e: ast.Index) -> Val:
        base, index = self.i.narrow(self(e.base)), self.i.narrow(self(e.index))
        if (own := smem.own_value(self.i, e, index)) is not None:
            return own  # NOTE: a thread's own slot, every thread storing one value there (smem.own_slot)
        local = isinstance(e.base, ast.Name) and self.i.local_arrays.get(e.base.id, False)
        if base.thread or local or smem.dirty_at(self.i, e.base):
            return VARYING
        if index.thread:  # NOTE: flow.branch's `loads`: the lanes at one address load one value, its address kept
            if self.i.loads is None or index.term is None:
                return VARYING
            return self.i.loaded(index.term, _pos(e), smem.root(self.i, e.base) is not None)
        return uniform_unknown(f"load@{_pos(e)}", data=True)

    def _Unary(self, e: ast.Unary) -> Val:
        if e.op in ("++", "--"):
            old = self(e.operand)
            new = combine("+" if e.op == "++" else "-", old, Val(T.const(1)), f"inc@{_pos(e)}")
            self.i.store(e.operand, new)
            return old if e.postfix else new
        if e.op == "*" and isinstance(e.operand, ast.Name) and f"*{e.operand.id}" in self.i.env:
            return self.i.env[f"*{e.operand.id}"]
        v = self(e.operand)
        if e.op == "*":
            dirty = smem.dirty_at(self.i, e.operand)  # NOTE: a shared word some threads wrote since the barrier
            return VARYING if v.thread or dirty else uniform_unknown(f"load@{_pos(e)}", data=True)
        if e.op == "&":
            return Val(None, v.thread, True) if v.thread else uniform_unknown(f"addr@{_pos(e)}")
        op = {"-": "neg", "!": "not", "~": "bnot"}.get(e.op)
        if op is None:
            return v
        term = T.unary(op, v.term)
        unsigned = v.unsigned if op != "not" else 0
        if unsigned:
            term = wrap(term, unsigned)
        return Val(term, v.thread, v.data, unsigned) if term is not None or v.thread else uniform_unknown(f"un@{_pos(e)}")

    def _Binary(self, e: ast.Binary, ab: tuple[Val, Val] | None = None) -> Val:
        a, b = ab or (self(e.left), self(e.right))  # NOTE: `ab`: the operands' values, evaluated by the caller
        v = combine(e.op, a, b, f"bin@{_pos(e)}")
        if e.op in ("&&", "||") and v.term is None:
            # NOTE: a loaded operand hides a lane-varying one (`in[i] > 0 && (tid & 1)`): kept for KL201
            for data, other, expr in ((a, b, e.left), (b, a, e.right)):
                if data.term is None and data.data and other.term is not None and other.thread:
                    self.i.partials[id(e)] = (other.term, expr)
        return v

    def _Assign(self, e: ast.Assign) -> Val:
        v = self(e.value)
        if e.op != "=":
            v = combine(e.op[:-1], self(e.target), v, f"asg@{_pos(e)}")
        self.i.store(e.target, v)
        if e.op == "=" and type(e.target) is ast.Name and e.target.id in self.i.env:
            # NOTE: as a declaration's: a local assigned per-warp loads (loaded_locals)
            self.i.env[e.target.id] = loaded_locals.keep(self.i, e.target.id, e.value, self.i.env[e.target.id])
        return v

    def _Conditional(self, e: ast.Conditional) -> Val:
        return self.i.ternary(e, self(e.cond))  # NOTE: each arm under its side of the condition (flow.Interp.ternary)

    segment = staticmethod(intrinsics.segment_broadcast)  # NOTE: cg's narrow shuffles (cg imports no intrinsics)

    def _Cast(self, e: ast.Cast) -> Val:
        return convert(self(e.expr), e.type)

    def _Comma(self, e: ast.Comma) -> Val:
        vals = [self(x) for x in e.exprs]  # NOTE: each operand in order, the last one's value
        return vals[-1] if vals else Val(T.const(0))

    def _Call(self, e: ast.Call) -> Val:
        name = callee_name(e)
        args, i = [self(a) for a in e.args], self.i
        if (lam := lambdas.call(self, e, args, convert)) is not None:
            return lam  # NOTE: a lambda variable's call: the expression its body returns (analysis/lambdas.py)
        if isinstance(e.func, ast.Member):
            group = cg.group_of(self(e.func.base))
            if group is not None:
                return cg.member_call(self, e, name, group, args)
        elif name in WARP_SYNC:
            i.note_warp_sync(e, name, args[0] if args and name != "__activemask" else None, reads=tuple(args))
        special = cg.free_call(self, e, name, args) if isinstance(e.func, ast.Name) else None
        if special is None and isinstance(e.func, ast.Name):
            special = intrinsics.call_value(self, e, name, args)
        if special is not None:
            return special
        if is_barrier(e) or name in ("sync", "synchronize") and isinstance(e.func, ast.Name) and args \
                and (cg.group_of(args[0]) or ("",))[0] in ("block", "grid"):
            i.note_barrier(e)  # NOTE: `synchronize(block)` (the older spelling) and a grid group's sync count too
            return uniform_unknown(f"sync@{_pos(e)}")
        if isinstance(e.func, ast.Member):
            self(e.func.base)
            if name == "thread_rank":
                return VARYING
            return uniform_unknown(f"call@{_pos(e)}", data=True)
        if name == "__lane_id":
            return Val(("lane",), True)
        if name in _MINMAX and len(args) == 2:
            return combine(_MINMAX[name], args[0], args[1], f"call@{_pos(e)}")
        if name in _ABS and len(args) == 1:
            t = T.unary("abs", args[0].term)
            return Val(t, args[0].thread, args[0].data) if t or args[0].thread else uniform_unknown(f"call@{_pos(e)}")
        if name in _POW2 and len(args) == _POW2[name]:
            power = _power_of_two(name, args)  # NOTE: `__powf(2, k)`: the stride `1 << k` of a tree reduction
            if power is not None:
                return power
        if name in _SHFL_BROADCAST and len(args) > _SHFL_BROADCAST[name]:
            at = _SHFL_BROADCAST[name]
            value, src = args[at - 1], args[at]
            if not value.thread:  # NOTE: a helper's parameter broadcast (broadcasts.py) is resolved at its call
                return broadcasts.param_broadcast(i, value, src, args[at + 1] if len(args) > at + 1 else None,
                                                  f"shfl@{_pos(e)}") or value
            width = args[at + 1] if len(args) > at + 1 else Val(T.const(i.warp))
            narrow = intrinsics.segment_broadcast(value, src, width, self.i.warp)
            if narrow is not None:
                return narrow
            return Val(("wu", f"shfl@{_pos(e)}"), True, True)
        if name in _SHFL_OTHER:
            at = 1 if name.endswith("_sync") else 0
            value = args[at] if len(args) > at else VARYING
            if not value.thread:
                return value
            width = args[at + 2].term if len(args) > at + 2 else T.const(i.warp)
            exact = intrinsics.shuffle(name.split("_")[3] if name.count("_") >= 3 else name.split("_")[-1],
                                       value, args[at + 1], width[1], i.warp) \
                if len(args) > at + 1 and width is not None and T.is_const(width) else None
            return exact if exact is not None else VARYING
        read = smem.call(i, e, name, args, _pos(e))  # NOTE: atomics, calls handed shared pointers (smem.py)
        if name.startswith("atomic") or name.startswith("__hip_atomic"):
            return read if read is not None else self._clobber(e, args) or VARYING
        summary = i.summary(name, len(args), e.func.id if isinstance(e.func, ast.Name) else None)
        if summary is not None:
            return summary.apply(e, args, i)
        self._clobber(e, args)
        if any(a.thread for a in args):
            return Val(None, True, True)
        return uniform_unknown(f"call@{_pos(e)}", data=True)

    def _clobber(self, e: ast.Call, args: list[Val]) -> None:
        """`f(&x)` may write x: it becomes unknown (thread-dependent if any argument is)."""
        thread = any(a.thread for a in args)
        for a in e.args:
            if isinstance(a, ast.Unary) and a.op == "&" and isinstance(a.operand, ast.Name):
                self.i.store(a.operand, VARYING if thread else uniform_unknown(f"out@{_pos(a)}", data=True))


_POW2 = {"__powf": 2, "powf": 2, "pow": 2, "exp2f": 1, "exp2": 1, "ldexpf": 2, "ldexp": 2}


def _power_of_two(name: str, args: list[Val]) -> Val | None:
    """`2^k` from `__powf(2, k)`, `powf(2, k)`, `exp2f(k)`, `ldexpf(1, k)` as the term `1 << k` (exact for
    the integer k a loop counts with), or None when the base is not 2 (1 for ldexp)."""
    exponent = args[0] if name.startswith("exp2") else args[1]
    if not name.startswith("exp2") and (args[0].term is None or not T.is_const(args[0].term)
                                        or args[0].term[1] != (1 if name.startswith("ldexp") else 2)):
        return None
    term = T.binary("<<", T.const(1), exponent.term)
    return Val(term, exponent.thread, exponent.data) if term is not None else None


def _pos(e: ast.Expr) -> str:
    return f"{e.span.line}:{e.span.column}"
