"""Which shared-memory bank conflicts a developer would not change code for (issue 17): KL402 reports
them as notes, saying why.

- A 2-way conflict on an access each thread makes once (in no loop): one extra wavefront per warp.
- A 2-way conflict on the store that fills a tile from global memory, or in a loop whose every iteration
  also reads global memory (not `__constant__`, not the function's own arrays): the global load's latency
  dwarfs one extra wavefront.
- A 2-way conflict of a sorting or transform network's stride pattern (`2 * tid - (tid & (stride - 1))`):
  it moves with the stride, and no padding removes it for every stage.
- The baseline of a comparison: the unpadded kernel of a file that also holds its padded or swizzled
  variant (named so: `setRowReadColPad` beside `setRowReadCol`, `transposeNoBankConflicts`; or padding the
  same tile), or the same kernel with a padded tile in another file of the folder.
"""

from __future__ import annotations

import re

from analyzer.cuda import ast
from analyzer.cuda.query import array_root, enclosing_function, iter_nodes

_PADDED = re.compile(r"(?i)pad|swizzl|no_?(?:bank_?)?conflict|conflict_?free")


def minor(f, unit) -> str:
    """Why a 2-way conflict is not worth changing code for, or "" (issue 17): the access is made once
    per thread (in no loop), or it is the store that fills a tile from global memory."""
    from analyzer.analysis.cost import enclosing_loops, shared_names

    if f.per_request != 2 * f.ideal:
        return ""
    if f.access.addr is not None and _network_stride(f.access.addr):
        return ("a 2-way conflict of a sorting or transform network's stride pattern (`2 * tid - (tid & (stride - "
                "1))`): it moves with the stride, and no padding removes it for every stage")
    node = f.access.node
    func = enclosing_function(unit.tu, node)
    if func is not None:
        loops = enclosing_loops(func, node)
        if not loops:
            return "a 2-way conflict on an access each thread makes once costs one extra wavefront per warp"
        shared = shared_names(func, unit.tu)
        for n in iter_nodes(func.body):
            if isinstance(n, ast.Assign) and n.target is node and any(
                    isinstance(v, ast.Index) and array_root(v) not in shared for v in iter_nodes(n.value)):
                return ("a 2-way conflict on the store that fills the tile from global memory: the global load's "
                        "latency dwarfs one extra wavefront")
        inner = loops[-1]
        other = shared | _not_global(func, unit.tu)
        if any(_global_load(n, other) for n in iter_nodes(inner.body)):
            return ("a 2-way conflict in a loop whose every iteration also reads global memory: the global load's "
                    "latency dwarfs one extra wavefront")
    return ""


def _not_global(func, tu) -> set[str]:
    """`__constant__` arrays of the file and the function's own arrays (registers or local memory)."""
    out = {d.name for n in iter_nodes(func.body) if isinstance(n, ast.Decl) for d in n.declarators if d.dims}
    for item in getattr(tu, "items", ()):
        if isinstance(item, ast.GlobalDecl) and "__constant__" in item.decl.storage:
            out.update(d.name for d in item.decl.declarators)
    return out


def _global_load(n, shared: set[str]) -> bool:
    if isinstance(n, ast.Index) and array_root(n) not in shared and array_root(n) is not None:
        return True
    return isinstance(n, ast.Unary) and n.op == "*" and isinstance(n.operand, ast.Name) and n.operand.id not in shared


def _network_stride(addr) -> bool:
    """The address masks the thread index with a loop-carried stride (`tid & (stride - 1)`, `% stride`)."""
    from analyzer.analysis import terms as T

    stack = [addr]
    while stack:
        t = stack.pop()
        if t[0] in ("&", "%") and T.thread_dependent(t[1]) and any(x[2] == "iter" for x in T.symbols(t[2])):
            return True
        stack.extend(T.children(t))
    return False


def _shared_dims(func, env) -> dict[str, tuple[int, ...]]:
    """The constant dimensions of each `__shared__` array `func` declares (`env`: the file's constants)."""
    from analyzer.cuda.model.evaluate import evaluate

    out = {}
    for n in iter_nodes(func.body):
        if isinstance(n, ast.Decl) and "__shared__" in n.storage:
            for d in n.declarators:
                dims = tuple(evaluate(e, env) if e is not None else None for e in (d.dims or ()))
                if dims and all(isinstance(v, int) for v in dims):
                    out[d.name] = dims
    return out


def padded_variants(kernel: str, unit) -> list[str]:
    """Kernels of the file named as the padded or swizzled version of this one (the name contains this
    kernel's, `transposeSmemPad` beside `transposeSmem`, or it pads the same tile: `tile[16][17]` beside
    this kernel's `tile[16][16]`, also transposed) when this one is not: the file compares them, and
    this kernel is the baseline the other is measured against."""
    if _PADDED.search(kernel or ""):
        return []
    kernels = [f for f in unit.tu.functions() if f.is_kernel and f.body is not None]
    mine = next((f for f in kernels if f.name == kernel), None)
    if mine is None:
        return []
    from analyzer.cuda.model.envs import global_env

    env = global_env(unit.tu)  # NOTE: once per call, shared by every kernel compared below
    tiles = _shared_dims(mine, env)
    out = []
    def stem(name: str) -> str:
        return re.sub(r"(?i)pad(?:ded)?|dyn(?:amic)?", "", name)

    for other in kernels:
        if other is mine:
            continue
        same_tile = any(name in tiles and len(dims) == len(tiles[name]) and any(
            sorted(dims[:-1] + (dims[-1] - k,)) == sorted(tiles[name]) for k in range(1, 5))
            for name, dims in _shared_dims(other, env).items())
        named = _PADDED.search(other.name) and (kernel in other.name or stem(other.name) == stem(kernel))
        if named or same_tile:
            out.append(other.name)
    return out or _padded_twin(mine, tiles, unit)


def _padded_twin(mine, tiles: dict, unit) -> list[str]:
    """The same kernel in another file of the folder whose static shared memory is this one's plus 1-4
    words per row of its tile (Learn-CUDA-Programming's matrix_transpose.cu and conflict_solved.cu)."""
    import os

    index = getattr(unit, "index", None)
    mine_info = next((k for k in unit.model.kernels if k.name == mine.name), None) if unit.model else None
    if index is None or mine_info is None or not mine_info.static_shared_bytes or not tiles:
        return []
    rows = {d[0] for d in tiles.values() if len(d) == 2}
    for other in index.folder_twins(mine.name, unit.path):
        if not other.static_shared_bytes:
            continue
        extra = other.static_shared_bytes - mine_info.static_shared_bytes
        if any(extra > 0 and extra % r == 0 and extra // r <= 16 for r in rows):
            return [f"{mine.name} ({os.path.basename(other.file)})"]
    return []


__all__ = ["minor", "padded_variants"]
