"""KL504 uninitialised-device-read — docs: rules/KL504.yaml.

A buffer from `cudaMalloc` (hipMalloc, cudaMallocAsync, cudaMallocManaged) that nothing writes before a kernel
reads it or read-modify-writes it (an atomic accumulator, `p[i] += v`): the allocation is not cleared, so the
kernel starts from undefined contents. The host side is analysis/host/buffers.py (the allocation's flow in its
function), the device side analysis/race/firstuse.py (what the kernel does first through each pointer)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.host.apis import family
from analyzer.analysis.host.buffers import unwritten_reads
from analyzer.checks.base import Context
from analyzer.cuda.query import text
from analyzer.diagnostics import Diagnostic

ID = "KL504"
KIND = "source"
USES_INDEX = False  # never reads unit.index: no second pass needed for it


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    for u in unwritten_reads(unit, ctx.shared):
        fam = family(u.api)
        use, tu = u.use, unit.tu
        where = f"line {use.node.span.line}" + (f", in a helper called at line {use.via}" if use.via else "")
        access = text(tu, use.node)
        if use.call:
            first = f"read-modify-writes it first with `{use.call}` on `{access}` ({where})"
        elif use.kind == "rmw":
            first = f"read-modify-writes it first ({where}: `{access}` read and written back)"
        else:
            first = f"reads it before writing it ({where}: `{access}`)"
        passed = f"`{u.buffer}`" if u.arg == u.buffer else f"`{u.arg}` (which points into `{u.buffer}`)"
        back = f"; the result is copied back at line {u.back.span.line}" if u.back is not None else ""
        k = u.kernel.name
        if u.inner is not None:
            flow = (f"{passed} is passed to `{u.launch.func.id}`, which launches `{k}` with it at line "
                    f"{u.inner.span.line} (parameter `{use.param}`), and `{k}` {first}")
            here = "this call"
        else:
            flow, here = f"{passed} is passed to `{k}` (parameter `{use.param}`), which {first}", "this launch"
        detail = (f"{flow}, but nothing writes `{u.buffer}` between its allocation by `{u.api}` at line "
                  f"{u.alloc.span.line} and {here}: `{u.api}` does not clear memory, so the kernel starts from "
                  f"undefined contents{back}")
        size = text(tu, u.alloc.args[1]) if len(u.alloc.args) > 1 else "<bytes>"
        fix = _fix(use, fam, u.buffer, size)
        yield ctx.report(u.launch.span, symbol=u.kernel.name, detail=detail, help=fix)


_ZERO = ("atomicAdd", "atomicSub", "atomicOr", "atomicXor", "atomicInc")


def _fix(use, fam: str, buffer: str, size: str) -> str:
    """The write to make before the launch: the identity of the kernel's first operation on the buffer."""
    if use.kind == "read":
        return (f"before the launch, copy the input to it (`{fam}Memcpy({buffer}, <host data>, {size}, "
                f"{fam}MemcpyHostToDevice)`) or write it (`{fam}Memset`, or a kernel that stores every element)")
    op = use.call.split("_")[0]
    if op == "atomicMax":
        start = (f"copy the lowest value of its type to it (`INT_MIN`, `-FLT_MAX`: `{fam}Memcpy({buffer}, &lowest, "
                 f"{size}, {fam}MemcpyHostToDevice)`), or `{fam}Memset({buffer}, 0, {size})` when every value is >= 0")
    elif op == "atomicMin":
        start = (f"copy the highest value of its type to it (`INT_MAX`, `FLT_MAX`: `{fam}Memcpy({buffer}, &highest, "
                 f"{size}, {fam}MemcpyHostToDevice)`)")
    elif op == "atomicAnd":
        start = f"set every bit (`{fam}Memset({buffer}, 0xFF, {size})`)"
    elif op in _ZERO or not use.call:
        start = f"`{fam}Memset({buffer}, 0, {size})`"
    else:
        start = f"copy its starting value to it (`{fam}Memcpy({buffer}, &start, {size}, {fam}MemcpyHostToDevice)`)"
    return f"write its starting value before the launch: {start}"
