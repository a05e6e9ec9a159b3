"""What the lanes that leave a region early skip (KL201's cost of an early exit, analyzer/analysis/cost.py):
an if whose arm ends in `return`, `continue` or `break` lets some lanes go while the others run the rest
of the function, of the iteration or of the loop; that rest is what the leaving lanes idle through.
"""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast


def leaves_at(stmt: Any) -> str | None:
    """"return", "continue" or "break" when the arm is (or ends with) that jump: the lanes that take it
    skip what follows the if."""
    last = stmt.stmts[-1] if isinstance(stmt, ast.Block) and stmt.stmts else stmt
    return last.kind if isinstance(last, ast.Jump) and last.kind in ("return", "continue", "break") else None


def skipped(func: ast.Function, node: Any, leaving: str) -> list[Any]:
    """The statements the lanes that leave at `node` skip (what the others run meanwhile): those after it
    in each enclosing block, up to the function (`return`) or the innermost loop (`continue`: the rest
    of the iteration; `break`: also the loop's later iterations); a loop enclosing a `return` is run again
    by the others whole."""
    out: list[Any] = []

    def walk(stmt: Any, chain: list[Any]) -> list[Any] | None:
        if stmt is node:
            return chain
        for child in children(stmt):
            found = walk(child, chain + [stmt])
            if found is not None:
                return found
        return None

    chain = walk(func.body, []) if func.body is not None else None
    if chain is None:
        return out
    inner = node
    for parent in reversed(chain):
        if isinstance(parent, (ast.For, ast.While, ast.DoWhile)):
            if leaving == "break":
                out.append(parent.body)  # NOTE: the iterations the leaving lanes no longer run
                return out
            if leaving == "continue":
                return out
            out.append(parent)
        elif isinstance(parent, ast.Block):
            stmts = list(parent.stmts)
            out.extend(stmts[stmts.index(inner) + 1:] if inner in stmts else [])
        inner = parent
    return out


def children(stmt: Any) -> list[Any]:
    if isinstance(stmt, ast.Block):
        return list(stmt.stmts)
    if isinstance(stmt, ast.If):
        return [s for s in (stmt.then, stmt.other) if s is not None]
    if isinstance(stmt, (ast.For, ast.While, ast.DoWhile)):
        return [stmt.body] if stmt.body is not None else []
    if isinstance(stmt, ast.Labeled):
        return [stmt.stmt]
    if isinstance(stmt, ast.Switch):
        return [stmt.body]
    return []


__all__ = ["leaves_at", "skipped", "children"]
