"""KL107/KL109's note on a plain update through an index loaded from memory (analysis/race/scatter.py): one update
lost where two threads load the same index, which only the data decides."""

from __future__ import annotations

from typing import Any

from analyzer.checks import _races as W
from analyzer.checks._atomics import missing, ordered
from analyzer.checks._race_fix import update_call
from analyzer.cuda.written import written

def scatter_finding(unit: Any, found: Any) -> tuple[str, str]:
    """(message, fix) of a scatter.Scatter."""
    a = found.acc.access
    target, index = W.text(unit, a), written(unit, found.index)
    shared = a.space == "shared"
    seen = ("compute-sanitizer's racecheck reports it on a run where two threads of a block meet at one index"
            if shared else "compute-sanitizer's racecheck checks shared memory only")
    text = (f"the read-modify-write of `{target}` at line {a.node.span.line} is not atomic, and its index "
            f"`{index}` is read from memory: two threads that read the same index ({W.launch_phrase(found.launch)}) "
            f"both read the old element and store their own update, so one of the updates is lost; whether indices "
            f"repeat only the data decides (a histogram's bins do, a permutation's do not): kernlint cannot tell, "
            f"and {seen}")
    return text, _fix(unit, a, target, "KL107" if shared else "KL109")


def _fix(unit: Any, a: Any, target: str, rule: str) -> str:
    got = update_call(unit, a.node, a.type_name)
    if got is None:
        return ("make the update atomic (an `atomicCAS` loop where no atomic function does the operation), or give "
                f"each thread its own element; nothing races where the indices never repeat: say so beside the line "
                f"(`// kernlint: ignore[{rule}]`)")
    if missing((got[0],), a.type_name):
        return ordered(got[0], a.type_name, target)
    return (f"`{got[1]}` where indices may repeat; where they never do (a permutation, disjoint segments), nothing "
            f"races: say so beside the line (`// kernlint: ignore[{rule}]`)")
