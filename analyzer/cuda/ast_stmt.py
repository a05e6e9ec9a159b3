"""The IR's statements and top-level items (see analyzer/cuda/ast.py, which re-exports them: import the IR
from there)."""

from __future__ import annotations

from typing import Any, Union

from analyzer.prebuilt import dataclass
from analyzer.cuda.ast_expr import Expr, TypeRef
from analyzer.diagnostics import Span


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
    """A region the grammar could not parse; reported as KL001 and skipped. `text` is its tokens, all of them
    (model/scopes.unparsed_writes reads what it may write from it)."""

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
    `name_span` is the span of the function's name. `scope` is the enclosing namespace/class path. `const`: a member
    function declared `T f() const`."""

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
    const: bool = False  # a member function declared `const` (C++ picks it for a const object)

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
    notes: tuple = ()  # (line, message) of the preprocessor: project guards read for the GPU build (pp/guards.py)
    archs: tuple = ()  # (first line, last line, the `__CUDA_ARCH__` values that compile it): pp/archs.py
    macro_events: tuple = ()  # (line, name, Macro or None for #undef): the file's live #defines in order

    def functions(self) -> tuple[Function, ...]:
        return tuple(item for item in self.items if isinstance(item, Function))

    def kernels(self) -> tuple[Function, ...]:
        return tuple(f for f in self.functions() if f.is_kernel)
