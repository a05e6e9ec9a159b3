"""KL201 divergent-branch — docs: rules/KL201.yaml.

Branches (if/else, switch, loop conditions, ternaries whose arms call or assign) whose condition splits
the lanes of a warp, judged by analyzer.analysis (variance over the launch shapes of the kernel; tail
guards, single-leader branches and data-dependent conditions are not findings: see
analyzer/analysis/divergence.py)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis import terms as T
from analyzer.analysis.divergence import WarpFinding, analysed_functions, judge_branch
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL201"
KIND = "source"

_WHAT = {"if": "the two paths run one after the other",
         "ternary": "both arms run one after the other",
         "switch": "the cases run one after the other",
         "loop": "lanes that finish early idle until the warp's last lane is done"}


def _ops(term: T.Term) -> set[str]:
    out, stack = set(), [term]
    while stack:
        node = stack.pop()
        out.add(node[0])
        stack.extend(T.children(node))
    return out


def _rewrite(cond: ast.Expr, text) -> str | None:
    """`tid % 2 == 0` -> `(tid / warpSize) % 2 == 0`; `tid & 1` -> `(tid / warpSize) & 1`."""
    inner, rest = cond, ""
    if isinstance(cond, ast.Binary) and cond.op in ("==", "!=") and isinstance(cond.right, ast.IntLit):
        inner, rest = cond.left, f" {cond.op} {text(cond.right)}"
    if isinstance(inner, ast.Binary) and inner.op in ("%", "&") and isinstance(inner.right, ast.IntLit):
        left = text(inner.left)
        if isinstance(inner.left, (ast.Binary, ast.Conditional, ast.Assign)):
            left = f"({left})"  # NOTE: `tid >> 1 & 1` -> `((tid >> 1) / warpSize) & 1`, not `tid >> 1 / warpSize`
        return f"`({left} / warpSize) {inner.op} {text(inner.right)}{rest}`"
    return None


def _fix(finding: WarpFinding, warp: int, text) -> str:
    split, term, site = finding.split, finding.site.val.term, finding.site
    atoms = {leaf[1] for leaf in T.leaves(term) if leaf[0] == "t"}
    rows = split.shape.y * split.shape.z > 1
    if not split.shape.assumed and split.shape.x % warp and (atoms & {"y", "z"} or rows):
        return (f"blockDim.x = {split.shape.x} is not a multiple of {warp}, so one warp holds several rows of "
                f"threadIdx.y; launch with blockDim.x a multiple of {warp}, or branch on the warp index "
                f"(linear thread id / warpSize)")
    if site.kind == "loop":
        return "give every lane of a warp the same trip count (e.g. derive it from the warp index) if the work allows"
    rewrite = _rewrite(site.cond, text)
    if rewrite and "warpSize" not in text(site.cond):
        return f"partition by warp instead: {rewrite}"
    top = term[0]
    if top in T.COMPARE and (T.is_const(term[1]) or T.is_const(term[2])) and not (_ops(term) & {"%", "&", "^"}):
        return f"move the threshold to a multiple of the warp size ({warp}) if the work allows"
    return "partition by warp instead: derive the condition from `tid / warpSize` rather than from the lane"


def message(finding: WarpFinding, text: str, warp: int, snippet) -> str:
    s = finding.split
    unit = "warp" if warp == 32 else "wavefront"
    groups = f"two groups of {s.first} lanes" if s.first == s.second else f"groups of {s.first} and {s.second} lanes"
    if s.warps == s.of and s.of > 1:
        where = f"splits every {unit} into {groups}"
    else:
        where = (f"splits {unit} {s.warp} (lanes {s.first} / {s.second}; {s.warps} of the block's {s.of} "
                 f"{unit}s split)")
    kind = {"loop": "loop condition", "switch": "switch on", "ternary": "ternary condition"}.get(
        finding.site.kind, "condition")
    if finding.site.kind == "loop":
        where = "gives the lanes of a warp different trip counts (on some iteration it " + where + ")"
    launch = f" with {s.shape.label}" if not s.shape.assumed else ""
    return f"{kind} `{text}` {where}{launch}; {_WHAT[finding.site.kind]}. Fix: {_fix(finding, warp, snippet)}"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    warp = unit.warp_size
    source = unit.tu.source or unit.text

    def snippet(e: ast.Expr) -> str:
        return source_text(source, e.span)

    for func, result in analysed_functions(unit, ctx):
        seen = set()
        for site in result.branches:
            key = (site.cond.span, site.kind)
            if key in seen:
                continue
            seen.add(key)
            finding = judge_branch(site, func, unit, ctx)
            if finding is None:
                continue
            text = snippet(site.cond) or T.render(site.val.term)
            yield ctx.report(site.cond.span, symbol=func.name, detail=message(finding, text, warp, snippet))
