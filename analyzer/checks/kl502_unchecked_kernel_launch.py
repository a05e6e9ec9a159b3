"""KL502 unchecked-kernel-launch — docs: rules/KL502.yaml (off by default).

A kernel launch not followed, in the same function, by `cudaGetLastError()`/`cudaPeekAtLastError()`
(HIP: `hipGetLastError`/`hipPeekAtLastError`), or a macro or helper that calls one, before the next launch
or the end of the function. A launch helper whose every call in the file is checked by its caller is not
reported (analyzer.analysis.host.errors)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.host.errors import unchecked_launches
from analyzer.analysis.host.program import host_program
from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL502"
KIND = "source"
USES_INDEX = False  # never reads unit.index: no second pass needed for it


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    program = host_program(unit, ctx.shared)
    fam = "hip" if program.hip else "cuda"
    for u in unchecked_launches(program):
        if u.why == "next-launch":
            where = f"before the next launch (line {u.next_line})"
            place = f"right after this launch, before line {u.next_line}"
        else:
            where = "before the function returns"
            place = "right after this launch"
        message = (f"the launch of `{u.name}` is never checked {where}: a bad configuration or a missing kernel "
                   f"image fails silently, and the error surfaces later in an unrelated call")
        fix = (f"check `{fam}GetLastError()` {place} (e.g. `CHECK({fam}GetLastError())` with the project's "
               f"error macro)")
        yield ctx.report(u.span, message, help=fix, symbol=u.name)
