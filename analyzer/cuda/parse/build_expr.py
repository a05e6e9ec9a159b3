"""Lark trees of grammars/cuda.lark -> the typed IR of analyzer/cuda/ast.py.

Methods are called by analyzer/cuda/parse/lalr.py as each rule is reduced (no recursion, no lark Trees).
Spans go through `Preprocessed.origin_span`, i.e. they are in original file coordinates. Conventions
the IR documents only loosely:

* `f<T>(x)` -> Call(func=Name("f"), template_args=("T",)); a bare `f<T>` -> Name("f<T>").
* `k<T><<<g, b>>>(x)` -> Launch(kernel=Name("k"), template_args=("T",)); `hipLaunchKernelGGL(k, g, b,
  s, st, args...)` -> Launch(via="hipLaunchKernelGGL", config=(g, b, s, st)), HIP_KERNEL_NAME(k<T>)
  unwrapped; `cudaLaunchKernel(f, g, b, args, s, st)` -> Launch(via="cudaLaunchKernel",
  config=(g, b, s, st), args=(args,)) (same for the Cooperative and hip* variants);
  `cudaLaunchKernelEx(&cfg, k, args...)` (and hipLaunchKernelEx) -> Launch(config=(cfg.gridDim, cfg.blockDim,
  cfg.dynamicSmemBytes, cfg.stream), args=(args...)).
* functional notation: one argument -> Cast(kind="functional"), otherwise Call(Name(type text));
  `T{...}` -> Cast(kind="functional", expr=InitList). `nullptr`/`this` are Names.
* new/delete/throw/asm and decltype are kept as Opaque text.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.parse.lalr import Token, Tree
from analyzer.diagnostics import Span

NOSPAN = Span(1, 1, 1, 1)
_KEEP = {"IDENT", "TYPE_NAME", "SCOPE_TAIL", "INT_LIT", "FLOAT_LIT", "STRING_LIT", "CHAR_LIT", "TLT", "TGT",
         "PLACEHOLDER", "ELLIPSIS"}
_CHAR_ESC = {"n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, "'": 39, '"': 34, "a": 7, "b": 8, "f": 12, "v": 11}
_LAUNCHERS = {"cudaLaunchKernel", "cudaLaunchCooperativeKernel", "hipLaunchKernel", "hipLaunchCooperativeKernel"}


@dataclass
class Specs:
    """decl-specifiers: storage words, cv qualifiers, type words, attributes."""

    storage: set[str] = field(default_factory=set)
    quals: set[str] = field(default_factory=set)
    words: list[str] = field(default_factory=list)
    targs: tuple[str, ...] = ()
    bounds: tuple[Any, ...] | None = None
    attrs: list[Any] = field(default_factory=list)
    text: str = ""  # the type as written, storage words and attributes left out
    span: Span | None = None


@dataclass
class Direct:
    """A declarator: name, pointer ops, array dims, parameters (None: not a function)."""

    name: str
    span: Span
    ptrs: list[tuple[str, frozenset[str]]] = field(default_factory=list)
    dims: list[Any] = field(default_factory=list)
    params: list[ast.Param] | None = None
    targs: tuple[str, ...] = ()
    const: bool = False  # a member function declared `const` (`T operator()(int i) const`)


@dataclass
class Paren:
    expr: Any


@dataclass
class TName:
    """`name<args>` before we know whether it is called."""

    name: ast.Name
    targs: tuple[str, ...]
    full: ast.Name


@dataclass
class Dim:
    expr: Any


def fix(x: Any) -> Any:
    """An IR expression from an internal wrapper (parentheses, template names)."""
    while True:
        if isinstance(x, Paren):
            x = x.expr
        elif isinstance(x, TName):
            return x.full
        else:
            return x


def closing(text: str, i: int, opens: str = "<([{", closes: str = ">)]}") -> int | None:
    """The offset of the bracket closing the one at `i` (the kinds in `opens`/`closes` nested, counted alike), None
    when it does not close."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] in opens:
            depth += 1
        elif text[j] in closes:
            depth -= 1
            if depth == 0:
                return j
    return None


def split_args(text: str) -> tuple[str, ...]:
    """Top-level comma split of template-argument text, whitespace collapsed."""
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return tuple(" ".join(p.split()) for p in parts if p.strip())


def int_value(text: str) -> int:
    t = text.replace("'", "").rstrip("uUlLzZ")
    try:
        if t[:2].lower() == "0x":
            return int(t, 16)
        if t[:2].lower() == "0b":
            return int(t[2:], 2)
        if len(t) > 1 and t[0] == "0":
            return int(t, 8)
        return int(t)
    except ValueError:
        return 0


def char_value(text: str) -> int:
    body = text[text.index("'") + 1:].rstrip("'")
    if not body:
        return 0
    if body[0] != "\\":
        return ord(body[0])
    esc = body[1:]
    if esc[:1] == "x":
        return int(esc[1:] or "0", 16) if all(c in "0123456789abcdefABCDEF" for c in esc[1:]) else 0
    if esc[:1].isdigit():
        return int(esc, 8) if all(c in "01234567" for c in esc) else 0
    return _CHAR_ESC.get(esc[:1], ord(esc[:1]) if esc else 0)


def keep(children: list) -> list:
    """Children without punctuation/keyword tokens (named terminals stay)."""
    return [c for c in children if not (isinstance(c, Token) and c.type not in _KEEP)]


class ExprBuilder:
    """Expressions. `pre` (a Preprocessed) and `blocks` (placeholder id -> Block) are set per parse."""

    pre: Any = None
    blocks: dict[str, ast.Block] = {}

    # ------------------------------------------------------------------------------- helpers
    def _span(self, meta) -> Span:
        """The original span of a reduction's `meta` (its first and last token, or None: empty)."""
        if meta is None:
            return NOSPAN
        first, last = meta
        line, end_line = first.line, last.end_line
        segments = self.pre.segments
        if line in segments or end_line in segments:
            return Span(*self.pre.origin_span(line, first.column, end_line, last.end_column))
        # NOTE: Preprocessed.origin_span's common case (lines no expansion moved), without its call and tuple:
        # ~220k spans in a check of cuda-samples
        column, end_column = first.column, last.end_column
        if end_line < line or (end_line == line and end_column < column):
            return Span(line, column, line, column)
        return Span(line, column, end_line, end_column)

    def _tspan(self, tok: Token) -> Span:
        return Span(*self.pre.origin_span(tok.line, tok.column, tok.end_line, tok.end_column))

    def _text(self, meta) -> str:
        if meta is None:
            return ""
        return " ".join(self.pre.text[meta[0].start_pos:meta[1].end_pos].split())

    def _targs(self, children: list) -> tuple[str, ...]:
        for c in children:
            if isinstance(c, Tree) and c.data == "template_args":
                children = c.children
                break
        lt = next(c for c in children if isinstance(c, Token) and c.type == "TLT")
        gt = next(c for c in reversed(children) if isinstance(c, Token) and c.type == "TGT")
        return split_args(self.pre.text[lt.end_pos:gt.start_pos])

    # ------------------------------------------------------------------------------ literals
    def name_ref(self, meta, ch):
        return ast.Name(self._span(meta), str(ch[0]))

    def template_name(self, meta, ch):
        span, targs = self._span(meta), self._targs(ch)
        return TName(ast.Name(self._tspan(ch[0]), str(ch[0])), targs,
                     ast.Name(span, f"{ch[0]}<{', '.join(targs)}>"))

    def int_lit(self, meta, ch):
        text = str(ch[0])
        return ast.IntLit(self._span(meta), int_value(text), text)

    def float_lit(self, meta, ch):
        text = str(ch[0])
        body = text.replace("'", "").rstrip("fFlL") if not text.lower().startswith("0x") else text
        try:
            value = float.fromhex(body) if body.lower().startswith("0x") else float(body)
        except ValueError:
            value = 0.0
        return ast.FloatLit(self._span(meta), value, text)

    def char_lit(self, meta, ch):
        return ast.CharLit(self._span(meta), char_value(str(ch[0])), str(ch[0]))

    def str_lit(self, meta, ch):
        return ast.StrLit(self._span(meta), " ".join(str(c) for c in ch))

    def true_lit(self, meta, ch):
        return ast.BoolLit(self._span(meta), True)

    def false_lit(self, meta, ch):
        return ast.BoolLit(self._span(meta), False)

    def null_lit(self, meta, ch):
        return ast.Name(self._span(meta), "nullptr")

    def this_ref(self, meta, ch):
        return ast.Name(self._span(meta), "this")

    def paren(self, meta, ch):
        return Paren(keep(ch)[0])

    # ----------------------------------------------------------------------------- operators
    def comma(self, meta, ch):
        a, b = fix(ch[0]), fix(ch[-1])
        items = (a.exprs if isinstance(a, ast.Comma) and not isinstance(ch[0], Paren) else (a,)) + (b,)
        return ast.Comma(self._span(meta), items)

    def assign(self, meta, ch):
        ch = [c for c in ch if not isinstance(c, Token)]
        return ast.Assign(self._span(meta), str(ch[1].children[0]), fix(ch[0]), fix(ch[2]))

    def binary(self, meta, ch):
        left, op, right = ch
        return ast.Binary(self._span(meta), str(op), fix(left), fix(right), isinstance(left, Paren),
                          isinstance(right, Paren))

    def conditional(self, meta, ch):
        c = keep(ch)
        return ast.Conditional(self._span(meta), fix(c[0]), fix(c[1]), fix(c[2]))

    def prefix(self, meta, ch):
        return ast.Unary(self._span(meta), str(ch[0]), fix(ch[1]))

    def post_inc(self, meta, ch):
        return ast.Unary(self._span(meta), "++", fix(keep(ch)[0]), True)

    def post_dec(self, meta, ch):
        return ast.Unary(self._span(meta), "--", fix(keep(ch)[0]), True)

    def c_cast(self, meta, ch):
        c = keep(ch)
        return ast.Cast(self._span(meta), c[0], fix(c[1]), "c")

    def cxx_cast(self, meta, ch):
        kind = str(ch[0].children[0]).replace("_cast", "")
        c = [x for x in keep(ch) if not isinstance(x, Token)]
        return ast.Cast(self._span(meta), c[1], fix(c[2]), kind)

    def bit_cast(self, meta, ch):
        # NOTE: `__builtin_bit_cast(T, x)` (clang, HIP; std::bit_cast's builtin): the bits of x read as a T
        c = [x for x in keep(ch) if not isinstance(x, Token)]
        return ast.Cast(self._span(meta), c[0], fix(c[1]), "reinterpret")

    def sizeof_expr(self, meta, ch):
        return ast.SizeOf(self._span(meta), None, fix(keep(ch)[0]))

    def sizeof_type(self, meta, ch):
        return ast.SizeOf(self._span(meta), keep(ch)[0], None)

    def sizeof_pack(self, meta, ch):
        tok = keep(ch)[-1]
        return ast.SizeOf(self._span(meta), None, ast.Name(self._tspan(tok), str(tok)), "sizeof...")

    def alignof_type(self, meta, ch):
        return ast.SizeOf(self._span(meta), keep(ch)[-1], None, "alignof")

    def opaque(self, meta, ch):
        return ast.Opaque(self._span(meta), self._text(meta))

    # NOTE: `typeid(T)`, `typeid(x)`: a std::type_info, its operand unevaluated (as sizeof's; a polymorphic glvalue
    # aside, which device code has none of): nothing is read or written, kept as text
    new_expr = delete_expr = throw_expr = decltype_opaque = typeid_expr = opaque
    new_type = opaque

    # ------------------------------------------------------------------------------- postfix
    def index(self, meta, ch):
        c = keep(ch)
        return ast.Index(self._span(meta), fix(c[0]), fix(c[1]))

    def _member(self, meta, ch, arrow):
        c = keep(ch)
        return ast.Member(self._span(meta), fix(c[0]), str(c[1]), arrow)

    def dot(self, meta, ch):
        return self._member(meta, ch, False)

    def arrow(self, meta, ch):
        return self._member(meta, ch, True)

    def dot_template(self, meta, ch):
        c = keep(ch)
        return ast.Member(self._span(meta), fix(c[0]), f"{c[1]}<{', '.join(self._targs(ch))}>", False)

    def arrow_template(self, meta, ch):
        c = keep(ch)
        return ast.Member(self._span(meta), fix(c[0]), f"{c[1]}<{', '.join(self._targs(ch))}>", True)

    def fold_pack(self, meta, ch):
        """The `...` of a fold expression: the pack's other elements, unknown (kept as text)."""
        return ast.Opaque(self._tspan(ch[0]), "...")

    def stmt_expr(self, meta, ch):
        """GNU `({ ...; value; })`: kept as text (its statements are not modelled)."""
        return ast.Opaque(self._span(meta), self._text(meta))

    def arrow_dtor(self, meta, ch):
        c = keep(ch)
        return ast.Member(self._span(meta), fix(c[0]), f"~{c[1]}", True)

    def dot_dtor(self, meta, ch):
        c = keep(ch)
        return ast.Member(self._span(meta), fix(c[0]), f"~{c[1]}", False)

    def args(self, meta, ch):
        return [fix(c) for c in ch if not isinstance(c, Token)]

    def pack_expansion(self, meta, ch):
        return keep(ch)[0]

    def call(self, meta, ch):
        c = keep(ch)
        func, args = c[0], tuple(c[1]) if len(c) > 1 and c[1] is not None else ()
        span = self._span(meta)
        if isinstance(func, TName):
            return ast.Call(span, func.name, args, func.targs)
        func = fix(func)
        name = func.id.rsplit("::", 1)[-1] if isinstance(func, ast.Name) else ""
        if name == "hipLaunchKernelGGL" and len(args) >= 5:
            kernel, targs = self._kernel_of(args[0])
            return ast.Launch(span, kernel, args[1:5], args[5:], targs, "hipLaunchKernelGGL")
        if name in ("cudaLaunchKernelEx", "hipLaunchKernelEx") and len(args) >= 2:
            # NOTE: the launch configuration is a struct: its fields, which the model finds where they are set
            cfg = args[0].operand if isinstance(args[0], ast.Unary) and args[0].op == "&" else args[0]
            arrow = not (isinstance(args[0], ast.Unary) and args[0].op == "&")
            config = tuple(ast.Member(args[0].span, cfg, f, arrow) for f in
                           ("gridDim", "blockDim", "dynamicSmemBytes", "stream"))
            kernel, targs = self._kernel_of(args[1])
            return ast.Launch(span, kernel, config, args[2:], targs, name)
        if name in _LAUNCHERS and len(args) >= 3:
            kernel, targs = self._kernel_of(args[0])
            config = args[1:3] + args[4:6]
            return ast.Launch(span, kernel, config, args[3:4], targs, name)
        return ast.Call(span, func, args)

    @staticmethod
    def _kernel_of(expr: Any) -> tuple[Any, tuple[str, ...]]:
        """Unwrap HIP_KERNEL_NAME(k<T>) / (k<T>) into (Name("k"), ("T",))."""
        if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id == "HIP_KERNEL_NAME" \
                and expr.args:
            expr = expr.args[0]
        if isinstance(expr, ast.Call) and expr.template_args and not expr.args:
            return expr.func, expr.template_args
        if isinstance(expr, ast.Name) and "<" in expr.id and expr.id.endswith(">"):
            base, _, rest = expr.id.partition("<")
            return ast.Name(expr.span, base), split_args(rest[:-1])
        return expr, ()

    def launch(self, meta, ch):
        c = [x for x in ch if not isinstance(x, Token)]
        kernel = c[0]
        config = tuple(c[1])
        args = tuple(c[2]) if len(c) > 2 and c[2] is not None else ()
        if isinstance(kernel, TName):
            return ast.Launch(self._span(meta), kernel.name, config, args, kernel.targs)
        return ast.Launch(self._span(meta), fix(kernel), config, args)
