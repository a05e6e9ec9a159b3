"""Names of class members written with template arguments: an explicit specialisation's static constants
(`x_cfg<3>::block`, parse/classtemplates; model/staticconsts puts them in the env).

A specialisation's name is written with its template arguments, which C++ compares by value, not by spelling:
`x_cfg<1 + 2>::block` and `x_cfg< 3 >::block` name the member of `template <> struct x_cfg<3>`. `canonical` writes
each argument as its integer value where it evaluates in the env of the lookup (a host template's `x_cfg<D>::block`
with D bound), else as its text with blanks normalised (`x_cfg<unsigned  short>`), and `specialised` looks a name
with arguments up by that form. A specialisation found only through defaults its argument list leaves out
(`x_cfg<2>` of `template <int D, int X = 0>` against `template <> struct x_cfg<2, 0>`) stays unknown.
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
    from analyzer.cuda.parse.build_expr import split_args

    i, depth = name.find("<"), 0
    for j in range(i, len(name)):
        depth += (name[j] in "<(") - (name[j] in ">)")
        if depth == 0:
            break
    else:
        return name
    parts = []
    for arg in split_args(name[i + 1:j]):
        value = evaluate(_expression(arg.strip()), env) if arg.strip() else None
        parts.append(str(value) if isinstance(value, int) else " ".join(arg.split()))
    return "".join(name[:i].split()) + "<" + ", ".join(parts) + ">" + "".join(name[j + 1:].split())


@lru_cache(maxsize=256)
def _expression(text: str) -> Any:
    from analyzer.cuda.parse.parser import parse_expression

    return parse_expression(text)


__all__ = ["canonical", "specialised"]
