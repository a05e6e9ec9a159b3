"""KL402 shared-memory-bank-conflict — docs: rules/KL402.yaml.

Shared-memory loads and stores whose warp requests take at least `min-ways` times the wavefronts their
lanes need (an n-way bank conflict), for a launch of the kernel found in the sources (or an assumed
block, said so), judged by analyzer.analysis.memory (exact against the hardware:
docs/validation/memory-hardware.md). NVIDIA only: HIP sources get no finding (no AMD model)."""

from __future__ import annotations

import dataclasses
import re
from typing import Iterator

from analyzer.analysis.memory.judge import condition_text, adjacent, launch_text, number_text, ops_of, shared_findings, via_text
from analyzer.analysis.memory.kernels import unit_figures
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.cuda.query import iter_nodes
from analyzer.diagnostics import Diagnostic, Severity

_PADDED = re.compile(r"(?i)pad|swizzl|no_?(?:bank_?)?conflict|conflict_?free")

ID = "KL402"
KIND = "source"


_PAIR = {2: "a 4-byte pair (`short2`/`half2`)", 4: "one `float2`/`int2`", 8: "one `double2`"}


def fix(f, name: str, pair=None, source: str = "") -> str:
    node = f.access.node
    if pair is not None:
        other = source_text(source, pair.access.node.span)
        return (f"each lane also {'reads' if f.access.op == 'load' else 'writes'} the neighbouring element "
                f"(`{other}`): access the two together as {_PAIR[f.access.size]} through a cast of the aligned "
                "address, one conflict-free request instead of two conflicting ones")
    rows = isinstance(node, ast.Index) and isinstance(node.base, ast.Index)
    words = f.access.row_bytes // 4 if f.access.row_bytes else None
    if rows and words and words % 2:
        return (f"the rows are already padded ({words} words), which still collides for this block shape: "
                "swizzle the column index instead (`tile[row][col ^ row]`, on both the store and the load), or "
                "choose the row length for this launch's shape (`kernlint memory` prints the count)")
    if rows:
        return ("pad each row by one 4-byte word (e.g. `[32][33]` instead of `[32][32]`), so a column's elements "
                "fall in different banks, or swizzle the column index (`tile[row][col ^ row]`, on both the store "
                "and the load)")
    return (f"pad the array: keep element k at k + k / 32 (one spare word every 32 words, the array sized to "
            f"match) in every access of `{name}`, so the lanes spread over the 32 banks; or swizzle the index")


def message(f, text: str, op: str) -> str:
    ways = f.per_request / f.ideal
    way = f"{number_text(ways)}-way"
    return (f"shared {op} `{text}` has a {way} bank conflict: {number_text(f.per_request)} wavefronts per request "
            f"where {number_text(f.ideal)} would do {launch_text(f)}{condition_text(f)}{via_text(f)}")


def _minor(f, unit) -> str:
    """Why a 2-way conflict is not worth changing code for, or "" (issue 17): the access is made once
    per thread (in no loop), or it is the store that fills a tile from global memory."""
    from analyzer.analysis.cost import enclosing_loops, shared_names

    if f.per_request != 2 * f.ideal:
        return ""
    if f.access.addr is not None and _network_stride(f.access.addr):
        return ("a 2-way conflict of a sorting or transform network's stride pattern (`2 * tid - (tid & (stride - "
                "1))`): it moves with the stride, and no padding removes it for every stage")
    node = f.access.node
    for func in unit.tu.functions():
        if func.body is None or not any(n is node for n in iter_nodes(func.body)):
            continue
        if not enclosing_loops(func, node):
            return "a 2-way conflict on an access each thread makes once costs one extra wavefront per warp"
        shared = shared_names(func, unit.tu)
        for n in iter_nodes(func.body):
            if isinstance(n, ast.Assign) and n.target is node and any(
                    isinstance(v, ast.Index) and _root(v) not in shared for v in iter_nodes(n.value)):
                return ("a 2-way conflict on the store that fills the tile from global memory: the global load's "
                        "latency dwarfs one extra wavefront")
    return ""


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


def _root(e) -> str | None:
    while isinstance(e, (ast.Index, ast.Member)):
        e = e.base
    return e.id if isinstance(e, ast.Name) else None


def _shared_dims(func) -> dict[str, tuple[int, ...]]:
    from analyzer.cuda.model.evaluate import evaluate

    out = {}
    for n in iter_nodes(func.body):
        if isinstance(n, ast.Decl) and "__shared__" in n.storage:
            for d in n.declarators:
                dims = tuple(evaluate(e) if e is not None else None for e in (d.dims or ()))
                if dims and all(isinstance(v, int) for v in dims):
                    out[d.name] = dims
    return out


def _padded_variants(kernel: str, unit) -> list[str]:
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
    tiles = _shared_dims(mine)
    out = []
    for other in kernels:
        if other is mine or not _PADDED.search(other.name):
            continue
        same_tile = any(name in tiles and len(dims) == len(tiles[name]) and any(
            sorted(dims[:-1] + (dims[-1] - k,)) == sorted(tiles[name]) for k in range(1, 5))
            for name, dims in _shared_dims(other).items())
        if kernel in other.name or same_tile:
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
    folder = os.path.dirname(unit.path)
    for other in index.kernels_named(mine.name):
        if other.file == unit.path or os.path.dirname(other.file) != folder or not other.static_shared_bytes:
            continue
        extra = other.static_shared_bytes - mine_info.static_shared_bytes
        if any(extra > 0 and extra % r == 0 and extra // r <= 16 for r in rows):
            return [f"{mine.name} ({os.path.basename(other.file)})"]
    return []


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    ways = float(ctx.options.get("min-ways", 2))
    source = unit.tu.source or unit.text
    figures = unit_figures(unit, ctx.shared, ctx.settings, screen=ways > 1)
    for f in shared_findings(unit, ctx.shared, ctx.settings, ways):
        text = source_text(source, f.access.node.span)
        name = text.split("[")[0].strip() or "the array"
        pair = adjacent(f, figures)
        if pair is not None and not pair[1]:
            continue  # NOTE: the second of a pair: one finding, on the first, covers both
        detail = message(f, text, ops_of(f, figures))
        minor = _minor(f, unit)
        baseline = _padded_variants(f.access.kernel, unit)
        if baseline:
            where = "The folder" if any("(" in n for n in baseline) else "This file"
            detail += (f". {where} also holds {', '.join(f'`{n}`' for n in baseline[:3])}: if this kernel is the "
                       "baseline the padded one is measured against, the conflict is on purpose")
        elif minor:
            detail += f". Minor here: {minor}"
        diag = ctx.report(f.access.node.span, symbol=f.access.kernel, detail=detail,
                          help=fix(f, name, pair[0] if pair else None, source))
        if (minor or baseline) and diag.severity > Severity.NOTE:
            diag = dataclasses.replace(diag, severity=Severity.NOTE)
        yield diag
