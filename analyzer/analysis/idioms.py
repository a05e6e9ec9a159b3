"""Divergent code that is the algorithm, not a mistake: idioms KL201 and KL102 do not report.

- **Halo and boundary loads** (KL201): `if (threadIdx.x < RADIUS) { s[l - RADIUS] = in[g - RADIUS];
  s[l + BDIM] = in[g + BDIM]; }`. A threshold on the thread index whose arm only fills shared memory,
  taken by fewer lanes than a warp (checked: at most one warp of the block split, or fewer true lanes in
  all split warps together than a warp holds): a stencil's border cells are that few by nature, so "move
  the threshold to a multiple of 32" cannot apply, and the cost is one partially used warp per block for a
  few stores. `if (tid % 32 < 8)` around the same arm splits every warp: a finding.
- **Edges of the work** (KL201, a note): a threshold on the thread index that splits at most one warp
  per block (`threadIdx.x < 7` for a transform's boundary columns), or equalities that pick a row or a
  column of a tile (`ty == 0`, `tx == BLOCK_SIZE - 1`: a stencil's border cases). The work is that
  small; a note says where the idle lanes are, no warning.
- **Interior of an overlapped tile** (KL201, a note, with the edges): `if (tx > 0 && tx < B - 1 && ty > 0
  && ty < B - 1)`: the border threads loaded the halo and skip the compute, by design of the tiling.
- **Wavefront and scan steps** (KL201): a comparison of the thread index with a value the loop carries
  (`if (tx <= m)`, `if (tid >= offset)`) inside a loop with a block barrier. At step m of an
  anti-diagonal sweep (Needleman-Wunsch, LU, prefix scans) exactly the cells whose dependencies are done
  can run; the barrier orders the steps. The active set is dictated by the data dependencies, so no
  remapping of threads removes the idle lanes without changing the algorithm.
- **Scan and tree steps inside a warp**, **scan steps** (KL201, notes): analyzer/analysis/steps.py.
- **Butterfly directions** (KL201): `if ((col & k) == 0)` with k a loop-carried power of two, the
  direction of a bitonic merge step: half the pairs sort up, half down, by construction of the network.
- **Guards whose skipping threads only exit** (KL102): `if (i < n) { ...; __syncthreads(); ... }` as the
  last statement of a kernel. The threads that skip it run to the end of the kernel and exit, exactly
  like an early `return`, and exited threads no longer take part in `bar.sync` (PTX ISA: the barrier
  expects the threads of the CTA that have not exited). KL102 already treats early returns so.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.cuda import ast
from analyzer.cuda.query import callee_name, iter_nodes

_RELATIONAL = {"<", "<=", ">", ">="}


def threshold(term: T.Term) -> bool:
    """`tid < R`, `tx >= blockDim.x - R`, or a conjunction/disjunction of such comparisons."""
    if term[0] in ("&&", "||"):
        return threshold(term[1]) and threshold(term[2])
    return term[0] in _RELATIONAL and (T.thread_dependent(term[1]) != T.thread_dependent(term[2]))


def _stmts(stmt: Any) -> list[Any]:
    if stmt is None:
        return []
    if isinstance(stmt, ast.Block):
        out = []
        for s in stmt.stmts:
            out.extend(_stmts(s))
        return out
    return [stmt]


def _shared_fill(stmt: Any, shared: set[str]) -> bool | None:
    """True: the statement writes shared memory; None: it only computes into registers (a local, a
    declaration); False: anything else (a global store, a loop, a call statement)."""
    if isinstance(stmt, ast.Empty):
        return None
    if isinstance(stmt, ast.Decl):
        return None if "__shared__" not in stmt.storage else False
    if isinstance(stmt, (ast.If, ast.For)):
        arms = _stmts(stmt.then) + _stmts(stmt.other) if isinstance(stmt, ast.If) else _stmts(stmt.body)
        parts = [_shared_fill(s, shared) for s in arms]  # NOTE: a loop that only copies into shared memory
        return False if False in parts else (True if True in parts else None)
    if isinstance(stmt, ast.ExprStmt) and isinstance(stmt.expr, ast.Assign):
        target = stmt.expr.target
        base = target
        while isinstance(base, (ast.Index, ast.Cast, ast.Unary)):
            base = base.base if isinstance(base, ast.Index) else (base.expr if isinstance(base, ast.Cast) else base.operand)
        if isinstance(target, ast.Index) and isinstance(base, ast.Name) and base.id in shared:
            return True
        if isinstance(target, ast.Name):
            return None
    return False


def halo_load(site: Any, term: T.Term, shared: set[str], split: Any, warp: int = 32) -> bool:
    """A threshold on the thread index whose arms only fill shared memory, computing the values in
    registers on the way, taken by fewer lanes than a warp holds (see the module docstring): the split
    parts at most one warp of the block, or the lanes on the true side of all split warps together are
    fewer than a warp (`tx < 1` in a 16x16 block). `tid % 32 < 8` parts every warp: no halo."""
    node = site.node
    if site.kind != "if" or not isinstance(node, ast.If) or not threshold(term):
        return False
    if split.warps > 1 and split.most_true * split.warps >= warp:
        return False
    if any(s[2] == "iter" for s in T.symbols(term)):
        return False  # NOTE: a bound that moves every round is a reduction or scan step, not a border
    parts = [_shared_fill(s, shared) for s in _stmts(node.then) + _stmts(node.other)]
    return True in parts and False not in parts


def _index_compares(term: T.Term) -> list[T.Term] | None:
    """The comparisons of a condition made only of `index OP bound` joined by && / || (index a thread
    index or a sum/product with uniform values, bound thread-independent), else None."""
    if term[0] in ("&&", "||"):
        a, b = _index_compares(term[1]), _index_compares(term[2])
        return a + b if a is not None and b is not None else None
    if term[0] == "not":
        return _index_compares(term[1])
    if not T.thread_dependent(term):
        return [term]  # NOTE: a uniform conjunct (`by == 0`) narrows the work further
    if term[0] not in _RELATIONAL | {"==", "!="}:
        return None
    a, b = term[1], term[2]
    index = a if T.thread_dependent(a) else b
    if T.thread_dependent(a) == T.thread_dependent(b):
        return None
    ops: set[str] = set()
    stack = [index]
    while stack:
        t = stack.pop()
        ops.add(t[0])
        stack.extend(T.children(t))
    if ops & {"&", "|", "^", "<<", "wu"} or any(s[2] == "iter" for s in T.symbols(term)):
        return None
    if "%" in ops and not _lane_mods(index):
        return None  # NOTE: `lane = tid % warpSize` is monotone within a warp; `tid % 3` is not an edge
    return [term]


def _lane_mods(t: T.Term) -> bool:
    """Every `%` in t takes a lane index: modulo 32, 64 or warpSize."""
    if t[0] == "%":
        m = t[2]
        return (T.is_const(m) and m[1] in (32, 64)) or (m[0] == "u" and "warpSize" in str(m[1]))
    return all(_lane_mods(c) for c in T.children(t))


def butterfly(term: T.Term) -> bool:
    """A test of one loop-carried bit of the thread index (`(col & k) == 0` with k = 2, 4, 8...): the
    direction of a bitonic merge or a butterfly exchange, which every such network needs."""
    stack = [term]
    while stack:
        t = stack.pop()
        if t[0] == "&" and T.thread_dependent(t[1]) and any(s[2] == "iter" for s in T.symbols(t[2])) \
                and not (t[2][0] == "-"):
            return True
        stack.extend(T.children(t))
    return False


def tile_edge(term: T.Term, split: Any) -> bool:
    """The edge of the work: a threshold on a thread index that splits at most one warp of the block
    (`threadIdx.x < 7`, `tx < BLOCK_SIZE` with a wider launch), or equalities that pick a row or column
    of the tile (`ty == 0`, `tx == BLOCK_SIZE - 1`). The lanes outside have no such work; no remapping
    keeps the meaning, and the cost is bounded by one warp per block (or one row per tile)."""
    if _interior(term):
        return True
    compares = _index_compares(term)
    if not compares:
        return False
    if split.warps <= 1:
        return True
    return all(c[0] in ("==", "!=") or not T.thread_dependent(c) for c in compares)


def _relations(term: T.Term) -> list[T.Term]:
    return _relations(term[1]) + _relations(term[2]) if term[0] == "&&" else [term]


def _interior(term: T.Term) -> bool:
    """`tx > 0 && tx < B - 1 && ...`: a conjunction of ranges bounding a thread index from below and from
    above (also by a loop-carried radius: `tid - s >= 0 && tid + s < blockDim.x`), the interior of an
    overlapped tile (the border threads loaded the halo and skip the compute, or read from global)."""
    if term[0] != "&&":
        return False
    sides: dict[frozenset, set[str]] = {}
    for c in _relations(term):
        if c[0] not in _RELATIONAL or T.thread_dependent(c[1]) == T.thread_dependent(c[2]):
            if T.thread_dependent(c):
                return False  # NOTE: `tid % 3 == 0 && ...` is no range
            continue
        op = c[0] if T.thread_dependent(c[1]) else ast.SWAPPED[c[0]]
        index = c[1] if T.thread_dependent(c[1]) else c[2]
        if any(t[0] in ("%", "&") for t in _subterms(index)):
            return False  # NOTE: `lane >= 10 && lane < 20` is a window in every warp, not a tile's interior
        atoms = frozenset(leaf for leaf in T.leaves(index) if leaf[0] == "t")
        sides.setdefault(atoms, set()).add("low" if op in (">", ">=") else "high")
    return any(v == {"low", "high"} for v in sides.values())


def _subterms(t: T.Term) -> list[T.Term]:
    out, stack = [], [t]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(T.children(node))
    return out


def wavefront_step(site: Any, term: T.Term, func: ast.Function, loops: list[Any]) -> bool:
    """A threshold between the thread index and a loop-carried value, in a loop with a block barrier."""
    from analyzer.analysis.variance import is_barrier

    if site.kind not in ("if", "ternary") or not loops or not threshold(term):
        return False
    if not any(s[2] == "iter" for s in T.symbols(term)):
        return False
    inner = loops[-1]
    return any(isinstance(n, ast.Call) and is_barrier(n) for n in iter_nodes(inner.body))


def _plain_end(stmt: Any) -> bool:
    return isinstance(stmt, ast.Empty) or (isinstance(stmt, ast.Jump) and stmt.kind == "return" and stmt.value is None)


def exits_after(func: ast.Function, node: Any, helper: bool = False, tail=None) -> bool:
    """`node` is in tail position of the kernel: after it (and after each enclosing if/else or block)
    only the end of the kernel, or a bare `return`, follows; no loop encloses it. `helper`: of a `__device__`
    helper (an exit only where every call of it ends its kernel: `helper_return_exits`). `tail`: which statements
    may follow instead (KL102: any that reaches no barrier)."""
    if not (func.is_kernel or helper) or func.body is None:
        return False
    _ends = tail or _plain_end

    def walk(block_stmts: tuple, target: Any) -> bool | None:
        for i, s in enumerate(block_stmts):
            if s is target:
                return all(_ends(r) for r in block_stmts[i + 1:])
            inner = _inside(s, target)
            if inner is not None:
                return inner and all(_ends(r) for r in block_stmts[i + 1:])
        return None

    def _inside(s: Any, target: Any) -> bool | None:
        if isinstance(s, ast.Block):
            return walk(s.stmts, target)
        if isinstance(s, ast.If):
            for arm in (s.then, s.other):
                if arm is None:
                    continue
                found = walk(arm.stmts if isinstance(arm, ast.Block) else (arm,), target)
                if found is not None:
                    return found
            return None
        if isinstance(s, ast.Labeled):
            return _inside(s.stmt, target)
        if isinstance(s, (ast.For, ast.While, ast.DoWhile, ast.Switch)):
            if any(n is target for n in iter_nodes(s)):
                return False
        return None

    return bool(walk(func.body.stmts, node))


def helper_return_exits(func: ast.Function, unit: Any, shared: dict) -> bool:
    """A `__device__` helper whose every call in the file is a statement in tail position of a kernel:
    a `return` from it ends the thread (cdpBitonicSort's `if (threadIdx.x >= len2) return;`). A member function's
    calls are those made on objects of its class, a functor's `operator()` its kernel's `f()` (prologue.calls_of).
    `shared`: the run's per-unit memo (the unit's calls are walked once, each helper answered once)."""
    from analyzer.analysis.callsites import unit_calls
    from analyzer.analysis.prologue import calls_of

    if func.is_kernel:
        return False
    key = ("helper_return_exits", id(func))
    if key not in shared:
        found = calls_of(func, unit.tu.functions(), unit_calls(unit, shared))
        statements: dict = {}  # NOTE: expression statements by their expression, found once per caller
        exits = bool(found)
        for caller, call in found:
            if id(caller) not in statements:
                statements[id(caller)] = {id(s.expr): s for s in iter_nodes(caller.body) if isinstance(s, ast.ExprStmt)}
            stmt = statements[id(caller)].get(id(call))
            if stmt is None or not exits_after(caller, stmt):
                exits = False
                break
        shared[key] = exits
    return shared[key]


def _strip_casts(e: Any) -> Any:
    while isinstance(e, ast.Cast):
        e = e.expr
    return e


_ASYNC_COPY = frozenset({"memcpy_async", "producer_acquire", "producer_commit", "consumer_wait", "consumer_release",
                         "__pipeline_memcpy_async", "__pipeline_commit", "__pipeline_wait_prior", "wait",
                         "wait_prior", "arrive_and_wait"})


def _element(e: Any) -> bool:
    e = _strip_casts(e)
    return isinstance(e, ast.Index) or (isinstance(e, ast.Unary) and e.op == "*")


def pure_copy(site: Any) -> bool:
    """An if whose arms only copy memory element by element (`dst[i] = src[j]`, possibly through a
    wider type, through pointers the arm declares (`*dst4 = *src4` with float4 pointers), in a loop,
    or as asynchronous copies `cuda::memcpy_async` with their pipeline calls): a bandwidth-bound move
    that a subset of the threads makes because the data is that wide (dct8x8's half-row int copies, a
    quarter of a tile's threads loading float4s). Idle lanes cost no bandwidth."""
    node = site.node
    if site.kind != "if" or not isinstance(node, ast.If):
        return False

    def copies(stmt: Any) -> bool | None:
        if isinstance(stmt, ast.For):
            parts = [copies(s) for s in _stmts(stmt.body)]
            return False if False in parts or not parts else True
        if isinstance(stmt, ast.Decl):
            return None if "__shared__" not in stmt.storage else False  # NOTE: the arm's own pointers
        if isinstance(stmt, ast.ExprStmt) and isinstance(stmt.expr, ast.Assign) and stmt.expr.op == "=":
            return _element(stmt.expr.target) and _element(stmt.expr.value)
        if isinstance(stmt, ast.ExprStmt) and isinstance(stmt.expr, ast.Call):
            name = callee_name(stmt.expr)
            return True if name == "memcpy_async" or name == "__pipeline_memcpy_async" else (
                None if name in _ASYNC_COPY else False)
        return False

    parts = [copies(s) for s in _stmts(node.then) + _stmts(node.other)]
    return True in parts and False not in parts


def monotone(t: T.Term) -> bool:
    """Non-decreasing in the thread index (sums, products and shifts by thread-independent values)."""
    kind = t[0]
    if kind in ("c", "u", "t"):
        return True
    if kind in ("int", "float", "u32", "u64"):
        return monotone(t[1])
    if kind == "+":
        return monotone(t[1]) and monotone(t[2])
    if kind in ("-", "<<", ">>", "/"):
        return monotone(t[1]) and not T.thread_dependent(t[2])
    if kind == "*":
        return (monotone(t[1]) and not T.thread_dependent(t[2])) or (monotone(t[2]) and not T.thread_dependent(t[1]))
    return False


__all__ = ["halo_load", "wavefront_step", "exits_after", "helper_return_exits", "tile_edge", "butterfly",
           "pure_copy", "monotone", "threshold"]
