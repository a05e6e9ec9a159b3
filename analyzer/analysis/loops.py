"""Loops for the interpreter (analyzer.analysis.flow): progressions, the fixpoint, and the values after.

The value of a variable modified in a loop, at iteration k (k = 0 on the first pass through the body):
- `v += d` / `v -= d` with d not depending on v: `init ± k*d` (grid-stride `i += blockDim.x*gridDim.x`
  and block-stride loops keep their exact per-thread structure: `tid + k*stride`);
- `v *= c`, `v = c * v`, `v /= c` with c a power of two, `v <<= s`, `v >>= s`: `init << k*s` / `init >> k*s`
  (tree reductions: `stride *= 2`, `s >>= 1`);
- unchanged by the body: its value before the loop;
- replaced by a value built from no loop-carried one (a work queue's next row, `row = __shfl_sync(m, next, 0)`), where
  that is thread-dependent: `k == 0 ? init : new` (its lanes' values in each iteration: one per warp for a broadcast);
- anything else: an unknown, uniform when the loop's inputs are, thread-dependent otherwise; a loop over a
  mask's set bits (`while (m) { ...; m &= m - 1; }`) has the condition `popc(m0) > k` (`bit_trips`).
k is a uniform symbol of kind "iter", sampled 0..3 by analyzer.analysis.warps: a branch inside the loop is
divergent when it splits a warp on each of the first iterations; the loop's own condition when it
splits one on any iteration. A condition that differs between threads but leaves each launch's threads the same
number of iterations (`launch_trips`: a block-stride loop over a multiple of the block) is the block's.

Then the body runs once more, recorded, with the per-iteration values; it is rerun (at most 3 rounds)
while some variable's thread flag grows, so values carried from one iteration to the next
(`a = b; b = tid;`) are caught. Unrecorded passes (the placeholder pass of an enclosing loop, summaries)
run a nested loop only once, so a loop nest costs time linear in its size, not exponential in depth. After the loop, every modified variable is an
unknown: thread-dependent when its per-iteration value was, or when the loop's condition or a `break`
out of it is.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.cycles import at_most, bare, cycle, guarded_cycle
from analyzer.analysis.sites import BranchSite, Guard, assigned_names
from analyzer.analysis.values import SMEM
from analyzer.analysis.variance import VARYING, Val, uniform_unknown
from analyzer.cuda import ast
from analyzer.cuda.model.methods import same_code



def _log2(c: Any) -> int | None:
    if isinstance(c, int) and c > 0 and c & (c - 1) == 0:
        return c.bit_length() - 1
    return None


def progression(name: str, init: Val, new: Val | None, k: T.Term, placeholder: T.Term) -> Val:
    """The value of `name` at iteration k given its value `init` before the loop and `new` after one
    pass of the body with `name` bound to `placeholder`."""
    if new is None:
        return VARYING
    t = bare(new.term)
    if t == placeholder:
        return init
    thread = init.thread or new.thread
    data = init.data or new.data
    term = None
    if t is not None and init.term is not None and len(t) == 3 and t[0] in T.BINARY:
        op, a, b = t
        if op in ("+", "-") and a == placeholder and placeholder not in T.leaves(b):
            term = T.binary(op, init.term, T.binary("*", k, b))
        elif op == "+" and b == placeholder and placeholder not in T.leaves(a):
            term = T.binary("+", init.term, T.binary("*", k, a))
        elif op == "*" and b == placeholder and T.is_const(a) and _log2(a[1]) is not None:
            term = T.binary("<<", init.term, T.binary("*", k, T.const(_log2(a[1]))))  # NOTE: `i = 2 * i`
        elif a == placeholder and T.is_const(b) and op in ("*", "/", "<<", ">>"):
            shift = b[1] if op in ("<<", ">>") else _log2(b[1])
            if isinstance(shift, int) and shift >= 0:
                term = T.binary("<<" if op in ("*", "<<") else ">>", init.term, T.binary("*", k, T.const(shift)))
    if term is None and t is not None and init.term is not None:
        term = cycle(t, init.term, k, placeholder)  # NOTE: `w ^= 1`: a double buffer's index
    if term is None and thread and t is not None and init.term is not None and not any(
            leaf[0] == "u" and leaf[1].startswith(T.PLACEHOLDER) for leaf in T.leaves(t)):
        # NOTE: a value the body replaces by one built from no loop-carried value (a work queue's next item,
        # `row = __shfl_sync(m, next, 0)`): its value before the loop at iteration 0, the new value after
        term = T.select(T.binary("==", k, T.const(0)), init.term, t)
    if term is None:
        if thread:
            return VARYING
        unknown = uniform_unknown(f"loop:{name}@{k[1]}", data=data)
        if t is not None and init.term is not None and t != placeholder and at_most(t, lambda x: bare(x) == placeholder):
            # NOTE: a value only ever lowered (`if (e < t) t = e;`, `t = min(t, e)`): never above its value before
            # the loop, whatever the run-time values it is lowered to (a tile length from 64, `n - k` at the end)
            return Val(T.binary("min", init.term, unknown.term) or unknown.term, False, data, init.unsigned)
        return unknown
    return Val(term, thread, data, init.unsigned)


def bit_trips(cond: Any, pre: dict, after: dict, holders: dict, k: T.Term) -> Val | None:
    """The condition of a loop over the set bits of a mask, `while (m) { m &= m - 1; ... }` (or `m != 0`): the
    body clears the lowest set bit each pass, so the loop runs once per set bit of the mask it starts from, and
    the condition at iteration k is `popc(m0) > k`: lanes with different masks run different numbers of
    iterations. None for any other loop."""
    from analyzer.cuda import ast

    e = cond
    if isinstance(e, ast.Binary) and e.op == "!=" and isinstance(e.right, ast.IntLit) and e.right.value == 0:
        e = e.left
    if not isinstance(e, ast.Name) or e.id not in holders or pre[e.id].term is None:
        return None
    h = holders[e.id]
    new = after.get(e.id)
    t = bare(new.term) if new is not None else None
    if not (t is not None and t[0] == "&" and len(t) == 3 and {bare(t[1]), bare(t[2])} == {h, ("-", h, T.const(1))}):
        return None
    init = pre[e.id]
    term = T.binary(">", T.unary("popc", init.term), k)  # NOTE: 32 bits: lane masks (`__ballot_sync`, `1u << lane`)
    return Val(term, init.thread, init.data) if term is not None else None


def _pass(interp: Any, cond, step, body) -> bool:
    """One unrecorded pass; returns whether a thread-dependent break/continue left the loop."""
    interp.ev(cond)
    interp.loop_depth.append(len(interp.guards))
    interp.divergent_exit.append(False)
    interp.exec(body)
    if step is not None:
        interp.ev(step)
    interp.loop_depth.pop()
    return interp.divergent_exit.pop()


_ORIGIN = {("t", a): T.const(0) for a in "xyz"}


def launch_trips(interp: Any, s: Any, c: Val) -> Val:
    """`c`, the condition of the loop `s` at its iteration k, made uniform where each launch of the kernel runs
    every thread of its block the same number of iterations (trips.same_trips, with Interp.block_shapes and the
    arguments each launch fixes: `for (i = threadIdx.x; i < chunk; i += blockDim.x)` launched with a chunk that is
    a multiple of the block): no thread leaves the loop before another, and thread 0's condition is the block's.
    A bound no launch fixes keeps the per-thread condition."""
    if not c.thread or c.term is None or not interp.block_shapes:
        return c
    from analyzer.analysis.trips import same_trips

    if not all(same_trips(c.term, s, shape, interp.warp) for shape in interp.block_shapes):
        return c
    term = T.substitute(c.term, _ORIGIN)
    return c if term is None else Val(term, False, c.data, c.unsigned)


def _recorded_pass(interp: Any, s: Any, cond, step, body, forced: Val | None, depth: int) -> tuple[Val, bool]:
    c = launch_trips(interp, s, interp.ev(cond)) if cond is not None else Val(T.const(1))  # NOTE: its sites recorded
    c = forced if forced is not None else c
    if cond is not None:
        interp.result.branches.append(BranchSite(s, cond, c, "loop", interp.active_path()))
    interp.guards.append(Guard(s, cond, c, "loop"))
    interp.loop_depth.append(len(interp.guards))
    interp.divergent_exit.append(False)
    interp.exec(body)
    if step is not None:
        interp.ev(step)
    divergent_exit = interp.divergent_exit.pop()
    interp.loop_depth.pop()
    del interp.guards[depth:]
    return c, divergent_exit


def _offset_trips(interp: Any, s: Any, cond, step, body, k: T.Term) -> Val | None:
    """The condition of `for (v = E; v < E + M; v += c)` (`<=` too; `!=` for c = 1; `M + E` alike) at iteration k:
    `c * k < M`, the counter's distance from its start, whatever E is in each thread (a start loaded per thread,
    `img0 = offsets[tid]`, review r15 A Q5): as uniform as M. None for any other shape, where the loop writes E's or
    M's names or v, or where M loads (no second evaluation of a load)."""
    from analyzer.cuda.query import iter_nodes

    if type(s) is not ast.For or type(cond) is not ast.Binary or cond.op not in ("<", "<=", "!=") \
            or type(cond.left) is not ast.Name or type(cond.right) is not ast.Binary or cond.right.op != "+":
        return None
    init = s.init
    if type(init) is ast.Decl and len(init.declarators) == 1 and init.declarators[0].init is not None:
        v, start = init.declarators[0].name, init.declarators[0].init
    elif type(init) is ast.ExprStmt and type(init.expr) is ast.Assign and init.expr.op == "=" \
            and type(init.expr.target) is ast.Name:
        v, start = init.expr.target.id, init.expr.value
    else:
        return None
    left, right = cond.right.left, cond.right.right
    bound = right if same_code(left, start) else left if same_code(right, start) else None
    if cond.left.id != v or bound is None:
        return None
    if type(step) is ast.Unary and step.op in ("++",) and type(step.operand) is ast.Name and step.operand.id == v:
        c = 1
    elif type(step) is ast.Assign and step.op == "+=" and type(step.target) is ast.Name and step.target.id == v \
            and type(step.value) is ast.IntLit and step.value.value > 0:
        c = step.value.value
    else:
        return None
    names = {n.id for e in (start, bound) for n in iter_nodes(e) if type(n) is ast.Name}
    if (c != 1 and cond.op == "!=") or names & assigned_names(body, step) or v in assigned_names(body) or any(
            type(n) in (ast.Index, ast.Call, ast.Assign) or type(n) is ast.Unary and n.op in ("*", "++", "--")
            for e in (start, bound) for n in iter_nodes(e)):
        return None
    m = interp.ev(bound)
    if m.term is None:
        return None
    return Val(T.binary("<" if cond.op == "!=" else cond.op, T.binary("*", T.const(c), k), m.term), m.thread, m.data)


def _tested_after_body(interp: Any, s: Any, cond, after: dict, holders: dict, iteration: dict) -> Val | None:
    """A do-while's condition as the threads test it, after the body: evaluated where the dry pass ended, the values
    carried round the loop at iteration k (`do { v = s[threadIdx.x]; } while (__all_sync(full, v))` tests the vote of
    this iteration's loads, not the value `v` held before the loop joined with it). None where a carried value has no
    term at iteration k (the head's test then stands)."""
    env, interp.env = interp.env, dict(after)
    try:
        c = interp.ev(cond)
    finally:
        interp.env = env
    if c.term is None:
        return None
    term = T.substitute(c.term, {holders[n]: iteration[n].term for n in holders if iteration[n].term is not None})
    if term is None or any(leaf[0] == "u" and leaf[1].startswith(T.PLACEHOLDER) for leaf in T.leaves(term)):
        return None
    return launch_trips(interp, s, Val(term, c.thread, c.data, c.unsigned))


def solve_loop(interp: Any, s: Any, cond, step, body, forced: Val | None) -> frozenset[str]:
    pre = dict(interp.env)
    modified = sorted(n for n in assigned_names(body, step, cond) if n in pre)
    k = ("u", f"k@{s.span.line}:{s.span.column}", "iter")
    recording, interp.recording = interp.recording, False
    depth = len(interp.guards)

    # 1. one pass with placeholders: recognise progressions
    holders = {n: ("u", f"{T.PLACEHOLDER}{n}@{k[1]}", "arg") for n in modified}
    for n in modified:
        interp.env[n] = Val(holders[n], pre[n].thread, pre[n].data, pre[n].unsigned)
    synced = getattr(interp, "warp_sync", None)
    dry_exit = _pass(interp, cond, step, body)
    after = dict(interp.env)
    del interp.guards[depth:]
    iteration = {n: progression(n, pre[n], after.get(n), k, holders[n]) for n in modified}
    for n in modified:
        if iteration[n].term is not None and iteration[n].term[0] == "u" and iteration[n].term[1].startswith("loop:") \
                and cond is not None:
            iteration[n] = guarded_cycle(interp, n, after.get(n), pre, holders, iteration, k, cond) or iteration[n]
    if getattr(interp, "warp_sync", None) is not synced and interp.warp_sync.reads:
        # NOTE: a helper's shuffle in this loop (its summary): the lanes it reads at iteration k, not placeholders
        site, subst = interp.warp_sync, {holders[n]: iteration[n].term for n in modified if iteration[n].term}
        interp.warp_sync = type(site)(site.node, site.name, site.mask, site.tile, site.guards, site.via, tuple(
            Val(T.substitute(r.term, subst), r.thread, r.data) if r.term is not None else r for r in site.reads))
    if forced is None and cond is not None:
        forced = bit_trips(cond, pre, after, holders, k)
    if forced is None and cond is not None:
        forced = _offset_trips(interp, s, cond, step, body, k)
    if forced is None and cond is not None and type(s) is ast.DoWhile:
        forced = _tested_after_body(interp, s, cond, after, holders, iteration)
    marks = [n for n in pre if n.startswith(SMEM)]
    for n in marks:  # NOTE: a shared location some threads write after the body's last barrier is dirty at its top
        if after.get(n, pre[n]).thread and not pre[n].thread:
            iteration[n] = VARYING
    interp.recording = recording

    if not recording:
        # NOTE: a dry pass (placeholders, fixpoint checks, summaries) runs each nested loop once, so
        # the cost of a loop nest stays linear in its size instead of exponential in its depth.
        interp.env = {**pre, **iteration}
        c = forced if forced is not None else launch_trips(interp, s, interp.ev(cond)) if cond is not None \
            else Val(T.const(1))
        interp.env = after
        divergent_exit = dry_exit
    else:
        # 2. the recorded pass with the per-iteration values; rerun when a value carried from one
        # iteration to the next turns out thread-dependent (`a = b; b = tid;`): the fixpoint
        marks = (len(interp.result.branches), len(interp.result.barriers))
        for _ in range(3):
            del interp.result.branches[marks[0]:]
            del interp.result.barriers[marks[1]:]
            interp.env = {**pre, **iteration}
            c, divergent_exit = _recorded_pass(interp, s, cond, step, body, forced, depth)
            grown = [n for n in (*modified, *marks) if interp.env.get(n) is not None and interp.env[n].thread
                     and not iteration.get(n, pre[n]).thread]
            if not grown:
                break
            for n in grown:
                iteration[n] = VARYING

    # 4. after the loop
    leaves_early = c.thread or divergent_exit
    final = dict(pre)
    for name, val in interp.env.items():
        if name in pre and name not in modified:
            final[name] = val
    for n in marks:  # NOTE: the loop may run no iteration: dirty if dirty before it or after its body
        if n in interp.env and (interp.env[n].thread or iteration.get(n, pre[n]).thread):
            final[n] = VARYING
    for n in modified:
        thread = iteration[n].thread or leaves_early or interp.env.get(n, VARYING).thread
        final[n] = VARYING if thread else uniform_unknown(f"after:{n}@{k[1]}", data=iteration[n].data)
    interp.env = final
    return frozenset()
