"""Recall misses of review r3 (docs/validation/review-r3-after-a.md, RA3/RA5/C10b/C14/C15): the launch model's
rounded-up grids, KL110 on a kernel with no check at all, and KL401's record grouping through a load helper.
Each test failed before its fix."""

from __future__ import annotations

import pytest

from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file, model_of, parse_file
from tests.conftest import RULE_FIXTURES, run_fixture


def _launches(src: str):
    tu = parse_file("g.cu", src)
    return {la.kernel_name: la for la in model_of(tu, "g.cu", src).launches}


@pytest.mark.parametrize("grid, expected", [
    ("(n + 255) / 256", True),
    ("(n + 256 - 1) / 256", True),
    ("(n + 255) >> 8", True),
    ("ceil(float(n) / 256)", True),
    ("n / 256 + (n % 256 != 0)", True),
    ("(N + 255) / 256", False),                # N = 2560 * 2560: a multiple of 256
    ("ceil(float(N) / 256)", False),
    ("(M + 255) / 256", True),                 # M = 1000
    ("(n + 127) / 128", None),                 # the divisor is not the block
    ("n / 256", None),
])
def test_a_launch_says_whether_its_grid_is_rounded_up(grid, expected):
    src = ("#define N (2560 * 2560)\n#define M 1000\n__global__ void k(float *p) { p[threadIdx.x] = 0; }\n"
           f"void run(float *p, int n) {{ k<<<{grid}, 256>>>(p); }}\n")
    assert _launches(src)["k"].grid_rounded is expected


def test_the_grid_variable_is_read_through_its_one_definition():
    src = ("__global__ void k(float *p) { p[threadIdx.x] = 0; }\n"
           "void run(float *p, unsigned n) { const unsigned tpb = 512; dim3 grid((n + tpb - 1) / tpb);\n"
           "  dim3 block(tpb); k<<<grid, block>>>(p); }\n"
           "__global__ void e(float *p) { p[threadIdx.x] = 0; }\n"
           "void exact(float *p) { int blocks = ceil(float(2560 * 2560) / 256); e<<<blocks, 256>>>(p); }\n")
    launches = _launches(src)
    assert launches["k"].grid_rounded is True and launches["e"].grid_rounded is False


def test_kl110_names_the_launch_that_rounds_up():
    src = ("__global__ void copy(const float *in, float *out) {\n"
           "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  out[i] = in[i];\n}\n"
           "void run(const float *in, float *out, int n) { copy<<<(n + 255) / 256, 256>>>(in, out); }\n")
    found = analyze_file("t.cu", src, Settings(), frozenset({"KL110"})).diagnostics
    assert [d.line for d in found] == [3]
    assert "never bounds-checks" in found[0].message and "the launch at line 5 rounds the grid" in found[0].message
    exact = src.replace("(n + 255) / 256", "n / 256")
    assert not analyze_file("t.cu", exact, Settings(), frozenset({"KL110"})).diagnostics


def test_a_load_helper_given_a_typed_record_pointer_is_an_access_of_the_record():
    _, found = run_fixture(RULE_FIXTURES / "KL401/bad_helper_record_loads.cu")
    severities = {d.line: d.severity for d in found if d.rule_id == "KL401"}
    assert severities == {13: Severity.NOTE, 26: Severity.NOTE}  # before: 14 and 26 warnings, 13 not an access


def test_a_template_kernel_no_launch_binds_is_judged_per_specialised_value():
    _, found = run_fixture(RULE_FIXTURES / "KL401/bad_selected_specialisation.cu")
    messages = {d.line: d.message for d in found if d.rule_id == "KL401"}
    assert "moves 3 sectors per request" in messages[18]  # unit_bytes<RGB_BYTES>() is 3, not the primary's 1
    assert "moves 4 sectors per request" in messages[24]
