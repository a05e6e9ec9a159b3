"""The instantiations of a template kernel to analyse when no launch binds its template arguments (a kernel
launched through a function pointer chosen at run time: `kernel = select(format); kernel<<<g, b>>>(...)`).

A non-type template parameter of the kernel passed on to a helper that has explicit specialisations
(`store<FMT>(...)` with `template <> void store<RGB>(...)`) takes each value a specialisation names, one
instantiation per value: every call of the instantiation (`store<FMT>`, `unit_size<FMT>()`) then reaches the
same specialisation, as a launch of `kernel<RGB>` would. A parameter no such helper is specialised on stays
unbound (one analysis, as before).

`candidates(func, program) -> [(template argument texts, what they bind)]`: at most MAX_CANDIDATES, in the
order the specialisations are written; [] when there is nothing to expand."""

from __future__ import annotations

import itertools
from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes

MAX_CANDIDATES = 8  # NOTE: the combinations past it are dropped without a word (docs/memory.md says so)


def candidates(func: ast.Function, program: Any) -> list[tuple[tuple[str, ...], str]]:
    params = func.template_params or ()
    if not params or func.body is None or any("..." in p.kind or p.name is None for p in params):
        return []
    positions = {p.name: i for i, p in enumerate(params) if p.kind != "type"}
    values: dict[str, list[str]] = {}
    helpers: dict[str, str] = {}
    for n in iter_nodes(func.body):
        if type(n) is not ast.Call or not n.template_args or type(n.func) is not ast.Name:
            continue
        callee = n.func.id.rsplit("::", 1)[-1]
        for pos, text in enumerate(n.template_args):
            name = text.strip()
            if name not in positions:
                continue
            for f in program.functions.get(callee, ()):
                spec = program.explicit_args(f)
                if spec is None or len(spec) <= pos:
                    continue
                found = values.setdefault(name, [])
                if spec[pos].strip() not in found:
                    found.append(spec[pos].strip())
                    helpers.setdefault(name, callee)
    if not values:
        return []
    names = sorted(values, key=positions.get)
    last = max(positions[n] for n in names)
    out = []
    for combo in itertools.islice(itertools.product(*(values[n] for n in names)), MAX_CANDIDATES):
        chosen = dict(zip(names, combo))
        args = tuple(chosen.get(p.name) or p.default or p.name for p in params[:last + 1])
        what = ", ".join(f"{n} = {v}" for n, v in chosen.items())
        why = "; ".join(f"`{helpers[n]}` is specialised for it" for n in names)
        out.append((args, f"{what} ({why}; no launch binds it)"))
    return out
