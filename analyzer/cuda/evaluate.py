"""Integer constant evaluation of IR expressions with C semantics.

`evaluate(expr, env)` returns a Python int or None. None means *unknown*: the value depends on something
the front end cannot see (a runtime value, a template parameter, a float, a call it does not model), or the
C expression has no defined value (division by zero, a shift past the width). Unknown is never guessed.

C semantics followed: every value carries its type as (bits, unsigned); literals get the C type of their
value and suffix; operands undergo the usual arithmetic conversions (int promotion, then the wider rank,
unsigned winning at equal width), results wrap to the type's width; `/` and `%` truncate toward zero;
comparisons and logical operators yield `int` 0/1 and `&&`/`||`/`?:` short-circuit (`0 && x` is 0 even
when x is unknown). Casts to integer types wrap; casts of float literals to integers truncate.

Names resolve through an `Env`: a mapping from name to an int, a `Dim3` (x, y, z with unknown components
as None), or `UNKNOWN` (declared here but not constant: shadows outer definitions). `sizeof` knows the
builtin and CUDA vector types (TYPE_SIZES) and arrays of them through the env's `arrays` table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from analyzer.cuda import ast

# --------------------------------------------------------------------------------------------- types

#: size in bytes, alignment in bytes (CUDA's vector types align to their size up to 16; 3-vectors to the scalar).
TYPE_LAYOUT: dict[str, tuple[int, int]] = {}


def _add(names: str, size: int, align: int | None = None) -> None:
    for name in names.split():
        TYPE_LAYOUT[name] = (size, align or size)


_add("char signed_char unsigned_char bool int8_t uint8_t __nv_fp8_e4m3 __nv_fp8_e5m2 __nv_fp8_storage_t", 1)
_add("short unsigned_short short_int unsigned_short_int int16_t uint16_t half __half __nv_bfloat16 "
     "nv_bfloat16 __hip_bfloat16 hip_bfloat16 _Float16 char2 uchar2", 2)
_add("int unsigned unsigned_int signed signed_int int32_t uint32_t float wchar_t char32_t half2 __half2 "
     "__nv_bfloat162 nv_bfloat162 char4 uchar4 short2 ushort2", 4)
_add("long unsigned_long long_int unsigned_long_int long_long unsigned_long_long long_long_int "
     "unsigned_long_long_int int64_t uint64_t size_t ssize_t ptrdiff_t intptr_t uintptr_t double "
     "float2 int2 uint2 short4 ushort4 long1 ulong1 longlong1 ulonglong1 double1", 8)
_add("float4 int4 uint4 double2 long2 ulong2 longlong2 ulonglong2", 16)
_add("double4 long4 ulong4 longlong4 ulonglong4", 32, 16)
_add("float3 int3 uint3", 12, 4)
_add("char3 uchar3", 3, 1)
_add("short3 ushort3", 6, 2)
_add("double3 long3 ulong3 longlong3 ulonglong3", 24, 8)
_add("float1 int1 uint1", 4)
_add("char1 uchar1", 1)
_add("short1 ushort1", 2)

#: integer types: name -> (bits, unsigned). `char` is signed on every CUDA/HIP host ABI we target.
INT_TYPES: dict[str, tuple[int, bool]] = {}
for _names, _bits, _unsigned in (
        ("char signed_char int8_t", 8, False), ("unsigned_char uint8_t bool", 8, True),
        ("short short_int int16_t", 16, False), ("unsigned_short unsigned_short_int uint16_t", 16, True),
        ("int signed signed_int int32_t wchar_t", 32, False), ("unsigned unsigned_int uint32_t char32_t", 32, True),
        ("long long_int long_long long_long_int int64_t ssize_t ptrdiff_t intptr_t", 64, False),
        ("unsigned_long unsigned_long_int unsigned_long_long unsigned_long_long_int uint64_t size_t uintptr_t",
         64, True)):
    for _name in _names.split():
        INT_TYPES[_name] = (_bits, _unsigned)

_STRIP = {"const", "volatile", "constexpr", "static", "__restrict__", "__restrict", "restrict", "register",
          "struct", "typename", "std", "::", "inline", "__device__", "__host__", "__shared__", "__constant__"}


def type_key(name: str) -> str:
    """Normalise a type spelling: `unsigned int` -> `unsigned_int`, `std::size_t` -> `size_t`."""
    text = name.replace("std::", "").replace("::", " ").replace("*", " ").replace("&", " ")
    words = [w for w in text.split() if w not in _STRIP]
    return "_".join(words)


def type_layout(t: ast.TypeRef | str) -> tuple[int, int] | None:
    """(size, alignment) in bytes of a type, or None when unknown (structs, template parameters)."""
    if isinstance(t, ast.TypeRef):
        if t.pointers:
            return (8, 8)
        name = t.base
    else:
        name = t
    return TYPE_LAYOUT.get(type_key(name))


def int_type(t: ast.TypeRef | str) -> tuple[int, bool] | None:
    """(bits, unsigned) when `t` is an integer type, else None."""
    if isinstance(t, ast.TypeRef):
        if t.pointers:
            return None
        t = t.base
    return INT_TYPES.get(type_key(t))


# ------------------------------------------------------------------------------------------ values

INT = (32, False)


@dataclass(frozen=True, slots=True)
class Dim3:
    """A dim3 value; components are ints or None (unknown)."""

    x: int | None = 1
    y: int | None = 1
    z: int | None = 1

    def as_tuple(self) -> tuple[int | None, int | None, int | None]:
        return (self.x, self.y, self.z)


class _Unknown:
    __slots__ = ()

    def __repr__(self) -> str:
        return "UNKNOWN"


UNKNOWN: Any = _Unknown()


@dataclass
class Env:
    """Known names, innermost first through `parent`. Values: int, (int, (bits, unsigned)), Dim3, UNKNOWN.

    `arrays` maps array variable names to (element layout, dims) for `sizeof(arr)`."""

    values: dict[str, Any] = field(default_factory=dict)
    parent: Env | None = None
    arrays: dict[str, tuple[tuple[int, int] | None, tuple[int | None, ...]]] = field(default_factory=dict)
    integers: set[str] = field(default_factory=set)

    def lookup(self, name: str) -> Any:
        env: Env | None = self
        while env is not None:
            if name in env.values:
                return env.values[name]
            env = env.parent
        return UNKNOWN

    def is_integer(self, name: str) -> bool:
        """True when `name` is declared with an integer type (its value may still be unknown)."""
        env: Env | None = self
        while env is not None:
            if name in env.integers:
                return True
            if name in env.values:
                return False
            env = env.parent
        return False

    def lookup_array(self, name: str):
        env: Env | None = self
        while env is not None:
            if name in env.arrays:
                return env.arrays[name]
            if name in env.values:
                return None
            env = env.parent
        return None


def _wrap(value: int, kind: tuple[int, bool]) -> int:
    bits, unsigned = kind
    value &= (1 << bits) - 1
    if not unsigned and value >> (bits - 1):
        value -= 1 << bits
    return value


def _promote(kind: tuple[int, bool]) -> tuple[int, bool]:
    return INT if kind[0] < 32 else kind


def _common(a: tuple[int, bool], b: tuple[int, bool]) -> tuple[int, bool]:
    a, b = _promote(a), _promote(b)
    if a[0] != b[0]:
        return a if a[0] > b[0] else b  # NOTE: the wider signed type holds every value of the narrower unsigned
    return (a[0], a[1] or b[1])


def _literal_kind(lit: ast.IntLit) -> tuple[int, bool]:
    """The C type of an integer literal from its value, base and suffix (C11 6.4.4.1)."""
    text = lit.text.lower().replace("'", "")
    body = text.rstrip("ul")
    suffix = text[len(body):]
    unsigned = "u" in suffix
    wide = "l" in suffix
    decimal = not (body.startswith("0") and len(body) > 1)
    value = lit.value
    if not wide and not unsigned and value < 2 ** 31:
        return INT
    if not wide and (unsigned or not decimal) and value < 2 ** 32:
        return (32, True)
    if not unsigned and value < 2 ** 63:
        return (64, False)
    return (64, True)


def evaluate(expr: ast.Expr | None, env: Env | Mapping[str, Any] | None = None) -> int | None:
    """The integer value of `expr`, or None when unknown. `env` may be a plain dict of name -> int."""
    if expr is None:
        return None
    if env is None:
        env = Env()
    elif not isinstance(env, Env):
        env = Env(dict(env))
    try:
        typed = _eval(expr, env, 0)
    except RecursionError:
        return None
    return None if typed is None else typed[0]


Typed = tuple  # (value, (bits, unsigned))
_MAX_DEPTH = 200


def _eval(e: Any, env: Env, depth: int) -> Typed | None:
    if depth > _MAX_DEPTH:
        return None
    d = depth + 1
    if isinstance(e, ast.IntLit):
        kind = _literal_kind(e)
        return (_wrap(e.value, kind), kind)
    if isinstance(e, ast.CharLit):
        return (e.value, INT)
    if isinstance(e, ast.BoolLit):
        return (int(e.value), INT)
    if isinstance(e, ast.Name):
        return _typed(env.lookup(e.id))
    if isinstance(e, ast.Unary):
        return _unary(e, env, d)
    if isinstance(e, ast.Binary):
        return _binary(e, env, d)
    if isinstance(e, ast.Conditional):
        cond = _eval(e.cond, env, d)
        if cond is None:
            return None
        return _eval(e.then if cond[0] else e.other, env, d)
    if isinstance(e, ast.Cast):
        kind = int_type(e.type)
        if kind is None:
            return None
        if isinstance(e.expr, ast.FloatLit):
            return (_wrap(int(e.expr.value), kind), kind)
        inner = _eval(e.expr, env, d)
        return None if inner is None else (_wrap(inner[0], kind), kind)
    if isinstance(e, ast.SizeOf):
        return _sizeof(e, env)
    if isinstance(e, ast.Member):
        if isinstance(e.base, ast.Name) and e.field in ("x", "y", "z") and not e.arrow:
            value = env.lookup(e.base.id)
            if isinstance(value, Dim3):
                comp = getattr(value, e.field)
                return None if comp is None else (comp, (32, True))
        return None
    if isinstance(e, ast.Call):
        return _call(e, env, d)
    if isinstance(e, ast.Comma):
        return _eval(e.exprs[-1], env, d) if e.exprs else None
    return None


def _typed(value: Any) -> Typed | None:
    if isinstance(value, bool):
        return (int(value), INT)
    if isinstance(value, int):
        return (value, INT if -2 ** 31 <= value < 2 ** 31 else (64, value >= 2 ** 63))
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], int):
        return value
    return None


def _unary(e: ast.Unary, env: Env, d: int) -> Typed | None:
    if e.op not in ("-", "+", "!", "~"):
        return None
    inner = _eval(e.operand, env, d)
    if inner is None:
        return None
    value, kind = inner
    if e.op == "!":
        return (int(not value), INT)
    kind = _promote(kind)
    if e.op == "-":
        return (_wrap(-value, kind), kind)
    if e.op == "~":
        return (_wrap(~value, kind), kind)
    return (value, kind)


_COMPARE = {"<": lambda a, b: a < b, ">": lambda a, b: a > b, "<=": lambda a, b: a <= b,
            ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}


def _binary(e: ast.Binary, env: Env, d: int) -> Typed | None:
    op = e.op
    if op in ("&&", "||"):
        left = _eval(e.left, env, d)
        if left is not None and (op == "&&") != bool(left[0]):
            return (int(bool(left[0])), INT)  # short-circuit: the right side is not evaluated
        right = _eval(e.right, env, d)
        if right is None or left is None:
            # NOTE: `x && 0` is 0 and `x || 1` is 1 only when x has no side effects; stay unknown.
            return None
        return (int(bool(right[0])), INT)
    left = _eval(e.left, env, d)
    if left is None:
        return None
    right = _eval(e.right, env, d)
    if right is None:
        return None
    (a, ka), (b, kb) = left, right
    if op in ("<<", ">>"):
        kind = _promote(ka)
        if b < 0 or b >= kind[0] or (op == "<<" and not kind[1] and a < 0):
            return None  # undefined behaviour in C: no value
        return (_wrap(a << b if op == "<<" else a >> b, kind), kind)
    kind = _common(ka, kb)
    a, b = _wrap(a, kind), _wrap(b, kind)
    if op in _COMPARE:
        return (int(_COMPARE[op](a, b)), INT)
    if op == "+":
        return (_wrap(a + b, kind), kind)
    if op == "-":
        return (_wrap(a - b, kind), kind)
    if op == "*":
        return (_wrap(a * b, kind), kind)
    if op in ("/", "%"):
        if b == 0:
            return None
        quotient = abs(a) // abs(b)
        if (a < 0) != (b < 0):
            quotient = -quotient  # C truncates toward zero
        if op == "/":
            return (_wrap(quotient, kind), kind)
        return (_wrap(a - quotient * b, kind), kind)
    if op == "&":
        return (_wrap(a & b, kind), kind)
    if op == "|":
        return (_wrap(a | b, kind), kind)
    if op == "^":
        return (_wrap(a ^ b, kind), kind)
    return None


def _sizeof(e: ast.SizeOf, env: Env) -> Typed | None:
    size_t = (64, True)
    if e.type is not None:
        layout = type_layout(e.type)
        if layout is None:
            return None
        return (layout[0] if e.op == "sizeof" else layout[1], size_t)
    if isinstance(e.expr, ast.Name):
        array = env.lookup_array(e.expr.id)
        if array is None:
            return None
        layout, dims = array
        if layout is None or any(n is None for n in dims):
            return None
        if e.op != "sizeof":
            return (layout[1], size_t)
        total = layout[0]
        for n in dims:
            total *= n
        return (total, size_t)
    return None


_MIN = {"min", "std::min", "::min", "umin", "llmin", "ullmin", "cuda::std::min", "fminf"}
_MAX = {"max", "std::max", "::max", "umax", "llmax", "ullmax", "cuda::std::max"}


def _call(e: ast.Call, env: Env, d: int) -> Typed | None:
    if not isinstance(e.func, ast.Name):
        return None
    name = e.func.id
    if name in _MIN or name in _MAX:
        if len(e.args) != 2:
            return None
        args = [_eval(a, env, d) for a in e.args]
        if any(a is None for a in args):
            return None
        (a, ka), (b, kb) = args
        kind = _common(ka, kb)
        a, b = _wrap(a, kind), _wrap(b, kind)
        return ((min if name in _MIN else max)(a, b), kind)
    kind = int_type(name)
    if kind is not None and len(e.args) == 1:  # functional cast parsed as a call: `int(x)`, `size_t(n)`
        inner = _eval(e.args[0], env, d)
        return None if inner is None else (_wrap(inner[0], kind), kind)
    return None


# -------------------------------------------------------------------------------------------- dim3


def evaluate_dim3(expr: ast.Expr | None, env: Env | Mapping[str, Any] | None = None) -> Dim3 | None:
    """A launch's grid/block as a Dim3 (unknown components None), or None when not even its shape is known.

    Accepts an integer expression (x, 1, 1), a dim3 variable, `dim3(a[, b[, c]])` (call or functional
    cast), `{a, b, c}`, and `cond ? d1 : d2` with a known condition."""
    if expr is None:
        return None
    if env is None:
        env = Env()
    elif not isinstance(env, Env):
        env = Env(dict(env))
    return _dim3(expr, env, 0)


def dim3_from_args(args: tuple[ast.Expr, ...], env: Env) -> Dim3 | None:
    if len(args) > 3:
        return None
    values = [evaluate(a, env) for a in args] + [1] * (3 - len(args))
    return Dim3(*values)


def _dim3(e: Any, env: Env, depth: int) -> Dim3 | None:
    if depth > 50:
        return None
    if isinstance(e, ast.Name):
        value = env.lookup(e.id)
        if isinstance(value, Dim3):
            return value
        if value is UNKNOWN:
            # NOTE: an integer variable is a 1-D size: (n, 1, 1) even when n is unknown
            return Dim3(None, 1, 1) if env.is_integer(e.id) else Dim3(None, None, None)
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and type_key(e.func.id) == "dim3":
        return dim3_from_args(e.args, env)
    if isinstance(e, ast.Cast) and type_key(e.type.base) == "dim3":
        inner = e.expr
        if isinstance(inner, ast.Comma):
            return dim3_from_args(inner.exprs, env)
        if isinstance(inner, ast.InitList):
            return dim3_from_args(inner.items, env)
        return _dim3(inner, env, depth + 1)
    if isinstance(e, ast.InitList):
        return dim3_from_args(e.items, env)
    if isinstance(e, ast.Conditional):
        cond = evaluate(e.cond, env)
        if cond is None:
            return Dim3(None, None, None)
        return _dim3(e.then if cond else e.other, env, depth + 1)
    value = evaluate(e, env)
    return Dim3(value, 1, 1)
