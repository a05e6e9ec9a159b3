"""KL202: a block size taken from the occupancy API's count of blocks (`cudaOccupancyMaxActiveBlocksPerMultiprocessor(
&blockSize, k, 32, 0)`, then `k<<<grid, blockSize>>>`): the call's first output is how many blocks of the given size
fit on one multiprocessor (the CUDA Runtime API), at most the target's resident-block limit (16 to 32 on NVIDIA
targets), not a block size; used as one, every block holds a fraction of a warp or one warp. The API whose output is
a block size is `cudaOccupancyMaxPotentialBlockSize`. A local written through `&v` by the count's call and read in
a launch's block argument after it, with no assignment of it between, is the finding (HIP's and the driver API's
names alike)."""

from __future__ import annotations

from typing import Any, Iterator

from analyzer.cuda import ast

_COUNTS = frozenset(f"{prefix}OccupancyMaxActiveBlocksPerMultiprocessor{suffix}"
                    for prefix in ("cuda", "hip", "cu") for suffix in ("", "WithFlags"))


def block_counts(unit: Any, ctx: Any) -> Iterator[Any]:
    """KL202's findings of launches whose block is an occupancy count (see the module)."""
    from analyzer.cuda.query import callee_name, iter_nodes
    from analyzer.cuda.written import written

    text = unit.tu.source or unit.text or ""
    if "OccupancyMaxActiveBlocksPerMultiprocessor" not in text:
        return
    at = lambda n: (n.span.line, n.span.column)  # noqa: E731
    for func in unit.tu.functions():
        if func.body is None or func.is_kernel:
            continue
        nodes = list(iter_nodes(func.body))
        counts = {n.args[0].operand.id: n for n in nodes if type(n) is ast.Call and callee_name(n) in _COUNTS
                  and n.args and type(n.args[0]) is ast.Unary and n.args[0].op == "&"
                  and type(n.args[0].operand) is ast.Name}
        for launch in (n for n in nodes if type(n) is ast.Launch and len(n.config) > 1 and n.config[1] is not None):
            for name in sorted({m.id for m in iter_nodes(launch.config[1]) if type(m) is ast.Name} & counts.keys()):
                call = counts[name]
                if at(call) > at(launch) or any(type(n) is ast.Assign and type(n.target) is ast.Name and
                                                n.target.id == name and at(call) < at(n) < at(launch) for n in nodes):
                    continue
                size = written(unit, call.args[2]) if len(call.args) > 2 else "the given"
                yield ctx.report(launch.config[1].span, symbol=written(unit, launch.kernel), detail=(
                    f"the block `{written(unit, launch.config[1])}` is "
                    f"{'' if written(unit, launch.config[1]) == name else f'built from `{name}`, '}the first output of "
                    f"`{callee_name(call)}` at line {call.span.line}: the number of blocks of {size} threads that fit "
                    f"on one multiprocessor, not a block size; launched as the block it gives blocks of at most the "
                    f"target's resident-block limit (16 to 32 threads on NVIDIA targets: a fraction of a warp to one "
                    f"warp each)"), help=(
                    f"take the block size from `cudaOccupancyMaxPotentialBlockSize(&minGrid, &{name}, kernel, "
                    f"dynamicSmem, 0)`, whose second output is a block size; the count of resident blocks sizes a "
                    f"grid (blocks per multiprocessor times the multiprocessor count)"))
                break


__all__ = ["block_counts"]
