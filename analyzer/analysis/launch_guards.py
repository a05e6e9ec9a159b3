"""What the host's `if`s admit of the values a launch passes its kernel (launch_guards.host_guards): the argument
samples of the race worlds (race/worlds.admitted) and the memory configurations (memory/kernels) keep to them."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.launch_limits import program
from analyzer.analysis.leaving import always_leaves
from analyzer.cuda import ast
from analyzer.cuda.model.evaluate import evaluate


def host_guards(unit: Any, shared: dict) -> dict:
    """{(line, column) of a launch of `unit`'s file: ((argument index, op, value), ...)}: what the `if`s around the
    launch admit of the host values it passes as they are (`if (s <= 256) k<<<1, 256>>>(p, s);` admits s <= 256 for the
    argument `s`, its `else` s > 256): a comparison of the argument's name, or of `a * name + b`, with a value the
    function's constants give (`if (sizeof(float) * cell <= 24)` admits cell <= 6), a `&&` of such in a `then`, a
    `||` in an `else`. A guard clause admits too: the `!cond` of an earlier `if (cond)` with no `else` in a block
    around the launch whose branch always leaves (`if (s > 256) return;`). A name the function writes anywhere but
    its declaration (`=`, `+=`, `++`, `&s`) admits nothing: the value tested need not be the one passed. Cached per
    file in `shared`."""
    key = "launch.guards"
    if key in shared:
        return shared[key]
    from analyzer.cuda.model.envs import FunctionEnv
    from analyzer.cuda.model.evaluate import Env
    from analyzer.cuda.model.rounding import one_definitions
    from analyzer.cuda.query import iter_nodes, nodes_of, walk

    out: dict = {}
    # NOTE: only host functions that launch are walked with their parent chains (nodes_of: one grouping per body)
    hosts = [f for f in unit.tu.functions() if f.body is not None and not f.is_kernel and nodes_of(f.body, ast.Launch)]
    genv = Env(dict(program(unit, shared).globals)) if hosts else None
    for func in hosts:
        env = written = None
        for node, parents in walk(func.body):
            if type(node) is not ast.Launch:
                continue
            if written is None:
                written = {k for k, v in one_definitions(iter_nodes(func.body)).items() if v is None}
            names = {a.id: i for i, a in enumerate(node.args) if isinstance(a, ast.Name) and a.id not in written}
            conds = list(_conditions(parents + (node,)))
            if not conds or not names:
                continue
            env = env or FunctionEnv(func, genv)
            got: list = []
            for cond, holds in conds:
                _admitted(cond, holds, names, env, got)
            if got:
                out[(node.span.line, node.span.column)] = tuple(got)
    shared[key] = out
    return out


def _conditions(chain: tuple) -> Any:
    """(condition, whether it holds) of the `if`s of a parent chain (outermost first) and of the guard clauses
    before each of its steps through a block."""
    for parent, child in zip(chain, chain[1:]):
        if type(parent) is ast.If and (child is parent.then or child is parent.other):
            yield parent.cond, child is parent.then
        elif type(parent) is ast.Block:
            for stmt in parent.stmts:
                if stmt is child:
                    break
                if type(stmt) is ast.If and stmt.other is None and stmt.init is None and always_leaves(stmt.then):
                    yield stmt.cond, False


def _admitted(cond: Any, holds: bool, names: dict, env: Any, got: list) -> None:
    if isinstance(cond, ast.Unary) and cond.op == "!":
        return _admitted(cond.operand, not holds, names, env, got)
    if not isinstance(cond, ast.Binary):
        return None
    if cond.op == ("&&" if holds else "||"):
        _admitted(cond.left, holds, names, env, got)
        _admitted(cond.right, holds, names, env, got)
        return None
    if cond.op not in ast.SWAPPED:
        return None
    for op, side, other in ((cond.op, cond.left, cond.right), (ast.SWAPPED[cond.op], cond.right, cond.left)):
        affine = _affine(side, names, env)
        if affine is None:
            continue
        value = _integer(other, env)
        if value is not None:
            name, scale, offset = affine
            solved = _solve(op if holds else ast.NEGATED[op], scale, value - offset)
            if solved is not None:
                got.append((names[name], *solved))
        return None
    return None


def _affine(e: Any, names: dict, env: Any) -> tuple | None:
    """(name, a, b) where `e` is `a * name + b` of a passed argument's name and constants the function gives
    (`sizeof(float) * cell`, `cell - 1`, `2 * n + 8`), else None."""
    if isinstance(e, ast.Name):
        return (e.id, 1, 0) if e.id in names else None
    if not isinstance(e, ast.Binary) or e.op not in ("*", "+", "-"):
        return None
    for inner, other, first in ((e.left, e.right, True), (e.right, e.left, False)):
        got = _affine(inner, names, env)
        if got is None:
            continue
        k = _integer(other, env)
        if k is None:
            return None
        name, a, b = got
        if e.op == "*":
            return (name, a * k, b * k) if k else None
        if e.op == "+":
            return name, a, b + k
        return (name, a, b - k) if first else (name, -a, k - b)
    return None


def _integer(e: Any, env: Any) -> int | None:
    """The integer the function's constants give `e`, else None."""
    try:
        value = evaluate(e, env)
    except (ArithmeticError, TypeError, ValueError, RecursionError):
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _solve(op: str, a: int, w: int) -> tuple | None:
    """`a * x op w` as (op, value) of x over the integers (`4 * x <= 24`: x <= 6; `4 * x < 26`: x < 7)."""
    if a < 0:
        op, a, w = ast.SWAPPED[op], -a, -w
    if op in ("==", "!="):
        return (op, w // a) if w % a == 0 else None
    low, high = -(-w // a), w // a  # NOTE: ceil and floor of w / a
    return {"<": ("<", low), "<=": ("<=", high), ">": (">", high), ">=": (">=", low)}[op]




_HOLDS = {"<": lambda x, v: x < v, "<=": lambda x, v: x <= v, ">": lambda x, v: x > v, ">=": lambda x, v: x >= v,
          "==": lambda x, v: x == v, "!=": lambda x, v: x != v}


def admitted_values(values: tuple, name: str, admits: tuple) -> tuple:
    """The samples `values` of the kernel argument `name` that the host's tests before a launch admit (`admits`:
    ((name, op, value), ...), what memory/kernels.launch_configs keeps of host_guards), with the bounds the tests
    name (`if (channels > 4) return;`: 1 and 3 of 1, 3, 32, ... and 4 added); `values` where no test names it or
    none is admitted (a launch no value reaches: no claim made on that)."""
    tests = [(op, v) for n, op, v in admits if n == name and op in _HOLDS]
    if not tests:
        return values
    near = tuple(b for _, v in tests for b in (v - 1, v, v + 1))
    return admitted_only(tuple(dict.fromkeys(values + near)), name, admits) or values


def admitted_only(values: tuple, name: str, admits: tuple) -> tuple:
    """The samples `values` of `name` every host test on it admits, and no others (none where none is)."""
    tests = [(op, v) for n, op, v in admits if n == name and op in _HOLDS]
    return tuple(x for x in values if all(_HOLDS[op](x, v) for op, v in tests))


def most(name: str, admits: tuple) -> int | None:
    """The largest value of the kernel argument `name` the host's tests admit, None where none bounds it."""
    tops = [v if op in ("<=", "==") else v - 1 for n, op, v in admits if n == name and op in ("<", "<=", "==")]
    return min(tops) if tops else None


def least_text(condition: tuple, admits: tuple) -> str:
    """"every height >= 8" of a figure that holds from a least argument value up (memory/figures' `condition`);
    "channels = 4" where the host's tests admit no larger value, "every n from 8 to 1024" where they admit up to a
    larger one: a value the host rules out before the launch is no case of the claim."""
    parts = []
    for name, least in condition:
        top = most(name, admits)
        parts.append(f"{name} >= {least}" if top is None else f"{name} = {top}" if top <= least
                     else f"{name} from {least} to {top}")
    return ("" if all(" = " in p for p in parts) else "every ") + " and ".join(parts)


def condition_clause(condition: tuple, admits: tuple) -> str:
    """", for every height >= 8 (kernel argument; smaller values differ)" (KL401/KL402's message), saying where the
    host's tests exclude the larger values."""
    ruled = any(most(name, admits) is not None for name, _ in condition)
    return (f", for {least_text(condition, admits)} (kernel argument{'s' if len(condition) > 1 else ''}; smaller "
            f"values differ{', larger ones the host excludes before the launch' if ruled else ''})")
