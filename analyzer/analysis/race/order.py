"""C/C++ evaluation order in the race log: the right operand of `&&` is evaluated only where the left one holds,
that of `||` only where it fails (each arm of `?:` only under its condition: flow.Interp.ternary, in every
interpreter). The accesses of such an operand are made by the threads its conditions admit: they are logged under
those conditions as under an `if`'s. A do-while's condition is tested after its body (`tested_after_body`)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.race.log import Acc
from analyzer.analysis.sites import Guard
from analyzer.analysis.values import Val, decides
from analyzer.analysis.variance import ExprEval, is_barrier
from analyzer.cuda import ast
from analyzer.cuda.query import children


def short_circuit(ev: Any, e: ast.Binary) -> Val:
    """`t < 7 && h[t + 1] > 4 && h[t] <= 4`: h[t + 1] is read where t < 7, h[t] where t < 7 and h[t + 1] > 4
    (each operand of a chain under every earlier one, so an operand on loaded data hides none of the others);
    `done || x[t]` reads x[t] where `done` fails. An operand whose constant value decides the chain (`n % 2 == 1`
    with the launch's n = 90) ends it: the operands after it are not evaluated, their accesses never made."""
    chain = [e]
    while isinstance(chain[-1].left, ast.Binary) and chain[-1].left.op == e.op:
        chain.append(chain[-1].left)
    i, kind = ev.i, "if" if e.op == "&&" else "else"
    depth = len(i.guards)
    try:
        first = chain[-1].left
        v = last = ev(first)
        for node in reversed(chain):
            if decides(e.op, v) is not None:  # NOTE: `n % 2 == 1 && s[0] > v` with n even: s[0] is never read
                return ExprEval._Binary(ev, node, (v, v))
            i.guards.append(Guard(first, first, last, kind))
            first, last = node.right, ev(node.right)
            v = ExprEval._Binary(ev, node, (v, last))  # NOTE: the operands' values as evaluated here
    finally:
        del i.guards[depth:]
    return v


def tested_after_body(s: Any, loop: Any, cond_ids: frozenset) -> None:
    """Move the accesses of a do-while's condition, which the loop's pass logs first (loops._recorded_pass tests a
    condition before the body), to the end of `loop`'s body: each iteration runs its body, then the test, so a
    write before the loop meets the test only past the body's barriers (review r17 B-Q2). Only where every path to
    the test passes a barrier (_barrier_first): a `continue` before it, or a barrier under a branch, reaches the
    test with nothing between (review r17 B after, Q2r), where the test stays first."""
    if type(s) is not ast.DoWhile or not _barrier_first(s.body):
        return
    body = loop.body
    head = next((n for n, a in enumerate(body) if not (isinstance(a, Acc) and id(a.access.node) in cond_ids)),
                len(body))
    body[:] = body[head:] + body[:head]


def _barrier_first(body: Any) -> bool:
    """Whether the loop body holds a block barrier statement of its own (`__syncthreads()`, `block.sync()`; not under
    a branch or an inner loop) with no `continue` of this loop before it."""
    for st in body.stmts if type(body) is ast.Block else (body,):
        if type(st) is ast.ExprStmt and type(st.expr) is ast.Call and is_barrier(st.expr):
            return True
        if _continues(st):
            return False
    return False


def _continues(node: Any) -> bool:
    """A `continue` in `node` that is not an inner loop's."""
    if type(node) is ast.Jump:
        return node.kind == "continue"
    if type(node) in (ast.For, ast.While, ast.DoWhile):
        return False
    return any(_continues(c) for c in children(node))
