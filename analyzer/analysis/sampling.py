"""The first combinations of sampled values (one value per symbol) where their product is cut short: in order of
the sum of the values' positions, so every symbol's first values are combined before any symbol's later ones (a plain
product cut short keeps the first symbols at their first values: an existential test over `tid >> L` with four
other symbols would see L at one value only). race/worlds.py's existential worlds and warps.worlds use it."""

from __future__ import annotations

import functools
import itertools


def first_combinations(limit: int, *choices: tuple) -> list:
    """The first `limit` combinations of `choices` (one value of each), by the sum of their positions when there are
    more (a product of more than 65,536 is cut plainly)."""
    total = 1
    for c in choices:
        total *= len(c)
    if total <= limit or total > 1 << 16:
        return list(itertools.islice(itertools.product(*choices), limit))
    return [tuple(c[i] for c, i in zip(choices, r)) for r in _ranks(tuple(len(c) for c in choices), limit)]


@functools.lru_cache(maxsize=256)
def _ranks(sizes: tuple, limit: int) -> tuple:
    """The first `limit` of _by_sum(sizes) (a few shapes of samples recur in every world of every pair)."""
    return tuple(itertools.islice(_by_sum(sizes), limit))


def _by_sum(sizes: tuple):
    """The tuples of positions (each below its size) in order of their sum, then lexicographically: what sorting the
    whole product by (sum, tuple) gives, made one at a time."""
    for total in range(sum(sizes) - len(sizes) + 1):
        yield from _with_sum(sizes, total)


def _with_sum(sizes: tuple, total: int):
    if len(sizes) == 1:
        if total < sizes[0]:
            yield (total,)
        return
    rest = sum(sizes[1:]) - len(sizes) + 1  # NOTE: the most the later positions can add up to
    for v in range(max(0, total - rest), min(sizes[0] - 1, total) + 1):
        for tail in _with_sum(sizes[1:], total - v):
            yield (v, *tail)
