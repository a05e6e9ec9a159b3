"""A lambda a function declares and calls by name (`auto idx = [d, t](int i, int j) { return d + i * t + j; };`
then `err[idx(i, 0)]`): its call evaluated in the lane model as the expression its body returns.

C++ binds a capture by copy when the lambda is made (`[d]`, `[=]`: the value the name has at the declaration) and
a capture by reference to the variable (`[&d]`, `[&]`: its value at the call). The interpreter keeps, per lambda
declaration, the node and the values its copies took (`declare`); a call of the name then evaluates the body's one
`return` expression with the parameters bound to the arguments and the copies in place (`call`), so the call's value
is the index written out: `idx(i, 0)` is `d + i * t`, blockIdx.x in d. A body of other statements, or a capture
initialised by an expression (`[z = f(x)]`), is not followed: the call's value is then no claim (an opaque value,
varying where an argument does), never a value the same in every block.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis.values import OPAQUE, VARYING, Val, uniform_unknown
from analyzer.cuda import ast

_MARK = f"{OPAQUE}lambda@"  # NOTE: the name of the value a lambda variable holds: no claim where it is used as one


def declare(interp: Any, name: str, lam: ast.Lambda) -> Val:
    """The value the variable `name` gets from the lambda `lam` at its declaration, the copies it captures kept."""
    env = interp.env
    copied: dict[str, Val] = {}
    for cap in lam.captures:
        cap = cap.strip()
        if cap == "=":
            copied.update(env)  # NOTE: every local it names, copied now; `&x` after it taken back below
        elif "=" in cap or cap.startswith("..."):
            copied[cap.split("=")[0].strip().lstrip("&").lstrip(".")] = uniform_unknown(f"{OPAQUE}capture@{name}")
        elif cap.isidentifier() and cap in env:
            copied[cap] = env[cap]
    for cap in lam.captures:
        if cap.strip().startswith("&") and cap.strip()[1:].strip().isidentifier():
            copied.pop(cap.strip()[1:].strip(), None)
    mark = f"{_MARK}{name}@{lam.span.line}:{lam.span.column}#{id(lam)}"  # NOTE: one macro's lambdas share a span
    interp.lambdas[mark] = (lam, copied)
    return uniform_unknown(mark)


def call(ev: Any, e: ast.Call, args: list[Val], convert: Any) -> Val | None:
    """The value of `e`, a call of a lambda variable of the function (`declare`), its arguments' values `args`
    (each converted to its parameter's type by `convert`: variance.convert); None when `e` calls no such variable."""
    i = ev.i
    held = i.env.get(e.func.id) if isinstance(e.func, ast.Name) else None
    term = held.term if held is not None else None
    if term is None or term[0] != "u" or not term[1].startswith(_MARK) or term[1] not in i.lambdas:
        return None
    active = i.lambda_calls
    if term[1] in active:  # NOTE: a body that reaches its own call again (through another lambda): no claim
        return _no_claim(e, args)
    lam, copied = i.lambdas[term[1]]
    body = lam.body.stmts if isinstance(lam.body, ast.Block) else ()
    params = [p for p in lam.params if p.name]
    if len(body) != 1 or not isinstance(body[0], ast.Jump) or body[0].kind != "return" or body[0].value is None \
            or len(params) != len(lam.params) or len(params) != len(args) \
            or any(v.term is not None and v.term[0] == "u" and v.term[1].startswith(f"{OPAQUE}capture@")
                   for v in copied.values()):
        return _no_claim(e, args)
    outer, types = i.env, i.types
    bound = {p.name: convert(a, p.type) for p, a in zip(params, args)}
    i.env = {**outer, **copied, **bound}
    i.types = {**types, **{p.name: p.type for p in params}}
    active.add(term[1])
    try:
        value = ev(body[0].value)
    finally:
        inner, i.env, i.types = i.env, outer, types
        active.discard(term[1])
    for k in outer.keys() - copied.keys() - bound.keys():
        outer[k] = inner.get(k, outer[k])  # NOTE: what the body wrote through a reference capture
    return value


def _no_claim(e: ast.Call, args: list[Val]) -> Val:
    """A call not followed: varying where an argument does, else one opaque value (never one the same in every
    block by accident: its name is the call's position)."""
    return VARYING if any(a.thread for a in args) else uniform_unknown(f"{OPAQUE}{e.span.line}:{e.span.column}")
