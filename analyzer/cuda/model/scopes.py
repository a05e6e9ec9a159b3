"""The names a statement mentions as the variables visible at it, C++ scopes applied: a declaration in a block
inside the statement (or in a `for`/`if` header) makes a new variable of that name (analyzer/cuda/model/reaching.py:
a dim3 declared again in one arm leaves the function's own, seen by the other arm's launch, untouched), and the
names a region the parser skipped may write (`unparsed_writes`: after it their earlier values are unknown)."""

from __future__ import annotations

import re
from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import children

# NOTE: `x = ...`, `x op= ...`, `x[i] = ...`, `++x`, `x--`, `&x` (its address escapes), `>> x` (a stream reads into
# it): the forms of a write in text the parser skipped; `==`, `<=`, `>=`, `!=` are comparisons
_WRITES = re.compile(r"\b([A-Za-z_]\w*)\s*(?:\[[^\]\[;]*\]\s*)*(?:[-+*/%&|^]|<<|>>)?=(?!=)"
                     r"|(?:\+\+|--|&|>>)\s*([A-Za-z_]\w*)\b(?!\s*\()|\b([A-Za-z_]\w*)\s*(?:\+\+|--)")

_SCOPES = (ast.Block, ast.For, ast.If, ast.While, ast.Switch)


def scoped_names(stmt: Any, configs: set[int]) -> frozenset[str]:
    """The names `stmt` mentions that are the variables visible at it: a declaration in a block (or a `for`/`if`
    header) inside `stmt` makes a new variable, and the name after it in that scope is that variable, not the
    outer one (`dim3 block(32, 8); ... else { dim3 block(16, 16); k<<<g, block>>>(); }`: the else arm never
    touches the outer `block`). Names in `configs` (a launch's grid and block) are reads and left out."""
    out: list[str] = []
    stack: list[tuple[Any, frozenset[str]]] = [(stmt, frozenset())]
    while stack:
        node, shadow = stack.pop()
        cls = type(node)
        if cls is ast.Name:
            if node.id not in shadow and id(node) not in configs:
                out.append(node.id)
            continue
        if cls is ast.Unparsed:
            out.extend(w for w in unparsed_writes(node.text) if w not in shadow)
        kids = children(node)
        if isinstance(node, _SCOPES):
            inner, pending = shadow, []
            for kid in kids:
                if type(kid) is ast.Decl:  # NOTE: a new variable: its initialiser reads what is visible
                    pending.extend((d, inner) for d in kid.declarators)
                    inner = inner | {d.name for d in kid.declarators}
                else:
                    pending.append((kid, inner))
            stack.extend(reversed(pending))
            continue
        stack.extend((kid, shadow) for kid in reversed(kids))
    return frozenset(out)



def unparsed_writes(text: str) -> frozenset[str]:
    """The names the text of a skipped region (ast.Unparsed) may write: assigned, incremented, read into by a
    stream, or whose address it takes. After the region such a variable holds an unknown value, never the one it
    had before (`size_t order = 0; try { order = atol(argv[1]); } ...` where the try is not parsed)."""
    return frozenset(next(g for g in m.groups() if g) for m in _WRITES.finditer(text))


__all__ = ["scoped_names", "unparsed_writes"]
