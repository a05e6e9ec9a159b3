"""KL107's fix for two lanes of one warp: where `__syncwarp()` can go between their accesses, and with which mask.

`__syncwarp(mask)` must be reached by every non-exited lane the mask names, each the same number of times
(CUDA Programming Guide, `__syncwarp`). The point offered is in the innermost block holding both accesses, just
before the statement holding the second: every lane that runs that block reaches it once per run, between the
two accesses. The lanes that reach it are those of the `if`s around that block (their conditions, evaluated over
the lanes of each warp of the launch's block): the mask is theirs, `__syncwarp()` when they are the whole warp.
Where a loop around the block runs a different number of iterations in different lanes, no point in it is
reached the same number of times by every lane: the fix says what to restructure instead."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.leaving import children
from analyzer.analysis.warps import block_threads
from analyzer.cuda import ast
from analyzer.cuda.query import array_root, callee_name, iter_nodes
from analyzer.cuda.written import expanded_from, printed

_LOOPS = (ast.For, ast.While, ast.DoWhile)
_BETWEEN = "between the two accesses"


def warp_sync_fix(unit: Any, ctx: Any, race: Any, a1: Any, a2: Any) -> str | None:
    """The fix of a race between lanes of one warp, `a1` before `a2` in program order; None where the two
    accesses have no such point (other functions, one statement, a loop's later iteration)."""
    from analyzer.checks._race_fix import _function
    func = _function(unit, a2.node) if ctx is not None else None
    if func is None or _function(unit, a1.node) is not func:
        return None
    own = _step(unit, ctx, func, race, a1, False) or _step(unit, ctx, func, race, a2, False)
    if own is not None:
        return own  # NOTE: a step of one statement is the race: its read goes into a register
    chain1, chain2 = _chain(func.body, a1.node), _chain(func.body, a2.node)
    depth = 0
    while depth < min(len(chain1), len(chain2)) and chain1[depth] is chain2[depth]:
        depth += 1
    outer = chain2[:depth]
    if not outer or not isinstance(outer[-1], ast.Block) or depth >= min(len(chain1), len(chain2)):
        return None
    block, s1, s2 = outer[-1], chain1[depth], chain2[depth]
    if block.stmts.index(s1) >= block.stmts.index(s2):
        return None  # NOTE: the second access comes in a later iteration of a loop around both
    spared: list = []
    lanes = _lanes(unit, ctx, func, race, outer, s2.span.line, spared=spared)
    if isinstance(lanes, str):
        return lanes
    prev = block.stmts[block.stmts.index(s2) - 1]
    after = f"after the loop at line {prev.span.line}" if isinstance(prev, _LOOPS) else f"after line {prev.span.end_line}"
    who = "every lane of the warp reaches once" if lanes is None or lanes[1] is None else \
        f"lanes {_lane_list(lanes[1])} reach once (those of the `if` at line {lanes[0]})"
    fix = f"put `{_sync(lanes)}` just before line {s2.span.line} ({after}), a point {who} between the two accesses"
    loop = next((n for n in reversed(outer) if isinstance(n, _LOOPS)), None)
    if loop is not None:  # NOTE: the next iteration's first access follows this one's second only past a sync
        fix += f", and another at the end of the loop's body (line {loop.span.line}), before the next iteration's"
    fix += _between_warps(spared)
    macro = expanded_from(unit, a2.node)
    if macro is not None:  # NOTE: the lines are the invocation's: the point is named by its statement
        before = f"`{printed(s2.expr)};`" if isinstance(s2, ast.ExprStmt) else "the second access's statement"
        fix = f"put `{_sync(lanes)}` just before {before} in {macro}, a point {who} between the two accesses"
    steps = _step(unit, ctx, func, race, a2, True)
    if steps is not None:
        return f"{fix}; then {steps}"
    indexes = [n for n in iter_nodes(chain2[-1]) if isinstance(n, ast.Index)]
    rows = {id(n.base) for n in indexes}  # NOTE: `s[i][j]` is one element, its row `s[i]` no other
    own = [n for n in indexes if id(n) not in rows and array_root(n) == array_root(a2.node)]
    # NOTE: a statement that reads two elements of the array (`v = s[t] + s[t + 16]`) is a reduction's step
    return fix + (", or use `__shfl_down_sync` for the warp's reduction" if len(own) > 1 else "")


def loop_end_fix(unit: Any, ctx: Any, race: Any, a1: Any, a2: Any, loop: Any) -> str | None:
    """The fix of a race between lanes of one warp in consecutive iterations of `loop` (its node): a `__syncwarp()`
    at the end of its body, with the mask of the lanes that reach it, where every lane of that mask reaches it once
    per iteration; else what to restructure first (a loop around it whose trip count differs between lanes of a
    warp: one trip count for the warp). None where the accesses are in other functions."""
    from analyzer.checks._race_fix import _function
    func = _function(unit, a2.node) if ctx is not None and loop is not None else None
    if func is None or _function(unit, a1.node) is not func or loop.body is None:
        return None
    line = loop.span.line
    point = f"at the end of the loop's body (line {line})"
    spared: list = []
    lanes = _lanes(unit, ctx, func, race, [*_chain(func.body, loop), loop.body], loop.body.span.end_line, point,
                   spared)
    if isinstance(lanes, str):
        return lanes
    who = "" if lanes is None or lanes[1] is None else \
        f" (lanes {_lane_list(lanes[1])}, those of the `if` at line {lanes[0]}, reach it)"
    return (f"put `{_sync(lanes)}` {point} too{who}, so that every lane is done with an iteration's accesses before "
            f"any lane makes the next iteration's{_between_warps(spared)}")


def _between_warps(lines: list) -> str:
    """The words for loops around the point whose trip count differs only between warps (`_lanes`' `spared`)."""
    if not lines:
        return ""
    which = f"the loop at line {lines[0]} runs" if len(lines) == 1 else \
        f"the loops at lines {', '.join(map(str, lines))} run"
    return (f" ({which} a different number of iterations only between warps, the same in every lane of one, so "
            f"every lane of a warp reaches it as often)")


def _step(unit: Any, ctx: Any, func: Any, race: Any, acc: Any, reads: bool) -> str | None:
    """The one-statement fix (`_race_fix.one_statement_fix`) of the step whose write is `acc` (with `reads`, of
    the step that reads it too: `s[t] += s[t + 8]`), with the mask of the lanes that run it."""
    from analyzer.checks._race_fix import _all, _assignment, one_statement_fix
    if acc.op == "store":
        step = _assignment(func, acc.node)
    else:
        step = next((a for a in _all(func.body, ast.Assign) if any(n is acc.node for n in iter_nodes(a.value))), None) \
            if reads else None
    if step is None or array_root(step.target) is None or array_root(step.target) != array_root(acc.node):
        return None
    lanes = _lanes(unit, ctx, func, race, _chain(func.body, step), step.span.line)
    if isinstance(lanes, str):
        return None
    return one_statement_fix(unit, acc, acc, step, _sync(lanes))


def _leaves_before(loop: Any, line: int) -> Any:
    """A `break` or `continue` of `loop` (not of a loop or switch inside it) before `line`, or None."""
    stack = [loop.body]
    while stack:
        node = stack.pop()
        if type(node) is ast.Jump and node.kind in ("break", "continue") and node.span.line < line:
            return node
        if isinstance(node, (*_LOOPS, ast.Switch)) or node is None or not hasattr(node, "__slots__"):
            continue  # NOTE: their jumps are their own (a switch's break too; its continue is rare: not followed)
        for field in node.__slots__:
            value = getattr(node, field)
            stack.extend(v for v in value if hasattr(v, "span")) if type(value) is tuple else \
                stack.append(value) if hasattr(value, "span") else None
    return None


def _sync(lanes: tuple | None) -> str:
    return "__syncwarp()" if lanes is None or lanes[1] is None else f"__syncwarp({lanes[1]:#x})"


def _lane_list(mask: int) -> str:
    lanes = [i for i in range(64) if mask >> i & 1]
    if lanes == list(range(lanes[0], lanes[-1] + 1)):
        return f"{lanes[0]}-{lanes[-1]}" if len(lanes) > 1 else str(lanes[0])
    return ", ".join(map(str, lanes))


def _chain(body: Any, node: Any) -> list:
    """The statements from `body` down to the innermost one holding `node` (by identity)."""
    out, at = [], body
    while at is not None:
        out.append(at)
        at = next((k for k in children(at) if any(n is node for n in iter_nodes(k))), None)
    return out


def _lanes(unit: Any, ctx: Any, func: Any, race: Any, outer: list, line: int, point: str = _BETWEEN,
           spared: list | None = None) -> tuple | str | None:
    """The lanes that run the innermost statement of `outer`: None for every lane, (line of the innermost
    thread-dependent `if`, mask) for the lanes of its conditions (mask None: they are the whole warp), or the
    text of the fix where no mask serves (a loop of per-lane trip counts, lanes that differ between warps).
    `point`: where the fix puts its `__syncwarp()`, in words; `spared` gets the lines of the loops around it whose
    trip count differs only between warps (the same in every lane of one: divergence.by_warps, as KL102 says)."""
    from analyzer.analysis.divergence import analysed_functions, by_warps
    from analyzer.analysis.sites import Guard
    from analyzer.checks._race_fix import _text
    result = next((r for f, r in analysed_functions(unit, ctx) if f is func), None)
    if result is None:
        return None
    sites = {(id(b.node), b.kind): b for b in result.branches}
    terms, lines, texts = [], [], []
    for parent, kid in zip(outer, outer[1:]):
        if isinstance(parent, _LOOPS) and (jump := _leaves_before(parent, line)) is not None:
            return (f"lanes can leave the loop at line {parent.span.line} by the `{jump.kind}` at line "
                    f"{jump.span.line} before any point {point}, so a `__syncwarp()` there is not "
                    f"reached the same number of times by every lane: guard the work instead of leaving (no "
                    f"`{jump.kind}` before {'the second access' if point == _BETWEEN else 'it'}), then put `__syncwarp()` {point}")
        if isinstance(parent, _LOOPS):
            site = sites.get((id(parent), "loop"))
            if site is not None and site.val.thread and by_warps(Guard(parent, parent.cond, site.val, "loop"), func,
                                                                 unit, ctx):
                if spared is not None:
                    spared.append(parent.span.line)
            elif site is not None and site.val.thread:
                return (f"the loop at line {parent.span.line} runs a different number of iterations in different "
                        f"lanes, so no `__syncwarp()` inside it is reached the same number of times by every lane: "
                        f"give the loop one trip count for the warp (run every lane to the warp's last iteration and "
                        f"guard the body's work), then put `__syncwarp()` {point}, in every iteration")
        elif isinstance(parent, ast.If):
            site = sites.get((id(parent), "if"))
            if site is None or not site.val.thread:
                continue
            term = site.val.term  # NOTE: None: the lanes there depend on data, no mask is known
            terms.append(None if term is None else term if kid is parent.then else T.unary("not", term))
            text = _text(unit.tu.source or unit.text or "", parent.cond)
            lines.append(parent.span.line)
            texts.append(text if kid is parent.then else f"!({text})")
    if not terms:
        return None
    masks = None
    if all(t is not None for t in terms):
        cond = terms[0]
        for t in terms[1:]:
            cond = T.binary("&&", cond, t)
        masks = _masks(cond, race, getattr(unit, "warp_size", 32)) if cond is not None else None
    if masks is None or len(set(masks.values())) != 1:
        which = "differ from one warp to another" if masks is not None else "are known only at run time"
        cond_text = texts[0] if len(texts) == 1 else " && ".join(f"({t})" for t in texts)
        return (f"the lanes that reach a point between the two accesses (inside the `if` at line {lines[-1]}) "
                f"{which}: take the mask before the `if` at line {lines[0]}, `unsigned m = __ballot_sync(0xffffffff, "
                f"{cond_text});`, and put `__syncwarp(m)` between them")
    line = lines[-1]
    mask, full = next(iter(masks.values()))
    return line, None if mask == full else mask


def _masks(cond: T.Term, race: Any, warp: int) -> dict | None:
    """Per warp of the launch's block with some lane satisfying `cond`: (mask of those lanes, the warp's lanes)."""
    try:
        fn = T.compile_term(cond)
        bx, by, bz = race.launch.block
        out: dict = {}
        env = race.witness.env
        for w, lane, x, y, z in block_threads(bx, by, bz, warp):
            mask, full = out.get(w, (0, 0))
            out[w] = (mask | (1 << lane if fn(x, y, z, lane, w, env) else 0), full | 1 << lane)
    except (ArithmeticError, TypeError, ValueError, KeyError):
        return None
    return {w: m for w, m in out.items() if m[0]}


def collective_between(unit: Any, a1: Any, a2: Any) -> Any:
    """The first vote or shuffle (`__ballot_sync`, `__shfl_xor_sync`, ...: not `__syncwarp()`) written between the
    accesses `a1` and `a2` of one function, in source order: it orders no memory (race/interp.WARP_FENCES); None
    where there is none."""
    from analyzer.analysis.race.interp import WARP_FENCES
    from analyzer.analysis.variance import WARP_SYNC
    from analyzer.checks._race_fix import _function
    func = _function(unit, a2.node)
    if func is None or _function(unit, a1.node) is not func:
        return None
    start, end, collectives = a1.node.span, a2.node.span, WARP_SYNC - WARP_FENCES  # NOTE: one set, not one per node
    calls = (n for n in iter_nodes(func) if isinstance(n, ast.Call) and callee_name(n) in collectives)
    return next((c for c in calls if (start.line, start.column) < (c.span.line, c.span.column)
                 < (end.line, end.column)), None)
