"""Values that differ between blocks although no term of theirs names blockIdx (KL109 across blocks).

A block-uniform unknown of the interpreter (a load at a block-uniform address, `load@line:column`; a value a loop
leaves, `after:v@k...` and `loop:v@k...`) is one symbol for every thread of a block. Across blocks it is the same
only where what defines it is: a global load at an address that reads no blockIdx. It differs between blocks
(`per_block_symbols`) when it is
- a load whose address reads blockIdx or such a value (`sizes[blockIdx.x]`);
- a load of shared memory (one copy per block) where a write of that array stores such a value, a value the
  model does not know, or is atomic;
- a value a loop leaves or carries whose condition reads blockIdx or such a value (`for (i = 0; i < blockIdx.x;
  i++) s += sizes[i];`: a prefix over the earlier blocks), or is not known, or whose body loads such a value.
An address over such a value is a different unknown in each block: no claim across blocks (`dst[base + j]`
with `base` that prefix: the blocks' ranges may be apart)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.race.log import Acc, Loop, flat_accesses
from analyzer.analysis.race.tails import stripped


def per_block_symbols(log: list) -> frozenset[str]:
    """The names of the symbols of `log`'s terms whose value differs between blocks (see the module)."""
    accs: list[tuple[Acc, tuple]] = []

    def walk(nodes: list, loops: tuple) -> None:
        for n in nodes:
            if isinstance(n, Acc):
                accs.append((n, loops))
            elif isinstance(n, Loop):
                walk(n.body, loops + (n,))
    walk(log, ())
    writes: dict = {}
    for a, around in accs:
        if a.writes and a.access.space == "shared":
            writes.setdefault(a.access.root, []).append((a, around))
    out: set[str] = set()
    loops: set[str] = set()  # the iteration symbols of loops whose values differ between blocks

    def varies(t: T.Term | None) -> bool:
        return t is None or any(s[2] == "bid" or s[1] in out or _loop_value(s[1]) in loops for s in T.symbols(t))

    while True:  # NOTE: the two sets only grow, over a finite set of names: a fixpoint
        size = len(out) + len(loops)
        for a, around in accs:
            acc = a.access
            if acc.op != "load" or acc.addr is None:
                continue
            name = f"load@{acc.node.span.line}:{acc.node.span.column}"
            if name not in out and (varies(acc.addr) or acc.space == "shared" and (
                    acc.root not in writes or any(_written_per_block(w, wl, varies, loops)
                                                  for w, wl in writes[acc.root]))):
                out.add(name)
            if name in out:
                loops.update(loop.k for loop in around)
        for a, around in accs:
            for loop in around:
                if loop.k not in loops and (loop.cond is None or varies(loop.cond)):
                    loops.add(loop.k)
        if len(out) + len(loops) == size:
            break
    return frozenset(out) | frozenset(f"@{k}" for k in loops)


def _written_per_block(w: Acc, around: tuple, varies, loops: set) -> bool:
    """Whether the shared write `w` may leave a different value in each block: an atomic, a value not known or
    per-block, a guard that reads such a value, or a loop around it whose trips differ between blocks."""
    a = w.access
    return w.atomic or w.value is None or w.value.thread or varies(w.value.term) or not a.path_known \
        or a.path is not None and varies(a.path) or any(loop.k in loops for loop in around)


def _loop_value(name: str) -> str | None:
    """The iteration symbol of the loop that leaves or carries `name` (`after:s@k@7:9`: `k@7:9`), or None."""
    if name.startswith(("after:", "loop:")) and "@" in name:
        return name.split("@", 1)[1]
    return None


def per_block_address(acc: Acc, names: frozenset[str]) -> bool:
    """Whether `acc`'s address reads a value that differs between blocks other than blockIdx (`names`: from
    per_block_symbols), or a warp's broadcast of a ticket (a "wu" leaf tickets.SHUFFLED marks: sampled once per warp
    index, the same in every block, but no two warps get one value: `base = __shfl_sync(m, atomicAdd(count, 32),
    0)`, review r16 C-Q6)."""
    from analyzer.analysis.race.tickets import SHUFFLED

    addr = acc.access.addr
    if addr is None:
        return False
    if any(leaf[0] == "wu" and leaf[1].startswith(SHUFFLED) for leaf in T.leaves(addr)):
        return True
    for s in T.symbols(addr):
        loop = _loop_value(s[1])
        if s[1] in names or loop is not None and f"@{loop}" in names:
            return True
    return False


def block_loads(log: list) -> dict:
    """{`load@line:column`: True} of the loads of the log whose address reads blockIdx."""
    return {f"load@{a.node.span.line}:{a.node.span.column}": True for a in (n.access for n in flat_accesses(log))
            if a.op == "load" and a.addr is not None and any(s[2] == "bid" for s in T.symbols(a.addr))}


def picked_in_every_block(acc: Acc) -> bool:
    """Whether a store is made by threads a test of the thread index picks (`if (threadIdx.x == 0)`), at an address
    that reads no blockIdx: one writer per block was meant, and every block writes the same elements. Where they
    all store the same value (`out[4 * nvec + k] = in[4 * nvec + k]`) nothing is lost, but the work is done
    gridDim times: a note across blocks, where a block-uniform value stored by every thread of a block is not."""
    a = acc.access
    if a.op != "store" or a.addr is None or any(s[2] == "bid" for s in T.symbols(a.addr)):
        return False
    return picking_test(a.path) is not None


def picking_test(path: T.Term | None) -> str | None:
    """The test of a thread index against a constant among a path's conjuncts, as written (`threadIdx.x == 0`)."""
    todo = [path] if path is not None else []
    while todo:
        t = todo.pop()
        if t[0] == "&&":
            todo += [t[2], t[1]]
        elif t[0] == "==" and {t[1][0], t[2][0]} == {"t", "c"}:
            axis, value = (t[1], t[2]) if t[1][0] == "t" else (t[2], t[1])
            return f"threadIdx.{axis[1]} == {value[1]}"
    return None


def every_block_makes(a: Any, path: bool = False) -> bool:
    """The access' address reads no blockIdx (and, with `path`, neither does the test that picks its threads, tail
    guards `i < n` taken as true): each block's thread of the same index makes it, at the same bytes, so whatever
    it races with in one block it races with in every other block too (KL107/KL109's help: no barrier)."""
    if a.addr is None or any(s[2] == "bid" for s in T.symbols(a.addr)):
        return False
    test = stripped(a.path) if path and a.path is not None else None
    return not path or a.path_known and (test is None or not any(s[2] == "bid" for s in T.symbols(test)))


def across_blocks(race: Any, a1: Any, a2: Any) -> bool:
    """Whether the race's two accesses also race between threads of different blocks in a launch that may have more
    than one: its witness is, both addresses are the same in every block, or one access is made the same by every
    block (every_block_makes, its test too): the other blocks' copy of it meets the other access as well."""
    grid = race.launch.grid
    if grid is not None and all(isinstance(g, int) for g in grid) and grid[0] * grid[1] * grid[2] == 1:
        return False
    return race.cross_block or all(every_block_makes(a) for a in (a1, a2)) or race.space == "global" and any(
        every_block_makes(a, path=True) for a in (a1, a2))
