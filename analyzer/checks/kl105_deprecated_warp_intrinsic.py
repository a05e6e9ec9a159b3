"""KL105 deprecated-warp-intrinsic — docs: rules/KL105.yaml.

Calls of `__shfl`, `__shfl_up`, `__shfl_down`, `__shfl_xor`, `__any`, `__all`, `__ballot` (no `_sync`).
NOTE: not in HIP code (SourceUnit.model.hip): there these names are the documented HIP API (AMD
wavefronts execute in lock step; HIP's `_sync` forms arrived later and take 64-bit masks), so the
non-`_sync` forms are valid and portable HIP. Also not when the file defines the name itself (a
function or a `#define` compatibility wrapper), nor calls that a macro expansion produced (ggml maps
`__shfl_xor_sync` to `__shfl_xor` for HIP in a header: the source as written uses the `_sync` form)."""

from __future__ import annotations

import re
from typing import Iterator

from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.cuda.ast import source_text
from analyzer.cuda.envs import iter_nodes
from analyzer.diagnostics import Diagnostic

ID = "KL105"
KIND = "source"

_REPLACEMENT = {
    "__shfl": "__shfl_sync(0xffffffff, v, srcLane)",
    "__shfl_up": "__shfl_up_sync(0xffffffff, v, delta)",
    "__shfl_down": "__shfl_down_sync(0xffffffff, v, delta)",
    "__shfl_xor": "__shfl_xor_sync(0xffffffff, v, laneMask)",
    "__any": "__any_sync(0xffffffff, predicate)",
    "__all": "__all_sync(0xffffffff, predicate)",
    "__ballot": "__ballot_sync(0xffffffff, predicate)",
}


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    if getattr(unit.model, "hip", False):
        return
    defined = {f.name for f in unit.tu.functions()}
    text = unit.tu.source or unit.text
    for node in iter_nodes(unit.tu):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        name = node.func.id.split("::")[-1]
        if name not in _REPLACEMENT or name in defined:
            continue
        if re.search(rf"#\s*define\s+{name}\b", text):
            continue
        if source_text(text, node.func.span) != node.func.id:
            continue  # NOTE: produced by a macro expansion (e.g. a HIP compatibility header): not written here
        yield ctx.report(node.func.span, detail=(
            f"`{name}` has no lane mask: the non-`_sync` warp intrinsics are removed for sm_70 and later "
            f"(CUDA 9+ rejects them there) and relied on the warp running in lock step, which independent "
            f"thread scheduling no longer guarantees. Use `{_REPLACEMENT[name]}` with the mask of the lanes "
            f"that take part"))
