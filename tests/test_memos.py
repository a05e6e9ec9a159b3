"""The per-process memos of the lane model (warps.warp_split) and the memory model (figures.evaluate): a
remembered answer comes back with the caller's own shape, access and label, and equals what a fresh
computation gives."""

from __future__ import annotations

from analyzer.analysis import warps
from analyzer.analysis.memory import figures
from analyzer.analysis.memory.address import Access

DIVERGENT = ("==", ("%", ("t", "x"), ("c", 2)), ("c", 0))  # `threadIdx.x % 2 == 0`


def test_a_remembered_split_keeps_the_callers_shape():
    first = [warps.Shape(128, label="launch at line 10")]
    second = [warps.Shape(128, label="launch at line 20")]
    a = warps.warp_split(DIVERGENT, first)
    b = warps.warp_split(DIVERGENT, second)
    assert a is not None and a.shape is first[0] and b.shape is second[0]
    assert b == warps._warp_split(DIVERGENT, second, 32, True, frozenset({"bid"}), None)  # as computed afresh


def test_a_remembered_figure_keeps_the_callers_access_and_label():
    # `out[threadIdx.x * 32]`: 4-byte stores 128 bytes apart (one sector per lane)
    addr = ("+", ("u", "out", "arg"), ("*", ("t", "x"), ("c", 128)))

    def access(kernel: str) -> Access:
        return Access(object(), "global", "store", 4, addr, ("u", "out", "arg"), None, kernel=kernel)

    one, two = access("k1"), access("k2")
    a = figures.evaluate(one, (256, 1, 1), (1, 1, 1), "the launch at line 5", False)
    b = figures.evaluate(two, (256, 1, 1), (1, 1, 1), "the launch at line 9", True)
    assert a.access is one and b.access is two and b.label == "the launch at line 9" and b.assumed
    figures._BY_OFFSET.clear()  # NOTE: else _evaluate answers from the memo of equal offsets (below)
    fresh = figures._evaluate(two, (256, 1, 1), (1, 1, 1), "the launch at line 9", True, 32, (), False)
    assert b == fresh and b.known and b.per_request == fresh.per_request


def test_accesses_of_other_arrays_at_the_same_offsets_share_one_count():
    # `c[i] = a[i] + b[i]`-like: loads of `a`, `b` and a store of `c`, each 4 bytes at threadIdx.x * 128
    offsets = ("*", ("t", "x"), ("c", 128))

    def access(root: str, op: str, space: str = "global") -> Access:
        return Access(object(), space, op, 4, ("+", ("u", root, "arg"), offsets), ("u", root, "arg"), None,
                      kernel="k")

    figures._BY_OFFSET.clear()
    a, b, c = access("a", "load"), access("b", "load"), access("c", "store")
    got = [figures.evaluate(x, (64, 1, 1), (1, 1, 1), f"line {n}", False) for n, x in enumerate((a, b, c))]
    assert [f.access for f in got] == [a, b, c] and [f.label for f in got] == ["line 0", "line 1", "line 2"]
    assert len(figures._BY_OFFSET) == 1 and all(f.per_request == 32 and f.ideal == 4 for f in got)
    # NOTE: shared memory's count depends on the operation (banks.py): a store and a load are counted apart
    figures.evaluate(access("&s", "load", "shared"), (64, 1, 1), (1, 1, 1), "line 3", False)
    figures.evaluate(access("&t", "store", "shared"), (64, 1, 1), (1, 1, 1), "line 4", False)
    assert len(figures._BY_OFFSET) == 3
