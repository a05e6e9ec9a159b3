"""KL107/KL109 fix texts and severities judged by what the code does (fixtures/rules/KL109/
bad_update_through_locals.cu and its neighbours): a read-modify-write spelt through locals is one atomic
read-modify-write, not a kept result."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _found(name: str) -> dict:
    _, diagnostics = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in diagnostics if d.rule_id in ("KL107", "KL109")}


def test_an_update_through_locals_is_one_atomic_read_modify_write():
    found = _found("KL109/bad_update_through_locals.cu")
    assert "`atomicAdd(c, 1)`" in found[9].help and "atomicExch(" not in found[9].help
    assert "`atomicAdd(&budget[0], -cost[blockIdx.x])`" in found[14].help  # NOTE: no atomicSub for float
    assert "an `atomicCAS` loop" in found[19].help and "atomicExch(" not in found[19].help
    assert "atomicExch(&hits[0], v + 1)" in found[24].help  # NOTE: the value does not come from the slot
