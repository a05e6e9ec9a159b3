"""Fresh-tree review r10 leftovers (set B C7, C6a, C2, C3; set A C7) and a read-through one: a helper template's
deduced type parameter, KL110's bound on the row of an index."""

from __future__ import annotations

from conftest import RULE_FIXTURES, compare, run_fixture


def _found(name: str) -> list:
    expected, found = run_fixture(RULE_FIXTURES / name)
    assert not compare(expected, found)
    return found


def test_helper_type_parameter_is_deduced_before_its_default():
    """`template <typename T = float> put(float *s, int i, T v)` called with a float4 `v` stores 16 bytes per lane
    (conflict-free at a 16-byte stride, and covering the words read after it: no KL108); the call that deduces
    float is the 4-way one the helper's finding names."""
    found = _found("KL402/bad_helper_type_deduced_over_default.cu")
    helper = [d for d in found if d.rule_id == "KL402" and d.line == 6]
    assert len(helper) == 1 and "as called from line 21" in helper[0].message
    assert not [d for d in found if d.rule_id == "KL108"]
