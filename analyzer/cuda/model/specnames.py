"""Names of class members written with template arguments: an explicit specialisation's static constants
(`x_cfg<3>::block`, parse/classtemplates; model/staticconsts puts them in the env).

A specialisation's name is written with its template arguments, which C++ compares by value, not by spelling:
`x_cfg<1 + 2>::block` and `x_cfg< 3 >::block` name the member of `template <> struct x_cfg<3>`. `canonical` writes
each argument as its integer value where it evaluates in the env of the lookup (a host template's `x_cfg<D>::block`
with D bound), else as its text with blanks normalised (`x_cfg<unsigned  short>`), and `specialised` looks a name
with arguments up by that form. A specialisation found only through defaults its argument list leaves out
(`x_cfg<2>` of `template <int D, int X = 0>` against `template <> struct x_cfg<2, 0>`) stays unknown.

A member named through a type alias is the member of the alias's type (`through_alias`): `using lrz3 =
config::x_lorenzo<3>;` (or `typedef config::x_lorenzo<3> lrz3;`), at namespace scope or in the function, makes
`lrz3::thread_block` the value of `config::x_lorenzo<3>::thread_block`. An env holds an alias's type under the key
`lrz3::` (model/staticconsts for namespace scope, `local_aliases` for a function's); a name a function aliases to
two types in different blocks stays unknown.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any


def specialised(env: Any, name: str, evaluate: Any, unknown: Any) -> Any:
    """The value of `name`, a member of a specialisation (`x_cfg< 1 + 2 >::b`), by its canonical form (`evaluate`:
    model/evaluate's, which calls this); `unknown` when that is its spelling already or is not known."""
    form = canonical(name, env, evaluate)
    return unknown if form == name else env.lookup(form)


def canonical(name: str, env: Any, evaluate: Any) -> str:
    """`ns::x_cfg< 1 + 2 , float >::b` -> `ns::x_cfg<3, float>::b` (see the module), each argument evaluated by
    `evaluate(expr, env)`; `name` itself where its first `<` does not close."""
    from analyzer.cuda.parse.build_expr import closing, split_args

    i = name.find("<")
    j = closing(name, i, "<(", ">)") if i >= 0 else None
    if j is None:
        return name
    parts = []
    for arg in split_args(name[i + 1:j]):
        value = evaluate(_expression(arg.strip()), env) if arg.strip() else None
        parts.append(str(value) if isinstance(value, int) else " ".join(arg.split()))
    return "".join(name[:i].split()) + "<" + ", ".join(parts) + ">" + "".join(name[j + 1:].split())


def through_alias(env: Any, name: str, unknown: Any) -> Any:
    """The value of `name` (`A::m`, `ns::A::m`) through the type alias its longest aliased prefix is (the nearest
    env's), `env.lookup` of the alias's type with the rest of the name; `unknown` where no prefix is an alias."""
    if "::" not in name or name in _ACTIVE:
        return unknown
    parts = name.split("::")
    for cut in range(len(parts) - 1, 0, -1):
        head, scope = "::".join(parts[:cut]) + "::", env
        while scope is not None and head not in scope.values:
            scope = scope.parent
        target = scope.values[head] if scope is not None else None
        if isinstance(target, str) and target + "::" != head:
            _ACTIVE.add(name)  # NOTE: an alias of an alias's member is looked up again; a cycle ends here
            try:
                return env.lookup(target + "::" + "::".join(parts[cut:]))
            finally:
                _ACTIVE.discard(name)
    return unknown


def local_aliases(defs: dict[str, list[Any]]) -> dict[str, str]:
    """`{"A::": type}` for each alias a function declares (model/envs keeps an alias's TypeRefs in its
    definitions under `A::`), where every declaration of the name gives the same type."""
    out = {}
    for key, refs in defs.items():
        if key.endswith("::") and len({t.text for t in refs}) == 1:
            out[key] = refs[0].text
    return out


_ACTIVE: set[str] = set()


@lru_cache(maxsize=256)
def _expression(text: str) -> Any:
    from analyzer.cuda.parse.parser import parse_expression

    return parse_expression(text)


__all__ = ["canonical", "local_aliases", "specialised", "through_alias"]
