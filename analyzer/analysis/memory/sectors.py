"""Global memory: 32-byte sectors per warp request (NVIDIA L1TEX), and the ideal.

A warp's load or store instruction is one request; L1TEX moves the distinct 32-byte sectors its active
lanes touch (`l1tex__t_sectors_pipe_lsu_mem_global_op_{ld,st}.sum` over
`l1tex__t_requests_pipe_lsu_mem_global_op_{ld,st}.sum` in Nsight Compute). Offsets are taken from a base
aligned to 256 bytes (cudaMalloc's alignment), so sector k holds bytes [32k, 32k + 32) of the offset.
The ideal is what the active lanes need: their distinct bytes / 32, rounded up.
"""

from __future__ import annotations

from itertools import repeat
from operator import mod
from typing import Iterable

SECTOR = 32


def distinct_bytes(offsets: list[int], size: int) -> int:
    """The number of distinct bytes covered by [o, o + size) for every o (intervals merged)."""
    if not any(map(mod, offsets, repeat(size))):
        return len(set(offsets)) * size  # NOTE: aligned to their width (the figures' case): none overlap in part
    total, end = 0, None
    for o in sorted(set(offsets)):
        if end is None or o >= end:
            total += size
        else:
            total += o + size - end
        end = o + size if end is None else max(end, o + size)
    return total


def warp_sectors(offsets: list[int], size: int) -> tuple[int, int]:
    """(sectors moved, ideal sectors) for one warp request whose active lanes access `size` bytes at
    each of `offsets` (bytes from a 256-byte-aligned base)."""
    if SECTOR % size == 0:  # NOTE: offsets are aligned to their width (checked): one sector each, no overlap
        return len({o // SECTOR for o in offsets}), -(-len(set(offsets)) * size // SECTOR)
    sectors = set()
    for o in offsets:
        sectors.update(range(o // SECTOR, (o + size - 1) // SECTOR + 1))
    return len(sectors), -(-distinct_bytes(offsets, size) // SECTOR)


def mixed_sectors(items: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """(sectors moved, ideal sectors) for the lanes of one warp accessing (offset, width) each, widths that may
    differ (the union of several accesses of a kernel, analysis/memory/judge.union_efficiency)."""
    items = list(items)
    sizes = {size for _, size in items}
    if len(sizes) == 1:
        size = sizes.pop()
        offsets = [o for o, _ in items]
        if SECTOR % size == 0 and set(map(type, offsets)) == {int} and not any(map(mod, offsets, repeat(size))):
            return warp_sectors(offsets, size)  # NOTE: one width, aligned (the common union): no byte sets
    sectors, covered = set(), set()
    for o, size in items:
        sectors.update(range(o // SECTOR, (o + size - 1) // SECTOR + 1))
        covered.update(range(o, o + size))
    return len(sectors), -(-len(covered) // SECTOR)
