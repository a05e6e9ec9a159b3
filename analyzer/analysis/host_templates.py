"""A launch inside a host function template: the kernel's template arguments through the host template's
instantiations in the same file.

`template <typename T> void mean(const T* in, ...) { mean_kernel<T, float><<<g, b>>>(in, ...); }` launches
`mean_kernel<T, float>`: T is the host template's parameter, so the element type of `in` is unknown to the
memory analysis. `instances(unit, launch, args)` gives the kernel's template arguments once per instantiation
of the host template that the file names: an explicit instantiation or a call with explicit arguments
(`template void mean<float>(...)`, `mean<half>(...)`), and a call whose arguments' declared types deduce the
parameter (`mean(d_in, ...)` with `float* d_in`). None found: the arguments as written (the type stays unknown).
"""

from __future__ import annotations

import re
from typing import Any

from analyzer.analysis.instances import template_args
from analyzer.cuda import ast
from analyzer.cuda.model.class_instances import as_template, class_of, specialisations
from analyzer.cuda.model.host_instances import blanked, explicit_instantiations
from analyzer.cuda.query import iter_nodes


def _host(unit: Any, launch: Any) -> ast.Function | None:
    """The host function template that holds `launch` (same file), or None."""
    if getattr(launch, "file", None) != unit.path or not getattr(launch, "function", None):
        return None
    for f in unit.tu.functions():
        if "::".join(f.scope + (f.name,)) == launch.function and f.span.line <= launch.line <= f.span.end_line:
            f = f if f.template_params else as_template(f, unit.tu)  # NOTE: a class template's member
            if f is not None and f.template_params:
                return f
    return None


def _deduced(unit: Any, host: ast.Function, shared: dict | None) -> list[tuple[str, ...]]:
    """The template arguments that each call `name(a, b, ...)` deduces from its arguments' types, as
    analysis/deduction deduces them at that call (the declarations in scope there: `if (h) { float* x; run(x); }
    else { double* x; run(x); }` gives float and double)."""
    from analyzer.analysis.deduction import deduced_at

    names = [p.name for p in host.template_params or ()]
    out = []
    for caller in unit.tu.functions():
        if caller.body is None or caller is host:
            continue
        for n in iter_nodes(caller.body):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == host.name \
                    and not n.template_args and len(n.args) == len(host.params):
                got = deduced_at(host, n, caller, unit, shared)
                if len(got) == len(names) and got not in out:
                    out.append(got)
    return out


def instances(unit: Any, launch: Any, args: tuple[str, ...], shared: dict | None = None) -> list[tuple[str, ...]]:
    """The kernel's template arguments `args` with the enclosing host template's parameters replaced, once per
    instantiation found (see the module); [args] when none names a host parameter or none is found. `shared`:
    the file's cache (a check's ctx.shared): the instantiations of each host template are found once."""
    host = _host(unit, launch) if args else None
    names = [p.name for p in host.template_params or () if p.name] if host is not None else []
    word = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b") if names else None
    if word is None or not any(word.search(a) for a in args):
        return [args]
    cache = shared if shared is not None else {}
    key = ("host_templates", host.span, host.name)
    if key not in cache:
        # NOTE: a class template's member (cuda/model/class_instances): the specialisations the file names of its
        # class; its calls deduce no class argument
        found = specialisations(host, unit.tu, blanked(unit.tu.source or "")) if class_of(host, unit.tu) else \
            explicit_instantiations(host, unit.tu) + _deduced(unit, host, cache)
        cache[key] = (host, found)  # NOTE: host kept alive
    out = []
    # NOTE: a launch copied per instantiation of its host template (its block is the host's parameter:
    # cuda/model/host_instances) is that instantiation's only
    own = template_args(launch.host_args) if getattr(launch, "host_args", "") else None
    for inst in [own] if own else cache[key][1]:
        if len(inst) > len(names) or any(word.search(v) for v in inst):
            continue  # NOTE: a pack or defaults we do not follow; `mean<T>(...)` inside another template
        values = dict(zip(names, inst))
        if len(values) < len(names):
            continue
        bound = tuple(word.sub(lambda m: values[m.group(1)], a) for a in args)
        if bound not in out:
            out.append(bound)
    return out or [args]


__all__ = ["instances"]
