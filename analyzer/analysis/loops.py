"""Loops for the interpreter (analyzer.analysis.flow): progressions, the fixpoint, and the values after.

The value of a variable modified in a loop, at iteration k (k = 0 on the first pass through the body):
- `v += d` / `v -= d` with d not depending on v: `init ± k*d` (grid-stride `i += blockDim.x*gridDim.x`
  and block-stride loops keep their exact per-thread structure: `tid + k*stride`);
- `v *= c`, `v /= c` with c a power of two, `v <<= s`, `v >>= s`: `init << k*s` / `init >> k*s`
  (tree reductions: `stride *= 2`, `s >>= 1`);
- unchanged by the body: its value before the loop;
- anything else: an unknown, uniform when the loop's inputs are, thread-dependent otherwise.
k is a uniform symbol of kind "iter", sampled 0..3 by analyzer.analysis.warps: a branch inside the loop is
divergent when it splits a warp on each of the first iterations; the loop's own condition when it
splits one on any iteration.

Then the body is run again (not recorded) until no variable's thread flag changes (at most 3 rounds),
so values carried from one iteration to the next (`a = b; b = tid;`) are caught. Finally the body runs
once more, recorded, with the per-iteration values. After the loop, every modified variable is an
unknown: thread-dependent when its per-iteration value was, or when the loop's condition or a `break`
out of it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from analyzer.analysis import terms as T
from analyzer.analysis.variance import VARYING, Val, uniform_unknown

if TYPE_CHECKING:
    from analyzer.analysis.flow import Interp


def _log2(c: Any) -> int | None:
    if isinstance(c, int) and c > 0 and c & (c - 1) == 0:
        return c.bit_length() - 1
    return None


def progression(name: str, init: Val, new: Val | None, k: T.Term, placeholder: T.Term) -> Val:
    """The value of `name` at iteration k given its value `init` before the loop and `new` after one
    pass of the body with `name` bound to `placeholder`."""
    if new is None:
        return VARYING
    t = new.term
    while t is not None and t[0] in ("int", "float"):
        t = t[1]
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
        elif a == placeholder and T.is_const(b) and op in ("*", "/", "<<", ">>"):
            shift = b[1] if op in ("<<", ">>") else _log2(b[1])
            if isinstance(shift, int) and shift >= 0:
                term = T.binary("<<" if op in ("*", "<<") else ">>", init.term, T.binary("*", k, T.const(shift)))
    if term is None:
        return VARYING if thread else uniform_unknown(f"loop:{name}@{k[1]}", data=data)
    return Val(term, thread, data)


def _pass(interp: Interp, cond, step, body) -> None:
    interp.ev(cond)
    interp.exec(body)
    if step is not None:
        interp.ev(step)


def solve_loop(interp: Interp, s: Any, cond, step, body, forced: Val | None) -> frozenset[str]:
    from analyzer.analysis.flow import Guard, assigned_names
    pre = dict(interp.env)
    modified = sorted(n for n in assigned_names(body, step, cond) if n in pre)
    k = ("u", f"k@{s.span.line}:{s.span.column}", "iter")
    recording, interp.recording = interp.recording, False
    depth = len(interp.guards)

    # 1. one pass with placeholders: recognise progressions
    holders = {n: ("u", f"$cur:{n}@{k[1]}", "arg") for n in modified}
    for n in modified:
        interp.env[n] = Val(holders[n], pre[n].thread, pre[n].data)
    _pass(interp, cond, step, body)
    after = dict(interp.env)
    del interp.guards[depth:]
    iteration = {n: progression(n, pre[n], after.get(n), k, holders[n]) for n in modified}

    # 2. fixpoint of the thread flags
    for _ in range(3):
        interp.env = {**pre, **iteration}
        _pass(interp, cond, step, body)
        del interp.guards[depth:]
        changed = False
        for n in modified:
            new = interp.env.get(n)
            if new is not None and new.thread and not iteration[n].thread:
                iteration[n], changed = VARYING, True
        if not changed:
            break

    # 3. the recorded pass, with the per-iteration values
    interp.recording = recording
    interp.env = {**pre, **iteration}
    c = forced if forced is not None else interp.ev(cond) if cond is not None else Val(T.const(1))
    if cond is not None and interp.recording:
        from analyzer.analysis.flow import BranchSite
        interp.result.branches.append(BranchSite(s, cond, c, "loop"))
    interp.guards.append(Guard(s, cond, c, "loop"))
    interp.loop_depth.append(len(interp.guards))
    interp.divergent_exit.append(False)
    interp.exec(body)
    if step is not None:
        interp.ev(step)
    divergent_exit = interp.divergent_exit.pop()
    interp.loop_depth.pop()
    del interp.guards[depth:]

    # 4. after the loop
    leaves_early = c.thread or divergent_exit
    final = dict(pre)
    for name, val in interp.env.items():
        if name in pre and name not in modified:
            final[name] = val
    for n in modified:
        thread = iteration[n].thread or leaves_early or interp.env.get(n, VARYING).thread
        final[n] = VARYING if thread else uniform_unknown(f"after:{n}@{k[1]}", data=iteration[n].data)
    interp.env = final
    return frozenset()
