"""KL401 uncoalesced-global-access — docs: rules/KL401.yaml.

Global loads and stores whose warp requests move at least 1 / min-efficiency times the 32-byte sectors their lanes
need, for a launch of the kernel found in the sources (or an assumed block, said so), judged by analyzer.analysis.memory
(exact against the hardware: docs/validation/memory-hardware.md). Accesses whose neighbours of the same warp in the
same iteration, or in the next iterations of a loop along the lane's row, use the rest of what they move, touching at
most judge.WALK_LINES lines a request, are notes that say so (judge.neighbours; measured: tools/gpu/rowwalk)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.memory.judge import WALK_LINES, condition_text, global_findings, neighbours, others_text, lane_stride, launch_text, rests_on_block, number_text, ops_of, small_waste, via_text
from analyzer.analysis.memory.kernels import unit_figures
from analyzer.checks._kl401_segments import segment_findings
from analyzer.checks._kl401_fix import (conversion_fix, element_part, element_why, layout_fix, merged_text, paired_stores, register_run, shuffle_fix,
                                        staging, stride_fix, swap_fix, verb, wavefront_fix, whole_record)
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.analysis.baseline import TEXT as BASELINE, baseline_kernels
from analyzer.analysis.divergence import facts_for
from analyzer.analysis.uncoalesced import minor, per_kernel, producer_layout, tiny_launch, unknown_width
from analyzer.cuda.query import enclosing_function
from analyzer.diagnostics import Diagnostic

ID = "KL401"
KIND = "source"


def _caller(f) -> str:
    """A layout change of an array the kernel is passed changes its callers too (`root` of kind "arg")."""
    root = f.access.root
    if not (isinstance(root, tuple) and len(root) == 3 and root[2] == "arg"):
        return ""
    return f"; `{root[1]}` is an argument of the kernel: the new layout is its callers' too"


def fix(f, unit=None, figures=None) -> str:
    # NOTE: what only a finding needs, imported at the first one: a run without one loads none of it
    from analyzer.analysis.memory.patterns import (block_column, block_field, record_read, record_walk, register_tile,
                                                   row_walk, run_time_width)

    node, size = f.access.node, f.access.size or 4
    stride = lane_stride(f)
    if figures is not None and (shuffle := shuffle_fix(f, figures)):
        return shuffle
    if part := element_part(f, unit, stride):
        return part
    if layout := wavefront_fix(unit, node) or (layout_fix(f, figures, stride) if figures is not None else ""):
        return layout + _caller(f)
    if swap := swap_fix(f, stride):
        return swap
    if isinstance(node, ast.Member) and (stride or 0) > size:
        vector = (f"; or, if every field is used, read the whole {stride}-byte element at once as one "
                  f"{'float4' if stride == 16 else 'float2'}") if stride in (8, 16) else ""
        return (f"store the field `.{node.field}` in an array of its own (structure of arrays), so consecutive "
                f"lanes read consecutive elements{vector}{_caller(f)}")
    line = row_walk(f) if stride is not None else None
    if line is not None:
        return (f"each lane walks its own row or record (the loop at line {line} moves its address one element per iteration) "
                f"and consecutive lanes are {'a row' if run_time_width(f) else f'{stride} bytes'} apart: let the lanes of a warp walk a row together "
                "(threadIdx.x along the row, combining with a warp reduction or ballot), or store the array the "
                "other way round so that consecutive lanes read consecutive elements at each step; the sectors a "
                f"request moves serve the lane's next iterations only while L1 keeps them{_caller(f)}")
    if record_read(f, stride):
        vec = "`uint4`, `float4`" if stride == 16 else "`uint2`, `float2`"
        wider = (f", or one {stride}-byte access of the whole record ({vec} through a cast of the aligned address) "
                 "where the lane uses the rest of it" if stride in (8, 16) else "")
        staged = staging(f, figures, stride) if figures is not None else ""
        staged = staged or whole_record(f, figures, stride)  # NOTE: one vector access keeps the layout too
        soa = (f"keep that word in an array of its own (structure of arrays), so consecutive lanes "
               f"{verb(f)[:-1]} consecutive words")
        return (f"each lane {verb(f)} {size} byte{'s' if size > 1 else ''} at a fixed place of its own {stride}-byte "
                f"record: {staged + '; or, changing the layout, ' + soa if staged else soa + wider}{_caller(f)}")
    if block_column(f, stride):
        return conversion_fix(f, unit, figures) or ("each block walks one column of a table whose rows are a kernel argument long (the lanes a row apart, "
                "the block's place in the row its own): no staging inside the block can coalesce it, since the block "
                "holds only that column, and swapping the indices changes the order in which the table's readers "
                "find it (a scan over all blocks, as a radix sort's, reads it row by row). The layout is the cost: change it where the table is designed "
                "(e.g. block-major, each block's entries contiguous, with its readers changed to match), or keep it")
    if (moved := block_field(f, stride)) is not None:
        return (f"each block reads one field of every {stride}-byte record (the next block's address is {moved} bytes "
                f"on): split the records among the blocks instead of the fields, each block reading whole records "
                f"with consecutive lanes on consecutive words (a word's field is its index modulo {stride // size}) "
                "and reducing per field (one partial result per block and field, combined after)")
    if (stride or 0) > size and (tile := register_tile(f, unit)) is not None:
        return register_run(f, tile, stride)
    if (walk := record_walk(f, unit, stride)) and (staged := staging(f, figures, stride, walked=True)):
        return (f"each lane {verb(f)} its own {stride}-byte record one word per iteration of the unrolled loop at line "
                f"{walk}: {staged}; or, changing the layout, keep each word in an array of its own{_caller(f)}")
    if stride is not None and stride > size:
        return stride_fix(f, unit, stride, size)
    return "index with threadIdx.x along the contiguous dimension, so a warp's lanes read consecutive elements"


def _neighbours_text(near: tuple) -> str:
    lines, walk = near
    where = f" (line{'s' if len(lines) > 1 else ''} {', '.join(map(str, lines[:4]))})" if lines else ""
    if walk is not None:
        line, trips, joint = walk
        also = f" with the accesses{where}" if lines else ""
        which = f"the {trips} iterations" if trips else "the iterations"
        return (f"taken together, {which} of the loop at line {line}{also} use {float(joint):.0%} of "
                "the sectors they move (each lane walks on through its row), and L1 serves the later iterations: the "
                f"bytes come from DRAM once, and a request touches at most {WALK_LINES} 128-byte lines (on an H200 "
                "such walks ran within 1.2x of the coalesced layout: tools/gpu/rowwalk)")
    return (f"the accesses of the same warp in the same iteration to this array{where} use the rest of the sectors "
            "it moves, and L1 serves them: the bytes come from DRAM once")


def message(f, text: str, op: str) -> str:
    return (f"global {op} `{text}` moves {number_text(f.per_request)} sectors per request where its lanes need "
            f"{number_text(f.ideal)} ({f.efficiency:.0%} efficiency) {launch_text(f)}{condition_text(f)}{via_text(f)}")


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    minimum = float(ctx.options.get("min-efficiency", 0.5))
    source = unit.tu.source or unit.text
    figures = unit_figures(unit, ctx.shared, ctx.settings, screen=minimum < 1)
    marked, reported = baseline_kernels(unit, ctx), set()
    for f, others in per_kernel(unit.tu, global_findings(unit, ctx.shared, ctx.settings, minimum)):
        from analyzer.analysis.memory.dispatched import typed  # NOTE: as fix's imports

        text = source_text(source, f.access.node.span)
        detail, also = typed(f, figures, unit, message(f, text, ops_of(f, figures)), others_text(others), minimum, fix)
        detail += merged_text(f, figures, lane_stride(f))
        baseline = f.access.kernel in marked
        part = "" if baseline else element_why(f, unit, lane_stride(f))  # NOTE: a narrow view of wider elements
        near = None if baseline or part else neighbours(f, figures, unit, minimum)
        why = part or ("" if baseline else _neighbours_text(near) if near is not None else minor(f, unit, figures) or (
            "each request moves one sector more than its lanes need (half of two sectors used): a cost only "
            "where the kernel is bound by this access's bandwidth" if small_waste(f) else ""))
        if why and not part and near is None and any(not minor(o, unit, figures) for o in others):
            why = ""  # NOTE: one of the accesses with the same cause is not minor: the problem is not
        if not why and not baseline:  # NOTE: the stores of one 8-byte record are one request's worth (measured)
            why = unknown_width(f, figures) or paired_stores(f, figures, lane_stride(f))  # NOTE: a record's head of unknown width beside this tail
        if not why and not baseline and (func := enclosing_function(unit.tu, f.access.node)) is not None:
            why = tiny_launch(f, unit, figures, facts_for(func, unit, ctx).launches) or producer_layout(
                f, figures, func)
        detail += f". Minor here: {BASELINE if baseline else why}" if baseline or why else ""
        reported.add(f.access.node.span)
        yield ctx.report(f.access.node.span, symbol=f.access.kernel, detail=detail, help=fix(f, unit, figures) + also,
                         note=bool(baseline or why), launch=f if rests_on_block(f, text) else None)
    yield from segment_findings(unit, ctx, reported)  # NOTE: a lane's run from a loaded offset (no figure)
