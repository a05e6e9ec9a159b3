"""Static constants of classes as the env knows them: enum constants, a struct's `static constexpr` integer and
`dim3` members (`Cfg::kN`, `Cfg::block`: parse/usertypes) and an explicit specialisation's (`x_cfg<3>::block`:
parse/classtemplates), the latter by their canonical names (model/specnames), and the type each alias of a class
names (`using cfg = x_cfg<3>;`, `typedef row_cfg cfg;`) under the key `cfg::` (specnames.through_alias)."""

from __future__ import annotations

from typing import Any

from analyzer.cuda.model.dims import _dim3
from analyzer.cuda.model.evaluate import UNKNOWN, Dim3, evaluate, int_type, type_key
from analyzer.cuda.model.specnames import canonical

_NOT_NAMED = frozenset({"typename", "const", "volatile"})  # NOTE: words of an alias's type that name no class


def static_constants(types: Any, env: Any) -> None:
    """Enum constants and static integer members (`types.enumerators`) and static dim3 members (`types.dim3s`)
    into `env.values`, each under its names, a specialisation's by its canonical form; the aliases' types."""
    previous: int | None = None
    for e in types.enumerators:
        value = (evaluate(e.value, env) if e.value is not None else
                 (0 if e.first else (previous + 1 if previous is not None else None)))
        previous = value if isinstance(value, int) else None
        names = [canonical(n, env, evaluate) if "<" in n else n for n in e.names]
        env.values.update(dict.fromkeys(names, UNKNOWN if previous is None else previous))
        env.integers.update(names)
    for a in types.aliases:
        if not a.target.pointers and not a.target.dims:
            env.values[a.name + "::"] = " ".join(w for w in a.target.type_text.split() if w not in _NOT_NAMED)
    for e in types.dim3s:
        value = _dim3(e.value, env, 0)
        if isinstance(value, Dim3):
            env.values.update(dict.fromkeys((canonical(n, env, evaluate) if "<" in n else n for n in e.names), value))


def integer_aliases(pending: dict, env: Any) -> None:
    """Each alias of an integer type (through aliases: `typedef int magma_int_t; typedef magma_int_t idx_t;`) under
    `typedef NAME` in `env.values`, the integer type it names: a local of the alias's type has an int's value
    (envs._declared_value). `pending`: type key -> the alias's target (usertypes.Alias.target)."""
    for key, target in pending.items():
        seen = {key}
        while type_key(target.type_text) in pending and type_key(target.type_text) not in seen and not target.pointers:
            seen.add(type_key(target.type_text))
            target = pending[type_key(target.type_text)]
        if not target.pointers and not target.dims and int_type(target.type_text) is not None:
            env.values[f"typedef {key}"] = target.type_text


__all__ = ["static_constants", "integer_aliases"]
