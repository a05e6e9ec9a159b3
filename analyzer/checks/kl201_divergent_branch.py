"""KL201 divergent-branch — docs: rules/KL201.yaml.

Branches (if/else, switch, loop conditions, ternaries, value ternaries as notes) whose condition splits
the lanes of a warp, judged by analyzer.analysis (variance over the launch shapes of the kernel; tail
guards, single-leader branches and data-dependent conditions are not findings: see
analyzer/analysis/divergence.py). Severity from analyzer/analysis/cost.py and share.py: a region an optimised
build keeps as a branch is a warning where it costs a material share of its path's issue time; one the compiler
predicates is a note that says so, and so is one whose idle lanes are the shape of the work (`_idiom`). The
facts of a finding become its message, fix and severity in one place, `_kl201_fix.grade`."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from analyzer.analysis import terms as T
from analyzer.analysis.baseline import baseline_kernels
from analyzer.analysis.values import Val
from analyzer.analysis.cost import enclosing_loops, region_cost, walker
from analyzer.analysis.share import RUNTIME_TRIPS, call_paths, share
from analyzer.analysis.sharednames import shared_names
from analyzer.analysis.idioms import butterfly, halo_load, pure_copy, tile_edge, wavefront_step
from analyzer.analysis.lanegroups import owning_group, turn_group
from analyzer.analysis.launches import near
from analyzer.analysis.prologue import calls_of, once_per_block
from analyzer.analysis.trips import triangular_loop, warp_trips
from analyzer.analysis.unroll import CompileTime
from analyzer.analysis.steps import group_leader, scan_step, warp_step
from analyzer.analysis.divergence import analysed_functions, facts_for, judge_branch, program_for, shapes_for
from analyzer.analysis.tailguards import strip_tail_guards
from analyzer.checks._kl201_fix import Facts, grade
from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL201"
KIND = "source"


def _idiom(site, finding, func, unit, cost, loops, launched, compile_time, calls) -> tuple[str, str]:
    """(the idiom that makes the idle lanes the shape of the work, its detail), or ("", ""): the facts
    `grade` (analyzer/checks/_kl201_fix.py) words; the first that holds wins."""
    warp, term = unit.warp_size, site.val.term
    stripped = strip_tail_guards(term)
    predicated = cost.predicated and not cost.exits  # NOTE: exited lanes still idle: the idiom says why if one holds
    if not predicated and site.kind == "if" and pure_copy(site):
        return "copy", ""
    other = cost.arms[1] if len(cost.arms) > 1 else None
    own_work = other is not None and bool(other.loops) and bool(cost.arms[0].loops)
    if not predicated and site.kind in ("if", "ternary") and not own_work and not finding.serial \
            and tile_edge(stripped, finding.split):  # NOTE: a leader's serial loop is work its warp could share
        return "edge", ""  # NOTE: a loop in both arms is two works of their own in one warp, no edge
    if not predicated and site.kind == "loop":
        spread = triangular_loop(stripped, site.node, finding.split.shape, warp)
        if spread:
            return "triangular", spread
    if warp_step(site, term, loops, warp):
        return "warp-step", ""
    if predicated:
        return "", ""
    leader = group_leader(site, term, func)
    if leader:
        return "leader", str(leader)
    if scan_step(site, stripped, loops, finding.split):
        return "scan", ""
    if (launched and site.kind != "loop" and not loops and all(a.loops == 0 for a in cost.arms)
            and all(tuple(l.grid or ()) == (1, 1, 1) for l in launched)):
        where = ", ".join(f"line {l.line}" for l in launched[:3]) if launched[0].file == unit.path else "elsewhere"
        return "once", where
    where = once_per_block(site, func, unit.tu.functions(), cost, compile_time, calls, loops)
    return ("prologue", where) if where else ("", "")


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    warp = unit.warp_size
    source = unit.tu.source or unit.text
    program = program_for(unit, ctx)
    functions = program.functions  # NOTE: the file's device functions by name, built once
    marked = baseline_kernels(unit, ctx)
    declared = frozenset(f.name for f in unit.tu.functions() if f.body is None)  # NOTE: defined in another unit
    calls: dict = {}  # NOTE: the unit's calls by callee, walked once (analysis/prologue.py)

    def snippet(e: ast.Expr) -> str:
        return source_text(source, e.span)

    for func, result in analysed_functions(unit, ctx):
        seen, shared = set(), None
        instances: dict[tuple, CompileTime] = {}  # NOTE: what the compiler knows of each instance judged
        counters: dict[tuple, object] = {}  # NOTE: each instance's instruction counter for the path around a site
        uncalled = not func.is_kernel and not calls_of(func, unit.tu.functions(), calls)
        paths = None  # NOTE: a helper's call paths (share.call_paths), found once for all its sites
        for site in result.branches:
            key = (site.cond.span, site.kind)
            if key in seen:
                continue
            seen.add(key)
            finding, loaded = judge_branch(site, func, unit, ctx), None
            if finding is None and site.partial is not None and site.kind == "if":
                # NOTE: `in[i] > 0 && (tid & 1)`: judged by its lane-varying operand, a note (the data decides)
                site, loaded = replace(site, val=Val(site.partial[0], True)), site.partial[1]
                finding = judge_branch(site, func, unit, ctx)
            if finding is None:
                continue
            if shared is None:
                shared = shared_names(func, unit.tu)
            loops = enclosing_loops(func, site.node)
            if halo_load(site, site.val.term, shared, finding.split, unit.warp_size) or butterfly(site.val.term) or wavefront_step(
                    site, site.val.term, func, loops):
                continue  # NOTE: the algorithm's own divergence (analyzer/analysis/idioms.py)
            bind = finding.split.shape.bind
            if bind not in instances:
                instances[bind] = CompileTime(func, program.globals, bind, source)
            cost = region_cost(site, func, functions, shared, instances[bind], declared, loops)
            launches, assumed = shapes_for(func, site.val.term, unit, ctx)
            shapes = [finding.split.shape] + [s for s in launches + assumed if s != finding.split.shape]
            launched = facts_for(func, unit, ctx).launches if func.is_kernel else ()
            unresolved = _places(launched, unit.path) if launched and not launches else ""
            idiom, detail = (("baseline", "") if func.name in marked else ("data", snippet(loaded)) if loaded is not None
                             else _idiom(site, finding, func, unit, cost, loops, launched, instances[bind], calls))
            turns = 0 if idiom or site.kind not in ("if", "ternary") else turn_group(
                site.val.term, finding.split.shape, warp)
            group = turns or (0 if idiom or site.kind not in ("if", "ternary") else owning_group(
                site.val.term, finding.split.shape, warp, func, instances[bind], site.cond))
            weight = None
            if not idiom and (not cost.predicated or finding.serial):
                if bind not in counters:
                    counters[bind] = walker(func, functions, shared, instances[bind], declared, RUNTIME_TRIPS)
                paths = paths if paths is not None else () if func.is_kernel or uncalled else call_paths(
                    func, unit, calls, functions, declared, program.globals)
                weight = share(site, func, loops, cost, finding.split, warp, counters[bind], instances[bind], paths,
                               warp_trips(strip_tail_guards(site.val.term), site.node, finding.split.shape, warp)
                               if site.kind == "loop" else None)
            facts = Facts(finding, snippet(site.cond) or T.render(site.val.term), warp, cost, func.name,
                          len(assumed) if not launches else 1, unresolved, tuple(shapes), idiom, detail, group,
                          weight, uncalled, bool(turns))
            message, fix, note = grade(facts, snippet)
            yield ctx.report(site.cond.span, symbol=func.name, detail=message, help=fix, note=note)


def _places(launched: tuple, origin: str) -> str:
    """Where the launches of a kernel whose every block is unknown are: "launch at line 12", "launch at
    main.cu:272", "launches at main.cu:272 and main.cu:300" (a launch in another file of the program is bound
    as well as one in the kernel's own: its block is unknown, not absent)."""
    where = list(dict.fromkeys(f"line {l.line}" if l.file == origin else f"{near(l.file, origin)}:{l.line}"
                               for l in launched))
    if len(where) == 1:
        return f"launch at {where[0]}"
    shown = where[:3] + ([f"{len(where) - 3} more"] if len(where) > 3 else [])
    return f"launches at {', '.join(shown[:-1])} and {shown[-1]}"
