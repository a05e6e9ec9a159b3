"""KL201 divergent-branch — docs: rules/KL201.yaml.

Branches (if/else, switch, loop conditions, ternaries whose arms call or assign) whose condition splits
the lanes of a warp, judged by analyzer.analysis (variance over the launch shapes of the kernel; tail
guards, single-leader branches and data-dependent conditions are not findings: see
analyzer/analysis/divergence.py). Severity from analyzer/analysis/cost.py: a region an optimised build
keeps as a branch is a warning; one the compiler predicates (short arms) is a note that says so. Fix
texts are checked by machine (analyzer/checks/_kl201_fix.py)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis import terms as T
from analyzer.analysis.cost import enclosing_loops, region_cost, shared_names
from analyzer.analysis.idioms import butterfly, halo_load, pure_copy, tile_edge, triangular_loop, wavefront_step
from analyzer.analysis.steps import group_leader, scan_step, warp_step
from analyzer.analysis.divergence import (analysed_functions, facts_for, judge_branch, program_for, shapes_for,
                                          strip_tail_guards)
from analyzer.checks._kl201_fix import fix_text, message, reduction, variants, without_cost
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL201"
KIND = "source"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    warp = unit.warp_size
    source = unit.tu.source or unit.text
    functions = program_for(unit, ctx).functions  # NOTE: the file's device functions by name, built once

    def snippet(e: ast.Expr) -> str:
        return source_text(source, e.span)

    for func, result in analysed_functions(unit, ctx):
        seen = set()
        shared = None
        for site in result.branches:
            key = (site.cond.span, site.kind)
            if key in seen:
                continue
            seen.add(key)
            finding = judge_branch(site, func, unit, ctx)
            if finding is None:
                continue
            if shared is None:
                shared = shared_names(func, unit.tu)
            loops = enclosing_loops(func, site.node)
            if halo_load(site, site.val.term, shared) or butterfly(site.val.term) or wavefront_step(
                    site, site.val.term, func, loops):
                continue  # NOTE: the algorithm's own divergence (analyzer/analysis/idioms.py)
            cost = region_cost(site, func, functions, shared)
            text = snippet(site.cond) or T.render(site.val.term)
            launches, assumed = shapes_for(func, site.val.term, unit, ctx)
            shapes = [finding.split.shape] + [s for s in launches + assumed if s != finding.split.shape]
            stripped = strip_tail_guards(site.val.term)
            edge = not cost.predicated and site.kind in ("if", "ternary") and tile_edge(stripped, finding.split)
            step = warp_step(site, site.val.term, loops, warp)
            scan = not step and not cost.predicated and scan_step(site, stripped, loops,
                                                                  finding.split)
            tail = not cost.predicated and ((site.kind == "loop" and triangular_loop(stripped)) or pure_copy(site))
            launched = facts_for(func, unit, ctx).launches if func.is_kernel else ()
            unresolved = f"line {launched[0].line}" if launched and not launches and launched[0].file == unit.path else ""
            once = (not cost.predicated and bool(launched) and site.kind != "loop" and not loops
                    and all(a.loops == 0 for a in cost.arms)
                    and all(tuple(l.grid or ()) == (1, 1, 1) for l in launched))
            detail = message(finding, text, warp, cost, func.name, len(assumed) if not launches else 1, unresolved)
            siblings = variants(func, unit) if not cost.predicated and reduction(site.val.term) else []
            if siblings:
                detail += (f". This file also holds {', '.join(f'`{n}`' for n in siblings[:3])}: if this kernel is "
                           f"the baseline those variants are measured against, it is divergent on purpose")
            reasons: list[str] = []  # why the idle lanes are not worth acting on: replaces the cost clause
            if edge:
                reasons.append(
                    ". This is the edge of the work (a few border threads, or one row or column of the tile): "
                    "the other lanes have no such work, and the idle lanes are bounded by one warp per block "
                    "or one row per tile")
            if tail:
                reasons.append(
                    ". Minor here: " + ("the arms only copy memory, which is bandwidth-bound (idle lanes cost no "
                                        "bandwidth)" if site.kind != "loop" else
                                        "the trip count grows with the thread's index (a triangular or causal "
                                        "loop), so neighbouring lanes differ by a few iterations: the idle lanes "
                                        "are the shape of the work (a tail)"))
            if step:
                reasons.append(
                    ". This is a step of a scan or tree inside one warp (a bound the loop carries, with a shuffle or "
                    "a warp sync each step): every warp runs the same steps, so no mapping of threads to warps "
                    "removes the idle lanes")
            leader = None if (step or scan or cost.predicated) else group_leader(site, site.val.term, func)
            if leader:
                reasons.append(
                    f". The lanes of each group of {leader} exchanged their values by shuffles just before: one "
                    "lane per group decides for the group, and the others have nothing to do (a group leader)")
            if scan:
                reasons.append(
                    ". This is a step of a scan or of a triangular loop: the bound moves with the loop, and at "
                    "each step only the lanes on one side of it, in at most one warp of the block, skip the work")
            if once and not (edge or tail or step or scan or leader):
                where = ", ".join(f"line {l.line}" for l in launched[:3]) if launched[0].file == unit.path else "elsewhere"
                reasons.append(
                    f". Minor here: every launch of `{func.name}` is a single block ({where}) and the branch is in "
                    "no loop, so each warp runs it once per launch: the idle lanes cost the arm's time once")
            if reasons:
                detail = without_cost(detail) + "".join(reasons)
            # NOTE: `reasons` is non-empty exactly when one of edge, tail, step, leader, scan or once holds
            yield ctx.report(site.cond.span, symbol=func.name, detail=detail,
                             help=None if reasons else fix_text(finding, warp, snippet, shapes),
                             note=bool(cost.predicated or siblings or reasons))
