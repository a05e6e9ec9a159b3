"""The value a dim3 grid/block variable holds at a launch, when the flow-insensitive function env merges
several assignments of a variable reused for several launches (HeCBench's match: `threads` set before each
of eight launches) into unknown: the last whole-value assignment or declaration in a block around the
launch, with nothing in between mentioning the variable."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.envs import _is_dim3
from analyzer.cuda.query import iter_nodes


def _mentions(stmt: Any, name: str) -> bool:
    """`name` appears in `stmt` other than as a launch's grid or block (read there, never written)."""
    configs = {id(n) for launch in iter_nodes(stmt) if isinstance(launch, ast.Launch)
               for c in launch.config for n in iter_nodes(c)}
    return any(isinstance(n, ast.Name) and n.id == name and id(n) not in configs for n in iter_nodes(stmt)) or \
        any(isinstance(n, ast.Declarator) and n.name == name for n in iter_nodes(stmt))


def reaching_value(body: Any, launch: ast.Launch, name: str) -> Any:
    """The value the dim3 `name` holds at `launch` when a whole-value assignment (`threads = dim3(16, 16);`) or
    the declaration in a block around the launch sets it last and nothing in between writes it: the
    flow-insensitive function env merges every assignment of a variable reused for several launches
    (HeCBench's match: `threads` set before each of eight launches) into unknown. None: not found."""
    def path_to(stmt: Any, trail: list) -> list | None:
        if stmt is launch:
            return trail
        if isinstance(stmt, ast.Block):
            for i, child in enumerate(stmt.stmts):
                if any(n is launch for n in iter_nodes(child)):
                    return path_to(child, trail + [(stmt, i)])
            return None
        for child in (getattr(stmt, f, None) for f in ("then", "other", "body", "stmt")):
            if child is not None and any(n is launch for n in iter_nodes(child)):
                return path_to(child, trail)
        return trail

    if not any(isinstance(n, ast.Declarator) and n.name == name and _is_dim3(n.type) for n in iter_nodes(body)):
        return None  # NOTE: dim3 variables only: an int may be written through a reference or `>>`
    trail = path_to(body, []) or []
    for block, i in reversed(trail):
        for stmt in reversed(block.stmts[:i]):
            if isinstance(stmt, ast.ExprStmt) and isinstance(stmt.expr, ast.Assign) and stmt.expr.op == "=" \
                    and isinstance(stmt.expr.target, ast.Name) and stmt.expr.target.id == name:
                return stmt.expr.value if not _mentions(stmt.expr.value, name) else None
            if isinstance(stmt, ast.Decl):
                d = next((d for d in stmt.declarators if d.name == name), None)
                if d is not None:
                    return d if d.init is not None or d.ctor_args is not None else None  # `dim3 threads(256);`
            if _mentions(stmt, name):
                return None  # NOTE: a member store, a call that may write it, a write in a branch: the env decides
    return None


__all__ = ["reaching_value"]
