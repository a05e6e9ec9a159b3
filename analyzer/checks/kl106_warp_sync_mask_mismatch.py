"""KL106 warp-sync-mask-mismatch — docs: rules/KL106.yaml.

A warp-synchronous call whose constant mask names lanes that cannot reach it, judged exactly over the
lanes of each launch's warps by analyzer.analysis.warpsync. No claim when the guard that keeps the lanes
out depends on an identifier with no known value (a macro of a header kernlint did not find: whether a
warp straddles an unknown bound is unknown); a mask that is not a constant is not judged at all."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.divergence import analysed_functions
from analyzer.analysis.warpsync import SyncFinding, judge_sync, unresolved
from analyzer.checks._kl106_width import bad_widths, width_text
from analyzer.checks.base import Context
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL106"
KIND = "source"


def _lanes(lanes: tuple[int, ...]) -> str:
    """(3, 4, 5, 9) -> "3..5, 9"."""
    runs: list[list[int]] = []
    for lane in lanes:
        if runs and lane == runs[-1][1] + 1:
            runs[-1][1] = lane
        else:
            runs.append([lane, lane])
    text = ", ".join(f"{a}" if a == b else f"{a}..{b}" for a, b in runs[:4])
    return text + (", ..." if len(runs) > 4 else "")


def _fix(f: SyncFinding, cond: str, warp: int) -> str:
    """Move the call out of the lane-dependent code, or name the lanes that reach it. For a shuffle the
    mask of the lanes that arrive is computed (`__activemask()` would not do: in a shuffle reduction a lane
    reads another lane's value, and a lane outside the mask gives an undefined one)."""
    site = f.site
    if f.guard.kind == "loop":
        return _loop_fix(warp)  # NOTE: a ballot "before the branch" is inside the loop, reached by the same lanes
    move = "move the call out of the lane-dependent code so that every named lane reaches it"
    arrive = cond if f.guard.kind == "if" else f"!({cond})"  # NOTE: what the lanes that reach it satisfy
    if "shfl" in site.name or site.tile:
        named = f.mask if f.mask is not None else (1 << warp) - 1
        reach = named & ~sum(1 << lane for lane in f.missing)
        return (f"{move}: let every lane run the shuffle and give the lanes that do not reach it a neutral value "
                f"(`v = ({arrive}) ? v : 0` before it), or pass the mask of the lanes that reach it ({reach:#010x} in "
                f"warp {f.warp}; `__ballot_sync({hex((1 << warp) - 1)}, {arrive})` before the branch computes it) and "
                "make sure no lane reads a lane outside it (`__activemask()` does not: a lane that reads an absent "
                "lane's value gets an undefined one)")
    return (f"{move}, or pass the lanes that do as the mask (`__ballot_sync({hex((1 << warp) - 1)}, {arrive})` before "
            "the branch, or `__activemask()` in the branch)")


def _loop_fix(warp: int) -> str:
    """The help for a warp call in a loop whose trip count differs between lanes (review r15 A Q2)."""
    return ("give every lane of the warp the warp's trip count and guard only the work inside: run the loop while any "
            f"lane still has work (`__any_sync` of its test; a lane-strided loop to its bound rounded up to a multiple "
            f"of {warp}), the loads and stores under the test (`v = i < n ? x[i] : 0`), a ballot's predicate joined "
            "with it (`i < n && ...`); a full-mask ballot of the test inside the loop is reached by the same lanes "
            "only, and `__activemask()` need not name the lanes still in it")


def _outside(f: SyncFinding, what: str, launch: str, warp: int) -> tuple[str, str]:
    """Lanes that execute the call but are not in its mask: PTX leaves the call undefined for them (a lane must
    be in the mask it passes), whatever the lanes in it do."""
    one = len(f.missing) == 1
    lanes = f"lane{'s' if not one else ''} {_lanes(f.missing)} of warp {f.warp}"
    reach = (f.mask or 0) | sum(1 << lane for lane in f.missing)
    text = (f"{what} names the lanes of mask {f.mask:#x}, but {lanes} execute{'s' if one else ''} it too{launch}: "
            "every lane that executes a warp-synchronous call must be in its mask (PTX: undefined otherwise, a "
            "hang or garbage)")
    named = f"`{reach:#010x}`" + (", the whole warp" if reach == (1 << warp) - 1 else "")
    fix = f"name every lane that executes the call ({named}), or keep the lanes outside the mask away from it"
    return text, fix


def message(f: SyncFinding, call: str, cond: str, warp: int) -> tuple[str, str]:
    site, g = f.site, f.guard
    named = (f"the tile's {site.tile} lanes" if site.tile else
             "all lanes" if f.mask == (1 << warp) - 1 else f"the lanes of mask {f.mask:#x}")
    what = f"`{site.via}()` calls `{site.name}`, whose mask" if site.via else f"`{call}`"
    launch = f" with {f.shape.label}" if not f.shape.assumed else f" in {f.shape.label}"  # NOTE: which shape, why
    if g is None:
        return _outside(f, what, launch, warp)
    lanes = f"lane{'s' if len(f.missing) > 1 else ''} {_lanes(f.missing)} of warp {f.warp}"
    line = g.cond.span.line if g.cond is not None else "?"
    if f.exited and g.kind in ("if", "else", "loop"):
        one = len(f.missing) == 1
        at = f"at `if ({cond})` (line {line})" if g.kind != "loop" else \
            f"by leaving the loop (`{cond}` false, line {line})"
        how = (f"{lanes} skip{'s' if one else ''} it {at} and leave{'s' if one else ''} the kernel{launch}, and the "
               f"shuffle reads {'it' if one else 'them'}: undefined values")
        fix = ("let every lane of the warp run the shuffle (give the lanes that skip it a neutral value), or shuffle "
               "only among the lanes that reach it (offsets, or a `width`, within their group)")
    elif f.exited:
        how = (f"{lanes} returned at `if ({cond})` (line {line}){launch}, so the shuffle reads lanes that have "
               "exited: undefined values")
        fix = "keep every lane of the warp alive to the shuffle (give finished lanes a neutral value instead of returning)"
    elif f.tail:
        how = (f"the lanes past the bound skip it under the tail guard `{cond}` (line {line}) whenever a warp "
               f"straddles the bound (the bound not a multiple of {warp}){launch}: undefined behaviour (a hang "
               "or garbage)")
        fix = ("let every lane reach the call and guard only the load and store (`v = i < n ? x[i] : 0`), or pass "
               f"`__ballot_sync({hex((1 << warp) - 1)}, {cond})` as the mask") if g.kind != "loop" else _loop_fix(warp)
    else:
        kind = {"loop": "loop condition", "break": "`break` condition", "continue": "`continue` condition"}.get(
            g.kind, "condition")
        how = (f"{lanes} do not reach it: the {kind} `{cond}` (line {line}) differs between lanes{launch}; "
               "undefined behaviour (a hang or garbage)")
        fix = _fix(f, cond, warp)
    return f"{what} names {named}, but {how}", fix


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    warp = getattr(unit, "warp_size", 32)
    source = unit.tu.source or unit.text
    for func, call, width, more in bad_widths(unit, ctx, warp):  # NOTE: `__shfl_down_sync(m, v, 16, 30)` (_kl106_width)
        why, fix = width_text(width, warp, more)
        yield ctx.report(call.span, symbol=func.name, detail=f"`{source_text(source, call.span)}`: {why}", help=fix)
    for func, result in analysed_functions(unit, ctx):
        last = {}
        for site in result.warp_syncs:
            last[(site.node.span, site.via)] = site  # NOTE: a loop's fixpoint re-records its body: keep the last
        # NOTE: one problem, one finding: the calls kept out by the same guard are one finding, at the first
        by_guard: dict[object, list[SyncFinding]] = {}
        for site in sorted(last.values(), key=lambda s: (s.node.span.line, s.node.span.column)):
            finding = judge_sync(site, func, unit, ctx, result)
            if finding is not None and (finding.guard is None or not unresolved(finding.guard, func, unit.tu)):
                key = id(finding.guard.node) if finding.guard else ("mask", finding.mask)  # NOTE: one per mask
                by_guard.setdefault(key, []).append(finding)
        for group in by_guard.values():
            finding, site = group[0], group[0].site
            call = source_text(source, site.node.span) or site.name
            if len(call) > 60:
                call = call[:57] + "..."
            cond = source_text(source, finding.guard.cond.span) if finding.guard and finding.guard.cond else "?"
            text, fix = message(finding, call, cond, warp)
            if len(group) > 1:
                text += f" (so are the calls at line{'s' if len(group) > 2 else ''} " + \
                    ", ".join(str(f.site.node.span.line) for f in group[1:]) + ")"
            # NOTE: a tail guard's straddle rests on the block and the bound: on an assumed block, at most a note
            yield ctx.report(site.node.span, symbol=func.name, detail=text, help=fix,
                             launch=finding.shape if finding.tail else None)
