"""KL402 shared-memory-bank-conflict — docs: rules/KL402.yaml.

Shared-memory loads and stores whose warp requests take at least `min-ways` times the wavefronts their
lanes need (an n-way bank conflict), for a launch of the kernel found in the sources (or an assumed
block, said so), judged by analyzer.analysis.memory (exact against the hardware:
docs/validation/memory-hardware.md). NVIDIA only: HIP sources get no finding (no AMD model)."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from analyzer.analysis.baseline import TEXT as BASELINE, baseline_kernels
from analyzer.analysis.memory.judge import adjacent, number_text, ops_of, rests_on_block, shared_findings
from analyzer.analysis.memory.kernels import unit_figures
from analyzer.analysis.memory.ldmatrix import fix_text
from analyzer.analysis.sharednames import views_text
from analyzer.analysis.uncoalesced import after_loop
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL402"
KIND = "source"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    ways = float(ctx.options.get("min-ways", 2))
    source = unit.tu.source or unit.text
    figures = unit_figures(unit, ctx.shared, ctx.settings, screen=ways > 1)
    marked = baseline_kernels(unit, ctx)
    for f in shared_findings(unit, ctx.shared, ctx.settings, ways):
        # NOTE: what only a finding needs, imported at the first one: a run without one loads none of it
        from analyzer.analysis.conflicts import alignment, array_name, merged_pair, minor as _minor
        from analyzer.analysis.memory.dispatched import (help_text as dispatched_help, kernel_params,
                                                         text as dispatched_text)
        from analyzer.analysis.peritem import per_item
        from analyzer.checks._kl402_classes import launch_bits, reachable, unsure_note
        from analyzer.checks._kl402_fix import fix, message
        from analyzer.checks._kl402_lanes import tile_rows
        text = source_text(source, f.access.node.span)
        name = array_name(f.access.node, text)
        pair = adjacent(f, figures)
        if pair is not None and not pair[1]:
            continue  # NOTE: the second of a pair: one finding, on the first, covers both
        if pair is not None and isinstance(f.access.node, ast.Index):  # NOTE: a struct's fields keep their own
            merged = merged_pair(f, pair)
            if merged.known and merged.ideal and merged.per_request / merged.ideal < ways:
                continue  # NOTE: the compiler merges the pair into one conflict-free wider access
        passed = launch_bits(unit, f, ctx.shared, ctx.settings) if f.classes else None
        if passed:  # NOTE: judged at the classes the launches pass (`16 * n + 8`: 8-way), said as such
            reach = reachable(f.classes[2], f.classes[1], passed)
            known = [r for r in reach if r[1] is not None]
            if known:
                _, per, ideal = max(known, key=lambda r: r[1] / r[2])
                f = replace(f, per_request=per, ideal=ideal, classes=(*f.classes[:2], tuple(reach)))
        params = kernel_params(unit, f.access.kernel)  # NOTE: the type a dispatch's figure is for (C12 of review r9)
        detail = message(f, text, ops_of(f, figures)) + dispatched_text(f, figures, params, number_text)
        baseline = f.access.kernel in marked
        minor = "" if baseline else (_minor(f, unit, figures) or after_loop(f, unit, figures) or per_item(
            f, unit, float(f.per_request - f.ideal) if f.known else 0, f"{number_text(f.per_request - f.ideal)} extra "
            "wavefronts"))
        said = unsure_note(f, ways, passed)
        if said is None:
            continue  # NOTE: every launch passes a value of a class without the conflict (`32 * n + 1`)
        unsure, unsure_is_note = said
        if baseline:
            detail += f". Minor here: {BASELINE}"
        elif minor:
            detail += f". Minor here: {minor}"
        elif unsure:
            detail += f". {unsure}"
        if f.access.instruction:
            help_text = fix_text()
        else:
            # NOTE: the array's accesses under every launch and instantiation of the kernel with its element size: one
            # declaration serves them all, so a padding must leave each no worse (review r17 A-Q5: tr<true>'s 8x32 and
            # tr<false>'s 32x8); an instance of another element type is padded by its own words (colRead<double>)
            others = tuple(g for g in figures if g is not f and g.access.space == "shared" and g.access.root ==
                           f.access.root and g.access.kernel == f.access.kernel and (
                               g.access.node is not f.access.node or (g.block, g.template) != (f.block, f.template))
                           and ((g.block, g.template) == (f.block, f.template) or g.access.size == f.access.size))
            help_text = fix(f, name, pair[0] if pair else None, source, *alignment(f, figures, unit),
                            tile=tile_rows(f, unit), others=others)
            help_text += dispatched_help(f, figures, params, lambda g: fix(
                g, name, pair[0] if pair else None, source, *alignment(g, figures, unit), tile=tile_rows(g, unit)),
                lambda g: g.per_request / g.ideal >= ways)
            help_text += views_text(unit, f.access.node, name, help_text)
        yield ctx.report(f.access.node.span, symbol=f.access.kernel, detail=detail, help=help_text,
                         note=bool(minor or baseline or unsure_is_note), launch=f if rests_on_block(f, text) else None)

