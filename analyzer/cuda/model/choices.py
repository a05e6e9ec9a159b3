"""A launch whose block a conditional decides at run time (`dim3 threads(32, colors % 64 == 0 ? 8 : 4)`), one copy
per arm: the block is one of the arms' shapes, each a fact the code states, not a guess.

For a launch whose block is not known whole, the conditionals written in its block argument, or in the declaration
of the dim3 local it names, are evaluated once per choice of their arms (at most two conditionals: four choices;
evaluate.CHOSEN), each in a fresh environment of the launching function. A choice whose condition is the condition
of an `if` around the launch, taken the other way, is no launch of it (`if (colors % 64 == 0) k<8, 32><<<g,
threads>>>()` runs with the 8 rows only); a choice that tells no more of the block than the launch does is dropped,
and so is the launch where none tells more. The copies name their choice (`host_args`: "when `colors % 64 == 0`"),
which the launch's shape names (analysis/launches.py). A dim3 local assigned whole in the arms of `if`s (`dim3
threads; if (c) threads = ...; else threads = ...;`) gives one copy per assignment (and arm of its conditionals) a
path can take to the launch (`_assigned`). Copies made by host_callers.py (a call's values) are left as they are."""

from __future__ import annotations

import itertools
from dataclasses import replace

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes, under_ifs

_MAX = 2  # NOTE: conditionals per block evaluated both ways


def bound_by_choices(tu: ast.TranslationUnit, launches: tuple, header_env=None) -> tuple:
    """`launches` with each launch whose block a conditional decides replaced by its copies (see the module)."""
    todo = [la for la in launches if la.function and not la.host_args and la.block is not None and None in la.block]
    if not todo:
        return launches
    from analyzer.cuda.model.build import _launch_info
    from analyzer.cuda.model.envs import FunctionEnv, global_env
    from analyzer.cuda.model.evaluate import CHOSEN
    from analyzer.cuda.model.reaching import Reaching
    from analyzer.cuda.query import holds
    from analyzer.cuda.written import written

    source = tu.source or ""
    genv, walks = None, {}  # NOTE: walks: each host function's launches and the ifs around them, walked once
    for launch in todo:
        host = next((f for f in tu.functions() if f.body is not None and not f.is_kernel
                     and "::".join(f.scope + (f.name,)) == launch.function and holds(f.span, launch.span)), None)
        if host is None:
            continue
        nodes = list(iter_nodes(host.body))
        found = _node(host, launch, walks)
        if found is None or len(found[0].config) < 2 or found[0].config[1] is None:
            continue
        node, ifs = found
        genv = genv if genv is not None else global_env(tu, header_env)
        copies = _assigned(host, nodes, node, ifs, launch, genv, source)
        if copies:
            launches = tuple(c for la in launches for c in (copies if la is launch else (la,)))
            continue
        conds = _conditionals(node.config[1], nodes)
        if not conds or len(conds) > _MAX:
            continue
        env = FunctionEnv(host, genv, nodes)
        for choice in itertools.product((True, False), repeat=len(conds)):
            if any(_decides(source, parent, child, c.cond, taken) for c, taken in zip(conds, choice)
                   for parent, child in ifs):
                continue  # NOTE: the `if` around the launch takes the other arm
            if not _feasible([(p.cond, child is p.then) for p, child in ifs] + [(c.cond, t) for c, t in
                                                                              zip(conds, choice)], env):
                continue  # NOTE: `dim3 b(swap ? 8 : 32, swap ? 32 : 8)`: one `swap` for both (review r17 A-Q2)
            CHOSEN.update((id(c), taken) for c, taken in zip(conds, choice))
            try:
                info = _launch_info(node, FunctionEnv(host, genv, nodes), launch.file, launch.function,
                                    lambda *a: (launch.static_shared_bytes, launch.launch_bounds),
                                    Reaching(host.body, host, nodes), nodes)
            finally:
                CHOSEN.clear()
            if known(info.block) <= known(launch.block):
                continue
            text = ", ".join(dict.fromkeys(f"`{written(source, c.cond)}`" if taken else f"not `{written(source, c.cond)}`"
                                           for c, taken in zip(conds, choice)))  # NOTE: one `swap` said once
            made = replace(info, kernel=launch.kernel, host_args=f"when {text}")
            if all(c.block != made.block for c in copies):
                copies.append(made)
        if copies:
            launches = tuple(c for la in launches for c in (copies if la is launch else (la,)))
    return launches


_SAMPLES = (0, 1, 2, 3, 4, 7, 8, 16, 31, 32, 64, 128, 256, 1024)


def _assigned(host, nodes: list, node, ifs, launch, genv, source: str) -> list:
    """The copies of a launch whose dim3 local is assigned whole in the arms of `if`s (`dim3 threads; if (c)
    threads = dim3(32, d ? 8 : 4); else threads = dim3(16, 16);`): one per assignment and arm of its conditionals
    that can reach the launch, a path the `if`s around the launch and around the assignment can take together
    (`_feasible`), each evaluated as the launch with that block (its grid's facts too). [] where the local has one
    definition, or one made in no `if` (which of them reaches the launch is the order's, not a choice)."""
    from analyzer.cuda.model.build import _launch_info
    from analyzer.cuda.model.dims import evaluate_dim3
    from analyzer.cuda.model.envs import FunctionEnv
    from analyzer.cuda.model.evaluate import CHOSEN, Dim3, Env
    from analyzer.cuda.model.reaching import Reaching
    from analyzer.cuda.written import written

    block = node.config[1]
    if not isinstance(block, ast.Name):
        return []
    defs = [(n, chain) for n, chain in under_ifs(host.body, ast.Assign) if n.op == "=" and isinstance(n.target, ast.Name)
            and n.target.id == block.id and (n.span.line, n.span.column) < (node.span.line, node.span.column)]
    if len(defs) < 2 or any(not chain for _, chain in defs):
        return []
    env, out = FunctionEnv(host, genv, nodes), []
    for assign, chain in defs:
        conds = [n for n in iter_nodes(assign.value) if isinstance(n, ast.Conditional)][:_MAX]
        for choice in itertools.product((True, False), repeat=len(conds)):
            path = [(p.cond, child is p.then) for p, child in chain + ifs] + [(c.cond, t) for c, t in zip(conds, choice)]
            if not _feasible(path, env):
                continue
            CHOSEN.update((id(c), t) for c, t in zip(conds, choice))
            try:
                dims = evaluate_dim3(assign.value, env)
            finally:
                CHOSEN.clear()
            made = dims.as_tuple() if dims is not None else None
            if known(made) <= known(launch.block) or any(c.block == made for c in out):
                continue
            info = _launch_info(node, Env({block.id: Dim3(*made)}, env), launch.file, launch.function,
                                lambda *a: (launch.static_shared_bytes, launch.launch_bounds),
                                Reaching(host.body, host, nodes), nodes)
            said = [(p.cond, child is p.then) for p, child in chain] + [(c.cond, t) for c, t in zip(conds, choice)]
            text = ", ".join(f"`{written(source, c)}`" if t else f"not `{written(source, c)}`" for c, t in said)
            out.append(replace(info, kernel=launch.kernel, host_args=f"when {text}"))
    return out


_MAX_TRIALS = 4096  # NOTE: sample combinations tried per path (three names of many compared integers: a bound)


def _feasible(path: list, env) -> bool:
    """Whether the conditions of `path` can each take its arm together: evaluated with what the function knows, the
    names it leaves unknown sampled (small values, powers of two, and each integer a condition compares with, and
    its neighbours); a condition that cannot be evaluated is no constraint."""
    from analyzer.cuda.model.evaluate import UNKNOWN, Env, evaluate

    names = sorted({n.id for c, _ in path for n in iter_nodes(c) if isinstance(n, ast.Name)
                    if env.lookup(n.id) is UNKNOWN})[:3]
    literals = {n.value + d for c, _ in path for n in iter_nodes(c) if isinstance(n, ast.IntLit) for d in (-1, 0, 1)}
    samples = sorted(set(_SAMPLES) | literals)
    for values in itertools.islice(itertools.product(samples, repeat=len(names)), _MAX_TRIALS):
        trial = Env(dict(zip(names, values)), env)
        if all((v := evaluate(c, trial)) is None or bool(v) == t for c, t in path):
            return True
    return len(samples) ** len(names) > _MAX_TRIALS  # NOTE: not every sample tried: no claim the path is impossible


def _decides(source: str, parent: ast.If, child, cond: ast.Expr, taken: bool) -> bool:
    """Whether the `if` `parent` (the launch in its arm `child`) tests `cond` (or `!cond`) the other way."""
    from analyzer.cuda.written import written

    test, then = parent.cond, child is parent.then
    if isinstance(test, ast.Unary) and test.op == "!":
        test, then = test.operand, not then
    return written(source, test) == written(source, cond) and then != taken


def _conditionals(expr: ast.Expr, nodes: list) -> list:
    """The conditionals of a launch's block argument, or of the declaration of the local it names."""
    if isinstance(expr, ast.Name):
        decls = [n for n in nodes if isinstance(n, ast.Declarator) and n.name == expr.id]
        if len(decls) != 1:
            return []
        expr = decls[0]
    return [n for n in iter_nodes(expr) if isinstance(n, ast.Conditional)]


def _node(host, launch, walks: dict):
    """(the launch's node, the `if`s around it) in `host`; of launches a macro's expansion places at one position
    (`FOR_EACH_DEV(if (swap) k<true><<<...>>>(...); else k<false><<<...>>>(...))`), the one launching its kernel.
    `walks`: id(host) -> its launches with their ifs, by span (walked at the first ask)."""
    if id(host) not in walks:
        spans: dict = {}
        for n, ifs in under_ifs(host.body, ast.Launch):
            spans.setdefault(n.span, []).append((n, ifs))
        walks[id(host)] = spans
    found = walks[id(host)].get(launch.span, [])
    if len(found) > 1:
        found = [(n, ifs) for n, ifs in found if isinstance(n.kernel, ast.Name) and launch.kernel ==
                 (f"{n.kernel.id}<{', '.join(n.template_args)}>" if n.template_args else n.kernel.id)]
    return found[0] if len(found) == 1 else None


def known(block) -> int:
    """How many components of a launch's block are known (host_callers.py too)."""
    return 0 if block is None else sum(isinstance(c, int) for c in block)


__all__ = ["bound_by_choices", "known"]
