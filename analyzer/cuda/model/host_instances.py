"""A launch inside a host function template: its kernel's template arguments once per instantiation of the
template that the file names.

`template <typename T, int Dh> void launch(...) { k<T, Dh, 64><<<g, 64>>>(...); }` launches `k<T, Dh, 64>`: at
the launch Dh is the host template's parameter, unknown. Where every reference to `launch` in the file names
its arguments (`launch<T, 32>(...)`, `template void launch<float, 64>(...)`; comments aside) and each gives
every non-type parameter a value (a constant of the file, or a default), the kernel's template arguments are
evaluated once per such instantiation, in the host function with those values (its constexpr locals too:
`constexpr int V = Dh / 8;`): `LaunchInfo.host_values`, one `template_values` tuple each. A reference without
arguments (a call that deduces them, a pointer to the function) or an argument the file does not fix (a
parameter of another template) leaves the launch as it was: the instantiations are then not all known.

Where the launch's block is not known at the launch because it is the host template's parameter (`k<<<b,
kNThreads>>>`), a local of the type a type parameter names (`I nt = 1024; k<<<b, nt>>>` in `run<float, int>`), or a
struct template's static constant reached through it (`using K = Traits<kNThreads>;
k<K><<<b, K::kNThreads>>>`, parse/usertypes.TemplateStatics), and every instantiation gives a known block, the
launch becomes one copy per instantiation, each with its block, its template values and `host_args` (`launch<16>`):
every rule then judges each instantiation's launch (KL202: the 16-thread block of `launch<16>`).
"""

from __future__ import annotations

import re
from bisect import bisect_right

from analyzer.cuda import ast
from analyzer.cuda.model.class_instances import as_template, class_of, instance_name, specialisations
from analyzer.cuda.model.dims import evaluate_dim3
from analyzer.cuda.model.envs import FunctionEnv, global_env
from analyzer.cuda.model.evaluate import Env, evaluate
from analyzer.cuda.parse.build_expr import closing, split_args
from analyzer.cuda.query import holds, iter_nodes
from analyzer.lazyre import lazy

_COMMENT = lazy(r"//[^\n]*|/\*.*?\*/", re.S)


def instantiated(tu: ast.TranslationUnit, launches: tuple, header_env: Env | None = None) -> tuple:
    """`launches` (a Model's), each launch in a host function template of `tu` whose kernel's template arguments
    are not all known given its `host_values` (see the module)."""
    hosts: dict[str, list] = {}  # NOTE: overloads of one name (`run(Arr, long)` and `run(Arr, Arr)`): by span
    for f in tu.functions():
        f = as_template(f, tu) or f  # NOTE: a class template's member: over the class's parameters (class_instances)
        if f.template_params and f.body is not None:
            hosts.setdefault("::".join(f.scope + (f.name,)), []).append(f)
    todo = [la for la in launches if _holder(hosts, la) is not None and (None in la.template_values or _open(la.block))]
    if not todo:
        return launches
    from dataclasses import replace

    from analyzer.cuda.model.build import _argument, _template_arguments

    genv = global_env(tu, header_env)
    code = blanked(tu.source or "")
    found: dict = {}
    for launch in todo:
        host = _holder(hosts, launch)
        if id(host) not in found:  # NOTE: a host's instantiations and nodes once, for all its launches
            found[id(host)] = _instantiations(host, tu, code), list(iter_nodes(host.body))
        insts, nodes = found[id(host)]
        args = split_args(launch.kernel[launch.kernel.index("<") + 1:launch.kernel.rindex(">")]) \
            if "<" in launch.kernel else ()
        values = []
        copies: list | None = [] if _open(launch.block) else None
        config = next((n.config for n in nodes if isinstance(n, ast.Launch) and n.span == launch.span), ())
        for inst in insts or ():
            bindings = _template_arguments(host, inst, genv, genv)
            if bindings is None or any(p.kind != "type" and p.name not in bindings[0] for p in host.template_params):
                values, copies = [], None  # NOTE: an instantiation whose values the file does not fix: not all are known
                break
            env = FunctionEnv(host, genv, nodes, bindings)
            tv = tuple(evaluate(_argument(a), env) for a in args)
            if tv not in values:
                values.append(tv)
            if copies is not None:
                # NOTE: the block the host template's parameter gives (`k<<<b, kNThreads>>>`): a copy of the launch
                # per instantiation, each judged with its block (`launch<16>`: a 16-thread block)
                block = evaluate_dim3(config[1], env) if len(config) > 1 else None
                block = block.as_tuple() if block is not None else None
                if _open(block) and len(config) > 1 and isinstance(config[1], ast.Name):
                    x = _template_member(config[1].id, env, genv, tu, code[_offset(code, host.span):])
                    block = (x, 1, 1) if isinstance(x, int) else block
                copies = None if _open(block) else copies + [(inst, tv, block)]
        if copies and len(args) == len(launch.template_values):
            made = tuple(replace(launch, block=block, template_values=tv, host_values=(),
                                 host_args=instance_name(host, tu, inst)) for inst, tv, block in copies)
            launches = tuple(c for la in launches for c in (made if la is launch else (la,)))
        elif values and len(args) == len(launch.template_values) and None in launch.template_values:
            launches = tuple(replace(la, host_values=tuple(values)) if la is launch else la for la in launches)
    return launches


def blanked(source: str) -> str:
    """`source` with its comments blanked (line breaks kept: offsets and lines stay)."""
    return _COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), source)


def _fits(host: ast.Function, code: str, at: int) -> bool:
    """Whether the parenthesised list after a reference's template arguments (`run<int>(Arr, Arr, Arr)` at `at`,
    a call's arguments or an explicit instantiation's parameters) has as many entries as `host` takes; True where
    no list follows (a pointer to the function) or it does not close."""
    i = at
    while i < len(code) and code[i] in " \t\n":
        i += 1
    if i >= len(code) or code[i] != "(":
        return True
    j = closing(code, i, "([{", ")]}")
    if j is None:
        return True
    count = len(split_args(code[i + 1:j])) if code[i + 1:j].strip() else 0
    return sum(p.default is None for p in host.params) <= count <= len(host.params)


def _holder(hosts: dict, launch) -> ast.Function | None:
    """The host function template of `hosts` (by qualified name, each name's overloads) whose body holds `launch`."""
    return next((f for f in hosts.get(launch.function, ()) if holds(f.span, launch.span)), None)


def _open(block: tuple | None) -> bool:
    """A block not fully known."""
    return block is None or None in block


def _instantiations(host: ast.Function, tu: ast.TranslationUnit, code: str) -> list[tuple[str, ...]] | None:
    """The explicit template arguments of every reference to `host` in `code` (the file, comments blanked); None
    when a reference names none (other than a declaration of the function itself) or the arguments do not close."""
    if class_of(host, tu) is not None:
        return specialisations(host, tu, code) or None  # NOTE: `modules<float>`, `template struct modules<float>;`
    out: list[tuple[str, ...]] = []
    for args in _references(host, tu, code):
        if args is None:
            return None
        if args not in out:
            out.append(args)
    return out or None


def explicit_instantiations(host: ast.Function, tu: ast.TranslationUnit) -> list[tuple[str, ...]]:
    """The explicit template arguments of each reference to the function template `host` in `tu`'s file that
    names them, comments aside: explicit instantiations (`template void run<float>(...)`) and calls with explicit
    arguments (`run<half>(...)`); an overload's (another parameter count) left out."""
    out: list[tuple[str, ...]] = []
    for args in _references(host, tu, blanked(tu.source or "")):
        if args is not None and args not in out:
            out.append(args)
    return out


def _references(host: ast.Function, tu: ast.TranslationUnit, code: str):
    """For each reference to `host` in `code` (its own definition and declarations aside): the template arguments
    it writes, or None when it writes none or they do not close; an overload's reference skipped (`_fits`)."""
    declared = {(f.name_span.line, f.name_span.column) for f in tu.functions() if f.name == host.name}
    starts = [0]
    for line in code.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    for m in re.finditer(rf"(?<!\w){re.escape(host.name)}\b", code):
        i = m.end()
        while i < len(code) and code[i] in " \t\n":
            i += 1
        if i >= len(code) or code[i] != "<":
            line = bisect_right(starts, m.start()) - 1
            if (line + 1, m.start() - starts[line] + 1) not in declared:
                yield None  # NOTE: not the function's own definition or declaration
            continue
        j = closing(code, i, "<([", ">)]")
        if j is None:
            yield None
        elif _fits(host, code, j + 1):  # NOTE: not an overload's (`template long run<int>(Arr, Arr, Arr);` of another `run`)
            yield split_args(code[i + 1:j])


__all__ = ["blanked", "explicit_instantiations", "instantiated"]


def _offset(code: str, span) -> int:
    """The offset of `span`'s start in `code`."""
    lines = code.split("\n", span.line - 1)
    return sum(len(x) + 1 for x in lines[:span.line - 1]) + span.column - 1


def _template_member(name: str, env: Env, genv: Env, tu: ast.TranslationUnit, body: str) -> int | None:
    """The value of `Traits<args>::member` (or `K::member` with `using K = Traits<args>;` in `body`, the host
    function's text from its start) in `env`: the struct template's static constant (usertypes.TemplateStatics)
    evaluated with its value parameters bound to the arguments; None when unknown."""
    from analyzer.cuda.model.build import _argument

    owner, _, member = name.rpartition("::")
    if not owner or tu.types is None or not tu.types.templates:
        return None
    if "<" not in owner:
        alias = re.search(rf"\busing\s+{re.escape(owner)}\s*=\s*(?:typename\s+)?([^;]+);", body)
        owner = alias.group(1).strip() if alias else ""
    if "<" not in owner or not owner.endswith(">"):
        return None
    base = owner[:owner.index("<")].strip()
    found = next((t for t in tu.types.templates if t.name == base), None)
    args = split_args(owner[owner.index("<") + 1:-1])
    if found is None or len(args) != len(found.params):
        return None
    local = Env({}, genv)
    for (kind, param), arg in zip(found.params, args):
        if kind == "value":
            value = evaluate(_argument(arg), env)
            if not isinstance(value, int):
                return None
            local.values[param] = value
            local.integers.add(param)
    for field, init in found.members:
        value = evaluate(init, local)
        if isinstance(value, int):
            local.values[field] = value
            local.integers.add(field)
    got = local.values.get(member)
    return got if isinstance(got, int) else None
