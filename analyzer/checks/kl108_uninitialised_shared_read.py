"""KL108 uninitialised-shared-read — docs: rules/KL108.yaml.

A shared read, by a thread that wrote the array itself (by any thread where no write's guard reads a kernel
argument), of bytes no thread of the block wrote earlier in the kernel
because the writes were guarded (tail guards, early returns, a fill loop shorter than the read range). The model is
analysis/race/uninit.py (`uninit_reads`); docs/races.md explains it and its limits."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.race.driver import kernel_races
from analyzer.checks import _races as W
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL108"
KIND = "source"


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    seen: set = set()
    for kr in kernel_races(unit, ctx):
        for u in kr.uninit:
            a = u.read.access
            key = (a.node.span.line, a.node.span.column)
            if key in seen:
                continue
            seen.add(key)
            args = ", ".join(f"{k} = {v}" for k, v in sorted(u.env.items()) if "#" not in k and not k.startswith(("&", "k@"))
                             and not k.startswith(("blockIdx", "blockDim", "gridDim")) and k in _names(a, u)
                             and k not in dict(u.launch.bound))
            # NOTE: values the model sampled, not ones the host passes: the claim holds for them
            world = f" (for {args}: values kernlint tried, which the launch does not fix)" if args else ""
            who = W.thread(u.thread, u.block if any(u.block) else None)
            text = (f"{who} reads {W.address(a, u.offset)} at line {a.node.span.line} (`{W.text(unit, a)}`), which no "
                    f"thread of the block wrote before it{world}, {W.launch_phrase(u.launch)}")
            if u.skipped:
                write, t, guard = u.skipped
                text += (f": {W.thread(t)} would have written it at line {write.access.node.span.line} "
                         f"(`{W.text(unit, write.access)}`) but skipped the write under `{W.render_guard(guard)}`")
                fix = (f"fill the slot outside the guard (e.g. `{W.array(a)}[...] = cond ? value : 0;` for every thread), "
                       "or guard the read with the same condition on the slot it reads")
            else:
                text += ": no write before it covers these bytes"
                fix = ("write every slot the later reads use (e.g. fill the rest with 0) before the barrier, or keep the "
                       "read to the slots written (`i < count ? s[i] : 0`)")
            if u.into is not None:
                # NOTE: the garbage only moves into a slot no thread wrote either (race/sinks.py): no written slot
                # is corrupted by this read
                text += (f"; but the value read only goes into `{W.text(unit, u.into.access)}` (line "
                         f"{u.into.access.node.span.line}), whose slot no thread wrote either, so it corrupts no "
                         f"written slot unless that one is read back into kept data")
            yield ctx.report(a.node.span, symbol=kr.func.name, detail=text, help=fix, note=u.into is not None)


def _names(access, u) -> set:
    from analyzer.analysis import terms as T
    out = {s[1] for s in T.symbols(access.addr)} if access.addr is not None else set()
    if access.path is not None:
        out |= {s[1] for s in T.symbols(access.path)}
    if u.skipped and u.skipped[2] is not None:
        out |= {s[1] for s in T.symbols(u.skipped[2])}
    return out
