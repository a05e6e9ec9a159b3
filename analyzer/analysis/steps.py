"""Steps of a scan, a tree or a triangular loop: divergence the step structure of the work makes, which
KL201 reports as a note without a fix (analyzer/analysis/idioms.py has the other idioms).

- **Scan and tree steps inside a warp**: `if (lane >= i)` after `__shfl_up_sync(..., i)` (a Hillis-Steele
  warp scan), `if (tile.thread_rank() < i)` with `cg::sync(tile)` (a tile's tree reduction): a threshold
  between the lane and a loop-carried value, in a loop that exchanges or syncs within the warp, the same
  in every warp of the block. Each warp runs the whole scan or tree itself, so no mapping of threads to
  warps removes the idle lanes (ncu counts the divergence with -G: tools/gpu/divergence warpTreeShared).
- **Group leaders after an exchange**: `if (idx % 2 == 0) out[i] = v;` after `v += __shfl_xor_sync(m, v, 1)`:
  the lanes of each group swapped their values, and one lane per group decides for it; the others have
  nothing to do. The exchange must feed the branch (its result is read there) and run each time the
  branch does (in no loop the branch is outside of): an unrelated earlier shuffle demotes nothing.
- **Scan steps**: a threshold between the thread index and a bound the loop carries that splits at most
  one warp of the block at each step (`if (tx - s >= 0)` with s = 1, 2, 4..., `if (tid <= i + j)` in a
  triangular pair loop): the lanes on one side of the step have nothing to do.
"""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.idioms import threshold
from analyzer.cuda import ast
from analyzer.cuda.query import callee_name, iter_nodes, walk

_WARP_EXCHANGE = ("__shfl", "shfl", "__syncwarp", "__reduce_", "__match_")


def _warp_exchange(call: ast.Call) -> bool:
    """A shuffle or a warp/tile synchronisation (`__shfl_up_sync`, `tile.shfl_up`, `__syncwarp`,
    `tile.sync()`, `cg::sync(tile)`)."""
    from analyzer.analysis.variance import is_barrier

    name = callee_name(call)
    return name.startswith(_WARP_EXCHANGE) or (name == "sync" and not is_barrier(call))


def _same_in_every_warp(term: T.Term, warp: int) -> bool:
    """The condition takes the same value on lane l of every warp of a 1024-thread row (it depends on
    the lane only), for a few values of the loop-carried bound."""
    syms = T.symbols(term)
    # NOTE: a thread that differs and one whose evaluation fails both answer False, so the row is evaluated whole
    # (terms.compile_block: (warp, lane, x, y, z) per thread) and compared with lane l of warp 0, thread by thread
    rows = [(x // warp, x % warp, x, 0, 0) for x in range(warp, 1024)]
    lanes = [(0, x % warp, x % warp, 0, 0) for x in range(warp, 1024)]
    try:
        fn = T.compile_block(term, True)
        for k in (1, 2, 4, 8, 16):
            env = {s[1]: (1024 if s[2] == "bdim" and s[1].endswith("x") else 1 if s[2] == "bdim" else k)
                   for s in syms}
            if fn(rows, env) != fn(lanes, env):
                return False
    except (ArithmeticError, TypeError, ValueError):
        return False
    return True


def warp_step(site: Any, term: T.Term, loops: list[Any], warp: int = 32) -> bool:
    """A threshold between the lane and a loop-carried value in a loop that shuffles or syncs within the
    warp, the same in every warp (see the module docstring)."""
    if site.kind not in ("if", "ternary") or not loops or not threshold(term):
        return False
    if not any(s[2] == "iter" for s in T.symbols(term)):
        return False
    inner = loops[-1]
    if not any(isinstance(n, ast.Call) and _warp_exchange(n) for n in iter_nodes(inner.body)):
        return False
    return _same_in_every_warp(term, warp)


def scan_step(site: Any, term: T.Term, loops: list[Any], split: Any) -> bool:
    """A threshold between the thread index and a bound the loop carries (`if (tx - s >= 0)` with s = 1,
    2, 4...) that splits at most one warp of the block: a scan's step, whose lanes below the step have
    nothing to add."""
    if site.kind not in ("if", "ternary") or not loops or not threshold(term) or split.warps > 1:
        return False
    return any(s[2] == "iter" for s in T.symbols(term))


def group_leader(site: Any, term: T.Term, func: ast.Function) -> int | None:
    """`if (idx % 2 == 0)` / `if ((lane & 3) == 0)` reading a value the group's lanes exchanged just
    before by a shuffle of an offset below the group's width (`v += __shfl_xor_sync(m, v, 1)`), outside
    any loop the branch is not in: one lane per group of c decides for the group, the others have nothing
    to do. Returns c, or None."""
    if site.kind != "if" or term[0] != "==" or not T.is_const(term[2]) or term[2][1] != 0:
        return None
    t = term[1]
    if t[0] == "%" and T.is_const(t[2]) and T.thread_dependent(t[1]):
        width = t[2][1]
    elif t[0] == "&" and T.is_const(t[2]) and T.thread_dependent(t[1]):
        width = t[2][1] + 1
    else:
        return None
    if width not in (2, 4, 8, 16):
        return None
    node = site.node
    reads = {n.id for part in (node.cond, node.then, node.other) if part is not None
             for n in iter_nodes(part) if isinstance(n, ast.Name)}
    from analyzer.analysis.cost import enclosing_loops

    loops = [id(x) for x in enclosing_loops(func, node)]
    for target, call, outer in _shuffled(func):
        if call.span.line > site.cond.span.line or target not in reads:
            continue  # NOTE: a shuffle after the branch, or one whose value the branch never reads
        offset = call.args[2] if len(call.args) >= 3 else call.args[1]
        if isinstance(offset, ast.IntLit) and 0 < offset.value < width and outer == loops[:len(outer)]:
            return width  # NOTE: the exchange runs every time the branch does (no loop of its own around it)
    return None


def _shuffled(func: ast.Function) -> list[tuple[str, ast.Call, list[int]]]:
    """(the variable a shuffle's result goes to, the shuffle, the ids of the loops whose body holds it,
    outermost first) for every `v = __shfl_*(...)`, `v += __shfl_*(...)` and `float v = __shfl_*(...)` of
    the function: one walk, not a search of the loops per shuffle."""
    out = []
    for n, parents in walk(func.body):
        if isinstance(n, ast.Assign) and isinstance(n.target, ast.Name):
            pairs = [(n.target.id, n.value)]
        elif isinstance(n, ast.Declarator) and n.init is not None:
            pairs = [(n.name, n.init)]
        else:
            continue
        chain = parents + (n,)
        loops = [id(p) for i, p in enumerate(parents)
                 if isinstance(p, (ast.For, ast.While, ast.DoWhile)) and chain[i + 1] is p.body]
        for name, value in pairs:
            out.extend((name, c, loops) for c in iter_nodes(value) if isinstance(c, ast.Call) and len(c.args) >= 2
                       and callee_name(c).startswith(("__shfl", "shfl")))
    return out


__all__ = ["warp_step", "scan_step", "group_leader"]
