"""KL210 array-exceeds-registers — docs: rules/KL210.yaml.

A per-thread array whose elements are loaded before a loop and read in every iteration of it must keep those
elements somewhere across the loop's back edge. When the words read per iteration are more than the registers a
thread can have (255 on every NVIDIA target), they cannot all be registers: ptxas keeps at least the excess in
local memory (spill stores and loads, or a stack frame) and reads it back on every iteration. The claim is made
only where it is certain (fixtures/rules/KL210, compiled by tests/test_kl210_nvcc.py):
- the array is indexed only by constants and by counters of counted loops of constant trip count (so the words read
  per iteration are counted), is not written inside the loop, and is not passed anywhere (no escape);
- the loop may run more than once (a loop of one trip, like code outside any loop, lets the compiler move
  each load next to its single use: nvcc does so for a 256-word array filled and read once);
- every write of the array loads its value from memory (`w[k] = f(p[k])`): a value computed from registers only
  can be recomputed in the loop instead of kept (ptxas rematerialises most of a 300-word `x * k + 1`).
A third finding (a note), of any size: an array stored and read at the counter of loops whose trip count is a
run-time value nothing caps is a stack frame of its whole size (analysis/local_arrays.loop_indexed).
The limit is that of the configured NVIDIA targets; AMD targets (VGPRs, AGPRs, scratch) are not judged here."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL210"
KIND = "source"
USES_INDEX = False  # never reads unit.index: the array and its loops are in the function


def _register_limit(settings: Any) -> tuple[int, str] | None:
    """(the fewest registers a thread may have, the target that has it) over the NVIDIA targets; None: none."""
    from analyzer.archs import get_arch

    best = None
    for target in settings.targets:
        try:
            arch = get_arch(target)
        except Exception:  # NOTE: unknown targets are reported by the command
            continue
        limit = arch.params.get("max_regs_per_thread") if arch.vendor == "nvidia" else None
        if limit and (best is None or int(limit) < best[0]):
            best = (int(limit), arch.name)
    return best


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    limit = _register_limit(ctx.settings)
    if limit is None:
        return
    from analyzer.analysis.kept_arrays import automatic_arrays, kept_arrays
    from analyzer.analysis.local_arrays import loop_indexed, runtime_written
    from analyzer.analysis.launch_limits import program
    from analyzer.cuda.model.envs import Env, FunctionEnv

    genv = None
    for func in unit.tu.functions():
        if func.body is None or not func.qualifiers & {"__global__", "__device__"}:
            continue
        arrays = automatic_arrays(func)
        if not arrays:
            continue
        genv = genv or Env(dict(program(unit, ctx.shared).globals))
        fenv = FunctionEnv(func, genv)
        kept = kept_arrays(func, arrays, fenv, limit[0])
        for decl, loop, words, size in kept:
            yield ctx.report(decl.span, symbol=decl.name, detail=(
                f"`{decl.name}` ({size} bytes per thread) is loaded before the loop at line {loop.span.line} "
                f"and {words} of its 32-bit words are read in every iteration: more than the {limit[0]} "
                f"registers a thread can have ({limit[1]}), so they cannot all stay in registers across the "
                f"loop; ptxas keeps at least {(words - limit[0]) * 4} bytes of them in local memory (spills "
                f"or a stack frame) and reads them back on every iteration"),
                help=("load or compute the values inside the loop where they are used (dequantise per "
                      "iteration), keep fewer words per thread (a smaller tile, more threads per row), or "
                      "stage them in shared memory; `kernlint check --compile` shows the spills"))
        for decl in arrays:
            got = runtime_written(func, decl, fenv, limit[0]) if not any(k[0] is decl for k in kept) else None
            if got is not None:
                yield _runtime_store(ctx, unit, func, decl, got[0], got[1], limit)
            elif not any(k[0] is decl for k in kept) and (looped := loop_indexed(func, decl, fenv,
                                                                                ctx.shared)) is not None:
                yield _loop_indexed(ctx, unit, decl, *looped)


def _runtime_store(ctx: Context, unit: Any, func: Any, decl: Any, store: Any, size: int,
                   limit: tuple[int, str]) -> Diagnostic:
    """An array of more words than registers stored at a run-time index (analysis/local_arrays.py): all of it is
    local memory, reserved for every thread an SM can hold. Its help: where the array is copied out to a run the
    thread reserves by a call given its count (an atomic, a pool's allocator), the two-pass form (the slot is known only after the count)."""
    from analyzer.analysis.local_arrays import reservation
    from analyzer.archs import get_arch
    from analyzer.cuda.written import written

    threads = int(get_arch(limit[1]).params.get("max_threads_per_multiprocessor") or 2048)
    target = store.target if hasattr(store, "target") else store.operand
    return ctx.report(decl.span, symbol=decl.name, detail=(
        f"`{decl.name}` ({size} bytes per thread) is written at a run-time index (`{written(unit, target)}` at line "
        f"{store.span.line}): such a store keeps every element addressable, and with {size // 4} 32-bit words, more "
        f"than the {limit[0]} registers a thread can have ({limit[1]}), the array cannot be registers: ptxas gives "
        f"it a {size}-byte stack frame in local memory, which the driver reserves for every thread an SM can hold "
        f"({threads} threads: {size * threads / 2 ** 20:.1f} MiB per SM), and every store and read of it goes "
        f"through L1 and L2"),
        help=_reserved_help(unit, decl, call, size) if (call := reservation(func, decl, store)) is not None else (
            "write each result straight to its global slot as it is found (or stage them in shared memory), or "
            "size the array by the count actually used; `kernlint check --compile` shows the frame"))


def _reserved_help(unit: Any, decl: Any, call: Any, size: int) -> str:
    """The help where the results are copied out after `start = atomicAdd(cursor, cnt)` (or a helper given the count,
    `pool.alloc(cnt)`) reserves their run."""
    from analyzer.cuda.written import written

    return (f"the thread's run of the output is reserved only after the count (`{written(unit, call)}` at line "
            f"{call.span.line}), so the results cannot go to their slots as they are found (an atomic per result "
            f"would break the run into pieces), and staging `{decl.name}` in shared memory takes its {size} bytes for every "
            f"thread of the block: to drop the frame, make two passes (count the "
            f"results, reserve the run with that call, then find them again and write each at its offset in the "
            f"run), paying a second pass of the search; else the frame is the price of one pass (a smaller array "
            f"changes the cap on results); `kernlint check --compile` shows the frame")


def _loop_indexed(ctx: Context, unit: Any, decl: Any, store: Any, read: Any, size: int) -> Diagnostic:
    """An array of any size stored and read at the counter of loops of uncapped run-time trip count
    (analysis/local_arrays.loop_indexed): a stack frame of its whole size; a note, its cost being relative."""
    from analyzer.cuda.written import written

    return ctx.report(decl.span, symbol=decl.name, note=True, detail=(
        f"`{decl.name}` ({size} bytes per thread) is stored (`{written(unit, store)}`, line {store.span.line}) and "
        f"read (`{written(unit, read)}`, line {read.span.line}) at the counter of loops whose trip count is a "
        f"run-time value nothing caps: the compiler cannot unroll them into constant indices, so the array cannot "
        f"be registers and ptxas gives it a {size}-byte stack frame in local memory, each store and read of it a "
        f"local memory access through L1"),
        help=(f"bound the loops by the array's extent and test the run-time count inside (`#pragma unroll` then "
              f"`for (j = 0; j < {written(unit, decl.dims[-1])}; ++j) if (j < n) ...`: unrolled completely, every "
              f"index a constant and the array registers), make the count a template parameter, or work on the "
              f"values without storing them"))
