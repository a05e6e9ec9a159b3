"""A launch whose block is built from its host function's parameters, bound once per call of that function.

`static void driver(int n, int nthreads, int ntcol) { dim3 threads(nthreads, ntcol, 1); k<<<g, threads>>>(n); }`
launches `k` with a block the launch alone cannot tell: its parameters are the callers' to choose. The values a
call passes are part of the launch, as a local's value is where the launch is written: `int ntcol = 1;
driver(n, 64, ntcol);` launches `k` with a 64x1x1 block. Each call of the host function in the file (by name and
arity; a function of the file, not a kernel; a function template's calls `driver<32>(...)` too, whose template
arguments host_instances.py binds after) gives one copy of the launch, re-evaluated with the
parameters bound to the call's argument values (each evaluated in the caller, its own parameters bound in turn
through its callers, a few levels up) and `host_args` naming the call (`driver(n, 64, ntcol)`; a chain's outer
calls after it: `driver(n, nt, 1) in api(n, 64)`), which the launch's shape names (analysis/launches.py). A call
whose values leave the block as unknown as it was, and a use of the function other than a call (a pointer to it),
keep the launch as it was for that chain; one that tells part of it (`ntcol` 1, `nthreads` known only at run
time) gives that part (analysis/launches.py pins it). A function no call of the file reaches keeps its launch: its
callers are in other files. Launches of the same block from several calls are one; a chain whose values decide an
`if` around the launch against it (`if (block_size == 16) k<16><<<g, b>>>()` in a call passing 32) makes none.
"""

from __future__ import annotations

from dataclasses import replace

from analyzer.cuda import ast
from analyzer.cuda.model.choices import known
from analyzer.cuda.query import holds, iter_nodes, under_ifs

_DEPTH = 3  # NOTE: callers followed up the chain: driver <- api <- api's caller


def bound_by_callers(tu: ast.TranslationUnit, launches: tuple, header_env=None) -> tuple:
    """`launches` (a Model's), each launch whose block is not known at the launch and whose host function the
    file calls replaced by its copies, one per call chain (see the module)."""
    todo = [la for la in launches if la.function and (la.block is None or None in la.block)]
    if not todo:
        return launches
    funcs = [f for f in tu.functions() if f.body is not None]
    hosts = [f for f in funcs if f.params and not f.is_kernel]
    todo = [(la, h) for la in todo for h in hosts if _qualified(h) == la.function and holds(h.span, la.span)]
    if not todo:
        return launches
    from analyzer.cuda.model.build import _launch_info
    from analyzer.cuda.model.envs import FunctionEnv, global_env
    from analyzer.cuda.model.reaching import Reaching

    genv = global_env(tu, header_env)
    walks: dict[int, list] = {}

    def walk(f: ast.Function) -> list:
        if id(f) not in walks:
            walks[id(f)] = list(iter_nodes(f.body))
        return walks[id(f)]

    chains = _Chains(tu, funcs, genv, walk)
    for launch, host in todo:
        found = chains.of(host, _DEPTH)
        if not found:
            continue
        nodes = walk(host)
        node = next((n for n in nodes if isinstance(n, ast.Launch) and n.span == launch.span), None)
        if node is None:
            continue
        reaching = Reaching(host.body, host, nodes)
        ifs = next((chain for n, chain in under_ifs(host.body, ast.Launch) if n is node), ())
        copies: list = []
        for text, values in found:
            made = launch
            if values:
                env = FunctionEnv(host, genv, nodes, (values, {}, {}))
                if _ruled_out(ifs, env):
                    continue  # NOTE: `if (block_size == 16) k<16><<<g, b>>>()` is not made in a chain passing 32
                info = _launch_info(node, env, launch.file, launch.function,
                                    lambda *a: (launch.static_shared_bytes, launch.launch_bounds), reaching, nodes)
                if known(info.block) > known(launch.block):  # NOTE: also part of it (`dim3(nthreads, ntcol)`, ntcol 1)
                    made = replace(info, kernel=launch.kernel, host_args=text)
            if all(replace(c, host_args="") != replace(made, host_args="") for c in copies):
                copies.append(made)
        if copies and copies != [launch]:  # NOTE: every chain of the file ruling it out, other files' calls may make it
            launches = tuple(c for la in launches for c in (copies if la is launch else (la,)))
    return launches


def _ruled_out(ifs: tuple, env) -> bool:
    """An `if` around the launch (`ifs`: under_ifs' pairs) whose condition `env` decides against its branch."""
    from analyzer.cuda.model.evaluate import evaluate

    for parent, child in ifs:
        try:
            value = evaluate(parent.cond, env)
        except (ArithmeticError, TypeError, ValueError, RecursionError):
            value = None
        if isinstance(value, int) and bool(value) != (child is parent.then):
            return True
    return False


def _qualified(f: ast.Function) -> str:
    return "::".join(f.scope + (f.name,))


class _Chains:
    """The calls of the file's functions, found once: per host function, (the call's text, its parameters'
    values) for each call chain reaching it; an empty dict of values where nothing is known."""

    def __init__(self, tu: ast.TranslationUnit, funcs: list, genv, walk):
        self.tu, self.funcs, self.genv, self.walk = tu, funcs, genv, walk
        self.memo: dict = {}

    def of(self, host: ast.Function, depth: int) -> list[tuple[str, dict]]:
        key = (id(host), depth)
        if key not in self.memo:
            self.memo[key] = []  # NOTE: a recursive chain ends here
            self.memo[key] = self._find(host, depth)
        return self.memo[key]

    def _find(self, host: ast.Function, depth: int) -> list[tuple[str, dict]]:
        from analyzer.cuda.model.envs import FunctionEnv
        from analyzer.cuda.model.evaluate import evaluate
        from analyzer.cuda.written import written

        least = sum(p.default is None for p in host.params)
        rivals = [f for f in self.tu.functions() if f.name == host.name and f is not host
                  and sum(p.default is None for p in f.params) <= len(host.params) and least <= len(f.params)]
        out: list[tuple[str, dict]] = []
        for caller in self.funcs:
            nodes = self.walk(caller)
            called = set()
            for call in (n for n in nodes if type(n) is ast.Call and isinstance(n.func, ast.Name)):
                if call.func.id.split("::")[-1] != host.name:
                    continue  # NOTE: `driver<32>(...)` too: its template arguments are host_instances' to bind
                called.add(id(call.func))
                if rivals or not least <= len(call.args) <= len(host.params):
                    out.append(("", {}))  # NOTE: an overload may be the one called: unknown
                    continue
                text = written(self.tu.source or "", call)
                outer = [("", {})]
                if caller.params and not caller.is_kernel and depth > 1 and not caller.template_params and any(
                        isinstance(a, ast.Name) and any(a.id == p.name for p in caller.params) for a in call.args):
                    outer = self.of(caller, depth - 1) or outer
                for where, given in outer:
                    env = FunctionEnv(caller, self.genv, nodes, (given, {}, {}) if given else None)
                    values = {}
                    for i, p in enumerate(host.params):
                        arg = call.args[i] if i < len(call.args) else p.default
                        value = evaluate(arg, env if i < len(call.args) else self.genv) if arg is not None else None
                        if p.name and isinstance(value, int) and not isinstance(value, bool):
                            values[p.name] = value
                    out.append((f"{text} in {where}" if where and given else text, values))
            # NOTE: the function named other than as a call's callee (a pointer to it): its callers are unknown
            if any(type(n) is ast.Name and n.id.split("::")[-1] == host.name and id(n) not in called for n in nodes):
                out.append(("", {}))
        return out


__all__ = ["bound_by_callers"]
