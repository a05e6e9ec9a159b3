"""A host function whose body is one `return EXPR;`, read at a call as that expression with the call's arguments
put for its parameters: `calc_grid_dim(num, kBlockSize)` with `return min((size + block - 1) / block, kMax);` is
`min((num + kBlockSize - 1) / kBlockSize, kMax)` at the launch, so a grid a helper rounds up is one rounded up
(rounding.py), as the compiler sees it once it inlines the helper. Overloads of one name and arity are none."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import _fields


def one_returns(tu: ast.TranslationUnit) -> dict[tuple[str, int], tuple | None]:
    """(name, arity) -> (parameter names, returned expression) of the file's functions whose body is one return;
    None for a name and arity defined twice."""
    table: dict[tuple[str, int], tuple | None] = {}
    for item in tu.functions():
        if item.body is None or item.is_kernel:
            continue
        key = (item.name.split("::")[-1], len(item.params))
        stmts = item.body.stmts
        one = len(stmts) == 1 and type(stmts[0]) is ast.Jump and stmts[0].kind == "return" \
            and stmts[0].value is not None and all(p.name for p in item.params)
        table[key] = (tuple(p.name for p in item.params), stmts[0].value) if one and key not in table else None
    return table


def inlined(call: Any, env: Any) -> Any:
    """The expression a call of a one-return function stands for, or None."""
    if type(call) is not ast.Call or type(call.func) is not ast.Name or env is None:
        return None
    key = (call.func.id.split("<")[0].split("::")[-1], len(call.args))
    found = None
    while env is not None and found is None:
        found = getattr(env, "inline", {}).get(key)
        env = env.parent
    if not found:
        return None
    params, body = found
    return substituted(body, dict(zip(params, call.args)))


def substituted(e: Any, names: dict[str, Any]) -> Any:
    """`e` with each Name of `names` replaced by its expression."""
    cls = type(e)
    if cls is ast.Name:
        return names.get(e.id, e)
    if cls not in ast.NODE_TYPES:
        return e
    changes = {}
    for f in _fields(cls):
        v = getattr(e, f)
        new = tuple(substituted(w, names) for w in v) if type(v) is tuple else substituted(v, names)
        if new is not v and (type(v) is not tuple or any(a is not b for a, b in zip(new, v))):
            changes[f] = new
    return replace(e, **changes) if changes else e
