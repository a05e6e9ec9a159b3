"""Each lane walking its own run of a global array from an offset it loads (a CSR row or a neighbour list:
`for (i = 0; i < nn[n1]; ++i) s += x[nn_sum[n1] + i]`, `for (j = ptr[row]; j < ptr[row + 1]; ++j) s += v[j]`): KL401's
note (review r16 B-M1). The memory model gives such an address no lane offsets (the lanes load their starts), so no
figure is counted; but the shape is the cost: a warp's request holds one element of each lane's run, as far apart as
the runs are long, so from runs of 32 bytes on (8 floats) it touches a sector per lane, 32 where 4 hold its 128 bytes,
whatever the starts are. Whether the runs are that long only the data says: a note, the same figure as a lane's own
row of a known length (`x[n1 * MN + i]`, a warning for every MN >= 8)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.kept_arrays import assigned_values, reads_memory, unit_step
from analyzer.analysis.trips import counted_parts
from analyzer.cuda import ast
from analyzer.cuda.query import by_class, is_builtin, iter_nodes, uncast


class Walk:
    """One access of a lane's run: the access node, its array, the loop, the loaded start's expression."""

    __slots__ = ("node", "array", "loop", "start")

    def __init__(self, node: Any, array: str, loop: Any, start: Any):
        self.node, self.array, self.loop, self.start = node, array, loop, start


def segment_walks(func: ast.Function) -> list[Walk]:
    """The global accesses of `func` (a kernel) indexed by a loaded per-lane start plus a loop counter stepping by
    one (or by the counter of a loop that starts at such a start), one per access."""
    if func.body is None:
        return []
    pointers = {p.name for p in func.params if p.name and p.type.pointers}
    groups = by_class(func.body)
    loops = [(f, *unit) for f in groups.get(ast.For, ()) if (unit := _unit_loop(f)) is not None]
    if not pointers or not loops:
        return []
    values = assigned_values(func)
    thread = _thread_names(values)
    out: list[Walk] = []
    for loop, counter, first in loops:
        inner = list(iter_nodes(loop.body))
        if any(type(n) is ast.For and _unit_loop(n) is not None for n in inner):
            continue  # NOTE: the innermost such loop only
        start = first if _per_lane_load(first, values, thread) else None  # NOTE: `for (j = ptr[row]; ...)`
        for node in inner:
            if type(node) is not ast.Index or type(node.base) is not ast.Name or node.base.id not in pointers:
                continue
            index = uncast(node.index)
            if start is not None and type(index) is ast.Name and index.id == counter:
                out.append(Walk(node, node.base.id, loop, start))
            elif type(index) is ast.Binary and index.op == "+":
                for base, step in ((index.left, index.right), (index.right, index.left)):
                    if type(uncast(step)) is ast.Name and uncast(step).id == counter \
                            and _per_lane_load(base, values, thread):
                        out.append(Walk(node, node.base.id, loop, base))
                        break
    return out


def _unit_loop(loop: Any) -> tuple[str, Any] | None:
    """(counter, start) of a counted `for` whose counter moves by one each trip (trips.counted_parts,
    kept_arrays.unit_step), else None."""
    parts = counted_parts(loop)
    return (parts[0], parts[1]) if parts is not None and unit_step(loop) else None


def _per_lane_load(e: Any, values: dict, thread: set, seen: frozenset = frozenset()) -> bool:
    """Whether `e` reads memory at an address that differs between the lanes (an index built from the thread's
    index: `nn_sum[n1]`, n1 = blockIdx.x * blockDim.x + threadIdx.x), itself or through a local every assignment
    of which makes it so (`int start = ptr[row];`)."""
    for n in iter_nodes(e):
        if type(n) is ast.Index and any(type(m) is ast.Name and m.id in thread or is_builtin(m, "threadIdx")
                                        for m in iter_nodes(n.index)):
            return True
        if type(n) is ast.Name and n.id in values and n.id not in seen and all(
                reads_memory(v, values) and _per_lane_load(v, values, thread, seen | {n.id}) for v in values[n.id]):
            return True
    return False


def _thread_names(values: dict) -> set:
    """The locals whose value reads the thread's index, directly or through other locals (a few rounds)."""
    names: set = set()
    for _ in range(4):
        grown = {name for name, vs in values.items() if name not in names and any(
            is_builtin(n, "threadIdx") or type(n) is ast.Name and n.id in names for v in vs for n in iter_nodes(v))}
        if not grown:
            break
        names |= grown
    return names
