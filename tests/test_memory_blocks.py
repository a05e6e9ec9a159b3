"""The memory model's shortcuts count what the plain computation counts: a block's counts reused for another
block or sampled value (memory/blocks.Blocks), the one-width paths of the byte counts (sectors.distinct_bytes,
sectors.mixed_sectors, banks' conflict-free case) and the whole-block offsets of judge._executing."""

from __future__ import annotations

import itertools
import random

from analyzer.analysis import terms as T
from analyzer.analysis.memory import banks, judge, sectors
from analyzer.analysis.memory.blocks import Blocks, block
from analyzer.analysis.memory.address import Access
from analyzer.analysis.warps import block_threads as _threads

X, Y = ("t", "x"), ("t", "y")
BID, BDIM = ("u", "blockIdx.x", "bid"), ("u", "blockDim.x", "bdim")
N, K, R = ("u", "n", "arg"), ("u", "k@3:1", "iter"), ("u", "r", "arg")
GID = ("+", ("*", BID, BDIM), X)  # blockIdx.x * blockDim.x + threadIdx.x
OFFSETS = [
    ("*", GID, ("c", 4)),  # in[i]
    ("*", ("+", ("*", GID, N), K), ("c", 4)),  # a row per thread: in[i * n + k]
    ("+", ("*", X, ("c", 4)), ("*", ("+", K, R), ("c", 4))),  # uniform summands
    ("<<", ("+", ("*", Y, N), X), ("c", 2)),  # 2-D, by a shift
    # a uniform subterm in the thread summand
    ("*", ("+", ("*", X, ("c", 2)), ("-", ("<<", N, K), ("c", 1))), ("c", 4)),
    ("*", ("u32", ("+", ("*", X, ("c", 2)), ("&", X, ("-", N, ("c", 1))))), ("c", 4)),  # bitonic-like
    ("*", ("/", ("*", X, ("c", 4)), ("-", N, ("c", 3))), ("c", 4)),  # n = 3 divides by zero
    ("*", ("+", X, ("/", N, ("c", 2.0, "f"))), ("c", 4)),  # a float in a uniform summand
    ("<<", ("+", X, BID), N),  # shifted by a sampled count (raises past 63)
    ("*", ("+", X, ("*", BID, ("c", 3))), N),  # lanes 1 element apart (misaligned for some n)
]
PATHS = [None, ("<", X, N), ("<", ("+", X, ("*", BID, ("c", 32))), ("c", 200))]


def _plain(fn, active, env, threads, access, warp):
    try:
        return block(fn, active, env, threads, access, warp)
    except (ArithmeticError, TypeError, ValueError) as exc:
        return type(exc)


def test_reused_block_counts_equal_the_counts_of_each_block():
    rng = random.Random(7)
    for offset, path, space, size in itertools.product(OFFSETS, PATHS, ("global", "shared"), (1, 4, 8)):
        access = Access(object(), space, "load", size, offset, None, path)
        blocks = Blocks(offset, path, access, 32)
        threads = _threads(64, 2, 1, 32)
        for _ in range(40):
            env = {"blockIdx.x": rng.choice((0, 1, 5, 7, 8)), "blockDim.x": 64,
                   "n": rng.choice((1, 2, 3, 8, 32, 33, 4097)), "k@3:1": rng.choice((0, 1, 2, 3, 70)), "r": rng.choice((0, 1, 8, 9))}
            part = threads[:rng.choice((64, 128))]
            try:
                got = blocks.count(env, part)
            except (ArithmeticError, TypeError, ValueError) as exc:
                got = type(exc)
            assert got == _plain(blocks.fn, blocks.active, env, part, access, 32), (offset, path, space, size, env)


def test_the_one_width_byte_counts_equal_the_byte_sets():
    rng = random.Random(3)
    for _ in range(3000):
        size = rng.choice((1, 2, 4, 8, 16, 3, 12))
        aligned = rng.random() < 0.7
        offsets = [rng.randrange(-64, 600) * (size if aligned else 1) for _ in range(rng.randrange(0, 40))]
        covered = {b for o in offsets for b in range(o, o + size)}
        assert sectors.distinct_bytes(offsets, size) == len(covered)
        items = [(o, size) for o in offsets] + ([(rng.randrange(0, 64), 2)] if rng.random() < 0.3 else [])
        moved = {b // 32 for o, s in items for b in range(o, o + s)}
        needed = {b for o, s in items for b in range(o, o + s)}
        assert sectors.mixed_sectors(items) == (len(moved), -(-len(needed) // 32))
        if aligned and size <= 4 and offsets:
            words = {o // 4 for o in offsets}
            per_bank = [sum(1 for w in words if w % 32 == b) for b in range(32)]
            assert banks._conflicts(offsets, size) == max(1, max(per_bank))


def test_whole_block_offsets_equal_the_thread_by_thread_ones():
    threads = _threads(64, 2, 1, 32)
    for offset, path in itertools.product(OFFSETS, PATHS):
        fn = T.compile_term(offset)
        active = T.compile_term(path) if path is not None else None
        for n in (1, 3, 32, 70):
            env = {"blockIdx.x": 1, "blockDim.x": 64, "n": n, "k@3:1": 2, "r": 1}
            try:
                want = [(w, fn(x, y, z, lane, w, env)) for w, lane, x, y, z in threads
                        if active is None or active(x, y, z, lane, w, env)]
            except (ArithmeticError, TypeError, ValueError) as exc:
                want = type(exc)
            try:
                got = judge._executing(offset, path, fn, active, threads, env)
            except (ArithmeticError, TypeError, ValueError) as exc:
                got = type(exc)
            assert got == want, (offset, path, n)


def test_the_blocks_of_a_coalesced_access_are_counted_once():
    access = Access(object(), "global", "load", 4, OFFSETS[0], None, None)
    blocks = Blocks(OFFSETS[0], None, access, 32)
    threads = _threads(64, 1, 1, 32)
    got = {blocks.count({"blockIdx.x": b, "blockDim.x": 64}, threads) for b in range(8)}
    assert got == {(8, 8, 2)} and len(blocks.seen) == 1  # 4 sectors per warp, 2 warps


def test_a_width_that_does_not_divide_the_period_is_counted_block_by_block():
    """A 12-byte element shifted by 32 bytes a block is aligned in one block and not in the next: Blocks keys no
    such width (review), so each block's count is its own."""
    offset = ("+", ("*", BID, ("c", 32)), ("*", X, ("c", 12)))
    access = Access(object(), "global", "load", 12, offset, None, None)
    blocks, threads = Blocks(offset, None, access, 32), _threads(64, 1, 1, 32)
    for b in range(4):
        env = {"blockIdx.x": b, "blockDim.x": 64}
        assert blocks.count(env, threads) == _plain(blocks.fn, None, env, threads, access, 32)
    assert not blocks.keyed
