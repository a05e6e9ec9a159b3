"""The path each lane takes through a switch (KL201's split of `switch (threadIdx.x)`).

A switch sends each lane to the case its selector's value labels, or to `default` (past the switch where
there is none): the lanes of a warp part only where they take different paths. Judged by the selector's
value, `switch (threadIdx.x)` with cases 0..7 would split every warp (its lanes hold different values)
though lanes 8..31 and every other warp take one path, the default. `path_term` is the term whose value is
the path a lane takes: a label's own value, one value for labels that share a body (`case 0: case 1:`),
and one value, no label's, for the default. Labels must be integer constants, all at the top of the
switch's body; otherwise (an enumerator, a label inside a nested block) the selector is judged as before.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast


def case_paths(node: Any) -> list[list[int]] | None:
    """The label values of each path of `node` (labels chained without a statement between share one),
    or None when a label is not an integer constant or not at the top of the body."""
    from analyzer.cuda.model.evaluate import evaluate
    from analyzer.cuda.query import iter_nodes

    if not isinstance(node, ast.Switch):
        return None
    body = node.body.stmts if isinstance(node.body, ast.Block) else (node.body,)
    paths: list[list[int]] = []
    top: set[int] = set()
    for stmt in body:
        labels: list[int] = []
        for case in case_labels(stmt):
            top.add(id(case))
            if case.value is not None:
                value = evaluate(case.value)
                if not isinstance(value, int):
                    return None
                labels.append(value)
        if labels:
            paths.append(labels)
    nested = any(isinstance(n, ast.Case) and id(n) not in top for n in iter_nodes(node.body))
    return None if nested or not paths else paths


def path_term(selector: T.Term, node: Any) -> T.Term:
    """The path a lane takes through the switch `node` on `selector` (see the module); the selector itself
    when the labels are not known or the term would grow past terms.MAX_NODES."""
    paths = case_paths(node)
    if paths is None:
        return selector
    labels = sorted(v for path in paths for v in path)
    default = T.const(labels[0] - 1)
    pieces: list[tuple[T.Term | None, T.Term]] = []  # NOTE: (condition, value) of each run of paths
    own = sorted(path[0] for path in paths if len(path) == 1)
    start = 0
    for i in range(1, len(own) + 1):
        if i == len(own) or own[i] != own[i - 1] + 1:
            lo, hi = own[start], own[i - 1]
            cond = (T.binary("==", selector, T.const(lo)) if lo == hi else
                    T.binary("&&", T.binary(">=", selector, T.const(lo)), T.binary("<=", selector, T.const(hi))))
            pieces.append((cond, selector))  # NOTE: consecutive labels of their own: the value is the path
            start = i
    for path in paths:
        if len(path) > 1:
            cond = T.binary("==", selector, T.const(path[0]))
            for v in path[1:]:
                cond = T.binary("||", cond, T.binary("==", selector, T.const(v)))
            pieces.append((cond, T.const(path[0])))
    term: T.Term | None = default
    for cond, value in reversed(pieces):
        term = T.select(cond, value, term)
    return term if term is not None else selector


def case_labels(st: Any) -> list:
    """The `case` labels at statement `st` of a switch's body (`case 0: case 1: ...` nests them), outermost first."""
    out = []
    while type(st) is ast.Case:
        out.append(st)
        st = st.stmt
    return out


def case_values(st: Any) -> list:
    """The values of the `case` labels at `st`; None for `default`."""
    return [case.value for case in case_labels(st)]


def case_test(cond: ast.Expr, st: ast.Case, labels: list, before: ast.Expr | None) -> ast.Expr | None:
    """The test under which the statements of case `st` run: `cond == v` for each of its values, `!(cond == v ||
    ...)` of every other label for `default`, or'ed with the test of the case that falls through into it (`before`);
    None where `default` and a value share it (any value reaches it)."""
    values = case_values(st)
    if None in values:
        others = [v for v in labels if v is not None]
        if len(values) > 1 or not others:
            return None
        test = ast.Unary(st.span, "!", _any(cond, others, st.span))
    else:
        test = _any(cond, values, st.span)
    return test if before is None else ast.Binary(st.span, "||", before, test)


def _any(cond: ast.Expr, values: list, span: Any) -> ast.Expr:
    test = None
    for v in values:
        eq = ast.Binary(span, "==", cond, v)
        test = eq if test is None else ast.Binary(span, "||", test, eq)
    return test


def case_guard(interp: Any, s: Any, st: Any, labels: list, before: Any, c: Any) -> tuple[Any, Any]:
    """(the test of case `st`, the `if` guard its statements run under: case_test over the selector's value `c`,
    evaluated once at the switch, never again; its cond the selector, for messages), or (None, None)."""
    from analyzer.analysis.sites import Guard

    test = case_test(ast.Name(s.cond.span, SELECTOR), st, labels, before)
    if test is None:
        return None, None
    interp.env[SELECTOR] = c
    try:
        return test, Guard(st, s.cond, interp.ev(test), "if")
    finally:
        interp.env.pop(SELECTOR, None)


SELECTOR = "\0case"  # NOTE: the name a case's test reads the selector's value by (case_guard)


__all__ = ["case_guard", "case_labels", "case_paths", "case_test", "case_values", "path_term"]
