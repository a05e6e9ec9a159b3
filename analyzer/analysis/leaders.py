"""Single leaders: a branch whose split warps each set apart one lane (`threadIdx.x == 0`, `lane == 0`), or one lane
per row of a block narrower than a warp, is the idiom of code one thread runs for its block or warp (KL201 makes no
finding of it) while its arm is short; a loop in the leader's arm of more trips than a warp has lanes is serial work
the other lanes of the warp could share (`serial_trips`), weighed as any divergent region."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.program import file_program
from analyzer.analysis.sites import BranchSite
from analyzer.analysis.warps import Split
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes


def _leaf_ops(t: T.Term, joiner: str) -> set[str]:
    if t[0] == joiner:
        return _leaf_ops(t[1], joiner) | _leaf_ops(t[2], joiner)
    return {t[0]}


def single_leader(term: T.Term, split: Split) -> bool:
    """One lane (or, in blocks narrower than a warp, one lane per row: at most 2) on one side of an
    equality, in every split warp: `threadIdx.x == 0`, `lane == 0`, `tid != 0`."""
    if split.minority == 1:
        return True
    if "==" in _leaf_ops(term, "&&") and split.most_true <= 2:
        return True
    return "!=" in _leaf_ops(term, "||") and split.most_false <= 2


def serial_trips(site: BranchSite, split: Split, func: ast.Function, unit: Any, ctx: Any) -> int:
    """The trips of the longest loop in a single leader's arm whose count the instance fixes above a warp's width
    (0: none): serial work one lane does while the other lanes of its warp idle, which they could share (a
    lane-strided loop and a shuffle reduction). A leader's short arm (no loop, a loop of at most as many trips as a warp
    has lanes, a warp's partial sums, or of trips known only at run time) is the idiom."""
    from analyzer.analysis.unroll import CompileTime

    node, warp = site.node, getattr(unit, "warp_size", 32)
    if not isinstance(node, ast.If) or site.kind != "if":
        return 0
    arm = node.then if split.most_true <= max(split.most_false, 1) else node.other
    loops = [n for n in iter_nodes(arm) if isinstance(n, ast.For)] if arm is not None else []
    if not loops:
        return 0
    instance = CompileTime(func, file_program(unit, ctx.shared).globals, split.shape.bind, unit.tu.source or unit.text)
    counts = [instance.trips(loop)[1] or 0 for loop in loops]
    return max(counts) if max(counts) > warp else 0


__all__ = ["single_leader", "serial_trips"]
