"""Evaluating launch dimensions: integers, dim3 variables, `dim3(...)`, `{...}` to a Dim3."""

from __future__ import annotations

from typing import Any, Mapping

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import UNKNOWN, Dim3, Env, evaluate, type_key

def evaluate_dim3(expr: ast.Expr | None, env: Env | Mapping[str, Any] | None = None) -> Dim3 | None:
    """A launch's grid/block as a Dim3 (unknown components None), or None when not even its shape is known.

    Accepts an integer expression (x, 1, 1), a dim3 variable, `dim3(a[, b[, c]])` (call or functional
    cast), `{a, b, c}`, and `cond ? d1 : d2` with a known condition."""
    if expr is None:
        return None
    if env is None:
        env = Env()
    elif not isinstance(env, Env):
        env = Env(dict(env))
    return _dim3(expr, env, 0)


def _u32(value: Any) -> Any:
    """A dim3 component is an `unsigned int`: `-1` is 4294967295, `1u << 32` is 0."""
    return value & 0xFFFFFFFF if isinstance(value, int) and not isinstance(value, bool) else value


def dim3_from_args(args: tuple[ast.Expr, ...], env: Env) -> Dim3 | None:
    if len(args) > 3:
        return None
    values = [_u32(evaluate(a, env, integral=True)) for a in args] + [1] * (3 - len(args))
    return Dim3(*values)


def _dim3(e: Any, env: Env, depth: int) -> Dim3 | None:
    if depth > 50:
        return None
    if isinstance(e, ast.Name):
        value = env.lookup(e.id)
        if isinstance(value, Dim3):
            return value
        if value is UNKNOWN:
            # NOTE: an integer variable is a 1-D size: (n, 1, 1) even when n is unknown
            return Dim3(None, 1, 1) if env.is_integer(e.id) else Dim3(None, None, None)
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and type_key(e.func.id) == "dim3":
        return dim3_from_args(e.args, env)
    if isinstance(e, ast.Cast) and type_key(e.type.base) == "dim3":
        inner = e.expr
        if isinstance(inner, ast.Comma):
            return dim3_from_args(inner.exprs, env)
        if isinstance(inner, ast.InitList):
            return dim3_from_args(inner.items, env)
        return _dim3(inner, env, depth + 1)
    if isinstance(e, ast.InitList):
        return dim3_from_args(e.items, env)
    if isinstance(e, ast.Conditional):
        cond = evaluate(e.cond, env)
        if cond is None:
            return Dim3(None, None, None)
        return _dim3(e.then if cond else e.other, env, depth + 1)
    value = evaluate(e, env, integral=True)
    return Dim3(_u32(value), 1, 1)


def makes_dim3(e: Any) -> bool:
    """Is `e` a dim3 made by a constructor call or a cast (`auto b = dim3(64);`)?"""
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name):
        return type_key(e.func.id) == "dim3"
    return isinstance(e, ast.Cast) and type_key(e.type.base) == "dim3"
