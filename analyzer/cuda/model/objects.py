"""The members of an object a declaration makes, for the evaluator (`cfg.num_heads` in a launch's grid).

- an aggregate: `Params p{3, 256}`, `Params p = {.threads = 128}`: the initialiser's item for the member, else the
  member's default (`struct Params { int threads = 256; };`), past no array or class member (brace elision);
- a class with constructors whose bodies are empty (parse/usertypes.Constructor): `constexpr Cfg llama(32,
  4096)` or `Cfg c{32, 4096}` runs the one constructor of that many parameters, its initialiser of the member
  (`num_heads(h)`) evaluated with the arguments' values;
- a copy: `const Cfg c = llama;` has the members of `llama` (a local, or an object at namespace scope).
Anything else is UNKNOWN."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import UNKNOWN, Env, evaluate, type_key


def member(decl: ast.Declarator, field: str, env: Env) -> Any:
    """Member `field` of the object `decl` declares, in `env` (see the module)."""
    if decl.dims or decl.type.pointers or decl.type.reference:
        return UNKNOWN
    init = decl.init
    if isinstance(init, ast.Name):
        if init.id == decl.name:
            return UNKNOWN
        other = getattr(env, "member_value", None)
        return other(init.id, field) if other is not None else env.lookup(f"{init.id}.{field}")
    key = type_key(decl.type.base)
    made = env.lookup(key + "()")
    if isinstance(made, tuple):
        args = decl.ctor_args if decl.ctor_args is not None else (
            init.items if isinstance(init, ast.InitList) and not init.names else None)
        fits = [c for c in made[0] if args is not None and len(c.params) == len(args)]
        inits = dict(fits[0].inits) if len(fits) == 1 else {}
        if field not in inits:
            return UNKNOWN
        local = Env(parent=env)
        for name, arg in zip(fits[0].params, args):
            got = evaluate(arg, env)
            local.values[name] = UNKNOWN if got is None else got
        value = evaluate(inits[field], local)
        return UNKNOWN if value is None else value
    order = env.lookup(key + ".")
    if not isinstance(order, tuple) or field not in order:
        return UNKNOWN
    if init is not None and not isinstance(init, ast.InitList):
        return UNKNOWN  # NOTE: an object made by a call
    items = decl.ctor_args if decl.ctor_args is not None else (init.items if init is not None else ())
    names = init.names if isinstance(init, ast.InitList) and decl.ctor_args is None else ()
    given = dict(zip(names, items)) if names else dict(zip(order, items))
    if field in given:
        value = evaluate(given[field], env)
        return UNKNOWN if value is None else value
    return env.lookup(f"{key}.{field}")


def members(decl: ast.Declarator, env: Env) -> dict[str, Any]:
    """Every known member of the object a namespace-scope constant `decl` declares: `{"num_heads": 32, ...}`."""
    key = type_key(decl.type.base)
    made, order = env.lookup(key + "()"), env.lookup(key + ".")
    fields = made[1] if isinstance(made, tuple) else order if isinstance(order, tuple) else ()
    if not fields and isinstance(decl.init, ast.Name):  # NOTE: a copy: the fields its source has
        prefix = f"{decl.init.id}."
        fields = tuple(k[len(prefix):] for e in _chain(env) for k in e.values if k.startswith(prefix))
    out = {}
    for field in fields:
        value = member(decl, field, env)
        if value is not UNKNOWN:
            out[field] = value
    return out


def _chain(env: Env | None):
    while env is not None:
        yield env
        env = env.parent
