"""KL107/KL109's finding for a loop that starts at a thread index and steps by less than the block's extent along
it (`for (int i = threadIdx.y; i < 16; i++)` in a block 4 threads tall): thread y runs the iterations of every
thread below it too, so one store of the loop body meets itself in iterations k and k + 1 of two threads. The
defect is the step (`i += blockDim.y`), not a missing barrier or atomic. Where every racing thread stores the same
value (race/samevalue.py) nothing is lost: the repeated stores are waste, a warning; else an error."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import builtin, uncast as _strip

_DIMS = {"x": 0, "y": 1, "z": 2}


def overlap_loop(race: Any) -> tuple[Any, str, int, int] | None:
    """(the `for`, its counter's name, the axis letter, the constant step) when the race is one plain store that
    two threads make in two iterations of a `for` whose counter starts at `threadIdx.<axis>` (alone, or plus a
    value without thread index) and steps by a constant smaller than the block's extent along that axis, the two
    threads differing along it; else None."""
    w = race.witness
    acc = w.first.acc
    if race.kind != "race" or race.cross_block or acc is not w.second.acc or acc.atomic or acc.access.op != "store":
        return None
    return _stepping(race, lambda name: _one_to_one(acc.access.node, name))


def _stepping(race: Any, fits) -> tuple[Any, str, str, int] | None:
    """(the `for`, its counter, the axis, the step) of the innermost loop around both sides of the race, at two
    different iterations of which they meet, whose counter starts at `threadIdx.<axis>` and steps by a constant
    smaller than the block's extent along it, the two threads differing along it, where `fits(counter)` holds."""
    w = race.witness
    apart = {k for k, i1, i2 in w.iters if None not in (i1, i2) and i1 != i2}
    mine = {id(loop) for loop in w.first.acc.loops}
    for loop in reversed(w.second.acc.loops):
        node = getattr(loop, "node", None)
        if id(loop) not in mine or getattr(loop, "k", None) not in apart or not isinstance(node, ast.For) \
                or node.range is not None:
            continue
        name, axis = _start(node.init)
        step = _step(node.step, name) if name else None
        if axis is None or step is None:
            continue
        d = _DIMS[axis]
        if 0 < step < race.launch.block[d] and w.t1[d] != w.t2[d] and fits(name):
            return node, name, axis, step
    return None


_FOLDING = frozenset({"%", "/", "&", "|", "^", ">>", "<<"})


def _one_to_one(target: Any, name: str) -> bool:
    """Whether the store's address names the counter only through `+`, `-` and `*` (a row `i * 32 + tx`): then
    the step is the whole defect; `out[(i % 5) * 32 + tx]` folds distinct rows together, which no step mends."""
    from analyzer.cuda.query import iter_nodes, mentions
    return mentions(target, name) and not any(
        (isinstance(n, ast.Binary) and n.op in _FOLDING or isinstance(n, ast.Call)) and mentions(n, name)
        for n in iter_nodes(target))


def _axis(e: Any) -> str | None:
    """The axis of a thread index (`threadIdx.y`, HIP's `hipThreadIdx_y`, under casts), else None."""
    found = builtin(_strip(e))
    return found[1] if found is not None and found[0] == "threadIdx" else None


def _start(init: Any) -> tuple[str | None, str | None]:
    """(counter, axis) of a `for` init `int i = threadIdx.y` or `i = threadIdx.y` (`+ a value that names no
    thread index` allowed), else (None, None)."""
    if isinstance(init, ast.Decl) and len(init.declarators) == 1:
        name, value = init.declarators[0].name, init.declarators[0].init
    elif isinstance(init, ast.ExprStmt) and isinstance(init.expr, ast.Assign) and init.expr.op == "=" and \
            isinstance(init.expr.target, ast.Name):
        name, value = init.expr.target.id, init.expr.value
    else:
        return None, None
    value = _strip(value)
    if isinstance(value, ast.Binary) and value.op == "+":
        from analyzer.cuda.query import iter_nodes
        for a, b in ((value.left, value.right), (value.right, value.left)):
            if _axis(a) and not any(_axis(n) for n in iter_nodes(b)):
                return name, _axis(a)
        return None, None
    return (name, _axis(value)) if _axis(value) else (None, None)


def _step(step: Any, name: str) -> int | None:
    """The constant a `for` step `i++`, `++i`, `i += c` or `i = i + c` adds to the counter `name`, else None."""
    step = _strip(step)
    if isinstance(step, ast.Unary) and step.op == "++" and isinstance(_strip(step.operand), ast.Name) and \
            _strip(step.operand).id == name:
        return 1
    if not isinstance(step, ast.Assign) or not isinstance(step.target, ast.Name) or step.target.id != name:
        return None
    value = _strip(step.value)
    if step.op == "+=" and isinstance(value, ast.IntLit):
        return value.value
    if step.op == "=" and isinstance(value, ast.Binary) and value.op == "+":
        for a, b in ((value.left, value.right), (value.right, value.left)):
            if isinstance(_strip(a), ast.Name) and _strip(a).id == name and isinstance(_strip(b), ast.IntLit):
                return _strip(b).value
    return None


def step_finding(race: Any, found: tuple, what: str, launch: str) -> tuple[str, str]:
    """(message, fix) of a race made by a loop's step (overlap_loop's `found`): the loop and what it repeats."""
    node, name, axis, step = found
    extent = race.launch.block[_DIMS[axis]]
    times = -(-extent // step)
    rows = "rows" if axis != "x" else "elements"
    if step == 1:
        repeats = f"thread {axis} repeats the {rows} of every thread below it"
    else:
        repeats = f"thread {axis} repeats the {rows} of threads {axis} - {step}, {axis} - {2 * step}, ..."
    loop = (f"the loop at line {node.span.line} starts at threadIdx.{axis} and steps by {step}: {repeats} (each "
            f"{rows[:-1]} written up to {times} times, blockDim.{axis} = {extent})")
    if race.same:
        how = (f"; {loop}. Every thread that writes there stores the same value, so no update is lost, but the "
               f"loads and stores of the repeated {rows} are wasted")
    else:
        how = (f"; {loop}, and nothing shows that the threads store the same value there: one thread's update is "
               "lost")
    fix = (f"step by blockDim.{axis} (`{name} += blockDim.{axis}` at line {node.span.line}): thread {axis} then takes "
           f"the {rows} {axis}, {axis} + blockDim.{axis}, ..., and each {rows[:-1]} is written once")
    return f"write-write race {launch}: {what}{how}", fix


def grid_stride_fix(unit: Any, race: Any, acc: Any) -> str | None:
    """The fix of a race between blocks made by a grid-stride loop whose start names no block index (`for (i =
    threadIdx.x; i < n; i += blockDim.x * gridDim.x)`, review r17 C-Q2): every block runs the same first elements
    and the elements from blockDim.x on are never reached; the start is the defect, no atomic mends it."""
    from analyzer.cuda.query import iter_nodes
    from analyzer.cuda.written import written

    if not race.cross_block:
        return None
    for loop in reversed(acc.loops):
        node = getattr(loop, "node", None)
        if not isinstance(node, ast.For) or node.range is not None or node.init is None or node.step is None:
            continue
        name, axis = _start(node.init)
        words = {b[0] for n in iter_nodes(node.step) if (b := builtin(n)) is not None}
        if name is None or "gridDim" not in words or any(
                (b := builtin(n)) is not None and b[0] == "blockIdx" for n in iter_nodes(node.init)):
            continue
        start = written(unit, node.init).rstrip("; ")
        return (f"the grid-stride loop at line {node.span.line} starts at the thread's index alone (`{start}`), so "
                f"every block runs the same elements and those from blockDim.{axis} on are never reached: start it "
                f"at the thread's index in the grid, `{name} = blockIdx.{axis} * blockDim.{axis} + threadIdx.{axis}`")
    return None


def overlap_step(race: Any) -> tuple[str, str] | None:
    """(how, fix) of a race between two threads in two iterations of a loop that starts at their thread index and
    steps by less than the block's extent along it (`for (k = threadIdx.x + 1; k < p; k++)`, review r17 C after N2):
    the threads' ranges overlap, so a later iteration of one reaches what an earlier one of another wrote; the step is
    the defect, not a missing barrier (a barrier in a loop whose trips differ between threads would hang). None for
    any other race."""
    w = race.witness
    if race.kind != "race" or race.cross_block:
        return None
    sides = (w.first.acc.access.node, w.second.acc.access.node)
    from analyzer.cuda.query import mentions
    found = _stepping(race, lambda name: all(_one_to_one(n, name) or not mentions(n, name) for n in sides)
                      and any(mentions(n, name) for n in sides))
    if found is None:
        return None
    node, name, axis, step = found
    how = (f"; the loop at line {node.span.line} starts at threadIdx.{axis} and steps by {step}, so the threads' "
           f"ranges overlap: one thread's later iteration reaches what another's earlier one wrote")
    fix = (f"step by blockDim.{axis} (`{name} += blockDim.{axis}` at line {node.span.line}), so that each `{name}` is "
           f"one thread's (a barrier in this loop, whose trips differ between the threads, would not be reached by all "
           f"of them)")
    return how, fix
