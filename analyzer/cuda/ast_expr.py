"""The IR's types and expressions (see analyzer/cuda/ast.py, which re-exports them: import the IR from there)."""

from __future__ import annotations

from typing import Any, Union

from analyzer.prebuilt import dataclass
from analyzer.diagnostics import Span


# ----------------------------------------------------------------------------------------------- types


@dataclass(frozen=True, slots=True)
class TypeRef:
    """A type as written. `base` is the core name without qualifiers/pointers ("float", "unsigned int",
    "float4", "T", "dim3"); `pointers` counts `*`; `reference` for `&`; `qualifiers` holds const,
    volatile, __restrict__ ... ; `template_args` the raw text of `<...>` arguments of the base, if any."""

    span: Span
    text: str
    base: str
    pointers: int = 0
    reference: bool = False
    qualifiers: frozenset[str] = frozenset()
    template_args: tuple[str, ...] = ()


# ----------------------------------------------------------------------------------------- expressions


@dataclass(frozen=True, slots=True)
class Name:
    span: Span
    id: str  # may be qualified: "std::min", "cuda::std::max"


@dataclass(frozen=True, slots=True)
class IntLit:
    span: Span
    value: int
    text: str  # as written, with suffixes (0x01, 32u, 1ULL)


@dataclass(frozen=True, slots=True)
class FloatLit:
    span: Span
    value: float
    text: str


@dataclass(frozen=True, slots=True)
class BoolLit:
    span: Span
    value: bool


@dataclass(frozen=True, slots=True)
class StrLit:
    span: Span
    text: str  # with quotes; adjacent literals concatenated


@dataclass(frozen=True, slots=True)
class CharLit:
    span: Span
    value: int
    text: str


@dataclass(frozen=True, slots=True)
class Member:
    """`base.field` or `base->field` (threadIdx.x is Member(Name("threadIdx"), "x"))."""

    span: Span
    base: Expr
    field: str
    arrow: bool = False


@dataclass(frozen=True, slots=True)
class Index:
    span: Span
    base: Expr
    index: Expr


@dataclass(frozen=True, slots=True)
class Call:
    """`func(args)`; `template_args` holds the raw text of explicit `<...>` arguments (`max<int>(a, b)`)."""

    span: Span
    func: Expr
    args: tuple[Expr, ...]
    template_args: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Unary:
    """Prefix `- + ! ~ * & ++ --` or postfix `++ --` (postfix=True)."""

    span: Span
    op: str
    operand: Expr
    postfix: bool = False


@dataclass(frozen=True, slots=True)
class Binary:
    """Arithmetic, shift, comparison, bitwise and logical operators with exact C precedence.

    `parenthesized` on an operand is recorded in `paren_left`/`paren_right` so rules like KL104 can
    tell `x & 1 == 0` from `(x & 1) == 0`."""

    span: Span
    op: str
    left: Expr
    right: Expr
    paren_left: bool = False
    paren_right: bool = False


# NOTE: a comparison with its operands exchanged (`n > i` is `i < n`) and its negation (`!(i < n)` is `i >= n`)
SWAPPED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}
NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}


@dataclass(frozen=True, slots=True)
class Assign:
    """`target op value` with op one of = += -= *= /= %= <<= >>= &= ^= |=."""

    span: Span
    op: str
    target: Expr
    value: Expr


@dataclass(frozen=True, slots=True)
class Conditional:
    span: Span
    cond: Expr
    then: Expr
    other: Expr


@dataclass(frozen=True, slots=True)
class Cast:
    """C cast `(T)x`, functional `T(x)`, or `static_cast<T>(x)` / reinterpret/const/dynamic (`kind`)."""

    span: Span
    type: TypeRef
    expr: Expr
    kind: str = "c"


@dataclass(frozen=True, slots=True)
class SizeOf:
    """`sizeof(T)` (type set) or `sizeof expr` (expr set); also alignof via `op`."""

    span: Span
    type: TypeRef | None
    expr: Expr | None
    op: str = "sizeof"


@dataclass(frozen=True, slots=True)
class Comma:
    span: Span
    exprs: tuple[Expr, ...]


@dataclass(frozen=True, slots=True)
class InitList:
    """`{a, b, c}` (dim3 b = {32, 2}; aggregate initialisers); `names` the designators of `{.a = 1, .c = 3}`,
    one per item (empty when positional)."""

    span: Span
    items: tuple[Expr, ...]
    names: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Launch:
    """`kernel<<<grid, block[, smem[, stream]]>>>(args)`. `config` holds 2..4 expressions.
    Also produced for `hipLaunchKernelGGL(k, grid, block, smem, stream, args...)` and visible
    `cudaLaunchKernel(...)`, with `via` naming the form ("chevrons", "hipLaunchKernelGGL", ...)."""

    span: Span
    kernel: Expr
    config: tuple[Expr, ...]
    args: tuple[Expr, ...]
    template_args: tuple[str, ...] = ()
    via: str = "chevrons"


@dataclass(frozen=True, slots=True)
class Lambda:
    """`[captures](params) specifiers { body }`; `captures` as written ("&", "=", "x", "&y", "z = 1")."""

    span: Span
    captures: tuple[str, ...]
    params: tuple[Any, ...]  # ast_stmt.Param
    body: Any  # ast_stmt.Block
    specifiers: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Opaque:
    """An expression the front end keeps only as text (lambdas, new/delete, throw, ...)."""

    span: Span
    text: str


Expr = Union[Name, IntLit, FloatLit, BoolLit, StrLit, CharLit, Member, Index, Call, Unary, Binary, Assign,
             Conditional, Cast, SizeOf, Comma, InitList, Launch, Lambda, Opaque]
