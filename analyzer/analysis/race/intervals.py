"""Barrier intervals of an event log: per iteration, across consecutive iterations, and the whole kernel for the
accesses of other blocks."""

from __future__ import annotations

from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes
from analyzer.analysis.race.log import Acc, Bar, Loop


@dataclass(frozen=True)
class Inst:
    """An access as one interval sees it: `subst` gives each enclosing loop's iteration count (("same", d): the
    interval's count plus d; ("const", v); ("free",): any iteration, sampled apart for each side of a pair;
    ("last",): the loop's last iteration, where its trip count is known)."""

    acc: Any
    subst: tuple  # ((k, mode), ...)
    warp_free: frozenset = frozenset()  # free loops whose body holds a warp-level sync
    wseg: int | None = None  # the warp-sync segment it is judged in, where not its own (the next iteration's head)

    @property
    def seg(self) -> int:
        """The warp-sync segment it is judged in."""
        return self.acc.wseg if self.wseg is None else self.wseg


class _Walk:
    def __init__(self):
        self.groups: list[list[Inst]] = []

    def seq(self, nodes: list, subst: dict, wfree: frozenset) -> tuple[list[Inst], list[Inst], bool]:
        """(head, tail, has a block barrier) of a sequence; closed intervals go to self.groups."""
        cur: list[Inst] = []
        head: list[Inst] | None = None
        for n in nodes:
            if isinstance(n, Acc):
                cur.append(Inst(n, tuple(subst.items()), wfree))
            elif isinstance(n, Bar):
                if head is None:
                    head = cur
                else:
                    self.groups.append(cur)
                cur = []
            elif isinstance(n, Loop):
                bh, bt, bar = self.seq(n.body, {**subst, n.k: ("same", 0)}, wfree)
                if bar:
                    cur.extend(_resubst(i, n.k, ("const", 0)) for i in bh)
                    if head is None:
                        head = cur
                    else:
                        self.groups.append(cur)
                    self.groups.append(bt + [_resubst(i, n.k, ("same", 1)) for i in bh])
                    # NOTE: after the loop, only its last iteration's tail is unordered: every earlier one is
                    # followed by the next iteration's barriers
                    cur = [_resubst(i, n.k, ("last",)) for i in bt] if _leaves_at_its_end(n) else list(bt)
                else:
                    extra = wfree | {n.k} if n.warp_sync else wfree
                    cur.extend(Inst(i.acc, tuple((k, ("free",) if k == n.k else m) for k, m in i.subst),
                                    i.warp_free | (extra if n.warp_sync else frozenset())) for i in bh)
                    if n.warp_sync:
                        self.groups.append(_rounds(n, bh, wfree))
        if head is None:
            return cur, cur, False
        return head, cur, True


def _rounds(loop: Loop, body: list[Inst], wfree: frozenset) -> list[Inst]:
    """The accesses of a loop holding warp syncs that nothing orders between lanes of one warp from one iteration
    to the next: those after the body's last sync at iteration k and those before its first at k + 1 (a lane that
    is done with a round's reads goes on to refill the slice the other lanes still read). Only accesses in the
    loop's own body or in loops inside it that hold no sync (whose later iterations may follow a sync of theirs)."""
    first, last = loop.wseg
    if first == last:
        return []
    own = [i for i in body if _unsynced_below(i.acc.loops, loop)]
    return [*(Inst(i.acc, i.subst, wfree) for i in own if i.acc.wseg == last),
            *(Inst(i.acc, _resubst(i, loop.k, ("same", 1)).subst, wfree, last) for i in own if i.acc.wseg == first)]


def _unsynced_below(loops: tuple, loop: Loop) -> bool:
    at = next((j for j, other in enumerate(loops) if other is loop), None)
    return at is not None and not any(other.warp_sync for other in loops[at + 1:])


def _leaves_at_its_end(loop: Loop) -> bool:
    """A `for` or `while` loop no `break`, `return` or `goto` leaves: every thread leaves it when its
    condition fails, after the same last iteration (the condition is block-uniform where it holds a barrier)."""
    return isinstance(loop.node, (ast.For, ast.While)) and not any(
        isinstance(n, ast.Jump) and n.kind in ("break", "return", "goto") for n in iter_nodes(loop.node.body))


def _resubst(inst: Inst, k: str, mode: tuple) -> Inst:
    return Inst(inst.acc, tuple((kk, mode if kk == k else m) for kk, m in inst.subst), inst.warp_free)


def intervals(log: list) -> list[list[Inst]]:
    """The barrier intervals of a kernel's event log (see the module docstring)."""
    walk = _Walk()
    head, tail, bar = walk.seq(log, {}, frozenset())
    groups = walk.groups
    groups.append(head)
    if bar:
        groups.append(tail)
    return [g for g in groups if g]


def whole_kernel(log: list) -> list[list[Inst]]:
    """The kernel's accesses between grid barriers (`this_grid().sync()`), every loop's iteration free: what
    other blocks may run concurrently. A loop holding a grid barrier is a segment of its own."""
    out: list[list[Inst]] = [[]]

    def grid(nodes: list) -> bool:
        return any(isinstance(n, Bar) and n.grid or isinstance(n, Loop) and grid(n.body) for n in nodes)

    def go(nodes: list, subst: dict) -> None:
        for n in nodes:
            if isinstance(n, Acc):
                out[-1].append(Inst(n, tuple(subst.items())))
            elif isinstance(n, Bar) and n.grid:
                out.append([])
            elif isinstance(n, Loop):
                go(n.body, {**subst, n.k: ("free",) if not grid(n.body) else ("same", 0)})
    go(log, {})
    return [g for g in out if g]
