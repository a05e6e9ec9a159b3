"""The race analysis' shortcuts decide only what its full evaluation would: worlds.apart (a pair of sides with one
offset that two threads never share) against every thread pair of the block."""

from __future__ import annotations

import itertools

from analyzer.analysis import terms as T
from analyzer.analysis.race.worlds import apart

X, Y, Z = ("t", "x"), ("t", "y"), ("t", "z")
N = ("u", "n", "arg")


def _lin(*parts) -> T.Term:
    term = parts[0]
    for p in parts[1:]:
        term = ("+", term, p)
    return term


def _closest(off: T.Term, block: tuple, env: dict) -> int:
    """The least distance between the offsets of two different threads of `block`."""
    f = T.compile_term(off)
    values = [f(x, y, z, 0, 0, env) for z in range(block[2]) for y in range(block[1]) for x in range(block[0])]
    return min(abs(a - b) for a, b in itertools.combinations(values, 2))


def test_apart_holds_only_where_every_thread_pair_is_that_far_apart():
    cases = [
        (("*", ("c", 4), X), (64, 1, 1), 4, True),
        (("*", ("c", 2), X), (64, 1, 1), 4, False),  # NOTE: 4-byte accesses two bytes apart overlap
        (("*", ("c", 4), _lin(("*", Y, ("c", 16)), X)), (16, 16, 1), 4, True),
        (("*", ("c", 4), _lin(("*", Y, ("c", 15)), X)), (16, 16, 1), 4, False),  # NOTE: row 1's start is row 0's end
        (("*", ("c", 4), _lin(X, Y)), (16, 16, 1), 4, False),
        (("*", ("c", 4), X), (16, 16, 1), 4, False),  # NOTE: the threads of one column share it
        (_lin(("*", ("c", 8), X), ("*", ("c", 4), N)), (32, 1, 1), 8, True),  # NOTE: an argument shifts every thread
        (_lin(("*", ("c", 8), X), ("*", N, X)), (32, 1, 1), 8, False),  # NOTE: a step the argument gives: unknown
        (("-", ("c", 1020), ("*", ("c", 4), X)), (256, 1, 1), 4, True),
        (("*", ("c", 4), ("%", X, ("c", 32))), (64, 1, 1), 4, False),
        (_lin(("*", ("c", 4), X), ("*", ("c", 128), Y), ("*", ("c", 1024), Z)), (32, 8, 2), 4, True),
    ]
    for off, block, gap, want in cases:
        assert apart(off, block, gap, {}) is want, T.render(off)
        if want:
            for n in (0, 7, 4096):
                assert _closest(off, block, {"n": n}) >= gap, T.render(off)
        elif not any(s[1] == "n" for s in T.symbols(off)) and "%" not in T.render(off):
            assert _closest(off, block, {}) < gap, T.render(off)


def test_the_existential_worlds_come_in_the_order_of_sorting_the_whole_product():
    from analyzer.analysis.sampling import _by_sum
    for sizes in [(1,), (3,), (2, 3), (3, 1, 4), (4, 4, 4, 4), (5, 1, 2, 3, 2), (2, 2, 2, 2, 2, 2, 2)]:
        want = sorted(itertools.product(*[range(n) for n in sizes]), key=lambda r: (sum(r), r))
        assert list(_by_sum(sizes)) == want, sizes


def test_never_holds_only_for_a_path_no_thread_takes():
    """worlds.never (a side pairs.pair_race does not judge): the path is false for every thread of every world the
    block evaluation gives, whatever the other conjuncts read."""
    from analyzer.analysis.race.worlds import never
    from analyzer.analysis.warps import block_threads

    lt = ("<", X, N)
    cases = [
        (("c", 0), True),
        (("&&", ("c", 0), lt), True),
        # NOTE: `!(i >= n || j >= m)` with its tail guards taken as true (race/worlds._side)
        (("&&", lt, ("&&", ("c", 0), ("==", Y, ("c", 1)))), True),
        (("&&", lt, ("c", 1)), False),
        (("||", ("c", 0), lt), False),
        (("not", ("c", 1)), False),  # NOTE: folded by terms.unary where it is built; not looked into here
        (lt, False),
        (("c", 1), False),
    ]
    threads = block_threads(64, 2, 1, 32)
    for path, want in cases:
        assert never(path) is want, T.render(path)
        if want:
            for n in (0, 7, 4096):
                assert not any(T.compile_block(path, True)(threads, {"n": n})), T.render(path)
