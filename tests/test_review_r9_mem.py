"""Fresh-tree review r9 after (set A C13, C12, C6v, C14): KL401/KL402 on a helper's 2-D array parameters, brace-
initialised loop counters, the lane-based help of 16-byte vector loads, and the row swizzle masked to the row."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == name.split("/")[0]}


def test_kl402_a_helpers_2d_array_parameter_reaches_the_callers_tile():
    """`float tile[32][32]`, `float (*tile)[32]`, `float (&tile)[32][32]` and `T At[K][Y]` (template extents, a
    defaulted `typename V = int4`) are rows of the caller's `__shared__` array: judged as the same access inline."""
    found = _fixture("KL402/bad_helper_takes_the_tile_as_rows.cu")
    for line in (10, 15, 20):
        assert "32-way" in found[line].message and "(in the helper, as called from line" in found[line].message
    assert "4-way" in found[50].message
    assert not {26, 57} & set(found)  # the near misses: a lane's column
