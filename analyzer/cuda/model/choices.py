"""A launch whose block a conditional decides at run time (`dim3 threads(32, colors % 64 == 0 ? 8 : 4)`), one copy
per arm: the block is one of the arms' shapes, each a fact the code states, not a guess.

For a launch whose block is not known whole, the conditionals written in its block argument, or in the declaration
of the dim3 local it names, are evaluated once per choice of their arms (at most two conditionals: four choices;
evaluate.CHOSEN), each in a fresh environment of the launching function. A choice whose condition is the condition
of an `if` around the launch, taken the other way, is no launch of it (`if (colors % 64 == 0) k<8, 32><<<g,
threads>>>()` runs with the 8 rows only); a choice that tells no more of the block than the launch does is dropped,
and so is the launch where none tells more. The copies name their choice (`host_args`: "when `colors % 64 == 0`"),
which the launch's shape names (analysis/launches.py). Copies made by host_callers.py (a call's values) are left as
they are."""

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
    genv = None
    for launch in todo:
        host = next((f for f in tu.functions() if f.body is not None and not f.is_kernel
                     and "::".join(f.scope + (f.name,)) == launch.function and holds(f.span, launch.span)), None)
        if host is None:
            continue
        nodes = list(iter_nodes(host.body))
        found = next(((n, ifs) for n, ifs in under_ifs(host.body, ast.Launch) if n.span == launch.span), None)
        if found is None or len(found[0].config) < 2 or found[0].config[1] is None:
            continue
        node, ifs = found
        conds = _conditionals(node.config[1], nodes)
        if not conds or len(conds) > _MAX:
            continue
        genv = genv if genv is not None else global_env(tu, header_env)
        copies: list = []
        for choice in itertools.product((True, False), repeat=len(conds)):
            if any(_decides(source, parent, child, c.cond, taken) for c, taken in zip(conds, choice)
                   for parent, child in ifs):
                continue  # NOTE: the `if` around the launch takes the other arm
            CHOSEN.update((id(c), taken) for c, taken in zip(conds, choice))
            try:
                info = _launch_info(node, FunctionEnv(host, genv, nodes), launch.file, launch.function,
                                    lambda *a: (launch.static_shared_bytes, launch.launch_bounds),
                                    Reaching(host.body, host, nodes), nodes)
            finally:
                CHOSEN.clear()
            if _known(info.block) <= _known(launch.block):
                continue
            text = ", ".join(f"`{written(source, c.cond)}`" if taken else f"not `{written(source, c.cond)}`"
                             for c, taken in zip(conds, choice))
            made = replace(info, kernel=launch.kernel, host_args=f"when {text}")
            if all(c.block != made.block for c in copies):
                copies.append(made)
        if copies:
            launches = tuple(c for la in launches for c in (copies if la is launch else (la,)))
    return launches


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


def _known(block) -> int:
    return 0 if block is None else sum(isinstance(c, int) for c in block)


__all__ = ["bound_by_choices"]
