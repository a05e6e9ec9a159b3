"""analyzer/analysis/terms.compile_block: a block's values in one comprehension, the subterms no thread index
reaches computed once. Property: the same values as compile_term thread by thread, and where that raises,
the same error (the callers judge a block that raises differently from one that does not)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.analysis import terms as T

THREADS = [(w, lane, x, y, 0) for w in range(2) for lane in range(32) for x, y in [((w * 32 + lane) % 16, (w * 32 + lane) // 16)]]
ENV = {"a": 7, "b": 0, "n": -3}

leaf = st.one_of(
    st.sampled_from([("t", "x"), ("t", "y"), ("lane",), ("wu", "vote")]),
    st.sampled_from([("u", "a", "arg"), ("u", "b", "arg"), ("u", "n", "bid")]),
    st.integers(-5, 40).map(lambda v: ("c", v)),
)
BINARIES = sorted(T.BINARY)
UNARIES = sorted(T.UNARY - {"float"})


def extend(children):
    return st.one_of(
        st.tuples(st.sampled_from(BINARIES), children, children),
        st.tuples(st.sampled_from(UNARIES), children),
        st.tuples(st.just("?"), children, children, children),
    )


terms = st.recursive(leaf, extend, max_leaves=12)


def per_thread(term):
    fn = T.compile_term(term)
    out = []
    for w, lane, x, y, z in THREADS:
        try:
            out.append(fn(x, y, z, lane, w, ENV))
        except Exception as exc:  # noqa: BLE001 - the error itself is what is compared
            return type(exc)
    return out


@settings(max_examples=400, deadline=None)
@given(terms, st.booleans())
def test_block_equals_thread_by_thread(term, as_bool):
    try:
        want = per_thread(term)
    except ValueError:
        return  # NOTE: a term that cannot be compiled at all
    if isinstance(want, list) and as_bool:
        want = [bool(v) for v in want]
    try:
        got = T.compile_block(term, as_bool)(THREADS, ENV)
    except Exception as exc:  # noqa: BLE001
        got = type(exc)
    assert got == want, term


def test_invariant_subterms_are_computed_once():
    lines: list[str] = []
    term = ("*", ("+", ("*", ("u", "cols", "arg"), ("c", 16)), ("t", "x")), ("c", 4))
    assert T._source(term, T._hoister(lines)) == "((_h0 + x) * 4)"
    assert lines == ["_h0 = (S['cols'] * 16)"]
    # NOTE: a `?:` branch and the right side of `&&` are not always evaluated: never hoisted
    lines = []
    guarded = ("?", ("t", "x"), ("/", ("c", 1), ("u", "b", "arg")), ("&&", ("t", "y"), ("u", "a", "arg")))
    T._source(guarded, T._hoister(lines))
    assert lines == []
    # thread 0 (x == 0) takes the `&&` side; thread 1 divides by b == 0, as it does thread by thread
    assert T.compile_block(guarded)(THREADS[:1], ENV) == per_thread_of(guarded, THREADS[:1])
    assert per_thread_of(guarded, THREADS[:2]) is ZeroDivisionError
    with pytest.raises(ZeroDivisionError):  # NOTE: the block raises where thread 1 raises
        T.compile_block(guarded)(THREADS[:2], ENV)


def per_thread_of(term, threads):
    fn = T.compile_term(term)
    try:
        return [fn(x, y, z, lane, w, ENV) for w, lane, x, y, z in threads]
    except ZeroDivisionError:
        return ZeroDivisionError
