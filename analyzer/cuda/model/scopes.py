"""The names a statement mentions as the variables visible at it, C++ scopes applied: a declaration in a block
inside the statement (or in a `for`/`if` header) makes a new variable of that name (analyzer/cuda/model/reaching.py:
a dim3 declared again in one arm leaves the function's own, seen by the other arm's launch, untouched), and the
names a region the parser skipped may write (`unparsed_writes`: after it their earlier values are unknown)."""

from __future__ import annotations

import re
from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import PUSHERS, pusher
from analyzer.lazyre import lazy

# NOTE: `x = ...`, `x op= ...`, `x[i] = ...`, `++x`, `x--`: the forms of a write in text the parser skipped;
# `==`, `<=`, `>=`, `!=` are comparisons. `&x` and `>> x` are candidates (_REFERENCES): a write only as a reference
_WRITES = lazy(r"\b([A-Za-z_]\w*)\s*(?:\[[^\]\[;]*\]\s*)*(?:[-+*/%&|^]|<<|>>)?=(?!=)"
                     r"|(?:\+\+|--)\s*([A-Za-z_]\w*)\b(?!\s*\()|\b([A-Za-z_]\w*)\s*(?:\+\+|--)")
_REFERENCES = lazy(r"((?<![&\w])&(?!&)|>>)\s*([A-Za-z_]\w*)\b(?!\s*\()")
# NOTE: the operands of a `>>` chain (`std::cin >> a >> b`, `in.s[0] >> v`), stripped to find what precedes it
_CHAIN = lazy(r"(?:[\w:.\s]|->|>>|\[[^\]\[;]*\])*$")
_CONDITION = lazy(r"(?:\b(?:if|while|for|switch)\s*|!\s*)\($")


def _reference(text: str, m: re.Match) -> bool:
    """Whether `&x` or `>> x` at `m` hands `x` to what may write it: `&x` an address (`f(&m)`, `(void **)&d`), not a
    bitwise and (`mask & x`, `(a + 1) & x`: an operand before it); `>> x` a stream extraction, a chain that is a
    statement or a condition (`std::cin >> n;`, `while (in >> v)`: `operator>>(istream &, T &)`), not a shift
    (`k = j >> x`, `(y >> x) & 1`: an operand of an expression)."""
    before = text[max(0, m.start() - 512):m.start()].rstrip()  # NOTE: a bounded window: linear in the region
    if m.group(1) == "&":
        if not before or before.endswith("return") or before[-1] not in ")]_'\"" and not before[-1].isalnum():
            return True
        if before[-1] != ")":
            return False
        depth, k = 0, len(before) - 1  # NOTE: `(type *)&x`, a cast: its parentheses end with `*`
        while k >= 0:
            depth += {")": 1, "(": -1}.get(before[k], 0)
            if depth == 0:
                break
            k -= 1
        return before[k + 1:-1].rstrip().endswith("*")
    start = before[:_CHAIN.search(before).start()].rstrip()
    return not start or start[-1] in ";{}" or _CONDITION.search(start) is not None


_SCOPES = frozenset((ast.Block, ast.For, ast.If, ast.While, ast.Switch))


def scoped_names(stmt: Any, configs: set[int]) -> frozenset[str]:
    """The names `stmt` mentions that are the variables visible at it: a declaration in a block (or a `for`/`if`
    header) inside `stmt` makes a new variable, and the name after it in that scope is that variable, not the
    outer one (`dim3 block(32, 8); ... else { dim3 block(16, 16); k<<<g, block>>>(); }`: the else arm never
    touches the outer `block`). Names in `configs` (a launch's grid and block) are reads and left out."""
    out: list[str] = []
    stack: list[tuple[Any, frozenset[str]]] = [(stmt, frozenset())]
    pop, pushers = stack.pop, PUSHERS
    while stack:
        node, shadow = pop()
        cls = type(node)  # NOTE: the IR has no subclasses
        if cls is ast.Name:
            if node.id not in shadow and id(node) not in configs:
                out.append(node.id)
            continue
        if cls is ast.Unparsed:
            out.extend(w for w in unparsed_writes(node.text) if w not in shadow)
        if (step := pushers[cls] if cls in pushers else pusher(cls)) is None:
            continue
        kids: list[Any] = []
        step(node, kids.append)  # NOTE: iter_nodes' step: the children last first, as the stack wants them
        if cls in _SCOPES:
            inner, pending = shadow, []
            for kid in reversed(kids):
                if type(kid) is ast.Decl:  # NOTE: a new variable: its initialiser reads what is visible
                    pending.extend((d, inner) for d in kid.declarators)
                    inner = inner | {d.name for d in kid.declarators}
                else:
                    pending.append((kid, inner))
            stack.extend(reversed(pending))
            continue
        stack.extend([(kid, shadow) for kid in kids])
    return frozenset(out)



def unparsed_writes(text: str) -> frozenset[str]:
    """The names the text of a skipped region (ast.Unparsed) may write: assigned, incremented, read into by a
    stream, or whose address it takes (not the operands of a bitwise and or a shift: _reference). After the region
    such a variable holds an unknown value, never the one it had before (`size_t order = 0; try { order =
    atol(argv[1]); } ...` where the try is not parsed)."""
    return frozenset([next(g for g in m.groups() if g) for m in _WRITES.finditer(text)]
                     + [m.group(2) for m in _REFERENCES.finditer(text) if _reference(text, m)])


__all__ = ["scoped_names", "unparsed_writes"]
