"""Two facts race/samevalue.py asks of the log: the loads behind the block-uniform values an address holds
(`luc[bin]` with `bin` a shared scalar read after a barrier: `load@line:column`, a value every lane loaded from
the same bytes, analysis/variance.py; two threads read the same bytes at `luc[bin]` only where they loaded the same
`bin`), and the loops whose iteration the racing instances of a store share (`tied`: a loop whose body holds a
barrier orders its iterations, race/intervals.py)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.race.log import Acc, Loop


def with_loads(reads: list[Acc], terms: list, around: set, memo: dict) -> list[Acc] | None:
    """`reads` and the log's loads (every instance of the node) whose values their addresses and `terms` hold,
    transitively (a load's own address); None where one is not in the log (`memo["flat"]`, per log). The loops
    around those loads join `around` (ids of the loop nodes whose iteration is part of the value): a load in a
    loop loads anew in each iteration."""
    if "by_name" not in memo:
        memo["by_name"] = by_name = {}
        for a in memo["flat"]:
            if a.access.op == "load":
                by_name.setdefault(f"load@{a.access.node.span.line}:{a.access.node.span.column}", []).append(a)
    by_name = memo["by_name"]
    out: list[Acc] = []
    seen: set = set()
    work = [r.access.addr for r in reads] + list(terms)
    while work:
        term = work.pop()
        for s in T.symbols(term) if term is not None else ():
            if s[1].startswith("load@") and s[1] not in seen:
                seen.add(s[1])
                if s[1] not in by_name:
                    return None
                out.extend(by_name[s[1]])
                work.extend(a.access.addr for a in by_name[s[1]])
    around.update(id(loop.node) for a in out for loop in a.loops if isinstance(loop, Loop))
    return [*reads, *out]


def tied(race: Any, acc: Acc, groups: list) -> frozenset:
    """The iteration symbols of the loops at one iteration of which every two instances of `acc` in the race's
    barrier interval (`groups`: intervals of the log) run: the interval holds `acc` under one mode of the loop
    (the same iteration, its first or its last), never free nor at the next iteration too."""
    if race.interval[:1] != ("block",) or race.interval[1] >= len(groups):
        return frozenset()
    modes: dict = {}
    for inst in groups[race.interval[1]]:
        if inst.acc is acc:
            for k, mode in inst.subst:
                modes.setdefault(k, set()).add(mode)
    return frozenset(k for k, ms in modes.items() if len(ms) == 1 and next(iter(ms))[0] != "free")
