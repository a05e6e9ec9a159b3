"""KL201 divergent-branch — docs: rules/KL201.yaml.

Branches (if/else, switch, loop conditions, ternaries whose arms call or assign) whose condition splits
the lanes of a warp, judged by analyzer.analysis (variance over the launch shapes of the kernel; tail
guards, single-leader branches and data-dependent conditions are not findings: see
analyzer/analysis/divergence.py). Severity from analyzer/analysis/cost.py: a region an optimised build
keeps as a branch is a warning; one the compiler predicates (short arms) is a note that says so. Fix
texts are checked by machine (analyzer/checks/_kl201_fix.py)."""

from __future__ import annotations

from typing import Iterator

import dataclasses

from analyzer.analysis import terms as T
from analyzer.analysis.cost import RegionCost, enclosing_loops, region_cost, shared_names
from analyzer.analysis.idioms import butterfly, halo_load, pure_copy, tile_edge, triangular_loop, wavefront_step
from analyzer.analysis.divergence import WarpFinding, analysed_functions, judge_branch, shapes_for, strip_tail_guards
from analyzer.checks._kl201_fix import REDUCTION_FIX, partition_fix, reduction
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic, Severity

ID = "KL201"
KIND = "source"


def _ops(term: T.Term) -> set[str]:
    out, stack = set(), [term]
    while stack:
        node = stack.pop()
        out.add(node[0])
        stack.extend(T.children(node))
    return out


def _what(site, cost: RegionCost) -> str:
    """What the split costs, in words that fit the construct (one path or two)."""
    if site.kind == "loop":
        return "lanes that finish early idle until the warp's last lane is done"
    if site.kind == "switch":
        return "the warp runs each case its lanes take, one after the other, the other lanes idle"
    node = site.node
    if isinstance(node, ast.If) and node.other is None:
        return "the lanes that skip the body idle while the others run it"
    return "the warp runs both paths one after the other, each with the other lanes idle"


def _fix(finding: WarpFinding, warp: int, text, shapes) -> str:
    split, term, site = finding.split, finding.site.val.term, finding.site
    atoms = {leaf[1] for leaf in T.leaves(term) if leaf[0] == "t"}
    rows = split.shape.y * split.shape.z > 1
    if not split.shape.assumed and split.shape.x % warp and (atoms & {"y", "z"} or rows):
        return (f"blockDim.x = {split.shape.x} is not a multiple of {warp}, so each warp holds {warp // split.shape.x if split.shape.x < warp else 'parts of several'} "
                f"rows of threadIdx.y and a row-dependent condition splits it. Reorganise so that a warp's lanes share "
                f"the condition: branch on the warp index (`(threadIdx.y * blockDim.x + threadIdx.x) / warpSize`) "
                f"with the data index derived from it, or give each row a multiple of {warp} threads if the "
                f"tile's shape is free")
    if reduction(term):
        return REDUCTION_FIX
    if site.kind == "loop":
        return ("give every lane of a warp the same trip count (e.g. derive it from the warp index), or "
                "reorganise the work so that lanes with more iterations share a warp")
    if site.kind in ("if", "ternary"):
        checked = partition_fix(site, term, shapes, warp, text)
        if checked:
            return checked
    top = term[0]
    if top in T.COMPARE and (T.is_const(term[1]) or T.is_const(term[2])) and not (_ops(term) & {"%", "&", "^"}):
        return (f"if the threshold is not the data's own boundary, give the work to whole warps: a threshold "
                f"that is a multiple of {warp} splits no warp (this changes how many threads work, so the "
                f"work must be redistributed to match)")
    return ("reorganise the work by warps: make the condition a function of the warp index (`tid / warpSize`) "
            "and derive each thread's data index from it; rewriting the condition alone changes which work "
            "is done")


def _launch_words(s, func_name: str, variants: int) -> str:
    if not s.shape.assumed:
        return f"with {s.shape.label}"
    tell = (f"no launch of `{func_name}` in the analysed files: set `block-size` in the config, or pass "
            f"--block-size, to tell kernlint")
    if variants > 1:
        return f"for every block size from 64 to 1024 threads ({tell})"
    return f"assuming a {s.shape.x}x{s.shape.y}x{s.shape.z} block ({s.shape.threads} threads; {tell})"


def message(finding: WarpFinding, text: str, warp: int, cost: RegionCost, func_name: str = "",
            variants: int = 1) -> str:
    s = finding.split
    unit = "warp" if warp == 32 else "wavefront"
    groups = f"two groups of {s.first} lanes" if s.first == s.second else f"groups of {s.first} and {s.second} lanes"
    if s.warps == s.of and s.of > 1:
        where = f"splits every {unit} into {groups}"
    elif s.shape.assumed and variants > 1:
        where = f"splits a {unit} into {groups}"  # NOTE: warp counts would be those of one assumed size
    else:
        where = (f"splits {unit} {s.warp} (lanes {s.first} / {s.second}; {s.warps} of the block's {s.of} "
                 f"{unit}s split)")
    kind = {"loop": "loop condition", "switch": "switch on", "ternary": "ternary condition"}.get(
        finding.site.kind, "condition")
    if finding.site.kind == "loop":
        where = "gives the lanes of a warp different trip counts (on some iteration it " + where + ")"
    body = f"{kind} `{text}` {where} {_launch_words(s, func_name, variants)}; {_what(finding.site, cost)}"
    if cost.predicated:
        return (f"{body}. Cheap here: {cost.why}, so an optimised build predicates them and keeps no divergent "
                f"branch (the study notes' mathKernel1 case: ncu shows divergence only with -G)")
    return f"{body}. It costs time: {cost.why}"


def _variants(func: ast.Function, unit) -> list[str]:
    """Other kernels of the file that share a word of five letters or more with this one's name
    (`reduceNeighbored` / `reduceNeighboredLess` / `gpuRecursiveReduce`, `reduce0` / `reduce1`): versions
    of one algorithm kept side by side, as in the book's and the CUDA samples' reduction benchmarks."""
    import re

    def words(name: str) -> set[str]:
        return {w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", name) if len(w) >= 5}

    mine = words(func.name)
    return [f.name for f in unit.tu.functions() if f.is_kernel and f.body is not None and f.name != func.name
            and mine & words(f.name)]


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    warp = unit.warp_size
    source = unit.tu.source or unit.text
    functions: dict[str, list[ast.Function]] = {}
    for f in unit.tu.functions():
        if f.body is not None and not f.is_kernel:
            functions.setdefault(f.name, []).append(f)

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
            if halo_load(site, site.val.term, shared) or butterfly(site.val.term) or wavefront_step(
                    site, site.val.term, func, enclosing_loops(func, site.node)):
                continue  # NOTE: the algorithm's own divergence (analyzer/analysis/idioms.py)
            cost = region_cost(site, func, functions, shared)
            text = snippet(site.cond) or T.render(site.val.term)
            launches, assumed = shapes_for(func, site.val.term, unit, ctx)
            shapes = [finding.split.shape] + [s for s in launches + assumed if s != finding.split.shape]
            stripped = strip_tail_guards(site.val.term)
            edge = not cost.predicated and site.kind in ("if", "ternary") and tile_edge(stripped, finding.split)
            tail = not cost.predicated and ((site.kind == "loop" and triangular_loop(stripped)) or pure_copy(site))
            detail = message(finding, text, warp, cost, func.name, len(assumed) if not launches else 1)
            siblings = _variants(func, unit) if not cost.predicated and reduction(site.val.term) else []
            if siblings:
                detail += (f". This file also holds {', '.join(f'`{n}`' for n in siblings[:3])}: if this kernel is "
                           f"the baseline those variants are measured against, it is divergent on purpose")
            if edge:
                detail = detail.split(". It costs time")[0] + (
                    ". This is the edge of the work (a few border threads, or one row or column of the tile): "
                    "the other lanes have no such work, and the idle lanes are bounded by one warp per block "
                    "or one row per tile")
            if tail:
                detail = detail.split(". It costs time")[0] + (
                    ". Minor here: " + ("the arms only copy memory, which is bandwidth-bound (idle lanes cost no "
                                        "bandwidth)" if site.kind != "loop" else
                                        "the trip count grows with the global index, so the lanes of a warp differ "
                                        "by at most a warp's width of iterations out of many (a tail)"))
            diag = ctx.report(site.cond.span, symbol=func.name, detail=detail,
                              help=None if edge or tail else _fix(finding, warp, snippet, shapes))
            if (cost.predicated or edge or siblings or tail) and diag.severity > Severity.NOTE:
                diag = dataclasses.replace(diag, severity=Severity.NOTE)
            yield diag
