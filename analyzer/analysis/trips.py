"""Per-lane trip counts of a loop whose condition depends on the thread (KL201): how many iterations the
lanes of a warp differ by, from the loop's own counter in the condition's term (analyzer/analysis/loops.py
names it `k@line:column`). A loop whose trip count moves by at most one iteration from a lane to the next
(a causal or triangular loop, a remainder) has idle lanes that are the shape of the work: a note; lanes
64 or 4 iterations apart (`j < tid * 64 + blockIdx.x`, `u <= tid << 2`) are not.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T


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
            env = {s[1]: (dims.get(s[1][-1], 1) if s[2] == "bdim" else 1 if s[2] == "bid" else 2 if s[2] == "iter"
                          else 32 if s[2] == "gdim" else arg) for s in syms}
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
            out.extend([trips[:warp], trips[warp:]])
    except (ArithmeticError, TypeError, ValueError):
        return None
    return [t for t in out if t]


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


__all__ = ["triangular_loop", "trip_counts", "trip_spread", "TRIP_CAP"]
