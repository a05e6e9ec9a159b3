"""The typed IR of the CUDA/HIP front end: frozen dataclasses, every node with a Span.

Spans are in ORIGINAL file coordinates (1-based, end exclusive; see analyzer.diagnostics.Span): the
parser maps positions in the preprocessed text back through Preprocessed.origin_span, so a node that
came out of a macro expansion points at the macro use.

This is the contract between the parser (analyzer/cuda/parse/parser.py), the semantic model
(analyzer/cuda/model/build.py), the variance analysis and the checks. Extend it compatibly (new node types,
new fields with defaults at the end); do not rename.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

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
    """`{a, b, c}` (dim3 b = {32, 2}; aggregate initialisers)."""

    span: Span
    items: tuple[Expr, ...]


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
    params: tuple[Param, ...]
    body: Block
    specifiers: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Opaque:
    """An expression the front end keeps only as text (lambdas, new/delete, throw, ...)."""

    span: Span
    text: str


Expr = Union[Name, IntLit, FloatLit, BoolLit, StrLit, CharLit, Member, Index, Call, Unary, Binary, Assign,
             Conditional, Cast, SizeOf, Comma, InitList, Launch, Lambda, Opaque]

# ------------------------------------------------------------------------------------------ statements


@dataclass(frozen=True, slots=True)
class Declarator:
    """One declared name. `dims` are array dimensions (None for `[]`); `init` an `= expr` initialiser;
    `ctor_args` the `(a, b)` / `{a, b}` constructor arguments (`dim3 b(40, 2)`)."""

    span: Span
    name: str
    type: TypeRef
    dims: tuple[Expr | None, ...] = ()
    init: Expr | None = None
    ctor_args: tuple[Expr, ...] | None = None


@dataclass(frozen=True, slots=True)
class Decl:
    """A declaration statement. `storage` holds __shared__, __constant__, __device__, extern, static,
    constexpr, const, register, __managed__ ... as written."""

    span: Span
    storage: frozenset[str]
    declarators: tuple[Declarator, ...]


@dataclass(frozen=True, slots=True)
class ExprStmt:
    span: Span
    expr: Expr


@dataclass(frozen=True, slots=True)
class Block:
    span: Span
    stmts: tuple[Stmt, ...]


@dataclass(frozen=True, slots=True)
class If:
    span: Span
    cond: Expr
    then: Stmt
    other: Stmt | None = None
    init: Stmt | None = None  # C++17 `if (init; cond)`


@dataclass(frozen=True, slots=True)
class For:
    """`for (init; cond; step) body`; `cond` None means forever. Range-for: `range` set, cond/step None."""

    span: Span
    init: Stmt | None
    cond: Expr | None
    step: Expr | None
    body: Stmt
    range: Expr | None = None


@dataclass(frozen=True, slots=True)
class While:
    span: Span
    cond: Expr
    body: Stmt


@dataclass(frozen=True, slots=True)
class DoWhile:
    span: Span
    body: Stmt
    cond: Expr


@dataclass(frozen=True, slots=True)
class Switch:
    span: Span
    cond: Expr
    body: Stmt


@dataclass(frozen=True, slots=True)
class Case:
    """A `case v:` / `default:` label inside a switch body (value None for default), labelling `stmt`."""

    span: Span
    value: Expr | None
    stmt: Stmt | None = None


@dataclass(frozen=True, slots=True)
class Jump:
    """break / continue / goto (label) / return (value)."""

    span: Span
    kind: str
    value: Expr | None = None
    label: str | None = None


@dataclass(frozen=True, slots=True)
class Labeled:
    span: Span
    label: str
    stmt: Stmt


@dataclass(frozen=True, slots=True)
class Empty:
    span: Span


@dataclass(frozen=True, slots=True)
class Unparsed:
    """A region the grammar could not parse; reported as KL001 and skipped. `text` is a short excerpt."""

    span: Span
    text: str
    reason: str
    # Launch statements recovered from inside the region (host code around launches is often C++
    # the grammar skips): ExprStmt(Launch) nodes, so walkers that descend here still see them.
    salvaged: tuple[Stmt, ...] = ()


Stmt = Union[Decl, ExprStmt, Block, If, For, While, DoWhile, Switch, Case, Jump, Labeled, Empty, Unparsed]

# ------------------------------------------------------------------------------------------- top level


@dataclass(frozen=True, slots=True)
class Param:
    span: Span
    name: str | None
    type: TypeRef
    dims: tuple[Expr | None, ...] = ()
    default: Expr | None = None


@dataclass(frozen=True, slots=True)
class TemplateParam:
    """`typename T`, `class T`, `int N = 4` (kind "type" or the non-type's type text)."""

    span: Span
    kind: str
    name: str | None
    default: str | None = None


@dataclass(frozen=True, slots=True)
class Function:
    """A function definition or declaration (body None).

    `qualifiers`: __global__, __device__, __host__, __forceinline__, __noinline__, static, inline,
    extern, constexpr, extern "C" ... `launch_bounds` holds the 1..3 `__launch_bounds__` arguments as
    expressions (also `__attribute__((amdgpu_flat_work_group_size(a, b)))` -> via "amdgpu" in the model).
    `name_span` is the span of the function's name. `scope` is the enclosing namespace/class path."""

    span: Span
    name: str
    name_span: Span
    qualifiers: frozenset[str]
    return_type: TypeRef
    params: tuple[Param, ...]
    body: Block | None
    template_params: tuple[TemplateParam, ...] | None = None
    launch_bounds: tuple[Expr, ...] | None = None
    scope: tuple[str, ...] = ()
    # `__attribute__((...))` items and alignas as Name/Call nodes (amdgpu_flat_work_group_size(a, b) ...)
    attributes: tuple[Expr, ...] = ()

    @property
    def is_kernel(self) -> bool:
        return "__global__" in self.qualifiers


@dataclass(frozen=True, slots=True)
class GlobalDecl:
    """A namespace-scope declaration (constants, __constant__/__device__/__shared__ variables, dim3s)."""

    span: Span
    decl: Decl
    scope: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ParseError:
    """A KL001 region: where the front end gave up and where it resumed."""

    span: Span
    message: str


@dataclass(frozen=True, slots=True)
class TranslationUnit:
    path: str
    items: tuple[Function | GlobalDecl | Unparsed, ...]
    errors: tuple[ParseError, ...] = ()
    source: str = ""  # the original text, for snippets and condition text
    types: Any = None  # analyzer.cuda.parse.usertypes.UserTypes: structs, aliases, enum constants (or None)
    macros: Any = None  # name -> analyzer.cuda.pp.macros.Macro: the `#define`s in effect (file None: this file's)
    comments: tuple = ()  # analyzer.cuda.pp.output.Comment of live code: where inline suppressions are read

    def functions(self) -> tuple[Function, ...]:
        return tuple(item for item in self.items if isinstance(item, Function))

    def kernels(self) -> tuple[Function, ...]:
        return tuple(f for f in self.functions() if f.is_kernel)


Node = Union[Expr, Stmt, Function, GlobalDecl, TranslationUnit, TypeRef, Declarator, Param, Case]


def source_text(source: str, span: Span) -> str:
    """The original text of `span` (joined with spaces when it crosses lines); see SourceText.snippet."""
    from analyzer.source import text_of

    return text_of(source).snippet(span)
