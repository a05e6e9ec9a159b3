"""Splits inside a lane group that owns one item (KL201's fix text, analyzer/checks/_kl201_fix.py).

Some kernels give one item to a group of G lanes of a warp (G < the warp, dividing it): 2 or 4 lanes per hash,
4 or 8 lanes per attention head. A condition on the lane's place in its group (`sub = threadIdx.x & 1`,
`lane % per`) splits every group the same way, and no mapping of groups to warps changes that: the lanes of a
group that skip the work idle whatever warp holds the group. `owning_group(term, shape, warp, func,
compile_time, region)` is that group's size, or 0 when the split is no such thing:

- the condition's lane pattern repeats every P lanes (P < warp: lanes l and l + P of every warp agree, in every
  world of the block's unknowns that can be evaluated; the shape is the finding's);
- the function says, outside the condition (`region`), that a group of G
  lanes (P <= G < warp, G a multiple of P) owns an item: it divides the thread index by G (`head = tid / per`,
  `item = tid >> 1`) and indexes memory by the result (`a[2 * item + sub]`, through locals or not).

A periodic split with no such evidence (`tid % 2 == 0` on one element per thread; a pair sum by
`__shfl_xor_sync(m, v, 1)` or a `lane / 8` that indexes nothing say nothing of who owns the data) is 0: there,
moving the condition to the warp index is the textbook fix.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.warps import block_threads, worlds
from analyzer.cuda import ast
from analyzer.cuda.query import builtin, iter_nodes

_WORLDS = 8  # NOTE: the periods of a few worlds are enough: a pattern that repeats in them repeats by its form


def period(term: T.Term, shape: Any, warp: int) -> int:
    """The smallest P < warp such that every warp's lanes l and l + P agree on `term` (0: none)."""
    fn = T.compile_term(term)
    threads = block_threads(shape.x, shape.y, shape.z, warp)
    candidates = [p for p in (1, 2, 4, 8, 16, 32) if p < warp and warp % p == 0]
    seen = 0
    for base, exist in worlds(term, shape, frozenset({"bid"})):
        for ex in exist:
            try:
                values = [bool(fn(x, y, z, lane, w, {**base, **ex})) for w, lane, x, y, z in threads]
            except (ArithmeticError, TypeError, ValueError):
                continue
            candidates = [p for p in candidates if all(values[i] == values[i + p] for i in range(len(values) - p)
                                                      if threads[i][0] == threads[i + p][0])]
            seen += 1
            if not candidates or seen >= _WORLDS:
                break
        if not candidates or seen >= _WORLDS:
            break
    return candidates[0] if seen and candidates else 0


def owning_group(term: T.Term, shape: Any, warp: int, func: ast.Function, compile_time: Any, region: Any) -> int:
    """The size of the lane group that owns one item and whose lanes the condition parts (see the module), 0 if
    none."""
    p = period(term, shape, warp)
    if not p or func.body is None:
        return 0
    sizes = sorted(g for g in _group_sizes(func, compile_time, region) if p <= g < warp and g % p == 0 and warp % g == 0)
    return sizes[0] if sizes else 0


def turn_group(term: T.Term, shape: Any, warp: int) -> int:
    """The size of the lane group whose lanes take turns at the condition, 0 if none: a loop counter compared with
    the lane's place in a group (`if (i == sub)`, `if (t == (threadIdx.x & 3))` inside a loop over `t`) lets
    one lane of each group of P lanes (P the condition's period, < the warp) run the arm per iteration."""
    for t in _conjuncts(term):
        if t[0] != "==" or len(t) < 3:
            continue
        sides = [(any(s[2] == "iter" for s in T.symbols(x)), T.thread_dependent(x)) for x in (t[1], t[2])]
        if sorted(sides) == [(False, True), (True, False)]:
            p = period(t, shape, warp)
            return p if p > 1 else 0
    return 0


def _conjuncts(term: T.Term) -> list:
    if term[0] == "&&":
        return _conjuncts(term[1]) + _conjuncts(term[2])
    return [term]


def _group_sizes(func: ast.Function, compile_time: Any, region: Any) -> set[int]:
    """The lane-group sizes G of the items the function indexes memory by, outside `region`: a division or shift
    of the thread index by a constant (`tid / G`, `tid >> log2(G)`) that is, or flows through locals into, an
    array index."""
    inside = {id(n) for n in iter_nodes(region)}
    threaded: dict[str, bool] = {}

    def from_thread(e: Any) -> bool:
        for n in iter_nodes(e):
            if type(n) in (ast.Member, ast.Name) and (b := builtin(n)) is not None and b[0] == "threadIdx":
                return True
            if isinstance(n, ast.Name) and n.id in compile_time.defs and n.id not in threaded:
                threaded[n.id] = False  # NOTE: a definition that reads itself
                threaded[n.id] = any(d is not None and from_thread(d) for d in compile_time.defs[n.id])
            if isinstance(n, ast.Name) and threaded.get(n.id):
                return True
        return False

    indexed: set[int] = set()  # ids of the nodes inside an array index
    inits: list[tuple[str, set[int], set[str]]] = []  # (local, ids of its initialiser's nodes, names it reads)
    for node in iter_nodes(func.body):
        if isinstance(node, ast.Index):
            indexed.update(id(n) for n in iter_nodes(node.index))
        elif isinstance(node, ast.Declarator) and node.init is not None:
            walk = list(iter_nodes(node.init))
            inits.append((node.name, {id(n) for n in walk}, {n.id for n in walk if isinstance(n, ast.Name)}))
    index_names = {n.id for node in iter_nodes(func.body) if isinstance(node, ast.Index)
                   for n in iter_nodes(node.index) if isinstance(n, ast.Name)}
    out: set[int] = set()
    for node in iter_nodes(func.body):
        if id(node) in inside or not (isinstance(node, ast.Binary) and node.op in ("/", ">>")):
            continue
        v = compile_time.value(node.right) if compile_time.static(node.right) else None
        if v is None or not 0 < v < 64 or not from_thread(node.left):
            continue
        names = {name for name, ids, _ in inits if id(node) in ids}
        grown = True
        while grown:  # NOTE: the locals computed from it (`head = warp * H + head_in_warp`)
            more = {name for name, _, reads in inits if name not in names and reads & names}
            names |= more
            grown = bool(more)
        if id(node) in indexed or names & index_names:
            out.add(v if node.op == "/" else 1 << v)
    return out

