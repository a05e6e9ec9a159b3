"""KL104 operator-precedence — docs: rules/KL104.yaml.

A bitwise `&`, `^` or `|` with an unparenthesised comparison as an operand: C binds `==`, `!=`, `<`, `<=`, `>`,
`>=` tighter than the bitwise operators, so `x & 1 == 0` is `x & (1 == 0)` (always 0; the book's mathKernel4).
The IR records parentheses (Binary.paren_left/paren_right), so `(x & 1) == 0` and `x & (y == 0)` are not findings;
nor is a bitwise operator between two comparisons (`t > 0.5 & t < 200.5`, a non-short-circuit "and").

Also, as a note (C's grouping is the one most such shifts mean: review r16 C-Q7), a shift `<<`/`>>` with an
unparenthesised `+` or `-` operand (GCC's -Wparentheses, clang's -Wshift-op-parentheses): `1 << i % 8 + 1` is
`1 << (i % 8 + 1)`; only in device code, `<<` being as often a stream insertion on the host (`std::cout << a + b`),
and the types that tell the two apart are not known here. And `key + (t + k) & 3u`: _kl104_sums."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks._kl104_sums import sum_finding, sum_traps
from analyzer.checks.base import Context, enclosing_function, kernel_name
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.cuda.query import iter_nodes, nodes_of
from analyzer.cuda.model.evaluate import evaluate
from analyzer.diagnostics import Diagnostic, Edit, Fix, Span

ID = "KL104"
KIND = "source"

_BITWISE = {"&", "^", "|"}
_COMPARE = {"==", "!=", "<", "<=", ">", ">="}
_SHIFT = {"<<", ">>"}
_ADDITIVE = {"+", "-"}
_DEVICE = {"__global__", "__device__"}


def _is_compare(e: ast.Expr) -> bool:
    return isinstance(e, ast.Binary) and e.op in _COMPARE


def _is_boolean(e: ast.Expr) -> bool:
    """An operand whose value is 0 or 1 by the language: a comparison, `!x`, `a && b`, `a || b`, `true`/
    `false`, a bool cast, or a bitwise `&`/`|`/`^` of two such (`a < b & c < d & e < f` groups as
    `((a < b) & (c < d)) & (e < f)`: every `&` there joins two booleans)."""
    if isinstance(e, ast.Binary):
        if e.op in _COMPARE or e.op in ("&&", "||"):
            return True
        return e.op in _BITWISE and _is_boolean(e.left) and _is_boolean(e.right)
    if isinstance(e, ast.Unary):
        return e.op == "!" and not e.postfix
    if isinstance(e, ast.Cast):
        return e.type.base == "bool" and not e.type.pointers
    return isinstance(e, ast.BoolLit)


def _describe(node: ast.Binary, cmp: ast.Binary, cmp_on_right: bool, text) -> tuple[str, str]:
    other = node.left if cmp_on_right else node.right
    a, b, c = text(cmp.left), text(cmp.right), text(other)
    parsed = f"{c} {node.op} ({a} {cmp.op} {b})" if cmp_on_right else f"({a} {cmp.op} {b}) {node.op} {c}"
    meant = f"({c} {node.op} {a}) {cmp.op} {b}" if cmp_on_right else f"{a} {cmp.op} ({b} {node.op} {c})"
    value = evaluate(cmp)
    always = ""
    if value == 0 and node.op == "&":
        always = "; the comparison is constant 0 here, so the whole expression is always 0"
    elif value is not None:
        always = f"; the comparison is the constant {value} here"
    return (f"`{text(node)}` parses as `{parsed}`: `{cmp.op}` binds tighter than `{node.op}`{always}",
            f"write `{meant}` if that is what you mean, or add parentheses to show the grouping is intended")


def traps(root) -> Iterator[tuple[ast.Binary, ast.Binary, bool]]:
    """(bitwise node, the comparison it swallows, whether that is its right operand) under `root`:
    every finding of this rule (also used to check suggested fix expressions of other rules)."""
    # NOTE: a whole unit's Binary nodes come from the walk the file's checks share; no IR class derives from Binary
    nodes = nodes_of(root, ast.Binary) if isinstance(root, ast.TranslationUnit) else iter_nodes(root)
    for node in nodes:
        if not isinstance(node, ast.Binary) or node.op not in _BITWISE:
            continue
        if _is_boolean(node.left) and _is_boolean(node.right):
            continue  # NOTE: `a > 0 & b < 9` groups as `(a > 0) & (b < 9)`, the only sensible reading; so does
            # a chain `a > 0 & b < 9 & c < 4` (its outer `&` joins `(a > 0) & (b < 9)`, itself 0 or 1)
        if _is_compare(node.right) and not node.paren_right:
            yield node, node.right, True
        elif _is_compare(node.left) and not node.paren_left:
            yield node, node.left, False


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    source = unit.tu.source or unit.text

    def text(e: ast.Expr) -> str:
        return source_text(source, e.span) or "…"

    for node, cmp, right in traps(unit.tu):
        what, fix = _describe(node, cmp, right, text)
        yield ctx.report(node.span, detail=what, help=fix, fix=_fix(node, cmp, right, text),
                         symbol=kernel_name(unit, node.span))
    for node, inner, right in sum_traps(unit.tu):
        what, help_text, fix = sum_finding(node, inner, right, text)
        yield ctx.report(node.span, symbol=kernel_name(unit, node.span), detail=what, help=help_text, fix=fix)
    for node, inner, right in shift_traps(unit):
        a, b, c = text(inner.left), text(inner.right), text(node.left if right else node.right)
        parsed = f"{c} {node.op} ({a} {inner.op} {b})" if right else f"({a} {inner.op} {b}) {node.op} {c}"
        meant = f"({c} {node.op} {a}) {inner.op} {b}" if right else f"{a} {inner.op} ({b} {node.op} {c})"
        yield ctx.report(node.span, symbol=kernel_name(unit, node.span), note=True, detail=f"`{text(node)}` parses as "
                         f"`{parsed}`: `{inner.op}` binds tighter than `{node.op}` (a note: C's grouping is the one most "
                         f"shifts by a sum mean, `x >> b + s`, `1 << n - 1`; parentheses say so)", help=f"write `{parsed}`"
                         f" or `{meant}`: parentheses show which grouping is meant", fix=_fix(node, inner, right, text,
                                                                                               title=f"write `{parsed}`"))


def shift_traps(unit) -> Iterator[tuple[ast.Binary, ast.Binary, bool]]:
    """(shift node, the `+`/`-` operand it holds unparenthesised, whether that is its right operand) in the
    bodies of device code."""
    for node in nodes_of(unit.tu, ast.Binary):
        if node.op not in _SHIFT:
            continue
        right = node.right if isinstance(node.right, ast.Binary) and not node.paren_right else None
        left = node.left if isinstance(node.left, ast.Binary) and not node.paren_left else None
        if right is not None and right.op in _ADDITIVE:
            found = (node, right, True)
        elif left is not None and left.op in _ADDITIVE:
            found = (node, left, False)
        else:
            continue
        func = enclosing_function(unit, node.span)
        if func is not None and func.qualifiers & _DEVICE:
            yield found


def _fix(node: ast.Binary, cmp: ast.Binary, cmp_on_right: bool, text, title: str | None = None) -> Fix | None:
    """The parentheses the layout suggests: `x & 1 == 0` -> `(x & 1) == 0`. That regrouping changes what C
    computes, so it is "safe" (applied by --fix) only where C's own reading is evidently not meant: the
    swallowed comparison is a constant (`1 == 0`), so `x & (1 == 0)` is a constant. Otherwise
    (`x & y == z`, `a == b & c`: `(a == b) & c`, a non-short-circuit "and", is also written on purpose) it is
    "unsafe". None when the source does not show the expression as written (a macro expansion)."""
    whole = text(node)
    if not all(e.span for e in (node, node.left, node.right, cmp.left, cmp.right)) or whole == "…":
        return None
    if not (whole.startswith(text(node.left)) and whole.endswith(text(node.right))):
        return None
    if title is not None:  # NOTE: a shift: parentheses that keep what C computes, `1 << (i % 8 + 1)`; never safe
        start, end = cmp.span, cmp.span  # to apply by --fix, since the other grouping may be the one meant
        return Fix((Edit(Span(start.line, start.column, start.line, start.column), "("),
                    Edit(Span(end.end_line, end.end_column, end.end_line, end.end_column), ")")), "unsafe", title)
    first, last = (node.left, cmp.left) if cmp_on_right else (cmp.right, node.right)
    start, end = first.span, last.span
    a, b, c = text(cmp.left), text(cmp.right), text(node.left if cmp_on_right else node.right)
    meant = f"({c} {node.op} {a}) {cmp.op} {b}" if cmp_on_right else f"{a} {cmp.op} ({b} {node.op} {c})"
    return Fix((Edit(Span(start.line, start.column, start.line, start.column), "("),
                Edit(Span(end.end_line, end.end_column, end.end_line, end.end_column), ")")),
               "safe" if cmp_on_right and evaluate(cmp) is not None else "unsafe", f"write `{meant}`")
