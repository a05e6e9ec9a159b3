"""The iterations of a loop along a lane's row, for KL401's neighbours (judge.neighbours): `walked_loop` finds the loop
of a counter, unrolled or not, with its trip count (`trip_count`, the one trip counter, analysis/trips.counted_trips,
with the instance's template arguments and the launch's scalar arguments); `unrolled_loop` keeps one the compiler can
unroll completely (a constant trip count: straight-line code), which KL401's helps name.
"""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast

MAX_TRIPS = 64  # NOTE: iterations judged together at most (a longer loop is judged on its first MAX_TRIPS)


def unrolled_loop(symbol: str, node: Any, unit: Any, args: tuple = ()) -> tuple[Any, int | None] | None:
    """walked_loop's loop when its trip count is constant (the compiler can unroll it completely), with the template
    arguments `args`; else None."""
    from analyzer.analysis.trips import constant_trips

    got = walked_loop(symbol, node, unit, args)
    return got if got is not None and (got[1] is not None or constant_trips(got[0])) else None


def walked_loop(symbol: str, node: Any, unit: Any, args: tuple = (),
                bound: tuple = ()) -> tuple[Any, int | None] | None:
    """(the loop, its trip count or None) whose iteration counter is `symbol` around `node`, unrolled or not (judge.
    neighbours: a lane walking its own row), the count with the template arguments `args` and the scalar parameters
    the launch fixes, `bound` ((name, value), ...: `for (c = 0; c < cell; ++c)` launched with cell = 6); None where no
    loop around `node` has that counter."""
    from analyzer.analysis.cost import enclosing_loops
    from analyzer.cuda.query import enclosing_function

    where = symbol.split("@")[-1]
    func = enclosing_function(unit.tu, node)
    if func is None:
        return None
    env = template_env(func, args, unit.tu)
    env.update(bound)
    for loop in enclosing_loops(func, node):
        if f"{loop.span.line}:{loop.span.column}" == where:
            return loop, trip_count(loop, MAX_TRIPS, env)
    return None


def template_env(func: Any, args: tuple, tu: Any = None) -> dict[str, int]:
    """{name: value} of `func` instantiated with the argument texts `args` (a figure's `template`): the integer
    constants of its file's namespace scope (`constexpr int D = 128;`, with `tu`), its non-type template
    parameters given integer literals, then its `const`/`constexpr` locals whose initialisers those (and
    earlier such locals) fix (`const int per = 32 / GROUPS;`); a name declared twice in it is left out. Its type
    parameters given a built-in type are sized (`types`: `sizeof(int4) / sizeof(T)` is 2 for double)."""
    from analyzer.cuda.model.ctype_layout import type_key, type_layout
    from analyzer.cuda.query import iter_nodes

    env = Consts(file_constants(tu)) if tu is not None else Consts()
    for p in func.params:
        env.pop(p.name, None)  # NOTE: a parameter hides the file's constant of its name
    kept: set[str] = set()  # NOTE: the template parameters and locals of `func` declared so far
    for p, arg in zip(func.template_params or (), args):
        if p.name and p.kind == "type" and (layout := type_layout(str(arg))) is not None:
            env.types[type_key(p.name)] = layout
        elif p.name and p.kind != "type":
            try:
                env[p.name] = int(str(arg).rstrip("uUlL"), 0)
                kept.add(p.name)
            except ValueError:
                continue
    _fold((n for n in iter_nodes(func.body) if isinstance(n, ast.Decl)), env, kept)
    return env


class Consts(dict):
    """{name: value} of an instance (template_env), with `types`: its type parameters' (size, alignment)."""

    def __init__(self, *args: Any):
        super().__init__(*args)
        self.types: dict[str, tuple[int, int]] = {}

    def scope(self) -> Any:
        """The evaluator's environment of these names and types (analyzer.cuda.model.evaluate.Env)."""
        from analyzer.cuda.model.evaluate import Env
        return Env(dict(self), types=dict(self.types))


_FILE_CONSTANTS: list = [None, {}]  # (the last TU asked, its constants)


def file_constants(tu: Any) -> dict[str, int]:
    """The integer constants of `tu`'s namespace scope (`constexpr int D = 128;`, `const int N = 4 * D;`), in
    declaration order; a name declared twice is left out. The last TU's are kept (the checks of one file ask)."""

    if _FILE_CONSTANTS[0] is not tu:
        env: dict[str, int] = {}
        _fold((item.decl for item in tu.items if type(item) is ast.GlobalDecl), env, set())
        _FILE_CONSTANTS[:] = [tu, env]
    return _FILE_CONSTANTS[1]


def _fold(decls: Any, env: dict[str, int], declared: set[str]) -> None:
    """Add to `env` the `const`/`constexpr` integer declarators of `decls` whose initialisers `env` fixes, in
    order; a name declared twice (or already in `declared`) is left out, and a declaration hides an earlier value
    of its name (a file constant)."""
    from analyzer.cuda.model.evaluate import evaluate

    twice: set[str] = set()
    for decl in decls:
        for d in decl.declarators:
            if d.name in declared or d.name in twice:
                env.pop(d.name, None)
                twice.add(d.name)
                continue
            env.pop(d.name, None)
            declared.add(d.name)
            fixed = "const" in decl.storage or "constexpr" in decl.storage or "const" in d.type.qualifiers
            scope = env.scope() if isinstance(env, Consts) and env.types else env
            value = evaluate(d.init, scope) if fixed and d.init is not None and not d.dims else None
            if isinstance(value, int) and not d.type.pointers:
                env[d.name] = value


def trip_count(loop: Any, limit: int = MAX_TRIPS, env: dict | None = None) -> int | None:
    """Iterations of `for (k = C0; k OP C1; STEP)` (k declared there or before) with integer constants and a step `k++`, `k--`, `k += C`,
    `k -= C`, `k *= C`, `k <<= C` or `k >>= C` on the same counter, up to `limit` (more: `limit`); None for
    any other shape. `env`: the instance's template arguments (template_env)."""
    from analyzer.analysis.trips import counted_trips
    from analyzer.cuda.model.evaluate import evaluate

    scope = env.scope() if isinstance(env, Consts) and env.types else env
    return counted_trips(loop, lambda e: evaluate(e, scope), limit)
