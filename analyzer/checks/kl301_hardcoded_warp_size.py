"""KL301 hardcoded-warp-size — docs: rules/KL301.yaml.

HIP code (SourceUnit.model.hip: .hip files, hip headers or hip* API calls) that assumes 32-lane warps
where AMD wavefronts may have 64 lanes:
- lane/warp arithmetic on thread ids with the literal 32: `% 32`, `& 31`, `/ 32`, `>> 5` (the left
  operand derives from threadIdx/hipThreadIdx_*/__lane_id(), directly or through locals), where the result
  is used as a lane or warp id (analysis/laneids.py): not where it only forms a shared-memory address through
  arithmetic (`c[(t & 31) * 4 + (t >> 5)]`: 32 is then the LDS bank count, 32 on AMD as on NVIDIA);
- a 32-bit full lane mask `0xffffffff` passed to a warp intrinsic (HIP masks are 64-bit);
- a warp-size constant defined as 32 (`#define WARP_SIZE 32`, `constexpr int kWarpSize = 32`; not a count of warps);
- ballot/activemask masks kept in 32 bits, `__popc` of them, shuffle reductions starting at offset 16
  (analyzer/checks/_wave64.py).
CUDA code is never reported: its warps are 32 lanes by definition."""

from __future__ import annotations

import re
from typing import Iterator

from analyzer.checks.base import Context
from analyzer.cuda import ast
from analyzer.analysis.laneids import flow_of, lane_use
from analyzer.cuda.query import iter_nodes
from analyzer.diagnostics import Diagnostic, Span
from analyzer.lazyre import lazy

ID = "KL301"
KIND = "source"

_PATTERNS = {("%", 32): "`% 32`", ("&", 31): "`& 31`", ("/", 32): "`/ 32`", (">>", 5): "`>> 5`"}
_THREAD = lazy(r"^(threadIdx|hipThreadIdx_[xyz]|__lane_id|__lane_id\(\))$")
_DEFINE = lazy(r"^[ \t]*#[ \t]*define[ \t]+(\w*warp\w*)[ \t]+\(?32[uU]?\)?[ \t]*(?://.*|/\*.*)?$", re.I | re.M)
_MASKED = lazy(r"^__(shfl\w*|ballot|any|all|reduce\w*|match\w*)_sync$")


def _thread_names(func: ast.Function) -> set[str]:
    """Locals whose value derives from a thread index (a small flow-insensitive taint)."""
    names: set[str] = set()
    pairs = []
    for n in iter_nodes(func):
        if isinstance(n, ast.Declarator) and n.init is not None:
            pairs.append((n.name, n.init))
        elif isinstance(n, ast.Assign) and isinstance(n.target, ast.Name):
            pairs.append((n.target.id, n.value))
    changed = True
    while changed:
        changed = False
        for name, expr in pairs:
            if name not in names and _derives(expr, names):
                names.add(name)
                changed = True
    return names


def _derives(e: ast.Expr, names: set[str]) -> bool:
    for n in iter_nodes(e):
        if isinstance(n, ast.Name) and (_THREAD.match(n.id) or n.id in names):
            return True
    return False


def _initial(d: ast.Declarator) -> int | None:
    """The integer literal a declarator starts with: `= 32`, `{32}`, `= {32}`, `(32)`."""
    init = d.init if d.init is not None else (d.ctor_args[0] if d.ctor_args and len(d.ctor_args) == 1 else None)
    if isinstance(init, ast.InitList) and len(init.items) == 1:
        init = init.items[0]
    return init.value if isinstance(init, ast.IntLit) else None


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    if not unit.model.hip:
        return
    from analyzer.cuda.pp.archs import AMD, targets_of

    for d in _findings(unit, ctx):
        # NOTE: only what the AMD build compiles (pp/archs.py): not `#if defined(__HIP_PLATFORM_NVCC__)` / `#define
        # WARP_SIZE 32` beside an AMD branch, nor the `#if` of `#if defined(__CUDACC__)`: there warps have 32 lanes
        if AMD in targets_of(unit.tu.archs, d.span.line):
            yield d


def _findings(unit, ctx: Context) -> Iterator[Diagnostic]:
    from analyzer.checks import _wave64  # NOTE: HIP sources only

    defined = frozenset(f.name for f in unit.tu.functions() if f.body is not None)
    for func in unit.tu.functions():
        if func.body is None:
            continue
        tainted = _thread_names(func)
        flow: list = []  # NOTE: (parents, uses, shared names), built at the first candidate
        for n in iter_nodes(func.body):
            if isinstance(n, ast.Binary) and isinstance(n.right, ast.IntLit):
                pattern = _PATTERNS.get((n.op, n.right.value))
                if pattern and _derives(n.left, tainted) and lane_use(n, *(flow or flow_of(func, unit, flow)), set()):
                    yield ctx.report(n.span, symbol=func.name, detail=(
                        f"{pattern} on a thread index assumes 32-lane warps; AMD wavefronts have 64 lanes "
                        f"(gfx9/CDNA), so lane and warp ids come out wrong"),
                        help="use `warpSize` (`% warpSize`, `/ warpSize`, `& (warpSize - 1)`)")
            elif isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and _MASKED.match(n.func.id) \
                    and n.args and isinstance(n.args[0], ast.IntLit) and n.args[0].value == 0xFFFFFFFF:
                yield ctx.report(n.args[0].span, symbol=func.name, detail=(
                    f"the lane mask `{n.args[0].text}` passed to `{n.func.id}` covers 32 lanes; on a 64-lane "
                    f"wavefront lanes 32..63 are left out"), help="use a 64-bit mask (`~0ull`, `__activemask()`)")
            elif isinstance(n, ast.Declarator) and _warp_size_name(n.name) and _initial(n) == 32:
                yield ctx.report(n.span, symbol=func.name, detail=_constant_message(n.name), help=_CONSTANT_FIX)
        for span, what, fix in _wave64.findings(func, defined):
            yield ctx.report(span, symbol=func.name, detail=what, help=fix)
    for item in unit.tu.items:
        if isinstance(item, ast.GlobalDecl):
            for d in item.decl.declarators:
                if _warp_size_name(d.name) and _initial(d) == 32:
                    yield ctx.report(d.span, detail=_constant_message(d.name), help=_CONSTANT_FIX)
    text = unit.tu.source or unit.text
    for m in _DEFINE.finditer(text):
        if not _warp_size_name(m.group(1)):
            continue
        line = text.count("\n", 0, m.start()) + 1
        col = m.start(1) - m.start() + 1
        yield ctx.report(Span(line, col, line, col + len(m.group(1))), detail=_constant_message(m.group(1)),
                         help=_CONSTANT_FIX)


_WORDS = lazy(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_SIZE_WORDS = frozenset({"size", "sz", "lanes", "lane", "width", "threads", "thread"})
_COUNT_WORDS = frozenset({"num", "n", "count", "cnt", "per", "max", "min"})


def _warp_size_name(name: str) -> bool:
    """Whether a constant's name says a warp's size (`WARP_SIZE`, `kWarpSize`, `THREADS_PER_WARP`, `WARP`), not a
    number of warps (`warps_per_block`, `default_num_warps`, `kNumWarps`, `WARP_PER_BLOCK`): no lane count."""
    words = [w.lower() for w in _WORDS.findall(name)]
    if not any("warp" in w for w in words):
        return False
    if any(w in _SIZE_WORDS or w.startswith("warpsize") or w.startswith("warpsz") for w in words):
        return True
    return not any(w.endswith("warps") or w in _COUNT_WORDS for w in words)


def _constant_message(name: str) -> str:
    return (f"`{name}` is defined as 32, but AMD wavefronts have 64 lanes (gfx9/CDNA; RDNA runs wave32 or "
            f"wave64)")


_CONSTANT_FIX = "use the built-in `warpSize` (or `__AMDGCN_WAVEFRONT_SIZE`) instead of a constant"
