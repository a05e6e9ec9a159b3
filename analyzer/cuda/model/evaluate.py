"""Integer constant evaluation of IR expressions with C semantics.

`evaluate(expr, env)` returns a Python int or None. None means *unknown*: the value depends on something
the front end cannot see (a runtime value, a template parameter, a float, a call it does not model), or the
C expression has no defined value (division by zero, a shift past the width). Unknown is never guessed.

C semantics followed: every value carries its type as (bits, unsigned); literals get the C type of their
value and suffix; operands undergo the usual arithmetic conversions (int promotion, then the wider rank,
unsigned winning at equal width), results wrap to the type's width; `/` and `%` truncate toward zero;
comparisons and logical operators yield `int` 0/1 and `&&`/`||`/`?:` short-circuit (`0 && x` is 0 even
when x is unknown; `c ? 4 : 4` is 4). Casts to integer types wrap; casts of float literals to integers truncate.
Names resolve through an `Env`: name -> int, `Dim3` (unknown components None), or `UNKNOWN` (declared here but not
constant: shadows outer definitions). `sizeof` knows the builtin and CUDA vector types (TYPE_SIZES) and arrays of
them (the env's `arrays`). A member of a specialisation or alias (`x_cfg<3>::b`, `cfg::b`): model/specnames."""

from __future__ import annotations

import math
from dataclasses import field
from typing import Any, Mapping

from analyzer.prebuilt import dataclass
from analyzer.cuda import ast

from analyzer.cuda.model.ctype_layout import INT_TYPES, TYPE_LAYOUT, int_type, type_key, type_layout  # noqa: F401

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
    # function name -> argument positions bound to non-const reference parameters (`void parse(int& v)`)
    out_params: dict[str, frozenset[int]] = field(default_factory=dict)
    # user types (analyzer.cuda.parse.usertypes): type_key(name) -> (size, alignment), or None when not sizeable
    types: dict[str, tuple[int, int] | None] = field(default_factory=dict)
    # (function name, arity) -> (parameter names, returned expression) of a one-return function (model/inline.py)
    inline: dict[tuple[str, int], tuple | None] = field(default_factory=dict)

    def layout(self, t: ast.TypeRef | str) -> tuple[int, int] | None:
        """(size, alignment) of a type: built-in ones, then the structs and aliases of this file and
        its headers (innermost first)."""
        if isinstance(t, ast.TypeRef) and t.pointers:
            return (8, 8)
        key = type_key(t.base if isinstance(t, ast.TypeRef) else t)
        env: Env | None = self
        while env is not None:
            if key in env.types:
                return env.types[key]
            env = env.parent
        return type_layout(t)

    def out_positions(self, function: str) -> frozenset[int]:
        env: Env | None = self
        while env is not None and function not in env.out_params:
            env = env.parent
        return env.out_params[function] if env is not None else frozenset()

    def lookup(self, name: str) -> Any:
        env: Env | None = self
        while env is not None:
            if name in env.values:
                return env.values[name]
            env = env.parent
        return specialised(self, name, evaluate, UNKNOWN) if "<" in name else through_alias(self, name, UNKNOWN)

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
        while env is not None and name not in env.arrays and name not in env.values:
            env = env.parent
        return env.arrays.get(name) if env is not None else None


CHOSEN: dict[int, bool] = {}  # NOTE: the arm of each undecided conditional (by id) model/choices.py evaluates with


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


FLOAT = (0, False)  # NOTE: the kind of a floating-point intermediate (`(float(n) + 63) / 64`): never a result
_FLOAT_TYPES = frozenset({"float", "double", "long double"})
_ROUNDING = {"ceil": math.ceil, "ceilf": math.ceil, "std::ceil": math.ceil, "floor": math.floor,
             "floorf": math.floor, "std::floor": math.floor, "trunc": math.trunc, "truncf": math.trunc}


def evaluate(expr: ast.Expr | None, env: Env | Mapping[str, Any] | None = None, integral: bool = False
             ) -> int | None:
    """The integer value of `expr`, or None when unknown. `env` may be a plain dict of name -> int.
    Floating-point intermediates are followed (`(int)ceil(n / 64.0)`); a floating-point result is None unless
    `integral` (a launch dimension: converted to an unsigned int, truncated)."""
    if expr is None:
        return None
    if env is None:
        env = Env()
    elif not isinstance(env, Env):
        env = Env(dict(env))
    try:
        typed = _eval(expr, env, 0)
    except (RecursionError, OverflowError, ValueError):
        return None
    if typed is not None and typed[1] == FLOAT:
        return math.trunc(typed[0]) if integral and math.isfinite(typed[0]) else None
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
        if cond is None and id(e) in CHOSEN:
            cond = (CHOSEN[id(e)], INT)  # NOTE: the arm model/choices.py evaluates a launch with
        if cond is None:
            then, other = _eval(e.then, env, d), _eval(e.other, env, d)
            return then if then is not None and then == other else None  # NOTE: both arms one value
        return _eval(e.then if cond[0] else e.other, env, d)
    if isinstance(e, ast.FloatLit):
        return (float(e.value), FLOAT)
    if isinstance(e, ast.Cast):
        kind = int_type(e.type)
        if kind is None:
            if type_key(e.type.base) in _FLOAT_TYPES and not e.type.pointers:
                inner = _eval(e.expr, env, d)
                return None if inner is None else (float(inner[0]), FLOAT)
            return None
        inner = _eval(e.expr, env, d)
        return None if inner is None else (_wrap(_integer(inner), kind), kind)
    if isinstance(e, ast.SizeOf):
        return sizeof(e, env)
    if isinstance(e, ast.Member) and isinstance(e.base, ast.Name) and not e.arrow:
        value = env.lookup(e.base.id) if e.field in ("x", "y", "z") else None
        if isinstance(value, Dim3):
            comp = getattr(value, e.field)
            return None if comp is None else (comp, (32, True))
        return _typed(env.member_value(e.base.id, e.field)) if hasattr(env, "member_value") else None
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


def _integer(typed: Typed) -> int:
    """An int from a typed value (a floating-point one truncated toward zero, as C converts it)."""
    return math.trunc(typed[0]) if typed[1] == FLOAT else typed[0]


def _unary(e: ast.Unary, env: Env, d: int) -> Typed | None:
    if e.op not in ("-", "+", "!", "~"):
        return None
    inner = _eval(e.operand, env, d)
    if inner is None:
        return None
    value, kind = inner
    if e.op == "!":
        return (int(not value), INT)
    if kind == FLOAT:
        return None if e.op == "~" else ((-value if e.op == "-" else value), FLOAT)
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
    if ka == FLOAT or kb == FLOAT:
        return _float_binary(op, float(a), float(b))
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


def _float_binary(op: str, a: float, b: float) -> Typed | None:
    if op in _COMPARE:
        return (int(_COMPARE[op](a, b)), INT)
    if op == "+":
        return (a + b, FLOAT)
    if op == "-":
        return (a - b, FLOAT)
    if op == "*":
        return (a * b, FLOAT)
    if op == "/" and b != 0:
        return (a / b, FLOAT)
    return None


def sizeof(e: ast.SizeOf, env: Env) -> Typed | None:  # NOTE: the one sizeof (values.size_of: the lane model)
    size_t = (64, True)
    if e.type is not None:
        layout = env.layout(e.type)
        if layout is None:
            return None
        return (layout[0] if e.op == "sizeof" else layout[1], size_t)
    if isinstance(e.expr, ast.Name):
        array = env.lookup_array(e.expr.id)
        if array is None:
            # NOTE: `sizeof(T)` parsed where `T` was not known as a type (a template argument's text)
            layout = env.layout(e.expr.id) if env.lookup(e.expr.id) is UNKNOWN else None
            return None if layout is None else (layout[0] if e.op == "sizeof" else layout[1], size_t)
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
        if ka == FLOAT or kb == FLOAT:
            return ((min if name in _MIN else max)(float(a), float(b)), FLOAT)
        kind = _common(ka, kb)
        a, b = _wrap(a, kind), _wrap(b, kind)
        return ((min if name in _MIN else max)(a, b), kind)
    if len(e.args) == 1 and (name in _ROUNDING or name in _FLOAT_TYPES):
        inner = _eval(e.args[0], env, d)
        if inner is None:
            return None
        return (float(_ROUNDING[name](inner[0]) if name in _ROUNDING else inner[0]), FLOAT)
    kind = int_type(name)
    if kind is not None and len(e.args) == 1:  # functional cast parsed as a call: `int(x)`, `size_t(n)`
        inner = _eval(e.args[0], env, d)
        return None if inner is None else (_wrap(_integer(inner), kind), kind)
    return None


from analyzer.cuda.model.specnames import specialised, through_alias  # noqa: E402 - it reads this module
