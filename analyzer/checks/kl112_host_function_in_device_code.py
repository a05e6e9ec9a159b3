"""KL112 host-function-in-device-code — docs: rules/KL112.yaml.

A `__global__` or `__device__` function that calls a function the translation unit defines for the host only
(no `__device__` specifier): CUDA's execution-space rules forbid it and nvcc rejects the file ("calling a
__host__ function from a __global__ function is not allowed"). One error per call; the model, and the callees it
makes no claim on (`__host__ __device__`, constexpr, templates, declarations it cannot see), are
analysis/hostcalls.py's."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.hostcalls import host_calls
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL112"
KIND = "source"
USES_INDEX = False  # never reads unit.index: no second pass needed for it


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    for hc in host_calls(unit, ctx.shared):
        caller, callee = hc.caller, hc.callee
        space = "__global__" if caller.is_kernel else "__device__"
        name = hc.call.func.id  # NOTE: as written at the call (`util::clamp`)
        detail = (f"this file does not compile: {space} function `{caller.name}` calls `{name}`, which line "
                  f"{callee.name_span.line} defines for the host only (it has no `__device__` specifier); device "
                  f"code cannot call a __host__ function, and nvcc stops with \"calling a __host__ function from a "
                  f"{space} function is not allowed\"")
        fix = (f"declare `{name}` `__host__ __device__` (when its body is valid device code), or move the call out "
               f"of device code")
        yield ctx.report(hc.call.span, symbol=caller.name, detail=detail, help=fix)
