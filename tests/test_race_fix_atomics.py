"""The fixes of KL107/KL109 name only atomics that have an overload for the element's type
(fixtures/rules/KL109/bad_race_fix_atomic_types.cu; checks/_atomics.py): no `atomicExch`/`atomicCAS` of an
`__nv_bfloat162`, no `atomicCAS` of a float, no `atomicSub` of a float, no `atomicAdd` of a `short`."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from conftest import RULE_FIXTURES, run_fixture

from analyzer.checks._atomics import overload


def _helps() -> dict:
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL109" / "bad_race_fix_atomic_types.cu")
    return {d.line: d.help for d in diagnostics if d.rule_id == "KL109"}


def test_no_atomic_exchange_of_a_bfloat162_the_writes_are_ordered():
    help = _helps()[9]
    assert "atomicExch(" not in help and "atomicCAS(" not in help
    assert "`atomicExch` has no overload for `__nv_bfloat162` elements" in help and "only writer" in help


def test_a_float_slot_keeps_atomic_exchange_but_no_compare_and_swap():
    helps = _helps()
    assert "atomicExch(&out[" in helps[13] and "atomicCAS" not in helps[13]
    assert "atomicExch(&out[" in helps[17] and "atomicCAS(&out[" in helps[17]  # NOTE: an int has both


def test_a_float_subtraction_is_an_atomic_add_of_its_negation_and_a_short_sum_is_ordered():
    helps = _helps()
    assert "atomicAdd(&out[0], -(in[threadIdx.x]))" in helps[21] and "atomicSub" not in helps[21]
    assert "`atomicAdd` has no overload for `short` elements" in helps[25] and "atomicAdd(&" not in helps[25]


_PAIRS = [("atomicExch", "float"), ("atomicExch", "unsigned"), ("atomicCAS", "int"), ("atomicExch", "__half2"),
          ("atomicExch", "__nv_bfloat16"), ("atomicCAS", "float"), ("atomicMin", "float"), ("atomicAdd", "double"),
          ("atomicAdd", "__nv_bfloat162"), ("atomicSub", "float"), ("atomicAdd", "short")]


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not available")
def test_the_table_of_overloads_is_the_toolkits(tmp_path):
    # NOTE: each (atomic, type) the table answers compiles with nvcc exactly where the table says it exists
    for name, type_name in _PAIRS:
        args = "v, v" if name == "atomicCAS" else "v"  # NOTE: compare and value
        src = tmp_path / f"{name}_{type_name}.cu"
        src.write_text("#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n"
                       f"__global__ void k({type_name} *p, {type_name} v) {{ {name}(p, {args}); }}\n", encoding="utf-8")
        done = subprocess.run(["nvcc", "-arch=sm_90", "-c", str(src), "-o", str(tmp_path / "k.o")],
                              capture_output=True, text=True)
        assert (done.returncode == 0) == bool(overload(name, type_name)), (name, type_name, done.stderr[-300:])


def test_a_type_the_table_does_not_know_is_no_claim():
    assert overload("atomicExch", "T") is None and overload("atomicAdd", "uint64_t") is None