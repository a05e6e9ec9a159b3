"""Per kernel: the launch configurations to evaluate, template instantiations, and the figures.

A kernel is evaluated once per distinct launch configuration of the launches that reach it in its program
(analyzer.analysis.launches; block dims and, for a template kernel, the template arguments the launch names;
the grid when every such launch gives the same one). With no launch whose block is known, the launch facts'
assumed block is used (the configured one, else the default fitted to what the kernel states) and every
figure says which and why. HIP sources get no figures: kernlint has no AMD memory model.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from analyzer.analysis.host_templates import instances as host_instances
from analyzer.analysis.instances import template_args
from analyzer.analysis.launch_dims import SAME, assumed_bound, block_bound, variants
from analyzer.analysis.memory.address import Access, Layouts
from analyzer.analysis.memory.interp import MemInterp
from analyzer.analysis.memory.figures import Figure, evaluate, stripped
from analyzer.cuda import ast
from analyzer.cuda.model.ctype_layout import type_key


def _bound_params(func: ast.Function, launch: Any, dims: dict) -> tuple[tuple[str, int], ...]:
    """(name, value) of the kernel's scalar parameters whose value the launch fixes (`k<<<g, b>>>(p, 1024)`, or
    `k<<<g, K>>>(p, K)` with a known K: blockDim.x, analysis/launch_dims; `dims`: its block_bound)."""
    values, members = launch.arg_values, getattr(launch, "arg_members", ())
    if len(values) != len(func.params):
        return ()
    values = tuple(dims[p.name][0] if v is None and p.name in dims else v for p, v in zip(func.params, values))
    fields = tuple((f"{p.name}.{f}", v) for p, m in zip(func.params, members) if p.name and not p.type.pointers
                   for f, v in m)  # NOTE: `Shape s{out, 100, 64}` passed by value: `s.width = 100` (memory/methods)
    return tuple((p.name, v) for p, v in zip(func.params, values)
                 if v is not None and p.name and not p.type.pointers and not p.dims) + fields


def _valued(written: tuple[str, ...], launch: Any) -> tuple[str, ...]:
    """The template arguments as the launch names them, each one its launching function gives a value
    (`const int BN = 128; k<BN><<<g, b>>>`: LaunchInfo.template_values) written as that value: the kernel's
    scope knows no `BN`."""
    values = getattr(launch, "template_values", ()) or ()
    return tuple(str(values[i]) if i < len(values) and isinstance(values[i], int) else a
                 for i, a in enumerate(written))


def _shifts(func: ast.Function, launch: Any, unit: Any, shared: dict) -> tuple[tuple[str, int], ...]:
    """(name, bytes) of the kernel's pointer parameters the launch passes past an allocation's start
    (`k<<<g, b>>>(p + 1)` with `const float *in`: ("in", 4)): every lane's address moves by that much."""
    offsets = getattr(launch, "arg_offsets", ())
    if len(offsets) != len(func.params):
        return ()
    out = []
    for p, n in zip(func.params, offsets):
        if n and p.name and p.type.pointers == 1 and not p.dims:
            if "memory.genv" not in shared:
                shared["memory.genv"] = _namespace_env(unit, shared)
            layout = shared["memory.genv"].layout(p.type.base)
            if layout is not None:
                out.append((p.name, n * layout[0]))
    return tuple(out)


def launch_configs(func: ast.Function, unit: Any, shared: dict, settings: Any, relevant=lambda args: frozenset()
                   ) -> list[tuple[tuple[int, int, int], tuple | None, str, tuple, tuple, tuple, tuple]]:
    """(block, grid, label, template arguments, bound scalar parameters, pointer shifts, what the host `if`s around
    the launch admit of its parameters) of each distinct launch configuration of `func`. `relevant(template
    arguments)`: the parameters some address or path of the kernel depends on; only those are bound (a launch's
    other argument values make no other figure). Launches the host's `if`s admit different values of a parameter for
    are configurations apart (((name, op, value), ...): launch_guards.host_guards, of the relevant parameters)."""
    from analyzer.analysis.launches import launch_facts, site

    launches = launch_facts(unit, func, shared, settings).launches
    configs: dict[tuple, list] = {}
    for launch in launches:
        block = launch.block
        if block is None or any(not isinstance(c, int) or c <= 0 for c in block) or block[0] * block[1] * block[2] > 1024:
            continue
        written = _valued(template_args(launch.kernel), launch) if func.template_params else ()
        if func.template_params and not written:  # NOTE: `k<<<g, b>>>(x, n)` of `template <class F> k(const F*, int)`
            from analyzer.analysis.deduction import deduced  # NOTE: only a launch naming no template argument

            written = deduced(func, launch, unit, shared)
        where = site(unit, launch)
        dims = block_bound(func, launch)
        params, shift = _bound_params(func, launch, dims), _shifts(func, launch, unit, shared)
        for args in host_instances(unit, launch, written, shared):  # NOTE: in a host template: per instantiation
            names = relevant(args)
            bound = tuple((n, v) for n, v in params if n in names)
            shown = "".join(f", {n} = {v}" + (f" = blockDim.{dims[n][1]}" if n in dims else "") for n, v in bound) \
                + "".join(f", `{n}` + {b} bytes" for n, b in shift)
            shown += f", {launch.kernel_name}<{', '.join(args)}>" if args != written else ""
            shown = (f" unless {launch.block_unless} is given" if launch.block_unless else "") + shown  # NOTE: run-time
            admits = tuple(a for a in _admits(func, launch, unit, shared) if a[0] in names)
            key = (tuple(block), args, bound, shift, admits)
            configs.setdefault(key, []).append(
                (launch.grid, f"the launch at {where} ({block[0]}x{block[1]}x{block[2]}{shown})"))
    out = []
    for (block, args, bound, shift, admits), items in configs.items():
        grids = {g for g, _ in items}
        grid = grids.pop() if len(grids) == 1 else None
        out.append((block, grid, items[0][1], args, bound, shift, admits))
    return out


def _open_block_args(func: ast.Function, unit: Any, shared: dict, settings: Any) -> list[tuple[tuple[str, ...], str]]:
    """(template arguments, what) of the launches whose block is not known (`int bs = warp; k<<<nb, bs>>>(x)`):
    the element types a launch names or deduces do not depend on its block, so the accesses are judged with
    them under the assumed block (a lane's row walk is a claim for every block)."""
    from analyzer.analysis.launches import launch_facts, site

    if not func.template_params:
        return []
    out: list = []
    for launch in launch_facts(unit, func, shared, settings).launches:
        written = _valued(template_args(launch.kernel), launch)
        if not written:  # NOTE: as in _configs: deduction only for a launch naming no template argument
            from analyzer.analysis.deduction import deduced

            written = deduced(func, launch, unit, shared)
        for args in host_instances(unit, launch, written, shared) if written else ():
            if args not in [a for a, _ in out]:
                out.append((args, f"{launch.kernel_name}<{', '.join(args)}> of the launch at {site(unit, launch)}"))
    return out


def _admits(func: ast.Function, launch: Any, unit: Any, shared: dict) -> tuple:
    from analyzer.analysis.launch_guards import host_guards
    if launch.file != unit.path:
        return ()
    got = host_guards(unit, shared).get((launch.span.line, launch.span.column), ())
    return tuple((func.params[i].name, op, v) for i, op, v in got if i < len(func.params) and func.params[i].name)


def _facts_shape(func: ast.Function, unit: Any, shared: dict, accesses: list[Access], settings: Any) -> Any:
    """(the launch facts' shape for the thread-index components the accesses read, the config's grid or None)."""
    from analyzer.analysis import terms as T
    from analyzer.analysis.launches import launch_facts
    atoms = set()
    for a in accesses:
        for t in (a.addr, a.path):
            if t is not None:
                atoms |= {leaf[1] for leaf in T.leaves(t) if leaf[0] == "t"}
    facts = launch_facts(unit, func, shared, settings)
    return facts.assumed(atoms)[0], facts.grid


def analyse_kernel(func: ast.Function, unit: Any, shared: dict, args: tuple[str, ...] = (),
                   bound: tuple[tuple[str, int], ...] = ()) -> list[Access]:
    """The accesses of `func` (instantiated with template arguments `args`, with the scalar parameters
    `bound` to the values a launch passes), cached per file."""
    key = ("memory.accesses", id(func), args, bound)
    if key in shared:
        return shared[key]
    interp = make_interp(func, unit, shared, args, bound)
    from analyzer.analysis.program import deep_enough
    try:
        with deep_enough():
            interp.run()
        accesses = list(interp.accesses.values())
    except RecursionError:
        accesses = []
    accesses.sort(key=lambda a: (a.node.span.line, a.node.span.column, a.op))
    from analyzer.analysis.memory.merged import merge_fields
    accesses = merge_fields(accesses, func, interp)  # NOTE: the fields of a vector element nvcc loads or stores as one
    shared[key] = accesses
    return accesses


def make_interp(func: ast.Function, unit: Any, shared: dict, args: tuple[str, ...] = (),
                bound: tuple[tuple[str, int], ...] = (), cls: type = MemInterp) -> MemInterp:
    """A `cls` interpreter (MemInterp or a subclass: analysis/race/) of `func` with the template arguments
    `args` bound and the scalar parameters `bound` to a launch's values, not yet run."""
    from analyzer.cuda.model.envs import FunctionEnv
    if "memory.genv" not in shared:
        shared["memory.genv"] = _namespace_env(unit, shared)
    genv = shared["memory.genv"]
    bindings = None
    if args and func.template_params:
        from analyzer.cuda.model.build import _template_arguments
        try:
            bindings = _template_arguments(func, args, genv, genv)
        except (ArithmeticError, TypeError, ValueError, RecursionError):
            bindings = None
    fenv = FunctionEnv(func, genv, None, bindings) if func.template_params else _LocalConsts(func, genv)
    layouts = Layouts(unit.tu, fenv)
    for record in getattr(getattr(unit, "model", None), "header_records", ()):  # NOTE: below the file's own
        layouts.records.setdefault(type_key(record.name), record)
    interp = cls(func, _program(unit, shared), layouts, bindings[0] if bindings else None, dict(bound))
    # NOTE: the class a type parameter names in this instantiation (a functor `F` called in the body: memory/methods)
    interp.type_args = {p.name: a for p, a in zip(func.template_params or (), args) if p.kind == "type" and p.name}
    return interp


def _param_symbols(func: ast.Function, unit: Any, shared: dict, args: tuple[str, ...]) -> frozenset[str]:
    """The scalar parameters the kernel's accesses (addresses and paths, unbound) depend on (cached per file: asked
    once per launch)."""
    key = ("memory.param_symbols", id(func), args)
    if key not in shared:
        shared[key] = _symbols_read(func, unit, shared, args)
    return shared[key]


def _symbols_read(func: ast.Function, unit: Any, shared: dict, args: tuple[str, ...]) -> frozenset[str]:
    from analyzer.analysis import terms as T
    names: set[str] = set()
    for a in analyse_kernel(func, unit, shared, args):
        # NOTE: a tail guard (`if (i < n)`) is taken as true by the figures: its bound changes none of them
        for t in (a.addr, stripped(a.path) if a.path is not None else None):
            if t is not None:
                names.update(s[1] for s in T.symbols(t))
    return frozenset(n for n in names if any(p.name == n.split(".")[0] and not p.type.pointers and not p.dims
                                             for p in func.params))  # NOTE: and a by-value object's fields, `s.width`


def _namespace_env(unit: Any, shared: dict):
    """Namespace-scope integer constants (the divergence Program's, computed once per file) and the
    layouts of the file's structs and aliases: what array extents and element sizes need."""
    from analyzer.cuda.model.envs import _user_types
    from analyzer.cuda.model.evaluate import Env
    # NOTE: the headers' structs and aliases below the file's own (`typedef double real_t;` in a local header)
    headers = Env(types=dict(getattr(getattr(unit, "model", None), "header_types", ()) or ()))
    env = Env(dict(_program(unit, shared).globals), headers)
    if unit.tu.types is not None:
        try:
            _user_types(unit.tu.types, env)
        except (ArithmeticError, TypeError, ValueError, RecursionError):
            pass
    return env


def _LocalConsts(func: ast.Function, genv: Any):
    """The namespace env plus the kernel's own integer constants (`const int TILE = 32;`), without
    FunctionEnv's walk of every node (what array extents need)."""
    from analyzer.cuda.model.evaluate import Env, evaluate
    env = Env({}, genv)
    for st in func.body.stmts if func.body is not None else ():
        if isinstance(st, ast.Decl) and ("const" in st.declarators[0].type.text or "constexpr" in st.storage
                                         or "constexpr" in st.declarators[0].type.text):
            for d in st.declarators:
                if d.init is not None and not d.dims:
                    value = evaluate(d.init, env)
                    if isinstance(value, int):
                        env.values[d.name] = value
    return env


def _program(unit: Any, shared: dict):
    """The divergence Program of the file (program_for caches it in ctx.shared)."""
    from types import SimpleNamespace

    from analyzer.analysis.divergence import program_for

    return program_for(unit, SimpleNamespace(shared=shared))


def _equal_figures(func: ast.Function, unit: Any, shared: dict, args: tuple, common: dict, block: tuple,
                   grid: Any, label: str, screen: bool) -> list[Figure]:
    """The figures of the assumed `block` with the parameters `common` equal to its dimensions (launch_dims), each
    label ending in SAME where the other block sizes of launch_dims.SIZES give it the same count."""
    runs = [[evaluate(a, b, grid, label, True, template=args, screen=screen, file=unit.path)
             for a in analyse_kernel(func, unit, shared, args, bound)] for b, bound in variants(common, block)]
    counts: dict = {}
    for figures in runs:
        for f in figures:
            counts.setdefault((id(f.access.node), f.access.op), set()).add((f.known, f.per_request, f.ideal))
    return [replace(f, label=label + SAME) if len(counts[(id(f.access.node), f.access.op)]) == 1 else f
            for f in runs[0]]


def unit_figures(unit: Any, shared: dict, settings: Any = None, screen: bool = False) -> list[Figure]:
    """Every access of every kernel of the file, evaluated per launch configuration (cached). `screen`:
    accesses that cost the ideal in their first sampled block are not evaluated further (figures.evaluate)."""
    key = "memory.figures.screened" if screen else "memory.figures"
    if key in shared:
        return shared[key]
    out: list[Figure] = []
    if getattr(unit.model, "hip", False) or getattr(unit, "warp_size", 32) != 32:
        shared[key] = out  # NOTE: no AMD model (docs/memory.md)
        return out
    for func in unit.tu.functions():
        if not func.is_kernel or func.body is None:
            continue
        configs = launch_configs(func, unit, shared, settings,  # NOTE: the host's tests bound the samples
                                 lambda args, f=func: _param_symbols(f, unit, shared, args))
        if not configs:  # NOTE: an unbound template kernel: each value its specialised helpers name (specialised)
            from analyzer.analysis.launches import launch_facts
            from analyzer.analysis.specialised import candidates
            found = _open_block_args(func, unit, shared, settings) or candidates(func, _program(unit, shared))
            for args, what in found or [((), "")]:
                accesses = analyse_kernel(func, unit, shared, args)
                shape, grid = _facts_shape(func, unit, shared, accesses, settings)
                block, label = (shape.x, shape.y, shape.z), shape.label + (f" with {what}" if what else "")
                common, words = assumed_bound(func, launch_facts(unit, func, shared, settings).launches, shape,
                                              _param_symbols(func, unit, shared, args), unit.path)
                if common:  # NOTE: K = blockDim.x at every launch: K is the assumed block's x
                    out.extend(_equal_figures(func, unit, shared, args, common, block, grid, label + words, screen))
                    continue
                out.extend(evaluate(a, block, grid, label, shape.assumed, template=args, screen=screen, file=unit.path)
                           for a in accesses)
            continue
        for block, grid, label, args, bound, shift, host in configs:
            moved = dict(shift)
            for a in analyse_kernel(func, unit, shared, args, bound):
                base = moved.get(a.root[1], 0) if a.root is not None and a.space == "global" else 0
                got = evaluate(a, block, grid, label, False, template=args, screen=screen, base=base, file=unit.path,
                               admitted=host)
                out.append(replace(got, bound=bound) if bound else got)
    shared[key] = out
    return out
