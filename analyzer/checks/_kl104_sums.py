"""KL104's sums beside a constant mask (analyzer/checks/kl104_operator_precedence.py, rules/KL104.yaml):
`key + (t + k) & 3u` is `(key + (t + k)) & 3u`, but the parentheses group `(t + k)` for the mask, so
`key + ((t + k) & 3u)` was meant (ccminer's titan kernel; GCC's -Wparentheses warns on every `+` under `&`). A sum
with no such parentheses (`i + 1 & 3`, `x & N - 1`) computes what it reads as and is not a finding; nor is a mask
that is not a constant (a variable may hold anything)."""

from __future__ import annotations

from typing import Iterator

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import evaluate
from analyzer.cuda.query import iter_nodes, nodes_of
from analyzer.diagnostics import Edit, Fix, Span

_BITWISE = {"&", "^", "|"}
_ADDITIVE = {"+", "-"}


def sum_traps(root) -> Iterator[tuple[ast.Binary, ast.Binary, bool]]:
    """(bitwise node, its unparenthesised `+`/`-` operand whose term next to the constant mask is parenthesised,
    whether that sum is the right operand)."""
    nodes = nodes_of(root, ast.Binary) if isinstance(root, ast.TranslationUnit) else iter_nodes(root)
    for node in nodes:
        if not isinstance(node, ast.Binary) or node.op not in _BITWISE:
            continue
        left, right = node.left, node.right
        if (isinstance(left, ast.Binary) and not node.paren_left and left.op in _ADDITIVE and left.paren_right
                and evaluate(right) is not None):
            yield node, left, False
        elif (isinstance(right, ast.Binary) and not node.paren_right and right.op in _ADDITIVE and right.paren_left
              and evaluate(left) is not None):
            yield node, right, True


def sum_finding(node: ast.Binary, inner: ast.Binary, right: bool, text) -> tuple[str, str, Fix | None]:
    """(message, help, fix) of a sum_traps finding: the fix puts the mask with the parenthesised term (unsafe)."""
    mask, term = (node.left, inner.left) if right else (node.right, inner.right)
    rest = text(inner.right) if right else text(inner.left)
    if right:
        parsed, meant = f"{text(mask)} {node.op} (({text(term)}) {inner.op} {rest})", \
            f"({text(mask)} {node.op} ({text(term)})) {inner.op} {rest}"
    else:
        parsed, meant = f"({rest} {inner.op} ({text(term)})) {node.op} {text(mask)}", \
            f"{rest} {inner.op} (({text(term)}) {node.op} {text(mask)})"
    what = (f"`{text(node)}` parses as `{parsed}`: `{inner.op}` binds tighter than `{node.op}`, though the "
            f"parentheses around `{text(term)}` group it for the mask `{text(mask)}`")
    fix = None
    a, b = (mask, term) if right else (term, mask)
    if a.span and b.span and text(node) != "…":
        open_at = (a.span.line, a.span.column - (0 if right else 1))
        close_at = (b.span.end_line, b.span.end_column + (1 if right else 0))
        fix = Fix((Edit(Span(*open_at, *open_at), "("), Edit(Span(*close_at, *close_at), ")")), "unsafe",
                  f"write `{meant}`")
    return what, f"write `{meant}` if the mask applies to `{text(term)}`, or `{parsed}` to keep what C computes", fix
