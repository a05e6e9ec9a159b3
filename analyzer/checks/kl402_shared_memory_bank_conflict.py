"""KL402 shared-memory-bank-conflict — docs: rules/KL402.yaml.

Shared-memory loads and stores whose warp requests take at least `min-ways` times the wavefronts their
lanes need (an n-way bank conflict), for a launch of the kernel found in the sources (or an assumed
block, said so), judged by analyzer.analysis.memory (exact against the hardware:
docs/validation/memory-hardware.md). NVIDIA only: HIP sources get no finding (no AMD model)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Iterator

from analyzer.analysis.memory.judge import (condition_text, adjacent, interleaved, launch_text, number_text, ops_of,
                                            rests_on_block,
                                            shared_findings, tree_step as _tree_step, via_text)
from analyzer.analysis.memory.classes import class_name
from analyzer.analysis.memory.kernels import unit_figures
from analyzer.analysis.memory.ldmatrix import fix_text
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.analysis.baseline import TEXT as BASELINE, baseline_kernels
from analyzer.analysis.conflicts import alignment, array_name, chunk_swizzle, merged_pair, minor as _minor
from analyzer.analysis.sharednames import views_text
from analyzer.diagnostics import Diagnostic

ID = "KL402"
KIND = "source"


_PAIR = {2: "a 4-byte pair (`short2`/`half2`)", 4: "one `float2`/`int2`", 8: "one `double2`"}


def fix(f, name: str, pair=None, source: str = "", vector: int = 4, wmma: bool = False) -> str:
    node = f.access.node
    if pair is not None:
        other = source_text(source, pair.access.node.span)
        return (f"each lane also {'reads' if f.access.op == 'load' else 'writes'} the neighbouring element "
                f"(`{other}`): access the two together as {_PAIR[f.access.size]} through a cast of the aligned "
                "address, one conflict-free request instead of two conflicting ones")
    if f.iteration is not None and interleaved(f):
        return ("the stride changes every round (interleaved addressing, `c * stride * tid`): for a reduction, "
                "address sequentially instead (`for (s = blockDim.x / 2; s > 0; s >>= 1) { if (tid < s) a[tid] += "
                "a[tid + s]; __syncthreads(); }`), whose lanes read consecutive words in every round")
    if f.iteration is not None and _tree_step(f):
        return (f"the lanes' stride changes every round (a scan's tree, `stride * (2 * tid + 1) - 1`), and the tree's "
                f"partial sums must stay where the later rounds read them: pad by index instead, keeping element k "
                f"at k + k / 32 (`k + (k >> 5)`, the conflict-free offsets of GPU Gems 3 ch. 39's scan) in every "
                f"access of `{name}`, the array sized to match, which spreads the lanes over the banks in every round")
    while isinstance(node, (ast.Unary, ast.Cast)) and not getattr(node, "postfix", False):
        node = node.operand if isinstance(node, ast.Unary) else node.expr  # NOTE: `*((float4 *)&s[y][x])`
    rows = isinstance(node, ast.Index) and isinstance(node.base, ast.Index)
    size = f.access.size or 4
    words = f.access.row_bytes // 4 if f.access.row_bytes else None
    swizzle = (f"swizzle the column index instead (`{name}[row][col ^ row]`, on both the store and the load), "
               f"which keeps every row aligned")
    if vector > max(size, 4) or (vector > 4 and not rows):  # NOTE: k + k / 32 misaligns the access itself too
        if wmma:
            return (f"padding would misalign the rows (`wmma::load_matrix_sync` needs its rows 256-bit aligned): "
                    f"{swizzle}")
        return chunk_swizzle(name, size, vector, rows, words)
    narrow = _narrow_fix(f, words) if rows and words else None
    if narrow:
        return narrow
    if rows and words and words % 2:
        return (f"the rows are already padded ({words} words), which still collides for this block shape: "
                f"{swizzle}, or choose the row length for this launch's shape (`kernlint memory` prints the count)")
    if rows:
        element = {8: ("one 8-byte element (8 bytes per row keeps its 8-byte accesses aligned: a `double` tile "
                       "`[32][33]` doubles)"),
                   16: "one 16-byte element"}.get(size, "one 4-byte word (e.g. `[32][33]` instead of `[32][32]`)")
        return (f"pad each row by {element}, so a column's elements fall in different banks, or swizzle the "
                f"column index (`{name}[row][col ^ row]`, on both the store and the load)")
    return (f"pad the array: keep element k at k + k / 32 (one spare word every 32 words, the array sized to "
            f"match) in every access of `{name}`, so the lanes spread over the 32 banks; or swizzle the index")


def _narrow_fix(f, words: int) -> str | None:
    """A block narrower than a warp (16x4): a warp holds 32 / bx rows of threads, and one spare word per row
    does not separate them. The row length that does, on a model of the access (row walk `s[ty][tx + c]`:
    words r * L + x; column walk `s[tx][ty + c]`: words x * L + r), when the lanes step so."""
    from analyzer.analysis.memory.judge import lane_stride

    bx = f.block[0]
    size = f.access.size or 4
    if size != 4 or bx >= 32 or 32 % bx or f.block[1] < 2:
        return None
    k = 32 // bx
    stride = lane_stride(f)
    if stride == 4:
        lanes = lambda L: [r * L + x for r in range(k) for x in range(bx)]  # noqa: E731
        shape = f"each warp holds {k} rows of this {bx}-wide block side by side"
    elif stride == 4 * words:
        lanes = lambda L: [x * L + r for x in range(bx) for r in range(k)]  # noqa: E731
        shape = f"each warp reads {bx} rows at {k} neighbouring columns"
    else:
        return None
    for L in range(words + 1, words + 33):
        if len({w % 32 for w in lanes(L)}) == 32:
            return (f"the block is {bx} threads wide, so {shape}, and one spare word per row does not separate them: "
                    f"make the rows {L} words long (`[...][{L}]` instead of `[...][{words}]`), which puts the 32 lanes "
                    "in 32 banks for this launch, or swizzle the column index")
    return None


def message(f, text: str, op: str) -> str:
    ways = f.per_request / f.ideal
    way = f"{number_text(ways)}-way"
    asm = f" (`{f.access.instruction}`: the 16-byte rows of its 8x8 matrices)" if f.access.instruction else ""
    if asm and "//" in text:  # NOTE: an `asm` statement with a comment inside: what comes before it
        text = text.split("//")[0].rstrip() + " ..."
    return (f"shared {op} `{text}`{asm} has a {way} bank conflict: {number_text(f.per_request)} wavefronts per request "
            f"where {number_text(f.ideal)} would do {launch_text(f)}{condition_text(f)}{via_text(f)}")


def _reach(rows: tuple, top: int, passed: tuple | None) -> list:
    """The classes (rows) a launch can pass: every class without `passed`; with the low bits every launch's
    argument is known to have (value = r mod 2^m), the one class of r's valuation when it is below m, else the
    classes from m up."""
    if not passed:
        return list(rows)
    r, m = passed[0], passed[1]
    v = (r & -r).bit_length() - 1 if r else m
    return [row for row in rows if (row[0] == v if v < m else row[0] >= min(m, top))]


def _unsure(f, ways: float, passed: tuple | None = None) -> str | None:
    """Why a count per class of a kernel argument (analysis/memory/classes.py) is a note: some class the launches
    can pass conflicts less than `min-ways`, and no launch fixes the argument. "" when every such class conflicts
    (a warning); None when none does (no finding). `passed`: the argument's low bits at every launch (_passed)."""
    if f.sizes:  # NOTE: rounds a kernel argument sets (classes.by_size): a note where some size conflicts less
        name, _, _, rows = f.sizes
        least = Fraction(ways).limit_denominator()
        clean = [s for s, w, _ in rows if w < least]
        if not clean:
            return ""
        every = clean == [s for s, _, _ in rows if s <= max(clean)]
        which = f"every {name} that is a power of two up to {max(clean)}" if every else \
            f"{name} = {', '.join(map(str, clean))}"
        return f"A note: no launch of the kernel fixes {name}, and the conflict is under {number_text(least)}-way " \
            f"for {which}"
    if not f.classes:
        return ""
    least = Fraction(ways).limit_denominator()
    name, top, rows = f.classes
    reach = _reach(rows, top, passed)
    clean = [class_name(name, v, top) for v, p, i in reach if p is None or p / i < least]
    if passed and len(clean) == len(reach) and all(p is not None for _, p, _ in reach):
        return None
    if not clean:
        fewest = min(p / i for _, p, i in reach)
        which = (class_name(name, reach[0][0], top) if len(reach) == 1 or reach[0][0] >= top
                 else f"every {name} that is a multiple of {2 ** reach[0][0]}")
        return "" if not passed else f"Every launch passes {passed[2]}: {which}, at least {number_text(fewest)}-way"
    unknown = " (or not known)" if any(p is None for _, p, _ in reach) else ""
    return (f"A note: no launch of the kernel fixes {name}, and the conflict is under "
            f"{number_text(least)}-way{unknown} for {' and '.join(clean)}")


def _bits(e) -> tuple[int, int]:
    """(r, m): the value of the expression `e` is r modulo 2^m, as far as its form says (`64`: 64 mod 2^64;
    `32 * n + 1`: 1 mod 32; `n << 5`: 0 mod 32; a name: 0 mod 1)."""
    if isinstance(e, ast.IntLit):
        return e.value, 64
    if isinstance(e, ast.Cast):
        return _bits(e.expr)
    if isinstance(e, ast.Binary) and e.op in ("*", "<<", "+", "-"):
        (ra, ma), (rb, mb) = _bits(e.left), _bits(e.right)
        if e.op == "<<":
            return (ra << rb, min(64, ma + rb)) if mb == 64 and 0 <= rb <= 64 else (0, 0)
        if e.op == "*":
            va = min(ma, (ra & -ra).bit_length() - 1 if ra else ma)
            vb = min(mb, (rb & -rb).bit_length() - 1 if rb else mb)
            m = min(64, ma + vb, mb + va)
            return (ra * rb) % (1 << m), m
        m = min(ma, mb)
        return (ra + rb if e.op == "+" else ra - rb) % (1 << m), m
    return 0, 0


def _passed(unit, f, shared: dict, settings) -> tuple | None:
    """(r, m, the texts): the argument of f's classes is r modulo 2^m at every launch of the kernel in this file
    with f's block, read off each argument as written (`k<<<g, b>>>(s, 2 * n)`: 0 mod 2); None when a launch is
    elsewhere or the launches say nothing common."""
    from analyzer.analysis.launches import launch_facts
    from analyzer.cuda.query import iter_nodes

    func = next((k for k in unit.tu.kernels() if k.name == f.access.kernel and k.body is not None), None)
    index = next((i for i, p in enumerate(func.params) if p.name == f.classes[0]), None) if func else None
    if index is None:
        return None
    launches = [la for la in launch_facts(unit, func, shared, settings).launches if tuple(la.block or ()) == f.block]
    if not launches or any(la.file != unit.path for la in launches):
        return None
    spans = {la.span for la in launches}
    nodes = [n for fn in unit.tu.functions() for n in iter_nodes(fn.body)
             if isinstance(n, ast.Launch) and n.span in spans and len(n.args) > index]
    if len(nodes) != len(spans):
        return None
    bits = [_bits(n.args[index]) for n in nodes]
    m = min(b for _, b in bits)
    residues = {r % (1 << m) for r, _ in bits}
    if not m or len(residues) != 1:
        return None
    source = unit.tu.source or unit.text
    return residues.pop(), m, ", ".join(f"`{source_text(source, n.args[index].span)}`" for n in nodes)


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    ways = float(ctx.options.get("min-ways", 2))
    source = unit.tu.source or unit.text
    figures = unit_figures(unit, ctx.shared, ctx.settings, screen=ways > 1)
    marked = baseline_kernels(unit, ctx)
    for f in shared_findings(unit, ctx.shared, ctx.settings, ways):
        text = source_text(source, f.access.node.span)
        name = array_name(f.access.node, text)
        pair = adjacent(f, figures)
        if pair is not None and not pair[1]:
            continue  # NOTE: the second of a pair: one finding, on the first, covers both
        if pair is not None and isinstance(f.access.node, ast.Index):  # NOTE: a struct's fields keep their own
            merged = merged_pair(f, pair)
            if merged.known and merged.ideal and merged.per_request / merged.ideal < ways:
                continue  # NOTE: the compiler merges the pair into one conflict-free wider access
        passed = _passed(unit, f, ctx.shared, ctx.settings) if f.classes else None
        if passed:  # NOTE: judged at the classes the launches pass (`16 * n + 8`: 8-way), said as such
            reach = _reach(f.classes[2], f.classes[1], passed)
            known = [r for r in reach if r[1] is not None]
            if known:
                _, per, ideal = max(known, key=lambda r: r[1] / r[2])
                f = replace(f, per_request=per, ideal=ideal, classes=(*f.classes[:2], tuple(reach)))
        detail = message(f, text, ops_of(f, figures))
        baseline = f.access.kernel in marked
        minor = "" if baseline else _minor(f, unit, figures)
        unsure = _unsure(f, ways, passed)
        if unsure is None:
            continue  # NOTE: every launch passes a value of a class without the conflict (`32 * n + 1`)
        if baseline:
            detail += f". Minor here: {BASELINE}"
        elif minor:
            detail += f". Minor here: {minor}"
        elif unsure:
            detail += f". {unsure}"
            unsure = "" if unsure.startswith("Every launch") else unsure
        if f.access.instruction:
            help_text = fix_text()
        else:
            help_text = fix(f, name, pair[0] if pair else None, source, *alignment(f, figures, unit))
            help_text += views_text(unit, f.access.node, name, help_text)
        yield ctx.report(f.access.node.span, symbol=f.access.kernel, detail=detail, help=help_text,
                         note=bool(minor or baseline or unsure), launch=f if rests_on_block(f, text) else None)

