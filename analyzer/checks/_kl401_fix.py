"""KL401's fix for a lane that moves every word of its own record one word at a time (`xyz[3 * i + k]`, k < 3, an
`[n, 3]` argument; review r7 E6): staging the block's records through shared memory keeps the layout, offered
before structure of arrays; the index swap where the block's other warps use the words between the lanes';
and the verb of an access (a store writes). The rule:
checks/kl401_uncoalesced_global_access.py."""

from __future__ import annotations

from analyzer.analysis.memory.judge import _offset, number_text
from analyzer.cuda.query import array_root


def verb(f) -> str:
    return "writes" if f.access.op == "store" else "reads"


def staging(f, figures, stride: int) -> str:
    """The layout-keeping fix of a record the lane moves word by word, every word of it (`xyz[3 * i + k]`, k < 3,
    of an `[n, 3]` argument): the block's records pass through shared memory, which consecutive lanes fill (or
    empty) with consecutive words; "" where a word of the record is unused, a vector access covers it, or the block
    is not 1-D (its records are rows, not one run: the formula would store the rows over each other)."""
    from analyzer.analysis.memory.judge import _distance, peers

    size = f.access.size or 4
    if stride in (2, 4, 8, 16) or stride % size:  # NOTE: one vector access (`char4`, `float2`, `float4`) covers it
        return ""
    if any(c != 1 for c in tuple(f.block or ())[1:]):
        return ""  # NOTE: the formula below is a 1-D block's run of records; a 2-D block's are rows (review r7-after A3)
    off, words = _offset(f), stride // size
    places = {0}
    for g in peers(f, figures):
        gap = _distance(_offset(g), off, f.block)
        if gap is None or (g.access.size or 4) != size or gap % size:
            return ""
        places.add(gap % stride // size)
    if len(places) < words:
        return ""
    name = array_root(f.access.node) or "out"
    start, moved = f"{words} * blockIdx.x * blockDim.x", f"{number_text(f.per_request)} sectors"
    if f.access.op == "store":
        how = (f"each thread writes its record to a `__shared__` array (`s[{words} * threadIdx.x + k]`), "
               f"`__syncthreads()`, then consecutive lanes store consecutive words of the block's records "
               f"(`{name}[{start} + threadIdx.x + blockDim.x * k] = s[threadIdx.x + blockDim.x * k]`, k < {words})")
    else:
        how = (f"consecutive lanes load consecutive words of the block's records into a `__shared__` array "
               f"(`s[threadIdx.x + blockDim.x * k] = {name}[{start} + threadIdx.x + blockDim.x * k]`, k < {words}), "
               f"`__syncthreads()`, then each thread reads its record there (`s[{words} * threadIdx.x + k]`)")
    return (f"the kernel {verb(f)[:-1]}s every word of the record, so stage the block's records through shared "
            f"memory, which keeps the layout: {how}; each of the {words} requests then moves "
            f"{number_text(f.ideal)} sectors where each moves {moved} now (every thread must reach the barrier: "
            f"test the last block's words against the count instead of returning early)")


def layout_fix(f, figures, stride: int | None) -> str:
    """The fix where no access of the kernel uses the words between the lanes' words (uncoalesced.decimation): the
    words kept in an array of their own where the data is produced, or the kernel fused into its producer."""
    from analyzer.analysis.memory.patterns import record_read
    from analyzer.analysis.uncoalesced import decimation

    layout, size = decimation(f, figures), f.access.size or 4
    if not layout:
        return ""
    what = (f"each lane {verb(f)} {size} byte{'s' if size > 1 else ''} at a fixed place of its own {stride}-byte "
            "record" if record_read(f, stride) else f"the kernel uses one {size}-byte word in every {stride} bytes")
    return (f"{what}, and {layout}; keep the words it uses in an array of their own where the data is produced "
            "(structure of arrays for one field of a record, the decimated copy for every k-th element), or fuse "
            "this kernel into its producer")


def swap_fix(f, stride: int | None) -> str:
    """The fix where the block's other warps use every word between a warp's lanes (patterns.other_warps: row from
    threadIdx.x, column from threadIdx.y): swap the index roles, so threadIdx.x walks the contiguous dimension."""
    from analyzer.analysis.memory.patterns import other_warps

    dims = other_warps(f) if stride else ""
    if not dims:
        return ""
    return (f"consecutive lanes are {stride} bytes apart, and the words between them are the block's other "
            f"warps' (threadIdx.{dims.replace(' and ', ' and threadIdx.')} walk{'s' if ' ' not in dims else ''} "
            f"them): swap the roles of threadIdx.x and threadIdx.{dims.split()[0]} in the index, so that "
            f"threadIdx.x walks the contiguous dimension and each warp {verb(f)[:-1]}s consecutive elements; the "
            "block covers the same elements as before")
