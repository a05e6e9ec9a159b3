"""Launch facts: the kernel parameters that equal a block dimension.

A launch that passes the same host value as its block size and as an argument (`k<<<n, K>>>(a, K)`,
`dim3 block(K); k<<<g, block>>>(a, K)`: LaunchInfo.arg_dims, analyzer/cuda/model/launch_forms.dim_arguments)
fixes the kernel's parameter to blockDim.x in every block of that launch, whatever K is. Where the launch's block
is known the parameter takes its value (`block_bound`); where no launch's block is known and every launch states
the same equality, the parameter takes the assumed block's dimension (`assumed_bound`), and the label says so.
`fixed`: every integer parameter a launch passes a value the host fixes, the launch's bindings (`Shape.args`).
"""

from __future__ import annotations

import os
from typing import Any

from analyzer.lazyre import lazy

_AXES = {"x": 0, "y": 1, "z": 2}
MARK = ", where "  # NOTE: where an assumed shape's label says which parameter it binds (memory/judge.launch_text)
SIZES = (64, 128, 256, 512, 1024)  # NOTE: the block sizes an assumed shape's equalities are also judged with
SAME = f", and the figure is the same for blockDim.x = {', '.join(map(str, SIZES[:-1]))} and {SIZES[-1]}"
_INT = lazy(r"\b(int|unsigned|signed|long|short|size_t|u?int\d+_t|uint|index_t|idx_t)\b")


def variants(common: dict[str, str], block: tuple) -> list[tuple[tuple, tuple]]:
    """(block, (name, value) bound) for `block` and for each size of SIZES on the first bound axis (x first) that
    keeps the block within 1024 threads: the equalities of `common` hold in each."""
    axis = min("xyz".index(a) for a in common.values())
    blocks = [tuple(block)] + [b for v in SIZES if (b := tuple(v if i == axis else c for i, c in enumerate(block)))
                               != tuple(block) and b[0] * b[1] * b[2] <= 1024]
    return [(b, tuple((n, b["xyz".index(a)]) for n, a in common.items())) for b in blocks]


def _params(func: Any, launch: Any) -> list[tuple[str, str]]:
    """(parameter name, axis) of each integer scalar parameter `launch` passes the value of a block dimension."""
    dims = getattr(launch, "arg_dims", ()) or ()
    if len(dims) != len(func.params):
        return []
    return [(p.name, axis) for p, axis in zip(func.params, dims)
            if axis and p.name and not p.type.pointers and not p.dims and _INT.search(p.type.base or "")]


def block_bound(func: Any, launch: Any) -> dict[str, tuple[int, str]]:
    """{name: (value, axis)} of the parameters equal to a known component of the launch's block."""
    block = launch.block or (None, None, None)
    return {name: (block[_AXES[axis]], axis) for name, axis in _params(func, launch)
            if isinstance(block[_AXES[axis]], int)}


def fixed(func: Any, launch: Any) -> tuple[tuple[str, int], ...]:
    """((name, value), ...) of the integer scalar parameters to which `launch` passes a value the host fixes
    (`k<<<g, 256>>>(in, 32768)`, a constexpr local of the launching function or of its template: LaunchInfo.arg_values)."""
    values = getattr(launch, "arg_values", ()) or ()
    if len(values) != len(func.params):
        return ()
    return tuple((p.name, v) for p, v in zip(func.params, values) if isinstance(v, int) and not isinstance(v, bool)
                 and p.name and not p.type.pointers and not p.dims and _INT.search(p.type.base or ""))


def assumed_bound(func: Any, launches: Any, shape: Any, names: Any, path: str) -> tuple[dict[str, str], str]:
    """({name: axis} of the parameters among `names` every launch of `launches` passes as the same block
    dimension; the words saying so with the assumed `shape`'s values, for the end of a label: `MARK` and
    `K = blockDim.x = 256 (the launch at line 17 passes its block size as K)`), or ({}, "") when there is none.
    `path`: the file judged (a launch in another file is named by its file)."""
    common: dict[str, str] | None = None
    for launch in launches:
        mine = dict(_params(func, launch))
        common = mine if common is None else {n: a for n, a in common.items() if mine.get(n) == a}
    common = {n: a for n, a in (common or {}).items() if n in names}
    if not common:
        return {}, ""
    dims = {"x": shape.x, "y": shape.y, "z": shape.z}
    sites = sorted({(la.file, la.line) for la in launches})
    named = [f"{os.path.basename(f)}:{line}" if f != path else str(line) for f, line in sites]
    listed = ", ".join(named)
    where = (("lines " if len(named) > 1 else "line ") if all(f == path for f, _ in sites) else "") + listed
    lines = f"the launch at {where} passes its" if len(sites) == 1 else f"the launches at {where} pass their"
    equal = " and ".join(f"{n} = blockDim.{a} = {dims[a]}" for n, a in common.items())
    return common, f"{MARK}{equal} ({lines} block size as the argument{'s' if len(common) > 1 else ''} " \
                  f"{' and '.join(common)})"


__all__ = ["MARK", "SAME", "SIZES", "assumed_bound", "block_bound", "fixed", "variants"]
