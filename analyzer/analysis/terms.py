"""Symbolic terms for the variance analysis: what a value is, as a small expression tree.

A term is a nested tuple (hashable, cheap to compare):

    ("c", v)                 a constant (an int; a float is ("c", v, "f"): see const())
    ("t", "x"|"y"|"z")       threadIdx component
    ("lane",)                lane id: linear thread id % warp size (`__lane_id()`)
    ("wu", name)             a value uniform inside each warp but different between warps (`__ballot_sync`)
    ("u", name, kind)        a block-uniform unknown; kind is one of
                               "bid"  blockIdx.* (every block runs: a split in any block is a split)
                               "bdim" blockDim.* (taken from the launch shape)
                               "gdim" gridDim.*
                               "iter" an iteration count of a loop (0, 1, 2, ... ; see variance.py)
                               "arg"  anything else uniform: kernel arguments, loads at uniform addresses
    ("p", i)                 the i-th parameter of a __device__ function (summaries only)
    (op, a, b)               C binary operator: + - * / % << >> & | ^ < <= > >= == != && || min max,
                             and the integer intrinsics `mul24`, `umulhi`, `umul64hi` (analysis/intrinsics.py)
    ("neg"|"not"|"bnot"|"abs"|"float"|"int", a)   unary minus, !, ~, abs(), float and int casts
    ("u32"|"u64", a)                              wrap to an unsigned width (C's unsigned arithmetic)
    ("popc"|"clz"|"ffs"|"brev" [+ "ll"], a)       bit intrinsics, evaluated exactly on 32 (64) bits
    ("?", c, a, b)           c ? a : b (also the join of two values at a branch on c)
    ("bperm", a, b, s)       `__byte_perm(a, b, s)`

`compile_term` turns a term into a Python function evaluated per thread (`compile_block`: a whole block; their code
from analyzer.codecache's table) with C semantics for integer division/remainder (truncation toward zero) and
comparisons (0/1). NOTE: integers are unbounded and do not wrap: a term whose value would (`threadIdx.x - 1`
compared as unsigned) may be judged differently from the hardware.
"""

from __future__ import annotations

import zlib
from functools import lru_cache
from typing import Any, Callable

from analyzer.analysis.symbol_names import symbol_text
from analyzer.codecache import compiled

Term = tuple

MAX_NODES = 120
# NOTE: the prefix of a loop's placeholder symbols (analysis/loops.py): ("u", "$cur:v@k...", "arg") stands for v's
# value at the start of an iteration, which may be thread-dependent: the Val's thread flag says so, the term not
PLACEHOLDER = "$cur:"
BINARY = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "<", "<=", ">", ">=", "==", "!=", "&&", "||",
          "min", "max", "mul24", "umulhi", "umul64hi"}
BITS = {"popc", "clz", "ffs", "brev", "popcll", "clzll", "ffsll", "brevll"}
UNARY = {"neg", "not", "bnot", "abs", "float", "int", "u32", "u64"} | BITS
TERNARY = {"?", "bperm"}
COMPARE = {"<", "<=", ">", ">=", "==", "!="}


def const(v: Any) -> Term:
    """("c", v); a float carries a third element, ("c", 2.0, "f"), so that it is neither equal to nor hashed
    like the int ("c", 2): `x / 2` and `x / 2.0` are different terms for the memoised compilers."""
    return ("c", v, "f") if type(v) is float else ("c", v)


def is_const(t: Term | None) -> bool:
    return t is not None and t[0] == "c"


@lru_cache(maxsize=16384)
def size(t: Term) -> int:
    """Nodes of `t` (memoised: every binary/unary term built asks it of its operands, which hashing, in C,
    answers faster than walking them again)."""
    if t[0] in BINARY:
        return 1 + size(t[1]) + size(t[2])
    if t[0] in UNARY:
        return 1 + size(t[1])
    if t[0] in TERNARY:
        return 1 + size(t[1]) + size(t[2]) + size(t[3])
    return 1


def children(t: Term) -> tuple[Term, ...]:
    if t[0] in BINARY or t[0] in UNARY or t[0] in TERNARY:
        return tuple(t[1:])
    return ()


@lru_cache(maxsize=8192)
def leaves(t: Term) -> frozenset[Term]:
    """Every leaf (atoms, constants, symbols) of `t` (memoised: the same terms are asked about by every
    analysis of a kernel)."""
    out: set[Term] = set()
    stack = [t]
    while stack:
        node = stack.pop()
        kids = children(node)
        if kids:
            stack.extend(kids)
        else:
            out.add(node)
    return frozenset(out)


def thread_dependent(t: Term) -> bool:
    return any(leaf[0] in ("t", "lane", "wu") for leaf in leaves(t))


@lru_cache(maxsize=8192)
def has_float(t: Term) -> bool:
    """Whether a term may be floating point (a float constant or a float cast in it); memoised like `leaves`."""
    stack = [t]
    while stack:
        node = stack.pop()
        if node[0] == "float" or node[0] == "c" and isinstance(node[1], float):
            return True
        stack.extend(children(node))
    return False


@lru_cache(maxsize=8192)
def symbols(t: Term) -> frozenset[Term]:
    return frozenset(leaf for leaf in leaves(t) if leaf[0] == "u")


def _fold(op: str, a: Any, b: Any) -> Any:
    return _OPS[op](a, b)


def binary(op: str, a: Term | None, b: Term | None) -> Term | None:
    """Build (op, a, b), folding constants and trivial identities; None when either side is unknown or
    the result grows past MAX_NODES."""
    if a is None or b is None:
        return None
    a_const, b_const = a[0] == "c", b[0] == "c"  # NOTE: is_const inline: every operation the interpreters meet
    if a_const and b_const:
        try:
            return const(_fold(op, a[1], b[1]))
        except (ZeroDivisionError, TypeError, ValueError, OverflowError):
            return None
    if b_const and (b[1] == 0 and op in ("+", "-", "|", "^", "<<", ">>") or b[1] == 1 and op in ("*", "/")):
        return a
    if a_const and (a[1] == 0 and op == "+" or a[1] == 1 and op == "*"):
        return b
    t = (op, a, b)
    return t if size(t) <= MAX_NODES else None


def unary(op: str, a: Term | None) -> Term | None:
    if a is None:
        return None
    if is_const(a):
        try:
            return const(_UNOPS[op](a[1]))
        except (TypeError, ValueError, OverflowError):
            return None
    t = (op, a)
    return t if size(t) <= MAX_NODES else None


def select(c: Term | None, a: Term | None, b: Term | None) -> Term | None:
    if c is None or a is None or b is None:
        return None
    if a == b:
        return a
    if is_const(c):
        return a if c[1] else b
    t = ("?", c, a, b)
    return t if size(t) <= MAX_NODES else None


def ternary(op: str, a: Term | None, b: Term | None, c: Term | None) -> Term | None:
    """A three-operand intrinsic ("bperm"), folded when every operand is constant."""
    if a is None or b is None or c is None:
        return None
    if is_const(a) and is_const(b) and is_const(c):
        try:
            return const(_TERNOPS[op](a[1], b[1], c[1]))
        except (TypeError, ValueError, OverflowError):
            return None
    t = (op, a, b, c)
    return t if size(t) <= MAX_NODES else None


def substitute(t: Term, mapping: dict[Term, Term]) -> Term | None:
    """Replace leaves (e.g. ("p", i) parameter placeholders) by terms, re-folding constants."""
    if t in mapping:
        return mapping[t]
    kids = children(t)
    if not kids:
        return t
    new = [substitute(k, mapping) for k in kids]
    if t[0] in BINARY:
        return binary(t[0], new[0], new[1])
    if t[0] in UNARY:
        return unary(t[0], new[0])
    if t[0] == "bperm":
        return ternary("bperm", new[0], new[1], new[2])
    return select(new[0], new[1], new[2])


# ------------------------------------------------------------------------------------------ evaluation


def _div(a: Any, b: Any) -> Any:
    if type(a) is int and type(b) is int and a >= 0 and b > 0:
        return a // b  # NOTE: the common case first (thread indices over positive sizes): a third of KL201's evaluation
    if isinstance(a, float) or isinstance(b, float):
        return a / b
    if b == 0:
        raise ZeroDivisionError
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _mod(a: Any, b: Any) -> Any:
    if type(a) is int and type(b) is int and a >= 0 and b > 0:
        return a % b
    if isinstance(a, float) or isinstance(b, float):
        raise TypeError("% on a float")
    return a - b * _div(a, b)


def _shl(a: int, b: int) -> int:
    if b < 0 or b > 63:
        raise ValueError("shift")
    return a << b


def _shr(a: int, b: int) -> int:
    if b < 0 or b > 63:
        raise ValueError("shift")
    return a >> b


_OPS: dict[str, Callable[[Any, Any], Any]] = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": _div, "%": _mod,
    "<<": _shl, ">>": _shr, "&": lambda a, b: a & b, "|": lambda a, b: a | b, "^": lambda a, b: a ^ b,
    "<": lambda a, b: int(a < b), "<=": lambda a, b: int(a <= b), ">": lambda a, b: int(a > b),
    ">=": lambda a, b: int(a >= b), "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
    "&&": lambda a, b: int(bool(a) and bool(b)), "||": lambda a, b: int(bool(a) or bool(b)),
    "min": min, "max": max,
}
def _bits(width: int) -> dict[str, Callable[[Any], Any]]:
    """CUDA's bit intrinsics on a `width`-bit operand (the argument converted to unsigned first)."""
    mask, suffix = (1 << width) - 1, "" if width == 32 else "ll"

    def popc(a: int) -> int:
        return bin(_int(a) & mask).count("1")

    def clz(a: int) -> int:
        return width - (_int(a) & mask).bit_length()

    def ffs(a: int) -> int:
        v = _int(a) & mask
        return (v & -v).bit_length()

    def brev(a: int) -> int:
        return int(format(_int(a) & mask, f"0{width}b")[::-1], 2)

    return {"popc" + suffix: popc, "clz" + suffix: clz, "ffs" + suffix: ffs, "brev" + suffix: brev}


def _int(a: Any) -> int:
    if isinstance(a, float):
        raise TypeError("bit intrinsic of a float")
    return a


def _signed24(a: int) -> int:
    a = _int(a) & 0xFFFFFF
    return a - (1 << 24) if a & 0x800000 else a


def _mul24(a: int, b: int) -> int:
    """`__mul24`: the low 32 bits of the product of the operands' low 24 bits, signed."""
    if type(a) is int and type(b) is int and 0 <= a < 0x800000 and 0 <= b < 0x800000:
        p = (a * b) & 0xFFFFFFFF  # NOTE: operands that fit 23 bits are their own signed 24-bit value
    else:
        p = (_signed24(a) * _signed24(b)) & 0xFFFFFFFF
    return p - (1 << 32) if p & 0x80000000 else p


def _byte_perm(a: int, b: int, s: int) -> int:
    """`__byte_perm(x, y, s)`: byte i of the result is byte (s >> 4i) & 7 of the 8 bytes y:x."""
    pool = ((_int(b) & 0xFFFFFFFF) << 32) | (_int(a) & 0xFFFFFFFF)
    return sum(((pool >> (8 * ((_int(s) >> (4 * i)) & 7))) & 0xFF) << (8 * i) for i in range(4))


_OPS["mul24"] = _mul24
_OPS["umulhi"] = lambda a, b: ((_int(a) & 0xFFFFFFFF) * (_int(b) & 0xFFFFFFFF)) >> 32
_OPS["umul64hi"] = lambda a, b: ((_int(a) & (2**64 - 1)) * (_int(b) & (2**64 - 1))) >> 64
_UNOPS: dict[str, Callable[[Any], Any]] = {
    "neg": lambda a: -a, "not": lambda a: int(not a), "bnot": lambda a: ~a, "abs": abs,
    "float": float, "int": lambda a: int(a),
    "u32": lambda a: int(a) & 0xFFFFFFFF, "u64": lambda a: int(a) & 0xFFFFFFFFFFFFFFFF,
    **_bits(32), **_bits(64),
}
_TERNOPS: dict[str, Callable[[Any, Any, Any], Any]] = {"bperm": _byte_perm}
# NOTE: the unary operators of _UNOPS that are one Python expression, written inline by _source (a call
# per thread and operator was a sixth of KL201's time); same operations, so the same values and errors
_INLINE_UNOPS = {"neg": "(-{})", "not": "int(not {})", "bnot": "(~{})", "abs": "abs({})", "float": "float({})",
                 "int": "int({})", "u32": "(int({}) & 0xFFFFFFFF)", "u64": "(int({}) & 0xFFFFFFFFFFFFFFFF)"}
_PY = {"+": "+", "-": "-", "*": "*", "&": "&", "|": "|", "^": "^", "<": "<", "<=": "<=", ">": ">",
       ">=": ">=", "==": "==", "!=": "!="}


def _source(t: Term, sub: Callable[[Term], str] | None = None, lazy: Callable[[Term], str] | None = None) -> str:
    """Python source of `t`; `sub` writes the operands always evaluated, `lazy` the others (`?:` arms, `&&`'s right)."""
    kind = t[0]
    if kind == "c":
        return repr(t[1])
    if kind == "t":
        return t[1]
    if kind == "lane":
        return "L"
    if kind == "wu":
        return f"(W * 7919 + {zlib.crc32(t[1].encode()) % 1000})"
    if kind == "u":
        return f"S[{t[1]!r}]"
    sub, lazy = sub or _source, lazy or _source
    if kind in ("&&", "||"):
        word = "and" if kind == "&&" else "or"
        return f"int(bool({sub(t[1])}) {word} bool({lazy(t[2])}))"
    if kind in COMPARE:
        return f"int({sub(t[1])} {_PY[kind]} {sub(t[2])})"
    if kind in _PY:
        return f"({sub(t[1])} {_PY[kind]} {sub(t[2])})"
    if kind in BINARY:
        return f"_O[{kind!r}]({sub(t[1])}, {sub(t[2])})"
    if kind in _INLINE_UNOPS:
        return _INLINE_UNOPS[kind].format(sub(t[1]))
    if kind in UNARY:
        return f"_U[{kind!r}]({sub(t[1])})"
    if kind == "bperm":
        return f"_T['bperm']({sub(t[1])}, {sub(t[2])}, {sub(t[3])})"
    if kind == "?":
        return f"({lazy(t[2])} if {sub(t[1])} else {lazy(t[3])})"
    raise ValueError(f"term {kind!r} cannot be evaluated")


def _hoister(lines: list[str]) -> Callable[[Term], str]:
    """`sub` for _source: a subterm no thread index, lane or warp reaches becomes a local `_hN` computed once per block
    (its line appended to `lines`); `lazy` (`?:` arms, `&&`'s right: for some threads only) just reads symbols once."""
    names: dict[str, str] = {}

    def hoist(text: str) -> str:
        if text not in names:
            names[text] = f"_h{len(names)}"
            lines.append(f"{names[text]} = {text}")
        return names[text]
    def lazy(t: Term) -> str:
        return hoist(_source(t)) if t[0] == "u" else _source(t, lazy, lazy)
    def sub(t: Term) -> str:
        return _source(t, sub, lazy) if t[0] == "c" or thread_dependent(t) else hoist(_source(t))
    return sub


@lru_cache(maxsize=4096)
def compile_term(t: Term) -> Callable[..., Any]:
    """f(x, y, z, L, W, S) -> value, with x/y/z the thread index, L the lane, W the warp index within the block
    and S the values of the ("u", name, kind) symbols by name. Raises ValueError for unsubstituted parameters."""
    return eval(compiled(f"lambda x, y, z, L, W, S: {_source(t)}", "eval"), {"_O": _OPS, "_U": _UNOPS, "_T": _TERNOPS})


@lru_cache(maxsize=4096)
def compile_block(t: Term, as_bool: bool = False) -> Callable[..., list]:
    """f(threads, S) -> [value for each (W, L, x, y, z) of `threads`] (bool() of each with `as_bool`) in one
    comprehension. NOTE: subterms no thread index reaches (`S['cols'] * 16`) are computed once before it
    (_hoister); if that raises, compile_term's function runs thread by thread and raises what it always did."""
    lines: list[str] = []
    wrap = "bool({})" if as_bool else "{}"
    each = " for (W, L, x, y, z) in T]"
    namespace = {"_O": _OPS, "_U": _UNOPS, "_T": _TERNOPS, "_term": lambda: compile_term(t)}
    body = "[" + wrap.format(_source(t, _hoister(lines))) + each
    if not lines:
        return eval(compiled(f"lambda T, S: {body}", "eval"), namespace)  # noqa: S307
    text = ["def block(T, S):", "    try:", *(f"        {line}" for line in lines), "    except Exception:",
            "        f = _term()", "        return [" + wrap.format("f(x, y, z, L, W, S)") + each, f"    return {body}"]
    exec(compiled("\n".join(text), "exec"), namespace)  # noqa: S102 - our own term's source
    return namespace["block"]


def render(t: Term) -> str:
    """A short C-like rendering, for messages and debugging."""
    kind = t[0]
    if kind == "c":
        return str(t[1])
    if kind == "t":
        return f"threadIdx.{t[1]}"
    if kind == "lane":
        return "lane"
    if kind in ("wu", "u"):  # NOTE: a loop counter's symbol is named `k@line:col`; a message calls it `k`
        return symbol_text(str(t[1]), t[2] if len(t) > 2 else "")
    if kind == "p":
        return f"$p{t[1]}"
    if kind in ("min", "max", "mul24", "umulhi", "umul64hi"):
        return f"{kind}({render(t[1])}, {render(t[2])})"
    if kind == "bperm":
        return f"__byte_perm({render(t[1])}, {render(t[2])}, {render(t[3])})"
    if kind in BINARY:
        return f"({render(t[1])} {kind} {render(t[2])})"
    if kind in UNARY:
        sym = {"neg": "-", "not": "!", "bnot": "~"}.get(kind)
        return f"{sym}{render(t[1])}" if sym else f"{kind}({render(t[1])})"
    return f"({render(t[1])} ? {render(t[2])} : {render(t[3])})"
