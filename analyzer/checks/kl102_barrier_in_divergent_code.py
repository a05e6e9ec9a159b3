"""KL102 barrier-in-divergent-code — docs: rules/KL102.yaml.

A block barrier (`__syncthreads()`, `__syncthreads_count/_and/_or`, cooperative groups' block `.sync()`,
or a call of a `__device__` helper that contains one) reached under a condition that may differ between
threads of one block: inside such an if/switch, inside a loop whose trip count differs between threads,
or after a `break`/`continue` (or a helper's `return`) taken by some threads only. Block granularity:
`threadIdx.x < 64` and `threadIdx.x == 0` count. A kernel's early `return` does not (see
analyzer/analysis/divergence.py: exited threads no longer hold up the barrier)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.callsites import uncalled
from analyzer.analysis.divergence import analysed_functions, by_warps, differs_in_every_block, divergent_guard, \
    warp_specialised
from analyzer.analysis.warpslices import exits, once, rounds_split
from analyzer.checks._kl102_fix import exit_fix, per_warp_fix as _fix
from analyzer.checks.base import Context
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL102"
KIND = "source"

_WHERE = {"if": "inside `if ({c})` (line {line})", "else": "in the `else` of `if ({c})` (line {line})",
          "switch": "inside `switch ({c})` (line {line})",
          "loop": "inside a loop whose condition `{c}` (line {line}) differs between threads, so they run "
                  "different numbers of iterations",
          "break": "after a `break` taken only by the threads for which `{c}` holds (line {line})",
          "continue": "after a `continue` taken only by the threads for which `{c}` holds (line {line})",
          "return": "after a `return` taken only by the threads for which `{c}` holds (line {line})"}


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    source = unit.tu.source or unit.text
    for func, result in analysed_functions(unit, ctx):
        for site in result.barriers:
            found = divergent_guard(site.guards, func, unit, ctx, result.barriers)
            if found is None:
                continue
            guard, shape = found
            cond = source_text(source, guard.cond.span) if guard.cond is not None else "the range"
            where = _WHERE[guard.kind].format(c=cond, line=guard.cond.span.line if guard.cond is not None else "?")
            if shape is None and once(ctx, by_warps, guard, func, unit, ctx):  # NOTE: loads at per-warp addresses
                how = ("differs between warps of a block (it reads memory at addresses each warp's lanes share, "
                       "which differ between warps)")
            elif shape is None:
                how = "depends on per-thread data and may differ between threads of a block"
            elif shape.assumed:
                how = (f"differs between threads of a block (assuming {shape.x}x{shape.y}x{shape.z}"
                       f"{', as ' + shape.why if shape.why else ''}: no launch in "
                       "the analysed files; config `block-size` tells kernlint the real block size)")
            else:
                how = f"differs between threads of a block (with {shape.label})"
            what = f"`{site.via}()` calls a block barrier" if site.via else \
                f"`{source_text(source, site.node.span) or '__syncthreads()'}` is a block barrier"
            if shape is not None and warp_specialised(guard, func, unit, ctx, result.barriers):
                yield _warp_specialised(ctx, site, func, what, where, shape)
                continue
            fix = _fix(guard, func, unit, ctx) or exit_fix(guard, func, unit, cond, ctx.shared)
            if shape is not None and guard.kind == "loop" and once(ctx, by_warps, guard, func, unit, ctx) \
                    and once(ctx, exits, guard, func, unit, ctx, result.barriers):
                yield _leaving_warps(ctx, site, func, what, where, shape, fix)
                continue
            if uncalled(func, unit, ctx.shared):
                yield _uncalled(ctx, site, func, what, where, how)
                continue
            assumed = shape is not None and shape.assumed and guard.val.term is not None and \
                not differs_in_every_block(guard.val.term, func, unit, ctx)
            yield ctx.report(site.node.span, symbol=func.name, launch=shape if assumed else None, detail=(
                f"{what} reached {where}; the condition {how}, and a barrier that not every thread "
                "reaches is undefined behaviour (hangs or silently wrong results)" + _rounds(guard, func, unit, ctx,
                                                                                             result.barriers)),
                help=fix or "move the barrier out of the conditional code so that all threads of the block reach it "
                            "(threads with no work can skip the work but not the barrier)")


def _rounds(guard, func, unit, ctx, sites) -> str:
    """Why a loop whose leaving threads exit is still reported: more than one barrier per iteration (measured)."""
    if not (once(ctx, exits, guard, func, unit, ctx) and rounds_split(guard, sites)):
        return ""
    return ("; the threads that leave the loop exit, but one iteration reaches more than one barrier, so where a "
            "warp's lanes split in a round the lanes that stay wait at a barrier its exited lanes never reach: on an "
            "H200 at -O3 such a loop (two barriers per iteration, split inside warp 0 in its last round) hung as the "
            "last statement, while one barrier per iteration completed (tools/gpu/barriers/leaving.txt, leaving2.txt)")


def _leaving_warps(ctx: Context, site, func, what: str, where: str, shape, fix: str | None) -> Diagnostic:
    """A note: the split is by whole warps and the warps that leave run only barrier-free code to the kernel's end
    and exit (divergence `by_warps`, warpslices `exits`): the block does not hang on sm_70 and later, CUDA leaves it
    undefined."""
    launch = f"assuming {shape.x}x{shape.y}x{shape.z}" if shape.assumed else f"with {shape.label}"
    return ctx.report(site.node.span, symbol=func.name, note=True, detail=(
        f"{what} reached {where}; the condition is the same for every thread of a warp but not of the block "
        f"({launch}). The warps that leave run to the end of the kernel without meeting another barrier and exit, "
        "and `bar.sync 0` waits only for the warps that have not exited (sm_70 and later; measured on sm_90, with and "
        "without code after the loop: tools/gpu/barriers/leaving.txt), so the warps still inside meet at it and the "
        "block does not hang there (compute-sanitizer's synccheck reported no error on such a loop: "
        "tools/gpu/barriers/votes.txt); CUDA documents `__syncthreads()` only where every thread of the block "
        "reaches it"),
        help=fix or "give every warp the block's trip count (run the loop to the largest count and skip the work, "
                    "not the barrier), or order only the warps that need it with a named barrier (`bar.sync id, "
                    "count`)")


def _warp_specialised(ctx: Context, site, func, what: str, where: str, shape) -> Diagnostic:
    """A note: the split is uniform per warp and its warps reach no more barriers than the others before
    they exit (analyzer/analysis/divergence.py `warp_specialised`); defined by what the hardware does, not by
    CUDA's letter for `__syncthreads()`."""
    launch = f"assuming {shape.x}x{shape.y}x{shape.z}" if shape.assumed else f"with {shape.label}"
    return ctx.report(site.node.span, symbol=func.name, note=True, detail=(
        f"{what} reached {where}, a split that is the same for every thread of a warp ({launch}) but not of "
        "the block: a warp-specialised pipeline. Its warps reach, per iteration of the same loops, no more "
        "barriers than the other warps and then exit; `bar.sync 0` counts arriving warps and ignores exited "
        "ones (sm_70 and later), so each of their barriers meets one of the others' in order and no thread "
        "hangs (measured on sm_90: tools/gpu/barriers/). CUDA documents `__syncthreads()` only under conditions the "
        "whole block shares, and compute-sanitizer's synccheck reports the split"),
        help="keep the split; named barriers with a thread count (PTX `bar.sync id, count` / `bar.arrive id, "
             "count` for the producer and consumer warps, or `cuda::barrier`) are the portable form of such a "
             "pipeline")


def _uncalled(ctx: Context, site, func, what: str, where: str, how: str) -> Diagnostic:
    """A note: a `__device__` helper no function of its file calls. Which threads reach its barrier, and what they
    run after it returns, are its callers' (a loop whose leaving threads then exit, the helper called last by its
    kernel, is no finding): judged on its own, as if every thread of a block ran it and went on."""
    return ctx.report(site.node.span, symbol=func.name, note=True, detail=(
        f"{what} reached {where}; the condition {how}. Judged on its own: `{func.name}` is a `__device__` helper "
        "that no function of the analysed file calls, so the blocks that run it and the code after its calls are "
        "not known; called where the threads of a block do not all reach the barrier, it is undefined behaviour "
        "(hangs or silently wrong results) unless those that skip it only run to the kernel's end. A file that "
        "calls it judges each call"),
        help="move the barrier out of the conditional code so that all threads of the block reach it (threads with "
             "no work can skip the work but not the barrier)")
