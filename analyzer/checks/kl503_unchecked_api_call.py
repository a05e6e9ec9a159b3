"""KL503 unchecked-api-call — docs: rules/KL503.yaml (off by default).

A `cuda*`/`hip*` runtime call that returns an error code, written as a statement of its own (its result
neither assigned, compared nor passed to a checking macro or function). `(void)cudaFree(p);` says the
discard is deliberate and is not reported; `cudaGetLastError();` (clearing the error) neither
(analyzer.analysis.host.errors)."""

from __future__ import annotations

from typing import Iterator

from analyzer.analysis.host.errors import unchecked_calls
from analyzer.checks.base import Context
from analyzer.cuda.ast import source_text
from analyzer.diagnostics import Diagnostic

ID = "KL503"
KIND = "source"
USES_INDEX = False  # never reads unit.index: no second pass needed for it


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    if "cuda" not in unit.text and "hip" not in unit.text:
        return
    for u in unchecked_calls(unit.tu):
        name = u.name.split("(", 1)[0]
        written = " ".join(source_text(unit.text, u.span).split())  # NOTE: the call as written: casts, macros, sizeof
        call = written if written.startswith(name) and written.endswith(")") else u.name
        message = (f"the error code `{name}` returns is discarded: if it fails, the program runs on with bad state "
                   "and the error surfaces later in an unrelated call")
        fix = (f"check it: wrap the call in the project's error macro (e.g. `CHECK({call})`) or compare it with "
               f"{'hip' if name.startswith('hip') else 'cuda'}Success; write `(void){name}(...)` where ignoring "
               "it is deliberate")
        yield ctx.report(u.span, message, help=fix)
