"""Per-lane trip counts of a loop whose condition depends on the thread (KL201): how many iterations the
lanes of a warp differ by, from the loop's own counter in the condition's term (analyzer/analysis/loops.py
names it `k@line:column`). A loop whose trip count moves by at most one iteration from a lane to the next
(a causal or triangular loop, a remainder) has idle lanes that are the shape of the work: a note; lanes
64 or 4 iterations apart (`j < tid * 64 + blockIdx.x`, `u <= tid << 2`) are not.

`counted_trips(loop, value, limit)` is the one trip counter of a counted loop, `for (k = C0; k OP C1; STEP)`
with constant start, bound and step on the same counter (`k++`, `k--`, `k += C`, `k -= C`, `k *= C`,
`k <<= C`, `k >>= C`): the compiler's unroller (analysis/unroll.py: `CompileTime.trips`), the loops KL401
and KL402 judge iteration by iteration (analysis/memory/unrolled.py) and `constant_trips` all count with it,
each with its own evaluator of a constant (literals only; the instance's template arguments).

`same_trips(term, loop, shape)`: whether a loop whose condition differs between threads runs the same number of
iterations in every thread of each launch of a block (the arguments the launches fix bound): analysis/loops.py then
takes its trip count as the block's (KL102: no divergent barrier inside it).
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast


TRIP_CAP = 1200  # NOTE: iterations followed per lane; a lane still running then counts as running this many
_TRIP_ARG = (300, 517)  # NOTE: run-time bounds (`n`) sampled: not multiples of a warp, so a remainder shows


def trip_counts(term: T.Term, node: Any, shape: Any, warp: int = 32) -> list[list[int]] | None:
    """The trip count of each lane of warps 0 and 1 of a block of `shape` for the loop condition `term`
    of the loop `node` (the first iteration k of its own counter at which the condition is false), with
    the run-time values sampled (_TRIP_ARG), blockIdx 1 and outer loops' counters 2: one list per sample
    and warp. None when the term cannot be evaluated or does not move with the loop's counter."""
    own = f"k@{node.span.line}:{node.span.column}"
    syms = T.symbols(term)
    if not any(s[1] == own for s in syms):
        return None
    from analyzer.analysis.warps import block_threads

    lanes = block_threads(shape.x, shape.y, shape.z, warp)[:2 * warp]
    dims = {"x": shape.x, "y": shape.y, "z": shape.z}
    out = []
    try:
        block = T.compile_block(term, True)  # NOTE: the lanes still running, one comprehension per iteration
        for arg in _TRIP_ARG:
            trips = _lane_trips(block, own, lanes, _env(syms, dims, arg))
            out.extend([trips[:warp], trips[warp:]])
    except (ArithmeticError, TypeError, ValueError):
        return None
    return [t for t in out if t]


def _env(syms: Any, dims: dict, arg: int) -> dict:
    """The sampled world of a trip count: block dimensions, blockIdx 1, outer counters 2, gridDim 32, `arg` else."""
    return {s[1]: (dims.get(s[1][-1], 1) if s[2] == "bdim" else 1 if s[2] == "bid" else 2 if s[2] == "iter"
                   else 32 if s[2] == "gdim" else arg) for s in syms}


def _lane_trips(block: Any, own: str, lanes: Any, env: dict) -> list[int]:
    """Each lane's trip count (up to TRIP_CAP): the first value of the loop's own counter `own` at which the
    compiled condition `block` is false for it."""
    trips = [0] * len(lanes)
    running = list(range(len(lanes)))
    for k in range(TRIP_CAP):
        env[own] = k
        holds = block([lanes[i] for i in running], env)
        running = [i for i, h in zip(running, holds) if h]
        if not running:
            break
        for i in running:
            trips[i] = k + 1
    return trips


def warp_trips(term: T.Term, node: Any, shape: Any, warp: int = 32) -> tuple[int, float] | None:
    """(the warps of a block of `shape` whose lanes differ in trip count, the share of those warps' lane-iterations
    that idle: 1 - mean / max of their lanes' trips) for the loop condition `term` of `node`, with the first
    sampled run-time value (_TRIP_ARG), blockIdx 1 and outer counters 2; where only warps with lanes still running
    at TRIP_CAP differ, those warps and all of it; None when the trips cannot be followed."""
    own = f"k@{node.span.line}:{node.span.column}"
    syms = T.symbols(term)
    if not any(s[1] == own for s in syms):
        return None
    from analyzer.analysis.warps import block_threads

    lanes = block_threads(shape.x, shape.y, shape.z, warp)
    dims = {"x": shape.x, "y": shape.y, "z": shape.z}
    try:
        trips = _lane_trips(T.compile_block(term, True), own, lanes, _env(syms, dims, _TRIP_ARG[0]))
    except (ArithmeticError, TypeError, ValueError):
        return None
    split, idle, capped = 0, [], 0
    for w in range(0, len(lanes), warp):
        counts = trips[w:w + warp]
        if counts and max(counts) >= TRIP_CAP:
            capped += 1  # NOTE: lanes still running at the cap: counted as split like the warps followed
        elif counts and max(counts) != min(counts):
            split += 1
            idle.append(1 - sum(counts) / (len(counts) * max(counts)))
    if not split:  # NOTE: only lanes still running at the cap differ: they idle through the rest, assumed all of it
        return (capped, 1.0) if capped else None
    return split + capped, sum(idle) / len(idle)


def trip_spread(term: T.Term, node: Any, shape: Any, warp: int = 32) -> tuple[int, int] | None:
    """(the most iterations two neighbouring lanes differ by, the most two lanes of one warp differ by),
    over the sampled worlds, or None when the trip counts cannot be followed (trip_counts)."""
    counts = trip_counts(term, node, shape, warp)
    if not counts:
        return None
    neighbour = max(max((abs(b - a) for a, b in zip(t, t[1:])), default=0) for t in counts)
    spread = max(max(t) - min(t) for t in counts)
    return neighbour, spread


def triangular_loop(term: T.Term, node: Any, shape: Any, warp: int = 32) -> str:
    """A loop whose trip count grows with the thread's index one iteration per lane (`for (; tid < N;
    tid++)`, `for (u = 0; u <= tx; u++)`, a triangular nest `for (l = ty; l <= k; l += C)` inside
    `for (k = tx; ...; k += C)`): neighbouring lanes differ by at most one iteration, so at each
    iteration only the lanes past their own end idle, a tail the shape of the work makes. Returns the
    words for the message, or "" when the model does not show it: `j < tid * 64 + blockIdx.x` gives
    neighbouring lanes 64 iterations each, a warp 1984: not a tail."""
    found = trip_spread(term, node, shape, warp)
    if found is None or found[0] > 1:
        return ""
    if found[1] <= 1:
        return ("the lanes of a warp differ by at most one iteration (for the block judged): only the last "
                "iteration runs with idle lanes, a remainder")
    return (f"the trip count moves with the thread's index (a triangular or causal loop) by at most one "
            f"iteration from a lane to the next (the lanes of a warp differ by at most {found[1]}, for the block "
            "judged): the idle lanes are the shape of the work, a tail")


def same_trips(term: T.Term, node: Any, shape: Any, warp: int = 32) -> bool:
    """Whether every thread of a block of `shape` runs the same number of iterations of the loop `node` whose
    condition at its iteration k is `term`, in each launch of that block (`shape.args`: the arguments each launch
    fixes; `shape.bind`: the template's): False where a symbol other than the block's extents stays unknown. The
    condition is a counter moving by a step d towards a bound, `s + k*d OP R` (OP one of < <= > >=, s and R per
    thread): a thread runs max(0, ceil((R - s) / d)) iterations of `<` (floor((R - s) / d) + 1 of `<=`). A
    block-stride loop `for (i = threadIdx.x; i < C; i += blockDim.x)` (or the flat index with the block's thread
    count as step) runs ceil((C - t) / B) iterations in thread t of [0, B): the same in every thread exactly when C
    is a multiple of B (C = 32768, B = 256: 128 each; C = 32868: threads 0-99 run one more)."""
    own = ("u", f"k@{node.span.line}:{node.span.column}", "iter")
    if term[0] not in ("<", "<=", ">", ">=") or len(term) != 3 or not shape.args:
        return False
    op, left, right = term
    if own in T.leaves(right) and own not in T.leaves(left):
        op, left, right = ast.SWAPPED[op], right, left
    if own not in T.leaves(left) or own in T.leaves(right):
        return False
    from analyzer.analysis.warps import block_threads

    dims = {"x": shape.x, "y": shape.y, "z": shape.z}
    free = {s[1] for s in T.symbols(term) if s != own and s[2] != "bdim"}
    threads = block_threads(shape.x, shape.y, shape.z, warp)
    try:
        counter, bound = T.compile_block(left), T.compile_block(right)
        for args in shape.args:
            env = {**{s[1]: dims.get(s[1][-1], 1) for s in T.symbols(term) if s[2] == "bdim"}, **dict(shape.bind),
                   **dict(args)}
            if not free <= env.keys():
                return False
            at = [counter(threads, {**env, own[1]: k}) for k in range(3)]
            trips = {_trips(op, s, s1 - s, s2 - s1, r) for s, s1, s2, r in zip(*at, bound(threads, env))}
            if len(trips) != 1 or None in trips:
                return False
    except (ArithmeticError, TypeError, ValueError):
        return False
    return True


def _trips(op: str, start: int, step: int, again: int, bound: int) -> int | None:
    """The iterations of `start + k*step OP bound` (k = 0, 1, ...; `again`: the step from k = 1 to 2, which an
    affine counter repeats), None when the counter does not move towards the bound by a constant step."""
    if not all(isinstance(v, int) for v in (start, step, again, bound)) or step != again:
        return None
    up = op[0] == "<"
    if not _TESTS[op](start, bound):
        return 0
    if step == 0 or (step > 0) != up:
        return None
    span = (bound - start if up else start - bound) + (len(op) == 2)
    return -(-span // abs(step))


_STEPS = {"+=": lambda v, c: v + c, "-=": lambda v, c: v - c, "*=": lambda v, c: v * c,
          "<<=": lambda v, c: v << c, ">>=": lambda v, c: v >> c}
_TESTS = {"<": lambda v, b: v < b, "<=": lambda v, b: v <= b, ">": lambda v, b: v > b,
          ">=": lambda v, b: v >= b, "!=": lambda v, b: v != b}
_SIMULATED = 1 << 16  # NOTE: iterations followed for a multiplying or shifting step (an adding one is solved)


def counted_parts(loop: Any) -> tuple[str, Any, Any] | None:
    """(counter, start expression, bound expression) of `for (k = a; k OP b; ...)` (the counter declared there
    or before the loop), None for any other shape."""
    from analyzer.cuda.query import iter_nodes

    if not isinstance(loop, ast.For) or loop.init is None:
        return None
    cond = loop.cond
    inits = [(n.name, n.init) if isinstance(n, ast.Declarator) else (getattr(n.target, "id", None), n.value)
             for n in iter_nodes(loop.init) if isinstance(n, ast.Declarator) or isinstance(n, ast.Assign) and n.op == "="]
    if len(inits) != 1 or inits[0][1] is None or not isinstance(cond, ast.Binary) or cond.op not in _TESTS:
        return None
    if not (isinstance(cond.left, ast.Name) and cond.left.id == inits[0][0]):
        return None
    return inits[0][0], inits[0][1], cond.right


def counted_trips(loop: Any, value: Any, limit: int | None = None) -> int | None:
    """The trip count of a counted loop (see the module) whose start, bound and step `value(expr)` evaluates to
    integers; None for any other loop. `limit`: count at most this many (more: `limit`)."""
    parts = counted_parts(loop)
    if parts is None:
        return None
    name, start, bound = parts[0], value(parts[1]), value(parts[2])
    if not isinstance(start, int) or not isinstance(bound, int) or isinstance(start, bool) or isinstance(bound, bool):
        return None
    step, op = loop.step, loop.cond.op
    if isinstance(step, ast.Unary) and step.op in ("++", "--") and isinstance(step.operand, ast.Name) \
            and step.operand.id == name:
        move, by = "+=" if step.op == "++" else "-=", 1
    elif isinstance(step, ast.Assign) and step.op in _STEPS and isinstance(step.target, ast.Name) \
            and step.target.id == name and isinstance(value(step.value), int):
        move, by = step.op, value(step.value)
    else:
        return None
    test = _TESTS[op]
    if move in ("+=", "-=") and op != "!=":
        delta = by if move == "+=" else -by
        if not test(start, bound):
            return 0
        if delta == 0 or (delta > 0) != (op[0] == "<"):
            return limit  # NOTE: a counter moving away from its bound: runs until the limit (None: no count)
        span = bound - start + (op == "<=") if delta > 0 else start - bound + (op == ">=")
        count = -(-span // abs(delta))
        return count if limit is None else min(limit, count)
    count, cap = 0, limit if limit is not None else _SIMULATED
    while test(start, bound) and count < cap:
        start, count = _STEPS[move](start, by), count + 1
    return count if count < cap or limit is not None else None


def constant_trips(loop: Any) -> bool:
    """A counted loop whose start, bound and step are integer literals (or constant expressions of them): the
    compiler can unroll it completely."""
    from analyzer.cuda.model.evaluate import evaluate

    return counted_trips(loop, evaluate, 1) is not None


def runs_once(loop: Any, env: Any = None) -> bool:
    """A counted loop whose start, bound and step `env` fixes and that runs at most one trip."""
    from analyzer.cuda.model.evaluate import evaluate

    trips = counted_trips(loop, lambda e: evaluate(e, env), 2)
    return trips is not None and trips <= 1


__all__ = ["triangular_loop", "trip_counts", "trip_spread", "warp_trips", "TRIP_CAP", "counted_trips", "counted_parts",
           "constant_trips", "runs_once", "same_trips"]
